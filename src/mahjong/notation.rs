//! mpsz notation: reading and writing hands as text.
//!
//! `123m456p789s11z` (digits then their suit letter), `0` for a red five, `*` for a joker,
//! `[123m]` `[555p]` `[7777s]` for exposed melds and `(1111z)` for a concealed kan; whitespace
//! anywhere between tiles. Every error names the character position (counted from 1, in
//! characters, not bytes) and the reason, because a hand typed by a person or sent by a client
//! is wrong in a specific place.

use crate::mahjong::hand::{Hand, HandError};
use crate::mahjong::meld::{Meld, MeldError};
use crate::mahjong::tile::{Suit, Tile};
use std::fmt;
use std::str::FromStr;

/// A hand that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("at character {position}: {kind}")]
pub struct ParseError {
    /// 1-based character position of the offending input.
    pub position: usize,
    /// What was wrong there.
    pub kind: ParseErrorKind,
}

/// What was wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// A character that is not a digit, suit letter, `*`, bracket or space.
    #[error("unexpected character `{0}`")]
    UnexpectedChar(char),
    /// Digits with no suit letter after them.
    #[error("digits without a suit letter (m, p, s or z) after them")]
    DigitWithoutSuit,
    /// A suit letter with no digits before it.
    #[error("a suit letter with no digits before it")]
    SuitWithoutDigit,
    /// An honour digit other than 1..=7 (or 0, a red five only of a numbered suit).
    #[error("there is no {0}z: honours are 1z..7z")]
    NoSuchHonour(u32),
    /// A meld bracket that is never closed.
    #[error("`{0}` opens a meld that is never closed")]
    Unclosed(char),
    /// A closing bracket without its opening one.
    #[error("`{0}` closes a meld that was never opened")]
    Unopened(char),
    /// A meld that is not one suit's digits with its letter.
    #[error("a meld holds exactly one suit's digits, like [123m]")]
    MeldSyntax,
    /// A joker inside a meld.
    #[error("a joker cannot be part of a meld")]
    JokerInMeld,
    /// Tiles in brackets that are not a meld (see [`MeldError`]).
    #[error("not a meld: {0}")]
    Meld(#[from] MeldError),
    /// Tiles that do not fit in a hand (see [`HandError`]).
    #[error("{0}")]
    Hand(#[from] HandError),
    /// No tile at all.
    #[error("the hand is empty")]
    Empty,
}

impl FromStr for Hand {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Hand, ParseError> {
        parse_hand(text)
    }
}

/// Reads a hand in mpsz notation.
///
/// Fails with the position (1-based, in characters) and the reason of the first thing that is
/// not a tile, joker or meld, or that does not fit in a hand.
pub fn parse_hand(text: &str) -> Result<Hand, ParseError> {
    let mut hand = Hand::new();
    // Digits waiting for their suit letter: (position, digit).
    let mut pending: Vec<(usize, u32)> = Vec::with_capacity(14);
    // An open meld: (position of its bracket, the bracket, tiles so far, red fives).
    let mut meld: Option<(usize, char, Vec<Tile>, u8)> = None;
    let mut any = false;
    for (i, ch) in text.chars().enumerate() {
        let pos = i + 1;
        let err = |kind| ParseError {
            position: pos,
            kind,
        };
        match ch {
            '0'..='9' => pending.push((pos, ch.to_digit(10).expect("a digit"))),
            'm' | 'p' | 's' | 'z' => {
                let suit = Suit::from_letter(ch).expect("a suit letter");
                if pending.is_empty() {
                    return Err(err(ParseErrorKind::SuitWithoutDigit));
                }
                for (dpos, digit) in pending.drain(..) {
                    let derr = |kind| ParseError {
                        position: dpos,
                        kind,
                    };
                    let red = digit == 0 && suit != Suit::Honour;
                    let rank = if red { 5 } else { digit as u8 };
                    let tile = Tile::new(suit, rank)
                        .filter(|_| digit != 0 || red)
                        .ok_or_else(|| derr(ParseErrorKind::NoSuchHonour(digit)))?;
                    any = true;
                    match meld.as_mut() {
                        Some((_, _, tiles, reds)) => {
                            if tiles.len() == 4 {
                                return Err(derr(ParseErrorKind::Meld(MeldError::Size(5))));
                            }
                            tiles.push(tile);
                            *reds += u8::from(red);
                        }
                        None if red => hand.add_red_five(suit).map_err(|e| derr(e.into()))?,
                        None => hand.add(tile).map_err(|e| derr(e.into()))?,
                    }
                }
            }
            '*' => {
                if !pending.is_empty() {
                    return Err(at_pending(&pending));
                }
                if meld.is_some() {
                    return Err(err(ParseErrorKind::JokerInMeld));
                }
                any = true;
                hand.add_joker().map_err(|e| err(e.into()))?;
            }
            '[' | '(' => {
                if !pending.is_empty() {
                    return Err(at_pending(&pending));
                }
                if let Some((open, bracket, _, _)) = meld {
                    return Err(ParseError {
                        position: open,
                        kind: ParseErrorKind::Unclosed(bracket),
                    });
                }
                meld = Some((pos, ch, Vec::with_capacity(4), 0));
            }
            ']' | ')' => {
                if !pending.is_empty() {
                    return Err(at_pending(&pending));
                }
                let want = if ch == ']' { '[' } else { '(' };
                let Some((open, bracket, tiles, red)) = meld.take() else {
                    return Err(err(ParseErrorKind::Unopened(ch)));
                };
                if bracket != want {
                    return Err(err(ParseErrorKind::Unopened(ch)));
                }
                let m = Meld::from_tiles(&tiles, bracket == '(', red).map_err(|e| ParseError {
                    position: open,
                    kind: e.into(),
                })?;
                hand.push_meld(m).map_err(|e| ParseError {
                    position: open,
                    kind: e.into(),
                })?;
            }
            c if c.is_whitespace() => {
                if !pending.is_empty() {
                    return Err(at_pending(&pending));
                }
            }
            c => return Err(err(ParseErrorKind::UnexpectedChar(c))),
        }
    }
    if !pending.is_empty() {
        return Err(at_pending(&pending));
    }
    if let Some((open, bracket, _, _)) = meld {
        return Err(ParseError {
            position: open,
            kind: ParseErrorKind::Unclosed(bracket),
        });
    }
    if !any {
        return Err(ParseError {
            position: 1,
            kind: ParseErrorKind::Empty,
        });
    }
    Ok(hand)
}

fn at_pending(pending: &[(usize, u32)]) -> ParseError {
    ParseError {
        position: pending[0].0,
        kind: ParseErrorKind::DigitWithoutSuit,
    }
}

/// Canonical notation: concealed tiles by suit in rank order (red fives as `0`, in the fives'
/// place), then jokers, then melds in the order they were added.
impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for suit in Suit::ALL {
            let mut any = false;
            let mut red = self.red_fives(suit);
            for rank in 1..=suit.ranks() {
                let t = Tile::new(suit, rank).expect("rank within suit");
                for _ in 0..self.count(t) {
                    any = true;
                    if rank == 5 && red > 0 {
                        red -= 1;
                        write!(f, "0")?;
                    } else {
                        write!(f, "{rank}")?;
                    }
                }
            }
            if any {
                write!(f, "{}", suit.letter())?;
            }
        }
        for _ in 0..self.jokers() {
            write!(f, "*")?;
        }
        for m in self.melds() {
            write!(f, "{m}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(text: &str) -> (usize, ParseErrorKind) {
        let e = parse_hand(text).unwrap_err();
        (e.position, e.kind)
    }

    #[test]
    fn round_trips_canonical_text() {
        for text in [
            "123m456p789s11z",
            "1112345678999m*",
            "340m55z[789p][555s](1111z)",
            "**",
            "22m[0555p]",
        ] {
            assert_eq!(parse_hand(text).unwrap().to_string(), text);
        }
        assert_eq!(kind(" 21m 3m\t*z"), (10, ParseErrorKind::SuitWithoutDigit));
        assert_eq!(kind("3 2 1m"), (1, ParseErrorKind::DigitWithoutSuit));
    }

    #[test]
    fn errors_name_position_and_reason() {
        assert_eq!(kind("123x"), (4, ParseErrorKind::UnexpectedChar('x')));
        assert_eq!(kind("123"), (1, ParseErrorKind::DigitWithoutSuit));
        assert_eq!(kind("12m8z"), (4, ParseErrorKind::NoSuchHonour(8)));
        assert_eq!(kind("0z"), (1, ParseErrorKind::NoSuchHonour(0)));
        assert_eq!(
            kind("11111m"),
            (
                5,
                HandError::FifthCopy(Tile::new(Suit::Man, 1).unwrap()).into()
            )
        );
        assert_eq!(
            kind("11m[111m]"),
            (
                4,
                HandError::FifthCopy(Tile::new(Suit::Man, 1).unwrap()).into()
            )
        );
        assert_eq!(kind("[124m]"), (1, MeldError::NotAGroup.into()));
        assert_eq!(kind("[123z]"), (1, MeldError::HonourSequence.into()));
        assert_eq!(kind("(111z)"), (1, MeldError::ConcealedNotQuad.into()));
        assert_eq!(kind("[12m"), (1, ParseErrorKind::Unclosed('[')));
        assert_eq!(kind("12m]"), (4, ParseErrorKind::Unopened(']')));
        assert_eq!(kind("[1*m]"), (2, ParseErrorKind::DigitWithoutSuit));
        assert_eq!(kind("[*]"), (2, ParseErrorKind::JokerInMeld));
        assert_eq!(kind(""), (1, ParseErrorKind::Empty));
        assert_eq!(kind("*********"), (9, HandError::TooManyJokers.into()));
    }
}
