//! Paohuzi (跑胡子 / 字牌): cards, groups, 胡息, and the complete-hand check by per-case tables.
//!
//! ```
//! use hupai::paohuzi::{Checker, Hand, Rules};
//!
//! let checker = Checker::new(Rules::default());
//! let hand: Hand = "一二三壹贰叁二七十贰柒拾四五六 [跑:九九九九] 捌捌".parse()?;
//! let outcome = checker.check(&hand)?;
//! assert!(outcome.complete);
//! // 18 in the hand's groups, 6 for the 跑; the 跑 is why the hand holds a pair.
//! assert_eq!(outcome.score, Some(18 + 6));
//! // The same hand in ASCII.
//! assert_eq!(hand, "123x123d270x270d456x [pao:9999x] 88d".parse()?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Why tables
//!
//! After 坎 and 提 are set aside a case holds each rank at most twice, so its cards are a
//! base-3 key below 59,049, and within one case the best 胡息 of a decomposition (without or with the
//! one pair) depends on that key alone. The case tables ([`CaseTables`]) store both values
//! per key, made by the same generator family as mahjong's. Only 绞 (and a mixed 二七十 under `mixed_erqishi`) ties the
//! cases together; a check enumerates those few choices and reads one byte per case for each,
//! so a check costs a handful of loads where the [`backtrack`] search tries every decomposition
//! for the best one.
//!
//! # Exactness
//!
//! Every table entry is checked against an independent brute force for all 59,049 vectors of
//! each scoring variant, and whole hands are checked against the backtrack search for every rule
//! option.
//!
//! # A card arriving
//!
//! Where a card comes from ([`Source`]) decides what it allows, so the questions a game asks
//! about a card take the hand before it: [`Checker::win_on`] (the best legal win and its
//! way, 破跑 included), [`Checker::actions`] (every legal move in priority order, 吃 with
//! its 比牌) and [`Checker::waits`] (every card's win by source, from one enumeration of
//! the hand rather than twenty checks).

pub mod backtrack;
pub(crate) mod card;
pub(crate) mod checker;
pub(crate) mod group;
pub(crate) mod hand;
pub(crate) mod notation;
pub(crate) mod rules;
pub(crate) mod source;
pub(crate) mod table;

pub use crate::base::variant::Scoring;
pub use card::{COPIES, Card, Case, Counts, KINDS, ascii_cards, counts_of};
pub use checker::action::{Action, Chi};
pub use checker::check::Checker;
pub use checker::outcome::{CheckError, MAX_CARDS, NamedHand, Outcome, ScoredGroup};
pub use checker::play::{PlayError, Win, WinWay};
pub use checker::waits::{CardWait, WAIT_SOURCES, WaitWin, Waits};
pub use group::{Group, GroupError, GroupKind, Shape};
pub use hand::{Hand, HandError, Item, WANG};
pub use notation::{ParseError, ParseErrorKind, parse_hand};
pub use rules::{MAX_MIN_HUXI, PRESETS, RULE_DOCS, Rules, WangFan, WangLimit};
pub use source::{Source, SourceParseError};
pub use table::{CaseTable, CaseTables, PatternStats, pattern_stats};
