//! Suits holding four of a kind where a joker may be a fifth copy, answered by tables
//! ([`crate::base::generator::fifth`]) made on first use and kept for the process, rather
//! than walked ([`exact`](super::exact)).
//!
//! A concealed hand (no meld, not a three-player game) spends its budget of jokers on tiles
//! that cannot be drawn: copies beyond four in the suits holding a four, and the joker kind's
//! own copies in its suit (whose table under caps, [`super::capped`], takes the budget left
//! as that rank's cap, or where the suit also holds a four, a fifth table of its own with
//! both kinds of undrawable tile counted). Every other suit reads the plain tables, as a
//! fifth copy gains it nothing. The fewest tiles to add is then the least over the ways of
//! sharing the budget among the suits that spend it, each a sum of four suits' distances: a
//! handful of sums, where walking a suit takes tens of thousands of instructions. Effective
//! tiles read the same ways, each with its best splits and the suits' distances one tile up
//! ([`Checker::fifth_draws`]). Distances that no entry holds are left to the walk.

use super::super::Checker;
use super::capped::{self, honors_absent};
use super::combine::{MAX_BUDGET, least};
use super::draws::ranks_of;
use super::special::{self, Held, Sums};
use super::splits;
use crate::base::generator::fifth::{
    Fifth, MOST_EXCESS, UNHELD, distances_within, fifth_table, keys_with_fours,
};
use crate::base::generator::mahjong::{POW5, RANKS, SuitRules, SuitShape};
use crate::base::generator::shanten::{Distances, GROUPS, decode};
use crate::base::key::hand_index;
use crate::mahjong::checker::view::View;
use crate::mahjong::hand::Hand;
use crate::mahjong::table::SuitTable;
use crate::mahjong::table::draw_masks::add_lowered;
use crate::mahjong::table::shanten::ShantenTables;
use crate::mahjong::tile::{KINDS, Suit};
use rayon::prelude::*;
use std::sync::OnceLock;

/// The tables kept, per suit's rules (shape, 2-5-8 pairs, honor sequences) and the joker
/// kind's rank in the suit, if any (then the slot past the nine ranks' first).
static TABLES: [OnceLock<Fifth>; 8 * (RANKS + 1)] = [const { OnceLock::new() }; 8 * (RANKS + 1)];

/// The table of a suit's rules, made unless kept: its sweeps, one per budget, at once (a
/// few hundred milliseconds for a numbered suit, each sweep over its two million keys).
/// Without the joker kind, the keys holding a four whose distances a fifth copy lowers, for
/// budgets 1..=[`MOST_EXCESS`]; with the joker kind at rank `joker`, every key holding a
/// four, for budgets 0..=[`MAX_BUDGET`].
fn table(suit: SuitRules, joker: Option<usize>) -> &'static Fifth {
    let index = usize::from(suit.shape == SuitShape::Honors)
        | usize::from(suit.eyes_258) << 1
        | usize::from(suit.honor_sequences) << 2;
    let slot = joker.map_or(0, |j| j + 1);
    TABLES[index * (RANKS + 1) + slot].get_or_init(|| {
        let keys = keys_with_fours(suit, joker);
        let most = if joker.is_some() {
            MAX_BUDGET
        } else {
            MOST_EXCESS
        };
        let cells: Vec<_> = (0..=most)
            .into_par_iter()
            .map(|budget| distances_within(suit, budget, joker, &keys))
            .collect();
        fifth_table(&keys, &cells, joker.is_some())
    })
}

/// How one suit of a hand is read under each budget it may spend.
#[derive(Clone, Copy)]
enum Part {
    /// The honors of a game of suits alone, which hold nothing.
    Absent,
    /// A suit holding no four and not the joker kind: its plain entry under every budget,
    /// and its place in the plain tables.
    Plain(u32, usize),
    /// A suit holding a four: its rules, key and plain entry.
    Fours(SuitRules, u32, u32),
    /// The joker kind's suit, its key, and the rank of the joker kind, which may hold as
    /// many copies as the budget left (at most four).
    JokerKind(SuitRules, u32, usize),
    /// The joker kind's suit holding a four, its key, and the joker kind's rank.
    JokerFours(SuitRules, u32, usize),
}

