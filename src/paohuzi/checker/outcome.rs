//! What a check answers and what it refuses: the public result and error types, kept apart
//! from the checker so that win-on-a-card, actions, waits and the backtrack search name them without
//! reaching into the check itself.

use crate::paohuzi::card::Card;
use crate::paohuzi::group::Group;
use crate::paohuzi::hand::Item;
use std::fmt;

/// A hand the rules cannot check, or tables that do not fit the rules: what
/// [`Checker::check`](crate::paohuzi::Checker::check), [`Checker::best_score`](crate::paohuzi::Checker::best_score),
/// [`Checker::validate`](crate::paohuzi::Checker::validate) and
/// [`Checker::with_tables`](crate::paohuzi::Checker::with_tables) refuse, and what
/// [`PlayError::Check`](crate::paohuzi::PlayError::Check) wraps for a hand a card arrives at.
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
    /// The hand holds more 王 than the rules' `wang` allows (0 by default, so any 王 until
    /// the key is set).
    #[error("{count} 王 held, and the rules allow {limit}: set `wang` (0..4) to allow them")]
    TooManyWang {
        /// The 王 the hand holds, a drawn one counted.
        count: u8,
        /// The rules' `wang`.
        limit: u8,
    },
    /// [`Checker::with_tables`](crate::paohuzi::Checker::with_tables) was given case tables of another scoring variant (scoring
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
    /// The group and its score, e.g. `壹贰叁=6`, with what its 王 stand for:
    /// `一二三(王=一)=3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.group)?;
        if !self.wang.is_empty() {
            let cards: String = self.wang.iter().map(|c| c.chinese()).collect();
            write!(f, "(王={cards})")?;
        }
        write!(f, "={}", self.score)
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
    /// What the group scores under the rules' [`Scoring`](crate::paohuzi::Scoring): 胡息, or red/black card points.
    pub score: u16,
    /// The cards the group's 王 stand for, one per 王 (empty without): the group's cards are
    /// the cards as the 王 make them, so `二三王` is the run 一二三 with `wang` `[一]`. A 坎 a
    /// 王 joined (`wang_joins_kan`) is a held 提 with one.
    pub wang: Vec<Card>,
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
    /// Red cards (二七十贰柒拾), held and exposed; a 王 counts as no card here, whatever it
    /// stands for.
    pub red: u8,
    /// Big cards (壹..拾), held and exposed.
    pub big: u8,
    /// Small cards (一..十), held and exposed.
    pub small: u8,
    /// Named hands that hold; empty unless complete.
    pub named: Vec<NamedHand>,
}
