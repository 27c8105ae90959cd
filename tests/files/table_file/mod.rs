//! Table files: the committed files regenerate byte for byte; baked, mapped and generated
//! tables agree on every key; and every malformed file (a flipped byte in any header field or
//! in the body, a truncation anywhere, another version, another rule set, a consistent header
//! with a wrong field) is refused with the error that names its problem, never a panic.

mod corruption;
mod header;
mod reproducible;
mod sources;
mod versions;

use crate::targets::layout::{self, HEADER_LEN, field};
use hupai::Rules;
use hupai::paohuzi;
use hupai::table::{BAKED, RuleSet, TableFile, TableFileError};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The files committed under `tables/`, each with the rule set it must hold.
fn committed() -> Vec<(&'static str, RuleSet)> {
    let mahjong = |options: &[&str]| {
        RuleSet::of_rules(&Rules::from_options(options.iter().copied()).expect("rules"))
    };
    let paohuzi = |options: &[&str]| {
        RuleSet::of_paohuzi_rules(
            &paohuzi::Rules::from_options(options.iter().copied()).expect("rules"),
        )
    };
    vec![
        ("mahjong.bin", mahjong(&[])),
        (
            "mahjong-joker_fifth_copy-false.bin",
            mahjong(&["joker_fifth_copy=false"]),
        ),
        ("mahjong-eyes-258.bin", mahjong(&["eyes=258"])),
        ("paohuzi.bin", paohuzi(&[])),
        (
            "paohuzi-scoring-red_black.bin",
            paohuzi(&["scoring=red_black"]),
        ),
    ]
}

fn tables_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tables")
}

/// The default rules' file, generated once.
fn mahjong_bytes() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| RuleSet::Mahjong(BAKED).encode())
}

fn paohuzi_bytes() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| RuleSet::of_paohuzi_rules(&paohuzi::Rules::default()).encode())
}

fn put(bytes: &mut [u8], at: usize, value: &[u8]) {
    bytes[at..at + value.len()].copy_from_slice(value);
}

/// Rewrites the header checksum so that the header is consistent again: what a writer with
/// other ideas (another generator, a bug) would produce, rather than a corruption.
fn reseal(bytes: &mut [u8]) {
    let sum = layout::header_checksum(&bytes[..HEADER_LEN]);
    put(bytes, field::HEADER_CHECKSUM, &sum.to_le_bytes());
}

fn refused(bytes: &[u8]) -> TableFileError {
    match TableFile::from_bytes(bytes) {
        Ok(file) => panic!("accepted a malformed file holding {}", file.rules()),
        Err(e) => e,
    }
}
