//! The kinds whose draw lowers a hand's shanten, as a mask of the 34: from the suits' draw
//! masks and the best splits where the tables answer the hand whole (a copy of the joker kind
//! drawn being one more joker), from the tables of its suits' caps beside melds or under a
//! joker kind whose rank they cap, and otherwise by asking the shanten of each draw
//! ([`draws_in_full`](Checker::draws_in_full)).

use super::capped::Answer;
use super::from_fills;
use super::remembered::Remembered;
use super::special::{self, FULL};
use super::splits;
use crate::base::generator::shanten::GROUPS;
use crate::base::key::hand_index;
use crate::mahjong::checker::view::View;
use crate::mahjong::checker::{CheckError, Checker};
use crate::mahjong::hand::Hand;
use crate::mahjong::table::SuitTable;
use crate::mahjong::table::draw_masks::{Masks, RANK_BITS};
use crate::mahjong::tile::{KINDS, Suit, Tile};

impl<T: SuitTable> Checker<T> {
    /// The shanten and the kinds whose draw lowers it, for a hand the tables answer whole;
    /// `None` leaves the hand to [`draws_in_full`](Self::draws_in_full).
    #[inline]
    pub(super) fn quick_draws(&self, hand: &Hand) -> Option<(Option<i8>, u64)> {
        // Five concealed groups (a sixteen-tile game) are past the tables' entries.
        if hand.concealed_len() + 1 > FULL {
            return None;
        }
        let super::Whole {
            keys,
            jokers,
            places,
            sums,
            ..
        } = self.whole_hand(hand)?;
        let tables = self.tables.shanten();
        // The masks read beside the entries, so that the reads overlap.
        let masks = tables.draw_masks();
        let honors = |s: usize| s == Suit::Honor.index();
        let draws: [Masks; 4] = std::array::from_fn(|s| masks.at(honors(s), places[s]));
        let target = hand.concealed_len() + 1;
        let groups = (target - 2) / 3;
        let best = splits::of_entries(&tables.entries_at(places), groups);
        let fourteen = target == FULL;
        let shanten = self
            .with_special_forms(best.fills, &sums, jokers, fourteen, true)
            .least();
        // Every form compares in tiles added: the shanten is that less the jokers less one.
        let before = shanten.map_or(u8::MAX, |s| (i16::from(s) + i16::from(jokers) + 1) as u8);
        let mut kinds = 0;
        if best.fills == Some(before) {
            kinds = lowering_kinds(&draws, &best);
        }
        let held = special::Held::of_keys(&keys);
        if fourteen {
            let r = &self.rules;
            let after = sums.after_draw(r.seven_pairs, r.seven_pairs_quad, self.orphans_possible());
            kinds |= after.lowering(&held, before);
        }
        if self.rules.suits_only {
            // No honor may be drawn.
            kinds &= SUIT_KINDS;
        }
        if let Some(j) = self.rules.joker {
            // A copy of the joker kind is one more joker, which lowers every form by one
            // where the rules allow it, never the tile itself.
            let more = jokers < self.rules.max_jokers && hand.count(j) < 4;
            let bit = 1 << j.index();
            kinds = kinds & !bit | u64::from(more && shanten.is_some()) << j.index();
        }
        if self.fifth_copies(jokers) && held.threes() != 0 {
            // A draw that makes four of a kind lets a joker be a fifth copy, which the plain
            // tables do not know: those few draws are answered apart.
            let drawn = (shanten, before, groups, fourteen);
            kinds = self.quick_threes(hand, drawn, &held, &sums, kinds);
        }
        Some((shanten, kinds))
    }

    /// The shanten and the kinds whose draw lowers it, for a hand whose suits the plain
    /// tables and the tables under caps answer ([`Checker::capped_suits`]): melds, absent
    /// kinds, the joker kind. As [`quick_draws`](Self::quick_draws), a draw lowers the
    /// standard form exactly when it lowers its suit's distance in a best split, and a capped
    /// suit's draws are the reads of the keys one tile up within its caps. A copy of the joker
    /// kind drawn is one more joker, which lowers every form by one where the rules allow it
    /// (the budget stays as it was: the copies left to draw are one fewer). `None` leaves the
    /// hand to [`draws_in_full`](Self::draws_in_full), which also names what is wrong with it.
    #[inline(always)]
    pub(super) fn capped_draws(&self, hand: &Hand) -> Option<(Option<i8>, u64)> {
        let r = &self.rules;
        if r.knitted {
            return None;
        }
        if self.plain && hand.meld_count() > 0 && !(r.joker_fifth_copy && hand.jokers() > 0) {
            return self.melded_draws(hand);
        }
        let view = self.shanten_view(hand).ok()?;
        let target = view.concealed + 1;
        let groups = (target - 2) / 3;
        let budget = self.budget(&view, hand.jokers());
        let Some(answers) = self.capped_suits(&view, budget, usize::from(groups)) else {
            // Suits holding a four where a joker may be a fifth copy: the fifth tables.
            let (fills, standard) = self.fifth_draws(&view, budget, usize::from(groups))?;
            return self.draws_after(hand, &view, budget, fills, || Some(standard));
        };
        let keys = &view.keys;
        let best = self.capped_splits(&answers, keys, groups)?;
        self.draws_after(hand, &view, budget, best.fills, || {
            self.standard_draws(&answers, keys, &best)
        })
    }

