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

use super::card::{Card, Case, Counts, KINDS};
use super::group::{Group, GroupKind, Shape};
use super::hand::{Hand, Item};
use super::rules::{Rules, Scoring};
use crate::generator::paohuzi::{CaseCounts, POW3, RANKS, key};
use crate::table::paohuzi::{CaseTables, case_values};
use std::fmt;

/// A hand the rules cannot check, or tables that do not fit the rules: what
/// [`Checker::check`], [`Checker::best_score`], [`Checker::validate`] and
/// [`Checker::with_tables`] refuse, and what [`PlayError::Check`](super::PlayError::Check)
/// wraps for a hand a card arrives at.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CheckError {
    /// An exposed group has a shape the rules do not count as a group: a 一五十 without
    /// `yiwushi`, or a 二七十 mixing small and big cards without `mixed_erqishi`.
    #[error("{item}: a {shape} is not a group unless `{key}=true`")]
    NotAllowed {
        /// The exposed group, as [`Item::Group`] with its index among the exposed groups.
        item: Item,
        /// The shape's name: `一五十` or `mixed 二七十`.
        shape: &'static str,
        /// The rule key that would allow the shape: `yiwushi` or `mixed_erqishi`.
        key: &'static str,
    },
    /// The hand holds more than [`MAX_CARDS`] cards, counting every exposed group, and four
    /// alike held, as three (a 跑 or 提 is a three-card group grown by one), plus the card
    /// to come when a card is arriving.
    #[error("{cards} cards, counting each 跑 and 提 as three: no hand holds more than {MAX_CARDS}")]
    TooManyCards {
        /// The number of cards counted that way.
        cards: u32,
    },
    /// The held cards outside 坎 and 提 number 3n + 2, so a complete hand would need the one
    /// pair, but the hand has no 跑 or 提 (exposed, or four alike held), the only way such a
    /// size arises. Only a check of the whole hand raises it, not one of a hand a card is
    /// arriving at.
    #[error(
        "{rest} cards outside 坎 and 提 would need a pair, and a hand holds a pair only with a 跑 or 提"
    )]
    PairWithoutFour {
        /// The number of held cards outside 坎 and 提.
        rest: u32,
    },
    /// [`Checker::with_tables`] was given case tables of another scoring variant (scoring
    /// or `yiwushi`) than the rules need.
    #[error("the tables given are another scoring variant's than the rules need")]
    TablesMismatch,
}

/// Most cards a hand can hold, counting each 跑 and 提 as three: seven groups of three.
pub const MAX_CARDS: u32 = 21;

/// The named hands (名堂) hupai recognises; their multipliers are regional and left to the
/// caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NamedHand {
    /// 红胡: 10 or more red cards.
    HongHu,
    /// 十三红: 13 or more red cards.
    ShiSanHong,
    /// 点胡: exactly one red card.
    DianHu,
    /// 乌胡: no red card.
    WuHu,
    /// 对子胡: no run, 二七十 or 绞 at all.
    DuiZiHu,
    /// 大胡: 18 or more big cards.
    DaHu,
    /// 小胡: 16 or more small cards.
    XiaoHu,
}

impl NamedHand {
    /// The Chinese name, e.g. `红胡` for [`NamedHand::HongHu`]; what `Display` prints.
    pub const fn chinese(self) -> &'static str {
        match self {
            NamedHand::HongHu => "红胡",
            NamedHand::ShiSanHong => "十三红",
            NamedHand::DianHu => "点胡",
            NamedHand::WuHu => "乌胡",
            NamedHand::DuiZiHu => "对子胡",
            NamedHand::DaHu => "大胡",
            NamedHand::XiaoHu => "小胡",
        }
    }
}

impl fmt::Display for ScoredGroup {
    /// The group and its score, e.g. `壹贰叁=6`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}", self.group, self.score)
    }
}

impl fmt::Display for NamedHand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.chinese())
    }
}

