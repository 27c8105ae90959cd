//! `Checker.is_complete_counts` and `Checker.shanten_counts`: a numpy array of count rows
//! answered at once, each row by the question the method asks of it ([`answer_rows`]).
//!
//! The GIL is released for the whole batch so that other Python threads go on meanwhile, and
//! the rows are split among rayon threads; each row is read once, whatever another thread
//! writes meanwhile: where it lies by an answerer that reads each row once itself (the least
//! shanten), otherwise from a copy made a block at a time. Every argument is checked before
//! any row is: a wrong dtype or shape raises, and a row that is not a hand raises `HandError`
//! naming the first such row, so a caller never gets an answer for counts that were not what
//! it meant.

use crate::errors::HandError;
use hupai::CheckError;
use hupai::table::Dense;
use numpy::ndarray::{ArrayView1, ArrayView2, Axis, Ix1, Ix2};
use numpy::{
    Element, PyArray1, PyReadonlyArray1, PyReadonlyArrayDyn, PyUntypedArray, PyUntypedArrayMethods,
};
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use rayon::prelude::*;

/// The kinds of tile: the length of a count row.
pub const KINDS: usize = 34;
/// Most threads a batch starts, as for the command line's `--threads`: no machine this runs on
/// has more cores, and each costs a stack.
const MAX_THREADS: usize = 1024;
/// Rows per rayon task: enough to outweigh the task's own cost.
const TASK_ROWS: usize = 8192;
/// Rows a task copies out of the array at once: 8,704 bytes, within the first-level cache.
/// A block is also what [`AnswerBlock`] answers at once.
const BLOCK_ROWS: usize = 256;
/// The shanten of a row no form reaches (every form off or out of reach): the largest `int8`,
/// as the C library's `HUPAI_SHANTEN_NONE`, so that it compares above every real shanten.
pub const SHANTEN_NONE: i8 = i8::MAX;

/// The jokers beside each row.
enum Jokers<'a> {
    /// The same number for every row.
    Each(u8),
    /// One number per row.
    PerRow(ArrayView1<'a, u8>),
}

impl Jokers<'_> {
    /// The jokers of the rows from `first` on, one a place of `out`.
    fn fill(&self, first: usize, out: &mut [u8]) {
        match self {
            Jokers::Each(n) => out.fill(*n),
            Jokers::PerRow(view) => {
                for (i, jokers) in out.iter_mut().enumerate() {
                    *jokers = view[first + i];
                }
            }
        }
    }
}

/// How a batch answers a block of rows (at most [`BLOCK_ROWS`]) beside their jokers, into one
/// answer a row; or the first row of the block it refuses (by its place in the block) and why.
pub trait AnswerBlock<T>: Sync {
    /// Whether [`answer`](Self::answer) reads each row once, whatever changes it meanwhile:
    /// then a C-contiguous array's rows are handed over where they lie, and otherwise as a
    /// copy.
    const READS_ONCE: bool;

    /// The answers of `rows`, row `i` with `jokers[i]`, into `out`.
    fn answer(
        &self,
        rows: &[[u8; KINDS]],
        jokers: &[u8],
        out: &mut [T],
    ) -> Result<(), (usize, CheckError)>;
}

/// A block answered a row at a time by the question asked of one row.
pub struct EachRow<F>(pub F);

impl<T, F: Fn(&[u8; KINDS], u8) -> Result<T, CheckError> + Sync> AnswerBlock<T> for EachRow<F> {
    const READS_ONCE: bool = false;

    fn answer(
        &self,
        rows: &[[u8; KINDS]],
        jokers: &[u8],
        out: &mut [T],
    ) -> Result<(), (usize, CheckError)> {
        for (i, ((row, &jokers), out)) in rows.iter().zip(jokers).zip(out).enumerate() {
            *out = self.0(row, jokers).map_err(|e| (i, e))?;
        }
        Ok(())
    }
}

/// The least shanten of each row of a block, by the checker's batch of count rows: the
/// complete rows found first, then the others' shanten
/// ([`hupai::Checker::least_shanten_counts_each`]), which reads each row once.
pub struct Shanten<'t>(pub hupai::Checker<Dense<'t>>);

