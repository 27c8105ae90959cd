//! Every standard-form decomposition of a complete hand, from per-suit decomposition lists rather than a search.
//!
//! Scoring needs every way a hand decompositions, not one: `111222333m` is three triplets or three
//! sequences, and the two score differently. The suits never share a group, so a hand's decompositions
//! are the products of its suits' decompositions, and [`DecompositionTable`] lists each suit pattern's distinct
//! decompositions once. Without jokers finding them all is four lookups: each suit's list, which also
//! says whether the suit holds the pair; the decompositions are the product of the lists, distinct
//! because the lists are, so nothing is compared or deduplicated. The product is kept as the
//! four lists and written out decomposition by decomposition only as it is read.
//!
//! Most hands decompose one way, each suit one way, and that case is kept lean: the suit holding
//! the pair is found from four flag bits without a branch, and the one decomposition is put together
//! at once (no list, no odometer): two table loads per suit (the groups of two codes at once),
//! each suit's four slots shifted past the groups before it in one `u128`, so that no branch
//! depends on how many groups a suit has. A [`Decompositions`] holds its melds inline and
//! allocates nothing; [`Checker::for_each_decomposition`] hands each decomposition to a closure
//! without a [`Decompositions`] at all.
//!
//! # Jokers
//!
//! A joker decomposition is the decomposition of the hand's tiles plus the kinds its jokers stand for. Jokers
//! are identical, so which of two equal tiles is "the joker" never makes two decompositions: a decomposition is
//! fixed by its groups and by how many jokers stand for each kind. Within a decomposition the hand's own
//! tiles fill the pair first, then the groups in order, and jokers stand for the rest.
//!
//! Jokers that form a group (or the pair) by themselves are the exception. They hold none of
//! the hand's tiles, so their kind says nothing about the hand: three spare jokers may be any of
//! 55 groups, and listing each would drown the decompositions that differ in how the hand's own tiles
//! are grouped. So a decomposition lists only groups that keep at least one of the hand's tiles however
//! equal tiles are exchanged (no group whose tiles the jokers alone could supply), and the
//! jokers left over appear as groups of their own, each once, as a triplet (or the pair) of the
//! lowest kind the decomposition uses nowhere and the rules allow. Two decompositions that differ only in what
//! such all-joker groups stand for are therefore listed once.
//!
//! Per suit, the jokers a suit takes are spread over the kinds that share a group with its
//! tiles, in every way the joker policy allows (each own tile's group takes at most two jokers,
//! so a suit takes at most two per tile, and at least what its table byte says); each completed
//! vector's decompositions come from the table (or, above four copies of a kind, from a search), and
//! the suits are combined over every way of sharing the jokers. Joker hands are rarer and
//! their decompositions more varied, so they are written out at once.

use super::decomposition::{Decomposition, Group, GroupKind};
use super::{CheckError, Checker, View, least_need};
use crate::generator::decompositions::{
    DecompositionTable, MAX_GROUPS, Run, SuitDecomposition, decompositions_of_counts, ranks_of_code,
};
use crate::generator::mahjong::{self, Counts, RANKS, SuitRules};
use crate::mahjong::hand::{Hand, MAX_MELDS};
use crate::mahjong::key::Shape;
use crate::mahjong::meld::Meld;
use crate::mahjong::tile::{KINDS, Suit, Tile};
use crate::table::suit_rules;
use crate::table::{SuitTable, Variant, with_pair, without_pair};
use std::fmt;
use std::sync::OnceLock;

/// The distinct standard-form decompositions of a hand, in a fixed order, each a [`ConcealedGroups`] (the
/// pair and the concealed groups) with the hand's melds. Empty when the hand is not complete in
/// the standard form.
///
/// A hand without jokers keeps its decompositions as they come from the tables, one list per suit (or,
/// when each suit decomposes one way, the four decompositions), and writes a decomposition out only when it is
/// read: finding every decomposition is then four lookups, and most hands have just one.
#[derive(Clone)]
pub struct Decompositions {
    splits: Stored,
    /// The hand's melds: the first `meld_count`, the rest filler (a hand has at most four).
    melds: [Meld; MAX_MELDS],
    meld_count: u8,
}

