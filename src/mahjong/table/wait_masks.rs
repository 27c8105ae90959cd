//! Wait masks: for every key, the ranks whose tile completes the suit, derived from a table.
//!
//! A hand without jokers waits on a tile exactly when the suit receiving it becomes complete
//! and the other suits already are. One word per key answers the first half for all nine ranks
//! at once (without a pair in the low half, with a pair in the high half) and the second half
//! in one more bit each, so a hand's waits are four mask loads instead of 34 lookups. Built
//! from a table set's own bytes on first use and kept by their owner ([`super::derived`]):
//! 8.1 MB; not baked (the time it takes is in `BENCHMARKS.md`).

use super::byte::{suit_rules, with_pair, without_pair};
use crate::base::generator::mahjong::{POW5, SuitRules, SuitShape, counts_of_key, is_pattern};
use crate::base::variant::Variant;

/// Per-key completion masks of one variant's suits.
#[derive(Debug)]
pub struct WaitMasks {
    numbered: Box<[u32]>,
    honors: Box<[u32]>,
}

/// Bit `r`: adding a tile of rank `r` completes the suit without a pair.
pub const WITHOUT_PAIR: u32 = 0x1FF;
/// Bit `16 + r`: adding a tile of rank `r` completes the suit with a pair.
pub const WITH_PAIR_SHIFT: u32 = 16;
/// Set when the suit is complete as it is, without a pair (and, [`WITH_PAIR_SHIFT`] higher,
/// with one): what the other suits must be for one suit's tile to complete the hand, kept in
/// the same word so that a hand's waits need no other lookup.
pub const COMPLETE: u32 = 1 << 9;

impl WaitMasks {
    /// The masks of a table set's suits, from its own bytes (one per key, 5^9 and 5^7 of
    /// them), both suits at once. A key past the bytes reads as "never".
    pub(crate) fn build(variant: Variant, numbered: &[u8], honors: &[u8]) -> WaitMasks {
        let byte = |bytes: &[u8], key: u32| bytes.get(key as usize).copied().unwrap_or(u8::MAX);
        let (numbered, honors) = rayon::join(
            || {
                masks(suit_rules(variant, SuitShape::Numbered), |k| {
                    byte(numbered, k)
                })
            },
            || masks(suit_rules(variant, SuitShape::Honors), |k| byte(honors, k)),
        );
        WaitMasks { numbered, honors }
    }

    #[inline]
    pub fn numbered(&self, key: u32) -> u32 {
        self.numbered[key as usize]
    }

    #[inline]
    pub fn honors(&self, key: u32) -> u32 {
        self.honors[key as usize]
    }
}

/// The masks of one suit. A rank already held four times is answered for a fifth copy, which
/// in a hand of four groups is either in a triplet (leaving two) or is the pair beside three
/// sequences (leaving three and no pair); with five groups it may also sit in five sequences,
/// so those suits are searched.
fn masks(suit: SuitRules, lookup: impl Fn(u32) -> u8) -> Box<[u32]> {
    let shape: SuitShape = suit.shape;
    let ranks = shape.ranks();
    let pair_ok: Vec<bool> = (0..ranks)
        .map(|r| suit.pair_ranks().any(|p| p == r))
        .collect();
    (0..shape.key_space() as u32)
        .map(|key| {
            let counts = counts_of_key(shape, key);
            let size: usize = counts.iter().map(|&c| usize::from(c)).sum();
            let here = lookup(key);
            let mut mask = 0;
            if without_pair(here) == 0 {
                mask |= COMPLETE;
            }
            if with_pair(here) == 0 {
                mask |= COMPLETE << WITH_PAIR_SHIFT;
            }
            if size >= suit.max_tiles() {
                return mask;
            }
            for r in 0..ranks {
                let w = POW5[r];
                let (completes, completes_with_pair) = if counts[r] < 4 {
                    let b = lookup(key + w);
                    (without_pair(b) == 0, with_pair(b) == 0)
                } else if suit.groups > 4 {
                    // Five groups leave a fifth copy one more place: five sequences.
                    let mut five = counts;
                    five[r] += 1;
                    (
                        is_pattern(suit, &five, false),
                        is_pattern(suit, &five, true),
                    )
                } else {
                    let two_left = lookup(key - 2 * w);
                    let three_left = pair_ok[r] && without_pair(lookup(key - w)) == 0;
                    (
                        without_pair(two_left) == 0,
                        with_pair(two_left) == 0 || three_left,
                    )
                };
                mask |= u32::from(completes) << r
                    | u32::from(completes_with_pair) << (WITH_PAIR_SHIFT + r as u32);
            }
            mask
        })
        .collect()
}
