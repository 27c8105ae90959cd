//! How far a mahjong hand is from complete, and which tiles bring it closer: shanten (向听数)
//! in each form, the effective tiles (有效牌) of a 3n+1 hand with their unseen copies, and
//! every discard of a 3n+2 hand ranked (何切る). The answers are plain structs the caller
//! owns, written through its pointers; a form that is off or out of reach is
//! [`HUPAI_SHANTEN_NONE`].

use crate::error::{Error, HUPAI_E_HAND, HUPAI_E_NULL, HUPAI_E_SIZE, guard};
use crate::mahjong::{HUPAI_KINDS, checker_of, counts_of, hupai_checker, put, question};
use hupai::mahjong::KINDS;
use hupai::{Checker, Discard, EffectiveTiles, Hand, Shanten, Tile};
use std::ffi::c_char;

/// The shanten of a form the rules disable or that no draw reaches: the largest `int8_t`
/// (127), so that it compares above every real shanten.
pub const HUPAI_SHANTEN_NONE: i8 = i8::MAX;

/// Most discards a hand has: one per distinct kind of its at most 14 concealed tiles. An
/// array of this many `hupai_discard` always holds the answer of `hupai_discards`.
pub const HUPAI_MAX_DISCARDS: usize = 14;

/// A hand's shanten in each form: -1 complete (3n+2 tiles only), 0 waiting (听牌), `s` that
/// many tiles from waiting; `HUPAI_SHANTEN_NONE` for a form that is off or out of reach.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct hupai_shanten_result {
    /// Groups (four less the melds, five under `tiles=16`) and a pair.
    pub standard: i8,
    /// Seven pairs (concealed hands of 13 or 14 tiles only).
    pub seven_pairs: i8,
    /// Thirteen orphans (concealed hands of 13 or 14 tiles only).
    pub thirteen_orphans: i8,
    /// The least over the forms: the hand's shanten.
    pub least: i8,
    /// 组合龙 (knitted straight, under `knitted=true`): 13 or 14 concealed tiles, or 10 or
    /// 11 beside one meld.
    pub knitted_straight: i8,
    /// 全不靠 (honors and knitted tiles, under `knitted=true`): concealed hands of 13 or 14
    /// tiles only.
    pub honors_and_knitted: i8,
    /// 嚦咕嚦咕 (seven pairs and a triplet, under `tiles=16` and
    /// `seven_pairs_and_triplet=true`): concealed hands of 16 or 17 tiles only.
    pub seven_pairs_and_triplet: i8,
}

/// The effective tiles of a 3n+1 hand: the kinds whose draw lowers its shanten, and how many
/// copies of each are unseen.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct hupai_effective_tiles_result {
    /// The hand's shanten (the least over the forms), or `HUPAI_SHANTEN_NONE`.
    pub shanten: i8,
    /// Copies of kind k (34-order) not in the hand, its melds or the visible counts, for an
    /// effective kind k; 0 for every other kind.
    pub remaining: [u8; HUPAI_KINDS],
    /// The sum of `remaining`: the unseen tiles that lower the shanten.
    pub total: u32,
    /// Bit k set when drawing kind k lowers the shanten, whether or not copies remain.
    pub kinds: u64,
}

/// One discard of a 3n+2 hand and the hand it leaves.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct hupai_discard {
    /// The kind discarded, 0..33 in 34-order.
    pub tile: u8,
    /// The shanten and effective tiles of the hand after the discard.
    pub after: hupai_effective_tiles_result,
}

/// A shanten for C: the value, or [`HUPAI_SHANTEN_NONE`].
fn code(shanten: Option<i8>) -> i8 {
    shanten.unwrap_or(HUPAI_SHANTEN_NONE)
}

impl From<Shanten> for hupai_shanten_result {
    fn from(s: Shanten) -> Self {
        hupai_shanten_result {
            standard: code(s.standard),
            seven_pairs: code(s.seven_pairs),
            thirteen_orphans: code(s.thirteen_orphans),
            least: code(s.least()),
            knitted_straight: code(s.knitted_straight),
            honors_and_knitted: code(s.honors_and_knitted),
            seven_pairs_and_triplet: code(s.seven_pairs_and_triplet),
        }
    }
}

impl From<&EffectiveTiles> for hupai_effective_tiles_result {
    fn from(tiles: &EffectiveTiles) -> Self {
        let mut out = hupai_effective_tiles_result {
            shanten: code(tiles.shanten()),
            remaining: [0; HUPAI_KINDS],
            total: tiles.total(),
            kinds: 0,
        };
        for (tile, remaining) in tiles.iter() {
            out.remaining[tile.index()] = remaining;
            out.kinds |= 1 << tile.index();
        }
        out
    }
}

