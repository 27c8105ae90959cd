//! The table checker: is a hand complete, in which forms, and how does it decompose.
//!
//! The standard form needs, per suit, the least jokers that complete it without a pair or with
//! one: one table byte per suit, and the hand is complete when the cheapest choice of the pair's
//! suit fits the jokers held (the formula is in the crate documentation, "Completeness"). Seven
//! pairs and thirteen orphans are decided from the counts ([`forms`]).
//!
//! This module holds the checker and what every question asks of it; the check itself is in
//! [`complete`], the standard form's table bytes in [`standard`], and the rule keys applied to
//! a hand in [`view`]. Each other question has a module of its own.

mod batch;
mod complete;
mod counts;
mod decomposition;
mod decompositions;
mod error;
pub(crate) mod forms;
mod honors_gate;
mod joker;
mod knitted;
mod knitted_keys;
mod shanten;
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod sse2;
mod standard;
mod three_player;
mod view;
mod waits;

pub use decomposition::{Decomposition, Group, GroupKind};
pub use decompositions::{
    ConcealedGroups, ConcealedGroupsIter, DecompositionIter, Decompositions, KnittedDecomposition,
};
pub use error::CheckError;
pub use forms::Forms;
pub use shanten::{Discard, Discards, EffectiveTiles, Shanten};
pub use waits::Waits;

use crate::file::TableFileError;
use crate::mahjong::rules::Rules;
use crate::mahjong::table::capped;
use crate::mahjong::table::{Dense, SuitTable, Tables};

/// Decides hands under one rule set with one set of suit tables. Build once, share freely
/// (it is `Copy` for the built-in tables and holds no per-hand state).
#[derive(Clone, Copy, Debug)]
pub struct Checker<T = Dense<'static>> {
    rules: Rules,
    tables: T,
    /// Whether the rules take a hand's own keys and counts as they are: no designated joker
    /// kind to move to the jokers, no honors or 2m..8m to refuse. Every quick path asks, so it
    /// is settled once.
    plain: bool,
    /// The sizes a complete hand may have, concealed tiles plus three a meld, as bits: 2, 5,
    /// .., 14 (17 in a sixteen-tile game).
    sizes: u32,
    /// The gate that rules a hand out of the knitted forms from its honors' table byte: one
    /// that lets none through when they are off.
    knitted_honors: honors_gate::Gate,
    /// What each numbered suit key holds of the knitted rank sets, read by the knitted forms'
    /// quick test once the gate lets a hand through: none when they are off.
    knitted_keys: knitted_keys::KnittedKeys,
    /// The rules' part of the codes of each suit's tables under caps, which melds and joker
    /// kinds read ([`capped::suit_codes`]).
    capped_codes: [u64; 4],
}

impl Default for Checker {
    fn default() -> Self {
        Checker::new(Rules::default())
    }
}

impl Checker {
    /// A checker on the dense tables for these rules: the baked ones for the default joker
    /// policy, generated on first use (and kept) for the other.
    pub fn new(rules: Rules) -> Checker {
        Checker::of(rules, Dense::for_variant(rules.variant()))
    }
}

impl<'a> Checker<Dense<'a>> {
    /// A checker over the tables of a table file, which must hold the rules' own; refused,
    /// naming both rule sets, when it holds another's.
    pub fn with_file(rules: Rules, tables: &'a Tables) -> Result<Self, TableFileError> {
        Ok(Checker::of(rules, tables.dense(rules.variant())?))
    }
}

impl<T> Checker<T> {
    /// A checker on these tables, with `max_jokers` held to what the tables account for: a
    /// hand with more jokers is refused rather than answered from a table that cannot count
    /// them; and with the forms of the other hand size off (seven pairs, thirteen orphans and
    /// the knitted forms take 14 tiles, 嚦咕嚦咕 17).
    fn of(mut rules: Rules, tables: T) -> Checker<T> {
        rules.max_jokers = rules.max_jokers.min(crate::mahjong::hand::MAX_JOKERS);
        if rules.sixteen_tiles {
            rules.seven_pairs = false;
            rules.thirteen_orphans = false;
            rules.knitted = false;
        } else {
            rules.seven_pairs_and_triplet = false;
        }
        let plain = rules.joker.is_none() && !rules.suits_only && !rules.three_player;
        let full = full_size(&rules);
        let sizes = (0..=full)
            .step_by(3)
            .fold(0, |bits, size| bits | 1 << (size + 2));
        Checker {
            rules,
            tables,
            plain,
            sizes,
            knitted_honors: honors_gate::Gate::of(&rules),
            knitted_keys: knitted_keys::KnittedKeys::of(&rules),
            capped_codes: capped::suit_codes(rules.variant()),
        }
    }
}

impl<T: SuitTable> Checker<T> {
    /// A checker on given tables, which must answer the rules' joker policy.
    ///
    /// Fails with [`CheckError::TablesMismatch`] when they answer other rules.
    pub fn with_tables(rules: Rules, tables: T) -> Result<Self, CheckError> {
        if tables.variant() != rules.variant() {
            return Err(CheckError::TablesMismatch {
                tables: tables.variant(),
                rules: rules.variant(),
            });
        }
        Ok(Checker::of(rules, tables))
    }

    /// The rules this checker decides by (with `max_jokers` at most
    /// [`MAX_JOKERS`](crate::mahjong::MAX_JOKERS), and the forms the hand size rules out off:
    /// under `sixteen_tiles` seven pairs, thirteen orphans and the knitted forms, otherwise
    /// 嚦咕嚦咕).
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The suit tables this checker reads.
    pub fn tables(&self) -> &T {
        &self.tables
    }

    /// Rules under which a hand's own keys and counts are checked as they are: no designated
    /// joker kind to move to the jokers, no honors or man tiles to refuse.
    #[inline(always)]
    fn plain_rules(&self) -> bool {
        self.plain
    }

    /// Whether a hand under plain rules has a checkable size and joker count.
    #[inline(always)]
    fn plain_sizes_ok(&self, slots: u8, jokers: u8) -> bool {
        // `concealed % 3 == 2` and `concealed + 3 * melds <= 14` (17): the sum (the hand's
        // slots) is one of these.
        self.sizes.checked_shr(u32::from(slots)).unwrap_or(0) & 1 != 0
            && jokers <= self.rules.max_jokers
    }

    /// Concealed tiles plus three a meld in a complete hand: 14, or 17 in a sixteen-tile game.
    #[inline(always)]
    fn full(&self) -> u8 {
        full_size(&self.rules)
    }
}

/// Concealed tiles plus three a meld in a complete hand under these rules: 14, or 17 in a
/// sixteen-tile game.
#[inline(always)]
const fn full_size(rules: &Rules) -> u8 {
    if rules.sixteen_tiles { 17 } else { 14 }
}

#[cfg(test)]
mod tests;
