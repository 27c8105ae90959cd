//! One decomposition's concealed part by value: the pair and up to five groups, jokers marked,
//! which is what a caller reads a decomposition through without allocating.

use super::super::decomposition::Group;
use crate::mahjong::hand::MAX_MELDS;
use crate::mahjong::tile::Tile;
use std::fmt;

/// Most concealed groups beside the pair: as many as a hand's melds can be, five (a
/// sixteen-tile game's hand without melds).
pub(super) const HAND_GROUPS: usize = MAX_MELDS;

/// One decomposition's concealed part by value: the pair and up to five groups, jokers marked.
/// 24 bytes, cheap to copy.
#[derive(Clone, Copy)]
#[repr(C)]
pub struct ConcealedGroups {
    // 24 bytes, as when it held four groups: a decomposition read by value is copied, and a
    // copy of 24 bytes is two moves, each reading back what one earlier move wrote (28 bytes
    // take two that overlap, and the second stalls). So the groups come first and the pair
    // takes two bytes.
    /// The first `len` are the groups; the rest are whatever filled the array.
    groups: [Group; HAND_GROUPS],
    /// The pair as [`Group::pair_bits`] keeps it.
    pair: u16,
    len: u8,
}

impl PartialEq for ConcealedGroups {
    fn eq(&self, other: &ConcealedGroups) -> bool {
        self.pair == other.pair && self.groups() == other.groups()
    }
}

impl Eq for ConcealedGroups {}

impl std::hash::Hash for ConcealedGroups {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.pair.hash(state);
        self.groups().hash(state);
    }
}

impl fmt::Debug for ConcealedGroups {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ConcealedGroups")
            .field("pair", &self.pair())
            .field("groups", &self.groups())
            .finish()
    }
}

impl ConcealedGroups {
    /// The pair and `groups`, of which the first `len` are the decomposition's.
    #[inline(always)]
    pub(super) fn of(pair: Group, groups: [Group; HAND_GROUPS], len: usize) -> ConcealedGroups {
        ConcealedGroups {
            groups,
            pair: pair.pair_bits(),
            len: len as u8,
        }
    }

    #[inline(always)]
    pub(super) fn new(pair: Group) -> ConcealedGroups {
        ConcealedGroups::of(pair, [pair; HAND_GROUPS], 0)
    }

    /// A sixth group would not be a decomposition of a hand; it is never offered.
    #[inline(always)]
    pub(super) fn push(&mut self, group: Group) {
        if let Some(slot) = self.groups.get_mut(usize::from(self.len)) {
            *slot = group;
            self.len += 1;
        }
    }

    /// The pair.
    pub fn pair(&self) -> Group {
        Group::from_pair_bits(self.pair)
    }

    /// The concealed groups: each suit's in ascending order, suits in m, p, s, z order, then
    /// any groups of jokers alone.
    pub fn groups(&self) -> &[Group] {
        self.groups
            .get(..usize::from(self.len))
            .unwrap_or(&self.groups)
    }
}

/// What fills unused entries.
pub(super) const FILLER: Tile = match Tile::from_index(0) {
    Some(t) => t,
    None => panic!("the kind 1m exists"),
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pair_keeps_its_kind_and_marks_in_two_bytes() {
        for tile in Tile::all() {
            for jokers in 0..4 {
                let pair = Group::pair(tile).with_jokers(jokers);
                assert_eq!(ConcealedGroups::new(pair).pair(), pair, "{pair}");
            }
        }
        assert_eq!(std::mem::size_of::<ConcealedGroups>(), 24);
    }
}
