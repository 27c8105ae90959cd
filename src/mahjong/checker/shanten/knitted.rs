//! The knitted forms' shanten (under `knitted`), counted in tiles added as the other forms.
//!
//! A knitted straight's target is an arrangement's nine kinds, a group and a pair (or the pair
//! beside one meld). The nine kinds are one of each, so what the target keeps of the hand
//! splits exactly: one tile of each arrangement kind held, and what the rest of the target
//! keeps of the rest of the hand. So the fewest tiles added are the arrangement's kinds not
//! held, plus the standard form's fewest for the rest with three groups fewer, the
//! arrangement's kinds counted as taken copies (as a meld's are) so that the rest draws and
//! holds only the copies left; a kind no draw can give takes a joker from the budget. This is
//! the reference algorithm's 组合龙 shanten (the standard shanten with the arrangement standing
//! for three groups, each missing kind a tile to draw), taken over the six arrangements.
//!
//! 全不靠 keeps one tile of each kind it holds among fourteen of an arrangement's nine kinds
//! and the seven honors: the fewest added are fourteen less the most kinds held of one
//! arrangement and the honors. A place not held can always be drawn or left out (sixteen
//! places for fourteen tiles, the joker kind's place the only one no draw gives), but in a
//! three-player game, whose arrangements have fourteen places: there the joker kind's place
//! takes a joker, and without one to spend its arrangements cannot be completed.

use super::remembered::Remembered;
use super::special::Counts;
use super::{Checker, Shanten, View, from_fills};
use crate::mahjong::checker::knitted::{Taken, honors_and_knitted_kept};
use crate::mahjong::table::SuitTable;
use crate::mahjong::tile::KNITTED;

/// Concealed tiles of 全不靠.
const FULL: u8 = 14;

impl<T: SuitTable> Checker<T> {
    /// Sets the knitted forms' shanten of a validated view that makes a target of `groups`
    /// groups and a pair beside its melds, `budget` jokers to spend on tiles no draw gives.
    pub(super) fn knitted_shanten(
        &self,
        view: &View,
        budget: u8,
        groups: usize,
        shanten: &mut Shanten,
        remembered: &mut Remembered,
    ) {
        let melds = usize::from(view.meld_count);
        if groups >= 3 && melds <= 1 && groups + melds == 4 && !self.rules.three_player {
            let best = (0..KNITTED.len())
                .filter_map(|a| self.knitted_straight_fills(view, a, budget, groups, remembered))
                .min();
            shanten.knitted_straight = best.map(|fills| from_fills(fills, view.jokers));
        }
        let r = &self.rules;
        if melds == 0 && groups == 4 && !r.suits_only {
            // The joker kind's place, which no draw gives, takes a joker from the budget.
            let unfillable = r.joker.filter(|&j| budget == 0 && r.has_kind(j));
            shanten.honors_and_knitted =
                honors_and_knitted_kept(&view.keys, r.three_player, unfillable)
                    .map(|kept| from_fills(FULL - kept as u8, view.jokers));
        }
    }

    /// The fewest tiles a knitted straight on arrangement `a` adds.
    fn knitted_straight_fills(
        &self,
        view: &View,
        a: usize,
        budget: u8,
        groups: usize,
        remembered: &mut Remembered,
    ) -> Option<u8> {
        let Taken {
            rest,
            missing,
            undrawable,
        } = self.take_arrangement(view, a)?;
        let budget = budget.checked_sub(undrawable)?;
        let counts = Counts::of_keys(&rest.keys);
        let fills = self.standard_fills(&rest, budget, groups - 3, &counts, remembered)?;
        Some(missing + fills)
    }
}
