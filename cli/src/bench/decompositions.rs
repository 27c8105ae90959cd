//! The decompositions class: every decomposition of complete 14-tile hands, from the decomposition tables
//! against the backtracking enumeration, on the same seeded hands.
//!
//! Every method produces every distinct decomposition and reads the same facts out of each (the pair's
//! kind, and each group's first kind and whether it is a sequence), so that none is timed doing
//! less than a scoring engine would: `decompositions` is [`Checker::for_each_decomposition`]
//! reading each decomposition it is called with, `decompositions_iter` is [`Checker::decompositions`]
//! walked through its concealed groups, `decompositions_backtrack` is [`decompositions::decompositions`] walked through
//! its list.

use super::class::Class;
use super::deal::Sample;
use super::timing::{ClassResult, MethodResult, fastest_pass};
use hupai::mahjong::Hand;
use hupai::mahjong::KINDS;
use hupai::mahjong::backtrack::decompositions;
use hupai::mahjong::{Checker, ConcealedGroups, Group, GroupKind};
use std::hint::black_box;
use std::time::Duration;

/// The method names, in the order reports list them.
pub const METHODS: [&str; 3] = [
    "decompositions",
    "decompositions_iter",
    "decompositions_backtrack",
];

/// What is read out of one decomposition from the tables: its pair's kind, and each group's first kind
/// and whether it is a sequence, summed (so that the reading cannot be optimised away).
#[inline(always)]
fn read(decomposition: &ConcealedGroups) -> usize {
    let first = |g: &Group| g.tiles().next().map_or(0, |t| t.index());
    let groups = decomposition.groups().iter();
    first(&decomposition.pair())
        + groups
            .map(|g| first(g) + usize::from(g.kind() == GroupKind::Sequence))
            .sum::<usize>()
}

/// Every decomposition of a hand from the tables, each read where the visitor is called: the number
/// of decompositions and the sum of what was read.
pub fn from_tables(checker: &Checker, hand: &Hand) -> (usize, usize) {
    let mut touched = 0;
    let decompositions =
        checker.for_each_decomposition(hand, |decomposition| touched += read(decomposition));
    (decompositions.unwrap_or(0), touched)
}

/// Every decomposition of a hand from the tables as a [`Decompositions`](hupai::Decompositions) value,
/// walked through its concealed groups and read likewise.
pub fn from_iterator(checker: &Checker, hand: &Hand) -> (usize, usize) {
    let Ok(all) = checker.decompositions(hand) else {
        return (0, 0);
    };
    (
        all.len(),
        all.concealed_groups()
            .map(|decomposition| read(&decomposition))
            .sum(),
    )
}

/// Every decomposition of a hand by the backtracking enumeration, read out likewise.
pub fn by_search(counts: &[u8; KINDS]) -> (usize, usize) {
    let all = decompositions::decompositions(counts);
    let mut touched = 0;
    for decomposition in &all {
        touched += usize::from(decomposition.pair);
        for g in decomposition.groups() {
            touched += usize::from(g.kind) + usize::from(g.sequence);
        }
    }
    (all.len(), touched)
}

/// Times every method; `Err` if they count a different number of decompositions for some hand, or
/// read different decompositions out of the tables.
pub(super) fn run_class(
    class: Class,
    checker: &Checker,
    samples: &[Sample],
    budget: Duration,
) -> Result<ClassResult, String> {
    let mut total = 0;
    for (i, s) in samples.iter().enumerate() {
        let (table, iter, search) = (
            from_tables(checker, &s.hand),
            from_iterator(checker, &s.hand),
            by_search(&s.counts).0,
        );
        if table.0 != search || iter.0 != search || table != iter || search == 0 {
            return Err(format!(
                "class {}, hand {i} ({}): decompositions finds {} splits, decompositions_iter \
                 {}, decompositions_backtrack {search}",
                class.name(),
                s.hand,
                table.0,
                iter.0
            ));
        }
        total += search;
    }
    // Each method reads its input the way a caller would store it, as the main classes do:
    // hands in a vector of hands, count arrays in a vector of count arrays.
    let hands: Vec<Hand> = samples.iter().map(|s| s.hand.clone()).collect();
    let arrays: Vec<[u8; KINDS]> = samples.iter().map(|s| s.counts).collect();
    Ok(ClassResult {
        class,
        hands: samples.len(),
        methods: vec![
            time("decompositions", &hands, total, budget, |h| {
                from_tables(checker, h)
            }),
            time("decompositions_iter", &hands, total, budget, |h| {
                from_iterator(checker, h)
            }),
            time(
                "decompositions_backtrack",
                &arrays,
                total,
                budget,
                by_search,
            ),
        ],
    })
}

/// Times one method over every input. As the main timing loop does, the inputs are opaque to
/// the optimiser and every result is folded into a sum that is used, so every hand is decomposition and
/// read; a barrier around each hand would cost more than the fastest decompositions themselves.
fn time<I>(
    method: &'static str,
    inputs: &[I],
    total: usize,
    budget: Duration,
    decomposition: impl Fn(&I) -> (usize, usize),
) -> MethodResult {
    MethodResult {
        method,
        ns_per_hand: fastest_pass(inputs.len(), budget, || {
            let mut sum = (0usize, 0usize);
            for input in black_box(inputs) {
                let (decompositions, touched) = decomposition(input);
                sum = (sum.0 + decompositions, sum.1.wrapping_add(touched));
            }
            black_box(sum);
        }),
        complete: total,
    }
}
