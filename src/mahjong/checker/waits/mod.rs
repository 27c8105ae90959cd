//! Waits (听牌): the kinds that would complete a hand of 3n+1 tiles.
//!
//! Adding a tile of rank `r` to a suit moves its key by 5^r, so the standard form's answer for
//! every candidate is one more table lookup per kind, combined with the other three suits'
//! bytes that are read once: 34 lookups for a whole hand instead of 34 full checks. Seven pairs
//! and thirteen orphans change by one count per candidate, so they are settled from a few sums
//! over the hand. Jokers need nothing special: the bytes already count them. In a three-player
//! game the man suit's candidates are 1m and 9m alone, each settled from the suit's two counts
//! ([`super::three_player`]), and no 2m..8m is ever a wait.
//!
//! The standard form's waits are in [`standard`], the special forms' in [`special`]; the
//! knitted forms' are the knitted module's.

mod special;
mod standard;

use crate::mahjong::checker::{CheckError, Checker, Forms};
use crate::mahjong::hand::Hand;
use crate::mahjong::packed;
use crate::mahjong::table::{SuitTable, WaitMasks};
use crate::mahjong::tile::Tile;

/// The waits of a hand: for each kind, the forms adding it completes, and whether it is dead.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Waits {
    standard: u64,
    seven_pairs: u64,
    thirteen_orphans: u64,
    /// Knitted straight, honors and knitted, greater honors and knitted.
    knitted: [u64; 3],
    seven_pairs_and_triplet: u64,
    dead: u64,
}

impl Waits {
    fn any(&self) -> u64 {
        self.standard
            | self.seven_pairs
            | self.thirteen_orphans
            | self.knitted[0]
            | self.knitted[1]
            | self.seven_pairs_and_triplet
    }

    /// No kind completes the hand.
    pub fn is_empty(&self) -> bool {
        self.any() == 0
    }

    /// How many kinds complete the hand.
    pub fn len(&self) -> usize {
        self.any().count_ones() as usize
    }

    /// The kinds that complete the hand, in index order.
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + use<> {
        let any = self.any();
        Tile::all().filter(move |t| any >> t.index() & 1 == 1)
    }

    /// The forms that adding `tile` completes (empty when it is not a wait).
    pub fn forms(&self, tile: Tile) -> Forms {
        let bit = |mask: u64| mask >> tile.index() & 1 == 1;
        let mut forms = Forms::empty();
        for (mask, form) in [
            (self.standard, Forms::STANDARD),
            (self.seven_pairs, Forms::SEVEN_PAIRS),
            (self.thirteen_orphans, Forms::THIRTEEN_ORPHANS),
            (self.knitted[0], Forms::KNITTED_STRAIGHT),
            (self.knitted[1], Forms::HONORS_AND_KNITTED),
            (self.knitted[2], Forms::GREATER_HONORS_AND_KNITTED),
            (self.seven_pairs_and_triplet, Forms::SEVEN_PAIRS_AND_TRIPLET),
        ] {
            if bit(mask) {
                forms.insert(form);
            }
        }
        forms
    }

    /// The hand (concealed tiles and melds) already holds all four copies of `tile`: a wait
    /// that can never be drawn.
    pub fn is_dead(&self, tile: Tile) -> bool {
        self.dead >> tile.index() & 1 == 1
    }
}

impl<T: SuitTable> Checker<T> {
    /// Whether adding some kind completes the hand.
    pub fn is_waiting(&self, hand: &Hand) -> Result<bool, CheckError> {
        Ok(!self.waits(hand)?.is_empty())
    }

    /// Every kind whose tile completes the hand (3n+1 concealed tiles), with the forms it
    /// completes and whether it is dead. With a designated joker kind, drawing that kind adds a
    /// joker.
    ///
    /// Fails with [`CheckError::WrongWaitSize`] unless the hand has 3n+1 concealed tiles beside
    /// its melds, and for the other reasons [`is_complete`](Self::is_complete) gives.
    pub fn waits(&self, hand: &Hand) -> Result<Waits, CheckError> {
        let (concealed, melds) = (hand.concealed_len(), hand.meld_count());
        if concealed % 3 != 1 || concealed + 1 + 3 * melds > self.full() {
            return Err(CheckError::WrongWaitSize { concealed, melds });
        }
        // The common cases read the hand in place, as `is_complete` does: no melds and no
        // rule that refuses tiles; without jokers from the wait masks, with jokers (none past
        // `max_jokers`; a kind held four times where its fifth copy is read from the tables)
        // from the tables. A joker kind's copies are taken out of their suit's key as jokers.
        if melds == 0 && !self.rules.knitted {
            if self.plain_rules() {
                let words = hand.count_words();
                let fours = packed::any_four(&words);
                let jokers = hand.jokers();
                if jokers == 0 {
                    if let Some(masks) = self.tables.wait_masks() {
                        return Ok(self.plain_waits(hand, words, fours, masks));
                    }
                } else if jokers <= self.rules.max_jokers && (!fours || self.fifth_copies_read()) {
                    return Ok(self.joker_waits(hand, words, fours));
                }
            } else if let Some(j) = self.rules.joker {
                if !self.rules.suits_only && !self.rules.three_player {
                    if let Some(waits) = self.joker_kind_waits(hand, j) {
                        return Ok(waits);
                    }
                }
            }
        }
        let view = self.apply_rules(Self::raw_view(hand))?;
        let counts = self.counts(&view);
        // Dead: all four copies concealed or melded, tested for every kind at once.
        let held = packed::words(&self.with_joker_kind(&view, counts));
        let melded = packed::words(&view.melded);
        let mut waits = Waits {
            dead: packed::fours([0, 1, 2, 3, 4].map(|i| held[i] + melded[i])),
            ..Waits::default()
        };
        self.standard_waits(&view, &counts, &mut waits);
        let shape = (view.concealed, view.meld_count, view.jokers);
        let words = packed::words(&counts);
        self.special_waits(shape, words, &view.keys, &mut waits);
        waits.knitted = self.knitted_waits(&view);
        Ok(waits)
    }

    /// Waits of a hand without jokers or melds under rules that take its tiles as they are,
    /// from its count `words` and whether some kind is held four times (`fours`: the dead
    /// kinds are found only in the rare hand that has one).
    fn plain_waits(&self, hand: &Hand, words: [u64; 5], fours: bool, masks: &WaitMasks) -> Waits {
        let dead = if fours { packed::fours(words) } else { 0 };
        let mut waits = Waits {
            dead,
            ..Waits::default()
        };
        let k = &hand.table_keys();
        self.masked_waits(masks, k, &mut waits);
        self.special_waits((hand.concealed_len(), 0, 0), words, k, &mut waits);
        waits
    }
}
