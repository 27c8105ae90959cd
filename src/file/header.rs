//! The header as it lies in the file ([`RawHeader`]), checked against the writer's offsets at
//! compile time, and [`parse`], which validates it and returns what it says ([`Info`]). The
//! one place that reads a header: everything that hands out table bytes holds an [`Info`]
//! made here.

use super::error::{SectionProblem, TableFileError};
use super::rule_set::RuleSet;
use crate::file::format::{self, Expected, HEADER_LEN};
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

/// What a validated header says, kept so that a mapped file is not parsed twice.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Info {
    pub(crate) rules: RuleSet,
    pub(crate) generator_version: u32,
    pub(crate) body_checksum: u64,
    /// (offset, length) of each section, checked to lie inside the bytes.
    pub(crate) sections: [(usize, usize); format::MAX_SECTIONS],
}

/// Checks a header and returns what it says. The order matters for the message: first what
/// identifies the format (magic, byte order, version, header size), then the header checksum
/// (so a flipped byte anywhere else is reported as corruption), then what a consistent header
/// can still get wrong: kind, rules, generator, sections, and the file's length.
pub(crate) fn parse(bytes: &[u8]) -> Result<Info, TableFileError> {
    let h = identify(bytes)?;
    check_header_checksum(bytes, h)?;
    let (kind, kind_name) = read_kind(h)?;
    let rules = read_rules(h, kind)?;
    check_generator(h)?;
    let expected = check_section_count(h, kind, kind_name)?;
    let (sections, end) = read_sections(h, expected)?;
    check_file_len(h.file_len.get(), end)?;
    check_length(bytes.len() as u64, h.file_len.get())?;
    check_gaps(bytes, &sections)?;
    Ok(Info {
        rules,
        generator_version: h.generator_version.get(),
        body_checksum: h.body_checksum.get(),
        sections,
    })
}

