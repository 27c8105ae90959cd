//! The exact answer under `wang_fifth_copy=false` when the tables' best decomposition would
//! make a fifth copy: a search over the groups of the lowest real card — the case's groups of
//! the tables with 王, a 绞 or mixed 二七十 with any of its places a 王 — that holds every 王 to
//! the copies of its card left, remembering each state it has answered.
//!
//! A hand that is complete only with a fifth copy makes the search rule out every
//! decomposition, so what it costs a state matters. A state is known by its real cards left
//! and the room each card has for the 王 left (no more than they can fill), not by which cards
//! the 王 spent stood for: four 王 spent on different cards with room to spare leave one state,
//! not dozens. The groups of each lowest card are made once a search, with the copies they
//! need as masks, so that a state tests them with a few instructions and no allocation.
//!
//! The triplet a 绞's cards make is no longer always open (its card may have no copy left), so
//! every 绞 with 王 is tried here, not only X X′ 王.

use super::search::{MIXED_WANG, Prepared};
use crate::paohuzi::card::{COPIES, Card, Counts, KINDS};
use crate::paohuzi::checker::outcome::ScoredGroup;
use crate::paohuzi::group::{Group, GroupKind, Shape};
use crate::paohuzi::table::wang::slot;
use rustc_hash::FxHashMap;
use std::rc::Rc;

/// Best scores by slot (pair, four alike), `None` where impossible.
type Answer = [Option<u16>; 4];

/// A group the search may take: its cards as the 王 make them and which places are 王.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    kind: GroupKind,
    cards: [Card; 4],
    len: u8,
    wang: u8,
    value: u16,
    /// The copies it needs of each card, real and as 王.
    needs: Copies,
}

/// Cards by copies, one bit a card (by [`Card::index`]): in `real[j]` the cards of which
/// more than `j` real copies are meant, in `wang[j]` those of which more than `j` 王 are. A
/// candidate's needs (copies it takes) and a state's holdings (real copies left, room for
/// 王), so that a state tests a candidate with a few masks.
#[derive(Clone, Copy, Debug, Default)]
struct Copies {
    real: [u32; 4],
    wang: [u32; 4],
}

impl Copies {
    /// Whether `have` holds every copy these need.
    fn within(&self, have: &Copies) -> bool {
        (0..4).all(|j| self.real[j] & !have.real[j] == 0 && self.wang[j] & !have.wang[j] == 0)
    }
}

impl Candidate {
    fn new(kind: GroupKind, cards: &[Card], wang: u8, value: u16) -> Candidate {
        let mut all = [Card::wrapping(0); 4];
        all[..cards.len()].copy_from_slice(cards);
        let mut needs = Copies::default();
        let is_wang = |i: usize| wang & 1 << i != 0;
        for (i, card) in cards.iter().enumerate() {
            // The copy this place is of its card, real or 王.
            let copy = (0..i)
                .filter(|&j| cards[j] == *card && is_wang(j) == is_wang(i))
                .count();
            let masks = if is_wang(i) {
                &mut needs.wang
            } else {
                &mut needs.real
            };
            masks[copy] |= 1 << card.index();
        }
        Candidate {
            kind,
            cards: all,
            len: cards.len() as u8,
            wang,
            value,
            needs,
        }
    }

    fn cards(&self) -> &[Card] {
        &self.cards[..usize::from(self.len)]
    }
}

/// Where the candidates of 王 alone (a pair, a 坎 or four alike) are kept, after the
/// candidates of each card.
const WANG_ONLY: usize = KINDS;

struct Search<'p, 'a> {
    prepared: &'p Prepared<'a>,
    /// Answers by the rest's counts beside the 王 left, and the room each card has for them
    /// ([`rooms`](Self::rooms)). Hashed by multiplying: the keys are the search's own, and
    /// SipHash took a quarter of the search's time.
    memo: FxHashMap<(u64, u64), Answer>,
    /// The candidates whose lowest real card is each card, then those of 2, 3 and 4 王 alone,
    /// each list made the first time it is asked for.
    lists: Vec<Option<Rc<[Candidate]>>>,
}

