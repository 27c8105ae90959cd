//! Criterion benchmarks of table files: mapping and validating a file, reading and verifying
//! one (the default), validating the baked bytes, checking a body checksum, and checks
//! through a table file against the same
//! checks through the baked one (same seeded hands, same checker code; only the bytes' home
//! differs).

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hupai::table::{Dense, SuitTable, TableFile, Tables};
use hupai::{Checker, Rules};
use hupai_cli::bench::{Class, Sample, samples};

const HANDS: usize = 100_000;
const SEED: u64 = 1;

fn mahjong_file() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tables/mahjong.bin")
}

fn open(c: &mut Criterion) {
    let path = mahjong_file();
    let mut group = c.benchmark_group("table_file");
    group.bench_function("map_and_validate", |b| {
        // SAFETY: the committed file is not written while the bench runs.
        b.iter(|| unsafe { Tables::map(black_box(&path)) }.expect("a valid file"))
    });
    let bytes = std::fs::read(&path).expect("committed file");
    group.bench_function("validate_in_memory", |b| {
        b.iter(|| {
            TableFile::from_bytes(black_box(&bytes))
                .expect("a valid file")
                .rules()
        })
    });
    group.sample_size(20);
    group.bench_function("read_and_verify", |b| {
        b.iter(|| Tables::open(black_box(&path)).expect("a valid file"))
    });
    group.bench_function("verify_body_checksum", |b| {
        let file = TableFile::from_bytes(&bytes).expect("a valid file");
        b.iter(|| file.verify().expect("intact"))
    });
    group.finish();
}

/// Hands of `inputs` that `check` finds complete. The inputs are opaque to the optimizer and
/// the count is used, so every check runs, with no barrier around each one to time as well.
fn pass<I>(inputs: &[I], check: impl Fn(&I) -> bool) -> usize {
    black_box(inputs)
        .iter()
        .filter(|&input| check(input))
        .count()
}

fn checks<T: SuitTable>(
    c: &mut Criterion,
    name: &str,
    hands: &[Sample],
    sources: &[(&str, &Checker<T>)],
) {
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(hands.len() as u64));
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(4));
    for (source, checker) in sources {
        group.bench_function(*source, |b| {
            b.iter(|| pass(hands, |s| matches!(checker.is_complete(&s.hand), Ok(true))))
        });
    }
    group.finish();
}

fn mapped_vs_baked(c: &mut Criterion) {
    // SAFETY: the committed file is not written while the bench runs.
    let tables = unsafe { Tables::map(mahjong_file()) }.expect("a valid file");
    let mapped: Checker<Dense<'_>> =
        Checker::with_file(Rules::default(), &tables).expect("default rules");
    let baked: Checker<Dense<'_>> = Checker::default();
    for class in [Class::Random, Class::Complete, Class::Jokers2] {
        let hands = samples(class, HANDS, SEED);
        let name = format!("source_{}", class.name());
        // Alternate the order so that neither source always runs on a warmer cache.
        checks(c, &name, &hands, &[("baked", &baked), ("mapped", &mapped)]);
        checks(
            c,
            &name,
            &hands,
            &[("mapped_again", &mapped), ("baked_again", &baked)],
        );
    }
}

/// The mapped tables' cost against the baked ones, measured so that noise cancels: mapped and baked passes
/// interleaved, the fastest of many kept for each. Printed as `ratio mapped/baked`.
fn interleaved_ratio(_: &mut Criterion) {
    // SAFETY: the committed file is not written while the bench runs.
    let tables = unsafe { Tables::map(mahjong_file()) }.expect("a valid file");
    let mapped = Checker::with_file(Rules::default(), &tables).expect("default rules");
    let baked = Checker::default();
    for class in [Class::Random, Class::Complete, Class::Jokers2] {
        let hands = samples(class, HANDS, SEED);
        let (mut best_mapped, mut best_baked) = (f64::MAX, f64::MAX);
        for _ in 0..60 {
            for (best, checker) in [(&mut best_mapped, &mapped), (&mut best_baked, &baked)] {
                let start = std::time::Instant::now();
                black_box(pass(&hands, |s| {
                    matches!(checker.is_complete(&s.hand), Ok(true))
                }));
                *best = best.min(start.elapsed().as_secs_f64());
            }
        }
        let ns = |t: f64| t * 1e9 / hands.len() as f64;
        println!(
            "ratio mapped/baked {:<10} {:.3} (mapped {:.2} ns/hand, baked {:.2} ns/hand; fastest of 60 interleaved passes over {} hands)",
            class.name(),
            best_mapped / best_baked,
            ns(best_mapped),
            ns(best_baked),
            hands.len()
        );
    }
}

criterion_group!(benches, open, interleaved_ratio, mapped_vs_baked);
criterion_main!(benches);
