//! Bakes the default rule set's suit tables into the crate.
//!
//! The generator is the library's own `src/generator` module, included by path so that the
//! baked tables and the ones generated at run time come from one source. Output is
//! deterministic: the same source always gives the same bytes.

#[path = "src/generator/mod.rs"]
#[allow(dead_code)]
mod generator;

use generator::mahjong::{self, NEVER_BYTE, Shape};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The joker policy of the default rules: a joker may stand for a fifth copy.
const DEFAULT_FIFTH_COPY: bool = true;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/generator");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let numbered = mahjong::joker_table(Shape::Numbered, DEFAULT_FIFTH_COPY);
    let honours = mahjong::joker_table(Shape::Honours, DEFAULT_FIFTH_COPY);
    if std::env::var_os("CARGO_FEATURE_DENSE").is_some() {
        write(&out.join("mahjong_numbered.bin"), &numbered);
        write(&out.join("mahjong_honours.bin"), &honours);
    }
    if std::env::var_os("CARGO_FEATURE_COMPACT").is_some() {
        let mut code = Vec::new();
        compact_map(&mut code, "NUMBERED", &numbered);
        compact_map(&mut code, "HONOURS", &honours);
        write(&out.join("mahjong_compact.rs"), &code);
    }
}

fn write(path: &Path, bytes: &[u8]) {
    std::fs::write(path, bytes).unwrap_or_else(|e| panic!("writing {}: {e}", path.display()));
}

/// A perfect-hash map of the keys some number of jokers can complete; every other key answers
/// "never", so it need not be stored.
fn compact_map(code: &mut Vec<u8>, name: &str, table: &[u8]) {
    // Keys are stored as three little-endian bytes (5^9 < 2^24): an entry is then 4 bytes with
    // its value, where a `u32` key would pad it to 8.
    let mut map = phf_codegen::Map::new();
    for (key, &byte) in table.iter().enumerate() {
        if byte != NEVER_BYTE {
            let [a, b, c, _] = (key as u32).to_le_bytes();
            map.entry([a, b, c], byte.to_string());
        }
    }
    writeln!(
        code,
        "static {name}: phf::Map<[u8; 3], u8> = {};",
        map.build()
    )
    .expect("in memory");
}
