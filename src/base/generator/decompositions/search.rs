//! The decompositions of count vectors the table has no key for (a joker standing for a fifth
//! copy puts a count above four), found by a direct search.

use super::packed::{MAX_GROUPS, SuitDecomposition};
use super::{code_of, ranks_of_code};
use crate::base::generator::mahjong::{Group, RANKS, SuitCounts, SuitRules, groups};

/// The distinct decompositions of any count vector (counts may exceed four), by search: the lowest rank
/// still holding tiles is covered by a group starting there or by the pair, and groups are taken
/// in non-decreasing order so that each multiset comes out once. For the vectors the table has
/// no key for; at most four groups.
pub fn decompositions_of_counts(
    suit: SuitRules,
    counts: &[u8],
    pair: bool,
) -> Vec<SuitDecomposition> {
    let ranks = suit.shape.ranks();
    let mut rest = [0u8; RANKS];
    for (r, &c) in rest.iter_mut().zip(counts.iter().take(ranks)) {
        *r = c;
    }
    // Tiles outside the suit's ranks cannot be decomposition.
    if counts.iter().skip(ranks).any(|&c| c > 0) {
        return Vec::new();
    }
    let total: usize = rest.iter().map(|&c| usize::from(c)).sum();
    let needed = if pair { 2 } else { 0 };
    if total < needed || (total - needed) % 3 != 0 || (total - needed) / 3 > MAX_GROUPS {
        return Vec::new();
    }
    // By lowest rank first: the groups covering one rank are then a contiguous run, and taking
    // them in index order takes them in the order the lowest rank moves up.
    let mut all: Vec<(Group, u8)> = groups(suit)
        .into_iter()
        .filter_map(|g| Some((g, code_of(g)?)))
        .collect();
    all.sort_unstable();
    let pair_ranks: Vec<usize> = if pair {
        suit.pair_ranks().collect()
    } else {
        Vec::new()
    };
    let mut out = Vec::new();
    let mut search = Search {
        all: &all,
        pair_ranks: &pair_ranks,
        rest,
        chosen: Vec::with_capacity(MAX_GROUPS),
        out: &mut out,
    };
    search.step(0, pair, None);
    out.sort_unstable();
    out
}

struct Search<'a> {
    all: &'a [(Group, u8)],
    pair_ranks: &'a [usize],
    rest: SuitCounts,
    /// Codes of the groups taken so far.
    chosen: Vec<u8>,
    out: &'a mut Vec<SuitDecomposition>,
}

impl Search<'_> {
    /// Covers the lowest remaining rank with a group from `all[from..]` (keeping the order
    /// non-decreasing), or with the pair while one is still wanted; `pair_at` is the pair's rank
    /// once placed.
    fn step(&mut self, from: usize, want_pair: bool, pair_at: Option<u8>) {
        let Some(low) = self.rest.iter().position(|&c| c > 0) else {
            if !want_pair {
                self.out
                    .extend(SuitDecomposition::new(&self.chosen, pair_at));
            }
            return;
        };
        // The pair goes before the groups that start on its rank, so that it is placed at one
        // moment only and a decomposition is not found twice.
        let before_groups = (self.chosen.last())
            .and_then(|&c| ranks_of_code(usize::from(c)))
            .is_none_or(|ranks| usize::from(ranks[0]) < low);
        if want_pair && before_groups && self.rest[low] >= 2 && self.pair_ranks.contains(&low) {
            self.rest[low] -= 2;
            self.step(from, false, Some(low as u8));
            self.rest[low] += 2;
        }
        if self.chosen.len() == MAX_GROUPS {
            return;
        }
        for i in from..self.all.len() {
            let (g, code) = self.all[i];
            // Every group's lowest rank is its first; only groups starting at `low` can cover it.
            if usize::from(g.ranks[0]) != low || !self.fits(g) {
                continue;
            }
            self.take(g, false);
            self.chosen.push(code);
            self.step(i, want_pair, pair_at);
            self.chosen.pop();
            self.take(g, true);
        }
    }

    fn fits(&self, g: Group) -> bool {
        let mut need = [0u8; RANKS];
        for r in g.ranks {
            need[usize::from(r)] += 1;
        }
        need.iter().zip(&self.rest).all(|(n, have)| n <= have)
    }

    fn take(&mut self, g: Group, back: bool) {
        for r in g.ranks {
            let c = &mut self.rest[usize::from(r)];
            *c = if back { *c + 1 } else { *c - 1 };
        }
    }
}
