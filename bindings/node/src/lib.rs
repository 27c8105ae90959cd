//! hupai for Node: N-API classes (napi-rs) over the C library's entry points (`hupai_capi`,
//! the functions hupai.h declares, with their checks and messages). `index.js` wraps them,
//! turning the errors' codes into `HandError` and `RuleError`; `index.d.ts` declares the
//! whole API.
//!
//! A JavaScript object lives in one isolate and runs on its thread, so a checker is never
//! used by two threads at once and its `close` can never race a call; each worker thread
//! makes its own checker (a few microseconds).

#![deny(unsafe_op_in_unsafe_fn)]

use hupai_capi::error::{HUPAI_E_HAND, HUPAI_E_RULES, HUPAI_E_UTF8};
use hupai_capi::mahjong::{self as ffi, hupai_checker};
use hupai_capi::paohuzi::{self as phz, hupai_phz_checker};
use hupai_capi::shanten::{hupai_shanten, hupai_shanten_result};
use napi::bindgen_prelude::Uint8ArraySlice;
use napi::{Env, Error, JsString, JsValue};
use napi_derive::napi;
use std::ffi::{CStr, c_char};

/// Kinds of tile: the length of a count row.
const KINDS: usize = 34;

/// What a failure is, as the `code` of the JavaScript error (index.js names its class).
enum Kind {
    Hand,
    Rules,
    Closed,
    Library,
}

impl AsRef<str> for Kind {
    fn as_ref(&self) -> &str {
        match self {
            Kind::Hand => "HUPAI_HAND",
            Kind::Rules => "HUPAI_RULES",
            Kind::Closed => "HUPAI_CLOSED",
            Kind::Library => "HUPAI_LIBRARY",
        }
    }
}

/// A call's answer or its error, whose status string becomes the JavaScript error's `code`.
type Result<T> = napi::Result<T, String>;

fn error(kind: Kind, message: impl Into<String>) -> Error<String> {
    Error::new(kind.as_ref().to_string(), message.into())
}

/// This thread's last message from the library.
fn last_error() -> String {
    // SAFETY: hupai_last_error returns a NUL-terminated string the library keeps for this
    // thread until its next failing call; it is copied at once.
    unsafe { CStr::from_ptr(hupai_capi::error::hupai_last_error()) }
        .to_string_lossy()
        .into_owned()
}

/// The error of a failed call's code, with the library's message.
fn failure(code: i64) -> Error<String> {
    let kind = match i32::try_from(code).unwrap_or(0) {
        HUPAI_E_HAND | HUPAI_E_UTF8 => Kind::Hand,
        HUPAI_E_RULES => Kind::Rules,
        _ => Kind::Library,
    };
    error(kind, last_error())
}

/// A JavaScript string as C reads it: NUL-terminated. A NUL inside would end it early, so it
/// is an error of `kind`.
fn c_text(mut text: String, kind: Kind) -> Result<String> {
    if text.contains('\0') {
        return Err(error(kind, "hupai: the text holds a NUL character"));
    }
    text.push('\0');
    Ok(text)
}

fn ptr(text: &str) -> *const c_char {
    text.as_ptr().cast()
}

/// Bytes of a hand read onto the stack; a longer one goes to the heap.
const STACK_TEXT: usize = 128;

/// A hand as C reads it, NUL-terminated, read from the JavaScript string straight into
/// `stack` when it fits (hands do), else into `heap`: no allocation on the hot path. A NUL
/// inside would end it early, so it is a bad hand.
struct Hand {
    stack: [u8; STACK_TEXT],
    heap: Vec<u8>,
    len: usize,
}

impl Hand {
    fn read(text: &JsString) -> Result<Hand> {
        let value = text.value();
        let mut hand = Hand {
            stack: [0; STACK_TEXT],
            heap: Vec::new(),
            len: 0,
        };
        // SAFETY: a value of this call's env; N-API writes at most STACK_TEXT - 1 bytes and
        // a NUL into the buffer.
        let status = unsafe {
            napi::sys::napi_get_value_string_utf8(
                value.env,
                value.value,
                hand.stack.as_mut_ptr().cast(),
                STACK_TEXT,
                &mut hand.len,
            )
        };
        if status != napi::sys::Status::napi_ok {
            return Err(error(Kind::Hand, "hupai: a hand must be a string"));
        }
        if hand.len + 1 >= STACK_TEXT {
            // Perhaps cut short: the whole length, then the whole text.
            // SAFETY: as above; a NULL buffer asks for the length alone.
            unsafe {
                napi::sys::napi_get_value_string_utf8(
                    value.env,
                    value.value,
                    std::ptr::null_mut(),
                    0,
                    &mut hand.len,
                );
                hand.heap.resize(hand.len + 1, 0);
                napi::sys::napi_get_value_string_utf8(
                    value.env,
                    value.value,
                    hand.heap.as_mut_ptr().cast(),
                    hand.len + 1,
                    &mut hand.len,
                );
            }
        }
        if hand.bytes().contains(&0) {
            return Err(error(Kind::Hand, "hupai: the text holds a NUL character"));
        }
        Ok(hand)
    }

