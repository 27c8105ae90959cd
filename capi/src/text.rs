//! Text across the boundary: C strings read as UTF-8 (anything else refused with a message),
//! rule strings split into options, and text written into a caller's buffer the way
//! `snprintf` does, so that C can size the buffer with a first call. Text quoted back in a
//! message is quoted as [`Echo`] quotes it: escaped, and cut after 200 characters.

use crate::error::{Error, HUPAI_E_HAND, HUPAI_E_NULL, HUPAI_E_UTF8};
use hupai::Echo;
use std::ffi::{CStr, c_char};
use std::fmt::{Display, Write as _};
use std::str::FromStr;

/// The UTF-8 text of a NUL-terminated C string, `what` naming it in errors.
///
/// # Safety
///
/// `ptr` is NULL or points to a NUL-terminated string that stays unchanged during the call.
pub unsafe fn read<'a>(ptr: *const c_char, what: &str) -> Result<&'a str, Error> {
    if ptr.is_null() {
        return Err(Error::null(what));
    }
    // SAFETY: not NULL, and the caller promises a NUL-terminated string kept for the call.
    let bytes = unsafe { CStr::from_ptr(ptr) };
    bytes
        .to_str()
        .map_err(|e| Error::new(HUPAI_E_UTF8, format!("{what} is not UTF-8: {e}")))
}

/// A hand, card or source read from a C string; what cannot be read is a `HUPAI_E_HAND`
/// naming the text.
///
/// # Safety
///
/// As [`read`].
pub unsafe fn parse<T: FromStr>(ptr: *const c_char, what: &str) -> Result<T, Error>
where
    T::Err: Display,
{
    // SAFETY: passed on from the caller.
    let text = unsafe { read(ptr, what) }?;
    text.parse()
        .map_err(|e| Error::new(HUPAI_E_HAND, format!("{what} `{}`: {e}", Echo(text))))
}

/// The options of a rule string: `key=value` items separated by commas or white space; NULL
/// reads as no options (the defaults).
///
/// # Safety
///
/// As [`read`].
pub unsafe fn rule_options<'a>(ptr: *const c_char) -> Result<Vec<&'a str>, Error> {
    if ptr.is_null() {
        return Ok(Vec::new());
    }
    // SAFETY: passed on from the caller.
    let text = unsafe { read(ptr, "rules") }?;
    Ok(text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|option| !option.is_empty())
        .collect())
}

/// Writes `text` into `buf` of `len` bytes as `snprintf` does: at most `len - 1` bytes and
/// a NUL (nothing when `len` is 0, where `buf` may be NULL); returns the length of the whole
/// text, so that a result of `len` or more means it was cut short.
///
/// # Safety
///
/// `buf` is NULL with `len` 0, or points to `len` writable bytes.
pub unsafe fn write(text: &str, buf: *mut c_char, len: usize) -> Result<i64, Error> {
    let whole = i64::try_from(text.len()).unwrap_or(i64::MAX);
    if len == 0 {
        return Ok(whole);
    }
    if buf.is_null() {
        return Err(Error::new(HUPAI_E_NULL, "buf is NULL with len above 0"));
    }
    let n = text.len().min(len - 1);
    // SAFETY: the caller promises `len` writable bytes at `buf`, and `n + 1 <= len`; `text`
    // is Rust memory, so the two cannot overlap.
    unsafe {
        std::ptr::copy_nonoverlapping(text.as_ptr(), buf.cast::<u8>(), n);
        *buf.add(n) = 0;
    }
    Ok(whole)
}

/// Writes `items` one per line, each ending in `\n`, into `buf` as [`write()`] does.
///
/// # Safety
///
/// As [`write()`].
pub unsafe fn write_lines<T: Display>(
    items: impl IntoIterator<Item = T>,
    buf: *mut c_char,
    len: usize,
) -> Result<i64, Error> {
    let mut lines = String::new();
    for item in items {
        let _ = writeln!(lines, "{item}");
    }
    // SAFETY: passed on from the caller.
    unsafe { write(&lines, buf, len) }
}
