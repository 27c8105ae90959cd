//! The compact backend: perfect-hash maps of the keys that can complete, baked for the default
//! rules.
//!
//! `build.rs` hashes the keys with phf's generator (SipHash-1-3, CHD displacements) and writes
//! the slots as raw arrays: three key bytes per slot, one value byte per slot, and a (u32, u32)
//! displacement per bucket. A lookup hashes the key, finds its slot, and compares the stored
//! key; a key that is not stored can never be completed.

use super::byte::BAKED;
use super::shanten::ShantenTables;
use super::suit::{SuitTable, sealed};
use super::wait_masks::WaitMasks;
use crate::base::generator::mahjong::NEVER_BYTE;
use crate::base::variant::Variant;

/// One baked perfect-hash map over raw arrays.
struct Map {
    hash_key: u64,
    keys: &'static [u8],
    values: &'static [u8],
    disps: &'static [u8],
}

impl Map {
    fn len(&self) -> usize {
        self.values.len()
    }

    #[inline]
    fn get(&self, key: u32) -> u8 {
        let [a, b, c, _] = key.to_le_bytes();
        let key = [a, b, c];
        let hashes = phf_shared::hash(&key, &self.hash_key);
        let buckets = (self.disps.len() / 8) as u32;
        let at = (hashes.g % buckets) as usize * 8;
        let word = |i: usize| u32::from_le_bytes(self.disps[i..i + 4].try_into().expect("4 bytes"));
        let slot = phf_shared::displace(hashes.f1, hashes.f2, word(at), word(at + 4)) as usize
            % self.len();
        if self.keys[slot * 3..slot * 3 + 3] == key {
            self.values[slot]
        } else {
            NEVER_BYTE
        }
    }

    /// Bytes the map occupies.
    fn size_bytes(&self) -> usize {
        self.keys.len() + self.values.len() + self.disps.len()
    }
}

include!(concat!(env!("OUT_DIR"), "/mahjong_compact.rs"));

/// Compact suit tables for the default rules (the [`BAKED`] variant).
#[derive(Clone, Copy, Debug, Default)]
pub struct Compact;

impl Compact {
    /// Entries held: (numbered keys, honor keys).
    pub fn len(&self) -> (usize, usize) {
        (NUMBERED.len(), HONORS.len())
    }

    /// Bytes the maps occupy.
    pub fn size_bytes(&self) -> usize {
        NUMBERED.size_bytes() + HONORS.size_bytes()
    }
}

impl SuitTable for Compact {
    #[inline]
    fn numbered(&self, key: u32) -> u8 {
        NUMBERED.get(key)
    }

    #[inline]
    fn honors(&self, key: u32) -> u8 {
        HONORS.get(key)
    }

    fn variant(&self) -> Variant {
        BAKED
    }
}

impl sealed::Derive for Compact {
    /// None: the compact tables exist to be small, so waits look their keys up one by one.
    fn wait_masks(&self) -> Option<&WaitMasks> {
        None
    }

    /// The built-in ones of the same rules: shanten has no compact form.
    fn shanten(&self) -> ShantenTables<'_> {
        super::built_in::shanten(BAKED)
    }
}
