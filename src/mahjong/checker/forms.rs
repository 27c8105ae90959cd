//! The special forms read from counts: seven pairs, thirteen orphans, and the sixteen-tile
//! game's 嚦咕嚦咕 (seven pairs and a triplet).
//!
//! They need all their tiles concealed and look at every kind at once, so a per-suit table
//! of 5^9 entries would buy nothing. Seven pairs is read from the suit keys five digits at a
//! time (most fourteen-tile hands that are not standard wins end here, so it must be cheap);
//! thirteen orphans, once the keys show only terminals and honors, from the counts.

use crate::mahjong::packed;

/// Which forms of completeness a hand has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Forms(u8);

impl Forms {
    /// Four groups and a pair (melds counting as groups).
    pub const STANDARD: Forms = Forms(1);
    /// Seven pairs (七对子), four alike counting as two pairs under `seven_pairs_quad`.
    pub const SEVEN_PAIRS: Forms = Forms(2);
    /// Thirteen orphans (国士无双): one of each terminal and honor, one of them twice.
    pub const THIRTEEN_ORPHANS: Forms = Forms(4);
    /// 组合龙 (knitted straight, under `knitted`): the nine tiles of a knitted arrangement, a
    /// group (concealed or one meld) and a pair.
    pub const KNITTED_STRAIGHT: Forms = Forms(8);
    /// 全不靠 (honors and knitted tiles, under `knitted`): fourteen different tiles of one
    /// knitted arrangement and the honors, concealed.
    pub const HONORS_AND_KNITTED: Forms = Forms(16);
    /// 七星不靠 (greater honors and knitted tiles, under `knitted`): 全不靠 with all seven
    /// honors; always reported beside [`HONORS_AND_KNITTED`](Self::HONORS_AND_KNITTED).
    pub const GREATER_HONORS_AND_KNITTED: Forms = Forms(32);
    /// 嚦咕嚦咕 (seven pairs and a triplet, under `seven_pairs_and_triplet` in a sixteen-tile
    /// game): seventeen concealed tiles.
    pub const SEVEN_PAIRS_AND_TRIPLET: Forms = Forms(64);
    const NAMES: [(Forms, &'static str); 7] = [
        (Forms::STANDARD, "standard"),
        (Forms::SEVEN_PAIRS, "seven_pairs"),
        (Forms::THIRTEEN_ORPHANS, "thirteen_orphans"),
        (Forms::KNITTED_STRAIGHT, "knitted_straight"),
        (Forms::HONORS_AND_KNITTED, "honors_and_knitted"),
        (
            Forms::GREATER_HONORS_AND_KNITTED,
            "greater_honors_and_knitted",
        ),
        (Forms::SEVEN_PAIRS_AND_TRIPLET, "seven_pairs_and_triplet"),
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

    /// These forms if `on`, else none; without a branch.
    pub(crate) const fn when(self, on: bool) -> Forms {
        Forms(self.0 * on as u8)
    }

    /// The forms of both.
    pub(crate) const fn union(self, other: Forms) -> Forms {
        Forms(self.0 | other.0)
    }

    /// The names of the forms held, in this order: `standard`, `seven_pairs`,
    /// `thirteen_orphans`, `knitted_straight`, `honors_and_knitted`,
    /// `greater_honors_and_knitted`, `seven_pairs_and_triplet`.
    pub fn names(self) -> impl Iterator<Item = &'static str> {
        Forms::NAMES
            .into_iter()
            .filter(move |&(f, _)| self.contains(f))
            .map(|(_, n)| n)
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

/// Seven pairs from the count words of 14 concealed tiles (no joker kind among them): no
/// count above two (four with `quad`), and at most seven pairs needed, as [`seven_pairs`].
#[inline]
pub fn seven_pairs_of_words(words: [u64; 5], quad: bool) -> bool {
    let threes = words
        .into_iter()
        .fold(0, |any, w| any | packed::at_least(w, 3));
    (quad || threes == 0) && packed::halves(words) <= 7
}

/// 嚦咕嚦咕 from the count words of 17 concealed tiles (no joker kind among them): one kind
/// as the triplet, the others as seven pairs of kinds apart from each other (with `quad`,
/// four of a kind as two pairs); jokers fill what is missing.
///
/// The pairs the kinds other than the triplet's need (ceil(count / 2) each) must be at most
/// seven, and then the jokers make up exactly the rest, since the tiles and jokers are 17.
/// The triplet is best taken from a kind of three (saving two pairs), else from any kind
/// held once or twice (saving one), else from a kind not held.
#[inline]
pub fn seven_pairs_and_triplet(words: [u64; 5], quad: bool) -> bool {
    let (mut threes, mut fours, mut low) = (0u32, 0u64, 0u64);
    for w in words {
        let three = packed::at_least(w, 3);
        let four = packed::at_least(w, 4);
        threes += (((three & !four) >> 7).wrapping_mul(packed::ONES) >> 56) as u32;
        fours |= four;
        low |= packed::at_least(w, 1) & !three;
    }
    if !quad && (fours != 0 || threes > 1) {
        return false;
    }
    let saved = if threes > 0 { 2 } else { u32::from(low != 0) };
    packed::halves(words) <= 7 + saved
}

/// Whether the numbered suits' keys hold only terminals: a quick test that rejects almost
/// every hand before [`thirteen_orphans`] looks at the counts.
#[inline(always)]
pub fn only_terminals(keys: &[u32; 4]) -> bool {
    // Ranks 2..=8 are the digits between the first and the last.
    keys[..3].iter().all(|&k| k % 390_625 < 5)
}

/// Thirteen orphans from the count words of 14 concealed tiles (no joker kind among them):
/// only terminals and honors, none more than twice, at most one twice; jokers fill the
/// missing kinds (and the pair).
#[inline]
pub fn thirteen_orphans(words: [u64; 5]) -> bool {
    let mut threes = 0;
    let mut twos = 0;
    for w in words {
        threes |= packed::at_least(w, 3);
        // One bit per kind held twice or more, counted across the word by the multiply.
        twos += ((packed::at_least(w, 2) >> 7).wrapping_mul(packed::ONES) >> 56) as u32;
    }
    packed::only_orphans(words) && threes == 0 && twos <= 1
}

#[cfg(test)]
mod tests {
    use crate::mahjong::tile::KINDS;

    /// Seven pairs read from the keys, and from the count words, equals the rule on the
    /// counts: no count above two (four with `quad`) and at most seven pairs needed.
    #[test]
    fn seven_pairs_from_keys_and_words_equals_the_counts_rule() {
        let mut rng = crate::test_rng::Rng(0x9e37_79b9_7f4a_7c15);
        let mut seen = [0; 2];
        for _ in 0..200_000 {
            let mut counts = [0u8; KINDS];
            for _ in 0..14 {
                // Few kinds, so that pairs and fours come up often.
                let k = rng.below(40);
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
                let words = crate::mahjong::packed::words(&counts);
                assert_eq!(super::seven_pairs_of_words(words, quad), want, "{counts:?}");
                seen[usize::from(want)] += 1;
            }
        }
        assert!(seen.iter().all(|&n| n > 1000), "{seen:?}");
    }

    /// 嚦咕嚦咕 from the count words equals trying every kind as the triplet and pairing the
    /// rest, jokers filling what is missing, on random 17-tile hands rich in pairs and threes.
    #[test]
    fn seven_pairs_and_triplet_equals_trying_every_triplet() {
        let mut rng = crate::test_rng::Rng(0x51a7_e0f1_cafe_0017);
        let mut seen = [0; 2];
        for _ in 0..200_000 {
            let jokers = rng.below(9);
            let mut counts = [0u8; KINDS];
            let mut tiles = 0;
            while tiles + jokers < 17 {
                let k = rng.below(12) * 3 % KINDS;
                if counts[k] < 4 {
                    counts[k] += 1;
                    tiles += 1;
                }
            }
            for quad in [false, true] {
                let most = if quad { 4 } else { 2 };
                // The triplet's kind: any kind of at most three (held or not).
                let want = (0..KINDS).any(|t| {
                    counts[t] <= 3
                        && (0..KINDS).filter(|&k| k != t).all(|k| counts[k] <= most)
                        && (0..KINDS)
                            .filter(|&k| k != t)
                            .map(|k| u32::from(counts[k].div_ceil(2)))
                            .sum::<u32>()
                            <= 7
                });
                let words = crate::mahjong::packed::words(&counts);
                assert_eq!(
                    super::seven_pairs_and_triplet(words, quad),
                    want,
                    "{counts:?} jokers {jokers} quad {quad}"
                );
                seen[usize::from(want)] += 1;
            }
        }
        assert!(seen.iter().all(|&n| n > 1000), "{seen:?}");
    }

    /// Thirteen orphans from the count words equals the rule on the counts: only terminals
    /// and honors, none more than twice, at most one twice.
    #[test]
    fn thirteen_orphans_from_words_equals_the_counts_rule() {
        use crate::mahjong::tile::ORPHANS;
        let mut rng = crate::test_rng::Rng(0x2545_f491_4f6c_dd1d);
        let mut seen = [0; 2];
        for _ in 0..200_000 {
            let mut counts = [0u8; KINDS];
            let draws = rng.below(15);
            for _ in 0..draws {
                let state = rng.next();
                // Mostly orphans, now and then another kind.
                let k = if state % 16 == 0 {
                    (state >> 8) as usize % KINDS
                } else {
                    ORPHANS[(state >> 8) as usize % ORPHANS.len()].index()
                };
                if counts[k] < 4 {
                    counts[k] += 1;
                }
            }
            let orphan = |k: usize| ORPHANS.iter().any(|t| t.index() == k);
            let want = (0..KINDS).all(|k| orphan(k) || counts[k] == 0)
                && counts.iter().all(|&c| c <= 2)
                && counts.iter().filter(|&&c| c == 2).count() <= 1;
            let words = crate::mahjong::packed::words(&counts);
            assert_eq!(super::thirteen_orphans(words), want, "{counts:?}");
            assert_eq!(
                crate::mahjong::packed::only_orphans(words),
                (0..KINDS).all(|k| orphan(k) || counts[k] == 0),
                "{counts:?}"
            );
            seen[usize::from(want)] += 1;
        }
        assert!(seen.iter().all(|&n| n > 1000), "{seen:?}");
    }
}
