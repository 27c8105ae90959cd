//! What a card arriving answers and what it refuses: the public result and error types of
//! win-on-a-card, actions and waits, kept apart from the search for a win so that each of
//! those names them without reaching into it.

use super::outcome::{CheckError, Outcome};
use crate::paohuzi::card::Card;
use std::fmt;

/// A card and hand that cannot meet, or a hand the rules cannot check: what
/// [`Checker::win_on`](crate::paohuzi::Checker::win_on), [`Checker::actions`](crate::paohuzi::Checker::actions)
/// and [`Checker::waits`](crate::paohuzi::Checker::waits) refuse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError {
    /// The hand itself is not one the rules can check.
    #[error(transparent)]
    Check(#[from] CheckError),
    /// The card would be a fifth copy: the hand already holds or shows all four.
    #[error("{card} cannot arrive: the hand already holds or shows all four")]
    FifthCopy {
        /// The card that cannot arrive.
        card: Card,
    },
}

/// How a card completes a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinWay {
    /// 提胡: own draw onto a held 坎 or an exposed 偎.
    Ti,
    /// 跑胡: another player's card onto a held 坎 or exposed 偎, or a drawn card onto an
    /// exposed 碰.
    Pao,
    /// 偎胡: own draw onto a held pair.
    Wei,
    /// 碰胡: another player's card onto a held pair.
    Peng,
    /// The card joins the hand's groups; `po_pao` (破跑) when it could have made a 跑 and
    /// the 坎, 偎 or 碰 stays as it was.
    InHand {
        /// 破跑: the card could have made a 跑 on a held 坎 or an exposed 偎, 臭偎 or 碰,
        /// and is used in the hand's groups instead.
        po_pao: bool,
    },
    /// 王钓: removing one 王 leaves a complete hand, and the own draw and that 王 are the
    /// pair (beside four alike); `drawn_wang` (王钓王) when the draw is itself a 王.
    WangDiao {
        /// The card drawn is a 王.
        drawn_wang: bool,
    },
    /// 王闯: as 王钓 with two 王, the draw and they a triplet; 王闯王 when the draw is a 王.
    WangChuang {
        /// The card drawn is a 王.
        drawn_wang: bool,
    },
    /// 王炸: as 王钓 with three 王, the draw and they four alike; 王炸王 when the draw is a 王.
    WangZha {
        /// The card drawn is a 王.
        drawn_wang: bool,
    },
}

impl WinWay {
    /// 提胡, 跑胡, 偎胡, 碰胡, 平胡 or 破跑胡.
    pub const fn chinese(self) -> &'static str {
        match self {
            WinWay::Ti => "提胡",
            WinWay::Pao => "跑胡",
            WinWay::Wei => "偎胡",
            WinWay::Peng => "碰胡",
            WinWay::InHand { po_pao: false } => "平胡",
            WinWay::InHand { po_pao: true } => "破跑胡",
            WinWay::WangDiao { drawn_wang: false } => "王钓",
            WinWay::WangDiao { drawn_wang: true } => "王钓王",
            WinWay::WangChuang { drawn_wang: false } => "王闯",
            WinWay::WangChuang { drawn_wang: true } => "王闯王",
            WinWay::WangZha { drawn_wang: false } => "王炸",
            WinWay::WangZha { drawn_wang: true } => "王炸王",
        }
    }

    /// `ti`, `pao`, `wei`, `peng`, `hand`, `po_pao`, `wang_diao`, `wang_chuang`, `wang_zha`,
    /// or with a drawn 王 `wang_diao_wang`, `wang_chuang_wang`, `wang_zha_wang`.
    pub const fn ascii(self) -> &'static str {
        match self {
            WinWay::Ti => "ti",
            WinWay::Pao => "pao",
            WinWay::Wei => "wei",
            WinWay::Peng => "peng",
            WinWay::InHand { po_pao: false } => "hand",
            WinWay::InHand { po_pao: true } => "po_pao",
            WinWay::WangDiao { drawn_wang: false } => "wang_diao",
            WinWay::WangDiao { drawn_wang: true } => "wang_diao_wang",
            WinWay::WangChuang { drawn_wang: false } => "wang_chuang",
            WinWay::WangChuang { drawn_wang: true } => "wang_chuang_wang",
            WinWay::WangZha { drawn_wang: false } => "wang_zha",
            WinWay::WangZha { drawn_wang: true } => "wang_zha_wang",
        }
    }

    /// The 王 a 王 way spends beside the draw (1 for 王钓, 2 for 王闯, 3 for 王炸), 0 for the
    /// other ways.
    pub const fn wang(self) -> u8 {
        match self {
            WinWay::WangDiao { .. } => 1,
            WinWay::WangChuang { .. } => 2,
            WinWay::WangZha { .. } => 3,
            _ => 0,
        }
    }

    /// Slot in a per-card memo; the two in-hand ways score alike and share one.
    pub(crate) const fn slot(self) -> usize {
        match self {
            WinWay::Ti => 0,
            WinWay::Pao => 1,
            WinWay::Wei => 2,
            WinWay::Peng => 3,
            WinWay::InHand { .. }
            | WinWay::WangDiao { .. }
            | WinWay::WangChuang { .. }
            | WinWay::WangZha { .. } => 4,
        }
    }
}

impl fmt::Display for WinWay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.chinese())
    }
}

/// A win on a card: the way and the complete hand's check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Win {
    /// How the card is taken.
    pub way: WinWay,
    /// The win's multiplier: 2 for a win on the player's own draw (自摸), 1 on another
    /// player's card, and a 王 way's own (`wang_fan`), which replaces the 2.
    pub multiplier: u16,
    /// The hand after the card, as the check sees it: groups (exposed, set aside, decomposition),
    /// score, counts and named hands. Always complete and winning.
    pub outcome: Outcome,
}

impl Win {
    /// The winning score (胡息, or card points).
    pub fn score(&self) -> u16 {
        self.outcome.score.unwrap_or(0)
    }
}

impl fmt::Display for Win {
    /// The way, the score, the multiplier above 1 and the groups, e.g.
    /// `跑胡 21: [跑:一一一一] 二三四=0 …`, `王钓 18 ×4: …`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.way, self.score())?;
        if self.multiplier > 1 {
            write!(f, " ×{}", self.multiplier)?;
        }
        f.write_str(":")?;
        for g in &self.outcome.groups {
            write!(f, " {g}")?;
        }
        Ok(())
    }
}