/// The best score of the rest with its 王 under the cap, and one decomposition reaching it
/// (fixed groups first).
pub(super) fn best(prepared: &Prepared<'_>) -> Option<(u16, Vec<ScoredGroup>)> {
    let scoring = prepared.checker.rules().scoring;
    let mut search = Search {
        prepared,
        memo: FxHashMap::default(),
        lists: vec![None; WANG_ONLY + 3],
    };
    // Every set of 坎 a 王 joins: under the cap a join takes its card's last copy, which a 王
    // of the rest might have used better, so the ones that gain most are not always best.
    let mut best: Option<(u16, u32, usize)> = None;
    let kans = prepared.kans.len().min(16);
    for mask in 0u32..1 << kans {
        let joined: Vec<(Card, u16)> = (0..kans)
            .filter(|i| mask & 1 << i != 0)
            .map(|i| prepared.kans[i])
            .collect();
        if joined.len() > prepared.wang {
            continue;
        }
        let gain: u16 = joined.iter().map(|k| k.1).sum();
        let mut used = [0u8; KINDS];
        for k in &joined {
            used[k.0.index()] += 1;
        }
        let left = prepared.wang - joined.len();
        let answer = search.answer(&mut prepared.rest.clone(), &mut used, left);
        let four = prepared.four || !joined.is_empty();
        for (s, v) in answer.iter().enumerate() {
            let Some(v) = v else { continue };
            if (s >= 2 && prepared.pair_taken)
                || ((s >= 2 || prepared.pair_taken) && !(four || s & 1 == 1))
            {
                continue;
            }
            if best.is_none_or(|b| v + gain > b.0) {
                best = Some((v + gain, mask, s));
            }
        }
    }
    let (score, mask, at) = best?;
    let joined_cards: Vec<Card> = (0..kans)
        .filter(|i| mask & 1 << i != 0)
        .map(|i| prepared.kans[i].0)
        .collect();
    let mut out: Vec<ScoredGroup> = Vec::new();
    for g in &prepared.fixed {
        match g.cards().first() {
            Some(&c) if g.kind() == GroupKind::Kan && joined_cards.contains(&c) => {
                let group = Group::new(GroupKind::HiddenTi, &[c; 4]).ok()?;
                out.push(ScoredGroup {
                    score: group.score(scoring),
                    group,
                    wang: vec![c],
                });
            }
            _ => out.push(ScoredGroup {
                score: g.score(scoring),
                group: g.clone(),
                wang: Vec::new(),
            }),
        }
    }
    let mut used = [0u8; KINDS];
    for c in &joined_cards {
        used[c.index()] += 1;
    }
    let left = prepared.wang - joined_cards.len();
    search.list(&mut prepared.rest.clone(), &mut used, left, at, &mut out)?;
    Some((score, out))
}

impl Search<'_, '_> {
    fn room(&self, card: Card, used: &Counts) -> u8 {
        COPIES.saturating_sub(self.prepared.seen[card.index()] + used[card.index()])
    }

    /// The room of each card for the `left` 王 to come, as far as they can use it (at most
    /// `left`), three bits a card: all that the rest of the search depends on of the 王 spent,
    /// so that states differing only in room no 王 left can fill are answered once.
    fn rooms(&self, used: &Counts, left: usize) -> u64 {
        let most = left.min(usize::from(COPIES)) as u8;
        Card::all().fold(0u64, |k, card| {
            k << 3 | u64::from(self.room(card, used).min(most))
        })
    }

    /// Which list of candidates a state takes from: that of its lowest real card, or of its
    /// `left` 王 alone when no real card is left (`None` when they make no group).
    fn list_of(counts: &Counts, left: usize) -> Option<usize> {
        match counts.iter().position(|&c| c > 0) {
            Some(low) => Some(low),
            None => (2..=4).contains(&left).then(|| WANG_ONLY + left - 2),
        }
    }

