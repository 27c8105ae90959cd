//! Table generators: pure, deterministic code shared by `build.rs` and the library.
//!
//! `build.rs` includes this folder by path to bake the default tables into the binary; the
//! library uses the same functions to build the tables of other rule sets at run time. Keeping
//! one source means a baked table and a generated one can never disagree.

pub mod capped;
pub mod decompositions;
pub mod fifth;
pub mod key_index;
pub mod mahjong;
pub mod paohuzi;
pub mod shanten;

#[cfg(test)]
mod tests;
