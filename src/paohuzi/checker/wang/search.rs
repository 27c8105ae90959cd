//! The search of a hand with 王 over its mixed groups, the 坎 its 王 join and the split of its
//! 王 between the cases, each split two reads of the tables with 王.

use crate::base::generator::paohuzi::{IMPOSSIBLE, POW3, RANKS};
use crate::paohuzi::card::{COPIES, Card, Case, Counts, KINDS};
use crate::paohuzi::checker::check::{Checker, set_aside};
use crate::paohuzi::group::{Group, GroupKind, Shape};
use crate::paohuzi::hand::Hand;
use crate::paohuzi::table::wang::{CASE_WANG, WangTables};

/// A mixed group chosen before the lookups: its cards as the 王 make them, which places are 王.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Mixed {
    pub(crate) cards: [Card; 3],
    pub(crate) wang: u8,
    pub(crate) shape: Shape,
}

/// The best choice found: mixed groups, 坎 joined, 王 spent per case, the slot read per case.
#[derive(Clone, Debug)]
pub(crate) struct Choice {
    pub(crate) score: u16,
    pub(crate) mixed: Vec<Mixed>,
    pub(crate) joined: usize,
    pub(crate) spent: [usize; 2],
    pub(crate) slots: [usize; 2],
}

/// A hand with 王 prepared for the search.
pub(crate) struct Prepared<'a> {
    pub(crate) checker: &'a Checker,
    pub(crate) tables: &'a WangTables,
    pub(crate) fixed: Vec<Group>,
    pub(crate) fixed_score: u16,
    pub(crate) rest: Counts,
    pub(crate) wang: usize,
    /// The 坎 a 王 may join, most gained first, with the gain.
    pub(crate) kans: Vec<(Card, u16)>,
    /// A 跑 or 提 among the exposed and set-aside groups.
    pub(crate) four: bool,
    /// Copies of each card held and exposed (and those a group set beside the hand holds).
    pub(crate) seen: Counts,
    /// A group set beside the hand (the 王 ways' pair, triplet or four alike) is the pair: the
    /// rest may hold none, and needs four alike somewhere.
    pub(crate) pair_taken: bool,
}

impl<'a> Prepared<'a> {
    pub(crate) fn new(checker: &'a Checker, hand: &Hand) -> Prepared<'a> {
        let rules = checker.rules();
        let (fixed, rest) = set_aside(hand);
        let scoring = rules.scoring;
        let fixed_score = fixed.iter().map(|g| g.score(scoring)).sum();
        let mut seen = *hand.held();
        for c in hand.exposed().iter().flat_map(|g| g.cards()) {
            seen[c.index()] += 1;
        }
        let score =
            |kind, card: Card, n| Group::new(kind, &vec![card; n]).map_or(0, |g| g.score(scoring));
        let mut kans: Vec<(Card, u16)> = fixed
            .iter()
            .filter(|g| rules.wang_joins_kan && g.kind() == GroupKind::Kan)
            .filter_map(|g| g.cards().first().copied())
            .filter(|c| rules.wang_fifth_copy || seen[c.index()] < COPIES)
            .map(|c| {
                (
                    c,
                    score(GroupKind::HiddenTi, c, 4) - score(GroupKind::Kan, c, 3),
                )
            })
            .collect();
        kans.sort_by_key(|k| std::cmp::Reverse(k.1));
        Prepared {
            checker,
            tables: checker.tables().wang(),
            four: fixed.iter().any(|g| g.kind().is_four()),
            fixed,
            fixed_score,
            rest,
            wang: usize::from(hand.wang()),
            kans,
            seen,
            pair_taken: false,
        }
    }

    /// The best choice over every mixed group, 坎 joined and split of the 王.
    pub(crate) fn best(&self) -> Option<Choice> {
        self.run(true).best
    }

    /// The best score alone: the same search, keeping no choice.
    pub(crate) fn best_score(&self) -> Option<u16> {
        self.run(false).score
    }

    fn run(&self, keep: bool) -> Search<'_, 'a> {
        let rules = self.checker.rules();
        let ranks = (0..RANKS)
            .filter(|&r| self.rest[r] >= 1 && self.rest[r + RANKS] >= 1)
            .fold(0u16, |mask, r| mask | 1 << r);
        let mut search = Search {
            prepared: self,
            work: self.rest,
            left: self.wang,
            mixed: Vec::new(),
            best: None,
            score: None,
            keep,
            mixed_erqishi: rules.mixed_erqishi,
        };
        search.jiao(ranks, 0);
        search
    }
}

struct Search<'p, 'a> {
    prepared: &'p Prepared<'a>,
    work: Counts,
    left: usize,
    mixed: Vec<Mixed>,
    best: Option<Choice>,
    /// The best score so far, and whether the choice reaching it is kept (for the listing).
    score: Option<u16>,
    keep: bool,
    mixed_erqishi: bool,
}

impl Search<'_, '_> {
    fn take(&mut self, group: Mixed) -> bool {
        let mut need = [0u8; KINDS];
        let mut wang = 0;
        for (i, c) in group.cards.iter().enumerate() {
            if group.wang & 1 << i != 0 {
                wang += 1;
            } else {
                need[c.index()] += 1;
            }
        }
        if wang > self.left || (0..KINDS).any(|i| self.work[i] < need[i]) {
            return false;
        }
        for (have, took) in self.work.iter_mut().zip(need) {
            *have -= took;
        }
        self.left -= wang;
        self.mixed.push(group);
        true
    }

