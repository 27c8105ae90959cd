//! Criterion benchmarks of shanten: [`Checker::shanten`] on hands and
//! [`Checker::shanten_counts`] on their count arrays beside the `xiangting` crate (a table
//! calculator of the riichi rules, every form) on the same seeded random 14-tile hands, and
//! beside the search that defines it; then effective tiles beside 34 table shanten calls.
//! Before timing, every hand's answers are compared: hupai's least shanten plus one is
//! `xiangting`'s replacement number.

mod support;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hupai::Checker;
use hupai::mahjong::backtrack::shanten;
use hupai_cli::bench::shanten::{effective_mask, shanten_34};
use hupai_cli::bench::{Class, Sample, samples};
use support::group;
use xiangting::{PlayerCount, calculate_replacement_number};

const HANDS: usize = 10_000;
const SEED: u64 = 1;

fn least(checker: &Checker, s: &Sample) -> i8 {
    let found = checker.shanten(&s.hand).expect("a 14-tile hand");
    found.least().expect("the standard form is in reach")
}

/// The least shanten of every hand, summed (so that none is skipped).
fn sum_of_least(checker: &Checker, hands: &[Sample]) -> i32 {
    black_box(hands)
        .iter()
        .map(|s| i32::from(least(checker, s)))
        .sum()
}

/// [`sum_of_least`] from each hand's count array, as `xiangting` reads it.
fn sum_of_least_counts(checker: &Checker, hands: &[Sample]) -> i32 {
    black_box(hands)
        .iter()
        .map(|s| {
            let found = checker.shanten_counts(&s.counts, s.jokers);
            i32::from(found.expect("a 14-tile hand").least().expect("in reach"))
        })
        .sum()
}

fn shanten_random(c: &mut Criterion) {
    let checker = Checker::default();
    let hands: Vec<Sample> = samples(Class::ShantenRandom, HANDS, SEED);
    for s in &hands {
        let theirs = calculate_replacement_number(&s.counts, PlayerCount::Four).expect("valid");
        assert_eq!(
            checker.shanten_counts(&s.counts, 0),
            checker.shanten(&s.hand)
        );
        assert_eq!(
            i16::from(least(&checker, s)) + 1,
            i16::from(theirs),
            "{}",
            s.hand
        );
    }
    let mut group = group(c, "shanten_random", hands.len());
    group.bench_function("hupai", |b| b.iter(|| sum_of_least(&checker, &hands)));
    group.bench_function("hupai_counts", |b| {
        b.iter(|| sum_of_least_counts(&checker, &hands))
    });
    group.bench_function("xiangting", |b| {
        b.iter(|| {
            let sum: u32 = black_box(&hands)
                .iter()
                .map(|s| {
                    let n = calculate_replacement_number(&s.counts, PlayerCount::Four);
                    u32::from(n.unwrap_or(0))
                })
                .sum();
            black_box(sum)
        })
    });
    group.finish();

    let few = &hands[..200];
    let mut group = c.benchmark_group("shanten_random_search");
    group.throughput(Throughput::Elements(few.len() as u64));
    group.sample_size(10);
    group.bench_function("shanten_backtrack", |b| {
        b.iter(|| {
            let n = black_box(few)
                .iter()
                .filter_map(|s| shanten::of_hand(&checker, &s.hand).ok())
                .count();
            black_box(n)
        })
    });
    group.finish();
}

fn shanten_jokers2(c: &mut Criterion) {
    let checker = Checker::default();
    let hands: Vec<Sample> = samples(Class::ShantenJokers2, HANDS, SEED);
    let mut group = group(c, "shanten_jokers2", hands.len());
    group.bench_function("hupai", |b| b.iter(|| sum_of_least(&checker, &hands)));
    group.finish();
}

fn efficiency(c: &mut Criterion) {
    let checker = Checker::default();
    let mut hands: Vec<hupai::Hand> = samples(Class::Efficiency, HANDS, SEED)
        .into_iter()
        .map(|s| s.hand)
        .collect();
    let mut group = group(c, "efficiency", hands.len());
    group.bench_function("effective_tiles", |b| {
        b.iter(|| {
            let n: u32 = black_box(&hands)
                .iter()
                .map(|h| effective_mask(&checker, h).count_ones())
                .sum();
            black_box(n)
        })
    });
    group.bench_function("shanten_34", |b| {
        b.iter(|| {
            let n: u32 = black_box(&mut hands)
                .iter_mut()
                .map(|h| shanten_34(&checker, h).count_ones())
                .sum();
            black_box(n)
        })
    });
    group.finish();
}

criterion_group!(benches, shanten_random, shanten_jokers2, efficiency);
criterion_main!(benches);
