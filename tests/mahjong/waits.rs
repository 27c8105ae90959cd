//! Waits (听牌) against completeness: a kind is a wait exactly when the hand with that kind
//! added is complete.
//!
//! - Exhaustively, every single-suit hand (numbered and honors) with every joker count against
//!   the backtracking reference (`hupai::mahjong::backtrack::counts`), on all 34 candidate kinds.
//! - By property tests, whole hands with melds, jokers, a designated joker kind and every rule
//!   option against `Checker::forms` of the hand with the tile added (and, for the plain suit
//!   rules, against the backtracking reference too).
//! - Named hands.

use crate::support::prop::{Special, check, special};
use crate::support::reference::effective;
use crate::support::{ORPHANS, bump, get, rounds, tile};
use crate::support::{hand, nth_tile, rules};
use hupai::mahjong::KINDS;
use hupai::mahjong::backtrack::counts::{self, NO_LIMIT, Room};
use hupai::{CheckError, Checker, Forms, Hand, Meld, Rules, Suit, Tile, Waits};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use rayon::prelude::*;
use std::fmt;
use std::sync::atomic::{AtomicUsize, Ordering};

fn names(forms: Forms) -> Vec<&'static str> {
    forms.names().collect()
}

// ----------------------------------------------------------------------------------------------
// The reference: the backtracking search on the counts with one tile added.

/// The forms the backtracking reference finds for concealed `own` tiles and `jokers` (no
/// melds), each kind within `limits`.
fn reference_forms(own: &[u8; KINDS], jokers: u8, limits: &Room, rules: &Rules) -> Forms {
    let mut forms = Forms::empty();
    if counts::is_standard(own, jokers, limits) {
        forms.insert(Forms::STANDARD);
    }
    let tiles: u32 = own.iter().map(|&n| u32::from(n)).sum();
    if tiles + u32::from(jokers) == 14 {
        if rules.seven_pairs && counts::is_seven_pairs(own, jokers, rules.seven_pairs_quad) {
            forms.insert(Forms::SEVEN_PAIRS);
        }
        if rules.thirteen_orphans && counts::is_thirteen_orphans(own, jokers) {
            forms.insert(Forms::THIRTEEN_ORPHANS);
        }
    }
    forms
}

/// The limits of a concealed hand with `kind` added: unbounded when a joker may be a fifth
/// copy; otherwise four of each, and a kind drawn for the fifth time holds its five real tiles
/// with no joker standing for it.
fn drawn_limits(after: &[u8; KINDS], melded: &[u8; KINDS], kind: usize, fifth: bool) -> Room {
    if fifth {
        return NO_LIMIT;
    }
    let mut limits = melded.map(|m| 4 - m);
    limits[kind] = limits[kind].max(after[kind]);
    limits
}

// ----------------------------------------------------------------------------------------------
// Exhaustive: every hand of one suit plus jokers.

/// Every count vector of `ranks` ranks (at most four of each) with at most `max_tiles` tiles.
fn suit_vectors(ranks: usize, max_tiles: u8) -> Vec<[u8; 9]> {
    fn extend(out: &mut Vec<[u8; 9]>, v: &mut [u8; 9], rank: usize, ranks: usize, room: u8) {
        if rank == ranks {
            out.push(*v);
            return;
        }
        for c in 0..=room.min(4) {
            v[rank] = c;
            extend(out, v, rank + 1, ranks, room - c);
        }
        v[rank] = 0;
    }
    let mut out = Vec::new();
    extend(&mut out, &mut [0; 9], 0, ranks, max_tiles);
    out
}

/// Joker counts that make `tiles` a waiting size (3n + 1, at most 13).
fn waiting_jokers(tiles: u8) -> impl Iterator<Item = u8> {
    (0..=8u8).filter(move |&j| tiles + j <= 13 && (tiles + j) % 3 == 1)
}

/// What an exhaustive pass saw.
#[derive(Clone, Copy, Debug, Default)]
struct Seen {
    hands: usize,
    waiting: usize,
    /// Waits on a kind outside the hand's suit.
    elsewhere: usize,
    /// Waits on a kind already held four times.
    dead: usize,
    seven_pairs: usize,
}

