//! Tile kinds: the 34 faces of a mahjong set, in the 34-index order every table uses.
//!
//! A tile is its index (1m..9m, 1p..9p, 1s..9s, 1z..7z = 0..33) so that a hand is a count array
//! and a suit is a contiguous slice of it. Red fives are not a kind of their own: for the shape
//! of a hand they are fives, and the hand keeps the red flag beside the counts.

use crate::base::echo::Echo;
use crate::base::key::SuitShape;
use std::fmt;
use std::str::FromStr;

/// Number of tile kinds.
pub const KINDS: usize = 34;

/// The four suits, in index order. Honors (`z`) have seven ranks and no sequences.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    /// 万 characters, `m`.
    Man,
    /// 饼/筒 dots, `p`.
    Pin,
    /// 索/条 bamboo, `s`.
    Sou,
    /// 字牌 winds and dragons, `z`: 东南西北白发中 = 1z..7z.
    Honor,
}

impl Suit {
    /// The four suits in 34-index order: m, p, s, z.
    pub const ALL: [Suit; 4] = [Suit::Man, Suit::Pin, Suit::Sou, Suit::Honor];

    /// The shape of the suit's tables: seven honors without sequences, or nine numbered ranks.
    pub(crate) const fn shape(self) -> SuitShape {
        match self {
            Suit::Honor => SuitShape::Honors,
            _ => SuitShape::Numbered,
        }
    }

    /// The mpsz letter.
    pub const fn letter(self) -> char {
        match self {
            Suit::Man => 'm',
            Suit::Pin => 'p',
            Suit::Sou => 's',
            Suit::Honor => 'z',
        }
    }

    /// The suit of an mpsz letter (`m`, `p`, `s` or `z`).
    pub const fn from_letter(letter: char) -> Option<Suit> {
        match letter {
            'm' => Some(Suit::Man),
            'p' => Some(Suit::Pin),
            's' => Some(Suit::Sou),
            'z' => Some(Suit::Honor),
            _ => None,
        }
    }

    /// Ranks in the suit: 9, or 7 for honors.
    pub const fn ranks(self) -> u8 {
        match self {
            Suit::Honor => 7,
            _ => 9,
        }
    }

    /// Position in [`Suit::ALL`], also the index of the suit's key in a hand.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Index of the suit's rank-1 tile.
    pub const fn first(self) -> u8 {
        self as u8 * 9
    }
}

/// One of the 34 tile kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tile(u8);

impl Tile {
    /// The tile at a 34-index, if there is one.
    pub const fn from_index(index: usize) -> Option<Tile> {
        if index < KINDS {
            Some(Tile(index as u8))
        } else {
            None
        }
    }

    /// The tile whose 34-index is `index`, for a byte that holds one (as a packed group's do);
    /// any other byte reads as the last kind rather than as no tile.
    pub(crate) const fn from_byte(index: u8) -> Tile {
        let last = KINDS as u8 - 1;
        Tile(if index < last { index } else { last })
    }

    /// The tile of a suit and a rank (1-based), if the suit has that rank.
    pub const fn new(suit: Suit, rank: u8) -> Option<Tile> {
        if rank >= 1 && rank <= suit.ranks() {
            Some(Tile(suit.first() + rank - 1))
        } else {
            None
        }
    }

    /// The tile's 34-index: 1m..9m are 0..=8, 1p..9p 9..=17, 1s..9s 18..=26, 1z..7z 27..=33.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The tile's suit.
    pub const fn suit(self) -> Suit {
        match self.0 / 9 {
            0 => Suit::Man,
            1 => Suit::Pin,
            2 => Suit::Sou,
            _ => Suit::Honor,
        }
    }

    /// Rank within the suit, 1-based.
    pub const fn rank(self) -> u8 {
        self.0 % 9 + 1
    }

    /// A terminal (1 or 9 of a numbered suit) or an honor: the thirteen orphans' kinds.
    pub const fn is_orphan(self) -> bool {
        matches!(self.suit(), Suit::Honor) || self.rank() == 1 || self.rank() == 9
    }

    /// Every kind, in index order.
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..KINDS as u8).map(Tile)
    }
}

/// The thirteen kinds of thirteen orphans.
pub const ORPHANS: [Tile; 13] = [
    Tile(0),
    Tile(8),
    Tile(9),
    Tile(17),
    Tile(18),
    Tile(26),
    Tile(27),
    Tile(28),
    Tile(29),
    Tile(30),
    Tile(31),
    Tile(32),
    Tile(33),
];

/// The six knitted arrangements of the knitted forms (组合龙, 全不靠): 1-4-7 of one numbered
/// suit, 2-5-8 of a second and 3-6-9 of the third, nine kinds each in index order. The
/// arrangement's offsets per suit (0 for 1-4-7, 1 for 2-5-8, 2 for 3-6-9) run through the six
/// orders of 0, 1, 2 in turn: `147m258p369s` first, `369m258p147s` last.
pub const KNITTED: [[Tile; 9]; 6] = {
    const ORDERS: [[u8; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut all = [[Tile(0); 9]; 6];
    let mut a = 0;
    while a < 6 {
        let mut suit = 0;
        while suit < 3 {
            let mut step = 0;
            while step < 3 {
                all[a][3 * suit + step] = Tile(9 * suit as u8 + ORDERS[a][suit] + 3 * step as u8);
                step += 1;
            }
            suit += 1;
        }
        a += 1;
    }
    all
};

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank(), self.suit().letter())
    }
}

/// A malformed single tile such as `--joker 8z`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{}` is not a tile: {reason}", Echo(text))]
pub struct TileError {
    /// The text that was read.
    pub text: String,
    /// Why it is not a tile.
    pub reason: &'static str,
}

impl FromStr for Tile {
    type Err = TileError;

    /// One tile in mpsz notation: `5m`, `0p` (a red five, read as a five), `7z`.
    fn from_str(text: &str) -> Result<Tile, TileError> {
        let err = |reason| TileError {
            text: text.to_owned(),
            reason,
        };
        let mut chars = text.chars();
        let (Some(digit), Some(letter), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(err("expected a digit and a suit letter, like 5m or 7z"));
        };
        let suit = Suit::from_letter(letter).ok_or(err("the suit letter must be m, p, s or z"))?;
        let rank = digit.to_digit(10).ok_or(err("the rank must be a digit"))? as u8;
        let rank = match (rank, suit) {
            (0, Suit::Honor) => return Err(err("honors have no red five (0z)")),
            (0, _) => 5,
            (r, _) => r,
        };
        Tile::new(suit, rank).ok_or(err("honors are 1z..7z"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_suit_and_rank_round_trip() {
        for t in Tile::all() {
            assert_eq!(Tile::new(t.suit(), t.rank()), Some(t));
            assert_eq!(t.to_string().parse::<Tile>(), Ok(t));
        }
        assert_eq!("0s".parse::<Tile>().unwrap().to_string(), "5s");
        assert!("8z".parse::<Tile>().is_err());
        assert!("0z".parse::<Tile>().is_err());
        assert!("5".parse::<Tile>().is_err());
        assert!("5x".parse::<Tile>().is_err());
        assert_eq!(
            Tile::all().filter(|t| t.is_orphan()).collect::<Vec<_>>(),
            ORPHANS
        );
    }
}
