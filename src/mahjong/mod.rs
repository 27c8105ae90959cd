//! Mahjong (麻将): tiles, hands and rules, the table checker, and the backtracking references.

pub mod backtrack;
pub mod checker;
pub mod hand;
pub mod key;
pub mod meld;
pub mod notation;
pub mod rules;
pub mod tile;
