//! Draws and discards (red fives and jokers among them) keep a hand's suit keys current: equal to
//! the keys of the counts built afresh, and the hand complete exactly when the reference says so.

use super::hands::{Parts, shape};
use crate::support::prop::check;
use crate::support::reference::expected_forms;
use crate::support::{nth_tile, rounds, tile};
use hupai::mahjong::HandError;
use hupai::mahjong::{KINDS, MAX_CONCEALED};
use hupai::{Checker, Hand, Rules, Suit};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use std::sync::atomic::{AtomicUsize, Ordering};

// ----------------------------------------------------------------------------------------------
// Incremental keys: draws and discards keep the hand's suit keys current.

#[derive(Clone, Copy, Debug)]
enum Op {
    Draw(usize),
    Discard(usize),
    DrawRed(usize),
    DrawJoker,
    DiscardJoker,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        6 => (0..KINDS).prop_map(Op::Draw),
        5 => any::<usize>().prop_map(Op::Discard),
        1 => (0..4usize).prop_map(Op::DrawRed),
        1 => Just(Op::DrawJoker),
        1 => Just(Op::DiscardJoker),
    ]
}

/// A plain model of the concealed part, to say what each draw and discard must answer.
#[derive(Clone)]
struct Model {
    own: [u8; KINDS],
    melded: [u8; KINDS],
    jokers: u8,
    red: [u8; 3],
}

impl Model {
    fn len(&self) -> u8 {
        self.own.iter().sum::<u8>() + self.jokers
    }

    fn add(&mut self, kind: usize) -> Result<(), HandError> {
        if self.own[kind] + self.melded[kind] >= 4 {
            return Err(HandError::FifthCopy(tile(kind)));
        }
        if self.len() >= MAX_CONCEALED {
            return Err(HandError::TooManyTiles);
        }
        self.own[kind] += 1;
        Ok(())
    }
}

fn checkers() -> Vec<Checker> {
    let mut rules = Vec::new();
    for fifth in [true, false] {
        for (seven_pairs, quad, orphans) in [(true, false, true), (true, true, false)] {
            rules.push(Rules {
                joker_fifth_copy: fifth,
                seven_pairs,
                seven_pairs_quad: quad,
                thirteen_orphans: orphans,
                ..Rules::default()
            });
        }
    }
    rules.into_iter().map(Checker::new).collect()
}

fn keys_of(own: &[u8; KINDS]) -> [u32; 4] {
    let mut keys = [0u32; 4];
    for (kind, &c) in own.iter().enumerate() {
        keys[kind / 9] += u32::from(c) * 5u32.pow((kind % 9) as u32);
    }
    keys
}

