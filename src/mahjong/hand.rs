//! A player's hand: concealed tile counts, jokers and melds, with per-suit keys kept current.
//!
//! The table checker looks up one base-5 key per suit. Computing a key from counts costs more
//! than the lookup itself, so the hand keeps its four keys up to date as tiles are added and
//! removed (a draw changes one key by one power of five) and a check never recomputes them.
//!
//! The counts are read back out of the keys in [`counts`]; the melds are kept and counted in
//! [`melds`].

use crate::base::key::{POW5, within_tables};
use crate::mahjong::packed;
use crate::mahjong::tile::{KINDS, Suit, Tile};

pub(crate) mod counts;
mod melds;

#[cfg(test)]
mod tests;

/// A hand holds at most five melds (a sixteen-tile game's five groups; a 13-tile game's
/// checker refuses a fifth).
pub const MAX_MELDS: usize = 5;
/// Most jokers a hand may hold (the tables account for up to eight).
pub const MAX_JOKERS: u8 = crate::base::key::MAX_JOKERS;
/// Most concealed tiles, jokers included: 17, a sixteen-tile game's complete hand (a 13-tile
/// game's checker refuses more than 14).
pub const MAX_CONCEALED: u8 = 17;

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
    /// Meld `i` in bits `11 * i..11 * i + 11` ([`Meld::pack`](crate::mahjong::Meld::pack)).
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

    /// The base-5 key of each suit's concealed counts (m, p, s, z).
    #[inline]
    pub fn keys(&self) -> &[u32; 4] {
        &self.keys
    }

    /// [`keys`](Self::keys) as the table reads take them: each known to be within its
    /// suit's key space, which spares those reads their range tests (some 8% of a check).
    #[inline(always)]
    pub(crate) fn table_keys(&self) -> [u32; 4] {
        // SAFETY: no count of a hand passes four: `add` and `push_meld` refuse a fifth copy
        // and `set_counts` a count above four, and the keys are the counts.
        unsafe { within_tables(self.keys) }
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

/// The four suit keys and the tile count of concealed counts, checking each kind against the
/// copies already melded.
#[inline]
pub(crate) fn keys_of(
    counts: &[u8; KINDS],
    melded: &[u8; KINDS],
) -> Result<([u32; 4], u32), HandError> {
    // Read once, by a read the compiler keeps: counts that another thread writes meanwhile
    // (a caller's buffer, a numpy array) are checked, located and keyed as one array.
    // SAFETY: a reference is valid for reads of its whole pointee, which every bit pattern
    // of `[u8; KINDS]` is.
    let counts = &unsafe { core::ptr::read_volatile(counts) };
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
