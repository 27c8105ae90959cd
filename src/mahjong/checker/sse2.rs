//! The suit keys and tile count of a bare count array in SSE2 lanes, which every x86_64
//! processor has. A caller holding counts rather than a [`Hand`](crate::Hand) pays for the
//! keys on every check, and that cost is most of the check: here the counts are read by
//! overlapping loads, checked and summed a register at a time, and the four keys built side
//! by side in fifteen operations. The word-at-a-time [`packed`](crate::mahjong::packed) code answers
//! the same on other processors, and the tests hold the two equal.
//!
//! The keys are built by halving the number of digits at each step, as the word code does,
//! with multiplications of 16-bit lanes in place of its 64-bit ones:
//!
//! - each suit's first eight counts go to one half of a register, two suits a register (the
//!   third suit's beside the honors, taken from one kind on by a shift);
//! - a 16-bit multiplication makes each pair of counts `c(2i) + 5 c(2i+1)` (at most 24), and
//!   a second one, of a register holding each ninth count in the fourth pair's lane, adds
//!   `25 c8` to that pair: the ninth count folded in (at most 124);
//! - a multiply-add with weights 1 and 25 makes each suit's ranks 1-4 and 5-9 into two 32-bit
//!   values (at most 624 and 3,124), which pack into 16-bit lanes, all four suits in one
//!   register;
//! - and a multiply-add with weights 1 and 625 makes the four keys.
//!
//! The check is short, and the table reads wait on the keys, so the code is written for few
//! instructions and a short way to the reads: the keys are not clamped (only keys of valid
//! counts reach the tables: the size test comes first), and they leave the register two at a
//! time, as do the tile count's two halves, where a store read back as loads takes longer
//! (`BENCHMARKS.md`).
//!
//! Each count is taken from one register only, the same for the keys, the tile count and the
//! test of the counts (the ninth counts of two suits shifted out of the registers rather than
//! loaded again): counts that another thread writes while they are loaded then give keys and a
//! size of one array of counts, so that the size test holds of the keys the tables are read
//! with.

use crate::mahjong::tile::KINDS;
use core::arch::x86_64::{
    __m128i, _mm_add_epi8, _mm_add_epi16, _mm_add_epi32, _mm_and_si128, _mm_castpd_si128,
    _mm_castsi128_pd, _mm_cmpeq_epi8, _mm_cvtsi128_si32, _mm_cvtsi128_si64, _mm_loadu_si128,
    _mm_madd_epi16, _mm_max_epu8, _mm_move_sd, _mm_movemask_epi8, _mm_mullo_epi16, _mm_or_si128,
    _mm_packs_epi32, _mm_sad_epu8, _mm_set_epi8, _mm_set_epi16, _mm_set1_epi8, _mm_set1_epi16,
    _mm_set1_epi32, _mm_setzero_si128, _mm_slli_epi16, _mm_slli_si128, _mm_srli_epi16,
    _mm_srli_si128, _mm_unpackhi_epi64, _mm_unpacklo_epi64,
};

/// A count array as three registers: the numbered suits' nine counts in lanes 0-8 of one
/// register each (the next counts above them), the honors' seven in lanes 9-15 of the third.
#[derive(Clone, Copy)]
pub struct Lanes {
    m: __m128i,
    p: __m128i,
    s: __m128i,
}

impl Lanes {
    /// The counts, unchecked.
    #[inline(always)]
    pub fn load(counts: &[u8; KINDS]) -> Lanes {
        // SAFETY: the loads read bytes 0..16, 9..25 and 18..34 of the 34 counts, unaligned
        // loads of memory the reference keeps alive.
        unsafe {
            let at = |offset: usize| _mm_loadu_si128(counts.as_ptr().add(offset).cast());
            Lanes {
                m: at(0),
                p: at(9),
                s: at(18),
            }
        }
    }

