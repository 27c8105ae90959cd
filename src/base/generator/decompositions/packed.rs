//! One decomposition of a suit pattern packed in a `u32`: its group codes, how many there are
//! and its pair, ordered so that comparing the numbers orders the decompositions.

use super::ranks_of_code;
use crate::base::generator::mahjong::Group;
#[cfg(test)]
use crate::base::generator::mahjong::{RANKS, SuitCounts};

/// Most groups in one listed suit decomposition: all a hand of 14 concealed tiles has besides
/// the pair.
pub const MAX_GROUPS: usize = 4;

pub(super) const CODE_BITS: u32 = 5;
const LEN_BITS: u32 = 3;
const PAIR_SHIFT: u32 = LEN_BITS + CODE_BITS * MAX_GROUPS as u32;
/// Set in a decomposition with a pair, and in a run of several decompositions with pairs.
pub(super) const PAIRED: u32 = 1 << 30;

/// One decomposition of a suit pattern: up to four groups in ascending order, and the pair's rank.
///
/// Packed in 28 bits, high to low: whether there is a pair (bit 30, the same flag a
/// [`Run`](super::Run) keeps), the pair's rank + 1 (0 for none), the four group codes (first
/// group highest), the number of groups. Stored therefore order by pair, then by their
/// groups, and a pattern's list is a few bytes per decomposition, small enough to stay in
/// cache.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SuitDecomposition(pub(super) u32);

impl SuitDecomposition {
    /// A decomposition of the given group codes (at most four; any more are not a decomposition of a hand).
    pub(super) fn new(codes: &[u8], pair: Option<u8>) -> Option<SuitDecomposition> {
        if codes.len() > MAX_GROUPS {
            return None;
        }
        let mut sorted = [0u8; MAX_GROUPS];
        sorted[..codes.len()].copy_from_slice(codes);
        sorted[..codes.len()].sort_unstable();
        let mut bits = pair.map_or(0, |r| PAIRED | (u32::from(r) + 1) << PAIR_SHIFT);
        for (i, &c) in sorted.iter().enumerate() {
            bits |= u32::from(c) << (LEN_BITS + CODE_BITS * (MAX_GROUPS - 1 - i) as u32);
        }
        Some(SuitDecomposition(bits | codes.len() as u32))
    }

    /// How many groups (the pair not counted).
    #[inline(always)]
    pub fn len(&self) -> usize {
        (self.0 & ((1 << LEN_BITS) - 1)) as usize
    }

    /// The groups' codes (see [`GROUP_RANKS`](super::GROUP_RANKS)), in ascending order.
    #[inline]
    pub fn codes(&self) -> impl Iterator<Item = u8> + use<> {
        let decomposition = *self;
        (0..self.len().min(MAX_GROUPS)).map(move |i| decomposition.code(i) as u8)
    }

    /// The code of the `i`-th group (below 32; 0 for `i >= len()`).
    #[inline(always)]
    pub fn code(&self, i: usize) -> usize {
        let shift = LEN_BITS + CODE_BITS * (MAX_GROUPS - 1 - i % MAX_GROUPS) as u32;
        ((self.0 >> shift) & ((1 << CODE_BITS) - 1)) as usize
    }

    /// The codes of groups `2 * i` and `2 * i + 1` as one number, the first in the high five
    /// bits (below 1024; `i` is 0 or 1): two groups read at once, a slot past the decomposition's
    /// groups reading as code 0.
    #[inline(always)]
    pub fn code_pair(&self, i: usize) -> usize {
        let shift = LEN_BITS + CODE_BITS * (MAX_GROUPS - 2 - 2 * (i % 2)) as u32;
        ((self.0 >> shift) & ((1 << (2 * CODE_BITS)) - 1)) as usize
    }

    /// The pair's rank + 1, or 0 without a pair (below 16).
    #[inline(always)]
    pub fn pair_code(&self) -> usize {
        (self.0 >> PAIR_SHIFT) as usize & 0xF
    }

    /// The groups, in ascending order of their ranks.
    pub fn groups(&self) -> impl Iterator<Item = Group> + use<> {
        self.codes().map(|code| Group {
            ranks: ranks_of_code(usize::from(code)).unwrap_or([0; 3]),
        })
    }

    /// The pair's rank (0-based), if there is a pair.
    pub fn pair(&self) -> Option<u8> {
        (self.pair_code() as u8).checked_sub(1)
    }

    #[cfg(test)]
    /// The count vector the decomposition adds up to.
    pub fn counts(&self) -> SuitCounts {
        let mut counts = [0; RANKS];
        for g in self.groups() {
            for r in g.ranks {
                counts[usize::from(r)] += 1;
            }
        }
        if let Some(r) = self.pair() {
            counts[usize::from(r)] += 2;
        }
        counts
    }
}
