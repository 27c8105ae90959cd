//! The knitted forms (组合龙, 全不靠, 七星不靠) by plain enumeration, what the table checker's
//! knitted forms are checked against.
//!
//! Each form is tried arrangement by arrangement ([`KNITTED`]). A knitted straight places the
//! arrangement's nine kinds, each a tile of the hand or a joker, and asks the standard form's
//! search for the rest: [`counts::is_standard`] for completeness, the shanten search with the
//! nine kinds placed as three groups for shanten. 全不靠 chooses fourteen of the sixteen places
//! (the arrangement's nine and the seven honors) in every way, each place kept where the hand
//! holds its kind and filled where it does not. The shanten of both is in
//! [`shanten`](super::shanten), which places the arrangements as this module lists them.

use super::counts::{self, Room};
use crate::mahjong::tile::KNITTED;

const KINDS: usize = 34;
/// Kinds below this index are numbered; from it on, honors.
const SUITED: usize = 27;
/// Concealed tiles of a knitted form without melds.
const FULL: u8 = 14;

/// Concealed tiles, jokers included.
fn tiles(counts: &[u8; KINDS], jokers: u8) -> u32 {
    counts.iter().map(|&n| u32::from(n)).sum::<u32>() + u32::from(jokers)
}

/// The kinds of arrangement `a`.
pub(super) fn arrangement(a: usize) -> [usize; 9] {
    KNITTED[a].map(|t| t.index())
}

/// 组合龙: the nine kinds of one arrangement, each a tile of the hand or a joker, and the rest
/// a standard hand (a group and a pair, or a pair beside one meld), every kind within
/// `limits` with the arrangement's tile counted. The caller checks the size (fourteen
/// concealed tiles, or eleven beside one meld).
pub fn is_knitted_straight(counts: &[u8; KINDS], jokers: u8, limits: &Room) -> bool {
    (0..KNITTED.len()).any(|a| {
        let (mut rest, mut room, mut jokers) = (*counts, *limits, jokers);
        for kind in arrangement(a) {
            let Some(left) = room[kind].checked_sub(1) else {
                return false;
            };
            room[kind] = left;
            if rest[kind] > 0 {
                rest[kind] -= 1;
            } else if jokers > 0 {
                jokers -= 1;
            } else {
                return false;
            }
        }
        counts::is_standard(&rest, jokers, &room)
    })
}

/// 全不靠: fourteen concealed tiles of fourteen different kinds, all among one arrangement's
/// nine and the seven honors (jokers standing for the kinds not held); a kind whose limit is
/// 0 (an honor of a game without them) is no place.
pub fn is_honors_and_knitted(counts: &[u8; KINDS], jokers: u8, limits: &Room) -> bool {
    honors_and_knitted_places(counts, jokers, limits, 0)
}

/// 七星不靠: 全不靠 holding all seven honors (jokers standing for those not held).
pub fn is_greater_honors_and_knitted(counts: &[u8; KINDS], jokers: u8, limits: &Room) -> bool {
    honors_and_knitted_places(counts, jokers, limits, 7)
}

/// 全不靠 with at least `honors` of its fourteen places honors.
fn honors_and_knitted_places(
    counts: &[u8; KINDS],
    jokers: u8,
    limits: &Room,
    honors: usize,
) -> bool {
    let within = counts.iter().zip(limits).all(|(own, limit)| own <= limit);
    if !within || tiles(counts, jokers) != u32::from(FULL) || counts.iter().any(|&n| n > 1) {
        return false;
    }
    (0..KNITTED.len()).any(|a| {
        let places = places(a, limits);
        let held_outside = (0..KINDS).any(|k| counts[k] > 0 && !places.contains(&k));
        let honor_places = places.iter().filter(|&&k| k >= SUITED).count();
        let held_honors = (SUITED..KINDS).filter(|&k| counts[k] > 0).count();
        !held_outside
            && places.len() >= usize::from(FULL)
            && honor_places >= honors
            && held_honors + usize::from(jokers) >= honors
    })
}

/// Arrangement `a`'s kinds and the honors, those whose limit lets a tile stand there.
pub(super) fn places(a: usize, limits: &Room) -> Vec<usize> {
    arrangement(a)
        .into_iter()
        .chain(SUITED..KINDS)
        .filter(|&k| limits[k] > 0)
        .collect()
}