impl From<&Discard> for hupai_discard {
    fn from(discard: &Discard) -> Self {
        hupai_discard {
            tile: u8::try_from(discard.tile.index()).expect("34 kinds fit a byte"),
            after: (&discard.tiles).into(),
        }
    }
}

/// Visible counts (34-order), all zero for NULL; a count above four is refused.
///
/// # Safety
///
/// `visible` is NULL or points to 34 readable bytes.
unsafe fn visible_of(visible: *const u8) -> Result<[u8; KINDS], Error> {
    if visible.is_null() {
        return Ok([0; KINDS]);
    }
    // SAFETY: not NULL, and the caller promises 34 readable bytes.
    let counts = *unsafe { counts_of(visible, "visible") }?;
    match Tile::all().zip(counts).find(|&(_, n)| n > 4) {
        Some((tile, n)) => Err(Error::new(
            HUPAI_E_HAND,
            format!("visible: {n} copies of {tile}, at most 4"),
        )),
        None => Ok(counts),
    }
}

/// A hand as the caller gives it: in mpsz notation, or as concealed counts and jokers.
#[derive(Clone, Copy)]
enum Given {
    /// NULL or a NUL-terminated string in mpsz notation.
    Text(*const c_char),
    /// NULL or 34 readable counts (34-order), and the jokers beside them; no melds.
    Counts(*const u8, u8),
}

/// The checker behind a handle and the hand given.
///
/// # Safety
///
/// `checker` is NULL or a live handle; the pointer in `given` is what its variant says.
unsafe fn read<'a>(
    checker: *const hupai_checker,
    given: Given,
) -> Result<(&'a Checker, Hand), Error> {
    match given {
        // SAFETY: passed on from the caller.
        Given::Text(hand) => unsafe { question(checker, hand) },
        Given::Counts(counts, jokers) => {
            // SAFETY: passed on from the caller.
            let checker = unsafe { checker_of(checker) }?;
            // SAFETY: passed on from the caller.
            let counts = unsafe { counts_of(counts, "counts") }?;
            let hand = Hand::from_counts(counts, jokers).map_err(Error::hand)?;
            Ok((checker, hand))
        }
    }
}

/// The checker, the hand given and the visible counts of an effective tiles or discards
/// question.
///
/// # Safety
///
/// `checker` is NULL or a live handle; the pointer in `given` is what its variant says;
/// `visible` is NULL or points to 34 readable bytes.
unsafe fn efficiency_question<'a>(
    checker: *const hupai_checker,
    given: Given,
    visible: *const u8,
) -> Result<(&'a Checker, Hand, [u8; KINDS]), Error> {
    // SAFETY: passed on from the caller.
    let (checker, hand) = unsafe { read(checker, given) }?;
    // SAFETY: passed on from the caller.
    let visible = unsafe { visible_of(visible) }?;
    Ok((checker, hand, visible))
}

/// Writes the shanten of `hand` through `out`, refusing NULL; the entry point's 0.
///
/// # Safety
///
/// `out` is NULL or writable.
unsafe fn write_shanten(
    checker: &Checker,
    hand: &Hand,
    out: *mut hupai_shanten_result,
) -> Result<i32, Error> {
    let shanten = checker.shanten(hand).map_err(Error::hand)?;
    // SAFETY: passed on from the caller.
    unsafe { put(out, shanten.into(), "out") }?;
    Ok(0)
}

/// The body of `hupai_effective_tiles` and its counts twin: the effective tiles of the hand
/// given, with the visible counts at `visible`, written through `out` (NULL refused); 0 or
/// the error's code, under the panic guard.
///
/// # Safety
///
/// `checker` is NULL or a live handle; the pointer in `given` is what its variant says;
/// `visible` is NULL or points to 34 readable bytes; `out` is NULL or writable.
unsafe fn effective_tiles(
    checker: *const hupai_checker,
    given: Given,
    visible: *const u8,
    out: *mut hupai_effective_tiles_result,
) -> i32 {
    guard(
        |code| code,
        || {
            // SAFETY: passed on from the caller.
            let (checker, hand, visible) = unsafe { efficiency_question(checker, given, visible) }?;
            let tiles = checker
                .effective_tiles(&hand, &visible)
                .map_err(Error::hand)?;
            // SAFETY: passed on from the caller.
            unsafe { put(out, (&tiles).into(), "out") }?;
            Ok(0)
        },
    )
}

