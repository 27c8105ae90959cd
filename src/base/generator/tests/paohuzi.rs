//! The Paohuzi per-case tables against an independent brute force: every case vector under
//! every scoring variant, and the published pattern counts.

use crate::base::generator::paohuzi::{self as generator, CaseCounts, KEYS, counts_of_key};
use crate::paohuzi::{self, Case, Scoring, pattern_stats};
use std::collections::HashMap;

fn card(case: Case, rank: u8) -> paohuzi::Card {
    paohuzi::Card::new(case, rank).expect("rank 1..=10")
}

fn rules(options: &[&str]) -> paohuzi::Rules {
    paohuzi::Rules::from_options(options.iter().copied()).expect("valid options")
}

// ---------------------------------------------------------------------------------------------
// Per-case tables.

/// In-case groups and their values, written out from the rules file rather than taken from the
/// library: (ranks 1-based, value).
fn brute_groups(case: Case, scoring: Scoring, yiwushi: bool) -> Vec<(Vec<u8>, u16)> {
    let value = |ranks: &[u8]| -> u16 {
        match scoring {
            Scoring::Huxi => {
                let scoring_shape =
                    ranks == [1, 2, 3] || ranks == [2, 7, 10] || (yiwushi && ranks == [1, 5, 10]);
                match (scoring_shape, case) {
                    (false, _) => 0,
                    (true, Case::Small) => 3,
                    (true, Case::Big) => 6,
                }
            }
            Scoring::RedBlack => ranks
                .iter()
                .map(|r| if matches!(r, 2 | 7 | 10) { 2 } else { 1 })
                .sum(),
        }
    };
    let mut shapes: Vec<Vec<u8>> = (1..=8).map(|r| vec![r, r + 1, r + 2]).collect();
    shapes.push(vec![2, 7, 10]);
    if yiwushi {
        shapes.push(vec![1, 5, 10]);
    }
    shapes
        .into_iter()
        .map(|s| {
            let v = value(&s);
            (s, v)
        })
        .collect()
}

/// Best score of a case vector by trying every group anywhere (not only at the lowest rank),
/// memoised; `pair` asks for exactly one pair.
fn brute_best(
    counts: CaseCounts,
    pair: bool,
    groups: &[(Vec<u8>, u16)],
    pair_value: &dyn Fn(u8) -> u16,
    memo: &mut HashMap<(CaseCounts, bool), Option<u16>>,
) -> Option<u16> {
    if counts.iter().all(|&c| c == 0) {
        return (!pair).then_some(0);
    }
    if let Some(&v) = memo.get(&(counts, pair)) {
        return v;
    }
    let mut best: Option<u16> = None;
    for (ranks, v) in groups {
        let mut rest = counts;
        if ranks.iter().all(|&r| {
            let i = usize::from(r - 1);
            let ok = rest[i] > 0;
            rest[i] = rest[i].saturating_sub(1);
            ok
        }) {
            if let Some(s) = brute_best(rest, pair, groups, pair_value, memo) {
                best = best.max(Some(s + v));
            }
        }
    }
    if pair {
        for r in 0..10 {
            if counts[r] >= 2 {
                let mut rest = counts;
                rest[r] -= 2;
                if let Some(s) = brute_best(rest, false, groups, pair_value, memo) {
                    best = best.max(Some(s + pair_value(r as u8 + 1)));
                }
            }
        }
    }
    memo.insert((counts, pair), best);
    best
}

#[test]
fn every_case_vector_matches_brute_force_for_every_scoring() {
    for scoring in [Scoring::Huxi, Scoring::RedBlack] {
        for yiwushi in [false, true] {
            let tables = paohuzi::CaseTables::generate(scoring, yiwushi);
            for case in [Case::Small, Case::Big] {
                let groups = brute_groups(case, scoring, yiwushi);
                let pair_value = |rank: u8| match scoring {
                    Scoring::Huxi => 0,
                    Scoring::RedBlack => card(case, rank).points() * 2,
                };
                let table = tables.case(case);
                assert_eq!(table.len(), KEYS);
                let mut memo = HashMap::new();
                let mut feasible = [0usize; 2];
                for key in 0..KEYS as u32 {
                    let counts = counts_of_key(key);
                    for pair in [false, true] {
                        let want = brute_best(counts, pair, &groups, &pair_value, &mut memo);
                        let got = table.by_key(key, pair).map(u16::from);
                        assert_eq!(
                            got, want,
                            "{scoring:?} yiwushi={yiwushi} {case:?} {counts:?} pair={pair}"
                        );
                        feasible[usize::from(pair)] += usize::from(want.is_some());
                    }
                }
                // The brute force must not be vacuous: many vectors decomposition.
                assert!(feasible[0] > 300 && feasible[1] > 800, "{feasible:?}");
            }
        }
    }
}

#[test]
fn pattern_counts_match_the_published_figures() {
    let stats = pattern_stats(&paohuzi::Rules::default());
    assert_eq!(stats.keys, 59_049);
    assert_eq!(stats.without_pair, 377);
    assert_eq!(stats.with_pair, 908);
    // Without a group limit the table knows more vectors than a dealt hand can hold.
    assert!(stats.decomposable_without_pair >= stats.without_pair);
    assert!(stats.decomposable_with_pair >= stats.with_pair);
}

#[test]
fn pattern_enumeration_and_table_agree_on_which_vectors_split() {
    for yiwushi in [false, true] {
        // Seven groups of three exceed the 20 cards a case can hold, so this is every pattern.
        let (without, with) = generator::patterns(7, yiwushi);
        let tables = paohuzi::CaseTables::generate(Scoring::Huxi, yiwushi);
        let from_table = |pair: bool| -> Vec<u32> {
            (1..KEYS as u32)
                .filter(|&k| tables.small.by_key(k, pair).is_some())
                .collect()
        };
        assert_eq!(without, from_table(false), "yiwushi={yiwushi}");
        // `patterns` puts the pair on top of up to 7 groups, which again covers everything.
        assert_eq!(with, from_table(true), "yiwushi={yiwushi}");
    }
}

#[test]
fn hand_groups_alone_score_at_most_18() {
    let best = |t: &crate::paohuzi::table::CaseTable| {
        (0..KEYS as u32)
            .flat_map(|k| [t.by_key(k, false), t.by_key(k, true)])
            .flatten()
            .max()
            .unwrap_or(0)
    };
    let t = paohuzi::CaseTables::for_rules(&paohuzi::Rules::default());
    assert_eq!(best(&t.small), 6);
    assert_eq!(best(&t.big), 12);
    let t = paohuzi::CaseTables::for_rules(&rules(&["yiwushi=true"]));
    assert_eq!(best(&t.small) + best(&t.big), 27);
}
