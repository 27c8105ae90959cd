//! Every distinct decomposition of every decomposable suit pattern, listed once and looked up by key.
//!
//! A scoring engine needs all the ways a complete hand decomposes into groups and a pair, not just
//! one: `111222333m` is three triplets or three sequences, and they score differently. The
//! suits never share a group, so a hand's decompositions are the products of its suits' decompositions, and a
//! suit's decompositions depend only on its count vector. This module lists them once per pattern.
//!
//! The list comes from the same walk over group multisets as
//! [`patterns`](super::mahjong::patterns): each multiset of up to four groups (plus a pair or
//! not) *is* one decomposition of the pattern it adds up to, and two different multisets are two
//! different decompositions. So filing every multiset under its pattern's key gives each pattern's
//! distinct decompositions with no search and no deduplication. Counts above four (a joker standing for
//! a fifth copy) have no base-5 key; [`decompositions_of_counts`](search::decompositions_of_counts)
//! answers those by a direct search, and [`DecompositionTable::of_counts`] answers any count
//! vector by whichever applies.
//!
//! A list holds at most four groups: a decomposition is packed in a `u32`, four group codes and
//! the pair, so that most keys keep their one decomposition in the index slot itself. A suit
//! of five groups (15 or 17 tiles, only in a sixteen-tile game's hand of five concealed groups)
//! is its lowest group and four more, which the checker finds from these lists.
//!
//! Here are the group codes every part reads; a decomposition's packing is in [`packed`], the
//! lists and their index in [`table`], and the search for counts above four in [`search`].
//!
//! `std` only, like the rest of the generator, so that `build.rs` can include it.

mod packed;
mod search;
mod table;

#[cfg(test)]
mod tests;

use super::mahjong::Group;

pub use packed::{MAX_GROUPS, SuitDecomposition};
pub use table::{DecompositionTable, Run};

/// Every group any suit rules allow, by its ranks, in ascending order: triplets, sequences of
/// consecutive ranks, and the two wind sequences that skip a rank. A decomposition stores a group as its
/// position here plus one (its code), five bits, so that a whole decomposition fits in a `u32`; code 0
/// is no group, the code of a decomposition's unused slots.
pub const GROUP_RANKS: [[u8; 3]; 18] = [
    [0, 0, 0],
    [0, 1, 2],
    [0, 1, 3],
    [0, 2, 3],
    [1, 1, 1],
    [1, 2, 3],
    [2, 2, 2],
    [2, 3, 4],
    [3, 3, 3],
    [3, 4, 5],
    [4, 4, 4],
    [4, 5, 6],
    [5, 5, 5],
    [5, 6, 7],
    [6, 6, 6],
    [6, 7, 8],
    [7, 7, 7],
    [8, 8, 8],
];

/// The code of a group (its position in [`GROUP_RANKS`] plus one); `None` for ranks that are
/// no group of any suit.
pub fn code_of(group: Group) -> Option<u8> {
    GROUP_RANKS
        .iter()
        .position(|&r| r == group.ranks)
        .map(|i| i as u8 + 1)
}

/// The ranks of the group with this code; `None` for code 0 (no group) and codes past the list.
pub fn ranks_of_code(code: usize) -> Option<[u8; 3]> {
    GROUP_RANKS.get(code.checked_sub(1)?).copied()
}
