//! The search of a hand with 王 over its mixed groups, the 坎 its 王 join and the split of its
//! 王 between the cases, each split two reads of the tables with 王. It runs once a check, so
//! it keeps both case keys and sizes current as cards come and go, chooses the 绞 of real
//! cards, the mixed 二七十 and the X X′ 王 in turn (the last only at ranks holding one card of
//! each case), and allocates nothing unless the listing asks for the choice.

use super::split;
use crate::base::generator::paohuzi::{POW3, RANKS};
use crate::paohuzi::card::{COPIES, Card, Case, Counts};
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
        // Ranks where a 绞 of real cards is possible.
        let ranks = (0..RANKS)
            .filter(|&r| {
                let (s, b) = (self.rest[r], self.rest[r + RANKS]);
                (s >= 2 && b >= 1) || (b >= 2 && s >= 1)
            })
            .fold(0u16, |mask, r| mask | 1 << r);
        let [keys, sizes] = [POW3, [1; RANKS]].map(|weights| {
            [Case::Small, Case::Big].map(|case| {
                (0..RANKS)
                    .map(|r| u32::from(self.rest[case.offset() + r]) * weights[r])
                    .sum::<u32>()
            })
        });
        let mut search = Search {
            prepared: self,
            work: self.rest,
            keys,
            sizes,
            left: self.wang,
            mixed: [NO_MIXED; MAX_MIXED],
            len: 0,
            singles: singles(&self.rest),
            best: None,
            score: None,
            keep,
            mixed_erqishi: rules.mixed_erqishi,
        };
        search.jiao(ranks, 0);
        search
    }
}

/// The ranks of `counts` holding exactly one card of each case.
fn singles(counts: &Counts) -> u16 {
    (0..RANKS)
        .filter(|&r| counts[r] == 1 && counts[r + RANKS] == 1)
        .fold(0u16, |mask, r| mask | 1 << r)
}

/// Most mixed groups a rest can hold: it has at most 40 real cards (two of each kind).
const MAX_MIXED: usize = 20;

const NO_MIXED: Mixed = Mixed {
    cards: [Card::wrapping(0); 3],
    wang: 0,
    shape: Shape::Jiao,
};

struct Search<'p, 'a> {
    prepared: &'p Prepared<'a>,
    work: Counts,
    /// Base-3 keys of the small and the big case of `work`.
    keys: [u32; 2],
    /// Real cards of each case in `work`.
    sizes: [u32; 2],
    left: usize,
    mixed: [Mixed; MAX_MIXED],
    len: usize,
    /// Ranks holding one card of each case in the rest, which no 绞 of real cards touches.
    singles: u16,
    best: Option<Choice>,
    /// The best score so far, and whether the choice reaching it is kept (for the listing).
    score: Option<u16>,
    keep: bool,
    mixed_erqishi: bool,
}

impl Search<'_, '_> {
    /// Takes or gives back (`sign` -1 or 1) one real card.
    fn move_card(&mut self, card: Card, sign: i8) {
        let i = card.index();
        let (case, weight) = (i / RANKS, POW3[i % RANKS]);
        if sign < 0 {
            self.work[i] -= 1;
            self.keys[case] -= weight;
            self.sizes[case] -= 1;
        } else {
            self.work[i] += 1;
            self.keys[case] += weight;
            self.sizes[case] += 1;
        }
    }

    /// Takes a group's real cards and 王 if they are there; `false` (nothing taken) otherwise.
    fn take(&mut self, group: Mixed) -> bool {
        let wang = group.wang.count_ones() as usize;
        if wang > self.left || self.len == MAX_MIXED {
            return false;
        }
        let mut need = [0u8; 3];
        let real = (0..3).filter(|&i| group.wang & 1 << i == 0);
        for i in real.clone() {
            let card = group.cards[i];
            need[i] = 1
                + (0..i)
                    .filter(|&j| group.wang & 1 << j == 0 && group.cards[j] == card)
                    .count() as u8;
            if self.work[card.index()] < need[i] {
                return false;
            }
        }
        for i in real {
            self.move_card(group.cards[i], -1);
        }
        self.left -= wang;
        self.mixed[self.len] = group;
        self.len += 1;
        true
    }

    /// Takes a 绞 at `rank` of `small` small and `big` big real cards and `wang` 王 (in its
    /// middle place) if they are there; `false` (nothing taken) otherwise.
    fn take_jiao(&mut self, rank: u8, small: u8, big: u8, wang: u8) -> bool {
        let r = usize::from(rank);
        if self.work[r] < small
            || self.work[r + RANKS] < big
            || usize::from(wang) > self.left
            || self.len == MAX_MIXED
        {
            return false;
        }
        self.shift_jiao(r, [small, big], wang, -1);
        let (s, b) = (Card::wrapping(r), Card::wrapping(r + RANKS));
        let (x, y) = if small >= big { (s, b) } else { (b, s) };
        self.mixed[self.len] = Mixed {
            cards: [x, x, y],
            wang: wang << 1,
            shape: Shape::Jiao,
        };
        self.len += 1;
        true
    }

