//! Effective tiles (有效牌) and discards (何切る): which draws bring a hand closer to
//! complete, and which discard leaves the closest hand with the most such draws.
//!
//! A draw changes one suit's key and lowers its distances by at most one, so for a hand that
//! the tables answer whole a draw lowers the standard form exactly when it lowers its suit's
//! distance in a split of the groups and the pair that is best now. The other suits' least for
//! each split is summed once per suit, the splits that reach the hand's shanten are picked out,
//! and the suit's draw masks ([`crate::table`]) give at once the ranks that lower any of them:
//! four reads for the 34 draws. What seven pairs and thirteen orphans keep after a draw depends
//! only on how many of the kind the hand held (and whether it is an orphan), so it is settled
//! once per count. In a game of suits alone whose joker kind is an honor (红中), the honors
//! hold nothing and a drawn copy of the joker kind is one more joker. A hand beside melds,
//! under another joker kind or in a three-player game (whose 2m..8m are never drawn) is read
//! the same way from the tables made for its suits' caps ([`super::capped`]), a capped
//! suit's draws from the keys one tile up. A concealed hand holding four of a kind where a
//! joker may be a fifth copy is read from the fifth tables ([`super::fifth`]), and so are the
//! draws that make four of a kind there. Any other hand (five concealed groups, a joker that
//! may be a fifth copy beside melds or in a three-player game, the knitted forms) asks
//! [`Checker::shanten`] of each draw.

use super::capped::Answer;
use super::from_fills;
use super::remembered::Remembered;
use super::special::{self, FULL};
use super::splits;
use crate::base::generator::shanten::GROUPS;
use crate::base::key::hand_index;
use crate::mahjong::checker::{CheckError, Checker, View};
use crate::mahjong::hand::{Hand, MAX_CONCEALED};
use crate::mahjong::table::SuitTable;
use crate::mahjong::table::draw_masks::{Masks, RANK_BITS};
use crate::mahjong::tile::{KINDS, Suit, Tile};

/// The kinds whose draw lowers a 3n+1 hand's shanten, each with the copies still unseen.
///
/// Copy-sized, so that asking costs no allocation: a mask of the kinds and their counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EffectiveTiles {
    shanten: Option<i8>,
    kinds: u64,
    remaining: [u8; KINDS],
}

impl EffectiveTiles {
    /// The hand's shanten (the least over the forms), `None` if no form is within reach.
    pub fn shanten(&self) -> Option<i8> {
        self.shanten
    }

    /// Whether drawing a tile of this kind lowers the shanten.
    pub fn contains(&self, tile: Tile) -> bool {
        self.kinds >> tile.index() & 1 != 0
    }

    /// Copies of an effective kind that are still unseen (not in the hand, its melds or the
    /// visible tiles); 0 for a kind that is not effective.
    pub fn remaining(&self, tile: Tile) -> u8 {
        if self.contains(tile) {
            self.remaining[tile.index()]
        } else {
            0
        }
    }

    /// The effective kinds in index order, each with its unseen copies.
    pub fn iter(&self) -> impl Iterator<Item = (Tile, u8)> + '_ {
        (0..KINDS)
            .filter(|&k| self.kinds >> k & 1 != 0)
            .filter_map(|k| Some((Tile::from_index(k)?, self.remaining[k])))
    }

    /// The effective kinds as one bit per 34-index (bit `k` for the kind of index `k`).
    pub fn mask(&self) -> u64 {
        self.kinds
    }

    /// How many kinds are effective.
    pub fn len(&self) -> usize {
        self.kinds.count_ones() as usize
    }

    /// Whether no kind is effective.
    pub fn is_empty(&self) -> bool {
        self.kinds == 0
    }

    /// The unseen copies of every effective kind: the tiles that would lower the shanten.
    pub fn total(&self) -> u32 {
        self.iter().map(|(_, n)| u32::from(n)).sum()
    }
}

/// One discard of a 3n+2 hand: the tile, and the effective tiles of the hand it leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Discard {
    /// The tile discarded.
    pub tile: Tile,
    /// The hand after the discard: its shanten and effective tiles.
    pub tiles: EffectiveTiles,
}

/// Every distinct discard of a 3n+2 hand, best first: the lowest shanten after it, then the
/// most unseen effective tiles, then the tile order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Discards {
    list: [Discard; MAX_CONCEALED as usize],
    len: usize,
}

impl Discards {
    /// The discards, best first.
    pub fn as_slice(&self) -> &[Discard] {
        &self.list[..self.len]
    }

    /// The best discard, if the hand holds a tile that is not a joker.
    pub fn best(&self) -> Option<&Discard> {
        self.as_slice().first()
    }
}

/// The copies of each kind nobody has seen: four less the hand's, its melds' and the visible.
fn unseen(hand: &Hand, visible: &[u8; KINDS]) -> [u8; KINDS] {
    let mut unseen = hand.held();
    for (n, &seen) in unseen.iter_mut().zip(visible) {
        *n = 4u8.saturating_sub(*n).saturating_sub(seen);
    }
    unseen
}

