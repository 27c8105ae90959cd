//! The knitted forms of the Chinese official rules (under `knitted`): 组合龙 (knitted
//! straight), 全不靠 (honors and knitted tiles) and 七星不靠 (greater honors and knitted).
//!
//! A knitted arrangement ([`KNITTED`]) is nine kinds, three of each numbered suit at ranks a
//! third apart, so what a hand holds of one is read from which ranks of each suit it holds
//! ([`ranks`]). That settles 全不靠 (every count at most one, every numbered kind within one
//! arrangement; jokers fill the rest of the fourteen places) and how many jokers each
//! arrangement's nine places need. A knitted straight is then the arrangement taken out of the
//! hand, each of its kinds held once or a joker, and the rest — a group and a pair, or the
//! pair beside one meld — answered by the standard form's tables, the arrangement's kinds
//! counting as taken copies where the rules bound what a kind may hold. The quick paths
//! ([`quick`]) first rule out, from what they have read already, the hands that cannot be
//! knitted: nearly all of them.

mod quick;
mod ranks;

use super::{Checker, Forms};
use crate::base::generator::mahjong::POW5;
use crate::mahjong::checker::view::View;
use crate::mahjong::table::SuitTable;
use crate::mahjong::tile::{KNITTED, Suit, Tile};
use ranks::{Held, OFFSETS};

/// A view with a knitted arrangement taken out ([`Checker::take_arrangement`]).
pub(super) struct Taken {
    /// The rest of the hand.
    pub rest: View,
    /// The arrangement's kinds the hand does not hold.
    pub missing: u8,
    /// Those of them no draw can give (the joker kind, a kind all of whose copies are
    /// melded): each takes a joker.
    pub undrawable: u8,
}

/// The most of a hand's kinds (keys with the joker kind taken out) that fourteen places of one
/// arrangement and the honors keep, or `None` where no arrangement's places can all be
/// filled.
/// Under `three_player` only the arrangements with 1-4-7 or 3-6-9 of the man suit count: their
/// 1m or 9m and the other thirteen places make fourteen exactly, so none can be left out, and
/// an arrangement whose places hold `unfillable` (the joker kind, which no draw gives, where
/// the hand has no joker to spend on it) cannot be completed. Elsewhere sixteen places leave
/// two out, that one among them.
pub(super) fn honors_and_knitted_kept(
    keys: &[u32; 4],
    three_player: bool,
    unfillable: Option<Tile>,
) -> Option<u32> {
    let held = Held::of(keys);
    let fillable = |a: usize| {
        !three_player
            || unfillable.is_none_or(|j| j.suit() != Suit::Honor && !KNITTED[a].contains(&j))
    };
    let numbered = arrangements(three_player)
        .filter(|&a| fillable(a))
        .map(|a| 9 - held.lanes.missing(a))
        .max()?;
    Some((numbered + held.honors.count_ones()).min(14))
}

/// The arrangements 全不靠 may take: all six, or under `three_player` those whose man places
/// include a 1m or a 9m (2m..8m are not in the set, and the 2-5-8 arrangements leave thirteen
/// places).
fn arrangements(three_player: bool) -> impl Iterator<Item = usize> {
    (0..6).filter(move |&a| !three_player || OFFSETS[a][0] != 1)
}

/// Whether a knitted straight fits `concealed` tiles beside `melds`: fourteen concealed, or
/// eleven beside one meld.
#[inline(always)]
pub(super) const fn straight_size(concealed: u8, melds: u8) -> bool {
    (concealed == 14 && melds == 0) || (concealed == 11 && melds == 1)
}

