//! Whether a hand is complete, and in which forms: the quick path that most hands end on
//! (the standard form's word test from the hand's own keys, then the few counts that rule out
//! the special forms and the honors' gate of the knitted ones), and the general path that
//! applies every rule key and names what is wrong with a hand it refuses.

use super::{CheckError, Checker, Decomposition, Forms, decomposition, forms};
use crate::mahjong::checker::standard::{best_pair_suit, within};
use crate::mahjong::checker::view::View;
use crate::mahjong::hand::Hand;
use crate::mahjong::packed;
use crate::mahjong::table::SuitTable;

impl<T: SuitTable> Checker<T> {
    /// Whether the hand is complete in any enabled form.
    ///
    /// Fails when the hand cannot be checked: not 3n+2 concealed tiles beside its melds
    /// ([`CheckError::WrongSize`]), more jokers than `max_jokers`, the joker kind in a meld, an
    /// honor other than the joker kind under `suits_only`, or one of 2m..8m, concealed or
    /// melded, under `three_player` ([`CheckError::NotInThreePlayer`]).
    #[inline]
    pub fn is_complete(&self, hand: &Hand) -> Result<bool, CheckError> {
        match self.quick_complete(hand) {
            Some(answer) => Ok(answer),
            None => self.is_complete_in_full(hand),
        }
    }

    /// The answer under plain rules for a hand of a checkable size without melds that limit
    /// its jokers, read from the hand's own keys in place; the standard form small enough to
    /// inline into a caller's loop. `None` leaves the hand to [`is_complete_in_full`].
    ///
    /// [`is_complete_in_full`]: Self::is_complete_in_full
    #[inline(always)]
    pub(super) fn quick_complete(&self, hand: &Hand) -> Option<bool> {
        let (melds, jokers) = (hand.meld_count(), hand.jokers());
        if !self.plain_rules()
            || self.melds_limit_jokers(jokers, melds)
            || !self.plain_sizes_ok(hand.slots(), jokers)
        {
            return None;
        }
        let bytes = self.lookup_word(&hand.table_keys());
        if within(bytes, jokers) {
            return Some(true);
        }
        // Seven pairs and thirteen orphans take fourteen concealed tiles (so no melds), 嚦咕嚦咕
        // seventeen, and most hands show from the two counts the hand keeps for them that
        // they are none of them. The knitted forms of a hand without jokers are answered
        // from its keys with no branch; with jokers the honors' gate rules out most hands.
        let special = self.special_possible(hand);
        if !(special || self.rules.knitted) {
            return Some(false);
        }
        let open = self.knitted_open(bytes, jokers);
        if !special && open == 0 {
            return Some(false);
        }
        if !special && jokers == 0 {
            return self.knitted_without_jokers(hand, open);
        }
        self.special_of_hand(hand, bytes, special, open)
    }

    /// Whether an enabled special form is possible for a hand under plain rules, from the
    /// counts the hand keeps: seven pairs (14 concealed tiles) needs a joker to partner each
    /// kind held an odd number of times, thirteen orphans (14) no simple tile, 嚦咕嚦咕 (17) a
    /// joker for each odd kind but the triplet's. False rules them out; true leaves them to
    /// the full tests. (The hand's counts are modulo 16, exact at 14 tiles; at 17 a count
    /// read low only sends a hand on to the full tests.)
    #[inline(always)]
    pub(super) fn special_possible(&self, hand: &Hand) -> bool {
        let r = &self.rules;
        match hand.concealed_len() {
            14 => {
                (r.seven_pairs && hand.odd_kinds() <= hand.jokers())
                    || (self.orphans_possible() && hand.simples() == 0)
            }
            17 => r.seven_pairs_and_triplet && hand.odd_kinds() <= hand.jokers() + 1,
            _ => false,
        }
    }

    /// The special forms of a hand under plain rules that the quick tests let through (the
    /// knitted forms of `open`, the others if `special`), out of line: few hands get past
    /// them. `None` leaves the hand to the full tests.
    #[inline(never)]
    pub(super) fn special_of_hand(
        &self,
        hand: &Hand,
        bytes: u32,
        special: bool,
        open: u32,
    ) -> Option<bool> {
        if open != 0 && self.knitted_of_hand(hand, bytes, open)? {
            return Some(true);
        }
        Some(special && self.pairs_or_orphans(hand))
    }

