//! Melds called from other players' discards (chi, pon, kan) and concealed kans.
//!
//! A meld is a finished group: it takes no part in the concealed shape, but its tiles still
//! count towards the four physical copies of each kind, which is what decides whether a joker
//! may stand for a further copy under the strict joker policy.

use crate::base::key::POW5;
use crate::mahjong::tile::{Suit, Tile};
use std::fmt;

/// The kinds of meld.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MeldKind {
    /// 吃: an exposed sequence, `[123m]`.
    Chi,
    /// 碰: an exposed triplet, `[555p]`.
    Pon,
    /// 明杠: an exposed quad, `[7777s]`.
    Kan,
    /// 暗杠: a concealed quad, `(1111z)`.
    ConcealedKan,
}

/// A meld: its kind, its lowest tile and how many of its tiles are red fives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Meld {
    kind: MeldKind,
    tile: Tile,
    red: u8,
}

/// Why some tiles are not a meld.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MeldError {
    /// Not three or four tiles: the count given.
    #[error("a meld has 3 or 4 tiles, this one has {0}")]
    Size(usize),
    /// Tiles of more than one suit.
    #[error("a meld's tiles must all be of one suit")]
    MixedSuits,
    /// Three different honors, which never form a sequence in a meld.
    #[error("honors never form a sequence")]
    HonorSequence,
    /// Three tiles that are neither a sequence nor a triplet.
    #[error("three tiles that are neither a sequence nor a triplet")]
    NotAGroup,
    /// Four tiles that are not all one kind.
    #[error("a quad is four tiles of one kind")]
    NotAQuad,
    /// A concealed meld that is not a quad.
    #[error("a concealed kan is written with four tiles in round brackets, like (1111z)")]
    ConcealedNotQuad,
    /// More red fives than fives.
    #[error("more red fives than fives in the meld")]
    TooManyRed,
}

impl Meld {
    /// A chi starting at `first` (a numbered tile of rank 1..=7).
    ///
    /// Fails with [`MeldError::HonorSequence`] for an honor, [`MeldError::NotAGroup`] for a
    /// rank above 7.
    pub fn chi(first: Tile) -> Result<Meld, MeldError> {
        if first.suit() == Suit::Honor {
            return Err(MeldError::HonorSequence);
        }
        if first.rank() > 7 {
            return Err(MeldError::NotAGroup);
        }
        Ok(Meld {
            kind: MeldKind::Chi,
            tile: first,
            red: 0,
        })
    }

    /// An exposed triplet (碰) of `tile`.
    pub fn pon(tile: Tile) -> Meld {
        Meld {
            kind: MeldKind::Pon,
            tile,
            red: 0,
        }
    }

    /// An exposed quad (明杠) of `tile`.
    pub fn kan(tile: Tile) -> Meld {
        Meld {
            kind: MeldKind::Kan,
            tile,
            red: 0,
        }
    }

    /// A concealed quad (暗杠) of `tile`.
    pub fn concealed_kan(tile: Tile) -> Meld {
        Meld {
            kind: MeldKind::ConcealedKan,
            tile,
            red: 0,
        }
    }

    /// The meld these tiles make; `concealed` for a kan written in round brackets. `red` is how
    /// many of the fives are red.
    ///
    /// Fails when the tiles are not three or four of one suit forming a sequence, triplet or
    /// quad, a concealed meld is not a quad, or more fives are red than there are fives.
    pub fn from_tiles(tiles: &[Tile], concealed: bool, red: u8) -> Result<Meld, MeldError> {
        let mut sorted = [tiles.first().copied().ok_or(MeldError::Size(0))?; 4];
        if !(3..=4).contains(&tiles.len()) {
            return Err(MeldError::Size(tiles.len()));
        }
        sorted[..tiles.len()].copy_from_slice(tiles);
        let sorted = &mut sorted[..tiles.len()];
        sorted.sort_unstable();
        let low = sorted[0];
        if sorted.iter().any(|t| t.suit() != low.suit()) {
            return Err(MeldError::MixedSuits);
        }
        let same = sorted.iter().all(|&t| t == low);
        let meld = match (tiles.len(), concealed) {
            (4, true) if same => Meld::concealed_kan(low),
            (_, true) => return Err(MeldError::ConcealedNotQuad),
            (4, false) if same => Meld::kan(low),
            (4, false) => return Err(MeldError::NotAQuad),
            (_, false) if same => Meld::pon(low),
            _ => {
                let run =
                    sorted[1].index() == low.index() + 1 && sorted[2].index() == low.index() + 2;
                if low.suit() == Suit::Honor {
                    return Err(MeldError::HonorSequence);
                }
                if !run {
                    return Err(MeldError::NotAGroup);
                }
                Meld::chi(low)?
            }
        };
        let fives = meld
            .tiles()
            .filter(|t| t.rank() == 5 && t.suit() != Suit::Honor)
            .count();
        if usize::from(red) > fives {
            return Err(MeldError::TooManyRed);
        }
        Ok(Meld { red, ..meld })
    }

