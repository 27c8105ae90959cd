//! The entry points called as C calls them, through their extern functions, with good and
//! bad input; and the committed header checked against a fresh generation.

mod batch;
mod error;
mod header;
mod mahjong;
mod paohuzi;
#[path = "../../../tests/support/rng.rs"]
mod rng;
mod shanten;
mod throughput;

use std::ffi::{CStr, CString, c_char};

/// A NUL-terminated copy of `text`.
fn c(text: &str) -> CString {
    CString::new(text).expect("no NUL in test text")
}

/// This thread's last error message.
fn last_error() -> String {
    // SAFETY: the library returns a NUL-terminated string valid until the next failure.
    unsafe { CStr::from_ptr(crate::error::hupai_last_error()) }
        .to_str()
        .expect("messages are UTF-8")
        .to_owned()
}

/// Bytes that are not UTF-8, NUL-terminated.
const NOT_UTF8: &[u8] = b"\xff\xfe1m\0";

/// A pointer to [`NOT_UTF8`].
fn not_utf8() -> *const c_char {
    NOT_UTF8.as_ptr().cast()
}