/// A group of the best decomposition and what it scores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoredGroup {
    /// The group: exposed, set aside (坎, held 提) or of the hand's decomposition.
    pub group: Group,
    /// What the group scores under the rules' [`Scoring`]: 胡息, or red/black card points.
    pub score: u16,
}

/// What a check found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Every card is in a group, with exactly the one pair the hand size asks for.
    pub complete: bool,
    /// Complete and the score reaches `min_huxi`.
    pub win: bool,
    /// The best total (胡息, or card points) over all decompositions, exposed groups included; `None`
    /// when the hand is not complete.
    pub score: Option<u16>,
    /// The groups of a best decomposition: exposed first, then 坎/提 set aside, then the hand's decomposition.
    pub groups: Vec<ScoredGroup>,
    /// Red cards (二七十贰柒拾), held and exposed.
    pub red: u8,
    /// Big cards (壹..拾), held and exposed.
    pub big: u8,
    /// Small cards (一..十), held and exposed.
    pub small: u8,
    /// Named hands that hold; empty unless complete.
    pub named: Vec<NamedHand>,
}

/// Checks hands under one rule set.
#[derive(Debug, Clone, Copy)]
pub struct Checker {
    rules: Rules,
    tables: &'static CaseTables,
}

/// A cross-case group chosen before the per-case lookups.
type Coupled = ([Card; 3], Shape);

/// Most cross-case groups a rest can hold: it has at most 40 cards (two of each kind).
const MAX_COUPLED: usize = 13;

/// The cross-case groups chosen, in a fixed array so that a search never allocates: callers
/// that try many cards (win on a card, waits) run one search per way a card can be taken.
#[derive(Clone, Copy)]
struct Chosen {
    groups: [Coupled; MAX_COUPLED],
    len: usize,
}

impl Chosen {
    const EMPTY: Chosen = Chosen {
        groups: [([Card::wrapping(0); 3], Shape::Jiao); MAX_COUPLED],
        len: 0,
    };

    /// Adds a group; `false` (and nothing added) when full, which a rest cannot reach.
    fn push(&mut self, group: Coupled) -> bool {
        let Some(slot) = self.groups.get_mut(self.len) else {
            return false;
        };
        *slot = group;
        self.len += 1;
        true
    }

    fn pop(&mut self) {
        self.len = self.len.saturating_sub(1);
    }

    fn as_slice(&self) -> &[Coupled] {
        self.groups.get(..self.len).unwrap_or(&[])
    }
}

/// The best choice of cross-case groups found so far.
struct Best {
    score: u16,
    coupled: Chosen,
    pair_in: Option<Case>,
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
    /// allow, [`CheckError::TooManyCards`] for more than [`MAX_CARDS`] cards, and
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
            })
            .collect();
        let fixed_score: u16 = groups.iter().map(|g| g.score).sum();
        let split = self.best_rest(rest);
        let (mut red, mut big, mut small) = (0u8, 0u8, 0u8);
        for c in hand.all_cards() {
            red += u8::from(c.is_red());
            big += u8::from(c.is_big());
            small += u8::from(!c.is_big());
        }
        let Some((rest_score, split)) = split else {
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
        groups.extend(split.into_iter().map(|group| ScoredGroup {
            score: group.score(scoring),
            group,
        }));
        let score = fixed_score + rest_score;
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
        // Only ranks where a 绞 is possible at the start can hold one later.
        let jiao_ranks = (0..RANKS)
            .filter(|&r| {
                let (s, b) = (rest[r], rest[r + RANKS]);
                (s >= 2 && b >= 1) || (b >= 2 && s >= 1)
            })
            .fold(0u16, |mask, r| mask | 1 << r);
        let mut search = Search {
            checker: self,
            work: *rest,
            keys,
            sizes,
            jiao_ranks,
            chosen: Chosen::EMPTY,
            pair,
            best: None,
        };
        search.mixed(0, 0);
        search.best
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

/// The enumeration of cross-case groups, keeping both case keys current as cards come and go
/// so that each choice costs two table reads.
struct Search<'a> {
    checker: &'a Checker,
    work: Counts,
    /// Base-3 keys of the small and the big case.
    keys: [u32; 2],
    sizes: [u32; 2],
    /// Ranks (bits) where a 绞 could still be chosen.
    jiao_ranks: u16,
    chosen: Chosen,
    pair: bool,
    best: Option<Best>,
}

