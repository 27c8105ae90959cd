//! The check: is a hand complete, what is its best score, does it win, which named hands hold.
//!
//! A check sets 坎 and concealed 提 aside (they are never broken up), leaving every count at 0-2.
//! The groups that mix cases — 绞, and a mixed 二七十 where allowed — are few and are
//! enumerated; after each choice the two cases are independent, and the best decomposition of each is
//! one table read (with or without the hand's one pair). The best total over the choices is
//! the hand's best decomposition, because every decomposition of the rest is exactly some choice of mixed
//! groups plus a decomposition of each case. Only the winning choice is then taken apart into groups,
//! guided by the same tables, so listing the decomposition costs no search either.
//!
//! The result keeps the counts a caller needs for its own region's multipliers (red, big and
//! small cards) next to the named hands hupai recognises, and the API takes a [`Hand`] so
//! that win-on-a-card, actions and waits can build on the same check.

use super::outcome::{CheckError, NamedHand, Outcome, ScoredGroup};
use super::search::{self, Best};
use super::validate::validate_whole;
use crate::base::generator::paohuzi::{CaseCounts, RANKS, key};
use crate::paohuzi::card::{Card, Case, Counts, KINDS};
use crate::paohuzi::group::{Group, GroupKind, Shape};
use crate::paohuzi::hand::Hand;
use crate::paohuzi::rules::Rules;
use crate::paohuzi::table::{CaseTables, case_values};

/// Checks hands under one rule set.
#[derive(Debug, Clone, Copy)]
pub struct Checker {
    rules: Rules,
    tables: &'static CaseTables,
}

impl Checker {
    /// A checker over tables the caller provides (for example copied out of a mapped table
    /// file by [`CaseTables::from_file`] and kept for the process); refused when
    /// they are another scoring variant's.
    ///
    /// # Errors
    ///
    /// [`CheckError::TablesMismatch`] when `tables` do not [answer](CaseTables::answers)
    /// `rules`: they were made for another scoring or another `yiwushi` setting.
    pub fn with_tables(rules: Rules, tables: &'static CaseTables) -> Result<Checker, CheckError> {
        if !tables.answers(&rules) {
            return Err(CheckError::TablesMismatch);
        }
        Ok(Checker { rules, tables })
    }

    /// A checker over the built-in case tables of the rules' scoring variant: the tables
    /// baked into the binary for the default scoring (with the `dense` feature), the others
    /// generated on first use and shared by every checker of the process afterwards
    /// ([`CaseTables::for_rules`]).
    pub fn new(rules: Rules) -> Checker {
        Checker {
            rules,
            tables: CaseTables::for_rules(&rules),
        }
    }

    /// The rule set this checker applies.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The case tables this checker reads, and what is derived from them.
    pub(crate) fn tables(&self) -> &CaseTables {
        self.tables
    }

    /// Rejects a hand the check cannot answer: exposed groups the rules do not know, more
    /// than 21 cards (each 跑 and 提 counted as three), a pair without a 跑 or 提 to need it.
    ///
    /// # Errors
    ///
    /// [`CheckError::NotAllowed`] for an exposed 一五十 or mixed 二七十 the rules do not
    /// allow, [`CheckError::TooManyCards`] for more than [`MAX_CARDS`](crate::paohuzi::MAX_CARDS) cards, and
    /// [`CheckError::PairWithoutFour`] for 3n + 2 cards outside 坎 and 提 without a 跑 or 提.
    pub fn validate(&self, hand: &Hand) -> Result<(), CheckError> {
        validate_whole(hand, &self.rules)
    }

    /// Checks a hand: completeness, best decomposition and score, win, counts and named hands.
    /// A hand that is merely incomplete is not an error: its outcome says `complete: false`.
    ///
    /// # Errors
    ///
    /// Whatever [`validate`](Self::validate) refuses: [`CheckError::NotAllowed`],
    /// [`CheckError::TooManyCards`] or [`CheckError::PairWithoutFour`].
    pub fn check(&self, hand: &Hand) -> Result<Outcome, CheckError> {
        self.validate(hand)?;
        if hand.wang() > 0 {
            return Ok(self.check_wang(hand));
        }
        let (fixed, rest) = set_aside(hand);
        Ok(self.outcome(hand, fixed, &rest))
    }

