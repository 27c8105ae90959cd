//! 选将拆分 (choose the pair, then decomposition) over the 34-count array, with jokers.
//!
//! Counts make the decomposition cheap to state: take a pair, then the lowest kind still holding tiles
//! must sit in a triplet or in one of the sequences through it. Jokers widen that choice — they
//! may complete a triplet, fill any rank of a sequence, even ranks below the lowest tile, or form
//! whole groups and the pair by themselves — and per-kind limits bound how many tiles of a kind
//! the hand may stand for. The search answers exactly "is there an assignment of the jokers
//! that makes the hand complete", which is what the table checker is tested against.
//!
//! A hand's tiles and jokers are meant to be a real hand's (at most 14 together); other sizes
//! are answered correctly, but the search grows with them.

use std::ops::Range;

const KINDS: usize = 34;
/// Kinds below this index are numbered; from it on, honors.
const SUITED: usize = 27;
/// 1m 9m 1p 9p 1s 9s and the seven honors.
const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// The room of each kind: the most tiles of it a complete hand may hold, own tiles and jokers
/// standing for it together. Use [`NO_LIMIT`] when a joker may be
/// a fifth copy; otherwise 4 minus the copies of that kind in exposed melds.
pub type Room = [u8; 34];

/// Room that never binds.
pub const NO_LIMIT: Room = [u8::MAX; 34];

/// Standard form: the concealed `counts` plus `jokers` decomposed into groups and exactly one pair,
/// with every kind's own tiles plus the jokers given to it within `limits`. False unless the
/// tiles and jokers together are 3n + 2.
pub fn is_standard(counts: &[u8; 34], jokers: u8, limits: &Room) -> bool {
    let tiles: u32 = counts.iter().map(|&n| u32::from(n)).sum();
    if (tiles + u32::from(jokers)) % 3 != 2 {
        return false;
    }
    let mut room = [0; KINDS];
    for ((room, &limit), &own) in room.iter_mut().zip(limits).zip(counts) {
        match limit.checked_sub(own) {
            Some(left) => *room = left,
            // No joker can repair a hand already beyond its limit.
            None => return false,
        }
    }
    if jokers == 0 {
        return plain_standard(counts);
    }
    // Every honor short of a multiple of three needs jokers whichever pair is chosen; taking
    // one as the pair saves at most one of them.
    let honors_short: u32 = counts[SUITED..]
        .iter()
        .map(|&n| u32::from((3 - n % 3) % 3))
        .sum();
    if honors_short > u32::from(jokers) + 1 {
        return false;
    }
    let hand = Hand {
        own: *counts,
        room,
        jokers,
    };
    for kind in 0..KINDS {
        let mut rest = hand;
        if rest.own[kind] > 0 && rest.take(kind) && rest.take(kind) && groups(rest, false) {
            return true;
        }
    }
    // A pair of two jokers: which kind it stands for is chosen once the tiles are placed, when
    // it is known which kinds still have room; trying it per kind up front would repeat the
    // whole decomposition for each.
    jokers >= 2 && groups(hand, true)
}

/// Seven pairs: exactly 14 tiles with the jokers; pairs of distinct kinds, or with
/// `quad_as_two_pairs` a kind may give two pairs (four tiles). Jokers pair with singles (or
/// make a three into four when quads count); spare jokers pair among themselves.
pub fn is_seven_pairs(counts: &[u8; 34], jokers: u8, quad_as_two_pairs: bool) -> bool {
    let tiles: u32 = counts.iter().map(|&n| u32::from(n)).sum();
    if tiles + u32::from(jokers) != 14 {
        return false;
    }
    let mut unmatched = 0;
    for &own in counts {
        match own {
            0 | 2 => {}
            1 => unmatched += 1,
            3 if quad_as_two_pairs => unmatched += 1,
            4 if quad_as_two_pairs => {}
            _ => return false,
        }
    }
    // At 14 tiles the jokers left after matching are even, and at most seven kinds are in use,
    // so they always find empty kinds to pair as. No limit can bind either: seven pairs is
    // concealed, so no kind has copies in melds, and no kind goes above four.
    u32::from(jokers) >= unmatched
}

