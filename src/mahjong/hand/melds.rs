//! A hand's melds: packed eleven bits each in one word, and the copies they hold counted out of
//! their keys, so that the four-copy limit counts melded tiles with concealed ones.

use super::counts::{counts_of_keys, digit};
use super::{Hand, HandError, MAX_MELDS};
use crate::mahjong::meld::Meld;
use crate::mahjong::tile::{KINDS, Tile};

/// Bits of one packed meld ([`Meld::pack`]).
const MELD_BITS: u32 = 11;
const MELD_MASK: u16 = (1 << MELD_BITS) - 1;

impl Hand {
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
        self.add_melded(&mut keys);
        keys
    }

    /// Adds the copies held in melds to `keys` (a key a suit, as [`melded_keys`] gives them),
    /// and gives the suits holding a meld as a mask (bit `s` for suit `s`), made beside them.
    /// The caller's keys are added to in place: keys made here and copied out would be read
    /// whole from the stores that made them a key at a time, which waits for those stores.
    ///
    /// [`melded_keys`]: Self::melded_keys
    #[inline(always)]
    pub(crate) fn add_melded(&self, keys: &mut [u32; 4]) -> u32 {
        let mut suits = 0;
        for i in 0..u32::from(self.meld_count) {
            let (suit, key) =
                Meld::packed_suit_key((self.melds >> (MELD_BITS * i)) as u16 & MELD_MASK);
            keys[suit] += key;
            suits |= 1 << suit;
        }
        suits
    }

    /// Copies of one kind held in melds.
    pub(super) fn melded_copies(&self, tile: Tile) -> u8 {
        digit(self.melded_keys()[tile.suit().index()], tile.rank() - 1)
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
}
