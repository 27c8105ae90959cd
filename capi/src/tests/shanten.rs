//! The shanten, effective tiles and discards entry points, good and bad input.

use super::mahjong::Handle;
use super::{c, last_error, not_utf8};
use crate::error::*;
use crate::shanten::*;
use std::ptr::{null, null_mut};

impl Handle {
    fn shanten(&self, hand: &str) -> Result<hupai_shanten_result, i32> {
        let hand = c(hand);
        let mut out = hupai_shanten_result {
            standard: 0,
            seven_pairs: 0,
            thirteen_orphans: 0,
            least: 0,
            knitted_straight: 0,
            honors_and_knitted: 0,
            seven_pairs_and_triplet: 0,
        };
        // SAFETY: a live handle, a NUL-terminated string, a writable result.
        match unsafe { hupai_shanten(self.0, hand.as_ptr(), &mut out) } {
            0 => Ok(out),
            code => Err(code),
        }
    }

    fn effective_tiles(
        &self,
        hand: &str,
        visible: Option<&[u8; 34]>,
    ) -> Result<hupai_effective_tiles_result, i32> {
        let hand = c(hand);
        let visible = visible.map_or(null(), |v| v.as_ptr());
        // SAFETY: a live handle, a NUL-terminated string, NULL or 34 counts, a writable result.
        effective_tiles_of(|out| unsafe {
            hupai_effective_tiles(self.0, hand.as_ptr(), visible, out)
        })
    }

    fn effective_tiles_counts(
        &self,
        counts: &[u8; 34],
        jokers: u8,
        visible: Option<&[u8; 34]>,
    ) -> Result<hupai_effective_tiles_result, i32> {
        let visible = visible.map_or(null(), |v| v.as_ptr());
        // SAFETY: a live handle, 34 counts, NULL or 34 counts, a writable result.
        effective_tiles_of(|out| unsafe {
            hupai_effective_tiles_counts(self.0, counts.as_ptr(), jokers, visible, out)
        })
    }

    fn discards(&self, hand: &str) -> Result<Vec<hupai_discard>, i32> {
        self.discards_seen(hand, None)
    }

    fn discards_seen(
        &self,
        hand: &str,
        visible: Option<&[u8; 34]>,
    ) -> Result<Vec<hupai_discard>, i32> {
        let hand = c(hand);
        let visible = visible.map_or(null(), |v| v.as_ptr());
        // SAFETY: a live handle, a NUL-terminated string, NULL or 34 counts, `out` of the
        // capacity given.
        discards_of(|out, cap, len| unsafe {
            hupai_discards(self.0, hand.as_ptr(), visible, out, cap, len)
        })
    }

    fn discards_counts(
        &self,
        counts: &[u8; 34],
        jokers: u8,
        visible: Option<&[u8; 34]>,
    ) -> Result<Vec<hupai_discard>, i32> {
        let visible = visible.map_or(null(), |v| v.as_ptr());
        // SAFETY: a live handle, 34 counts, NULL or 34 counts, `out` of the capacity given.
        discards_of(|out, cap, len| unsafe {
            hupai_discards_counts(self.0, counts.as_ptr(), jokers, visible, out, cap, len)
        })
    }
}

/// The effective tiles `call` writes through its pointer, or its code.
fn effective_tiles_of(
    call: impl FnOnce(*mut hupai_effective_tiles_result) -> i32,
) -> Result<hupai_effective_tiles_result, i32> {
    let mut out = EMPTY;
    match call(&mut out) {
        0 => Ok(out),
        code => Err(code),
    }
}

/// The discards `call` writes into a buffer of `HUPAI_MAX_DISCARDS` entries, or its code.
fn discards_of(
    call: impl FnOnce(*mut hupai_discard, usize, *mut usize) -> i32,
) -> Result<Vec<hupai_discard>, i32> {
    let mut out = [hupai_discard {
        tile: 0,
        after: EMPTY,
    }; HUPAI_MAX_DISCARDS];
    let mut len = 0;
    match call(out.as_mut_ptr(), out.len(), &mut len) {
        0 => Ok(out[..len].to_vec()),
        code => Err(code),
    }
}

const EMPTY: hupai_effective_tiles_result = hupai_effective_tiles_result {
    shanten: 0,
    remaining: [0; 34],
    total: 0,
    kinds: 0,
};

/// The nine gates' effective tiles: every man kind, with the copies the hand does not hold.
const NINE_GATES_REMAINING: [u8; 9] = [1, 3, 3, 3, 3, 3, 3, 3, 1];

