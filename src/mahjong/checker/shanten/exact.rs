//! One suit's distances under the hand's own limits: for a suit the tables cannot answer
//! (melds took copies of its kinds, it holds the joker kind, or a joker may be a fifth copy
//! of a kind it holds four of). The tiles a target lacks are added, and those beyond the
//! copies left to draw must be jokers, counted against a budget.
//!
//! The targets are walked rank by rank ([`by_rank`]): at each rank the target starts some
//! sequences, holds some triplets and maybe the pair, and what it then holds of the rank is
//! set against the hand's tiles of it; the state carried to the next rank is the pair so far
//! and the sequences still open, with a cost for each count of groups so far kept as the
//! bytes of one word, so that a step moves all of them in a few instructions. Honor sequences
//! (any three winds, 白发中) are not runs of ranks, so a suit with them tries every pattern
//! instead ([`by_pattern`]).

use super::combine::{BUDGETED_GROUPS as GROUPS, Budgeted, MAX_BUDGET};
use crate::base::generator::mahjong::{RANKS, SuitCounts, SuitRules, SuitShape, patterns};
use crate::base::generator::shanten::NONE;
use std::sync::OnceLock;

/// One suit's limits: its own tiles, how many of each kind a complete hand may hold, and the
/// copies of each left to draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    } else if suit.shape.has_sequences() {
        by_rank(suit, limits, usize::from(groups), budget)
    } else {
        by_kind(suit, limits, usize::from(groups), budget)
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

/// The cost of a state for each count of groups so far, a byte a count (lane `m` the byte
/// `m`): the walk moves a whole row of them at once, as a step adds the same tiles whatever the
/// groups before it. Costs stay below 128, so that bytes add and compare without carrying
/// into each other.
type Lanes = u64;

/// In every lane: no target reaches the state with that many groups.
const NEVER: Lanes = 0x7F7F_7F7F_7F7F_7F7F;
/// The top bit of every lane.
const HIGH: Lanes = 0x8080_8080_8080_8080;

/// Every lane of `x` whose top bit is set, as all ones.
#[inline(always)]
fn where_high(x: Lanes) -> Lanes {
    ((x & HIGH) >> 7) * 0xFF
}

/// The lane-by-lane least of two rows.
#[inline(always)]
fn least(a: Lanes, b: Lanes) -> Lanes {
    // A lane of `a | HIGH` less `b` keeps its top bit exactly where a >= b.
    let b_least = where_high((a | HIGH) - b);
    b & b_least | a & !b_least
}

/// `lanes` moved up by `groups` (the groups a step makes), the lanes below them never
/// reached, and `fill` added to each, [`NEVER`] where that passes it.
#[inline(always)]
fn moved(lanes: Lanes, groups: usize, fill: u8) -> Lanes {
    let bits = 8 * groups as u32;
    let up = lanes << bits | (((1 << bits) - 1) & NEVER);
    let sum = up + Lanes::from(fill) * 0x0101_0101_0101_0101;
    let over = where_high(sum);
    sum & !over | NEVER & over
}

/// States of the walk besides the groups so far: the pair so far, the sequences started two
/// ranks back and one rank back, each at most two (three sequences from one rank are the same
/// tiles as three triplets, which the walk also tries).
const STATES: usize = 2 * 3 * 3;

const fn state(pair: usize, back2: usize, back1: usize) -> usize {
    (pair * 3 + back2) * 3 + back1
}

/// A step of the walk at one rank: the sequences it starts, the triplets and the pair it
/// holds there, and the tiles of the rank those take.
#[derive(Clone, Copy)]
struct Step {
    add: u8,
    new: u8,
    groups: u8,
    pair: u8,
}

/// Every step, fewest tiles first: at most two sequences, four triplets (the copies four
/// tiles and eight jokers can make), the pair.
const STEPS: [Step; 3 * 5 * 2] = {
    let mut steps = [Step {
        add: 0,
        new: 0,
        groups: 0,
        pair: 0,
    }; 3 * 5 * 2];
    let mut len = 0;
    let mut new = 0;
    while new < 3 {
        let mut triplets = 0;
        while triplets < 5 {
            let mut pair = 0;
            while pair < 2 {
                let step = Step {
                    add: new + 3 * triplets + 2 * pair,
                    new,
                    groups: new + triplets,
                    pair,
                };
                // Insertion in order of tiles taken.
                let mut at = len;
                while at > 0 && steps[at - 1].add > step.add {
                    steps[at] = steps[at - 1];
                    at -= 1;
                }
                steps[at] = step;
                len += 1;
                pair += 1;
            }
            triplets += 1;
        }
        new += 1;
    }
    steps
};

/// Which ranks of the suit may hold the pair.
fn pair_ranks(suit: SuitRules) -> [bool; RANKS] {
    let mut pair_ok = [false; RANKS];
    for r in suit.pair_ranks() {
        pair_ok[r] = true;
    }
    pair_ok
}

/// Targets rank by rank, for a suit with sequences: the fewest tiles added per state, count of
/// groups and undrawable count. Each state keeps `budget + 1` rows of lanes, and only the states some target
/// reaches are walked.
fn by_rank(suit: SuitRules, limits: &SuitLimits, groups: usize, budget: usize) -> Budgeted {
    let ranks = suit.shape.ranks();
    let pair_ok = pair_ranks(suit);
    let width = budget + 1;
    let mut now = [[NEVER; MAX_BUDGET + 1]; STATES];
    let mut next = now;
    now[state(0, 0, 0)][0] = NEVER & !0x7F;
    let mut live: u32 = 1 << state(0, 0, 0);
    for (r, &pair_here) in pair_ok.iter().enumerate().take(ranks) {
        let (own, room, drawable) = (limits.own[r], limits.room[r], limits.drawable[r]);
        // The most the rank may hold: its room, and beyond its own tiles and the copies left
        // to draw no more than the budget.
        let cap = room.min(own + drawable + budget as u8);
        // A sequence starting here needs the two ranks above it.
        let most_new = if r + 2 < ranks { 2 } else { 0 };
        let mut reached: u32 = 0;
        let mut left = live;
        while left != 0 {
            let i = left.trailing_zeros() as usize;
            left &= left - 1;
            let (p, back2, back1) = (i / 9, i / 3 % 3, i % 3);
            let open = (back2 + back1) as u8;
            let pair_free = p == 0 && pair_here;
            for step in &STEPS {
                let held = open + step.add;
                if held > cap {
                    break;
                }
                if step.new > most_new
                    || usize::from(step.groups) > groups
                    || (step.pair == 1 && !pair_free)
                {
                    continue;
                }
                let fill = held.saturating_sub(own);
                // Within the cap, what cannot be drawn is within the budget.
                let undrawable = usize::from(fill.saturating_sub(drawable));
                debug_assert!(undrawable <= budget);
                let j = state(p + usize::from(step.pair), back1, usize::from(step.new));
                let made = usize::from(step.groups);
                if width == 1 {
                    next[j][0] = least(next[j][0], moved(now[i][0], made, fill));
                } else {
                    for u in 0..width - undrawable {
                        let to = &mut next[j][u + undrawable];
                        *to = least(*to, moved(now[i][u], made, fill));
                    }
                }
                reached |= 1 << j;
            }
            now[i] = [NEVER; MAX_BUDGET + 1];
        }
        std::mem::swap(&mut now, &mut next);
        live = reached;
    }
    lanes_out(&[now[state(0, 0, 0)], now[state(1, 0, 0)]], groups, width)
}

/// [`by_rank`] for a suit without sequences, whose kinds share nothing but the groups and the
/// pair: the state is the pair so far alone.
fn by_kind(suit: SuitRules, limits: &SuitLimits, groups: usize, budget: usize) -> Budgeted {
    let pair_ok = pair_ranks(suit);
    let width = budget + 1;
    let mut now = [[NEVER; MAX_BUDGET + 1]; 2];
    now[0][0] = NEVER & !0x7F;
    for (r, &pair_here) in pair_ok.iter().enumerate().take(suit.shape.ranks()) {
        let (own, room, drawable) = (limits.own[r], limits.room[r], limits.drawable[r]);
        let cap = room.min(own + drawable + budget as u8);
        // Holding none of the kind adds nothing.
        let mut next = now;
        for (p, rows) in now.iter().enumerate() {
            // The first step, holding none, is the copy above.
            for step in STEPS.iter().skip(1).filter(|s| s.new == 0) {
                if step.add > cap {
                    break;
                }
                if usize::from(step.groups) > groups || (step.pair == 1 && (p == 1 || !pair_here)) {
                    continue;
                }
                let fill = step.add.saturating_sub(own);
                let undrawable = usize::from(fill.saturating_sub(drawable));
                let made = usize::from(step.groups);
                let to = &mut next[p + usize::from(step.pair)];
                for u in 0..width - undrawable {
                    to[u + undrawable] = least(to[u + undrawable], moved(rows[u], made, fill));
                }
            }
        }
        now = next;
    }
    lanes_out(&now, groups, width)
}

/// The walk's end, the states with no sequence open (`ends[pair]`), as distances.
fn lanes_out(ends: &[[Lanes; MAX_BUDGET + 1]; 2], groups: usize, width: usize) -> Budgeted {
    let mut out = empty();
    for (row, end) in out.iter_mut().zip(ends) {
        for (m, cell) in row.iter_mut().enumerate().take(groups + 1) {
            for (v, lanes) in cell.iter_mut().zip(&end[..width]) {
                *v = ((lanes >> (8 * m)) as u8).min(NONE);
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
