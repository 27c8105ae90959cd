//! What a table byte means, and which suit rules a variant's tables answer: the low nibble
//! the least jokers that complete a suit without a pair, the high nibble with one, 15 never.

use crate::base::generator::mahjong::{SuitRules, SuitShape};
use crate::base::variant::Variant;

/// The variant `build.rs` bakes: the default rules'.
pub const BAKED: Variant = Variant {
    joker_fifth_copy: true,
    eyes_258: false,
    honor_sequences: false,
    suits_only: false,
    sixteen_tiles: false,
};

/// The groups and pairs one suit allows under a variant. Without honors (`suits_only`) only
/// the empty honor suit is ever looked up; forbidding a pair there keeps jokers from pairing
/// as an honor.
pub const fn suit_rules(variant: Variant, shape: SuitShape) -> SuitRules {
    let groups = if variant.sixteen_tiles { 5 } else { 4 };
    match shape {
        SuitShape::Numbered => SuitRules {
            shape,
            eyes_258: variant.eyes_258,
            honor_sequences: false,
            groups,
        },
        SuitShape::Honors => SuitRules {
            shape,
            eyes_258: variant.eyes_258 || variant.suits_only,
            honor_sequences: variant.honor_sequences,
            groups,
        },
    }
}

/// Jokers to complete without a pair, from a table byte.
#[inline]
pub const fn without_pair(byte: u8) -> u8 {
    byte & 0xF
}

/// Jokers to complete with a pair, from a table byte.
#[inline]
pub const fn with_pair(byte: u8) -> u8 {
    byte >> 4
}
