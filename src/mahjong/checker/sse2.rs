//! The suit keys and tile count of a bare count array in SSE2 lanes, which every x86_64
//! processor has. A caller holding counts rather than a [`Hand`](crate::Hand) pays for the
//! keys on every check, and that cost is most of the check: here the counts are read by
//! overlapping loads, checked and summed a register at a time, and the four keys built side
//! by side in a dozen operations. The word-at-a-time [`packed`](super::packed) code answers
//! the same on other processors, and the tests hold the two equal.
//!
//! The keys are built by halving the number of digits at each step, as the word code does,
//! with multiplications of 16-bit lanes in place of its 64-bit ones:
//!
//! - each suit's first eight counts go to one half of a register, two suits a register;
//! - a 16-bit multiplication makes each pair of counts `c(2i) + 5 c(2i+1)` (at most 24), and
//!   a second one, of the same counts one kind on, adds `25 c8` to the fourth pair: the ninth
//!   count folded in (at most 124);
//! - a multiply-add with weights 1 and 25 makes each suit's ranks 1-4 and 5-9 into two 32-bit
//!   values (at most 624 and 3,124), which pack into 16-bit lanes, all four suits in one
//!   register;
//! - and a multiply-add with weights 1 and 625 makes the four keys.

use crate::mahjong::tile::KINDS;
use core::arch::x86_64::{
    __m128i, _mm_add_epi8, _mm_add_epi16, _mm_and_si128, _mm_cmpeq_epi8, _mm_cvtsi128_si32,
    _mm_extract_epi16, _mm_loadu_si128, _mm_madd_epi16, _mm_max_epu8, _mm_min_epi16,
    _mm_movemask_epi8, _mm_mullo_epi16, _mm_or_si128, _mm_packs_epi32, _mm_sad_epu8, _mm_set_epi8,
    _mm_set_epi16, _mm_set1_epi8, _mm_set1_epi16, _mm_set1_epi32, _mm_setzero_si128,
    _mm_slli_epi16, _mm_srli_epi16, _mm_srli_si128, _mm_storeu_si128, _mm_unpacklo_epi64,
};

/// The largest key of each suit: 5^9 - 1 for the numbered suits, 5^7 - 1 for the honours.
/// The keys [`Lanes::keys_and_tiles`] returns are never larger, whatever the counts, and the
/// optimiser is told so: the table lookups that follow need no range test.
const TOPS: [u32; 4] = [1_953_124, 1_953_124, 1_953_124, 78_124];

/// A count array as three registers: the numbered suits' nine counts in lanes 0-8 of one
/// register each (the next counts above them), the honours' seven in lanes 9-15 of the third.
#[derive(Clone, Copy)]
pub struct Lanes<'a> {
    counts: &'a [u8; KINDS],
    m: __m128i,
    p: __m128i,
    s: __m128i,
}

