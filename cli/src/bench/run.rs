//! Running the bench: every class's hands dealt, every method's answers checked against the
//! expected answers (the first method's), then every method timed, class after class.
//!
//! This is the one place that knows which methods run on which class, so that `hupai bench`
//! and the report list the same methods in the same order on every run.

use super::agreement::{Answers, WaitAnswers, agreement, answers, waits_agreement};
use super::class::Class;
use super::deal::{Sample, paohuzi_samples, samples};
use super::timing::{ClassResult, MethodResult, PASS_BUDGET, time, time_waits};
use super::waits::{live_waits, waits_34_backtrack, waits_34_dense};
use super::{decompositions, paohuzi, shanten};
use hupai::mahjong::Checker;
use hupai::mahjong::Hand;
use hupai::mahjong::KINDS;
use hupai::mahjong::Rules;
use hupai::mahjong::backtrack::counts::{self, NO_LIMIT};
use hupai::mahjong::backtrack::knitted;
use hupai::mahjong::backtrack::list::{self, TileList};
use std::fmt::Display;
use std::time::Duration;

/// Every method name, in the order reports list them.
pub const METHODS: [&str; 7] = [
    "dense_incremental",
    "dense_counts",
    STANDARD_ONLY,
    KNITTED_ON,
    "compact",
    "backtrack_list",
    "backtrack_counts",
];

/// `dense_incremental` with the special forms off (seven pairs, thirteen orphans, the knitted
/// forms, 嚦咕嚦咕): what trying them costs the others. Its count is of standard wins alone,
/// so it is timed, not compared.
pub const STANDARD_ONLY: &str = "dense_standard_only";

/// `dense_incremental` with `knitted=true` beside the checker's other rules, on the classes
/// timed under them: what the knitted forms cost hands that are not knitted. Its count takes
/// in the knitted wins, so it is timed, not compared.
pub const KNITTED_ON: &str = "dense_knitted";

/// How many hands of each class, the seed they are drawn from, how many times over every
/// method is timed, and the checkers timed (the default rules', over the built-in tables unless
/// a table file was mapped).
#[derive(Clone, Copy, Debug)]
pub struct BenchConfig {
    pub hands: usize,
    pub seed: u64,
    /// Whole runs, each method's fastest pass over all of them reported ([`run`]).
    pub sweeps: usize,
    pub checker: Checker,
    pub paohuzi_checker: hupai::paohuzi::Checker,
}

impl Default for BenchConfig {
    fn default() -> Self {
        BenchConfig {
            hands: 200_000,
            seed: 1,
            sweeps: 1,
            checker: Checker::default(),
            paohuzi_checker: hupai::paohuzi::Checker::new(hupai::paohuzi::Rules::default()),
        }
    }
}

/// The results of one [`run`].
#[derive(Clone, Debug)]
pub struct BenchReport {
    pub config: BenchConfig,
    pub classes: Vec<ClassResult>,
}

/// Times every applicable method on every class, `config.sweeps` times over, each method's
/// fastest pass of them all reported; `Err` if a hand could not be checked or two methods
/// disagree on whether some hand is complete, or on its waits.
///
/// A machine shared with others (a cloud VM) may run at two speeds by turns, for seconds at a
/// time; a method is timed for a fifth of a second, so one run may time one method at the
/// slow speed and the next at the fast one, and their ratio then compares the moments. Over
/// several runs, a whole run apart, each method's fastest pass is at the fast speed unless
/// every run timed it at the slow one.
pub fn run(config: &BenchConfig) -> Result<BenchReport, String> {
    run_with_budget(config, PASS_BUDGET)
}

pub(super) fn run_with_budget(
    config: &BenchConfig,
    budget: Duration,
) -> Result<BenchReport, String> {
    if config.hands == 0 {
        return Err("the benchmark needs at least one hand per class".into());
    }
    if config.sweeps == 0 {
        return Err("the benchmark needs at least one sweep".into());
    }
    let mut classes = run_once(config, budget)?;
    for _ in 1..config.sweeps {
        keep_fastest(&mut classes, run_once(config, budget)?);
    }
    Ok(BenchReport {
        config: *config,
        classes,
    })
}

