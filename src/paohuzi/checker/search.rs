//! The enumeration of the groups that mix cases (绞, and a mixed 二七十 where allowed): the one
//! search a check makes, kept apart from the checker's methods so that it is read as one
//! piece, with what win-on-a-card and waits share of it (the mixed 二七十, a mixed group's score).

use crate::base::generator::paohuzi::{POW3, RANKS};
use crate::base::variant::Scoring;
use crate::paohuzi::card::{Card, Case, Counts, KINDS};
use crate::paohuzi::group::Shape;
use crate::paohuzi::rules::Rules;
use crate::paohuzi::table::CaseTables;

/// A cross-case group chosen before the per-case lookups.
pub(crate) type Coupled = ([Card; 3], Shape);

/// Most cross-case groups a rest can hold: it has at most 40 cards (two of each kind).
const MAX_COUPLED: usize = 13;

/// The cross-case groups chosen, in a fixed array so that a search never allocates: callers
/// that try many cards (win on a card, waits) run one search per way a card can be taken.
#[derive(Clone, Copy)]
pub(crate) struct Chosen {
    groups: [Coupled; MAX_COUPLED],
    len: usize,
}

impl Chosen {
    const EMPTY: Chosen = Chosen {
        groups: [([Card::wrapping(0); 3], Shape::Jiao); MAX_COUPLED],
        len: 0,
    };

    /// Adds a group; `false` (and nothing added) when full, which a rest cannot reach.
    fn push(&mut self, group: Coupled) -> bool {
        let Some(slot) = self.groups.get_mut(self.len) else {
            return false;
        };
        *slot = group;
        self.len += 1;
        true
    }

    fn pop(&mut self) {
        self.len = self.len.saturating_sub(1);
    }

    pub(crate) fn as_slice(&self) -> &[Coupled] {
        self.groups.get(..self.len).unwrap_or(&[])
    }
}

/// The best choice of cross-case groups found so far.
pub(crate) struct Best {
    pub(crate) score: u16,
    pub(crate) coupled: Chosen,
    pub(crate) pair_in: Option<Case>,
}

/// The best choice of cross-case groups and pair placement for a rest (every count 0-2)
/// whose case keys and sizes are given, with (`pair`) or without the one pair.
pub(crate) fn run(
    rules: &Rules,
    tables: &CaseTables,
    rest: &Counts,
    keys: [u32; 2],
    sizes: [u32; 2],
    pair: bool,
) -> Option<Best> {
    // Only ranks where a 绞 is possible at the start can hold one later.
    let jiao_ranks = (0..RANKS)
        .filter(|&r| {
            let (s, b) = (rest[r], rest[r + RANKS]);
            (s >= 2 && b >= 1) || (b >= 2 && s >= 1)
        })
        .fold(0u16, |mask, r| mask | 1 << r);
    let mut search = Search {
        rules,
        tables,
        work: *rest,
        keys,
        sizes,
        jiao_ranks,
        chosen: Chosen::EMPTY,
        pair,
        best: None,
    };
    search.mixed(0, 0);
    search.best
}

/// The enumeration of cross-case groups, keeping both case keys current as cards come and go
/// so that each choice costs two table reads.
struct Search<'a> {
    rules: &'a Rules,
    tables: &'a CaseTables,
    work: Counts,
    /// Base-3 keys of the small and the big case.
    keys: [u32; 2],
    sizes: [u32; 2],
    /// Ranks (bits) where a 绞 could still be chosen.
    jiao_ranks: u16,
    chosen: Chosen,
    pair: bool,
    best: Option<Best>,
}

