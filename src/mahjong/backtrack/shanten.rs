//! Shanten (向听数) by search: how many tiles a hand is from complete, the exact backtrack search that
//! faster methods are checked and timed against.
//!
//! # Definition
//!
//! A hand of 3n+1 or 3n+2 concealed tiles (jokers included) beside its melds is brought to a
//! complete hand of 3n+2 concealed tiles by drawing tiles and discarding others. Its shanten is
//! one less than the fewest tiles drawn on the way:
//!
//! - -1: complete (3n+2 only), nothing to draw;
//! - 0: waiting. A 3n+1 hand that some tile completes; a 3n+2 hand with a discard that leaves
//!   such a hand;
//! - s: s + 1 tiles drawn, with as many discards (3n+2) or one fewer (3n+1).
//!
//! Each form has its own number (standard, seven pairs, thirteen orphans): the fewest tiles to a
//! hand complete in that form. A form the rules disable, or that no draw can reach, has none; a
//! hand's shanten is the least over its forms.
//!
//! What may be drawn, and what a complete hand may hold, are the completeness check's own
//! limits:
//!
//! - Jokers are wild and stay in the hand: they are never discarded, and stand for a tile within
//!   the check's room (anywhere under `joker_fifth_copy=true`, within the four copies the melds
//!   leave under `false`).
//! - A drawn tile is one of the four copies of its kind that the hand does not hold, concealed
//!   or melded. A kind the hand holds four of cannot be drawn, so a wait on it does not count:
//!   `1111m234p567p789s` waits only on a fifth 1m and is 1 from complete, as the riichi
//!   shanten calculators count it (their per-suit tables hold at most four of a kind). Ara's
//!   problem sets cannot tell this apart from counting a fifth copy: a hand of 14 tiles can
//!   always discard a fourth copy. A joker may still stand for a fifth copy where the rules
//!   allow it: the limit is on real tiles.
//! - A drawn copy of the designated joker kind is a joker, and can be drawn while the hand holds
//!   fewer than four of the kind and fewer jokers than `max_jokers`. So a 3n+1 hand is 0 from
//!   complete exactly when it has a wait that is not dead.
//! - `eyes=258`, `honor_sequences`, `suits_only` and `three_player` shape the complete hands as
//!   they do for the check (under `suits_only` no honor is drawn and no joker stands for one;
//!   under `three_player` the same of 2m..8m).
//!
//! # Method
//!
//! A complete hand reached from this one keeps some of its tiles and fills the other places
//! with jokers and drawn tiles, so the draws are the target's size less the kept tiles and the
//! jokers. The standard form searches the targets the classic way: from the lowest kind still
//! holding tiles, each tile goes into a pair, a triplet or a sequence through it — complete, or
//! partial (搭子, a group short of tiles) — or is discarded. Groups that keep no tile of the hand
//! are placed last, wherever they fit. Every place a kept tile does not fill is a fill, and a
//! target is possible when the fills that cannot be drawn (a kind's copies run out) are no more
//! than the jokers held and those that can be drawn. Seven pairs and thirteen orphans choose
//! their kinds directly.

use crate::mahjong::checker::Shanten;
use crate::mahjong::checker::{CheckError, Checker};
use crate::mahjong::hand::Hand;
use crate::mahjong::rules::Rules;
use crate::mahjong::table::SuitTable;

const KINDS: usize = 34;
/// Kinds below this index are numbered; from it on, honors.
const SUITED: usize = 27;
/// 1m 9m 1p 9p 1s 9s and the seven honors.
const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
/// Copies of each kind in a set.
const COPIES: u8 = 4;
/// Concealed tiles and melds' three each of a full hand.
const FULL: u8 = 14;

/// What a hand may still draw, and what a complete hand may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Most tiles of each kind a complete hand may hold, own tiles and jokers together: the
    /// completeness check's room (`u8::MAX` when a joker may be a fifth copy, else 4 less
    /// the melded copies; 0 for honors under `suits_only` and for 2m..8m under `three_player`).
    pub room: [u8; KINDS],
    /// Real copies of each kind left to draw: 4 less the copies held, concealed and melded; 0
    /// for the joker kind (its copies are jokers), for honors under `suits_only` and for 2m..8m
    /// under `three_player`.
    pub drawable: [u8; KINDS],
    /// Jokers left to draw: copies of the joker kind not held, no more than `max_jokers`
    /// allows beside the jokers held; 0 without a joker kind.
    pub drawable_jokers: u8,
}

