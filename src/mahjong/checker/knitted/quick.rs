//! The knitted forms on the quick paths, where a check reads a hand in place under plain
//! rules, and where nearly every hand is not knitted and must pay next to nothing for it.
//!
//! What the quick paths have read already rules out almost all of them, inline: a knitted
//! straight's honors are all in its group and pair (the arrangement holds none), so the honor
//! byte the standard form's lookup just read must be within the jokers; 全不靠 holds five
//! honors or more, which the honor byte shows too; and the knitted forms' tiles are far from
//! groups, which the sum of the bytes' needs without a pair shows
//! ([`knitted_open`](Checker::knitted_open)).
//! A hand without jokers that passes is then answered inline and with no branch, from its
//! numbered keys' entries in the table of what each suit key holds of the knitted rank sets
//! ([`KnittedKeys`](crate::mahjong::checker::knitted_keys)): 全不靠 from the sets that hold
//! all their ranks beside fourteen different kinds (each kind held once is odd), a knitted
//! straight from their sets held whole with a complete rest ([`plain_knitted`]). Hands of the
//! knitted forms are answered without a branch that depends on which form, if any, they are
//! in, where reading an entry and going out of line for the few that pass had each kind of
//! hand take its own way; the hands that the gate lets through and are not knitted (under 2%
//! of random hands) read the entries too, and the ordinary hands under `knitted=true` pay
//! for a larger inlined check (`BENCHMARKS.md`).
//! With jokers, bounds on the standard form's need come first (a knitted straight's nine
//! places are each alone in any completion of the standard form), then the lacking counts,
//! and a knitted straight takes out each arrangement the jokers can fill and looks up what is
//! left, usually one arrangement and four lookups of small keys.

use super::ranks::{Held, Lanes, plain_knitted, without_arrangement, without_places};
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
    /// one: from its numbered keys' entries, with no branch ([`plain_knitted`]). Without
    /// jokers a knitted straight's bit in `open` says that the honors are complete as they
    /// are. A knitted straight holds its arrangement whole, with the rest complete, in a hand
    /// of fourteen slots (the nine places alone rule out fewer than eleven concealed tiles);
    /// 全不靠 is fourteen different kinds, so many held an odd number of times, which only
    /// fourteen concealed tiles can be where the knitted forms are on (a thirteen-tile game:
    /// at most fourteen). `None` without the table (rules without the knitted forms).
    #[inline(always)]
    pub(in crate::mahjong::checker) fn knitted_without_jokers(
        &self,
        hand: &Hand,
        open: u32,
    ) -> Option<bool> {
        let straight = (open & STRAIGHT != 0) & (hand.slots() == 14);
        let distinct = (open & HONORS_AND_KNITTED != 0) & (hand.odd_kinds() == 14);
        self.knitted_plain(hand.keys(), straight, distinct)
    }

    /// Whether a hand without jokers whose own `keys` these are is complete as a knitted
    /// straight (where `straight` says its size allows one and its honors are complete) or as
    /// 全不靠 (where `distinct` says it is fourteen different kinds), with no branch on the
    /// answer. `None` without the table (rules without the knitted forms).
    #[inline(always)]
    pub(in crate::mahjong::checker) fn knitted_plain(
        &self,
        keys: &[u32; 4],
        straight: bool,
        distinct: bool,
    ) -> Option<bool> {
        let entries = self.knitted_keys.read(keys)?;
        Some(plain_knitted(entries, straight, distinct))
    }

    /// Whether a hand the quick paths read in place, whose honors leave the knitted forms of
    /// `open` possible ([`knitted_open`](Self::knitted_open)), is complete in one, beside the
    /// standard form's table `bytes`. Without jokers from the checker's entries of its
    /// numbered keys alone ([`knitted_without_jokers`](Self::knitted_without_jokers)); with
    /// them, after the bounds of [`knitted_possible`](Self::knitted_possible), by
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
            return self.knitted_without_jokers(hand, open);
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

    /// Whether a hand whose own `keys` may be complete in the knitted forms of `maybe` (what
    /// [`knitted_possible`](Self::knitted_possible) says of them, beside `jokers` and the
    /// standard form's table `bytes`) is complete in one: without jokers as
    /// [`knitted_plain`](Self::knitted_plain) says, with them from the ranks it holds, 全不靠
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
            // The straight's bit comes from the gate's, which without jokers says that the
            // honors are complete.
            let straight = maybe.contains(Forms::KNITTED_STRAIGHT);
            let distinct = maybe.contains(Forms::HONORS_AND_KNITTED);
            return self.knitted_plain(keys, straight, distinct);
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
