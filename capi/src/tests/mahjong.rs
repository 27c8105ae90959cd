//! The mahjong entry points, good and bad input.

use super::{c, last_error, not_utf8};
use crate::error::*;
use crate::mahjong::*;
use std::ptr::{null, null_mut};

/// A checker, freed when dropped.
pub(super) struct Handle(pub(super) *mut hupai_checker);

impl Handle {
    pub(super) fn new(rules: &str) -> Handle {
        let rules = c(rules);
        // SAFETY: a NUL-terminated string.
        let handle = unsafe { hupai_checker_new(rules.as_ptr()) };
        assert!(!handle.is_null(), "{}", last_error());
        Handle(handle)
    }

    pub(super) fn is_complete(&self, hand: &str) -> i32 {
        let hand = c(hand);
        // SAFETY: a live handle and a NUL-terminated string.
        unsafe { hupai_is_complete(self.0, hand.as_ptr()) }
    }
}

impl Drop for Handle {
    fn drop(&mut self) {
        // SAFETY: made by `hupai_checker_new`, freed once.
        unsafe { hupai_checker_free(self.0) };
    }
}

#[test]
fn is_complete_answers_and_refuses() {
    let checker = Handle::new("");
    assert_eq!(checker.is_complete("1112345678999m5m"), 1);
    assert_eq!(checker.is_complete("1112345678999m5p"), 0);
    assert_eq!(checker.is_complete("1112345678999m"), HUPAI_E_HAND);
    assert!(last_error().contains("tiles"), "{}", last_error());
    assert_eq!(checker.is_complete("11x"), HUPAI_E_HAND);
    // Input quoted back is escaped and cut, as the command line quotes it: a megabyte hand
    // with a terminal escape in it gives a short message with the escape shown, not sent.
    let long = format!("1\x1b[31m{}", "1".repeat(1 << 20));
    assert_eq!(checker.is_complete(&long), HUPAI_E_HAND);
    let message = last_error();
    assert!(message.len() < 400, "{} bytes", message.len());
    assert!(!message.contains('\x1b'), "{message}");
    assert!(message.contains(r"1\u{1b}[31m111"), "{message}");
    assert!(
        message.contains(&format!("({} bytes)", long.len())),
        "{message}"
    );
    // SAFETY: NULL and non-UTF-8 pointers are what is tested; the handle is live.
    unsafe {
        assert_eq!(hupai_is_complete(checker.0, null()), HUPAI_E_NULL);
        assert_eq!(hupai_is_complete(null(), c("11m").as_ptr()), HUPAI_E_NULL);
        assert_eq!(hupai_is_complete(checker.0, not_utf8()), HUPAI_E_UTF8);
    }
}

#[test]
fn rules_are_read_and_refused() {
    let jokers = Handle::new("joker=7z, seven_pairs=false max_jokers=4");
    assert_eq!(jokers.is_complete("1112345678999m7z"), 1);
    assert_eq!(jokers.is_complete("1133m5577p9911s22z"), 0);
    // SAFETY: NULL reads as the defaults.
    let defaults = Handle(unsafe { hupai_checker_new(null()) });
    assert_eq!(defaults.is_complete("1133m5577p9911s22z"), 1);
    for bad in ["colour=red", "seven_pairs=maybe", "seven_pairs"] {
        let rules = c(bad);
        // SAFETY: a NUL-terminated string.
        assert!(unsafe { hupai_checker_new(rules.as_ptr()) }.is_null());
        assert!(last_error().contains(bad.split('=').next().unwrap()));
    }
    // A key given twice is refused by name, not settled by the last.
    let twice = c("joker=7z, joker=1z");
    // SAFETY: a NUL-terminated string.
    assert!(unsafe { hupai_checker_new(twice.as_ptr()) }.is_null());
    assert!(
        last_error().contains("`joker` is given twice"),
        "{}",
        last_error()
    );
    // A preset, its keys overridden by those beside it; an unknown one lists the known.
    let mcr = Handle::new("preset=mcr");
    assert_eq!(mcr.is_complete("147m258p369s12345z"), 1);
    assert_eq!(mcr.is_complete("123m456p789s1z*"), HUPAI_E_HAND);
    let mcr = Handle::new("max_jokers=1, preset=mcr");
    assert_eq!(mcr.is_complete("123m456p789s1z*"), 1);
    let unknown = c("preset=guobiao");
    // SAFETY: a NUL-terminated string.
    assert!(unsafe { hupai_checker_new(unknown.as_ptr()) }.is_null());
    assert!(last_error().contains("riichi"), "{}", last_error());
    // SAFETY: a non-UTF-8 string.
    assert!(unsafe { hupai_checker_new(not_utf8()) }.is_null());
    // SAFETY: freeing NULL does nothing.
    unsafe { hupai_checker_free(null_mut()) };
}

