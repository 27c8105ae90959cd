//! mpsz notation: reading and writing hands as text.
//!
//! `123m456p789s11z` (digits then their suit letter), `0` for a red five, `*` for a joker,
//! `[123m]` `[555p]` `[7777s]` for exposed melds and `(1111z)` for a concealed kan; whitespace
//! anywhere between tiles. Every error names the character position (counted from 1, in
//! characters, not bytes) and the reason, because a hand typed by a person or sent by a client
//! is wrong in a specific place.

use crate::base::echo::EchoChar;
use crate::mahjong::hand::{Hand, HandError};
use crate::mahjong::meld::{Meld, MeldError};
use crate::mahjong::tile::{KINDS, Suit, Tile};
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
    /// An honor digit other than 1..=7 (or 0, a red five only of a numbered suit).
    #[error("there is no {0}z: honors are 1z..7z")]
    NoSuchHonor(u32),
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
    /// A joker among tiles that are counted by kind ([`parse_tile_counts`]).
    #[error("a joker is no kind of tile; list the tiles seen, such as 1m1m5z")]
    JokerNotATile,
    /// A fifth tile of a kind among tiles counted by kind ([`parse_tile_counts`]).
    #[error("a fifth {0} (there are four of each)")]
    FifthTile(Tile),
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

/// Reads tiles in mpsz notation counted by kind, as tiles seen elsewhere are given (discards,
/// other players' melds, indicators): `1m1m5z`, `115m 5z`, a red five `0` counted as a five,
/// whitespace between tiles. No jokers and no melds; any number of tiles but at most four of a
/// kind; empty text is no tile.
///
/// Fails with the position (1-based, in characters) and the reason of the first thing that is
/// not such a tile.
pub fn parse_tile_counts(text: &str) -> Result<[u8; KINDS], ParseError> {
    let mut counts = [0u8; KINDS];
    let mut pending = Pending::default();
    for (i, ch) in text.chars().enumerate() {
        let pos = i + 1;
        match ch {
            '0'..='9' => pending.digit(pos, ch),
            'm' | 'p' | 's' | 'z' => pending.suit(pos, ch, |dpos, tile, _| {
                let count = &mut counts[tile.index()];
                if *count == 4 {
                    return Err(at(dpos, ParseErrorKind::FifthTile(tile)));
                }
                *count += 1;
                Ok(())
            })?,
            '*' => {
                pending.none()?;
                return Err(at(pos, ParseErrorKind::JokerNotATile));
            }
            c if c.is_whitespace() => pending.none()?,
            c => return Err(at(pos, ParseErrorKind::UnexpectedChar(c))),
        }
    }
    pending.none()?;
    Ok(counts)
}

/// Digits waiting for their suit letter, with their positions.
#[derive(Default)]
struct Pending(Vec<(usize, u32)>);

impl Pending {
    /// A digit waits for its suit letter.
    fn digit(&mut self, pos: usize, ch: char) {
        self.0.push((pos, ch.to_digit(10).expect("a digit")));
    }

    /// A suit letter at `pos` turns the waiting digits into tiles, each given to `tile` with
    /// its position and whether it is a red five.
    fn suit(
        &mut self,
        pos: usize,
        ch: char,
        mut tile: impl FnMut(usize, Tile, bool) -> Result<(), ParseError>,
    ) -> Result<(), ParseError> {
        let suit = Suit::from_letter(ch).expect("a suit letter");
        if self.0.is_empty() {
            return Err(at(pos, ParseErrorKind::SuitWithoutDigit));
        }
        for (dpos, digit) in self.0.drain(..) {
            let red = digit == 0 && suit != Suit::Honor;
            let rank = if red { 5 } else { digit as u8 };
            let kind = Tile::new(suit, rank)
                .filter(|_| digit != 0 || red)
                .ok_or_else(|| at(dpos, ParseErrorKind::NoSuchHonor(digit)))?;
            tile(dpos, kind, red)?;
        }
        Ok(())
    }

