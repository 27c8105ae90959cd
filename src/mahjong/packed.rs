//! Eight counts at a time in a u64: kind `k` in byte `k % 8` of word `k / 8` (the last word
//! holds the two last kinds). Every count of a checked hand (and every sum of a kind's
//! concealed and melded counts) is at most 8, so adding a constant below 128 to a byte never
//! carries into the next, and a byte's high bit answers a comparison for its kind: the tests
//! that look at every kind at once (fours held, seven pairs, thirteen orphans) and the suit
//! keys of a bare count array take a few word operations instead of a loop over 34 kinds.

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

/// Whether some byte, whatever its value (a caller's count array is not yet checked), is
/// above four.
#[inline]
pub fn any_above_four(words: [u64; 5]) -> bool {
    // A byte plus 123 reaches the high bit from 5 up; a byte of 128 or more has its high bit
    // already. A byte above 132 carries into the next, which can only raise that byte, and
    // only once some byte is already found.
    let above = |w: u64| w.wrapping_add(ONES * 123) | w;
    words.into_iter().fold(0, |any, w| any | above(w)) & HIGH != 0
}

/// The sum of the counts, each at most four.
#[inline]
pub fn total(words: [u64; 5]) -> u32 {
    // At most 20 per byte summed over the words, at most 160 summed across them.
    let sum = words.into_iter().fold(0u64, u64::wrapping_add);
    (sum.wrapping_mul(ONES) >> 56) as u32
}

/// Each suit's counts from the count words: its first eight ranks (the honors' seven, with a
/// zero top byte), lowest rank in the lowest byte, and its ninth rank's count (0 for the
/// honors). Shifts only.
#[inline(always)]
pub fn suits(words: [u64; 5]) -> [(u64, u32); 4] {
    let [w0, w1, w2, w3, w4] = words;
    let byte = |w: u64, i: u32| ((w >> (8 * i)) & 0xFF) as u32;
    [
        (w0, byte(w1, 0)),
        (w1 >> 8 | w2 << 56, byte(w2, 1)),
        (w2 >> 16 | w3 << 48, byte(w3, 2)),
        (w3 >> 24 | w4 << 40, 0),
    ]
}

/// The key of one suit of [`suits`], its counts each at most four: digit pairs, then quads,
/// then halves, each step one multiplication, and the ninth rank added.
#[inline(always)]
pub fn suit_key((eight, ninth): (u64, u32)) -> u32 {
    eight_digits(eight) + ninth * 390_625
}

/// Per count word, the bytes of the kinds that are neither terminals nor honors.
const SIMPLES: [u64; 5] = {
    let mut words = [0u64; 5];
    let mut k = 0;
    while k < KINDS {
        let orphan = k >= 27 || k % 9 == 0 || k % 9 == 8;
        if !orphan {
            words[k / 8] |= 0xFF << (8 * (k % 8));
        }
        k += 1;
    }
    words
};

/// Whether the count words hold no tile but terminals and honors.
#[inline(always)]
pub fn only_orphans(words: [u64; 5]) -> bool {
    words
        .into_iter()
        .zip(SIMPLES)
        .fold(0, |any, (w, mask)| any | (w & mask))
        == 0
}

/// A count array as count words, with the questions [`sse2::Lanes`](super::sse2) answers
/// on x86_64: the word-at-a-time way, for other processors.
#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), allow(dead_code))]
#[derive(Clone, Copy)]
pub struct Words([u64; 5]);

#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), allow(dead_code))]
impl Words {
    /// The counts, unchecked.
    #[inline(always)]
    pub fn load(counts: &[u8; KINDS]) -> Words {
        Words(words(counts))
    }

    /// The four suit keys and the sum of the counts; when some count, whatever its value, is
    /// above four, a sum of 255 and keys of no meaning, which may lie past their tables, as
    /// [`sse2::Lanes`](super::sse2).
    #[inline(always)]
    pub fn keys_and_tiles(self) -> ([u32; 4], u32) {
        let tiles = if any_above_four(self.0) {
            u32::from(u8::MAX)
        } else {
            total(self.0)
        };
        (suits(self.0).map(suit_key), tiles)
    }

    /// Whether at most `most` kinds are held an odd number of times (counts each at most
    /// four).
    #[inline(always)]
    pub fn odd_kinds_at_most(self, most: u8) -> bool {
        odd_kinds(self.0) <= u32::from(most)
    }

    /// Whether a special form may be complete, as [`sse2::Lanes`](super::sse2) answers it:
    /// under `pairs` at most `jokers` kinds held an odd number of times, under `orphans` no
    /// simple tile held.
    #[inline(always)]
    pub fn special_possible(self, jokers: u8, pairs: bool, orphans: bool) -> bool {
        (pairs && self.odd_kinds_at_most(jokers)) || (orphans && only_orphans(self.0))
    }
}

/// How many kinds are held an odd number of times (counts each at most four).
#[inline]
pub fn odd_kinds(words: [u64; 5]) -> u32 {
    // At most five per byte summed over the words, at most 34 summed across them.
    let odd = words.into_iter().fold(0u64, |sum, w| sum + (w & ONES));
    (odd.wrapping_mul(ONES) >> 56) as u32
}