#[test]
fn shanten_in_each_form() {
    let checker = Handle::new("");
    let none = HUPAI_SHANTEN_NONE;
    let s = |standard, seven_pairs, thirteen_orphans, least| hupai_shanten_result {
        standard,
        seven_pairs,
        thirteen_orphans,
        least,
        knitted_straight: none,
        honors_and_knitted: none,
        seven_pairs_and_triplet: none,
    };
    assert_eq!(checker.shanten("1112345678999m"), Ok(s(0, 4, 10, 0)));
    assert_eq!(checker.shanten("1112345678999m5m"), Ok(s(-1, 3, 10, -1)));
    assert_eq!(checker.shanten("19m19p19s1234567z"), Ok(s(8, 6, 0, 0)));
    // Melds leave only the standard form.
    assert_eq!(checker.shanten("1234m[555p]"), Ok(s(0, none, none, 0)));
    let off = Handle::new("seven_pairs=false, thirteen_orphans=false");
    assert_eq!(off.shanten("1112345678999m"), Ok(s(0, none, none, 0)));
    assert_eq!(checker.shanten("11m"), Ok(s(-1, none, none, -1)));
    assert_eq!(checker.shanten("111m"), Err(HUPAI_E_HAND));
    assert!(last_error().contains("tiles"), "{}", last_error());
    assert_eq!(checker.shanten("11x"), Err(HUPAI_E_HAND));
    // The knitted forms under `knitted=true`: 全不靠 waiting, 组合龙 beside a meld.
    let mcr = Handle::new("knitted=true");
    let found = mcr.shanten("147m258p369s1234z").unwrap();
    assert_eq!((found.honors_and_knitted, found.least), (0, 0));
    let found = mcr.shanten("147m258p369s1z[789m]").unwrap();
    assert_eq!(
        (found.knitted_straight, found.honors_and_knitted),
        (0, none)
    );
    // 嚦咕嚦咕 under the taiwan preset: waiting on 5z (and on each pair's third copy).
    let taiwan = Handle::new("preset=taiwan");
    let found = taiwan.shanten("1133557799m1133p55z").unwrap();
    assert_eq!((found.seven_pairs_and_triplet, found.least), (0, 0));
    assert_eq!((found.seven_pairs, found.thirteen_orphans), (none, none));
    let found = taiwan.shanten("1133557799m1133p555z").unwrap();
    assert_eq!((found.seven_pairs_and_triplet, found.least), (-1, -1));
    let mut out = checker.shanten("1m").unwrap();
    // SAFETY: NULL and non-UTF-8 pointers are what is tested; the handle is live.
    unsafe {
        let hand = c("1m");
        assert_eq!(hupai_shanten(checker.0, null(), &mut out), HUPAI_E_NULL);
        assert_eq!(hupai_shanten(null(), hand.as_ptr(), &mut out), HUPAI_E_NULL);
        assert_eq!(
            hupai_shanten(checker.0, hand.as_ptr(), null_mut()),
            HUPAI_E_NULL
        );
        assert_eq!(hupai_shanten(checker.0, not_utf8(), &mut out), HUPAI_E_UTF8);
    }
}

#[test]
fn shanten_of_counts_answers_as_the_text() {
    let checker = Handle::new("");
    let mut counts = [0u8; 34];
    counts[..9].copy_from_slice(&[3, 1, 1, 1, 1, 1, 1, 1, 3]);
    let mut out = checker.shanten("1m").unwrap();
    // SAFETY: a live handle, 34 readable counts, a writable result.
    unsafe {
        assert_eq!(
            hupai_shanten_counts(checker.0, counts.as_ptr(), 0, &mut out),
            0
        );
        assert_eq!(Ok(out), checker.shanten("1112345678999m"));
        assert_eq!(
            hupai_shanten_counts(checker.0, counts.as_ptr(), 1, &mut out),
            0
        );
        assert_eq!(Ok(out), checker.shanten("1112345678999m*"));
        counts[0] = 5;
        let code = hupai_shanten_counts(checker.0, counts.as_ptr(), 0, &mut out);
        assert_eq!(code, HUPAI_E_HAND);
        counts[0] = 2;
        let code = hupai_shanten_counts(checker.0, counts.as_ptr(), 0, &mut out);
        assert_eq!(code, HUPAI_E_HAND, "12 tiles");
        let code = hupai_shanten_counts(checker.0, null(), 0, &mut out);
        assert_eq!(code, HUPAI_E_NULL);
        let code = hupai_shanten_counts(null(), counts.as_ptr(), 0, &mut out);
        assert_eq!(code, HUPAI_E_NULL);
        let code = hupai_shanten_counts(checker.0, counts.as_ptr(), 1, null_mut());
        assert_eq!(code, HUPAI_E_NULL);
    }
}

