//! Random hands for a rule set: mostly hands the rules accept, built from melds, groups and a
//! pair (or seven pairs, or thirteen orphans) over the kinds the rules have, then with some
//! tiles turned into jokers (`*` or the joker kind), one tile changed to make near misses; now
//! and then a hand the rules refuse (an honor where there are none, the joker kind in a meld,
//! more jokers than allowed, 2m..8m in a three-player game), which every question must refuse
//! alike.

use crate::support::{Rng, nth_tile, tile};
use hupai::mahjong::KINDS;
use hupai::{Hand, Meld, Rules};

/// The honors' first index.
const HONORS: usize = 27;

/// A dealt hand: every concealed tile by kind (the joker kind's among them), the `*` jokers
/// and the melds.
#[derive(Clone, Debug)]
pub struct Dealt {
    pub counts: [u8; KINDS],
    pub jokers: u8,
    pub melds: Vec<Meld>,
}

impl Dealt {
    pub fn melded(&self) -> [u8; KINDS] {
        let mut melded = [0; KINDS];
        for m in &self.melds {
            for t in m.tiles() {
                melded[t.index()] += 1;
            }
        }
        melded
    }

    fn used(&self, k: usize) -> u8 {
        self.counts[k] + self.melded()[k]
    }

    fn tiles(&self) -> u8 {
        self.counts.iter().sum()
    }

    pub fn hand(&self) -> Hand {
        let mut hand = Hand::from_counts(&self.counts, self.jokers)
            .unwrap_or_else(|e| panic!("{self:?}: {e}"));
        for &m in &self.melds {
            hand.push_meld(m)
                .unwrap_or_else(|e| panic!("{self:?}: {e}"));
        }
        hand
    }

    /// The hand less one concealed tile or joker, the `pick`-th of them: a hand of 3n+1 that
    /// waits on what was taken, or on something else, or on nothing.
    pub fn less_one(&self, pick: usize) -> Option<Dealt> {
        let held = usize::from(self.tiles() + self.jokers);
        if held == 0 {
            return None;
        }
        let mut less = self.clone();
        let n = pick % held;
        if n < usize::from(self.jokers) {
            less.jokers -= 1;
        } else {
            let k = nth_tile(&self.counts, n - usize::from(self.jokers));
            less.counts[k] -= 1;
        }
        Some(less)
    }
}

/// Deals hands for one rule set.
pub struct Dealer<'a> {
    pub rules: &'a Rules,
    pub rng: Rng,
}