impl Seen {
    fn add(self, o: Seen) -> Seen {
        Seen {
            hands: self.hands + o.hands,
            waiting: self.waiting + o.waiting,
            elsewhere: self.elsewhere + o.elsewhere,
            dead: self.dead + o.dead,
            seven_pairs: self.seven_pairs + o.seven_pairs,
        }
    }
}

/// One single-suit hand's waits against the reference on all 34 kinds; panics on a
/// difference, naming the hand, the rules, the kind, and both answers.
fn check_single_suit(
    checker: &Checker,
    first: usize,
    ranks: usize,
    v: &[u8; 9],
    jokers: u8,
) -> Seen {
    let rules = checker.rules();
    let mut own = [0u8; KINDS];
    own[first..first + ranks].copy_from_slice(&v[..ranks]);
    let hand = Hand::from_counts(&own, jokers).expect("a valid hand");
    let waits = checker
        .waits(&hand)
        .unwrap_or_else(|e| panic!("`{hand}`: waits failed: {e}"));
    let mut seen = Seen {
        hands: 1,
        ..Seen::default()
    };
    let mut any = false;
    for kind in 0..KINDS {
        let t = tile(kind);
        let mut after = own;
        after[kind] += 1;
        let limits = drawn_limits(&after, &[0; KINDS], kind, rules.joker_fifth_copy);
        let expected = reference_forms(&after, jokers, &limits, rules);
        let got = waits.forms(t);
        assert_eq!(
            names(got),
            names(expected),
            "`{hand}` + {t}, joker_fifth_copy={}",
            rules.joker_fifth_copy
        );
        assert_eq!(waits.is_dead(t), own[kind] == 4, "`{hand}` dead {t}");
        if !expected.is_empty() {
            any = true;
            seen.elsewhere += usize::from(!(first..first + ranks).contains(&kind));
            seen.dead += usize::from(own[kind] == 4);
            seen.seven_pairs += usize::from(expected.contains(Forms::SEVEN_PAIRS));
        }
    }
    assert_eq!(waits.is_empty(), !any, "`{hand}`");
    seen.waiting += usize::from(any);
    seen
}

/// Every vector of a suit (or every `sample`-th one) with every waiting joker count.
fn check_suit(rules: Rules, suit: Suit, sample: usize) -> Seen {
    let checker = Checker::new(rules);
    let (first, ranks) = (usize::from(suit.first()), usize::from(suit.ranks()));
    let vectors = suit_vectors(ranks, 13);
    vectors
        .par_iter()
        .enumerate()
        .filter(|(i, _)| i % sample == 0)
        .map(|(_, v)| {
            let tiles: u8 = v.iter().sum();
            waiting_jokers(tiles)
                .map(|j| check_single_suit(&checker, first, ranks, v, j))
                .fold(Seen::default(), Seen::add)
        })
        .reduce(Seen::default, Seen::add)
}

#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive; run with --release")]
fn every_numbered_suit_hand_waits_as_the_reference_says() {
    let seen = check_suit(Rules::default(), Suit::Man, 1);
    eprintln!("numbered, joker_fifth_copy=true: {seen:?}");
    assert_eq!(seen.hands, 371_891, "{seen:?}");
    assert!(
        seen.elsewhere > 0 && seen.dead > 0 && seen.seven_pairs > 0,
        "{seen:?}"
    );
}

#[test]
fn every_honor_hand_waits_as_the_reference_says() {
    for fifth in [true, false] {
        let rules = Rules {
            joker_fifth_copy: fifth,
            ..Rules::default()
        };
        let seen = check_suit(rules, Suit::Honor, 1);
        eprintln!("honors, joker_fifth_copy={fifth}: {seen:?}");
        assert_eq!(seen.hands, 52_100, "{seen:?}");
        assert!(seen.elsewhere > 0 && seen.dead > 0, "{seen:?}");
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive; run with --release")]
fn numbered_suit_hands_wait_as_the_reference_says_without_fifth_copies() {
    let rules = Rules {
        joker_fifth_copy: false,
        ..Rules::default()
    };
    let seen = check_suit(rules, Suit::Pin, 5);
    eprintln!("numbered, joker_fifth_copy=false, every 5th vector: {seen:?}");
    assert!(seen.dead > 0, "{seen:?}");
}

// ----------------------------------------------------------------------------------------------
// Whole hands: waits against `Checker::forms` of the hand with each kind added.

/// A hand and the rules its waits are read under.
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
            "`{}` joker_fifth_copy={} seven_pairs={} seven_pairs_quad={} thirteen_orphans={} \
             eyes={} honor_sequences={} suits_only={} joker={}",
            self.hand,
            r.joker_fifth_copy,
            r.seven_pairs,
            r.seven_pairs_quad,
            r.thirteen_orphans,
            if r.eyes_258 { "258" } else { "any" },
            r.honor_sequences,
            r.suits_only,
            r.joker.map_or("none".to_string(), |t| t.to_string()),
        )
    }
}

