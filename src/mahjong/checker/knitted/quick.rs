//! The knitted forms on the quick paths, where a check reads a hand in place under plain
//! rules, and where nearly every hand is not knitted and must pay next to nothing for it.
//!
//! What the quick paths have read already rules out almost all of them, inline: a knitted
//! straight's honors are all in its group and pair (the arrangement holds none), so the honor
//! byte the standard form's lookup just read must be within the jokers; 全不靠 holds five
//! honors or more, which the honor byte shows too; and the knitted forms' tiles are far from
//! groups, which the sum of the bytes' needs without a pair shows
//! ([`knitted_open`](Checker::knitted_open)).
//! A hand without jokers that passes for a knitted straight then reads its first suit's entry
//! in the table of what each numbered suit key holds of the knitted rank sets
//! ([`KnittedKeys`](crate::mahjong::checker::knitted_keys)): the suit must hold one set whole
//! with a complete rest, which few hands do. Only the hands that pass go out of line, with the
//! other special forms. Without jokers the entries alone then answer: 全不靠 from the sets
//! that hold all their ranks ([`within_one`]) beside fourteen different kinds (each kind held
//! once is odd), a knitted straight from their sets held whole with a complete rest
//! ([`whole_straight`]).
//! With jokers, bounds on the standard form's need come first (a knitted straight's nine
//! places are each alone in any completion of the standard form), then the lacking counts,
//! and a knitted straight takes out each arrangement the jokers can fill and looks up what is
//! left, usually one arrangement and four lookups of small keys.

use super::ranks::{Held, Lanes, whole_straight, within_one, without_arrangement, without_places};
use crate::mahjong::checker::honors_gate::{HONORS_AND_KNITTED, STRAIGHT};
use crate::mahjong::checker::standard::within;
use crate::mahjong::checker::{Checker, Forms};
use crate::mahjong::hand::Hand;
use crate::mahjong::table::SuitTable;

impl<T: SuitTable> Checker<T> {
    /// The first test of the knitted forms on the quick paths, inline: by the honors' table
    /// byte of the standard form's table `bytes` and the sum of their needs without a pair,
    /// and `jokers` (at most eight), the knitted forms that may be complete, as [`STRAIGHT`]
    /// and [`HONORS_AND_KNITTED`] bits (none when the rules have no knitted forms). Nearly
    /// every hand that is not knitted ends here.
    #[inline(always)]
    pub(in crate::mahjong::checker) fn knitted_open(&self, bytes: u32, jokers: u8) -> u32 {
        self.knitted_honors.open(bytes, jokers) & (STRAIGHT | HONORS_AND_KNITTED)
    }

    /// Whether a hand without jokers that the quick paths read in place, whose honors leave the
    /// knitted forms of `open` possible ([`knitted_open`](Self::knitted_open)), is complete in
    /// one, beside the standard form's table `bytes`: from the checker's entries of its
    /// numbered keys alone. A knitted straight holds its arrangement whole, which the entries
    /// say with whether the rest is complete, in a hand of fourteen slots (fourteen concealed,
    /// or eleven beside a meld); 全不靠 is fourteen different kinds.
    #[inline(always)]
    pub(in crate::mahjong::checker) fn knitted_without_jokers(
        &self,
        hand: &Hand,
        bytes: u32,
        open: u32,
    ) -> Option<bool> {
        let (keys, concealed) = (hand.keys(), hand.concealed_len());
        if open & STRAIGHT != 0 && hand.slots() == 14 && concealed >= 11 {
            let entries = self.knitted_keys.read(keys)?;
            if whole_straight(entries, (bytes >> 24) as u8) {
                return Some(true);
            }
        }
        if open & HONORS_AND_KNITTED != 0 && concealed == 14 && hand.odd_kinds() == 14 {
            return Some(within_one(self.knitted_keys.read(keys)?));
        }
        Some(false)
    }