/// Each method's fastest pass of `kept` and `again`, two runs' results (the same classes and
/// methods in the same order).
fn keep_fastest(kept: &mut [ClassResult], again: Vec<ClassResult>) {
    for (kept, again) in kept.iter_mut().zip(again) {
        debug_assert_eq!(kept.class, again.class, "runs list the same classes");
        for (kept, again) in kept.methods.iter_mut().zip(again.methods) {
            debug_assert_eq!(kept.method, again.method, "runs list the same methods");
            kept.ns_per_hand = kept.ns_per_hand.min(again.ns_per_hand);
        }
    }
}

/// One run: every class's methods checked and timed once.
fn run_once(config: &BenchConfig, budget: Duration) -> Result<Vec<ClassResult>, String> {
    Class::ALL
        .iter()
        .chain(&Class::RULE_SETS)
        .map(|&class| run_class(class, config, budget))
        .chain(
            Class::WAITS
                .iter()
                .map(|&class| run_waits_class(class, config, budget)),
        )
        .chain(std::iter::once_with(|| {
            let class = Class::Decompositions;
            let hands = samples(class, config.hands, config.seed);
            decompositions::run_class(class, &config.checker, &hands, budget)
        }))
        .chain(Class::SHANTEN.iter().map(|&class| {
            let hands = samples(class, config.hands.min(shanten::MAX_HANDS), config.seed);
            shanten::run_class(class, &config.checker, &hands, budget)
        }))
        .chain(Class::EFFICIENCY.iter().map(|&class| {
            let hands = samples(class, config.hands.min(shanten::MAX_HANDS), config.seed);
            let checker = class.rules().map(Checker::new);
            let checker = checker.as_ref().unwrap_or(&config.checker);
            shanten::run_efficiency_class(class, checker, &hands, budget)
        }))
        .chain(Class::PAOHUZI.iter().map(|&class| {
            let most = if class.jokers() > 0 {
                paohuzi::MAX_WANG_HANDS
            } else {
                paohuzi::MAX_HANDS
            };
            let hands = paohuzi_samples(class, config.hands.min(most), config.seed);
            paohuzi::run_class(class, &config.paohuzi_checker, &hands, budget)
        }))
        .chain(std::iter::once_with(|| {
            let class = Class::PaohuziWaits;
            let hands = paohuzi_samples(class, config.hands.min(paohuzi::MAX_HANDS), config.seed);
            paohuzi::run_waits_class(class, &config.paohuzi_checker, &hands, budget)
        }))
        .collect()
}

/// The expected answer (the first method.s) on every hand of a class; `Err` naming the first hand it
/// refuses.
fn per_hand<T, E: Display>(
    class: Class,
    samples: &[Sample],
    answer: impl Fn(&Hand) -> Result<T, E>,
) -> Result<Vec<T>, String> {
    samples
        .iter()
        .enumerate()
        .map(|(i, s)| {
            answer(&s.hand)
                .map_err(|e| format!("class {}, hand {i} ({}): {e}", class.name(), s.hand))
        })
        .collect()
}

/// One class's hands and the expected answers on them (the first method.s): every other method is
/// compared with those answers, then timed.
struct Checks<'a> {
    class: Class,
    samples: &'a [Sample],
    expected: Answers,
    budget: Duration,
}

impl Checks<'_> {
    /// `check`'s answers compared with the expected ones on every hand, then `check` timed.
    fn agree_and_time<I>(
        &self,
        method: &'static str,
        inputs: &[I],
        check: impl Fn(&I) -> bool,
    ) -> Result<MethodResult, String> {
        let other = answers(method, inputs, &check);
        agreement(self.class, self.samples, &self.expected, &other)?;
        Ok(time(method, inputs, self.budget, check))
    }
}

