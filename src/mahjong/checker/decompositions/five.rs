//! The decompositions of a suit of five groups, which only a sixteen-tile game's hand of five
//! concealed groups holds: a suit of 15 or 17 tiles, every group of the hand and perhaps its
//! pair.
//!
//! The per-suit lists stop at four groups: a listed decomposition is four group codes and the
//! pair in a `u32`, and most keys keep theirs in the index slot itself, which is what makes a
//! lookup one memory access. A fifth code does not fit, and the suits that would need it are
//! rare, so their decompositions are found from the lists instead. Sorted, five groups are a
//! lowest group and four no lower, and the four are a decomposition of the suit's tiles less
//! the lowest group. So each group the tiles hold is tried as the lowest, and of the
//! decompositions of the rest (looked up, or searched above four copies of a kind) those whose
//! first group is no lower are kept: every decomposition of five groups comes out once, as that
//! lowest group's code beside a listed decomposition, and nothing else does.

use crate::base::generator::decompositions::{DecompositionTable, SuitDecomposition, code_of};
use crate::base::generator::mahjong::{Group, SuitRules};

/// Calls `f` with every decomposition of a suit's `counts` (rank 1 first) into five groups and
/// a pair (`pair`) or none, as the code of its lowest group and a decomposition of the other
/// four; `table` is the suit's list and `rules` its rules, `groups` the groups they allow.
pub(super) fn five_groups(
    table: &DecompositionTable,
    rules: SuitRules,
    groups: &[Group],
    counts: &[u8],
    pair: bool,
    mut f: impl FnMut(u8, &SuitDecomposition),
) {
    let mut rest = counts.to_vec();
    for &group in groups {
        let Some(head) = code_of(group) else {
            continue;
        };
        if !take(&mut rest, group) {
            continue;
        }
        for decomposition in table.of_counts(rules, &rest, pair).iter() {
            if decomposition
                .codes()
                .next()
                .is_some_and(|first| first >= head)
            {
                f(head, decomposition);
            }
        }
        for r in group.ranks {
            rest[usize::from(r)] += 1;
        }
    }
}

/// Takes a group's tiles out of `rest` if it holds them all; leaves it as it was otherwise.
fn take(rest: &mut [u8], group: Group) -> bool {
    let held = |r: u8| rest.get(usize::from(r)).copied().unwrap_or(0);
    let uses = |r: u8| group.ranks.iter().filter(|&&x| x == r).count() as u8;
    if group.ranks.iter().any(|&r| held(r) < uses(r)) {
        return false;
    }
    for r in group.ranks {
        rest[usize::from(r)] -= 1;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::generator::mahjong::{RANKS, SuitShape, groups};
    use std::collections::{BTreeSet, HashMap};

    /// A decomposition as sorted group codes and the pair's rank.
    type Codes = (Vec<u8>, Option<u8>);

    /// Every multiset of five groups of the suit, with no pair and with each pair, filed under
    /// the counts it adds up to (beyond four copies too) and whether it has a pair.
    fn every_five(suit: SuitRules) -> HashMap<([u8; RANKS], bool), BTreeSet<Codes>> {
        fn walk(
            suit: SuitRules,
            all: &[Group],
            from: usize,
            chosen: &mut Vec<Group>,
            out: &mut HashMap<([u8; RANKS], bool), BTreeSet<Codes>>,
        ) {
            if chosen.len() == 5 {
                let mut counts = [0u8; RANKS];
                for r in chosen.iter().flat_map(|g| g.ranks) {
                    counts[usize::from(r)] += 1;
                }
                let mut codes: Vec<u8> = chosen.iter().filter_map(|&g| code_of(g)).collect();
                codes.sort_unstable();
                let pairs = suit.pair_ranks().map(|r| Some(r as u8));
                for pair in [None].into_iter().chain(pairs) {
                    let mut with = counts;
                    if let Some(r) = pair {
                        with[usize::from(r)] += 2;
                    }
                    let entry = out.entry((with, pair.is_some())).or_default();
                    entry.insert((codes.clone(), pair));
                }
                return;
            }
            for i in from..all.len() {
                chosen.push(all[i]);
                walk(suit, all, i, chosen, out);
                chosen.pop();
            }
        }
        let mut out = HashMap::new();
        walk(suit, &groups(suit), 0, &mut Vec::new(), &mut out);
        out
    }

    #[test]
    fn every_multiset_of_five_groups_comes_out_once() {
        for suit in [
            SuitRules::plain(SuitShape::Numbered),
            SuitRules {
                honor_sequences: true,
                ..SuitRules::plain(SuitShape::Honors)
            },
        ] {
            let table = DecompositionTable::new(suit);
            let all = groups(suit);
            for ((counts, pair), expected) in every_five(suit) {
                let mut found = Vec::new();
                five_groups(&table, suit, &all, &counts, pair, |head, d| {
                    found.push(([vec![head], d.codes().collect()].concat(), d.pair()));
                });
                let distinct: BTreeSet<Codes> = found.iter().cloned().collect();
                assert_eq!(distinct.len(), found.len(), "{counts:?}: one found twice");
                assert_eq!(distinct, expected, "{counts:?} pair {pair}");
            }
        }
    }
}
