#![deny(unsafe_op_in_unsafe_fn)]
#![warn(missing_debug_implementations)]

pub mod backtrack;
pub mod checker;
pub mod generator;
pub mod hand;
pub mod joker;
pub mod meld;
pub mod notation;
pub mod rules;
pub mod table;
pub mod tile;

pub use checker::{CheckError, Checker, Decomposition, Forms};
pub use hand::{Hand, HandError};
pub use meld::{Meld, MeldKind};
pub use notation::{ParseError, parse_hand};
pub use rules::{RuleError, Rules};
pub use tile::{Suit, Tile};