impl Dealer<'_> {
    /// Whether the rules have tiles of kind `k` to hold (the joker kind always, but for 2m..8m
    /// in a three-player game).
    fn exists(&self, k: usize) -> bool {
        let honor = k < HONORS || !self.rules.suits_only || self.is_joker(k);
        honor && !(self.rules.three_player && (1..8).contains(&k))
    }

    fn is_joker(&self, k: usize) -> bool {
        self.rules.joker.is_some_and(|j| j.index() == k)
    }

    /// A kind: from a narrow window of one suit half the time, so that groups share kinds.
    fn kind(&mut self, window: (usize, usize)) -> usize {
        if self.rng.chance(50) {
            window.0 + self.rng.below(window.1)
        } else {
            self.rng.below(KINDS)
        }
    }

    /// The kinds of a triplet of `k`, or of a sequence holding `k` (`None` where no sequence
    /// holds it under the rules).
    fn group(&mut self, k: usize, triplet: bool) -> Option<Vec<usize>> {
        if triplet {
            return Some(vec![k; 3]);
        }
        if k < HONORS {
            return (k % 9 <= 6).then(|| vec![k, k + 1, k + 2]);
        }
        if !self.rules.honor_sequences {
            return None;
        }
        if k >= 31 {
            return Some(vec![31, 32, 33]);
        }
        let mut winds: Vec<usize> = (27..31).filter(|&w| w != k).collect();
        winds.remove(self.rng.below(3));
        winds.push(k);
        Some(winds)
    }

    /// A window of up to five neighbouring kinds of one suit.
    fn window(&mut self) -> (usize, usize) {
        let suit = self.rng.below(if self.rules.suits_only { 3 } else { 4 });
        let ranks = if suit == 3 { 7 } else { 9 };
        let width = 1 + self.rng.below(5);
        (suit * 9 + self.rng.below(ranks - width + 1), width)
    }

    /// Places `kinds` as concealed tiles (or a meld) if every copy fits and every kind exists.
    fn place(&self, dealt: &mut Dealt, kinds: &[usize], meld: Option<Meld>) -> bool {
        let mut after = dealt.clone();
        match meld {
            Some(m) => after.melds.push(m),
            None => kinds.iter().for_each(|&k| after.counts[k] += 1),
        }
        let fits = kinds.iter().all(|&k| after.used(k) <= 4 && self.exists(k));
        let joker_melded = meld.is_some() && kinds.iter().any(|&k| self.is_joker(k));
        if fits && !joker_melded {
            *dealt = after;
        }
        fits && !joker_melded
    }

    /// One group (as a meld if `meld`), tried at random kinds until one fits.
    fn add_group(&mut self, dealt: &mut Dealt, window: (usize, usize), meld: bool) {
        for _ in 0..200 {
            let k = self.kind(window);
            let triplet = self.rng.chance(35);
            let Some(kinds) = self.group(k, triplet) else {
                continue;
            };
            let as_meld = meld.then(|| {
                let t = tile(kinds[0]);
                match (triplet, self.rng.below(4)) {
                    (false, _) => Meld::chi(tile(*kinds.iter().min().expect("kinds")))
                        .unwrap_or_else(|_| Meld::pon(t)),
                    (true, 0) => Meld::kan(t),
                    (true, 1) => Meld::concealed_kan(t),
                    _ => Meld::pon(t),
                }
            });
            let kinds: Vec<usize> = match as_meld {
                Some(m) => m.tiles().map(|t| t.index()).collect(),
                None => kinds,
            };
            if self.place(dealt, &kinds, as_meld) {
                return;
            }
        }
        panic!("no room for a group in {dealt:?}");
    }

    /// A pair, of an eye rank most of the time under `eyes=258`.
    fn add_pair(&mut self, dealt: &mut Dealt, window: (usize, usize)) {
        for _ in 0..200 {
            let k = if self.rules.eyes_258 && self.rng.chance(70) {
                9 * self.rng.below(3) + [1, 4, 7][self.rng.below(3)]
            } else {
                self.kind(window)
            };
            if self.place(dealt, &[k, k], None) {
                return;
            }
        }
        panic!("no room for a pair in {dealt:?}");
    }

    /// A hand of 3n+2 concealed tiles beside its melds.
    pub fn deal(&mut self) -> Dealt {
        let mut dealt = Dealt {
            counts: [0; KINDS],
            jokers: 0,
            melds: Vec::new(),
        };
        let window = self.window();
        // Four groups and a pair, five in a sixteen-tile game.
        let full = if self.rules.sixteen_tiles { 5 } else { 4 };
        let melds = [0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 4, 5][self.rng.below(12 + full - 3)];
        for _ in 0..melds {
            self.add_group(&mut dealt, window, true);
        }
        let groups = if self.rng.chance(85) {
            full - melds
        } else {
            self.rng.below(full + 1 - melds)
        };
        match self.rng.below(100) {
            0..10 if groups == 4 && full == 4 => self.seven_pairs(&mut dealt, 7),
            0..10 if groups == 5 => {
                self.seven_pairs(&mut dealt, 7);
                self.triplet(&mut dealt);
            }
            10..16 if groups == 4 && full == 4 => self.thirteen_orphans(&mut dealt),
            16..30 => self.draw_from_the_wall(&mut dealt, 3 * groups + 2),
            _ => {
                self.add_pair(&mut dealt, window);
                for _ in 0..groups {
                    self.add_group(&mut dealt, window, false);
                }
            }
        }
        self.jokerize(&mut dealt);
        if self.rng.chance(40) {
            self.change_one(&mut dealt);
        }
        self.misdeal(&mut dealt);
        dealt
    }

    /// `pairs` pairs of different kinds (with `seven_pairs_quad`, now and then a kind twice).
    fn seven_pairs(&mut self, dealt: &mut Dealt, pairs: usize) {
        let wanted = pairs;
        let mut pairs = 0;
        while pairs < wanted {
            let k = self.rng.below(KINDS);
            let twice = self.rules.seven_pairs_quad && self.rng.chance(20);
            let most = if twice { 4 } else { 2 };
            if dealt.counts[k] + 2 <= most && self.place(dealt, &[k, k], None) {
                pairs += 1;
            }
        }
    }

    /// A triplet of a kind the hand does not hold (嚦咕嚦咕's, beside seven pairs).
    fn triplet(&mut self, dealt: &mut Dealt) {
        loop {
            let k = self.rng.below(KINDS);
            if dealt.counts[k] == 0 && self.place(dealt, &[k, k, k], None) {
                return;
            }
        }
    }

    /// The thirteen terminals and honors and one of them again; the honors a suits-only game
    /// does not have are jokers.
    fn thirteen_orphans(&mut self, dealt: &mut Dealt) {
        let orphans = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
        let again = orphans[self.rng.below(13)];
        for k in orphans.into_iter().chain([again]) {
            if !self.place(dealt, &[k], None) {
                dealt.jokers += 1;
            }
        }
    }

    /// `size` tiles drawn from the kinds the rules have.
    fn draw_from_the_wall(&mut self, dealt: &mut Dealt, size: usize) {
        let mut placed = 0;
        while placed < size {
            let k = self.rng.below(KINDS);
            if self.place(dealt, &[k], None) {
                placed += 1;
            }
        }
    }

    /// Turns some concealed tiles into jokers: `*`, or the joker kind's tiles where there are
    /// copies of it left; within `max_jokers` but now and then not.
    fn jokerize(&mut self, dealt: &mut Dealt) {
        let wanted = [0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 4, 5, 6, 8][self.rng.below(14)];
        let beyond = self.rng.chance(3);
        for _ in 0..wanted {
            let jokers = dealt.jokers + self.rules.joker.map_or(0, |j| dealt.counts[j.index()]);
            let tiles = usize::from(dealt.tiles());
            if tiles == 0 || (jokers >= self.rules.max_jokers && !beyond) || dealt.jokers == 8 {
                return;
            }
            let k = nth_tile(&dealt.counts, self.rng.below(tiles));
            dealt.counts[k] -= 1;
            match self.rules.joker {
                Some(j)
                    if self.rng.chance(50)
                        && dealt.used(j.index()) < 4
                        && self.exists(j.index()) =>
                {
                    dealt.counts[j.index()] += 1;
                }
                _ => dealt.jokers += 1,
            }
        }
    }

    /// Replaces one concealed tile or joker with a tile of another kind the rules have.
    fn change_one(&mut self, dealt: &mut Dealt) {
        let Some(mut less) = dealt.less_one(self.rng.next() as usize) else {
            return;
        };
        for _ in 0..50 {
            let k = self.rng.below(KINDS);
            if self.place(&mut less, &[k], None) {
                *dealt = less;
                return;
            }
        }
    }

    /// Now and then, what the rules refuse: an honor in a suits-only game, 2m..8m in a
    /// three-player game, the joker kind in a meld.
    fn misdeal(&mut self, dealt: &mut Dealt) {
        if self.rules.three_player && self.rng.chance(4) {
            if let Some(mut less) = dealt.less_one(self.rng.next() as usize) {
                less.counts[1 + self.rng.below(7)] += 1;
                *dealt = less;
            }
        }
        if self.rules.suits_only && self.rng.chance(4) {
            if let Some(mut less) = dealt.less_one(self.rng.next() as usize) {
                let honor = HONORS + self.rng.below(7);
                less.counts[honor] += 1;
                if less.used(honor) <= 4 {
                    *dealt = less;
                }
            }
        }
        if let Some(j) = self.rules.joker {
            // Three concealed tiles become a meld of the joker kind, keeping the size 3n+2.
            let room = dealt.used(j.index()) + 3 <= 4 && dealt.melds.len() < 4;
            if self.rng.chance(2) && room && dealt.tiles() >= 3 {
                for _ in 0..3 {
                    let k = nth_tile(&dealt.counts, 0);
                    dealt.counts[k] -= 1;
                }
                dealt.melds.push(Meld::pon(j));
            }
        }
    }
}
