//! Paohuzi: whole hands against the
//! backtracking baseline under every rule option, the named cases of the rules, and notation.

mod baseline;
mod named;
mod notation;

use crate::support::deal::take;
use crate::support::paohuzi_play::exposed_group;
use crate::support::prop::fixed_runner;
use crate::support::rounds;
use hupai::paohuzi;
use hupai::paohuzi::{Card, Case, Group, GroupKind, ScoredGroup};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

fn card(case: Case, rank: u8) -> Card {
    Card::new(case, rank).expect("rank 1..=10")
}

// ---------------------------------------------------------------------------------------------
// Whole hands against the baseline: the hands and the runner, the 王 tests' too.

/// A hand from random choices: some exposed groups, then concealed groups (runs, 二七十,
/// 一五十, 绞, mixed 二七十, 坎, at most one pair), then perhaps a near miss (a card removed
/// or added).
pub(crate) fn build_hand(seeds: &[u32]) -> paohuzi::Hand {
    let mut used = [0u8; 20];
    let mut held: Vec<Card> = Vec::new();
    let mut exposed: Vec<Group> = Vec::new();
    let mut it = seeds.iter().copied();
    let n_exposed = it.next().unwrap_or(0) % 4;
    for _ in 0..n_exposed {
        let s = it.next().unwrap_or(0);
        let c = Card::from_index((s % 20) as usize).expect("index");
        // Groups only some rule sets know (kinds 7 and 8): the others must reject the hand.
        let (kind, cards) = exposed_group(c, (s / 20) as usize % 9);
        if take(&mut used, &cards) {
            exposed.push(Group::new(kind, &cards).expect("well-formed"));
        }
    }
    let n_groups = 2 + it.next().unwrap_or(0) % 6;
    let mut pair = false;
    for _ in 0..n_groups {
        let s = it.next().unwrap_or(0);
        let c = Card::from_index((s % 20) as usize).expect("index");
        let case = c.case();
        let r = c.rank().min(8);
        let cards = match (s / 20) % 10 {
            0..=3 => vec![card(case, r), card(case, r + 1), card(case, r + 2)],
            4 => vec![card(case, 2), card(case, 7), card(case, 10)],
            5 => vec![card(case, 1), card(case, 5), card(case, 10)],
            6 => vec![c, c, c.flipped()],
            7 => vec![
                card(case, 2),
                card(case.other(), 7),
                card(if s % 3 == 0 { case } else { case.other() }, 10),
            ],
            8 => vec![c; 3],
            // A pair comes with a 跑 or 提: a held four of the other case where none is out.
            _ if !pair => {
                pair = true;
                let mut cards = vec![c; 2];
                if !exposed.iter().any(|g| g.kind().is_four()) {
                    cards.extend([c.flipped(); 4]);
                }
                cards
            }
            _ => vec![],
        };
        if take(&mut used, &cards) {
            held.extend(cards);
        }
    }
    match it.next().unwrap_or(0) % 6 {
        0 if !held.is_empty() => {
            let i = (it.next().unwrap_or(0) as usize) % held.len();
            held.remove(i);
        }
        1 => {
            let c = Card::from_index((it.next().unwrap_or(0) % 20) as usize).expect("index");
            if take(&mut used, &[c]) {
                held.push(c);
            }
        }
        _ => {}
    }
    paohuzi::Hand::new(&held, exposed).expect("copies were counted")
}

/// A decomposition holds at most one pair.
pub(crate) fn one_pair_at_most(groups: &[ScoredGroup]) -> Result<(), TestCaseError> {
    let pairs = groups
        .iter()
        .filter(|g| g.group.kind() == GroupKind::Pair)
        .count();
    prop_assert!(pairs <= 1, "{:?}", groups);
    Ok(())
}

/// Property-tests `agree` on hands from `make` under each of `rules`, the win line moved with
/// the seeds, requiring at least `min_complete` complete hands per rule set (a quarter of each
/// in a debug build; each rule set's hands on a fixed seed of its own).
pub(crate) fn run_under(
    name: &str,
    full: u32,
    make: fn(&[u32]) -> paohuzi::Hand,
    min_complete: u32,
    rules: impl Iterator<Item = paohuzi::Rules>,
    agree: fn(&paohuzi::Hand, &paohuzi::Rules) -> Result<bool, TestCaseError>,
) {
    for (stream, r) in (0..).zip(rules) {
        let mut runner = fixed_runner(rounds(full, 4), stream);
        let complete = std::cell::Cell::new(0u32);
        let result = runner.run(&vec(any::<u32>(), 0..90), |seeds| {
            let h = make(&seeds);
            // Move the win line too, so `win` is exercised on both sides of it.
            let r = paohuzi::Rules {
                min_huxi: (seeds.len() % 4) as u16 * 6,
                ..r
            };
            if agree(&h, &r)? {
                complete.set(complete.get() + 1);
            }
            Ok(())
        });
        if let Err(e) = result {
            panic!("{name} under {r:?}: {e}");
        }
        // The generator must produce the hands it is meant to (not only failures).
        assert!(
            complete.get() >= rounds(min_complete, 4),
            "{name} under {r:?}: only {} complete",
            complete.get()
        );
    }
}
