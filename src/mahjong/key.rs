//! Suit keys: a suit's concealed counts read as base-5 digits, the index of every suit table.
//!
//! A numbered suit's nine counts 0..=4 give a key below 5^9 = 1,953,125, the honours' seven a
//! key below 5^7 = 78,125. The key is the index itself (a dense table is one load) and moves by
//! 5^rank when a tile comes or goes, so a hand keeps its keys current at the cost of one add.
//! The hand, the generator and the tables all read keys through this file, which uses `std`
//! only so that `build.rs` can include it by path with the generator.

/// A hand never holds more than 14 tiles (4 groups + a pair, a quad counted as 3).
pub const MAX_TILES: usize = 14;
/// Jokers a table can account for.
pub const MAX_JOKERS: u8 = 8;
/// Ranks in the widest suit; vectors are stored in arrays of this length.
pub const RANKS: usize = 9;

/// A suit's count vector: rank 1 first; honours use the first seven entries.
pub type Counts = [u8; RANKS];

/// The two kinds of suit: nine numbered ranks with sequences, or seven honours without.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Man, pin or sou: nine ranks, with sequences.
    Numbered,
    /// The winds and dragons: seven kinds, no sequences (but see `honor_sequences`).
    Honours,
}

impl Shape {
    /// How many ranks (kinds) the suit has: 9 or 7.
    pub const fn ranks(self) -> usize {
        match self {
            Shape::Numbered => 9,
            Shape::Honours => 7,
        }
    }

    /// Whether its ranks form sequences under the plain rules.
    pub const fn has_sequences(self) -> bool {
        matches!(self, Shape::Numbered)
    }

    /// Number of base-5 keys: one digit per rank, counts 0..=4.
    pub const fn key_space(self) -> usize {
        5usize.pow(self.ranks() as u32)
    }
}

/// Powers of five: the weight of each rank in a key.
pub const POW5: [u32; RANKS] = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625];

/// The base-5 key of a count vector (each count at most 4).
pub fn key(counts: &[u8]) -> u32 {
    counts
        .iter()
        .zip(POW5)
        .map(|(&c, w)| u32::from(c) * w)
        .sum()
}

/// The count vector of a base-5 key.
pub fn counts_of_key(shape: Shape, mut key: u32) -> Counts {
    let mut counts = [0; RANKS];
    for c in counts.iter_mut().take(shape.ranks()) {
        *c = (key % 5) as u8;
        key /= 5;
    }
    counts
}
