//! The backtrack search with 王: substitution, literally. Every choice of cards for the 王 is
//! tried (and, under `wang_joins_kan`, every choice of 坎 a 王 joins), and each resulting hand is
//! searched as a hand without 王 whose alike groups of three or four are allowed, because in
//! the rest (every real count 0-2) such a group always holds a 王: the rules file's XX王, X王王,
//! XX王王, X王王王. A triplet scores as a 坎, four alike as a 提. A pair stands only beside four
//! alike: a 跑 or 提 of the hand, a 坎 a 王 joined, or four alike of the decomposition.
//!
//! A group set beside the hand (the 王钓 pair, 王闯 triplet or 王炸 four alike its own draw and
//! 王 make) is scored with the fixed groups: it is the hand's pair or its four alike when it is
//! one, and its cards are copies that `wang_fifth_copy=false` counts.
//!
//! The choices share most of their sub-hands, so the search remembers each sub-hand's answer
//! across them; it is still a search over every decomposition of every choice, independent of
//! the tables' per-case reasoning.

use super::super::card::{COPIES, Card, Counts, KINDS};
use super::super::group::{Group, GroupKind};
use super::super::hand::Hand;
use super::super::rules::Rules;
use super::take::{put_back, take};
use std::collections::HashMap;

/// A group of one card set beside the hand (a 王钓 pair, 王闯 triplet or 王炸 four alike): its
/// card and size.
#[derive(Clone, Copy, Debug)]
pub(super) struct Beside {
    pub(super) card: Card,
    pub(super) size: u8,
}

/// The best score of a hand with 王 whose exposed groups, 坎 and 提 are `fixed` and the rest
/// `rest`, with the group `beside` when there is one: the best over every substitution.
pub(super) fn best(
    hand: &Hand,
    fixed: &[Group],
    rest: &Counts,
    templates: &[(Vec<Card>, u16)],
    rules: &Rules,
    beside: Option<Beside>,
) -> Option<u16> {
    let wang = hand.wang();
    let mut fixed_score: u16 = fixed.iter().map(|g| g.score(rules.scoring)).sum();
    let kans: Vec<Card> = fixed
        .iter()
        .filter(|g| g.kind() == GroupKind::Kan)
        .filter_map(|g| g.cards().first().copied())
        .collect();
    let mut held_four = fixed.iter().any(|g| g.kind().is_four());
    let mut seen = *hand.held();
    for c in hand.exposed().iter().flat_map(|g| g.cards()) {
        seen[c.index()] += 1;
    }
    // The group beside is the pair or four alike when it is one, and its cards are copies.
    let mut pair_taken = false;
    if let Some(Beside { card, size }) = beside {
        seen[card.index()] += size;
        if !rules.wang_fifth_copy && seen[card.index()] > COPIES {
            return None;
        }
        let kind = [GroupKind::Pair, GroupKind::Kan, GroupKind::HiddenTi][usize::from(size - 2)];
        fixed_score +=
            Group::new(kind, &vec![card; usize::from(size)]).map_or(0, |g| g.score(rules.scoring));
        pair_taken = size == 2;
        held_four |= size == 4;
    }
    let mut search = Search {
        templates,
        rules,
        memo: HashMap::new(),
        pair_taken,
    };
    let room = |c: Card, taken: u8| rules.wang_fifth_copy || seen[c.index()] + taken < COPIES;
    let mut best: Option<u16> = None;
    // Which 坎 a 王 joins: each subset (one 王 each) that the 王 and the copies allow.
    let joins = if rules.wang_joins_kan { kans.len() } else { 0 };
    for mask in 0u32..1 << joins {
        let joined: Vec<Card> = (0..joins)
            .filter(|i| mask & 1 << i != 0)
            .map(|i| kans[i])
            .collect();
        if joined.len() > usize::from(wang) || joined.iter().any(|&c| !room(c, 0)) {
            continue;
        }
        let gain: u16 = joined
            .iter()
            .map(|&c| alike(GroupKind::HiddenTi, c, rules) - alike(GroupKind::Kan, c, rules))
            .sum();
        let four = held_four || !joined.is_empty();
        let left = wang - joined.len() as u8;
        let mut counts = *rest;
        // A 王 that joined a 坎 is a copy of its card too.
        let mut extra = [0u8; KINDS];
        for c in &joined {
            extra[c.index()] += 1;
        }
        search.substitute(0, left, &mut counts, &mut extra, &room, four, &mut |v| {
            let v = v + fixed_score + gain;
            best = Some(best.map_or(v, |b| b.max(v)));
        });
    }
    best
}

