//! The committed table files regenerate byte for byte and the baked tables are the generated
//! file; a write replaces a file in place atomically, even beside concurrent writers and a
//! planted symlink.

use super::{committed, mahjong_bytes, paohuzi_bytes, tables_dir};
use crate::support::scratch;
use crate::targets::layout;
use hupai::paohuzi;
use hupai::table::{RuleSet, TableFile, write_table_file};
use std::path::PathBuf;

// ----------------------------------------------------------------------------------------------
// Reproducible.

#[test]
fn committed_files_regenerate_byte_for_byte() {
    for (name, rules) in committed() {
        let path = tables_dir().join(name);
        let committed = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let file = TableFile::from_bytes(&committed).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(file.rules(), rules, "{name}");
        assert_eq!(rules.file_name(), name);
        file.verify().unwrap_or_else(|e| panic!("{name}: {e}"));
        let fresh = rules.encode();
        assert_eq!(fresh.len(), committed.len(), "{name}: length");
        if let Some(at) = fresh.iter().zip(&committed).position(|(a, b)| a != b) {
            panic!(
                "{name}: byte {at} differs from a fresh build; run `hupai tables build` (see tables/README.md)"
            );
        }
    }
}

#[test]
fn write_table_file_replaces_a_file_in_place_atomically() {
    let dir = scratch("table_file-write");
    let rules = RuleSet::of_paohuzi_rules(&paohuzi::Rules::default());
    std::fs::write(dir.join(rules.file_name()), b"old").expect("written");
    let path = write_table_file(&dir, rules).expect("written");
    assert_eq!(std::fs::read(&path).expect("read"), paohuzi_bytes());
    assert_eq!(std::fs::read_dir(&dir).expect("listed").count(), 1);
}

#[cfg(feature = "dense")]
#[test]
fn baked_tables_are_the_generated_file() {
    let baked = hupai::table::baked_mahjong().expect("built with the dense feature");
    assert!(baked.bytes() == mahjong_bytes());
    assert_eq!(baked.bytes().as_ptr() as usize % layout::ALIGN, 0);
    baked.verify().expect("baked checksum");
    let baked = hupai::table::baked_paohuzi().expect("built with the dense feature");
    assert!(baked.bytes() == paohuzi_bytes());
    baked.verify().expect("baked checksum");
}

#[test]
fn concurrent_writers_and_a_planted_symlink_never_break_a_write() {
    let dir = scratch("table_file-concurrent");
    let rules = RuleSet::of_paohuzi_rules(&paohuzi::Rules::default());
    // Another file, and a symlink to it where the table file goes: the write replaces the
    // link and leaves the other file alone.
    let other = dir.join("other");
    std::fs::write(&other, b"not yours").expect("written");
    std::os::unix::fs::symlink(&other, dir.join(rules.file_name())).expect("a symlink");
    let written: Vec<PathBuf> = std::thread::scope(|s| {
        let writers: Vec<_> = (0..64)
            .map(|_| s.spawn(|| write_table_file(&dir, rules).expect("every write succeeds")))
            .collect();
        writers
            .into_iter()
            .map(|w| w.join().expect("no panic"))
            .collect()
    });
    assert!(written.iter().all(|p| *p == dir.join(rules.file_name())));
    assert_eq!(std::fs::read(&other).expect("read"), b"not yours");
    let path = dir.join(rules.file_name());
    assert!(std::fs::symlink_metadata(&path).expect("there").is_file());
    assert_eq!(std::fs::read(&path).expect("read"), paohuzi_bytes());
    // Nothing temporary is left behind.
    let names: Vec<String> = std::fs::read_dir(&dir)
        .expect("listed")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
}
