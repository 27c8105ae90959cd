//! Handles: a checker boxed and handed to C as a pointer, borrowed back on every call (NULL
//! refused) and taken back once by its `*_free`. One place for the ownership rules both
//! games' handles follow.

use crate::error::Error;

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
