//! The batch answers as single calls do, row by row, and refuses bad sizes.

use super::rng::Rng;
use super::{c, last_error};
use crate::batch::*;
use crate::error::*;
use crate::mahjong::*;
use std::ptr::{null, null_mut};

/// Rows of 40 bytes: complete, not complete, a count of five, too few tiles, complete with a
/// joker; the joker counts beside them.
fn rows() -> (Vec<u8>, Vec<u8>) {
    let mut rows = vec![0u8; 5 * 40];
    let nine_gates = [3, 1, 1, 1, 2, 1, 1, 1, 3];
    rows[..9].copy_from_slice(&nine_gates);
    rows[40..49].copy_from_slice(&nine_gates);
    rows[40 + 30] = 1;
    rows[40 + 4] = 1;
    rows[80..89].copy_from_slice(&[5, 1, 1, 1, 1, 1, 1, 1, 2]);
    rows[120] = 1;
    rows[160..169].copy_from_slice(&[3, 1, 1, 1, 1, 1, 1, 1, 3]);
    // Bytes past the 34 counts are the caller's own and never read as counts.
    rows[34] = 9;
    (rows, vec![0, 0, 0, 0, 1])
}

#[test]
fn batch_answers_every_row_and_marks_bad_ones() {
    let rules = c("");
    let (rows, jokers) = rows();
    let mut out = [7u8; 5];
    // SAFETY: the buffers are as long as the calls say; the handle is freed once.
    unsafe {
        let checker = hupai_checker_new(rules.as_ptr());
        for threads in [0, 1, 3] {
            let complete = hupai_is_complete_batch(
                checker,
                rows.as_ptr(),
                40,
                jokers.as_ptr(),
                5,
                out.as_mut_ptr(),
                threads,
            );
            assert_eq!(complete, 2);
            assert_eq!(out, [1, 0, HUPAI_ROW_INVALID, HUPAI_ROW_INVALID, 1]);
        }
        let complete =
            hupai_is_complete_batch(checker, rows.as_ptr(), 40, null(), 5, out.as_mut_ptr(), 0);
        assert_eq!(complete, 1);
        assert_eq!(out[4], HUPAI_ROW_INVALID);
        assert_eq!(
            hupai_is_complete_batch(checker, rows.as_ptr(), 40, null(), 0, out.as_mut_ptr(), 0),
            0
        );
        let bad = [
            hupai_is_complete_batch(checker, rows.as_ptr(), 33, null(), 5, out.as_mut_ptr(), 0),
            hupai_is_complete_batch(
                checker,
                rows.as_ptr(),
                usize::MAX,
                null(),
                2,
                out.as_mut_ptr(),
                0,
            ),
            hupai_is_complete_batch(
                checker,
                rows.as_ptr(),
                40,
                null(),
                5,
                out.as_mut_ptr(),
                5000,
            ),
        ];
        assert_eq!(bad, [i64::from(HUPAI_E_SIZE); 3]);
        assert!(last_error().contains("5000"));
        // Strides whose product with the rows of a task would wrap (2^52 times 4,096 is
        // 2^64): no rows is an answer of none, never a panic, on any pool.
        for stride in [1 << 52, (1 << 52) + 1, usize::MAX / 2] {
            for threads in [0, 2] {
                let none = hupai_is_complete_batch(
                    checker,
                    rows.as_ptr(),
                    stride,
                    null(),
                    0,
                    out.as_mut_ptr(),
                    threads,
                );
                assert_eq!(none, 0, "stride {stride}: {}", last_error());
            }
        }
        let null_args = [
            hupai_is_complete_batch(null(), rows.as_ptr(), 40, null(), 5, out.as_mut_ptr(), 0),
            hupai_is_complete_batch(checker, null(), 40, null(), 5, out.as_mut_ptr(), 0),
            hupai_is_complete_batch(checker, rows.as_ptr(), 40, null(), 5, null_mut(), 0),
        ];
        assert_eq!(null_args, [i64::from(HUPAI_E_NULL); 3]);
        hupai_checker_free(checker);
    }
}

