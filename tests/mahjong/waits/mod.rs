//! Waits (听牌) against completeness: a kind is a wait exactly when the hand with that kind
//! added is complete.
//!
//! - Exhaustively, every single-suit hand (numbered and honors) with every joker count against
//!   the backtracking reference (`hupai::mahjong::backtrack::counts`), on all 34 candidate kinds.
//! - By property tests, whole hands with melds, jokers, a designated joker kind and every rule
//!   option against `Checker::forms` of the hand with the tile added (and, for the plain suit
//!   rules, against the backtracking reference too).
//! - Named hands.

mod exhaustive;
mod hands;
mod named;
mod whole_hands;

use crate::support::reference::effective;
use crate::support::{bump, get};
use hupai::mahjong::KINDS;
use hupai::mahjong::backtrack::counts::{self, NO_LIMIT, Room};
use hupai::{CheckError, Checker, Forms, Hand, Rules, Suit, Tile, Waits};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use std::fmt;
use std::sync::atomic::AtomicUsize;

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
