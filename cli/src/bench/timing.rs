//! Timing: how every method is timed, and what a timing is.
//!
//! One loop times them all, so that a ratio between two methods compares the methods and not
//! the loops around them: an untimed warm-up pass, then timed passes until the budget is spent,
//! the fastest pass reported as the one least disturbed by the rest of the system.

use super::class::Class;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Timed passes go on until this much time has been spent timing a method...
pub const PASS_BUDGET: Duration = Duration::from_millis(200);
/// ...and at least this many have run...
const MIN_PASSES: usize = 3;
/// ...but no more than this many.
const MAX_PASSES: usize = 1000;

/// One method's timing on one class.
#[derive(Clone, Debug)]
pub struct MethodResult {
    pub method: &'static str,
    /// Nanoseconds per hand in the fastest timed pass.
    pub ns_per_hand: f64,
    /// Hands the method found complete.
    pub complete: usize,
}

/// Every applicable method's timing on one class.
#[derive(Clone, Debug)]
pub struct ClassResult {
    pub class: Class,
    pub hands: usize,
    pub methods: Vec<MethodResult>,
}

impl ClassResult {
    /// A method's result, if the method ran on this class.
    pub fn method(&self, name: &str) -> Option<&MethodResult> {
        self.methods.iter().find(|m| m.method == name)
    }

    /// How many times faster the class's fast method (`dense_incremental`, or `waits` for a
    /// waits class) is than `over` (its ns over theirs).
    pub fn speedup(&self, over: &str) -> Option<f64> {
        let fast = self.method(self.class.fast_method())?.ns_per_hand;
        let slow = self.method(over)?.ns_per_hand;
        Some(slow / fast)
    }
}

/// One untimed warm-up pass, then timed passes; the fastest pass's ns per hand.
pub(super) fn time<I>(
    method: &'static str,
    inputs: &[I],
    budget: Duration,
    check: impl Fn(&I) -> bool,
) -> MethodResult {
    let mut complete = 0;
    let ns_per_hand = fastest_pass(inputs.len(), budget, || {
        // The inputs are opaque to the optimiser and the count is used, so every check runs;
        // a barrier around each check would cost the fast methods more than the check itself.
        let mut n = 0usize;
        for input in black_box(inputs) {
            n += usize::from(check(input));
        }
        complete = black_box(n);
    });
    MethodResult {
        method,
        ns_per_hand,
        complete,
    }
}

/// As [`time`], for a method that finds a hand's waits; it may edit the hand while it works,
/// as long as it leaves it as it was. `waiting` is how many hands have a wait, settled before.
pub(super) fn time_waits<I, R>(
    method: &'static str,
    inputs: &mut [I],
    waiting: usize,
    budget: Duration,
    mut waits: impl FnMut(&mut I) -> R,
) -> MethodResult {
    let ns_per_hand = fastest_pass(inputs.len(), budget, || {
        for input in inputs.iter_mut() {
            black_box(waits(black_box(input)));
        }
    });
    MethodResult {
        method,
        ns_per_hand,
        complete: waiting,
    }
}

/// One untimed warm-up pass, then timed passes until the budget is spent (within the pass
/// limits); the fastest pass's ns per input.
pub(super) fn fastest_pass(inputs: usize, budget: Duration, mut pass: impl FnMut()) -> f64 {
    pass();
    let mut fastest = Duration::MAX;
    let mut spent = Duration::ZERO;
    let mut passes = 0;
    while passes < MIN_PASSES || (spent < budget && passes < MAX_PASSES) {
        let start = Instant::now();
        pass();
        let elapsed = start.elapsed();
        fastest = fastest.min(elapsed);
        spent += elapsed;
        passes += 1;
    }
    fastest.as_nanos() as f64 / inputs.max(1) as f64
}
