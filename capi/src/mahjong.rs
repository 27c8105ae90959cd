//! The mahjong checker as an opaque handle: made from a rule string over the built-in tables
//! or a table file, then asked about hands in mpsz notation or as count arrays. A handle is
//! never changed after it is made, so any number of threads may use one at once.

use crate::error::{Error, HUPAI_E_NULL, HUPAI_E_RULES, guard};
use crate::handle::{self, Kept};
use crate::text;
use hupai::mahjong::KINDS;
use hupai::table::Tables;
use hupai::{Checker, Forms, Hand, Rules, Tile};
use std::ffi::c_char;

/// Kinds of tile: the length of every count array, in 34-order (1m..9m, 1p..9p, 1s..9s, then
/// east, south, west, north, white, green, red).
pub const HUPAI_KINDS: usize = 34;
const _: () = assert!(HUPAI_KINDS == KINDS);

/// Complete in the standard form (groups and a pair).
pub const HUPAI_FORM_STANDARD: u32 = 1;
/// Seven pairs.
pub const HUPAI_FORM_SEVEN_PAIRS: u32 = 2;
/// Thirteen orphans.
pub const HUPAI_FORM_THIRTEEN_ORPHANS: u32 = 4;
/// 组合龙, the knitted straight (under `knitted=true`).
pub const HUPAI_FORM_KNITTED_STRAIGHT: u32 = 8;
/// 全不靠, honors and knitted tiles (under `knitted=true`).
pub const HUPAI_FORM_HONORS_AND_KNITTED: u32 = 16;
/// 七星不靠, greater honors and knitted tiles (under `knitted=true`; always beside
/// `HUPAI_FORM_HONORS_AND_KNITTED`).
pub const HUPAI_FORM_GREATER_HONORS_AND_KNITTED: u32 = 32;
/// 嚦咕嚦咕, seven pairs and a triplet (17 concealed tiles, under `tiles=16` and
/// `seven_pairs_and_triplet=true`).
pub const HUPAI_FORM_SEVEN_PAIRS_AND_TRIPLET: u32 = 64;

/// A mahjong checker: one rule set and the tables it reads. Opaque; made by
/// `hupai_checker_new` or `hupai_checker_new_with_tables`, freed by `hupai_checker_free`.
/// Immutable once made: any number of threads may use one handle at the same time.
#[allow(non_camel_case_types)]
pub struct hupai_checker {
    checker: Checker,
    /// The table file `checker` reads, when it reads one; declared after it, so dropped after.
    _file: Option<Kept<Tables>>,
}

/// The rules of a rule string.
///
/// # Safety
///
/// `rules` is NULL or a NUL-terminated string.
unsafe fn rules_of(rules: *const c_char) -> Result<Rules, Error> {
    // SAFETY: passed on from the caller.
    let options = unsafe { text::rule_options(rules) }?;
    Rules::from_options(options).map_err(|e| Error::new(HUPAI_E_RULES, e.to_string()))
}

/// The checker behind a handle.
///
/// # Safety
///
/// `checker` is NULL or a handle not yet freed.
pub(crate) unsafe fn checker_of<'a>(checker: *const hupai_checker) -> Result<&'a Checker, Error> {
    // SAFETY: passed on from the caller.
    Ok(&unsafe { handle::borrow(checker) }?.checker)
}

/// The checker behind a handle and a hand in mpsz notation: what most calls ask about.
///
/// # Safety
///
/// `checker` is NULL or a handle not yet freed; `hand` is NULL or a NUL-terminated string.
pub(crate) unsafe fn question<'a>(
    checker: *const hupai_checker,
    hand: *const c_char,
) -> Result<(&'a Checker, Hand), Error> {
    // SAFETY: passed on from the caller.
    let checker = unsafe { checker_of(checker) }?;
    // SAFETY: passed on from the caller.
    let hand = unsafe { text::parse(hand, "hand") }?;
    Ok((checker, hand))
}

/// The 34 counts at `counts`, `what` naming them in errors.
///
/// # Safety
///
/// `counts` is NULL or points to 34 readable bytes.
pub(crate) unsafe fn counts_of<'a>(
    counts: *const u8,
    what: &str,
) -> Result<&'a [u8; KINDS], Error> {
    // SAFETY: the caller promises NULL or 34 readable bytes, and `[u8; 34]` has the alignment
    // of `u8`.
    unsafe { counts.cast::<[u8; KINDS]>().as_ref() }.ok_or_else(|| Error::null(what))
}

/// Writes `value` through `out`, refusing NULL.
///
/// # Safety
///
/// `out` is NULL or valid for writing a `T`.
pub(crate) unsafe fn put<T>(out: *mut T, value: T, what: &str) -> Result<(), Error> {
    if out.is_null() {
        return Err(Error::null(what));
    }
    // SAFETY: not NULL, and the caller promises it is writable.
    unsafe { out.write(value) };
    Ok(())
}

