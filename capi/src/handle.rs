//! Handles: a checker boxed and handed to C as a pointer, borrowed back on every call (NULL
//! refused) and taken back once by its `*_free`; and the tables a handle owns for its own
//! checker to borrow ([`Kept`]). One place for the ownership rules both games' handles follow.

use crate::error::{Error, HUPAI_E_TABLES};
use crate::text;
use hupai::Echo;
use hupai::table::Tables;
use std::ffi::c_char;
use std::fmt::Display;
use std::ptr::NonNull;

/// A value kept at a fixed address for a borrower in the same handle, freed when dropped.
///
/// A checker over a table file borrows its tables for `'static`; the handle owns both, so
/// the tables live in a `Kept` declared after the checker, which is therefore dropped first.
pub struct Kept<T>(NonNull<T>);

impl<T> Kept<T> {
    /// Moves `value` to the heap.
    pub fn new(value: T) -> Kept<T> {
        Kept(NonNull::from(Box::leak(Box::new(value))))
    }

    /// The value, for a borrower that is dropped before this `Kept`.
    ///
    /// # Safety
    ///
    /// The borrow must not outlive `self`: whoever holds it is dropped first.
    pub unsafe fn borrow_for_owner(&self) -> &'static T {
        // SAFETY: the value stays at this address until `self` is dropped, is only reached
        // through shared borrows, and the caller drops the borrow first.
        unsafe { self.0.as_ref() }
    }
}

impl<T> Drop for Kept<T> {
    fn drop(&mut self) {
        // SAFETY: the pointer came from a leaked Box in `new`, and every borrow of it is
        // gone, as `borrow_for_owner` requires.
        drop(unsafe { Box::from_raw(self.0.as_ptr()) });
    }
}

/// Boxes `value` and hands its ownership to the caller as a pointer.
pub fn into_raw<T>(value: T) -> *mut T {
    Box::into_raw(Box::new(value))
}

/// Borrows the value behind a handle.
///
/// # Safety
///
/// `handle` is NULL or came from [`into_raw`] and has not been freed.
pub unsafe fn borrow<'a, T>(handle: *const T) -> Result<&'a T, Error> {
    // SAFETY: the caller promises a live handle or NULL, which `as_ref` turns into None.
    unsafe { handle.as_ref() }.ok_or_else(|| Error::null("checker"))
}

/// Frees a handle; NULL is ignored.
///
/// # Safety
///
/// `handle` is NULL or came from [`into_raw`], has not been freed, and no one uses it now.
pub unsafe fn free<T>(handle: *mut T) {
    if !handle.is_null() {
        // SAFETY: the caller hands back a pointer made by `Box::into_raw`, freed only here.
        drop(unsafe { Box::from_raw(handle) });
    }
}

/// The table file at `path`, read into memory and checked, and its path for messages.
///
/// # Safety
///
/// `path` is NULL or a NUL-terminated string.
pub unsafe fn open_tables<'a>(path: *const c_char) -> Result<(Tables, &'a str), Error> {
    // SAFETY: passed on from the caller.
    let path = unsafe { text::read(path, "path") }?;
    let tables = Tables::open(path).map_err(|e| tables_error(path, e))?;
    Ok((tables, path))
}

/// A table file's error, naming the file.
pub fn tables_error(path: &str, e: impl Display) -> Error {
    Error::new(HUPAI_E_TABLES, format!("{}: {e}", Echo(path)))
}
