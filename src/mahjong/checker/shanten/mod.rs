//! Shanten (向听数) from the tables: how many tiles a hand is from complete, in each form.
//!
//! The definition is the backtrack search's ([`crate::mahjong::backtrack::shanten`]): one less than
//! the fewest tiles drawn to reach a complete hand, jokers kept and wild, a drawn tile one of
//! the copies the hand does not hold, every rule key applied. A complete hand reached from a
//! hand keeps some of its tiles and adds the others, and in the standard form the suits share
//! nothing but the count of groups and the one pair, so the fewest tiles to add is a sum over
//! the suits of per-suit distances ([`crate::base::generator::shanten`]): four lookups and a small
//! min-plus sum ([`combine`]). Jokers fill added places, so the draws are the added tiles less
//! the jokers.
//!
//! The tables assume every kind may hold four and every added tile can be drawn. A suit where
//! that is not so — melds took copies of its kinds, it holds the joker kind (whose added
//! copies are jokers), or a joker may be a fifth copy of a kind it holds four of — is
//! answered, where its limits are caps on its ranks, by a table made for those caps
//! ([`capped`]); in a concealed hand holding a four, by tables of the distances under each
//! budget of copies beyond four ([`fifth`]); otherwise by trying its targets under the hand's
//! own limits ([`exact`]), the suits then summed with a budget of jokers for the tiles that
//! cannot be drawn. Seven pairs and thirteen orphans are read from a few counts
//! ([`special`]).
//!
//! The quick paths, which read a hand's keys in place, are here; every other hand takes the
//! general path ([`general`]). A concealed hand under a joker kind is read on them too, its
//! copies taken out as jokers, wherever the hand may spend four jokers on the kind's rank:
//! its caps are then four, and the plain tables answer it (on a loop over `hupai bench`'s
//! `efficiency_joker_kind` hands, 101 ns a shanten before, 40 after; `BENCHMARKS.md`).

mod capped;
mod combine;
mod counts;
mod draws;
mod efficiency;
mod exact;
mod fifth;
mod general;
mod knitted;
mod remembered;
mod special;
mod splits;

pub use efficiency::{Discard, Discards, EffectiveTiles};

use super::{CheckError, Checker};
use crate::base::key::hand_index;
use crate::mahjong::checker::view::{View, take_joker_kind};
use crate::mahjong::hand::Hand;
use crate::mahjong::table::SuitTable;
use crate::mahjong::tile::Suit;
use combine::of_entries;
use remembered::Remembered;
use special::FULL;

/// A hand's shanten in each form; `None` for a form the rules disable or that no draw reaches.
///
/// -1 is complete (3n+2 concealed tiles only), 0 waiting, `s` that many tiles from waiting.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Shanten {
    /// Groups (four less the melds) and a pair.
    pub standard: Option<i8>,
    /// Seven pairs.
    pub seven_pairs: Option<i8>,
    /// Thirteen orphans.
    pub thirteen_orphans: Option<i8>,
    /// 组合龙 (knitted straight, under `knitted`): 14 concealed tiles, or 11 beside one meld.
    pub knitted_straight: Option<i8>,
    /// 全不靠 (honors and knitted tiles, under `knitted`; 七星不靠 is one of its hands).
    pub honors_and_knitted: Option<i8>,
    /// 嚦咕嚦咕 (seven pairs and a triplet, under `seven_pairs_and_triplet` in a sixteen-tile
    /// game): 17 concealed tiles.
    pub seven_pairs_and_triplet: Option<i8>,
}

impl Shanten {
    /// The least over the forms: the hand's shanten.
    #[inline]
    pub fn least(&self) -> Option<i8> {
        let value = |form: Option<i8>| form.unwrap_or(i8::MAX);
        // The default rules' three forms, the other three, then the two: compares in a
        // tree rather than a chain, which makes a count array's shanten some 16
        // instructions and 5% shorter (`BENCHMARKS.md`).
        let common = value(self.standard)
            .min(value(self.seven_pairs))
            .min(value(self.thirteen_orphans));
        let others = value(self.knitted_straight)
            .min(value(self.honors_and_knitted))
            .min(value(self.seven_pairs_and_triplet));
        let least = common.min(others);
        (least != i8::MAX).then_some(least)
    }
}

/// A hand the tables answer whole, as they read it.
struct Whole {
    /// The suit keys, the honors' 0 in a game of suits alone.
    keys: [u32; 4],
    /// The jokers, copies of the joker kind included.
    jokers: u8,
    /// Each suit's place in the shanten tables, the honors' past them in a game of suits.
    places: [usize; 4],
    /// Whether every place is a key's of the hand (none past the tables).
    hand_sized: bool,
    /// What the special forms read.
    sums: special::Sums,
}

/// Shanten from the tiles a target adds, its size and the jokers.
#[inline(always)]
fn from_fills(fills: u8, jokers: u8) -> i8 {
    fills as i8 - jokers as i8 - 1
}

