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

use super::dense::Dense;
use super::derived::Derived;
use super::format::{self, HEADER_LEN};
use crate::mahjong::key::Shape;
use crate::mahjong::rules::{Rules, Variant};
use crate::paohuzi;
use crate::paohuzi::Scoring;
use std::fmt;
use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};
use zerocopy::little_endian::{U32, U64};
use zerocopy::{FromBytes, Immutable, IntoBytes, KnownLayout, Unaligned};

/// The header as it lies in the file: every field little-endian, no alignment needed.
#[derive(FromBytes, KnownLayout, Immutable, Unaligned)]
#[repr(C)]
struct RawHeader {
    magic: [u8; 8],
    format_version: U32,
    endian: U32,
    header_len: U32,
    kind: U32,
    fingerprint: U64,
    generator_version: U32,
    section_count: U32,
    file_len: U64,
    body_checksum: U64,
    header_checksum: U64,
    name: [u8; format::NAME_LEN],
    sections: [RawSection; format::MAX_SECTIONS],
}

#[derive(FromBytes, IntoBytes, KnownLayout, Immutable, Unaligned)]
#[repr(C)]
struct RawSection {
    id: U32,
    item_len: U32,
    offset: U64,
    len: U64,
    reserved: U64,
}

// The struct and the writer's offsets describe one layout.
const _: () = {
    use format::field;
    use std::mem::{offset_of, size_of};
    assert!(size_of::<RawHeader>() == HEADER_LEN);
    assert!(size_of::<RawSection>() == format::SECTION_ENTRY_LEN);
    assert!(offset_of!(RawHeader, format_version) == field::FORMAT_VERSION);
    assert!(offset_of!(RawHeader, endian) == field::ENDIAN);
    assert!(offset_of!(RawHeader, header_len) == field::HEADER_LEN);
    assert!(offset_of!(RawHeader, kind) == field::KIND);
    assert!(offset_of!(RawHeader, fingerprint) == field::FINGERPRINT);
    assert!(offset_of!(RawHeader, generator_version) == field::GENERATOR_VERSION);
    assert!(offset_of!(RawHeader, section_count) == field::SECTION_COUNT);
    assert!(offset_of!(RawHeader, file_len) == field::FILE_LEN);
    assert!(offset_of!(RawHeader, body_checksum) == field::BODY_CHECKSUM);
    assert!(offset_of!(RawHeader, header_checksum) == field::HEADER_CHECKSUM);
    assert!(offset_of!(RawHeader, name) == field::NAME);
    assert!(offset_of!(RawHeader, sections) == field::SECTIONS);
    assert!(offset_of!(RawSection, item_len) == field::SECTION_ITEM_LEN);
    assert!(offset_of!(RawSection, offset) == field::SECTION_OFFSET);
    assert!(offset_of!(RawSection, len) == field::SECTION_LEN);
    assert!(offset_of!(RawSection, reserved) == field::SECTION_RESERVED);
    assert!(HEADER_LEN % format::ALIGN == 0);
};

