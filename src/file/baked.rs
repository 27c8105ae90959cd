//! The default rules' table files, baked into the binary by `build.rs` (with the `dense`
//! feature) and validated on first use like any other file.

use super::view::TableFile;

/// Keeps baked bytes on a cache line boundary, so that every section (64-byte aligned in the
/// file) is too.
#[cfg(feature = "dense")]
#[repr(C, align(64))]
struct Aligned<T: ?Sized>(T);

#[cfg(feature = "dense")]
static BAKED_MAHJONG: &Aligned<[u8]> =
    &Aligned(*include_bytes!(concat!(env!("OUT_DIR"), "/mahjong.bin")));
#[cfg(feature = "dense")]
static BAKED_PAOHUZI: &Aligned<[u8]> =
    &Aligned(*include_bytes!(concat!(env!("OUT_DIR"), "/paohuzi.bin")));

/// The table file `build.rs` baked for the default mahjong rules, validated on first use;
/// `None` in a build without the `dense` feature.
pub fn baked_mahjong() -> Option<TableFile<'static>> {
    #[cfg(feature = "dense")]
    {
        static FILE: std::sync::OnceLock<TableFile<'static>> = std::sync::OnceLock::new();
        Some(*FILE.get_or_init(|| {
            TableFile::from_bytes(&BAKED_MAHJONG.0).expect("build.rs writes a valid table file")
        }))
    }
    #[cfg(not(feature = "dense"))]
    None
}

/// The table file `build.rs` baked for the default Paohuzi scoring, validated on first use;
/// `None` in a build without the `dense` feature.
pub fn baked_paohuzi() -> Option<TableFile<'static>> {
    #[cfg(feature = "dense")]
    {
        static FILE: std::sync::OnceLock<TableFile<'static>> = std::sync::OnceLock::new();
        Some(*FILE.get_or_init(|| {
            TableFile::from_bytes(&BAKED_PAOHUZI.0).expect("build.rs writes a valid table file")
        }))
    }
    #[cfg(not(feature = "dense"))]
    None
}