/// Whether the rules change the suits' groups or pairs (the backtracking reference knows
/// neither variant).
fn suit_variant(rules: &Rules) -> bool {
    rules.eyes_258 || rules.honor_sequences
}

/// The reference forms of a hand of 3n + 2 concealed tiles (with its melds).
fn reference_of_hand(hand: &Hand, rules: &Rules) -> Forms {
    let (own, jokers) = effective(hand, rules);
    if jokers > rules.max_jokers {
        return Forms::empty();
    }
    let limits = if rules.joker_fifth_copy {
        NO_LIMIT
    } else {
        hand.melded().map(|m| 4 - m)
    };
    // With melds the concealed part is short of 14 tiles: the special forms never hold.
    reference_forms(&own, jokers, &limits, rules)
}

/// What drawing `t` makes of the hand, as `Checker::forms` of the hand with it added, and (for
/// the plain suit rules) as the backtracking reference says; `None` where no hand can hold the
/// result (a fifth copy under a suit variant).
fn forms_after(
    checker: &Checker,
    case: &Case,
    t: Tile,
) -> Result<Option<(Forms, Option<Forms>)>, TestCaseError> {
    let Case { hand, rules } = case;
    let k = t.index();
    let plain = !suit_variant(rules);
    let mut after = hand.clone();
    if Some(t) == rules.joker {
        // Drawing the joker kind adds a joker; a ninth joker is not a completion.
        if after.add_joker().is_err() {
            return Ok(Some((Forms::empty(), plain.then(Forms::empty))));
        }
    } else if rules.suits_only && t.suit() == Suit::Honor {
        return Ok(Some((Forms::empty(), plain.then(Forms::empty))));
    } else if hand.counts()[k] + hand.melded()[k] == 4 {
        // A fifth copy: no hand holds it, so only the reference can say, on the counts.
        if !plain {
            return Ok(None);
        }
        let (mut own, jokers) = effective(hand, rules);
        own[k] += 1;
        let limits = drawn_limits(&own, &hand.melded(), k, rules.joker_fifth_copy);
        let standard = counts::is_standard(&own, jokers, &limits);
        let forms = if standard {
            Forms::STANDARD
        } else {
            Forms::empty()
        };
        return Ok(Some((forms, Some(forms))));
    } else {
        after
            .add(t)
            .map_err(|e| TestCaseError::fail(format!("{case:?}: adding {t}: {e}")))?;
    }
    let forms = match checker.forms(&after) {
        Ok(forms) => forms,
        Err(CheckError::TooManyJokers { .. }) => Forms::empty(),
        Err(e) => {
            return Err(TestCaseError::fail(format!(
                "{case:?}: forms of `{after}` failed: {e}"
            )));
        }
    };
    Ok(Some((
        forms,
        plain.then(|| reference_of_hand(&after, rules)),
    )))
}