/// Why a table file was refused. Every malformed file ends in one of these, never a panic.
///
/// Opening checks the header in this order and reports the first problem: what identifies
/// the format ([`NotATableFile`](Self::NotATableFile), [`Truncated`](Self::Truncated),
/// [`WrongEndian`](Self::WrongEndian), [`WrongVersion`](Self::WrongVersion),
/// [`HeaderLength`](Self::HeaderLength)), the [`HeaderChecksum`](Self::HeaderChecksum), then
/// what a consistent header can still get wrong. The body's checksum is checked only by
/// [`TableFile::verify`] and [`Tables::verify`].
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TableFileError {
    /// The file could not be opened or memory-mapped.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file's path, as given to [`Tables::open`].
        path: PathBuf,
        /// The operating system's error.
        #[source]
        source: io::Error,
    },
    /// The bytes are empty or do not start with the magic `HUPAITBL`.
    #[error("not a hupai table file: it starts with {found:02x?}, not \"HUPAITBL\"")]
    NotATableFile {
        /// The bytes where the magic should be: the first eight, or all of a shorter file.
        found: Vec<u8>,
    },
    /// The bytes are shorter than the header, or than the file length the header gives.
    #[error("truncated: {len} of {needed} bytes ({part})")]
    Truncated {
        /// The number of bytes there are.
        len: u64,
        /// The number of bytes needed.
        needed: u64,
        /// What needs them: `the header alone` or `the length its header gives`.
        part: &'static str,
    },
    /// The byte-order mark is not the one a little-endian file holds: the file was
    /// written big-endian, or the mark is corrupt.
    #[error(
        "byte-order mark reads {found:#010x}, not {:#010x}: {}", format::ENDIAN_MARK,
        if *found == format::ENDIAN_MARK.swap_bytes() { "the file is big-endian" } else { "the mark is corrupt" }
    )]
    WrongEndian {
        /// The mark as read, little-endian.
        found: u32,
    },
    /// The file's layout version is not the one this build reads
    /// ([`FORMAT_VERSION`](crate::table::FORMAT_VERSION)).
    #[error("format version {found}; this build reads version {supported}")]
    WrongVersion {
        /// The version the file states.
        found: u32,
        /// The version this build reads.
        supported: u32,
    },
    /// The header-length field is not this format version's header size.
    #[error(
        "header length {found}; format version {} has {HEADER_LEN}",
        format::FORMAT_VERSION
    )]
    HeaderLength {
        /// The header length the file states.
        found: u32,
    },
    /// The checksum the header stores does not match the header's bytes: the header is
    /// corrupt.
    #[error(
        "header checksum {stored:#018x} does not match the header ({computed:#018x}): the header is corrupt"
    )]
    HeaderChecksum {
        /// The checksum the header stores.
        stored: u64,
        /// The checksum of the header as read.
        computed: u64,
    },
    /// The table kind is neither 1 (mahjong) nor 2 (Paohuzi); holds the kind read.
    #[error("unknown table kind {0} (1 is mahjong, 2 is Paohuzi)")]
    UnknownKind(u32),
    /// The rule fingerprint names no rule set this build knows, or one of another kind than
    /// the header's; holds the fingerprint read.
    #[error("rule fingerprint {0:#018x} is not a rule set this build knows")]
    UnknownRules(u64),
    /// The readable rule name in the header is not the name of the rule set its fingerprint
    /// names.
    #[error("the rule name {found:?} does not match the fingerprint, which names {expected:?}")]
    NameMismatch {
        /// The name stored, up to its first zero byte (invalid UTF-8 replaced).
        found: String,
        /// The fingerprint's rule set's [`name`](RuleSet::name).
        expected: String,
    },
    /// The tables were made by another version of the table generator, whose bytes this
    /// build does not trust; `hupai tables build` makes them anew.
    #[error(
        "made by table generator version {found}; this build's is version {ours}: rebuild it with `hupai tables build`"
    )]
    WrongGenerator {
        /// The generator version the file states.
        found: u32,
        /// This build's generator version.
        ours: u32,
    },
    /// The header lists another number of sections than a file of its kind has.
    #[error("{found} sections; a {kind} file has {expected}")]
    SectionCount {
        /// The section count the header states.
        found: u32,
        /// The number of sections a file of this kind has.
        expected: usize,
        /// The file's kind: `mahjong` or `paohuzi`.
        kind: &'static str,
    },
    /// One entry of the header's section table is wrong.
    #[error("section {index}: {problem}")]
    Section {
        /// The entry's index in the section table, from 0.
        index: usize,
        /// What is wrong with it.
        problem: SectionProblem,
    },
    /// The bytes are longer than the file length the header gives.
    #[error("{len} bytes, but the header says {expected}: bytes after the tables")]
    TrailingBytes {
        /// The number of bytes there are.
        len: u64,
        /// The file length the header gives.
        expected: u64,
    },
    /// The checksum of the body (every byte after the header) does not match the one the
    /// header stores: the tables are corrupt. Only [`TableFile::verify`] and
    /// [`Tables::verify`] read the body to find this.
    #[error(
        "body checksum {stored:#018x} does not match the tables ({computed:#018x}): the file is corrupt"
    )]
    BodyChecksum {
        /// The checksum the header stores.
        stored: u64,
        /// The checksum of the body as read.
        computed: u64,
    },
    /// The file holds the tables of other rules than the caller asked for (another variant,
    /// or the other game's).
    #[error("the file holds the tables of `{file}`, not of `{wanted}`")]
    WrongRules {
        /// The [`name`](RuleSet::name) of the rule set the file holds.
        file: String,
        /// The [`name`](RuleSet::name) of the rule set asked for.
        wanted: String,
    },
}

