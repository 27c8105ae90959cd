//! Groups (门子) and what they score.
//!
//! A group is its kind — where it came from (dealt 坎, exposed 碰/偎/跑/提/吃, or a group of
//! the hand's decomposition) — and its cards. The kind matters because the same three cards score
//! differently by origin (a 坎 of 三 is 3 胡息, a 碰 of 三 is 1), and the cards matter because
//! the big case doubles or more. Both scorings live here so the table generator, the check and
//! the backtrack search all read one definition.

use super::card::{Card, Case};
use crate::base::variant::Scoring;
use std::fmt;

/// The shape of a three-card group that is not three alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Three consecutive ranks of one case; only 一二三 / 壹贰叁 scores.
    Run,
    /// 二七十 / 贰柒拾, one case.
    ErQiShi,
    /// 一五十 / 壹伍拾, one case; a group only under `yiwushi`.
    YiWuShi,
    /// 二七十 with both cases in it; a group only under `mixed_erqishi`.
    MixedErQiShi,
    /// 绞 (大小搭): a pair of one case and the same rank of the other.
    Jiao,
}

impl Shape {
    /// What three cards form, or why they form nothing. Every shape is recognised whatever
    /// the rules: whether a 一五十 or a mixed 二七十 counts as a group is the caller's to check.
    ///
    /// # Errors
    ///
    /// [`GroupError::Size`] unless exactly three cards are given, [`GroupError::AlikeInChi`]
    /// for three of one kind, [`GroupError::MixedRun`] for consecutive ranks that mix small
    /// and big cards, and [`GroupError::NotAGroup`] for any other three cards.
    pub fn classify(cards: &[Card]) -> Result<Shape, GroupError> {
        let [a, b, c] = sorted3(cards)?;
        let same_case = a.case() == b.case() && b.case() == c.case();
        let ranks = [a.rank(), b.rank(), c.rank()];
        if a.rank() == b.rank() && b.rank() == c.rank() {
            return if same_case {
                Err(GroupError::AlikeInChi)
            } else {
                Ok(Shape::Jiao)
            };
        }
        let mut sorted_ranks = ranks;
        sorted_ranks.sort_unstable();
        let consecutive =
            sorted_ranks[1] == sorted_ranks[0] + 1 && sorted_ranks[2] == sorted_ranks[1] + 1;
        match (sorted_ranks, same_case) {
            ([2, 7, 10], true) => Ok(Shape::ErQiShi),
            ([2, 7, 10], false) => Ok(Shape::MixedErQiShi),
            ([1, 5, 10], true) => Ok(Shape::YiWuShi),
            (_, true) if consecutive => Ok(Shape::Run),
            (_, false) if consecutive => Err(GroupError::MixedRun),
            _ => Err(GroupError::NotAGroup),
        }
    }

    /// ASCII name, for machine output: `run`, `erqishi`, `yiwushi`, `mixed_erqishi`, `jiao`.
    pub const fn ascii_name(self) -> &'static str {
        match self {
            Shape::Run => "run",
            Shape::ErQiShi => "erqishi",
            Shape::YiWuShi => "yiwushi",
            Shape::MixedErQiShi => "mixed_erqishi",
            Shape::Jiao => "jiao",
        }
    }

    /// Chinese name, for listings.
    pub const fn name(self) -> &'static str {
        match self {
            Shape::Run => "顺",
            Shape::ErQiShi => "二七十",
            Shape::YiWuShi => "一五十",
            Shape::MixedErQiShi => "混二七十",
            Shape::Jiao => "绞",
        }
    }
}

fn sorted3(cards: &[Card]) -> Result<[Card; 3], GroupError> {
    match cards {
        &[a, b, c] => {
            let mut v = [a, b, c];
            v.sort_unstable();
            Ok(v)
        }
        _ => Err(GroupError::Size {
            expected: 3,
            found: cards.len(),
        }),
    }
}

/// Where a group came from, which decides what it scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GroupKind {
    /// Three alike held in the hand; set aside, never broken up.
    Kan,
    /// Four alike held in the hand (a 提 not yet laid down); set aside, never broken up.
    HiddenTi,
    /// Exposed: a pair in hand plus a drawn third.
    Wei,
    /// Exposed: a 偎 made on a card others had passed (scores as 偎).
    ChouWei,
    /// Exposed: a pair in hand plus another player's third.
    Peng,
    /// Exposed: the fourth card onto a 坎/偎/碰.
    Pao,
    /// Exposed: four alike laid down.
    Ti,
    /// Exposed: a run, 二七十, 绞 (…) completed with a taken card.
    Chi(Shape),
    /// A three-card group of the hand's decomposition.
    Hand(Shape),
    /// The pair (将) of the hand's decomposition.
    Pair,
}