    /// Whether a hand whose honors leave the knitted forms of `open` possible
    /// ([`knitted_open`](Self::knitted_open)) may be knitted as its first suit's entry says:
    /// without jokers, a knitted straight holds one rank set of each suit whole, with the
    /// rest of the suit complete, which most hands whose honors let them through do not.
    /// Inline, and one load.
    #[inline(always)]
    pub(in crate::mahjong::checker) fn knitted_first_suit(
        &self,
        keys: &[u32; 4],
        jokers: u8,
        open: u32,
    ) -> bool {
        open != STRAIGHT || jokers != 0 || self.knitted_keys.whole_set(keys[0])
    }

    /// Whether a hand the quick paths read in place, whose honors leave the knitted forms of
    /// `open` possible ([`knitted_open`](Self::knitted_open)), is complete in one, beside the
    /// standard form's table `bytes`. Without jokers from the checker's entries of its
    /// numbered keys alone ([`knitted_whole`](Self::knitted_whole)); with them, after the
    /// bounds of [`knitted_possible`](Self::knitted_possible), by
    /// [`knitted_quick`](Self::knitted_quick). `None` leaves the hand to the full tests.
    #[inline(always)]
    pub(in crate::mahjong::checker) fn knitted_of_hand(
        &self,
        hand: &Hand,
        bytes: u32,
        open: u32,
    ) -> Option<bool> {
        let (jokers, concealed) = (hand.jokers(), hand.concealed_len());
        let distinct = || hand.odd_kinds() + jokers == 14;
        if jokers == 0 {
            return self.knitted_without_jokers(hand, bytes, open);
        }
        let sizes = (concealed, hand.slots());
        let maybe = self.knitted_possible(open, (bytes, jokers), sizes, distinct);
        if maybe.is_empty() {
            return Some(false);
        }
        self.knitted_quick(hand.keys(), (bytes, jokers), maybe)
    }

    /// The knitted forms that may be complete in a hand the quick paths read in place (plain
    /// rules: no joker kind, honors and 2m..8m all in the set), whose honors leave the
    /// knitted forms of `open` possible ([`knitted_open`](Self::knitted_open)), from what
    /// they have read: the standard form's table `bytes` of its keys, `jokers`, `concealed`
    /// tiles and the hand's `slots` (with three a meld), and `distinct`, which says, for
    /// fourteen concealed tiles, whether no kind is held twice. A knitted straight,
    /// [`Forms::KNITTED_STRAIGHT`]; 全不靠, [`Forms::HONORS_AND_KNITTED`]. Inline, and cheap.
    #[inline(always)]
    pub(in crate::mahjong::checker) fn knitted_possible(
        &self,
        open: u32,
        (bytes, jokers): (u32, u8),
        (concealed, slots): (u8, u8),
        distinct: impl FnOnce() -> bool,
    ) -> Forms {
        // Fourteen concealed, or eleven beside a meld: the knitted forms are of thirteen-tile
        // games, whose complete hands fill fourteen slots; a knitted straight's nine places
        // are far from the standard form ([`needs_at_least`]).
        let straight = (open & STRAIGHT != 0) & (slots == 14) & (concealed >= 11)
            && needs_at_least(bytes, 12 - 2 * i32::from(jokers));
        // And 全不靠 holds no kind twice.
        let distinct = (open & HONORS_AND_KNITTED != 0) & (concealed == 14) && distinct();
        let straight = Forms::KNITTED_STRAIGHT.when(straight);
        straight.union(Forms::HONORS_AND_KNITTED.when(distinct))
    }

    /// Whether a hand without jokers whose own `keys` may be complete in the knitted forms of
    /// `maybe` (what [`knitted_possible`](Self::knitted_possible) says of them, beside the
    /// standard form's table `bytes`) is complete in one, from the checker's entries of its
    /// numbered keys alone: 全不靠 from the sets holding their ranks, a knitted straight from
    /// their sets held whole with a complete rest and the honors' byte. `None` without the
    /// entries (rules without the knitted forms, which `maybe` never names).
    #[inline(always)]
    pub(in crate::mahjong::checker) fn knitted_whole(
        &self,
        keys: &[u32; 4],
        bytes: u32,
        maybe: Forms,
    ) -> Option<bool> {
        if maybe.is_empty() {
            return Some(false);
        }
        let entries = self.knitted_keys.read(keys)?;
        if maybe.contains(Forms::KNITTED_STRAIGHT) && whole_straight(entries, (bytes >> 24) as u8) {
            return Some(true);
        }
        Some(maybe.contains(Forms::HONORS_AND_KNITTED) && within_one(entries))
    }