/// A checker for `rules` (`"key=value"` options separated by commas or spaces, e.g.
/// `"joker=7z, seven_pairs=false"`; `""` or NULL for the defaults) over the built-in tables.
///
/// Returns NULL on error (`hupai_last_error` says why). Who frees what: the caller frees the
/// handle with `hupai_checker_free`; `rules` stays the caller's.
///
/// # Safety
///
/// `rules` is NULL or a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_checker_new(rules: *const c_char) -> *mut hupai_checker {
    guard(
        |_| std::ptr::null_mut(),
        || {
            // SAFETY: passed on from the caller.
            let rules = unsafe { rules_of(rules) }?;
            let handle = hupai_checker {
                checker: Checker::new(rules),
                _file: None,
            };
            Ok(handle::into_raw(handle))
        },
    )
}

/// A checker for `rules` (as `hupai_checker_new`) over the tables of the table file at
/// `path` (written by `hupai tables build`), which must hold the rules' tables. The file is
/// read into memory and its checksum checked, so changing it afterwards changes nothing.
///
/// Returns NULL on error: a NULL path, unknown rules, a missing, unreadable or corrupt file,
/// or one holding other rules' tables. Who frees what: as `hupai_checker_new`; the handle
/// owns the tables read and frees them with itself.
///
/// # Safety
///
/// `rules` is NULL or a NUL-terminated string; `path` is a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_checker_new_with_tables(
    rules: *const c_char,
    path: *const c_char,
) -> *mut hupai_checker {
    guard(
        |_| std::ptr::null_mut(),
        || {
            // SAFETY: passed on from the caller.
            let rules = unsafe { rules_of(rules) }?;
            // SAFETY: passed on from the caller.
            let (tables, path) = unsafe { handle::open_tables(path) }?;
            // Owned from here on, so that an error below frees the tables too.
            let file = Kept::new(tables);
            // SAFETY: the checker borrowing the tables is dropped before `file`: it is a
            // field declared before it, or dropped on the error below.
            let tables = unsafe { file.borrow_for_owner() };
            let checker =
                Checker::with_file(rules, tables).map_err(|e| handle::tables_error(path, e))?;
            let handle = hupai_checker {
                checker,
                _file: Some(file),
            };
            Ok(handle::into_raw(handle))
        },
    )
}

/// Frees a checker made by `hupai_checker_new` or `hupai_checker_new_with_tables`; NULL is
/// ignored. No other thread may be using it.
///
/// # Safety
///
/// `checker` is NULL or a handle not yet freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_checker_free(checker: *mut hupai_checker) {
    guard(
        |_| (),
        || {
            // SAFETY: passed on from the caller.
            unsafe { handle::free(checker) };
            Ok(())
        },
    )
}

/// Whether a hand in mpsz notation (e.g. `"1112345678999m5m"`, melds in brackets, `*` for a
/// joker) is complete in any form the rules enable.
///
/// Returns 1 complete, 0 not complete, or a negative `HUPAI_E_*` code: `HUPAI_E_HAND` for a
/// hand that cannot be read or checked (not 3n+2 tiles, too many jokers, ...).
///
/// # Safety
///
/// `checker` is NULL or a live handle; `hand` is NULL or a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_is_complete(
    checker: *const hupai_checker,
    hand: *const c_char,
) -> i32 {
    guard(
        |code| code,
        || {
            // SAFETY: passed on from the caller.
            let (checker, hand) = unsafe { question(checker, hand) }?;
            Ok(checker.is_complete(&hand).map_err(Error::hand)?.into())
        },
    )
}

/// Whether 34 concealed counts (34-order: 1m..9m, 1p..9p, 1s..9s, then east, south, west,
/// north, white, green, red) plus `jokers` jokers are complete, without melds.
///
/// Returns 1, 0, or a negative code: `HUPAI_E_HAND` for a count above four or counts that are
/// not 3n+2 tiles.
///
/// # Safety
///
/// `checker` is NULL or a live handle; `counts` is NULL or points to 34 readable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_is_complete_counts(
    checker: *const hupai_checker,
    counts: *const u8,
    jokers: u8,
) -> i32 {
    guard(
        |code| code,
        || {
            // SAFETY: passed on from the caller.
            let checker = unsafe { checker_of(checker) }?;
            // SAFETY: passed on from the caller.
            let counts = unsafe { counts_of(counts, "counts") }?;
            Ok(checker
                .is_complete_counts(counts, jokers)
                .map_err(Error::hand)?
                .into())
        },
    )
}