    /// The four suit keys and the sum of the counts; when some count, whatever its value, is
    /// above four, a sum of 255 or more, so that the size test that follows refuses the array
    /// without a test of its own, and keys of no meaning, which may lie past their tables: a
    /// caller reads the tables with them only once the sum is below 255.
    #[inline(always)]
    pub fn keys_and_tiles(self) -> ([u32; 4], u32) {
        let Lanes { m, p, s } = self;
        // SAFETY: SSE2 operations on registers; this module is built only where SSE2 is
        // enabled (every x86_64 target).
        unsafe {
            // 0xFF in the lanes where some count is above four.
            let top = self.top();
            let bad = _mm_cmpeq_epi8(_mm_max_epu8(top, _mm_set1_epi8(5)), top);
            let tiles = byte_sum(_mm_or_si128(self.once(), bad));
            // The first eight counts of two suits a register: `m` and `p`'s, and `s`'s beside
            // the honors' seven, which `s` one kind on holds in its upper half (over a zero).
            let s_on = _mm_srli_si128::<1>(s);
            let mp = _mm_unpacklo_epi64(m, p);
            let sz = _mm_castpd_si128(_mm_move_sd(_mm_castsi128_pd(s_on), _mm_castsi128_pd(s)));
            // Per 16-bit lane `a + 256 b`, times 256 + 5: `5 a + 256 (a + 5 b)` modulo 2^16,
            // the pair in the high byte (5 a is at most 20, a + 5 b at most 24). The ninth
            // count is folded into the fourth pair (making it at most 124) by adding 25 times
            // it to that byte: a lane with the ninth count in its high byte times 25 (which
            // adds at most 100 to the low byte, no carry), or in its low byte times 25 * 256
            // (whatever the high byte holds, it leaves the lane). The counts from kind 2 have
            // `c8` in the low byte of lane 3 and `c17` in the high byte of lane 7; `s` one
            // kind on has `c26` in the high byte of lane 3.
            let ninths = _mm_set_epi16(25, 0, 0, 0, 25 << 8, 0, 0, 0);
            let ninth = _mm_set_epi16(0, 0, 0, 0, 25, 0, 0, 0);
            let pairs = |v: __m128i, on: __m128i, ninth: __m128i| {
                let pairs = _mm_mullo_epi16(v, _mm_set1_epi16(0x0105));
                _mm_srli_epi16::<8>(_mm_add_epi16(pairs, _mm_mullo_epi16(on, ninth)))
            };
            let halves = |v: __m128i| _mm_madd_epi16(v, _mm_set1_epi32(25 << 16 | 1));
            // The counts from kind 2 where `ninths` reads them: `c8` from `m`, `c17` from `p`.
            let from_2 = _mm_or_si128(_mm_srli_si128::<2>(m), _mm_slli_si128::<7>(p));
            let halves = _mm_packs_epi32(
                halves(pairs(mp, from_2, ninths)),
                halves(pairs(sz, s_on, ninth)),
            );
            let keys = _mm_madd_epi16(halves, _mm_set1_epi32(625 << 16 | 1));
            // Two keys at a time out of the register: the table reads wait on them, and a
            // store read back as four loads takes them longer.
            let low = _mm_cvtsi128_si64(keys) as u64;
            let high = _mm_cvtsi128_si64(_mm_unpackhi_epi64(keys, keys)) as u64;
            (
                [
                    low as u32,
                    (low >> 32) as u32,
                    high as u32,
                    (high >> 32) as u32,
                ],
                tiles,
            )
        }
    }

    /// The largest count of each lane of the three registers: a lane is 0 when no kind that
    /// any register holds there is held.
    #[inline(always)]
    fn top(self) -> __m128i {
        let Lanes { m, p, s } = self;
        // SAFETY: SSE2 operations on registers (see `keys_and_tiles`).
        unsafe { _mm_max_epu8(_mm_max_epu8(m, p), s) }
    }

