//! Every standard-form decomposition of a complete hand, from per-suit decomposition lists rather than a search.
//!
//! Scoring needs every way a hand decomposes, not one: `111222333m` is three triplets or three
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
//! such all-joker groups stand for are therefore listed once. (Only a pair can find every kind
//! it may be used, in a sixteen-tile three-player game under 2/5/8 eyes, whose six such kinds five
//! groups and the joker kind can take; it is then the lowest with room for it.)
//!
//! Per suit, the jokers a suit takes are spread over the kinds that share a group with its
//! tiles, in every way the joker policy allows (each own tile's group takes at most two jokers,
//! so a suit takes at most two per tile, and at least what its table byte says); each completed
//! vector's decompositions come from the table (or, above four copies of a kind, from a search), and
//! the suits are combined over every way of sharing the jokers. Joker hands are rarer and
//! their decompositions more varied, so they are written out at once.
//!
//! # Five concealed groups
//!
//! A sixteen-tile game's hand without melds has five concealed groups, past the four lanes
//! above. Without jokers its decompositions are the lists' product all the same, written out
//! group by group, unless one suit holds all five (15 or 17 tiles), past the four a list holds.
//! Such a hand is written out as a hand with jokers is, and a suit of five groups, with jokers
//! or without, is found from the lists: its lowest group beside a listed decomposition of the
//! rest.

mod concealed;
mod five;
mod jokers;
mod knitted;
mod lists;
mod stored;

pub use concealed::ConcealedGroups;
pub use knitted::KnittedDecomposition;
pub use stored::{ConcealedGroupsIter, DecompositionIter, Decompositions};

use super::{CheckError, Checker};
use crate::base::generator::decompositions::Run;
use crate::mahjong::checker::standard::least_need;
use crate::mahjong::hand::Hand;
use crate::mahjong::table::SuitTable;
use crate::mahjong::tile::Suit;
use jokers::Jokered;
use lists::Tables;
use stored::{Stored, product};

/// Tiles of four groups and the pair: the most concealed tiles whose decompositions the lists give
/// as they are, and the most tiles of a suit a list holds.
const FROM_LISTS: u8 = 14;

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
    /// nowhere and the rules allow (a pair, if every kind it may be is used, the lowest with room
    /// for it); accordingly no listed group is one that the decomposition's jokers alone could
    /// make.
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
    /// size that can be complete, at most four concealed groups (so no suit of five).
    #[inline(always)]
    fn plain_decompositions(&self, hand: &Hand) -> bool {
        hand.jokers() == 0
            && self.plain_rules()
            && self.plain_sizes_ok(hand.slots(), 0)
            && hand.concealed_len() <= FROM_LISTS
    }

    /// [`Checker::decompositions`] of a hand with jokers or of five concealed groups, or under
    /// rules that read it differently.
    #[inline(never)]
    fn decompositions_checked(&self, hand: &Hand) -> Result<Decompositions, CheckError> {
        let view = self.view(hand)?;
        let tables = Tables::for_variant(self.rules.variant());
        if view.jokers == 0 && view.concealed <= FROM_LISTS {
            return Ok(plain(tables, hand, &view.keys, view.concealed));
        }
        let own = self.counts(&view);
        let size = |suit: Suit| {
            let first = usize::from(suit.first());
            own[first..first + usize::from(suit.ranks())]
                .iter()
                .sum::<u8>()
        };
        if view.jokers == 0 && Suit::ALL.into_iter().all(|s| size(s) <= FROM_LISTS) {
            return Ok(plain_five(tables, hand, &view.keys, view.concealed));
        }
        let mut out = Decompositions::listed(hand, view.concealed);
        let bytes = self.suit_bytes(&view);
        if least_need(&bytes) <= view.jokers {
            let room = self.room(&view);
            Jokered::new(self, tables, &view, &own, &room, &bytes).list(&mut out);
        }
        Ok(out)
    }
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

/// The decompositions of a hand of five concealed groups without jokers, no suit holding five:
/// the lists' product as in [`plain`], written out group by group, since a decomposition is put
/// together from the lists in four lanes.
fn plain_five(tables: &Tables, hand: &Hand, keys: &[u32; 4], concealed: u8) -> Decompositions {
    let mut out = Decompositions::listed(hand, concealed);
    if let Some((runs, pair_suit)) = plain_runs(tables, keys) {
        product(&tables.lists(&runs), |chosen| {
            let concealed = tables.by_groups(pair_suit, &chosen.map(|s| *s));
            out.push(concealed.pair(), concealed.groups());
        });
    }
    out
}

/// Each suit's list of decompositions for a hand without jokers (suit keys `keys`), one lookup a suit,
/// and the suit holding the pair; `None` if the hand does not decompose. The hand's decompositions are the
/// lists' product. A pattern's decompositions all have a pair or all have none (3n + 2 tiles or 3n), so
/// the lookups also name the suit that holds the pair: the hand decomposes when every suit decomposes
/// and exactly one has the pair.
#[inline(always)]
fn plain_runs(tables: &Tables, keys: &[u32; 4]) -> Option<([Run; 4], Suit)> {
    let runs = [
        tables.numbered.run(keys[0])?,
        tables.numbered.run(keys[1])?,
        tables.numbered.run(keys[2])?,
        tables.honors.run(keys[3])?,
    ];
    // Exactly one suit holds the pair: one bit in four, found without a branch on which.
    let paired =
        (runs.iter().enumerate()).fold(0u32, |bits, (i, r)| bits | u32::from(r.has_pair()) << i);
    if !paired.is_power_of_two() {
        return None;
    }
    Some((runs, Suit::ALL[paired.trailing_zeros() as usize % 4]))
}