/// How groups and pairs may be formed in the standard form.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Groups {
    /// The pair must be a 2, 5 or 8 of a numbered suit.
    pub eyes_258: bool,
    /// Any three different winds form a sequence, and so does 白发中.
    pub honor_sequences: bool,
}

impl Groups {
    /// The grouping the rules use.
    pub fn of(rules: &Rules) -> Groups {
        Groups {
            eyes_258: rules.eyes_258,
            honor_sequences: rules.honor_sequences,
        }
    }
}

/// A hand as the search reads it: the rules applied to its tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// Concealed tiles by kind, the joker kind's left out (they are jokers).
    pub counts: [u8; KINDS],
    /// Jokers, the joker kind's tiles included.
    pub jokers: u8,
    /// Melds beside the concealed tiles.
    pub melds: u8,
    /// What may be drawn and held.
    pub limits: Limits,
}

impl Position {
    /// The hand under the rules. The hand is taken as valid for them (sizes, jokers and
    /// honors are not checked here; [`of_hand`] checks them).
    pub fn new(rules: &Rules, hand: &Hand) -> Position {
        let mut counts = hand.counts();
        let melded = hand.melded();
        let mut jokers = hand.jokers();
        let mut room = melded.map(|m| {
            if rules.joker_fifth_copy {
                u8::MAX
            } else {
                COPIES - m
            }
        });
        let mut drawable = [0; KINDS];
        for ((left, &own), &shown) in drawable.iter_mut().zip(&counts).zip(&melded) {
            *left = COPIES.saturating_sub(own + shown);
        }
        let mut drawable_jokers = 0;
        if let Some(joker) = rules.joker {
            let kind = joker.index();
            jokers += counts[kind];
            let max = rules.max_jokers.min(crate::mahjong::hand::MAX_JOKERS);
            drawable_jokers = drawable[kind].min(max.saturating_sub(jokers));
            drawable[kind] = 0;
            counts[kind] = 0;
        }
        if rules.suits_only {
            room[SUITED..].fill(0);
            drawable[SUITED..].fill(0);
        }
        if rules.three_player {
            // 2m..8m are not in the set: nothing stands for them and none is drawn.
            room[1..8].fill(0);
            drawable[1..8].fill(0);
            if rules.joker.is_some_and(|j| !rules.has_kind(j)) {
                drawable_jokers = 0;
            }
        }
        Position {
            counts,
            jokers,
            melds: hand.meld_count(),
            limits: Limits {
                room,
                drawable,
                drawable_jokers,
            },
        }
    }
}

/// The shanten of a hand of 3n+1 or 3n+2 concealed tiles in every form the checker's rules
/// enable.
///
/// Fails as the checker does on a hand it cannot check: a size that is neither
/// ([`CheckError::WrongSize`]; [`CheckError::WrongWaitSize`] for 3n+1 with too many melds),
/// more jokers than `max_jokers`, the joker kind in a meld, an honor under `suits_only`, or
/// one of 2m..8m under `three_player`.
pub fn of_hand<T: SuitTable>(checker: &Checker<T>, hand: &Hand) -> Result<Shanten, CheckError> {
    // The checker refuses what it cannot check; its answer itself is not needed.
    match hand.concealed_len() % 3 {
        2 => checker.is_complete(hand).map(drop)?,
        1 => checker.is_waiting(hand).map(drop)?,
        _ => {
            return Err(CheckError::WrongSize {
                concealed: hand.concealed_len(),
                melds: hand.meld_count(),
            });
        }
    }
    let rules = checker.rules();
    let p = Position::new(rules, hand);
    let special = |enabled: bool, form: fn(&[u8; KINDS], u8, u8, &Limits) -> Option<i8>| {
        enabled
            .then(|| form(&p.counts, p.jokers, p.melds, &p.limits))
            .flatten()
    };
    Ok(Shanten {
        standard: standard(&p.counts, p.jokers, p.melds, &p.limits, Groups::of(rules)),
        seven_pairs: if rules.seven_pairs_quad {
            special(rules.seven_pairs, seven_pairs_with_quads)
        } else {
            special(rules.seven_pairs, seven_pairs)
        },
        thirteen_orphans: special(rules.thirteen_orphans, thirteen_orphans),
    })
}