    fn put_back(&mut self) {
        let Some(group) = self.mixed.pop() else {
            return;
        };
        for (i, c) in group.cards.iter().enumerate() {
            if group.wang & 1 << i != 0 {
                self.left += 1;
            } else {
                self.work[c.index()] += 1;
            }
        }
    }

    /// Rank by rank: no 绞, a 绞 of real cards on either case's pair, or X X′ 王.
    fn jiao(&mut self, ranks: u16, value: u16) {
        if ranks == 0 {
            self.mixed_erqishi(0, value);
            return;
        }
        let rank = ranks.trailing_zeros() as u8;
        let later = ranks & (ranks - 1);
        self.jiao(later, value);
        let (Some(small), Some(big)) = (
            Card::new(Case::Small, rank + 1),
            Card::new(Case::Big, rank + 1),
        ) else {
            return;
        };
        for (cards, wang) in [
            ([small, small, big], 0),
            ([big, big, small], 0),
            ([small, small, big], 0b010),
        ] {
            let group = Mixed {
                cards,
                wang,
                shape: Shape::Jiao,
            };
            if self.take(group) {
                let add = self.prepared.coupled_value(&cards);
                self.jiao(later, value + add);
                self.put_back();
            }
        }
    }

    /// Each mixed 二七十 (under `mixed_erqishi`) of real cards, as many as held, and each with a
    /// 王 beside two real cards of different cases.
    fn mixed_erqishi(&mut self, pattern: usize, value: u16) {
        if !self.mixed_erqishi || pattern >= MIXED_WANG.len() {
            self.evaluate(value);
            return;
        }
        let (cards, wang) = MIXED_WANG[pattern];
        let group = Mixed {
            cards,
            wang,
            shape: Shape::MixedErQiShi,
        };
        let add = self.prepared.coupled_value(&cards);
        let mut taken = 0u16;
        loop {
            self.mixed_erqishi(pattern + 1, value + taken * add);
            if !self.take(group) {
                break;
            }
            taken += 1;
        }
        for _ in 0..taken {
            self.put_back();
        }
    }

    fn evaluate(&mut self, value: u16) {
        let p = self.prepared;
        let keys = [Case::Small, Case::Big].map(|case| {
            (0..RANKS)
                .map(|r| u32::from(self.work[case.offset() + r]) * POW3[r])
                .sum::<u32>()
        });
        let mut gain = 0;
        for joined in 0..=self.left.min(p.kans.len()) {
            if joined > 0 {
                gain += p.kans[joined - 1].1;
            }
            let four = p.four || joined > 0;
            let left = self.left - joined;
            for small_spent in 0..=left.min(CASE_WANG) {
                let big_spent = left - small_spent;
                if big_spent > CASE_WANG {
                    continue;
                }
                let s = p.tables.small.slots(keys[0], small_spent);
                let b = p.tables.big.slots(keys[1], big_spent);
                for (si, &sv) in s.iter().enumerate() {
                    for (bi, &bv) in b.iter().enumerate() {
                        if sv == IMPOSSIBLE || bv == IMPOSSIBLE {
                            continue;
                        }
                        let (sp, bp) = (si >= 2, bi >= 2);
                        if (sp && bp) || (p.pair_taken && (sp || bp)) {
                            continue;
                        }
                        let paired = sp || bp || p.pair_taken;
                        if paired && !(four || si & 1 == 1 || bi & 1 == 1) {
                            continue;
                        }
                        let total = value + gain + u16::from(sv) + u16::from(bv);
                        if self.score.is_some_and(|b| total <= b) {
                            continue;
                        }
                        self.score = Some(total);
                        if self.keep {
                            self.best = Some(Choice {
                                score: total,
                                mixed: self.mixed.clone(),
                                joined,
                                spent: [small_spent, big_spent],
                                slots: [si, bi],
                            });
                        }
                    }
                }
            }
        }
    }
}

/// Mixed 二七十 of real cards (no 王), then of two real cards of different cases beside a 王
/// standing for the small card of the third rank.
pub(super) const MIXED_WANG: [([Card; 3], u8); 12] = {
    const fn c(big: bool, rank_index: usize) -> Card {
        Card::wrapping(rank_index + if big { 10 } else { 0 })
    }
    let mut out = [([Card::wrapping(0); 3], 0u8); 12];
    let mut bits = 1;
    while bits < 7 {
        out[bits - 1] = (
            [
                c(bits & 1 != 0, 1),
                c(bits & 2 != 0, 6),
                c(bits & 4 != 0, 9),
            ],
            0,
        );
        bits += 1;
    }
    let ranks = [1, 6, 9];
    let mut w = 0;
    while w < 3 {
        let (a, b) = (ranks[(w + 1) % 3], ranks[(w + 2) % 3]);
        out[6 + 2 * w] = ([c(false, ranks[w]), c(true, a), c(false, b)], 1);
        out[7 + 2 * w] = ([c(false, ranks[w]), c(false, a), c(true, b)], 1);
        w += 1;
    }
    out
};

impl Prepared<'_> {
    /// A mixed group's score (0 胡息, or its card points).
    fn coupled_value(&self, cards: &[Card; 3]) -> u16 {
        crate::paohuzi::checker::search::coupled_value(cards, self.checker.rules().scoring)
    }
}
