//! Whole hands with melds, jokers, a designated joker kind and every rule option wait exactly on
//! the kinds that complete them: hands from the wall, complete hands less one tile, seven pairs
//! and thirteen orphans less one tile; a hand of other than 3n + 1 tiles has no waits.

use super::hands::{Parts, SuitShape, case_of, rule_draw, shape};
use super::{Tally, check_waits};
use crate::support::prop::{Special, check, special};
use crate::support::{get, rounds, tile};
use hupai::mahjong::KINDS;
use hupai::{CheckError, Checker, Forms};
use proptest::collection::vec;
use proptest::prelude::*;
use std::sync::atomic::{AtomicUsize, Ordering};

// ----------------------------------------------------------------------------------------------
// (i) Hands from the wall: 13 tiles, or 10, 7, 4, 1 beside melds.

#[derive(Clone, Debug)]
struct Drawn {
    melds: Vec<(usize, SuitShape)>,
    jokers: u8,
    /// Kinds to draw from: every kind, one suit and two honors, or the honors and one suit.
    pool: (u8, usize, usize, usize),
    draws: Vec<usize>,
}

impl Drawn {
    fn parts(&self) -> Parts {
        let mut parts = Parts::default();
        for &(seed, shape) in &self.melds {
            parts.add_group(seed, shape, true);
        }
        let size = 13 - 3 * parts.melds.len() as u8;
        parts.jokers = self.jokers.min(size);
        let (kind, suit, h1, h2) = self.pool;
        let pool: Vec<usize> = match kind {
            0 => (0..KINDS).collect(),
            1 => (suit * 9..suit * 9 + 9).chain([27 + h1, 27 + h2]).collect(),
            _ => (27..KINDS).chain(suit * 9..suit * 9 + 9).collect(),
        };
        for &d in self.draws.iter().take(usize::from(size - parts.jokers)) {
            let wall: Vec<usize> = pool
                .iter()
                .flat_map(|&k| std::iter::repeat_n(k, usize::from(4 - parts.used(k))))
                .collect();
            parts.own[wall[d % wall.len()]] += 1;
        }
        parts
    }
}

fn drawn() -> impl Strategy<Value = Drawn> {
    (
        prop_oneof![
            3 => vec((0..KINDS, shape()), 0..=1),
            1 => vec((0..KINDS, shape()), 2..=4),
        ],
        prop_oneof![2 => Just(0u8), 3 => 1..=4u8],
        (0..3u8, 0..3usize, 0..7usize, 0..7usize),
        vec(any::<usize>(), 13),
    )
        .prop_map(|(melds, jokers, pool, draws)| Drawn {
            melds,
            jokers,
            pool,
            draws,
        })
}

#[test]
fn waits_of_random_hands_are_the_completing_kinds() {
    let tally = Tally::default();
    check("random hands", 20_000, (drawn(), rule_draw()), |(d, r)| {
        check_waits(&case_of(&d.parts(), r), &tally).map(|_| ())
    });
    eprintln!("random hands: {tally}");
    let n = get(&tally.cases);
    assert!(get(&tally.waiting) * 5 > n, "{tally}");
    assert!(get(&tally.with_jokers) * 3 > n, "{tally}");
    assert!(get(&tally.with_melds) * 4 > n, "{tally}");
    assert!(get(&tally.several) * 10 > n, "{tally}");
}

// ----------------------------------------------------------------------------------------------
// (ii) Waiting hands: a complete hand (groups and a pair, some melded) less one tile, with
// jokers.

#[derive(Clone, Debug)]
struct Built {
    groups: Vec<(usize, SuitShape)>,
    melds: usize,
    pair: usize,
    eyes: bool,
    remove: usize,
    jokers: u8,
    picks: Vec<usize>,
}

/// A built hand and what it was built from.
struct Waiting {
    parts: Parts,
    /// The kind of the tile taken out (`None` for a joker).
    removed: Option<usize>,
    /// Whether a concealed group is an honor sequence.
    honor_sequence: bool,
    /// Whether the pair is a 2, 5 or 8.
    eyes: bool,
}

impl Built {
    fn waiting(&self) -> Waiting {
        let mut parts = Parts::default();
        let mut honor_sequence = false;
        for (i, &(seed, shape)) in self.groups.iter().enumerate() {
            honor_sequence |= parts.add_group(seed, shape, i < self.melds);
        }
        let before = parts.own;
        parts.add_pair(self.pair, self.eyes);
        let pair = (0..KINDS)
            .find(|&k| parts.own[k] != before[k])
            .expect("a pair");
        let removed = parts.remove_one(self.remove);
        parts.jokerize(self.jokers, &self.picks);
        Waiting {
            parts,
            removed,
            honor_sequence,
            eyes: pair < 27 && pair % 9 % 3 == 1,
        }
    }
}

fn built() -> impl Strategy<Value = Built> {
    (
        prop_oneof![1 => vec((0..KINDS, shape()), 0..=3), 3 => vec((0..KINDS, shape()), 4)],
        prop_oneof![2 => Just(0usize), 1 => 1..=4usize],
        0..KINDS,
        prop::bool::weighted(0.4),
        any::<usize>(),
        prop_oneof![2 => Just(0u8), 3 => 1..=4u8],
        vec(any::<usize>(), 4),
    )
        .prop_map(|(groups, melds, pair, eyes, remove, jokers, picks)| Built {
            melds: melds.min(groups.len()),
            groups,
            pair,
            eyes,
            remove,
            jokers,
            picks,
        })
}