/// The forms a hand is complete in, as `HUPAI_FORM_*` bits written to `*forms` (0: not
/// complete).
///
/// Returns 0 or a negative code, as `hupai_is_complete`.
///
/// # Safety
///
/// `checker` is NULL or a live handle; `hand` is NULL or a NUL-terminated string; `forms` is
/// NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_forms(
    checker: *const hupai_checker,
    hand: *const c_char,
    forms: *mut u32,
) -> i32 {
    guard(
        |code| code,
        || {
            // SAFETY: passed on from the caller.
            let (checker, hand) = unsafe { question(checker, hand) }?;
            let found = checker.forms(&hand).map_err(Error::hand)?;
            // SAFETY: passed on from the caller.
            unsafe { put(forms, form_bits(found), "forms") }?;
            Ok(0)
        },
    )
}

/// Forms as `HUPAI_FORM_*` bits.
fn form_bits(forms: Forms) -> u32 {
    [
        (Forms::STANDARD, HUPAI_FORM_STANDARD),
        (Forms::SEVEN_PAIRS, HUPAI_FORM_SEVEN_PAIRS),
        (Forms::THIRTEEN_ORPHANS, HUPAI_FORM_THIRTEEN_ORPHANS),
        (Forms::KNITTED_STRAIGHT, HUPAI_FORM_KNITTED_STRAIGHT),
        (Forms::HONORS_AND_KNITTED, HUPAI_FORM_HONORS_AND_KNITTED),
        (
            Forms::GREATER_HONORS_AND_KNITTED,
            HUPAI_FORM_GREATER_HONORS_AND_KNITTED,
        ),
        (
            Forms::SEVEN_PAIRS_AND_TRIPLET,
            HUPAI_FORM_SEVEN_PAIRS_AND_TRIPLET,
        ),
    ]
    .into_iter()
    .filter(|&(form, _)| forms.contains(form))
    .fold(0, |bits, (_, bit)| bits | bit)
}

/// The waits (听牌) of a hand of 3n+1 tiles: bit k of `*waits` set when a tile of kind k
/// (34-order) completes it; bit k of `*dead` set when the hand already holds or shows all
/// four of kind k.
///
/// Returns 0 or a negative code: `HUPAI_E_HAND` for a hand that cannot be read or is not
/// 3n+1 tiles.
///
/// # Safety
///
/// `checker` is NULL or a live handle; `hand` is NULL or a NUL-terminated string; `waits`
/// and `dead` are NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_waits(
    checker: *const hupai_checker,
    hand: *const c_char,
    waits: *mut u64,
    dead: *mut u64,
) -> i32 {
    guard(
        |code| code,
        || {
            // SAFETY: passed on from the caller.
            let (checker, hand) = unsafe { question(checker, hand) }?;
            if waits.is_null() || dead.is_null() {
                return Err(Error::new(HUPAI_E_NULL, "waits or dead is NULL"));
            }
            let found = checker.waits(&hand).map_err(Error::hand)?;
            let bits = |set: &dyn Fn(Tile) -> bool| {
                Tile::all()
                    .filter(|&t| set(t))
                    .fold(0u64, |bits, t| bits | 1 << t.index())
            };
            let wait_bits = bits(&|t| !found.forms(t).is_empty());
            let dead_bits = bits(&|t| found.is_dead(t));
            // SAFETY: both checked not NULL; the caller promises they are writable.
            unsafe {
                waits.write(wait_bits);
                dead.write(dead_bits);
            }
            Ok(0)
        },
    )
}

/// Every standard-form decomposition of a complete hand as the text `hupai explain` prints:
/// one per line, e.g. `11z 123m(*=2m) 456p 789s [777z]`, each line ending in `\n`, then under
/// `knitted=true` every knitted straight one (`knitted 147m258p369s(*=9s) 11z 456s`). A hand
/// with none (not complete, or complete only in a form without groups) writes `""`.
///
/// Writes at most `len - 1` bytes and a NUL into `buf`, as `snprintf` does (`buf` may be NULL
/// when `len` is 0), and returns the length of the whole text: call with `len` 0 to learn
/// the size, then with a buffer of that length plus one. Negative code on error, as
/// `hupai_is_complete`. Who frees what: `buf` is the caller's.
///
/// # Safety
///
/// `checker` is NULL or a live handle; `hand` is NULL or a NUL-terminated string; `buf` is
/// NULL with `len` 0, or points to `len` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_explain(
    checker: *const hupai_checker,
    hand: *const c_char,
    buf: *mut c_char,
    len: usize,
) -> i64 {
    guard(
        |code| code.into(),
        || {
            // SAFETY: passed on from the caller.
            let (checker, hand) = unsafe { question(checker, hand) }?;
            let decompositions = checker.decompositions(&hand).map_err(Error::hand)?;
            let knitted = checker.knitted_decompositions(&hand).map_err(Error::hand)?;
            let lines = decompositions.iter().map(|d| d.to_string());
            let lines = lines.chain(knitted.iter().map(|d| d.to_string()));
            // SAFETY: passed on from the caller.
            unsafe { text::write_lines(lines, buf, len) }
        },
    )
}