/// The body of `hupai_discards` and its counts twin: the discards of the hand given, with
/// the visible counts at `visible`, written to `out[0..*len]` when `cap` holds them and
/// their number through `len`; 0 or the error's code, under the panic guard.
///
/// # Safety
///
/// `checker` is NULL or a live handle; the pointer in `given` is what its variant says;
/// `visible` is NULL or points to 34 readable bytes; `out` is NULL with `cap` 0, or points
/// to `cap` writable entries; `len` is NULL or writable.
unsafe fn discards(
    checker: *const hupai_checker,
    given: Given,
    visible: *const u8,
    out: *mut hupai_discard,
    cap: usize,
    len: *mut usize,
) -> i32 {
    guard(
        |code| code,
        || {
            // SAFETY: passed on from the caller.
            let (checker, hand, visible) = unsafe { efficiency_question(checker, given, visible) }?;
            if out.is_null() && cap > 0 {
                return Err(Error::new(HUPAI_E_NULL, "out is NULL with cap above 0"));
            }
            let discards = checker.discards(&hand, &visible).map_err(Error::hand)?;
            let discards = discards.as_slice();
            // SAFETY: passed on from the caller.
            unsafe { put(len, discards.len(), "len") }?;
            if cap < discards.len() {
                return Err(Error::new(
                    HUPAI_E_SIZE,
                    format!("{} discards, room for {cap}", discards.len()),
                ));
            }
            for (i, discard) in discards.iter().enumerate() {
                // SAFETY: `i < discards.len() <= cap`, and the caller promises `cap` writable
                // entries at `out` (not NULL: `cap` is above 0 here).
                unsafe { out.add(i).write(discard.into()) };
            }
            Ok(0)
        },
    )
}

/// The shanten of a hand in mpsz notation (melds in brackets, `*` a joker) of 3n+1 or 3n+2
/// concealed tiles, in each form the rules enable, written to `*out`.
///
/// Returns 0 or a negative code: `HUPAI_E_HAND` for a hand that cannot be read or checked
/// (neither 3n+1 nor 3n+2 tiles, too many jokers, ...). Who frees what: `*out` is the
/// caller's.
///
/// # Safety
///
/// `checker` is NULL or a live handle; `hand` is NULL or a NUL-terminated string; `out` is
/// NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_shanten(
    checker: *const hupai_checker,
    hand: *const c_char,
    out: *mut hupai_shanten_result,
) -> i32 {
    guard(
        |code| code,
        || {
            // SAFETY: passed on from the caller.
            let (checker, hand) = unsafe { question(checker, hand) }?;
            // SAFETY: passed on from the caller.
            unsafe { write_shanten(checker, &hand, out) }
        },
    )
}

/// The shanten of 34 concealed counts (34-order, as `hupai_is_complete_counts`) plus
/// `jokers` jokers, without melds, as `hupai_shanten`.
///
/// Returns 0 or a negative code: `HUPAI_E_HAND` for a count above four, counts that are
/// neither 3n+1 nor 3n+2 tiles, or too many jokers.
///
/// # Safety
///
/// `checker` is NULL or a live handle; `counts` is NULL or points to 34 readable bytes;
/// `out` is NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_shanten_counts(
    checker: *const hupai_checker,
    counts: *const u8,
    jokers: u8,
    out: *mut hupai_shanten_result,
) -> i32 {
    guard(
        |code| code,
        || {
            // SAFETY: passed on from the caller.
            let checker = unsafe { checker_of(checker) }?;
            // SAFETY: passed on from the caller.
            let counts = unsafe { counts_of(counts, "counts") }?;
            let shanten = checker
                .shanten_counts(counts, jokers)
                .map_err(Error::hand)?;
            // SAFETY: passed on from the caller.
            unsafe { put(out, shanten.into(), "out") }?;
            Ok(0)
        },
    )
}

/// The effective tiles of a hand of 3n+1 tiles in mpsz notation: the kinds whose draw lowers
/// its shanten, each with its copies not in the hand, its melds or `visible` (34 counts in
/// 34-order of tiles seen elsewhere: discards, other players' melds, indicators; NULL when
/// none are known), written to `*out`. For a waiting hand these are its waits, with the
/// copies still live. A tile of the rules' joker kind is drawn as a joker.
///
/// Returns 0 or a negative code: `HUPAI_E_HAND` for a hand that cannot be read or is not
/// 3n+1 tiles, or a visible count above four. Who frees what: `visible` and `*out` are the
/// caller's.
///
/// # Safety
///
/// `checker` is NULL or a live handle; `hand` is NULL or a NUL-terminated string; `visible`
/// is NULL or points to 34 readable bytes; `out` is NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_effective_tiles(
    checker: *const hupai_checker,
    hand: *const c_char,
    visible: *const u8,
    out: *mut hupai_effective_tiles_result,
) -> i32 {
    // SAFETY: passed on from the caller.
    unsafe { effective_tiles(checker, Given::Text(hand), visible, out) }
}

