//! The Paohuzi (跑胡子) checker as an opaque handle: best 胡息 of a hand, the best win on an
//! arriving card, and the legal actions on it, with hands in Chinese numerals or ASCII
//! (`一二三壹贰叁[碰:九九九]`, `123x123d[peng:999x]`). Immutable once made, like the mahjong
//! handle, so threads may share one.

use crate::error::{Error, HUPAI_E_RULES, guard};
use crate::handle::{self, Kept};
use crate::mahjong::put;
use crate::text;
use hupai::Echo;
use hupai::paohuzi::{Action, Card, CaseTables, Checker, Hand, Rules, Source, WinWay};
use std::ffi::c_char;

/// No way wins (`*way` of `hupai_phz_win_on` when it returns 0).
pub const HUPAI_WAY_NONE: i32 = -1;
/// 提胡: own draw onto a held 坎 or an exposed 偎.
pub const HUPAI_WAY_TI: i32 = 0;
/// 跑胡: another's card onto a held 坎 or exposed 偎, or a drawn card onto an exposed 碰.
pub const HUPAI_WAY_PAO: i32 = 1;
/// 偎胡: own draw onto a held pair.
pub const HUPAI_WAY_WEI: i32 = 2;
/// 碰胡: another's card onto a held pair.
pub const HUPAI_WAY_PENG: i32 = 3;
/// 平胡: the card joins the hand's groups.
pub const HUPAI_WAY_HAND: i32 = 4;
/// 破跑胡: the card joins the hand's groups though it could have made a 跑.
pub const HUPAI_WAY_PO_PAO: i32 = 5;
/// 王钓: one 王 held and the own draw are the pair.
pub const HUPAI_WAY_WANG_DIAO: i32 = 6;
/// 王闯: two 王 held and the own draw are a triplet.
pub const HUPAI_WAY_WANG_CHUANG: i32 = 7;
/// 王炸: three 王 held and the own draw are four alike.
pub const HUPAI_WAY_WANG_ZHA: i32 = 8;
/// 王钓王: as 王钓, the draw a 王.
pub const HUPAI_WAY_WANG_DIAO_WANG: i32 = 9;
/// 王闯王: as 王闯, the draw a 王.
pub const HUPAI_WAY_WANG_CHUANG_WANG: i32 = 10;
/// 王炸王: as 王炸, the draw a 王.
pub const HUPAI_WAY_WANG_ZHA_WANG: i32 = 11;

/// A Paohuzi checker: one rule set and the tables it reads. Opaque; made by
/// `hupai_phz_checker_new` or `hupai_phz_checker_new_with_tables`, freed by
/// `hupai_phz_checker_free`. Immutable once made: any number of threads may use one handle
/// at the same time.
#[allow(non_camel_case_types)]
pub struct hupai_phz_checker {
    checker: Checker,
    /// The tables of a table file `checker` reads, when it reads one; declared after it, so
    /// dropped after.
    _tables: Option<Kept<CaseTables>>,
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
unsafe fn checker_of<'a>(checker: *const hupai_phz_checker) -> Result<&'a Checker, Error> {
    // SAFETY: passed on from the caller.
    Ok(&unsafe { handle::borrow(checker) }?.checker)
}

/// A hand, one card (`七` or `7x`) and its source (`own_draw`, `other_draw`,
/// `other_draw_next`, `discard` or `discard_next`).
///
/// # Safety
///
/// Each pointer is NULL or a NUL-terminated string.
unsafe fn event_of(
    hand: *const c_char,
    card: *const c_char,
    source: *const c_char,
) -> Result<(Hand, Card, Source), Error> {
    // SAFETY: passed on from the caller.
    let hand: Hand = unsafe { text::parse(hand, "hand") }?;
    // SAFETY: passed on from the caller.
    let card_text = unsafe { text::read(card, "card") }?;
    let card = match card_text.parse::<Hand>() {
        Ok(one) if one.exposed().is_empty() && one.held_cards().len() == 1 => one.held_cards()[0],
        _ => {
            return Err(Error::hand(format!(
                "`{}` is not one card",
                Echo(card_text)
            )));
        }
    };
    // SAFETY: passed on from the caller.
    let source: Source = unsafe { text::parse(source, "source") }?;
    Ok((hand, card, source))
}

/// A Paohuzi checker for `rules` (`"key=value"` options separated by commas or spaces, e.g.
/// `"min_huxi=10"`; `""` or NULL for the defaults).
///
/// Returns NULL on error (`hupai_last_error` says why). Who frees what: the caller frees the
/// handle with `hupai_phz_checker_free`; `rules` stays the caller's.
///
/// # Safety
///
/// `rules` is NULL or a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_phz_checker_new(rules: *const c_char) -> *mut hupai_phz_checker {
    guard(
        |_| std::ptr::null_mut(),
        || {
            // SAFETY: passed on from the caller.
            let rules = unsafe { rules_of(rules) }?;
            let handle = hupai_phz_checker {
                checker: Checker::new(rules),
                _tables: None,
            };
            Ok(handle::into_raw(handle))
        },
    )
}