/// The size of the complete hand reached from `tiles` concealed tiles beside `melds`, if the
/// hand has a size a shanten is defined for.
fn target_size(tiles: u32, melds: u8) -> Option<u8> {
    let target = match tiles % 3 {
        1 => tiles + 1,
        2 => tiles,
        _ => return None,
    };
    let target = u8::try_from(target).ok()?;
    (u32::from(target) + 3 * u32::from(melds) <= u32::from(FULL)).then_some(target)
}

/// Whether the special forms apply: no melds, and 13 or 14 concealed tiles.
fn fourteen_concealed(counts: &[u8; KINDS], jokers: u8, melds: u8) -> bool {
    melds == 0 && target_size(tiles(counts, jokers), melds) == Some(FULL)
}

fn tiles(counts: &[u8; KINDS], jokers: u8) -> u32 {
    counts.iter().map(|&n| u32::from(n)).sum::<u32>() + u32::from(jokers)
}

/// Shanten from the target's size and the hand's tiles it keeps: draws less one.
fn shanten(target: u8, kept: u8, jokers: u8) -> i8 {
    (i16::from(target) - i16::from(kept) - i16::from(jokers) - 1) as i8
}

/// The standard form's shanten: groups and one pair, `None` when the size is not 3n+1 or 3n+2
/// with n + `melds` at most 4, or no target is within the limits.
pub fn standard(
    counts: &[u8; KINDS],
    jokers: u8,
    melds: u8,
    limits: &Limits,
    groups: Groups,
) -> Option<i8> {
    let target = target_size(tiles(counts, jokers), melds)?;
    let search = Search::new(limits, jokers, groups);
    let start = Target {
        held: *counts,
        held_left: counts.iter().sum(),
        total: [0; KINDS],
        fills: [0; KINDS],
        undrawable: 0,
        kept: 0,
        groups_left: (target - 2) / 3,
        pair_left: true,
    };
    let mut best = None;
    search.from(start, 0, 0, &mut best);
    best.map(|kept| shanten(target, kept, jokers))
}

/// Seven pairs of distinct kinds (14 concealed tiles, no melds).
pub fn seven_pairs(counts: &[u8; KINDS], jokers: u8, melds: u8, limits: &Limits) -> Option<i8> {
    pairs(counts, jokers, melds, limits, 1)
}

/// Seven pairs where four of a kind counts as two pairs (龙七对).
pub fn seven_pairs_with_quads(
    counts: &[u8; KINDS],
    jokers: u8,
    melds: u8,
    limits: &Limits,
) -> Option<i8> {
    pairs(counts, jokers, melds, limits, 2)
}

/// Seven pairs with at most `per_kind` pairs of a kind: the most kept tiles over the choices
/// of pairs, by counting over the kinds with how many pairs are chosen and how many fills
/// must be jokers.
fn pairs(counts: &[u8; KINDS], jokers: u8, melds: u8, limits: &Limits, per_kind: u8) -> Option<i8> {
    if !fourteen_concealed(counts, jokers, melds) {
        return None;
    }
    let budget = usize::from(jokers + limits.drawable_jokers).min(usize::from(FULL));
    // best[pairs][joker fills]: the most kept tiles.
    let mut best = [[None::<u8>; FULL as usize + 1]; 8];
    best[0][0] = Some(0);
    for (kind, &own) in counts.iter().enumerate() {
        let mut next = best;
        for chosen in 1..=per_kind {
            let size = 2 * chosen;
            if size > limits.room[kind] {
                break;
            }
            let kept = own.min(size);
            let joker_fills = usize::from((size - kept).saturating_sub(limits.drawable[kind]));
            if joker_fills > budget {
                continue;
            }
            for pairs in 0..8 - usize::from(chosen) {
                for fills in 0..=budget - joker_fills {
                    if let Some(before) = best[pairs][fills] {
                        let slot = &mut next[pairs + usize::from(chosen)][fills + joker_fills];
                        *slot = (*slot).max(Some(before + kept));
                    }
                }
            }
        }
        best = next;
    }
    let kept = best[7][..=budget].iter().flatten().max()?;
    Some(shanten(FULL, *kept, jokers))
}