    /// Whether a hand whose own `keys` may be complete in the knitted forms of `maybe` (what
    /// [`knitted_possible`](Self::knitted_possible) says of them, beside `jokers` and the
    /// standard form's table `bytes`) is complete in one: without jokers as
    /// [`knitted_whole`](Self::knitted_whole) says, with them from the ranks it holds, 全不靠
    /// from what each suit lacks alone, a knitted straight by taking out each arrangement the
    /// jokers can fill and looking up the rest (its honors as they were: an arrangement holds
    /// none). `None` leaves the hand to
    /// the full tests: under the strict joker policy, a joker beside the arrangement's taken
    /// copies must keep within four, which they count.
    #[inline(always)]
    pub(in crate::mahjong::checker) fn knitted_quick(
        &self,
        keys: &[u32; 4],
        (bytes, jokers): (u32, u8),
        maybe: Forms,
    ) -> Option<bool> {
        if jokers == 0 {
            return self.knitted_whole(keys, bytes, maybe);
        }
        // Every tile 全不靠 holds is alone in the standard form (the honors too, without honor
        // sequences), so it needs two jokers (the pair's one): as for a knitted straight's
        // places (`needs_at_least`), with the fourteen less the jokers all places; under honor
        // sequences the numbered tiles alone, seven or more less the jokers. Fourteen different
        // kinds are rare without jokers, not with them: this rules out most of those.
        let alone = if self.rules.honor_sequences { 13 } else { 27 };
        let (straight, honors_and_knitted) = (
            maybe.contains(Forms::KNITTED_STRAIGHT),
            maybe.contains(Forms::HONORS_AND_KNITTED)
                && needs_at_least(bytes, alone - 2 * i32::from(jokers)),
        );
        if !(straight || honors_and_knitted) {
            return Some(false);
        }
        // What each suit lacks of each rank set, from the entries; the ranks held, for the
        // places an arrangement takes out, only where the jokers can fill one.
        let lanes = Lanes::of_entries(self.knitted_keys.read(keys)?);
        if honors_and_knitted && lanes.within_any() != 0 {
            return Some(true);
        }
        if !straight {
            return Some(false);
        }
        if !self.rules.joker_fifth_copy {
            return None;
        }
        let mut fillable = lanes.fillable(jokers);
        if fillable == 0 {
            return Some(false);
        }
        let held = Held::numbered(keys);
        let t = &self.tables;
        while fillable != 0 {
            let a = fillable.trailing_zeros() as usize;
            fillable &= fillable - 1;
            let missing = lanes.missing(a);
            let rest = if missing == 0 {
                without_arrangement(keys, a)
            } else {
                without_places(keys, a, held.numbered)
            };
            let numbered = [
                t.numbered(rest[0]),
                t.numbered(rest[1]),
                t.numbered(rest[2]),
                0,
            ];
            let left = jokers - missing as u8;
            if within(u32::from_le_bytes(numbered) | bytes & 0xFF00_0000, left) {
                return Some(true);
            }
        }
        Some(false)
    }
}

/// Whether a hand whose standard form's table `bytes` these are needs `least` jokers or more
/// to complete it: the bound that rules a hand out of a knitted straight (12 − 2 × jokers) or
/// 全不靠 (27 − 2 × jokers).
///
/// Of the arrangement's nine places a knitted straight holds P ≥ 9 − jokers, each alone: no
/// two can be in one group (two places of a suit are three ranks apart). In any completion of
/// the standard form each place is in a group or pair of its own, which wants two more tiles
/// (the one pair one), and the R other tiles fill at most R of those: at least 2P − 1 − R
/// jokers. With fourteen tiles less the jokers, R = 14 − jokers − P, so at least
/// 3P − 15 + jokers ≥ 12 − 2 × jokers (eleven beside a meld want three more). The table bytes
/// are exact per suit (15, never, is above every bound a suit's tiles give), so their least
/// need is the hand's.
#[inline(always)]
fn needs_at_least(bytes: u32, least: i32) -> bool {
    least <= 0 || !within(bytes, (least - 1) as u8)
}
