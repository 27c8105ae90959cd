//! Why a table file is refused: [`TableFileError`] and, for one entry of the section table,
//! [`SectionProblem`]. Kept apart so that every other part of the reader can name its errors
//! without depending on how the header is read or who owns the bytes.

use crate::base::echo::Echo;
use crate::file::format::{self, HEADER_LEN};
use std::io;
use std::path::PathBuf;

/// Why a table file was refused. Every malformed file ends in one of these, never a panic.
///
/// Opening checks the header in this order and reports the first problem: what identifies
/// the format ([`NotATableFile`](Self::NotATableFile), [`Truncated`](Self::Truncated),
/// [`WrongEndian`](Self::WrongEndian), [`WrongVersion`](Self::WrongVersion),
/// [`HeaderLength`](Self::HeaderLength)), the [`HeaderChecksum`](Self::HeaderChecksum), then
/// what a consistent header can still get wrong. The body's checksum is checked by
/// [`Tables::open`], which reads the whole file, and by [`TableFile::verify`] and
/// [`Tables::verify`]; not by [`Tables::map`] or [`Tables::from_bytes`].
///
/// [`Tables::open`]: crate::table::Tables::open
/// [`Tables::map`]: crate::table::Tables::map
/// [`Tables::from_bytes`]: crate::table::Tables::from_bytes
/// [`TableFile::verify`]: super::TableFile::verify
/// [`Tables::verify`]: crate::table::Tables::verify
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TableFileError {
    /// The path names something other than a regular file: a directory, a FIFO, a device.
    #[error("{}: {what}, not a table file", Echo(&path.to_string_lossy()))]
    NotAFile {
        /// The path, as given to [`Tables::open`].
        ///
        /// [`Tables::open`]: crate::table::Tables::open
        path: PathBuf,
        /// What it is: "a directory", "a FIFO", "a character device", ...
        what: &'static str,
    },
    /// The file could not be opened, read or memory-mapped.
    #[error("{}: {source}", Echo(&path.to_string_lossy()))]
    Io {
        /// The file's path, as given to [`Tables::open`].
        ///
        /// [`Tables::open`]: crate::table::Tables::open
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
    #[error(
        "format version {found}{}; this build reads version {supported}: rebuild the file with `hupai tables build`",
        version_note(*found)
    )]
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
        /// The fingerprint's rule set's [`name`](super::RuleSet::name).
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
    /// The header gives a file length other than where its last section ends: the format
    /// allows nothing after the tables.
    #[error("the header gives a file length of {stated} bytes, but its sections end at {expected}")]
    FileLength {
        /// The file length the header gives.
        stated: u64,
        /// Where the last section ends.
        expected: u64,
    },
    /// A byte between the header and a section, or between two sections, is not zero.
    #[error("byte {at} lies between sections and is not zero")]
    NonZeroGap {
        /// Its offset from the start of the file.
        at: u64,
    },
    /// The bytes are longer than the file length the header gives.
    #[error("{len} bytes, but the header says {expected}: bytes after the tables")]
    TrailingBytes {
        /// The number of bytes there are.
        len: u64,
        /// The file length the header gives.
        expected: u64,
    },
    /// The file is longer than any valid table file, so it is refused before it is read.
    #[error("{len} bytes: no table file is longer than {max}")]
    TooLong {
        /// The file's length.
        len: u64,
        /// The length of the longest valid table file.
        max: u64,
    },
    /// The checksum of the body (every byte after the header) does not match the one the
    /// header stores: the tables are corrupt, or the file changed while it was read.
    /// [`Tables::open`], [`TableFile::verify`] and [`Tables::verify`] read the body to find
    /// this.
    ///
    /// [`Tables::open`]: crate::table::Tables::open
    /// [`TableFile::verify`]: super::TableFile::verify
    /// [`Tables::verify`]: crate::table::Tables::verify
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
        /// The [`name`](super::RuleSet::name) of the rule set the file holds.
        file: String,
        /// The [`name`](super::RuleSet::name) of the rule set asked for.
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
    /// The section does not start at the first 64-byte boundary after what comes before it.
    #[error(
        "offset {offset}: the section must start at {expected}, the first boundary after what comes before it"
    )]
    NotNext {
        /// The section's offset from the start of the file.
        offset: u64,
        /// The first multiple of 64 at or after the end of what comes before.
        expected: u64,
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

/// What an older format version lacks, for the message that refuses it.
fn version_note(version: u32) -> &'static str {
    match version {
        1 => " (written before table files held shanten tables)",
        _ => "",
    }
}
