//! A card arriving at a hand holding 王, or a 王 drawn: the ways to win and the best of them.
//!
//! 有王必须自摸: a hand holding or drawing a 王 wins only on the player's own draw, under every
//! `wang_limit`. On its own draw the card is taken as without 王 (a forced 提 or 偎 laid down, a
//! 跑 on an exposed 碰, or the card in the hand's groups), each hand checked by the tables with
//! 王; and with k = 1, 2, 3 of the 王 held, the hand without them may be complete beside the
//! draw and those 王 as the pair (王钓), a triplet (王闯) or four alike (王炸), a drawn 王 making
//! the 王钓王, 王闯王 or 王炸王. The best way is the highest multiplier, then the most 胡息; a
//! way counts only when it reaches `min_huxi` and passes `wang_limit`.

use super::search::Prepared;
use super::{CappedMemo, decide};
use crate::base::variant::Scoring;
use crate::paohuzi::card::{COPIES, Card};
use crate::paohuzi::checker::check::Checker;
use crate::paohuzi::checker::outcome::{CheckError, Outcome, ScoredGroup};
use crate::paohuzi::checker::play::{PlayError, Win, WinWay};
use crate::paohuzi::checker::validate::validate;
use crate::paohuzi::group::{Group, GroupKind};
use crate::paohuzi::hand::Hand;
use crate::paohuzi::rules::{WangFan, WangLimit};
use crate::paohuzi::source::Source;

impl Checker {
    /// The best win with `card` (a 王 when `None`) arriving from `source` at a hand that holds
    /// 王 or draws one: the best way found by its score, then its listing made.
    pub(crate) fn win_on_wang(
        &self,
        before: &Hand,
        card: Option<Card>,
        source: Source,
    ) -> Result<Option<Win>, PlayError> {
        let best = self.best_wang_way(before, card, source, &mut RestScores::default())?;
        Ok(best.and_then(|best| self.listed(before, card, best)))
    }

    /// The best way to win with `card` (a 王 when `None`) arriving from `source` at a hand
    /// that holds 王 or draws one, by the ways' scores alone: what the waits need of each card,
    /// and what [`win_on_wang`](Self::win_on_wang) lists. `rests` keeps the scores of the
    /// hand less the 王 a 王 way spends, which are the same for every card the hand may draw.
    pub(crate) fn best_wang_way(
        &self,
        before: &Hand,
        card: Option<Card>,
        source: Source,
        rests: &mut RestScores,
    ) -> Result<Option<WangWay>, PlayError> {
        let rules = self.rules();
        validate(before, rules, 1)?;
        let wang = before.wang() + u8::from(card.is_none());
        if wang > rules.wang {
            return Err(CheckError::TooManyWang {
                count: wang,
                limit: rules.wang,
            }
            .into());
        }
        let after = match card {
            Some(c) => before
                .with_card(c)
                .map_err(|_| PlayError::FifthCopy { card: c })?,
            None => before
                .with_drawn_wang()
                .map_err(|_| CheckError::TooManyWang {
                    count: wang,
                    limit: rules.wang,
                })?,
        };
        if !source.is_own() {
            return Ok(None);
        }
        let mut ways: Vec<WangWay> = Vec::new();
        let mut plain = |hand: Hand, way: WinWay| {
            let score = self
                .best_score_with(&hand, &mut rests.capped)
                .ok()
                .flatten();
            let score = score.filter(|&s| s >= rules.min_huxi)?;
            Some(WangWay {
                way,
                multiplier: 2,
                score,
                listing: Listing::Check(hand),
            })
        };
        match card {
            Some(c) => ways.extend(
                self.taken(before, c)
                    .into_iter()
                    .filter_map(|(h, w)| plain(h, w)),
            ),
            None => ways.extend(plain(after, WinWay::InHand { po_pao: false })),
        }
        for k in 1..=before.wang().min(3) {
            ways.extend(self.wang_way_score(before, card, k, rests));
        }
        ways.retain(|w| match rules.wang_limit {
            WangLimit::SelfDraw => true,
            WangLimit::ByWang => wang < 3 || w.way.wang() > 0,
            WangLimit::ByFan => w.multiplier >= 1 << wang.min(4),
        });
        // The highest multiplier, then the most 胡息; the first way on a tie.
        Ok(ways.into_iter().reduce(|best, w| {
            if (w.multiplier, w.score) > (best.multiplier, best.score) {
                w
            } else {
                best
            }
        }))
    }

