//! Table files: a validating reader over bytes ([`TableFile`]), the owner of a file's bytes
//! ([`Tables`]: read into memory, or mapped), the rule set a file answers ([`RuleSet`]), and
//! the atomic writer.
//!
//! Validating a header costs O(1): it is read in place (zerocopy, no alignment needed),
//! checked field by field, and every section's range and the gaps between sections are checked
//! against the file's length before anything is read through them, so every later read is in
//! bounds. [`Tables::open`], the default way to load a file, also reads the whole body into
//! memory and checks its checksum (a few ms for a mahjong file), so that nothing done to the
//! file later can change an answer, and a file changed while it is read is refused.
//! [`Tables::map`] trusts the body and the caller instead: it is `unsafe` because a file
//! changed in place under a mapping changes answers or faults the process; the checksum is
//! then checked only by [`TableFile::verify`]. Either way a corrupted body gives wrong
//! answers, never undefined behaviour: every lookup is an index into a slice whose length was
//! checked.
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