#[test]
fn effective_tiles_count_the_unseen_copies() {
    let checker = Handle::new("");
    let nine_gates = checker.effective_tiles("1112345678999m", None).unwrap();
    assert_eq!(nine_gates.shanten, 0);
    assert_eq!(nine_gates.kinds, 0x1FF);
    assert_eq!(nine_gates.remaining[..9], NINE_GATES_REMAINING);
    assert!(nine_gates.remaining[9..].iter().all(|&n| n == 0));
    assert_eq!(nine_gates.total, 23);
    // Seen elsewhere: the last 1m and two 5m; a seen non-effective kind changes nothing.
    let mut visible = [0u8; 34];
    visible[0] = 1;
    visible[4] = 2;
    visible[20] = 4;
    let seen = checker
        .effective_tiles("1112345678999m", Some(&visible))
        .unwrap();
    assert_eq!(
        seen.kinds, 0x1FF,
        "a kind stays effective with no copy left"
    );
    assert_eq!(seen.remaining[..9], [0, 3, 3, 3, 1, 3, 3, 3, 1]);
    assert_eq!(seen.total, 20);
    let orphans = checker.effective_tiles("19m19p19s1234567z", None).unwrap();
    assert_eq!(orphans.shanten, 0);
    let orphan_bits = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]
        .iter()
        .fold(0u64, |bits, k| bits | 1 << k);
    assert_eq!(orphans.kinds, orphan_bits);
    assert_eq!(orphans.total, 39);
    // The joker kind is drawn as a joker: it completes a waiting hand.
    let jokers = Handle::new("joker=7z");
    let with_joker = jokers.effective_tiles("1112345678999m", None).unwrap();
    assert_eq!(with_joker.kinds, 0x1FF | 1 << 33);
    assert_eq!((with_joker.remaining[33], with_joker.total), (4, 27));
    visible[33] = 5;
    assert_eq!(
        checker.effective_tiles("1112345678999m", Some(&visible)),
        Err(HUPAI_E_HAND)
    );
    assert!(last_error().contains("visible"), "{}", last_error());
    assert_eq!(
        checker.effective_tiles("1112345678999m5m", None),
        Err(HUPAI_E_HAND)
    );
    assert_eq!(checker.effective_tiles("1z2", None), Err(HUPAI_E_HAND));
    let mut out = EMPTY;
    // SAFETY: NULL and non-UTF-8 pointers are what is tested; the handle is live.
    unsafe {
        let hand = c("1m");
        let code = hupai_effective_tiles(checker.0, hand.as_ptr(), null(), null_mut());
        assert_eq!(code, HUPAI_E_NULL);
        let code = hupai_effective_tiles(null(), hand.as_ptr(), null(), &mut out);
        assert_eq!(code, HUPAI_E_NULL);
        let code = hupai_effective_tiles(checker.0, null(), null(), &mut out);
        assert_eq!(code, HUPAI_E_NULL);
        let code = hupai_effective_tiles(checker.0, not_utf8(), null(), &mut out);
        assert_eq!(code, HUPAI_E_UTF8);
    }
}

#[test]
fn discards_come_best_first() {
    let checker = Handle::new("");
    // 5z leaves 1z and 2z waiting, four copies unseen; every other discard is one step back.
    let list = checker.discards("123m456p789s11225z").unwrap();
    assert_eq!(list.len(), 12);
    assert_eq!(list[0].tile, 31);
    assert_eq!(list[0].after.shanten, 0);
    assert_eq!(list[0].after.kinds, 1 << 27 | 1 << 28);
    assert_eq!(list[0].after.total, 4);
    assert!(list[1..].iter().all(|d| d.after.shanten == 1));
    let rank = |d: &hupai_discard| (d.after.shanten, std::cmp::Reverse(d.after.total), d.tile);
    assert!(list.windows(2).all(|w| rank(&w[0]) < rank(&w[1])));
    // Each entry is what effective tiles answers for the hand it leaves.
    let nine_gates = checker.discards("1112345678999m5m").unwrap();
    let after_5m = nine_gates.iter().find(|d| d.tile == 4).unwrap();
    assert_eq!(
        Ok(after_5m.after),
        checker.effective_tiles("1112345678999m", None)
    );
    // Never a joker: the joker kind is not discarded.
    let jokers = Handle::new("joker=7z");
    let list = jokers.discards("1112345678999m7z").unwrap();
    assert_eq!(list.len(), 9);
    assert!(list.iter().all(|d| d.tile < 9));
    assert_eq!(checker.discards("1112345678999m"), Err(HUPAI_E_HAND));
    assert_eq!(checker.discards("**"), Ok(Vec::new()));
}

