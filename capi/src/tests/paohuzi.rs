//! The Paohuzi entry points, good and bad input.

use super::{c, last_error, not_utf8};
use crate::error::*;
use crate::paohuzi::*;
use std::ffi::CStr;
use std::ptr::{null, null_mut};

/// A Paohuzi checker, freed when dropped.
struct Handle(*mut hupai_phz_checker);

impl Handle {
    fn new(rules: &str) -> Handle {
        let rules = c(rules);
        // SAFETY: a NUL-terminated string.
        let handle = unsafe { hupai_phz_checker_new(rules.as_ptr()) };
        assert!(!handle.is_null(), "{}", last_error());
        Handle(handle)
    }
}

impl Drop for Handle {
    fn drop(&mut self) {
        // SAFETY: made by `hupai_phz_checker_new`, freed once.
        unsafe { hupai_phz_checker_free(self.0) };
    }
}

#[test]
fn check_gives_best_huxi_and_win() {
    let checker = Handle::new("");
    let strict = Handle::new("min_huxi=30");
    let hand = c("一二三壹贰叁二七十贰柒拾四五六[跑:九九九九]捌捌");
    let (mut huxi, mut win) = (0, 0);
    // SAFETY: live handles, NUL-terminated strings, writable outputs.
    unsafe {
        assert_eq!(
            hupai_phz_check(checker.0, hand.as_ptr(), &mut huxi, &mut win),
            0
        );
        assert_eq!((huxi, win), (24, 1));
        assert_eq!(
            hupai_phz_check(strict.0, hand.as_ptr(), &mut huxi, &mut win),
            0
        );
        assert_eq!((huxi, win), (24, 0));
        let open = c("一二三壹贰叁二七十贰柒拾四五七[跑:九九九九]捌捌");
        assert_eq!(
            hupai_phz_check(checker.0, open.as_ptr(), &mut huxi, &mut win),
            0
        );
        assert_eq!((huxi, win), (-1, 0));
        let bad = c("一二三x");
        assert_eq!(
            hupai_phz_check(checker.0, bad.as_ptr(), &mut huxi, &mut win),
            HUPAI_E_HAND
        );
        assert_eq!(
            hupai_phz_check(checker.0, hand.as_ptr(), null_mut(), &mut win),
            HUPAI_E_NULL
        );
        assert_eq!(
            hupai_phz_check(null(), hand.as_ptr(), &mut huxi, &mut win),
            HUPAI_E_NULL
        );
        assert_eq!(
            hupai_phz_check(checker.0, not_utf8(), &mut huxi, &mut win),
            HUPAI_E_UTF8
        );
        assert!(hupai_phz_checker_new(c("min_huxi=lots").as_ptr()).is_null());
        assert!(last_error().contains("lots"));
        hupai_phz_checker_free(null_mut());
    }
}

#[test]
fn win_on_and_actions() {
    let checker = Handle::new("");
    let hand = c("一二三壹贰叁二七十贰柒拾四五[跑:九九九九]捌捌");
    let (three, seven, discard) = (c("三"), c("7x"), c("discard"));
    let (mut huxi, mut way) = (0, 0);
    // SAFETY: live handle, NUL-terminated strings, writable outputs and buffers.
    unsafe {
        let wins = |card: &CStr, huxi: &mut i32, way: &mut i32| {
            hupai_phz_win_on(
                checker.0,
                hand.as_ptr(),
                card.as_ptr(),
                discard.as_ptr(),
                huxi,
                way,
            )
        };
        assert_eq!(wins(&three, &mut huxi, &mut way), 1);
        assert_eq!((huxi, way), (24, HUPAI_WAY_HAND));
        assert_eq!(wins(&seven, &mut huxi, &mut way), 0);
        assert_eq!((huxi, way), (-1, HUPAI_WAY_NONE));
        assert_eq!(wins(&c("三四"), &mut huxi, &mut way), HUPAI_E_HAND);
        assert_eq!(wins(&c("九"), &mut huxi, &mut way), HUPAI_E_HAND);
        let own = c("somewhere");
        let r = hupai_phz_win_on(
            checker.0,
            hand.as_ptr(),
            three.as_ptr(),
            own.as_ptr(),
            &mut huxi,
            &mut way,
        );
        assert_eq!(r, HUPAI_E_HAND);
        let r = hupai_phz_win_on(
            checker.0,
            hand.as_ptr(),
            null(),
            discard.as_ptr(),
            &mut huxi,
            &mut way,
        );
        assert_eq!(r, HUPAI_E_NULL);

        let before = c("二贰七十三四五");
        let (two, next) = (c("二"), c("discard_next"));
        let ask = |buf: *mut std::ffi::c_char, len: usize| {
            hupai_phz_actions(
                checker.0,
                before.as_ptr(),
                two.as_ptr(),
                next.as_ptr(),
                buf,
                len,
            )
        };
        let need = ask(null_mut(), 0);
        let mut buf = vec![0u8; need as usize + 1];
        assert_eq!(ask(buf.as_mut_ptr().cast(), buf.len()), need);
        let text = CStr::from_bytes_with_nul(&buf).unwrap().to_str().unwrap();
        assert_eq!(text.lines().count(), 3, "{text}");
        assert!(text.ends_with("\n"), "{text}");
        assert_eq!(ask(null_mut(), 1), i64::from(HUPAI_E_NULL));
    }
}

