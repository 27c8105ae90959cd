//! Why a hand cannot be checked: one error for every question a [`Checker`](super::Checker)
//! answers, naming what is wrong.

use crate::base::variant::Variant;
use crate::mahjong::hand::HandError;
use crate::mahjong::tile::Tile;

/// Why a hand cannot be checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CheckError {
    /// A check needs 3n+2 concealed tiles (jokers included) with n + melds at most 4 (5
    /// under `tiles=16`).
    #[error(
        "{concealed} concealed tiles with {melds} melds: a complete hand has 3n+2 concealed tiles, n + melds <= 4 (5 under tiles=16)"
    )]
    WrongSize {
        /// Concealed tiles, jokers included.
        concealed: u8,
        /// Melds.
        melds: u8,
    },
    /// Waits need 3n+1 concealed tiles (jokers included) with n + melds at most 4 (5 under
    /// `tiles=16`).
    #[error(
        "{concealed} concealed tiles with {melds} melds: a waiting hand has 3n+1 concealed tiles, n + melds <= 4 (5 under tiles=16)"
    )]
    WrongWaitSize {
        /// Concealed tiles, jokers included.
        concealed: u8,
        /// Melds.
        melds: u8,
    },
    /// More jokers (the designated kind's tiles included) than the rules' `max_jokers`.
    #[error("{jokers} jokers, more than max_jokers={max}")]
    TooManyJokers {
        /// Jokers in the hand.
        jokers: u8,
        /// The rules' `max_jokers`.
        max: u8,
    },
    /// A meld holds the designated joker kind, whose tiles are jokers.
    #[error("{0} is the joker kind and cannot be in a meld")]
    JokerKindMelded(Tile),
    /// The hand itself is malformed (see [`HandError`]).
    #[error("{0}")]
    Hand(#[from] HandError),
    /// Tables given to [`Checker::with_tables`](super::Checker::with_tables) answer other rules than the checker's.
    #[error("the tables answer {tables:?}, the rules need {rules:?}")]
    TablesMismatch {
        /// What the tables answer.
        tables: Variant,
        /// What the rules need.
        rules: Variant,
    },
    /// The hand holds an honor under `suits_only=true`, other than the joker kind (whose
    /// tiles are jokers) concealed.
    #[error("{0} is an honor, and suits_only=true has none")]
    HonorInSuitsOnly(Tile),
    /// The hand, a meld or the tiles seen name one of 2m..8m under `three_player=true`.
    #[error(
        "{0} is not in a three-player game (three_player=true has only 1m and 9m of the man suit)"
    )]
    NotInThreePlayer(Tile),
}
