//! Shanten of count arrays, for callers that keep counts rather than a [`Hand`](crate::Hand):
//! the bindings' batches, servers, simulators. The suit keys are made a register at a time
//! ([`Loaded`]) and read as a hand's are, with no hand built; a count array the quick path
//! does not answer is made a hand and asked in full, which also names what is wrong with it.
//!
//! A batch usually wants only the least shanten over the forms ([`least_shanten_counts`]).
//! A complete hand's least is -1 whatever its other forms say, and the standard form's
//! completeness is the check's four table bytes, read from the keys the shanten needs anyway:
//! such a hand is answered without summing any suit's distances, and every other hand pays
//! those four reads and a word test.
//!
//! [`least_shanten_counts`]: Checker::least_shanten_counts

use super::Shanten;
use crate::mahjong::checker::counts::{Loaded, within_tables};
use crate::mahjong::checker::{CheckError, Checker, within};
use crate::mahjong::hand;
use crate::mahjong::table::SuitTable;
use crate::mahjong::tile::{KINDS, Tile};

impl<T: SuitTable> Checker<T> {
    /// The shanten of concealed counts plus jokers (no melds) in every form the rules enable:
    /// what [`shanten`](Self::shanten) answers for the hand [`Hand::from_counts`] makes of
    /// them, from suit keys made a register at a time, without the hand. Other questions of a
    /// count array are asked of that hand.
    ///
    /// Fails as [`Hand::from_counts`] (a [`CheckError::Hand`]) or
    /// [`shanten`](Self::shanten) do.
    ///
    /// [`Hand::from_counts`]: crate::Hand::from_counts
    #[inline]
    pub fn shanten_counts(&self, counts: &[u8; KINDS], jokers: u8) -> Result<Shanten, CheckError> {
        let quick = self.quick_counts(counts, jokers, |keys, concealed| {
            let held = |kind: Tile| counts[kind.index()];
            self.quick_shanten_keys(keys, jokers, concealed, held)
        });
        match quick {
            Some(shanten) => Ok(shanten),
            None => self.shanten_counts_in_full(counts, jokers),
        }
    }

    /// The least shanten over the forms of concealed counts plus jokers (no melds):
    /// `shanten_counts(counts, jokers)?.least()`, what the batches of the C library and the
    /// Python module write, with a complete hand answered -1 from the check's table bytes
    /// alone.
    ///
    /// Fails as [`shanten_counts`](Self::shanten_counts) does.
    #[inline]
    pub fn least_shanten_counts(
        &self,
        counts: &[u8; KINDS],
        jokers: u8,
    ) -> Result<Option<i8>, CheckError> {
        let quick = self.quick_counts(counts, jokers, |keys, concealed| {
            // The sizes test passes complete sizes and jokers within `max_jokers` only, as
            // the check's quick path does.
            if self.plain_rules()
                && self.plain_sizes_ok(concealed, jokers)
                && within(self.lookup_word(&keys), jokers)
            {
                return Some(Some(-1));
            }
            let held = |kind: Tile| counts[kind.index()];
            let shanten = self.quick_shanten_keys(keys, jokers, concealed, held)?;
            Some(shanten.least())
        });
        match quick {
            Some(least) => Ok(least),
            None => self
                .shanten_counts_in_full(counts, jokers)
                .map(|shanten| shanten.least()),
        }
    }

    /// What `answer` says of the suit keys and the concealed size (jokers included) of counts
    /// the quick paths may read: each count at most four, at most a hand's tiles. `None`
    /// leaves them to the general path, which names what is wrong with them.
    #[inline(always)]
    fn quick_counts<R>(
        &self,
        counts: &[u8; KINDS],
        jokers: u8,
        answer: impl FnOnce([u32; 4], u8) -> Option<R>,
    ) -> Option<R> {
        let (keys, tiles) = Loaded::load(counts).keys_and_tiles();
        // A count above four makes `tiles` 255 or more, which fails the size test.
        let concealed = tiles + u32::from(jokers);
        if concealed > u32::from(hand::MAX_CONCEALED) {
            return None;
        }
        // SAFETY: `tiles` is at most 17, below the 255 that a count above four makes it.
        answer(unsafe { within_tables(keys) }, concealed as u8)
    }

    /// The count arrays [`shanten_counts`](Self::shanten_counts) leaves: the hand they make
    /// asked, or what is wrong with them named.
    #[inline(never)]
    fn shanten_counts_in_full(
        &self,
        counts: &[u8; KINDS],
        jokers: u8,
    ) -> Result<Shanten, CheckError> {
        self.shanten(&crate::Hand::from_counts(counts, jokers)?)
    }
}
