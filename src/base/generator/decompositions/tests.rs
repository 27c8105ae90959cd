//! The decomposition lists against the generator's patterns and against the direct search,
//! and the search on counts above four.

use super::packed::CODE_BITS;
use super::search::decompositions_of_counts;
use super::table::RUN_LEN_BITS;
use super::{DecompositionTable, GROUP_RANKS, code_of, ranks_of_code};
use crate::base::generator::mahjong::{SuitRules, SuitShape, counts_of_key, groups, key, patterns};
use std::time::Instant;

fn numbered() -> SuitRules {
    SuitRules::plain(SuitShape::Numbered)
}

#[test]
fn triplets_or_sequences() {
    let table = DecompositionTable::new(numbered());
    let k = key(&[3, 3, 3, 0, 0, 0, 0, 0, 0]);
    let decompositions = table.decompositions(k, false);
    assert_eq!(decompositions.len(), 2, "{decompositions:?}");
    let shapes: Vec<Vec<[u8; 3]>> = decompositions
        .iter()
        .map(|s| s.groups().map(|g| g.ranks).collect())
        .collect();
    assert!(shapes.contains(&vec![[0, 0, 0], [1, 1, 1], [2, 2, 2]]));
    assert!(shapes.contains(&vec![[0, 1, 2], [0, 1, 2], [0, 1, 2]]));
    assert!(table.decompositions(k, true).is_empty());
    // 11122233344: the pair on 4 or on 1 (with 123 123 234), and more.
    let k = key(&[3, 3, 3, 2, 0, 0, 0, 0, 0]);
    assert!(table.decompositions(k, true).len() >= 3);
}

#[test]
fn every_group_has_a_code() {
    for suit in [
        numbered(),
        SuitRules {
            honor_sequences: true,
            ..SuitRules::plain(SuitShape::Honors)
        },
    ] {
        for g in groups(suit) {
            let code = code_of(g).expect("a code");
            assert_ne!(code, 0, "{g:?}: code 0 is no group");
            assert_eq!(ranks_of_code(usize::from(code)), Some(g.ranks));
        }
    }
    assert!(GROUP_RANKS.windows(2).all(|w| w[0] < w[1]));
    assert!(GROUP_RANKS.len() < 1 << CODE_BITS);
    assert_eq!(ranks_of_code(0), None);
}

#[test]
fn pattern_counts_match_the_generator() {
    for suit in [
        numbered(),
        SuitRules::plain(SuitShape::Honors),
        SuitRules {
            eyes_258: true,
            ..numbered()
        },
        SuitRules {
            honor_sequences: true,
            ..SuitRules::plain(SuitShape::Honors)
        },
    ] {
        let start = Instant::now();
        let table = DecompositionTable::new(suit);
        assert!(start.elapsed().as_secs_f64() < 1.0);
        let pats = patterns(suit, 4);
        assert_eq!(
            table.pattern_counts(),
            (pats.without_pair.len(), pats.with_pair.len()),
            "{suit:?}"
        );
        for p in &pats.with_pair {
            assert!(!table.decompositions(key(p), true).is_empty());
        }
    }
    let table = DecompositionTable::new(numbered());
    assert_eq!(table.pattern_counts(), (2_868 + 1, 18_874));
    // Runs are packed in a `u32`: their starts and lengths must fit the bits they get.
    assert!(table.arena.len() < 1 << (30 - RUN_LEN_BITS));
    assert!(table.entries().all(|(_, _, s)| s.len() < 1 << RUN_LEN_BITS));
    // Keys no count vector has find nothing.
    for k in [u32::MAX, u32::MAX - 1, 1 << 31, 1_953_125] {
        assert!(table.lookup(k).is_empty(), "{k}");
        assert!(table.run(k).is_none(), "{k}");
    }
    assert!(table.size_bytes() <= 400 << 10, "{}", table.size_bytes());
    assert_eq!(table.decompositions(0, false).len(), 1);
    assert!(table.decompositions(1, false).is_empty());
}

#[test]
fn every_split_adds_up_to_its_key_and_search_agrees() {
    for suit in [
        numbered(),
        SuitRules {
            honor_sequences: true,
            ..SuitRules::plain(SuitShape::Honors)
        },
    ] {
        let table = DecompositionTable::new(suit);
        for (k, pair, decompositions) in table.entries() {
            let counts = counts_of_key(suit.shape, k);
            for s in decompositions {
                assert_eq!(s.counts(), counts);
                assert_eq!(s.pair().is_some(), pair);
            }
            assert!(
                decompositions.windows(2).all(|w| w[0] < w[1]),
                "sorted, distinct"
            );
            assert_eq!(
                decompositions_of_counts(suit, &counts, pair),
                decompositions,
                "{counts:?}"
            );
        }
    }
}

#[test]
fn search_handles_counts_beyond_four() {
    // 1111m plus a joker as a fifth 1m: 111 + 11.
    let s = decompositions_of_counts(numbered(), &[5, 0, 0, 0, 0, 0, 0, 0, 0], true);
    assert_eq!(s.len(), 1);
    assert_eq!(s[0].pair(), Some(0));
    // Six 1m, a 2m and a 3m: only 11 + 111 + 123.
    let s = decompositions_of_counts(numbered(), &[6, 1, 1, 0, 0, 0, 0, 0, 0], true);
    assert_eq!(s.len(), 1);
    assert!(decompositions_of_counts(numbered(), &[15, 0, 0, 0, 0, 0, 0, 0, 0], false).is_empty());
    // Any counts through the table: looked up up to four copies, searched above.
    let table = DecompositionTable::new(numbered());
    let fifth = [6, 1, 1, 0, 0, 0, 0, 0, 0];
    assert_eq!(*table.of_counts(numbered(), &fifth, true), s);
    let k = key(&[3, 3, 3, 2, 0, 0, 0, 0, 0]);
    assert_eq!(
        *table.of_counts(numbered(), &counts_of_key(SuitShape::Numbered, k), true),
        *table.decompositions(k, true)
    );
}