#[derive(Clone)]
enum Stored {
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
    fn new(hand: &Hand, splits: Stored) -> Decompositions {
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
            splits,
            melds,
            meld_count,
        }
    }

    /// No decomposition, for a hand of `concealed` tiles.
    fn listed(hand: &Hand, concealed: u8) -> Decompositions {
        let stride = concealed.saturating_sub(2) / 3 + 1;
        let parts = Vec::new();
        Decompositions::new(hand, Stored::Listed { parts, stride })
    }

    /// How many distinct decompositions.
    pub fn len(&self) -> usize {
        match &self.splits {
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
        match &self.splits {
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

    /// Appends a written-out decomposition: its pair, then its groups. One without the hand's number of
    /// groups is not a decomposition of it, and is left out rather than written misaligned.
    fn push(&mut self, split: &[Group]) {
        if let Stored::Listed { parts, stride } = &mut self.splits {
            if split.len() == usize::from(*stride) {
                parts.extend_from_slice(split);
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
            pair: g.pair,
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
        match &self.of.splits {
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
    fn step(&mut self) -> Option<ConcealedGroups> {
        let Stored::Product {
            tables,
            runs,
            pair_suit,
            ..
        } = &self.of.splits
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
fn listed(parts: &[Group], stride: u8, i: usize) -> Option<ConcealedGroups> {
    let stride = usize::from(stride);
    let start = i.checked_mul(stride)?;
    let (&pair, groups) = parts.get(start..start + stride)?.split_first()?;
    let mut concealed = ConcealedGroups::new(pair);
    for &g in groups {
        concealed.push(g);
    }
    Some(concealed)
}

/// One decomposition's concealed part by value: the pair and up to four groups, jokers marked.
#[derive(Clone, Copy, Debug)]
pub struct ConcealedGroups {
    pair: Group,
    /// The first `len` are the groups; the rest are whatever filled the array.
    groups: [Group; MAX_GROUPS],
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

impl ConcealedGroups {
    #[inline(always)]
    fn new(pair: Group) -> ConcealedGroups {
        ConcealedGroups {
            pair,
            groups: [pair; MAX_GROUPS],
            len: 0,
        }
    }

    /// A fifth group would not be a decomposition of a hand; it is never offered.
    #[inline(always)]
    fn push(&mut self, group: Group) {
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
const FILLER: Tile = match Tile::from_index(0) {
    Some(t) => t,
    None => panic!("the kind 1m exists"),
};

/// The decomposition tables of one variant's suits, with the groups their codes stand for.
struct Tables {
    numbered: DecompositionTable,
    honours: DecompositionTable,
    /// Each suit's groups, for spreading jokers next to its tiles.
    numbered_groups: Vec<mahjong::Group>,
    honour_groups: Vec<mahjong::Group>,
    /// Per suit: the group of each code (see
    /// [`GROUP_RANKS`](crate::generator::decompositions::GROUP_RANKS)) and the pair of each pair code
    /// (rank + 1), made once so that writing a decomposition is copying. Every five-bit code and
    /// four-bit pair code has an entry, so that no lookup needs a bounds check.
    by_code: [[Group; 32]; 4],
    pairs: [[Group; 16]; 4],
    /// Per suit: the groups of each two codes read at once ([`SuitDecomposition::code_pair`]), packed as
    /// two [`Group::bits`] (the first low; all zero for code 0, no group), so that a suit's
    /// four group slots are two loads (8 KiB a suit).
    by_code_pair: Box<[[u64; 1 << 10]; 4]>,
}

impl Tables {
    /// A variant's tables, built on first use (a few milliseconds) and kept for the process.
    #[inline]
    fn for_variant(variant: Variant) -> &'static Tables {
        static CACHE: [OnceLock<Tables>; Variant::COUNT] =
            [const { OnceLock::new() }; Variant::COUNT];
        // Which groups exist does not depend on the joker policy: both policies share a set.
        let variant = Variant {
            joker_fifth_copy: false,
            ..variant
        };
        CACHE[variant.index()].get_or_init(|| {
            let (numbered, honours) = rayon::join(
                || DecompositionTable::new(suit_rules(variant, Shape::Numbered)),
                || DecompositionTable::new(suit_rules(variant, Shape::Honours)),
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
                honours,
                by_code_pair,
                numbered_groups: mahjong::groups(suit_rules(variant, Shape::Numbered)),
                honour_groups: mahjong::groups(suit_rules(variant, Shape::Honours)),
                by_code,
                pairs,
            }
        })
    }

    fn suit(&self, suit: Suit) -> (&DecompositionTable, &[mahjong::Group]) {
        match suit {
            Suit::Honour => (&self.honours, &self.honour_groups),
            _ => (&self.numbered, &self.numbered_groups),
        }
    }

    /// The groups of a decomposition of `suit`.
    #[inline]
    fn groups(&self, suit: Suit, split: &SuitDecomposition) -> impl Iterator<Item = Group> + '_ {
        let by_code = &self.by_code[suit.index()];
        let split = *split;
        (0..split.len()).map(move |i| by_code[split.code(i)])
    }

    fn pair(&self, suit: Suit, split: &SuitDecomposition) -> Option<Group> {
        let code = split.pair_code();
        (code != 0).then(|| self.pairs[suit.index()][code])
    }

    /// Each suit's decompositions, from the runs the tables gave for it.
    #[inline]
    fn lists<'a>(&'a self, runs: &'a [Run; 4]) -> [&'a [SuitDecomposition]; 4] {
        [
            self.numbered.decompositions_of(&runs[0]),
            self.numbered.decompositions_of(&runs[1]),
            self.numbered.decompositions_of(&runs[2]),
            self.honours.decompositions_of(&runs[3]),
        ]
    }

    /// The decomposition made of one decomposition per suit, the pair in `pair_suit`'s.
    #[inline(always)]
    fn concealed(&self, pair_suit: Suit, chosen: &[SuitDecomposition; 4]) -> ConcealedGroups {
        // The groups are put together in one `u128`, a group a 32-bit lane: each suit's four
        // slots (two loads; the slots past its groups are empty lanes), shifted past the groups
        // before it. The same operations for every decomposition, no branch on how many groups a suit
        // has, and no store that a wider load must read back.
        let mut groups = 0u128;
        let mut len = 0;
        for (by_code_pair, split) in self.by_code_pair.iter().zip(chosen) {
            let first = u128::from(by_code_pair[split.code_pair(0)]);
            let second = u128::from(by_code_pair[split.code_pair(1)]);
            // A suit after four groups has none: its lanes are empty, whatever the shift.
            groups |= (first | second << 64).wrapping_shl(32 * len as u32);
            len = (len + split.len()).min(MAX_GROUPS);
        }
        let code = chosen[pair_suit.index()].pair_code();
        ConcealedGroups {
            pair: self.pairs[pair_suit.index()][code],
            groups: std::array::from_fn(|i| Group::from_bits((groups >> (32 * i)) as u32)),
            len: len as u8,
        }
    }
}

impl<T: SuitTable> Checker<T> {
    /// Every distinct standard-form decomposition of a hand: each way its concealed tiles and jokers
    /// make groups and a pair, listed once; empty when the hand is not complete in the standard
    /// form. Errors as [`Checker::decompose`] does.
    ///
    /// Each joker is marked with the tile it stands for. Jokers are alike, so decompositions that differ
    /// only in which of two equal tiles is the joker are one decomposition: the hand's own tiles fill
    /// the pair first, then the groups, and jokers stand for the rest. Jokers that make a group
    /// (or the pair) on their own could stand for any group and say nothing about the hand, so
    /// such a group is listed once, as a triplet (or pair) of the lowest kind the decomposition uses
    /// nowhere and the rules allow; accordingly no listed group is one that the decomposition's jokers
    /// alone could make.
    ///
    /// ```
    /// use hupai::{Checker, Hand};
    ///
    /// let checker = Checker::default();
    /// let hand: Hand = "111222333m456p77z".parse()?;
    /// let decompositions: Vec<String> = checker.decompositions(&hand)?.iter().map(|d| d.to_string()).collect();
    /// assert_eq!(decompositions, ["77z 111m 222m 333m 456p", "77z 123m 123m 123m 456p"]);
    ///
    /// // Three spare jokers: one decomposition keeps them as a group of their own.
    /// let hand: Hand = "123m456p789s11z***".parse()?;
    /// let all = checker.decompositions(&hand)?;
    /// assert!(all.iter().any(|d| d.to_string() == "11z 123m 456p 789s 444m(*=4m,4m,4m)"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline(always)]
    pub fn decompositions(&self, hand: &Hand) -> Result<Decompositions, CheckError> {
        // The common case reads the hand's own keys in place, as `is_complete` does, and is
        // inlined into the caller's loop so that the result need not go through memory.
        if self.plain_decompositions(hand) {
            let tables = Tables::for_variant(self.rules.variant());
            return Ok(plain(tables, hand, hand.keys(), hand.concealed_len()));
        }
        self.decompositions_checked(hand)
    }

    /// Calls `f` with every distinct standard-form decomposition of a hand (its pair and concealed
    /// groups; the melds are the hand's own), in the order [`Checker::decompositions`] lists
    /// them, and returns how many there were. The same decompositions without the [`Decompositions`]
    /// value: a scoring loop that looks at each decomposition once and keeps a best score does no
    /// more than the lookups, and every decomposition is put together where `f` reads it.
    ///
    /// ```
    /// use hupai::{Checker, Hand};
    ///
    /// let hand: Hand = "111222333m456p77z".parse()?;
    /// let mut sequences = Vec::new();
    /// let decompositions = Checker::default().for_each_decomposition(&hand, |decomposition| {
    ///     sequences.push(decomposition.groups().iter().filter(|g| g.kind().name() == "sequence").count());
    /// })?;
    /// assert_eq!((decompositions, sequences), (2, vec![1, 4]));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline(always)]
    pub fn for_each_decomposition(
        &self,
        hand: &Hand,
        mut f: impl FnMut(&ConcealedGroups),
    ) -> Result<usize, CheckError> {
        if self.plain_decompositions(hand) {
            let tables = Tables::for_variant(self.rules.variant());
            let Some((runs, pair_suit)) = plain_runs(tables, hand.keys()) else {
                return Ok(0);
            };
            if let [Some(m), Some(p), Some(s), Some(z)] = runs.map(|r| r.only()) {
                f(&tables.concealed(pair_suit, &[m, p, s, z]));
                return Ok(1);
            }
            let mut count = 0;
            product(&tables.lists(&runs), |chosen| {
                f(&tables.concealed(pair_suit, &chosen.map(|s| *s)));
                count += 1;
            });
            return Ok(count);
        }
        let all = self.decompositions_checked(hand)?;
        all.concealed_groups().for_each(|g| f(&g));
        Ok(all.len())
    }

    /// Whether a hand's decompositions come straight from its own keys: no jokers, plain rules and a
    /// size that can be complete.
    #[inline(always)]
    fn plain_decompositions(&self, hand: &Hand) -> bool {
        hand.jokers() == 0 && self.plain_rules() && self.plain_sizes_ok(hand.slots(), 0)
    }

    /// [`Checker::decompositions`] of a hand with jokers, or under rules that read it
    /// differently.
    #[inline(never)]
    fn decompositions_checked(&self, hand: &Hand) -> Result<Decompositions, CheckError> {
        let view = self.view(hand)?;
        let tables = Tables::for_variant(self.rules.variant());
        if view.jokers == 0 {
            return Ok(plain(tables, hand, &view.keys, view.concealed));
        }
        let mut out = Decompositions::listed(hand, view.concealed);
        let bytes = self.suit_bytes(&view);
        if least_need(&bytes) <= view.jokers {
            let own = self.counts(&view);
            let room = self.room(&view);
            Jokered::new(self, tables, &view, &own, &room, &bytes).list(&mut out);
        }
        Ok(out)
    }
}

fn pair_of(suit: Suit, rank: u8) -> Option<Group> {
    Tile::new(suit, rank + 1).map(Group::pair)
}

/// The decompositions of a hand without jokers (`concealed` tiles, suit keys `keys`), kept as the
/// suits' runs (see [`plain_runs`]).
#[inline(always)]
fn plain(tables: &'static Tables, hand: &Hand, keys: &[u32; 4], concealed: u8) -> Decompositions {
    let Some((runs, pair_suit)) = plain_runs(tables, keys) else {
        return Decompositions::listed(hand, concealed);
    };
    if let [Some(m), Some(p), Some(s), Some(z)] = runs.map(|r| r.only()) {
        let concealed = tables.concealed(pair_suit, &[m, p, s, z]);
        return Decompositions::new(hand, Stored::One(concealed));
    }
    Decompositions::new(
        hand,
        Stored::Product {
            tables,
            runs,
            pair_suit,
            len: runs.iter().map(|r| r.len() as u32).product(),
        },
    )
}

/// Each suit's list of decompositions for a hand without jokers (suit keys `keys`), one lookup a suit,
/// and the suit holding the pair; `None` if the hand does not decompose. The hand's decompositions are the
/// lists' product. A pattern's decompositions all have a pair or all have none (3n + 2 tiles or 3n), so
/// the lookups also name the suit that holds the pair: the hand decompositions when every suit decompositions
/// and exactly one has the pair.
#[inline(always)]
fn plain_runs(tables: &Tables, keys: &[u32; 4]) -> Option<([Run; 4], Suit)> {
    let runs = [
        tables.numbered.run(keys[0])?,
        tables.numbered.run(keys[1])?,
        tables.numbered.run(keys[2])?,
        tables.honours.run(keys[3])?,
    ];
    // Exactly one suit holds the pair: one bit in four, found without a branch on which.
    let paired =
        (runs.iter().enumerate()).fold(0u32, |bits, (i, r)| bits | u32::from(r.has_pair()) << i);
    if !paired.is_power_of_two() {
        return None;
    }
    Some((runs, Suit::ALL[paired.trailing_zeros() as usize % 4]))
}

/// Calls `f` with every choice of one entry from each list, the last list varying fastest.
fn product<'a, E, const N: usize>(lists: &[&'a [E]; N], mut f: impl FnMut(&[&'a E; N])) {
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

/// One suit's decomposition with the kinds its jokers stand for.
#[derive(Clone, Copy, Debug)]
struct Entry {
    /// Jokers standing for each rank.
    jokers: Counts,
    split: SuitDecomposition,
}

/// A suit's entries, by (pair, jokers taken): `ranges[pair][j]` is a range of `entries`.
#[derive(Debug, Default)]
struct SuitEntries {
    entries: Vec<Entry>,
    ranges: [[(usize, usize); MAX_JOKERS + 1]; 2],
}

impl SuitEntries {
    fn get(&self, pair: bool, jokers: usize) -> &[Entry] {
        let range = self.ranges[usize::from(pair)].get(jokers);
        range
            .and_then(|&(start, end)| self.entries.get(start..end))
            .unwrap_or(&[])
    }
}

const MAX_JOKERS: usize = crate::mahjong::hand::MAX_JOKERS as usize;

/// The decompositions of a hand with jokers.
struct Jokered<'a> {
    tables: &'a Tables,
    own: &'a [u8; KINDS],
    melded: &'a [u8; KINDS],
    jokers: u8,
    variant: Variant,
    /// The designated joker kind, never chosen for a group of jokers alone: "777z(*=7z,7z,7z)"
    /// out of 7z jokers would read as the hand's own 7z.
    joker_kind: Option<Tile>,
    suits: [SuitEntries; 4],
}

impl<'a> Jokered<'a> {
    fn new<T: SuitTable>(
        checker: &Checker<T>,
        tables: &'a Tables,
        view: &'a View,
        own: &'a [u8; KINDS],
        room: &[u8; KINDS],
        bytes: &[u8; 4],
    ) -> Jokered<'a> {
        let variant = checker.rules.variant();
        let jokers = view.jokers;
        let suits = Suit::ALL.map(|suit| {
            let rules = match suit {
                Suit::Honour => suit_rules(variant, Shape::Honours),
                _ => suit_rules(variant, Shape::Numbered),
            };
            suit_entries(tables, suit, rules, own, room, bytes[suit.index()], jokers)
        });
        Jokered {
            tables,
            own,
            melded: &view.melded,
            jokers,
            variant,
            joker_kind: checker.rules.joker,
            suits,
        }
    }

    /// Every decomposition: over who holds the pair (a suit, or the jokers alone), every way of sharing
    /// the jokers between the suits, and the product of the suits' entries.
    fn list(&self, out: &mut Decompositions) {
        for pair_suit in Suit::ALL.map(Some).into_iter().chain([None]) {
            let pure_pair = if pair_suit.is_none() { 2 } else { 0 };
            let Some(budget) = self.jokers.checked_sub(pure_pair) else {
                continue;
            };
            let mut shares = [0usize; 4];
            self.share(0, usize::from(budget), pair_suit, &mut shares, out);
        }
    }

    /// Gives suit `s` onwards `left` jokers in every way, leaving a multiple of three for
    /// all-joker groups.
    fn share(
        &self,
        s: usize,
        left: usize,
        pair_suit: Option<Suit>,
        shares: &mut [usize; 4],
        out: &mut Decompositions,
    ) {
        if s == 4 {
            if left % 3 == 0 {
                self.emit(pair_suit, shares, left / 3, out);
            }
            return;
        }
        let pair = pair_suit.map(Suit::index) == Some(s);
        for j in 0..=left {
            if !self.suits[s].get(pair, j).is_empty() {
                shares[s] = j;
                self.share(s + 1, left - j, pair_suit, shares, out);
            }
        }
    }

    /// The product of the suits' entries at these shares, each with `spare` all-joker groups.
    fn emit(
        &self,
        pair_suit: Option<Suit>,
        shares: &[usize; 4],
        spare: usize,
        out: &mut Decompositions,
    ) {
        let lists: [&[Entry]; 4] = std::array::from_fn(|s| {
            let pair = pair_suit.map(Suit::index) == Some(s);
            self.suits[s].get(pair, shares[s])
        });
        product(&lists, |choice| {
            // None only when no kind is free for an all-joker group, which 14 tiles cannot
            // bring about; such a decomposition is left out rather than written wrongly.
            if let Some((split, len)) = self.render(pair_suit, choice, spare) {
                out.push(split.get(..len).unwrap_or(&[]));
            }
        });
    }

    /// One decomposition: the pair, the groups suit by suit, then the all-joker groups; and how many
    /// entries that is.
    fn render(
        &self,
        pair_suit: Option<Suit>,
        choice: &[&Entry; 4],
        spare: usize,
    ) -> Option<([Group; 1 + MAX_GROUPS], usize)> {
        // Kinds the decomposition uses: the hand's own, the melded, and those jokers stand for.
        let mut used: [bool; KINDS] = std::array::from_fn(|k| {
            self.own[k] > 0 || self.melded[k] > 0 || self.joker_kind.map(Tile::index) == Some(k)
        });
        for (suit, entry) in Suit::ALL.into_iter().zip(choice) {
            let first = usize::from(suit.first());
            for r in 0..usize::from(suit.ranks()) {
                used[first + r] |= entry.jokers[r] > 0;
            }
        }
        let mut split = [Group::pair(FILLER); 1 + MAX_GROUPS];
        let mut len = 1;
        let mut pair = None;
        for (suit, entry) in Suit::ALL.into_iter().zip(choice) {
            let first = usize::from(suit.first());
            let ranks = usize::from(suit.ranks());
            let mut left = [0u8; RANKS];
            left[..ranks].copy_from_slice(&self.own[first..first + ranks]);
            if let Some(p) = self.tables.pair(suit, &entry.split) {
                pair = Some(marked(p, &mut left));
            }
            for g in self.tables.groups(suit, &entry.split) {
                *split.get_mut(len)? = marked(g, &mut left);
                len += 1;
            }
        }
        split[0] = match (pair, pair_suit) {
            (Some(p), Some(_)) => p,
            (None, None) => {
                let kind = self.free_kind(&used, true)?;
                used[kind.index()] = true;
                Group::pair(kind).with_jokers(0b11)
            }
            _ => return None,
        };
        for _ in 0..spare {
            let kind = self.free_kind(&used, false)?;
            used[kind.index()] = true;
            *split.get_mut(len)? = Group::new(GroupKind::Triplet, [kind; 3]).with_jokers(0b111);
            len += 1;
        }
        Some((split, len))
    }

    /// The lowest kind the decomposition uses nowhere (nor is the joker kind) that may hold an all-joker
    /// group (the pair, if `pair`) under the rules.
    fn free_kind(&self, used: &[bool; KINDS], pair: bool) -> Option<Tile> {
        Tile::all().find(|t| {
            let rules = match t.suit() {
                Suit::Honour if self.variant.suits_only => return false,
                Suit::Honour => suit_rules(self.variant, Shape::Honours),
                _ => suit_rules(self.variant, Shape::Numbered),
            };
            let rank = usize::from(t.rank() - 1);
            !used[t.index()] && (!pair || rules.pair_ranks().any(|r| r == rank))
        })
    }
}

/// A group of one suit with its tiles marked: an own tile where one of its kind is `left`, a
/// joker where none is.
fn marked(group: Group, left: &mut [u8; RANKS]) -> Group {
    let mut jokers = 0;
    for (i, t) in group.tiles().enumerate() {
        let r = usize::from(t.rank() - 1);
        if left[r] > 0 {
            left[r] -= 1;
        } else {
            jokers |= 1 << i;
        }
    }
    group.with_jokers(jokers)
}

/// One suit's entries: for each pair choice and each number of jokers the suit could take,
/// every spread of those jokers over the suit's kinds and every decomposition of the result in which no
/// group (and not the pair) could be made of jokers alone.
fn suit_entries(
    tables: &Tables,
    suit: Suit,
    rules: SuitRules,
    own: &[u8; KINDS],
    room: &[u8; KINDS],
    byte: u8,
    jokers: u8,
) -> SuitEntries {
    let (table, groups) = tables.suit(suit);
    let first = usize::from(suit.first());
    let ranks = usize::from(suit.ranks());
    let mut counts: Counts = [0; RANKS];
    counts[..ranks].copy_from_slice(&own[first..first + ranks]);
    let mut cap: Counts = [0; RANKS];
    for r in 0..ranks {
        cap[r] = room[first + r].saturating_sub(counts[r]);
    }
    // A joker shares a group with an own tile, so it stands for a kind of some group that
    // holds one of the suit's tiles.
    let mut near = [false; RANKS];
    for g in groups {
        if g.ranks.iter().any(|&r| counts[usize::from(r)] > 0) {
            for r in g.ranks {
                near[usize::from(r)] = true;
            }
        }
    }
    let near: Vec<usize> = (0..ranks).filter(|&r| near[r]).collect();
    let tiles: usize = counts.iter().map(|&c| usize::from(c)).sum();

    let mut out = SuitEntries::default();
    for pair in [false, true] {
        let least = usize::from(if pair {
            with_pair(byte)
        } else {
            without_pair(byte)
        });
        // Each own tile's group (or pair) keeps it and takes at most two jokers (the pair one),
        // so the suit takes at most two per own tile.
        let most = (2 * tiles).min(usize::from(jokers));
        for j in 0..=MAX_JOKERS {
            let start = out.entries.len();
            let size = tiles + j;
            let fits = size % 3 == if pair { 2 } else { 0 } && size <= 14;
            if j >= least && j <= most && fits {
                let mut spread = [0u8; RANKS];
                spreads(&near, &cap, j as u8, 0, &mut spread, &mut |spread| {
                    let mut total = counts;
                    for r in 0..ranks {
                        total[r] += spread[r];
                    }
                    let add = |out: &mut Vec<Entry>, split: &SuitDecomposition| {
                        if !reducible(split, spread) {
                            out.push(Entry {
                                jokers: *spread,
                                split: *split,
                            });
                        }
                    };
                    if total.iter().all(|&c| c <= 4) {
                        for split in table.decompositions(mahjong::key(&total[..ranks]), pair) {
                            add(&mut out.entries, split);
                        }
                    } else {
                        for split in &decompositions_of_counts(rules, &total[..ranks], pair) {
                            add(&mut out.entries, split);
                        }
                    }
                });
            }
            out.ranges[usize::from(pair)][j] = (start, out.entries.len());
        }
    }
    out
}

/// Calls `f` with every way of spreading `left` jokers over the ranks `near[i..]`, each rank
/// taking at most `cap`.
fn spreads(
    near: &[usize],
    cap: &Counts,
    left: u8,
    i: usize,
    spread: &mut Counts,
    f: &mut impl FnMut(&Counts),
) {
    let Some(&r) = near.get(i) else {
        if left == 0 {
            f(spread);
        }
        return;
    };
    for n in 0..=left.min(cap[r]) {
        spread[r] = n;
        spreads(near, cap, left - n, i + 1, spread, f);
    }
    spread[r] = 0;
}

/// Whether some group (or the pair) of the decomposition could be made of the jokers alone: then it
/// holds none of the hand's tiles once equal tiles are exchanged, and the decomposition is listed with
/// those jokers as a group of their own instead.
fn reducible(split: &SuitDecomposition, jokers: &Counts) -> bool {
    let covers = |ranks: &[u8]| {
        let mut need = [0u8; RANKS];
        for &r in ranks {
            need[usize::from(r)] += 1;
        }
        need.iter().zip(jokers).all(|(n, j)| n <= j)
    };
    split.groups().any(|g| covers(&g.ranks)) || split.pair().is_some_and(|r| covers(&[r, r]))
}