    /// Every count once, each from the lane the keys read it from: kinds 0-8 in lanes 0-8
    /// (from `m`), 9-17 added to them (from `p`), 18-33 added to lanes 0-15 (from `s`).
    #[inline(always)]
    fn once(self) -> __m128i {
        let Lanes { m, p, s } = self;
        // SAFETY: SSE2 operations on registers (see `keys_and_tiles`).
        unsafe {
            let nine = _mm_set_epi8(0, 0, 0, 0, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1, -1, -1);
            _mm_add_epi8(
                _mm_add_epi8(_mm_and_si128(m, nine), _mm_and_si128(p, nine)),
                s,
            )
        }
    }

    /// Whether at most `most` kinds are held an odd number of times (counts each at most
    /// four).
    #[inline(always)]
    pub fn odd_kinds_at_most(self, most: u8) -> bool {
        let Lanes { m, p, s } = self;
        // SAFETY: SSE2 operations on registers (see `keys_and_tiles`).
        unsafe {
            let nine = _mm_set_epi8(0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1);
            let odd_mp = _mm_add_epi8(_mm_and_si128(m, nine), _mm_and_si128(p, nine));
            byte_sum(_mm_add_epi8(odd_mp, _mm_and_si128(s, _mm_set1_epi8(1)))) <= u32::from(most)
        }
    }

    /// Whether a special form may be complete (counts each at most four); false rules both
    /// out. Under `pairs` (seven pairs enabled) at most `jokers` kinds held an odd number of
    /// times, which without jokers is tested on the sums of [`once`](Self::once): a lane
    /// holding an odd sum holds an odd count (two odd counts in one lane pass, for the full
    /// test to refuse). Under `orphans` (thirteen orphans possible) no simple tile held. The
    /// registers are the ones the keys and the tile count were made from, and the rules are
    /// folded into masks.
    #[inline(always)]
    pub fn special_possible(self, jokers: u8, pairs: bool, orphans: bool) -> bool {
        // SAFETY: SSE2 operations on registers (see `keys_and_tiles`).
        unsafe {
            let pairs_possible = if jokers == 0 {
                // Seven pairs off: a low bit set in lane 0, so that the test never passes.
                let off = _mm_set_epi8(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1);
                let sums = _mm_or_si128(self.once(), if pairs { _mm_setzero_si128() } else { off });
                _mm_movemask_epi8(_mm_slli_epi16::<7>(sums)) == 0
            } else {
                pairs && self.odd_kinds_at_most(jokers)
            };
            // Thirteen orphans off: every lane tested, which only an array of no tiles passes
            // (never one of fourteen with at most eight jokers; the full test would refuse it).
            let simples = _mm_set_epi8(0, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1, 0);
            let tested = if orphans { simples } else { _mm_set1_epi8(-1) };
            let none = _mm_cmpeq_epi8(_mm_and_si128(self.top(), tested), _mm_setzero_si128());
            pairs_possible || _mm_movemask_epi8(none) == 0xFFFF
        }
    }
}

