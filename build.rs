//! Bakes the default rule sets' tables into the crate.
//!
//! The generator is the library's own `src/base/generator` module (with the suit keys it reads,
//! `src/base/key.rs`), and the file layout its `src/file/format.rs`, all included by path, so
//! that the baked tables, the ones generated
//! at run time and the files `hupai tables build` writes come from one source and are the same
//! bytes. Output is deterministic: the same source always gives the same bytes.

/// The generator and the suit keys it reads, at the paths the library has them. The script
/// uses only part of them: the rest, and the names their modules re-export, go unused here.
#[path = "src/base"]
#[allow(dead_code, unused_imports)]
mod base {
    pub mod generator;
    pub mod key;
}

#[path = "src/file/format.rs"]
#[allow(dead_code)]
mod format;

use base::generator::mahjong::{NEVER_BYTE, SuitRules, SuitShape, joker_table};
use base::generator::paohuzi::{self as paohuzi, CaseValues};
use base::generator::shanten::{shanten_table, to_bytes};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The joker policy of the default rules: a joker may stand for a fifth copy.
const DEFAULT_FIFTH_COPY: bool = true;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/base/generator");
    println!("cargo::rerun-if-changed=src/base/key.rs");
    println!("cargo::rerun-if-changed=src/file/format.rs");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let dense = std::env::var_os("CARGO_FEATURE_DENSE").is_some();
    let compact = std::env::var_os("CARGO_FEATURE_COMPACT").is_some();
    if !dense && !compact {
        return;
    }
    let numbered = joker_table(SuitRules::plain(SuitShape::Numbered), DEFAULT_FIFTH_COPY);
    let honors = joker_table(SuitRules::plain(SuitShape::Honors), DEFAULT_FIFTH_COPY);
    if dense {
        let [
            numbered_section,
            honors_section,
            shanten_numbered,
            shanten_honors,
        ] = format::expected_sections(format::KIND_MAHJONG)
        else {
            unreachable!("a mahjong file has four sections")
        };
        let shanten = |shape| to_bytes(&shanten_table(SuitRules::plain(shape)));
        let file = format::encode(
            format::KIND_MAHJONG,
            format::MJ_JOKER_FIFTH_COPY,
            &[
                section(numbered_section, &numbered),
                section(honors_section, &honors),
                section(shanten_numbered, &shanten(SuitShape::Numbered)),
                section(shanten_honors, &shanten(SuitShape::Honors)),
            ],
        );
        write(&out.join("mahjong.bin"), &file);
        write(&out.join("paohuzi.bin"), &paohuzi_default());
    }
    if compact {
        let mut code = Vec::new();
        compact_map(&out, &mut code, "NUMBERED", &numbered);
        compact_map(&out, &mut code, "HONORS", &honors);
        write(&out.join("mahjong_compact.rs"), &code);
    }
}

fn section<'a>(expected: &format::Expected, bytes: &'a [u8]) -> format::SectionBytes<'a> {
    assert_eq!(bytes.len(), expected.keys * expected.item_len as usize);
    format::SectionBytes {
        id: expected.id,
        item_len: expected.item_len,
        bytes,
    }
}

/// The default Paohuzi scoring's table file: 胡息, no 一五十. The values are what
/// `paohuzi::table::case_values` gives for that scoring (only 一二三 and 二七十 score: 3 small,
/// 6 big); `tests/files/table_file.rs` checks that these baked bytes equal the generated ones.
fn paohuzi_default() -> Vec<u8> {
    let values = |score: u8| {
        let mut run = [0; 8];
        run[0] = score;
        CaseValues {
            run,
            erqishi: score,
            yiwushi: None,
            pair: [0; paohuzi::RANKS],
        }
    };
    let flat = |entries: Vec<[u8; 2]>| entries.concat();
    let small = flat(paohuzi::build(&values(3)));
    let big = flat(paohuzi::build(&values(6)));
    let [small_section, big_section] = format::expected_sections(format::KIND_PAOHUZI) else {
        unreachable!("a Paohuzi file has two sections")
    };
    format::encode(
        format::KIND_PAOHUZI,
        0,
        &[section(small_section, &small), section(big_section, &big)],
    )
}

fn write(path: &Path, bytes: &[u8]) {
    std::fs::write(path, bytes).unwrap_or_else(|e| panic!("writing {}: {e}", path.display()));
}

/// A perfect-hash map of the keys some number of jokers can complete; every other key answers
/// "never", so it need not be stored.
///
/// The hash is phf's (SipHash-1-3 with CHD displacements, from phf_generator), but the map is
/// written as raw arrays for `include_bytes!` rather than as a Rust literal: phf_codegen's
/// literal of a quarter million entries costs rustc about ten seconds, the arrays nothing.
/// Keys are three little-endian bytes (5^9 < 2^24), stored apart from the values.
fn compact_map(out: &Path, code: &mut Vec<u8>, name: &str, table: &[u8]) {
    let (keys, values): (Vec<[u8; 3]>, Vec<u8>) = table
        .iter()
        .enumerate()
        .filter(|&(_, &byte)| byte != NEVER_BYTE)
        .map(|(key, &byte)| {
            let [a, b, c, _] = (key as u32).to_le_bytes();
            ([a, b, c], byte)
        })
        .unzip();
    let state = phf_generator::generate_hash(&keys);
    let slot_keys: Vec<u8> = state.map.iter().flat_map(|&i| keys[i]).collect();
    let slot_values: Vec<u8> = state.map.iter().map(|&i| values[i]).collect();
    let disps: Vec<u8> = state
        .disps
        .iter()
        .flat_map(|&(d1, d2)| d1.to_le_bytes().into_iter().chain(d2.to_le_bytes()))
        .collect();
    let lower = name.to_lowercase();
    for (part, bytes) in [
        ("keys", &slot_keys),
        ("values", &slot_values),
        ("disps", &disps),
    ] {
        write(&out.join(format!("compact_{lower}_{part}.bin")), bytes);
    }
    let file = |part: &str| format!("concat!(env!(\"OUT_DIR\"), \"/compact_{lower}_{part}.bin\")");
    writeln!(
        code,
        "static {name}: Map = Map {{ hash_key: {key}, keys: include_bytes!({k}), values: include_bytes!({v}), disps: include_bytes!({d}) }};",
        key = state.key,
        k = file("keys"),
        v = file("values"),
        d = file("disps"),
    )
    .expect("in memory");
}
