//! Jokers under the strict policy with melds: exact per-suit needs when a rank's room is less
//! than four.
//!
//! A table entry assumes every rank can hold four tiles. Under the strict policy (a joker is
//! never a fifth copy) a meld takes copies away: with `[111m]` melded, a joker may stand for at
//! most one more 1m. Such a suit's need is settled here by trying the joker placements that fit
//! (fewest first, starting from the table's answer, which is a lower bound), each tested with
//! one no-joker lookup. It runs only for hands that hold both jokers and melds under the strict
//! policy, and only for the suits the melds touch.

use crate::base::generator::mahjong::{NEVER, POW5};
use crate::mahjong::table::{with_pair, without_pair};

/// The table byte of a suit whose ranks hold at most `room[r]` tiles in all (own + jokers),
/// counting needs up to `budget` jokers. `lookup` is the suit's table.
pub fn capped_byte(lookup: impl Fn(u32) -> u8, counts: &[u8], room: &[u8], budget: u8) -> u8 {
    let key: u32 = counts
        .iter()
        .zip(POW5)
        .map(|(&c, w)| u32::from(c) * w)
        .sum();
    let bound = lookup(key);
    let mut byte = 0;
    for (shift, lower) in [(0, without_pair(bound)), (4, with_pair(bound))] {
        let need = (lower..=budget)
            .find(|&t| fits(&lookup, counts, room, 0, t, key, shift))
            .unwrap_or(NEVER);
        byte |= need << shift;
    }
    byte
}

/// Whether `left` more jokers, placed within each rank's room from `rank` on, complete the
/// suit (the nibble at `shift` of the completed key is zero).
fn fits(
    lookup: &impl Fn(u32) -> u8,
    counts: &[u8],
    room: &[u8],
    rank: usize,
    left: u8,
    key: u32,
    shift: u8,
) -> bool {
    if rank == counts.len() {
        return left == 0 && (lookup(key) >> shift) & 0xF == 0;
    }
    let space = room[rank].saturating_sub(counts[rank]).min(left);
    (0..=space).any(|x| {
        let key = key + u32::from(x) * POW5[rank];
        fits(lookup, counts, room, rank + 1, left - x, key, shift)
    })
}
