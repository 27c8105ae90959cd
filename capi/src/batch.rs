//! Many count arrays at once, checked in parallel: a game server or simulator hands over a
//! block of rows and gets one byte per row back. The rows are split into chunks large enough
//! that rayon's per-task cost vanishes beside the lookups, and every row is answered by the
//! same `is_complete_counts` (or `shanten_counts`) a single call uses, so a batch answers
//! exactly as single calls would. A row that cannot be checked gets a value of its own and
//! the batch goes on.

use crate::error::{Error, HUPAI_E_SIZE, guard};
use crate::mahjong::{checker_of, hupai_checker};
use crate::shanten::HUPAI_SHANTEN_NONE;
use hupai::Checker;
use hupai::mahjong::KINDS;
use rayon::prelude::*;
use rayon::{ThreadPool, ThreadPoolBuilder};
use std::sync::{Arc, Mutex, PoisonError};

/// Rows per rayon task.
const CHUNK: usize = 4096;
/// Rows copied out of the caller's memory at once: 8,704 bytes, within the first-level cache.
const BLOCK_ROWS: usize = 256;

/// Most threads a batch may ask for.
const MAX_THREADS: u32 = 1024;

/// What `out` holds for a row that cannot be checked.
pub const HUPAI_ROW_INVALID: u8 = 255;

/// Checks `n` rows of counts in parallel.
///
/// `counts` holds `n` rows of `stride` bytes each (`stride` at least 34), the first 34 of a
/// row being its concealed counts in 34-order (as `hupai_is_complete_counts`); `jokers` holds
/// `n` joker counts, or is NULL for none. `out[i]` gets 1 when row i is complete, 0 when it
/// is not, and `HUPAI_ROW_INVALID` (255) when it cannot be checked (a count above four, not
/// 3n+2 tiles, too many jokers): the other rows are still answered. `threads` is the number
/// of worker threads, 0 for the shared pool of one thread per core; any other number uses a
/// pool of that many, kept for the next call with the same number (building one takes about
/// a quarter of a millisecond; only the last number's pool is kept).
///
/// Returns the number of rows answered 1, or a negative code: `HUPAI_E_NULL` for a NULL
/// `checker`, `counts` or `out`, `HUPAI_E_SIZE` for a stride below 34, rows that do not fit
/// in memory or more than 1024 threads. Who frees what: every buffer is the caller's.
///
/// # Safety
///
/// `checker` is NULL or a live handle; `counts` is NULL or points to `n * stride` readable
/// bytes; `jokers` is NULL or points to `n` readable bytes; `out` is NULL or points to `n`
/// writable bytes that overlap neither input; none changes during the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_is_complete_batch(
    checker: *const hupai_checker,
    counts: *const u8,
    stride: usize,
    jokers: *const u8,
    n: usize,
    out: *mut u8,
    threads: u32,
) -> i64 {
    // SAFETY: passed on from the caller.
    unsafe {
        batch(
            checker,
            (counts, stride, jokers, n),
            out,
            threads,
            each_row(|c, row, jokers| match c.is_complete_counts(row, jokers) {
                Ok(true) => (1, true),
                Ok(false) => (0, false),
                Err(_) => (HUPAI_ROW_INVALID, false),
            }),
        )
    }
}

/// What `out` holds for a row of `hupai_shanten_counts_batch` that cannot be checked: the
/// smallest `int8_t`, below every shanten.
pub const HUPAI_SHANTEN_ROW_INVALID: i8 = i8::MIN;