#[test]
fn draws_and_discards_keep_the_keys_current() {
    let checkers = checkers();
    let checked = AtomicUsize::new(0);
    let complete = AtomicUsize::new(0);
    check(
        "draws and discards",
        10_000,
        (vec((0..KINDS, shape()), 0..=2), vec(op(), 1..80)),
        |(melds, ops)| {
            let mut parts = Parts::default();
            for (seed, shape) in melds {
                parts.add_group((0, KINDS), seed, shape, true);
            }
            let mut hand = parts.hand();
            let mut model = Model {
                own: [0; KINDS],
                melded: parts.melded,
                jokers: 0,
                red: [0; 3],
            };
            for (step, op) in ops.into_iter().enumerate() {
                let at = format!("step {step} {op:?} on `{hand}`");
                match op {
                    Op::Draw(kind) => {
                        prop_assert_eq!(hand.add(tile(kind)), model.add(kind), "{}", at);
                    }
                    Op::Discard(pick) => {
                        let tiles: u8 = model.own.iter().sum();
                        // Mostly a held tile; sometimes one the hand lacks.
                        let kind = if tiles > 0 && pick % 8 != 0 {
                            nth_tile(&model.own, pick % usize::from(tiles))
                        } else {
                            pick % KINDS
                        };
                        let expected = if model.own[kind] == 0 {
                            Err(HandError::NotHeld(tile(kind)))
                        } else {
                            model.own[kind] -= 1;
                            if kind < 27 && kind % 9 == 4 {
                                let red = &mut model.red[kind / 9];
                                *red = (*red).min(model.own[kind]);
                            }
                            Ok(())
                        };
                        prop_assert_eq!(hand.remove(tile(kind)), expected, "{}", at);
                    }
                    Op::DrawRed(suit) => {
                        let expected = if suit == 3 {
                            Err(HandError::NoRedFive)
                        } else {
                            model.add(suit * 9 + 4).map(|()| model.red[suit] += 1)
                        };
                        prop_assert_eq!(hand.add_red_five(Suit::ALL[suit]), expected, "{}", at);
                    }
                    Op::DrawJoker => {
                        let expected = if model.jokers >= 8 {
                            Err(HandError::TooManyJokers)
                        } else if model.len() >= MAX_CONCEALED {
                            Err(HandError::TooManyTiles)
                        } else {
                            model.jokers += 1;
                            Ok(())
                        };
                        prop_assert_eq!(hand.add_joker(), expected, "{}", at);
                    }
                    Op::DiscardJoker => {
                        let expected = if model.jokers == 0 {
                            Err(HandError::NoJoker)
                        } else {
                            model.jokers -= 1;
                            Ok(())
                        };
                        prop_assert_eq!(hand.remove_joker(), expected, "{}", at);
                    }
                }
                prop_assert_eq!(hand.counts(), model.own, "{}", at);
                prop_assert_eq!(hand.jokers(), model.jokers, "{}", at);
                prop_assert_eq!(hand.concealed_len(), model.len(), "{}", at);
                for (i, suit) in Suit::ALL.into_iter().take(3).enumerate() {
                    prop_assert_eq!(hand.red_fives(suit), model.red[i], "{}", at);
                }
                let fresh = Hand::from_counts(&hand.counts(), hand.jokers())
                    .map_err(|e| TestCaseError::fail(format!("{at}: {e}")))?;
                prop_assert_eq!(hand.keys(), fresh.keys(), "{}", at);
                prop_assert_eq!(hand.keys(), &keys_of(&model.own), "{}", at);
                let mut reset = hand.clone();
                reset
                    .set_counts(&hand.counts(), hand.jokers())
                    .map_err(|e| TestCaseError::fail(format!("{at}: {e}")))?;
                prop_assert_eq!(reset.keys(), hand.keys(), "{}", at);

                let len = hand.concealed_len();
                if len % 3 != 2 || len + 3 * hand.meld_count() > 14 {
                    continue;
                }
                checked.fetch_add(1, Ordering::Relaxed);
                for checker in &checkers {
                    let rules = checker.rules();
                    let expected = !expected_forms(&hand, rules).is_empty();
                    let kept = checker
                        .is_complete(&hand)
                        .map_err(|e| TestCaseError::fail(format!("{at}: {e}")))?;
                    prop_assert_eq!(kept, expected, "{} under {:?}", at, rules);
                    let recomputed = checker
                        .is_complete(&reset)
                        .map_err(|e| TestCaseError::fail(format!("{at}: {e}")))?;
                    prop_assert_eq!(recomputed, kept, "{} under {:?}", at, rules);
                    if hand.meld_count() == 0 {
                        let from_counts = checker
                            .is_complete_counts(&hand.counts(), hand.jokers())
                            .map_err(|e| TestCaseError::fail(format!("{at}: {e}")))?;
                        prop_assert_eq!(from_counts, kept, "{} under {:?}", at, rules);
                    }
                    if kept {
                        complete.fetch_add(1, Ordering::Relaxed);
                    }
                }
            }
            Ok(())
        },
    );
    let (checked, complete) = (checked.into_inner(), complete.into_inner());
    eprintln!("draws and discards: {checked} checked, {complete} complete");
    assert!(checked > rounds(10_000, 10) * 5, "{checked}");
    assert!(complete * 50 > checked, "{complete} of {checked}");
}
