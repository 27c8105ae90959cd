//! Bakes the default rule set's suit tables into the crate.
//!
//! The generator is the library's own `src/generator` module, included by path so that the
//! baked tables and the ones generated at run time come from one source. Output is
//! deterministic: the same source always gives the same bytes.

#[path = "src/generator/mod.rs"]
#[allow(dead_code)]
mod generator;

use generator::mahjong::{self, NEVER_BYTE, Shape, SuitRules};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The joker policy of the default rules: a joker may stand for a fifth copy.
const DEFAULT_FIFTH_COPY: bool = true;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/generator");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let numbered = mahjong::joker_table(SuitRules::plain(Shape::Numbered), DEFAULT_FIFTH_COPY);
    let honours = mahjong::joker_table(SuitRules::plain(Shape::Honours), DEFAULT_FIFTH_COPY);
    if std::env::var_os("CARGO_FEATURE_DENSE").is_some() {
        write(&out.join("mahjong_numbered.bin"), &numbered);
        write(&out.join("mahjong_honours.bin"), &honours);
    }
    if std::env::var_os("CARGO_FEATURE_COMPACT").is_some() {
        let mut code = Vec::new();
        compact_map(&out, &mut code, "NUMBERED", &numbered);
        compact_map(&out, &mut code, "HONOURS", &honours);
        write(&out.join("mahjong_compact.rs"), &code);
    }
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