/// What is wrong with one entry of the section table, as carried by
/// [`TableFileError::Section`]. The entries are checked in order, and the fields of each in
/// this order: id, entry size, length, reserved bytes, alignment, overlap, bounds.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SectionProblem {
    /// The entry's id is not the one a file of this kind has at this position
    /// (`tables/FORMAT.md`).
    #[error("id {found}, expected {expected}")]
    Id {
        /// The id stored.
        found: u32,
        /// The id expected at this position.
        expected: u32,
    },
    /// The size of one table entry is not the one the section's id has.
    #[error("{found} bytes per entry, expected {expected}")]
    ItemLen {
        /// The entry size stored, in bytes.
        found: u32,
        /// The entry size the section has, in bytes.
        expected: u32,
    },
    /// The section's length is not its number of keys times its entry size.
    #[error("{found} bytes, expected {expected}")]
    Length {
        /// The length stored, in bytes.
        found: u64,
        /// The length the section has, in bytes.
        expected: u64,
    },
    /// The section does not start at a multiple of the format's 64-byte alignment.
    #[error("offset {offset} is not a multiple of {}", format::ALIGN)]
    Misaligned {
        /// The section's offset from the start of the file.
        offset: u64,
    },
    /// The section starts before the header or the previous section ends.
    #[error("offset {offset} overlaps what comes before it (which ends at {before})")]
    Overlap {
        /// The section's offset from the start of the file.
        offset: u64,
        /// Where the header or the previous section ends.
        before: u64,
    },
    /// The section reaches past the file length the header gives.
    #[error("bytes {offset}..{offset}+{len} lie beyond the file's {file_len} bytes")]
    OutOfBounds {
        /// The section's offset from the start of the file.
        offset: u64,
        /// The section's length in bytes.
        len: u64,
        /// The file length the header gives.
        file_len: u64,
    },
    /// The entry's reserved field is not zero.
    #[error("reserved bytes are not zero")]
    Reserved,
    /// An entry past the sections a file of this kind has is not all zero.
    #[error("an unused entry is not all zero")]
    UnusedNotZero,
}

/// The rule set a table file answers: the options that change a table's bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleSet {
    /// Mahjong suit tables of one variant.
    Mahjong(Variant),
    /// Paohuzi per-case tables of one scoring variant.
    Paohuzi {
        /// How the groups are scored: 胡息, or red/black card points.
        scoring: Scoring,
        /// Whether 一五十 / 壹伍拾 is a scoring group (`yiwushi=true`).
        yiwushi: bool,
    },
}

impl RuleSet {
    /// The mahjong tables a rule set needs.
    pub const fn of_rules(rules: &Rules) -> RuleSet {
        RuleSet::Mahjong(rules.variant())
    }

    /// The Paohuzi tables a rule set needs.
    pub const fn of_phz_rules(rules: &paohuzi::Rules) -> RuleSet {
        RuleSet::Paohuzi {
            scoring: rules.scoring,
            yiwushi: rules.yiwushi,
        }
    }

