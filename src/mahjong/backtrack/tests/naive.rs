//! The naive answers the searches are checked against: every assignment of the jokers to
//! kinds (within the kinds' limits), each tried with a plain search over every pair, triplet
//! and sequence, or with the special form read off its definition.

use crate::mahjong::backtrack::counts::Room;

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

pub(super) fn naive_standard(counts: &mut [u8; 34]) -> bool {
    (0..34).any(|kind| {
        counts[kind] >= 2 && {
            counts[kind] -= 2;
            let ok = decomposes(counts);
            counts[kind] += 2;
            ok
        }
    })
}

pub(super) fn naive_seven_pairs(counts: &[u8; 34], quad: bool) -> bool {
    counts.iter().map(|&n| u32::from(n)).sum::<u32>() == 14
        && counts.iter().all(|&n| n == 0 || n == 2 || (quad && n == 4))
}

pub(super) fn naive_orphans(counts: &[u8; 34]) -> bool {
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

pub(super) fn brute(
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
pub(super) fn rounds(full: usize) -> usize {
    if cfg!(debug_assertions) {
        full / 5
    } else {
        full
    }
}
