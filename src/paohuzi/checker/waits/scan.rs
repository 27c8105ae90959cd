//! The one enumeration waits make: the hand's choices of mixed groups, and at each choice
//! which cards complete the hand, and how well, read off two [`Reach`] entries.
//!
//! Every decomposition of the hand after a card is a choice of mixed groups (绞, mixed 二七十) plus a
//! decomposition of each case. When the choice fits in the cards held before, it is a choice of the
//! hand before, and there the card joins its case: the `plus` mask says whether that case
//! then decompositions. When it does not fit, the new card sits in a 绞 of its rank whose other two
//! cards are held (with a mixed 二七十 holding the new card, see below), and the rest of the
//! choice is a choice of the hand before: there the held pair of the 绞 leaves its case
//! (`minus_two`), or one held card leaves each case (`minus_one` of both keys). So the
//! choices of the hand before, each read once, answer every card; no choice is tried per
//! card, and no path carries a card yet to come.
//!
//! The same choices give the other ways their rests: a 提 or 跑 leaves the rest as it stands
//! with its pair allowed, and a 偎 or 碰 takes a held pair out (the choices that leave the
//! pair whole are exactly the rest's). The best of each over the choices is exact, as the
//! check's best is. Under `mixed_erqishi` the cards 二七十贰柒拾 are left to the search,
//! since a mixed 二七十 holding the new card is not tried here.

use super::super::search::{MIXED, coupled_value};
use super::super::win::Before;
use crate::base::generator::paohuzi::{CaseValues, POW3, RANKS};
use crate::base::variant::Scoring;
use crate::paohuzi::card::{Card, Counts, KINDS};
use crate::paohuzi::table::{Entry, MINUS_ONE, MINUS_TWO, PLUS, Reach, field, groups_holding};

/// What the enumeration found: per way, the best score of the rest (mixed groups included,
/// exposed groups, 坎 and 提 not), `None` when no decomposition exists.
#[derive(Clone, Copy, Debug)]
pub(super) struct Ready {
    /// The rest as it stands, its pair allowed: what a 提 or 跑 leaves.
    pub(super) whole: Option<u16>,
    /// Per card, the rest with the card in it.
    pub(super) in_hand: [Option<u16>; KINDS],
    /// Per card held twice, the rest without those two copies: what a 偎 or 碰 leaves.
    pub(super) minus: [Option<u16>; KINDS],
    /// Cards (bit per [`Card::index`]) whose in-hand score is left to the search.
    pub(super) searched: u32,
}

impl Ready {
    /// Cards (bit per [`Card::index`]) some way of which may complete the hand: a way the
    /// scan scored, a searched one, or a 提 or 跑 (for the cards that `grow` one) when the rest
    /// as it stands decompositions.
    pub(super) fn open(&self, grows: impl Fn(Card) -> bool) -> u32 {
        (0..KINDS)
            .filter(|&i| {
                self.in_hand[i].is_some()
                    || self.minus[i].is_some()
                    || self.searched & 1 << i != 0
                    || self.whole.is_some() && grows(Card::wrapping(i))
            })
            .fold(0, |mask, i| mask | 1 << i)
    }
}

/// The enumeration's state: the work counts, both case keys and sizes kept current.
struct Scan<'a> {
    reach: &'a Reach,
    values: &'a [CaseValues; 2],
    mixed: bool,
    four: bool,
    scoring: Scoring,
    work: Counts,
    keys: [u32; 2],
    sizes: [u32; 2],
    /// What the current choice's mixed groups score (0 under 胡息; card points otherwise).
    value: u16,
    ready: Ready,
}

/// Runs the enumeration on a prepared hand.
pub(super) fn run(before: &Before<'_>) -> Ready {
    let rules = before.checker.rules();
    let work = before.rest.counts;
    let size = |case: std::ops::Range<usize>| work[case].iter().map(|&n| u32::from(n)).sum();
    let searched = if rules.mixed_erqishi {
        (0..KINDS)
            .filter(|&i| matches!(i % RANKS, 1 | 6 | 9))
            .fold(0, |mask, i| mask | 1 << i)
    } else {
        0
    };
    let mut scan = Scan {
        reach: before.checker.tables().reach(),
        values: &before.values,
        mixed: rules.mixed_erqishi,
        four: before.four,
        scoring: rules.scoring,
        work,
        keys: before.rest.keys,
        sizes: [size(0..RANKS), size(RANKS..KINDS)],
        value: 0,
        ready: Ready {
            whole: None,
            in_hand: [None; KINDS],
            minus: [None; KINDS],
            searched,
        },
    };
    scan.mixed(0);
    scan.ready
}