#[test]
fn batch_agrees_with_single_calls_on_many_rows() {
    let rules = c("");
    let n = 20_000;
    let mut rng = Rng(0x2545F4914F6CDD1D);
    let mut rows = vec![0u8; n * 34];
    for row in rows.chunks_exact_mut(34) {
        for _ in 0..14 {
            let kind = rng.below(34);
            row[kind] = (row[kind] + 1).min(4);
        }
    }
    let mut out = vec![0u8; n];
    // SAFETY: the buffers are as long as the calls say; the handle is freed once.
    unsafe {
        let checker = hupai_checker_new(rules.as_ptr());
        let complete =
            hupai_is_complete_batch(checker, rows.as_ptr(), 34, null(), n, out.as_mut_ptr(), 0);
        for (row, &answer) in rows.chunks_exact(34).zip(&out) {
            let single = hupai_is_complete_counts(checker, row.as_ptr(), 0);
            let expected = if single < 0 {
                HUPAI_ROW_INVALID
            } else {
                single as u8
            };
            assert_eq!(answer, expected);
        }
        assert_eq!(complete, out.iter().filter(|&&a| a == 1).count() as i64);
        hupai_checker_free(checker);
    }
}

#[test]
fn shanten_batch_answers_every_row_as_single_calls_do() {
    use crate::shanten::{hupai_shanten_counts, hupai_shanten_result};
    let n = 20_000;
    let mut rng = Rng(0x9E3779B97F4A7C15);
    // Rows of 13 or 14 tiles, some 11 beside jokers, some with a count of five or a size
    // shanten is not defined for; a stride past the counts, bytes the batch must not read.
    let stride = 36;
    let mut rows = vec![0u8; n * stride];
    let mut jokers = vec![0u8; n];
    for (i, row) in rows.chunks_exact_mut(stride).enumerate() {
        let tiles = [14, 13, 12, 11, 15][i % 5];
        for _ in 0..tiles {
            let kind = rng.below(34);
            row[kind] = (row[kind] + 1).min(if i % 97 == 0 { 5 } else { 4 });
        }
        row[34] = 9;
        jokers[i] = [0, 0, 1, 2, 9][rng.below(5)];
    }
    for rules in [
        "",
        "joker=7z, suits_only=true",
        "knitted=true",
        "three_player=true",
    ] {
        let rules = c(rules);
        let mut out = vec![0i8; n];
        // SAFETY: the buffers are as long as the calls say; the handle is freed once.
        unsafe {
            let checker = hupai_checker_new(rules.as_ptr());
            let answered = hupai_shanten_counts_batch(
                checker,
                rows.as_ptr(),
                stride,
                jokers.as_ptr(),
                n,
                out.as_mut_ptr(),
                2,
            );
            let mut valid = 0;
            for ((row, &jokers), &answer) in rows.chunks_exact(stride).zip(&jokers).zip(&out) {
                let mut single: hupai_shanten_result = hupai::Shanten::default().into();
                let code = hupai_shanten_counts(checker, row.as_ptr(), jokers, &mut single);
                let expected = if code < 0 {
                    HUPAI_SHANTEN_ROW_INVALID
                } else {
                    single.least
                };
                assert_eq!(answer, expected, "{:?} {jokers}", &row[..34]);
                valid += usize::from(code == 0);
            }
            assert_eq!(answered, valid as i64);
            // Both answered and refused rows (under `suits_only` most hold an honor).
            assert!(valid > 200 && valid < n - 1_000, "{valid}");
            let none = hupai_shanten_counts_batch(
                checker,
                rows.as_ptr(),
                33,
                null(),
                n,
                out.as_mut_ptr(),
                0,
            );
            assert_eq!(none, i64::from(HUPAI_E_SIZE));
            hupai_checker_free(checker);
        }
    }
}
