//! Exhaustive brute-force answers for the per-suit joker tables.
//!
//! The tables are built by enumerating group multisets and taking minima over
//! superset patterns. This module deliberately answers the same question a
//! different way — a direct search over which group holds each real tile — so
//! that an error in one approach cannot be mirrored in the other.
//!
//! Here are what every answer shares: the suit shapes, the limits of a hand, and which ranks
//! may hold a pair or form a sequence. The answers are in [`jokers`] (the least jokers that
//! complete a suit, by search), [`complete`] (whether a suit decomposes without jokers),
//! [`naive`] (the least jokers again, by trying every multiset of them) and [`vectors`] (every
//! count vector of a suit, by key).

// Each integration test uses only part of this module.
#![allow(dead_code)]

mod complete;
mod jokers;
mod naive;
mod vectors;

#[cfg(test)]
mod tests;

pub use complete::is_complete;
pub use jokers::{min_jokers, min_jokers_groups, min_jokers_rules};
pub use naive::{min_jokers_naive, min_jokers_naive_rules};
pub use vectors::{all_vectors, key, pattern_counts, vectors_up_to};

/// Most jokers a table entry can record; more than this is reported as `None`.
pub const MAX_JOKERS: u8 = 8;
/// Most groups (besides the pair) a hand can hold.
pub const MAX_GROUPS: u8 = 4;
/// Most tiles a hand can hold: four groups and a pair.
pub const MAX_TILES: usize = 14;
/// Physical copies of each tile kind.
pub const COPIES: u8 = 4;

/// The two kinds of suit a count vector can describe.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SuitShape {
    /// Ranks 1 to 9; groups are triplets and sequences.
    Numbered,
    /// Seven ranks; groups are triplets only, unless honor sequences are on.
    Honors,
}

impl SuitShape {
    /// Number of ranks, which is also the length of a count vector.
    pub fn ranks(self) -> usize {
        match self {
            SuitShape::Numbered => 9,
            SuitShape::Honors => 7,
        }
    }
}

/// Whether the pair may sit on `rank` (0-based).
fn pair_allowed(shape: SuitShape, eyes_258: bool, rank: usize) -> bool {
    !eyes_258 || (shape == SuitShape::Numbered && [1, 4, 7].contains(&rank))
}

/// Every sequence (three different ranks, 0-based) that holds `rank`: at most
/// three, in the first `len` entries.
fn sequences_through(
    shape: SuitShape,
    honor_sequences: bool,
    rank: usize,
) -> ([[usize; 3]; 3], usize) {
    let mut list = [[0; 3]; 3];
    let mut len = 0;
    let mut push = |sequence: [usize; 3]| {
        list[len] = sequence;
        len += 1;
    };
    match shape {
        SuitShape::Numbered => {
            for start in rank.saturating_sub(2)..=rank {
                if start + 2 < 9 {
                    push([start, start + 1, start + 2]);
                }
            }
        }
        SuitShape::Honors if !honor_sequences => {}
        // The wind with two of the other three: leave one of them out.
        SuitShape::Honors if rank < 4 => {
            for left_out in (0..4).filter(|&w| w != rank) {
                let mut others = (0..4).filter(|&w| w != rank && w != left_out);
                let (a, b) = (others.next().unwrap(), others.next().unwrap());
                push([rank, a, b]);
            }
        }
        SuitShape::Honors => push([4, 5, 6]),
    }
    (list, len)
}
