//! Hands for the property tests, each a plain function of the values proptest draws so that a
//! failing case shrinks to a small hand: groups and a pair placed within a window of kinds, some
//! melded, some tiles jokers, and the rules each hand is checked under.

use super::{Case, Tally};
use crate::support::{nth_tile, tile};
use hupai::mahjong::KINDS;
use hupai::{Hand, Meld, Rules};
use proptest::collection::vec;
use proptest::prelude::*;

// ----------------------------------------------------------------------------------------------
// Building hands. Every builder is a plain function of the values proptest draws, so a failing
// case shrinks to a small hand.

/// The rule options a case is checked under, and which kind (if any) becomes the joker kind.
#[derive(Clone, Copy, Debug)]
pub(super) struct RuleDraw {
    fifth: bool,
    seven_pairs: bool,
    quad: bool,
    orphans: bool,
    /// (prefer a kind the hand holds, which one).
    joker: Option<(bool, usize)>,
}

pub(super) fn rule_draw() -> impl Strategy<Value = RuleDraw> {
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
pub(super) struct Parts {
    pub(super) own: [u8; KINDS],
    pub(super) melded: [u8; KINDS],
    pub(super) melds: Vec<Meld>,
    pub(super) jokers: u8,
    /// Concealed copies beyond four of a kind (melds included) that groups may take while the
    /// hand is built; [`Parts::settle`] turns them into jokers, which then stand for fifth
    /// copies.
    pub(super) slack: u8,
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
    pub(super) fn used(&self, kind: usize) -> u8 {
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

    pub(super) fn tiles(&self) -> u8 {
        self.own.iter().sum()
    }

    pub(super) fn hand(&self) -> Hand {
        let mut hand = Hand::from_counts(&self.own, self.jokers).expect("a valid hand");
        for &m in &self.melds {
            hand.push_meld(m).expect("a valid meld");
        }
        hand
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

    /// Replaces one concealed tile (or a joker) with a tile of another kind.
    pub(super) fn change_one(&mut self, pick: usize, to: usize) {
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
pub(super) enum SuitShape {
    Sequence,
    Triplet,
    Quad { concealed: bool },
}

pub(super) fn shape() -> impl Strategy<Value = SuitShape> {
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
    pub(super) fn add_group(
        &mut self,
        window: (usize, usize),
        seed: usize,
        shape: SuitShape,
        meld: bool,
    ) {
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
pub(super) struct Built {
    window: (usize, usize),
    pair: usize,
    groups: Vec<(usize, SuitShape)>,
    melds: usize,
    jokers: u8,
    picks: Vec<usize>,
    slack: u8,
}

impl Built {
    pub(super) fn parts(&self) -> Parts {
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

pub(super) fn window_anywhere() -> impl Strategy<Value = (usize, usize)> {
    Just((0, KINDS))
}

/// A few neighbouring kinds of one suit (or honors), so that groups and melds share kinds.
pub(super) fn window_narrow() -> impl Strategy<Value = (usize, usize)> {
    (0..4usize, 0..9usize, 1..=4usize).prop_map(|(suit, start, width)| {
        let ranks = if suit == 3 { 7 } else { 9 };
        let width = width.min(ranks);
        let start = start % (ranks - width + 1);
        (suit * 9 + start, width)
    })
}

pub(super) fn built(
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

pub(super) fn case_of(parts: &Parts, draw: RuleDraw) -> Case {
    let hand = parts.hand();
    let rules = rules_for(&hand, draw);
    Case { hand, rules }
}

pub(super) fn report(name: &str, tally: &Tally) {
    eprintln!("{name}: {tally}");
}
