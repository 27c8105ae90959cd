//! Criterion benchmarks of every completeness check and every way of finding waits, one group
//! per hand class of [`hupai::bench`], one benchmark per method, each measuring a whole pass over
//! the same seeded hands (throughput in hands, so the rates read per hand). `knitted_*` time the
//! same checks with the knitted forms on (`knitted=true`), whose pre-test should leave hands
//! that cannot be knitted at the default rules' cost.

mod support;

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use hupai::mahjong::backtrack::counts::{self, NO_LIMIT};
use hupai::mahjong::backtrack::decompositions;
use hupai::mahjong::backtrack::list::{self, TileList};
use hupai::{Checker, Hand, Rules};
use hupai_cli::bench::decompositions as decompositions_read;
use hupai_cli::bench::{Class, Sample, live_waits, samples, waits_34_backtrack, waits_34_dense};
use support::group;

const HANDS: usize = 10_000;
const SEED: u64 = 1;

/// Hands of `inputs` that `check` finds complete. The inputs are opaque to the optimizer and
/// the count is used, so every check runs, with no barrier around each one to time as well.
fn pass<I>(inputs: &[I], check: impl Fn(&I) -> bool) -> usize {
    black_box(inputs)
        .iter()
        .filter(|&input| check(input))
        .count()
}