/// The shanten of `n` rows of counts, in parallel: rows, `stride`, `jokers` and `threads` as
/// `hupai_is_complete_batch` takes them, each row 3n+1 or 3n+2 concealed tiles (jokers
/// included, no melds). `out[i]` gets row i's least shanten over the forms the rules enable,
/// as `hupai_shanten_counts` gives it in `least`: -1 complete, 0 waiting, `s` tiles from
/// waiting, `HUPAI_SHANTEN_NONE` (127) when no form is reached; and
/// `HUPAI_SHANTEN_ROW_INVALID` (-128) when the row cannot be checked (a count above four, a
/// size shanten is not defined for, too many jokers): the other rows are still answered.
///
/// Returns the number of rows answered with a shanten (not `HUPAI_SHANTEN_ROW_INVALID`), or
/// a negative code as `hupai_is_complete_batch` does. Who frees what: every buffer is the
/// caller's.
///
/// # Safety
///
/// As `hupai_is_complete_batch`: `checker` is NULL or a live handle; `counts` is NULL or
/// points to `n * stride` readable bytes; `jokers` is NULL or points to `n` readable bytes;
/// `out` is NULL or points to `n` writable bytes that overlap neither input; none changes
/// during the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_shanten_counts_batch(
    checker: *const hupai_checker,
    counts: *const u8,
    stride: usize,
    jokers: *const u8,
    n: usize,
    out: *mut i8,
    threads: u32,
) -> i64 {
    // SAFETY: passed on from the caller.
    unsafe {
        batch(
            checker,
            (counts, stride, jokers, n),
            out,
            threads,
            // The checker's batch of count rows: the complete rows of a block found first,
            // then the others' shanten, answered in no particular order.
            |c: &Checker, rows: &[[u8; KINDS]], jokers: &[u8], out: &mut [i8]| {
                let mut counted = 0;
                c.least_shanten_counts_each(
                    rows,
                    |i| jokers[i],
                    |i, least| {
                        out[i] = match least {
                            Ok(least) => least.unwrap_or(HUPAI_SHANTEN_NONE),
                            Err(_) => HUPAI_SHANTEN_ROW_INVALID,
                        };
                        counted += usize::from(out[i] != HUPAI_SHANTEN_ROW_INVALID);
                    },
                );
                counted
            },
        )
    }
}

/// The rows of a batch as its entry point is given them: `(counts, stride, jokers, n)`.
type Rows = (*const u8, usize, *const u8, usize);

/// A block of rows answered a row at a time by `row` (its answer, and whether it counts
/// toward the number returned): what a batch answers a block with ([`batch`]'s `block`).
fn each_row<O>(
    row: impl Fn(&Checker, &[u8; KINDS], u8) -> (O, bool) + Sync,
) -> impl Fn(&Checker, &[[u8; KINDS]], &[u8], &mut [O]) -> usize + Sync {
    move |checker, rows, jokers, out| {
        let mut counted = 0;
        for ((counts, &jokers), answer) in rows.iter().zip(jokers).zip(out) {
            let (value, counts) = row(checker, counts, jokers);
            *answer = value;
            counted += usize::from(counts);
        }
        counted
    }
}

/// A batch entry point's work: the arguments checked, then every row answered a block at a
/// time by `block` (which writes a block's answers beside their jokers and says how many
/// count toward the number returned) on the pool `threads` names.
///
/// # Safety
///
/// As the entry points: `checker` is NULL or a live handle; `counts` NULL or `n * stride`
/// readable bytes; `jokers` NULL or `n` readable bytes; `out` NULL or `n` writable elements
/// overlapping neither input; none changes during the call.
unsafe fn batch<O: Copy + Send>(
    checker: *const hupai_checker,
    (counts, stride, jokers, n): Rows,
    out: *mut O,
    threads: u32,
    block: impl Fn(&Checker, &[[u8; KINDS]], &[u8], &mut [O]) -> usize + Sync,
) -> i64 {
    guard(
        |code| code.into(),
        || {
            // SAFETY: passed on from the caller.
            let checker = unsafe { checker_of(checker) }?;
            if counts.is_null() {
                return Err(Error::null("counts"));
            }
            if out.is_null() {
                return Err(Error::null("out"));
            }
            if stride < KINDS {
                return Err(Error::new(
                    HUPAI_E_SIZE,
                    format!("stride {stride}: a row holds at least the {KINDS} counts"),
                ));
            }
            let bytes = n
                .checked_mul(stride)
                .filter(|&b| isize::try_from(b).is_ok())
                .ok_or_else(|| Error::new(HUPAI_E_SIZE, format!("{n} rows of {stride} bytes")))?;
            if threads > MAX_THREADS {
                return Err(Error::new(
                    HUPAI_E_SIZE,
                    format!("{threads} threads: at most {MAX_THREADS}"),
                ));
            }
            // SAFETY: not NULL, `bytes` fits an isize, and the caller promises that many
            // readable bytes left unchanged during the call.
            let rows = unsafe { std::slice::from_raw_parts(counts, bytes) };
            let jokers = if jokers.is_null() {
                None
            } else {
                // SAFETY: the caller promises `n` readable bytes, and `n <= bytes`.
                Some(unsafe { std::slice::from_raw_parts(jokers, n) })
            };
            const { assert!(size_of::<O>() == 1, "one byte a row") };
            // SAFETY: not NULL, and the caller promises `n` writable elements overlapping
            // neither input; an element is one byte, so they fit an isize as `bytes` does.
            let out = unsafe { std::slice::from_raw_parts_mut(out, n) };
            let batch = Batch {
                checker,
                rows,
                stride,
                jokers,
            };
            let counted = if threads == 0 {
                batch.answer(out, &block)
            } else {
                pool(threads)?.install(|| batch.answer(out, &block))
            };
            Ok(i64::try_from(counted).unwrap_or(i64::MAX))
        },
    )
}

