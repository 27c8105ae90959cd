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
//! Each form has its own number (standard, seven pairs, thirteen orphans, and under `knitted`
//! the knitted straight and honors and knitted): the fewest tiles to a hand complete in that
//! form. A form the rules disable, or that no draw can reach, has none; a
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
//! their kinds directly ([`special`]); the knitted straight places an arrangement's nine kinds
//! first and searches the rest, and 全不靠 chooses its fourteen places ([`knitted`]).
//!
//! [`special`]: self#special-forms
//! [`knitted`]: self#knitted-forms

mod knitted;
mod search;
mod special;
mod target;
#[cfg(test)]
mod tests;

pub use knitted::{honors_and_knitted, knitted_straight};
pub use search::standard;
pub use special::{seven_pairs, seven_pairs_and_triplet, seven_pairs_with_quads, thirteen_orphans};
pub use target::{Groups, Limits};

use crate::mahjong::checker::Shanten;
use crate::mahjong::checker::{CheckError, Checker};
use crate::mahjong::hand::Hand;
use crate::mahjong::rules::Rules;
use crate::mahjong::table::SuitTable;
use target::{COPIES, KINDS, SUITED};

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
        knitted_straight: rules
            .knitted
            .then(|| knitted_straight(&p.counts, p.jokers, p.melds, &p.limits, Groups::of(rules)))
            .flatten(),
        honors_and_knitted: special(rules.knitted, honors_and_knitted),
        seven_pairs_and_triplet: rules
            .seven_pairs_and_triplet
            .then(|| {
                let per_kind = if rules.seven_pairs_quad { 2 } else { 1 };
                seven_pairs_and_triplet(&p.counts, p.jokers, p.melds, &p.limits, per_kind)
            })
            .flatten(),
    })
}