fn checks(c: &mut Criterion) {
    let dense = Checker::default();
    #[cfg(feature = "compact")]
    let compact = Checker::with_tables(Rules::default(), hupai::table::Compact)
        .expect("the compact tables answer the default rules");
    let rules = Rules::default();
    // The knitted forms on: hands that cannot be knitted should cost what they cost without.
    let knitted = Checker::new(Rules {
        knitted: true,
        ..rules
    });

    for class in Class::ALL {
        let hands: Vec<Sample> = samples(class, HANDS, SEED);
        let mut group = group(c, class.name(), hands.len());

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
        group.bench_function("knitted_incremental", |b| {
            b.iter(|| pass(&hands, |s| matches!(knitted.is_complete(&s.hand), Ok(true))))
        });
        group.bench_function("knitted_counts", |b| {
            b.iter(|| {
                pass(&hands, |s| {
                    matches!(knitted.is_complete_counts(&s.counts, s.jokers), Ok(true))
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

/// Every decomposition of complete hands: the decomposition tables against the backtracking enumeration.
/// `table` finds every decomposition (ready to read, as per-suit lists); the others read the same facts
/// out of every decomposition as `hupai bench` does (see [`hupai_cli::bench::decompositions`]):
/// `table_visit` where `for_each_decomposition` calls back, `table_read_all` through the
/// `Decompositions` iterator, `backtrack` from the backtracking enumeration's list. Each reads
/// its input as a caller keeps it: hands, or count arrays.
fn decompositions(c: &mut Criterion) {
    let checker = Checker::default();
    let samples: Vec<Sample> = samples(Class::Complete, HANDS, SEED);
    for s in &samples {
        let listed = checker.decompositions(&s.hand).map(|d| d.len());
        assert_eq!(
            listed,
            Ok(decompositions::decompositions(&s.counts).len()),
            "{}",
            s.hand
        );
        let read = decompositions_read::from_tables(&checker, &s.hand);
        assert_eq!(
            read,
            decompositions_read::from_iterator(&checker, &s.hand),
            "{}",
            s.hand
        );
    }
    let hands: Vec<Hand> = samples.iter().map(|s| s.hand.clone()).collect();
    let arrays: Vec<[u8; 34]> = samples.iter().map(|s| s.counts).collect();
    let mut group = group(c, "decompositions/complete", hands.len());
    group.bench_function("table", |b| {
        b.iter(|| {
            let found = |h: &Hand| checker.decompositions(black_box(h)).map(|d| d.len());
            (hands.iter())
                .map(|h| black_box(found(h)).unwrap_or(0))
                .sum::<usize>()
        })
    });
    let sum = |(decompositions, touched): (usize, usize)| decompositions + touched;
    group.bench_function("table_visit", |b| {
        b.iter(|| {
            (black_box(&hands).iter())
                .map(|h| sum(decompositions_read::from_tables(&checker, h)))
                .sum::<usize>()
        })
    });
    group.bench_function("table_read_all", |b| {
        b.iter(|| {
            (black_box(&hands).iter())
                .map(|h| sum(decompositions_read::from_iterator(&checker, h)))
                .sum::<usize>()
        })
    });
    group.bench_function("backtrack", |b| {
        b.iter(|| {
            (black_box(&arrays).iter())
                .map(|c| sum(decompositions_read::by_search(c)))
                .sum::<usize>()
        })
    });
    group.finish();
}

/// Waits of 13-tile hands, one group per waits class of [`hupai::bench`]: `Checker::waits`
/// against trying each of the 34 kinds with the dense checker and with the backtracking search.
/// The three are checked to agree on every hand (dead waits aside) before anything is timed.
fn waits(c: &mut Criterion) {
    let dense = Checker::default();
    for class in Class::WAITS {
        let samples: Vec<Sample> = samples(class, HANDS, SEED);
        let mut hands: Vec<Hand> = samples.iter().map(|s| s.hand.clone()).collect();
        let mut arrays: Vec<([u8; 34], u8)> =
            samples.iter().map(|s| (s.counts, s.jokers)).collect();
        for (s, (hand, (own, jokers))) in samples.iter().zip(hands.iter_mut().zip(&mut arrays)) {
            let live = live_waits(&dense.waits(&s.hand).expect("13 tiles"));
            assert_eq!(waits_34_dense(&dense, hand), live, "{}", s.hand);
            assert_eq!(waits_34_backtrack(own, *jokers), live, "{}", s.hand);
        }
        let mut group = group(c, class.name(), samples.len());
        group.bench_function("waits", |b| {
            b.iter(|| {
                hands
                    .iter()
                    .filter(|&h| black_box(dense.waits(black_box(h))).is_ok_and(|w| !w.is_empty()))
                    .count()
            })
        });
        group.bench_function("waits_34_dense", |b| {
            b.iter(|| {
                hands
                    .iter_mut()
                    .map(|h| black_box(waits_34_dense(&dense, black_box(h))))
                    .filter(|&mask| mask != 0)
                    .count()
            })
        });
        group.bench_function("waits_34_backtrack", |b| {
            b.iter(|| {
                arrays
                    .iter_mut()
                    .map(|(own, jokers)| black_box(waits_34_backtrack(black_box(own), *jokers)))
                    .filter(|&mask| mask != 0)
                    .count()
            })
        });
        group.finish();
    }
}

/// Best 胡息 of 21-card Paohuzi hands, one group per Paohuzi class of [`hupai::bench`]: the
/// table check against the backtracking search, on the same seeded hands.
fn paohuzi(c: &mut Criterion) {
    use hupai::paohuzi;
    use hupai::paohuzi::backtrack;
    use hupai_cli::bench::paohuzi::{checks_20, win_on_20};
    let rules = paohuzi::Rules::default();
    let checker = paohuzi::Checker::new(rules);
    for class in Class::PAOHUZI {
        let hands = hupai_cli::bench::paohuzi_samples(class, 2_000, SEED);
        let mut group = group(c, class.name(), hands.len());
        group.bench_function("phz_table", |b| {
            b.iter(|| pass(&hands, |h| matches!(checker.best_score(h), Ok(Some(_)))))
        });
        group.bench_function("phz_backtrack", |b| {
            b.iter(|| {
                pass(&hands, |h| {
                    matches!(backtrack::best_score(h, &rules), Ok(Some(_)))
                })
            })
        });
        group.finish();
    }
    // Waits of hands less one card: all three sources at once, against 20 tries.
    let hands = hupai_cli::bench::paohuzi_samples(Class::PaohuziWaits, 2_000, SEED);
    let mut group = group(c, Class::PaohuziWaits.name(), hands.len());
    group.bench_function("phz_waits", |b| {
        b.iter(|| {
            pass(
                &hands,
                |h| matches!(checker.waits(h), Ok(w) if w.is_ready()),
            )
        })
    });
    group.bench_function("phz_win_on_20", |b| {
        b.iter(|| {
            pass(&hands, |h| {
                win_on_20(&checker, h).iter().any(Option::is_some)
            })
        })
    });
    group.bench_function("phz_checks_20", |b| {
        b.iter(|| {
            pass(&hands, |h| {
                checks_20(&checker, h).iter().any(Option::is_some)
            })
        })
    });
    group.finish();
    wang_waits(c, &rules);
    capped(c, &rules);
}

/// Waits of hands holding two 王 (the `phz_wang2` class's hands less a held card) under
/// `wang=4`, where only the player's own draw wins: `waits` against a `win_on` of each card
/// and of a drawn 王.
fn wang_waits(c: &mut Criterion, rules: &hupai::paohuzi::Rules) {
    use hupai::paohuzi::{self, Card, Source};
    let checker = paohuzi::Checker::new(paohuzi::Rules { wang: 4, ..*rules });
    let hands = less_a_card(&hupai_cli::bench::paohuzi_samples(
        Class::PaohuziWang2,
        300,
        SEED,
    ));
    let mut group = group(c, "phz_waits_wang2", hands.len());
    group.bench_function("phz_waits", |b| {
        b.iter(|| {
            pass(
                &hands,
                |h| matches!(checker.waits(h), Ok(w) if w.is_ready()),
            )
        })
    });
    group.bench_function("phz_win_on_21", |b| {
        b.iter(|| {
            pass(&hands, |h| {
                let own = |c: Card| checker.win_on(h, c, Source::OwnDraw).ok().flatten();
                let cards = Card::all().filter_map(own).count();
                cards + usize::from(checker.win_on_drawn_wang(h).ok().flatten().is_some()) > 0
            })
        })
    });
    group.finish();
}

/// Hands holding four 王 (the `phz_wang4` class's) under `wang=4 wang_fifth_copy=false`, where
/// a decomposition whose 王 make a fifth copy leaves the hand to the capped search: the check,
/// and the waits of the hands less a held card.
fn capped(c: &mut Criterion, rules: &hupai::paohuzi::Rules) {
    use hupai::paohuzi;
    let checker = paohuzi::Checker::new(paohuzi::Rules {
        wang: 4,
        wang_fifth_copy: false,
        ..*rules
    });
    let hands = hupai_cli::bench::paohuzi_samples(Class::PaohuziWang4, 300, SEED);
    let less_one = less_a_card(&hands);
    let mut group = group(c, "phz_capped_wang4", hands.len());
    group.bench_function("phz_table", |b| {
        b.iter(|| pass(&hands, |h| matches!(checker.best_score(h), Ok(Some(_)))))
    });
    group.bench_function("phz_waits", |b| {
        b.iter(|| {
            pass(
                &less_one,
                |h| matches!(checker.waits(h), Ok(w) if w.is_ready()),
            )
        })
    });
    group.finish();
}

/// Paohuzi hands less their first held card, with their 王.
fn less_a_card(hands: &[hupai::paohuzi::Hand]) -> Vec<hupai::paohuzi::Hand> {
    hands
        .iter()
        .filter_map(|h| {
            let held = h.held_cards();
            hupai::paohuzi::Hand::new(held.get(1..)?, h.exposed().to_vec())
                .ok()?
                .with_wang(h.wang())
                .ok()
        })
        .collect()
}

criterion_group!(benches, checks, decompositions, waits, paohuzi);
criterion_main!(benches);