/// What a property run saw, to show that the interesting cases were well represented.
#[derive(Default)]
struct Tally {
    cases: AtomicUsize,
    waiting: AtomicUsize,
    /// Waiting on two kinds or more.
    several: AtomicUsize,
    /// Waits on a kind held four times.
    dead_wait: AtomicUsize,
    /// Waits on the designated joker kind.
    joker_kind_wait: AtomicUsize,
    /// Seven pairs or thirteen orphans waits.
    special_wait: AtomicUsize,
    with_jokers: AtomicUsize,
    with_melds: AtomicUsize,
    /// Waiting with 2/5/8 eyes.
    eyes_waiting: AtomicUsize,
    /// Standard waits on an honor with honor sequences.
    honor_sequence_wait: AtomicUsize,
    /// Waiting without fifth copies and with jokers.
    strict_jokers_waiting: AtomicUsize,
    /// Kinds not compared: fifth copies under a suit variant.
    skipped: AtomicUsize,
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = get;
        write!(
            f,
            "cases {} waiting {} several {} dead wait {} joker kind wait {} special wait {} \
             jokers {} melds {} eyes waiting {} honor sequence wait {} strict jokers waiting {} \
             skipped kinds {}",
            g(&self.cases),
            g(&self.waiting),
            g(&self.several),
            g(&self.dead_wait),
            g(&self.joker_kind_wait),
            g(&self.special_wait),
            g(&self.with_jokers),
            g(&self.with_melds),
            g(&self.eyes_waiting),
            g(&self.honor_sequence_wait),
            g(&self.strict_jokers_waiting),
            g(&self.skipped),
        )
    }
}

/// The waits of a hand of 3n + 1 tiles, kind by kind, against the hand with the kind added.
fn check_waits(case: &Case, tally: &Tally) -> Result<Waits, TestCaseError> {
    let Case { hand, rules } = case;
    let checker = Checker::new(*rules);
    let waits = checker
        .waits(hand)
        .map_err(|e| TestCaseError::fail(format!("{case:?}: waits failed: {e}")))?;
    let waiting = checker
        .is_waiting(hand)
        .map_err(|e| TestCaseError::fail(format!("{case:?}: is_waiting failed: {e}")))?;
    prop_assert_eq!(waiting, !waits.is_empty(), "is_waiting of {:?}", case);
    let melded = hand.melded();
    let mut kinds = Vec::new();
    for t in Tile::all() {
        let k = t.index();
        let held = hand.counts()[k] + melded[k];
        prop_assert_eq!(waits.is_dead(t), held == 4, "is_dead({}) of {:?}", t, case);
        let got = waits.forms(t);
        match forms_after(&checker, case, t)? {
            Some((expected, reference)) => {
                prop_assert_eq!(names(got), names(expected), "forms({}) of {:?}", t, case);
                if let Some(reference) = reference {
                    prop_assert_eq!(
                        names(got),
                        names(reference),
                        "forms({}) of {:?} against the backtracking reference",
                        t,
                        case
                    );
                }
            }
            None => {
                // Five copies make neither special form, whatever the suit rules.
                prop_assert!(
                    got.is_empty() || got == Forms::STANDARD,
                    "forms({}) of {:?}: {:?}",
                    t,
                    case,
                    names(got)
                );
                bump(&tally.skipped, true);
            }
        }
        if !got.is_empty() {
            kinds.push(t);
            bump(&tally.dead_wait, held == 4);
            bump(&tally.joker_kind_wait, Some(t) == rules.joker);
            bump(&tally.special_wait, got != Forms::STANDARD);
            bump(
                &tally.honor_sequence_wait,
                rules.honor_sequences && t.suit() == Suit::Honor && got.contains(Forms::STANDARD),
            );
        }
    }
    prop_assert_eq!(
        waits.tiles().collect::<Vec<_>>(),
        kinds.clone(),
        "tiles of {:?}",
        case
    );
    prop_assert_eq!(waits.len(), kinds.len(), "len of {:?}", case);
    let (_, jokers) = effective(hand, rules);
    bump(&tally.cases, true);
    bump(&tally.waiting, !kinds.is_empty());
    bump(&tally.several, kinds.len() >= 2);
    bump(&tally.with_jokers, jokers > 0);
    bump(&tally.with_melds, hand.meld_count() > 0);
    bump(&tally.eyes_waiting, rules.eyes_258 && !kinds.is_empty());
    bump(
        &tally.strict_jokers_waiting,
        !rules.joker_fifth_copy && jokers > 0 && !kinds.is_empty(),
    );
    Ok(waits)
}

// ----------------------------------------------------------------------------------------------
// Building hands. Every builder is a plain function of the values proptest draws, so a failing
// case shrinks to a small hand.

/// The rule options a case is read under, and which kind (if any) becomes the joker kind.
#[derive(Clone, Copy, Debug)]
struct RuleDraw {
    fifth: bool,
    seven_pairs: bool,
    quad: bool,
    orphans: bool,
    eyes_258: bool,
    honor_sequences: bool,
    /// Applied only to hands without honors.
    suits_only: bool,
    /// (prefer a kind the hand holds, which one).
    joker: Option<(bool, usize)>,
}