/// Thirteen orphans (14 concealed tiles, no melds): each terminal and honor once, one twice.
pub fn thirteen_orphans(
    counts: &[u8; KINDS],
    jokers: u8,
    melds: u8,
    limits: &Limits,
) -> Option<i8> {
    if !fourteen_concealed(counts, jokers, melds) {
        return None;
    }
    let budget = jokers + limits.drawable_jokers;
    ORPHANS
        .iter()
        .filter_map(|&double| {
            let mut kept = 0;
            let mut joker_fills = 0;
            for kind in ORPHANS {
                let size = 1 + u8::from(kind == double);
                if size > limits.room[kind] {
                    return None;
                }
                let own = counts[kind].min(size);
                kept += own;
                joker_fills += (size - own).saturating_sub(limits.drawable[kind]);
            }
            (joker_fills <= budget).then_some(kept)
        })
        .max()
        .map(|kept| shanten(FULL, kept, jokers))
}

/// A target under construction: the groups placed so far and what they took from the hand.
#[derive(Clone, Copy)]
struct Target {
    /// The hand's tiles neither placed nor discarded.
    held: [u8; KINDS],
    held_left: u8,
    /// The target's tiles of each kind so far.
    total: [u8; KINDS],
    /// The target's tiles of each kind that the hand did not give (jokers and draws).
    fills: [u8; KINDS],
    /// Fills beyond the copies left to draw: they must be jokers.
    undrawable: u8,
    /// The hand's tiles in the target.
    kept: u8,
    groups_left: u8,
    pair_left: bool,
}

/// The search over targets for one hand's limits and grouping rules.
struct Search<'a> {
    limits: &'a Limits,
    /// Jokers held and jokers that can be drawn: the most fills that may be jokers.
    budget: u8,
    eyes_258: bool,
    /// Every group: triplets, then sequences.
    groups: Vec<[usize; 3]>,
    /// The sequences through each kind.
    through: Vec<Vec<[usize; 3]>>,
}

