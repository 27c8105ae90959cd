//! Winning on a card: which ways a card may complete a hand, and the best of them.
//!
//! A card can end a hand in several ways, and the rules decide which are open by where the
//! card comes from:
//!
//! - Own draw: 提 onto a held 坎 or an exposed 偎/臭偎, and 偎 onto a held pair, are forced
//!   and come before 胡, so with such a card the only win is 提胡 or 偎胡 (the hand with the
//!   new exposed group must be complete). Otherwise the card may make a 跑 on an exposed 碰,
//!   or join the hand's groups.
//! - Another player's card: 跑 onto a held 坎 or an exposed 偎 (跑胡), 碰 onto a held pair
//!   (碰胡), and a draw (not a discard) makes a 跑 on an exposed 碰. None is forced here:
//!   胡 outranks 跑 and 碰, so the player may instead use the card in the hand's groups.
//!
//! When the card joins the hand it is never part of a 坎: a held 坎 stays whole and set aside
//! while the fourth card goes elsewhere (破跑, [`WinWay::InHand`] with `po_pao`), and a held
//! pair plus the card are three copies that must be decomposition among runs, 二七十, 绞 and the
//! pair. Tables only hold counts up to 2, so that case enumerates the group holding one copy
//! (every decomposition has one), removes it and reads the tables for the rest: exact, and a handful
//! of reads.
//!
//! A rest of 3n + 2 cards takes its one pair only when the hand has a 跑 or 提 (the rules
//! file: that is the only way such a size arises); without one it is not complete.
//!
//! Among the ways that complete, the best scores most; on a tie the earlier in priority
//! order (提/偎, 跑, 碰, then the card in the hand) is reported. A way wins when it reaches
//! `min_huxi`; if the best does not, none does.
//!
//! `Before` prepares a hand once — exposed and set-aside scores, the rest's case keys — so
//! that trying a card costs a key update and a few table reads; waits score every way of
//! every card in one enumeration of their own and hand the scores to the same choice of way.

use super::alike::Alike;
use super::check::Checker;
use super::outcome::Outcome;
use super::play::{PlayError, Win, WinWay};
use super::rest::Rest;
use super::search::{MIXED, coupled_value};
use super::validate::validate;
use crate::base::generator::paohuzi::CaseValues;
use crate::paohuzi::card::{COPIES, Card, Case, Counts, KINDS};
use crate::paohuzi::group::{Group, GroupKind, Shape};
use crate::paohuzi::hand::Hand;
use crate::paohuzi::source::Source;
use crate::paohuzi::table::case_values;
use std::cell::OnceCell;

impl Checker {
    /// The best legal win with `card` arriving from `source` at the hand `before` (held
    /// cards and exposed groups without the card), or `None` when no way to take it wins.
    ///
    /// # Errors
    ///
    /// [`PlayError::Check`] when the rules cannot check the hand with the card added: an
    /// exposed group they do not allow ([`CheckError::NotAllowed`](crate::paohuzi::CheckError::NotAllowed))
    /// or more than [`MAX_CARDS`](crate::paohuzi::MAX_CARDS) cards
    /// ([`CheckError::TooManyCards`](crate::paohuzi::CheckError::TooManyCards));
    /// [`PlayError::FifthCopy`] when all four copies of `card` are already held or exposed.
    pub fn win_on(
        &self,
        before: &Hand,
        card: Card,
        source: Source,
    ) -> Result<Option<Win>, PlayError> {
        if before.wang() > 0 {
            return self.win_on_wang(before, Some(card), source);
        }
        let prepared = Before::new(self, before)?;
        prepared.arrival(card)?;
        prepared.win(card, source)
    }

    /// The best legal win when the player draws a 王 (`--card 王`): the 王 joins the hand, or
    /// makes a 王钓王, 王闯王 or 王炸王 with the 王 held. `None` when no way wins.
    ///
    /// # Errors
    ///
    /// As [`win_on`](Self::win_on), and [`CheckError::TooManyWang`](crate::paohuzi::CheckError::TooManyWang)
    /// when the 王 drawn would be more than the rules' `wang` (or than a deck holds).
    pub fn win_on_drawn_wang(&self, before: &Hand) -> Result<Option<Win>, PlayError> {
        self.win_on_wang(before, None, Source::OwnDraw)
    }
}

/// A group of the hand's decomposition fixed before the lookups: one holding a single copy of a
/// card held three times without being a 坎.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Part {
    kind: GroupKind,
    cards: [Card; 3],
    score: u16,
}

/// A way's score and, when the card made three copies in the rest, the group fixed first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Found {
    pub(crate) score: u16,
    part: Option<Part>,
}

impl Found {
    /// A score found without a decomposition to list (waits need the score alone).
    pub(crate) fn score_only(score: u16) -> Found {
        Found { score, part: None }
    }
}