    /// The win of a way [`best_wang_way`](Self::best_wang_way) chose, with its listing: the
    /// check of the hand a way without 王 makes, or the 王 way's groups.
    fn listed(&self, before: &Hand, card: Option<Card>, best: WangWay) -> Option<Win> {
        let outcome = match best.listing {
            Listing::Check(hand) => self.check(&hand).ok()?,
            Listing::Beside(group_card) => {
                let after = match card {
                    Some(c) => before.with_card(c).ok()?,
                    None => before.with_drawn_wang().ok()?,
                };
                let k = best.way.wang();
                self.wang_way_listing(before, &after, card.is_none(), k, group_card)?
            }
        };
        debug_assert_eq!(
            (outcome.score, outcome.win),
            (Some(best.score), true),
            "{before} + {card:?}: {:?}",
            best.way
        );
        Some(Win {
            way: best.way,
            multiplier: best.multiplier,
            outcome,
        })
    }

    /// The hands an own-drawn card makes, with their way: a forced 提 (onto a held 坎 or an
    /// exposed 偎) or 偎 (onto a held pair) alone, else a 跑 onto an exposed 碰 and the card in
    /// the hand's groups.
    fn taken(&self, before: &Hand, card: Card) -> Vec<(Hand, WinWay)> {
        let held: Vec<Card> = before.held_cards();
        let without = |n: usize| {
            let mut left = held.clone();
            for _ in 0..n {
                if let Some(i) = left.iter().position(|&c| c == card) {
                    left.remove(i);
                }
            }
            left
        };
        let build = |held: Vec<Card>, exposed: Vec<Group>| {
            Hand::new(&held, exposed)
                .and_then(|h| h.with_wang(before.wang()))
                .ok()
        };
        let exposed = before.exposed().to_vec();
        let alike = exposed
            .iter()
            .position(|g| g.cards().first() == Some(&card) && g.cards().len() == 3);
        let n = before.held()[card.index()];
        let mut out = Vec::new();
        let lay = |exposed: &mut Vec<Group>, at: Option<usize>, kind: GroupKind, size: usize| {
            if let Some(i) = at {
                exposed.remove(i);
            }
            if let Ok(g) = Group::new(kind, &vec![card; size]) {
                exposed.push(g);
            }
        };
        let kind_at = alike.map(|i| exposed[i].kind());
        if n == 3 || matches!(kind_at, Some(GroupKind::Wei | GroupKind::ChouWei)) {
            let mut e = exposed.clone();
            lay(&mut e, alike, GroupKind::Ti, 4);
            out.extend(build(without(usize::from(n.min(3))), e).map(|h| (h, WinWay::Ti)));
            return out;
        }
        if n == 2 {
            let mut e = exposed.clone();
            lay(&mut e, None, GroupKind::Wei, 3);
            out.extend(build(without(2), e).map(|h| (h, WinWay::Wei)));
            return out;
        }
        if kind_at == Some(GroupKind::Peng) {
            let mut e = exposed.clone();
            lay(&mut e, alike, GroupKind::Pao, 4);
            out.extend(build(held.clone(), e).map(|h| (h, WinWay::Pao)));
        }
        let mut with = held.clone();
        with.push(card);
        let po_pao = kind_at == Some(GroupKind::Peng);
        out.extend(build(with, exposed).map(|h| (h, WinWay::InHand { po_pao })));
        out
    }

    /// The 王 way spending `k` of the 王 held beside the draw (`card`, a 王 when `None`), by
    /// its score, when it reaches `min_huxi`: the hand less the k 王 complete beside k + 1
    /// alike of the group's card. Where a 王 may make a fifth copy that rest scores alike
    /// whatever the group's card, and is scored once for every card (`rests`); otherwise the
    /// group's copies may leave the rest's 王 short of a card, so each card the group may be
    /// is tried and the best whole hand kept.
    fn wang_way_score(
        &self,
        before: &Hand,
        card: Option<Card>,
        k: u8,
        rests: &mut RestScores,
    ) -> Option<WangWay> {
        let rules = self.rules();
        let (total, group_card) = if rules.wang_fifth_copy {
            let rest = *rests.rests[usize::from(k) - 1].get_or_insert_with(|| {
                let prepared = self.wang_rest(before, k)?;
                Some(prepared.fixed_score + prepared.best_score()?)
            });
            let c = card.unwrap_or_else(|| top_group_card(rules.scoring, k));
            (rest? + group_score(rules.scoring, k, c), c)
        } else {
            let mut prepared = self.wang_rest(before, k)?;
            let size = k + 1;
            let mut best: Option<(u16, Card)> = None;
            for c in group_cards(rules.scoring, card, k) {
                if prepared.seen[c.index()] + size > COPIES {
                    continue;
                }
                prepared.seen[c.index()] += size;
                let decided = decide(&prepared, &mut rests.capped);
                prepared.seen[c.index()] -= size;
                if let Some((score, _)) = decided {
                    let total = prepared.fixed_score + score + group_score(rules.scoring, k, c);
                    if best.is_none_or(|(b, _)| total > b) {
                        best = Some((total, c));
                    }
                }
            }
            best?
        };
        if total < rules.min_huxi {
            return None;
        }
        let (way, multiplier) = wang_way_of(rules.wang_fan, k, card.is_none());
        Some(WangWay {
            way,
            multiplier,
            score: total,
            listing: Listing::Beside(group_card),
        })
    }