    /// [`capped_draws`](Self::capped_draws) for a hand beside melds under rules that take a
    /// hand's keys as they are, with no joker that may be a fifth copy: read from its own keys
    /// and its melds', where its view would cost more than the answer. Every suit's plain
    /// entry and draw masks are read as a concealed hand's, then the melded suits' replaced
    /// by their tables' under the caps, so that no other step asks which suits are melded.
    /// Melds leave the standard form alone.
    #[inline(always)]
    fn melded_draws(&self, hand: &Hand) -> Option<(Option<i8>, u64)> {
        let jokers = hand.jokers();
        let groups = (hand.concealed_len() - 1) / 3;
        if jokers > self.rules.max_jokers || usize::from(groups) >= GROUPS {
            return None;
        }
        let keys = &hand.table_keys();
        let tables = self.tables.shanten();
        let draw_masks = tables.draw_masks();
        let places = keys.map(hand_index);
        let mut entries = tables.entries_at(places);
        let mut masks: [Masks; 4] =
            std::array::from_fn(|s| draw_masks.at(s == Suit::Honor.index(), places[s]));
        // Masks a table does not hold matter only where the hand can reach a target.
        let mut masks_held = true;
        self.for_melded_suits(hand, groups, |s, table| {
            entries[s] = table.entry(keys[s], entries[s])?;
            let read = table.masks(keys[s], masks[s], &tables);
            masks_held &= read.is_some();
            masks[s] = read.unwrap_or([0; 2]);
            Some(())
        })?;
        let best = splits::of_entries(&entries, groups);
        let Some(fills) = best.fills else {
            return Some((None, 0));
        };
        if !masks_held {
            return None;
        }
        Some((
            Some(from_fills(fills, jokers)),
            lowering_kinds(&masks, &best),
        ))
    }

    /// The best splits of a hand's suits, each answered as `answers` says, for `groups`
    /// concealed groups and a pair; `None` where some suit's distances no entry holds.
    #[inline(always)]
    fn capped_splits(
        &self,
        answers: &[Answer; 4],
        keys: &[u32; 4],
        groups: u8,
    ) -> Option<splits::BestSplits> {
        let entries = self.tables.shanten().entries(keys);
        Some(if self.rules.suits_only {
            let read = |s: usize| answers[s].distances(keys[s], entries[s]);
            splits::in_full(
                &[read(0)?, read(1)?, read(2)?, read(3)?],
                usize::from(groups),
            )
        } else {
            let entry = |s: usize| answers[s].entry(keys[s], entries[s]);
            splits::of_entries(&[entry(0)?, entry(1)?, entry(2)?, entry(3)?], groups)
        })
    }

    /// The kinds whose draw lowers the standard form: those lowering a suit's distance in one
    /// of the `best` splits, read from its draw masks (a capped suit's within its caps);
    /// `None` where some key a draw reaches has no entry.
    #[inline(always)]
    fn standard_draws(
        &self,
        answers: &[Answer; 4],
        keys: &[u32; 4],
        best: &splits::BestSplits,
    ) -> Option<u64> {
        let tables = self.tables.shanten();
        let mut draws = [[0; 2]; 4];
        for (s, draws) in draws.iter_mut().enumerate() {
            let plain = || {
                let honors = s == Suit::Honor.index();
                tables.draw_masks().at(honors, hand_index(keys[s]))
            };
            *draws = match answers[s] {
                Answer::Plain => plain(),
                Answer::Capped(table) => table.masks(keys[s], plain(), &tables)?,
                Answer::Absent => [0; 2],
            };
        }
        Some(lowering_kinds(&draws, best))
    }

