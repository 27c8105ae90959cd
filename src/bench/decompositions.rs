//! The decompositions class: every split of complete 14-tile hands, from the split tables
//! against the backtracking enumeration, on the same seeded hands.
//!
//! Both methods produce every distinct split and read the same facts out of each (the pair's
//! kind, and each group's first kind and whether it is a sequence), so that neither is timed
//! doing less than a scoring engine would: `decompositions` is [`Checker::decompositions`] walked through its
//! groupings, `decompositions_backtrack` is [`splits::splits`] walked through its list.

use super::{Class, ClassResult, MethodResult, Sample, fastest_pass};
use crate::backtrack::splits;
use crate::checker::{Checker, Group, GroupKind};
use std::hint::black_box;
use std::time::Duration;

/// The method names, in the order reports list them.
pub const METHODS: [&str; 2] = ["decompositions", "decompositions_backtrack"];

/// Every split of a hand from the tables, read out: the number of splits and a sum over
/// their tiles (kept so the reading cannot be optimised away).
fn from_tables(checker: &Checker, sample: &Sample) -> (usize, usize) {
    let Ok(all) = checker.decompositions(&sample.hand) else {
        return (0, 0);
    };
    let mut touched = 0;
    let first = |g: &Group| g.tiles().next().map_or(0, |t| t.index());
    for split in all.groupings() {
        touched += first(&split.pair());
        for g in split.groups() {
            touched += first(g) + usize::from(g.kind() == GroupKind::Sequence);
        }
    }
    (all.len(), touched)
}

/// Every split of a hand by the backtracking enumeration, read out likewise.
fn by_search(sample: &Sample) -> (usize, usize) {
    let all = splits::splits(&sample.counts);
    let mut touched = 0;
    for split in &all {
        touched += usize::from(split.pair);
        for g in split.groups() {
            touched += usize::from(g.kind) + usize::from(g.sequence);
        }
    }
    (all.len(), touched)
}

/// Times both methods; `Err` if they count a different number of splits for some hand.
pub(super) fn run_class(
    class: Class,
    checker: &Checker,
    samples: &[Sample],
    budget: Duration,
) -> Result<ClassResult, String> {
    let mut total = 0;
    for (i, s) in samples.iter().enumerate() {
        let (table, search) = (from_tables(checker, s).0, by_search(s).0);
        if table != search || table == 0 {
            return Err(format!(
                "class {}, hand {i} ({}): decompositions finds {table} splits, \
                 decompositions_backtrack {search}",
                class.name(),
                s.hand
            ));
        }
        total += table;
    }
    Ok(ClassResult {
        class,
        hands: samples.len(),
        methods: vec![
            time("decompositions", samples, total, budget, |s| {
                from_tables(checker, s)
            }),
            time(
                "decompositions_backtrack",
                samples,
                total,
                budget,
                by_search,
            ),
        ],
    })
}

/// Times one method over every sample. As the main timing loop does, the samples are opaque to
/// the optimiser and every result is folded into a sum that is used, so every hand is split and
/// read; a barrier around each hand would cost more than the fastest splits themselves.
fn time(
    method: &'static str,
    samples: &[Sample],
    total: usize,
    budget: Duration,
    split: impl Fn(&Sample) -> (usize, usize),
) -> MethodResult {
    MethodResult {
        method,
        ns_per_hand: fastest_pass(samples.len(), budget, || {
            let mut sum = (0usize, 0usize);
            for s in black_box(samples) {
                let (splits, touched) = split(s);
                sum = (sum.0 + splits, sum.1.wrapping_add(touched));
            }
            black_box(sum);
        }),
        complete: total,
    }
}
