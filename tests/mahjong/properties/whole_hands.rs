//! Whole hands match the backtracking reference (forms, completeness, decomposition): hands from
//! the wall, built hands with melds and jokers, near misses, seven pairs and thirteen orphans
//! shapes, and melds sharing kinds with the concealed tiles, where the strict joker policy binds.

use super::hands::{
    Parts, SuitShape, built, case_of, report, rule_draw, shape, window_anywhere, window_narrow,
};
use super::{Tally, check_case};
use crate::support::prop::{Special, check, special};
use crate::support::reference::expected_forms;
use crate::support::{get, nth_tile};
use hupai::Forms;
use hupai::mahjong::KINDS;
use proptest::collection::vec;
use proptest::prelude::*;

// ----------------------------------------------------------------------------------------------
// (i) Random concealed hands drawn from a wall.

#[derive(Clone, Debug)]
struct Drawn {
    melds: Vec<(usize, SuitShape)>,
    groups: usize,
    jokers: u8,
    /// One suit (0..3) and two honors only, or every kind.
    narrow: Option<(usize, usize, usize)>,
    draws: Vec<usize>,
}

impl Drawn {
    fn parts(&self) -> Parts {
        let mut parts = Parts::default();
        for &(seed, shape) in &self.melds {
            parts.add_group((0, KINDS), seed, shape, true);
        }
        let groups = self.groups.min(4 - parts.melds.len());
        let size = 3 * groups as u8 + 2;
        parts.jokers = self.jokers.min(size);
        let pool: Vec<usize> = match self.narrow {
            Some((suit, h1, h2)) => (suit * 9..suit * 9 + 9).chain([27 + h1, 27 + h2]).collect(),
            None => (0..KINDS).collect(),
        };
        for &d in self.draws.iter().take(usize::from(size - parts.jokers)) {
            let wall: Vec<usize> = pool
                .iter()
                .flat_map(|&k| std::iter::repeat_n(k, usize::from(4 - parts.used(k))))
                .collect();
            if wall.is_empty() {
                // The pool ran dry: the rest of the hand is jokers.
                parts.jokers = (parts.jokers + 1).min(8);
                continue;
            }
            parts.own[wall[d % wall.len()]] += 1;
        }
        // Keep the size 3n + 2 if the pool ran dry beyond the jokers' limit.
        while (parts.tiles() + parts.jokers) % 3 != 2 {
            if parts.tiles() == 0 {
                parts.jokers -= 1;
            } else {
                let kind = nth_tile(&parts.own, 0);
                parts.own[kind] -= 1;
            }
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
        prop_oneof![1 => 0..=3usize, 3 => Just(4usize)],
        prop_oneof![2 => Just(0u8), 3 => 1..=4u8, 1 => 5..=8u8],
        prop::option::weighted(0.6, (0..3usize, 0..7usize, 0..7usize)),
        vec(any::<usize>(), 14),
    )
        .prop_map(|(melds, groups, jokers, narrow, draws)| Drawn {
            melds,
            groups,
            jokers,
            narrow,
            draws,
        })
}

#[test]
fn random_hands_from_the_wall_match_the_reference() {
    let tally = Tally::default();
    check("random hands", 20_000, (drawn(), rule_draw()), |(d, r)| {
        check_case(&case_of(&d.parts(), r), &tally)
    });
    report("random hands", &tally);
    let n = get(&tally.cases);
    assert!(get(&tally.standard) * 5 > n, "{tally}");
    assert!(get(&tally.incomplete) * 3 > n, "{tally}");
    assert!(get(&tally.with_jokers) * 3 > n, "{tally}");
    assert!(get(&tally.with_melds) * 3 > n, "{tally}");
}

// ----------------------------------------------------------------------------------------------
// (ii) Hands built from groups and a pair, some groups melded, some tiles jokers.

#[test]
fn built_hands_with_melds_and_jokers_match_the_reference() {
    let tally = Tally::default();
    check(
        "built hands",
        20_000,
        (built(window_anywhere(), 0..=4, 0..=8, Just(0)), rule_draw()),
        |(b, r)| {
            let case = case_of(&b.parts(), r);
            // Whatever tiles became jokers, the groups they came from still complete the hand.
            prop_assert!(
                expected_forms(&case.hand, &case.rules).contains(Forms::STANDARD),
                "{:?} from {:?}",
                case,
                b
            );
            check_case(&case, &tally)
        },
    );
    report("built hands", &tally);
    let n = get(&tally.cases);
    assert_eq!(get(&tally.standard), n, "{tally}");
    assert!(get(&tally.with_jokers) * 2 > n, "{tally}");
    assert!(get(&tally.with_melds) * 2 > n, "{tally}");
    assert!(get(&tally.joker_kind) * 20 > n, "{tally}");
}

// ----------------------------------------------------------------------------------------------
// (iii) Near misses: a built hand with one tile changed.

#[test]
fn near_misses_match_the_reference() {
    let tally = Tally::default();
    check(
        "near misses",
        20_000,
        (
            built(
                prop_oneof![window_anywhere(), window_narrow()],
                0..=3,
                0..=4,
                prop_oneof![Just(0u8), 1..=3u8],
            ),
            any::<usize>(),
            0..KINDS,
            rule_draw(),
        ),
        |(b, pick, to, r)| {
            let mut parts = b.parts();
            parts.change_one(pick, to);
            check_case(&case_of(&parts, r), &tally)
        },
    );
    report("near misses", &tally);
    let n = get(&tally.cases);
    assert!(get(&tally.standard) * 4 > n, "{tally}");
    assert!(get(&tally.incomplete) * 4 > n, "{tally}");
    assert!(get(&tally.policy_matters) * 500 > n, "{tally}");
}

// ----------------------------------------------------------------------------------------------
// (iv) Seven pairs and thirteen orphans shapes, with jokers.

fn special_parts(shape: &Special) -> Parts {
    Parts {
        own: shape.counts(),
        ..Parts::default()
    }
}

#[test]
fn seven_pairs_and_thirteen_orphans_shapes_match_the_reference() {
    let tally = Tally::default();
    check(
        "special shapes",
        20_000,
        (
            special(),
            0..=8u8,
            vec(any::<usize>(), 8),
            prop::option::weighted(0.3, (any::<usize>(), 0..KINDS)),
            rule_draw(),
        ),
        |(shape, jokers, picks, spoil, r)| {
            let mut parts = special_parts(&shape);
            if let Some((pick, to)) = spoil {
                parts.change_one(pick, to);
            }
            parts.jokerize(jokers, &picks);
            check_case(&case_of(&parts, r), &tally)
        },
    );
    report("special shapes", &tally);
    let n = get(&tally.cases);
    assert!(get(&tally.seven_pairs) * 5 > n, "{tally}");
    assert!(get(&tally.orphans) * 5 > n, "{tally}");
    assert!(get(&tally.incomplete) * 8 > n, "{tally}");
    assert!(get(&tally.standard) * 10 > n, "{tally}");
}

// ----------------------------------------------------------------------------------------------
// (v) Melds of the kinds the concealed tiles hold, where the strict policy binds.

#[test]
fn melds_sharing_kinds_with_the_concealed_tiles_match_the_reference() {
    let tally = Tally::default();
    check(
        "shared kinds",
        40_000,
        (
            built(
                window_narrow(),
                1..=3,
                0..=3,
                prop_oneof![1 => Just(0u8), 3 => 1..=4u8],
            ),
            prop::option::weighted(0.3, (any::<usize>(), 0..KINDS)),
            rule_draw(),
        ),
        |(b, spoil, r)| {
            let mut parts = b.parts();
            if let Some((pick, to)) = spoil {
                parts.change_one(pick, to);
            }
            check_case(&case_of(&parts, r), &tally)
        },
    );
    report("shared kinds", &tally);
    let n = get(&tally.cases);
    assert!(get(&tally.policy_matters) * 30 > n, "{tally}");
    assert!(get(&tally.standard) * 2 > n, "{tally}");
    assert!(get(&tally.incomplete) * 20 > n, "{tally}");
}
