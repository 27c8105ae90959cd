//! Suit tables: what the checker looks up, behind one interface with two backends.
//!
//! Each suit's concealed counts form a base-5 key (one digit per rank, counts 0..=4). A table
//! maps a key to one byte: the least number of jokers that completes the suit without a pair
//! (low nibble) and with a pair (high nibble), 15 meaning "never with up to 8". Two backends:
//!
//! - [`Dense`]: an array indexed by the key itself, 5^9 + 5^7 bytes. A lookup is one load.
//! - [`Compact`]: perfect-hash maps (phf) holding only the keys that some number of jokers can
//!   complete; every other key answers "never". Smaller, and free to start, but a lookup hashes
//!   the key (SipHash) and compares it, several times the cost of an array load.
//!
//! The default rules' tables are baked into the binary by `build.rs`, as a table file
//! (laid out as `tables/FORMAT.md` says, validated by [`TableFile`]) embedded with `include_bytes!`;
//! a table file written by `hupai tables build` can be mapped instead ([`Tables::open`]); the
//! tables of other rule sets are generated on first use and kept for the life of the process.
//! The three give the same bytes.

mod baked;
pub(crate) mod built_in;
#[cfg(feature = "compact")]
mod compact;
mod dense;
mod derived;
pub(crate) mod file;
pub(crate) mod format;
pub(crate) mod paohuzi;
mod stats;
mod wait_masks;
mod write;

pub use baked::{baked_mahjong, baked_paohuzi};
#[cfg(feature = "compact")]
pub use compact::Compact;
pub use dense::Dense;
pub use file::{RuleSet, Section, SectionProblem, TableFile, TableFileError, Tables};
pub use format::FORMAT_VERSION;
pub use stats::{SuitStats, suit_stats};
pub(crate) use wait_masks::{COMPLETE, WITH_PAIR_SHIFT, WITHOUT_PAIR, WaitMasks};
pub use write::write_table_file;

use crate::generator::mahjong::{NEVER, Shape, SuitRules};
pub use crate::mahjong::rules::Variant;

/// The variant `build.rs` bakes: the default rules'.
pub const BAKED: Variant = Variant {
    joker_fifth_copy: true,
    eyes_258: false,
    honor_sequences: false,
    suits_only: false,
};

/// The groups and pairs one suit allows under a variant. Without honours (`suits_only`) only
/// the empty honour suit is ever looked up; forbidding a pair there keeps jokers from pairing
/// as an honour.
pub const fn suit_rules(variant: Variant, shape: Shape) -> SuitRules {
    match shape {
        Shape::Numbered => SuitRules {
            shape,
            eyes_258: variant.eyes_258,
            honor_sequences: false,
        },
        Shape::Honours => SuitRules {
            shape,
            eyes_258: variant.eyes_258 || variant.suits_only,
            honor_sequences: variant.honor_sequences,
        },
    }
}

/// Per-suit lookups: the tables a [`Checker`](crate::Checker) reads. Implementations answer
/// for every base-5 key of at most 14 tiles; other keys never occur in a valid hand. The
/// trait is sealed: [`Dense`] and [`Compact`] are its implementations.
pub trait SuitTable: sealed::Derive {
    /// The byte of a numbered suit's key.
    fn numbered(&self, key: u32) -> u8;
    /// The byte of the honours' key.
    fn honours(&self, key: u32) -> u8;
    /// The rules the answers hold for.
    fn variant(&self) -> Variant;
}

/// What a table set derives from its bytes, for the checker's own use.
pub(crate) mod sealed {
    use super::WaitMasks;

    /// Seals [`SuitTable`](super::SuitTable), and reaches what is derived from the tables.
    pub trait Derive {
        /// Per-key wait masks derived from these tables, kept by their owner; `None` for tables
        /// that derive none (the compact ones), whose waits are looked up key by key.
        fn wait_masks(&self) -> Option<&WaitMasks>;
    }

    impl<T: Derive + ?Sized> Derive for &T {
        #[inline]
        fn wait_masks(&self) -> Option<&WaitMasks> {
            (**self).wait_masks()
        }
    }
}

impl<T: SuitTable + ?Sized> SuitTable for &T {
    #[inline]
    fn numbered(&self, key: u32) -> u8 {
        (**self).numbered(key)
    }
    #[inline]
    fn honours(&self, key: u32) -> u8 {
        (**self).honours(key)
    }
    fn variant(&self) -> Variant {
        (**self).variant()
    }
}

/// Jokers to complete without a pair, from a table byte.
#[inline]
pub const fn without_pair(byte: u8) -> u8 {
    byte & 0xF
}

/// Jokers to complete with a pair, from a table byte.
#[inline]
pub const fn with_pair(byte: u8) -> u8 {
    byte >> 4
}

/// Whether a nibble says "never".
#[inline]
pub const fn is_never(nibble: u8) -> bool {
    nibble == NEVER
}
