//! One suit's distances under the hand's own limits: for a suit the tables cannot answer
//! (melds took copies of its kinds, it holds the joker kind, or a joker may be a fifth copy
//! of a kind it holds four of). The tiles a target lacks are added, and those beyond the
//! copies left to draw must be jokers, counted against a budget.
//!
//! The targets are walked rank by rank ([`by_rank`]): at each rank the target starts some
//! sequences, holds some triplets and maybe the pair, and what it then holds of the rank is
//! set against the hand's tiles of it; the state carried to the next rank is the groups and
//! pair so far and the sequences still open. Honor sequences (any three winds, 白发中) are
//! not runs of ranks, so a suit with them tries every pattern instead ([`by_pattern`]).

use super::combine::{BUDGETED_GROUPS as GROUPS, Budgeted, MAX_BUDGET};
use crate::base::generator::mahjong::{RANKS, SuitCounts, SuitRules, SuitShape, patterns};
use crate::base::generator::shanten::NONE;
use std::sync::OnceLock;

/// One suit's limits: its own tiles, how many of each kind a complete hand may hold, and the
/// copies of each left to draw.
#[derive(Clone, Copy, Debug)]
pub(super) struct SuitLimits {
    pub own: SuitCounts,
    pub room: SuitCounts,
    pub drawable: SuitCounts,
}

impl SuitLimits {
    /// The most tiles any target could have to take as jokers, within `budget`.
    fn budget(&self, ranks: usize, budget: u8) -> usize {
        let most: usize = (0..ranks)
            .map(|r| {
                let cap = self.room[r].min(4 + MAX_BUDGET as u8);
                usize::from(cap.saturating_sub(self.own[r] + self.drawable[r]))
            })
            .sum();
        most.min(usize::from(budget)).min(MAX_BUDGET)
    }
}

/// The suit's budgeted distances, up to `groups` groups and `budget` undrawable tiles.
pub(super) fn distances(suit: SuitRules, limits: &SuitLimits, groups: u8, budget: u8) -> Budgeted {
    let ranks = suit.shape.ranks();
    let budget = limits.budget(ranks, budget);
    let mut out = if suit.shape == SuitShape::Honors && suit.honor_sequences {
        by_pattern(suit, limits, groups, budget)
    } else {
        by_rank(suit, limits, usize::from(groups), budget)
    };
    // At most `u` undrawable: the least over 0..=u.
    for row in out.iter_mut().flatten() {
        for u in 1..=MAX_BUDGET {
            row[u] = row[u].min(row[u - 1]);
        }
    }
    out
}

/// Distances as exactly `u` undrawable tiles, cell by cell.
fn empty() -> Budgeted {
    [[[NONE; MAX_BUDGET + 1]; GROUPS]; 2]
}

/// A state: groups so far, pair so far, sequences started one rank back and two ranks back.
const fn state(groups: usize, pair: usize, back2: usize, back1: usize) -> usize {
    ((groups * 2 + pair) * GROUPS + back2) * GROUPS + back1
}

const STATES: usize = state(GROUPS - 1, 1, GROUPS - 1, GROUPS - 1) + 1;