    /// What kind of meld it is.
    pub const fn kind(&self) -> MeldKind {
        self.kind
    }

    /// The lowest tile (the only kind, for a triplet or quad).
    pub const fn tile(&self) -> Tile {
        self.tile
    }

    /// How many of the meld's fives are red.
    pub const fn red(&self) -> u8 {
        self.red
    }

    /// Seen by the other players.
    pub const fn is_exposed(&self) -> bool {
        !matches!(self.kind, MeldKind::ConcealedKan)
    }

    /// The meld's tiles, lowest first: three, or four for a quad.
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + use<> {
        let base = self.tile.index();
        let (len, step) = match self.kind {
            MeldKind::Chi => (3, 1),
            MeldKind::Pon => (3, 0),
            MeldKind::Kan | MeldKind::ConcealedKan => (4, 0),
        };
        (0..len).map(move |i| Tile::from_index(base + i * step).expect("a meld stays in its suit"))
    }
}

impl Meld {
    /// A packed meld's ([`pack`](Self::pack)) copies as a key of its suit (one base-5 digit
    /// a rank), and the suit's index (m, p, s, z): read from the bits without unpacking. The
    /// index is masked to the four suits (every entry's is one), so that indexing a suit's
    /// array by it needs no range test.
    #[inline(always)]
    pub(crate) fn packed_suit_key(bits: u16) -> (usize, u32) {
        let entry = SUIT_KEYS[bits as usize & (SUIT_KEYS.len() - 1)];
        (
            (entry >> SUIT_SHIFT & 3) as usize,
            entry & ((1 << SUIT_SHIFT) - 1),
        )
    }

    /// Eleven bits: the kind (2 bits), the red fives (3 bits) and the tile index (6 bits), so
    /// that a hand's five melds take eight bytes.
    pub(crate) const fn pack(&self) -> u16 {
        let kind = match self.kind {
            MeldKind::Chi => 0,
            MeldKind::Pon => 1,
            MeldKind::Kan => 2,
            MeldKind::ConcealedKan => 3,
        };
        kind | (self.red as u16) << 2 | (self.tile.index() as u16) << 5
    }

    pub(crate) fn unpack(bits: u16) -> Meld {
        let kind = match bits & 3 {
            0 => MeldKind::Chi,
            1 => MeldKind::Pon,
            2 => MeldKind::Kan,
            _ => MeldKind::ConcealedKan,
        };
        let tile = Tile::from_index(usize::from(bits >> 5)).expect("packed from a tile");
        Meld {
            kind,
            tile,
            red: (bits >> 2 & 7) as u8,
        }
    }
}

impl fmt::Display for Meld {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (open, close) = if self.is_exposed() {
            ('[', ']')
        } else {
            ('(', ')')
        };
        write!(f, "{open}")?;
        let mut red = self.red;
        for t in self.tiles() {
            if red > 0 && t.rank() == 5 && t.suit() != Suit::Honor {
                red -= 1;
                write!(f, "0")?;
            } else {
                write!(f, "{}", t.rank())?;
            }
        }
        write!(f, "{}{close}", self.tile.suit().letter())
    }
}

/// Where [`SUIT_KEYS`]' entries hold the suit.
const SUIT_SHIFT: u32 = 24;

/// [`Meld::packed_suit_key`] of every eleven bits, the suit above [`SUIT_SHIFT`]: one read a
/// meld, where the division by nine and the two small tables took a dozen instructions.
static SUIT_KEYS: [u32; 1 << 11] = {
    // Copies at the lowest rank, by the kind's two bits: chi (one at each of three ranks),
    // pon, kan, concealed kan.
    const COPIES: [u32; 4] = [1 + 5 + 25, 3, 4, 4];
    let mut t = [0; 1 << 11];
    let mut bits = 0;
    while bits < t.len() {
        let index = bits >> 5;
        if index < 34 {
            let key = COPIES[bits & 3] * POW5[index % 9];
            t[bits] = ((index / 9) as u32) << SUIT_SHIFT | key;
        }
        bits += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    /// Every meld's packed bits, whatever their red fives, read as its suit and the key of
    /// its tiles counted one by one.
    #[test]
    fn every_packed_meld_reads_its_suit_and_key() {
        for t in Tile::all() {
            let melds = [
                Meld::chi(t).ok(),
                Some(Meld::pon(t)),
                Some(Meld::kan(t)),
                Some(Meld::concealed_kan(t)),
            ];
            for m in melds.into_iter().flatten() {
                let key: u32 = m.tiles().map(|c| POW5[usize::from(c.rank() - 1)]).sum();
                for red in 0..8 {
                    let bits = m.pack() | red << 2;
                    let want = (t.suit().index(), key);
                    assert_eq!(Meld::packed_suit_key(bits), want, "{m}, red bits {red}");
                }
            }
        }
    }
}
