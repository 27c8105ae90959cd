//! The backtrack searches against naive brute force: every assignment of the jokers to kinds,
//! each tried with a plain search over every pair, triplet and sequence.

use super::counts::{self, NO_LIMIT, Room};
use super::knitted;
use super::list::{self, TileList};

use crate::test_rng::Rng;

fn decomposes(counts: &mut [u8; 34]) -> bool {
    let Some(kind) = counts.iter().position(|&n| n > 0) else {
        return true;
    };
    if counts[kind] >= 3 {
        counts[kind] -= 3;
        let ok = decomposes(counts);
        counts[kind] += 3;
        if ok {
            return true;
        }
    }
    if kind < 27 && kind % 9 <= 6 && counts[kind + 1] > 0 && counts[kind + 2] > 0 {
        for n in &mut counts[kind..kind + 3] {
            *n -= 1;
        }
        let ok = decomposes(counts);
        for n in &mut counts[kind..kind + 3] {
            *n += 1;
        }
        if ok {
            return true;
        }
    }
    false
}

fn naive_standard(counts: &mut [u8; 34]) -> bool {
    (0..34).any(|kind| {
        counts[kind] >= 2 && {
            counts[kind] -= 2;
            let ok = decomposes(counts);
            counts[kind] += 2;
            ok
        }
    })
}

fn naive_seven_pairs(counts: &[u8; 34], quad: bool) -> bool {
    counts.iter().map(|&n| u32::from(n)).sum::<u32>() == 14
        && counts.iter().all(|&n| n == 0 || n == 2 || (quad && n == 4))
}

fn naive_orphans(counts: &[u8; 34]) -> bool {
    const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
    counts.iter().map(|&n| u32::from(n)).sum::<u32>() == 14
        && counts
            .iter()
            .enumerate()
            .all(|(kind, &n)| (n > 0) == ORPHANS.contains(&kind))
}

fn any_assignment(
    counts: &mut [u8; 34],
    jokers: u8,
    from: usize,
    limits: &Room,
    check: &mut dyn FnMut(&mut [u8; 34]) -> bool,
) -> bool {
    if jokers == 0 {
        return check(counts);
    }
    // Jokers are alike, so assigning them in non-decreasing kind order reaches every
    // multiset of kinds once.
    for kind in from..34 {
        if counts[kind] < limits[kind] {
            counts[kind] += 1;
            let ok = any_assignment(counts, jokers - 1, kind, limits, check);
            counts[kind] -= 1;
            if ok {
                return true;
            }
        }
    }
    false
}

fn brute(
    counts: &[u8; 34],
    jokers: u8,
    limits: &Room,
    check: &mut dyn FnMut(&mut [u8; 34]) -> bool,
) -> bool {
    counts.iter().zip(limits).all(|(own, limit)| own <= limit)
        && any_assignment(&mut counts.clone(), jokers, 0, limits, check)
}

/// Rounds of a randomized test: the brute force runs far slower without optimization, so
/// debug builds check fewer hands and `cargo test --release` checks them all.
fn rounds(full: usize) -> usize {
    if cfg!(debug_assertions) {
        full / 5
    } else {
        full
    }
}

// Hand generators. Random tiles are rarely complete, so most hands are built complete from
// groups, then spoiled by moving a tile, and some are drawn from few kinds to crowd them.

fn random_tiles(rng: &mut Rng, tiles: usize, pool: &[usize]) -> [u8; 34] {
    let mut counts = [0; 34];
    let mut placed = 0;
    while placed < tiles {
        let kind = pool[rng.below(pool.len())];
        if counts[kind] < 4 {
            counts[kind] += 1;
            placed += 1;
        }
    }
    counts
}

fn narrow_pool(rng: &mut Rng) -> Vec<usize> {
    let suit = rng.below(3) * 9;
    let mut pool: Vec<usize> = (suit..suit + 9).collect();
    pool.push(27 + rng.below(7));
    pool.push(27 + rng.below(7));
    pool
}

/// `tiles` (3n + 2) as a pair and groups, at most four of a kind.
fn built_hand(rng: &mut Rng, tiles: usize) -> [u8; 34] {
    'retry: loop {
        let mut counts = [0u8; 34];
        counts[rng.below(34)] += 2;
        for _ in 0..tiles / 3 {
            let kind = rng.below(34);
            if kind < 27 && kind % 9 <= 6 && rng.chance(70) {
                for n in &mut counts[kind..kind + 3] {
                    *n += 1;
                }
            } else {
                counts[kind] += 3;
            }
        }
        if counts.iter().any(|&n| n > 4) {
            continue 'retry;
        }
        return counts;
    }
}

fn built_seven_pairs(rng: &mut Rng) -> [u8; 34] {
    let mut counts = [0; 34];
    let mut pairs = 0;
    while pairs < 7 {
        let kind = rng.below(34);
        if counts[kind] == 0 || (counts[kind] == 2 && rng.chance(30)) {
            counts[kind] += 2;
            pairs += 1;
        }
    }
    counts
}

fn built_orphans(rng: &mut Rng) -> [u8; 34] {
    let mut counts = [0; 34];
    for kind in [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33] {
        counts[kind] = 1;
    }
    let doubled = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33][rng.below(13)];
    counts[doubled] += 1;
    counts
}

/// Moves one tile to another kind, keeping at most four of a kind.
fn spoil(rng: &mut Rng, counts: &mut [u8; 34]) {
    loop {
        let from = rng.below(34);
        let to = rng.below(34);
        if counts[from] > 0 && counts[to] < 4 && from != to {
            counts[from] -= 1;
            counts[to] += 1;
            return;
        }
    }
}

/// Turns `jokers` of the tiles into jokers.
fn jokerize(rng: &mut Rng, counts: &mut [u8; 34], jokers: u8) {
    for _ in 0..jokers {
        loop {
            let kind = rng.below(34);
            if counts[kind] > 0 {
                counts[kind] -= 1;
                break;
            }
        }
    }
}

fn random_limits(rng: &mut Rng, counts: &[u8; 34]) -> Room {
    let mut limits = NO_LIMIT;
    match rng.below(4) {
        0 => {}
        1 => {
            // Four copies, less some already shown in melds.
            for (limit, &own) in limits.iter_mut().zip(counts) {
                *limit = if rng.chance(25) {
                    own + rng.below(usize::from(4 - own.min(4)) + 1) as u8
                } else {
                    4.max(own)
                };
            }
        }
        2 => {
            // Tight and arbitrary, to exercise where leftover jokers can go.
            for (limit, &own) in limits.iter_mut().zip(counts) {
                *limit = own + rng.below(4) as u8;
            }
        }
        _ => {
            limits = [4; 34];
            if rng.chance(10) {
                let kind = rng.below(34);
                limits[kind] = counts[kind].saturating_sub(1);
            }
        }
    }
    limits
}

fn hand_of(rng: &mut Rng, tiles: usize, jokers: u8) -> [u8; 34] {
    let own = tiles - usize::from(jokers);
    match rng.below(5) {
        0 => random_tiles(rng, own, &(0..34).collect::<Vec<_>>()),
        1 => {
            let pool = narrow_pool(rng);
            random_tiles(rng, own, &pool)
        }
        style => {
            let mut counts = built_hand(rng, tiles);
            if style == 4 {
                spoil(rng, &mut counts);
            }
            jokerize(rng, &mut counts, jokers);
            counts
        }
    }
}

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

// The knitted forms: the same brute force over the jokers, the forms read off the definition.

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
