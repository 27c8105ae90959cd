//! The entry point for callers that keep a count array rather than a [`Hand`](crate::Hand):
//! game servers, the bindings, simulators. They pay for the suit keys on every call, so the
//! counts are read eight to a word ([`packed`]): checked and summed a word at a time, each
//! suit's key built with three multiplications ([`packed::suit_key`]), the first suit looked
//! up before the others are built (most hands that are not complete stop there), and the
//! special forms read from the same words. A hand that is not plainly checkable (a rule set
//! with a joker kind or without honours, a wrong size, a bad count) takes the general path,
//! which names what is wrong.

use super::packed;
use super::{CheckError, Checker, NO_MELDS, View, forms, within};
use crate::mahjong::hand::{self, HandError};
use crate::mahjong::tile::KINDS;
use crate::table::SuitTable;
use crate::table::{with_pair, without_pair};

impl<T: SuitTable> Checker<T> {
    /// Whether concealed counts plus jokers (no melds) are complete in any enabled form,
    /// computing the suit keys from the counts: the entry point for callers that keep a count
    /// array rather than a [`Hand`](crate::Hand).
    ///
    /// Fails when a count is above four or the counts are not a hand (a [`CheckError::Hand`]),
    /// or for the reasons [`is_complete`](Self::is_complete) gives.
    #[inline]
    pub fn is_complete_counts(&self, counts: &[u8; KINDS], jokers: u8) -> Result<bool, CheckError> {
        match self.quick_complete_counts(counts, jokers) {
            Some(answer) => Ok(answer),
            None => self.is_complete_counts_in_full(counts, jokers),
        }
    }

    /// The answer for plain rules and a checkable hand, small enough to inline into a
    /// caller's loop; `None` leaves the counts to the general path.
    #[inline(always)]
    fn quick_complete_counts(&self, counts: &[u8; KINDS], jokers: u8) -> Option<bool> {
        let words = packed::words(counts);
        if !self.plain_rules() || packed::any_above_four(words) {
            return None;
        }
        // At most 34 * 4 + 255: a size out of range fails the size test.
        let concealed = packed::total(words) + u32::from(jokers);
        let concealed = u8::try_from(concealed).unwrap_or(u8::MAX);
        if !self.plain_sizes_ok(concealed, jokers) {
            return None;
        }
        // The first suit alone first: most hands that are not complete have a suit that cannot
        // complete with the jokers held, found so after one key and one lookup. Stopping after
        // each suit would cost complete hands more than it saves.
        let [m, p, s, z] = packed::suits(words);
        let t = &self.tables;
        let hopeless = |byte: u8| without_pair(byte).min(with_pair(byte)) > jokers;
        let special = || Some(concealed == 14 && self.special_of_words(words, jokers));
        let bm = t.numbered(packed::suit_key(m));
        if hopeless(bm) {
            return special();
        }
        let bp = t.numbered(packed::suit_key(p));
        let bs = t.numbered(packed::suit_key(s));
        let bz = t.honours(packed::suit_key(z));
        let bytes = u32::from_le_bytes([bm, bp, bs, bz]);
        Some(within(bytes, jokers) || (concealed == 14 && self.special_of_words(words, jokers)))
    }

    /// Seven pairs or thirteen orphans, whichever is enabled, from the count words of 14
    /// concealed tiles under plain rules: a test of a few operations for each (at most
    /// `jokers` kinds held an odd number of times; no simple tiles), and the full test only
    /// for the few hands it allows.
    #[inline(always)]
    fn special_of_words(&self, words: [u64; 5], jokers: u8) -> bool {
        let r = &self.rules;
        let pairs = r.seven_pairs && packed::odd_kinds(words) <= u32::from(jokers);
        let orphans = self.orphans_possible() && forms::only_orphans(words);
        (pairs || orphans) && self.special_of_words_in_full(words)
    }

    /// The full tests of [`special_of_words`](Self::special_of_words), out of line.
    #[inline(never)]
    fn special_of_words_in_full(&self, words: [u64; 5]) -> bool {
        let r = &self.rules;
        (r.seven_pairs && forms::seven_pairs_of_words(words, r.seven_pairs_quad))
            || (self.orphans_possible() && forms::thirteen_orphans(words))
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
            counts: *counts,
            melded: NO_MELDS,
            meld_count: 0,
            concealed: tiles as u8 + jokers,
            keys,
            jokers,
        })?;
        Ok(self.complete(&view))
    }
}