/// Where the one pair goes in a rest of these case sizes: `Some(None)` for no pair,
/// `Some(Some(case))`, or `None` when the sizes cannot decompose (a pair only beside a `four`).
fn pair_case(sizes: [u32; 2], four: bool) -> Option<Option<usize>> {
    match (sizes[0] % 3, sizes[1] % 3) {
        (0, 0) => Some(None),
        (2, 0) if four => Some(Some(0)),
        (0, 2) if four => Some(Some(1)),
        _ => None,
    }
}

/// The masks of a case whose change leaves both cases decomposing, given the case's mask words
/// and whether the other case decompositions `[without, with]` the pair: the pair on either side only
/// beside a 跑 or 提 (`four`, all ones or zero). Sizes are not checked, so this may say more
/// than the scores then find.
fn reach(words: [u32; 2], other: [bool; 2], four: u32) -> u32 {
    let ok = |decompositions: bool| if decompositions { u32::MAX } else { 0 };
    (words[0] & ok(other[0])) | (words[1] & ok(other[0]) & four) | (words[0] & ok(other[1]) & four)
}

/// Keeps `score` in `best` if it beats it.
fn keep(best: &mut Option<u16>, score: Option<u16>) {
    if score > *best {
        *best = score;
    }
}

/// Each set bit's index, lowest first.
fn bits(mut mask: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let i = mask.trailing_zeros() as usize;
        mask &= mask.checked_sub(1)?;
        Some(i)
    })
}

