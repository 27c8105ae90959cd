//! The exact answer under `wang_fifth_copy=false` when the tables' best decomposition would
//! make a fifth copy: a search over the groups of the lowest real card — the case's groups of
//! the tables with 王, a 绞 or mixed 二七十 with any of its places a 王 — that holds every 王 to
//! the copies of its card left, remembering each state it has answered.
//!
//! A hand that is complete only with a fifth copy makes the search rule out every
//! decomposition, so what it costs a state matters. A state is known by its real cards left
//! and the room each card has for the 王 left (no more than they can fill), not by which cards
//! the 王 spent stood for: four 王 spent on different cards with room to spare leave one state,
//! not dozens. A state is two words of four bits a card (the real copies left, and the room
//! for 王), which with the room capped are also its memo key; the groups of each lowest card
//! are made once a memo, with the copies they take as words of the same kind, so that a state
//! tests a group with one subtraction a word and takes it with another, with no loop over the
//! cards and no allocation.
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

/// Four bits a card (by [`Card::index`]), each a number of copies (at most four): the
/// real copies a state has left or a group takes, or the copies a state has room for as 王 or
/// a group makes of 王.
type Nibbles = u128;

/// The high bit of every card's four, which no count (at most four) sets.
const GUARDS: Nibbles = ONES * 8;
/// One in every card's four bits.
const ONES: Nibbles = {
    let mut ones = 0;
    let mut card = 0;
    while card < KINDS {
        ones |= 1 << (4 * card);
        card += 1;
    }
    ones
};

/// The copies of one card.
const fn one(card: Card) -> Nibbles {
    1 << (4 * card.index())
}

/// Counts of every card as four bits each.
fn packed(counts: &Counts) -> Nibbles {
    Card::all().fold(0, |n, card| {
        n + Nibbles::from(counts[card.index()]) * one(card)
    })
}

/// Whether every card's count in `need` is at most its count in `have`: each card's four
/// bits of `have` with the guard set, less `need`'s, keep the guard unless they were fewer.
/// No card's subtraction borrows from the next (eight and more, less four at most).
fn within(need: Nibbles, have: Nibbles) -> bool {
    ((have | GUARDS) - need) & GUARDS == GUARDS
}

/// Each card's count of `nibbles`, at most `most` (at most four).
fn at_most(nibbles: Nibbles, most: u8) -> Nibbles {
    let most = Nibbles::from(most);
    // The guard set where a count is above `most` (a count plus 7 − most reaches 8).
    let over = (nibbles + ONES * (7 - most)) & GUARDS;
    let over = (over >> 3) * 0xF;
    (nibbles & !over) | ((ONES * most) & over)
}

/// A group the search may take: its cards as the 王 make them and which places are 王.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    kind: GroupKind,
    cards: [Card; 4],
    len: u8,
    wang: u8,
    value: u16,
    /// The real copies it takes of each card.
    real: Nibbles,
    /// The copies of each card its 王 stand for.
    as_wang: Nibbles,
}

impl Candidate {
    fn new(kind: GroupKind, cards: &[Card], wang: u8, value: u16) -> Candidate {
        let mut all = [Card::wrapping(0); 4];
        all[..cards.len()].copy_from_slice(cards);
        let (mut real, mut as_wang) = (0, 0);
        for (i, &card) in cards.iter().enumerate() {
            if wang & 1 << i != 0 {
                as_wang += one(card);
            } else {
                real += one(card);
            }
        }
        Candidate {
            kind,
            cards: all,
            len: cards.len() as u8,
            wang,
            value,
            real,
            as_wang,
        }
    }

    fn cards(&self) -> &[Card] {
        &self.cards[..usize::from(self.len)]
    }

    /// The state after taking this group, if the state holds its real cards, has room for
    /// what its 王 stand for, and has as many 王 left.
    fn take(&self, state: State) -> Option<State> {
        let spent = self.wang.count_ones() as u8;
        if spent > state.left || !within(self.real, state.held) || !within(self.as_wang, state.room)
        {
            return None;
        }
        Some(State {
            held: state.held - self.real,
            room: state.room - self.as_wang,
            left: state.left - spent,
        })
    }
}

/// What the rest of the search depends on: the real cards left, the room each card has for
/// 王 (four less its copies seen and the 王 spent on it), and the 王 left.
#[derive(Clone, Copy, Debug)]
struct State {
    held: Nibbles,
    room: Nibbles,
    left: u8,
}

impl State {
    fn new(counts: &Counts, seen: &Counts, used: &Counts, left: usize) -> State {
        let room: Counts = std::array::from_fn(|i| COPIES.saturating_sub(seen[i] + used[i]));
        State {
            held: packed(counts),
            room: packed(&room),
            left: left as u8,
        }
    }

    /// The memo's key: the cards left and the 王 left, and the room of each card as far as
    /// the 王 left can use it, so that states differing only in room no 王 left can fill are
    /// answered once.
    fn key(self) -> (u128, u128) {
        let most = self.left.min(COPIES);
        (
            self.held | u128::from(self.left) << (4 * KINDS),
            at_most(self.room, most),
        )
    }