impl<'a> Lanes<'a> {
    /// The counts, unchecked.
    #[inline(always)]
    pub fn load(counts: &'a [u8; KINDS]) -> Lanes<'a> {
        // SAFETY: the loads read bytes 0..16, 9..25 and 18..34 of the 34 counts, unaligned
        // loads of memory the reference keeps alive.
        unsafe {
            let at = |offset: usize| _mm_loadu_si128(counts.as_ptr().add(offset).cast());
            Lanes {
                counts,
                m: at(0),
                p: at(9),
                s: at(18),
            }
        }
    }

    /// The four suit keys and the sum of the counts; when some count, whatever its value, is
    /// above four, a sum of 255 or more (and keys of no meaning), so that the size test that
    /// follows refuses the array without a test of its own.
    #[inline(always)]
    pub fn keys_and_tiles(self) -> ([u32; 4], u32) {
        let Lanes { counts, m, p, s } = self;
        // SAFETY: two more loads, of bytes 1..17 and 10..26 of the 34 counts; SSE2 operations
        // on registers, and one store to a local array of 16 bytes. This module is built only
        // where SSE2 is enabled (every x86_64 target).
        let (keys, tiles) = unsafe {
            let at = |offset: usize| _mm_loadu_si128(counts.as_ptr().add(offset).cast());
            // 0xFF in the lanes where some count is above four.
            let top = _mm_max_epu8(_mm_max_epu8(m, p), s);
            let bad = _mm_cmpeq_epi8(_mm_max_epu8(top, _mm_set1_epi8(5)), top);
            // Every count once: kinds 0-15 in `m`, 18-33 in `s`, 16 and 17 in lanes 7 and 8
            // of `p`.
            let p78 = _mm_set_epi8(0, 0, 0, 0, 0, 0, 0, -1, -1, 0, 0, 0, 0, 0, 0, 0);
            let once = _mm_add_epi8(_mm_add_epi8(m, s), _mm_and_si128(p, p78));
            let tiles = byte_sum(_mm_or_si128(once, bad));
            let z = _mm_srli_si128::<9>(s);
            // The first eight counts of two suits a register (the honours' eighth lane is 0),
            // and the same one kind on, the eighth and ninth counts in 16-bit lanes 3 and 7.
            let (mp, sz) = (_mm_unpacklo_epi64(m, p), _mm_unpacklo_epi64(s, z));
            let (mp_on, sz_on) = (_mm_unpacklo_epi64(at(1), at(10)), _mm_srli_si128::<1>(s));
            // Per 16-bit lane `a + 256 b`, times 256 + 5: `5 a + 256 (a + 5 b)` modulo 2^16,
            // the pair in the high byte (5 a is at most 20, a + 5 b at most 24); lanes 3 and 7
            // one kind on, `c7 + 256 c8`, times 25 add `25 c8` to that byte (and at most 100 to
            // the low one), the ninth count folded into the fourth pair (at most 124).
            let nine = _mm_set_epi16(25, 0, 0, 0, 25, 0, 0, 0);
            let honours = _mm_set_epi16(0, 0, 0, 0, 25, 0, 0, 0);
            let pairs = |v: __m128i, on: __m128i, ninth: __m128i| {
                let pairs = _mm_mullo_epi16(v, _mm_set1_epi16(0x0105));
                _mm_srli_epi16::<8>(_mm_add_epi16(pairs, _mm_mullo_epi16(on, ninth)))
            };
            let halves = |v: __m128i| _mm_madd_epi16(v, _mm_set1_epi32(25 << 16 | 1));
            let halves = _mm_packs_epi32(
                halves(pairs(mp, mp_on, nine)),
                halves(pairs(sz, sz_on, honours)),
            );
            // Each half held to its largest value, which counts at most four never pass: the
            // keys are then within their tables whatever the counts (the pairs are at most 255,
            // so the halves are never negative).
            let most = _mm_set_epi16(124, 624, 3124, 624, 3124, 624, 3124, 624);
            let keys = _mm_madd_epi16(_mm_min_epi16(halves, most), _mm_set1_epi32(625 << 16 | 1));
            let mut out = [0u32; 4];
            _mm_storeu_si128(out.as_mut_ptr().cast(), keys);
            (out, tiles)
        };
        for (&key, top) in keys.iter().zip(TOPS) {
            // SAFETY: each key is `lo + 625 hi` with `lo` and `hi` held to 0..=624 and
            // 0..=3124 (0..=124 for the honours) above: at most its `TOPS`.
            unsafe { core::hint::assert_unchecked(key <= top) };
        }
        (keys, tiles)
    }

    /// Whether at most `most` kinds are held an odd number of times (counts each at most
    /// four): with `most` 0, one test of the low bits of every count.
    #[inline(always)]
    pub fn odd_kinds_at_most(self, most: u8) -> bool {
        let Lanes { m, p, s, .. } = self;
        // SAFETY: SSE2 operations on registers (see `keys_and_tiles`).
        unsafe {
            if most == 0 {
                // Every lane of the three registers is some kind's count.
                let any = _mm_or_si128(_mm_or_si128(m, p), s);
                return _mm_movemask_epi8(_mm_slli_epi16::<7>(any)) == 0;
            }
            let nine = _mm_set_epi8(0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1);
            let odd_mp = _mm_add_epi8(_mm_and_si128(m, nine), _mm_and_si128(p, nine));
            byte_sum(_mm_add_epi8(odd_mp, _mm_and_si128(s, _mm_set1_epi8(1)))) <= u32::from(most)
        }
    }

    /// Whether no tile but terminals and honours is held.
    #[inline(always)]
    pub fn only_orphans(self) -> bool {
        let Lanes { m, p, s, .. } = self;
        // SAFETY: SSE2 operations on registers (see `keys_and_tiles`).
        unsafe {
            let simples = _mm_set_epi8(0, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1, 0);
            let held = _mm_and_si128(_mm_or_si128(_mm_or_si128(m, p), s), simples);
            _mm_movemask_epi8(_mm_cmpeq_epi8(held, _mm_setzero_si128())) == 0xFFFF
        }
    }
}

/// The sum of the sixteen bytes of a register.
#[inline(always)]
fn byte_sum(v: __m128i) -> u32 {
    // SAFETY: SSE2 operations on registers (see `Lanes::keys_and_tiles`).
    unsafe {
        let sums = _mm_sad_epu8(v, _mm_setzero_si128());
        (_mm_cvtsi128_si32(sums) + _mm_extract_epi16::<4>(sums)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mahjong::checker::packed::Words;
    use crate::mahjong::key::key;

    /// The scalar keys and total of counts at most four.
    fn scalar(counts: &[u8; KINDS]) -> ([u32; 4], u32) {
        let keys = [
            key(&counts[0..9]),
            key(&counts[9..18]),
            key(&counts[18..27]),
            key(&counts[27..34]),
        ];
        (keys, counts.iter().map(|&c| u32::from(c)).sum())
    }

    /// Every count vector of one suit, in each suit's place, beside other counts: the keys and
    /// the total are the scalar ones, and the word code's.
    #[test]
    fn every_suit_vector_gives_the_scalar_keys() {
        for others in [
            [0u8; KINDS],
            [4; KINDS],
            std::array::from_fn(|i| (i * 7 % 5) as u8),
        ] {
            for suit in 0..4 {
                let (start, ranks) = (9 * suit, if suit == 3 { 7 } else { 9 });
                let mut counts = others;
                for n in 0..5u32.pow(ranks as u32) {
                    let mut rest = n;
                    for c in &mut counts[start..start + ranks] {
                        *c = (rest % 5) as u8;
                        rest /= 5;
                    }
                    let want = scalar(&counts);
                    assert_eq!(Lanes::load(&counts).keys_and_tiles(), want, "{counts:?}");
                    assert_eq!(Words::load(&counts).keys_and_tiles(), want, "{counts:?}");
                }
            }
        }
    }

    /// Random count arrays: those at most four give the scalar keys and total, whether at most
    /// so many kinds are held an odd number of times, and whether only orphans are held, as the
    /// word code does; any count above four, anywhere, makes the total 255 or more, and the keys
    /// stay within their tables whatever the counts.
    #[test]
    fn random_counts_agree_and_every_bad_count_is_refused() {
        let mut rng = crate::test_rng::Rng(0x9e37_79b9_7f4a_7c15);
        let mut next = || rng.next();
        for round in 0..300_000 {
            let most = [4, 2, 255][round % 3];
            let mut counts: [u8; KINDS] = std::array::from_fn(|_| (next() % (most + 1)) as u8);
            if round % 5 == 0 {
                // Only terminals and honours.
                for (k, c) in counts.iter_mut().enumerate() {
                    if k < 27 && k % 9 != 0 && k % 9 != 8 {
                        *c = 0;
                    }
                }
            }
            if round % 7 == 0 {
                // Good counts but one bad one, so that every place is tried.
                counts = counts.map(|c| c % 5);
                counts[next() as usize % KINDS] = 5 + (next() % 251) as u8;
            }
            let (lanes, words) = (Lanes::load(&counts), Words::load(&counts));
            if counts.iter().all(|&c| c <= 4) {
                assert_eq!(lanes.keys_and_tiles(), scalar(&counts), "{counts:?}");
                assert_eq!(words.keys_and_tiles(), scalar(&counts), "{counts:?}");
                let odd = counts.iter().filter(|&&c| c % 2 == 1).count();
                for most in 0..=6 {
                    let want = odd <= usize::from(most);
                    assert_eq!(lanes.odd_kinds_at_most(most), want, "{most} {counts:?}");
                    assert_eq!(words.odd_kinds_at_most(most), want, "{most} {counts:?}");
                }
                let orphans =
                    (0..KINDS).all(|k| counts[k] == 0 || k >= 27 || k % 9 == 0 || k % 9 == 8);
                assert_eq!(lanes.only_orphans(), orphans, "{counts:?}");
                assert_eq!(words.only_orphans(), orphans, "{counts:?}");
            } else {
                let (keys, tiles) = lanes.keys_and_tiles();
                assert!(tiles >= 255, "{counts:?}");
                assert!(
                    keys.iter().zip(TOPS).all(|(&k, top)| k <= top),
                    "{counts:?}"
                );
                assert!(words.keys_and_tiles().1 >= 255, "{counts:?}");
            }
        }
        for k in 0..KINDS {
            for value in 5..=255u8 {
                for fill in [0, 4] {
                    let mut counts = [fill; KINDS];
                    counts[k] = value;
                    assert!(
                        Lanes::load(&counts).keys_and_tiles().1 >= 255,
                        "{value} at {k}"
                    );
                    assert!(
                        Words::load(&counts).keys_and_tiles().1 >= 255,
                        "{value} at {k}"
                    );
                }
            }
        }
        let (keys, _) = Lanes::load(&[255; KINDS]).keys_and_tiles();
        assert!(keys.iter().zip(TOPS).all(|(&k, top)| k <= top), "{keys:?}");
        let fours = ([1_953_124, 1_953_124, 1_953_124, 78_124], 136);
        assert_eq!(Lanes::load(&[4; KINDS]).keys_and_tiles(), fours);
        assert_eq!(Lanes::load(&[0; KINDS]).keys_and_tiles(), ([0; 4], 0));
    }
}
