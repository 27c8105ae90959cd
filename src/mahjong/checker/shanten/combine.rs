//! The suits' distances added up: the least tiles to add over every way the suits can share
//! the groups and the one pair. Two min-plus sums (m+p, s+z), then the two halves, in loops of
//! fixed length that the compiler unrolls: no branch depends on the hand.
//!
//! Distances are at most 14 and [`NONE`] is 15, so a sum of four fits a byte, and any sum of
//! 15 or more stands for "no target". (A suit's distance to five groups can pass 14, read as
//! [`NONE`]; a hand's least is always below, every sum through such a suit above.)

// Min-plus sums read two arrays at complementary indexes: plain index loops say it best.
#![allow(clippy::needless_range_loop)]

use crate::base::generator::shanten::{
    Distances, GROUPS, NO_PAIR, NONE, UNEVEN, decode, kept, without_pair,
};

/// Most jokers a hand can spend on tiles that cannot be drawn: the budget's bound.
pub(super) const MAX_BUDGET: usize = 8;

/// Group counts a budgeted sum covers, 0..=5: a sixteen-tile game's hand of five concealed
/// groups is summed here, one group past the tables' entries.
pub(super) const BUDGETED_GROUPS: usize = GROUPS + 1;

/// Per `[pair][groups][budget]`, the fewest tiles to add when at most `budget` of them may be
/// of the kind that cannot be drawn (copies beyond those left, the joker kind).
pub(super) type Budgeted = [[[u8; MAX_BUDGET + 1]; BUDGETED_GROUPS]; 2];

/// Two suits' distances as one: `[pair][groups]` for every split of both.
#[inline(always)]
pub(super) fn both(a: &Distances, b: &Distances) -> Distances {
    let mut out = [[u8::MAX; GROUPS]; 2];
    for m in 0..GROUPS {
        for i in 0..=m {
            let j = m - i;
            out[0][m] = out[0][m].min(a[0][i] + b[0][j]);
            out[1][m] = out[1][m].min((a[1][i] + b[0][j]).min(a[0][i] + b[1][j]));
        }
    }
    out
}

/// [`least`] for four suits' table entries; `None` when some entry is uneven (their steps'
/// gains rise somewhere), which [`least`] must sum in full.
///
/// Where every suit's gains only fall as groups are added, the best split of the groups takes
/// the best steps first, whichever suits they are in: for each suit as the pair's, add the
/// step counts lane by lane and take the `groups` best.
#[inline(always)]
pub(super) fn least_even(entries: &[u32; 4], groups: u8) -> Option<Option<u8>> {
    if (entries[0] | entries[1] | entries[2] | entries[3]) & UNEVEN != 0 {
        return None;
    }
    let halves = entries.map(without_pair);
    let all: u32 = halves.iter().sum();
    // One more than the tiles kept, 0 where the suit cannot hold the pair.
    let mut best = 0;
    for (&entry, half) in entries.iter().zip(halves) {
        let here = kept(all - half + (entry >> 12 & 0xFFFF), groups) + 1;
        best = best.max(if entry & NO_PAIR == 0 { here } else { 0 });
    }
    Some((best > 0).then(|| 3 * groups + 3 - best))
}

/// The fewest tiles to add to the four suits for `groups` groups and a pair in all, or
/// `None`.
#[inline(always)]
pub(super) fn least(d: &[Distances; 4], groups: usize) -> Option<u8> {
    with_rest(&both(&d[0], &d[1]), &both(&d[2], &d[3]), groups)
}

/// The fewest tiles to add for `groups` groups and a pair, at most `budget` of them
/// undrawable, or `None`: the suits the tables answer summed in `plain` (`None` when there are
/// none), beside the `budgeted` suits, at least one, which share the budget. Each budgeted
/// suit's entries are the least for at most that many undrawable, so a sum over a split of the
/// budget is too, and the plain suits need none of it.
pub(super) fn least_mixed(
    plain: Option<&Distances>,
    budgeted: &[Budgeted],
    groups: usize,
    budget: usize,
) -> Option<u8> {
    let budget = budget.min(MAX_BUDGET);
    let (first, rest) = budgeted.split_first()?;
    let mut acc = *first;
    for next in rest {
        acc = merge(&acc, next, groups, budget);
    }
    let best = match plain {
        None => acc[1][groups][budget],
        Some(plain) => {
            let mut best = u8::MAX;
            for i in 0..GROUPS.min(groups + 1) {
                let j = groups - i;
                let none = plain[0][i].saturating_add(acc[1][j][budget]);
                let pair = plain[1][i].saturating_add(acc[0][j][budget]);
                best = best.min(none).min(pair);
            }
            best
        }
    };
    (best < NONE).then_some(best)
}

/// Two budgeted suits as one, up to `groups` groups and `budget` undrawable tiles.
fn merge(a: &Budgeted, b: &Budgeted, groups: usize, budget: usize) -> Budgeted {
    let mut out = [[[u8::MAX; MAX_BUDGET + 1]; BUDGETED_GROUPS]; 2];
    for m in 0..=groups {
        for i in 0..=m {
            let j = m - i;
            for w in 0..=budget {
                for u in 0..=w {
                    let none = a[0][i][u].saturating_add(b[0][j][w - u]);
                    let pair = a[1][i][u]
                        .saturating_add(b[0][j][w - u])
                        .min(a[0][i][u].saturating_add(b[1][j][w - u]));
                    out[0][m][w] = out[0][m][w].min(none);
                    out[1][m][w] = out[1][m][w].min(pair);
                }
            }
        }
    }
    out
}

/// The fewest tiles to add with one part's distances beside the rest's, or `None`.
#[inline(always)]
pub(super) fn with_rest(d: &Distances, rest: &Distances, groups: usize) -> Option<u8> {
    let mut best = u8::MAX;
    for i in 0..GROUPS {
        if i <= groups {
            let j = groups - i;
            best = best.min((d[0][i] + rest[1][j]).min(d[1][i] + rest[0][j]));
        }
    }
    (best < NONE).then_some(best)
}

/// The fewest tiles four suits' table entries add for `groups` groups and a pair: by their
/// step counts where every entry is even, else by their distances in full.
#[inline(always)]
pub(super) fn of_entries(entries: &[u32; 4], groups: u8) -> Option<u8> {
    match least_even(entries, groups) {
        Some(standard) => standard,
        None => least(&entries.map(decode), usize::from(groups)),
    }
}
