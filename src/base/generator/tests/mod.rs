//! The generators' output against independent brute forces, exhaustively: every count vector
//! of every suit under every rule option and joker policy (mahjong), every case vector under
//! every scoring (Paohuzi), and every suit pattern's decompositions. These read the generators
//! directly, so they live inside the crate; whole hands are tested through the public API in
//! `tests/`.

mod brute;
mod decompositions;
mod paohuzi;
mod tables;
mod variants;
