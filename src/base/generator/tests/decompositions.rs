//! Every suit pattern's decompositions in the decomposition tables, against a brute-force
//! enumeration written here: each count vector searched for every decomposition, collected in
//! a set, so that one the tables miss, invent or list twice shows up as a difference.

use crate::base::generator::decompositions::DecompositionTable;
use crate::base::generator::mahjong::{SuitRules, SuitShape, counts_of_key, key};
use std::collections::BTreeSet;

// ---------------------------------------------------------------------------------------------
// One suit.

/// The groups of a suit by rank (0-based), listed here rather than taken from the generator.
fn suit_groups(shape: SuitShape, honor_sequences: bool) -> Vec<[u8; 3]> {
    let ranks = shape.ranks() as u8;
    let mut groups: Vec<[u8; 3]> = (0..ranks).map(|r| [r; 3]).collect();
    match shape {
        SuitShape::Numbered => groups.extend((0..7).map(|r| [r, r + 1, r + 2])),
        SuitShape::Honors if honor_sequences => {
            groups.extend([[0, 1, 2], [0, 1, 3], [0, 2, 3], [1, 2, 3], [4, 5, 6]]);
        }
        SuitShape::Honors => {}
    }
    groups
}

/// A decomposition: the pair's rank (if any) and the groups, sorted.
type SuitSplit = (Option<u8>, Vec<[u8; 3]>);

/// Every decomposition of `counts` into at most four groups (and exactly one pair if `pair`), by trying
/// every group and pair that covers the lowest rank left, in every order; the set removes the
/// orders that reach the same decomposition.
fn brute_suit(
    groups: &[[u8; 3]],
    pair_ranks: &[u8],
    counts: &[u8],
    pair: bool,
) -> BTreeSet<SuitSplit> {
    fn go(
        groups: &[[u8; 3]],
        pair_ranks: &[u8],
        rest: &mut Vec<u8>,
        want_pair: bool,
        chosen: &mut Vec<[u8; 3]>,
        pair_at: Option<u8>,
        out: &mut BTreeSet<SuitSplit>,
    ) {
        let Some(low) = rest.iter().position(|&c| c > 0) else {
            if !want_pair {
                let mut sorted = chosen.clone();
                sorted.sort();
                out.insert((pair_at, sorted));
            }
            return;
        };
        let low = low as u8;
        if chosen.len() < 4 {
            for g in groups.iter().filter(|g| g.contains(&low)) {
                let mut need = vec![0u8; rest.len()];
                for &r in g {
                    need[usize::from(r)] += 1;
                }
                if need.iter().zip(rest.iter()).all(|(n, have)| n <= have) {
                    for &r in g {
                        rest[usize::from(r)] -= 1;
                    }
                    chosen.push(*g);
                    go(groups, pair_ranks, rest, want_pair, chosen, pair_at, out);
                    chosen.pop();
                    for &r in g {
                        rest[usize::from(r)] += 1;
                    }
                }
            }
        }
        if want_pair && pair_ranks.contains(&low) && rest[usize::from(low)] >= 2 {
            rest[usize::from(low)] -= 2;
            go(groups, pair_ranks, rest, false, chosen, Some(low), out);
            rest[usize::from(low)] += 2;
        }
    }
    let mut out = BTreeSet::new();
    go(
        groups,
        pair_ranks,
        &mut counts.to_vec(),
        pair,
        &mut Vec::new(),
        None,
        &mut out,
    );
    out
}

struct SuitCase {
    rules: SuitRules,
    /// Patterns with decompositions: without a pair (the empty one included), with one.
    patterns: Option<(usize, usize)>,
}

fn suit_cases() -> Vec<SuitCase> {
    let numbered = SuitRules::plain(SuitShape::Numbered);
    let honors = SuitRules::plain(SuitShape::Honors);
    vec![
        SuitCase {
            rules: numbered,
            patterns: Some((2_868 + 1, 18_874)),
        },
        SuitCase {
            rules: honors,
            patterns: Some((98 + 1, 399)),
        },
        SuitCase {
            rules: SuitRules {
                eyes_258: true,
                ..numbered
            },
            patterns: None,
        },
        SuitCase {
            rules: SuitRules {
                honor_sequences: true,
                ..honors
            },
            patterns: None,
        },
        SuitCase {
            rules: SuitRules {
                eyes_258: true,
                ..honors
            },
            patterns: Some((98 + 1, 0)),
        },
    ]
}

/// Every count vector of every suit variant: the table's decompositions are exactly the brute force's,
/// each once, with a pair exactly when the size is 3n + 2.
#[test]
fn suit_splits_match_a_brute_force_for_every_vector() {
    for case in suit_cases() {
        let rules = case.rules;
        let shape = rules.shape;
        let table = DecompositionTable::new(rules);
        let groups = suit_groups(shape, rules.honor_sequences);
        let pair_ranks: Vec<u8> = rules.pair_ranks().map(|r| r as u8).collect();
        let (mut without, mut with) = (0, 0);
        let mut splits_total = 0;
        for k in 0..shape.key_space() as u32 {
            let counts = counts_of_key(shape, k);
            let counts = &counts[..shape.ranks()];
            let size: usize = counts.iter().map(|&c| usize::from(c)).sum();
            if size > 14 {
                continue;
            }
            for pair in [false, true] {
                let listed = table.decompositions(k, pair);
                let fits = size % 3 == if pair { 2 } else { 0 };
                let expected = if fits {
                    brute_suit(&groups, &pair_ranks, counts, pair)
                } else {
                    BTreeSet::new()
                };
                let got: Vec<SuitSplit> = listed
                    .iter()
                    .map(|s| (s.pair(), s.groups().map(|g| g.ranks).collect()))
                    .collect();
                let got_set: BTreeSet<SuitSplit> = got.iter().cloned().collect();
                assert_eq!(
                    got.len(),
                    got_set.len(),
                    "{rules:?} {counts:?}: listed twice"
                );
                assert_eq!(got_set, expected, "{rules:?} {counts:?} pair={pair}");
                if !listed.is_empty() {
                    if pair {
                        with += 1;
                    } else {
                        without += 1;
                    }
                    splits_total += listed.len();
                }
            }
        }
        assert_eq!(table.pattern_counts(), (without, with), "{rules:?}");
        assert_eq!(table.len(), splits_total, "{rules:?}");
        if let Some(expected) = case.patterns {
            assert_eq!((without, with), expected, "{rules:?}");
        }
    }
}

#[test]
fn counts_of_distinct_splits_for_named_patterns() {
    let table = DecompositionTable::new(SuitRules::plain(SuitShape::Numbered));
    let count = |counts: [u8; 9], pair: bool| table.decompositions(key(&counts), pair).len();
    // 111222333: three triplets or three sequences.
    assert_eq!(count([3, 3, 3, 0, 0, 0, 0, 0, 0], false), 2);
    // 11122233344: 44 + the two above, or 11 + 123 234 234.
    assert_eq!(count([3, 3, 3, 2, 0, 0, 0, 0, 0], true), 3);
    // 111123: 111 + 123 only.
    assert_eq!(count([4, 1, 1, 0, 0, 0, 0, 0, 0], false), 1);
    // 123456789: one way.
    assert_eq!(count([1; 9], false), 1);
    // Nothing is found for keys no vector has.
    assert!(table.lookup(u32::MAX).is_empty());
    assert!(table.lookup(1_953_125).is_empty());
}
