//! Shanten beside the `xiangting` crate, timed in turns: `cargo bench --bench peers`.
//!
//! Criterion (`benches/shanten.rs`) times each function for seconds on end and reports the
//! mean, which on a machine whose speed changes by turns (the 2-core VM of `BENCHMARKS.md`
//! runs at two speeds, a quarter second to seconds at a time) mixes the two: a ratio of two
//! such means says which speeds each function met. Here each round times every method once
//! over the same hands, the methods in turn, and each keeps its fastest round: a ratio of
//! two methods' fastest rounds compares them at the same speed. Every hand's answers are
//! compared before timing (hupai's least shanten plus one is `xiangting`'s replacement
//! number).
//!
//! `cargo bench --bench peers -- --rounds N` sets the rounds (default 40).

use std::hint::black_box;
use std::time::Instant;

use hupai::Checker;
use hupai_cli::bench::{Class, Sample, samples};
use xiangting::{PlayerCount, calculate_replacement_number};

const HANDS: usize = 10_000;
const SEED: u64 = 1;
/// Passes over the hands a round times, so that a round lasts a few milliseconds.
const PASSES: usize = 5;

/// `xiangting`'s replacement number of a hand's counts, as hupai's least shanten.
fn theirs(s: &Sample) -> i32 {
    let n = calculate_replacement_number(&s.counts, PlayerCount::Four).expect("14 tiles");
    i32::from(n) - 1
}

/// hupai's least shanten of a hand's kept keys.
fn hand(checker: &Checker, s: &Sample) -> i32 {
    let found = checker.shanten(&s.hand).expect("a 14-tile hand");
    i32::from(found.least().expect("in reach"))
}

/// hupai's least shanten of a hand's count array, as `xiangting` reads it.
fn counts(checker: &Checker, s: &Sample) -> i32 {
    let found = checker.shanten_counts(&s.counts, s.jokers);
    i32::from(found.expect("a 14-tile hand").least().expect("in reach"))
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rounds = args
        .iter()
        .position(|a| a == "--rounds")
        .and_then(|i| args.get(i + 1)?.parse().ok())
        .unwrap_or(40usize)
        .max(1);
    let checker = Checker::default();
    let hands: Vec<Sample> = samples(Class::ShantenRandom, HANDS, SEED);
    for s in &hands {
        let want = theirs(s);
        let ours = (hand(&checker, s), counts(&checker, s));
        assert_eq!(ours, (want, want), "{}", s.hand);
    }
    let names = ["hupai shanten (Hand)", "hupai shanten_counts", "xiangting"];
    let mut fastest = [f64::MAX; 3];
    for _ in 0..rounds {
        let ns = [
            round(&hands, |s| hand(&checker, s)),
            round(&hands, |s| counts(&checker, s)),
            round(&hands, theirs),
        ];
        for (best, ns) in fastest.iter_mut().zip(ns) {
            *best = best.min(ns);
        }
    }
    println!(
        "shanten of {HANDS} random 14-tile hands (seed {SEED}), fastest of {rounds} rounds, \
         the methods in turn; ns per hand:"
    );
    for (name, ns) in names.iter().zip(fastest) {
        println!("{name:24} {ns:7.1}");
    }
    let theirs = fastest[2];
    println!(
        "xiangting / hupai shanten: {:.2}x, xiangting / hupai shanten_counts: {:.2}x",
        theirs / fastest[0],
        theirs / fastest[1]
    );
}

/// One round of a method: ns per hand over [`PASSES`] passes, the method inlined into its
/// loop as criterion's would be.
fn round(hands: &[Sample], method: impl Fn(&Sample) -> i32) -> f64 {
    let start = Instant::now();
    for _ in 0..PASSES {
        let sum: i32 = black_box(hands).iter().map(&method).sum();
        black_box(sum);
    }
    start.elapsed().as_secs_f64() * 1e9 / (PASSES * hands.len()) as f64
}
