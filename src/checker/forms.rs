//! The two special forms, seven pairs and thirteen orphans, decided from the count array.
//!
//! Both need all fourteen tiles concealed and look at every kind at once, so a per-suit table
//! buys nothing: one pass over 34 counts is already a handful of nanoseconds.

use crate::tile::{KINDS, ORPHANS};

/// Which forms of completeness a hand has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Forms(u8);

impl Forms {
    pub const STANDARD: Forms = Forms(1);
    pub const SEVEN_PAIRS: Forms = Forms(2);
    pub const THIRTEEN_ORPHANS: Forms = Forms(4);
    const NAMES: [(Forms, &'static str); 3] = [
        (Forms::STANDARD, "standard"),
        (Forms::SEVEN_PAIRS, "seven_pairs"),
        (Forms::THIRTEEN_ORPHANS, "thirteen_orphans"),
    ];

    pub const fn empty() -> Forms {
        Forms(0)
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn contains(self, other: Forms) -> bool {
        self.0 & other.0 == other.0
    }

    pub fn insert(&mut self, other: Forms) {
        self.0 |= other.0;
    }

    /// The names of the forms held: `standard`, `seven_pairs`, `thirteen_orphans`.
    pub fn names(self) -> impl Iterator<Item = &'static str> {
        Forms::NAMES
            .into_iter()
            .filter(move |&(f, _)| self.contains(f))
            .map(|(_, n)| n)
    }
}

/// Seven pairs from 14 concealed tiles (`counts` + `jokers`; a designated joker kind already
/// moved out of `counts`). Distinct kinds, or with `quad` four of a kind as two pairs. A joker
/// partners a single (or, with `quad`, a three), spare jokers pair up as further kinds.
pub fn seven_pairs(counts: &[u8; KINDS], quad: bool) -> bool {
    // Eight counts at a time in a u64 (every count is at most 4, so no byte carries into the
    // next): most hands fail, and this costs a few instructions instead of a loop.
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let most = if quad { 4 } else { 2 };
    let word = |i: usize| u64::from_le_bytes(counts[i..i + 8].try_into().expect("8 counts"));
    let tail = u64::from(u16::from_le_bytes([counts[32], counts[33]]));
    let words = [word(0), word(8), word(16), word(24), tail];
    let mut over = 0;
    let mut halves = 0;
    for w in words {
        // A byte above `most` gets its high bit set by adding 127 - most.
        over |= (w + ONES * (127 - most)) & HIGH;
        // ceil(c / 2) per byte, summed across the word by the multiply's top byte.
        halves += (((w + ONES) >> 1) & (ONES * 0x7F)).wrapping_mul(ONES) >> 56;
    }
    // The hand has 14 tiles, so the jokers left after partnering the odd counts are even and
    // make up exactly the missing pairs.
    over == 0 && halves <= 7
}

/// Whether the numbered suits' keys hold only terminals: a quick test that rejects almost
/// every hand before [`thirteen_orphans`] looks at the counts.
#[inline]
pub fn only_terminals(keys: &[u32; 4]) -> bool {
    // Ranks 2..=8 are the digits between the first and the last.
    keys[..3].iter().all(|&k| k % 390_625 < 5)
}

/// Thirteen orphans from 14 concealed tiles: only terminals and honours, none more than
/// twice, at most one twice; jokers fill the missing kinds (and the pair).
pub fn thirteen_orphans(counts: &[u8; KINDS]) -> bool {
    let orphan_tiles: u8 = ORPHANS.iter().map(|t| counts[t.index()]).sum();
    let all_tiles: u8 = counts.iter().sum();
    let doubles = ORPHANS.iter().filter(|t| counts[t.index()] == 2).count();
    orphan_tiles == all_tiles && doubles <= 1 && ORPHANS.iter().all(|t| counts[t.index()] <= 2)
}