/// Times the completeness methods on one class of 14-tile hands (17 in `tiles16`), under the
/// checker's rules or the class's own.
fn run_class(class: Class, config: &BenchConfig, budget: Duration) -> Result<ClassResult, String> {
    let samples = samples(class, config.hands, config.seed);
    let dense = class.rules().map_or(config.checker, Checker::new);
    let rules = *dense.rules();
    let checks = Checks {
        class,
        samples: &samples,
        expected: Answers {
            method: "dense_incremental",
            answers: per_hand(class, &samples, |h| dense.is_complete(h))?,
        },
        budget,
    };
    let mut methods = Vec::new();
    // Each method reads its input the way a caller would store it: hands in a vector of hands,
    // count arrays in a vector of count arrays.
    let hands: Vec<Hand> = samples.iter().map(|s| s.hand.clone()).collect();
    let arrays: Vec<([u8; KINDS], u8)> = samples.iter().map(|s| (s.counts, s.jokers)).collect();

    methods.push(time("dense_incremental", &hands, budget, |h: &Hand| {
        matches!(dense.is_complete(h), Ok(true))
    }));

    let check_counts =
        |(c, j): &([u8; KINDS], u8)| matches!(dense.is_complete_counts(c, *j), Ok(true));
    methods.push(checks.agree_and_time("dense_counts", &arrays, check_counts)?);

    // The same tables under other rules that read them: the special forms off, or the knitted
    // forms on.
    let beside = |method: &str, rules: Rules| {
        Checker::with_tables(rules, *dense.tables()).map_err(|e| format!("{method}: {e}"))
    };
    let standard = beside(
        STANDARD_ONLY,
        Rules {
            seven_pairs: false,
            thirteen_orphans: false,
            knitted: false,
            seven_pairs_and_triplet: false,
            ..rules
        },
    )?;
    methods.push(time(STANDARD_ONLY, &hands, budget, |h: &Hand| {
        matches!(standard.is_complete(h), Ok(true))
    }));
    let own_rules = class.rules().is_none();
    if own_rules {
        let knitted = beside(
            KNITTED_ON,
            Rules {
                knitted: true,
                ..rules
            },
        )?;
        methods.push(time(KNITTED_ON, &hands, budget, |h: &Hand| {
            matches!(knitted.is_complete(h), Ok(true))
        }));
    }

    #[cfg(feature = "compact")]
    if own_rules {
        methods.push(compact(&checks, &hands)?);
    }

    if class.jokers() == 0 && own_rules {
        methods.push(backtrack_list(&checks)?);
    }

    let check = |(c, j): &([u8; KINDS], u8)| backtrack_complete(&rules, c, *j);
    methods.push(checks.agree_and_time("backtrack_counts", &arrays, check)?);

    Ok(ClassResult {
        class,
        hands: samples.len(),
        methods,
    })
}

/// Whether the backtrack searches find a concealed hand complete in some form the rules
/// enable (a checker's rules, whose forms of the other hand size are off).
fn backtrack_complete(rules: &Rules, counts: &[u8; KINDS], jokers: u8) -> bool {
    let quad = rules.seven_pairs_quad;
    counts::is_standard(counts, jokers, &NO_LIMIT)
        || (rules.seven_pairs && counts::is_seven_pairs(counts, jokers, quad))
        || (rules.thirteen_orphans && counts::is_thirteen_orphans(counts, jokers))
        || (rules.seven_pairs_and_triplet
            && counts::is_seven_pairs_and_triplet(counts, jokers, quad))
        || (rules.knitted
            && (knitted::is_knitted_straight(counts, jokers, &NO_LIMIT)
                || knitted::is_honors_and_knitted(counts, jokers, &NO_LIMIT)))
}

/// The `compact` method: the phf-backed checker on the hands.
#[cfg(feature = "compact")]
fn compact(checks: &Checks, hands: &[Hand]) -> Result<MethodResult, String> {
    let compact = Checker::with_tables(Rules::default(), hupai::table::Compact)
        .map_err(|e| format!("compact tables: {e}"))?;
    let check = |h: &Hand| matches!(compact.is_complete(h), Ok(true));
    checks.agree_and_time("compact", hands, check)
}

