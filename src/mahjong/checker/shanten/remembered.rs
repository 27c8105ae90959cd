//! Suits' distances remembered by their limits, for the questions that ask many hands
//! differing in one suit: effective tiles ask each draw's hand, a knitted straight each
//! arrangement's rest. A suit the tables cannot answer is walked target by target
//! ([`exact`](super::exact)), some thousands of instructions, and the other suits of those
//! hands are as they were.

use super::combine::Budgeted;
use super::exact::{SuitLimits, distances};
use crate::base::generator::mahjong::SuitRules;

/// Suits' distances remembered by their limits. The hands that one effective-tiles question
/// asks differ from the hand in one suit each, so every other suit is walked once rather than
/// once a hand.
pub(super) struct Remembered {
    /// Per suit, the first limits asked (the hand's own), then the latest in turn: a
    /// knitted straight's rests take three ways from each numbered suit.
    slots: [[Option<Walked>; SLOTS]; 4],
    /// Per suit, the slot after the first to fill next.
    turn: [usize; 4],
}

/// Limits remembered per suit.
const SLOTS: usize = 4;

/// One suit's distances and what they were walked for.
#[derive(Clone, Copy)]
struct Walked {
    limits: SuitLimits,
    groups: u8,
    budget: u8,
    distances: Budgeted,
}

impl Remembered {
    pub(super) fn new() -> Remembered {
        Remembered {
            slots: [[None; SLOTS]; 4],
            turn: [0; 4],
        }
    }

    /// [`distances`] of the suit of index `suit`, walked unless remembered.
    pub(super) fn distances(
        &mut self,
        suit: usize,
        rules: SuitRules,
        limits: &SuitLimits,
        groups: u8,
        budget: u8,
    ) -> Budgeted {
        let slots = &mut self.slots[suit];
        let asked = |w: &&Walked| w.groups == groups && w.budget == budget && w.limits == *limits;
        if let Some(w) = slots.iter().flatten().find(asked) {
            return w.distances;
        }
        let walked = Walked {
            limits: *limits,
            groups,
            budget,
            distances: distances(rules, limits, groups, budget),
        };
        let slot = if slots[0].is_none() {
            0
        } else {
            let turn = &mut self.turn[suit];
            *turn = *turn % (SLOTS - 1) + 1;
            *turn
        };
        slots[slot] = Some(walked);
        walked.distances
    }
}