    /// The hand less `k` of its 王, prepared for a 王 way: the group beside it is the pair
    /// (王钓) or holds four alike (王炸).
    fn wang_rest(&self, before: &Hand, k: u8) -> Option<Prepared<'_>> {
        let rest = before.clone().with_wang(before.wang() - k).ok()?;
        let mut prepared = Prepared::new(self, &rest);
        prepared.pair_taken = k == 1;
        prepared.four |= k == 3;
        Some(prepared)
    }

    /// The outcome of the 王 way spending `k` 王 beside the draw (a 王 when `drawn_wang`)
    /// with `k + 1` alike of `group_card`, as [`wang_way_score`](Self::wang_way_score) chose
    /// it: the rest's groups and the group beside it, whose 王 stand for that card.
    fn wang_way_listing(
        &self,
        before: &Hand,
        after: &Hand,
        drawn_wang: bool,
        k: u8,
        group_card: Card,
    ) -> Option<Outcome> {
        let scoring = self.rules().scoring;
        let mut prepared = self.wang_rest(before, k)?;
        // The drawn card (or 王) and the k 王 are all copies of the group's card.
        prepared.seen[group_card.index()] += k + 1;
        let (score, mut groups) = decide(&prepared, &mut CappedMemo::default())?;
        let group = Group::new(group_kind(k), &vec![group_card; usize::from(k) + 1]).ok()?;
        let wang = vec![group_card; usize::from(k) + usize::from(drawn_wang)];
        let total = prepared.fixed_score + score + group.score(scoring);
        groups.push(ScoredGroup {
            score: group.score(scoring),
            group,
            wang,
        });
        Some(self.finish(after, groups, Some(total)))
    }
}

/// The kind of the group of `k + 1` alike a 王 way lays beside the rest: the pair, a triplet
/// scored as a 坎, four alike scored as a held 提.
fn group_kind(k: u8) -> GroupKind {
    [GroupKind::Pair, GroupKind::Kan, GroupKind::HiddenTi][usize::from(k) - 1]
}

/// What `k + 1` alike of `c` score beside the rest.
fn group_score(scoring: Scoring, k: u8, c: Card) -> u16 {
    let cards = vec![c; usize::from(k) + 1];
    Group::new(group_kind(k), &cards).map_or(0, |g| g.score(scoring))
}

/// The order a drawn 王's group tries the cards in: those it scores most as first.
fn group_order(scoring: Scoring, k: u8, c: Card) -> (std::cmp::Reverse<u16>, Card) {
    (std::cmp::Reverse(group_score(scoring, k, c)), c)
}

/// The card a drawn 王's group is where any card may be: the first it tries.
fn top_group_card(scoring: Scoring, k: u8) -> Card {
    let first = Card::all().min_by_key(|&c| group_order(scoring, k, c));
    first.expect("twenty cards")
}

/// The cards a 王 way's group may be, in the order they are tried: the draw, or for a drawn 王
/// every card, those its group scores most as first.
fn group_cards(scoring: Scoring, card: Option<Card>, k: u8) -> Vec<Card> {
    match card {
        Some(c) => vec![c],
        None => {
            let mut all: Vec<Card> = Card::all().collect();
            all.sort_by_key(|&c| group_order(scoring, k, c));
            all
        }
    }
}

/// The 王 way spending `k` 王 beside the draw (a 王 when `drawn_wang`), and its multiplier.
fn wang_way_of(fan: WangFan, k: u8, drawn_wang: bool) -> (WinWay, u16) {
    let (way, step) = match k {
        1 => (WinWay::WangDiao { drawn_wang }, 0),
        2 => (WinWay::WangChuang { drawn_wang }, 1),
        _ => (WinWay::WangZha { drawn_wang }, 2),
    };
    let multiplier = match fan {
        WangFan::Yongzhou => 4 << step << u8::from(drawn_wang),
        WangFan::Plain => 2 << step,
    };
    (way, multiplier)
}

/// A way to win with 王 found by its score, before its listing is made.
pub(crate) struct WangWay {
    pub(crate) way: WinWay,
    pub(crate) multiplier: u16,
    pub(crate) score: u16,
    listing: Listing,
}

/// What a way's listing is made from.
enum Listing {
    /// The hand a way without 王 makes, checked.
    Check(Hand),
    /// The card of a 王 way's group of alike.
    Beside(Card),
}

/// What the cards a hand may draw share, so that its waits work it out once: per 王 way (王钓,
/// 王闯, 王炸), the score of the hand less the 王 it spends, once known (`None` inside: not
/// complete), where a 王 may make a fifth copy (the same for every card); and under the cap,
/// the capped search's answers, which hold for every hand the checker checks.
#[derive(Default)]
pub(crate) struct RestScores {
    rests: [Option<Option<u16>>; 3],
    capped: CappedMemo,
}
