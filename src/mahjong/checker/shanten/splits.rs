//! The splits that are best now: for each suit, the counts of groups it can hold, without the
//! pair and with it, in some way of sharing the groups and the pair that adds the fewest
//! tiles. A draw into a suit lowers the hand's standard form exactly when it lowers that
//! suit's distance in one of them (it lowers no distance by more than one), so these select
//! the fields of the suit's draw masks ([`crate::table`]) that count.
//!
//! Where every entry is even (gains per group only fall), a best split takes the best steps
//! of all suits first, so the groups a suit holds in one range over an interval read from the
//! step counts: the steps above the last step taken are all in, and of the steps that tie
//! with it any share that the others can make up. Otherwise the suits' distances are summed
//! in full beside each suit in turn.

use super::combine::{both, with_rest};
use crate::base::generator::shanten::{
    Concave, Distances, GROUPS, UNEVEN, decode, kept, with_pair, without_pair,
};
use crate::mahjong::table::draw_masks::{Masks, RANK_BITS};

/// The fewest tiles the standard form adds, and per suit the fields of its best splits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct BestSplits {
    /// The fewest tiles to add, `None` where no split reaches a target.
    pub(super) fills: Option<u8>,
    /// Per suit, `[pair]`: all nine bits of the draw masks' field of each count of groups
    /// the suit holds in some best split.
    pub(super) fields: [Masks; 4],
}

/// The best splits of four suits' table entries for `groups` groups and a pair.
#[inline(always)]
pub(super) fn of_entries(entries: &[u32; 4], groups: u8) -> BestSplits {
    if (entries[0] | entries[1] | entries[2] | entries[3]) & UNEVEN == 0 {
        even(entries, groups)
    } else {
        let d = [
            decode(entries[0]),
            decode(entries[1]),
            decode(entries[2]),
            decode(entries[3]),
        ];
        in_full(&d, usize::from(groups))
    }
}

/// Steps of a [`Concave`] (one suit's, or several summed: `steps` of them in all) that keep
/// at least `tiles` tiles (at most four; none keeps four). Read by a shift of the counts laid
/// out a byte each, not by cases: which case a hand reaches is not foreseeable, and a branch
/// mispredicted costs more than the whole read.
#[inline(always)]
fn at_least(c: Concave, tiles: u8, steps: u8) -> u8 {
    debug_assert!(tiles <= 4);
    let lane = |tiles: u32| u64::from(c >> (4 * (4 - tiles)) & 0xF);
    let bytes = u64::from(steps) | lane(1) << 8 | lane(2) << 16 | lane(3) << 24;
    (bytes >> ((8 * u32::from(tiles)) & 63)) as u8
}

/// The fields below each count of groups (all of them from the word's width on, to 31), so
/// that [`fields`] is two reads and no branch.
const BELOW: [u64; 32] = {
    let mut below = [u64::MAX; 32];
    let mut m = 0;
    while RANK_BITS as usize * m < 64 {
        below[m] = (1 << (RANK_BITS as usize * m)) - 1;
        m += 1;
    }
    below
};

/// [`BELOW`] by a count of groups plus 16, none below a count below zero: a bound that may
/// be negative read without a comparison.
const BELOW_FROM_16: [u64; 32] = {
    let mut below = [0; 32];
    let mut i = 16;
    while i < 32 {
        below[i] = BELOW[i - 16];
        i += 1;
    }
    below
};

/// The fields of the counts of groups `lo..=hi` (each below 15): none where `lo > hi`.
#[inline(always)]
fn fields(lo: u8, hi: u8) -> u64 {
    BELOW[usize::from(hi + 1) & 31] & !BELOW[usize::from(lo) & 31]
}

