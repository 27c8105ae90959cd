//! The table file header as `tables/FORMAT.md` specifies it, for the tests and fuzz targets
//! that craft or damage files. Written from the document, not taken from the reader, so that
//! the reader is held to the specification rather than to itself.

#![allow(dead_code)]

/// The first eight bytes of every table file.
pub const MAGIC: [u8; 8] = *b"HUPAITBL";
/// Bytes of the header; the first section starts here.
pub const HEADER_LEN: usize = 320;
/// Every section starts at a multiple of this.
pub const ALIGN: usize = 64;
/// The byte-order mark, as a little-endian writer writes it.
pub const ENDIAN_MARK: u32 = 0x0102_0304;
/// The version of the generators' output this build writes.
pub const GENERATOR_VERSION: u32 = 2;
/// The kind of a Paohuzi file.
pub const KIND_PAOHUZI: u32 = 2;
/// Bytes of the rule name field.
pub const NAME_LEN: usize = 128;
/// Bytes of one section table entry.
pub const SECTION_ENTRY_LEN: usize = 32;

/// Byte offsets of the header fields.
pub mod field {
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
    /// Within a section table entry.
    pub const SECTION_ID: usize = 0;
    pub const SECTION_ITEM_LEN: usize = 4;
    pub const SECTION_OFFSET: usize = 8;
    pub const SECTION_LEN: usize = 16;
    pub const SECTION_RESERVED: usize = 24;
}

/// FNV-1a 64, continued from `hash`.
fn fnv1a64_from(mut hash: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// The header checksum: FNV-1a 64 of bytes 0..320, the checksum field read as eight zeros.
pub fn header_checksum(header: &[u8]) -> u64 {
    let at = field::HEADER_CHECKSUM;
    let hash = fnv1a64_from(0xcbf2_9ce4_8422_2325, &header[..at]);
    let hash = fnv1a64_from(hash, &[0; 8]);
    fnv1a64_from(hash, &header[at + 8..HEADER_LEN])
}
