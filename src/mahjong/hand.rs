//! A player's hand: concealed tile counts, jokers and melds, with per-suit keys kept current.
//!
//! The table checker looks up one base-5 key per suit. Computing a key from counts costs more
//! than the lookup itself, so the hand keeps its four keys up to date as tiles are added and
//! removed (a draw changes one key by one power of five) and a check never recomputes them.

use crate::base::key::POW5;
use crate::mahjong::meld::Meld;
use crate::mahjong::packed;
use crate::mahjong::tile::{KINDS, Suit, Tile};

/// A hand holds at most five melds (a sixteen-tile game's five groups; a 13-tile game's
/// checker refuses a fifth).
pub const MAX_MELDS: usize = 5;
/// Most jokers a hand may hold (the tables account for up to eight).
pub const MAX_JOKERS: u8 = crate::base::key::MAX_JOKERS;
/// Most concealed tiles, jokers included: 17, a sixteen-tile game's complete hand (a 13-tile
/// game's checker refuses more than 14).
pub const MAX_CONCEALED: u8 = 17;

/// Bits of one packed meld ([`Meld::pack`]).
const MELD_BITS: u32 = 11;
const MELD_MASK: u16 = (1 << MELD_BITS) - 1;

/// Why a tile, joker or meld cannot join a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum HandError {
    /// A fifth copy of a kind, concealed and melded copies counted.
    #[error("a fifth copy of {0} (there are four of each, melds included)")]
    FifthCopy(Tile),
    /// More concealed tiles than a hand can hold.
    #[error("more than {MAX_CONCEALED} concealed tiles")]
    TooManyTiles,
    /// More jokers than the tables account for.
    #[error("more than {MAX_JOKERS} jokers")]
    TooManyJokers,
    /// More melds than a hand can hold.
    #[error("more than {MAX_MELDS} melds")]
    TooManyMelds,
    /// Removing a tile the concealed tiles do not hold.
    #[error("no {0} in the concealed tiles")]
    NotHeld(Tile),
    /// Removing a joker from a hand without one.
    #[error("no joker in the concealed tiles")]
    NoJoker,
    /// Removing a red five the concealed tiles do not hold.
    #[error("no red five of that suit in the concealed tiles")]
    NoRedFive,
}

/// A hand: what a check needs, kept ready for it.
///
/// Thirty-two bytes, half a cache line: checks stream through hands by the million, so the
/// hand holds only what a check or an edit reads — the four suit keys, the counters, the melds
/// packed in eleven bits each, and two small counts that tell the special forms from a glance.
/// The keys are the counts (a key's base-5 digits are its suit's counts), so the counts are
/// read out of them when asked for, and copies in melds are counted from the melds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[repr(C, align(32))]
pub struct Hand {
    keys: [u32; 4],
    /// Meld `i` in bits `11 * i..11 * i + 11` ([`Meld::pack`]).
    melds: u64,
    jokers: u8,
    tiles: u8,
    meld_count: u8,
    /// `tiles + jokers + 3 * meld_count`: the size a check tests, kept as the hand changes so
    /// that testing it is one load.
    slots: u8,
    red: [u8; 3],
    /// Kinds held an odd number of times (low nibble) and simple tiles, ranks 2 to 8 of a
    /// numbered suit, held (high nibble), each modulo 16: what seven pairs and thirteen
    /// orphans are first tested on, exact in a hand of up to 15 tiles, which holds theirs.
    /// One byte, so that the hand stays 32.
    odd_and_simples: u8,
}

impl Default for Hand {
    fn default() -> Self {
        Hand::new()
    }
}

impl Hand {
    /// An empty hand.
    pub const fn new() -> Hand {
        Hand {
            keys: [0; 4],
            jokers: 0,
            tiles: 0,
            slots: 0,
            red: [0; 3],
            melds: 0,
            meld_count: 0,
            odd_and_simples: 0,
        }
    }

    /// A concealed hand from 34-index counts and a number of jokers: the way to ask any
    /// question of a count array (shanten, waits, effective tiles...). Its keys are computed
    /// from the counts in one pass, as [`set_counts`](Self::set_counts) does, never tile by
    /// tile.
    ///
    /// Fails when a count is above four, or there are more tiles or jokers than a hand holds.
    pub fn from_counts(counts: &[u8; KINDS], jokers: u8) -> Result<Hand, HandError> {
        let mut hand = Hand::new();
        hand.set_counts(counts, jokers)?;
        Ok(hand)
    }

