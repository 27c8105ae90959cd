//! The decompositions of a hand as a value ([`Decompositions`]): kept as the suits' lists
//! (most hands) or written out (hands with jokers), read split by split through iterators.

use super::super::decomposition::{Decomposition, Group};
use super::concealed::{ConcealedGroups, FILLER};
use super::lists::Tables;
use crate::base::generator::decompositions::Run;
use crate::mahjong::hand::{Hand, MAX_MELDS};
use crate::mahjong::meld::Meld;
use crate::mahjong::tile::Suit;
use std::fmt;

/// The distinct standard-form decompositions of a hand, in a fixed order, each a [`ConcealedGroups`] (the
/// pair and the concealed groups) with the hand's melds. Empty when the hand is not complete in
/// the standard form.
///
/// A hand of up to four concealed groups without jokers keeps its decompositions as they come from the
/// tables, one list per suit (or, when each suit decomposes one way, the four decompositions), and writes a
/// decomposition out only when it is read: finding every decomposition is then four lookups, and most
/// hands have just one. Other hands' decompositions are written out.
#[derive(Clone)]
pub struct Decompositions {
    decompositions: Stored,
    /// The hand's melds: the first `meld_count`, the rest filler (a hand has at most five).
    melds: [Meld; MAX_MELDS],
    meld_count: u8,
}

#[derive(Clone)]
pub(super) enum Stored {
    /// One decomposition per suit, so one decomposition of the hand (most hands), put together.
    One(ConcealedGroups),
    /// Every choice of one decomposition per suit (the last suit varying fastest), each suit's decompositions
    /// held as the table's run; the pair is in the decomposition of suit `pair_suit`.
    Product {
        tables: &'static Tables,
        runs: [Run; 4],
        pair_suit: Suit,
        /// How many decompositions: the product of the runs' lengths.
        len: u32,
    },
    /// Stored written out: per decomposition, the pair and then `stride - 1` groups.
    Listed { parts: Vec<Group>, stride: u8 },
}

impl Decompositions {
    #[inline(always)]
    pub(super) fn new(hand: &Hand, decompositions: Stored) -> Decompositions {
        let mut melds = [Meld::pon(FILLER); MAX_MELDS];
        let mut meld_count = 0;
        // Most hands have no melds: then nothing is read.
        if hand.meld_count() > 0 {
            for (slot, meld) in melds.iter_mut().zip(hand.melds()) {
                *slot = meld;
                meld_count += 1;
            }
        }
        Decompositions {
            decompositions,
            melds,
            meld_count,
        }
    }

    /// No decomposition, for a hand of `concealed` tiles.
    pub(super) fn listed(hand: &Hand, concealed: u8) -> Decompositions {
        let stride = concealed.saturating_sub(2) / 3 + 1;
        let parts = Vec::new();
        Decompositions::new(hand, Stored::Listed { parts, stride })
    }

    /// How many distinct decompositions.
    pub fn len(&self) -> usize {
        match &self.decompositions {
            Stored::One(_) => 1,
            Stored::Product { len, .. } => *len as usize,
            Stored::Listed { parts, stride } => parts.len() / usize::from(*stride),
        }
    }

    /// No decomposition: the hand is not complete in the standard form.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `i`-th decomposition's pair and concealed groups.
    pub fn get(&self, i: usize) -> Option<ConcealedGroups> {
        match &self.decompositions {
            Stored::One(concealed) => (i == 0).then_some(*concealed),
            Stored::Product {
                tables,
                runs,
                pair_suit,
                ..
            } => {
                let lists = tables.lists(runs);
                // `i` in mixed radix, the last suit's digit lowest.
                let mut rest = i;
                let mut at = [0; 4];
                for s in (0..4).rev() {
                    let n = lists[s].len();
                    at[s] = rest.checked_rem(n)?;
                    rest /= n;
                }
                if rest != 0 {
                    return None;
                }
                let chosen = [
                    *lists[0].get(at[0])?,
                    *lists[1].get(at[1])?,
                    *lists[2].get(at[2])?,
                    *lists[3].get(at[3])?,
                ];
                Some(tables.concealed(*pair_suit, &chosen))
            }
            Stored::Listed { parts, stride } => listed(parts, *stride, i),
        }
    }

    /// Every decomposition's pair and concealed groups, without allocating.
    #[inline(always)]
    pub fn concealed_groups(&self) -> ConcealedGroupsIter<'_> {
        ConcealedGroupsIter {
            of: self,
            next: 0,
            len: self.len(),
            at: [0; 4],
        }
    }

    /// The hand's melds, the same in every decomposition.
    pub fn melds(&self) -> &[Meld] {
        self.melds
            .get(..usize::from(self.meld_count))
            .unwrap_or(&self.melds)
    }

    /// Every decomposition as a [`Decomposition`], melds included.
    pub fn iter(&self) -> DecompositionIter<'_> {
        DecompositionIter(self.concealed_groups())
    }

    /// Appends a written-out decomposition: its pair and its groups. One without the hand's number of
    /// groups is not a decomposition of it, and is left out rather than written misaligned.
    pub(super) fn push(&mut self, pair: Group, groups: &[Group]) {
        if let Stored::Listed { parts, stride } = &mut self.decompositions {
            if groups.len() + 1 == usize::from(*stride) {
                parts.push(pair);
                parts.extend_from_slice(groups);
            }
        }
    }
}