impl<T: SuitTable> Checker<T> {
    /// The kinds whose draw lowers the shanten of a hand of 3n+1 concealed tiles, and how many
    /// copies of each are unseen given `visible` (the counts of tiles seen elsewhere: discards,
    /// other players' melds, indicators; all zero when none are known). For a waiting hand
    /// these are its live waits. A tile of the joker kind, where there is one, is a joker.
    ///
    /// Fails as [`waits`](Self::waits) does, and, in a three-player game, when `visible`
    /// counts one of 2m..8m ([`CheckError::NotInThreePlayer`]).
    pub fn effective_tiles(
        &self,
        hand: &Hand,
        visible: &[u8; KINDS],
    ) -> Result<EffectiveTiles, CheckError> {
        self.effective_tiles_remembering(hand, visible, &mut Remembered::new())
    }

    /// [`effective_tiles`](Self::effective_tiles), the suits walked kept in `remembered`
    /// for the hands asked after it.
    fn effective_tiles_remembering(
        &self,
        hand: &Hand,
        visible: &[u8; KINDS],
        remembered: &mut Remembered,
    ) -> Result<EffectiveTiles, CheckError> {
        let (concealed, melds) = (hand.concealed_len(), hand.meld_count());
        if concealed % 3 != 1 || concealed + 1 + 3 * melds > self.full() {
            return Err(CheckError::WrongWaitSize { concealed, melds });
        }
        if self.rules.three_player {
            self.refuse_absent(visible)?;
        }
        let found = self.quick_draws(hand).or_else(|| self.capped_draws(hand));
        let (shanten, kinds) = match found {
            Some(found) => found,
            None => self.draws_in_full(hand, remembered)?,
        };
        Ok(EffectiveTiles {
            shanten,
            kinds,
            remaining: unseen(hand, visible),
        })
    }

    /// Every distinct discard of a hand of 3n+2 concealed tiles (never a joker), with the
    /// shanten and effective tiles of the hand it leaves, best first (see [`Discards`]).
    ///
    /// Fails as [`is_complete`](Self::is_complete) does, and as
    /// [`effective_tiles`](Self::effective_tiles) does on `visible`.
    pub fn discards(&self, hand: &Hand, visible: &[u8; KINDS]) -> Result<Discards, CheckError> {
        let (concealed, melds) = (hand.concealed_len(), hand.meld_count());
        if concealed % 3 != 2 || concealed + 3 * melds > self.full() {
            return Err(CheckError::WrongSize { concealed, melds });
        }
        self.shanten_view(hand)?;
        if self.rules.three_player {
            self.refuse_absent(visible)?;
        }
        let joker = self.rules.joker;
        let counts = hand.counts();
        let none = EffectiveTiles {
            shanten: None,
            kinds: 0,
            remaining: [0; KINDS],
        };
        let mut out = Discards {
            list: [Discard {
                tile: Tile::from_index(0).expect("a kind"),
                tiles: none,
            }; MAX_CONCEALED as usize],
            len: 0,
        };
        // The hands left differ from the hand in one suit, and their draws in one more.
        let mut remembered = Remembered::new();
        for (k, tile) in (0..KINDS).filter_map(|k| Some((k, Tile::from_index(k)?))) {
            if counts[k] == 0 || Some(tile) == joker {
                continue;
            }
            let mut less = hand.clone();
            less.remove(tile).expect("a tile the hand holds");
            let tiles = self.effective_tiles_remembering(&less, visible, &mut remembered)?;
            out.list[out.len] = Discard { tile, tiles };
            out.len += 1;
        }
        let rank = |d: &Discard| {
            let shanten = d.tiles.shanten.map_or(i16::MAX, i16::from);
            (shanten, std::cmp::Reverse(d.tiles.total()), d.tile.index())
        };
        out.list[..out.len].sort_unstable_by_key(rank);
        Ok(out)
    }

    /// The shanten and the kinds whose draw lowers it, for a hand the tables answer whole;
    /// `None` leaves the hand to [`draws_in_full`](Self::draws_in_full).
    #[inline]
    fn quick_draws(&self, hand: &Hand) -> Option<(Option<i8>, u64)> {
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
            // No honor may be drawn, but a copy of the joker kind is one more joker, which
            // lowers every form by one where the rules allow it.
            kinds &= SUIT_KINDS;
            if let Some(j) = self.rules.joker {
                let more = jokers < self.rules.max_jokers && hand.count(j) < 4;
                kinds |= u64::from(more && shanten.is_some()) << j.index();
            }
        }
        if self.fifth_copies(jokers) {
            // A draw that makes four of a kind lets a joker be a fifth copy, which the plain
            // tables do not know: those few draws are answered apart.
            let threes = held.threes();
            let drawn = (shanten, before, groups, fourteen);
            kinds = kinds & !threes | self.quick_threes(hand, drawn, &held, &sums);
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
        let keys = hand.keys();
        let tables = self.tables.shanten();
        let draw_masks = tables.draw_masks();
        let places = keys.map(hand_index);
        let mut entries = tables.entries_at(places);
        let mut masks: [Masks; 4] =
            std::array::from_fn(|s| draw_masks.at(s == Suit::Honor.index(), places[s]));
        // Masks a table does not hold matter only where the hand can reach a target.
        let mut masks_held = true;
        self.for_melded_suits(&hand.melded_keys(), groups, |s, table| {
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