/// Thirteen orphans: exactly 14 tiles with the jokers, only terminals and honors, each of the
/// 13 at least once and one of them twice; jokers fill what is missing.
pub fn is_thirteen_orphans(counts: &[u8; 34], jokers: u8) -> bool {
    let tiles: u32 = counts.iter().map(|&n| u32::from(n)).sum();
    if tiles + u32::from(jokers) != 14 {
        return false;
    }
    let mut doubles = 0;
    for (kind, &own) in counts.iter().enumerate() {
        match own {
            0 => {}
            _ if !ORPHANS.contains(&kind) => return false,
            1 => {}
            2 => doubles += 1,
            _ => return false,
        }
    }
    // With d distinct orphans and at most one of them doubled, the jokers needed —
    // (13 - d) missing kinds plus the double if absent — are exactly 14 minus the tiles.
    doubles <= 1
}

/// 嚦咕嚦咕: exactly 17 tiles with the jokers, one kind's triplet (its own tiles and jokers)
/// and seven pairs of the other kinds as [`is_seven_pairs`] takes them, each kind tried as
/// the triplet's (a kind not held with three jokers).
pub fn is_seven_pairs_and_triplet(counts: &[u8; 34], jokers: u8, quad_as_two_pairs: bool) -> bool {
    let tiles: u32 = counts.iter().map(|&n| u32::from(n)).sum();
    if tiles + u32::from(jokers) != 17 {
        return false;
    }
    (0..KINDS).any(|t| {
        let Some(fill) = 3u8.checked_sub(counts[t]) else {
            return false;
        };
        let mut rest = *counts;
        rest[t] = 0;
        jokers >= fill && is_seven_pairs(&rest, jokers - fill, quad_as_two_pairs)
    })
}

/// What is left to place while decomposing.
#[derive(Clone, Copy)]
struct Hand {
    /// Own tiles not yet in a group.
    own: [u8; KINDS],
    /// How many more jokers each kind may take before reaching its limit.
    room: [u8; KINDS],
    /// Jokers not yet standing for a kind.
    jokers: u8,
}

impl Hand {
    fn joker_as(&mut self, kind: usize, n: u8) -> bool {
        if self.jokers < n || self.room[kind] < n {
            return false;
        }
        self.jokers -= n;
        self.room[kind] -= n;
        true
    }

    /// Takes one tile of `kind` for a group, an own one while any is left. Preferring own tiles
    /// loses nothing: a decomposition only sees how many tiles of a kind there are, not which are
    /// jokers, and the joker stays free for a kind that has none.
    fn take(&mut self, kind: usize) -> bool {
        if self.own[kind] > 0 {
            self.own[kind] -= 1;
            true
        } else {
            self.joker_as(kind, 1)
        }
    }
}

/// Whether what is left decomposes into groups, the pair already taken unless `pair_pending`, in
/// which case two of the jokers must end up as a pair.
fn groups(mut hand: Hand, pair_pending: bool) -> bool {
    let reserved = if pair_pending { 2 } else { 0 };
    // Honors only form triplets, so each costs a fixed number of jokers: settle them first and
    // stop early when the jokers cannot cover it. Jokers that would add a further triplet to an
    // honor form a whole group of their own, which `place_free` places.
    for kind in SUITED..KINDS {
        let short = (3 - hand.own[kind] % 3) % 3;
        if !hand.joker_as(kind, short) || hand.jokers < reserved {
            return false;
        }
        hand.own[kind] = 0;
    }
    suits(hand, reserved, pair_pending, 0)
}