/// The effective tiles of 34 concealed counts (34-order, as `hupai_is_complete_counts`)
/// plus `jokers` jokers, without melds, of 3n+1 tiles in all, as `hupai_effective_tiles`:
/// `visible` is NULL or the 34 counts of tiles seen elsewhere, and the answer is written to
/// `*out`.
///
/// Returns 0 or a negative code: `HUPAI_E_HAND` for a count above four, counts and jokers
/// that are not 3n+1 tiles, too many jokers, or a visible count above four. Who frees what:
/// `counts`, `visible` and `*out` are the caller's.
///
/// # Safety
///
/// `checker` is NULL or a live handle; `counts` is NULL or points to 34 readable bytes;
/// `visible` is NULL or points to 34 readable bytes; `out` is NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_effective_tiles_counts(
    checker: *const hupai_checker,
    counts: *const u8,
    jokers: u8,
    visible: *const u8,
    out: *mut hupai_effective_tiles_result,
) -> i32 {
    // SAFETY: passed on from the caller.
    unsafe { effective_tiles(checker, Given::Counts(counts, jokers), visible, out) }
}

/// Every distinct discard of a hand of 3n+2 tiles in mpsz notation (never a joker), each
/// with the shanten and effective tiles of the hand it leaves (as `hupai_effective_tiles`,
/// with `visible` likewise NULL or 34 counts), best first: the lowest shanten after it, then
/// the most unseen effective tiles, then the lower kind.
///
/// `out` holds `cap` entries (it may be NULL when `cap` is 0); `*len` gets the number of
/// discards. When they fit, they are written to `out[0..*len]` and 0 is returned; when
/// `cap` is smaller, nothing is written to `out` and `HUPAI_E_SIZE` is returned with `*len`
/// the entries needed, so a call with `cap` 0 sizes the buffer. `HUPAI_MAX_DISCARDS`
/// entries always suffice.
///
/// Returns 0 or a negative code: `HUPAI_E_HAND` for a hand that cannot be read or is not
/// 3n+2 tiles, or a visible count above four; `HUPAI_E_SIZE` as above; `HUPAI_E_NULL` for a
/// NULL `len`, or `out` NULL with `cap` above 0. Who frees what: every buffer is the
/// caller's.
///
/// # Safety
///
/// `checker` is NULL or a live handle; `hand` is NULL or a NUL-terminated string; `visible`
/// is NULL or points to 34 readable bytes; `out` is NULL with `cap` 0, or points to `cap`
/// writable entries; `len` is NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_discards(
    checker: *const hupai_checker,
    hand: *const c_char,
    visible: *const u8,
    out: *mut hupai_discard,
    cap: usize,
    len: *mut usize,
) -> i32 {
    // SAFETY: passed on from the caller.
    unsafe { discards(checker, Given::Text(hand), visible, out, cap, len) }
}

/// Every distinct discard of 34 concealed counts (34-order, as `hupai_is_complete_counts`)
/// plus `jokers` jokers, without melds, of 3n+2 tiles in all, as `hupai_discards`: never a
/// joker, best first, `visible` NULL or 34 counts, and `out`, `cap` and `*len` as there
/// (`HUPAI_E_SIZE` with `*len` the entries needed when `cap` is smaller;
/// `HUPAI_MAX_DISCARDS` entries always suffice).
///
/// Returns 0 or a negative code: `HUPAI_E_HAND` for a count above four, counts and jokers
/// that are not 3n+2 tiles, too many jokers, or a visible count above four; `HUPAI_E_SIZE`
/// as above; `HUPAI_E_NULL` for a NULL `checker`, `counts` or `len`, or `out` NULL with
/// `cap` above 0. Who frees what: every buffer is the caller's.
///
/// # Safety
///
/// `checker` is NULL or a live handle; `counts` is NULL or points to 34 readable bytes;
/// `visible` is NULL or points to 34 readable bytes; `out` is NULL with `cap` 0, or points
/// to `cap` writable entries; `len` is NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_discards_counts(
    checker: *const hupai_checker,
    counts: *const u8,
    jokers: u8,
    visible: *const u8,
    out: *mut hupai_discard,
    cap: usize,
    len: *mut usize,
) -> i32 {
    // SAFETY: passed on from the caller.
    unsafe {
        discards(
            checker,
            Given::Counts(counts, jokers),
            visible,
            out,
            cap,
            len,
        )
    }
}