    /// A concealed hand from a list of tiles and a number of jokers.
    ///
    /// Fails on a fifth copy of a kind, or more tiles or jokers than a hand holds.
    pub fn from_tiles(tiles: &[Tile], jokers: u8) -> Result<Hand, HandError> {
        let mut hand = Hand::new();
        for &t in tiles {
            hand.add(t)?;
        }
        for _ in 0..jokers {
            hand.add_joker()?;
        }
        Ok(hand)
    }

    /// Replaces the concealed tiles with these counts and jokers (melds stay), computing every
    /// suit key afresh: for callers that keep their own count array.
    ///
    /// Fails, leaving the hand as it was, when a count with the melded copies passes four or
    /// there are more tiles or jokers than a hand holds.
    pub fn set_counts(&mut self, counts: &[u8; KINDS], jokers: u8) -> Result<(), HandError> {
        // The counts a word of eight at a time (packed): checked, summed and made into keys in
        // a few operations each; with melds, their copies are counted in, kind by kind.
        let words = packed::words(counts);
        let (keys, tiles) = if self.meld_count == 0 && !packed::any_above_four(words) {
            (
                packed::suits(words).map(packed::suit_key),
                packed::total(words),
            )
        } else {
            keys_of(counts, &self.melded())?
        };
        // The size first, as adding the tiles and then the jokers one by one would find it.
        if tiles + u32::from(jokers) > u32::from(MAX_CONCEALED) {
            return Err(HandError::TooManyTiles);
        }
        if jokers > MAX_JOKERS {
            return Err(HandError::TooManyJokers);
        }
        self.keys = keys;
        self.tiles = tiles as u8;
        self.jokers = jokers;
        self.slots = self.tiles + jokers + 3 * self.meld_count;
        self.red = [0; 3];
        let odd = packed::odd_kinds(words) as u8;
        let simples = packed::total(std::array::from_fn(|i| words[i] & SIMPLES[i])) as u8;
        self.odd_and_simples = (odd & 0xF) | simples << 4;
        Ok(())
    }

    /// Adds a concealed tile (a draw), updating its suit's key.
    ///
    /// Fails on a fifth copy ([`HandError::FifthCopy`]) or a hand already full.
    #[inline]
    pub fn add(&mut self, tile: Tile) -> Result<(), HandError> {
        let held = self.count(tile);
        if held + self.melded_copies(tile) >= 4 {
            return Err(HandError::FifthCopy(tile));
        }
        if self.concealed_len() >= MAX_CONCEALED {
            return Err(HandError::TooManyTiles);
        }
        self.tiles += 1;
        self.slots += 1;
        self.keys[tile.suit().index()] += POW5[usize::from(tile.rank() - 1)];
        self.odd_and_simples = self.odd_and_simples_after(held, tile, true);
        Ok(())
    }

    /// The odd kinds and simple tiles once one `tile` of a kind held `held` times comes
    /// (`added`) or goes: either way the kind's parity flips.
    #[inline]
    fn odd_and_simples_after(&self, held: u8, tile: Tile, added: bool) -> u8 {
        // Both counts are kept modulo 16, so that a hand of more tiles than a nibble counts
        // comes back to exact ones as it shrinks.
        let odd = (self.odd_kinds() + 1).wrapping_sub(2 * (held & 1)) & 0xF;
        let simple = u8::from(is_simple(tile));
        let simples = if added {
            self.simples().wrapping_add(simple)
        } else {
            self.simples().wrapping_sub(simple)
        };
        odd | simples << 4
    }

    /// Kinds held an odd number of times among the concealed tiles (jokers apart), modulo 16:
    /// exact in a hand of at most 15 tiles.
    #[inline]
    pub(crate) fn odd_kinds(&self) -> u8 {
        self.odd_and_simples & 0x0F
    }

    /// Concealed tiles of ranks 2 to 8 of a numbered suit, modulo 16: exact in a hand of at
    /// most 15 tiles.
    #[inline]
    pub(crate) fn simples(&self) -> u8 {
        self.odd_and_simples >> 4
    }

    /// Adds a red five of a numbered suit.
    ///
    /// Fails as [`add`](Self::add) does.
    pub fn add_red_five(&mut self, suit: Suit) -> Result<(), HandError> {
        let five = Tile::new(suit, 5).filter(|_| suit != Suit::Honor);
        let five = five.ok_or(HandError::NoRedFive)?;
        self.add(five)?;
        self.red[suit.index()] += 1;
        Ok(())
    }

