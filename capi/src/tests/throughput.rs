//! The batches' throughput beside the Rust `is_complete_counts` and `shanten_counts` batches
//! they wrap, on the same rows: `cargo test --release -p hupai-capi -- --ignored --nocapture batch_throughput`.

use super::c;
use super::rng::Rng;
use crate::batch::{hupai_is_complete_batch, hupai_shanten_counts_batch};
use crate::mahjong::{hupai_checker_free, hupai_checker_new};
use hupai::Checker;
use hupai::mahjong::KINDS;
use rayon::prelude::*;
use std::time::{Duration, Instant};

/// Rows timed.
const ROWS: usize = 10_000_000;

/// 14 tiles drawn from a shuffled wall, as 34 counts: almost never complete, and almost none
/// gets past the special forms' pre-tests.
fn random_row(rng: &mut Rng) -> [u8; KINDS] {
    let mut wall: [u8; 136] = std::array::from_fn(|i| (i / 4) as u8);
    let mut row = [0u8; KINDS];
    for i in 0..14 {
        wall.swap(i, i + rng.below(136 - i));
        row[usize::from(wall[i])] += 1;
    }
    row
}

/// Four random groups (triplets, or runs in a numbered suit) and a pair: always complete,
/// and every suit is looked up.
fn complete_row(rng: &mut Rng) -> [u8; KINDS] {
    loop {
        let mut row = [0u8; KINDS];
        for _ in 0..4 {
            let kind = rng.below(KINDS);
            if kind < 27 && kind % 9 < 7 && rng.below(2) == 0 {
                (kind..kind + 3).for_each(|k| row[k] += 1);
            } else {
                row[kind] += 3;
            }
        }
        row[rng.below(KINDS)] += 2;
        if row.iter().all(|&n| n <= 4) {
            return row;
        }
    }
}

/// `ROWS` rows of one class.
fn rows(row: fn(&mut Rng) -> [u8; KINDS]) -> Vec<[u8; KINDS]> {
    let mut rng = Rng(0x9E3779B97F4A7C15);
    (0..ROWS).map(|_| row(&mut rng)).collect()
}

/// How long `run` takes, and what it returns.
fn timed(run: &mut Run<'_>) -> (Duration, usize) {
    let start = Instant::now();
    let complete = run();
    (start.elapsed(), complete)
}

/// A batch timed: returns how many rows are complete.
type Run<'a> = Box<dyn FnMut() -> usize + 'a>;

