//! The error convention: every entry point returns a negative `HUPAI_E_*` code (or NULL) on
//! failure and leaves a message for `hupai_last_error`, kept per thread so that threads sharing
//! a checker never read each other's messages. Every entry point runs its body through
//! [`guard`], so that a panic inside the library becomes [`HUPAI_E_PANIC`] instead of
//! unwinding into C, which would be undefined behaviour.

use std::cell::RefCell;
use std::ffi::{CString, c_char};
use std::panic::{AssertUnwindSafe, catch_unwind};

/// A pointer argument that must not be NULL was NULL.
pub const HUPAI_E_NULL: i32 = -1;
/// A text argument (hand, rules, path, card, source) is not valid UTF-8.
pub const HUPAI_E_UTF8: i32 = -2;
/// A hand, card or source that cannot be read or checked: bad notation, a wrong number of
/// tiles, a count above four, more jokers than the rules allow, a card that would be a fifth
/// copy.
pub const HUPAI_E_HAND: i32 = -3;
/// An unknown rule key, a value a key does not take, or an option that is not `key=value`.
pub const HUPAI_E_RULES: i32 = -4;
/// A table file that is missing, unreadable, corrupt, or holds the tables of other rules.
pub const HUPAI_E_TABLES: i32 = -5;
/// A size argument out of range: a stride below 34, rows that do not fit in memory, more
/// than 1024 threads, a buffer too small for the answer.
pub const HUPAI_E_SIZE: i32 = -6;
/// A failure inside the library (a panic, caught at the boundary); the message says where.
pub const HUPAI_E_PANIC: i32 = -7;

/// A failed call: its `HUPAI_E_*` code and the message `hupai_last_error` returns.
#[derive(Debug)]
pub struct Error {
    code: i32,
    message: String,
}

impl Error {
    /// An error with this code and message.
    pub fn new(code: i32, message: impl Into<String>) -> Error {
        Error {
            code,
            message: message.into(),
        }
    }

    /// A NULL pointer where `what` was expected.
    pub fn null(what: &str) -> Error {
        Error::new(HUPAI_E_NULL, format!("{what} is NULL"))
    }

    /// A hand the library refuses, with its reason.
    pub fn hand(reason: impl std::fmt::Display) -> Error {
        Error::new(HUPAI_E_HAND, reason.to_string())
    }

    /// The code an entry point returns for this error.
    pub fn code(&self) -> i32 {
        self.code
    }
}

thread_local! {
    /// The message of this thread's last failed call.
    static LAST_ERROR: RefCell<CString> = RefCell::new(CString::default());
}

/// Keeps `message` as this thread's last error (an interior NUL cuts it short there).
fn remember(message: &str) {
    let end = message.find('\0').unwrap_or(message.len());
    let text = CString::new(&message[..end]).unwrap_or_default();
    LAST_ERROR.with(|last| *last.borrow_mut() = text);
}

/// Runs an entry point's body: its value on success; on an error or a panic, the message
/// kept for `hupai_last_error` and `failed(code)` returned.
pub fn guard<T>(failed: impl FnOnce(i32) -> T, body: impl FnOnce() -> Result<T, Error>) -> T {
    let error = match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(value)) => return value,
        Ok(Err(error)) => error,
        Err(panic) => {
            let what = panic
                .downcast_ref::<&str>()
                .copied()
                .or_else(|| panic.downcast_ref::<String>().map(String::as_str))
                .unwrap_or("a panic");
            Error::new(HUPAI_E_PANIC, format!("internal error: {what}"))
        }
    };
    remember(&error.message);
    failed(error.code)
}

/// The message of this thread's last failed call, `""` if none has failed.
///
/// Who frees what: the string belongs to the library and must not be freed; it stays valid
/// until the next call on this thread that fails.
#[unsafe(no_mangle)]
pub extern "C" fn hupai_last_error() -> *const c_char {
    // The CString lives in this thread's slot until a later failure replaces it.
    LAST_ERROR.with(|last| last.borrow().as_ptr())
}