impl Search<'_> {
    fn available(&self, cards: &[Card]) -> bool {
        let mut need = [0u8; KINDS];
        cards.iter().all(|c| {
            need[c.index()] += 1;
            self.work[c.index()] >= need[c.index()]
        })
    }

    /// Takes available cards as a group; `false` (nothing taken) if the list is full.
    fn take(&mut self, cards: [Card; 3], shape: Shape) -> bool {
        if !self.chosen.push((cards, shape)) {
            return false;
        }
        for c in cards {
            let case = usize::from(c.is_big());
            self.work[c.index()] -= 1;
            self.keys[case] -= POW3[usize::from(c.rank() - 1)];
            self.sizes[case] -= 1;
        }
        true
    }

    /// Undoes the last [`take`](Self::take), of these cards.
    fn put_back(&mut self, cards: [Card; 3]) {
        self.chosen.pop();
        for c in cards {
            let case = usize::from(c.is_big());
            self.work[c.index()] += 1;
            self.keys[case] += POW3[usize::from(c.rank() - 1)];
            self.sizes[case] += 1;
        }
    }

    /// Chooses how many of each mixed 二七十 (when allowed), then the 绞.
    fn mixed(&mut self, pattern: usize, value: u16) {
        if !self.checker.rules.mixed_erqishi || pattern >= MIXED.len() {
            self.jiao(self.jiao_ranks, value);
            return;
        }
        let cards = MIXED[pattern];
        let add = coupled_value(&cards, self.checker.rules.scoring);
        let mut taken = 0u16;
        loop {
            self.mixed(pattern + 1, value + taken * add);
            if !self.available(&cards) || !self.take(cards, Shape::MixedErQiShi) {
                break;
            }
            taken += 1;
        }
        for _ in 0..taken {
            self.put_back(cards);
        }
    }

    /// Chooses, rank by rank, no 绞, a 绞 on a small pair, or one on a big pair. One per
    /// rank at most: two would need three of one kind, and three alike were set aside as a 坎.
    /// The choices multiply (3^k for k such ranks), which is what a check costs beyond its
    /// reads; dealt hands have few such ranks.
    fn jiao(&mut self, ranks: u16, value: u16) {
        if ranks == 0 {
            self.evaluate(value);
            return;
        }
        let rank = ranks.trailing_zeros() as usize;
        let later = ranks & (ranks - 1);
        self.jiao(later, value);
        for case in [Case::Small, Case::Big] {
            let (Some(two), Some(one)) = (
                Card::new(case, rank as u8 + 1),
                Card::new(case.other(), rank as u8 + 1),
            ) else {
                continue;
            };
            let cards = [two, two, one];
            if !self.available(&cards) || !self.take(cards, Shape::Jiao) {
                continue;
            }
            let add = coupled_value(&cards, self.checker.rules.scoring);
            self.jiao(later, value + add);
            self.put_back(cards);
        }
    }

    /// Looks both cases up once the cross-case groups are fixed. The one pair, if any, can
    /// only be in the case whose size is 2 more than a multiple of 3.
    fn evaluate(&mut self, value: u16) {
        let [s, b] = self.sizes.map(|n| n % 3);
        let pair_in = match (self.pair, s, b) {
            (false, 0, 0) => None,
            (true, 2, 0) => Some(Case::Small),
            (true, 0, 2) => Some(Case::Big),
            _ => return,
        };
        let tables = self.checker.tables;
        let small = tables
            .small
            .by_key(self.keys[0], pair_in == Some(Case::Small));
        let big = tables.big.by_key(self.keys[1], pair_in == Some(Case::Big));
        let (Some(small), Some(big)) = (small, big) else {
            return;
        };
        let total = value + u16::from(small) + u16::from(big);
        if self.best.as_ref().is_none_or(|b| total > b.score) {
            self.best = Some(Best {
                score: total,
                coupled: self.chosen,
                pair_in,
            });
        }
    }
}