impl GroupKind {
    /// Exposed kinds and their labels, Chinese then ASCII, as the notation spells them.
    pub const LABELS: [(&'static str, &'static str, GroupKind); 6] = [
        ("碰", "peng", GroupKind::Peng),
        ("偎", "wei", GroupKind::Wei),
        ("臭偎", "chouwei", GroupKind::ChouWei),
        ("提", "ti", GroupKind::Ti),
        ("跑", "pao", GroupKind::Pao),
        ("吃", "chi", GroupKind::Chi(Shape::Run)),
    ];

    /// The label of an exposed or set-aside kind (`None` for decomposition groups).
    pub fn label(self) -> Option<(&'static str, &'static str)> {
        match self {
            GroupKind::Kan => Some(("坎", "kan")),
            GroupKind::HiddenTi => Some(("提", "ti")),
            GroupKind::Chi(_) => Some(("吃", "chi")),
            GroupKind::Hand(_) | GroupKind::Pair => None,
            k => Self::LABELS
                .iter()
                .find(|(_, _, l)| *l == k)
                .map(|&(c, a, _)| (c, a)),
        }
    }

    /// ASCII name, for machine output: the notation's label for laid-down kinds (`peng`,
    /// `wei`, `chouwei`, `ti`, `pao`, `chi`), `kan` and `hidden_ti` for the ones set aside,
    /// the shape's name for a three-card group of the hand, `pair` for the pair.
    pub const fn ascii_name(self) -> &'static str {
        match self {
            GroupKind::Kan => "kan",
            GroupKind::HiddenTi => "hidden_ti",
            GroupKind::Wei => "wei",
            GroupKind::ChouWei => "chouwei",
            GroupKind::Peng => "peng",
            GroupKind::Pao => "pao",
            GroupKind::Ti => "ti",
            GroupKind::Chi(_) => "chi",
            GroupKind::Hand(shape) => shape.ascii_name(),
            GroupKind::Pair => "pair",
        }
    }

    /// The shape of a three-card group that is not three alike (吃 or of the hand).
    pub const fn shape(self) -> Option<Shape> {
        match self {
            GroupKind::Chi(shape) | GroupKind::Hand(shape) => Some(shape),
            _ => None,
        }
    }

    /// Groups the player laid down, as opposed to groups of the hand.
    pub const fn is_exposed(self) -> bool {
        matches!(
            self,
            GroupKind::Wei
                | GroupKind::ChouWei
                | GroupKind::Peng
                | GroupKind::Pao
                | GroupKind::Ti
                | GroupKind::Chi(_)
        )
    }

    /// A run, 二七十, 一五十 or 绞, exposed or not: what 对子胡 must not contain.
    pub const fn is_sequence(self) -> bool {
        matches!(self, GroupKind::Chi(_) | GroupKind::Hand(_))
    }

    /// Four-card kinds; a hand holding one needs a pair.
    pub const fn is_four(self) -> bool {
        matches!(self, GroupKind::Pao | GroupKind::Ti | GroupKind::HiddenTi)
    }
}

/// Why some cards are not the group they claim to be: what [`Group::new`] and
/// [`Shape::classify`] refuse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GroupError {
    /// The wrong number of cards for the kind: 坎, 偎, 臭偎, 碰, 吃 and the hand's
    /// three-card groups take 3, 跑 and 提 (held or laid down) 4, the pair 2.
    #[error("{found} cards where the group takes {expected}")]
    Size {
        /// The number of cards the kind takes.
        expected: usize,
        /// The number of cards given.
        found: usize,
    },
    /// A kind made of alike cards (坎, 偎, 臭偎, 碰, 跑, 提, the pair) was given cards of
    /// more than one kind.
    #[error("the cards are not all alike")]
    NotAlike,
    /// Three consecutive ranks that mix small and big cards: a run keeps to one case.
    #[error("a run never mixes small and big cards (only 绞 and, where allowed, 二七十 do)")]
    MixedRun,
    /// Three of one kind given as a 吃 or a group of the hand: three alike are a 坎, 碰 or
    /// 偎, never a run.
    #[error("three alike are a 碰/偎, not a 吃")]
    AlikeInChi,
    /// Three cards that form no shape at all: not a run, 二七十, 一五十 or 绞.
    #[error("not a run, 二七十, 一五十 or 绞")]
    NotAGroup,
}

/// A group and its cards (sorted).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Group {
    kind: GroupKind,
    cards: Vec<Card>,
}

