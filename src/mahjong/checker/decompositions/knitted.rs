//! The knitted straight's decompositions (under `knitted`): the arrangement, which of its
//! places are jokers, and each standard decomposition of the rest.
//!
//! A knitted straight is an arrangement's nine kinds beside a standard hand of one group and a
//! pair (or the pair beside one meld), so its decompositions are, arrangement by arrangement,
//! the standard decompositions of what the arrangement leaves: the hand's own tiles fill the
//! arrangement's places first, jokers the rest, and the remaining tiles and jokers are a hand
//! the standard form decomposes as usual. Where a joker may not be a fifth copy, a rest whose
//! jokers would hold a kind beyond the copies the arrangement and the melds leave is dropped.

use super::super::{CheckError, Checker, Decomposition};
use crate::mahjong::hand::Hand;
use crate::mahjong::table::SuitTable;
use crate::mahjong::tile::{KINDS, KNITTED, Tile};
use std::fmt;

/// One knitted straight (组合龙) decomposition: the nine knitted tiles and a standard
/// decomposition of the rest of the hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KnittedDecomposition {
    /// The arrangement's nine kinds: 1-4-7, 2-5-8 and 3-6-9 of the three numbered suits, in
    /// index order (one of [`KNITTED`]).
    pub knitted: [Tile; 9],
    /// Bit `i` set where a joker stands for `knitted[i]`.
    pub jokers: u16,
    /// The rest: the pair, the concealed group (none beside a meld) and the melds.
    pub rest: Decomposition,
}

impl KnittedDecomposition {
    /// The knitted tiles jokers stand for.
    pub fn joker_tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        (0..9)
            .filter(|&i| self.jokers >> i & 1 == 1)
            .map(|i| self.knitted[i])
    }
}

impl fmt::Display for KnittedDecomposition {
    /// `knitted 147m258p369s(*=9s) 11z 456s`: the arrangement (the tiles its jokers stand
    /// for after `*=`), then the rest as [`Decomposition`] writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "knitted ")?;
        for suit in self.knitted.chunks(3) {
            for t in suit {
                write!(f, "{}", t.rank())?;
            }
            write!(f, "{}", suit[0].suit().letter())?;
        }
        let jokers: Vec<String> = self.joker_tiles().map(|t| t.to_string()).collect();
        if !jokers.is_empty() {
            write!(f, "(*={})", jokers.join(","))?;
        }
        write!(f, " {}", self.rest)
    }
}

impl<T: SuitTable> Checker<T> {
    /// Every knitted straight (组合龙) decomposition of a hand, arrangement by arrangement
    /// (in the order of [`KNITTED`]), each rest decomposed as
    /// [`decompositions`](Self::decompositions) does; empty unless the rules enable the
    /// knitted forms and the hand is complete as a knitted straight. Errors as
    /// [`decompose`](Self::decompose) does.
    ///
    /// ```
    /// use hupai::{Checker, Hand, Rules};
    ///
    /// let checker = Checker::new(Rules::from_options(["knitted=true"])?);
    /// let hand: Hand = "147m258p345669s11z".parse()?;
    /// let found: Vec<String> = checker.knitted_decompositions(&hand)?.iter().map(|d| d.to_string()).collect();
    /// assert_eq!(found, ["knitted 147m258p369s 11z 456s"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn knitted_decompositions(
        &self,
        hand: &Hand,
    ) -> Result<Vec<KnittedDecomposition>, CheckError> {
        let view = self.view(hand)?;
        let mut found = Vec::new();
        if !self
            .knitted_forms(&view)
            .contains(super::super::Forms::KNITTED_STRAIGHT)
        {
            return Ok(found);
        }
        let own = self.counts(&view);
        for (a, knitted) in KNITTED.iter().enumerate() {
            let Some(rest) = self.straight_rest(&view, a) else {
                continue;
            };
            let mut counts = own;
            let mut jokers = 0u16;
            for (i, t) in knitted.iter().enumerate() {
                match counts[t.index()] {
                    0 => jokers |= 1 << i,
                    _ => counts[t.index()] -= 1,
                }
            }
            let mut rest_hand = Hand::from_counts(&counts, rest.jokers)?;
            for meld in hand.melds() {
                rest_hand.push_meld(meld)?;
            }
            let mut taken = view.melded;
            knitted.iter().for_each(|t| taken[t.index()] += 1);
            for d in self.decompositions(&rest_hand)?.iter() {
                if self.rules.joker_fifth_copy || within_copies(&d, &taken) {
                    found.push(KnittedDecomposition {
                        knitted: *knitted,
                        jokers,
                        rest: d,
                    });
                }
            }
        }
        Ok(found)
    }
}

/// Whether a rest's concealed tiles (jokers read as what they stand for), beside the copies
/// the arrangement and the melds take, hold no kind more than four times.
fn within_copies(d: &Decomposition, taken: &[u8; KINDS]) -> bool {
    let mut held = *taken;
    for t in d.groups.iter().chain([&d.pair]).flat_map(|g| g.tiles()) {
        held[t.index()] += 1;
    }
    held.iter().all(|&n| n <= 4)
}
