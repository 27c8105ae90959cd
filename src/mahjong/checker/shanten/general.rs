//! The general path of shanten: any hand the quick paths leave (rules that change its counts,
//! melds where a joker may be a fifth copy, sizes past the tables' entries) and every hand
//! refused, with the error that names why. The rule keys are applied to a view of the hand;
//! each suit is then read from the plain tables, from the tables of its caps ([`capped`]) or
//! the fifth tables ([`fifth`]), or walked under its own limits ([`exact`]), and the suits
//! summed with the budget of jokers that the tiles no draw can bring need.
//!
//! [`capped`]: super::capped
//! [`fifth`]: super::fifth
//! [`exact`]: super::exact

use super::combine::{BUDGETED_GROUPS, MAX_BUDGET, both, least, least_mixed, of_entries};
use super::remembered::Remembered;
use super::special::{self, FULL};
use super::{Shanten, from_fills};
use super::{capped, exact};
use crate::base::generator::mahjong::{SuitRules, SuitShape};
use crate::base::generator::shanten::{Distances, GROUPS, decode};
use crate::mahjong::checker::view::View;
use crate::mahjong::checker::{CheckError, Checker};
use crate::mahjong::hand::Hand;
use crate::mahjong::table::{SuitTable, suit_rules};
use crate::mahjong::tile::Suit;

impl<T: SuitTable> Checker<T> {
    /// The hand with the rules applied, if it has a size shanten is defined for.
    pub(super) fn shanten_view(&self, hand: &Hand) -> Result<View, CheckError> {
        let (concealed, melds) = (hand.concealed_len(), hand.meld_count());
        match concealed % 3 {
            2 if concealed + 3 * melds <= self.full() => {}
            1 if concealed + 1 + 3 * melds <= self.full() => {}
            1 => return Err(CheckError::WrongWaitSize { concealed, melds }),
            _ => return Err(CheckError::WrongSize { concealed, melds }),
        }
        self.apply_rules(Self::raw_view(hand))
    }

    /// The shanten of a validated view; `free_jokers` are the hand's jokers that are not
    /// tiles of the joker kind.
    #[inline]
    pub(super) fn shanten_of(
        &self,
        view: &View,
        free_jokers: u8,
        remembered: &mut Remembered,
    ) -> Shanten {
        let target = view.concealed + u8::from(view.concealed % 3 == 1);
        let groups = usize::from((target - 2) / 3);
        let counts = special::Counts::of_keys(&view.keys);
        let budget = self.budget(view, free_jokers);
        let standard = self.standard_fills(view, budget, groups, &counts, remembered);
        let fourteen = view.meld_count == 0 && target == FULL;
        // The joker kind among the orphans: its place is a joker's.
        let joker_orphan = self.rules.joker.is_some_and(|j| j.is_orphan());
        let orphans_fill = !joker_orphan || budget > 0;
        let mut shanten = self.with_special_forms(
            standard,
            &counts.sums(),
            view.jokers,
            fourteen,
            orphans_fill,
        );
        if self.rules.knitted {
            self.knitted_shanten(view, budget, groups, &mut shanten, remembered);
        }
        if self.rules.seven_pairs_and_triplet && view.meld_count == 0 && target == 17 {
            let quad = self.rules.seven_pairs_quad;
            let kept = special::seven_pairs_and_triplet_kept(&self.counts(view), quad);
            shanten.seven_pairs_and_triplet = Some(from_fills(17 - kept, view.jokers));
        }
        shanten
    }

    /// The fewest tiles the standard form adds, `budget` jokers to spend on tiles that cannot
    /// be drawn ([`budget`](Self::budget)).
    #[inline]
    pub(super) fn standard_fills(
        &self,
        view: &View,
        budget: u8,
        groups: usize,
        counts: &special::Counts,
        remembered: &mut Remembered,
    ) -> Option<u8> {
        let entries = self.tables.shanten().entries(&view.keys);
        let exact = Suit::ALL.map(|suit| self.suit_is_exact(view, suit, budget, groups, counts));
        let table_only = !exact.contains(&true);
        if table_only && !self.rules.suits_only {
            return of_entries(&entries, groups as u8);
        }
        if !table_only {
            if let Some(fills) = self.capped_fills(view, &entries, budget, groups) {
                return fills;
            }
            if let Some(fills) = self.fifth_fills(view, budget, groups) {
                return fills;
            }
        }
        let mut d: [Distances; 4] = entries.map(decode);
        if self.rules.suits_only {
            d[3] = capped::honors_absent();
        }
        if table_only {
            return least(&d, groups);
        }
        self.exact_fills(view, &d, exact, groups, budget, remembered)
    }

