//! Mahjong suit tables: what the checker looks up, behind one interface with two backends.
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
//! (laid out as `tables/FORMAT.md` says, validated by [`TableFile`](crate::table::TableFile))
//! embedded with `include_bytes!`; a table file written by `hupai tables build` can be read
//! ([`Tables::open`]) or mapped ([`Tables::map`]) instead; the tables of other rule sets are
//! generated on first use and kept for the life of the process. The three give the same bytes.
//! Beside the suit bytes: the per-suit shanten entries ([`shanten`]), and what checkers derive
//! from a table set on first use and its owner keeps ([`derived`]: the wait and draw masks).

pub(crate) mod built_in;
mod byte;
pub(crate) mod capped;
#[cfg(feature = "compact")]
mod compact;
mod dense;
pub(crate) mod derived;
pub(crate) mod draw_masks;
pub(crate) mod shanten;
mod stats;
mod suit;
mod tables;
pub(crate) mod wait_masks;

#[cfg(feature = "compact")]
pub use compact::Compact;
pub use dense::Dense;
pub use stats::{SuitStats, suit_stats};
pub use tables::Tables;
pub(crate) use wait_masks::{COMPLETE, WITH_PAIR_SHIFT, WITHOUT_PAIR, WaitMasks};

pub use byte::BAKED;
pub(crate) use byte::{suit_rules, with_pair, without_pair};
pub use suit::SuitTable;
