//! The standard form, seven pairs and thirteen orphans: the count search against the naive
//! answers with jokers and limits, and the list search against the count search.

use super::hands::{
    built_hand, built_orphans, built_seven_pairs, hand_of, jokerize, narrow_pool, random_limits,
    random_tiles, spoil,
};
use super::naive::{brute, naive_orphans, naive_seven_pairs, naive_standard, rounds};
use crate::mahjong::backtrack::counts::{self, NO_LIMIT};
use crate::mahjong::backtrack::list::{self, TileList};
use crate::test_rng::Rng;

#[test]
fn standard_form_matches_brute_force_with_jokers_and_limits() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut complete, mut checked) = (0, 0);
    for tiles in [2, 5, 8, 11, 14] {
        for jokers in 0..=4u8.min(tiles as u8) {
            for _ in 0..rounds(if jokers >= 3 { 300 } else { 600 }) {
                let counts = hand_of(&mut rng, tiles, jokers);
                let limits = random_limits(&mut rng, &counts);
                let expected = brute(&counts, jokers, &limits, &mut naive_standard);
                assert_eq!(
                    counts::is_standard(&counts, jokers, &limits),
                    expected,
                    "{counts:?} jokers {jokers} limits {limits:?}"
                );
                complete += usize::from(expected);
                checked += 1;
            }
        }
    }
    // Both answers must be well represented, or the comparison proves little.
    assert!(
        complete * 5 > checked && complete * 5 < checked * 4,
        "{complete}/{checked}"
    );
}

#[test]
fn special_forms_match_brute_force_with_jokers() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let (mut pairs_found, mut orphans_found) = (0, 0);
    for jokers in 0..=4u8 {
        for round in 0..rounds(300) {
            let mut counts = match round % 3 {
                0 => built_seven_pairs(&mut rng),
                1 => built_orphans(&mut rng),
                _ => {
                    let pool = narrow_pool(&mut rng);
                    random_tiles(&mut rng, 14, &pool)
                }
            };
            if rng.chance(40) {
                spoil(&mut rng, &mut counts);
            }
            jokerize(&mut rng, &mut counts, jokers);
            for quad in [false, true] {
                let expected = brute(&counts, jokers, &NO_LIMIT, &mut |c| {
                    naive_seven_pairs(c, quad)
                });
                assert_eq!(
                    counts::is_seven_pairs(&counts, jokers, quad),
                    expected,
                    "{counts:?} jokers {jokers} quad {quad}"
                );
                pairs_found += usize::from(expected);
            }
            let expected = brute(&counts, jokers, &NO_LIMIT, &mut |c| naive_orphans(c));
            assert_eq!(
                counts::is_thirteen_orphans(&counts, jokers),
                expected,
                "{counts:?} jokers {jokers}"
            );
            orphans_found += usize::from(expected);
        }
    }
    assert!(
        pairs_found > rounds(300) && orphans_found > rounds(150),
        "{pairs_found} {orphans_found}"
    );
}

fn list_of(counts: &[u8; 34]) -> TileList {
    TileList::from_counts(counts).expect("at most 14 tiles")
}

#[test]
fn list_split_matches_count_split_without_jokers() {
    let mut rng = Rng(0xd1b5_4a32_d192_ed03);
    for tiles in [2, 5, 8, 11, 14] {
        for _ in 0..3000 {
            let counts = hand_of(&mut rng, tiles, 0);
            let list = list_of(&counts);
            assert_eq!(
                list::is_standard(&list),
                counts::is_standard(&counts, 0, &[4; 34]),
                "{counts:?}"
            );
            let either = |quad| {
                counts::is_standard(&counts, 0, &NO_LIMIT)
                    || counts::is_seven_pairs(&counts, 0, quad)
                    || counts::is_thirteen_orphans(&counts, 0)
            };
            for quad in [false, true] {
                assert_eq!(list::is_complete(&list, true, quad, true), either(quad));
            }
            let built = built_hand(&mut rng, tiles);
            assert!(list::is_standard(&list_of(&built)), "{built:?}");
            assert!(counts::is_standard(&built, 0, &[4; 34]), "{built:?}");
        }
    }
    for _ in 0..2000 {
        let counts = match rng.below(2) {
            0 => built_seven_pairs(&mut rng),
            _ => built_orphans(&mut rng),
        };
        let list = list_of(&counts);
        for quad in [false, true] {
            assert_eq!(
                list::is_seven_pairs(&list, quad),
                counts::is_seven_pairs(&counts, 0, quad)
            );
        }
        assert_eq!(
            list::is_thirteen_orphans(&list),
            counts::is_thirteen_orphans(&counts, 0)
        );
    }
}

/// Calls `visit` with every hand of `tiles` tiles in one suit, at most four of a kind.
fn each_one_suit_hand(tiles: usize, visit: &mut dyn FnMut(&[u8; 34])) {
    fn fill(counts: &mut [u8; 34], kind: usize, left: usize, visit: &mut dyn FnMut(&[u8; 34])) {
        if kind == 9 {
            if left == 0 {
                visit(counts);
            }
            return;
        }
        for n in 0..=left.min(4) {
            counts[kind] = n as u8;
            fill(counts, kind + 1, left - n, visit);
        }
        counts[kind] = 0;
    }
    fill(&mut [0; 34], 0, tiles, visit);
}

#[test]
fn every_one_suit_hand_agrees() {
    for tiles in [2, 5, 8, 11, 14] {
        let mut complete = 0;
        each_one_suit_hand(tiles, &mut |counts| {
            let expected = brute(counts, 0, &[4; 34], &mut naive_standard);
            assert_eq!(list::is_standard(&list_of(counts)), expected, "{counts:?}");
            assert_eq!(counts::is_standard(counts, 0, &[4; 34]), expected);
            complete += usize::from(expected);
        });
        assert!(complete > 0);
    }
    for tiles in [2, 5, 8] {
        for jokers in 1..=2u8 {
            each_one_suit_hand(tiles - usize::from(jokers), &mut |counts| {
                for limits in [NO_LIMIT, [4; 34]] {
                    assert_eq!(
                        counts::is_standard(counts, jokers, &limits),
                        brute(counts, jokers, &limits, &mut naive_standard),
                        "{counts:?} jokers {jokers}"
                    );
                }
            });
        }
    }
}