    /// Which list of candidates the state takes from: that of its lowest real card, or of its
    /// 王 alone when no real card is left (`None` when they make no group).
    fn list(self) -> Option<usize> {
        if self.held != 0 {
            return Some(self.held.trailing_zeros() as usize / 4);
        }
        (2..=4)
            .contains(&self.left)
            .then(|| WANG_ONLY + usize::from(self.left) - 2)
    }

    fn done(self) -> bool {
        self.held == 0 && self.left == 0
    }
}

/// Where the candidates of 王 alone (a pair, a 坎 or four alike) are kept, after the
/// candidates of each card.
const WANG_ONLY: usize = KINDS;

/// What the capped searches of one checker may share: a state's answer depends on the state
/// alone (its room holds what the hand's cards seen and the 王 spent leave), and a card's
/// candidates on the rules and tables alone. The waits of a hand share one across their
/// cards, whose hands differ by a card and so meet in most states below the first groups.
#[derive(Default)]
pub(crate) struct Memo {
    /// Answers by [`State::key`]. Hashed by multiplying: the keys are the search's own, and
    /// SipHash took a quarter of the search's time.
    answers: FxHashMap<(u128, u128), Answer>,
    /// The candidates whose lowest real card is each card, then those of 2, 3 and 4 王 alone,
    /// each list made the first time it is asked for.
    lists: Vec<Option<Rc<[Candidate]>>>,
}

struct Search<'p, 'a, 'm> {
    prepared: &'p Prepared<'a>,
    memo: &'m mut Memo,
}

/// The best score of the rest with its 王 under the cap, and one decomposition reaching it
/// (fixed groups first), with the answers and candidates of `memo` (made by searches of the
/// same checker) and adding to them.
pub(super) fn best(prepared: &Prepared<'_>, memo: &mut Memo) -> Option<(u16, Vec<ScoredGroup>)> {
    let scoring = prepared.checker.rules().scoring;
    if memo.lists.is_empty() {
        memo.lists = vec![None; WANG_ONLY + 3];
    }
    let mut search = Search { prepared, memo };
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
        let answer = search.answer(State::new(&prepared.rest, &prepared.seen, &used, left));
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
    let state = State::new(&prepared.rest, &prepared.seen, &used, left);
    search.list(state, at, &mut out)?;
    Some((score, out))
}

impl Search<'_, '_, '_> {
    /// The candidates of list `at` ([`State::list`]), made once a memo and shared with every
    /// state that takes from it.
    fn candidates(&mut self, at: usize) -> Rc<[Candidate]> {
        if let Some(made) = &self.memo.lists[at] {
            return made.clone();
        }
        let made: Rc<[Candidate]> = match Card::from_index(at) {
            Some(low) => self.holding(low),
            None => self.wang_only(at - WANG_ONLY + 2),
        }
        .into();
        self.memo.lists[at] = Some(made.clone());
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

    fn answer(&mut self, state: State) -> Answer {
        if state.done() {
            return [Some(0), None, None, None];
        }
        let key = state.key();
        if let Some(&known) = self.memo.answers.get(&key) {
            return known;
        }
        let mut best: Answer = [None; 4];
        let Some(list) = state.list() else {
            self.memo.answers.insert(key, best);
            return best;
        };
        for c in self.candidates(list).iter() {
            let Some(after) = c.take(state) else {
                continue;
            };
            let sub = self.answer(after);
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
        self.memo.answers.insert(key, best);
        best
    }

    /// One decomposition reaching the answer's slot `at`.
    fn list(&mut self, state: State, at: usize, out: &mut Vec<ScoredGroup>) -> Option<()> {
        let target = self.answer(state)[at]?;
        if target == 0 && state.done() {
            return Some(());
        }
        let list = state.list()?;
        for c in self.candidates(list).iter() {
            let Some(after) = c.take(state) else {
                continue;
            };
            let sub = self.answer(after);
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
                return self.list(after, s, out);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::Rng;

    /// Random counts of every card, each at most four.
    fn counts(rng: &mut Rng) -> Counts {
        std::array::from_fn(|_| rng.below(5) as u8)
    }

    /// The word tests answer as a test of each card does: `within` whether each count of one
    /// is at most the other's, `at_most` each count capped.
    #[test]
    fn word_tests_are_each_cards() {
        let mut rng = Rng(0x4E1B_B1E5);
        let mut refused = 0;
        for round in 0..100_000 {
            let (need, mut have) = (counts(&mut rng), counts(&mut rng));
            if round % 2 == 0 {
                // Mostly within, so that both answers are tried.
                for (h, n) in have.iter_mut().zip(&need) {
                    *h = (*h).max(*n);
                }
                have[rng.below(KINDS)] = rng.below(5) as u8;
            }
            let want = need.iter().zip(&have).all(|(n, h)| n <= h);
            assert_eq!(
                within(packed(&need), packed(&have)),
                want,
                "{need:?} {have:?}"
            );
            refused += usize::from(!want);
            let most = rng.below(5) as u8;
            let capped = have.map(|h| h.min(most));
            assert_eq!(
                at_most(packed(&have), most),
                packed(&capped),
                "{have:?} {most}"
            );
        }
        assert!((10_000..90_000).contains(&refused), "{refused}");
    }
}
