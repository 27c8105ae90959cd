//! Table files: a validating reader over bytes ([`TableFile`]), memory-mapped files
//! ([`Tables`]), the rule set a file answers ([`RuleSet`]), and the atomic writer.
//!
//! Reading a file costs O(1): the header is read in place (zerocopy, no alignment needed),
//! checked field by field, and every section's range is checked against the file's length
//! before anything is read through it, so every later read is in bounds. The body is trusted
//! on open: checking its checksum reads every byte (about 3 ms for a mahjong file), which is
//! what [`TableFile::verify`] and `hupai tables verify` are for. A body corrupted after it
//! was verified gives wrong answers, never undefined behaviour: every lookup is an index
//! into a slice whose length was checked.
//!
//! The layout is specified in `tables/FORMAT.md`; its writer is [`super::format`], shared
//! with `build.rs`, so the baked tables are these same bytes.
//!
//! One job per file, importing one way: [`error`] and [`rule_set`] name why a file is refused
//! and what it answers; [`header`] reads and validates the header; [`view`] is the validated
//! view over borrowed bytes; [`tables`] owns the bytes.

mod error;
mod header;
mod rule_set;
mod tables;
mod view;

pub use error::{SectionProblem, TableFileError};
pub use rule_set::RuleSet;
pub use tables::Tables;
pub use view::{Section, TableFile};
