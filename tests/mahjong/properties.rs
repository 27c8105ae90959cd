//! Whole hands against the backtracking reference (`hupai::mahjong::backtrack::counts`), under both joker
//! policies and every rule option: the forms found, the standard-form decomposition, and the suit keys a
//! hand keeps current through draws and discards.

use crate::support::nth_tile;
use crate::support::prop::{Special, check, special};
use crate::support::reference::{effective, expected_forms};
use crate::support::{bump, get, rounds, tile};
use hupai::mahjong::GroupKind;
use hupai::mahjong::HandError;
use hupai::mahjong::backtrack::counts::{self, NO_LIMIT};
use hupai::mahjong::{KINDS, MAX_CONCEALED};
use hupai::{Checker, Forms, Hand, Meld, Rules, Suit, Tile};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use std::fmt;
use std::sync::atomic::{AtomicUsize, Ordering};

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

// ----------------------------------------------------------------------------------------------
// Building hands. Every builder is a plain function of the values proptest draws, so a failing
// case shrinks to a small hand.

/// The rule options a case is checked under, and which kind (if any) becomes the joker kind.
#[derive(Clone, Copy, Debug)]
struct RuleDraw {
    fifth: bool,
    seven_pairs: bool,
    quad: bool,
    orphans: bool,
    /// (prefer a kind the hand holds, which one).
    joker: Option<(bool, usize)>,
}

fn rule_draw() -> impl Strategy<Value = RuleDraw> {
    (
        any::<bool>(),
        prop::bool::weighted(0.8),
        any::<bool>(),
        prop::bool::weighted(0.8),
        prop::option::weighted(0.25, (prop::bool::weighted(0.8), 0..KINDS)),
    )
        .prop_map(|(fifth, seven_pairs, quad, orphans, joker)| RuleDraw {
            fifth,
            seven_pairs,
            quad,
            orphans,
            joker,
        })
}

/// The rules for a hand: a designated joker kind is one no meld holds and that keeps the jokers
/// within eight, preferably one the hand holds.
fn rules_for(hand: &Hand, draw: RuleDraw) -> Rules {
    let joker = draw.joker.and_then(|(held, pick)| {
        let fits = |k: usize| {
            hand.melded()[k] == 0
                && hand.jokers() + hand.counts()[k] <= 8
                && (!held || hand.counts()[k] > 0)
        };
        let options: Vec<usize> = (0..KINDS).filter(|&k| fits(k)).collect();
        (!options.is_empty()).then(|| tile(options[pick % options.len()]))
    });
    Rules {
        joker_fifth_copy: draw.fifth,
        seven_pairs: draw.seven_pairs,
        seven_pairs_quad: draw.quad,
        thirteen_orphans: draw.orphans,
        joker,
        ..Rules::default()
    }
}

/// A hand's parts before they become a [`Hand`]: concealed counts, jokers and melds.
#[derive(Clone)]
struct Parts {
    own: [u8; KINDS],
    melded: [u8; KINDS],
    melds: Vec<Meld>,
    jokers: u8,
    /// Concealed copies beyond four of a kind (melds included) that groups may take while the
    /// hand is built; [`Parts::settle`] turns them into jokers, which then stand for fifth
    /// copies.
    slack: u8,
}

impl Default for Parts {
    fn default() -> Self {
        Parts {
            own: [0; KINDS],
            melded: [0; KINDS],
            melds: Vec::new(),
            jokers: 0,
            slack: 0,
        }
    }
}

impl Parts {
    fn used(&self, kind: usize) -> u8 {
        self.own[kind] + self.melded[kind]
    }

    /// Copies beyond four, over all kinds.
    fn excess(&self) -> u8 {
        (0..KINDS).map(|k| self.used(k).saturating_sub(4)).sum()
    }

