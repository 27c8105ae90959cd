//! The entry point for callers that keep a count array rather than a [`Hand`](crate::Hand): game
//! servers, the bindings, simulators. They pay for the suit keys on every call, so the counts are
//! read a register at a time ([`sse2`](super::sse2) on x86_64, eight to a word with [`packed`]
//! elsewhere): checked, summed and made into the four keys side by side. The size test comes before
//! the lookups, so that only keys of valid counts reach the tables and the lookups need no range
//! test. The four lookups and the test of them are then those of a [`Hand`](crate::Hand), all four
//! every time: stopping after the first suit whose need exceeds the jokers brings random hands down
//! to the cost of a `Hand`'s, but the branch on a lookup's answer, mispredicted on hands that are
//! near complete or hold jokers, makes those slower (measured on the `one_away`, `jokers1` and
//! `jokers2` bench classes; `BENCHMARKS.md`). The special forms are tested first from the registers
//! the keys were made from (kinds held an odd number of times, simple tiles held), the knitted
//! forms as on a hand's quick path, and in full only for the few hands that pass, from the keys
//! made here. A hand that is not plainly checkable (a rule set with a joker kind or without honors,
//! a wrong size, a bad count) takes the general path, which names what is wrong.

#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
pub(super) use super::sse2::Lanes as Loaded;
use super::{CheckError, Checker, Forms, forms};
use crate::base::key::within_tables;
use crate::mahjong::checker::honors_gate::{HONORS_AND_KNITTED, STRAIGHT};
use crate::mahjong::checker::standard::within;
use crate::mahjong::checker::view::{NO_MELDS, View};
use crate::mahjong::hand::{self, HandError};
use crate::mahjong::packed;
#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
pub(super) use crate::mahjong::packed::Words as Loaded;
use crate::mahjong::table::SuitTable;
use crate::mahjong::tile::KINDS;

impl<T: SuitTable> Checker<T> {
    /// Whether concealed counts plus jokers (no melds) are complete in any enabled form,
    /// computing the suit keys from the counts: the entry point for callers that keep a count
    /// array rather than a [`Hand`](crate::Hand).
    ///
    /// Fails when a count is above four or the counts are not a hand (a [`CheckError::Hand`]),
    /// or for the reasons [`is_complete`](Self::is_complete) gives.
    #[inline]
    pub fn is_complete_counts(&self, counts: &[u8; KINDS], jokers: u8) -> Result<bool, CheckError> {
        let special = match self.quick_complete_counts(counts, jokers) {
            Quick::Answer(answer) => return Ok(answer),
            Quick::Special(special) => Some(special),
            Quick::General => None,
        };
        match special.and_then(|s| self.special_of_counts(counts, jokers, &s)) {
            Some(answer) => Ok(answer),
            None => self.is_complete_counts_in_full(counts, jokers),
        }
    }

    /// The answer for plain rules and a checkable hand, small enough to inline into a
    /// caller's loop, or what is left to do out of line.
    #[inline(always)]
    fn quick_complete_counts(&self, counts: &[u8; KINDS], jokers: u8) -> Quick {
        if !self.plain_rules() {
            return Quick::General;
        }
        let loaded = Loaded::load(counts);
        // A count above four makes `tiles` 255 or more, which fails the size test.
        let (keys, tiles) = loaded.keys_and_tiles();
        let concealed = tiles + u32::from(jokers);
        if concealed > u32::from(self.full()) || !self.plain_sizes_ok(concealed as u8, jokers) {
            return Quick::General;
        }
        // SAFETY: `tiles` is at most 17, below the 255 that a count above four makes it.
        let keys = unsafe { within_tables(keys) };
        let bytes = self.lookup_word(&keys);
        let concealed = concealed as u8;
        if within(bytes, jokers) {
            return Quick::Answer(true);
        }
        // As on a hand's quick path: the special forms from the registers the keys were made
        // from, the knitted forms from the honors' byte and the need, and without jokers then
        // from the keys with no branch.
        let others = self.special_possible_counts(loaded, jokers, concealed);
        if !(others || self.rules.knitted) {
            return Quick::Answer(false);
        }
        let open = self.knitted_open(bytes, jokers);
        if !others && open == 0 {
            return Quick::Answer(false);
        }
        if !others && jokers == 0 {
            let straight = (open & STRAIGHT != 0) & (concealed == 14);
            let distinct = (open & HONORS_AND_KNITTED != 0) & (concealed == 14);
            let distinct = distinct & !loaded.odd_kinds_at_most(13);
            return match self.knitted_plain(&keys, straight, distinct) {
                Some(answer) => Quick::Answer(answer),
                None => Quick::General,
            };
        }
        // Fourteen tiles less the jokers, each held once, are as many odd kinds.
        let distinct = || jokers >= 14 || !loaded.odd_kinds_at_most(13 - jokers);
        let knitted =
            self.knitted_possible(open, (bytes, jokers), (concealed, concealed), distinct);
        Quick::Special(Special {
            others,
            knitted,
            keys,
            bytes,
        })
    }