/// Targets rank by rank: the fewest tiles added per state and undrawable count.
fn by_rank(suit: SuitRules, limits: &SuitLimits, groups: usize, budget: usize) -> Budgeted {
    const NEVER: u8 = u8::MAX;
    let ranks = suit.shape.ranks();
    let mut pair_ok = [false; RANKS];
    for r in suit.pair_ranks() {
        pair_ok[r] = true;
    }
    let mut now = [[NEVER; MAX_BUDGET + 1]; STATES];
    now[state(0, 0, 0, 0)][0] = 0;
    for (r, &pair_here) in pair_ok.iter().enumerate().take(ranks) {
        let mut next = [[NEVER; MAX_BUDGET + 1]; STATES];
        let (own, room, drawable) = (limits.own[r], limits.room[r], limits.drawable[r]);
        // A sequence starting here needs the two ranks above it.
        let starts = suit.shape.has_sequences() && r + 2 < ranks;
        for m in 0..=groups {
            for p in 0..2 {
                for back2 in 0..=m {
                    for back1 in 0..=m - back2 {
                        let here = &now[state(m, p, back2, back1)];
                        if here[..=budget].iter().all(|&v| v == NEVER) {
                            continue;
                        }
                        let open = (back2 + back1) as u8;
                        let new_max = if starts { groups - m } else { 0 };
                        for new in 0..=new_max {
                            for triplets in 0..=groups - m - new {
                                for pair in 0..=(1 - p) {
                                    if pair == 1 && !pair_here {
                                        continue;
                                    }
                                    let held = open + (new + 3 * triplets + 2 * pair) as u8;
                                    if held > room {
                                        continue;
                                    }
                                    let fill = held.saturating_sub(own);
                                    let undrawable = usize::from(fill.saturating_sub(drawable));
                                    if undrawable > budget {
                                        continue;
                                    }
                                    let to =
                                        &mut next[state(m + new + triplets, p + pair, back1, new)];
                                    for u in 0..=budget - undrawable {
                                        if here[u] != NEVER {
                                            let v = here[u] + fill;
                                            let slot = &mut to[u + undrawable];
                                            *slot = (*slot).min(v);
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        now = next;
    }
    let mut out = empty();
    for (p, row) in out.iter_mut().enumerate() {
        for (m, cell) in row.iter_mut().enumerate().take(groups + 1) {
            for (u, v) in cell.iter_mut().enumerate().take(budget + 1) {
                *v = now[state(m, p, 0, 0)][u].min(NONE);
            }
        }
    }
    out
}

/// A pattern with its groups and pair.
struct Target {
    counts: SuitCounts,
    groups: u8,
    pair: u8,
}

/// Every pattern of a suit's rules, made on first use: at most 4 + 8 of a kind, as 4 own
/// tiles and 8 jokers can reach.
fn targets(suit: SuitRules) -> &'static [Target] {
    static CACHE: [OnceLock<Vec<Target>>; 16] = [const { OnceLock::new() }; 16];
    let index = usize::from(suit.shape == SuitShape::Honors)
        | usize::from(suit.eyes_258) << 1
        | usize::from(suit.honor_sequences) << 2
        | usize::from(suit.groups > 4) << 3;
    CACHE[index].get_or_init(|| {
        let pats = patterns(suit, 4 + MAX_BUDGET as u8);
        let list = |list: Vec<SuitCounts>, pair: u8| {
            list.into_iter().map(move |counts| {
                let size: u8 = counts.iter().sum();
                Target {
                    counts,
                    groups: (size - 2 * pair) / 3,
                    pair,
                }
            })
        };
        list(pats.without_pair, 0)
            .chain(list(pats.with_pair, 1))
            .collect()
    })
}

/// Every pattern tried as the target.
pub(super) fn by_pattern(
    suit: SuitRules,
    limits: &SuitLimits,
    groups: u8,
    budget: usize,
) -> Budgeted {
    let ranks = suit.shape.ranks();
    let mut out = empty();
    'targets: for t in targets(suit) {
        if t.groups > groups {
            continue;
        }
        let (mut fills, mut undrawable) = (0u8, 0u8);
        for r in 0..ranks {
            let want = t.counts[r];
            if want > limits.room[r] {
                continue 'targets;
            }
            let fill = want.saturating_sub(limits.own[r]);
            fills += fill;
            undrawable += fill.saturating_sub(limits.drawable[r]);
        }
        if usize::from(undrawable) > budget {
            continue;
        }
        let slot = &mut out[usize::from(t.pair)][usize::from(t.groups)][usize::from(undrawable)];
        *slot = (*slot).min(fills);
    }
    out
}
