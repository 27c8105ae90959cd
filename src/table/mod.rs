//! Tables and table files, as a caller reaches them: both games' tables, the table file
//! reader, and the writer that generates any rule set's tables into a file.
//!
//! The mahjong suit tables are [`Dense`] (one byte per base-5 suit key, the fastest lookup)
//! and [`Compact`] (perfect-hash maps of the keys that can complete, smaller), behind
//! [`SuitTable`]; the Paohuzi case tables are [`CaseTables`](crate::paohuzi::CaseTables). The
//! default rules' tables are baked into the binary by `build.rs` as table files
//! ([`baked_mahjong`], [`baked_paohuzi`]); any rule set's file can be written
//! ([`write_table_file`], `hupai tables build`), read ([`Tables::open`]) or mapped
//! ([`Tables::map`]) instead, and the tables of a rule set no file holds are generated on first
//! use. The three give the same bytes. The layout is `tables/FORMAT.md`.

mod write;

pub use crate::base::variant::Variant;
pub use crate::file::{
    FORMAT_VERSION, RuleSet, Section, SectionProblem, TableFile, TableFileError, baked_mahjong,
    baked_paohuzi,
};
#[cfg(feature = "compact")]
pub use crate::mahjong::table::Compact;
pub use crate::mahjong::table::{BAKED, Dense, SuitStats, SuitTable, Tables, suit_stats};
pub use write::write_table_file;