    /// Whether `n` more copies of each of `kinds` fit (in a meld: within four).
    fn fits(&self, kinds: std::ops::Range<usize>, n: u8, meld: bool) -> bool {
        let mut extra = 0;
        for k in kinds {
            let (before, after) = (self.used(k), self.used(k) + n);
            if meld && after > 4 {
                return false;
            }
            extra += after.saturating_sub(4) - before.saturating_sub(4);
        }
        meld || self.excess() + extra <= self.slack
    }

    /// Turns the copies beyond four into jokers.
    fn settle(&mut self) {
        for k in 0..KINDS {
            let over = self.used(k).saturating_sub(4);
            self.own[k] -= over;
            self.jokers += over;
        }
    }

    fn tiles(&self) -> u8 {
        self.own.iter().sum()
    }

    fn hand(&self) -> Hand {
        let mut hand = Hand::from_counts(&self.own, self.jokers).expect("a valid hand");
        for &m in &self.melds {
            hand.push_meld(m).expect("a valid meld");
        }
        hand
    }

    /// Turns up to `n` concealed tiles into jokers, `picks` choosing which.
    fn jokerize(&mut self, n: u8, picks: &[usize]) {
        for &pick in picks.iter().take(usize::from(n)) {
            let tiles = self.tiles();
            if tiles == 0 || self.jokers == 8 {
                return;
            }
            let kind = nth_tile(&self.own, pick % usize::from(tiles));
            self.own[kind] -= 1;
            self.jokers += 1;
        }
    }

    /// Replaces one concealed tile (or a joker) with a tile of another kind.
    fn change_one(&mut self, pick: usize, to: usize) {
        let tiles = usize::from(self.tiles());
        let from = if tiles == 0 || (self.jokers > 0 && pick % 5 == 0) {
            None
        } else {
            Some(nth_tile(&self.own, pick % tiles))
        };
        let Some(to) = (0..KINDS)
            .map(|o| (to + o) % KINDS)
            .find(|&k| Some(k) != from && self.used(k) < 4)
        else {
            return;
        };
        match from {
            Some(kind) => self.own[kind] -= 1,
            None if self.jokers > 0 => self.jokers -= 1,
            None => return,
        }
        self.own[to] += 1;
    }
}

/// A group shape to place: sequence, triplet, or (as a meld) a quad.
#[derive(Clone, Copy, Debug)]
enum SuitShape {
    Sequence,
    Triplet,
    Quad { concealed: bool },
}

fn shape() -> impl Strategy<Value = SuitShape> {
    prop_oneof![
        5 => Just(SuitShape::Sequence),
        3 => Just(SuitShape::Triplet),
        1 => any::<bool>().prop_map(|concealed| SuitShape::Quad { concealed }),
    ]
}

/// The kinds a group may start at, preferred first: those of a window (the window's kinds
/// from `seed` on), then every kind.
fn candidates(window: (usize, usize), seed: usize) -> impl Iterator<Item = usize> {
    let (first, width) = window;
    (0..width)
        .map(move |o| first + (seed + o) % width)
        .chain((0..KINDS).map(move |o| (seed + o) % KINDS))
}

fn sequence_start(kind: usize) -> bool {
    kind < 27 && kind % 9 <= 6
}

impl Parts {
    /// Adds a pair at the first candidate with room.
    fn add_pair(&mut self, window: (usize, usize), seed: usize) {
        let kind = candidates(window, seed)
            .find(|&k| self.fits(k..k + 1, 2, false))
            .expect("room for a pair");
        self.own[kind] += 2;
    }