impl<'a> Search<'a> {
    fn new(limits: &'a Limits, jokers: u8, rules: Groups) -> Search<'a> {
        let mut sequences = Vec::new();
        for suit in 0..3 {
            for rank in 0..7 {
                let low = 9 * suit + rank;
                sequences.push([low, low + 1, low + 2]);
            }
        }
        if rules.honor_sequences {
            let winds = [27, 28, 29, 30];
            for skip in (0..4).rev() {
                let mut three = winds.iter().copied().filter(|&w| w != winds[skip]);
                sequences.push([(); 3].map(|()| three.next().expect("three winds")));
            }
            sequences.push([31, 32, 33]);
        }
        let through = (0..KINDS)
            .map(|kind| {
                let through = sequences.iter().filter(|s| s.contains(&kind));
                through.copied().collect()
            })
            .collect();
        let mut groups: Vec<[usize; 3]> = (0..KINDS).map(|kind| [kind; 3]).collect();
        groups.extend(sequences);
        Search {
            limits,
            budget: jokers.saturating_add(limits.drawable_jokers),
            eyes_258: rules.eyes_258,
            groups,
            through,
        }
    }

    fn pair_allowed(&self, kind: usize) -> bool {
        !self.eyes_258 || (kind < SUITED && [1, 4, 7].contains(&(kind % 9)))
    }

    /// The target with `tiles` added, each a kept tile while the hand holds one, else a fill;
    /// `None` when a kind goes over its room or the joker fills over the budget.
    fn with(&self, mut t: Target, tiles: &[usize]) -> Option<Target> {
        for &kind in tiles {
            t.total[kind] += 1;
            if t.total[kind] > self.limits.room[kind] {
                return None;
            }
            if t.held[kind] > 0 {
                t.held[kind] -= 1;
                t.held_left -= 1;
                t.kept += 1;
            } else {
                t.fills[kind] += 1;
                if t.fills[kind] > self.limits.drawable[kind] {
                    t.undrawable += 1;
                    if t.undrawable > self.budget {
                        return None;
                    }
                }
            }
        }
        Some(t)
    }

    /// Places the hand's tiles from the lowest kind holding any at or above `from`; at `from`
    /// itself, only units numbered `first` or later (so that each set of units at a kind is
    /// tried in one order). Records in `best` the most tiles a possible target keeps.
    fn from(&self, t: Target, from: usize, first: usize, best: &mut Option<u8>) {
        // Each group keeps at most three tiles and the pair two: stop when that cannot beat
        // the best target found.
        let most = t
            .held_left
            .min(3 * t.groups_left + 2 * u8::from(t.pair_left));
        if best.is_some_and(|b| t.kept + most <= b) {
            return;
        }
        let Some(kind) = (from..KINDS).find(|&kind| t.held[kind] > 0) else {
            if self.place_free(t) {
                *best = Some(t.kept);
            }
            return;
        };
        let first = if kind == from { first } else { 0 };
        // Units through the kind: 0 the pair, 1 the triplet, then its sequences; each may be
        // short of tiles, the places the hand cannot fill becoming fills.
        if first == 0 && t.pair_left && self.pair_allowed(kind) {
            if let Some(mut next) = self.with(t, &[kind; 2]) {
                next.pair_left = false;
                self.from(next, kind, 1, best);
            }
        }
        if t.groups_left > 0 {
            let units = std::iter::once([kind; 3]).chain(self.through[kind].iter().copied());
            for (unit, tiles) in units.enumerate().skip(first.max(1) - 1) {
                if let Some(mut next) = self.with(t, &tiles) {
                    next.groups_left -= 1;
                    self.from(next, kind, unit + 1, best);
                }
            }
        }
        // Or the rest of the kind is discarded.
        let mut next = t;
        next.held_left -= next.held[kind];
        next.held[kind] = 0;
        self.from(next, kind + 1, 0, best);
    }

    /// Whether the pair (if still needed) and the groups left fit with fills alone.
    fn place_free(&self, t: Target) -> bool {
        if !t.pair_left {
            return self.free_groups(t, 0);
        }
        (0..KINDS)
            .filter(|&kind| self.pair_allowed(kind))
            .any(|kind| {
                self.with(t, &[kind; 2])
                    .is_some_and(|next| self.free_groups(next, 0))
            })
    }

    /// Whether the groups left fit with fills alone, trying groups from the `from`-th on (so
    /// that each set of groups is tried once).
    fn free_groups(&self, t: Target, from: usize) -> bool {
        if t.groups_left == 0 {
            return true;
        }
        (from..self.groups.len()).any(|i| {
            self.with(t, &self.groups[i]).is_some_and(|mut next| {
                next.groups_left -= 1;
                self.free_groups(next, i)
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::parse;
    use super::*;

    /// Limits of a hand without melds under the default rules.
    fn open(counts: &[u8; KINDS]) -> Limits {
        Limits {
            room: [u8::MAX; KINDS],
            drawable: counts.map(|n| COPIES - n),
            drawable_jokers: 0,
        }
    }

    fn of(text: &str) -> (Option<i8>, Option<i8>, Option<i8>) {
        let (counts, jokers) = parse(text);
        let limits = open(&counts);
        (
            standard(&counts, jokers, 0, &limits, Groups::default()),
            seven_pairs(&counts, jokers, 0, &limits),
            thirteen_orphans(&counts, jokers, 0, &limits),
        )
    }

    #[test]
    fn complete_waiting_and_further() {
        assert_eq!(of("1112345678999m5m").0, Some(-1));
        assert_eq!(of("1112345678999m").0, Some(0));
        assert_eq!(of("1112345678999m1p").0, Some(0));
        assert_eq!(of("19m19p19s1234567z").2, Some(0));
        assert_eq!(of("19m19p19s1234567z1m").2, Some(-1));
        assert_eq!(of("1199m2288p3377s6z").1, Some(0));
        assert_eq!(of("1199m2288p3377s66z").1, Some(-1));
        // Five lone honors: a pair and a group to make, three draws.
        assert_eq!(of("12345z").0, Some(2));
        assert_eq!(of("1z").0, Some(0));
        assert_eq!(of("12m").0, Some(0));
        assert_eq!(of("123m").0, None);
    }

    #[test]
    fn four_held_copies_cannot_be_drawn() {
        // The only wait is a fifth 1m.
        assert_eq!(of("1111m234p567p789s").0, Some(1));
        // A joker may still be one.
        assert_eq!(of("1111m234p567p78s*").0, Some(0));
        assert_eq!(of("1111m*").0, Some(-1));
        // Seven pairs of distinct kinds: a quad is one pair and two tiles to exchange.
        assert_eq!(of("1111m2288p3377s66z").1, Some(1));
    }

    #[test]
    fn jokers_stay_and_fill() {
        assert_eq!(of("**").0, Some(-1));
        assert_eq!(of("*").0, Some(0));
        assert_eq!(of("1z4z**").0, Some(0));
        assert_eq!(of("19m19p19s12345z***").2, Some(-1));
        assert_eq!(of("19m19p19s1234z***").2, Some(0));
    }
}