/// Stored the numbered tiles from the lowest kind holding any, at or above `from`.
fn suits(hand: Hand, reserved: u8, pair_pending: bool, from: usize) -> bool {
    let Some(kind) = (from..SUITED).find(|&kind| hand.own[kind] > 0) else {
        return place_free(hand.room, hand.jokers, pair_pending);
    };
    if hand.jokers == reserved {
        // No joker to spare for these tiles: they decompose one way or not at all.
        return plain_groups(&hand.own, kind..SUITED)
            && place_free(hand.room, hand.jokers, pair_pending);
    }
    // The lowest kind with tiles sits in a triplet or in a sequence through it; a sequence may
    // reach below it, with jokers for the ranks that hold no tiles.
    let rank = kind % 9;
    let mut shapes = [[kind; 3]; 4];
    let mut count = 1;
    if rank <= 6 {
        shapes[count] = [kind, kind + 1, kind + 2];
        count += 1;
    }
    if (1..=7).contains(&rank) {
        shapes[count] = [kind - 1, kind, kind + 1];
        count += 1;
    }
    if rank >= 2 {
        shapes[count] = [kind - 2, kind - 1, kind];
        count += 1;
    }
    shapes[..count].iter().any(|shape| {
        let mut rest = hand;
        shape.iter().all(|&tile| rest.take(tile))
            && rest.jokers >= reserved
            && suits(rest, reserved, pair_pending, kind)
    })
}

/// Whether the jokers left over, with no tiles left, form groups (and the pending pair) within
/// the room the kinds still have. Under real limits the first free kind takes them; the search
/// only matters for limits tight enough to block most kinds.
fn place_free(room: [u8; KINDS], jokers: u8, pair_pending: bool) -> bool {
    if !pair_pending {
        return free_groups(room, jokers, 0);
    }
    jokers >= 2
        && (0..KINDS).any(|kind| {
            let mut rest = room;
            rest[kind] >= 2 && {
                rest[kind] -= 2;
                free_groups(rest, jokers - 2, 0)
            }
        })
}

/// Whether `jokers` alone form groups within `room`, trying groups in order of their lowest kind
/// (from `from`) so that each set of groups is tried once.
fn free_groups(room: [u8; KINDS], jokers: u8, from: usize) -> bool {
    if jokers < 3 {
        return jokers == 0;
    }
    (from..KINDS).any(|kind| {
        let triplet = room[kind] >= 3 && {
            let mut rest = room;
            rest[kind] -= 3;
            free_groups(rest, jokers - 3, kind)
        };
        triplet
            || (kind < SUITED
                && kind % 9 <= 6
                && room[kind..kind + 3].iter().all(|&left| left > 0)
                && {
                    let mut rest = room;
                    rest[kind..kind + 3].iter_mut().for_each(|left| *left -= 1);
                    free_groups(rest, jokers - 3, kind)
                })
    })
}

/// The standard form without jokers, where nothing needs searching but the pair.
fn plain_standard(counts: &[u8; KINDS]) -> bool {
    // Groups never cross a suit, so each suit and the honors decomposition on their own: all but the
    // part holding the pair must count 0 mod 3, and that one 2 mod 3.
    let mut pair_part = None;
    for part in 0..4 {
        let tiles: u32 = counts[part_kinds(part)].iter().map(|&n| u32::from(n)).sum();
        match tiles % 3 {
            0 => {}
            2 if pair_part.is_none() => pair_part = Some(part),
            _ => return false,
        }
    }
    let Some(pair_part) = pair_part else {
        return false;
    };
    (0..4)
        .filter(|&part| part != pair_part)
        .all(|part| part_decomposes(counts, part))
        && part_kinds(pair_part)
            .filter(|&kind| counts[kind] >= 2)
            .any(|kind| {
                let mut rest = *counts;
                rest[kind] -= 2;
                part_decomposes(&rest, pair_part)
            })
}

/// Kinds of one suit (0..3) or of the honors (3).
fn part_kinds(part: usize) -> Range<usize> {
    part * 9..(part * 9 + 9).min(KINDS)
}

fn part_decomposes(counts: &[u8; KINDS], part: usize) -> bool {
    if part == 3 {
        counts[SUITED..].iter().all(|&n| n % 3 == 0)
    } else {
        plain_groups(counts, part_kinds(part))
    }
}