/// The fastest of five runs of each, taken in turns so that all meet the same load from
/// whatever else runs on the machine.
fn fastest_in_turns(runs: &mut [Run<'_>]) -> Vec<(Duration, usize)> {
    let mut best: Vec<(Duration, usize)> = runs.iter_mut().map(timed).collect();
    for _ in 0..4 {
        for (run, best) in runs.iter_mut().zip(&mut best) {
            *best = (*best).min(timed(run));
        }
    }
    best
}

#[test]
#[ignore = "a measurement: run with --ignored --nocapture"]
fn batch_throughput() {
    println!(
        "{ROWS} rows per class on {} threads",
        rayon::current_num_threads()
    );
    for (class, row) in [
        ("random", random_row as fn(&mut Rng) -> [u8; KINDS]),
        ("complete", complete_row),
    ] {
        let rows = rows(row);
        measure(class, &rows);
        measure_shanten(class, &rows);
    }
    pool_cost();
}

/// What a batch of 1,000 rows costs with the shared pool (`threads` 0) and with a pool of
/// two threads built for the call.
fn pool_cost() {
    let mut rng = Rng(1);
    let rows: Vec<[u8; KINDS]> = (0..1000).map(|_| random_row(&mut rng)).collect();
    let mut out = vec![0u8; rows.len()];
    let rules = c("");
    // SAFETY: a NUL-terminated string.
    let handle = unsafe { hupai_checker_new(rules.as_ptr()) };
    for threads in [0, 2] {
        let calls = 200;
        let start = Instant::now();
        for _ in 0..calls {
            // SAFETY: the rows and outputs are as long as the call says; the handle is live.
            let complete = unsafe {
                hupai_is_complete_batch(
                    handle,
                    rows.as_flattened().as_ptr(),
                    KINDS,
                    std::ptr::null(),
                    rows.len(),
                    out.as_mut_ptr(),
                    threads,
                )
            };
            assert!(complete >= 0);
        }
        println!(
            "1000-row batch, threads={threads}: {:.1} us per call",
            start.elapsed().as_secs_f64() * 1e6 / f64::from(calls)
        );
    }
    // SAFETY: made above, freed once.
    unsafe { hupai_checker_free(handle) };
}

/// A C batch entry point over rows of `O` answers.
type CBatch<O> = unsafe extern "C" fn(
    *const crate::mahjong::hupai_checker,
    *const u8,
    usize,
    *const u8,
    usize,
    *mut O,
    u32,
) -> i64;

/// The completeness batch: `hupai_is_complete_batch` beside the Rust `is_complete_counts`.
fn measure(class: &str, rows: &[[u8; KINDS]]) {
    measure_batch(
        class,
        "hupai_is_complete_batch",
        rows,
        hupai_is_complete_batch,
        |c, row, j| match c.is_complete_counts(row, j) {
            Ok(complete) => (u8::from(complete), complete),
            Err(_) => (255, false),
        },
    );
}

/// The shanten batch: `hupai_shanten_counts_batch` beside the Rust `shanten_counts`; the
/// rows counted are those answered.
fn measure_shanten(class: &str, rows: &[[u8; KINDS]]) {
    let name = "hupai_shanten_counts_batch";
    measure_batch(
        class,
        name,
        rows,
        hupai_shanten_counts_batch,
        |c, row, j| match c.shanten_counts(row, j) {
            Ok(s) => (s.least().unwrap_or(i8::MAX), true),
            Err(_) => (i8::MIN, false),
        },
    );
}

/// Times the C batch, a Rust batch answering `row` into a buffer of the same shape, and the
/// bare checks (answers counted, not kept) on the same rows; prints hands/s and the ratios.
fn measure_batch<O, R>(class: &str, name: &str, rows: &[[u8; KINDS]], capi: CBatch<O>, row: R)
where
    O: Copy + Default + Send + Sync + PartialEq + std::fmt::Debug,
    R: Fn(&Checker, &[u8; KINDS], u8) -> (O, bool) + Sync,
{
    let jokers = vec![0u8; ROWS];
    let checker = Checker::default();
    let flat: &[u8] = rows.as_flattened();
    let mut rust_out = vec![O::default(); ROWS];
    let mut capi_out = vec![O::default(); ROWS];
    let rules = c("");
    // SAFETY: a NUL-terminated string.
    let handle = unsafe { hupai_checker_new(rules.as_ptr()) };
    // The Rust batch answers every row into a buffer too, as the C one must, in tasks of the
    // size the library's own batch (`Checker::is_complete_all`) uses.
    let rust_batch = || {
        rows.par_iter()
            .zip(&jokers)
            .zip(&mut rust_out)
            .with_min_len(8 * 1024)
            .map(|((counts, &j), out)| {
                let (answer, counted) = row(&checker, counts, j);
                *out = answer;
                usize::from(counted)
            })
            .sum()
    };
    let capi_batch = || {
        // SAFETY: the rows, joker counts and outputs are as long as the call says; the
        // handle is live.
        let counted = unsafe {
            capi(
                handle,
                flat.as_ptr(),
                KINDS,
                jokers.as_ptr(),
                ROWS,
                capi_out.as_mut_ptr(),
                0,
            )
        };
        usize::try_from(counted).expect("no error")
    };
    // The bare checks, answers counted and not kept: what any batch can at best reach.
    let bare = || {
        rows.par_iter()
            .zip(&jokers)
            .with_min_len(8 * 1024)
            .filter(|(counts, j)| row(&checker, counts, **j).1)
            .count()
    };
    let mut runs: Vec<Run<'_>> = vec![Box::new(rust_batch), Box::new(capi_batch), Box::new(bare)];
    let best = fastest_in_turns(&mut runs);
    drop(runs);
    let [
        (rust, rust_counted),
        (capi, capi_counted),
        (bare, bare_counted),
    ] = best[..]
    else {
        unreachable!("three runs")
    };
    // SAFETY: made above, freed once.
    unsafe { hupai_checker_free(handle) };
    assert_eq!(rust_out, capi_out);
    assert_eq!((rust_counted, bare_counted), (capi_counted, capi_counted));
    let per_second = |d: Duration| ROWS as f64 / d.as_secs_f64();
    println!(
        "{class:<9} {rust_counted:>8} counted; hands/s: {name} {:>11.0}, Rust batch {:>11.0} \
         (ratio {:.2}), Rust bare checks {:>11.0} (ratio {:.2})",
        per_second(capi),
        per_second(rust),
        per_second(capi) / per_second(rust),
        per_second(bare),
        per_second(capi) / per_second(bare),
    );
}