/// The `backtrack_list` method: the pair-first search over sorted tile lists (hands without
/// jokers only).
fn backtrack_list(checks: &Checks) -> Result<MethodResult, String> {
    let lists = checks
        .samples
        .iter()
        .map(|s| TileList::from_counts(&s.counts).ok_or("more than 14 tiles"))
        .collect::<Result<Vec<_>, _>>()?;
    let rules = Rules::default();
    let check = |l: &TileList| {
        list::is_complete(
            l,
            rules.seven_pairs,
            rules.seven_pairs_quad,
            rules.thirteen_orphans,
        )
    };
    checks.agree_and_time("backtrack_list", &lists, check)
}

/// Times the waits methods on one class of 13-tile hands.
fn run_waits_class(
    class: Class,
    config: &BenchConfig,
    budget: Duration,
) -> Result<ClassResult, String> {
    let samples = samples(class, config.hands, config.seed);
    let dense = config.checker;
    let expected = WaitAnswers {
        method: "waits",
        masks: per_hand(class, &samples, |h| dense.waits(h).map(|w| live_waits(&w)))?,
    };
    let mut hands: Vec<Hand> = samples.iter().map(|s| s.hand.clone()).collect();
    let mut arrays: Vec<([u8; KINDS], u8)> = samples.iter().map(|s| (s.counts, s.jokers)).collect();
    let try_dense = |h: &mut Hand| waits_34_dense(&dense, h);
    let try_backtrack = |(own, jokers): &mut ([u8; KINDS], u8)| waits_34_backtrack(own, *jokers);
    for other in [
        WaitAnswers {
            method: "waits_34_dense",
            masks: hands.iter_mut().map(try_dense).collect(),
        },
        WaitAnswers {
            method: "waits_34_backtrack",
            masks: arrays.iter_mut().map(try_backtrack).collect(),
        },
    ] {
        waits_agreement(class, &samples, &expected, &other)?;
    }
    let waiting = expected.masks.iter().filter(|&&m| m != 0).count();

    let methods = vec![
        time_waits("waits", &mut hands, waiting, budget, |h: &mut Hand| {
            dense.waits(h)
        }),
        time_waits("waits_34_dense", &mut hands, waiting, budget, try_dense),
        time_waits(
            "waits_34_backtrack",
            &mut arrays,
            waiting,
            budget,
            try_backtrack,
        ),
    ];
    Ok(ClassResult {
        class,
        hands: samples.len(),
        methods,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_hands_is_an_error() {
        let none = BenchConfig {
            hands: 0,
            ..BenchConfig::default()
        };
        assert!(run(&none).is_err());
    }

    fn class(ns: [f64; 2]) -> ClassResult {
        let method = |method, ns_per_hand| MethodResult {
            method,
            ns_per_hand,
            complete: 3,
        };
        ClassResult {
            class: Class::Random,
            hands: 10,
            methods: vec![method("dense_incremental", ns[0]), method("compact", ns[1])],
        }
    }

    /// Each method keeps its fastest pass over the runs, whichever run timed it.
    #[test]
    fn runs_keep_each_methods_fastest_pass() {
        let mut kept = vec![class([5.0, 40.0])];
        keep_fastest(&mut kept, vec![class([9.0, 30.0])]);
        let ns: Vec<f64> = kept[0].methods.iter().map(|m| m.ns_per_hand).collect();
        assert_eq!(ns, [5.0, 30.0]);
        assert_eq!(kept[0].methods[1].complete, 3);
    }

    #[test]
    fn no_sweep_is_an_error() {
        let config = BenchConfig {
            hands: 10,
            sweeps: 0,
            ..BenchConfig::default()
        };
        let error = run_with_budget(&config, Duration::ZERO).unwrap_err();
        assert!(error.contains("sweep"), "{error}");
    }
}