#[test]
fn table_files_are_read_or_refused() {
    let dir = std::env::temp_dir().join(format!("hupai-capi-phz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let rules = hupai::paohuzi::Rules::default();
    let paohuzi =
        hupai::table::write_table_file(&dir, hupai::table::RuleSet::of_paohuzi_rules(&rules));
    let mahjong = hupai::table::write_table_file(
        &dir,
        hupai::table::RuleSet::of_rules(&hupai::Rules::default()),
    );
    let (paohuzi, mahjong) = (
        c(paohuzi.unwrap().to_str().unwrap()),
        c(mahjong.unwrap().to_str().unwrap()),
    );
    let hand = c("一二三壹贰叁二七十贰柒拾四五六[跑:九九九九]捌捌");
    let (mut huxi, mut win) = (0, 0);
    // SAFETY: NUL-terminated strings or NULL, writable outputs; the handle is freed once.
    unsafe {
        let checker =
            hupai_phz_checker_new_with_tables(c("min_huxi=10").as_ptr(), paohuzi.as_ptr());
        assert!(!checker.is_null(), "{}", last_error());
        assert_eq!(
            hupai_phz_check(checker, hand.as_ptr(), &mut huxi, &mut win),
            0
        );
        assert_eq!((huxi, win), (24, 1));
        hupai_phz_checker_free(checker);
        let other = c("yiwushi=true");
        assert!(hupai_phz_checker_new_with_tables(other.as_ptr(), paohuzi.as_ptr()).is_null());
        assert!(hupai_phz_checker_new_with_tables(null(), mahjong.as_ptr()).is_null());
        assert!(last_error().contains("mahjong"), "{}", last_error());
        assert!(hupai_phz_checker_new_with_tables(null(), null()).is_null());
        let missing = c(dir.join("missing.bin").to_str().unwrap());
        assert!(hupai_phz_checker_new_with_tables(null(), missing.as_ptr()).is_null());
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn groups_say_what_their_wang_stand_for() {
    let checker = Handle::new("wang=4");
    let hand = c("[提:拾拾拾拾] 一二三 二七十 四五六 七八九 肆伍陆 王捌");
    // SAFETY: a live handle, NUL-terminated strings, a buffer of the length given.
    unsafe {
        let need = hupai_phz_groups(checker.0, hand.as_ptr(), null_mut(), 0);
        let mut buf = vec![0 as std::ffi::c_char; need as usize + 1];
        assert_eq!(
            hupai_phz_groups(checker.0, hand.as_ptr(), buf.as_mut_ptr(), buf.len()),
            need
        );
        let text = CStr::from_ptr(buf.as_ptr()).to_str().expect("UTF-8");
        assert!(text.contains("捌捌(王=捌)=0"), "{text}");
        assert!(text.starts_with("[提:拾拾拾拾]=12"), "{text}");
        // A 王 beyond the rules is refused, naming the key.
        let strict = Handle::new("");
        assert_eq!(
            hupai_phz_groups(strict.0, hand.as_ptr(), null_mut(), 0),
            i64::from(HUPAI_E_HAND)
        );
        assert!(last_error().contains("wang"), "{}", last_error());
    }
}
