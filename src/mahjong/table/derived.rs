//! What a table set derives from its own suit bytes, built on first use and kept beside them.
//!
//! A checker reads more than the suit bytes: joker-free waits read per-key wait masks (8.1 MB),
//! effective tiles per-place draw masks (7.2 MB, from the shanten
//! entries). They are a function of the bytes, so they are built from the bytes
//! the checker itself holds and kept by the owner of those bytes (the built-in tables, or a
//! table file's [`Tables`](super::Tables)), never from tables generated elsewhere: a checker
//! over a mapped file pays the same as one over the built-in tables, and generates nothing.

use super::draw_masks::DrawMasks;
use super::wait_masks::WaitMasks;
use crate::base::variant::Variant;
use std::sync::OnceLock;

/// The derived parts of one set of suit bytes.
#[derive(Debug, Default)]
pub(crate) struct Derived {
    wait_masks: OnceLock<WaitMasks>,
    draw_masks: OnceLock<DrawMasks>,
}

impl Derived {
    /// The wait masks of the suit bytes these parts belong to, built from them on first use.
    #[inline]
    pub(crate) fn wait_masks(
        &self,
        variant: Variant,
        numbered: &[u8],
        honors: &[u8],
    ) -> &WaitMasks {
        match self.wait_masks.get() {
            Some(masks) => masks,
            None => self.build_wait_masks(variant, numbered, honors),
        }
    }

    #[cold]
    fn build_wait_masks(&self, variant: Variant, numbered: &[u8], honors: &[u8]) -> &WaitMasks {
        self.wait_masks
            .get_or_init(|| WaitMasks::build(variant, numbered, honors))
    }

    /// The draw masks of the shanten entries these parts belong to (`entry` reads them by
    /// place, honors or not), built from them on first use.
    #[inline]
    pub(crate) fn draw_masks(&self, entry: impl Fn(bool, usize) -> u32 + Sync) -> &DrawMasks {
        match self.draw_masks.get() {
            Some(masks) => masks,
            None => self.build_draw_masks(entry),
        }
    }

    #[cold]
    fn build_draw_masks(&self, entry: impl Fn(bool, usize) -> u32 + Sync) -> &DrawMasks {
        self.draw_masks.get_or_init(|| DrawMasks::build(entry))
    }
}
