//! The knitted forms' shanten by search: the knitted straight is the standard form's search
//! with an arrangement's nine kinds placed first as three groups; 全不靠 chooses its fourteen
//! places among an arrangement's nine kinds and the honors in every way.

use super::search::standard_placed;
use super::target::{FULL, Groups, KINDS, Limits, fourteen_concealed, shanten, target_size, tiles};
use crate::mahjong::backtrack::knitted::{arrangement, places};
use crate::mahjong::tile::KNITTED;

/// The knitted straight's shanten: the best over the arrangements of the standard form's
/// search with the arrangement's nine kinds placed as three groups (each missing kind a tile
/// to draw, or a joker where none can be drawn). `None` when no target is within the limits,
/// and for a hand that is not one of the form's sizes: a knitted straight is fourteen tiles
/// (ten concealed beside one meld), so the hand must fill the fourteen slots of a
/// thirteen-tile game, beside at most one meld.
pub fn knitted_straight(
    counts: &[u8; KINDS],
    jokers: u8,
    melds: u8,
    limits: &Limits,
    groups: Groups,
) -> Option<i8> {
    let target = target_size(tiles(counts, jokers), melds, FULL)?;
    if melds > 1 || target + 3 * melds != FULL {
        return None;
    }
    (0..KNITTED.len())
        .filter_map(|a| standard_placed(counts, jokers, melds, limits, groups, &arrangement(a)))
        .min()
}

/// 全不靠's shanten (fourteen concealed tiles, no melds): over the arrangements and every
/// choice of the fourteen places among the sixteen, the most places the hand's tiles keep,
/// the places it does not keep filled by draws, or by jokers where no copy is left.
pub fn honors_and_knitted(
    counts: &[u8; KINDS],
    jokers: u8,
    melds: u8,
    limits: &Limits,
) -> Option<i8> {
    if !fourteen_concealed(counts, jokers, melds) {
        return None;
    }
    let budget = jokers + limits.drawable_jokers;
    let mut best = None;
    for a in 0..KNITTED.len() {
        let places = places(a, &limits.room);
        let n = places.len();
        if n < usize::from(FULL) {
            continue;
        }
        // Leave out `n - 14` places: every pair of them (the same one twice when only one
        // is left out, none when n is 14).
        for i in 0..n {
            for j in i..n {
                let out = |k: usize| match n - usize::from(FULL) {
                    0 => false,
                    1 => k == i,
                    _ => k == i || k == j,
                };
                if n - usize::from(FULL) == 2 && i == j {
                    continue;
                }
                let (mut kept, mut undrawable) = (0, 0);
                for (p, &kind) in places.iter().enumerate() {
                    if out(p) {
                        continue;
                    }
                    if counts[kind] > 0 {
                        kept += 1;
                    } else if limits.drawable[kind] == 0 {
                        undrawable += 1;
                    }
                }
                if undrawable <= budget {
                    best = best.max(Some(kept));
                }
            }
        }
    }
    best.map(|kept| shanten(FULL, kept, jokers))
}
