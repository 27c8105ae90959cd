//! Draw masks: for every hand-sized suit key, the ranks whose draw lowers each of the key's
//! shanten distances (to `m` groups, without a pair and with one), derived from the shanten
//! tables.
//!
//! A tile drawn into one suit lowers that suit's distances by at most one, and a hand's
//! standard-form shanten is the least sum over the ways its suits share the groups and the
//! pair. So a draw lowers the hand's shanten exactly when it lowers its suit's distance in a
//! split that is best now: with these masks, a hand's effective tiles are four reads and a
//! test of each suit's ten splits, where reading the entry of each of the 34 draws would
//! cost a table read and a sum per draw. Built from a table set's own shanten entries on first
//! use and kept by their owner ([`super::derived`]): 16 bytes a place, 7.2 MB; not baked
//! (the time it takes is in `BENCHMARKS.md`).

use crate::base::generator::mahjong::{MAX_TILES, POW5, SuitShape, counts_of_key};
use crate::base::generator::shanten::{Distances, GROUPS, decode};
use crate::base::key::{HIGH_BASE, LOW_KEYS, hand_index};
use rayon::prelude::*;

/// Bits a mask takes per count of groups: one per rank.
pub const RANK_BITS: u32 = 9;

/// The masks of one key: `[pair]`, nine bits per count of groups `m` at bit `9 m`, bit
/// `9 m + r` set where a tile of rank `r` (the key holding fewer than four) lowers the
/// distance to `m` groups.
pub type Masks = [u64; 2];

/// Per-place draw masks of one variant's suits.
#[derive(Debug)]
pub struct DrawMasks {
    numbered: Box<[Masks]>,
    honors: Box<[Masks]>,
}

impl DrawMasks {
    /// The masks of a set of shanten tables, both suits at once, from the entry at each place
    /// of the honors' table (`true`) or a numbered suit's.
    pub(crate) fn build(entry: impl Fn(bool, usize) -> u32 + Sync) -> DrawMasks {
        let (numbered, honors) = rayon::join(
            || masks(SuitShape::Numbered, |place| entry(false, place)),
            || masks(SuitShape::Honors, |place| entry(true, place)),
        );
        DrawMasks { numbered, honors }
    }

    /// The masks at a place of the honors' table or a numbered suit's; a place past the
    /// table (no hand-sized key's) has none.
    #[inline(always)]
    pub(crate) fn at(&self, honors: bool, place: usize) -> Masks {
        let table = if honors { &self.honors } else { &self.numbered };
        table.get(place).copied().unwrap_or([0; 2])
    }
}

/// The masks of one shape's keys, from the entries at their places. The keys sharing a high
/// part (ranks 6 to 9) have consecutive places, so each high part's run is filled on its own,
/// in parallel.
fn masks(shape: SuitShape, entry: impl Fn(usize) -> u32 + Sync) -> Box<[Masks]> {
    let places = shape.hand_keys();
    let distances: Vec<Distances> = (0..places)
        .into_par_iter()
        .map(|place| decode(entry(place)))
        .collect();
    let mut out = vec![[0; 2]; places].into_boxed_slice();
    let mut runs = Vec::new();
    let mut rest = &mut out[..];
    for high in 0..shape.key_space() / LOW_KEYS {
        let len = (HIGH_BASE[high + 1] - HIGH_BASE[high]) as usize;
        let (run, after) = rest.split_at_mut(len);
        runs.push((high, run));
        rest = after;
    }
    runs.into_par_iter().for_each(|(high, run)| {
        let base = HIGH_BASE[high] as usize;
        for low in 0..LOW_KEYS {
            let key = (low + LOW_KEYS * high) as u32;
            let counts = counts_of_key(shape, key);
            let size: usize = counts.iter().map(|&c| usize::from(c)).sum();
            // A key of a full hand takes no draw.
            if size >= MAX_TILES {
                continue;
            }
            let place = hand_index(key);
            let here = &distances[place];
            let mut masks = [0; 2];
            for r in (0..shape.ranks()).filter(|&r| counts[r] < 4) {
                let up = &distances[hand_index(key + POW5[r])];
                add_lowered(&mut masks, here, up, r);
            }
            run[place - base] = masks;
        }
    });
    out
}

/// Sets in `masks` rank `r`'s bit of each distance that a tile of that rank lowers: from
/// `here`, a key's distances, to `up`, those of the key with the tile.
#[inline(always)]
pub(crate) fn add_lowered(masks: &mut Masks, here: &Distances, up: &Distances, r: usize) {
    for (mask, (now, after)) in masks.iter_mut().zip(here.iter().zip(up)) {
        for m in 0..GROUPS {
            *mask |= u64::from(after[m] < now[m]) << (RANK_BITS as usize * m + r);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mahjong::table::Dense;
    use crate::mahjong::table::suit::sealed::Derive;

    /// The effective tiles read a suit's masks as "this draw lowers that split by one": no
    /// distance of any key may rise with a tile or fall by more than one.
    #[test]
    fn a_draw_lowers_a_distance_by_at_most_one() {
        let dense = Dense::for_variant(crate::mahjong::table::BAKED);
        let tables = dense.shanten();
        for shape in [SuitShape::Numbered, SuitShape::Honors] {
            let honors = shape == SuitShape::Honors;
            for key in 0..shape.key_space() as u32 {
                let counts = counts_of_key(shape, key);
                if counts.iter().map(|&c| usize::from(c)).sum::<usize>() >= MAX_TILES {
                    continue;
                }
                let here = decode(tables.entry_at(honors, hand_index(key)));
                for r in (0..shape.ranks()).filter(|&r| counts[r] < 4) {
                    let up = decode(tables.entry_at(honors, hand_index(key + POW5[r])));
                    for (now, after) in here.iter().flatten().zip(up.iter().flatten()) {
                        assert!(after <= now && after + 1 >= *now, "key {key} rank {r}");
                    }
                }
            }
        }
    }
}
