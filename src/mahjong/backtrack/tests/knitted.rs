//! The knitted forms: the same brute force over the jokers, the forms read off the definition.

use super::hands::{jokerize, random_limits, spoil};
use super::naive::{brute, naive_standard, rounds};
use crate::mahjong::backtrack::knitted;
use crate::test_rng::Rng;

/// The kinds of the six knitted arrangements, written out.
const ARRANGEMENTS: [[usize; 9]; 6] = [
    [0, 3, 6, 10, 13, 16, 20, 23, 26],
    [0, 3, 6, 11, 14, 17, 19, 22, 25],
    [1, 4, 7, 9, 12, 15, 20, 23, 26],
    [1, 4, 7, 11, 14, 17, 18, 21, 24],
    [2, 5, 8, 9, 12, 15, 19, 22, 25],
    [2, 5, 8, 10, 13, 16, 18, 21, 24],
];

fn naive_knitted_straight(counts: &mut [u8; 34]) -> bool {
    ARRANGEMENTS.iter().any(|a| {
        let mut rest = *counts;
        a.iter().all(|&k| {
            let held = rest[k] > 0;
            rest[k] = rest[k].saturating_sub(1);
            held
        }) && naive_standard(&mut rest)
    })
}

fn naive_honors_and_knitted(counts: &[u8; 34], all_honors: bool) -> bool {
    let tiles: u32 = counts.iter().map(|&n| u32::from(n)).sum();
    tiles == 14
        && counts.iter().all(|&n| n <= 1)
        && (!all_honors || counts[27..].iter().all(|&n| n == 1))
        && ARRANGEMENTS
            .iter()
            .any(|a| (0..27).all(|k| counts[k] == 0 || a.contains(&k)))
}

/// A knitted straight with a group and a pair, or fourteen different knitted and honor tiles.
fn built_knitted(rng: &mut Rng) -> [u8; 34] {
    let a = ARRANGEMENTS[rng.below(6)];
    let mut counts = [0; 34];
    if rng.chance(50) {
        a.iter().for_each(|&k| counts[k] += 1);
        let kind = rng.below(34);
        if kind < 27 && kind % 9 <= 6 && rng.chance(60) {
            (kind..kind + 3).for_each(|k| counts[k] += 1);
        } else {
            counts[kind] += 3;
        }
        counts[rng.below(34)] += 2;
        if counts.iter().any(|&n| n > 4) {
            return built_knitted(rng);
        }
    } else {
        let mut places: Vec<usize> = a.iter().copied().chain(27..34).collect();
        rng.shuffle(&mut places);
        places[..14].iter().for_each(|&k| counts[k] += 1);
    }
    counts
}

#[test]
fn knitted_forms_match_brute_force_with_jokers_and_limits() {
    let mut rng = Rng(0x6b6e_6974_7465_6403);
    let mut found = [0usize; 3];
    for jokers in 0..=3u8 {
        for _ in 0..rounds(400) {
            let mut counts = built_knitted(&mut rng);
            if rng.chance(40) {
                spoil(&mut rng, &mut counts);
            }
            jokerize(&mut rng, &mut counts, jokers);
            let limits = random_limits(&mut rng, &counts);
            let expected = brute(&counts, jokers, &limits, &mut naive_knitted_straight);
            assert_eq!(
                knitted::is_knitted_straight(&counts, jokers, &limits),
                expected,
                "{counts:?} jokers {jokers} limits {limits:?}"
            );
            found[0] += usize::from(expected);
            for (all_honors, n) in [(false, 1), (true, 2)] {
                let expected = brute(&counts, jokers, &limits, &mut |c| {
                    naive_honors_and_knitted(c, all_honors)
                });
                let got = if all_honors {
                    knitted::is_greater_honors_and_knitted(&counts, jokers, &limits)
                } else {
                    knitted::is_honors_and_knitted(&counts, jokers, &limits)
                };
                assert_eq!(
                    got, expected,
                    "{counts:?} jokers {jokers} limits {limits:?}"
                );
                found[n] += usize::from(expected);
            }
        }
    }
    assert!(found.iter().all(|&n| n > rounds(100)), "{found:?}");
}

#[test]
fn the_written_out_arrangements_are_the_crates() {
    let crates = crate::mahjong::tile::KNITTED.map(|a| a.map(|t| t.index()));
    assert_eq!(crates, ARRANGEMENTS);
}
