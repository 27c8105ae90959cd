//! The standard form's search over targets: from the lowest kind still holding tiles, each
//! tile goes into a pair, a triplet or a sequence through it, complete or partial, or is
//! discarded; groups that keep no tile are placed last.

use super::target::{Groups, KINDS, Limits, SUITED, shanten, target_size, tiles};

/// The standard form's shanten: groups and one pair, `None` when the size is not 3n+1 or 3n+2
/// with n + `melds` at most 4, or no target is within the limits.
pub fn standard(
    counts: &[u8; KINDS],
    jokers: u8,
    melds: u8,
    limits: &Limits,
    groups: Groups,
) -> Option<i8> {
    standard_placed(counts, jokers, melds, limits, groups, &[])
}

/// The standard form's shanten with the tiles of `placed` (whole groups, three kinds each)
/// already in the target, each kept where the hand holds it and filled where it does not:
/// the knitted straight's nine kinds standing for three of its groups.
pub(super) fn standard_placed(
    counts: &[u8; KINDS],
    jokers: u8,
    melds: u8,
    limits: &Limits,
    groups: Groups,
    placed: &[usize],
) -> Option<i8> {
    let target = target_size(tiles(counts, jokers), melds, groups.full())?;
    let search = Search::new(limits, jokers, groups);
    let placed_groups = u8::try_from(placed.len() / 3).ok()?;
    let start = Target {
        held: *counts,
        held_left: counts.iter().sum(),
        total: [0; KINDS],
        fills: [0; KINDS],
        undrawable: 0,
        kept: 0,
        groups_left: (target - 2) / 3,
        pair_left: true,
    };
    let mut start = search.with(start, placed)?;
    start.groups_left = start.groups_left.checked_sub(placed_groups)?;
    let mut best = None;
    search.from(start, 0, 0, &mut best);
    best.map(|kept| shanten(target, kept, jokers))
}

/// A target under construction: the groups placed so far and what they took from the hand.
#[derive(Clone, Copy)]
struct Target {
    /// The hand's tiles neither placed nor discarded.
    held: [u8; KINDS],
    held_left: u8,
    /// The target's tiles of each kind so far.
    total: [u8; KINDS],
    /// The target's tiles of each kind that the hand did not give (jokers and draws).
    fills: [u8; KINDS],
    /// Fills beyond the copies left to draw: they must be jokers.
    undrawable: u8,
    /// The hand's tiles in the target.
    kept: u8,
    groups_left: u8,
    pair_left: bool,
}

/// The search over targets for one hand's limits and grouping rules.
struct Search<'a> {
    limits: &'a Limits,
    /// Jokers held and jokers that can be drawn: the most fills that may be jokers.
    budget: u8,
    eyes_258: bool,
    /// Every group: triplets, then sequences.
    groups: Vec<[usize; 3]>,
    /// The sequences through each kind.
    through: Vec<Vec<[usize; 3]>>,
}

impl<'a> Search<'a> {
    fn new(limits: &'a Limits, jokers: u8, rules: Groups) -> Search<'a> {
        let mut sequences = Vec::new();
        for suit in 0..3 {
            for rank in 0..7 {
                let low = 9 * suit + rank;
                sequences.push([low, low + 1, low + 2]);
            }
        }
        if rules.honor_sequences {
            let winds = [27, 28, 29, 30];
            for skip in (0..4).rev() {
                let mut three = winds.iter().copied().filter(|&w| w != winds[skip]);
                sequences.push([(); 3].map(|()| three.next().expect("three winds")));
            }
            sequences.push([31, 32, 33]);
        }
        let through = (0..KINDS)
            .map(|kind| {
                let through = sequences.iter().filter(|s| s.contains(&kind));
                through.copied().collect()
            })
            .collect();
        let mut groups: Vec<[usize; 3]> = (0..KINDS).map(|kind| [kind; 3]).collect();
        groups.extend(sequences);
        Search {
            limits,
            budget: jokers.saturating_add(limits.drawable_jokers),
            eyes_258: rules.eyes_258,
            groups,
            through,
        }
    }

    fn pair_allowed(&self, kind: usize) -> bool {
        !self.eyes_258 || (kind < SUITED && [1, 4, 7].contains(&(kind % 9)))
    }

    /// The target with `tiles` added, each a kept tile while the hand holds one, else a fill;
    /// `None` when a kind goes over its room or the joker fills over the budget.
    fn with(&self, mut t: Target, tiles: &[usize]) -> Option<Target> {
        for &kind in tiles {
            t.total[kind] += 1;
            if t.total[kind] > self.limits.room[kind] {
                return None;
            }
            if t.held[kind] > 0 {
                t.held[kind] -= 1;
                t.held_left -= 1;
                t.kept += 1;
            } else {
                t.fills[kind] += 1;
                if t.fills[kind] > self.limits.drawable[kind] {
                    t.undrawable += 1;
                    if t.undrawable > self.budget {
                        return None;
                    }
                }
            }
        }
        Some(t)
    }

    /// Places the hand's tiles from the lowest kind holding any at or above `from`; at `from`
    /// itself, only units numbered `first` or later (so that each set of units at a kind is
    /// tried in one order). Records in `best` the most tiles a possible target keeps.
    fn from(&self, t: Target, from: usize, first: usize, best: &mut Option<u8>) {
        // Each group keeps at most three tiles and the pair two: stop when that cannot beat
        // the best target found.
        let most = t
            .held_left
            .min(3 * t.groups_left + 2 * u8::from(t.pair_left));
        if best.is_some_and(|b| t.kept + most <= b) {
            return;
        }
        let Some(kind) = (from..KINDS).find(|&kind| t.held[kind] > 0) else {
            if self.place_free(t) {
                *best = Some(t.kept);
            }
            return;
        };
        let first = if kind == from { first } else { 0 };
        // Units through the kind: 0 the pair, 1 the triplet, then its sequences; each may be
        // short of tiles, the places the hand cannot fill becoming fills.
        if first == 0 && t.pair_left && self.pair_allowed(kind) {
            if let Some(mut next) = self.with(t, &[kind; 2]) {
                next.pair_left = false;
                self.from(next, kind, 1, best);
            }
        }
        if t.groups_left > 0 {
            let units = std::iter::once([kind; 3]).chain(self.through[kind].iter().copied());
            for (unit, tiles) in units.enumerate().skip(first.max(1) - 1) {
                if let Some(mut next) = self.with(t, &tiles) {
                    next.groups_left -= 1;
                    self.from(next, kind, unit + 1, best);
                }
            }
        }
        // Or the rest of the kind is discarded.
        let mut next = t;
        next.held_left -= next.held[kind];
        next.held[kind] = 0;
        self.from(next, kind + 1, 0, best);
    }

    /// Whether the pair (if still needed) and the groups left fit with fills alone.
    fn place_free(&self, t: Target) -> bool {
        if !t.pair_left {
            return self.free_groups(t, 0);
        }
        (0..KINDS)
            .filter(|&kind| self.pair_allowed(kind))
            .any(|kind| {
                self.with(t, &[kind; 2])
                    .is_some_and(|next| self.free_groups(next, 0))
            })
    }

    /// Whether the groups left fit with fills alone, trying groups from the `from`-th on (so
    /// that each set of groups is tried once).
    fn free_groups(&self, t: Target, from: usize) -> bool {
        if t.groups_left == 0 {
            return true;
        }
        (from..self.groups.len()).any(|i| {
            self.with(t, &self.groups[i]).is_some_and(|mut next| {
                next.groups_left -= 1;
                self.free_groups(next, i)
            })
        })
    }
}
