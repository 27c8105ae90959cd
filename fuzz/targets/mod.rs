//! The fuzz targets' bodies, shared by the cargo-fuzz binaries (`fuzz_targets/`, nightly) and
//! by `tests/files/table_file_fuzz.rs`, `exactness_fuzz.rs` and `paohuzi_exactness_fuzz.rs`,
//! which run them on stable over a seeded stream of inputs. A target fails by panicking: any
//! panic is a bug, whatever the input. One module a kind of target: the file and text readers
//! ([`files`]), mahjong's exactness ([`mahjong`]) and Paohuzi's ([`paohuzi`]).

#[path = "../../tests/support/layout.rs"]
pub mod layout;

pub mod files;
pub mod mahjong;
pub mod paohuzi;
