//! What a suit's table holds, counted: the figures `hupai tables stats` reports, from the
//! generator that makes the tables.

use crate::base::generator::mahjong::{self, SuitRules};
use crate::base::key::SuitShape;
use std::time::{Duration, Instant};

/// One suit's table under the plain suit rules and a joker policy: what it holds, and how long
/// it took to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct SuitStats {
    /// Non-empty patterns without a pair (real tiles only).
    pub patterns_without_pair: usize,
    /// Patterns with a pair (real tiles only).
    pub patterns_with_pair: usize,
    /// Count vectors of at most 14 tiles.
    pub vectors: usize,
    /// Vectors that some number of jokers (at most 8) completes, with or without a pair.
    pub completable: usize,
    /// Bytes of the dense table: one per key.
    pub bytes: usize,
    /// How long generating the table took (not counting the counting).
    pub generation: Duration,
}

/// Generates one suit's table (plain suit rules; a joker may or may not stand for a fifth
/// copy) and counts what it holds.
pub fn suit_stats(shape: SuitShape, joker_fifth_copy: bool) -> SuitStats {
    let rules = SuitRules::plain(shape);
    let start = Instant::now();
    let table = mahjong::joker_table(rules, joker_fifth_copy);
    let generation = start.elapsed();
    let counted = mahjong::stats(rules, &table);
    SuitStats {
        patterns_without_pair: counted.patterns_without_pair,
        patterns_with_pair: counted.patterns_with_pair,
        vectors: counted.vectors,
        completable: counted.completable,
        bytes: table.len(),
        generation,
    }
}