impl Part {
    /// The distances when at most `budget` tiles of the suit cannot be drawn, for hands of
    /// `groups` concealed groups; `None` where no entry holds them.
    fn at(self, budget: usize, groups: u8, tables: &ShantenTables<'_>) -> Option<Distances> {
        let held = |entry: u32| (entry != UNHELD).then(|| decode(entry));
        match self {
            Part::Absent => Some(honors_absent()),
            Part::Plain(entry, _) => Some(decode(entry)),
            Part::Fours(rules, key, plain) => match table(rules, None).entries(key) {
                Some(entries) if budget > 0 => held(entries[budget.min(MOST_EXCESS) - 1]),
                _ => Some(decode(plain)),
            },
            Part::JokerKind(rules, key, rank) => {
                let plain = tables.entry_of(rules.shape == SuitShape::Honors, key);
                let place = POW5[rank];
                let caps = capped::FOUR_EVERYWHERE - (4 - budget.min(4) as u32) * place;
                if caps == capped::FOUR_EVERYWHERE {
                    return Some(decode(plain));
                }
                capped::table(rules, caps, groups, || *tables)?
                    .entry(key, plain)
                    .map(decode)
            }
            Part::JokerFours(rules, key, rank) => {
                let entries = table(rules, Some(rank)).entries(key)?;
                held(entries[budget.min(MAX_BUDGET)])
            }
        }
    }

    /// The most of the budget the suit can spend to any gain: the last budget that still
    /// lowers something.
    fn most(self) -> usize {
        let last = |entries: &[u32], first: u32| {
            let mut most = 0;
            let mut was = first;
            for (u, &e) in entries.iter().enumerate() {
                if e != was {
                    most = u + 1;
                }
                was = e;
            }
            most
        };
        match self {
            Part::Absent | Part::Plain(..) => 0,
            Part::Fours(rules, key, plain) => table(rules, None)
                .entries(key)
                .map_or(0, |e| last(e, plain)),
            Part::JokerKind(..) => 4,
            Part::JokerFours(rules, key, rank) => table(rules, Some(rank))
                .entries(key)
                .map_or(0, |e| last(&e[1..], e[0])),
        }
    }

    /// The most of the budget the suit or the suit with a tile more can spend to any gain.
    fn reach(self) -> usize {
        match self {
            Part::Absent | Part::Plain(..) => 0,
            Part::Fours(..) => MOST_EXCESS,
            Part::JokerKind(..) => 4,
            Part::JokerFours(..) => MAX_BUDGET,
        }
    }

    /// The suit with a tile of rank `r` more, its plain entry read in `tables`.
    fn drawn(self, r: usize, tables: &ShantenTables<'_>) -> Part {
        let up = |key: u32| key + POW5[r];
        match self {
            Part::Fours(rules, key, _) => {
                let honors = rules.shape == SuitShape::Honors;
                Part::Fours(rules, up(key), tables.entry_at(honors, hand_index(up(key))))
            }
            Part::JokerKind(rules, key, rank) => Part::JokerKind(rules, up(key), rank),
            Part::JokerFours(rules, key, rank) => Part::JokerFours(rules, up(key), rank),
            other => other,
        }
    }
}

/// The ways of sharing a budget among four suits, each at most its `most`, that leave no
/// share unspent a suit could take: a suit's distances only fall as its share grows, so
/// these hold the least of every sum.
struct Ways {
    most: [usize; 4],
    budget: usize,
    next: usize,
    count: usize,
}

impl Ways {
    fn new(most: [usize; 4], budget: usize) -> Ways {
        let most = most.map(|m| m.min(budget));
        Ways {
            most,
            budget,
            next: 0,
            count: most.iter().map(|&m| m + 1).product(),
        }
    }
}

impl Iterator for Ways {
    type Item = [usize; 4];

    fn next(&mut self) -> Option<[usize; 4]> {
        while self.next < self.count {
            // Each suit's share, 0..=its most, counted as the digits of one number.
            let mut shares = [0usize; 4];
            let mut rest = self.next;
            self.next += 1;
            for (share, &m) in shares.iter_mut().zip(&self.most) {
                *share = rest % (m + 1);
                rest /= m + 1;
            }
            let spent: usize = shares.iter().sum();
            let wasted = spent < self.budget && shares.iter().zip(&self.most).any(|(s, m)| s < m);
            if spent <= self.budget && !wasted {
                return Some(shares);
            }
        }
        None
    }
}

/// The four suits' distances under one way of sharing the budget.
fn shared(
    parts: &[Part; 4],
    shares: [usize; 4],
    groups: u8,
    tables: &ShantenTables<'_>,
) -> Option<[Distances; 4]> {
    Some([
        parts[0].at(shares[0], groups, tables)?,
        parts[1].at(shares[1], groups, tables)?,
        parts[2].at(shares[2], groups, tables)?,
        parts[3].at(shares[3], groups, tables)?,
    ])
}