impl<T: SuitTable> Checker<T> {
    /// The hand's shanten in every form the rules enable: a hand of 3n+1 or 3n+2 concealed
    /// tiles (jokers included) beside its melds.
    ///
    /// Fails as [`is_complete`](Self::is_complete) (3n+2) or [`waits`](Self::waits) (3n+1)
    /// do on a hand they refuse: a size that is neither, more jokers than `max_jokers`, the
    /// joker kind in a meld, an honor under `suits_only`, one of 2m..8m under `three_player`.
    #[inline]
    pub fn shanten(&self, hand: &Hand) -> Result<Shanten, CheckError> {
        match self.quick_shanten(hand) {
            Some(shanten) => Ok(shanten),
            None => self.shanten_in_full(hand),
        }
    }

    #[inline(never)]
    fn shanten_in_full(&self, hand: &Hand) -> Result<Shanten, CheckError> {
        self.shanten_walked(hand, &mut Remembered::new())
    }

    /// [`shanten`](Self::shanten), the suits walked by their limits kept in `remembered` for
    /// the hands asked after it.
    fn shanten_remembering(
        &self,
        hand: &Hand,
        remembered: &mut Remembered,
    ) -> Result<Shanten, CheckError> {
        match self.quick_shanten(hand) {
            Some(shanten) => Ok(shanten),
            None => self.shanten_walked(hand, remembered),
        }
    }

    /// The general path of [`shanten_remembering`](Self::shanten_remembering).
    fn shanten_walked(
        &self,
        hand: &Hand,
        remembered: &mut Remembered,
    ) -> Result<Shanten, CheckError> {
        let view = self.shanten_view(hand)?;
        Ok(self.shanten_of(&view, hand.jokers(), remembered))
    }

    /// The answer for a hand the tables answer whole ([`whole`](Self::whole)), read in place
    /// (its keys are current). `None` leaves the hand to the general path.
    #[inline(always)]
    fn quick_shanten(&self, hand: &Hand) -> Option<Shanten> {
        if hand.meld_count() != 0 {
            return self.quick_melded_shanten(hand);
        }
        self.quick_shanten_keys(hand.table_keys(), hand.jokers(), hand.concealed_len())
    }

    /// The answer for a hand beside melds under rules that take its keys as they are
    /// (the checker's `plain`), its melded suits read from the tables under their caps
    /// ([`capped`]); `None` leaves the hand to the general path: no such rules, a size the
    /// tables do not answer, too many jokers, or jokers that may be fifth copies. Melds leave
    /// only the standard form. The hand has a meld (the caller's test).
    #[inline(never)]
    fn quick_melded_shanten(&self, hand: &Hand) -> Option<Shanten> {
        debug_assert!(hand.meld_count() > 0, "a hand beside melds");
        let r = &self.rules;
        if !self.plain || r.knitted {
            return None;
        }
        let (concealed, jokers) = (hand.concealed_len(), hand.jokers());
        let target = match concealed % 3 {
            2 => concealed,
            1 => concealed + 1,
            _ => return None,
        };
        if target + 3 * hand.meld_count() > self.full() || jokers > r.max_jokers {
            return None;
        }
        // Beside melds, a joker that may be a fifth copy can gain: walked.
        if r.joker_fifth_copy && jokers > 0 {
            return None;
        }
        let groups = (target - 2) / 3;
        let keys = &hand.table_keys();
        // SAFETY: a hand's keys are of counts at most four, and of at most `target` tiles in
        // all, which the size test above holds to 14 (`MAX_TILES`) or fewer beside the meld
        // the hand has (the caller's test).
        let mut entries = unsafe {
            self.tables
                .shanten()
                .entries_of_hand_sized(keys.map(hand_index))
        };
        self.melded_entries(hand, keys, &mut entries, groups)?;
        Some(Shanten {
            standard: of_entries(&entries, groups).map(|fills| from_fills(fills, jokers)),
            ..Shanten::default()
        })
    }

    /// The answer for concealed tiles without melds, from their suit `keys` (counts each at
    /// most four), `jokers` and the number of `concealed` tiles, jokers included: from these
    /// alone, so that a caller holding counts that another thread may change reads them once,
    /// into the keys. `None` leaves the hand to the general path: a size or rule set the tables
    /// do not answer whole, or too many jokers.
    #[inline(always)]
    fn quick_shanten_keys(&self, keys: [u32; 4], jokers: u8, concealed: u8) -> Option<Shanten> {
        let target = match concealed % 3 {
            2 => concealed,
            1 => concealed + 1,
            _ => return None,
        };
        // Five concealed groups (a sixteen-tile game) are past the tables' entries.
        if target > FULL {
            return None;
        }
        let whole = self.whole(keys, jokers)?;
        let groups = (target - 2) / 3;
        let tables = self.tables.shanten();
        let entries = if whole.hand_sized {
            // SAFETY: the places are of the hand's keys, counts at most four (the caller's
            // promise), and of at most `FULL` tiles a suit (the size test above).
            unsafe { tables.entries_of_hand_sized(whole.places) }
        } else {
            tables.entries_at(whole.places)
        };
        let standard = of_entries(&entries, groups);
        Some(self.with_special_forms(standard, &whole.sums, whole.jokers, target == FULL, true))
    }