    /// Every rule set: the 16 mahjong variants, then the 4 Paohuzi ones.
    pub fn all() -> impl Iterator<Item = RuleSet> {
        let mahjong =
            (0..16).filter_map(|bits| RuleSet::from_kind_bits(format::KIND_MAHJONG, bits));
        let paohuzi = (0..4).filter_map(|bits| RuleSet::from_kind_bits(format::KIND_PAOHUZI, bits));
        mahjong.chain(paohuzi)
    }

    pub(crate) fn kind_bits(self) -> (u32, u32) {
        match self {
            RuleSet::Mahjong(v) => {
                let bit = |on: bool, b: u32| if on { b } else { 0 };
                (
                    format::KIND_MAHJONG,
                    bit(v.joker_fifth_copy, format::MJ_JOKER_FIFTH_COPY)
                        | bit(v.eyes_258, format::MJ_EYES_258)
                        | bit(v.honor_sequences, format::MJ_HONOR_SEQUENCES)
                        | bit(v.suits_only, format::MJ_SUITS_ONLY),
                )
            }
            RuleSet::Paohuzi { scoring, yiwushi } => (
                format::KIND_PAOHUZI,
                if scoring == Scoring::RedBlack {
                    format::PHZ_RED_BLACK
                } else {
                    0
                } | if yiwushi { format::PHZ_YIWUSHI } else { 0 },
            ),
        }
    }

    fn from_kind_bits(kind: u32, bits: u32) -> Option<RuleSet> {
        if bits & !format::known_bits(kind)? != 0 {
            return None;
        }
        let on = |b: u32| bits & b != 0;
        Some(match kind {
            format::KIND_MAHJONG => RuleSet::Mahjong(Variant {
                joker_fifth_copy: on(format::MJ_JOKER_FIFTH_COPY),
                eyes_258: on(format::MJ_EYES_258),
                honor_sequences: on(format::MJ_HONOR_SEQUENCES),
                suits_only: on(format::MJ_SUITS_ONLY),
            }),
            _ => RuleSet::Paohuzi {
                scoring: if on(format::PHZ_RED_BLACK) {
                    Scoring::RedBlack
                } else {
                    Scoring::Huxi
                },
                yiwushi: on(format::PHZ_YIWUSHI),
            },
        })
    }

    /// The rule set of a fingerprint, if it is one this build knows.
    pub fn from_fingerprint(fingerprint: u64) -> Option<RuleSet> {
        let kind = u32::try_from(fingerprint >> 56).ok()?;
        let bits = u32::try_from(fingerprint & ((1 << 56) - 1)).ok()?;
        RuleSet::from_kind_bits(kind, bits)
    }

    /// The stable integer a file's header names its rule set by: the kind in the top byte,
    /// one bit per option below (`tables/FORMAT.md` lists them).
    pub fn fingerprint(self) -> u64 {
        let (kind, bits) = self.kind_bits();
        format::fingerprint(kind, bits)
    }

    /// The readable name stored beside the fingerprint, e.g.
    /// `mahjong joker_fifth_copy=true eyes=any honor_sequences=false suits_only=false`.
    pub fn name(self) -> String {
        let (kind, bits) = self.kind_bits();
        format::rules_name(kind, bits)
    }

    /// The file name `hupai tables build` writes, e.g. `mahjong-eyes-258.bin`.
    pub fn file_name(self) -> String {
        let (kind, bits) = self.kind_bits();
        format::file_name(kind, bits)
    }

    /// Which game: `"mahjong"` or `"paohuzi"`.
    pub const fn game(self) -> &'static str {
        match self {
            RuleSet::Mahjong(_) => "mahjong",
            RuleSet::Paohuzi { .. } => "paohuzi",
        }
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// What a validated header says, kept so that a mapped file is not parsed twice.
#[derive(Clone, Copy, Debug)]
struct Info {
    rules: RuleSet,
    generator_version: u32,
    body_checksum: u64,
    /// (offset, length) of each section, checked to lie inside the bytes.
    sections: [(usize, usize); 2],
}

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

    fn section(&self, index: usize) -> &'a [u8] {
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

