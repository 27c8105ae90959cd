//! The table file layout, and the writer that produces it.
//!
//! One layout serves the files under `tables/`, the files `hupai tables build` writes and the
//! tables `build.rs` bakes into the binary: a fixed little-endian header of [`HEADER_LEN`]
//! bytes, then the sections, each starting on a 64-byte boundary. `tables/FORMAT.md` is the
//! specification; the offsets below are its single source.
//!
//! This file is `std` only and names nothing else in the crate, because `build.rs` includes
//! it by path: the baked bytes and the written files come from this one writer. The reader,
//! which validates a header before anything is read through it, is `super::file`.

/// The first eight bytes of every table file.
pub const MAGIC: [u8; 8] = *b"HUPAITBL";
/// The layout version this code writes and reads.
pub const FORMAT_VERSION: u32 = 2;
/// Written little-endian, so a file read with the other byte order shows `0x04030201`.
pub const ENDIAN_MARK: u32 = 0x0102_0304;
/// The version of the generators' output. A file made by another version may hold other
/// answers, so it is refused; raise this whenever a generator's output changes (the test that
/// regenerates the committed files fails until the files and this number agree).
pub const GENERATOR_VERSION: u32 = 2;
/// Bytes of the header; the first section starts here.
pub const HEADER_LEN: usize = 320;
/// Every section starts at a multiple of this (a cache line).
pub const ALIGN: usize = 64;
/// Bytes reserved for the rule set's readable name (UTF-8, zero-padded).
pub const NAME_LEN: usize = 128;
/// Entries in the section table; unused entries are all zero.
pub const MAX_SECTIONS: usize = 4;
/// Bytes of one section table entry.
pub const SECTION_ENTRY_LEN: usize = 32;

/// Byte offsets of the header fields.
pub mod field {
    pub const MAGIC: usize = 0;
    pub const FORMAT_VERSION: usize = 8;
    pub const ENDIAN: usize = 12;
    pub const HEADER_LEN: usize = 16;
    pub const KIND: usize = 20;
    pub const FINGERPRINT: usize = 24;
    pub const GENERATOR_VERSION: usize = 32;
    pub const SECTION_COUNT: usize = 36;
    pub const FILE_LEN: usize = 40;
    pub const BODY_CHECKSUM: usize = 48;
    pub const HEADER_CHECKSUM: usize = 56;
    pub const NAME: usize = 64;
    pub const SECTIONS: usize = 192;
    /// Within a section entry.
    pub const SECTION_ID: usize = 0;
    pub const SECTION_ITEM_LEN: usize = 4;
    pub const SECTION_OFFSET: usize = 8;
    pub const SECTION_LEN: usize = 16;
    pub const SECTION_RESERVED: usize = 24;
}

/// Which game's tables a file holds.
pub const KIND_MAHJONG: u32 = 1;
pub const KIND_PAOHUZI: u32 = 2;

/// Section ids.
pub const SECTION_NUMBERED: u32 = 1;
pub const SECTION_HONORS: u32 = 2;
pub const SECTION_PAOHUZI_SMALL: u32 = 3;
pub const SECTION_PAOHUZI_BIG: u32 = 4;
pub const SECTION_SHANTEN_NUMBERED: u32 = 5;
pub const SECTION_SHANTEN_HONORS: u32 = 6;

/// Mahjong rule bits (the table variant's fields; the same bits as `Variant::index`).
pub const MJ_JOKER_FIFTH_COPY: u32 = 1;
pub const MJ_EYES_258: u32 = 2;
pub const MJ_HONOR_SEQUENCES: u32 = 4;
pub const MJ_SUITS_ONLY: u32 = 8;
pub const MJ_SIXTEEN_TILES: u32 = 16;
/// Paohuzi rule bits.
pub const PAOHUZI_RED_BLACK: u32 = 1;
pub const PAOHUZI_YIWUSHI: u32 = 2;

/// The rule bits each kind knows; a fingerprint with other bits set is not one this code made.
pub const fn known_bits(kind: u32) -> Option<u32> {
    match kind {
        KIND_MAHJONG => Some(0x1F),
        KIND_PAOHUZI => Some(0x3),
        _ => None,
    }
}

/// The rule set as one stable integer: the kind in the top byte, the rule bits below.
pub const fn fingerprint(kind: u32, bits: u32) -> u64 {
    (kind as u64) << 56 | bits as u64
}