fn rule_draw() -> impl Strategy<Value = RuleDraw> {
    (
        (
            any::<bool>(),
            prop::bool::weighted(0.8),
            any::<bool>(),
            prop::bool::weighted(0.8),
        ),
        (
            prop::bool::weighted(0.25),
            prop::bool::weighted(0.25),
            prop::bool::weighted(0.3),
        ),
        prop::option::weighted(0.25, (prop::bool::weighted(0.8), 0..KINDS)),
    )
        .prop_map(
            |(
                (fifth, seven_pairs, quad, orphans),
                (eyes_258, honor_sequences, suits_only),
                joker,
            )| {
                RuleDraw {
                    fifth,
                    seven_pairs,
                    quad,
                    orphans,
                    eyes_258,
                    honor_sequences,
                    suits_only,
                    joker,
                }
            },
        )
}

/// The rules for a hand: a designated joker kind is one no meld holds and that keeps the jokers
/// within eight, preferably one the hand holds; without honors, it is a numbered kind.
fn rules_for(hand: &Hand, draw: RuleDraw) -> Rules {
    let melded = hand.melded();
    let honors = (27..KINDS).any(|k| hand.counts()[k] + melded[k] > 0);
    let suits_only = draw.suits_only && !honors;
    let joker = draw.joker.and_then(|(held, pick)| {
        let fits = |k: usize| {
            melded[k] == 0
                && hand.jokers() + hand.counts()[k] <= 8
                && (!held || hand.counts()[k] > 0)
                && !(suits_only && k >= 27)
        };
        let options: Vec<usize> = (0..KINDS).filter(|&k| fits(k)).collect();
        (!options.is_empty()).then(|| tile(options[pick % options.len()]))
    });
    Rules {
        joker_fifth_copy: draw.fifth,
        seven_pairs: draw.seven_pairs,
        seven_pairs_quad: draw.quad,
        thirteen_orphans: draw.orphans,
        eyes_258: draw.eyes_258,
        honor_sequences: draw.honor_sequences,
        suits_only,
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
}

impl Default for Parts {
    fn default() -> Self {
        Parts {
            own: [0; KINDS],
            melded: [0; KINDS],
            melds: Vec::new(),
            jokers: 0,
        }
    }
}

/// The wind triples (three of 东南西北) and 白发中, as kinds.
const HONOR_SEQUENCES: [[usize; 3]; 5] = [
    [27, 28, 29],
    [27, 28, 30],
    [27, 29, 30],
    [28, 29, 30],
    [31, 32, 33],
];

/// A group shape to place.
#[derive(Clone, Copy, Debug)]
enum SuitShape {
    Sequence,
    Triplet,
    /// A quad as a meld; concealed, a triplet.
    Quad {
        concealed: bool,
    },
    /// One of [`HONOR_SEQUENCES`], concealed only (as a meld, a numbered sequence).
    HonorSequence(usize),
}

fn shape() -> impl Strategy<Value = SuitShape> {
    prop_oneof![
        5 => Just(SuitShape::Sequence),
        3 => Just(SuitShape::Triplet),
        1 => any::<bool>().prop_map(|concealed| SuitShape::Quad { concealed }),
        1 => (0..HONOR_SEQUENCES.len()).prop_map(SuitShape::HonorSequence),
    ]
}

impl Parts {
    fn used(&self, kind: usize) -> u8 {
        self.own[kind] + self.melded[kind]
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

    /// Adds a pair at the first kind from `seed` with room; with `eyes`, a 2, 5 or 8 first.
    fn add_pair(&mut self, seed: usize, eyes: bool) {
        let eye = |k: usize| k < 27 && k % 9 % 3 == 1;
        let kind = (0..KINDS)
            .map(|o| (seed + o) % KINDS)
            .filter(|&k| !eyes || eye(k))
            .chain((0..KINDS).map(|o| (seed + o) % KINDS))
            .find(|&k| self.used(k) <= 2)
            .expect("room for a pair");
        self.own[kind] += 2;
    }

    /// Adds a group (as a meld if `meld`) at the first kind from `seed` with room; a shape that
    /// fits nowhere becomes a triplet. Returns whether it placed an honor sequence.
    fn add_group(&mut self, seed: usize, shape: SuitShape, meld: bool) -> bool {
        let shape = match shape {
            SuitShape::Quad { .. } if !meld => SuitShape::Triplet,
            SuitShape::HonorSequence(_) if meld => SuitShape::Sequence,
            s => s,
        };
        if let SuitShape::HonorSequence(i) = shape {
            let kinds = HONOR_SEQUENCES[i];
            if kinds.iter().all(|&k| self.used(k) < 4) {
                kinds.iter().for_each(|&k| self.own[k] += 1);
                return true;
            }
            return self.add_group(seed, SuitShape::Triplet, meld);
        }
        let fits = |p: &Parts, k: usize| match shape {
            SuitShape::Sequence => k < 27 && k % 9 <= 6 && (k..k + 3).all(|k| p.used(k) < 4),
            SuitShape::Quad { .. } => p.used(k) == 0,
            _ => p.used(k) <= 1,
        };
        let Some(kind) = (0..KINDS)
            .map(|o| (seed + o) % KINDS)
            .find(|&k| fits(self, k))
        else {
            return self.add_group(seed, SuitShape::Triplet, meld);
        };
        let t = tile(kind);
        let (m, kinds, copies) = match shape {
            SuitShape::Sequence => (Meld::chi(t).expect("a sequence start"), kind..kind + 3, 1),
            SuitShape::Quad { concealed: true } => (Meld::concealed_kan(t), kind..kind + 1, 4),
            SuitShape::Quad { concealed: false } => (Meld::kan(t), kind..kind + 1, 4),
            _ => (Meld::pon(t), kind..kind + 1, 3),
        };
        for k in kinds {
            if meld {
                self.melded[k] += copies;
            } else {
                self.own[k] += copies;
            }
        }
        if meld {
            self.melds.push(m);
        }
        false
    }

    /// Removes one concealed tile, or a joker when `pick` says so and there is one; returns the
    /// kind of a tile removed.
    fn remove_one(&mut self, pick: usize) -> Option<usize> {
        let tiles = usize::from(self.tiles());
        if tiles == 0 || (self.jokers > 0 && pick % 6 == 0) {
            self.jokers = self.jokers.checked_sub(1).expect("a tile or a joker");
            return None;
        }
        let kind = nth_tile(&self.own, pick % tiles);
        self.own[kind] -= 1;
        Some(kind)
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
}

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

fn case_of(parts: &Parts, draw: RuleDraw) -> Case {
    let hand = parts.hand();
    let rules = rules_for(&hand, draw);
    Case { hand, rules }
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

// ----------------------------------------------------------------------------------------------
// Named hands.

fn waits_of(options: &[&str], text: &str) -> Waits {
    Checker::new(rules(options))
        .waits(&hand(text))
        .expect("a waiting size")
}

fn wait_names(waits: &Waits) -> Vec<String> {
    waits.tiles().map(|t| t.to_string()).collect()
}

fn t(text: &str) -> Tile {
    text.parse().expect("a tile")
}

#[test]
fn nine_gates_wait_on_all_nine() {
    let w = waits_of(&[], "1112345678999m");
    assert_eq!(
        wait_names(&w),
        ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"]
    );
    assert_eq!(w.len(), 9);
    assert!(
        w.tiles()
            .all(|t| w.forms(t) == Forms::STANDARD && !w.is_dead(t))
    );
    assert!(
        Checker::default()
            .is_waiting(&hand("1112345678999m"))
            .unwrap()
    );
}

#[test]
fn thirteen_orphans_wait_on_thirteen_kinds() {
    let w = waits_of(&[], "19m19p19s1234567z");
    let expected: Vec<Tile> = ORPHANS.into_iter().map(tile).collect();
    assert_eq!(w.tiles().collect::<Vec<_>>(), expected);
    assert!(w.tiles().all(|t| w.forms(t) == Forms::THIRTEEN_ORPHANS));
    assert!(waits_of(&["thirteen_orphans=false"], "19m19p19s1234567z").is_empty());
    // Twelve kinds and a pair: the thirteenth kind only.
    let w = waits_of(&[], "119m19p19s123456z");
    assert_eq!(wait_names(&w), ["7z"]);
}

#[test]
fn a_wait_on_a_fifth_copy_is_dead() {
    for options in [&[][..], &["joker_fifth_copy=false"]] {
        let w = waits_of(options, "1111m234p567p789s");
        assert_eq!(wait_names(&w), ["1m"], "{options:?}");
        assert!(w.is_dead(t("1m")), "{options:?}");
        assert_eq!(w.forms(t("1m")), Forms::STANDARD, "{options:?}");
        assert!(!w.is_dead(t("2m")) && w.forms(t("2m")).is_empty());
    }
    // Melded copies count: [111m] and 1m concealed leave no 1m to draw.
    let w = waits_of(&[], "1m234p567p789s[111m]");
    assert!(w.is_dead(t("1m")));
    // With a joker the hand waits on everything; the fifth 1m too under the default policy.
    let w = waits_of(&[], "1111m*234p567p78s");
    assert!(w.is_dead(t("1m")));
}

#[test]
fn two_five_eight_eyes_remove_waits_on_other_pairs() {
    // 1234m: 1m or 4m completes it with the pair 11m or 44m, which 2/5/8 eyes forbid.
    assert_eq!(
        wait_names(&waits_of(&[], "1234m456p789s555z")),
        ["1m", "4m"]
    );
    assert!(waits_of(&["eyes=258"], "1234m456p789s555z").is_empty());
    // 2345m: 22m or 55m, both eyes.
    assert_eq!(
        wait_names(&waits_of(&[], "2345m456p789s555z")),
        ["2m", "5m"]
    );
    assert_eq!(
        wait_names(&waits_of(&["eyes=258"], "2345m456p789s555z")),
        ["2m", "5m"]
    );
    // A single honor cannot be the pair.
    assert_eq!(wait_names(&waits_of(&[], "1z123m456p789s555p")), ["1z"]);
    assert!(waits_of(&["eyes=258"], "1z123m456p789s555p").is_empty());
    // A joker pairs only with a drawn 2, 5 or 8.
    let w = waits_of(&["eyes=258"], "*123p456p789s");
    for eye in ["2m", "5m", "8m", "2p", "5p", "8p", "2s", "5s", "8s"] {
        assert_eq!(w.forms(t(eye)), Forms::STANDARD, "{eye}");
    }
    for other in ["1m", "9m", "1z", "5z", "7z"] {
        assert!(w.forms(t(other)).is_empty(), "{other}");
    }
    assert_eq!(waits_of(&[], "*123p456p789s").len(), 34);
}

#[test]
fn winds_and_dragons_are_sequences_only_with_honor_sequences() {
    // 东南 waits on 西 or 北 as a sequence.
    let hand = "12z234m456p789s22m";
    assert!(waits_of(&[], hand).is_empty());
    let w = waits_of(&["honor_sequences=true"], hand);
    assert_eq!(wait_names(&w), ["3z", "4z"]);
    assert!(w.tiles().all(|t| w.forms(t) == Forms::STANDARD));
    // 白发 waits on 中; 北白 on nothing.
    assert_eq!(
        wait_names(&waits_of(&["honor_sequences=true"], "56z234m456p789s22m")),
        ["7z"]
    );
    assert!(waits_of(&["honor_sequences=true"], "45z234m456p789s22m").is_empty());
    // 东南西 + 北: a sequence and a single wind, waiting on any wind for the pair.
    let w = waits_of(&["honor_sequences=true"], "1234z234m456p789s");
    assert_eq!(wait_names(&w), ["1z", "2z", "3z", "4z"]);
    assert_eq!(
        wait_names(&waits_of(&[], "1234z234m456p789s")),
        Vec::<String>::new()
    );
}

#[test]
fn a_lone_joker_waits_on_every_kind() {
    let w = waits_of(&[], "*");
    assert_eq!(w.len(), 34);
    assert!(w.tiles().all(|t| w.forms(t) == Forms::STANDARD));
    let w = waits_of(&["suits_only=true"], "*");
    assert_eq!(w.len(), 27);
    assert!(w.tiles().all(|t| t.suit() != Suit::Honor));
    // With 2/5/8 eyes, the drawn tile pairs with the joker only where it may be the pair.
    let w = waits_of(&["eyes=258"], "*");
    assert_eq!(
        wait_names(&w),
        ["2m", "5m", "8m", "2p", "5p", "8p", "2s", "5s", "8s"]
    );
}

#[test]
fn drawing_the_joker_kind_adds_a_joker() {
    // 7z is the joker: 1234m waits on 1m, 4m, and on a 7z as a joker for either.
    let w = waits_of(&["joker=7z"], "1234m456p789s555z");
    assert_eq!(wait_names(&w), ["1m", "4m", "7z"]);
    assert_eq!(w.forms(t("7z")), Forms::STANDARD);
}

#[test]
fn waits_need_three_n_plus_one_tiles() {
    for text in [
        "123m456p789s11z",
        "12m",
        "123m",
        "1234m[123p][456p][789p][111s]",
    ] {
        let h = hand(text);
        let expected = CheckError::WrongWaitSize {
            concealed: h.concealed_len(),
            melds: h.meld_count(),
        };
        assert_eq!(Checker::default().waits(&h), Err(expected), "{text}");
        assert_eq!(Checker::default().is_waiting(&h), Err(expected), "{text}");
    }
    assert!(
        Checker::default()
            .waits(&hand("1m[123p][456p][789p][111s]"))
            .is_ok()
    );
}

#[test]
fn drawing_the_joker_kind_under_the_strict_policy_counts_the_melds() {
    // 8s is the joker; the hand holds one. A second makes 11s(*) 22s(*) beside [123s]: 1s and
    // 2s stay within four copies, so drawing 8s completes it.
    let strict = Checker::new(rules(&["joker=8s", "joker_fifth_copy=false"]));
    let h = hand("1128s[123s][123m][123m]");
    let mut after = h.clone();
    after.add_joker().unwrap();
    assert_eq!(strict.forms(&after), Ok(Forms::STANDARD));
    let w = strict.waits(&h).unwrap();
    assert_eq!(
        w.forms(t("8s")),
        Forms::STANDARD,
        "waits {:?}",
        wait_names(&w)
    );

    // 7z is the joker and the hand holds none. Drawing one gives `1m*` beside [111m]: the joker
    // would be a fifth 1m, which only the default policy allows.
    let h = hand("1m[111m][234p][567p][789s]");
    let mut after = h.clone();
    after.add_joker().unwrap();
    let default = Checker::new(rules(&["joker=7z"]));
    assert_eq!(default.forms(&after), Ok(Forms::STANDARD));
    assert_eq!(default.waits(&h).unwrap().forms(t("7z")), Forms::STANDARD);
    let strict = Checker::new(rules(&["joker=7z", "joker_fifth_copy=false"]));
    assert_eq!(strict.forms(&after), Ok(Forms::empty()));
    let w = strict.waits(&h).unwrap();
    assert_eq!(
        w.forms(t("7z")),
        Forms::empty(),
        "waits {:?}",
        wait_names(&w)
    );
}

/// Tables that derive no wait masks (the compact ones) look every candidate up instead: the
/// same waits as the dense tables' masks, on every single-suit hand with every joker count.
#[cfg(feature = "compact")]
#[test]
fn compact_tables_wait_as_the_dense_ones_on_every_single_suit_hand() {
    let dense = Checker::default();
    let compact =
        Checker::with_tables(Rules::default(), hupai::table::Compact).expect("default rules");
    for suit in [Suit::Man, Suit::Honor] {
        let (first, ranks) = (usize::from(suit.first()), usize::from(suit.ranks()));
        let waiting: usize = suit_vectors(ranks, 13)
            .par_iter()
            .map(|v| {
                let mut own = [0u8; KINDS];
                own[first..first + ranks].copy_from_slice(&v[..ranks]);
                let tiles: u8 = v.iter().sum();
                waiting_jokers(tiles)
                    .filter(|&j| {
                        let hand = Hand::from_counts(&own, j).expect("a valid hand");
                        let want = dense.waits(&hand).expect("a waiting size");
                        assert_eq!(
                            compact.waits(&hand).expect("a waiting size"),
                            want,
                            "`{hand}`"
                        );
                        !want.is_empty()
                    })
                    .count()
            })
            .sum();
        assert!(waiting > 1_000, "{suit:?}: {waiting}");
    }
}