#[test]
fn counts_rows_are_checked() {
    let checker = Handle::new("");
    let mut counts = [0u8; 34];
    counts[..9].copy_from_slice(&[3, 1, 1, 1, 2, 1, 1, 1, 3]);
    // SAFETY: 34 readable bytes; the handle is live.
    unsafe {
        assert_eq!(hupai_is_complete_counts(checker.0, counts.as_ptr(), 0), 1);
        counts[4] = 1;
        assert_eq!(hupai_is_complete_counts(checker.0, counts.as_ptr(), 1), 1);
        assert_eq!(
            hupai_is_complete_counts(checker.0, counts.as_ptr(), 0),
            HUPAI_E_HAND
        );
        counts[4] = 5;
        assert_eq!(
            hupai_is_complete_counts(checker.0, counts.as_ptr(), 0),
            HUPAI_E_HAND
        );
        assert_eq!(hupai_is_complete_counts(checker.0, null(), 0), HUPAI_E_NULL);
        assert_eq!(
            hupai_is_complete_counts(null(), counts.as_ptr(), 0),
            HUPAI_E_NULL
        );
    }
}

#[test]
fn forms_and_waits() {
    let checker = Handle::new("");
    let (mut waits, mut dead, mut forms) = (0u64, 0u64, 0u32);
    let nine_gates = c("1112345678999m");
    let seven_pairs = c("11223344556677p");
    // SAFETY: live handle, NUL-terminated strings, writable outputs.
    unsafe {
        assert_eq!(
            hupai_waits(checker.0, nine_gates.as_ptr(), &mut waits, &mut dead),
            0
        );
        assert_eq!(waits, 0x1FF);
        assert_eq!(dead, 0);
        let quad = c("1111234567899m");
        assert_eq!(
            hupai_waits(checker.0, quad.as_ptr(), &mut waits, &mut dead),
            0
        );
        assert_eq!(dead, 1);
        assert_eq!(
            hupai_waits(checker.0, seven_pairs.as_ptr(), &mut waits, &mut dead),
            HUPAI_E_HAND
        );
        assert_eq!(
            hupai_waits(checker.0, nine_gates.as_ptr(), null_mut(), &mut dead),
            HUPAI_E_NULL
        );
        assert_eq!(hupai_forms(checker.0, seven_pairs.as_ptr(), &mut forms), 0);
        assert_eq!(forms, HUPAI_FORM_SEVEN_PAIRS | HUPAI_FORM_STANDARD);
        assert_eq!(
            hupai_forms(checker.0, seven_pairs.as_ptr(), null_mut()),
            HUPAI_E_NULL
        );
        let mcr = Handle::new("preset=mcr");
        let greater = c("147m258p3s1234567z");
        assert_eq!(hupai_forms(mcr.0, greater.as_ptr(), &mut forms), 0);
        assert_eq!(
            forms,
            HUPAI_FORM_HONORS_AND_KNITTED | HUPAI_FORM_GREATER_HONORS_AND_KNITTED
        );
        let straight = c("147m258p369s11z[789m]");
        assert_eq!(hupai_forms(mcr.0, straight.as_ptr(), &mut forms), 0);
        assert_eq!(forms, HUPAI_FORM_KNITTED_STRAIGHT);
    }
}

