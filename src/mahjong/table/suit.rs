//! The one interface a checker reads tables through, sealed so that what a table set derives
//! from its bytes (wait masks) can be reached through it without being public.

use crate::base::variant::Variant;

/// Per-suit lookups: the tables a [`Checker`](crate::Checker) reads. Implementations answer
/// for every base-5 key of at most 14 tiles; other keys never occur in a valid hand. The
/// trait is sealed: [`Dense`](super::Dense) and [`Compact`](super::Compact) are its implementations.
pub trait SuitTable: sealed::Derive {
    /// The byte of a numbered suit's key.
    fn numbered(&self, key: u32) -> u8;
    /// The byte of the honors' key.
    fn honors(&self, key: u32) -> u8;
    /// The rules the answers hold for.
    fn variant(&self) -> Variant;
}

/// What a table set derives from its bytes, for the checker's own use.
pub(crate) mod sealed {
    use crate::mahjong::table::shanten::ShantenTables;
    use crate::mahjong::table::wait_masks::WaitMasks;

    /// Seals [`SuitTable`](super::SuitTable), and reaches what is derived from the tables.
    pub trait Derive {
        /// Per-key wait masks derived from these tables, kept by their owner; `None` for tables
        /// that derive none (the compact ones), whose waits are looked up key by key.
        fn wait_masks(&self) -> Option<&WaitMasks>;
        /// The per-suit shanten tables of the same rules.
        fn shanten(&self) -> ShantenTables<'_>;
    }

    impl<T: Derive + ?Sized> Derive for &T {
        #[inline]
        fn wait_masks(&self) -> Option<&WaitMasks> {
            (**self).wait_masks()
        }
        #[inline(always)]
        fn shanten(&self) -> ShantenTables<'_> {
            (**self).shanten()
        }
    }
}

impl<T: SuitTable + ?Sized> SuitTable for &T {
    #[inline]
    fn numbered(&self, key: u32) -> u8 {
        (**self).numbered(key)
    }
    #[inline]
    fn honors(&self, key: u32) -> u8 {
        (**self).honors(key)
    }
    fn variant(&self) -> Variant {
        (**self).variant()
    }
}
