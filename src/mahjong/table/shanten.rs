//! The per-suit shanten tables a checker reads ([`crate::base::generator::shanten`] makes them):
//! one little-endian `u32` entry per hand-sized key, at the key's
//! [`hand_index`](crate::base::key::hand_index). They sit beside the suit bytes in a table
//! file and in the built-in tables, and are borrowed from the same owner, which also keeps
//! the draw masks derived from them.

use super::derived::Derived;
use super::draw_masks::DrawMasks;
use crate::base::generator::shanten::NO_ENTRY;
use crate::base::key::{SuitShape, hand_index};
use zerocopy::FromBytes;

/// A suit set's shanten entries, borrowed from their owner.
#[derive(Clone, Copy, Debug)]
pub struct ShantenTables<'a> {
    numbered: &'a [[u8; 4]],
    honors: &'a [[u8; 4]],
    derived: &'a Derived,
}

impl<'a> ShantenTables<'a> {
    /// The tables over an owner's bytes, `None` unless they are the entries of every
    /// hand-sized key (405,350 and 43,130 entries of four bytes). `derived` is their owner's
    /// store of what is derived from them.
    pub(crate) fn new(numbered: &'a [u8], honors: &'a [u8], derived: &'a Derived) -> Option<Self> {
        let entries = |bytes: &'a [u8], shape: SuitShape| {
            let entries = <[[u8; 4]]>::ref_from_bytes(bytes).ok()?;
            (entries.len() == shape.hand_keys()).then_some(entries)
        };
        Some(ShantenTables {
            numbered: entries(numbered, SuitShape::Numbered)?,
            honors: entries(honors, SuitShape::Honors)?,
            derived,
        })
    }

    /// The entry at a place of the honors' table or a numbered suit's; a place past the
    /// table (no hand-sized key's) reads [`NO_ENTRY`].
    #[inline(always)]
    pub(crate) fn entry_at(&self, honors: bool, place: usize) -> u32 {
        let table = if honors { self.honors } else { self.numbered };
        table
            .get(place)
            .map_or(NO_ENTRY, |bytes| u32::from_le_bytes(*bytes))
    }

    /// The entry of a key of the honors (`true`) or a numbered suit.
    #[inline(always)]
    pub(crate) fn entry_of(&self, honors: bool, key: u32) -> u32 {
        self.entry_at(honors, hand_index(key))
    }

    /// The entries at four suits' places ([`hand_index`] of their keys).
    #[inline(always)]
    pub(crate) fn entries_at(&self, places: [usize; 4]) -> [u32; 4] {
        [
            self.entry_at(false, places[0]),
            self.entry_at(false, places[1]),
            self.entry_at(false, places[2]),
            self.entry_at(true, places[3]),
        ]
    }

    /// [`entries_at`](Self::entries_at) without the range test, for the quick paths, which
    /// read every hand's entries.
    ///
    /// # Safety
    ///
    /// Each place is the [`hand_index`] of a key of at most [`MAX_TILES`] tiles and counts at
    /// most four (the first three numbered, the last of the honors): below the length of its
    /// table, which [`new`](Self::new) checked.
    ///
    /// [`MAX_TILES`]: crate::base::key::MAX_TILES
    #[inline(always)]
    pub(crate) unsafe fn entries_of_hand_sized(&self, places: [usize; 4]) -> [u32; 4] {
        let read = |table: &[[u8; 4]], place: usize| {
            // SAFETY: the caller's promise: a hand-sized key's place is within its table.
            u32::from_le_bytes(*unsafe { table.get_unchecked(place) })
        };
        [
            read(self.numbered, places[0]),
            read(self.numbered, places[1]),
            read(self.numbered, places[2]),
            read(self.honors, places[3]),
        ]
    }

    /// The entries of the four suits' keys.
    #[inline(always)]
    pub(crate) fn entries(&self, keys: &[u32; 4]) -> [u32; 4] {
        self.entries_at(keys.map(hand_index))
    }

    /// The draw masks of these entries, built on first use and kept by their owner.
    #[inline]
    pub(crate) fn draw_masks(&self) -> &'a DrawMasks {
        self.derived
            .draw_masks(|honors, place| self.entry_at(honors, place))
    }

    /// Bytes these tables occupy.
    pub(crate) fn size_bytes(&self) -> usize {
        4 * (self.numbered.len() + self.honors.len())
    }
}
