//! Table files, free of either game's types: the layout ([`format`], shared with `build.rs`),
//! a validating reader over bytes ([`TableFile`]), the rule set a file answers ([`RuleSet`]),
//! why a file is refused ([`TableFileError`]), the files baked into the binary, and the atomic
//! writer. The owner of a mahjong file's bytes ([`Tables`](crate::table::Tables)) stands with
//! the mahjong tables; what generates both games' tables into a file, with the public `table`
//! module.
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
//! The layout is specified in `tables/FORMAT.md`; its encoder is [`format`], shared with
//! `build.rs`, so the baked tables are these same bytes.
//!
//! One job per file, importing one way: [`error`] and [`rule_set`] name why a file is refused
//! and what it answers; [`header`] reads and validates the header; [`view`] is the validated
//! view over borrowed bytes; [`baked`] holds the default rules' files; [`write`] puts a file's
//! bytes in place atomically.

pub(crate) mod baked;
pub(crate) mod error;
pub(crate) mod format;
pub(crate) mod header;
pub(crate) mod rule_set;
pub(crate) mod view;
pub(crate) mod write;

pub use baked::{baked_mahjong, baked_paohuzi};
pub use error::{SectionProblem, TableFileError};
pub use format::FORMAT_VERSION;
pub use rule_set::RuleSet;
pub use view::{Section, TableFile};