    /// The outcome of a hand whose groups outside `rest` (every count 0-2) are already
    /// `fixed`: the check after its set-aside step, shared with win-on-a-card, where a card
    /// that makes three alike without being a 坎 fixes one of the decomposition's groups first.
    /// `hand` supplies every card, for the counts.
    pub(crate) fn outcome(&self, hand: &Hand, fixed: Vec<Group>, rest: &Counts) -> Outcome {
        let scoring = self.rules.scoring;
        let mut groups: Vec<ScoredGroup> = fixed
            .into_iter()
            .map(|group| ScoredGroup {
                score: group.score(scoring),
                group,
                wang: Vec::new(),
            })
            .collect();
        let fixed_score: u16 = groups.iter().map(|g| g.score).sum();
        let Some((rest_score, decomposition)) = self.best_rest(rest) else {
            return self.finish(hand, Vec::new(), None);
        };
        groups.extend(decomposition.into_iter().map(|group| ScoredGroup {
            score: group.score(scoring),
            group,
            wang: Vec::new(),
        }));
        self.finish(hand, groups, Some(fixed_score + rest_score))
    }

    /// The outcome of a hand with the groups of a best decomposition and their total, or of an
    /// incomplete one (`score` `None`): the counts and the named hands added.
    pub(crate) fn finish(
        &self,
        hand: &Hand,
        groups: Vec<ScoredGroup>,
        score: Option<u16>,
    ) -> Outcome {
        let (mut red, mut big, mut small) = (0u8, 0u8, 0u8);
        for c in hand.all_cards() {
            red += u8::from(c.is_red());
            big += u8::from(c.is_big());
            small += u8::from(!c.is_big());
        }
        let Some(score) = score else {
            return Outcome {
                complete: false,
                win: false,
                score: None,
                groups: Vec::new(),
                red,
                big,
                small,
                named: Vec::new(),
            };
        };
        let mut named = Vec::new();
        let mut add = |cond: bool, n: NamedHand| {
            if cond {
                named.push(n);
            }
        };
        add(red >= 10, NamedHand::HongHu);
        add(red >= 13, NamedHand::ShiSanHong);
        add(red == 1, NamedHand::DianHu);
        add(red == 0, NamedHand::WuHu);
        add(
            !groups.iter().any(|g| g.group.kind().is_sequence()),
            NamedHand::DuiZiHu,
        );
        add(big >= 18, NamedHand::DaHu);
        add(small >= 16, NamedHand::XiaoHu);
        Outcome {
            complete: true,
            win: score >= self.rules.min_huxi,
            score: Some(score),
            groups,
            red,
            big,
            small,
            named,
        }
    }

    /// The best score of a hand (exposed groups, 坎 and 提 included), or `None` when it is
    /// not complete: the check without the listing, for callers that try many hands (waits,
    /// simulations).
    ///
    /// # Errors
    ///
    /// Whatever [`validate`](Self::validate) refuses: [`CheckError::NotAllowed`],
    /// [`CheckError::TooManyCards`] or [`CheckError::PairWithoutFour`].
    pub fn best_score(&self, hand: &Hand) -> Result<Option<u16>, CheckError> {
        self.validate(hand)?;
        if hand.wang() > 0 {
            return Ok(self.best_score_wang(hand));
        }
        let (fixed, rest) = set_aside(hand);
        let fixed_score: u16 = fixed.iter().map(|g| g.score(self.rules.scoring)).sum();
        Ok(self.best_choice(&rest).map(|b| b.score + fixed_score))
    }

    /// The best choice of cross-case groups and pair placement for the rest (every count
    /// 0-2), with the score it reaches.
    fn best_choice(&self, rest: &Counts) -> Option<Best> {
        let size: u32 = rest.iter().map(|&c| u32::from(c)).sum();
        if size % 3 == 1 {
            return None;
        }
        let keys = [
            key(&case_counts(rest, Case::Small)),
            key(&case_counts(rest, Case::Big)),
        ];
        let mut sizes = [0; 2];
        for c in Card::all() {
            sizes[usize::from(c.is_big())] += u32::from(rest[c.index()]);
        }
        self.search(rest, keys, sizes, size % 3 == 2)
    }

    /// The best score of a rest (every count 0-2) whose case keys and sizes the caller keeps
    /// current, with (`pair`) or without the one pair: what win-on-a-card reads per way to
    /// take a card, with neither a hand to build nor an allocation.
    pub(crate) fn rest_score(
        &self,
        rest: &Counts,
        keys: [u32; 2],
        sizes: [u32; 2],
        pair: bool,
    ) -> Option<u16> {
        self.search(rest, keys, sizes, pair).map(|b| b.score)
    }

