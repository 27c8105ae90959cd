//! The bottom layer: the vocabulary both games and their tables share, and the generator.
//!
//! Everything here uses `std` only. `build.rs` compiles the generator and the suit keys from
//! this folder by path to bake the default tables, and the library builds every other rule
//! set's tables with the same functions at run time, so that a baked table and a generated one
//! can never disagree.

pub(crate) mod echo;
pub(crate) mod generator;
pub(crate) mod key;
pub(crate) mod rule;
pub(crate) mod variant;
