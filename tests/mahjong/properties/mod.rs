//! Whole hands against the backtracking reference (`hupai::mahjong::backtrack::counts`), under both joker
//! policies and every rule option: the forms found, the standard-form decomposition, and the suit keys a
//! hand keeps current through draws and discards.

mod hands;
mod keys;
mod whole_hands;

use crate::support::reference::{effective, expected_forms};
use crate::support::{bump, get, tile};
use hupai::mahjong::GroupKind;
use hupai::mahjong::KINDS;
use hupai::mahjong::backtrack::counts::{self, NO_LIMIT};
use hupai::{Checker, Forms, Hand, Meld, Rules, Suit, Tile};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use std::fmt;
use std::sync::atomic::AtomicUsize;

// ----------------------------------------------------------------------------------------------
// The expected answer.

/// A hand and the rules it is checked under.
#[derive(Clone)]
struct Case {
    hand: Hand,
    rules: Rules,
}

impl fmt::Debug for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let r = &self.rules;
        write!(
            f,
            "`{}` joker_fifth_copy={} seven_pairs={} seven_pairs_quad={} thirteen_orphans={} joker={}",
            self.hand,
            r.joker_fifth_copy,
            r.seven_pairs,
            r.seven_pairs_quad,
            r.thirteen_orphans,
            r.joker.map_or("none".to_string(), |t| t.to_string()),
        )
    }
}

fn names(forms: Forms) -> Vec<&'static str> {
    forms.names().collect()
}

/// What a property run saw, to show that both answers were well represented.
#[derive(Default)]
struct Tally {
    cases: AtomicUsize,
    standard: AtomicUsize,
    seven_pairs: AtomicUsize,
    orphans: AtomicUsize,
    incomplete: AtomicUsize,
    with_jokers: AtomicUsize,
    with_melds: AtomicUsize,
    joker_kind: AtomicUsize,
    /// Cases whose standard answer differs between the two joker policies.
    policy_matters: AtomicUsize,
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cases {} standard {} seven pairs {} thirteen orphans {} incomplete {} jokers {} melds {} joker kind {} policy matters {}",
            get(&self.cases),
            get(&self.standard),
            get(&self.seven_pairs),
            get(&self.orphans),
            get(&self.incomplete),
            get(&self.with_jokers),
            get(&self.with_melds),
            get(&self.joker_kind),
            get(&self.policy_matters),
        )
    }
}

/// The whole-hand property: forms, completeness and the decomposition all agree with the reference.
fn check_case(case: &Case, tally: &Tally) -> Result<(), TestCaseError> {
    let Case { hand, rules } = case;
    // Cheap to build: the tables of each joker policy are made once per process.
    let checker = Checker::new(*rules);
    let expected = expected_forms(hand, rules);
    let forms = checker
        .forms(hand)
        .map_err(|e| TestCaseError::fail(format!("{case:?}: forms failed: {e}")))?;
    prop_assert_eq!(names(forms), names(expected), "forms of {:?}", case);
    let complete = checker
        .is_complete(hand)
        .map_err(|e| TestCaseError::fail(format!("{case:?}: is_complete failed: {e}")))?;
    prop_assert_eq!(complete, !expected.is_empty(), "is_complete of {:?}", case);
    check_split(case, &checker, expected.contains(Forms::STANDARD))?;

    let (own, jokers) = effective(hand, rules);
    let strict = counts::is_standard(&own, jokers, &hand.melded().map(|m| 4 - m));
    let fifth = counts::is_standard(&own, jokers, &NO_LIMIT);
    bump(&tally.cases, true);
    bump(&tally.standard, expected.contains(Forms::STANDARD));
    bump(&tally.seven_pairs, expected.contains(Forms::SEVEN_PAIRS));
    bump(&tally.orphans, expected.contains(Forms::THIRTEEN_ORPHANS));
    bump(&tally.incomplete, expected.is_empty());
    bump(&tally.with_jokers, jokers > 0);
    bump(&tally.with_melds, hand.meld_count() > 0);
    bump(
        &tally.joker_kind,
        rules.joker.is_some_and(|j| hand.counts()[j.index()] > 0),
    );
    bump(&tally.policy_matters, strict != fifth);
    Ok(())
}

/// `decompose` is a valid decomposition exactly when the standard form holds.
fn check_split(case: &Case, checker: &Checker, standard: bool) -> Result<(), TestCaseError> {
    let Case { hand, rules } = case;
    let decomposition = checker
        .decompose(hand)
        .map_err(|e| TestCaseError::fail(format!("{case:?}: decompose failed: {e}")))?;
    let Some(d) = decomposition else {
        prop_assert!(!standard, "no decomposition of a standard hand {:?}", case);
        return Ok(());
    };
    prop_assert!(
        standard,
        "a decomposition `{}` of a hand not standard {:?}",
        d,
        case
    );
    let (own, jokers) = effective(hand, rules);
    prop_assert_eq!(d.pair.kind(), GroupKind::Pair, "`{}` of {:?}", d, case);
    let mut real = [0u8; KINDS];
    let mut stood_for = [0u8; KINDS];
    let mut joker_tiles = 0u32;
    for group in std::iter::once(&d.pair).chain(&d.groups) {
        let tiles: Vec<Tile> = group.tiles().collect();
        match group.kind() {
            GroupKind::Pair => {
                prop_assert!(
                    std::ptr::eq(group, &d.pair),
                    "a second pair in `{}` of {:?}",
                    d,
                    case
                );
                prop_assert!(
                    tiles.len() == 2 && tiles[0] == tiles[1],
                    "`{}` of {:?}",
                    d,
                    case
                );
            }
            GroupKind::Triplet => {
                prop_assert!(
                    tiles.len() == 3 && tiles.iter().all(|&t| t == tiles[0]),
                    "`{}` of {:?}",
                    d,
                    case
                );
            }
            GroupKind::Sequence => {
                let run = tiles.len() == 3
                    && tiles[0].suit() != Suit::Honor
                    && tiles.iter().all(|t| t.suit() == tiles[0].suit())
                    && tiles[1].rank() == tiles[0].rank() + 1
                    && tiles[2].rank() == tiles[0].rank() + 2;
                prop_assert!(run, "not a sequence in `{}` of {:?}", d, case);
            }
        }
        let mut marked: Vec<Tile> = group.joker_tiles().collect();
        for t in &tiles {
            if let Some(at) = marked.iter().position(|m| m == t) {
                marked.swap_remove(at);
                stood_for[t.index()] += 1;
                joker_tiles += 1;
            } else {
                real[t.index()] += 1;
            }
        }
        prop_assert!(marked.is_empty(), "`{}` of {:?}", d, case);
    }
    let concealed_groups = usize::from(hand.concealed_len() - 2) / 3;
    prop_assert_eq!(d.groups.len(), concealed_groups, "`{}` of {:?}", d, case);
    prop_assert_eq!(real, own, "real tiles of `{}` of {:?}", d, case);
    prop_assert_eq!(
        joker_tiles,
        u32::from(jokers),
        "jokers of `{}` of {:?}",
        d,
        case
    );
    let melds: Vec<Meld> = hand.melds().collect();
    prop_assert_eq!(&d.melds, &melds, "melds of `{}` of {:?}", d, case);
    if !rules.joker_fifth_copy {
        for kind in 0..KINDS {
            let total = own[kind] + hand.melded()[kind] + stood_for[kind];
            prop_assert!(
                total <= 4,
                "{} copies of {} in `{}` of {:?}",
                total,
                tile(kind),
                d,
                case
            );
        }
    }
    Ok(())
}