impl AnswerBlock<i8> for Shanten<'_> {
    const READS_ONCE: bool = true;

    fn answer(
        &self,
        rows: &[[u8; KINDS]],
        jokers: &[u8],
        out: &mut [i8],
    ) -> Result<(), (usize, CheckError)> {
        // The answers come in no particular order: the first row refused is the least.
        let mut refused: Option<(usize, CheckError)> = None;
        self.0.least_shanten_counts_each(
            rows,
            |i| jokers[i],
            |i, least| match least {
                Ok(least) => out[i] = least.unwrap_or(SHANTEN_NONE),
                Err(e) => {
                    if refused.as_ref().is_none_or(|(first, _)| i < *first) {
                        refused = Some((i, e));
                    }
                }
            },
        );
        refused.map_or(Ok(()), Err)
    }
}

/// The answer of every row of `counts` with its `jokers`, on `threads` threads with the GIL
/// released, once every argument is checked; a `HandError` naming the first row refused.
/// `answer` answers a block of rows.
pub fn answer_rows<'py, T>(
    py: Python<'py>,
    counts: &Bound<'py, PyAny>,
    jokers: Option<&Bound<'py, PyAny>>,
    threads: Option<usize>,
    answer: impl AnswerBlock<T>,
) -> PyResult<Bound<'py, PyArray1<T>>>
where
    T: Element + Copy + Default + Send + Sync,
{
    let counts = read_counts(counts)?;
    let rows = counts_view(&counts)?;
    let joker_array = jokers.map(read_jokers).transpose()?.flatten();
    let jokers = match (&joker_array, jokers) {
        (Some(array), _) => {
            let view = array.as_array();
            if view.len() != rows.nrows() {
                return Err(PyValueError::new_err(format!(
                    "jokers has {} entries for {} rows of counts",
                    view.len(),
                    rows.nrows()
                )));
            }
            Jokers::PerRow(view)
        }
        (None, None) => Jokers::Each(0),
        (None, Some(n)) => Jokers::Each(n.extract().map_err(|_| {
            PyValueError::new_err(format!("jokers: {n} is not a count from 0 to 255"))
        })?),
    };
    let pool = threads.map(pool).transpose()?;
    let rows = Rows {
        rows,
        jokers,
        answer,
    };
    let answers = py.detach(|| match &pool {
        None => rows.answer_all(),
        Some(pool) => pool.install(|| rows.answer_all()),
    });
    match answers {
        Ok(answers) => Ok(PyArray1::from_vec(py, answers)),
        Err((row, e)) => Err(HandError::new_err(format!("row {row}: {e}"))),
    }
}

/// The counts array, borrowed read-only; anything but a numpy uint8 array is a `TypeError`.
fn read_counts<'py>(counts: &Bound<'py, PyAny>) -> PyResult<PyReadonlyArrayDyn<'py, u8>> {
    counts.extract().map_err(|_| {
        PyTypeError::new_err(format!(
            "counts must be a numpy array of dtype uint8, not {}",
            describe(counts)
        ))
    })
}

/// The jokers array, borrowed read-only, or `None` for a plain number.
fn read_jokers<'py>(jokers: &Bound<'py, PyAny>) -> PyResult<Option<PyReadonlyArray1<'py, u8>>> {
    if !jokers.is_instance_of::<PyUntypedArray>() {
        return Ok(None);
    }
    jokers.extract().map(Some).map_err(|_| {
        PyTypeError::new_err(format!(
            "jokers must be an int or a numpy array of dtype uint8 and shape (N,), not {}",
            describe(jokers)
        ))
    })
}

/// What a bad argument is, for the error message: its dtype and shape if it is an array.
fn describe(value: &Bound<'_, PyAny>) -> String {
    match (value.getattr("dtype"), value.getattr("shape")) {
        (Ok(dtype), Ok(shape)) => format!("an array of dtype {dtype} and shape {shape}"),
        _ => value
            .get_type()
            .name()
            .map_or_else(|_| "?".into(), |n| n.to_string()),
    }
}

/// The rows as a two-dimensional view of any strides: (N, 34), or (34,) as one row.
fn counts_view<'a>(counts: &'a PyReadonlyArrayDyn<'_, u8>) -> PyResult<ArrayView2<'a, u8>> {
    let shape_error = || {
        PyValueError::new_err(format!(
            "counts must have shape (N, 34) or (34,), not {:?}",
            counts.shape()
        ))
    };
    let view = counts.as_array();
    match view.ndim() {
        1 => view
            .into_dimensionality::<Ix1>()
            .ok()
            .filter(|row| row.len() == KINDS)
            .map(|row| row.insert_axis(Axis(0)))
            .ok_or_else(shape_error),
        2 => view
            .into_dimensionality::<Ix2>()
            .ok()
            .filter(|rows| rows.ncols() == KINDS)
            .ok_or_else(shape_error),
        _ => Err(shape_error()),
    }
}