/// Per-card memo of way scores (`None` inside: tried, not complete).
pub(crate) type Memo = [Option<Option<Found>>; 5];

/// A hand before the card, prepared once for any number of cards.
pub(crate) struct Before<'a> {
    pub(crate) checker: &'a Checker,
    hand: &'a Hand,
    /// Exposed groups plus held 坎 and 提.
    pub(crate) fixed_score: u16,
    /// The held cards outside 坎 and 提.
    pub(crate) rest: Rest,
    /// A 跑 or 提, exposed or held: a 3n + 2 rest then takes its pair.
    pub(crate) four: bool,
    /// Held plus exposed copies of each kind.
    seen: Counts,
    /// Per kind, the exposed 偎, 臭偎 or 碰 of it (index among the exposed groups).
    alike: [Option<(usize, GroupKind)>; KINDS],
    /// In-case group values, small then big.
    pub(crate) values: [CaseValues; 2],
    /// The best score of the rest as it stands with its pair allowed: what every 提 and 跑
    /// leaves (the card joins a group of four), whichever the card; found once.
    whole: OnceCell<Option<u16>>,
}

impl<'a> Before<'a> {
    /// Prepares a hand, rejecting exposed groups the rules do not know and a hand that would
    /// hold more than 21 cards with the one to come.
    pub(crate) fn new(checker: &'a Checker, hand: &'a Hand) -> Result<Before<'a>, PlayError> {
        let rules = checker.rules();
        validate(hand, rules, 1)?;