/// A Paohuzi checker for `rules` (as `hupai_phz_checker_new`) over the tables of the table
/// file at `path` (written by `hupai tables build --game paohuzi`), which must hold the
/// rules' tables (their scoring and `yiwushi`). The file is read and checked, and its
/// tables copied: changing it afterwards changes nothing.
///
/// Returns NULL on error: a NULL path, unknown rules, a missing, unreadable or corrupt file,
/// or one holding other tables. Who frees what: as `hupai_phz_checker_new`; the handle owns
/// the tables and frees them with itself.
///
/// # Safety
///
/// `rules` is NULL or a NUL-terminated string; `path` is a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_phz_checker_new_with_tables(
    rules: *const c_char,
    path: *const c_char,
) -> *mut hupai_phz_checker {
    guard(
        |_| std::ptr::null_mut(),
        || {
            // SAFETY: passed on from the caller.
            let rules = unsafe { rules_of(rules) }?;
            // SAFETY: passed on from the caller.
            let (file, path) = unsafe { handle::open_tables(path) }?;
            let tables = CaseTables::from_file(&file.file(), &rules)
                .map_err(|e| handle::tables_error(path, e))?;
            let tables = Kept::new(tables);
            // SAFETY: the checker borrowing the tables is dropped before them: it is a field
            // declared before them, or dropped on the error below.
            let borrowed = unsafe { tables.borrow_for_owner() };
            let checker =
                Checker::with_tables(rules, borrowed).map_err(|e| handle::tables_error(path, e))?;
            let handle = hupai_phz_checker {
                checker,
                _tables: Some(tables),
            };
            Ok(handle::into_raw(handle))
        },
    )
}

/// Frees a checker made by `hupai_phz_checker_new`; NULL is ignored. No other thread may be
/// using it.
///
/// # Safety
///
/// `checker` is NULL or a handle not yet freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_phz_checker_free(checker: *mut hupai_phz_checker) {
    guard(
        |_| (),
        || {
            // SAFETY: passed on from the caller.
            unsafe { handle::free(checker) };
            Ok(())
        },
    )
}

/// Checks a Paohuzi hand: `*huxi` gets its best 胡息 (card points under the points scoring),
/// or -1 when it is not complete; `*win` gets 1 when it is complete and reaches the rules'
/// `min_huxi`, else 0.
///
/// Returns 0 or a negative code: `HUPAI_E_HAND` for a hand that cannot be read or that the
/// rules cannot check.
///
/// # Safety
///
/// `checker` is NULL or a live handle; `hand` is NULL or a NUL-terminated string; `huxi` and
/// `win` are NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_phz_check(
    checker: *const hupai_phz_checker,
    hand: *const c_char,
    huxi: *mut i32,
    win: *mut i32,
) -> i32 {
    guard(
        |code| code,
        || {
            // SAFETY: passed on from the caller.
            let (checker, hand) = unsafe { question(checker, hand) }?;
            if huxi.is_null() || win.is_null() {
                return Err(Error::null("huxi or win"));
            }
            let outcome = checker.check(&hand).map_err(Error::hand)?;
            let best = match (outcome.complete, outcome.score) {
                (true, Some(score)) => i32::from(score),
                _ => -1,
            };
            // SAFETY: passed on from the caller.
            unsafe { put(huxi, best, "huxi") }?;
            // SAFETY: passed on from the caller.
            unsafe { put(win, i32::from(outcome.win), "win") }?;
            Ok(0)
        },
    )
}

/// The `HUPAI_WAY_*` code of a way to win.
fn way_code(way: WinWay) -> i32 {
    match way {
        WinWay::Ti => HUPAI_WAY_TI,
        WinWay::Pao => HUPAI_WAY_PAO,
        WinWay::Wei => HUPAI_WAY_WEI,
        WinWay::Peng => HUPAI_WAY_PENG,
        WinWay::InHand { po_pao: false } => HUPAI_WAY_HAND,
        WinWay::InHand { po_pao: true } => HUPAI_WAY_PO_PAO,
        WinWay::WangDiao { drawn_wang: false } => HUPAI_WAY_WANG_DIAO,
        WinWay::WangChuang { drawn_wang: false } => HUPAI_WAY_WANG_CHUANG,
        WinWay::WangZha { drawn_wang: false } => HUPAI_WAY_WANG_ZHA,
        WinWay::WangDiao { drawn_wang: true } => HUPAI_WAY_WANG_DIAO_WANG,
        WinWay::WangChuang { drawn_wang: true } => HUPAI_WAY_WANG_CHUANG_WANG,
        WinWay::WangZha { drawn_wang: true } => HUPAI_WAY_WANG_ZHA_WANG,
    }
}

/// The checker behind a handle and a hand read from text: what every question about one
/// hand starts with.
///
/// # Safety
///
/// `checker` is NULL or a live handle; `hand` is NULL or a NUL-terminated string.
unsafe fn question<'a>(
    checker: *const hupai_phz_checker,
    hand: *const c_char,
) -> Result<(&'a Checker, Hand), Error> {
    // SAFETY: passed on from the caller.
    let checker = unsafe { checker_of(checker) }?;
    // SAFETY: passed on from the caller.
    let hand = unsafe { text::parse(hand, "hand") }?;
    Ok((checker, hand))
}

