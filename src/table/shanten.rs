//! The per-suit shanten tables a checker reads ([`crate::generator::shanten`] makes them):
//! one little-endian `u32` entry per hand-sized key, at the key's
//! [`hand_index`](crate::mahjong::key::hand_index). They sit beside the suit bytes in a table
//! file and in the built-in tables, and are borrowed from the same owner.

use crate::generator::shanten::{Distances, NO_ENTRY, decode};
use crate::mahjong::key::{Shape, hand_index};
use zerocopy::FromBytes;

/// A suit set's shanten entries, borrowed from their owner.
#[derive(Clone, Copy, Debug)]
pub struct ShantenTables<'a> {
    numbered: &'a [[u8; 4]],
    honours: &'a [[u8; 4]],
}

impl<'a> ShantenTables<'a> {
    /// The tables over an owner's bytes, `None` unless they are the entries of every
    /// hand-sized key (405,350 and 43,130 entries of four bytes).
    pub(crate) fn new(numbered: &'a [u8], honours: &'a [u8]) -> Option<Self> {
        let entries = |bytes: &'a [u8], shape: Shape| {
            let entries = <[[u8; 4]]>::ref_from_bytes(bytes).ok()?;
            (entries.len() == shape.hand_keys()).then_some(entries)
        };
        Some(ShantenTables {
            numbered: entries(numbered, Shape::Numbered)?,
            honours: entries(honours, Shape::Honours)?,
        })
    }

    /// The entry of a numbered suit's key.
    #[inline(always)]
    pub(crate) fn numbered(&self, key: u32) -> u32 {
        let entry = self.numbered.get(hand_index(key));
        entry.map_or(NO_ENTRY, |bytes| u32::from_le_bytes(*bytes))
    }

    /// The entry of the honours' key.
    #[inline(always)]
    pub(crate) fn honours(&self, key: u32) -> u32 {
        let entry = self.honours.get(hand_index(key));
        entry.map_or(NO_ENTRY, |bytes| u32::from_le_bytes(*bytes))
    }

    /// The entry at a place of the honours' table or a numbered suit's.
    #[inline(always)]
    pub(crate) fn entry_at(&self, honours: bool, place: usize) -> u32 {
        let table = if honours { self.honours } else { self.numbered };
        table
            .get(place)
            .map_or(NO_ENTRY, |bytes| u32::from_le_bytes(*bytes))
    }

    /// The entries at four suits' places ([`hand_index`] of their keys).
    #[inline(always)]
    pub(crate) fn entries_at(&self, places: [usize; 4]) -> [u32; 4] {
        let at = |table: &[[u8; 4]], i: usize| {
            table
                .get(i)
                .map_or(NO_ENTRY, |bytes| u32::from_le_bytes(*bytes))
        };
        [
            at(self.numbered, places[0]),
            at(self.numbered, places[1]),
            at(self.numbered, places[2]),
            at(self.honours, places[3]),
        ]
    }

    /// The entries of the four suits' keys.
    #[inline(always)]
    pub(crate) fn entries(&self, keys: &[u32; 4]) -> [u32; 4] {
        [
            self.numbered(keys[0]),
            self.numbered(keys[1]),
            self.numbered(keys[2]),
            self.honours(keys[3]),
        ]
    }

    /// The distances of the four suits' keys.
    #[inline(always)]
    pub(crate) fn distances(&self, keys: &[u32; 4]) -> [Distances; 4] {
        self.entries(keys).map(decode)
    }

    /// Bytes these tables occupy.
    pub(crate) fn size_bytes(&self) -> usize {
        4 * (self.numbered.len() + self.honours.len())
    }
}