impl<'a> IntoIterator for &'a Decompositions {
    type Item = Decomposition;
    type IntoIter = DecompositionIter<'a>;

    fn into_iter(self) -> DecompositionIter<'a> {
        self.iter()
    }
}

/// The decompositions of a [`Decompositions`] as [`Decomposition`]s, in order.
#[derive(Clone, Debug)]
pub struct DecompositionIter<'a>(ConcealedGroupsIter<'a>);

impl Iterator for DecompositionIter<'_> {
    type Item = Decomposition;

    fn next(&mut self) -> Option<Decomposition> {
        let g = self.0.next()?;
        Some(Decomposition {
            pair: g.pair(),
            groups: g.groups().to_vec(),
            melds: self.0.of.melds().to_vec(),
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl PartialEq for Decompositions {
    fn eq(&self, other: &Decompositions) -> bool {
        self.len() == other.len()
            && self.melds() == other.melds()
            && self.concealed_groups().eq(other.concealed_groups())
    }
}

impl Eq for Decompositions {}

impl fmt::Debug for Decompositions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Decompositions")
            .field(
                "decompositions",
                &self.concealed_groups().collect::<Vec<_>>(),
            )
            .field("melds", &self.melds())
            .finish()
    }
}

/// The decompositions of a [`Decompositions`], in order.
#[derive(Clone, Debug)]
pub struct ConcealedGroupsIter<'a> {
    of: &'a Decompositions,
    /// Index of the next decomposition.
    next: usize,
    len: usize,
    /// For a product: the next decomposition's position in each suit's list (an odometer, the last
    /// suit turning fastest), so that stepping costs no division.
    at: [usize; 4],
}

impl Iterator for ConcealedGroupsIter<'_> {
    type Item = ConcealedGroups;

    #[inline(always)]
    fn next(&mut self) -> Option<ConcealedGroups> {
        if self.next >= self.len {
            return None;
        }
        match &self.of.decompositions {
            Stored::One(concealed) => {
                self.next += 1;
                Some(*concealed)
            }
            _ => self.step(),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.len.saturating_sub(self.next);
        (left, Some(left))
    }
}

impl ConcealedGroupsIter<'_> {
    /// The next decomposition of a product of several, or of decompositions written out.
    #[inline(never)]
    pub(super) fn step(&mut self) -> Option<ConcealedGroups> {
        let Stored::Product {
            tables,
            runs,
            pair_suit,
            ..
        } = &self.of.decompositions
        else {
            let concealed = self.of.get(self.next)?;
            self.next += 1;
            return Some(concealed);
        };
        let lists = tables.lists(runs);
        let chosen = [
            *lists[0].get(self.at[0])?,
            *lists[1].get(self.at[1])?,
            *lists[2].get(self.at[2])?,
            *lists[3].get(self.at[3])?,
        ];
        self.next += 1;
        for s in (0..4).rev() {
            self.at[s] += 1;
            if self.at[s] < lists[s].len() {
                break;
            }
            self.at[s] = 0;
        }
        Some(tables.concealed(*pair_suit, &chosen))
    }
}

/// The `i`-th of decompositions written out, `stride` entries each (the pair, then the groups).
pub(super) fn listed(parts: &[Group], stride: u8, i: usize) -> Option<ConcealedGroups> {
    let stride = usize::from(stride);
    let start = i.checked_mul(stride)?;
    let (&pair, groups) = parts.get(start..start + stride)?.split_first()?;
    let mut concealed = ConcealedGroups::new(pair);
    for &g in groups {
        concealed.push(g);
    }
    Some(concealed)
}

/// Calls `f` with every choice of one entry from each list, the last list varying fastest.
pub(super) fn product<'a, E, const N: usize>(lists: &[&'a [E]; N], mut f: impl FnMut(&[&'a E; N])) {
    if lists.iter().any(|l| l.is_empty()) {
        return;
    }
    let mut at = [0usize; N];
    loop {
        let choice: [&E; N] = std::array::from_fn(|s| &lists[s][at[s]]);
        f(&choice);
        // Odometer: advance the last position, carrying leftwards.
        let mut s = N;
        loop {
            if s == 0 {
                return;
            }
            s -= 1;
            at[s] += 1;
            if at[s] < lists[s].len() {
                break;
            }
            at[s] = 0;
        }
    }
}