impl<T: SuitTable> Checker<T> {
    /// How each suit of a concealed hand holding a four is read where a joker may be a fifth
    /// copy; `None` where the fifth tables do not answer it (melds, a three-player game, five
    /// concealed groups).
    fn fifth_parts(&self, view: &View, groups: usize) -> Option<[Part; 4]> {
        let r = &self.rules;
        if !r.joker_fifth_copy || view.meld_count > 0 || r.three_player || groups >= GROUPS {
            return None;
        }
        let entries = self.tables.shanten().entries(&view.keys);
        let counts = special::Counts::of_keys(&view.keys);
        let joker = r.joker.filter(|_| !r.suits_only);
        let mut parts = [Part::Absent; 4];
        for suit in Suit::ALL {
            let s = suit.index();
            if r.suits_only && suit == Suit::Honor {
                continue;
            }
            let rules = self.suit_rules_of(suit);
            let fours = counts.fours(s);
            let key = view.keys[s];
            parts[s] = match joker.filter(|j| j.suit() == suit) {
                Some(j) if fours => Part::JokerFours(rules, key, usize::from(j.rank() - 1)),
                Some(j) => Part::JokerKind(rules, key, usize::from(j.rank() - 1)),
                None if fours => Part::Fours(rules, key, entries[s]),
                None => Part::Plain(entries[s], hand_index(key)),
            };
        }
        Some(parts)
    }

    /// The standard form's fewest added tiles for `groups` groups of a concealed hand some of
    /// whose suits hold a four, where a joker may be a fifth copy, `budget` jokers to spend
    /// ([`budget`](Self::budget)); `None` leaves it to the walk.
    pub(super) fn fifth_fills(&self, view: &View, budget: u8, groups: usize) -> Option<Option<u8>> {
        let parts = self.fifth_parts(view, groups)?;
        let tables = self.tables.shanten();
        let mut best: Option<u8> = None;
        for shares in Ways::new(parts.map(Part::most), usize::from(budget)) {
            if let Some(fills) = least(&shared(&parts, shares, groups as u8, &tables)?, groups) {
                best = Some(best.map_or(fills, |b| b.min(fills)));
            }
        }
        Some(best)
    }

    /// The standard form's fewest added tiles for `groups` groups of a concealed hand some of
    /// whose suits hold a four, where a joker may be a fifth copy, and the kinds whose draw
    /// lowers them, of those not held three times (whose draw makes a four: see
    /// [`threes_lowering`](Self::threes_lowering)). A draw lowers them exactly where, under
    /// some way of sharing the budget whose sum is the least, it lowers its suit's distance
    /// in a best split of that sum; the suit's distances one tile up are read under the same
    /// share. `None` leaves the hand to be asked draw by draw.
    #[cold]
    #[inline(never)]
    pub(super) fn fifth_draws(
        &self,
        view: &View,
        budget: u8,
        groups: usize,
    ) -> Option<(Option<u8>, u64)> {
        let parts = self.fifth_parts(view, groups)?;
        let tables = self.tables.shanten();
        let g = groups as u8;
        let ways = || Ways::new(parts.map(Part::reach), usize::from(budget));
        let mut best: Option<u8> = None;
        for shares in ways() {
            if let Some(fills) = splits::in_full(&shared(&parts, shares, g, &tables)?, groups).fills
            {
                best = Some(best.map_or(fills, |b| b.min(fills)));
            }
        }
        let counts = self.counts(view);
        let mut kinds = 0;
        for shares in ways() {
            let splits = splits::in_full(&shared(&parts, shares, g, &tables)?, groups);
            if splits.fills.is_none() || splits.fills != best {
                continue;
            }
            for suit in Suit::ALL {
                let s = suit.index();
                let (first, ranks) = (usize::from(suit.first()), usize::from(suit.ranks()));
                let draws = match parts[s] {
                    Part::Absent => [0; 2],
                    Part::Plain(_, place) => tables.draw_masks().at(suit == Suit::Honor, place),
                    part => {
                        let here = part.at(shares[s], g, &tables)?;
                        let mut masks = [0; 2];
                        for r in 0..ranks {
                            // A draw onto three makes a four, answered apart; none onto four.
                            let joker_rank = matches!(part, Part::JokerKind(_, _, j) | Part::JokerFours(_, _, j) if j == r);
                            if counts[first + r] >= 3 || joker_rank {
                                continue;
                            }
                            let up = part.drawn(r, &tables).at(shares[s], g, &tables)?;
                            add_lowered(&mut masks, &here, &up, r);
                        }
                        masks
                    }
                };
                let [none_best, pair_best] = splits.fields[s];
                kinds |= ranks_of(draws[0] & none_best | draws[1] & pair_best) << first;
            }
        }
        Some((best, kinds))
    }