    /// Removes a concealed tile (a discard), updating its suit's key. A five removed while
    /// plain fives remain is a plain one.
    ///
    /// Fails with [`HandError::NotHeld`] when the concealed tiles hold no such tile.
    #[inline]
    pub fn remove(&mut self, tile: Tile) -> Result<(), HandError> {
        let held = self.count(tile);
        let left = match held {
            0 => return Err(HandError::NotHeld(tile)),
            n => n - 1,
        };
        self.tiles -= 1;
        self.slots -= 1;
        self.keys[tile.suit().index()] -= POW5[usize::from(tile.rank() - 1)];
        self.odd_and_simples = self.odd_and_simples_after(held, tile, false);
        if tile.rank() == 5 && tile.suit() != Suit::Honor {
            let red = &mut self.red[tile.suit().index()];
            *red = (*red).min(left);
        }
        Ok(())
    }

    /// Adds a joker to the concealed tiles.
    ///
    /// Fails with [`HandError::TooManyJokers`] or [`HandError::TooManyTiles`] when the hand
    /// has no room for it.
    pub fn add_joker(&mut self) -> Result<(), HandError> {
        if self.jokers >= MAX_JOKERS {
            return Err(HandError::TooManyJokers);
        }
        if self.concealed_len() >= MAX_CONCEALED {
            return Err(HandError::TooManyTiles);
        }
        self.jokers += 1;
        self.slots += 1;
        Ok(())
    }

    /// Takes a joker out of the concealed tiles.
    ///
    /// Fails with [`HandError::NoJoker`] when there is none.
    pub fn remove_joker(&mut self) -> Result<(), HandError> {
        self.jokers = self.jokers.checked_sub(1).ok_or(HandError::NoJoker)?;
        self.slots -= 1;
        Ok(())
    }

    /// Adds a meld; its tiles count towards the four copies of their kinds.
    ///
    /// Fails when the hand has five melds already, or the meld would make a fifth copy.
    pub fn push_meld(&mut self, meld: Meld) -> Result<(), HandError> {
        if usize::from(self.meld_count) >= MAX_MELDS {
            return Err(HandError::TooManyMelds);
        }
        let mut melded = self.melded();
        let counts = self.counts();
        for t in meld.tiles() {
            let i = t.index();
            melded[i] += 1;
            if melded[i] + counts[i] > 4 {
                return Err(HandError::FifthCopy(t));
            }
        }
        self.melds |= u64::from(meld.pack()) << (MELD_BITS * u32::from(self.meld_count));
        self.meld_count += 1;
        self.slots += 3;
        Ok(())
    }

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

    /// Copies of each kind held in melds.
    pub fn melded(&self) -> [u8; KINDS] {
        if self.meld_count == 0 {
            return [0; KINDS];
        }
        counts_of_keys(&self.melded_keys())
    }

    /// Copies of each kind held, concealed or in melds: the two keys of a suit added digit by
    /// digit (a kind's copies never pass four, so no digit carries).
    #[inline]
    pub(crate) fn held(&self) -> [u8; KINDS] {
        if self.meld_count == 0 {
            return self.counts();
        }
        let melded = self.melded_keys();
        counts_of_keys(&std::array::from_fn(|s| self.keys[s] + melded[s]))
    }

    /// The copies held in melds as a key of each suit (m, p, s, z), as [`keys`](Self::keys)
    /// holds the concealed ones.
    #[inline]
    pub(crate) fn melded_keys(&self) -> [u32; 4] {
        let mut keys = [0; 4];
        for i in 0..u32::from(self.meld_count) {
            let (suit, key) =
                Meld::packed_suit_key((self.melds >> (MELD_BITS * i)) as u16 & MELD_MASK);
            keys[suit] += key;
        }
        keys
    }

    /// Copies of one kind held in melds.
    fn melded_copies(&self, tile: Tile) -> u8 {
        digit(self.melded_keys()[tile.suit().index()], tile.rank() - 1)
    }

    /// The base-5 key of each suit's concealed counts (m, p, s, z).
    #[inline]
    pub fn keys(&self) -> &[u32; 4] {
        &self.keys
    }

    /// The jokers among the concealed tiles.
    pub fn jokers(&self) -> u8 {
        self.jokers
    }

    /// Concealed tiles, jokers included.
    #[inline]
    pub fn concealed_len(&self) -> u8 {
        self.tiles + self.jokers
    }

    /// Red fives among the concealed tiles of a numbered suit.
    pub fn red_fives(&self, suit: Suit) -> u8 {
        self.red.get(suit.index()).copied().unwrap_or(0)
    }