#[test]
fn discards_refuse_a_small_buffer_and_say_what_fits() {
    let checker = Handle::new("");
    let hand = c("123m456p789s11225z");
    let mut out = [hupai_discard {
        tile: 99,
        after: EMPTY,
    }; 12];
    let (h, text, o) = (checker.0, hand.as_ptr(), out.as_mut_ptr());
    let mut len = 0;
    // SAFETY: a live handle or NULL, a NUL-terminated string, NULL or non-UTF-8 text, NULL
    // or 34 counts, `o` of 12 entries or NULL with any cap (refused before any write), `len`
    // writable or NULL.
    unsafe {
        let code = hupai_discards(h, text, null(), null_mut(), 0, &mut len);
        assert_eq!((code, len), (HUPAI_E_SIZE, 12));
        len = 0;
        let code = hupai_discards(h, text, null(), o, 11, &mut len);
        assert_eq!((code, len), (HUPAI_E_SIZE, 12));
        assert!(last_error().contains("12 discards"), "{}", last_error());
        assert!(out.iter().all(|d| d.tile == 99), "nothing written");
        assert_eq!(hupai_discards(h, text, null(), o, 12, &mut len), 0);
        assert_eq!((len, out[0].tile), (12, 31));
        let nulls = [
            hupai_discards(h, text, null(), null_mut(), 1, &mut len),
            hupai_discards(h, text, null(), o, 12, null_mut()),
            hupai_discards(null(), text, null(), o, 12, &mut len),
            hupai_discards(h, null(), null(), o, 12, &mut len),
        ];
        assert_eq!(nulls, [HUPAI_E_NULL; 4]);
        let code = hupai_discards(h, not_utf8(), null(), o, 12, &mut len);
        assert_eq!(code, HUPAI_E_UTF8);
        let visible = [9u8; 34];
        let code = hupai_discards(h, text, visible.as_ptr(), o, 12, &mut len);
        assert_eq!(code, HUPAI_E_HAND);
    }
}

/// The concealed counts of a hand in mpsz notation without jokers or melds.
fn counts(hand: &str) -> [u8; 34] {
    hupai::mahjong::parse_tile_counts(hand).expect("a hand of tiles")
}

#[test]
fn effective_tiles_and_discards_of_counts_answer_as_the_text() {
    let seen = counts("1m5m5m3z");
    for rules in ["", "joker=7z", "seven_pairs=false"] {
        let checker = Handle::new(rules);
        for (hand, jokers) in [
            ("1112345678999m", 0),
            ("19m19p19s123456z", 1),
            ("123m456p789s1122z", 0),
            ("1357m2468p139s12z", 0),
            ("123m456p789s11225z", 0),
            ("1112345678999m5m", 0),
            ("2345m11p", 2),
        ] {
            let text = format!("{hand}{}", "*".repeat(jokers.into()));
            let row = counts(hand);
            for visible in [None, Some(&seen)] {
                if (row.iter().sum::<u8>() + jokers) % 3 == 1 {
                    let by_text = checker.effective_tiles(&text, visible);
                    assert!(by_text.is_ok(), "{rules} {text}");
                    let by_counts = checker.effective_tiles_counts(&row, jokers, visible);
                    assert_eq!(by_counts, by_text, "{rules} {text}");
                } else {
                    let by_text = checker.discards_seen(&text, visible);
                    assert!(by_text.is_ok(), "{rules} {text}");
                    let by_counts = checker.discards_counts(&row, jokers, visible);
                    assert_eq!(by_counts, by_text, "{rules} {text}");
                }
            }
        }
    }
}