impl Scan<'_> {
    /// Takes (`take`) or puts back `small` and `big` cards of a rank 0-9.
    fn shift(&mut self, rank: usize, small: u8, big: u8, take: bool) {
        let (s, b) = (u32::from(small), u32::from(big));
        if take {
            self.work[rank] -= small;
            self.work[rank + RANKS] -= big;
            self.keys[0] -= s * POW3[rank];
            self.keys[1] -= b * POW3[rank];
            self.sizes[0] -= s;
            self.sizes[1] -= b;
        } else {
            self.work[rank] += small;
            self.work[rank + RANKS] += big;
            self.keys[0] += s * POW3[rank];
            self.keys[1] += b * POW3[rank];
            self.sizes[0] += s;
            self.sizes[1] += b;
        }
    }

    fn available(&self, cards: &[Card; 3]) -> bool {
        let mut need = [0u8; KINDS];
        cards.iter().all(|c| {
            need[c.index()] += 1;
            self.work[c.index()] >= need[c.index()]
        })
    }

    fn shift_cards(&mut self, cards: &[Card; 3], take: bool) {
        for c in cards {
            let r = usize::from(c.rank() - 1);
            let (s, b) = if c.is_big() { (0, 1) } else { (1, 0) };
            self.shift(r, s, b, take);
        }
    }

    /// How many of each mixed 二七十 (when allowed), then the 绞.
    fn mixed(&mut self, pattern: usize) {
        let Some(cards) = MIXED.get(pattern).filter(|_| self.mixed) else {
            // Only ranks where a 绞 of held cards fits at the start can hold one later.
            let ranks = (0..RANKS)
                .filter(|&r| {
                    let (s, b) = (self.work[r], self.work[r + RANKS]);
                    s >= 1 && b >= 1 && s + b >= 3
                })
                .fold(0u16, |mask, r| mask | 1 << r);
            self.jiao(ranks);
            return;
        };
        let add = coupled_value(cards, self.scoring);
        let mut taken = 0;
        loop {
            self.mixed(pattern + 1);
            if !self.available(cards) {
                break;
            }
            self.shift_cards(cards, true);
            self.value += add;
            taken += 1;
        }
        for _ in 0..taken {
            self.shift_cards(cards, false);
            self.value -= add;
        }
    }

    /// Rank by rank: no 绞, or a 绞 of held cards on a small or a big pair.
    fn jiao(&mut self, ranks: u16) {
        if ranks == 0 {
            self.leaf();
            return;
        }
        let rank = ranks.trailing_zeros() as usize;
        let later = ranks & (ranks - 1);
        self.jiao(later);
        let (s, b) = (self.work[rank], self.work[rank + RANKS]);
        for (small, big) in [(2, 1), (1, 2)] {
            if s >= small && b >= big {
                let add = self.jiao_value(rank);
                self.shift(rank, small, big, true);
                self.value += add;
                self.jiao(later);
                self.value -= add;
                self.shift(rank, small, big, false);
            }
        }
    }

    /// A 绞's score at a rank: 0 under 胡息, its cards' points otherwise (the same on either
    /// pair, as both cases' cards of a rank score alike).
    fn jiao_value(&self, rank: usize) -> u16 {
        let card = Card::wrapping(rank);
        coupled_value(&[card, card, card.flipped()], self.scoring)
    }

    /// The best score of the case keys `keys` (with `sizes` cards) as a whole rest.
    fn rest_best(&self, keys: [u32; 2], sizes: [u32; 2]) -> Option<u16> {
        let pair = pair_case(sizes, self.four)?;
        let small = self.reach.entry(keys[0]).value(0, pair == Some(0))?;
        let big = self.reach.entry(keys[1]).value(1, pair == Some(1))?;
        Some(self.value + u16::from(small) + u16::from(big))
    }

    /// The rest with one more card `i`, whose case holds `r` twice already at this choice:
    /// the best over the in-case groups holding one copy, each taken out first.
    fn three_copies(&self, i: usize) -> Option<u16> {
        let (case, rank) = (i / RANKS, i % RANKS);
        let mut best = None;
        for ([a, b], v) in groups_holding(rank, &self.values[case]) {
            if self.work[case * RANKS + a] == 0 || self.work[case * RANKS + b] == 0 {
                continue;
            }
            let mut keys = self.keys;
            let mut sizes = self.sizes;
            keys[case] -= POW3[a] + POW3[b];
            sizes[case] -= 2;
            keep(&mut best, self.rest_best(keys, sizes).map(|s| s + v));
        }
        best
    }

    /// Reads both case entries at this choice and settles every card and way it completes.
    fn leaf(&mut self) {
        let [es, eb]: [Entry; 2] = self.keys.map(|k| self.reach.entry(k));
        let s = [es.value(0, false), es.value(0, true)];
        let b = [eb.value(1, false), eb.value(1, true)];
        let sum = |x: Option<u8>, y: Option<u8>| Some(self.value + u16::from(x?) + u16::from(y?));
        let whole = match pair_case(self.sizes, true) {
            Some(None) => sum(s[0], b[0]),
            Some(Some(0)) => sum(s[1], b[0]),
            Some(Some(_)) => sum(s[0], b[1]),
            None => None,
        };
        keep(&mut self.ready.whole, whole);
        let four = if self.four { u32::MAX } else { 0 };
        let (ms, mb) = (es.masks(), eb.masks());
        let small = reach(ms, b.map(|v| v.is_some()), four);
        let big = reach(mb, s.map(|v| v.is_some()), four);
        let both = |at: u32| field(small, at) | field(big, at) << RANKS;
        // The card joins its case.
        for i in bits(both(PLUS)) {
            let score = if self.work[i] == 2 {
                self.three_copies(i)
            } else {
                let (case, rank) = (i / RANKS, i % RANKS);
                let (mut keys, mut sizes) = (self.keys, self.sizes);
                keys[case] += POW3[rank];
                sizes[case] += 1;
                self.rest_best(keys, sizes)
            };
            keep(&mut self.ready.in_hand[i], score);
        }
        // A held pair leaves: a 偎 or 碰 of it, or a 绞 of it and the other case's new card.
        for i in bits(both(MINUS_TWO)) {
            let (case, rank) = (i / RANKS, i % RANKS);
            let (mut keys, mut sizes) = (self.keys, self.sizes);
            keys[case] -= 2 * POW3[rank];
            sizes[case] -= 2;
            let rest = self.rest_best(keys, sizes);
            keep(&mut self.ready.minus[i], rest);
            let jiao = rest.map(|r| r + self.jiao_value(rank));
            keep(
                &mut self.ready.in_hand[Card::wrapping(i).flipped().index()],
                jiao,
            );
        }
        // One held card of a rank leaves each case: a 绞 of them and a new card of either.
        let ones = (ms[0] & mb[0]) | (four & ((ms[1] & mb[0]) | (ms[0] & mb[1])));
        for rank in bits(field(ones, MINUS_ONE)) {
            let keys = [self.keys[0] - POW3[rank], self.keys[1] - POW3[rank]];
            let sizes = [self.sizes[0] - 1, self.sizes[1] - 1];
            let jiao = self
                .rest_best(keys, sizes)
                .map(|r| r + self.jiao_value(rank));
            keep(&mut self.ready.in_hand[rank], jiao);
            keep(&mut self.ready.in_hand[rank + RANKS], jiao);
        }
    }
}
