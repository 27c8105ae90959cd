//! Batch throughput: the same batch of hands checked by [`Checker::is_complete_into`] on one
//! thread and on N, in one run, so that the ratio shows how the batch API scales.
//!
//! The batch is large on purpose (ten million hands by default): a batch that fits in cache
//! flatters the threads, and a server's batch is the size of its logs, not of its cache. The
//! hands are complete ones (the `complete` class, cycled when the batch is larger than the
//! distinct hands drawn), and every answer is checked before anything is reported.

use super::class::Class;
use super::deal::samples;
use super::report::round;
use super::timing::fastest_pass;
use hupai::mahjong::Checker;
use hupai::mahjong::Hand;
use rayon::ThreadPoolBuilder;
use std::time::Duration;

/// Distinct hands drawn; larger batches repeat them.
const DISTINCT: usize = 1 << 20;

/// Hands per second on one thread and on `threads`.
#[derive(Clone, Copy, Debug)]
pub struct Throughput {
    pub batch: usize,
    pub threads: usize,
    pub one_thread: f64,
    pub n_threads: f64,
}

impl Throughput {
    /// How many times the hands per second of one thread `threads` reach.
    pub fn scaling(&self) -> f64 {
        self.n_threads / self.one_thread
    }

    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "batch": self.batch,
            "threads": self.threads,
            "hands_per_second_1_thread": self.one_thread.round(),
            "hands_per_second_n_threads": self.n_threads.round(),
            "scaling": round(self.scaling(), 2),
        })
    }

    pub fn to_text(&self) -> String {
        format!(
            "batch of {} complete hands, Checker::is_complete_into (fastest timed pass):\n\
             1 thread: {:.0} hands/s; {} threads: {:.0} hands/s; scaling {:.2}x\n",
            self.batch,
            self.one_thread,
            self.threads,
            self.n_threads,
            self.scaling()
        )
    }
}

/// Times a batch of `batch` hands on one thread and on `threads`.
pub fn throughput(
    checker: &Checker,
    batch: usize,
    threads: usize,
    seed: u64,
    budget: Duration,
) -> Result<Throughput, String> {
    if batch == 0 || threads == 0 {
        return Err("the throughput run needs at least one hand and one thread".into());
    }
    let distinct = samples(Class::Complete, batch.min(DISTINCT), seed);
    let hands: Vec<Hand> = distinct
        .iter()
        .cycle()
        .take(batch)
        .map(|s| s.hand.clone())
        .collect();
    let mut answers = Vec::with_capacity(batch);
    let mut rate = |n: usize| -> Result<f64, String> {
        let pool = ThreadPoolBuilder::new()
            .num_threads(n)
            .build()
            .map_err(|e| format!("a pool of {n} threads: {e}"))?;
        let ns = pool.install(|| {
            fastest_pass(batch, budget, || {
                checker.is_complete_into(&hands, &mut answers)
            })
        });
        if let Some(i) = answers.iter().position(|a| *a != Ok(true)) {
            return Err(format!(
                "hand {i} ({}) of the batch: {:?} on {n} threads",
                hands[i], answers[i]
            ));
        }
        Ok(1e9 / ns)
    };
    Ok(Throughput {
        batch,
        threads,
        one_thread: rate(1)?,
        n_threads: rate(threads)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_batch_reports_both_rates() {
        let t = throughput(&Checker::default(), 3_000, 2, 1, Duration::ZERO).unwrap();
        assert_eq!((t.batch, t.threads), (3_000, 2));
        assert!(t.one_thread > 0.0 && t.n_threads > 0.0);
        assert_eq!(t.to_json()["batch"], 3_000);
        assert!(t.to_text().contains("2 threads"), "{}", t.to_text());
        assert!(throughput(&Checker::default(), 0, 2, 1, Duration::ZERO).is_err());
        assert!(throughput(&Checker::default(), 10, 0, 1, Duration::ZERO).is_err());
    }
}
