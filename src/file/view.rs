//! The validated view of a table file's bytes ([`TableFile`]) and its sections ([`Section`]).
//! It borrows bytes that [`parse`] has checked, so whoever owns them (a slice, the baked
//! tables, [`Tables`](crate::table::Tables)) reads sections, checks the body and hands out tables
//! through one type.

use super::error::TableFileError;
use super::header::{Info, parse};
use super::rule_set::RuleSet;
use crate::base::variant::Variant;
use crate::file::format::{self, HEADER_LEN};
use std::fmt;

/// A table file's bytes behind a validated header. Reading through it never goes out of
/// bounds: every section range was checked when it was made.
#[derive(Clone, Copy)]
pub struct TableFile<'a> {
    bytes: &'a [u8],
    info: Info,
}

impl fmt::Debug for TableFile<'_> {
    /// The header's facts, not two megabytes of table.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TableFile")
            .field("len", &self.bytes.len())
            .field("info", &self.info)
            .finish()
    }
}

impl<'a> TableFile<'a> {
    /// Validates the header, the section table and the length in O(1); the body is trusted
    /// (see [`verify`](Self::verify)). Bytes need no alignment.
    ///
    /// # Errors
    ///
    /// The first problem the header shows: [`TableFileError::NotATableFile`],
    /// [`Truncated`](TableFileError::Truncated), [`WrongEndian`](TableFileError::WrongEndian),
    /// [`WrongVersion`](TableFileError::WrongVersion),
    /// [`HeaderLength`](TableFileError::HeaderLength),
    /// [`HeaderChecksum`](TableFileError::HeaderChecksum),
    /// [`UnknownKind`](TableFileError::UnknownKind),
    /// [`UnknownRules`](TableFileError::UnknownRules),
    /// [`NameMismatch`](TableFileError::NameMismatch),
    /// [`WrongGenerator`](TableFileError::WrongGenerator),
    /// [`SectionCount`](TableFileError::SectionCount), [`Section`](TableFileError::Section)
    /// or [`TrailingBytes`](TableFileError::TrailingBytes).
    pub fn from_bytes(bytes: &'a [u8]) -> Result<TableFile<'a>, TableFileError> {
        let info = parse(bytes)?;
        Ok(TableFile { bytes, info })
    }

    /// The view of bytes whose header `parse` has read into `info`, not read again.
    pub(crate) fn parsed(bytes: &'a [u8], info: Info) -> TableFile<'a> {
        TableFile { bytes, info }
    }

    /// The whole file.
    pub fn bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// The rule set the tables answer.
    pub fn rules(&self) -> RuleSet {
        self.info.rules
    }

    /// The generator version that made the tables (always this build's: others are refused).
    pub fn generator_version(&self) -> u32 {
        self.info.generator_version
    }

    /// The body checksum the header stores (FNV-1a 64 of every byte after the header).
    pub fn body_checksum(&self) -> u64 {
        self.info.body_checksum
    }

    /// The sections in file order.
    pub fn sections(&self) -> impl Iterator<Item = Section<'a>> + use<'a> {
        let (kind, _) = self.info.rules.kind_bits();
        let bytes = self.bytes;
        let info = self.info;
        format::expected_sections(kind)
            .iter()
            .zip(info.sections)
            .map(move |(e, (offset, len))| Section {
                id: e.id,
                name: section_name(e.id),
                offset,
                bytes: section(bytes, offset, len),
            })
    }

    pub(crate) fn section(&self, index: usize) -> &'a [u8] {
        let (offset, len) = self.info.sections[index];
        section(self.bytes, offset, len)
    }

    /// Reads every byte after the header and compares its checksum with the stored one.
    ///
    /// # Errors
    ///
    /// [`TableFileError::BodyChecksum`] when they differ.
    pub fn verify(&self) -> Result<(), TableFileError> {
        let computed = format::fnv1a64(self.bytes.get(HEADER_LEN..).unwrap_or_default());
        if computed != self.info.body_checksum {
            return Err(TableFileError::BodyChecksum {
                stored: self.info.body_checksum,
                computed,
            });
        }
        Ok(())
    }

    /// Refuses a file made for other rules than `wanted`.
    ///
    /// # Errors
    ///
    /// [`TableFileError::WrongRules`] when the file's rule set is not `wanted`.
    pub fn expect_rules(&self, wanted: RuleSet) -> Result<(), TableFileError> {
        if self.info.rules != wanted {
            return Err(TableFileError::WrongRules {
                file: self.info.rules.name(),
                wanted: wanted.name(),
            });
        }
        Ok(())
    }

    /// The mahjong suit bytes (numbered, honors), if the file holds those of `variant`.
    pub(crate) fn suit_bytes(&self, variant: Variant) -> Result<[&'a [u8]; 2], TableFileError> {
        self.expect_rules(RuleSet::Mahjong(variant))?;
        // The lengths were checked against the expected key spaces when the header was read.
        Ok([self.section(0), self.section(1)])
    }

    /// The mahjong shanten entries (numbered suits, honors), if the file holds those of
    /// `variant`: four little-endian bytes per hand-sized key.
    ///
    /// # Errors
    ///
    /// [`TableFileError::WrongRules`] as [`suit_bytes`](Self::suit_bytes).
    pub(crate) fn shanten_bytes(&self, variant: Variant) -> Result<[&'a [u8]; 2], TableFileError> {
        self.expect_rules(RuleSet::Mahjong(variant))?;
        Ok([self.section(2), self.section(3)])
    }
}

/// One section of a table file, as [`TableFile::sections`] lists it.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct Section<'a> {
    /// The section's id (`tables/FORMAT.md`).
    pub id: u32,
    /// What the section holds: "numbered suits", "honors", "shanten numbered",
    /// "shanten honors", "small case" or "big case".
    pub name: &'static str,
    /// Where it starts in the file.
    pub offset: usize,
    /// Its bytes.
    pub bytes: &'a [u8],
}

/// What a section of each id holds.
fn section_name(id: u32) -> &'static str {
    match id {
        format::SECTION_NUMBERED => "numbered suits",
        format::SECTION_HONORS => "honours",
        format::SECTION_SHANTEN_NUMBERED => "shanten numbered",
        format::SECTION_SHANTEN_HONORS => "shanten honours",
        format::SECTION_PAOHUZI_SMALL => "small case",
        format::SECTION_PAOHUZI_BIG => "big case",
        _ => "unknown",
    }
}

fn section(bytes: &[u8], offset: usize, len: usize) -> &[u8] {
    // The range was checked against `bytes` by `parse`; `get` keeps even a bug from panicking.
    offset
        .checked_add(len)
        .and_then(|end| bytes.get(offset..end))
        .unwrap_or_default()
}