    /// Digits may not wait across anything but more digits.
    fn none(&self) -> Result<(), ParseError> {
        match self.0.first() {
            Some(&(position, _)) => Err(at(position, ParseErrorKind::DigitWithoutSuit)),
            None => Ok(()),
        }
    }
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
    /// Digits waiting for their suit letter.
    pending: Pending,
    /// The meld being read, if a bracket is open.
    meld: Option<OpenMeld>,
    /// A tile or joker has been read.
    any: bool,
}

impl Parser {
    fn new() -> Parser {
        Parser {
            hand: Hand::new(),
            pending: Pending(Vec::with_capacity(14)),
            meld: None,
            any: false,
        }
    }

    /// Reads the character at `pos`.
    fn read(&mut self, pos: usize, ch: char) -> Result<(), ParseError> {
        match ch {
            '0'..='9' => {
                self.pending.digit(pos, ch);
                Ok(())
            }
            'm' | 'p' | 's' | 'z' => {
                let mut pending = std::mem::take(&mut self.pending);
                let read = pending.suit(pos, ch, |dpos, tile, red| self.tile(dpos, tile, red));
                // The emptied list goes back, to be filled again without allocating.
                self.pending = pending;
                read
            }
            '*' => self.joker(pos),
            '[' | '(' => self.open(pos, ch),
            ']' | ')' => self.close(pos, ch),
            c if c.is_whitespace() => self.no_pending(),
            c => Err(at(pos, ParseErrorKind::UnexpectedChar(c))),
        }
    }

    /// One tile read at `dpos`: a tile of the open meld, or of the hand.
    fn tile(&mut self, dpos: usize, tile: Tile, red: bool) -> Result<(), ParseError> {
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
                .add_red_five(tile.suit())
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
        self.pending.none()
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
    fn tile_counts_read_as_hands_do_without_a_hand_s_limits() {
        let counts = parse_tile_counts(" 05m 5m 1111z\t9s").unwrap();
        let five_m = Tile::new(Suit::Man, 5).unwrap().index();
        assert_eq!(counts[five_m], 3);
        assert_eq!(counts[27], 4);
        assert_eq!(counts.iter().map(|&c| u32::from(c)).sum::<u32>(), 8);
        assert_eq!(parse_tile_counts("").unwrap(), [0; KINDS]);
        // More tiles than a hand holds, each kind at most four.
        assert!(parse_tile_counts("1111222233334444m").is_ok());
        let error = |text: &str| {
            let e = parse_tile_counts(text).unwrap_err();
            (e.position, e.kind)
        };
        let one_m = Tile::new(Suit::Man, 1).unwrap();
        assert_eq!(error("11111m"), (5, ParseErrorKind::FifthTile(one_m)));
        assert_eq!(error("1m*"), (3, ParseErrorKind::JokerNotATile));
        assert_eq!(error("12 *"), (1, ParseErrorKind::DigitWithoutSuit));
        assert_eq!(error("1m[2m]"), (3, ParseErrorKind::UnexpectedChar('[')));
        assert_eq!(error("8z"), (1, ParseErrorKind::NoSuchHonor(8)));
        assert_eq!(error("m"), (1, ParseErrorKind::SuitWithoutDigit));
        assert_eq!(error("12"), (1, ParseErrorKind::DigitWithoutSuit));
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
        assert_eq!(kind("12m8z"), (4, ParseErrorKind::NoSuchHonor(8)));
        assert_eq!(kind("0z"), (1, ParseErrorKind::NoSuchHonor(0)));
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
        assert_eq!(kind("[123z]"), (1, MeldError::HonorSequence.into()));
        assert_eq!(kind("(111z)"), (1, MeldError::ConcealedNotQuad.into()));
        assert_eq!(kind("[12m"), (1, ParseErrorKind::Unclosed('[')));
        assert_eq!(kind("12m]"), (4, ParseErrorKind::Unopened(']')));
        assert_eq!(kind("[1*m]"), (2, ParseErrorKind::DigitWithoutSuit));
        assert_eq!(kind("[*]"), (2, ParseErrorKind::JokerInMeld));
        assert_eq!(kind(""), (1, ParseErrorKind::Empty));
        assert_eq!(kind("*********"), (9, HandError::TooManyJokers.into()));
    }
}