#[test]
fn effective_tiles_and_discards_of_counts_refuse_bad_input() {
    let checker = Handle::new("");
    let waiting = counts("1112345678999m");
    let full = counts("123m456p789s11225z");
    let mut fifth = waiting;
    fifth[0] = 5;
    let bad_visible = [5u8; 34];
    assert_eq!(
        checker.effective_tiles_counts(&fifth, 0, None),
        Err(HUPAI_E_HAND)
    );
    assert_eq!(
        checker.effective_tiles_counts(&full, 0, None),
        Err(HUPAI_E_HAND),
        "14 tiles"
    );
    assert_eq!(
        checker.effective_tiles_counts(&waiting, 1, None),
        Err(HUPAI_E_HAND),
        "14 with the joker"
    );
    assert_eq!(
        checker.effective_tiles_counts(&waiting, 0, Some(&bad_visible)),
        Err(HUPAI_E_HAND)
    );
    assert!(last_error().contains("visible"), "{}", last_error());
    assert_eq!(
        checker.discards_counts(&waiting, 0, None),
        Err(HUPAI_E_HAND)
    );
    assert_eq!(checker.discards_counts(&fifth, 0, None), Err(HUPAI_E_HAND));
    assert_eq!(
        checker.discards_counts(&full, 0, Some(&bad_visible)),
        Err(HUPAI_E_HAND)
    );
    let mut out = [hupai_discard {
        tile: 99,
        after: EMPTY,
    }; 12];
    let (h, w, f, o) = (checker.0, waiting.as_ptr(), full.as_ptr(), out.as_mut_ptr());
    let mut tiles = EMPTY;
    let mut len = 0;
    // SAFETY: a live handle or NULL, 34 counts or NULL, `o` of 12 entries or NULL with any
    // cap (refused before any write), `tiles` and `len` writable or NULL.
    unsafe {
        let nulls = [
            hupai_effective_tiles_counts(null(), w, 0, null(), &mut tiles),
            hupai_effective_tiles_counts(h, null(), 0, null(), &mut tiles),
            hupai_effective_tiles_counts(h, w, 0, null(), null_mut()),
            hupai_discards_counts(null(), f, 0, null(), o, 12, &mut len),
            hupai_discards_counts(h, null(), 0, null(), o, 12, &mut len),
            hupai_discards_counts(h, f, 0, null(), null_mut(), 1, &mut len),
            hupai_discards_counts(h, f, 0, null(), o, 12, null_mut()),
        ];
        assert_eq!(nulls, [HUPAI_E_NULL; 7]);
        let code = hupai_discards_counts(h, f, 0, null(), null_mut(), 0, &mut len);
        assert_eq!((code, len), (HUPAI_E_SIZE, 12));
        len = 0;
        let code = hupai_discards_counts(h, f, 0, null(), o, 11, &mut len);
        assert_eq!((code, len), (HUPAI_E_SIZE, 12));
        assert!(out.iter().all(|d| d.tile == 99), "nothing written");
        assert_eq!(hupai_discards_counts(h, f, 0, null(), o, 12, &mut len), 0);
        assert_eq!((len, out[0].tile), (12, 31));
    }
}

#[test]
fn a_three_player_checker_counts_the_smaller_set_and_refuses_2m_to_8m_by_name() {
    let three = Handle::new("three_player=true");
    let four = Handle::new("");
    let pinned = "1111m111122233z";
    assert_eq!(three.shanten(pinned).map(|s| s.least), Ok(2));
    assert_eq!(four.shanten(pinned).map(|s| s.least), Ok(1));
    let tiles = three.effective_tiles(pinned, None).unwrap();
    assert_eq!(
        tiles.kinds & 0b1111_1110,
        0,
        "no 2m..8m: {:#x}",
        tiles.kinds
    );
    assert_ne!(tiles.kinds & 1 << 8, 0, "9m makes a new pair");
    assert_eq!(
        tiles,
        three
            .effective_tiles_counts(&counts(pinned), 0, None)
            .unwrap()
    );
    // A hand, or a seen tile, naming 2m..8m is refused with the tile named.
    for (hand, visible, tile) in [
        ("19m456p789s11z22z5m", None, "5m"),
        ("19m456p789s11z22z3p", Some(4), "4m"),
    ] {
        let mut seen = [0u8; 34];
        if let Some(k) = visible {
            seen[k - 1] = 1;
        }
        assert_eq!(three.effective_tiles(hand, Some(&seen)), Err(HUPAI_E_HAND));
        let error = last_error();
        assert!(
            error.contains(&format!("{tile} is not in a three-player game")),
            "{error}"
        );
    }
    assert_eq!(three.is_complete("123m456p789s11z222z"), HUPAI_E_HAND);
    assert!(last_error().starts_with("2m is not"), "{}", last_error());
    assert_eq!(four.is_complete("123m456p789s11z222z"), 1);
}
