//! Writing table files: a rule set's tables generated and laid out as a file
//! ([`RuleSet::encode`]), and put in place by the file layer's atomic writer.
//!
//! The layout is [`format`]'s, shared with `build.rs`, so the baked tables, the files
//! under `tables/` and the files `hupai tables build` writes are the same bytes.

use crate::file::RuleSet;
use crate::file::format::{self, Expected};
use crate::file::write::write_atomically;
use crate::mahjong::table::built_in::{generate, generate_shanten};
use crate::paohuzi::table::CaseTables;
use std::io;
use std::path::{Path, PathBuf};
use zerocopy::IntoBytes;

impl RuleSet {
    /// Generates the tables and lays them out as a table file: the bytes `hupai tables build`
    /// writes and, for the default rules, the bytes `build.rs` bakes.
    pub fn encode(self) -> Vec<u8> {
        let (kind, bits) = self.kind_bits();
        let expected = format::expected_sections(kind);
        match self {
            RuleSet::Mahjong(variant) => {
                let (numbered, honors) = generate(variant);
                let [shanten_numbered, shanten_honors] = generate_shanten(variant);
                let bytes = [&numbered, &honors, &shanten_numbered, &shanten_honors];
                format::encode(kind, bits, &sections(expected, &bytes.map(Vec::as_slice)))
            }
            RuleSet::Paohuzi { scoring, yiwushi } => {
                let tables = CaseTables::generate(scoring, yiwushi);
                let small = tables.small.entries().as_bytes();
                let big = tables.big.entries().as_bytes();
                format::encode(kind, bits, &sections(expected, &[small, big]))
            }
        }
    }
}

fn sections<'a>(expected: &[Expected], bytes: &[&'a [u8]]) -> Vec<format::SectionBytes<'a>> {
    assert_eq!(expected.len(), bytes.len(), "one slice per section");
    expected
        .iter()
        .zip(bytes.iter().copied())
        .map(|(e, bytes)| format::SectionBytes {
            id: e.id,
            item_len: e.item_len,
            bytes,
        })
        .collect()
}

/// Writes the table file of a rule set into `dir`, atomically: the bytes go to a temporary
/// file in the same folder, created exclusively under an unpredictable name (so a planted
/// symlink is never followed and concurrent writers never share one), synced, and renamed over
/// the final name; then the folder is synced, so that the rename survives a crash. A reader
/// sees the old file or the new one, never a part, and a symlink at the final name is replaced,
/// not written through. Returns the path written.
///
/// Fails with the I/O error of creating, writing, syncing or renaming the file; the temporary
/// file is removed then.
pub fn write_table_file(dir: &Path, rules: RuleSet) -> io::Result<PathBuf> {
    write_atomically(dir, &rules.file_name(), &rules.encode())
}