/// The six ways a 二七十 can mix cases.
pub(crate) const MIXED: [[Card; 3]; 6] = {
    // Small 二, 七, 十 are indices 1, 6, 9; the big ones ten higher.
    const fn c(big: bool, rank_index: usize) -> Card {
        Card::wrapping(rank_index + if big { 10 } else { 0 })
    }
    let mut out = [[Card::wrapping(0); 3]; 6];
    let mut bits = 1;
    while bits < 7 {
        out[bits - 1] = [
            c(bits & 1 != 0, 1),
            c(bits & 2 != 0, 6),
            c(bits & 4 != 0, 9),
        ];
        bits += 1;
    }
    out
};

/// A cross-case group's score: 0 胡息 (绞 and mixed 二七十 never score), or its card points.
pub(crate) fn coupled_value(cards: &[Card; 3], scoring: Scoring) -> u16 {
    match scoring {
        Scoring::Huxi => 0,
        Scoring::RedBlack => cards.iter().map(|c| c.points()).sum(),
    }
}

fn case_counts(counts: &Counts, case: Case) -> CaseCounts {
    let mut out = [0; RANKS];
    out.copy_from_slice(&counts[case.offset()..case.offset() + RANKS]);
    out
}

/// Exposed groups the rule set does not allow, and more cards than a hand can hold once
/// `incoming` more cards join it (a card won on or acted on is one).
///
/// A four-card group is a three-card group grown by one card (that is how a 跑 or 提 comes
/// about), so sizes count it as three.
pub(crate) fn validate(hand: &Hand, rules: &Rules, incoming: u32) -> Result<(), CheckError> {
    let held: u32 = hand.held().iter().map(|&c| u32::from(c.min(3))).sum();
    let cards = held + 3 * hand.exposed().len() as u32 + incoming;
    if cards > MAX_CARDS {
        return Err(CheckError::TooManyCards { cards });
    }
    for (i, g) in hand.exposed().iter().enumerate() {
        match g.kind() {
            GroupKind::Chi(Shape::YiWuShi) if !rules.yiwushi => {
                return Err(CheckError::NotAllowed {
                    item: Item::Group(i),
                    shape: "一五十",
                    key: "yiwushi",
                });
            }
            GroupKind::Chi(Shape::MixedErQiShi) if !rules.mixed_erqishi => {
                return Err(CheckError::NotAllowed {
                    item: Item::Group(i),
                    shape: "mixed 二七十",
                    key: "mixed_erqishi",
                });
            }
            _ => {}
        }
    }
    Ok(())
}

/// A hand to be checked whole: [`validate`], and a rest of 3n + 2 cards (outside 坎 and 提)
/// only beside a 跑 or 提. Such a rest arises only from a 跑 or 提, whose extra card leaves a
/// pair to make; without one the hand cannot have been dealt and played to, and answering
/// "not complete" would hide the caller's mistake.
pub(crate) fn validate_whole(hand: &Hand, rules: &Rules) -> Result<(), CheckError> {
    validate(hand, rules, 0)?;
    let rest: u32 = hand
        .held()
        .iter()
        .filter(|&&c| c < 3)
        .map(|&c| u32::from(c))
        .sum();
    let four = hand.held().contains(&4) || hand.exposed().iter().any(|g| g.kind().is_four());
    if rest % 3 == 2 && !four {
        return Err(CheckError::PairWithoutFour { rest });
    }
    Ok(())
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