/// The base-5 number of eight digits, one per byte, the lowest first: each multiplication
/// adds every other lane, times the next weight, onto the lane below, and no lane overflows
/// (two digits make at most 24, four at most 624, eight at most 390,624).
#[inline(always)]
fn eight_digits(w: u64) -> u32 {
    // Byte 2i+1 becomes 5 b(2i+1) + b(2i): the pairs, one per 16-bit lane after the shift.
    let pairs = (w.wrapping_mul(1 << 8 | 5) >> 8) & 0x00FF_00FF_00FF_00FF;
    // The same with the 16-bit lanes, weight 25: the quads, one per 32-bit lane.
    let quads = (pairs.wrapping_mul(1 << 16 | 25) >> 16) & 0x0000_FFFF_0000_FFFF;
    // And the two halves, weight 625, in the top 32 bits.
    (quads.wrapping_mul(1 << 32 | 625) >> 32) as u32
}

/// Whether some kind is held four times: a hand holds at most four of a kind, so a count of
/// four is the only byte with bit 2 set, one test over all the words.
#[inline]
pub fn any_four(words: &[u64; 5]) -> bool {
    words.iter().fold(0, |any, &w| any | w) & ONES << 2 != 0
}

/// The kinds held four times, one bit per kind: a hand's dead waits, which no wall holds.
#[inline]
pub fn fours(words: [u64; 5]) -> u64 {
    kinds(words.map(|w| at_least(w, 4)))
}

/// The words with kind `k`'s count cleared.
#[inline]
pub fn without_kind(mut words: [u64; 5], k: usize) -> [u64; 5] {
    words[k / 8] &= !(0xFF << (8 * (k % 8)));
    words
}

/// One bit per kind, bit `k` from the high bit of kind `k`'s byte.
#[inline]
pub fn kinds(words: [u64; 5]) -> u64 {
    let mut mask = 0;
    for (i, w) in words.into_iter().enumerate() {
        mask |= high_bits(w) << (8 * i);
    }
    mask & ((1 << KINDS) - 1)
}

/// The high bits of a word's eight bytes, byte `i`'s as bit `i`.
#[inline]
pub fn high_bits(w: u64) -> u64 {
    (w & HIGH).wrapping_mul(GATHER) >> 56
}

/// The sum over kinds of ceil(count / 2): the pairs the counts need.
#[inline]
pub fn halves(words: [u64; 5]) -> u32 {
    // ceil(c / 2) per byte, summed across the word by the multiply's top byte.
    let sum = |w: u64| ((((w + ONES) >> 1) & (ONES * 0x7F)).wrapping_mul(ONES) >> 56) as u32;
    words.into_iter().map(sum).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::key::key;
    use crate::test_rng::Rng;

    fn random_counts(rng: &mut Rng, most: usize) -> [u8; KINDS] {
        std::array::from_fn(|_| rng.below(most + 1) as u8)
    }

    #[test]
    fn packed_tests_equal_the_counts_one_by_one() {
        let mut rng = Rng(0x1234_5678_9abc_def1);
        for _ in 0..20_000 {
            let counts = random_counts(&mut rng, 8);
            let words = words(&counts);
            for n in 1..=8 {
                let want = (0..KINDS)
                    .filter(|&k| counts[k] >= n)
                    .fold(0u64, |m, k| m | 1 << k);
                assert_eq!(kinds(words.map(|w| at_least(w, n))), want);
            }
            let halves_want: u32 = counts.iter().map(|&c| u32::from(c.div_ceil(2))).sum();
            assert_eq!(halves(words), halves_want);
        }
    }

    /// Keys and totals of counts at most four equal the digit-by-digit ones; a byte above
    /// four, whatever its value and wherever it is, is found.
    #[test]
    fn keys_totals_and_the_bound_equal_the_counts_one_by_one() {
        let mut rng = Rng(0x2545_f491_4f6c_dd1d);
        for _ in 0..200_000 {
            let counts = random_counts(&mut rng, 4);
            let w = words(&counts);
            assert!(!any_above_four(w), "{counts:?}");
            let want = [
                key(&counts[0..9]),
                key(&counts[9..18]),
                key(&counts[18..27]),
                key(&counts[27..34]),
            ];
            assert_eq!(suits(w).map(suit_key), want, "{counts:?}");
            let tiles: u32 = counts.iter().map(|&c| u32::from(c)).sum();
            assert_eq!(total(w), tiles, "{counts:?}");
        }
        for k in 0..KINDS {
            for value in 5..=255u8 {
                let mut counts = [4; KINDS];
                counts[k] = value;
                assert!(any_above_four(words(&counts)), "{value} at {k}");
                counts = [0; KINDS];
                counts[k] = value;
                assert!(any_above_four(words(&counts)), "{value} at {k}");
            }
        }
        assert!(!any_above_four(words(&[4; KINDS])));
        let fours = suits(words(&[4; KINDS])).map(suit_key);
        assert_eq!(fours, [1_953_124, 1_953_124, 1_953_124, 78_124]);
    }
}
