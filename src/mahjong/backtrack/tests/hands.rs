//! The hands the searches are asked of. Random tiles are rarely complete, so most hands are
//! built complete from groups, then spoiled by moving a tile, and some are drawn from few kinds
//! to crowd them; the kinds' limits are drawn beside them.

use crate::mahjong::backtrack::counts::{NO_LIMIT, Room};
use crate::test_rng::Rng;

pub(super) fn random_tiles(rng: &mut Rng, tiles: usize, pool: &[usize]) -> [u8; 34] {
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

pub(super) fn narrow_pool(rng: &mut Rng) -> Vec<usize> {
    let suit = rng.below(3) * 9;
    let mut pool: Vec<usize> = (suit..suit + 9).collect();
    pool.push(27 + rng.below(7));
    pool.push(27 + rng.below(7));
    pool
}

/// `tiles` (3n + 2) as a pair and groups, at most four of a kind.
pub(super) fn built_hand(rng: &mut Rng, tiles: usize) -> [u8; 34] {
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

pub(super) fn built_seven_pairs(rng: &mut Rng) -> [u8; 34] {
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

pub(super) fn built_orphans(rng: &mut Rng) -> [u8; 34] {
    let mut counts = [0; 34];
    for kind in [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33] {
        counts[kind] = 1;
    }
    let doubled = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33][rng.below(13)];
    counts[doubled] += 1;
    counts
}

/// Moves one tile to another kind, keeping at most four of a kind.
pub(super) fn spoil(rng: &mut Rng, counts: &mut [u8; 34]) {
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
pub(super) fn jokerize(rng: &mut Rng, counts: &mut [u8; 34], jokers: u8) {
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

pub(super) fn random_limits(rng: &mut Rng, counts: &[u8; 34]) -> Room {
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

pub(super) fn hand_of(rng: &mut Rng, tiles: usize, jokers: u8) -> [u8; 34] {
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