    /// Whether an enabled special form is possible under plain rules: for 14 concealed
    /// tiles, at most `jokers` kinds held an odd number of times for seven pairs, no simple
    /// tile for thirteen orphans; for 17, at most `jokers + 1` odd kinds for 嚦咕嚦咕. False
    /// rules them out; true leaves them to the full tests.
    #[inline(always)]
    fn special_possible_counts(&self, loaded: Loaded, jokers: u8, concealed: u8) -> bool {
        let r = &self.rules;
        match concealed {
            14 => loaded.special_possible(jokers, r.seven_pairs, self.orphans_possible()),
            17 => r.seven_pairs_and_triplet && loaded.odd_kinds_at_most(jokers + 1),
            _ => false,
        }
    }

    /// The special forms of a plainly checkable count array that the quick tests let
    /// through; `None` leaves it to the general path. Out of line, as few arrays get here,
    /// and answering in a register: the inlined part's answer is then not merged with a
    /// `Result` written to memory (five instructions and 5% of a random array's check,
    /// `BENCHMARKS.md`).
    #[inline(never)]
    fn special_of_counts(&self, counts: &[u8; KINDS], jokers: u8, s: &Special) -> Option<bool> {
        if self.knitted_quick(&s.keys, (s.bytes, jokers), s.knitted)? {
            return Some(true);
        }
        if !s.others {
            return Some(false);
        }
        let (r, words) = (&self.rules, packed::words(counts));
        Some(
            (r.seven_pairs && forms::seven_pairs_of_words(words, r.seven_pairs_quad))
                || (self.orphans_possible() && forms::thirteen_orphans(words))
                || (r.seven_pairs_and_triplet
                    && forms::seven_pairs_and_triplet(words, r.seven_pairs_quad)),
        )
    }

    /// The count arrays [`is_complete_counts`](Self::is_complete_counts) leaves: a
    /// designated joker kind or `suits_only`, and everything that is refused.
    #[inline(never)]
    fn is_complete_counts_in_full(
        &self,
        counts: &[u8; KINDS],
        jokers: u8,
    ) -> Result<bool, CheckError> {
        let (keys, tiles) = hand::keys_of(counts, &NO_MELDS)?;
        if jokers > hand::MAX_JOKERS {
            return Err(HandError::TooManyJokers.into());
        }
        if tiles + u32::from(jokers) > u32::from(hand::MAX_CONCEALED) {
            return Err(HandError::TooManyTiles.into());
        }
        let view = self.validate(View {
            melded: NO_MELDS,
            meld_count: 0,
            concealed: tiles as u8 + jokers,
            keys,
            jokers,
            joker_held: 0,
        })?;
        Ok(self.complete(&view))
    }
}

/// What the inlined part of [`Checker::is_complete_counts`] settles.
enum Quick {
    /// The answer.
    Answer(bool),
    /// Not complete in the standard form, and a special form may be. The full tests decide.
    Special(Special),
    /// Not plainly checkable: the general path answers, or names what is wrong.
    General,
}

/// A count array that the quick tests leave to the special forms' full tests, with what they
/// have made of it: the knitted forms' tests go on from the keys made here, not made again.
struct Special {
    /// Whether seven pairs, thirteen orphans or 嚦咕嚦咕 may be complete.
    others: bool,
    /// The knitted forms that may be.
    knitted: Forms,
    /// The suit keys.
    keys: [u32; 4],
    /// The standard form's table bytes of the keys.
    bytes: u32,
}