    /// Jokers the hand can spend on tiles that cannot be drawn ([`budget_of`]); `free_jokers`
    /// are the view's jokers that are not copies of the joker kind.
    ///
    /// [`budget_of`]: Self::budget_of
    pub(super) fn budget(&self, view: &View, free_jokers: u8) -> u8 {
        self.budget_of(view.jokers, view.jokers - free_jokers)
    }

    /// Jokers a hand holding `jokers` can spend on tiles that cannot be drawn, `own` of them
    /// copies of the joker kind: those held, and the joker kind's copies it can still draw
    /// within `max_jokers`.
    #[inline(always)]
    pub(super) fn budget_of(&self, jokers: u8, own: u8) -> u8 {
        let drawable = match self.rules.joker {
            Some(j) if self.rules.has_kind(j) => {
                (4 - own.min(4)).min(self.rules.max_jokers.saturating_sub(jokers))
            }
            _ => 0,
        };
        jokers + drawable
    }

    /// Whether the tables cannot answer a suit: the target has five concealed groups (past
    /// the entries), melds took copies of its kinds, it holds the joker kind, a joker may be a
    /// fifth copy of a kind it holds four of, or it is the man suit of a three-player game.
    #[inline(always)]
    fn suit_is_exact(
        &self,
        view: &View,
        suit: Suit,
        budget: u8,
        groups: usize,
        counts: &special::Counts,
    ) -> bool {
        let r = &self.rules;
        if r.suits_only && suit == Suit::Honor {
            return false;
        }
        if groups >= GROUPS {
            return true;
        }
        let fifth = r.joker_fifth_copy && budget > 0 && counts.fours(suit.index());
        let joker_kind = r.joker.is_some_and(|j| j.suit() == suit);
        let three_player_man = r.three_player && suit == Suit::Man;
        fifth
            || joker_kind
            || three_player_man
            || (view.meld_count > 0 && self.melded_in(view, suit))
    }

    /// The rules of a suit's tables under the checker's.
    pub(super) fn suit_rules_of(&self, suit: Suit) -> SuitRules {
        let shape = if suit == Suit::Honor {
            SuitShape::Honors
        } else {
            SuitShape::Numbered
        };
        suit_rules(self.rules.variant(), shape)
    }

    fn melded_in(&self, view: &View, suit: Suit) -> bool {
        let first = usize::from(suit.first());
        view.melded[first..first + usize::from(suit.ranks())]
            .iter()
            .any(|&m| m > 0)
    }

    /// The standard form's fewest added tiles with some suits tried target by target.
    #[cold]
    fn exact_fills(
        &self,
        view: &View,
        d: &[Distances; 4],
        exact: [bool; 4],
        groups: usize,
        budget: u8,
        remembered: &mut Remembered,
    ) -> Option<u8> {
        let counts = self.counts(view);
        let held = self.with_joker_kind(view, counts);
        let room = self.room(view);
        let mut plain: Option<Distances> = None;
        let mut budgeted = [[[[0; MAX_BUDGET + 1]; BUDGETED_GROUPS]; 2]; 4];
        let mut walked = 0;
        for suit in Suit::ALL {
            if !exact[suit.index()] {
                let d = &d[suit.index()];
                plain = Some(plain.map_or(*d, |p| both(&p, d)));
                continue;
            }
            let first = usize::from(suit.first());
            let ranks = usize::from(suit.ranks());
            let mut limits = exact::SuitLimits {
                own: [0; 9],
                room: [0; 9],
                drawable: [0; 9],
            };
            for r in 0..ranks {
                let k = first + r;
                limits.own[r] = counts[k];
                limits.room[r] = room[k];
                limits.drawable[r] = if self.rules.has_kind_index(k) {
                    4u8.saturating_sub(held[k] + view.melded[k])
                } else {
                    0
                };
            }
            if let Some(j) = self.rules.joker.filter(|j| j.suit() == suit) {
                limits.drawable[usize::from(j.rank() - 1)] = 0;
            }
            let rules = self.suit_rules_of(suit);
            budgeted[walked] =
                remembered.distances(suit.index(), rules, &limits, groups as u8, budget);
            walked += 1;
        }
        least_mixed(
            plain.as_ref(),
            &budgeted[..walked],
            groups,
            usize::from(budget),
        )
    }
}