/// The pool of the last thread count asked for, kept for the next call asking the same:
/// building one costs as much as dozens of 1,000-row batches (`capi/README.md` and
/// `BENCHMARKS.md`). One pool at most, so alternating counts rebuild rather than pile up.
static POOL: Mutex<Option<(u32, Arc<ThreadPool>)>> = Mutex::new(None);

/// A pool of `threads` threads, the cached one when it has that many.
fn pool(threads: u32) -> Result<Arc<ThreadPool>, Error> {
    // A panic while the lock was held left nothing half-written: the slot is whole or empty.
    let mut cached = POOL.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some((_, pool)) = cached.as_ref().filter(|(n, _)| *n == threads) {
        return Ok(Arc::clone(pool));
    }
    let pool = ThreadPoolBuilder::new()
        .num_threads(threads as usize)
        .build()
        .map_err(|e| Error::new(HUPAI_E_SIZE, format!("{threads} threads: {e}")))?;
    let pool = Arc::new(pool);
    *cached = Some((threads, Arc::clone(&pool)));
    Ok(pool)
}

/// The rows of one call.
struct Batch<'a> {
    checker: &'a Checker,
    rows: &'a [u8],
    stride: usize,
    jokers: Option<&'a [u8]>,
}

impl Batch<'_> {
    /// Answers every row into `out` by `block` on the current pool; returns how many count.
    fn answer<O: Copy + Send, B>(&self, out: &mut [O], block: &B) -> usize
    where
        B: Fn(&Checker, &[[u8; KINDS]], &[u8], &mut [O]) -> usize + Sync,
    {
        // Rows a task takes: at most the rows there are, so that their bytes are at most the
        // rows' bytes (or one stride) and the product cannot wrap, whatever the stride.
        let per_task = CHUNK.min(self.rows.len() / self.stride).max(1);
        let rows = self.rows.par_chunks(per_task * self.stride);
        let outs = out.par_chunks_mut(per_task);
        match self.jokers {
            Some(jokers) => rows
                .zip(outs)
                .zip(jokers.par_chunks(per_task))
                .map(|((rows, out), jokers)| {
                    self.answer_chunk(rows, out, jokers.iter().copied(), block)
                })
                .sum(),
            None => rows
                .zip(outs)
                .map(|(rows, out)| self.answer_chunk(rows, out, std::iter::repeat(0), block))
                .sum(),
        }
    }

    /// Answers `rows` (whole rows) into `out` by `block`, one element per row, with their
    /// joker counts.
    ///
    /// The rows' counts are copied a block at a time into a buffer of the call's own and
    /// answered from there, so that each row is read once: memory another thread writes
    /// during the call (which the caller promised not to do) gives each row's answer as it
    /// was at some moment, or the invalid row's answer, never a panic; and a block's copy is
    /// long done when its rows are read, so the checker's wide loads never wait on its stores.
    fn answer_chunk<O, B>(
        &self,
        rows: &[u8],
        out: &mut [O],
        mut jokers: impl Iterator<Item = u8>,
        block: &B,
    ) -> usize
    where
        B: Fn(&Checker, &[[u8; KINDS]], &[u8], &mut [O]) -> usize,
    {
        let mut copy = [[0u8; KINDS]; BLOCK_ROWS];
        let mut joker_counts = [0u8; BLOCK_ROWS];
        // As in `answer`: at most the rows there are, so the product cannot wrap.
        let per_block = BLOCK_ROWS.min(rows.len() / self.stride).max(1);
        let mut counted = 0;
        for (rows, out) in rows
            .chunks(per_block * self.stride)
            .zip(out.chunks_mut(per_block))
        {
            let (copy, joker_counts) = (&mut copy[..out.len()], &mut joker_counts[..out.len()]);
            if self.stride == KINDS {
                copy.as_flattened_mut().copy_from_slice(rows);
            } else {
                for (copy, row) in copy.iter_mut().zip(rows.chunks_exact(self.stride)) {
                    copy.copy_from_slice(&row[..KINDS]);
                }
            }
            for (count, jokers) in joker_counts.iter_mut().zip(&mut jokers) {
                *count = jokers;
            }
            counted += block(self.checker, copy, joker_counts, out);
        }
        counted
    }
}