    /// The candidates of list `at` ([`list_of`](Self::list_of)), made once a search and
    /// shared with the states below that take from it too.
    fn candidates(&mut self, at: usize) -> Rc<[Candidate]> {
        if let Some(made) = &self.lists[at] {
            return made.clone();
        }
        let made: Rc<[Candidate]> = match Card::from_index(at) {
            Some(low) => self.holding(low),
            None => self.wang_only(at - WANG_ONLY + 2),
        }
        .into();
        self.lists[at] = Some(made.clone());
        made
    }

    /// The groups of `n` 王 alone: a pair, a 坎 or four alike of any card.
    fn wang_only(&self, n: usize) -> Vec<Candidate> {
        let scoring = self.prepared.checker.rules().scoring;
        let kind = match n {
            2 => GroupKind::Pair,
            3 => GroupKind::Kan,
            _ => GroupKind::HiddenTi,
        };
        Card::all()
            .filter_map(|card| {
                let g = Group::new(kind, &[card; 4][..n]).ok()?;
                Some(Candidate::new(
                    kind,
                    g.cards(),
                    (1 << n) - 1,
                    g.score(scoring),
                ))
            })
            .collect()
    }

    /// The groups holding `card` as their lowest real card: the case's groups of the tables
    /// with 王, and the mixed ones (绞 on either case's pair, mixed 二七十) with any of their
    /// other places a 王.
    fn holding(&self, card: Card) -> Vec<Candidate> {
        let rules = self.prepared.checker.rules();
        let scoring = rules.scoring;
        let case = card.case();
        let table = self.prepared.tables.case(case);
        let mut out: Vec<Candidate> = table
            .steps(usize::from(card.rank() - 1))
            .iter()
            .map(|step| {
                // The cards in the step's places, which its 王 bits name.
                let places = &step.ranks[..usize::from(step.len)];
                let mut cards = [card; 4];
                for (to, &rank) in cards.iter_mut().zip(places) {
                    *to = Card::wrapping(case.offset() + usize::from(rank));
                }
                Candidate::new(
                    step.shape.kind(),
                    &cards[..places.len()],
                    step.wang,
                    u16::from(step.value),
                )
            })
            .collect();
        let other = card.flipped();
        let mut mixed: Vec<[Card; 3]> = vec![[card, card, other], [other, other, card]];
        if rules.mixed_erqishi {
            mixed.extend(
                MIXED_WANG[..6]
                    .iter()
                    .map(|m| m.0)
                    .filter(|m| m.contains(&card)),
            );
        }
        for cards in mixed {
            let shape = Shape::classify(&cards).unwrap_or(Shape::Jiao);
            let value = crate::paohuzi::checker::search::coupled_value(&cards, scoring);
            // The lowest card is real, in its first place.
            let Some(first) = cards.iter().position(|&c| c == card) else {
                continue;
            };
            for wang in (0u8..7).filter(|w| w & 1 << first == 0) {
                out.push(Candidate::new(GroupKind::Hand(shape), &cards, wang, value));
            }
        }
        out
    }

    /// What a state holds: the copies of each real card left, and the room of each card for
    /// 王 (a candidate spending more 王 than are left is refused by [`take`](Self::take)).
    fn holdings(&self, counts: &Counts, used: &Counts) -> Copies {
        let mut have = Copies::default();
        for card in Card::all() {
            let bit = 1 << card.index();
            let (real, room) = (counts[card.index()], self.room(card, used));
            for j in 0..4 {
                if real > j as u8 {
                    have.real[j] |= bit;
                }
                if room > j as u8 {
                    have.wang[j] |= bit;
                }
            }
        }
        have
    }