/// The sum of the sixteen bytes of a register.
#[inline(always)]
fn byte_sum(v: __m128i) -> u32 {
    // SAFETY: SSE2 operations on registers (see `Lanes::keys_and_tiles`).
    unsafe {
        let sums = _mm_sad_epu8(v, _mm_setzero_si128());
        _mm_cvtsi128_si32(_mm_add_epi32(sums, _mm_unpackhi_epi64(sums, sums))) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::key::key;
    use crate::mahjong::packed::Words;

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

    /// The special-form test under every rule choice and joker count, against its definition.
    fn specials_agree(counts: &[u8; KINDS], odd: usize, orphans: bool) {
        let (lanes, words, empty) = (
            Lanes::load(counts),
            Words::load(counts),
            *counts == [0; KINDS],
        );
        let mut sums = [0u8; 16];
        for (k, &c) in counts.iter().enumerate() {
            sums[if k < 9 {
                k
            } else if k < 18 {
                k - 9
            } else {
                k - 18
            }] += c;
        }
        let odd_lanes = sums.iter().filter(|&&sum| sum % 2 == 1).count();
        for jokers in 0..=6 {
            for pairs_on in [true, false] {
                for orphans_on in [true, false] {
                    let want = (pairs_on && odd <= usize::from(jokers)) || (orphans_on && orphans);
                    let what = format!("{jokers} jokers, {pairs_on} {orphans_on}, {counts:?}");
                    let got = words.special_possible(jokers, pairs_on, orphans_on);
                    assert_eq!(got, want, "words, {what}");
                    // The registers' test lets through, for the full test to refuse, an empty
                    // array whatever the rules, and without jokers an odd count whose lane's
                    // sum is even.
                    let odd = if jokers == 0 { odd_lanes } else { odd };
                    let want = (pairs_on && odd <= usize::from(jokers))
                        || (orphans_on && orphans)
                        || (!orphans_on && empty);
                    let got = lanes.special_possible(jokers, pairs_on, orphans_on);
                    assert_eq!(got, want, "lanes, {what}");
                }
            }
        }
    }

    /// Registers loaded from three different arrays, as a row that another thread changes
    /// between the loads is: the keys and the tile count are those of one array of counts,
    /// each count from the register that keys it, so that the size test holds of the keys the
    /// tables are read with; and a count above four in any lane of any register refuses them.
    #[test]
    fn keys_and_tiles_are_of_one_array_whatever_the_loads_read() {
        let mut rng = crate::test_rng::Rng(0x2545_f491_4f6c_dd1d);
        let mut next = || rng.next();
        for round in 0..100_000 {
            let most = if round % 10 == 0 { 5 } else { 4 };
            let mut row = || -> [u8; KINDS] { std::array::from_fn(|_| (next() % most) as u8) };
            let (a, b, c) = (row(), row(), row());
            let lanes = Lanes {
                m: Lanes::load(&a).m,
                p: Lanes::load(&b).p,
                s: Lanes::load(&c).s,
            };
            let (keys, tiles) = lanes.keys_and_tiles();
            let read = |r: &[u8; KINDS], range: std::ops::Range<usize>| r[range].to_vec();
            let loaded = [read(&a, 0..16), read(&b, 9..25), read(&c, 18..34)];
            if loaded.iter().flatten().any(|&n| n > 4) {
                assert!(tiles >= 255, "{a:?} {b:?} {c:?}");
                continue;
            }
            // Each count from the one register that keys it.
            let keyed: [u8; KINDS] = std::array::from_fn(|k| match k {
                0..9 => a[k],
                9..18 => b[k],
                _ => c[k],
            });
            assert_eq!((keys, tiles), scalar(&keyed), "{a:?} {b:?} {c:?}");
        }
    }

    /// Random count arrays: those at most four give the scalar keys and total, whether at most
    /// so many kinds are held an odd number of times, and whether a special form may be
    /// complete, as the word code does; any count above four, anywhere, makes the total 255 or
    /// more.
    #[test]
    fn random_counts_agree_and_every_bad_count_is_refused() {
        let mut rng = crate::test_rng::Rng(0x9e37_79b9_7f4a_7c15);
        let mut next = || rng.next();
        for round in 0..300_000 {
            let most = [4, 2, 255][round % 3];
            let mut counts: [u8; KINDS] = std::array::from_fn(|_| (next() % (most + 1)) as u8);
            if round % 5 == 0 {
                // Only terminals and honors.
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
                specials_agree(&counts, odd, orphans);
            } else {
                assert!(lanes.keys_and_tiles().1 >= 255, "{counts:?}");
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
        assert!(Lanes::load(&[255; KINDS]).keys_and_tiles().1 >= 255);
        let fours = ([1_953_124, 1_953_124, 1_953_124, 78_124], 136);
        assert_eq!(Lanes::load(&[4; KINDS]).keys_and_tiles(), fours);
        assert_eq!(Lanes::load(&[0; KINDS]).keys_and_tiles(), ([0; 4], 0));
        specials_agree(&[0; KINDS], 0, true);
    }
}