    fn search(&self, rest: &Counts, keys: [u32; 2], sizes: [u32; 2], pair: bool) -> Option<Best> {
        search::run(&self.rules, self.tables, rest, keys, sizes, pair)
    }

    /// The best score of the rest (every count 0-2) and one decomposition reaching it.
    fn best_rest(&self, rest: &Counts) -> Option<(u16, Vec<Group>)> {
        let best = self.best_choice(rest)?;
        let mut left = *rest;
        let mut groups = Vec::new();
        for (cards, shape) in best.coupled.as_slice() {
            for c in cards {
                left[c.index()] -= 1;
            }
            // The shape was classified when chosen, so this cannot fail; skip rather than
            // panic if it ever did.
            if let Ok(g) = Group::new(GroupKind::Hand(*shape), cards) {
                groups.push(g);
            }
        }
        for case in [Case::Small, Case::Big] {
            let counts = case_counts(&left, case);
            groups.extend(self.decompose_case(case, counts, best.pair_in == Some(case)));
        }
        Some((best.score, groups))
    }

    /// One best decomposition of a case, read off the table: the lowest rank's group is whichever
    /// leaves a rest whose table value makes up the difference.
    fn decompose_case(&self, case: Case, mut counts: CaseCounts, mut pair: bool) -> Vec<Group> {
        let table = self.tables.case(case);
        let values = case_values(case, self.rules.scoring, self.rules.yiwushi);
        let mut out = Vec::new();
        let Some(mut target) = table.best(&counts, pair) else {
            return out;
        };
        while let Some(low) = counts.iter().position(|&c| c > 0) {
            let mut options: Vec<(Vec<usize>, u8, bool)> = Vec::new();
            if pair {
                options.push((vec![low, low], values.pair[low], true));
            }
            if low < 8 {
                options.push((vec![low, low + 1, low + 2], values.run[low], false));
            }
            if low == 1 {
                options.push((vec![1, 6, 9], values.erqishi, false));
            }
            if let (0, Some(v)) = (low, values.yiwushi) {
                options.push((vec![0, 4, 9], v, false));
            }
            let mut step = None;
            for (ranks, v, is_pair) in options {
                let mut rest = counts;
                if ranks.iter().any(|&r| {
                    let short = rest[r] == 0;
                    rest[r] = rest[r].saturating_sub(1);
                    short
                }) {
                    continue;
                }
                let rest_pair = pair && !is_pair;
                if table.best(&rest, rest_pair).map(|x| x.saturating_add(v)) == Some(target) {
                    step = Some((ranks, v, is_pair, rest));
                    break;
                }
            }
            let Some((ranks, v, is_pair, rest)) = step else {
                break;
            };
            let cards: Vec<Card> = ranks
                .iter()
                .filter_map(|&r| Card::new(case, r as u8 + 1))
                .collect();
            let kind = if is_pair {
                GroupKind::Pair
            } else {
                GroupKind::Hand(Shape::Run)
            };
            if let Ok(g) = Group::new(kind, &cards) {
                out.push(g);
            }
            counts = rest;
            target -= v;
            pair = pair && !is_pair;
        }
        out
    }
}

fn case_counts(counts: &Counts, case: Case) -> CaseCounts {
    let mut out = [0; RANKS];
    out.copy_from_slice(&counts[case.offset()..case.offset() + RANKS]);
    out
}
/// The exposed groups plus the 坎 and concealed 提 of the held cards, and what is left.
pub(crate) fn set_aside(hand: &Hand) -> (Vec<Group>, Counts) {
    let mut fixed: Vec<Group> = hand.exposed().to_vec();
    let mut rest = *hand.held();
    for card in Card::all() {
        let n = rest[card.index()];
        let kind = match n {
            3 => GroupKind::Kan,
            4 => GroupKind::HiddenTi,
            _ => continue,
        };
        if let Ok(g) = Group::new(kind, &vec![card; usize::from(n)]) {
            fixed.push(g);
            rest[card.index()] = 0;
        }
    }
    debug_assert!(rest.iter().all(|&c| c <= 2) && rest.len() == KINDS);
    (fixed, rest)
}