    /// Whether a hand under plain rules that the quick tests let through is complete as seven
    /// pairs, thirteen orphans or 嚦咕嚦咕; apart from the knitted forms' test, which most
    /// hands that reach it end with.
    #[inline(never)]
    pub(super) fn pairs_or_orphans(&self, hand: &Hand) -> bool {
        let (keys, words) = (hand.keys(), || hand.count_words());
        !self
            .special_forms(keys, words, hand.concealed_len(), 0)
            .is_empty()
    }

    /// The hands [`quick_complete`](Self::quick_complete) leaves: rules that change the
    /// counts, melds that limit jokers, and the errors.
    #[inline(never)]
    pub(super) fn is_complete_in_full(&self, hand: &Hand) -> Result<bool, CheckError> {
        let view = self.view(hand)?;
        Ok(self.complete(&view))
    }

    #[inline]
    pub(super) fn complete(&self, view: &View) -> bool {
        self.standard_need(view) <= view.jokers
            || !self
                .special_forms(&view.keys, || view.words(), view.concealed, view.meld_count)
                .is_empty()
            || !self.knitted_forms(view).is_empty()
    }

    /// Every enabled form the hand is complete in (empty when it is not complete).
    ///
    /// Fails as [`is_complete`](Self::is_complete) does.
    pub fn forms(&self, hand: &Hand) -> Result<Forms, CheckError> {
        let view = self.view(hand)?;
        let mut forms =
            self.special_forms(&view.keys, || view.words(), view.concealed, view.meld_count);
        forms.insert(self.knitted_forms(&view));
        if self.standard_need(&view) <= view.jokers {
            forms.insert(Forms::STANDARD);
        }
        Ok(forms)
    }

    /// One standard-form decomposition (groups + pair, what each joker stands for), if there is one.
    ///
    /// Fails as [`is_complete`](Self::is_complete) does.
    pub fn decompose(&self, hand: &Hand) -> Result<Option<Decomposition>, CheckError> {
        let view = self.view(hand)?;
        let bytes = self.suit_bytes(&view);
        let Some(pair_suit) = best_pair_suit(&bytes, view.jokers) else {
            return Ok(None);
        };
        let counts = self.counts(&view);
        Ok(decomposition::decompose_one(
            hand,
            &counts,
            view.jokers,
            &bytes,
            pair_suit,
            &self.room(&view),
            self.rules.variant(),
        ))
    }

    /// Whether thirteen orphans can be complete: it is enabled, and the game has the seven
    /// honors it needs (under `suits_only` a joker never stands for an honor, in any form).
    #[inline]
    pub(super) fn orphans_possible(&self) -> bool {
        self.rules.thirteen_orphans && !self.rules.suits_only
    }

    /// Seven pairs and thirteen orphans, from the keys (the count words are read, through
    /// `words`, only when the keys hold nothing but terminals and honors); 嚦咕嚦咕 from the
    /// count words.
    #[inline]
    pub(super) fn special_forms(
        &self,
        keys: &[u32; 4],
        words: impl FnOnce() -> [u64; 5],
        concealed: u8,
        melds: u8,
    ) -> Forms {
        let mut forms = Forms::empty();
        let r = &self.rules;
        if melds != 0 {
            return forms;
        }
        let without_joker_kind = |words: [u64; 5]| match r.joker {
            Some(j) => packed::without_kind(words, j.index()),
            None => words,
        };
        if concealed == 17 {
            let words = without_joker_kind(words());
            if r.seven_pairs_and_triplet
                && forms::seven_pairs_and_triplet(words, r.seven_pairs_quad)
            {
                forms.insert(Forms::SEVEN_PAIRS_AND_TRIPLET);
            }
            return forms;
        }
        if concealed != 14 {
            return forms;
        }
        if r.seven_pairs && forms::seven_pairs(keys, r.seven_pairs_quad) {
            forms.insert(Forms::SEVEN_PAIRS);
        }
        if self.orphans_possible()
            && forms::only_terminals(keys)
            && forms::thirteen_orphans(without_joker_kind(words()))
        {
            forms.insert(Forms::THIRTEEN_ORPHANS);
        }
        forms
    }
}
