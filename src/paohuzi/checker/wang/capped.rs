//! The exact answer under `wang_fifth_copy=false` when the tables' best decomposition would
//! make a fifth copy: a search over the groups of the lowest real card — the case's groups of
//! the tables with 王, a 绞 or mixed 二七十 with any of its places a 王 — that holds every 王 to
//! the copies of its card left, remembering each state it has answered.
//!
//! The triplet a 绞's cards make is no longer always open (its card may have no copy left), so
//! every 绞 with 王 is tried here, not only X X′ 王.

use super::search::{MIXED_WANG, Prepared};
use crate::base::generator::paohuzi::{IMPOSSIBLE, RANKS};
use crate::paohuzi::card::{COPIES, Card, Counts, KINDS};
use crate::paohuzi::checker::outcome::ScoredGroup;
use crate::paohuzi::group::{Group, GroupKind, Shape};
use crate::paohuzi::table::wang::slot;
use std::collections::HashMap;

/// Best scores by slot (pair, four alike), `None` where impossible.
type Answer = [Option<u16>; 4];

/// A group the search may take: its cards as the 王 make them and which places are 王.
#[derive(Clone, Debug)]
struct Candidate {
    kind: GroupKind,
    cards: Vec<Card>,
    wang: u8,
    value: u16,
}

struct Search<'p, 'a> {
    prepared: &'p Prepared<'a>,
    memo: HashMap<(u64, u64, usize), Answer>,
}

/// The best score of the rest with its 王 under the cap, and one decomposition reaching it
/// (fixed groups first).
pub(super) fn best(prepared: &Prepared<'_>) -> Option<(u16, Vec<ScoredGroup>)> {
    let scoring = prepared.checker.rules().scoring;
    let mut search = Search {
        prepared,
        memo: HashMap::new(),
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

    /// The groups holding the lowest real card, or the groups of 王 alone when none is left.
    fn candidates(&self, counts: &Counts, used: &Counts, left: usize) -> Vec<Candidate> {
        let rules = self.prepared.checker.rules();
        let scoring = rules.scoring;
        let mut out = Vec::new();
        let Some(low) = counts.iter().position(|&c| c > 0) else {
            let (kind, n) = match left {
                2 => (GroupKind::Pair, 2),
                3 => (GroupKind::Kan, 3),
                4 => (GroupKind::HiddenTi, 4),
                _ => return out,
            };
            for card in Card::all() {
                if self.room(card, used) >= n as u8
                    && let Ok(g) = Group::new(kind, &vec![card; n])
                {
                    out.push(Candidate {
                        kind,
                        value: g.score(scoring),
                        cards: vec![card; n],
                        wang: (1 << n) - 1,
                    });
                }
            }
            return out;
        };
        let Some(card) = Card::from_index(low) else {
            return out;
        };
        let case = card.case();
        let table = self.prepared.tables.case(case);
        let mut case_counts = [0u8; RANKS];
        case_counts.copy_from_slice(&counts[case.offset()..case.offset() + RANKS]);
        for step in table.steps(usize::from(card.rank() - 1)) {
            if step.fits(&case_counts)
                && let Some((group, _)) = step.group(case)
            {
                out.push(Candidate {
                    kind: group.kind(),
                    value: u16::from(step.value),
                    cards: step.ranks[..usize::from(step.len)]
                        .iter()
                        .filter_map(|&r| Card::new(case, r + 1))
                        .collect(),
                    wang: step.wang,
                });
            }
        }
        // Mixed groups holding the card: 绞 on either case's pair, mixed 二七十.
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
            for wang in 0u8..7 {
                // The lowest card is real, in its first place.
                let Some(first) = cards.iter().position(|&c| c == card) else {
                    continue;
                };
                if wang & 1 << first != 0 {
                    continue;
                }
                out.push(Candidate {
                    kind: GroupKind::Hand(shape),
                    cards: cards.to_vec(),
                    wang,
                    value,
                });
            }
        }
        out
    }

    /// Takes a candidate's real cards and 王 if they are there and its 王 have room.
    fn take(
        &self,
        c: &Candidate,
        counts: &mut Counts,
        used: &mut Counts,
        left: usize,
    ) -> Option<usize> {
        let mut real = [0u8; KINDS];
        let mut wang = [0u8; KINDS];
        for (i, card) in c.cards.iter().enumerate() {
            if c.wang & 1 << i != 0 {
                wang[card.index()] += 1;
            } else {
                real[card.index()] += 1;
            }
        }
        let spent: usize = wang.iter().map(|&n| usize::from(n)).sum();
        let fits = spent <= left
            && Card::all().all(|k| {
                counts[k.index()] >= real[k.index()] && self.room(k, used) >= wang[k.index()]
            });
        if !fits {
            return None;
        }
        for i in 0..KINDS {
            counts[i] -= real[i];
            used[i] += wang[i];
        }
        Some(spent)
    }

    fn give_back(c: &Candidate, counts: &mut Counts, used: &mut Counts) {
        for (i, card) in c.cards.iter().enumerate() {
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
        let pack = |a: &Counts| a.iter().fold(0u64, |k, &c| k << 3 | u64::from(c.min(7)));
        let memo_key = (pack(counts), pack(used), left);
        if let Some(&known) = self.memo.get(&memo_key) {
            return known;
        }
        let mut best: Answer = [None; 4];
        for c in self.candidates(counts, used, left) {
            let Some(spent) = self.take(&c, counts, used, left) else {
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
        for c in self.candidates(counts, used, left) {
            let Some(spent) = self.take(&c, counts, used, left) else {
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
                let group = Group::new(c.kind, &c.cards).ok()?;
                let wang = c
                    .cards
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
        let _ = IMPOSSIBLE;
        None
    }
}