    /// The mahjong suit bytes (numbered, honours), if the file holds those of `variant`.
    pub(crate) fn suit_bytes(&self, variant: Variant) -> Result<[&'a [u8]; 2], TableFileError> {
        self.expect_rules(RuleSet::Mahjong(variant))?;
        // The lengths were checked against the expected key spaces when the header was read.
        Ok([self.section(0), self.section(1)])
    }

    /// The Paohuzi per-case entries (small case, big case), if the file holds those of the
    /// rules' scoring variant: per base-3 key, `[best without a pair, best with one]`.
    ///
    /// # Errors
    ///
    /// [`TableFileError::WrongRules`] when the file holds mahjong tables or another Paohuzi
    /// scoring variant's (scoring or `yiwushi`), and [`TableFileError::Section`] with
    /// [`SectionProblem::ItemLen`] if a section is not a whole number of two-byte entries,
    /// which a file that passed [`from_bytes`](Self::from_bytes) never is.
    pub fn paohuzi_cases(
        &self,
        rules: &paohuzi::Rules,
    ) -> Result<[&'a [[u8; 2]]; 2], TableFileError> {
        self.expect_rules(RuleSet::of_phz_rules(rules))?;
        let case = |index: usize| {
            <[[u8; 2]]>::ref_from_bytes(self.section(index)).map_err(|_| TableFileError::Section {
                index,
                problem: SectionProblem::ItemLen {
                    found: 1,
                    expected: 2,
                },
            })
        };
        Ok([case(0)?, case(1)?])
    }
}

/// One section of a table file, as [`TableFile::sections`] lists it.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct Section<'a> {
    /// The section's id (`tables/FORMAT.md`).
    pub id: u32,
    /// What the section holds: "numbered suits", "honours", "small case" or "big case".
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
        format::SECTION_HONOURS => "honours",
        format::SECTION_PHZ_SMALL => "small case",
        format::SECTION_PHZ_BIG => "big case",
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

