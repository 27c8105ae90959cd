//! The decomposition lists of one rule set's suits, with the groups their codes stand for,
//! made once per rule set so that writing a decomposition out is copying words.

use super::super::decomposition::Group;
use super::concealed::{ConcealedGroups, FILLER};
use crate::base::generator::decompositions::{
    DecompositionTable, MAX_GROUPS, Run, SuitDecomposition, ranks_of_code,
};
use crate::base::generator::mahjong;
use crate::base::key::SuitShape;
use crate::base::variant::Variant;
use crate::mahjong::table::suit_rules;
use crate::mahjong::tile::{Suit, Tile};
use std::sync::OnceLock;

/// The decomposition tables of one variant's suits, with the groups their codes stand for.
pub(super) struct Tables {
    pub(super) numbered: DecompositionTable,
    pub(super) honors: DecompositionTable,
    /// Each suit's groups, for spreading jokers next to its tiles.
    pub(super) numbered_groups: Vec<mahjong::Group>,
    pub(super) honor_groups: Vec<mahjong::Group>,
    /// Per suit: the group of each code (see
    /// [`GROUP_RANKS`](crate::base::generator::decompositions::GROUP_RANKS)) and the pair of each pair code
    /// (rank + 1), made once so that writing a decomposition is copying. Every five-bit code and
    /// four-bit pair code has an entry, so that no lookup needs a bounds check.
    pub(super) by_code: [[Group; 32]; 4],
    pub(super) pairs: [[Group; 16]; 4],
    /// Per suit: the groups of each two codes read at once ([`SuitDecomposition::code_pair`]), packed as
    /// two [`Group::bits`] (the first low; all zero for code 0, no group), so that a suit's
    /// four group slots are two loads (8 KiB a suit).
    pub(super) by_code_pair: Box<[[u64; 1 << 10]; 4]>,
}

impl Tables {
    /// A variant's tables, built on first use and kept for the process.
    #[inline]
    pub(super) fn for_variant(variant: Variant) -> &'static Tables {
        static CACHE: [OnceLock<Tables>; Variant::COUNT] =
            [const { OnceLock::new() }; Variant::COUNT];
        // Which groups exist does not depend on the joker policy: both policies share a set.
        // The lists hold up to four groups a suit, which is all a suit of up to 14 tiles needs
        // in either game; a suit of five groups is found from them (`five`).
        let variant = Variant {
            joker_fifth_copy: false,
            sixteen_tiles: false,
            ..variant
        };
        CACHE[variant.index()].get_or_init(|| {
            let (numbered, honors) = rayon::join(
                || DecompositionTable::new(suit_rules(variant, SuitShape::Numbered)),
                || DecompositionTable::new(suit_rules(variant, SuitShape::Honors)),
            );
            let filler = Group::pair(FILLER);
            let by_code = Suit::ALL.map(|suit| {
                std::array::from_fn(|code| match ranks_of_code(code) {
                    Some(ranks) if ranks.iter().all(|&r| r < suit.ranks()) => {
                        Group::of_ranks(suit, ranks)
                    }
                    _ => filler,
                })
            });
            let pairs = Suit::ALL.map(|suit| {
                std::array::from_fn(|code| match code.checked_sub(1) {
                    Some(r) => pair_of(suit, r as u8).unwrap_or(filler),
                    None => filler,
                })
            });
            // Code 0 (no group) is an empty lane, so that a decomposition's unused slots add nothing.
            let by_code_pair = Box::new(by_code.map(|by_code| {
                let lane = |code: usize| match code {
                    0 => 0,
                    _ => u64::from(by_code[code].bits()),
                };
                std::array::from_fn(|two| lane(two >> 5) | lane(two & 31) << 32)
            }));
            Tables {
                numbered,
                honors,
                by_code_pair,
                numbered_groups: mahjong::groups(suit_rules(variant, SuitShape::Numbered)),
                honor_groups: mahjong::groups(suit_rules(variant, SuitShape::Honors)),
                by_code,
                pairs,
            }
        })
    }

    pub(super) fn suit(&self, suit: Suit) -> (&DecompositionTable, &[mahjong::Group]) {
        match suit {
            Suit::Honor => (&self.honors, &self.honor_groups),
            _ => (&self.numbered, &self.numbered_groups),
        }
    }

    /// The groups of a decomposition of `suit`.
    #[inline]
    pub(super) fn groups(
        &self,
        suit: Suit,
        decomposition: &SuitDecomposition,
    ) -> impl Iterator<Item = Group> + '_ {
        let by_code = &self.by_code[suit.index()];
        let decomposition = *decomposition;
        (0..decomposition.len()).map(move |i| by_code[decomposition.code(i)])
    }

    pub(super) fn pair(&self, suit: Suit, decomposition: &SuitDecomposition) -> Option<Group> {
        let code = decomposition.pair_code();
        (code != 0).then(|| self.pairs[suit.index()][code])
    }

    /// Each suit's decompositions, from the runs the tables gave for it.
    #[inline]
    pub(super) fn lists<'a>(&'a self, runs: &'a [Run; 4]) -> [&'a [SuitDecomposition]; 4] {
        [
            self.numbered.decompositions_of(&runs[0]),
            self.numbered.decompositions_of(&runs[1]),
            self.numbered.decompositions_of(&runs[2]),
            self.honors.decompositions_of(&runs[3]),
        ]
    }

    /// The decomposition made of one decomposition per suit, the pair in `pair_suit`'s.
    #[inline(always)]
    pub(super) fn concealed(
        &self,
        pair_suit: Suit,
        chosen: &[SuitDecomposition; 4],
    ) -> ConcealedGroups {
        // The groups are put together in one `u128`, a group a 32-bit lane: each suit's four
        // slots (two loads; the slots past its groups are empty lanes), shifted past the groups
        // before it. The same operations for every decomposition, no branch on how many groups a suit
        // has, and no store that a wider load must read back.
        let mut groups = 0u128;
        let mut len = 0;
        for (by_code_pair, decomposition) in self.by_code_pair.iter().zip(chosen) {
            let first = u128::from(by_code_pair[decomposition.code_pair(0)]);
            let second = u128::from(by_code_pair[decomposition.code_pair(1)]);
            // A suit after four groups has none: its lanes are empty, whatever the shift.
            groups |= (first | second << 64).wrapping_shl(32 * len as u32);
            len = (len + decomposition.len()).min(MAX_GROUPS);
        }
        let code = chosen[pair_suit.index()].pair_code();
        // A fifth slot is an empty lane: five groups are put together by `by_groups`.
        let lane = |i: usize| (groups.checked_shr(32 * i as u32)).unwrap_or(0) as u32;
        ConcealedGroups::of(
            self.pairs[pair_suit.index()][code],
            std::array::from_fn(|i| Group::from_bits(lane(i))),
            len,
        )
    }

    /// [`Tables::concealed`] group by group, for five groups: past the lanes of a `u128`.
    pub(super) fn by_groups(
        &self,
        pair_suit: Suit,
        chosen: &[SuitDecomposition; 4],
    ) -> ConcealedGroups {
        let code = chosen[pair_suit.index()].pair_code();
        let mut concealed = ConcealedGroups::new(self.pairs[pair_suit.index()][code]);
        for (suit, decomposition) in Suit::ALL.into_iter().zip(chosen) {
            self.groups(suit, decomposition)
                .for_each(|g| concealed.push(g));
        }
        concealed
    }
}

pub(super) fn pair_of(suit: Suit, rank: u8) -> Option<Group> {
    Tile::new(suit, rank + 1).map(Group::pair)
}