    /// The rest of [`capped_draws`](Self::capped_draws) from the standard form's fewest added
    /// tiles, `fills`: the shanten, and the kinds whose draw lowers it, those of the standard
    /// form asked of `standard` where that form is the hand's best. A draw that makes four of
    /// a kind where a joker may be a fifth copy is answered apart ([`Checker::threes_lowering`]),
    /// and a copy of the joker kind drawn is one more joker, which lowers every form by one
    /// where the rules allow it.
    #[inline(always)]
    fn draws_after(
        &self,
        hand: &Hand,
        view: &View,
        budget: u8,
        fills: Option<u8>,
        standard: impl FnOnce() -> Option<u64>,
    ) -> Option<(Option<i8>, u64)> {
        let r = &self.rules;
        let target = view.concealed + 1;
        let groups = (target - 2) / 3;
        let sums = special::Counts::of_keys(&view.keys).sums();
        let fourteen = view.meld_count == 0 && target == FULL;
        let orphans_fill = !r.joker.is_some_and(|j| j.is_orphan()) || budget > 0;
        let shanten = self
            .with_special_forms(fills, &sums, view.jokers, fourteen, orphans_fill)
            .least();
        let before = shanten.map_or(u8::MAX, |s| {
            (i16::from(s) + i16::from(view.jokers) + 1) as u8
        });
        let mut kinds = if fills == Some(before) {
            standard()?
        } else {
            0
        };
        let held = special::Held::of_keys(&view.keys);
        let mut special_kinds = 0;
        if fourteen {
            let orphans = self.orphans_possible() && orphans_fill;
            let after = sums.after_draw(r.seven_pairs, r.seven_pairs_quad, orphans);
            special_kinds = after.lowering(&held, before);
        }
        kinds |= special_kinds;
        if r.joker_fifth_copy && budget > 0 {
            // A draw that makes four of a kind lets a joker be a fifth copy, which the fifth
            // tables answer; failing them, those draws are asked in full.
            let threes = self.threes_to_ask(view, usize::from(groups), held.threes());
            let standard = self.threes_lowering(view, budget, usize::from(groups), threes, before);
            let lowering = match standard {
                Some(standard) => standard | special_kinds & threes,
                None => self.lowering_in_full(hand, shanten, threes),
            };
            kinds = kinds & !threes | lowering;
        }
        kinds &= !r.absent_kinds();
        if r.suits_only {
            kinds &= SUIT_KINDS;
        }
        if let Some(j) = r.joker {
            let more = view.jokers < r.max_jokers && hand.count(j) < 4 && r.has_kind(j);
            kinds = kinds & !(1 << j.index()) | u64::from(more && shanten.is_some()) << j.index();
        }
        Some((shanten, kinds))
    }

    /// The shanten and the kinds whose draw lowers it, by the shanten of the hand with each
    /// kind drawn.
    #[cold]
    pub(super) fn draws_in_full(
        &self,
        hand: &Hand,
        remembered: &mut Remembered,
    ) -> Result<(Option<i8>, u64), CheckError> {
        let shanten = self.shanten_remembering(hand, remembered)?.least();
        let candidates = ((1 << KINDS) - 1) & !self.rules.absent_kinds();
        let kinds = self.lowering_remembering(hand, shanten, candidates, remembered);
        Ok((shanten, kinds))
    }

    /// Of the kinds in `candidates` (bits of their 34-index), those whose draw lowers the
    /// hand's `shanten`, each hand with the kind drawn asked in full.
    pub(super) fn lowering_in_full(
        &self,
        hand: &Hand,
        shanten: Option<i8>,
        candidates: u64,
    ) -> u64 {
        self.lowering_remembering(hand, shanten, candidates, &mut Remembered::new())
    }

    /// [`lowering_in_full`](Self::lowering_in_full), the suits a draw leaves as they were
    /// walked once in `remembered`.
    fn lowering_remembering(
        &self,
        hand: &Hand,
        shanten: Option<i8>,
        candidates: u64,
        remembered: &mut Remembered,
    ) -> u64 {
        let mut kinds = 0u64;
        for (k, tile) in (0..KINDS).filter_map(|k| Some((k, Tile::from_index(k)?))) {
            if candidates >> k & 1 == 0 {
                continue;
            }
            let mut more = hand.clone();
            let lower = more.add(tile).is_ok()
                && self
                    .shanten_remembering(&more, remembered)
                    .is_ok_and(|s| lower_than(s.least(), shanten));
            kinds |= u64::from(lower) << k;
        }
        kinds
    }
}

/// The kinds of the numbered suits, as bits of their 34-index.
const SUIT_KINDS: u64 = (1 << 27) - 1;

/// The kinds whose draw lowers a suit's distance in one of the `best` splits, from each
/// suit's draw masks.
#[inline(always)]
fn lowering_kinds(draws: &[Masks; 4], best: &splits::BestSplits) -> u64 {
    let mut kinds = 0;
    for suit in Suit::ALL {
        let s = suit.index();
        let ([none, pair], [none_best, pair_best]) = (draws[s], best.fields[s]);
        kinds |= ranks_of(none & none_best | pair & pair_best) << suit.first();
    }
    kinds
}

/// The ranks set in any field of some draw masks.
#[inline(always)]
pub(super) fn ranks_of(fields: u64) -> u64 {
    let b = RANK_BITS;
    (fields | fields >> b | fields >> (2 * b) | fields >> (3 * b) | fields >> (4 * b)) & 0x1FF
}

/// Whether a shanten is lower than another; none is the highest.
fn lower_than(after: Option<i8>, before: Option<i8>) -> bool {
    match (after, before) {
        (Some(a), Some(b)) => a < b,
        (Some(_), None) => true,
        (None, _) => false,
    }
}
