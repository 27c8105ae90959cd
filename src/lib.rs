//! hupai (胡牌) decides mahjong hands — is it complete, in which forms, how does it decompose, what
//! does it wait on — and Paohuzi (跑胡子) hands — best 胡息, winning on a card, legal actions,
//! waits ([`paohuzi`]) — with a handful of per-suit table lookups instead of a search.
//!
//! ```
//! use hupai::{Checker, Hand, Rules};
//!
//! let checker = Checker::new(Rules::default());
//! let mut hand: Hand = "1112345678999m5m".parse()?;
//! assert!(checker.is_complete(&hand)?);
//!
//! // A simulator draws and discards; the hand keeps its suit keys current.
//! hand.remove("5m".parse()?)?;
//! hand.add("1p".parse()?)?;
//! assert!(!checker.is_complete(&hand)?);
//!
//! // Jokers, melds, and one decomposition with what each joker stands for.
//! let hand: Hand = "13m456p789s11z*[777z]".parse()?;
//! let decomposition = checker.decompose(&hand)?.expect("complete");
//! assert_eq!(decomposition.to_string(), "11z 123m(*=2m) 456p 789s [777z]");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # How it works
//!
//! A numbered suit's concealed tiles are nine counts 0..=4; read as base-5 digits they are a
//! key below 5^9 = 1,953,125 (honours: seven digits, 78,125). For every key a generator
//! computes the least number of jokers that completes the suit without a pair and with one,
//! and stores both in one byte. A check reads four bytes and takes
//!
//! `min over the pair suit e of (with_pair[e] + sum of without_pair[s], s != e) <= jokers`.
//!
//! [`Hand`] keeps its four keys up to date as tiles come and go, so the check is four loads and
//! a few additions. The generator enumerates the 2,868 + 18,874 decomposable patterns of a
//! numbered suit and sweeps every key once, from large to small; it runs in build.rs for the
//! default rules and at run time (well under a second) for the others.
//!
//! | method | storage | what a check costs |
//! |---|---|---|
//! | [`table::Dense`] (default) | 2,031,250 bytes, one per key | four indexed loads |
//! | [`table::Compact`] (phf) | only the 244,056 keys that can complete | four SipHash probes |
//! | [`mahjong::backtrack::counts`] (选将拆分) | none | a search per pair candidate, worst with jokers |
//! | [`mahjong::backtrack::list`] (pair-first decomposition) | none | copies of the tile list per branch |
//!
//! A dense lookup beats a perfect hash because the key *is* the index: no hashing, no key
//! comparison, one cache line. phf buys a smaller footprint and zero start-up for builds where
//! two megabytes matter (WASM, mobile clients). The measured figures are in the README; they
//! come from `hupai bench`, which times every method on the same seeded hands in one run.
//!
//! The tables are also files of their own ([`table::Tables`], `tables/FORMAT.md`): written
//! by `hupai tables build`, memory-mapped and validated in O(1), so that server processes
//! share one copy through the page cache and any rule set's tables load without generating.
//! Whoever owns a set of suit bytes — the built-in tables or a table file's `Tables` — also
//! keeps what checkers derive from them (the wait masks), so a [`Checker`] answers every
//! question from its own tables and never generates tables behind its caller's back.
//!
//! # Layout
//!
//! [`mahjong`] and [`paohuzi`] are laid out alike: tiles or cards, rules, melds or groups,
//! hands, notation, then the checker and its results, and the backtracking references each is
//! measured against ([`mahjong::backtrack`], [`paohuzi::backtrack`]). [`table`] holds the
//! tables of both games and their files. The mahjong types are also at the crate root.
//!
//! # Exactness
//!
//! Every table byte is checked against an independent brute-force search for all 405,350
//! numbered-suit vectors and all 43,130 honour vectors, both joker policies, with and without
//! a pair. Whole hands are checked against the backtracking reference by property tests and
//! against Ara's 40,000-hand shanten suite. How far a hand is from complete has its own
//! reference, [`mahjong::backtrack::shanten`], exact on that suite's three columns and checked
//! against its definition by trying every exchange.

#![deny(unsafe_op_in_unsafe_fn)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

mod echo;
pub(crate) mod generator;
pub mod mahjong;
pub mod paohuzi;
pub mod table;
#[cfg(test)]
#[path = "../tests/support/rng.rs"]
mod test_rng;

pub use echo::Echo;
pub use mahjong::{
    CheckError, Checker, ConcealedGroups, Decomposition, Decompositions, Discard, Discards,
    EffectiveTiles, Forms, Group, GroupKind, Hand, HandError, Meld, MeldKind, ParseError,
    RuleError, Rules, Shanten, Suit, Tile, Waits, parse_hand,
};

/// The README's Rust examples, compiled and run as doctests so they stay true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExamples;
