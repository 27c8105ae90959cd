//! mpsz notation: reading and writing hands as text.
//!
//! `123m456p789s11z` (digits then their suit letter), `0` for a red five, `*` for a joker,
//! `[123m]` `[555p]` `[7777s]` for exposed melds and `(1111z)` for a concealed kan; whitespace
//! anywhere between tiles. Every error names the character position (counted from 1, in
//! characters, not bytes) and the reason, because a hand typed by a person or sent by a client
//! is wrong in a specific place.

use crate::echo::EchoChar;
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
    #[error("unexpected character `{}`", EchoChar(*.0))]
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
    let mut parser = Parser::new();
    for (i, ch) in text.chars().enumerate() {
        parser.read(i + 1, ch)?;
    }
    parser.end()
}

/// An error at a 1-based character position.
fn at(position: usize, kind: ParseErrorKind) -> ParseError {
    ParseError { position, kind }
}

/// A meld whose bracket is open.
struct OpenMeld {
    /// Position of its bracket.
    open: usize,
    /// The bracket: `[` or `(`.
    bracket: char,
    /// Its tiles so far.
    tiles: Vec<Tile>,
    /// Its red fives so far.
    reds: u8,
}

impl OpenMeld {
    /// The error for a bracket never closed, at the bracket.
    fn unclosed(&self) -> ParseError {
        at(self.open, ParseErrorKind::Unclosed(self.bracket))
    }
}

/// A hand being read, one character at a time.
struct Parser {
    hand: Hand,
    /// Digits waiting for their suit letter: (position, digit).
    pending: Vec<(usize, u32)>,
    /// The meld being read, if a bracket is open.
    meld: Option<OpenMeld>,
    /// A tile or joker has been read.
    any: bool,
}

impl Parser {
    fn new() -> Parser {
        Parser {
            hand: Hand::new(),
            pending: Vec::with_capacity(14),
            meld: None,
            any: false,
        }
    }

    /// Reads the character at `pos`.
    fn read(&mut self, pos: usize, ch: char) -> Result<(), ParseError> {
        match ch {
            '0'..='9' => {
                self.digit(pos, ch);
                Ok(())
            }
            'm' | 'p' | 's' | 'z' => self.suit(pos, ch),
            '*' => self.joker(pos),
            '[' | '(' => self.open(pos, ch),
            ']' | ')' => self.close(pos, ch),
            c if c.is_whitespace() => self.no_pending(),
            c => Err(at(pos, ParseErrorKind::UnexpectedChar(c))),
        }
    }

    /// A digit waits for its suit letter.
    fn digit(&mut self, pos: usize, ch: char) {
        self.pending.push((pos, ch.to_digit(10).expect("a digit")));
    }

    /// A suit letter turns the digits waiting for it into tiles.
    fn suit(&mut self, pos: usize, ch: char) -> Result<(), ParseError> {
        let suit = Suit::from_letter(ch).expect("a suit letter");
        if self.pending.is_empty() {
            return Err(at(pos, ParseErrorKind::SuitWithoutDigit));
        }
        let mut pending = std::mem::take(&mut self.pending);
        for &(dpos, digit) in &pending {
            self.tile(suit, dpos, digit)?;
        }
        pending.clear();
        self.pending = pending;
        Ok(())
    }

    /// One digit of a suit, at `dpos`: a tile of the open meld, or of the hand.
    fn tile(&mut self, suit: Suit, dpos: usize, digit: u32) -> Result<(), ParseError> {
        let red = digit == 0 && suit != Suit::Honour;
        let rank = if red { 5 } else { digit as u8 };
        let tile = Tile::new(suit, rank)
            .filter(|_| digit != 0 || red)
            .ok_or_else(|| at(dpos, ParseErrorKind::NoSuchHonour(digit)))?;
        self.any = true;
        match self.meld.as_mut() {
            Some(meld) => {
                if meld.tiles.len() == 4 {
                    return Err(at(dpos, ParseErrorKind::Meld(MeldError::Size(5))));
                }
                meld.tiles.push(tile);
                meld.reds += u8::from(red);
            }
            None if red => self
                .hand
                .add_red_five(suit)
                .map_err(|e| at(dpos, e.into()))?,
            None => self.hand.add(tile).map_err(|e| at(dpos, e.into()))?,
        }
        Ok(())
    }

    /// A joker joins the hand; never a meld.
    fn joker(&mut self, pos: usize) -> Result<(), ParseError> {
        self.no_pending()?;
        if self.meld.is_some() {
            return Err(at(pos, ParseErrorKind::JokerInMeld));
        }
        self.any = true;
        self.hand.add_joker().map_err(|e| at(pos, e.into()))
    }

    /// An opening bracket starts a meld, unless one is open already.
    fn open(&mut self, pos: usize, ch: char) -> Result<(), ParseError> {
        self.no_pending()?;
        if let Some(meld) = &self.meld {
            return Err(meld.unclosed());
        }
        self.meld = Some(OpenMeld {
            open: pos,
            bracket: ch,
            tiles: Vec::with_capacity(4),
            reds: 0,
        });
        Ok(())
    }

    /// A closing bracket ends the open meld of its kind and adds it to the hand; errors in
    /// the meld are placed at its opening bracket.
    fn close(&mut self, pos: usize, ch: char) -> Result<(), ParseError> {
        self.no_pending()?;
        let want = if ch == ']' { '[' } else { '(' };
        let Some(meld) = self.meld.take() else {
            return Err(at(pos, ParseErrorKind::Unopened(ch)));
        };
        if meld.bracket != want {
            return Err(at(pos, ParseErrorKind::Unopened(ch)));
        }
        let m = Meld::from_tiles(&meld.tiles, meld.bracket == '(', meld.reds)
            .map_err(|e| at(meld.open, e.into()))?;
        self.hand.push_meld(m).map_err(|e| at(meld.open, e.into()))
    }

    /// Digits may not wait across anything but more digits.
    fn no_pending(&self) -> Result<(), ParseError> {
        if !self.pending.is_empty() {
            return Err(at_pending(&self.pending));
        }
        Ok(())
    }

    /// The end of the text: nothing left waiting or open, and something read.
    fn end(self) -> Result<Hand, ParseError> {
        self.no_pending()?;
        if let Some(meld) = &self.meld {
            return Err(meld.unclosed());
        }
        if !self.any {
            return Err(at(1, ParseErrorKind::Empty));
        }
        Ok(self.hand)
    }
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
