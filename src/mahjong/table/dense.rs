//! The dense backend: one byte per base-5 key, so a lookup is a single indexed load.

use super::derived::Derived;
use super::shanten::ShantenTables;
use super::suit::{SuitTable, sealed};
use super::wait_masks::WaitMasks;
use crate::base::key::SuitShape;
use crate::base::variant::Variant;

/// Dense suit tables: `numbered[key]` and `honors[key]`, with what is derived from them.
///
/// The tables are held as arrays of their exact length, so that a lookup compares the key with
/// a constant rather than with a length kept in a register. A `Dense` borrows its bytes from
/// their owner (the built-in tables of [`Dense::for_variant`], or a table file's
/// [`Tables`](super::Tables)), and so do the wait masks derived from them: the masks are built
/// from these very bytes on the first joker-free `waits` and kept by the same owner.
#[derive(Clone, Copy, Debug)]
pub struct Dense<'a> {
    numbered: &'a [u8; NUMBERED_KEYS],
    honors: &'a [u8; HONOR_KEYS],
    variant: Variant,
    derived: &'a Derived,
    shanten: ShantenTables<'a>,
}

pub(crate) const NUMBERED_KEYS: usize = SuitShape::Numbered.key_space();
pub(crate) const HONOR_KEYS: usize = SuitShape::Honors.key_space();

impl<'a> Dense<'a> {
    /// Tables over an owner's bytes (5^9 and 5^7 long), `None` for any other length.
    pub(crate) fn new(
        numbered: &'a [u8],
        honors: &'a [u8],
        variant: Variant,
        derived: &'a Derived,
        shanten: ShantenTables<'a>,
    ) -> Option<Self> {
        Some(Dense {
            numbered: numbered.try_into().ok()?,
            honors: honors.try_into().ok()?,
            variant,
            derived,
            shanten,
        })
    }

    /// Bytes these tables occupy, shanten tables included (not counting wait masks derived
    /// from them).
    pub fn size_bytes(&self) -> usize {
        self.numbered.len() + self.honors.len() + self.shanten.size_bytes()
    }
}

impl SuitTable for Dense<'_> {
    #[inline(always)]
    fn numbered(&self, key: u32) -> u8 {
        // A key past the table (never made by a hand) answers "never" rather than panicking.
        self.numbered.get(key as usize).copied().unwrap_or(u8::MAX)
    }

    #[inline(always)]
    fn honors(&self, key: u32) -> u8 {
        self.honors.get(key as usize).copied().unwrap_or(u8::MAX)
    }

    fn variant(&self) -> Variant {
        self.variant
    }
}

impl sealed::Derive for Dense<'_> {
    #[inline]
    fn wait_masks(&self) -> Option<&WaitMasks> {
        Some(
            self.derived
                .wait_masks(self.variant, self.numbered, self.honors),
        )
    }

    #[inline(always)]
    fn shanten(&self) -> ShantenTables<'_> {
        self.shanten
    }
}