/// The best win with `card` (`七` or `7x`) arriving from `source` (`own_draw`, `other_draw`,
/// `other_draw_next`, `discard` or `discard_next`) at `hand` (the hand before the card):
/// `*huxi` gets its score and `*way` its `HUPAI_WAY_*` code, or -1 and `HUPAI_WAY_NONE`
/// when no way to take the card wins.
///
/// Returns 1 when the card wins, 0 when it does not, or a negative code: `HUPAI_E_HAND` for a
/// hand, card or source that cannot be read, a hand the rules cannot check, or a card that
/// would be a fifth copy.
///
/// # Safety
///
/// `checker` is NULL or a live handle; `hand`, `card` and `source` are NULL or
/// NUL-terminated strings; `huxi` and `way` are NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_phz_win_on(
    checker: *const hupai_phz_checker,
    hand: *const c_char,
    card: *const c_char,
    source: *const c_char,
    huxi: *mut i32,
    way: *mut i32,
) -> i32 {
    guard(
        |code| code,
        || {
            // SAFETY: passed on from the caller.
            let checker = unsafe { checker_of(checker) }?;
            // SAFETY: passed on from the caller.
            let (hand, card, source) = unsafe { event_of(hand, card, source) }?;
            if huxi.is_null() || way.is_null() {
                return Err(Error::null("huxi or way"));
            }
            let win = checker.win_on(&hand, card, source).map_err(Error::hand)?;
            let (score, code) = win.as_ref().map_or((-1, HUPAI_WAY_NONE), |w| {
                (i32::from(w.score()), way_code(w.way))
            });
            // SAFETY: passed on from the caller.
            unsafe { put(huxi, score, "huxi") }?;
            // SAFETY: passed on from the caller.
            unsafe { put(way, code, "way") }?;
            Ok(i32::from(win.is_some()))
        },
    )
}

/// Every legal action on `card` arriving from `source` at `hand` (as `hupai_phz_win_on`),
/// in priority order (提 偎 胡 跑 碰 吃 过), as ASCII text, one action per line ending in
/// `\n`, e.g. `pao 3x3x3x3x` or `chi 1x2x3x + bi 2x7x10x`; the text `hupai phz actions`
/// prints, in ASCII.
///
/// Writes into `buf` as `snprintf` does and returns the length of the whole text, as
/// `hupai_explain`; a negative code on error, as `hupai_phz_win_on`. Who frees what: `buf`
/// is the caller's.
///
/// # Safety
///
/// As `hupai_phz_win_on` for the first four; `buf` is NULL with `len` 0, or points to `len`
/// writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_phz_actions(
    checker: *const hupai_phz_checker,
    hand: *const c_char,
    card: *const c_char,
    source: *const c_char,
    buf: *mut c_char,
    len: usize,
) -> i64 {
    guard(
        |code| code.into(),
        || {
            // SAFETY: passed on from the caller.
            let checker = unsafe { checker_of(checker) }?;
            // SAFETY: passed on from the caller.
            let (hand, card, source) = unsafe { event_of(hand, card, source) }?;
            let actions = checker.actions(&hand, card, source).map_err(Error::hand)?;
            let lines = actions.iter().map(Action::to_ascii);
            // SAFETY: passed on from the caller.
            unsafe { text::write_lines(lines, buf, len) }
        },
    )
}

/// The groups of a best decomposition of a Paohuzi hand as `hupai phz check` prints them, e.g.
/// `[提:拾拾拾拾] 一二三=3 捌捌(王=捌)=0`: each group with what its 王 stand for and its score,
/// separated by spaces; `""` when the hand is not complete.
///
/// Writes at most `len - 1` bytes and a NUL into `buf`, as `snprintf` does (`buf` may be NULL
/// when `len` is 0), and returns the length of the whole text: call with `len` 0 to learn the
/// size, then with a buffer of that length plus one. `HUPAI_E_HAND` for a hand that cannot be
/// read or checked. Who frees what: `buf` is the caller's.
///
/// # Safety
///
/// `checker` is NULL or a live handle; `hand` is NULL or a NUL-terminated string; `buf` is
/// NULL with `len` 0, or points to `len` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_phz_groups(
    checker: *const hupai_phz_checker,
    hand: *const c_char,
    buf: *mut c_char,
    len: usize,
) -> i64 {
    guard(
        |code| code.into(),
        || {
            // SAFETY: passed on from the caller.
            let (checker, hand) = unsafe { question(checker, hand) }?;
            let outcome = checker.check(&hand).map_err(Error::hand)?;
            let groups: Vec<String> = outcome.groups.iter().map(ToString::to_string).collect();
            // SAFETY: passed on from the caller.
            unsafe { text::write(&groups.join(" "), buf, len) }
        },
    )
}
