//! The counts a hand's suit keys hold, read back out of them.
//!
//! The hand keeps only its keys (a key's base-5 digits are its suit's counts), so every count
//! it is asked for, all of them as an array or as count words, or one kind's, is read out of
//! them here, by tables of digits and reciprocals rather than by dividing.

use super::Hand;
use crate::base::key::POW5;
use crate::mahjong::tile::{KINDS, Tile};

impl Hand {
    /// Concealed counts by 34-index (jokers not included), read out of the keys.
    #[inline]
    pub fn counts(&self) -> [u8; KINDS] {
        counts_of_keys(&self.keys)
    }

    /// The concealed counts packed eight kinds to a word: kind `k` in byte `k % 8` of word
    /// `k / 8` (the last word holds the two last kinds). Put together from the keys in
    /// registers, for checks that test every kind at once.
    #[inline]
    pub(crate) fn count_words(&self) -> [u64; 5] {
        count_words(&self.keys)
    }

    /// Concealed copies of one kind: its digit of its suit's key.
    #[inline]
    pub fn count(&self, tile: Tile) -> u8 {
        digit(self.keys[tile.suit().index()], tile.rank() - 1)
    }
}

/// The base-5 digits of every number below 5^5, one per byte, least significant first.
static FIVE_DIGITS: [u64; 3125] = {
    let mut digits = [0; 3125];
    let mut n = 0;
    while n < 3125 {
        let (mut rest, mut byte) = (n as u64, 0);
        while rest > 0 {
            digits[n] |= (rest % 5) << (8 * byte);
            rest /= 5;
            byte += 1;
        }
        n += 1;
    }
    digits
};

/// ceil(2^42 / 5^r) for each rank r: a key (below 2^21) times one, shifted down by 42, is the
/// key divided by 5^r, as 5^r is below 2^21 too.
const RECIPROCALS: [u64; 9] = {
    let mut r = [0; 9];
    let mut i = 0;
    while i < 9 {
        r[i] = (1u64 << 42).div_ceil(POW5[i] as u64);
        i += 1;
    }
    r
};

/// The counts whose suit keys these are (each key below its suit's 5^ranks): the bytes of
/// their [`count_words`].
#[inline]
pub(crate) fn counts_of_keys(keys: &[u32; 4]) -> [u8; KINDS] {
    // The words' bytes in order, stored whole rather than shifted out one by one.
    let mut bytes = [0u8; 40];
    for (chunk, word) in bytes.chunks_exact_mut(8).zip(count_words(keys)) {
        chunk.copy_from_slice(&word.to_le_bytes());
    }
    let mut counts = [0; KINDS];
    counts.copy_from_slice(&bytes[..KINDS]);
    counts
}

/// [`Hand::count_words`] of these keys: each suit's counts are nine bytes (the honors' seven),
/// ranks 1-5 from one [`FIVE_DIGITS`] lookup and the rest from another, shifted to where the
/// suit's kinds fall among the words.
#[inline]
pub(crate) fn count_words(keys: &[u32; 4]) -> [u64; 5] {
    let five = |n: u32| FIVE_DIGITS.get(n as usize).copied().unwrap_or(0);
    let [m, p, s, z] = keys.map(|k| (five(k % 3125), five(k / 3125)));
    [
        m.0 | m.1 << 40,
        m.1 >> 24 | p.0 << 8 | p.1 << 48,
        p.1 >> 16 | s.0 << 16 | s.1 << 56,
        s.1 >> 8 | z.0 << 24,
        z.1,
    ]
}

/// Digit `rank` (from 0) of a suit key.
#[inline]
pub(crate) fn digit(key: u32, rank: u8) -> u8 {
    let quotient = (u64::from(key) * RECIPROCALS[usize::from(rank)]) >> 42;
    (quotient % 5) as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::key::{SuitShape, counts_of_key};
    use crate::test_rng::Rng;

    /// Every key of every suit reads back as the counts it was made of, whole and digit by
    /// digit.
    #[test]
    fn keys_read_back_as_their_counts() {
        let suits = [
            (0, SuitShape::Numbered),
            (1, SuitShape::Numbered),
            (2, SuitShape::Numbered),
            (3, SuitShape::Honors),
        ];
        for (suit, shape) in suits {
            let ranks = if suit == 3 { 7 } else { 9 };
            for key in 0..5u32.pow(ranks) {
                let want = counts_of_key(shape, key);
                let mut keys = [0; 4];
                keys[suit] = key;
                let got = counts_of_keys(&keys);
                let words = count_words(&keys);
                let packed: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
                assert_eq!(packed[..KINDS], got, "key {key}");
                assert!(packed[KINDS..].iter().all(|&b| b == 0), "key {key}");
                let first = 9 * suit;
                assert_eq!(got[first..first + ranks as usize], want[..ranks as usize]);
                let rest = got
                    .iter()
                    .enumerate()
                    .filter(|&(k, _)| k < first || k >= first + 9);
                assert!(rest.clone().all(|(_, &c)| c == 0), "key {key}");
                for r in 0..ranks as u8 {
                    assert_eq!(digit(key, r), want[usize::from(r)], "key {key} rank {r}");
                }
            }
        }
    }

    /// With every suit holding tiles, each suit's bytes land where its kinds are.
    #[test]
    fn count_words_of_four_suits_are_the_counts() {
        let mut rng = Rng(0x2545_F491_4F6C_DD1D);
        for _ in 0..200_000 {
            let keys = [0, 1, 2, 3].map(|suit| {
                rng.below(if suit == 3 {
                    5usize.pow(7)
                } else {
                    5usize.pow(9)
                }) as u32
            });
            let packed: Vec<u8> = count_words(&keys)
                .iter()
                .flat_map(|w| w.to_le_bytes())
                .collect();
            let shapes = [
                SuitShape::Numbered,
                SuitShape::Numbered,
                SuitShape::Numbered,
                SuitShape::Honors,
            ];
            let want: Vec<u8> = (keys.iter().zip(shapes))
                .flat_map(|(&key, shape)| counts_of_key(shape, key)[..shape.ranks()].to_vec())
                .collect();
            assert_eq!(packed[..KINDS], want, "{keys:?}");
            assert!(packed[KINDS..].iter().all(|&b| b == 0), "{keys:?}");
        }
    }
}
