//! The compact backend: phf maps of the keys that can complete, baked for the default rules.

use super::{BAKED, SuitTable, Variant};
use crate::generator::mahjong::NEVER_BYTE;

include!(concat!(env!("OUT_DIR"), "/mahjong_compact.rs"));

/// Compact suit tables for the default rules (the [`BAKED`] variant).
#[derive(Clone, Copy, Debug, Default)]
pub struct Compact;

impl Compact {
    /// Entries held: (numbered keys, honour keys).
    pub fn len(&self) -> (usize, usize) {
        (NUMBERED.len(), HONOURS.len())
    }
}

fn key_bytes(key: u32) -> [u8; 3] {
    let [a, b, c, _] = key.to_le_bytes();
    [a, b, c]
}

impl SuitTable for Compact {
    #[inline]
    fn numbered(&self, key: u32) -> u8 {
        NUMBERED.get(&key_bytes(key)).copied().unwrap_or(NEVER_BYTE)
    }

    #[inline]
    fn honours(&self, key: u32) -> u8 {
        HONOURS.get(&key_bytes(key)).copied().unwrap_or(NEVER_BYTE)
    }

    fn variant(&self) -> Variant {
        BAKED
    }
}