/// Checks a header and returns what it says. The order matters for the message: first what
/// identifies the format (magic, byte order, version, header size), then the header checksum
/// (so a flipped byte anywhere else is reported as corruption), then what a consistent header
/// can still get wrong: kind, rules, generator, sections, and the file's length.
fn parse(bytes: &[u8]) -> Result<Info, TableFileError> {
    let len = bytes.len() as u64;
    let head = &bytes[..bytes.len().min(format::MAGIC.len())];
    if head.is_empty() || head != &format::MAGIC[..head.len()] {
        return Err(TableFileError::NotATableFile {
            found: head.to_vec(),
        });
    }
    let Ok((h, _)) = RawHeader::ref_from_prefix(bytes) else {
        return Err(TableFileError::Truncated {
            len,
            needed: HEADER_LEN as u64,
            part: "the header alone",
        });
    };
    if h.endian.get() != format::ENDIAN_MARK {
        return Err(TableFileError::WrongEndian {
            found: h.endian.get(),
        });
    }
    if h.format_version.get() != format::FORMAT_VERSION {
        return Err(TableFileError::WrongVersion {
            found: h.format_version.get(),
            supported: format::FORMAT_VERSION,
        });
    }
    if h.header_len.get() as usize != HEADER_LEN {
        return Err(TableFileError::HeaderLength {
            found: h.header_len.get(),
        });
    }
    let computed = format::header_checksum(&bytes[..HEADER_LEN]);
    if computed != h.header_checksum.get() {
        return Err(TableFileError::HeaderChecksum {
            stored: h.header_checksum.get(),
            computed,
        });
    }
    let kind = h.kind.get();
    let kind_name = match kind {
        format::KIND_MAHJONG => "mahjong",
        format::KIND_PAOHUZI => "paohuzi",
        _ => return Err(TableFileError::UnknownKind(kind)),
    };
    let fingerprint = h.fingerprint.get();
    let rules = RuleSet::from_fingerprint(fingerprint)
        .filter(|r| r.kind_bits().0 == kind)
        .ok_or(TableFileError::UnknownRules(fingerprint))?;
    let expected_name = rules.name();
    let mut name = expected_name.clone().into_bytes();
    name.resize(format::NAME_LEN, 0);
    if name != h.name {
        let end = h.name.iter().position(|&b| b == 0).unwrap_or(h.name.len());
        return Err(TableFileError::NameMismatch {
            found: String::from_utf8_lossy(&h.name[..end]).into_owned(),
            expected: expected_name,
        });
    }
    if h.generator_version.get() != format::GENERATOR_VERSION {
        return Err(TableFileError::WrongGenerator {
            found: h.generator_version.get(),
            ours: format::GENERATOR_VERSION,
        });
    }
    let expected = format::expected_sections(kind);
    if h.section_count.get() as usize != expected.len() {
        return Err(TableFileError::SectionCount {
            found: h.section_count.get(),
            expected: expected.len(),
            kind: kind_name,
        });
    }
    let file_len = h.file_len.get();
    let mut sections = [(0usize, 0usize); 2];
    let mut before = HEADER_LEN as u64;
    for (index, raw) in h.sections.iter().enumerate() {
        let problem = |problem| TableFileError::Section { index, problem };
        let Some(e) = expected.get(index) else {
            if raw.as_bytes().iter().any(|&b| b != 0) {
                return Err(problem(SectionProblem::UnusedNotZero));
            }
            continue;
        };
        if raw.id.get() != e.id {
            return Err(problem(SectionProblem::Id {
                found: raw.id.get(),
                expected: e.id,
            }));
        }
        if raw.item_len.get() != e.item_len {
            return Err(problem(SectionProblem::ItemLen {
                found: raw.item_len.get(),
                expected: e.item_len,
            }));
        }
        let want_len = e.keys as u64 * u64::from(e.item_len);
        let (offset, slen) = (raw.offset.get(), raw.len.get());
        if slen != want_len {
            return Err(problem(SectionProblem::Length {
                found: slen,
                expected: want_len,
            }));
        }
        if raw.reserved.get() != 0 {
            return Err(problem(SectionProblem::Reserved));
        }
        if offset % format::ALIGN as u64 != 0 {
            return Err(problem(SectionProblem::Misaligned { offset }));
        }
        if offset < before {
            return Err(problem(SectionProblem::Overlap { offset, before }));
        }
        let end = offset.checked_add(slen).filter(|&end| end <= file_len);
        let Some(end) = end else {
            return Err(problem(SectionProblem::OutOfBounds {
                offset,
                len: slen,
                file_len,
            }));
        };
        before = end;
        // Within `file_len`, which is compared with the real length below; on a 32-bit
        // target a length beyond usize cannot be the real length either.
        sections[index] = (
            usize::try_from(offset).unwrap_or(usize::MAX),
            usize::try_from(slen).unwrap_or(usize::MAX),
        );
    }
    if len < file_len {
        return Err(TableFileError::Truncated {
            len,
            needed: file_len,
            part: "the length its header gives",
        });
    }
    if len > file_len {
        return Err(TableFileError::TrailingBytes {
            len,
            expected: file_len,
        });
    }
    Ok(Info {
        rules,
        generator_version: h.generator_version.get(),
        body_checksum: h.body_checksum.get(),
        sections,
    })
}

/// A table file's tables, mapped from a file or held in memory, validated in O(1), and the
/// owner of what checkers derive from them.
///
/// Borrow its tables with [`dense`](Self::dense) (or build a checker with
/// [`Checker::with_file`](crate::Checker::with_file)); a program that keeps one file for its
/// whole run can [`leak`](Self::leak) it and use the plain [`Checker`](crate::Checker) type
/// (`Checker<Dense<'static>>`), as it would the built-in tables.
#[derive(Debug)]
pub struct Tables {
    bytes: Bytes,
    info: Info,
    /// Where the bytes were read from, if from a file.
    path: Option<PathBuf>,
    /// What checkers over these tables derive from them (wait masks), kept with the bytes.
    derived: Derived,
}