#[test]
fn waits_of_complete_hands_less_one_tile_are_the_completing_kinds() {
    let tally = Tally::default();
    let must_wait = AtomicUsize::new(0);
    check("waiting hands", 20_000, (built(), rule_draw()), |(b, r)| {
        let w = b.waiting();
        let case = case_of(&w.parts, r);
        let waits = check_waits(&case, &tally)?;
        // Drawing back the tile taken out completes the hand, under rules that allow how it
        // was built.
        let rules = &case.rules;
        let allowed = (w.eyes || !rules.eyes_258) && (!w.honor_sequence || rules.honor_sequences);
        let removed = w.removed.filter(|&k| !(rules.suits_only && k >= 27));
        if let (Some(kind), true) = (removed, allowed) {
            let drawn = if rules.joker.is_some_and(|j| j.index() == kind) {
                rules.joker.expect("the joker kind")
            } else {
                tile(kind)
            };
            prop_assert!(
                waits.forms(drawn).contains(Forms::STANDARD),
                "{:?} does not wait on {} from {:?}",
                case,
                drawn,
                b
            );
            must_wait.fetch_add(1, Ordering::Relaxed);
        }
        Ok(())
    });
    let must_wait = must_wait.into_inner();
    eprintln!("waiting hands: {tally}; {must_wait} with a known wait");
    let n = get(&tally.cases);
    assert!(must_wait * 2 > n, "{must_wait} of {n}");
    assert!(get(&tally.waiting) * 4 > n * 3, "{tally}");
    assert!(get(&tally.several) * 4 > n, "{tally}");
    assert!(get(&tally.with_jokers) * 2 > n, "{tally}");
    assert!(get(&tally.with_melds) * 4 > n, "{tally}");
    assert!(get(&tally.dead_wait) > 0, "{tally}");
    assert!(get(&tally.joker_kind_wait) * 20 > n, "{tally}");
    assert!(get(&tally.eyes_waiting) * 10 > n, "{tally}");
    assert!(get(&tally.honor_sequence_wait) * 50 > n, "{tally}");
    assert!(get(&tally.strict_jokers_waiting) * 10 > n, "{tally}");
}

// ----------------------------------------------------------------------------------------------
// (iii) Seven pairs and thirteen orphans less one tile, with jokers.

fn special_parts(shape: &Special) -> Parts {
    Parts {
        own: shape.counts(),
        ..Parts::default()
    }
}

#[test]
fn seven_pairs_and_thirteen_orphans_waits_are_the_completing_kinds() {
    let tally = Tally::default();
    check(
        "special shapes",
        10_000,
        (
            special(),
            any::<usize>(),
            prop_oneof![2 => Just(0u8), 3 => 1..=4u8],
            vec(any::<usize>(), 4),
            rule_draw(),
        ),
        |(shape, remove, jokers, picks, r)| {
            let mut parts = special_parts(&shape);
            parts.remove_one(remove);
            parts.jokerize(jokers, &picks);
            check_waits(&case_of(&parts, r), &tally).map(|_| ())
        },
    );
    eprintln!("special shapes: {tally}");
    let n = get(&tally.cases);
    assert!(get(&tally.special_wait) * 2 > n, "{tally}");
    assert!(get(&tally.several) * 3 > n, "{tally}");
}

// ----------------------------------------------------------------------------------------------
// (iv) Sizes that cannot wait.

#[test]
fn hands_that_are_not_three_n_plus_one_have_no_waits() {
    let checked = AtomicUsize::new(0);
    check(
        "wrong sizes",
        2_000,
        (
            vec((0..KINDS, shape()), 0..=4),
            0..=14u8,
            0..=4u8,
            vec(any::<usize>(), 14),
            rule_draw(),
        ),
        |(melds, size, jokers, draws, r)| {
            let mut parts = Parts::default();
            for (seed, shape) in melds {
                parts.add_group(seed, shape, true);
            }
            parts.jokers = jokers.min(size);
            for &d in draws.iter().take(usize::from(size - parts.jokers)) {
                let wall: Vec<usize> = (0..KINDS)
                    .flat_map(|k| std::iter::repeat_n(k, usize::from(4 - parts.used(k))))
                    .collect();
                parts.own[wall[d % wall.len()]] += 1;
            }
            let melds = parts.melds.len() as u8;
            let concealed = parts.tiles() + parts.jokers;
            if concealed % 3 == 1 && concealed + 1 + 3 * melds <= 14 {
                return Ok(());
            }
            let case = case_of(&parts, r);
            let checker = Checker::new(case.rules);
            let expected = CheckError::WrongWaitSize { concealed, melds };
            prop_assert_eq!(checker.waits(&case.hand), Err(expected), "{:?}", case);
            prop_assert_eq!(checker.is_waiting(&case.hand), Err(expected), "{:?}", case);
            checked.fetch_add(1, Ordering::Relaxed);
            Ok(())
        },
    );
    let checked = checked.into_inner();
    assert!(checked * 2 > rounds(2_000, 10), "{checked}");
}
