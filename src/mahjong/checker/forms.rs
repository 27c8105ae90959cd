//! The two special forms, seven pairs and thirteen orphans.
//!
//! Both need all fourteen tiles concealed and look at every kind at once, so a per-suit table
//! of 5^9 entries would buy nothing. Seven pairs is read from the suit keys five digits at a
//! time (most fourteen-tile hands that are not standard wins end here, so it must be cheap);
//! thirteen orphans, once the keys show only terminals and honours, from the counts.

use crate::mahjong::tile::{KINDS, ORPHANS};

/// Which forms of completeness a hand has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Forms(u8);

impl Forms {
    /// Four groups and a pair (melds counting as groups).
    pub const STANDARD: Forms = Forms(1);
    /// Seven pairs (七对子), four alike counting as two pairs under `seven_pairs_quad`.
    pub const SEVEN_PAIRS: Forms = Forms(2);
    /// Thirteen orphans (国士无双): one of each terminal and honour, one of them twice.
    pub const THIRTEEN_ORPHANS: Forms = Forms(4);
    const NAMES: [(Forms, &'static str); 3] = [
        (Forms::STANDARD, "standard"),
        (Forms::SEVEN_PAIRS, "seven_pairs"),
        (Forms::THIRTEEN_ORPHANS, "thirteen_orphans"),
    ];

    /// No form.
    pub const fn empty() -> Forms {
        Forms(0)
    }

    /// Whether no form is set.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every form of `other` is set here.
    pub const fn contains(self, other: Forms) -> bool {
        self.0 & other.0 == other.0
    }

    /// Sets the forms of `other` too.
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

/// Eight counts at a time in a u64: every count (and every sum of a kind's concealed and
/// melded counts) is at most 8, so adding a constant below 128 to a byte never carries into
/// the next, and a byte's high bit answers a comparison for its kind.
pub(crate) mod packed {
    use crate::mahjong::tile::KINDS;

    pub const ONES: u64 = 0x0101_0101_0101_0101;
    pub const HIGH: u64 = 0x8080_8080_8080_8080;
    /// Multiplying the high bits of a word by this gathers them into its top byte, byte `i`'s
    /// bit as bit `i`.
    const GATHER: u64 = 0x0002_0408_1020_4081;

    /// The 34 counts as five words, the last holding two counts and six zero bytes.
    #[inline]
    pub fn words(counts: &[u8; KINDS]) -> [u64; 5] {
        let word = |i: usize| {
            let mut bytes = [0; 8];
            bytes.copy_from_slice(&counts[i..i + 8]);
            u64::from_le_bytes(bytes)
        };
        let tail = u64::from(u16::from_le_bytes([counts[32], counts[33]]));
        [word(0), word(8), word(16), word(24), tail]
    }

    /// The count of kind `k` (below 40; the bytes past the kinds read 0).
    #[inline]
    pub fn count(words: [u64; 5], k: usize) -> u8 {
        (words[k / 8 % 5] >> (8 * (k % 8))) as u8
    }

    /// Per byte, the high bit set where the count is at least `n` (`n` at most 127).
    #[inline]
    pub fn at_least(w: u64, n: u8) -> u64 {
        (w + ONES * u64::from(128 - n)) & HIGH
    }

    /// One bit per kind, bit `k` from the high bit of kind `k`'s byte.
    #[inline]
    pub fn kinds(words: [u64; 5]) -> u64 {
        let mut mask = 0;
        for (i, w) in words.into_iter().enumerate() {
            mask |= ((w & HIGH).wrapping_mul(GATHER) >> 56) << (8 * i);
        }
        mask & ((1 << KINDS) - 1)
    }

    /// The sum over kinds of ceil(count / 2): the pairs the counts need.
    #[inline]
    pub fn halves(words: [u64; 5]) -> u32 {
        // ceil(c / 2) per byte, summed across the word by the multiply's top byte.
        let sum = |w: u64| ((((w + ONES) >> 1) & (ONES * 0x7F)).wrapping_mul(ONES) >> 56) as u32;
        words.into_iter().map(sum).sum()
    }
}

/// Seven pairs from 14 concealed tiles (suit `keys` + jokers; a designated joker kind already
/// taken out of the keys). Distinct kinds, or with `quad` four of a kind as two pairs. A joker
/// partners a single (or, with `quad`, a three), spare jokers pair up as further kinds.
#[inline]
pub fn seven_pairs(keys: &[u32; 4], quad: bool) -> bool {
    // Each key in two chunks of five digits: the pairs the counts need add up, and a count
    // of three or more anywhere shows in the flags.
    let mut pairs = 0;
    let mut flags = 0;
    for &key in keys {
        for chunk in [key % 3125, key / 3125] {
            let byte = PAIR_CHUNKS
                .get(chunk as usize)
                .copied()
                .unwrap_or(THREE_OR_MORE);
            pairs += u32::from(byte & 0xF);
            flags |= byte;
        }
    }
    // The hand has 14 tiles, so the jokers left after partnering the odd counts are even and
    // make up exactly the missing pairs.
    (quad || flags & THREE_OR_MORE == 0) && pairs <= 7
}

/// The flag of a [`PAIR_CHUNKS`] byte for a count of three or more.
const THREE_OR_MORE: u8 = 0x10;

/// For every five base-5 digits (counts of five ranks): the pairs they need, the sum of
/// ceil(count / 2), in the low nibble, and [`THREE_OR_MORE`].
static PAIR_CHUNKS: [u8; 3125] = {
    let mut chunks = [0; 3125];
    let mut n = 0;
    while n < 3125 {
        let (mut rest, mut byte) = (n, 0);
        while rest > 0 {
            let count = (rest % 5) as u8;
            byte += count.div_ceil(2);
            if count >= 3 {
                byte |= THREE_OR_MORE;
            }
            rest /= 5;
        }
        chunks[n] = byte;
        n += 1;
    }
    chunks
};

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

#[cfg(test)]
mod tests {
    use super::packed;
    use crate::mahjong::tile::KINDS;

    /// Seven pairs read from the keys equals the rule on the counts: no count above two
    /// (four with `quad`) and at most seven pairs needed.
    #[test]
    fn seven_pairs_from_keys_equals_the_counts_rule() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut seen = [0; 2];
        for _ in 0..200_000 {
            let mut counts = [0u8; KINDS];
            for _ in 0..14 {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                // Few kinds, so that pairs and fours come up often.
                let k = (state % 40) as usize;
                if k < KINDS && counts[k] < 4 {
                    counts[k] += 1;
                }
            }
            let (keys, _) =
                crate::mahjong::hand::keys_of(&counts, &[0; KINDS]).expect("counts fit");
            for quad in [false, true] {
                let most = if quad { 4 } else { 2 };
                let pairs: u32 = counts.iter().map(|&c| u32::from(c.div_ceil(2))).sum();
                let want = counts.iter().all(|&c| c <= most) && pairs <= 7;
                assert_eq!(super::seven_pairs(&keys, quad), want, "{counts:?}");
                seen[usize::from(want)] += 1;
            }
        }
        assert!(seen.iter().all(|&n| n > 1000), "{seen:?}");
    }

    #[test]
    fn packed_tests_equal_the_counts_one_by_one() {
        let mut state = 0x1234_5678_9abc_def1u64;
        for _ in 0..20_000 {
            let mut counts = [0u8; KINDS];
            for c in counts.iter_mut() {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                *c = (state % 9) as u8;
            }
            let words = packed::words(&counts);
            for n in 1..=8 {
                let want = (0..KINDS)
                    .filter(|&k| counts[k] >= n)
                    .fold(0u64, |m, k| m | 1 << k);
                assert_eq!(packed::kinds(words.map(|w| packed::at_least(w, n))), want);
            }
            let halves: u32 = counts.iter().map(|&c| u32::from(c.div_ceil(2))).sum();
            assert_eq!(packed::halves(words), halves);
        }
    }
}