/// The whole rows of a C-contiguous array's bytes.
fn as_rows(flat: &[u8]) -> &[[u8; KINDS]] {
    // SAFETY: `[u8; KINDS]` has the alignment of `u8` and every bit pattern is a value; the
    // rows cover the first `flat.len() / KINDS * KINDS` bytes of `flat`, borrowed as long.
    unsafe { std::slice::from_raw_parts(flat.as_ptr().cast(), flat.len() / KINDS) }
}

/// A pool of `n` threads for one batch: 1 to [`MAX_THREADS`].
fn pool(n: usize) -> PyResult<rayon::ThreadPool> {
    if n == 0 || n > MAX_THREADS {
        return Err(PyValueError::new_err(format!(
            "threads: {n}; give 1 to {MAX_THREADS}, or None for one per core"
        )));
    }
    rayon::ThreadPoolBuilder::new()
        .num_threads(n)
        .build()
        .map_err(|e| PyRuntimeError::new_err(format!("threads: {e}")))
}

/// The rows of a batch, their jokers and the question asked of each.
struct Rows<'a, A> {
    rows: ArrayView2<'a, u8>,
    jokers: Jokers<'a>,
    answer: A,
}

impl<A> Rows<'_, A> {
    /// Every row's answer, or the first row that could not be answered with the reason.
    fn answer_all<T>(&self) -> Result<Vec<T>, (usize, String)>
    where
        T: Copy + Default + Send,
        A: AnswerBlock<T>,
    {
        let mut answers = vec![T::default(); self.rows.nrows()];
        let flat = self.rows.as_slice();
        let failure = self.answer_tasks(&mut answers, |first, out| {
            // The array is Python's: another thread may write it during the call, so each row
            // is read once (a row read twice could differ between the reads). An answerer that
            // reads each row once itself is handed a C-contiguous array's rows where they lie;
            // any other is handed a copy, made a block at a time into a buffer of the task's
            // own, long done when its rows are read so that the checker's wide loads never
            // wait on the copy's stores.
            let mut block = [[0u8; KINDS]; BLOCK_ROWS];
            let mut jokers = [0u8; BLOCK_ROWS];
            for (b, out) in out.chunks_mut(BLOCK_ROWS).enumerate() {
                let r0 = first + b * BLOCK_ROWS;
                let jokers = &mut jokers[..out.len()];
                let rows = match flat {
                    Some(flat) if <A as AnswerBlock<T>>::READS_ONCE => {
                        &as_rows(flat)[r0..][..out.len()]
                    }
                    // C-contiguous: the block's bytes at once.
                    Some(flat) => {
                        let block = &mut block[..out.len()];
                        block
                            .as_flattened_mut()
                            .copy_from_slice(&flat[r0 * KINDS..][..out.len() * KINDS]);
                        block
                    }
                    // Any other strides: each row gathered.
                    None => {
                        let block = &mut block[..out.len()];
                        for (i, row) in block.iter_mut().enumerate() {
                            for (to, from) in row.iter_mut().zip(self.rows.row(r0 + i)) {
                                *to = *from;
                            }
                        }
                        block
                    }
                };
                self.jokers.fill(r0, jokers);
                self.answer
                    .answer(rows, jokers, out)
                    .map_err(|(i, e)| (r0 + i, e.to_string()))?;
            }
            Ok(())
        });
        match failure {
            None => Ok(answers),
            Some(failure) => Err(failure),
        }
    }

    /// Fills `answers` in parallel tasks of [`TASK_ROWS`], each task answering its rows with
    /// `answer_task(first row, its answers)`; the first row that could not be answered, if
    /// any, with the reason.
    fn answer_tasks<T: Send>(
        &self,
        answers: &mut [T],
        answer_task: impl Fn(usize, &mut [T]) -> Result<(), (usize, String)> + Sync,
    ) -> Option<(usize, String)> {
        answers
            .par_chunks_mut(TASK_ROWS)
            .enumerate()
            .filter_map(|(task, out)| answer_task(task * TASK_ROWS, out).err())
            .min_by_key(|(row, _)| *row)
    }
}