    /// Adds a group (as a meld if `meld`) at the first candidate with room; a sequence that
    /// fits nowhere becomes a triplet.
    fn add_group(&mut self, window: (usize, usize), seed: usize, shape: SuitShape, meld: bool) {
        let shape = match shape {
            SuitShape::Quad { .. } if !meld => SuitShape::Triplet,
            s => s,
        };
        let fits = |parts: &Parts, k: usize| match shape {
            SuitShape::Sequence => sequence_start(k) && parts.fits(k..k + 3, 1, meld),
            SuitShape::Triplet => parts.fits(k..k + 1, 3, meld),
            SuitShape::Quad { .. } => parts.fits(k..k + 1, 4, meld),
        };
        let Some(kind) = candidates(window, seed).find(|&k| fits(self, k)) else {
            return self.add_group(window, seed, SuitShape::Triplet, meld);
        };
        let t = tile(kind);
        let (meld_value, tiles) = match shape {
            SuitShape::Sequence => (Meld::chi(t).expect("a sequence start"), kind..kind + 3),
            SuitShape::Triplet => (Meld::pon(t), kind..kind + 1),
            SuitShape::Quad { concealed: true } => (Meld::concealed_kan(t), kind..kind + 1),
            SuitShape::Quad { concealed: false } => (Meld::kan(t), kind..kind + 1),
        };
        let copies = match shape {
            SuitShape::Sequence => 1,
            SuitShape::Triplet => 3,
            SuitShape::Quad { .. } => 4,
        };
        for k in tiles {
            if meld {
                self.melded[k] += copies;
            } else {
                self.own[k] += copies;
            }
        }
        if meld {
            self.melds.push(meld_value);
        }
    }
}

/// A hand built from groups and a pair: `groups.len()` groups, the first `melds` of them
/// melded, kinds drawn from `window` where it has room; up to `slack` concealed copies beyond
/// four become jokers.
#[derive(Clone, Debug)]
struct Built {
    window: (usize, usize),
    pair: usize,
    groups: Vec<(usize, SuitShape)>,
    melds: usize,
    jokers: u8,
    picks: Vec<usize>,
    slack: u8,
}

impl Built {
    fn parts(&self) -> Parts {
        let mut parts = Parts {
            slack: self.slack,
            ..Parts::default()
        };
        // Melds first, so that concealed groups of the same kinds use what the melds leave.
        for (i, &(seed, shape)) in self.groups.iter().enumerate().take(self.melds) {
            parts.add_group(self.window, seed.wrapping_add(i), shape, true);
        }
        parts.add_pair(self.window, self.pair);
        for &(seed, shape) in self.groups.iter().skip(self.melds) {
            parts.add_group(self.window, seed, shape, false);
        }
        parts.settle();
        parts.jokerize(self.jokers, &self.picks);
        parts
    }
}

fn window_anywhere() -> impl Strategy<Value = (usize, usize)> {
    Just((0, KINDS))
}

/// A few neighbouring kinds of one suit (or honors), so that groups and melds share kinds.
fn window_narrow() -> impl Strategy<Value = (usize, usize)> {
    (0..4usize, 0..9usize, 1..=4usize).prop_map(|(suit, start, width)| {
        let ranks = if suit == 3 { 7 } else { 9 };
        let width = width.min(ranks);
        let start = start % (ranks - width + 1);
        (suit * 9 + start, width)
    })
}

fn built(
    window: impl Strategy<Value = (usize, usize)>,
    melds: std::ops::RangeInclusive<usize>,
    jokers: std::ops::RangeInclusive<u8>,
    slack: impl Strategy<Value = u8>,
) -> impl Strategy<Value = Built> {
    (
        window,
        0..KINDS,
        prop_oneof![1 => vec((0..KINDS, shape()), 0..=3), 3 => vec((0..KINDS, shape()), 4)],
        melds,
        jokers,
        vec(any::<usize>(), 8),
        slack,
    )
        .prop_map(|(window, pair, groups, melds, jokers, picks, slack)| {
            let melds = melds.min(groups.len());
            Built {
                window,
                pair,
                groups,
                melds,
                jokers,
                picks,
                slack,
            }
        })
}

fn case_of(parts: &Parts, draw: RuleDraw) -> Case {
    let hand = parts.hand();
    let rules = rules_for(&hand, draw);
    Case { hand, rules }
}

fn report(name: &str, tally: &Tally) {
    eprintln!("{name}: {tally}");
}

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
