//! Criterion benchmarks of every completeness check, one group per hand class of
//! [`hupai::bench`], one benchmark per method, each measuring a whole pass over the same seeded
//! hands (throughput in hands, so the rates read per hand).

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hupai::backtrack::counts::{self, NO_LIMIT};
use hupai::backtrack::list::{self, TileList};
use hupai::bench::{Class, Sample, samples};
use hupai::{Checker, Rules};

const HANDS: usize = 10_000;
const SEED: u64 = 1;

/// Hands of `inputs` that `check` finds complete, each call kept opaque to the optimizer.
fn pass<I>(inputs: &[I], check: impl Fn(&I) -> bool) -> usize {
    inputs
        .iter()
        .filter(|&input| black_box(check(black_box(input))))
        .count()
}

fn checks(c: &mut Criterion) {
    let dense = Checker::default();
    #[cfg(feature = "compact")]
    let compact = Checker::with_tables(Rules::default(), hupai::table::Compact)
        .expect("the compact tables answer the default rules");
    let rules = Rules::default();

    for class in Class::ALL {
        let hands: Vec<Sample> = samples(class, HANDS, SEED);
        let mut group = c.benchmark_group(class.name());
        group.throughput(Throughput::Elements(hands.len() as u64));
        group.warm_up_time(Duration::from_secs(1));
        group.measurement_time(Duration::from_secs(3));

        group.bench_function("dense_incremental", |b| {
            b.iter(|| pass(&hands, |s| matches!(dense.is_complete(&s.hand), Ok(true))))
        });
        group.bench_function("dense_counts", |b| {
            b.iter(|| {
                pass(&hands, |s| {
                    matches!(dense.is_complete_counts(&s.counts, s.jokers), Ok(true))
                })
            })
        });
        #[cfg(feature = "compact")]
        group.bench_function("compact", |b| {
            b.iter(|| pass(&hands, |s| matches!(compact.is_complete(&s.hand), Ok(true))))
        });
        if class.jokers() == 0 {
            let lists: Vec<TileList> = hands
                .iter()
                .map(|s| TileList::from_counts(&s.counts).expect("14 tiles"))
                .collect();
            group.bench_function("backtrack_list", |b| {
                b.iter(|| {
                    pass(&lists, |l| {
                        list::is_complete(
                            l,
                            rules.seven_pairs,
                            rules.seven_pairs_quad,
                            rules.thirteen_orphans,
                        )
                    })
                })
            });
        }
        group.bench_function("backtrack_counts", |b| {
            b.iter(|| {
                pass(&hands, |s| {
                    counts::is_standard(&s.counts, s.jokers, &NO_LIMIT)
                        || counts::is_seven_pairs(&s.counts, s.jokers, false)
                        || counts::is_thirteen_orphans(&s.counts, s.jokers)
                })
            })
        });
        group.finish();
    }
}

criterion_group!(benches, checks);
criterion_main!(benches);