        let scoring = rules.scoring;
        let mut fixed_score = 0;
        let mut four = false;
        let mut seen = *hand.held();
        let mut alike = [None; KINDS];
        for (i, g) in hand.exposed().iter().enumerate() {
            fixed_score += g.score(scoring);
            four |= g.kind().is_four();
            for c in g.cards() {
                seen[c.index()] += 1;
            }
            if let (GroupKind::Wei | GroupKind::ChouWei | GroupKind::Peng, Some(c)) =
                (g.kind(), g.cards().first())
            {
                alike[c.index()] = Some((i, g.kind()));
            }
        }
        let mut rest = *hand.held();
        for c in Card::all() {
            let set_aside = match rest[c.index()] {
                3 => Alike::Kan,
                4 => Alike::HiddenTi,
                _ => continue,
            };
            four |= set_aside == Alike::HiddenTi;
            fixed_score += set_aside.score(c, scoring);
            rest[c.index()] = 0;
        }
        let values = [Case::Small, Case::Big].map(|case| case_values(case, scoring, rules.yiwushi));
        Ok(Before {
            checker,
            hand,
            fixed_score,
            rest: Rest::new(rest),
            four,
            seen,
            alike,
            values,
            whole: OnceCell::new(),
        })
    }

    /// All four copies are in the hand already: the card cannot come.
    pub(crate) fn dead(&self, card: Card) -> bool {
        self.seen[card.index()] >= COPIES
    }

    /// Rejects a card that would be a fifth copy.
    pub(crate) fn arrival(&self, card: Card) -> Result<(), PlayError> {
        if self.dead(card) {
            Err(PlayError::FifthCopy { card })
        } else {
            Ok(())
        }
    }

    /// Copies of the card held.
    fn held(&self, card: Card) -> u8 {
        self.hand.held()[card.index()]
    }

    /// The exposed 偎/臭偎 (`true`) or 碰 (`false`) of the card, if any.
    fn exposed_wei(&self, card: Card) -> Option<bool> {
        self.alike[card.index()].map(|(_, kind)| kind != GroupKind::Peng)
    }

    /// The ways the card may be taken toward a win from this source, in priority order;
    /// a forced move leaves no other.
    pub(crate) fn ways(&self, card: Card, source: Source) -> [Option<WinWay>; 2] {
        let held = self.held(card);
        let exposed = self.exposed_wei(card);
        let po_pao = Some(WinWay::InHand { po_pao: true });
        match (source.is_own(), held, exposed) {
            (true, 3, _) | (true, _, Some(true)) => [Some(WinWay::Ti), None],
            (true, 2, _) => [Some(WinWay::Wei), None],
            (false, 3, _) | (false, _, Some(true)) => [Some(WinWay::Pao), po_pao],
            (false, 2, _) => [Some(WinWay::Peng), Some(WinWay::InHand { po_pao: false })],
            (_, _, Some(false)) if source.is_draw() => [Some(WinWay::Pao), po_pao],
            _ => [Some(WinWay::InHand { po_pao: false }), None],
        }
    }

    /// The best way to complete the hand with the card from this source and its score,
    /// winning or not; `memo` keeps way scores across sources of one card.
    fn best(&self, card: Card, source: Source, memo: &mut Memo) -> Option<(WinWay, Found)> {
        let mut best: Option<(WinWay, Found)> = None;
        for &way in self.ways(card, source).iter().flatten() {
            let found = *memo[way.slot()].get_or_insert_with(|| self.score(card, way));
            if let Some(f) = found {
                if best.is_none_or(|(_, b)| f.score > b.score) {
                    best = Some((way, f));
                }
            }
        }
        best
    }

    /// The best way, if it wins.
    pub(crate) fn best_win(
        &self,
        card: Card,
        source: Source,
        memo: &mut Memo,
    ) -> Option<(WinWay, Found)> {
        self.best(card, source, memo)
            .filter(|(_, f)| f.score >= self.checker.rules().min_huxi)
    }

    /// The best win with its full outcome.
    pub(crate) fn win(&self, card: Card, source: Source) -> Result<Option<Win>, PlayError> {
        let Some((way, found)) = self.best_win(card, source, &mut [None; 5]) else {
            return Ok(None);
        };
        let outcome = self.outcome(card, way, found)?;
        let multiplier = if source.is_own() { 2 } else { 1 };
        Ok(Some(Win {
            way,
            multiplier,
            outcome,
        }))
    }

    /// A 提 or 跑 of the card is possible: it grows a held 坎 or an exposed 偎, 臭偎 or 碰.
    pub(crate) fn grows(&self, card: Card) -> bool {
        self.held(card) == 3 || self.alike[card.index()].is_some()
    }

    /// What the hand scores outside the rest once the card is taken this way: the exposed
    /// groups, 坎 and 提, with the group the way lays down (a 提 or 跑 replacing the 坎, 偎
    /// or 碰 it grows from).
    pub(crate) fn laid_score(&self, card: Card, way: WinWay) -> u16 {
        let scoring = self.checker.rules().scoring;
        let alike = match way {
            WinWay::Ti => Alike::Ti,
            WinWay::Pao => Alike::Pao,
            WinWay::Wei => Alike::Wei,
            WinWay::Peng => Alike::Peng,
            // The 王 ways are the 王 search's; a hand without 王 has none.
            WinWay::InHand { .. }
            | WinWay::WangDiao { .. }
            | WinWay::WangChuang { .. }
            | WinWay::WangZha { .. } => return self.fixed_score,
        };
        if alike.size() < 4 {
            return self.fixed_score + alike.score(card, scoring);
        }
        // The score of the 坎/偎/碰 the 提 or 跑 grows from, which it replaces.
        let grown = match self.alike[card.index()] {
            _ if self.held(card) == 3 => Alike::Kan.score(card, scoring),
            Some((i, _)) => self.hand.exposed().get(i).map_or(0, |g| g.score(scoring)),
            None => 0,
        };
        self.fixed_score + alike.score(card, scoring) - grown
    }

    /// The score of one way, `None` when the hand after it is not complete. Kept out of
    /// line: inlined into [`best`](Self::best), its setup would run on every call, also
    /// when the memo already holds the way's score.
    #[inline(never)]
    fn score(&self, card: Card, way: WinWay) -> Option<Found> {
        let laid = self.laid_score(card, way);
        let found = |rest: Option<u16>| {
            rest.map(|s| Found {
                score: laid + s,
                part: None,
            })
        };
        match way {
            WinWay::Ti | WinWay::Pao => {
                found(*self.whole.get_or_init(|| self.complete(&self.rest, true)))
            }
            WinWay::Wei | WinWay::Peng => {
                let mut rest = self.rest;
                (rest.remove(card) && rest.remove(card)).then_some(())?;
                found(self.complete(&rest, self.four))
            }
            WinWay::WangDiao { .. } | WinWay::WangChuang { .. } | WinWay::WangZha { .. } => None,
            WinWay::InHand { .. } => {
                let mut rest = self.rest;
                rest.add(card);
                if rest.counts[card.index()] <= 2 {
                    found(self.complete(&rest, self.four))
                } else {
                    self.three_copies(card, &rest)
                }
            }
        }
    }

    /// The best decomposition of a rest where `card` is held three times (not a 坎): the best over
    /// the groups holding one copy of it, each taken out before the lookups.
    fn three_copies(&self, card: Card, rest: &Rest) -> Option<Found> {
        let mut best: Option<Found> = None;
        self.each_part(card, |part| {
            let mut left = *rest;
            if !part.cards.iter().all(|&c| left.remove(c)) {
                return;
            }
            if let Some(s) = self.complete(&left, self.four) {
                let total = self.fixed_score + part.score + s;
                if best.is_none_or(|b| total > b.score) {
                    best = Some(Found {
                        score: total,
                        part: Some(part),
                    });
                }
            }
        });
        best
    }

    /// Calls `f` with every group that holds exactly one copy of `card`: runs, 二七十,
    /// 一五十 and mixed 二七十 where the rules allow them, and the 绞 on a pair of the other
    /// case. Groups with two copies (the pair, the 绞 on a pair of the card) need not be
    /// tried: three copies never all sit in groups of two, so every decomposition has a group with
    /// one copy, and choosing that group finds the decomposition.
    fn each_part(&self, card: Card, mut f: impl FnMut(Part)) {
        let rules = self.checker.rules();
        let case = card.case();
        let values = &self.values[usize::from(card.is_big())];
        let r = usize::from(card.rank() - 1);
        let at = |rank: usize| Card::new(case, rank as u8 + 1);
        let mut emit = |kind: GroupKind, cards: [Option<Card>; 3], score: u16| {
            if let [Some(a), Some(b), Some(c)] = cards {
                f(Part {
                    kind,
                    cards: [a, b, c],
                    score,
                });
            }
        };
        for start in r.saturating_sub(2)..=r.min(7) {
            let v = values.run.get(start).copied().unwrap_or(0);
            let cards = [at(start), at(start + 1), at(start + 2)];
            emit(GroupKind::Hand(Shape::Run), cards, u16::from(v));
        }
        if matches!(r, 1 | 6 | 9) {
            let cards = [at(1), at(6), at(9)];
            emit(
                GroupKind::Hand(Shape::ErQiShi),
                cards,
                u16::from(values.erqishi),
            );
        }
        if let (Some(v), 0 | 4 | 9) = (values.yiwushi, r) {
            emit(
                GroupKind::Hand(Shape::YiWuShi),
                [at(0), at(4), at(9)],
                u16::from(v),
            );
        }
        if rules.mixed_erqishi {
            for cards in MIXED.iter().filter(|m| m.contains(&card)) {
                let v = coupled_value(cards, rules.scoring);
                emit(GroupKind::Hand(Shape::MixedErQiShi), cards.map(Some), v);
            }
        }
        let other = card.flipped();
        let cards = [card, other, other];
        let v = coupled_value(&cards, rules.scoring);
        emit(GroupKind::Hand(Shape::Jiao), cards.map(Some), v);
    }

    /// The best score of a rest standing for the whole hand's decomposition: 3n cards without a
    /// pair, 3n + 2 with one when the hand has a 跑 or 提, nothing else.
    fn complete(&self, rest: &Rest, four: bool) -> Option<u16> {
        match rest.size() % 3 {
            0 => self.rest_score(rest, false),
            2 if four => self.rest_score(rest, true),
            _ => None,
        }
    }

    fn rest_score(&self, rest: &Rest, pair: bool) -> Option<u16> {
        self.checker
            .rest_score(&rest.counts, rest.keys, rest.sizes, pair)
    }

    /// The check's outcome for a way found by [`best`](Self::best): the hand's groups after
    /// the card, listed as the check lists them.
    fn outcome(&self, card: Card, way: WinWay, found: Found) -> Result<Outcome, PlayError> {
        let fifth = PlayError::FifthCopy { card };
        let mut held = self.hand.held_cards();
        held.push(card);
        let all = Hand::new(&held, self.hand.exposed().to_vec()).map_err(|_| fifth.clone())?;
        let mut fixed: Vec<Group> = self.hand.exposed().to_vec();
        let mut rest = self.rest;
        let mut grown_kan = false;
        let laid = match way {
            WinWay::Ti | WinWay::Pao => {
                let four = if way == WinWay::Ti {
                    Alike::Ti
                } else {
                    Alike::Pao
                };
                let group = four.group(card).ok_or_else(|| fifth.clone())?;
                match self.alike[card.index()] {
                    Some((i, _)) if self.held(card) != 3 => {
                        if let Some(slot) = fixed.get_mut(i) {
                            *slot = group;
                        }
                        None
                    }
                    _ => {
                        grown_kan = true;
                        Some(group)
                    }
                }
            }
            WinWay::Wei | WinWay::Peng => {
                let three = if way == WinWay::Wei {
                    Alike::Wei
                } else {
                    Alike::Peng
                };
                rest.remove(card);
                rest.remove(card);
                three.group(card)
            }
            WinWay::InHand { .. }
            | WinWay::WangDiao { .. }
            | WinWay::WangChuang { .. }
            | WinWay::WangZha { .. } => {
                rest.add(card);
                None
            }
        };
        fixed.extend(laid);
        for c in Card::all() {
            let set_aside = match self.held(c) {
                3 if grown_kan && c == card => continue,
                3 => Alike::Kan,
                4 => Alike::HiddenTi,
                _ => continue,
            };
            fixed.extend(set_aside.group(c));
        }
        if let Some(part) = found.part {
            for c in part.cards {
                rest.remove(c);
            }
            fixed.extend(Group::new(part.kind, &part.cards).ok());
        }
        Ok(self.checker.outcome(&all, fixed, &rest.counts))
    }
}
