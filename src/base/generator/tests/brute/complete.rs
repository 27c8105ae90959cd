//! Whether a suit's counts decompose into groups and a pair, without jokers, by plain
//! backtracking on the lowest tile: what the naive joker count tries each completion with, and
//! what the pattern counts count.

use super::{MAX_TILES, SuitShape, pair_allowed, sequences_through};

/// Whether `counts` (any size per rank) decomposes into groups plus, if `pair`,
/// exactly one pair, with at most [`MAX_GROUPS`](super::MAX_GROUPS) groups. No jokers.
pub fn is_complete(shape: SuitShape, counts: &[u8], pair: bool) -> bool {
    is_complete_rules(shape, counts, pair, false, false)
}

/// [`is_complete`] under the variants of [`min_jokers_rules`](super::min_jokers_rules).
pub fn is_complete_rules(
    shape: SuitShape,
    counts: &[u8],
    pair: bool,
    eyes_258: bool,
    honor_sequences: bool,
) -> bool {
    assert_eq!(
        counts.len(),
        shape.ranks(),
        "count vector length for {shape:?}"
    );
    let total: usize = counts.iter().map(|&c| usize::from(c)).sum();
    let fits = if pair {
        total <= MAX_TILES && total % 3 == 2
    } else {
        total <= MAX_TILES - 2 && total % 3 == 0
    };
    let rules = SuitDecomposition {
        shape,
        eyes_258,
        honor_sequences,
    };
    fits && rules.decomposes(&mut counts.to_vec(), pair)
}

/// The suit rules a plain decomposition follows.
struct SuitDecomposition {
    shape: SuitShape,
    eyes_258: bool,
    honor_sequences: bool,
}

impl SuitDecomposition {
    /// Plain backtracking on the lowest tile; the caller has already fixed the
    /// size, so the number of groups needs no tracking here.
    fn decomposes(&self, counts: &mut [u8], pair_needed: bool) -> bool {
        let Some(low) = counts.iter().position(|&c| c > 0) else {
            return !pair_needed;
        };
        if counts[low] >= 3 {
            counts[low] -= 3;
            let found = self.decomposes(counts, pair_needed);
            counts[low] += 3;
            if found {
                return true;
            }
        }
        let (sequences, len) = sequences_through(self.shape, self.honor_sequences, low);
        for sequence in &sequences[..len] {
            if sequence.iter().any(|&r| counts[r] == 0) {
                continue;
            }
            for &r in sequence {
                counts[r] -= 1;
            }
            let found = self.decomposes(counts, pair_needed);
            for &r in sequence {
                counts[r] += 1;
            }
            if found {
                return true;
            }
        }
        if pair_needed && counts[low] >= 2 && pair_allowed(self.shape, self.eyes_258, low) {
            counts[low] -= 2;
            let found = self.decomposes(counts, false);
            counts[low] += 2;
            if found {
                return true;
            }
        }
        false
    }
}