impl Group {
    /// A group of this kind, checked: alike kinds take 3 or 4 alike, 吃 takes one of the three
    /// card shapes (its shape is read from the cards, whatever the kind said). Whether the
    /// rules allow the shape (一五十, mixed 二七十) is not checked here.
    ///
    /// # Errors
    ///
    /// For the alike kinds, [`GroupError::Size`] when the count is not the kind's (3 for
    /// 坎, 偎, 臭偎 and 碰, 4 for 跑 and 提, 2 for the pair) and [`GroupError::NotAlike`]
    /// when the cards differ; for [`GroupKind::Chi`] and [`GroupKind::Hand`], whatever
    /// [`Shape::classify`] refuses.
    pub fn new(kind: GroupKind, cards: &[Card]) -> Result<Group, GroupError> {
        let mut cards = cards.to_vec();
        cards.sort_unstable();
        let alike = |n: usize| {
            if cards.len() != n {
                Err(GroupError::Size {
                    expected: n,
                    found: cards.len(),
                })
            } else if cards.iter().any(|&c| c != cards[0]) {
                Err(GroupError::NotAlike)
            } else {
                Ok(())
            }
        };
        let kind = match kind {
            GroupKind::Kan | GroupKind::Wei | GroupKind::ChouWei | GroupKind::Peng => {
                alike(3)?;
                kind
            }
            GroupKind::HiddenTi | GroupKind::Pao | GroupKind::Ti => {
                alike(4)?;
                kind
            }
            GroupKind::Pair => {
                alike(2)?;
                kind
            }
            GroupKind::Chi(_) => GroupKind::Chi(Shape::classify(&cards)?),
            GroupKind::Hand(_) => GroupKind::Hand(Shape::classify(&cards)?),
        };
        Ok(Group { kind, cards })
    }

    /// Where the group came from; for a 吃 or a group of the hand, with the shape read from
    /// its cards.
    pub fn kind(&self) -> GroupKind {
        self.kind
    }

    /// The group's cards, sorted by [`Card::index`] (small before big, then by rank).
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// 胡息, from the rules file: 坎/偎 3/6, 碰 1/3, 跑 6/9, 提 9/12, 一二三 and 二七十 (and
    /// 一五十 where it is a group) 3/6, everything else 0. 跑 and 提 replace the value of the
    /// three they grew from rather than adding to it.
    pub fn huxi(&self) -> u16 {
        let big = self.cards.first().is_some_and(|c| c.is_big());
        let pick = |small: u16, large: u16| if big { large } else { small };
        match self.kind {
            GroupKind::Kan | GroupKind::Wei | GroupKind::ChouWei => pick(3, 6),
            GroupKind::Peng => pick(1, 3),
            GroupKind::Pao => pick(6, 9),
            GroupKind::Ti | GroupKind::HiddenTi => pick(9, 12),
            GroupKind::Chi(shape) | GroupKind::Hand(shape) => match shape {
                Shape::Run if self.cards.first().is_some_and(|c| c.rank() == 1) => pick(3, 6),
                Shape::ErQiShi | Shape::YiWuShi => pick(3, 6),
                Shape::Run | Shape::MixedErQiShi | Shape::Jiao => 0,
            },
            GroupKind::Pair => 0,
        }
    }

    /// Red/black card points: red 2, black 1, summed, times 2 for 偎 (and 坎, a 偎 not yet
    /// shown), times 4 for 跑 and 提, times 1 for everything else.
    pub fn points(&self) -> u16 {
        let sum: u16 = self.cards.iter().map(|c| c.points()).sum();
        let times = match self.kind {
            GroupKind::Kan | GroupKind::Wei | GroupKind::ChouWei => 2,
            GroupKind::Pao | GroupKind::Ti | GroupKind::HiddenTi => 4,
            _ => 1,
        };
        sum * times
    }

    /// The score under a scoring.
    pub fn score(&self, scoring: Scoring) -> u16 {
        match scoring {
            Scoring::Huxi => self.huxi(),
            Scoring::RedBlack => self.points(),
        }
    }

    /// The case of the group's first card (绞 and mixed 二七十 hold both).
    pub fn case(&self) -> Option<Case> {
        self.cards.first().map(|c| c.case())
    }

    /// The group in ASCII notation (`[peng:333x]`, `123d`).
    pub fn to_ascii(&self) -> String {
        let cards = super::card::ascii_cards(&self.cards);
        match self.kind.label() {
            Some((_, label)) if self.kind.is_exposed() => format!("[{label}:{cards}]"),
            Some((_, label)) => format!("({label}:{cards})"),
            None => cards,
        }
    }
}

impl fmt::Display for Group {
    /// Exposed groups as `[碰:三三三]`, set-aside ones as `(坎:三三三)`, decomposition groups as their
    /// cards.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cards: String = self.cards.iter().map(|c| c.chinese()).collect();
        match self.kind.label() {
            Some((label, _)) if self.kind.is_exposed() => write!(f, "[{label}:{cards}]"),
            Some((label, _)) => write!(f, "({label}:{cards})"),
            None => f.write_str(&cards),
        }
    }
}