fn alike(kind: GroupKind, card: Card, rules: &Rules) -> u16 {
    let n = if kind == GroupKind::Kan { 3 } else { 4 };
    Group::new(kind, &vec![card; n]).map_or(0, |g| g.score(rules.scoring))
}

/// Best scores by `[pair taken][four alike of the decomposition made]`.
type Answer = [[Option<u16>; 2]; 2];

struct Search<'a> {
    templates: &'a [(Vec<Card>, u16)],
    rules: &'a Rules,
    /// Each sub-hand's answer, with the pair allowed or not.
    memo: HashMap<(u64, bool), Answer>,
    /// The group beside the hand is the pair: the rest holds none.
    pair_taken: bool,
}

impl Search<'_> {
    /// Every choice of cards for `left` 王, from the card `from` on (so each multiset once);
    /// `extra` counts the 王 given to each card, for the fifth-copy cap.
    #[allow(clippy::too_many_arguments)]
    fn substitute(
        &mut self,
        from: usize,
        left: u8,
        counts: &mut Counts,
        extra: &mut Counts,
        room: &impl Fn(Card, u8) -> bool,
        four: bool,
        found: &mut impl FnMut(u16),
    ) {
        if left == 0 {
            // At most one pair, and only beside four alike: the hand's, or one of the
            // decomposition. The size decides nothing here, as four alike of the
            // decomposition hold one card more than a group.
            let taken = self.pair_taken;
            let [[plain, with_four], [paired, paired_four]] = self.search(counts, !taken);
            let plain = plain.filter(|_| four || !taken);
            let paired = paired.filter(|_| four);
            if let Some(v) = plain.max(with_four).max(paired).max(paired_four) {
                found(v);
            }
            return;
        }
        for i in from..KINDS {
            let Some(card) = Card::from_index(i) else {
                continue;
            };
            if !room(card, extra[i]) {
                continue;
            }
            counts[i] += 1;
            extra[i] += 1;
            self.substitute(i, left - 1, counts, extra, room, four, found);
            counts[i] -= 1;
            extra[i] -= 1;
        }
    }

    /// The best score of a sub-hand by `[pair taken][four alike made]`, a pair allowed
    /// while `pair_left`.
    fn search(&mut self, counts: &mut Counts, pair_left: bool) -> Answer {
        let Some(low) = counts.iter().position(|&c| c > 0) else {
            return [[Some(0), None], [None, None]];
        };
        let key = counts
            .iter()
            .fold(0u64, |k, &c| k << 3 | u64::from(c.min(7)));
        if let Some(&known) = self.memo.get(&(key, pair_left)) {
            return known;
        }
        let mut best: Answer = [[None; 2]; 2];
        let mut keep = |sub: Answer, add: u16, pair: bool, makes_four: bool| {
            for (paired, row) in sub.into_iter().enumerate() {
                for (four, v) in row.into_iter().enumerate() {
                    let Some(v) = v else { continue };
                    let (p, f) = (paired | usize::from(pair), four | usize::from(makes_four));
                    let v = v + add;
                    best[p][f] = Some(best[p][f].map_or(v, |b: u16| b.max(v)));
                }
            }
        };
        let card = Card::from_index(low).unwrap_or(Card::wrapping(0));
        let scoring = self.rules.scoring;
        // Alike groups: the pair, a triplet, four alike.
        for (n, kind) in [
            (2, GroupKind::Pair),
            (3, GroupKind::Kan),
            (4, GroupKind::HiddenTi),
        ] {
            if counts[low] < n || (kind == GroupKind::Pair && !pair_left) {
                continue;
            }
            let score =
                Group::new(kind, &vec![card; usize::from(n)]).map_or(0, |g| g.score(scoring));
            counts[low] -= n;
            let sub = self.search(counts, pair_left && kind != GroupKind::Pair);
            counts[low] += n;
            keep(
                sub,
                score,
                kind == GroupKind::Pair,
                kind == GroupKind::HiddenTi,
            );
        }
        let templates = self.templates;
        for (cards, score) in templates {
            let score = *score;
            if !cards.iter().any(|c| c.index() == low) {
                continue;
            }
            if take(counts, cards) {
                let sub = self.search(counts, pair_left);
                keep(sub, score, false, false);
                put_back(counts, cards);
            }
        }
        self.memo.insert((key, pair_left), best);
        best
    }
}
