//! The check of a hand holding 王, by the tables with 王.
//!
//! As without 王, 坎 and 提 are set aside and the groups that mix cases are enumerated; each
//! choice then spends its remaining 王 between the two cases, and each split is two reads of the
//! tables with 王 ([`WangTable`]), one entry per case holding the best score by pair and four
//! alike. The pair is allowed in one case at most, and only beside four alike: a 跑 or 提 of the
//! hand, a 坎 a 王 joined, or four alike in either case's answer.
//!
//! Mixed groups with 王 are few, because a 王 in a group of one card and its other case is
//! never worth more than the triplet the same cards make: a 绞 holds a 王 only as X X′ 王, and
//! only at a rank holding one X and one X′ (beside a second X the 绞 of real cards does as
//! well, the 王 taking that X's place in its group), and a mixed 二七十 (under
//! `mixed_erqishi`) only beside two real cards of different cases. Under `wang_joins_kan` each
//! 坎 may take one 王 to become four alike; the 坎 that gain most do.
//!
//! A split is read only where the sizes allow it (`split`): a case spending at most one 王
//! holds no four alike, so as without 王 its size may not be 3n + 1, nor 3n + 2 beside another
//! pair.
//!
//! Under `wang_fifth_copy=false` a 王 may not make a fifth copy of a card. The tables assume it
//! may, so their answer is a bound; the decomposition read off them is kept when its 王 respect
//! the cap (the bound is then reached), and otherwise the hand is answered by `capped`, an
//! exact search that holds every 王 to the copies left.

mod capped;
mod list;
mod play;
mod search;
mod split;

use super::check::Checker;
use super::outcome::{CheckError, Outcome, ScoredGroup};
use crate::paohuzi::hand::Hand;
use capped::Memo as CappedMemo;
pub(crate) use play::RestScores;
use search::Prepared;

impl Checker {
    /// The check of a hand holding 王 (validated).
    pub(crate) fn check_wang(&self, hand: &Hand) -> Outcome {
        self.check_wang_with(hand, &mut CappedMemo::default())
    }

    /// The best score of a hand holding 王 (validated).
    pub(crate) fn best_score_wang(&self, hand: &Hand) -> Option<u16> {
        self.best_score_wang_with(hand, &mut CappedMemo::default())
    }

    /// [`best_score`](Checker::best_score) with the capped search's answers of `memo` (made
    /// by this checker), for the waits, which score many hands of one deal.
    pub(crate) fn best_score_with(
        &self,
        hand: &Hand,
        memo: &mut CappedMemo,
    ) -> Result<Option<u16>, CheckError> {
        if hand.wang() == 0 {
            return self.best_score(hand);
        }
        self.validate(hand)?;
        Ok(self.best_score_wang_with(hand, memo))
    }

    /// [`check_wang`](Self::check_wang) with the capped search's answers of `memo`.
    fn check_wang_with(&self, hand: &Hand, memo: &mut CappedMemo) -> Outcome {
        let prepared = Prepared::new(self, hand);
        let decided = decide(&prepared, memo);
        let score = decided.as_ref().map(|(s, _)| prepared.fixed_score + s);
        let groups = decided.map(|(_, groups)| groups).unwrap_or_default();
        self.finish(hand, groups, score)
    }

    /// The check without the listing, unless `wang_fifth_copy=false` asks whether the best
    /// decomposition's 王 respect the cap; with the capped search's answers of `memo`.
    fn best_score_wang_with(&self, hand: &Hand, memo: &mut CappedMemo) -> Option<u16> {
        if !self.rules().wang_fifth_copy {
            return self.check_wang_with(hand, memo).score;
        }
        let prepared = Prepared::new(self, hand);
        prepared.best_score().map(|s| s + prepared.fixed_score)
    }
}

/// The best score of a prepared hand's groups outside the fixed ones, with every group (fixed
/// first): the tables' answer when its 王 keep to the cap, the capped search's otherwise (with
/// the answers of `memo`, made by the same checker).
pub(crate) fn decide(
    prepared: &Prepared<'_>,
    memo: &mut CappedMemo,
) -> Option<(u16, Vec<ScoredGroup>)> {
    let choice = prepared.best()?;
    let groups = list::groups(prepared, &choice)?;
    if prepared.checker.rules().wang_fifth_copy || list::fits(prepared, &groups) {
        Some((choice.score, groups))
    } else {
        capped::best(prepared, memo)
    }
}