    /// Takes a candidate's real cards and 王 if they are there and its 王 have room (as
    /// `have` says: [`holdings`](Self::holdings)); what it spent of the 王 left.
    fn take(
        c: &Candidate,
        have: &Copies,
        counts: &mut Counts,
        used: &mut Counts,
        left: usize,
    ) -> Option<usize> {
        let spent = c.wang.count_ones() as usize;
        if spent > left || !c.needs.within(have) {
            return None;
        }
        for (i, &card) in c.cards().iter().enumerate() {
            if c.wang & 1 << i != 0 {
                used[card.index()] += 1;
            } else {
                counts[card.index()] -= 1;
            }
        }
        Some(spent)
    }

    /// Gives back a taken candidate.
    fn give_back(c: &Candidate, counts: &mut Counts, used: &mut Counts) {
        for (i, card) in c.cards().iter().enumerate() {
            if c.wang & 1 << i != 0 {
                used[card.index()] -= 1;
            } else {
                counts[card.index()] += 1;
            }
        }
    }

    fn answer(&mut self, counts: &mut Counts, used: &mut Counts, left: usize) -> Answer {
        if left == 0 && counts.iter().all(|&c| c == 0) {
            return [Some(0), None, None, None];
        }
        // Three bits a card (at most four copies), the 王 left above the twenty cards' 60 bits.
        let held = counts
            .iter()
            .fold(left as u64, |k, &c| k << 3 | u64::from(c));
        let memo_key = (held, self.rooms(used, left));
        if let Some(&known) = self.memo.get(&memo_key) {
            return known;
        }
        let mut best: Answer = [None; 4];
        let Some(list) = Self::list_of(counts, left) else {
            self.memo.insert(memo_key, best);
            return best;
        };
        let have = self.holdings(counts, used);
        for &c in self.candidates(list).iter() {
            let Some(spent) = Self::take(&c, &have, counts, used, left) else {
                continue;
            };
            let sub = self.answer(counts, used, left - spent);
            Self::give_back(&c, counts, used);
            let (pair, four) = (c.kind == GroupKind::Pair, c.kind == GroupKind::HiddenTi);
            for (s, v) in sub.iter().enumerate() {
                let Some(v) = v else { continue };
                if pair && s >= 2 {
                    continue;
                }
                let to = slot(s >= 2 || pair, s & 1 == 1 || four);
                let total = v + c.value;
                best[to] = Some(best[to].map_or(total, |b| b.max(total)));
            }
        }
        self.memo.insert(memo_key, best);
        best
    }

    /// One decomposition reaching the answer's slot `at`.
    fn list(
        &mut self,
        counts: &mut Counts,
        used: &mut Counts,
        left: usize,
        at: usize,
        out: &mut Vec<ScoredGroup>,
    ) -> Option<()> {
        let target = self.answer(counts, used, left)[at]?;
        if target == 0 && left == 0 && counts.iter().all(|&c| c == 0) {
            return Some(());
        }
        let list = Self::list_of(counts, left)?;
        let have = self.holdings(counts, used);
        for &c in self.candidates(list).iter() {
            let Some(spent) = Self::take(&c, &have, counts, used, left) else {
                continue;
            };
            let sub = self.answer(counts, used, left - spent);
            let (pair, four) = (c.kind == GroupKind::Pair, c.kind == GroupKind::HiddenTi);
            let found = sub.iter().enumerate().find(|&(s, v)| {
                !(pair && s >= 2)
                    && slot(s >= 2 || pair, s & 1 == 1 || four) == at
                    && v.is_some_and(|v| v + c.value == target)
            });
            if let Some((s, _)) = found {
                let group = Group::new(c.kind, c.cards()).ok()?;
                let wang = c
                    .cards()
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| c.wang & 1 << i != 0)
                    .map(|(_, &k)| k)
                    .collect();
                out.push(ScoredGroup {
                    score: c.value,
                    group,
                    wang,
                });
                return self.list(counts, used, left - spent, s, out);
            }
            Self::give_back(&c, counts, used);
        }
        None
    }
}