    /// The text without its NUL.
    fn bytes(&self) -> &[u8] {
        if self.heap.is_empty() {
            &self.stack[..self.len]
        } else {
            &self.heap[..self.len]
        }
    }

    /// The NUL-terminated text, for C.
    fn ptr(&self) -> *const c_char {
        self.bytes().as_ptr().cast()
    }
}

/// The C library's version, e.g. "0.1.0".
#[napi]
pub fn version() -> String {
    // SAFETY: a static NUL-terminated string.
    unsafe { CStr::from_ptr(hupai_capi::hupai_version()) }
        .to_string_lossy()
        .into_owned()
}

/// A mahjong checker for one rule set.
#[napi]
pub struct Checker {
    /// The C handle; null once closed.
    handle: *mut hupai_checker,
}

#[napi]
impl Checker {
    /// A checker for the C rules string (`"joker=7z, seven_pairs=false"`; empty or absent for
    /// the defaults).
    #[napi(constructor)]
    pub fn new(rules: Option<String>) -> Result<Self> {
        let rules = c_text(rules.unwrap_or_default(), Kind::Rules)?;
        // SAFETY: `rules` is NUL-terminated and outlives the call.
        let handle = unsafe { ffi::hupai_checker_new(ptr(&rules)) };
        if handle.is_null() {
            return Err(error(Kind::Rules, last_error()));
        }
        Ok(Checker { handle })
    }

    fn live(&self) -> Result<*const hupai_checker> {
        if self.handle.is_null() {
            return Err(error(Kind::Closed, "hupai: the checker is closed"));
        }
        Ok(self.handle)
    }

    /// Frees the checker now; later calls throw. Closing twice is harmless.
    #[napi]
    pub fn close(&mut self) {
        // SAFETY: the handle is null or live and owned by this object alone; it is nulled
        // so that it is freed once.
        unsafe { ffi::hupai_checker_free(self.handle) };
        self.handle = std::ptr::null_mut();
    }

    /// Whether a hand in mpsz notation is complete.
    #[napi]
    pub fn is_complete(&self, hand: JsString) -> Result<bool> {
        let hand = Hand::read(&hand)?;
        // SAFETY: a live handle and a NUL-terminated hand.
        let r = unsafe { ffi::hupai_is_complete(self.live()?, hand.ptr()) };
        if r < 0 {
            return Err(failure(r.into()));
        }
        Ok(r == 1)
    }

    /// The kinds completing a 3n+1 hand, as mpsz strings in tile order.
    #[napi]
    pub fn waits(&self, hand: JsString) -> Result<Vec<String>> {
        let hand = Hand::read(&hand)?;
        let (mut waits, mut dead) = (0u64, 0u64);
        // SAFETY: a live handle, a NUL-terminated hand, and two writable u64s.
        let r = unsafe { ffi::hupai_waits(self.live()?, hand.ptr(), &mut waits, &mut dead) };
        if r < 0 {
            return Err(failure(r.into()));
        }
        Ok((0..KINDS)
            .filter(|k| waits >> k & 1 == 1)
            .map(|k| format!("{}{}", k % 9 + 1, b"mpsz"[k / 9] as char))
            .collect())
    }

    /// The hand's least shanten over the forms the rules enable.
    #[napi]
    pub fn shanten(&self, hand: JsString) -> Result<i32> {
        let hand = Hand::read(&hand)?;
        let mut s = std::mem::MaybeUninit::<hupai_shanten_result>::uninit();
        // SAFETY: a live handle, a NUL-terminated hand, and room for a result.
        let r = unsafe { hupai_shanten(self.live()?, hand.ptr(), s.as_mut_ptr()) };
        if r < 0 {
            return Err(failure(r.into()));
        }
        // SAFETY: on success hupai_shanten has written the whole result (hupai.h).
        let s = unsafe { s.assume_init() };
        Ok(s.least.into())
    }

