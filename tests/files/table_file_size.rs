//! The footprint of every baked table, pinned: a table that grows (or shrinks) fails here, so
//! that a change in size is a decision someone made and not an accident. Update the numbers
//! together with the README's size table.

#[cfg(feature = "dense")]
#[test]
fn baked_table_files() {
    use hupai::table::{baked_mahjong, baked_paohuzi};
    let mahjong = baked_mahjong().expect("the dense feature bakes it");
    assert_eq!(mahjong.bytes().len(), 3_825_576);
    let sections: Vec<usize> = mahjong.sections().map(|s| s.bytes.len()).collect();
    // The suit bytes, then the shanten entries: four bytes per key of at most 14 tiles.
    assert_eq!(sections, [1_953_125, 78_125, 1_621_400, 172_520]);
    let paohuzi = baked_paohuzi().expect("the dense feature bakes it");
    assert_eq!(paohuzi.bytes().len(), 236_562);
    let sections: Vec<usize> = paohuzi.sections().map(|s| s.bytes.len()).collect();
    assert_eq!(sections, [118_098, 118_098]);
}

#[cfg(feature = "dense")]
#[test]
fn baked_dense_tables() {
    let dense = hupai::table::Dense::baked().expect("the dense feature bakes it");
    assert_eq!(dense.size_bytes(), 3_825_170);
}

#[cfg(feature = "compact")]
#[test]
fn baked_compact_maps() {
    let compact = hupai::table::Compact;
    assert_eq!(compact.len(), (229_810, 14_246));
    assert_eq!(compact.size_bytes(), 1_627_048);
}

#[test]
fn table_file_header() {
    // The first section starts right after the 320-byte header.
    let file = hupai::table::baked_mahjong().expect("the dense feature bakes it");
    assert_eq!(file.sections().next().map(|s| s.offset), Some(320));
}
