//! Hands for the property tests, each a plain function of the values proptest draws so that a
//! failing case shrinks to a small hand, and the rules each hand's waits are read under.

use super::Case;
use crate::support::{nth_tile, tile};
use hupai::mahjong::KINDS;
use hupai::{Hand, Meld, Rules};
use proptest::prelude::*;

// ----------------------------------------------------------------------------------------------
// Building hands. Every builder is a plain function of the values proptest draws, so a failing
// case shrinks to a small hand.

/// The rule options a case is read under, and which kind (if any) becomes the joker kind.
#[derive(Clone, Copy, Debug)]
pub(super) struct RuleDraw {
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

pub(super) fn rule_draw() -> impl Strategy<Value = RuleDraw> {
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
pub(super) struct Parts {
    pub(super) own: [u8; KINDS],
    pub(super) melded: [u8; KINDS],
    pub(super) melds: Vec<Meld>,
    pub(super) jokers: u8,
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
pub(super) enum SuitShape {
    Sequence,
    Triplet,
    /// A quad as a meld; concealed, a triplet.
    Quad {
        concealed: bool,
    },
    /// One of [`HONOR_SEQUENCES`], concealed only (as a meld, a numbered sequence).
    HonorSequence(usize),
}

pub(super) fn shape() -> impl Strategy<Value = SuitShape> {
    prop_oneof![
        5 => Just(SuitShape::Sequence),
        3 => Just(SuitShape::Triplet),
        1 => any::<bool>().prop_map(|concealed| SuitShape::Quad { concealed }),
        1 => (0..HONOR_SEQUENCES.len()).prop_map(SuitShape::HonorSequence),
    ]
}

impl Parts {
    pub(super) fn used(&self, kind: usize) -> u8 {
        self.own[kind] + self.melded[kind]
    }

    pub(super) fn tiles(&self) -> u8 {
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
    pub(super) fn add_pair(&mut self, seed: usize, eyes: bool) {
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
    pub(super) fn add_group(&mut self, seed: usize, shape: SuitShape, meld: bool) -> bool {
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
    pub(super) fn remove_one(&mut self, pick: usize) -> Option<usize> {
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
    pub(super) fn jokerize(&mut self, n: u8, picks: &[usize]) {
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

pub(super) fn case_of(parts: &Parts, draw: RuleDraw) -> Case {
    let hand = parts.hand();
    let rules = rules_for(&hand, draw);
    Case { hand, rules }
}