    /// Rows of 34 counts (one after another) checked in parallel, row i with `jokers[i]`
    /// jokers: 1 complete, 0 not, 255 a row that cannot be checked.
    #[napi]
    pub fn is_complete_counts<'env>(
        &self,
        env: &'env Env,
        counts: &[u8],
        jokers: Option<&[u8]>,
    ) -> Result<Uint8ArraySlice<'env>> {
        if counts.len() % KINDS != 0 {
            return Err(error(
                Kind::Hand,
                format!("hupai: counts of {} bytes are not rows of 34", counts.len()),
            ));
        }
        let rows = counts.len() / KINDS;
        if let Some(j) = jokers
            && j.len() != rows
        {
            return Err(error(
                Kind::Hand,
                format!("hupai: {} joker counts for {rows} rows", j.len()),
            ));
        }
        let handle = self.live()?;
        // The answers go straight into memory the JavaScript engine owns: an array over a
        // Rust vector would be an external buffer, freed by a finalizer that a busy loop of
        // calls outruns (the process grew by hundreds of bytes a call). (`copy_from` makes
        // the array; its data is written below whatever it holds.)
        let mut answers = Uint8ArraySlice::copy_from(env, vec![0u8; rows])
            .map_err(|e| error(Kind::Library, e.reason.clone()))?;
        // SAFETY: the array was just made and nothing else refers to it yet.
        let out = unsafe { answers.as_mut() };
        if rows > 0 {
            let jokers = jokers.map_or(std::ptr::null(), <[u8]>::as_ptr);
            // SAFETY: a live handle; `counts` holds rows * 34 bytes, `jokers` null or rows
            // bytes, `out` rows writable bytes of its own; the JavaScript thread waits for
            // the call, so the arrays do not change during it.
            let r = unsafe {
                hupai_capi::batch::hupai_is_complete_batch(
                    handle,
                    counts.as_ptr(),
                    KINDS,
                    jokers,
                    rows,
                    out.as_mut_ptr(),
                    0,
                )
            };
            if r < 0 {
                return Err(failure(r));
            }
        }
        Ok(answers)
    }
}

impl Drop for Checker {
    fn drop(&mut self) {
        self.close();
    }
}

/// A Paohuzi hand's check.
#[napi(object)]
pub struct PaohuziResult {
    /// Whether the hand is complete.
    pub complete: bool,
    /// Its best 胡息; 0 when not complete.
    pub huxi: i32,
    /// Complete and reaching the rules' `min_huxi`.
    pub win: bool,
}

/// A Paohuzi checker for one rule set.
#[napi]
pub struct PaohuziChecker {
    handle: *mut hupai_phz_checker,
}

#[napi]
impl PaohuziChecker {
    /// A checker for `key=value` options (`"min_huxi=10"`; empty or absent for the defaults).
    #[napi(constructor)]
    pub fn new(rules: Option<String>) -> Result<Self> {
        let rules = c_text(rules.unwrap_or_default(), Kind::Rules)?;
        // SAFETY: `rules` is NUL-terminated and outlives the call.
        let handle = unsafe { phz::hupai_phz_checker_new(ptr(&rules)) };
        if handle.is_null() {
            return Err(error(Kind::Rules, last_error()));
        }
        Ok(PaohuziChecker { handle })
    }

    /// Frees the checker now; later calls throw. Closing twice is harmless.
    #[napi]
    pub fn close(&mut self) {
        // SAFETY: as Checker::close.
        unsafe { phz::hupai_phz_checker_free(self.handle) };
        self.handle = std::ptr::null_mut();
    }

    /// Checks a hand in numerals or ASCII.
    #[napi]
    pub fn check(&self, hand: JsString) -> Result<PaohuziResult> {
        if self.handle.is_null() {
            return Err(error(Kind::Closed, "hupai: the checker is closed"));
        }
        let hand = Hand::read(&hand)?;
        let (mut huxi, mut win) = (0i32, 0i32);
        // SAFETY: a live handle, a NUL-terminated hand, and two writable i32s.
        let r = unsafe { phz::hupai_phz_check(self.handle, hand.ptr(), &mut huxi, &mut win) };
        if r < 0 {
            return Err(failure(r.into()));
        }
        Ok(PaohuziResult {
            complete: huxi >= 0,
            huxi: huxi.max(0),
            win: win == 1,
        })
    }
}

impl Drop for PaohuziChecker {
    fn drop(&mut self) {
        self.close();
    }
}