/// Where a [`Tables`]' bytes live.
#[derive(Debug)]
enum Bytes {
    Mapped(memmap2::Mmap),
    Owned(Box<[u8]>),
}

impl Bytes {
    fn as_slice(&self) -> &[u8] {
        match self {
            Bytes::Mapped(map) => map,
            Bytes::Owned(bytes) => bytes,
        }
    }
}

impl Tables {
    /// Maps a table file and validates its header, bounds and alignment (not its body: see
    /// [`verify`](Self::verify)).
    ///
    /// # Errors
    ///
    /// [`TableFileError::Io`] when the file cannot be opened or mapped; otherwise whatever
    /// [`TableFile::from_bytes`] refuses in its header.
    pub fn open(path: impl AsRef<Path>) -> Result<Tables, TableFileError> {
        let path = path.as_ref().to_path_buf();
        let io = |source| TableFileError::Io {
            path: path.clone(),
            source,
        };
        let file = File::open(&path).map_err(io)?;
        // SAFETY: a mapping is undefined behaviour if the file changes under it (another
        // process truncating it can even fault the reads). Like ripgrep and fst, this assumes
        // table files are not modified while mapped: they are written once and replaced by a
        // rename (`hupai tables build` never writes a file in place), which leaves a mapping
        // of the old file intact. Every read goes through a slice checked against the length
        // seen here.
        let map = unsafe { memmap2::Mmap::map(&file) }.map_err(io)?;
        let info = parse(&map)?;
        Ok(Tables {
            bytes: Bytes::Mapped(map),
            info,
            path: Some(path),
            derived: Derived::default(),
        })
    }

    /// Tables over a table file's bytes held in memory, validated as [`open`](Self::open)
    /// validates a file; an error names what is wrong with them.
    ///
    /// # Errors
    ///
    /// Whatever [`TableFile::from_bytes`] refuses in the header.
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Tables, TableFileError> {
        let info = parse(&bytes)?;
        Ok(Tables {
            bytes: Bytes::Owned(bytes.into_boxed_slice()),
            info,
            path: None,
            derived: Derived::default(),
        })
    }

    /// The validated view of the bytes.
    pub fn file(&self) -> TableFile<'_> {
        TableFile {
            bytes: self.bytes.as_slice(),
            info: self.info,
        }
    }

    /// Where the file was opened from; `None` for tables made [`from_bytes`](Self::from_bytes).
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The rule set the file answers.
    pub fn rules(&self) -> RuleSet {
        self.info.rules
    }

    /// Checks the body checksum (reads the whole file).
    ///
    /// # Errors
    ///
    /// [`TableFileError::BodyChecksum`] when the body does not match the stored checksum.
    pub fn verify(&self) -> Result<(), TableFileError> {
        self.file().verify()
    }

    /// The mahjong suit tables, if the file holds those of `variant`; the wait masks derived
    /// from them are built from these bytes on first use and kept with this file.
    ///
    /// # Errors
    ///
    /// [`TableFileError::WrongRules`] when the file holds Paohuzi tables or another mahjong
    /// variant's, and [`TableFileError::Section`] with [`SectionProblem::Length`] if a
    /// section is not its key space long, which a validated file never is.
    pub fn dense(&self, variant: Variant) -> Result<Dense<'_>, TableFileError> {
        let [numbered, honours] = self.file().suit_bytes(variant)?;
        Dense::new(numbered, honours, variant, &self.derived).ok_or(TableFileError::Section {
            index: 0,
            problem: SectionProblem::Length {
                found: numbered.len() as u64,
                expected: Shape::Numbered.key_space() as u64,
            },
        })
    }

    /// Keeps the mapping for the rest of the process, like the baked tables, so that its
    /// tables are `'static` and can be shared with threads.
    pub fn leak(self) -> &'static Tables {
        Box::leak(Box::new(self))
    }
}
