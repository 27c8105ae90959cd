//! Mahjong (麻将): tiles, hands, melds and rules; the table [`Checker`] and what it answers
//! (forms, decompositions, waits); and the backtrack searches it is checked and measured against
//! ([`backtrack`]).
//!
//! The types are re-exported at the crate root as well: `hupai::Checker` is
//! `hupai::mahjong::Checker`.

pub mod backtrack;
pub(crate) mod checker;
pub(crate) mod hand;
pub(crate) mod meld;
pub(crate) mod notation;
pub(crate) mod packed;
pub(crate) mod rules;
pub(crate) mod table;
pub(crate) mod tile;

pub use crate::base::key::SuitShape;
pub use crate::base::rule::{Preset, RuleDoc, RuleError};
pub use crate::base::variant::Variant;
pub use checker::{
    CheckError, Checker, ConcealedGroups, ConcealedGroupsIter, Decomposition, DecompositionIter,
    Decompositions, Discard, Discards, EffectiveTiles, Forms, Group, GroupKind,
    KnittedDecomposition, Shanten, Waits,
};
pub use hand::{Hand, HandError, MAX_CONCEALED, MAX_JOKERS, MAX_MELDS};
pub use meld::{Meld, MeldError, MeldKind};
pub use notation::{ParseError, ParseErrorKind, parse_hand, parse_tile_counts};
pub use rules::{PRESETS, RULE_DOCS, Rules};
pub use tile::{KINDS, KNITTED, ORPHANS, Suit, Tile, TileError};