    /// The melds, in the order they were added.
    pub fn melds(&self) -> impl Iterator<Item = Meld> + '_ {
        let melds = self.melds;
        (0..u32::from(self.meld_count))
            .map(move |i| Meld::unpack((melds >> (MELD_BITS * i)) as u16 & MELD_MASK))
    }

    /// How many melds the hand has.
    pub fn meld_count(&self) -> u8 {
        self.meld_count
    }

    /// Concealed tiles and jokers, plus three for each meld: 14 for a hand that may be
    /// complete, 13 for one that may wait (17 and 16 in a sixteen-tile game).
    #[inline]
    pub fn slots(&self) -> u8 {
        self.slots
    }

    /// Concealed tiles, each kind's tiles together, in index order (jokers not included).
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        let counts = self.counts();
        Tile::all().flat_map(move |t| std::iter::repeat_n(t, usize::from(counts[t.index()])))
    }
}

/// The bytes of the simple kinds (ranks 2 to 8 of a numbered suit) in [`packed`]'s count words.
const SIMPLES: [u64; 5] = {
    let mut words = [0; 5];
    let mut k = 0;
    while k < 27 {
        if k % 9 >= 1 && k % 9 <= 7 {
            words[k / 8] |= 0xFF << (8 * (k % 8));
        }
        k += 1;
    }
    words
};

/// Whether a tile is a simple: rank 2 to 8 of a numbered suit.
#[inline]
fn is_simple(tile: Tile) -> bool {
    tile.suit() != Suit::Honor && (2..=8).contains(&tile.rank())
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

/// The four suit keys and the tile count of concealed counts, checking each kind against the
/// copies already melded.
#[inline]
pub(crate) fn keys_of(
    counts: &[u8; KINDS],
    melded: &[u8; KINDS],
) -> Result<([u32; 4], u32), HandError> {
    // Straight-line passes (the compiler vectorises them); the error is located only on failure.
    let fits = counts
        .iter()
        .zip(melded)
        .fold(true, |ok, (&c, &m)| ok & (c <= 4 - m));
    if !fits {
        let t = Tile::all().find(|t| counts[t.index()] > 4 - melded[t.index()]);
        return Err(HandError::FifthCopy(t.expect("some count is over")));
    }
    let tiles: u32 = counts.iter().map(|&c| u32::from(c)).sum();
    // Horner's rule from the top rank down: rank 1 is the least significant digit.
    let key = |suit: &[u8]| suit.iter().rev().fold(0u32, |k, &c| k * 5 + u32::from(c));
    let keys = [
        key(&counts[0..9]),
        key(&counts[9..18]),
        key(&counts[18..27]),
        key(&counts[27..34]),
    ];
    Ok((keys, tiles))
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

    /// Whatever is done to a hand, successfully or not, its slots stay its concealed tiles and
    /// jokers plus three per meld, and its odd kinds and simples those of its counts.
    #[test]
    fn slots_and_form_counts_follow_every_change() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        let mut next = |below: u64| rng.below(below as usize) as u64;
        for _ in 0..2_000 {
            let mut hand = Hand::new();
            for _ in 0..40 {
                let tile = Tile::from_index(next(KINDS as u64) as usize).expect("a kind");
                let _ = match next(9) {
                    0 | 1 => hand.add(tile),
                    2 => hand.remove(tile),
                    3 => hand.add_joker(),
                    4 => hand.remove_joker(),
                    5 => hand.push_meld(Meld::pon(tile)),
                    6 => Meld::chi(tile).map_or(Ok(()), |m| hand.push_meld(m)),
                    7 => hand.push_meld(Meld::kan(tile)),
                    _ => {
                        let mut counts = [0; KINDS];
                        counts[tile.index()] = next(4) as u8;
                        hand.set_counts(&counts, next(3) as u8)
                    }
                };
                let want = hand.concealed_len() + 3 * hand.meld_count();
                assert_eq!(hand.slots(), want, "{hand}");
                let counts = hand.counts();
                let odd = counts.iter().filter(|&&c| c % 2 == 1).count() as u8;
                assert_eq!(hand.odd_kinds(), odd, "{hand}");
                let simples: u8 = Tile::all()
                    .filter(|&t| is_simple(t))
                    .map(|t| counts[t.index()])
                    .sum();
                assert_eq!(hand.simples(), simples, "{hand}");
                // The melded copies read from the melds' keys, against their tiles counted.
                let mut melded = [0; KINDS];
                for t in hand.melds().flat_map(|m| m.tiles()) {
                    melded[t.index()] += 1;
                }
                assert_eq!(hand.melded(), melded, "{hand}");
                let held: [u8; KINDS] = std::array::from_fn(|k| counts[k] + melded[k]);
                assert_eq!(hand.held(), held, "{hand}");
                assert!(held.iter().all(|&n| n <= 4), "{hand}");
            }
        }
    }

    #[test]
    fn a_hand_is_half_a_cache_line() {
        assert_eq!(std::mem::size_of::<Hand>(), 32);
        assert_eq!(std::mem::align_of::<Hand>(), 32);
    }
}
