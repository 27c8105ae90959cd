//! Where an incoming card comes from.
//!
//! The same card allows different moves by its origin: a card the player turns up forces
//! 提 and 偎, one from another player allows 跑 onto a 坎 and 碰, and only some seats may
//! 吃. Drawn cards are turned face up for everyone, so "another player's draw" is a card a
//! player can claim as much as a discard is.
//!
//! The seat is part of the source because it only matters for cards from another player:
//! 吃 is open to the next player (下家) after a discard, and to the drawer and the next
//! player on a draw. Wins never depend on the seat.

use crate::base::echo::Echo;
use std::fmt;
use std::str::FromStr;

/// The origin of a card arriving at a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// The player turned it up from the pile.
    OwnDraw,
    /// Another player turned it up; `next` when the player sits right after that player
    /// (is their 下家), which allows 吃.
    OtherDraw {
        /// The player is the drawer's 下家, so may 吃 the card.
        next: bool,
    },
    /// Another player discarded it; `next` when the player is the discarder's 下家, the
    /// only seat that may 吃 it.
    Discard {
        /// The player is the discarder's 下家, so may 吃 the card.
        next: bool,
    },
}

impl Source {
    /// Every source, with each seat.
    pub const ALL: [Source; 5] = [
        Source::OwnDraw,
        Source::OtherDraw { next: false },
        Source::OtherDraw { next: true },
        Source::Discard { next: false },
        Source::Discard { next: true },
    ];

    /// A card this player turned up: 提 and 偎 are forced.
    pub const fn is_own(self) -> bool {
        matches!(self, Source::OwnDraw)
    }

    /// A card turned up from the pile, by anyone: only such a card makes a 跑 on an exposed
    /// 碰.
    pub const fn is_draw(self) -> bool {
        matches!(self, Source::OwnDraw | Source::OtherDraw { .. })
    }

    /// Whether the player may 吃 this card: the drawer, or the next player after a draw or
    /// a discard.
    pub const fn may_chi(self) -> bool {
        match self {
            Source::OwnDraw => true,
            Source::OtherDraw { next } | Source::Discard { next } => next,
        }
    }

    /// The ASCII spelling, which [`FromStr`] reads back: `own_draw`, `other_draw`,
    /// `other_draw_next`, `discard`, `discard_next`.
    pub const fn ascii(self) -> &'static str {
        match self {
            Source::OwnDraw => "own_draw",
            Source::OtherDraw { next: false } => "other_draw",
            Source::OtherDraw { next: true } => "other_draw_next",
            Source::Discard { next: false } => "discard",
            Source::Discard { next: true } => "discard_next",
        }
    }

    /// The Chinese description: 自摸, 别家翻牌, 上家翻牌, 别家打出, 上家打出 (the card came
    /// from the player's 上家 exactly when the player is that player's 下家).
    pub const fn chinese(self) -> &'static str {
        match self {
            Source::OwnDraw => "自摸",
            Source::OtherDraw { next: false } => "别家翻牌",
            Source::OtherDraw { next: true } => "上家翻牌",
            Source::Discard { next: false } => "别家打出",
            Source::Discard { next: true } => "上家打出",
        }
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.chinese())
    }
}

/// A source name that is not one of [`Source::ascii`]'s.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown card source `{}` (known: own_draw, other_draw, other_draw_next, discard, discard_next)",
    Echo(.0)
)]
pub struct SourceParseError(
    /// The text that was read.
    pub String,
);

impl FromStr for Source {
    type Err = SourceParseError;

    /// Reads one of the spellings [`Source::ascii`] writes; fails with a
    /// [`SourceParseError`] holding the text for anything else (matching is exact, case
    /// and surrounding spaces included).
    fn from_str(text: &str) -> Result<Source, SourceParseError> {
        Source::ALL
            .into_iter()
            .find(|s| s.ascii() == text)
            .ok_or_else(|| SourceParseError(text.to_owned()))
    }
}
