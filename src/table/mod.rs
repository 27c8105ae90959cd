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
//! ([`file`](mod@file), laid out by [`format`](mod@format)) embedded with `include_bytes!`;
//! a table file written by `hupai tables build` can be mapped instead ([`Tables::open`]); the
//! tables of other rule sets are generated on first use and kept for the life of the process.
//! The three give the same bytes.

#[cfg(feature = "compact")]
mod compact;
mod dense;
pub mod file;
pub mod format;
pub mod paohuzi;
mod wait_masks;

#[cfg(feature = "compact")]
pub use compact::Compact;
pub use dense::Dense;
pub use file::{RuleSet, SectionProblem, TableFile, TableFileError, Tables, write_table_file};
pub use wait_masks::{COMPLETE, WITH_PAIR_SHIFT, WITHOUT_PAIR, WaitMasks};

use crate::generator::mahjong::{NEVER, Shape, SuitRules};

/// The rules a table set answers: everything that changes a suit's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    /// A joker may stand for a fifth copy.
    pub joker_fifth_copy: bool,
    /// The pair must be a 2, 5 or 8 of a numbered suit.
    pub eyes_258: bool,
    /// Three different winds, and 白发中, are sequences.
    pub honor_sequences: bool,
    /// No honours exist: the honour table only answers the empty suit, and never with a pair.
    pub suits_only: bool,
}

/// The variant `build.rs` bakes: the default rules'.
pub const BAKED: Variant = Variant {
    joker_fifth_copy: true,
    eyes_258: false,
    honor_sequences: false,
    suits_only: false,
};

impl Variant {
    /// The numbered suits' rules under this variant.
    pub const fn numbered(self) -> SuitRules {
        SuitRules {
            shape: Shape::Numbered,
            eyes_258: self.eyes_258,
            honor_sequences: false,
        }
    }

    /// The honours' rules under this variant. Without honours (`suits_only`) only the empty
    /// suit is ever looked up; forbidding a pair there keeps jokers from pairing as an honour.
    pub const fn honours(self) -> SuitRules {
        SuitRules {
            shape: Shape::Honours,
            eyes_258: self.eyes_258 || self.suits_only,
            honor_sequences: self.honor_sequences,
        }
    }

    /// A small number unique to each variant, for caches.
    pub const fn index(self) -> usize {
        self.joker_fifth_copy as usize
            | (self.eyes_258 as usize) << 1
            | (self.honor_sequences as usize) << 2
            | (self.suits_only as usize) << 3
    }

    /// How many distinct [`Variant::index`] values there are.
    pub const COUNT: usize = 16;
}

/// Per-suit lookups. Implementations answer for every base-5 key of at most 14 tiles; other
/// keys never occur in a valid hand.
pub trait SuitTable {
    /// The byte of a numbered suit's key.
    fn numbered(&self, key: u32) -> u8;
    /// The byte of the honours' key.
    fn honours(&self, key: u32) -> u8;
    /// The rules the answers hold for.
    fn variant(&self) -> Variant;
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