/// [`of_entries`] where every entry is even: for each suit holding the pair in a best split,
/// the steps of the pair's suit (with its pair) and the others' (without) are pooled, the
/// last step a best split takes keeps `tie` tiles, and each suit holds its steps above
/// `tie` and a share of its steps at `tie`.
#[inline(always)]
fn even(entries: &[u32; 4], groups: u8) -> BestSplits {
    const SUIT_STEPS: u8 = (GROUPS - 1) as u8;
    let halves = entries.map(without_pair);
    let all: u32 = halves.iter().sum();
    let pooled: [Option<Concave>; 4] =
        std::array::from_fn(|t| with_pair(entries[t]).map(|pair| all - halves[t] + pair));
    // One more than the tiles kept, 0 where the suit cannot hold the pair.
    let kept_with = pooled.map(|pool| pool.map_or(0, |pool| kept(pool, groups) + 1));
    let best = kept_with.iter().copied().max().unwrap_or(0);
    let mut out = BestSplits {
        fills: (best > 0).then(|| 3 * groups + 3 - best),
        fields: [[0; 2]; 4],
    };
    // The suits holding the pair in some best split, from a mask: one branch a suit taken
    // rather than one a suit asked, which suits tie is not foreseeable.
    let mut ties = (0..4).fold(0u32, |bits, t| bits | u32::from(kept_with[t] == best) << t);
    ties &= 0u32.wrapping_sub(u32::from(best > 0));
    while ties != 0 {
        let t = ties.trailing_zeros() as usize;
        ties &= ties - 1;
        let pool = pooled[t].unwrap_or(0);
        let pool_steps = 4 * SUIT_STEPS;
        // The tiles the last step taken keeps: the most that `groups` steps all keep, counted
        // (the steps keeping at least `g` fall as `g` rises).
        let tie: u8 = (1..=3u8)
            .map(|g| u8::from(at_least(pool, g, pool_steps) >= groups))
            .sum();
        let above = at_least(pool, tie + 1, pool_steps);
        let tied = at_least(pool, tie, pool_steps) - above;
        let need = groups - above;
        let pair_steps = with_pair(entries[t]).unwrap_or(0);
        for (s, field) in out.fields.iter_mut().enumerate() {
            // Selected by a mask: which suit holds the pair is not foreseeable.
            let pair = usize::from(s == t);
            let with = 0u32.wrapping_sub(pair as u32);
            let steps = pair_steps & with | halves[s] & !with;
            let own_above = at_least(steps, tie + 1, SUIT_STEPS);
            let own_tied = at_least(steps, tie, SUIT_STEPS) - own_above;
            // The counts from `own_above + max(0, need - (tied - own_tied))` to
            // `own_above + min(own_tied, need)`, each bound's max or min read as two fields
            // (the fields below a count only grow with it) rather than compared: a
            // comparison of counts compiles to a branch, which they make unforeseeable.
            // `tied - own_tied` counts the other three suits' steps, so the index is at least
            // 16 less their steps, never below zero.
            const { assert!(3 * SUIT_STEPS < 16) };
            let short = usize::from(own_above + need + 16 - (tied - own_tied)) & 31;
            let from = !BELOW[usize::from(own_above) & 31] & !BELOW_FROM_16[short];
            let past = usize::from(own_above + 1);
            let to =
                BELOW[(past + usize::from(own_tied)) & 31] & BELOW[(past + usize::from(need)) & 31];
            field[pair] |= from & to;
        }
    }
    out
}

/// [`of_entries`] from the suits' distances: the other suits summed beside each suit, and
/// the suit's splits that reach the least.
#[inline(always)]
pub(super) fn in_full(d: &[Distances; 4], groups: usize) -> BestSplits {
    let (low, high) = (both(&d[0], &d[1]), both(&d[2], &d[3]));
    let fills = with_rest(&low, &high, groups);
    let mut out = BestSplits {
        fills,
        fields: [[0; 2]; 4],
    };
    let Some(fills) = fills else {
        return out;
    };
    let rest = [
        both(&d[1], &high),
        both(&d[0], &high),
        both(&low, &d[3]),
        both(&low, &d[2]),
    ];
    for ((field, here), rest) in out.fields.iter_mut().zip(d).zip(&rest) {
        let splits = here[0].iter().zip(&here[1]).enumerate().take(groups + 1);
        for (m, (&none, &pair)) in splits {
            let (j, at) = (groups - m, fields(m as u8, m as u8));
            field[0] |= u64::from(none + rest[1][j] == fills) * at;
            field[1] |= u64::from(pair + rest[0][j] == fills) * at;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::generator::mahjong::{SuitRules, SuitShape};
    use crate::base::generator::shanten::shanten_table;
    use crate::base::key::{hand_index, key};

    /// The step counts' intervals against the distances summed in full, on random hands of
    /// 1 to 14 tiles under each pair rule (eyes anywhere or 2-5-8; honor sequences or not),
    /// for every count of groups.
    #[test]
    fn even_entries_give_the_splits_summed_in_full() {
        let mut rng = crate::test_rng::Rng(0x5EED_5EED);
        let mut next = |below: usize| rng.below(below);
        let rounds = if cfg!(debug_assertions) {
            2_000
        } else {
            100_000
        };
        for (eyes_258, honor_sequences) in [(false, false), (true, false), (false, true)] {
            let rules = |shape| SuitRules {
                shape,
                eyes_258,
                honor_sequences,
                groups: 4,
            };
            let numbered = shanten_table(rules(SuitShape::Numbered));
            let honors = shanten_table(rules(SuitShape::Honors));
            let mut compared = 0;
            for _ in 0..rounds {
                let mut counts = [0u8; 34];
                for _ in 0..1 + next(14) {
                    let k = next(34);
                    counts[k] = (counts[k] + 1).min(4);
                }
                let place = |first: usize, len: usize| hand_index(key(&counts[first..first + len]));
                let entries = [
                    numbered[place(0, 9)],
                    numbered[place(9, 9)],
                    numbered[place(18, 9)],
                    honors[place(27, 7)],
                ];
                if (entries[0] | entries[1] | entries[2] | entries[3]) & UNEVEN != 0 {
                    continue;
                }
                for groups in 0..=4 {
                    let full = in_full(&entries.map(decode), usize::from(groups));
                    assert_eq!(even(&entries, groups), full, "{counts:?} {groups}");
                }
                compared += 1;
            }
            assert!(compared > rounds / 2, "{compared}");
        }
    }
}