    /// Undoes the last [`take_jiao`](Self::take_jiao).
    fn put_back_jiao(&mut self, rank: u8, small: u8, big: u8, wang: u8) {
        self.len -= 1;
        self.shift_jiao(usize::from(rank), [small, big], wang, 1);
    }

    /// Moves a 绞's real cards and 王 out of (`sign` -1) or back into the work.
    fn shift_jiao(&mut self, r: usize, real: [u8; 2], wang: u8, sign: i8) {
        for (case, n) in real.into_iter().enumerate() {
            let at = r + case * RANKS;
            if sign < 0 {
                self.work[at] -= n;
                self.keys[case] -= u32::from(n) * POW3[r];
                self.sizes[case] -= u32::from(n);
            } else {
                self.work[at] += n;
                self.keys[case] += u32::from(n) * POW3[r];
                self.sizes[case] += u32::from(n);
            }
        }
        if sign < 0 {
            self.left -= usize::from(wang);
        } else {
            self.left += usize::from(wang);
        }
    }

    /// Undoes the last [`take`](Self::take).
    fn put_back(&mut self) {
        let Some(at) = self.len.checked_sub(1) else {
            return;
        };
        self.len = at;
        let group = self.mixed[at];
        for i in (0..3).filter(|&i| group.wang & 1 << i == 0) {
            self.move_card(group.cards[i], 1);
        }
        self.left += group.wang.count_ones() as usize;
    }

    /// Rank by rank: no 绞, or a 绞 of real cards on either case's pair.
    fn jiao(&mut self, ranks: u16, value: u16) {
        if ranks == 0 {
            self.mixed_erqishi(0, value);
            return;
        }
        let rank = ranks.trailing_zeros() as u8;
        let later = ranks & (ranks - 1);
        self.jiao(later, value);
        for (small, big) in [(2, 1), (1, 2)] {
            if self.take_jiao(rank, small, big, 0) {
                let add = self.jiao_value(rank);
                self.jiao(later, value + add);
                self.put_back_jiao(rank, small, big, 0);
            }
        }
    }

    /// What a 绞 at `rank` scores: 0 胡息, or the card points of three cards of the rank.
    fn jiao_value(&self, rank: u8) -> u16 {
        let card = Card::wrapping(usize::from(rank));
        self.prepared.coupled_value(&[card; 3])
    }

    /// Each mixed 二七十 (under `mixed_erqishi`) of real cards, as many as held, and each with a
    /// 王 beside two real cards of different cases.
    fn mixed_erqishi(&mut self, pattern: usize, value: u16) {
        if !self.mixed_erqishi || pattern >= MIXED_WANG.len() {
            // A mixed 二七十 may leave one card of each case where there were more.
            let singles = if self.mixed_erqishi {
                singles(&self.work)
            } else {
                self.singles
            };
            self.jiao_wang(if self.left > 0 { singles } else { 0 }, value);
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

    /// Rank by rank among those holding one card of each case: no 绞, or X X′ 王. Beside a
    /// second X (or X′) the 绞 of real cards does as well as X X′ 王, the 王 taking that card's
    /// place in its group, so only these ranks need it.
    fn jiao_wang(&mut self, ranks: u16, value: u16) {
        if ranks == 0 || self.left == 0 {
            self.evaluate(value);
            return;
        }
        let rank = ranks.trailing_zeros() as u8;
        let later = ranks & (ranks - 1);
        self.jiao_wang(later, value);
        if self.take_jiao(rank, 1, 1, 1) {
            let add = self.jiao_value(rank);
            self.jiao_wang(later, value + add);
            self.put_back_jiao(rank, 1, 1, 1);
        }
    }

    /// Every split of the 王 left between the 坎 they join and the two cases, each case's
    /// entry read only where its size allows a decomposition.
    fn evaluate(&mut self, value: u16) {
        let p = self.prepared;
        let residues = self.sizes.map(|n| n % 3);
        let mut gain = 0;
        for joined in 0..=self.left.min(p.kans.len()) {
            if joined > 0 {
                gain += p.kans[joined - 1].1;
            }
            let four = p.four || joined > 0;
            let left = self.left - joined;
            for small_spent in left.saturating_sub(CASE_WANG)..=left.min(CASE_WANG) {
                let spent = [small_spent, left - small_spent];
                if !split::sizes_fit(residues, spent, p.pair_taken) {
                    continue;
                }
                let s = p.tables.small.slots(self.keys[0], spent[0]);
                let b = p.tables.big.slots(self.keys[1], spent[1]);
                let Some(best) = split::best(&s, &b, four, p.pair_taken) else {
                    continue;
                };
                let total = value + gain + best;
                if self.score.is_some_and(|b| total <= b) {
                    continue;
                }
                self.score = Some(total);
                if self.keep {
                    self.best = Some(Choice {
                        score: total,
                        mixed: self.mixed[..self.len].to_vec(),
                        joined,
                        spent,
                        slots: split::slots(&s, &b, four, p.pair_taken, best),
                    });
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