    /// A hand as the tables answer it whole ([`whole`](Self::whole)), or `None`: melds too.
    #[inline(always)]
    fn whole_hand(&self, hand: &Hand) -> Option<Whole> {
        if hand.meld_count() != 0 {
            return None;
        }
        self.whole(hand.table_keys(), hand.jokers())
    }

    /// Concealed tiles without melds as the tables answer them whole, or `None`: not a
    /// three-player game (whose man suit has no 2m..8m to keep or draw), no knitted forms,
    /// jokers the rules accept, no joker (held or drawn) that may be a fifth copy of a kind
    /// held four times. The joker kind's copies held (its key digit) are jokers: taken out
    /// of its suit's key and counted with the jokers. In a game of suits alone
    /// (`suits_only`) the joker kind, if any, is an honor and the honors hold nothing else.
    /// Elsewhere the copies of the joker kind still to draw are jokers as well, so that the
    /// hand may spend on its own rank only the jokers it holds or can draw
    /// ([`budget_of`](Self::budget_of)): with four or more, as many as the rank holds, the plain
    /// tables answer it as the tables of its caps would ([`capped`]); with fewer (a
    /// `max_jokers` below four) the general path does.
    #[inline(always)]
    fn whole(&self, keys: [u32; 4], jokers: u8) -> Option<Whole> {
        let r = &self.rules;
        if self.plain && !r.knitted {
            // The common rules, settled once: the keys as they are.
            return self.whole_of(keys, jokers);
        }
        self.whole_under_rules(keys, jokers)
    }

    /// [`whole`](Self::whole) under rules that are not plain, out of line: the common rules'
    /// callers keep their loops small.
    #[inline(never)]
    fn whole_under_rules(&self, mut keys: [u32; 4], mut jokers: u8) -> Option<Whole> {
        let r = &self.rules;
        if r.knitted || r.three_player {
            return None;
        }
        if let Some(j) = r.joker {
            if r.suits_only && j.suit() != Suit::Honor {
                return None;
            }
            let own = take_joker_kind(&mut keys, j);
            jokers += own;
            if !r.suits_only && self.budget_of(jokers, own) < 4 {
                return None;
            }
        }
        if r.suits_only && keys[3] != 0 {
            return None;
        }
        self.whole_of(keys, jokers)
    }

    /// The hand [`whole`](Self::whole) answers from `keys` and `jokers` as the rules leave
    /// them, or `None` for jokers the rules refuse or that may be a fifth copy of a kind held
    /// four times.
    #[inline(always)]
    fn whole_of(&self, keys: [u32; 4], jokers: u8) -> Option<Whole> {
        let r = &self.rules;
        let counts = special::Counts::of_keys(&keys);
        let sums = counts.sums();
        if jokers > r.max_jokers || (self.fifth_copies(jokers) && sums.any_fours()) {
            return None;
        }
        let mut places = counts.places();
        if r.suits_only {
            // Past the tables: no tile to keep or draw, no pair, nothing to add.
            places[3] = usize::MAX;
        }
        Some(Whole {
            keys,
            jokers,
            places,
            hand_sized: !r.suits_only,
            sums,
        })
    }

    /// Whether a joker may be a fifth copy of a kind held four times: one held, or a copy of
    /// the joker kind drawn.
    #[inline(always)]
    fn fifth_copies(&self, jokers: u8) -> bool {
        self.rules.joker_fifth_copy && (jokers > 0 || self.rules.joker.is_some())
    }

    /// The forms' shanten from the standard form's added tiles and the counts the special
    /// forms read: those apply to 14 concealed tiles without melds (`fourteen`), and
    /// thirteen orphans only where the joker kind's place among them can be filled
    /// (`orphans_fill`).
    #[inline(always)]
    fn with_special_forms(
        &self,
        standard: Option<u8>,
        counts: &special::Sums,
        jokers: u8,
        fourteen: bool,
        orphans_fill: bool,
    ) -> Shanten {
        let r = &self.rules;
        let seven_pairs = (fourteen && r.seven_pairs)
            .then(|| from_fills(FULL - counts.seven_pairs_kept(r.seven_pairs_quad), jokers));
        let orphans = fourteen && self.orphans_possible() && orphans_fill;
        Shanten {
            standard: standard.map(|fills| from_fills(fills, jokers)),
            seven_pairs,
            thirteen_orphans: orphans
                .then(|| from_fills(FULL - counts.thirteen_orphans_kept(), jokers)),
            knitted_straight: None,
            honors_and_knitted: None,
            seven_pairs_and_triplet: None,
        }
    }
}

#[cfg(test)]
mod tests;
