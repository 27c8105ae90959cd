//! Many hands at once, on every core.
//!
//! A simulator or a server replaying logs holds hands by the million; checking them is
//! embarrassingly parallel, since a check reads shared tables and writes nothing else. The
//! hands are cut into chunks large enough that scheduling a chunk costs nothing per hand, and
//! each chunk's answers are written straight into the matching part of the output, so the
//! answers are in input order without any sorting, merging or filling beforehand. The work
//! runs on rayon's current pool: the global one by default, or a pool of the caller's size
//! through `ThreadPool::install`.

use super::{CheckError, Checker};
use crate::mahjong::hand::Hand;
use crate::mahjong::table::SuitTable;
use rayon::prelude::*;

/// Hands per rayon task.
const TASK: usize = 8 * 1024;

impl<T: SuitTable + Sync> Checker<T> {
    /// [`Checker::is_complete`] of every hand, in parallel; answer `i` is hand `i`'s.
    ///
    /// ```
    /// use hupai::{Checker, Hand};
    ///
    /// let hands: Vec<Hand> = ["123m456p789s11z222z", "123m456p789s11z223z", "1m"]
    ///     .iter()
    ///     .map(|h| h.parse())
    ///     .collect::<Result<_, _>>()?;
    /// let answers = Checker::default().is_complete_all(&hands);
    /// assert_eq!(answers[..2], [Ok(true), Ok(false)]);
    /// assert!(answers[2].is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_complete_all(&self, hands: &[Hand]) -> Vec<Result<bool, CheckError>> {
        let mut answers = Vec::new();
        self.is_complete_into(hands, &mut answers);
        answers
    }

    /// As [`is_complete_all`](Self::is_complete_all), into a vector the caller keeps between
    /// batches (its old answers replaced by one answer per hand), so that repeated batches
    /// allocate nothing once it has grown.
    pub fn is_complete_into(&self, hands: &[Hand], answers: &mut Vec<Result<bool, CheckError>>) {
        // Each task writes its answers straight into its part of the vector: nothing is
        // filled in beforehand on one thread.
        hands
            .par_iter()
            .with_min_len(TASK)
            .map(|hand| self.is_complete(hand))
            .collect_into_vec(answers);
    }
}