/// Whether the numbered tiles of `kinds` decomposed into groups without jokers.
fn plain_groups(counts: &[u8; KINDS], kinds: Range<usize>) -> bool {
    let mut left = *counts;
    for kind in kinds {
        // Three equal sequences hold the same tiles as three triplets, so only `left % 3`
        // sequences need start here; the rest of the kind forms triplets.
        let runs = left[kind] % 3;
        if runs == 0 {
            continue;
        }
        if kind % 9 > 6 || left[kind + 1] < runs || left[kind + 2] < runs {
            return false;
        }
        left[kind + 1] -= runs;
        left[kind + 2] -= runs;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::super::parse;
    use super::*;

    fn standard(text: &str, limits: &Room) -> bool {
        let (counts, jokers) = parse(text);
        is_standard(&counts, jokers, limits)
    }

    fn limits_with(changes: &[(&str, u8)]) -> Room {
        let mut limits = NO_LIMIT;
        for &(tile, limit) in changes {
            let (counts, _) = parse(tile);
            let kind = counts.iter().position(|&n| n > 0).expect(tile);
            limits[kind] = limit;
        }
        limits
    }

    #[test]
    fn nine_gates_wait_on_every_rank() {
        for rank in 1..=9 {
            assert!(standard(&format!("1112345678999m{rank}m"), &NO_LIMIT));
            assert!(standard(&format!("1112345678999m{rank}m"), &[4; 34]));
        }
        assert!(!standard("1112345678999m1p", &NO_LIMIT));
        // With one tile a joker, the hand is complete whatever the joker stands for.
        assert!(standard("1112345678999m*", &NO_LIMIT));
        assert!(standard("112345678999m**", &NO_LIMIT));
    }

    #[test]
    fn standard_hands_without_jokers() {
        assert!(standard("33m789p344556s777z", &NO_LIMIT));
        assert!(standard("11m", &NO_LIMIT));
        assert!(standard("111122223333m44s", &NO_LIMIT));
        assert!(!standard("12m", &NO_LIMIT));
        assert!(!standard("1234m", &NO_LIMIT));
        assert!(standard("11223344556677m", &NO_LIMIT));
        assert!(!standard("1199m2288p3377s66z", &NO_LIMIT));
        assert!(!standard("123m456p789s345z77z", &NO_LIMIT));
        assert!(standard("123m456p789s555z77z", &NO_LIMIT));
        assert!(!standard("789m891p11z", &NO_LIMIT));
        assert!(!standard("11m", &limits_with(&[("1m", 1)])));
    }

    #[test]
    fn honors_take_jokers_only_as_triplets() {
        assert!(!standard("345z**", &NO_LIMIT));
        assert!(standard("345z*****", &NO_LIMIT));
        assert!(standard("3z**55m", &NO_LIMIT));
        assert!(standard("33z*55m", &NO_LIMIT));
        assert!(!standard("34z*55m", &NO_LIMIT));
        assert!(standard("34z******", &NO_LIMIT));
        assert!(standard("3333z**55m", &NO_LIMIT));
        assert!(!standard("3333z*55m5p", &NO_LIMIT));
        // With 5m capped at its own two, the joker cannot turn 55m into a triplet instead.
        assert!(!standard("3z**55m", &limits_with(&[("3z", 2), ("5m", 2)])));
        assert!(standard("3z**55m", &limits_with(&[("3z", 3), ("5m", 2)])));
        assert!(standard("3z**55m", &limits_with(&[("3z", 2), ("5m", 3)])));
    }

    #[test]
    fn a_joker_as_a_fifth_copy_only_without_limits() {
        assert!(standard("1111m*", &NO_LIMIT));
        assert!(!standard("1111m*", &[4; 34]));
        assert!(standard("1111m*23m5p", &[4; 34]));
        // `*` with `[111m]` exposed and 1m drawn: the pair needs a fourth 1m besides the meld.
        assert!(standard("1m*", &NO_LIMIT));
        assert!(!standard("1m*", &limits_with(&[("1m", 1)])));
        assert!(standard("1m*", &limits_with(&[("1m", 2)])));
    }

    #[test]
    fn jokers_fill_ranks_below_the_lowest_tile() {
        assert!(standard("3m**55m", &NO_LIMIT));
        // Only 1m2m3m remains once 3m cannot be tripled and 4m cannot be had.
        let low_only = limits_with(&[("3m", 1), ("4m", 0)]);
        assert!(standard("3m**77z", &low_only));
        let blocked = limits_with(&[("3m", 1), ("4m", 0), ("1m", 0)]);
        assert!(!standard("3m**77z", &blocked));
        assert!(standard("9m**11z", &limits_with(&[("9m", 1)])));
        assert!(standard("79m*11z", &NO_LIMIT));
        let one_each = [("7m", 1), ("8m", 1), ("9m", 1)];
        assert!(standard("8m9m*11z", &limits_with(&one_each)));
        assert!(!standard(
            "8m9m*11z",
            &limits_with(&[("7m", 0), ("8m", 1), ("9m", 1)])
        ));
    }

    #[test]
    fn jokers_alone_and_the_joker_pair() {
        assert!(standard("**", &NO_LIMIT));
        assert!(standard("*****", &NO_LIMIT));
        assert!(standard("123m**", &NO_LIMIT));
        assert!(!standard("*", &NO_LIMIT));
        assert!(!standard("***", &NO_LIMIT));
        // Room for a pair but not a triplet anywhere: the three spare jokers need a sequence.
        let mut tight = [2; 34];
        assert!(standard("*****", &tight));
        tight[..27].fill(0);
        assert!(!standard("*****", &tight));
        tight[4] = 1;
        tight[5] = 1;
        assert!(!standard("*****", &tight));
        tight[6] = 1;
        assert!(standard("*****", &tight));
        // The tiles decomposition without jokers, but no kind has room left for the joker pair.
        let mut exact = [0; 34];
        exact[..3].fill(1);
        assert!(!standard("123m**", &exact));
        exact[33] = 2;
        assert!(standard("123m**", &exact));
    }

    #[test]
    fn seven_pairs_with_jokers() {
        let (counts, jokers) = parse("1199m2288p3377s66z");
        assert!(is_seven_pairs(&counts, jokers, false));
        let (counts, jokers) = parse("1111m2288p3377s66z");
        assert!(!is_seven_pairs(&counts, jokers, false));
        assert!(is_seven_pairs(&counts, jokers, true));
        let (counts, jokers) = parse("111m*2288p3377s66z");
        assert!(!is_seven_pairs(&counts, jokers, false));
        assert!(is_seven_pairs(&counts, jokers, true));
        let (counts, jokers) = parse("19m2288p3377s66z**");
        assert!(is_seven_pairs(&counts, jokers, false));
        let (counts, jokers) = parse("1m2288p3377s66z***");
        assert!(is_seven_pairs(&counts, jokers, false));
        let (counts, jokers) = parse("1m5p6s4z2288p3377s**");
        assert!(!is_seven_pairs(&counts, jokers, true));
        let (counts, jokers) = parse("2288p3377s66z****");
        assert!(is_seven_pairs(&counts, jokers, false));
        let (counts, jokers) = parse("1199m2288p3377s6z");
        assert!(!is_seven_pairs(&counts, jokers, true));
    }

    #[test]
    fn thirteen_orphans_with_jokers() {
        for extra in ["1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "5z", "7z"] {
            let (counts, jokers) = parse(&format!("19m19p19s1234567z{extra}"));
            assert!(is_thirteen_orphans(&counts, jokers), "{extra}");
        }
        let (counts, jokers) = parse("19m19p19s123456z**");
        assert!(is_thirteen_orphans(&counts, jokers));
        let (counts, jokers) = parse("119m19p19s12345z**");
        assert!(is_thirteen_orphans(&counts, jokers));
        let (counts, jokers) = parse("1199m19p19s1234z**");
        assert!(!is_thirteen_orphans(&counts, jokers));
        let (counts, jokers) = parse("19m19p19s1234567z2m");
        assert!(!is_thirteen_orphans(&counts, jokers));
        let (counts, jokers) = parse("19m19p19s123456z*");
        assert!(!is_thirteen_orphans(&counts, jokers));
    }
}