#[test]
fn explain_writes_like_snprintf() {
    let checker = Handle::new("");
    let hand = c("13m456p789s11z*[777z]");
    let mut buf = [0x55u8; 64];
    // SAFETY: live handle, NUL-terminated hand, buffers of the lengths given.
    unsafe {
        let need = hupai_explain(checker.0, hand.as_ptr(), null_mut(), 0);
        let text = "11z 123m(*=2m) 456p 789s [777z]\n";
        assert_eq!(need, text.len() as i64);
        assert_eq!(
            hupai_explain(checker.0, hand.as_ptr(), buf.as_mut_ptr().cast(), 64),
            need
        );
        assert_eq!(&buf[..text.len()], text.as_bytes());
        assert_eq!(buf[text.len()], 0);
        assert_eq!(
            hupai_explain(checker.0, hand.as_ptr(), buf.as_mut_ptr().cast(), 4),
            need
        );
        assert_eq!(&buf[..4], b"11z\0");
        assert_eq!(
            hupai_explain(checker.0, hand.as_ptr(), null_mut(), 4),
            i64::from(HUPAI_E_NULL)
        );
        let incomplete = c("1112345678999m5p");
        assert_eq!(
            hupai_explain(checker.0, incomplete.as_ptr(), buf.as_mut_ptr().cast(), 64),
            0
        );
        assert_eq!(buf[0], 0);
        // A knitted straight, under knitted=true, its jokers marked.
        let mcr = Handle::new("knitted=true");
        let knitted = c("14m258p369s45699s*");
        let need = hupai_explain(mcr.0, knitted.as_ptr(), buf.as_mut_ptr().cast(), 64);
        let text = "knitted 147m258p369s(*=7m) 99s 456s\n";
        assert_eq!(need, text.len() as i64);
        assert_eq!(&buf[..text.len()], text.as_bytes());
    }
}

#[test]
fn table_files_are_read_or_refused() {
    let dir = std::env::temp_dir().join(format!("hupai-capi-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let missing = c(dir.join("missing.tables").to_str().unwrap());
    let corrupt_path = dir.join("corrupt.tables");
    std::fs::write(&corrupt_path, b"not a table file at all").unwrap();
    let corrupt = c(corrupt_path.to_str().unwrap());
    let written = hupai::table::write_table_file(
        &dir,
        hupai::table::RuleSet::Mahjong(hupai::Rules::default().variant()),
    )
    .unwrap();
    let good = c(written.to_str().unwrap());
    // SAFETY: NUL-terminated strings or NULL; the handle made is freed once.
    unsafe {
        let checker = hupai_checker_new_with_tables(c("seven_pairs=false").as_ptr(), good.as_ptr());
        assert!(!checker.is_null(), "{}", last_error());
        let hand = c("1112345678999m5m");
        assert_eq!(hupai_is_complete(checker, hand.as_ptr()), 1);
        hupai_checker_free(checker);
        assert!(hupai_checker_new_with_tables(c("eyes=258").as_ptr(), good.as_ptr()).is_null());
        assert!(hupai_checker_new_with_tables(null(), missing.as_ptr()).is_null());
        assert!(last_error().contains("missing.tables"), "{}", last_error());
        assert!(hupai_checker_new_with_tables(null(), corrupt.as_ptr()).is_null());
        assert!(hupai_checker_new_with_tables(null(), null()).is_null());
        assert!(hupai_checker_new_with_tables(c("x=1").as_ptr(), corrupt.as_ptr()).is_null());
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn version_and_last_error_are_c_strings() {
    // SAFETY: both return static or thread-local NUL-terminated strings.
    let version = unsafe { std::ffi::CStr::from_ptr(crate::hupai_version()) };
    assert_eq!(version.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
    let checker = Handle::new("");
    assert_eq!(checker.is_complete("1m"), HUPAI_E_HAND);
    let message = last_error();
    std::thread::spawn(|| assert_eq!(last_error(), ""))
        .join()
        .unwrap();
    assert!(!message.is_empty());
}