/// What identifies the format: the magic, a whole header, the byte order, the layout version
/// and the header's size. Returns the header, read in place.
fn identify(bytes: &[u8]) -> Result<&RawHeader, TableFileError> {
    check_magic(bytes)?;
    let Ok((h, _)) = RawHeader::ref_from_prefix(bytes) else {
        return Err(TableFileError::Truncated {
            len: bytes.len() as u64,
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
    Ok(h)
}

/// The bytes start with the magic; a file shorter than the magic must be a prefix of it (and
/// is then refused as truncated).
fn check_magic(bytes: &[u8]) -> Result<(), TableFileError> {
    let head = &bytes[..bytes.len().min(format::MAGIC.len())];
    if head.is_empty() || head != &format::MAGIC[..head.len()] {
        return Err(TableFileError::NotATableFile {
            found: head.to_vec(),
        });
    }
    Ok(())
}

/// The checksum the header stores matches the header's bytes, which `identify` found whole.
fn check_header_checksum(bytes: &[u8], h: &RawHeader) -> Result<(), TableFileError> {
    let computed = format::header_checksum(&bytes[..HEADER_LEN]);
    if computed != h.header_checksum.get() {
        return Err(TableFileError::HeaderChecksum {
            stored: h.header_checksum.get(),
            computed,
        });
    }
    Ok(())
}

/// The table kind and its name in messages.
fn read_kind(h: &RawHeader) -> Result<(u32, &'static str), TableFileError> {
    let kind = h.kind.get();
    match kind {
        format::KIND_MAHJONG => Ok((kind, "mahjong")),
        format::KIND_PAOHUZI => Ok((kind, "paohuzi")),
        _ => Err(TableFileError::UnknownKind(kind)),
    }
}

/// The rule set the fingerprint names, which must be of the header's kind and have the name
/// the header stores beside it.
fn read_rules(h: &RawHeader, kind: u32) -> Result<RuleSet, TableFileError> {
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
    Ok(rules)
}

/// The tables were made by this build's table generator.
fn check_generator(h: &RawHeader) -> Result<(), TableFileError> {
    if h.generator_version.get() != format::GENERATOR_VERSION {
        return Err(TableFileError::WrongGenerator {
            found: h.generator_version.get(),
            ours: format::GENERATOR_VERSION,
        });
    }
    Ok(())
}

/// The header lists as many sections as a file of its kind has; returns what they must be.
fn check_section_count(
    h: &RawHeader,
    kind: u32,
    kind_name: &'static str,
) -> Result<&'static [Expected], TableFileError> {
    let expected = format::expected_sections(kind);
    if h.section_count.get() as usize != expected.len() {
        return Err(TableFileError::SectionCount {
            found: h.section_count.get(),
            expected: expected.len(),
            kind: kind_name,
        });
    }
    Ok(expected)
}

/// Checks the section table entry by entry, in order, and returns each section's (offset,
/// length): each lies after the one before it and within the file length the header gives.
fn read_sections(
    h: &RawHeader,
    expected: &[Expected],
) -> Result<([(usize, usize); format::MAX_SECTIONS], u64), TableFileError> {
    let file_len = h.file_len.get();
    let mut sections = [(0usize, 0usize); format::MAX_SECTIONS];
    let mut before = HEADER_LEN as u64;
    for (index, raw) in h.sections.iter().enumerate() {
        let problem = |problem| TableFileError::Section { index, problem };
        let Some(e) = expected.get(index) else {
            if raw.as_bytes().iter().any(|&b| b != 0) {
                return Err(problem(SectionProblem::UnusedNotZero));
            }
            continue;
        };
        check_entry(raw, e).map_err(problem)?;
        let (offset, len) = (raw.offset.get(), raw.len.get());
        before = check_place(offset, len, before, file_len).map_err(problem)?;
        // Within `file_len`, which is compared with the real length below; on a 32-bit
        // target a length beyond usize cannot be the real length either.
        sections[index] = (
            usize::try_from(offset).unwrap_or(usize::MAX),
            usize::try_from(len).unwrap_or(usize::MAX),
        );
    }
    Ok((sections, before))
}

/// What an entry states: the id and entry size of its position, the length of its key space,
/// and zero reserved bytes.
fn check_entry(raw: &RawSection, e: &Expected) -> Result<(), SectionProblem> {
    if raw.id.get() != e.id {
        return Err(SectionProblem::Id {
            found: raw.id.get(),
            expected: e.id,
        });
    }
    if raw.item_len.get() != e.item_len {
        return Err(SectionProblem::ItemLen {
            found: raw.item_len.get(),
            expected: e.item_len,
        });
    }
    let want_len = e.keys as u64 * u64::from(e.item_len);
    if raw.len.get() != want_len {
        return Err(SectionProblem::Length {
            found: raw.len.get(),
            expected: want_len,
        });
    }
    if raw.reserved.get() != 0 {
        return Err(SectionProblem::Reserved);
    }
    Ok(())
}

/// Where a section lies: aligned, after what comes `before` it, and within `file_len`.
/// Returns where it ends.
fn check_place(offset: u64, len: u64, before: u64, file_len: u64) -> Result<u64, SectionProblem> {
    if offset % format::ALIGN as u64 != 0 {
        return Err(SectionProblem::Misaligned { offset });
    }
    if offset < before {
        return Err(SectionProblem::Overlap { offset, before });
    }
    let end = offset.checked_add(len).filter(|&end| end <= file_len);
    let end = end.ok_or(SectionProblem::OutOfBounds {
        offset,
        len,
        file_len,
    })?;
    // The layout leaves no room: each section starts at the first boundary after the last.
    let next = before.div_ceil(format::ALIGN as u64) * format::ALIGN as u64;
    if offset != next {
        return Err(SectionProblem::NotNext {
            offset,
            expected: next,
        });
    }
    Ok(end)
}

/// The file ends where its last section ends: no padding after it.
fn check_file_len(file_len: u64, end: u64) -> Result<(), TableFileError> {
    if file_len != end {
        return Err(TableFileError::FileLength {
            stated: file_len,
            expected: end,
        });
    }
    Ok(())
}

/// The bytes between the header and the first section, and between sections, are zero. They
/// are fewer than 64 before each section, so this reads at most a few hundred bytes.
fn check_gaps(
    bytes: &[u8],
    sections: &[(usize, usize); format::MAX_SECTIONS],
) -> Result<(), TableFileError> {
    let mut at = HEADER_LEN;
    // Unused entries are (0, 0), after the used ones.
    for &(offset, len) in sections.iter().filter(|&&(_, len)| len > 0) {
        let gap = bytes.get(at..offset).unwrap_or_default();
        if let Some(i) = gap.iter().position(|&b| b != 0) {
            return Err(TableFileError::NonZeroGap {
                at: (at + i) as u64,
            });
        }
        at = offset.saturating_add(len);
    }
    Ok(())
}

/// The bytes are exactly as long as the header says.
fn check_length(len: u64, file_len: u64) -> Result<(), TableFileError> {
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
    Ok(())
}
