//! The C interface of hupai: mahjong and Paohuzi checkers as opaque handles, hands as text
//! (mpsz notation, Paohuzi numerals) or as count arrays, one at a time or in parallel
//! batches. The header is `include/hupai.h`, generated from these sources by cbindgen and
//! kept fresh by a test.
//!
//! The conventions every entry point keeps, so that C never meets Rust's failure modes:
//!
//! - Errors are negative `HUPAI_E_*` codes (NULL for constructors), the message kept per
//!   thread for `hupai_last_error` ([`error`]). No panic crosses the boundary.
//! - Every pointer is checked for NULL and every text for UTF-8 before use ([`text`]).
//! - Handles are immutable once made: any number of threads may share one. Only the
//!   `*_free` functions free anything; strings the library returns are static or belong to
//!   the calling thread.
//!
//! One module per job: [`mahjong`] and [`paohuzi`] the handles and their questions,
//! [`shanten`] how far a mahjong hand is from complete and which tiles bring it closer,
//! [`batch`] the parallel batch of count arrays, [`handle`] how handles are owned.

#![deny(unsafe_op_in_unsafe_fn)]
#![deny(missing_docs)]

pub mod batch;
pub mod error;
pub mod handle;
pub mod mahjong;
pub mod paohuzi;
pub mod shanten;
pub mod text;

#[cfg(test)]
mod tests;

/// The library's version, e.g. `"0.1.0"`. Static: never freed.
#[unsafe(no_mangle)]
pub extern "C" fn hupai_version() -> *const std::ffi::c_char {
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast()
}