/// The readable name of a rule set, in the `key=value` spelling of the rule options.
pub fn rules_name(kind: u32, bits: u32) -> String {
    let on = |bit: u32| bits & bit != 0;
    match kind {
        // The hand size is named only when it is not the 13 tiles every earlier file answers,
        // so that their names still read the same.
        KIND_MAHJONG => format!(
            "mahjong joker_fifth_copy={} eyes={} honor_sequences={} suits_only={}{}",
            on(MJ_JOKER_FIFTH_COPY),
            if on(MJ_EYES_258) { "258" } else { "any" },
            on(MJ_HONOR_SEQUENCES),
            on(MJ_SUITS_ONLY),
            if on(MJ_SIXTEEN_TILES) {
                " tiles=16"
            } else {
                ""
            },
        ),
        KIND_PAOHUZI => format!(
            "paohuzi scoring={} yiwushi={}",
            if on(PAOHUZI_RED_BLACK) {
                "red_black"
            } else {
                "huxi"
            },
            on(PAOHUZI_YIWUSHI),
        ),
        _ => format!("unknown kind {kind}"),
    }
}

/// The file name `hupai tables build` gives a rule set: the game, then each option that
/// differs from the default rules as `-key-value`.
pub fn file_name(kind: u32, bits: u32) -> String {
    let on = |bit: u32| bits & bit != 0;
    let mut name = String::new();
    match kind {
        KIND_MAHJONG => {
            name.push_str("mahjong");
            if !on(MJ_JOKER_FIFTH_COPY) {
                name.push_str("-joker_fifth_copy-false");
            }
            if on(MJ_EYES_258) {
                name.push_str("-eyes-258");
            }
            if on(MJ_HONOR_SEQUENCES) {
                name.push_str("-honor_sequences-true");
            }
            if on(MJ_SUITS_ONLY) {
                name.push_str("-suits_only-true");
            }
            if on(MJ_SIXTEEN_TILES) {
                name.push_str("-tiles-16");
            }
        }
        _ => {
            name.push_str("paohuzi");
            if on(PAOHUZI_RED_BLACK) {
                name.push_str("-scoring-red_black");
            }
            if on(PAOHUZI_YIWUSHI) {
                name.push_str("-yiwushi-true");
            }
        }
    }
    name.push_str(".bin");
    name
}

/// FNV-1a, 64 bits: the body checksum and the header checksum.
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    fnv1a64_from(0xcbf2_9ce4_8422_2325, bytes)
}

/// FNV-1a continued from a previous state, for data in pieces.
pub fn fnv1a64_from(mut hash: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// The header checksum: FNV-1a over the header with its own field read as zero.
pub fn header_checksum(header: &[u8]) -> u64 {
    let at = field::HEADER_CHECKSUM;
    let hash = fnv1a64(&header[..at]);
    let hash = fnv1a64_from(hash, &[0; 8]);
    fnv1a64_from(hash, &header[at + 8..HEADER_LEN])
}

/// `n` rounded up to a multiple of [`ALIGN`].
pub const fn align_up(n: usize) -> usize {
    n.div_ceil(ALIGN) * ALIGN
}

/// One section to write: its id, the bytes of one entry, and the entries' bytes.
#[derive(Clone, Copy, Debug)]
pub struct SectionBytes<'a> {
    pub id: u32,
    pub item_len: u32,
    pub bytes: &'a [u8],
}

