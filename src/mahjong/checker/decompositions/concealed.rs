//! One decomposition's concealed part by value: the pair and up to four groups, jokers marked,
//! which is what a caller reads a decomposition through without allocating.

use super::super::decomposition::Group;
use crate::base::generator::decompositions::MAX_GROUPS;
use crate::mahjong::tile::Tile;

/// One decomposition's concealed part by value: the pair and up to four groups, jokers marked.
#[derive(Clone, Copy, Debug)]
pub struct ConcealedGroups {
    pub(super) pair: Group,
    /// The first `len` are the groups; the rest are whatever filled the array.
    pub(super) groups: [Group; MAX_GROUPS],
    pub(super) len: u8,
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

impl ConcealedGroups {
    #[inline(always)]
    pub(super) fn new(pair: Group) -> ConcealedGroups {
        ConcealedGroups {
            pair,
            groups: [pair; MAX_GROUPS],
            len: 0,
        }
    }

    /// A fifth group would not be a decomposition of a hand; it is never offered.
    #[inline(always)]
    pub(super) fn push(&mut self, group: Group) {
        if let Some(slot) = self.groups.get_mut(usize::from(self.len)) {
            *slot = group;
            self.len += 1;
        }
    }

    /// The pair.
    pub fn pair(&self) -> Group {
        self.pair
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