    /// The kinds whose draw lowers the `shanten` of a hand that the tables answer whole
    /// (`before` in added tiles, for `groups` concealed groups, of 14 tiles where
    /// `fourteen`), from those the draw masks give (`kinds`): of the kinds it holds three
    /// times, those the draw masks may not answer ([`Checker::threes_to_ask`]) are asked
    /// apart, the standard form of the fifth tables ([`Checker::threes_lowering`]), the
    /// special forms from the counts, or failing the tables each draw asked in full.
    #[cold]
    #[inline(never)]
    pub(super) fn quick_threes(
        &self,
        hand: &Hand,
        (shanten, before, groups, fourteen): (Option<i8>, u8, u8, bool),
        held: &Held,
        sums: &Sums,
        kinds: u64,
    ) -> u64 {
        let threes = held.threes();
        let Ok(view) = self.shanten_view(hand) else {
            return kinds & !threes | self.lowering_in_full(hand, shanten, threes);
        };
        let asked = self.threes_to_ask(&view, usize::from(groups), threes);
        let budget = self.budget(&view, hand.jokers());
        let standard = self.threes_lowering(&view, budget, usize::from(groups), asked, before);
        let Some(standard) = standard else {
            return kinds & !asked | self.lowering_in_full(hand, shanten, asked);
        };
        let r = &self.rules;
        let special = if fourteen {
            let after = sums.after_draw(r.seven_pairs, r.seven_pairs_quad, self.orphans_possible());
            after.lowering(held, before)
        } else {
            0
        };
        kinds & !asked | standard | special & asked
    }

    /// Of the kinds in `threes` (held three times, bits of their 34-index), those whose draw
    /// the draw masks may not answer: all of them beside melds, in a three-player game or for
    /// five concealed groups (where a fifth copy may gain without a four); otherwise those in
    /// the joker kind's suit or a suit holding a four, and those whose four the fifth tables
    /// hold (a four they do not hold gains nothing from a fifth copy, so the plain draw masks
    /// already answer its draw).
    #[inline(always)]
    pub(super) fn threes_to_ask(&self, view: &View, groups: usize, threes: u64) -> u64 {
        let r = &self.rules;
        if threes == 0 || view.meld_count > 0 || r.three_player || groups >= GROUPS {
            return threes;
        }
        let counts = special::Counts::of_keys(&view.keys);
        let joker = r.joker.filter(|_| !r.suits_only).map(|j| j.suit());
        let mut ask = 0;
        let mut left = threes;
        while left != 0 {
            let k = left.trailing_zeros() as usize;
            left &= left - 1;
            let (s, rank) = (k / 9, k % 9);
            let suit = Suit::ALL[s.min(3)];
            let plain = Some(suit) != joker && !counts.fours(s.min(3));
            let up = view.keys[s.min(3)] + POW5[rank];
            if !plain || table(self.suit_rules_of(suit), None).entries(up).is_some() {
                ask |= 1 << k;
            }
        }
        ask
    }

    /// Of the kinds in `threes` (held three times, bits of their 34-index), those whose draw
    /// lowers the standard form below `before` added tiles, the draw making a four that a
    /// joker may pass; `None` leaves them to be asked in full.
    pub(super) fn threes_lowering(
        &self,
        view: &View,
        budget: u8,
        groups: usize,
        threes: u64,
        before: u8,
    ) -> Option<u64> {
        let mut lowering = 0;
        let mut left = threes;
        while left != 0 {
            let k = left.trailing_zeros() as usize;
            left &= left - 1;
            if k >= KINDS {
                return None;
            }
            let (s, rank) = (k / 9, k % 9);
            let mut after = view.clone();
            after.keys[s] += POW5[rank];
            after.concealed += 1;
            let fills = self.fifth_fills(&after, budget, groups)?;
            lowering |= u64::from(fills.is_some_and(|f| f < before)) << k;
        }
        Some(lowering)
    }
}

#[cfg(test)]
mod tests;