impl<T: SuitTable> Checker<T> {
    /// The knitted forms a validated view is complete in (none unless the rules enable them).
    pub(super) fn knitted_forms(&self, view: &View) -> Forms {
        let mut forms = Forms::empty();
        if !self.rules.knitted {
            return forms;
        }
        let held = Held::of(&view.keys);
        // Every arrangement holds two of 2m..8m, which a three-player game does not have.
        let straight = straight_size(view.concealed, view.meld_count) && !self.rules.three_player;
        if straight && self.knitted_straight(view, &held) {
            forms.insert(Forms::KNITTED_STRAIGHT);
        }
        // Fourteen different tiles, all from one arrangement and the honors: jokers fill any
        // places left, and there are sixteen places for fourteen tiles (fourteen in a
        // three-player game). A game without honors has nine.
        let honors_and_knitted = view.concealed == 14
            && view.meld_count == 0
            && !self.rules.suits_only
            && !held.double
            && arrangements(self.rules.three_player).any(|a| held.lanes.within(a));
        if honors_and_knitted {
            forms.insert(Forms::HONORS_AND_KNITTED);
            if 7 - held.honors.count_ones() <= u32::from(view.jokers) {
                forms.insert(Forms::GREATER_HONORS_AND_KNITTED);
            }
        }
        forms
    }

    /// Whether some arrangement, its kinds held or jokers, leaves a rest that completes the
    /// standard form with the jokers left.
    fn knitted_straight(&self, view: &View, held: &Held) -> bool {
        (0..6).any(|a| {
            held.lanes.missing(a) <= u32::from(view.jokers) && self.straight_rest(view, a).is_some()
        })
    }

    /// What is left of a view beside arrangement `a` (its places held taken out, the jokers
    /// left after filling the others), if it completes the standard form.
    pub(super) fn straight_rest(&self, view: &View, a: usize) -> Option<View> {
        let (rest, _) = self.without_arrangement(view, a)?;
        (self.standard_need(&rest) <= rest.jokers).then_some(rest)
    }

    /// The view with arrangement `a` taken out: its kinds held lose a tile, jokers stand for
    /// the others, and every kind of it counts one copy as taken (as a meld's copies count),
    /// the arrangement's three groups counted as melds. Also how many of its places are not
    /// held. `None` when the jokers cannot fill them, or a place needs a joker beyond the four
    /// copies the rules allow.
    fn without_arrangement(&self, view: &View, a: usize) -> Option<(View, u8)> {
        let taken = self.take_arrangement(view, a)?;
        let mut rest = taken.rest;
        rest.jokers = rest.jokers.checked_sub(taken.missing)?;
        rest.concealed -= 9;
        Some((rest, taken.missing))
    }

    /// The view with arrangement `a`'s kinds held taken out, every kind of it counting one
    /// copy as taken (as a meld's copies count), and its three groups counted as melds; the
    /// jokers are left as they are. `None` when a place can be filled by no tile the rules
    /// allow (all four copies melded, a joker not being a fifth copy).
    pub(super) fn take_arrangement(&self, view: &View, a: usize) -> Option<Taken> {
        let counts = self.counts(view);
        let mut rest = view.clone();
        let (mut missing, mut undrawable) = (0, 0);
        for tile in KNITTED[a] {
            let k = tile.index();
            if counts[k] > 0 {
                rest.keys[tile.suit().index()] -= POW5[usize::from(tile.rank() - 1)];
            } else {
                let all_melded = view.melded[k] >= 4;
                if all_melded && !self.rules.joker_fifth_copy {
                    return None;
                }
                missing += 1;
                undrawable += u8::from(all_melded || Some(tile) == self.rules.joker);
            }
            rest.melded[k] += 1;
        }
        rest.meld_count += 3;
        Some(Taken {
            rest,
            missing,
            undrawable,
        })
    }