impl Search<'_> {
    fn available(&self, cards: &[Card]) -> bool {
        let mut need = [0u8; KINDS];
        cards.iter().all(|c| {
            need[c.index()] += 1;
            self.work[c.index()] >= need[c.index()]
        })
    }

    /// Takes available cards as a group; `false` (nothing taken) if the list is full.
    fn take(&mut self, cards: [Card; 3], shape: Shape) -> bool {
        if !self.chosen.push((cards, shape)) {
            return false;
        }
        for c in cards {
            let case = usize::from(c.is_big());
            self.work[c.index()] -= 1;
            self.keys[case] -= POW3[usize::from(c.rank() - 1)];
            self.sizes[case] -= 1;
        }
        true
    }

    /// Undoes the last [`take`](Self::take), of these cards.
    fn put_back(&mut self, cards: [Card; 3]) {
        self.chosen.pop();
        for c in cards {
            let case = usize::from(c.is_big());
            self.work[c.index()] += 1;
            self.keys[case] += POW3[usize::from(c.rank() - 1)];
            self.sizes[case] += 1;
        }
    }

    /// Chooses how many of each mixed 二七十 (when allowed), then the 绞.
    fn mixed(&mut self, pattern: usize, value: u16) {
        if !self.rules.mixed_erqishi || pattern >= MIXED.len() {
            self.jiao(self.jiao_ranks, value);
            return;
        }
        let cards = MIXED[pattern];
        let add = coupled_value(&cards, self.rules.scoring);
        let mut taken = 0u16;
        loop {
            self.mixed(pattern + 1, value + taken * add);
            if !self.available(&cards) || !self.take(cards, Shape::MixedErQiShi) {
                break;
            }
            taken += 1;
        }
        for _ in 0..taken {
            self.put_back(cards);
        }
    }

    /// Chooses, rank by rank, no 绞, a 绞 on a small pair, or one on a big pair. One per
    /// rank at most: two would need three of one kind, and three alike were set aside as a 坎.
    /// The choices multiply (3^k for k such ranks), which is what a check costs beyond its
    /// reads; dealt hands have few such ranks.
    fn jiao(&mut self, ranks: u16, value: u16) {
        if ranks == 0 {
            self.evaluate(value);
            return;
        }
        let rank = ranks.trailing_zeros() as usize;
        let later = ranks & (ranks - 1);
        self.jiao(later, value);
        for case in [Case::Small, Case::Big] {
            let (Some(two), Some(one)) = (
                Card::new(case, rank as u8 + 1),
                Card::new(case.other(), rank as u8 + 1),
            ) else {
                continue;
            };
            let cards = [two, two, one];
            if !self.available(&cards) || !self.take(cards, Shape::Jiao) {
                continue;
            }
            let add = coupled_value(&cards, self.rules.scoring);
            self.jiao(later, value + add);
            self.put_back(cards);
        }
    }

    /// Looks both cases up once the cross-case groups are fixed. The one pair, if any, can
    /// only be in the case whose size is 2 more than a multiple of 3.
    fn evaluate(&mut self, value: u16) {
        let [s, b] = self.sizes.map(|n| n % 3);
        let pair_in = match (self.pair, s, b) {
            (false, 0, 0) => None,
            (true, 2, 0) => Some(Case::Small),
            (true, 0, 2) => Some(Case::Big),
            _ => return,
        };
        let tables = self.tables;
        let small = tables
            .small
            .by_key(self.keys[0], pair_in == Some(Case::Small));
        let big = tables.big.by_key(self.keys[1], pair_in == Some(Case::Big));
        let (Some(small), Some(big)) = (small, big) else {
            return;
        };
        let total = value + u16::from(small) + u16::from(big);
        if self.best.as_ref().is_none_or(|b| total > b.score) {
            self.best = Some(Best {
                score: total,
                coupled: self.chosen,
                pair_in,
            });
        }
    }
}

/// The six ways a 二七十 can mix cases.
pub(crate) const MIXED: [[Card; 3]; 6] = {
    // Small 二, 七, 十 are indices 1, 6, 9; the big ones ten higher.
    const fn c(big: bool, rank_index: usize) -> Card {
        Card::wrapping(rank_index + if big { 10 } else { 0 })
    }
    let mut out = [[Card::wrapping(0); 3]; 6];
    let mut bits = 1;
    while bits < 7 {
        out[bits - 1] = [
            c(bits & 1 != 0, 1),
            c(bits & 2 != 0, 6),
            c(bits & 4 != 0, 9),
        ];
        bits += 1;
    }
    out
};

/// A cross-case group's score: 0 胡息 (绞 and mixed 二七十 never score), or its card points.
pub(crate) fn coupled_value(cards: &[Card; 3], scoring: Scoring) -> u16 {
    match scoring {
        Scoring::Huxi => 0,
        Scoring::RedBlack => cards.iter().map(|c| c.points()).sum(),
    }
}