/// The whole file for a rule set: header, then the sections at 64-byte boundaries with zero
/// padding between them. The file ends where the last section ends.
pub fn encode(kind: u32, bits: u32, sections: &[SectionBytes]) -> Vec<u8> {
    assert!(
        sections.len() <= MAX_SECTIONS,
        "at most {MAX_SECTIONS} sections"
    );
    let name = rules_name(kind, bits);
    assert!(name.len() <= NAME_LEN, "rule name too long: {name}");
    let mut file = vec![0u8; HEADER_LEN];
    let mut entries = Vec::new();
    for s in sections {
        file.resize(align_up(file.len()), 0);
        entries.push((s, file.len()));
        file.extend_from_slice(s.bytes);
    }
    let put = |file: &mut Vec<u8>, at: usize, bytes: &[u8]| {
        file[at..at + bytes.len()].copy_from_slice(bytes);
    };
    let file_len = file.len() as u64;
    put(&mut file, field::MAGIC, &MAGIC);
    put(
        &mut file,
        field::FORMAT_VERSION,
        &FORMAT_VERSION.to_le_bytes(),
    );
    put(&mut file, field::ENDIAN, &ENDIAN_MARK.to_le_bytes());
    put(
        &mut file,
        field::HEADER_LEN,
        &(HEADER_LEN as u32).to_le_bytes(),
    );
    put(&mut file, field::KIND, &kind.to_le_bytes());
    put(
        &mut file,
        field::FINGERPRINT,
        &fingerprint(kind, bits).to_le_bytes(),
    );
    put(
        &mut file,
        field::GENERATOR_VERSION,
        &GENERATOR_VERSION.to_le_bytes(),
    );
    put(
        &mut file,
        field::SECTION_COUNT,
        &(sections.len() as u32).to_le_bytes(),
    );
    put(&mut file, field::FILE_LEN, &file_len.to_le_bytes());
    put(&mut file, field::NAME, name.as_bytes());
    for (i, (s, offset)) in entries.iter().enumerate() {
        let at = field::SECTIONS + i * SECTION_ENTRY_LEN;
        put(&mut file, at + field::SECTION_ID, &s.id.to_le_bytes());
        put(
            &mut file,
            at + field::SECTION_ITEM_LEN,
            &s.item_len.to_le_bytes(),
        );
        put(
            &mut file,
            at + field::SECTION_OFFSET,
            &(*offset as u64).to_le_bytes(),
        );
        put(
            &mut file,
            at + field::SECTION_LEN,
            &(s.bytes.len() as u64).to_le_bytes(),
        );
    }
    let body = fnv1a64(&file[HEADER_LEN..]);
    put(&mut file, field::BODY_CHECKSUM, &body.to_le_bytes());
    let header = header_checksum(&file[..HEADER_LEN]);
    put(&mut file, field::HEADER_CHECKSUM, &header.to_le_bytes());
    file
}

/// The length of a valid file of `kind`: the header, then its sections at 64-byte boundaries
/// ([`expected_sections`]); 0 for an unknown kind.
pub const fn file_len(kind: u32) -> u64 {
    let sections = expected_sections(kind);
    if sections.is_empty() {
        return 0;
    }
    let mut end = HEADER_LEN;
    let mut i = 0;
    while i < sections.len() {
        end = align_up(end) + sections[i].keys * sections[i].item_len as usize;
        i += 1;
    }
    end as u64
}

/// The longest valid table file of any kind: a reader need never hold more.
pub const MAX_FILE_LEN: u64 = {
    let (a, b) = (file_len(KIND_MAHJONG), file_len(KIND_PAOHUZI));
    if a > b { a } else { b }
};

/// What a section of a kind must be: (id, bytes per entry, entries).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expected {
    pub id: u32,
    pub item_len: u32,
    pub keys: usize,
}

/// The sections each kind holds, in file order: a mahjong file the numbered suit (5^9 keys)
/// and the honors (5^7), one byte per key, then their shanten entries, four bytes per key of
/// at most 14 tiles (405,350 and 43,130 keys); a Paohuzi file the small and the big case (3^10
/// keys each), two bytes per key (best without a pair, best with one).
pub const fn expected_sections(kind: u32) -> &'static [Expected] {
    const MAHJONG: [Expected; 4] = [
        Expected {
            id: SECTION_NUMBERED,
            item_len: 1,
            keys: 1_953_125,
        },
        Expected {
            id: SECTION_HONORS,
            item_len: 1,
            keys: 78_125,
        },
        Expected {
            id: SECTION_SHANTEN_NUMBERED,
            item_len: 4,
            keys: 405_350,
        },
        Expected {
            id: SECTION_SHANTEN_HONORS,
            item_len: 4,
            keys: 43_130,
        },
    ];
    const PAOHUZI: [Expected; 2] = [
        Expected {
            id: SECTION_PAOHUZI_SMALL,
            item_len: 2,
            keys: 59_049,
        },
        Expected {
            id: SECTION_PAOHUZI_BIG,
            item_len: 2,
            keys: 59_049,
        },
    ];
    match kind {
        KIND_MAHJONG => &MAHJONG,
        KIND_PAOHUZI => &PAOHUZI,
        _ => &[],
    }
}