    /// Whether a fifth copy of `tile`, held four times, completes a knitted straight (a wait
    /// that can never be drawn, reported as the standard form's are; none in a three-player
    /// game, which has no knitted straight). The rest beside the arrangement is a group and a
    /// pair, five tiles: the five alike, the other nine tiles and jokers making the
    /// arrangement exactly; or, where a joker may be a copy past four, four of them and a
    /// joker, the fifth the arrangement's. Either way the other tiles are all the
    /// arrangement's, no kind twice, and the pair is of the kind, which under `eyes=258` must
    /// be a 2, 5 or 8 of a numbered suit.
    fn fifth_copy_straight(&self, view: &View, tile: Tile) -> bool {
        let r = &self.rules;
        let eye = tile.suit() != Suit::Honor && matches!(tile.rank(), 2 | 5 | 8);
        if view.concealed != 13 || view.meld_count != 0 || r.three_player || r.eyes_258 && !eye {
            return false;
        }
        let mut keys = view.keys;
        keys[tile.suit().index()] -= 4 * POW5[usize::from(tile.rank() - 1)];
        let held = Held::of(&keys);
        let holds = |a: usize| KNITTED[a].contains(&tile);
        !held.double
            && held.honors == 0
            && (0..6).any(|a| held.lanes.within(a) && (!holds(a) || r.joker_fifth_copy))
    }

    /// The kinds whose tile completes a knitted form of a 3n+1 view, as masks in the order of
    /// the [`Forms`] bits: knitted straight, honors and knitted, greater honors and knitted.
    /// Drawing the joker kind adds a joker.
    pub(super) fn knitted_waits(&self, view: &View) -> [u64; 3] {
        let mut masks = [0; 3];
        let (concealed, melds) = (view.concealed + 1, view.meld_count);
        if !self.rules.knitted || !(straight_size(concealed, melds) || concealed == 14) {
            return masks;
        }
        let counts = self.counts(view);
        for tile in Tile::all().filter(|&t| self.rules.has_kind(t)) {
            let k = tile.index();
            let mut next = view.clone();
            next.concealed += 1;
            if Some(tile) == self.rules.joker {
                if view.jokers >= self.rules.max_jokers {
                    continue;
                }
                next.jokers += 1;
                next.joker_held += 1;
            } else {
                let honor_absent = self.rules.suits_only && tile.suit() == Suit::Honor;
                if honor_absent {
                    continue;
                }
                if counts[k] >= 4 {
                    masks[0] |= u64::from(self.fifth_copy_straight(view, tile)) << k;
                    continue;
                }
                next.keys[tile.suit().index()] += POW5[usize::from(tile.rank() - 1)];
            }
            let forms = self.knitted_forms(&next);
            for (mask, form) in masks.iter_mut().zip([
                Forms::KNITTED_STRAIGHT,
                Forms::HONORS_AND_KNITTED,
                Forms::GREATER_HONORS_AND_KNITTED,
            ]) {
                if forms.contains(form) {
                    *mask |= 1 << k;
                }
            }
        }
        masks
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mahjong::tile::KINDS;

    /// The kinds of arrangement `a`, as a count array of ones.
    fn arrangement_counts(a: usize) -> [u8; KINDS] {
        let mut counts = [0; KINDS];
        for t in KNITTED[a] {
            counts[t.index()] = 1;
        }
        counts
    }

    #[test]
    fn the_arrangements_are_the_six_orders_of_147_258_369() {
        let names: Vec<String> = KNITTED
            .iter()
            .map(|a| a.iter().map(|t| t.to_string()).collect())
            .collect();
        assert_eq!(names[0], "1m4m7m2p5p8p3s6s9s");
        assert_eq!(names[5], "3m6m9m2p5p8p1s4s7s");
        let mut sorted = names.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 6);
        for a in 0..6 {
            let counts = arrangement_counts(a);
            assert_eq!(counts.iter().map(|&c| u32::from(c)).sum::<u32>(), 9);
            // Each numbered suit holds three ranks a third apart.
            for s in 0..3 {
                let ranks: Vec<usize> = (0..9).filter(|&r| counts[9 * s + r] == 1).collect();
                assert_eq!(ranks.len(), 3);
                assert_eq!((ranks[1] - ranks[0], ranks[2] - ranks[1]), (3, 3));
            }
        }
    }
}
