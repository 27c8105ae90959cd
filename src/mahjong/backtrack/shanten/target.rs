//! What a shanten target is measured by: the limits a hand draws and holds within, the
//! grouping rules, and the sizes and counts every form's search shares.

use crate::mahjong::rules::Rules;

pub(super) const KINDS: usize = 34;
/// Kinds below this index are numbered; from it on, honors.
pub(super) const SUITED: usize = 27;
/// 1m 9m 1p 9p 1s 9s and the seven honors.
pub(super) const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
/// Copies of each kind in a set.
pub(super) const COPIES: u8 = 4;
/// Concealed tiles and melds' three each of a full hand.
pub(super) const FULL: u8 = 14;

/// What a hand may still draw, and what a complete hand may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Most tiles of each kind a complete hand may hold, own tiles and jokers together: the
    /// completeness check's room (`u8::MAX` when a joker may be a fifth copy, else 4 less
    /// the melded copies; 0 for honors under `suits_only` and for 2m..8m under `three_player`).
    pub room: [u8; KINDS],
    /// Real copies of each kind left to draw: 4 less the copies held, concealed and melded; 0
    /// for the joker kind (its copies are jokers), for honors under `suits_only` and for 2m..8m
    /// under `three_player`.
    pub drawable: [u8; KINDS],
    /// Jokers left to draw: copies of the joker kind not held, no more than `max_jokers`
    /// allows beside the jokers held; 0 without a joker kind.
    pub drawable_jokers: u8,
}

/// How groups and pairs may be formed in the standard form.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Groups {
    /// The pair must be a 2, 5 or 8 of a numbered suit.
    pub eyes_258: bool,
    /// Any three different winds form a sequence, and so does 白发中.
    pub honor_sequences: bool,
    /// A sixteen-tile game: five groups and a pair.
    pub sixteen_tiles: bool,
}

impl Groups {
    /// The grouping the rules use.
    pub fn of(rules: &Rules) -> Groups {
        Groups {
            eyes_258: rules.eyes_258,
            honor_sequences: rules.honor_sequences,
            sixteen_tiles: rules.sixteen_tiles,
        }
    }

    /// Concealed tiles and melds' three each of a full hand: 14, or 17 with sixteen tiles.
    pub(super) fn full(&self) -> u8 {
        if self.sixteen_tiles { 17 } else { FULL }
    }
}

/// The size of the complete hand reached from `tiles` concealed tiles beside `melds`, if the
/// hand has a size a shanten is defined for with `full` tiles and melds' three in all.
pub(super) fn target_size(tiles: u32, melds: u8, full: u8) -> Option<u8> {
    let target = match tiles % 3 {
        1 => tiles + 1,
        2 => tiles,
        _ => return None,
    };
    let target = u8::try_from(target).ok()?;
    (u32::from(target) + 3 * u32::from(melds) <= u32::from(full)).then_some(target)
}

/// Whether the special forms of 14 tiles apply: no melds, and 13 or 14 concealed tiles.
pub(super) fn fourteen_concealed(counts: &[u8; KINDS], jokers: u8, melds: u8) -> bool {
    melds == 0 && target_size(tiles(counts, jokers), melds, FULL) == Some(FULL)
}

/// Concealed tiles, jokers included.
pub(super) fn tiles(counts: &[u8; KINDS], jokers: u8) -> u32 {
    counts.iter().map(|&n| u32::from(n)).sum::<u32>() + u32::from(jokers)
}

/// Shanten from the target's size and the hand's tiles it keeps: draws less one.
pub(super) fn shanten(target: u8, kept: u8, jokers: u8) -> i8 {
    (i16::from(target) - i16::from(kept) - i16::from(jokers) - 1) as i8
}
