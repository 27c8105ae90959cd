//! The brute force's own checks: known totals and hands, and its search against the naive
//! count and against answers built up one tile at a time.

use super::*;
use std::collections::HashMap;

const SHAPES: [SuitShape; 2] = [SuitShape::Numbered, SuitShape::Honors];

/// Counts from a string of rank digits, e.g. "1112345678999".
fn hand(shape: SuitShape, ranks: &str) -> Vec<u8> {
    let mut counts = vec![0; shape.ranks()];
    for digit in ranks.bytes() {
        counts[usize::from(digit - b'1')] += 1;
    }
    counts
}

fn both(shape: SuitShape, ranks: &str, pair: bool) -> (Option<u8>, Option<u8>) {
    let counts = hand(shape, ranks);
    (
        min_jokers(shape, &counts, pair, true),
        min_jokers(shape, &counts, pair, false),
    )
}

#[test]
fn pattern_counts_match_known_totals() {
    assert_eq!(pattern_counts(SuitShape::Numbered), (2868, 18874));
    // Honors: 1 to 4 distinct triplets of 7 ranks, 7 + 21 + 35 + 35;
    // with pair: 7 pair ranks times 0 to 4 triplets of the other 6, 7 * 57.
    assert_eq!(pattern_counts(SuitShape::Honors), (98, 399));
}

#[test]
fn all_vectors_are_every_small_vector_in_key_order() {
    for (shape, expected) in [(SuitShape::Numbered, 405_350), (SuitShape::Honors, 43_130)] {
        let vectors = all_vectors(shape);
        assert_eq!(vectors.len(), expected, "{shape:?}");
        assert!(vectors.windows(2).all(|w| w[0].0 < w[1].0));
        for (k, counts) in &vectors {
            assert_eq!(counts.len(), shape.ranks());
            assert_eq!(key(counts), *k);
            assert!(counts.iter().all(|&c| c <= COPIES));
            assert!(counts.iter().map(|&c| usize::from(c)).sum::<usize>() <= MAX_TILES);
        }
    }
    assert_eq!(key(&hand(SuitShape::Numbered, "12")), 1 + 5);
    assert_eq!(key(&hand(SuitShape::Numbered, "9")), 5u32.pow(8));
}

#[test]
fn empty_vector() {
    for shape in SHAPES {
        assert_eq!(both(shape, "", false), (Some(0), Some(0)));
        assert_eq!(both(shape, "", true), (Some(2), Some(2)));
    }
}

#[test]
fn four_of_a_rank() {
    // With a pair: 1111 + 1 is 111 11, but only with a fifth 1. Otherwise
    // 4 + j must be 2 mod 3 with j > 1, and 1111 + 2233 = 123 123 11 works.
    assert_eq!(both(SuitShape::Numbered, "1111", true), (Some(1), Some(4)));
    // Without: 111 + 1 with 23.
    assert_eq!(both(SuitShape::Numbered, "1111", false), (Some(2), Some(2)));
    // Honors cannot use the fourth tile without a fifth copy at all.
    assert_eq!(both(SuitShape::Honors, "1111", true), (Some(1), None));
    assert_eq!(both(SuitShape::Honors, "1111", false), (Some(2), None));
}

#[test]
fn sequences_may_extend_below_and_above() {
    assert_eq!(both(SuitShape::Numbered, "3", false), (Some(2), Some(2)));
    assert_eq!(both(SuitShape::Numbered, "3", true), (Some(1), Some(1)));
    assert_eq!(both(SuitShape::Numbered, "9", false), (Some(2), Some(2)));
    assert_eq!(both(SuitShape::Numbered, "13", false), (Some(1), Some(1)));
    assert_eq!(both(SuitShape::Numbered, "19", false), (Some(4), Some(4)));
    // Honors have no sequences: each lone tile needs a triplet.
    assert_eq!(both(SuitShape::Honors, "12", false), (Some(4), Some(4)));
    assert_eq!(both(SuitShape::Honors, "12", true), (Some(3), Some(3)));
}

#[test]
fn nine_gates() {
    // Thirteen tiles: any fourteenth completes it, and every rank has room.
    assert_eq!(
        both(SuitShape::Numbered, "1112345678999", true),
        (Some(1), Some(1))
    );
    // Thirteen tiles are more than four groups hold.
    assert_eq!(
        both(SuitShape::Numbered, "1112345678999", false),
        (None, None)
    );
    assert_eq!(
        both(SuitShape::Numbered, "11123456789999", true),
        (Some(0), Some(0))
    );
}

#[test]
fn complete_hands_need_nothing() {
    assert_eq!(
        both(SuitShape::Numbered, "11122233344455", true),
        (Some(0), Some(0))
    );
    assert_eq!(
        both(SuitShape::Numbered, "123456789", false),
        (Some(0), Some(0))
    );
    // Nine tiles plus a pair of jokers; one joker gives the wrong size.
    assert_eq!(
        both(SuitShape::Numbered, "123456789", true),
        (Some(2), Some(2))
    );
    assert_eq!(both(SuitShape::Honors, "11", true), (Some(0), Some(0)));
    assert_eq!(both(SuitShape::Honors, "11", false), (Some(1), Some(1)));
    assert_eq!(both(SuitShape::Honors, "111", true), (Some(2), Some(2)));
}

#[test]
fn joker_cap_and_group_limit() {
    // Four lone honors: four triplets, eight jokers, the cap exactly.
    assert_eq!(both(SuitShape::Honors, "1234", false), (Some(8), Some(8)));
    // As three triplets and a pair: 2 + 2 + 2 + 1.
    assert_eq!(both(SuitShape::Honors, "1234", true), (Some(7), Some(7)));
    // Five lone honors with a pair would need nine.
    assert_eq!(both(SuitShape::Honors, "12345", true), (None, None));
    // Five lone honors cannot fit in four groups.
    assert_eq!(both(SuitShape::Honors, "12345", false), (None, None));
    // Fourteen tiles that are not complete can take no joker (the 9 has
    // no 7 or 8 to join).
    assert_eq!(
        both(SuitShape::Numbered, "11122233344469", true),
        (None, None)
    );
}

#[test]
fn matches_naive_search_on_small_vectors() {
    const LIMIT: u8 = 3;
    for shape in SHAPES {
        for (_, counts) in all_vectors(shape) {
            if counts.iter().map(|&c| usize::from(c)).sum::<usize>() > 8 {
                continue;
            }
            for pair in [false, true] {
                for fifth_copy in [true, false] {
                    let fast = min_jokers(shape, &counts, pair, fifth_copy);
                    let naive = min_jokers_naive(shape, &counts, pair, fifth_copy, LIMIT);
                    let agree = match naive {
                        Some(_) => fast == naive,
                        None => fast.is_none_or(|j| j > LIMIT),
                    };
                    assert!(
                        agree,
                        "{shape:?} {counts:?} pair={pair} fifth_copy={fifth_copy}: \
                         search {fast:?}, naive {naive:?}"
                    );
                }
            }
        }
    }
}

/// Every vector of `shape` with at most 14 tiles and at most `cap` per rank,
/// keyed in base 16 so that counts above 4 fit.
fn vectors_up_to(shape: SuitShape, cap: u8) -> Vec<Vec<u8>> {
    fn extend(out: &mut Vec<Vec<u8>>, counts: &mut Vec<u8>, len: usize, room: u8, cap: u8) {
        if counts.len() == len {
            out.push(counts.clone());
            return;
        }
        for c in 0..=cap.min(room) {
            counts.push(c);
            extend(out, counts, len, room - c, cap);
            counts.pop();
        }
    }
    let mut out = Vec::new();
    extend(
        &mut out,
        &mut Vec::new(),
        shape.ranks(),
        MAX_TILES as u8,
        cap,
    );
    out
}

fn wide_key(counts: &[u8]) -> u64 {
    counts
        .iter()
        .rev()
        .fold(0, |acc, &c| acc * 16 + u64::from(c))
}

/// Answers by dynamic programming over adding one tile at a time: a vector
/// needing j > 0 jokers becomes, after one of them turns real, a vector
/// needing j - 1, and conversely. `cap` bounds each rank's final count.
fn by_adding_tiles(shape: SuitShape, pair: bool, cap: u8) -> HashMap<u64, Option<u8>> {
    let mut vectors = vectors_up_to(shape, cap);
    let size = |v: &Vec<u8>| v.iter().map(|&c| usize::from(c)).sum::<usize>();
    vectors.sort_by_key(|v| std::cmp::Reverse(size(v)));
    let mut answers = HashMap::with_capacity(vectors.len());
    for mut counts in vectors {
        let answer = if is_complete(shape, &counts, pair) {
            Some(0)
        } else if size(&counts) == MAX_TILES {
            None
        } else {
            let mut fewest: Option<u8> = None;
            for rank in 0..counts.len() {
                if counts[rank] == cap {
                    continue;
                }
                counts[rank] += 1;
                if let Some(j) = answers[&wide_key(&counts)] {
                    fewest = Some(fewest.map_or(j, |f: u8| f.min(j)));
                }
                counts[rank] -= 1;
            }
            fewest.map(|j| j + 1).filter(|&j| j <= MAX_JOKERS)
        };
        answers.insert(wide_key(&counts), answer);
    }
    answers
}

#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive; run with --release")]
fn matches_tile_by_tile_answers_on_every_vector() {
    for shape in SHAPES {
        let vectors = all_vectors(shape);
        for pair in [false, true] {
            for fifth_copy in [true, false] {
                let cap = if fifth_copy { MAX_TILES as u8 } else { COPIES };
                let expected = by_adding_tiles(shape, pair, cap);
                for (_, counts) in &vectors {
                    let found = min_jokers(shape, counts, pair, fifth_copy);
                    assert_eq!(
                        found,
                        expected[&wide_key(counts)],
                        "{shape:?} {counts:?} pair={pair} fifth_copy={fifth_copy}"
                    );
                }
            }
        }
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive; run with --release")]
fn exhaustive_pass_is_consistent() {
    for shape in SHAPES {
        for (_, counts) in all_vectors(shape) {
            let size: usize = counts.iter().map(|&c| usize::from(c)).sum();
            for pair in [false, true] {
                let free = min_jokers(shape, &counts, pair, true);
                let capped = min_jokers(shape, &counts, pair, false);
                let context = format!("{shape:?} {counts:?} pair={pair}");
                // A cap on copies can only remove completions.
                assert!(
                    capped.is_none_or(|c| free.is_some_and(|f| f <= c)),
                    "{context}: {free:?} {capped:?}"
                );
                assert_eq!(
                    free == Some(0),
                    is_complete(shape, &counts, pair),
                    "{context}"
                );
                assert_eq!(capped == Some(0), free == Some(0), "{context}");
                for j in [free, capped].into_iter().flatten() {
                    let total = size + usize::from(j);
                    let limit = if pair { MAX_TILES } else { MAX_TILES - 2 };
                    assert!(total <= limit, "{context}: {j}");
                    assert_eq!(total % 3, if pair { 2 } else { 0 }, "{context}: {j}");
                }
            }
        }
    }
}
