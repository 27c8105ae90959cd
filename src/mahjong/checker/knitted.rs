//! The knitted forms of the Chinese official rules (under `knitted`): 组合龙 (knitted
//! straight), 全不靠 (honors and knitted tiles) and 七星不靠 (greater honors and knitted).
//!
//! A knitted arrangement ([`KNITTED`]) is nine kinds, three of each numbered suit at ranks a
//! third apart, so what a hand holds of one is read from which ranks of each suit it holds: a
//! nine-bit mask per suit, two small-table reads of the suit key. That settles 全不靠 (every
//! count at most one, every numbered kind within one arrangement; jokers fill the rest of the
//! fourteen places) and how many jokers each arrangement's nine places need. A knitted
//! straight is then the arrangement taken out of the hand, each of its kinds held once or a
//! joker, and the rest — a group and a pair, or the pair beside one meld — answered by the
//! standard form's tables, the arrangement's kinds counting as taken copies where the rules
//! bound what a kind may hold. Most hands fail the masks, so under `knitted` a hand that
//! cannot be knitted costs two reads of a small table per suit.

use super::{Checker, Forms, View};
use crate::base::generator::mahjong::POW5;
use crate::mahjong::table::SuitTable;
use crate::mahjong::tile::{KNITTED, Suit, Tile};

/// For every five base-5 digits: bit `r` set where digit `r` is at least one, [`DOUBLE`]
/// where some digit is two or more.
static CHUNKS: [u8; 3125] = {
    let mut chunks = [0; 3125];
    let mut n = 0;
    while n < 3125 {
        let (mut rest, mut digit, mut byte) = (n, 0, 0u8);
        while rest > 0 {
            let count = rest % 5;
            if count >= 1 {
                byte |= 1 << digit;
            }
            if count >= 2 {
                byte |= DOUBLE;
            }
            rest /= 5;
            digit += 1;
        }
        chunks[n] = byte;
        n += 1;
    }
    chunks
};

/// The flag of a [`CHUNKS`] byte for a digit of two or more.
const DOUBLE: u8 = 0x80;

/// The ranks a suit key holds, as a mask (bit `r` for rank `r + 1`), and whether it holds two
/// or more of some rank.
#[inline(always)]
fn ranks_held(key: u32) -> (u16, bool) {
    let low = CHUNKS[(key % 3125) as usize];
    let high = CHUNKS.get((key / 3125) as usize).copied().unwrap_or(DOUBLE);
    let mask = u16::from(low & 0x1F) | u16::from(high & 0x1F) << 5;
    (mask, (low | high) & DOUBLE != 0)
}

/// The ranks of a suit at one arrangement offset (0: 1-4-7, 1: 2-5-8, 2: 3-6-9).
const OFFSET_RANKS: [u16; 3] = [0b001_001_001, 0b010_010_010, 0b100_100_100];

/// Each arrangement's offset in each numbered suit, read off [`KNITTED`].
const OFFSETS: [[usize; 3]; 6] = {
    let mut offsets = [[0; 3]; 6];
    let mut a = 0;
    while a < 6 {
        let mut suit = 0;
        while suit < 3 {
            offsets[a][suit] = KNITTED[a][3 * suit].index() % 9;
            suit += 1;
        }
        a += 1;
    }
    offsets
};

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

/// What the knitted forms read of a hand's keys.
#[derive(Clone, Copy)]
struct Held {
    /// The ranks held of each numbered suit.
    numbered: [u16; 3],
    /// The honors held (bit `r` for `r + 1`z).
    honors: u16,
    /// Some kind is held twice or more.
    double: bool,
}

impl Held {
    #[inline(always)]
    fn of(keys: &[u32; 4]) -> Held {
        let mut double = false;
        let mut masks = [0; 4];
        for (mask, &key) in masks.iter_mut().zip(keys) {
            let (m, d) = ranks_held(key);
            *mask = m;
            double |= d;
        }
        Held {
            numbered: [masks[0], masks[1], masks[2]],
            honors: masks[3],
            double,
        }
    }

    /// How many of arrangement `a`'s nine kinds are not held: three table reads, since a
    /// count of bits is no single instruction on every target.
    #[inline(always)]
    fn missing(&self, a: usize) -> u32 {
        (0..3)
            .map(|s| {
                let lacking = OFFSETS_LACKING[usize::from(self.numbered[s])];
                u32::from(lacking >> (2 * OFFSETS[a][s]) & 3)
            })
            .sum()
    }

    /// Whether every numbered kind held is one of arrangement `a`'s.
    #[inline(always)]
    fn within(&self, a: usize) -> bool {
        (0..3).all(|s| self.numbered[s] & !OFFSET_RANKS[OFFSETS[a][s]] == 0)
    }
}

/// The most of a hand's kinds (keys with the joker kind taken out) that fourteen places of one
/// arrangement and the honors keep.
/// Under `three_player` only the arrangements with 1-4-7 or 3-6-9 of the man suit count: their
/// 1m or 9m and the other thirteen places make fourteen exactly.
pub(super) fn honors_and_knitted_kept(keys: &[u32; 4], three_player: bool) -> u32 {
    let held = Held::of(keys);
    let numbered = arrangements(three_player)
        .map(|a| 9 - held.missing(a))
        .max();
    (numbered.unwrap_or(0) + held.honors.count_ones()).min(14)
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

/// What the quick paths read of a hand's numbered suits for the knitted forms, each suit on its
/// own ([`SUIT_FITS`]): whether a knitted straight may be complete (the hand has its size, and
/// each suit lacks at most so many of one offset's three ranks that the jokers fill them all),
/// whether 全不靠 may be (fourteen concealed tiles, no numbered kind twice, each suit's ranks
/// within one offset), and the ranks held. Most hands fail both there, before the arrangements
/// are tried; small enough to inline into the quick paths, which call the rest
/// ([`Checker::knitted_quick`]) out of line only for the few hands that pass.
#[derive(Clone, Copy)]
struct Fit {
    straight: bool,
    honors: bool,
    numbered: [u16; 3],
}

impl Fit {
    /// The fit of a hand's keys (the joker kind taken out), `jokers`, `concealed` tiles beside
    /// `melds`.
    #[inline(always)]
    fn of(keys: &[u32; 4], jokers: u8, concealed: u8, melds: u8) -> Fit {
        // Without a branch per suit: which suits pass is as good as random, and a mispredicted
        // branch costs more than reading all three.
        let (mut least_missing, mut within, mut double) = (0, WITHIN_ONE, false);
        let mut numbered = [0; 3];
        for (held, &key) in numbered.iter_mut().zip(&keys[..3]) {
            let (mask, twice) = ranks_held(key);
            let fits = SUIT_FITS[usize::from(mask)];
            least_missing += fits & LEAST_MISSING;
            within &= fits;
            double |= twice;
            *held = mask;
        }
        Fit {
            straight: straight_size(concealed, melds) & (least_missing <= jokers),
            honors: (concealed == 14) & (melds == 0) & !double & (within != 0),
            numbered,
        }
    }

    /// Whether either form may be complete.
    #[inline(always)]
    fn any(&self) -> bool {
        self.straight | self.honors
    }
}

/// For each nine-bit mask of a suit's ranks held: the fewest ranks of one offset it lacks (the
/// low bits, [`LEAST_MISSING`]), and [`WITHIN_ONE`] where every rank held is one offset's.
static SUIT_FITS: [u8; 512] = {
    let mut fits = [0; 512];
    let mut mask = 0;
    while mask < 512 {
        let mut least = 3;
        let mut within = false;
        let mut offset = 0;
        while offset < 3 {
            let ranks = OFFSET_RANKS[offset];
            let missing = 3 - (mask as u16 & ranks).count_ones() as u8;
            if missing < least {
                least = missing;
            }
            within |= mask as u16 & !ranks == 0;
            offset += 1;
        }
        fits[mask] = least | if within { WITHIN_ONE } else { 0 };
        mask += 1;
    }
    fits
};

/// For each nine-bit mask of a suit's ranks held: how many of each offset's three ranks it
/// lacks, two bits an offset (offset `o` at bit `2 * o`).
static OFFSETS_LACKING: [u8; 512] = {
    let mut lacking = [0; 512];
    let mut mask = 0;
    while mask < 512 {
        let mut offset = 0;
        while offset < 3 {
            let missing = 3 - (mask as u16 & OFFSET_RANKS[offset]).count_ones() as u8;
            lacking[mask] |= missing << (2 * offset);
            offset += 1;
        }
        mask += 1;
    }
    lacking
};

/// Each nine-bit mask of a suit's ranks as the key of one tile of each: what taking those
/// places of an arrangement out of a suit key subtracts.
static PLACES_KEY: [u32; 512] = {
    let mut keys = [0; 512];
    let mut mask = 0;
    while mask < 512 {
        let mut r = 0;
        while r < 9 {
            if mask >> r & 1 == 1 {
                keys[mask] += POW5[r];
            }
            r += 1;
        }
        mask += 1;
    }
    keys
};

/// The bits of a [`SUIT_FITS`] byte that hold the fewest ranks lacking.
const LEAST_MISSING: u8 = 0x3;
/// The flag of a [`SUIT_FITS`] byte for ranks all within one offset.
const WITHIN_ONE: u8 = 0x4;

impl<T: SuitTable> Checker<T> {
    /// Whether a hand the quick paths read in place (plain rules: no joker kind, honors and
    /// 2m..8m all in the set; its own keys, `jokers`, `concealed` tiles beside `melds`) is
    /// complete in a knitted form: the [`Fit`] inline, the rest ([`knitted_quick`]) out of line
    /// for the few hands that pass it. `None` leaves the hand to the full tests.
    ///
    /// [`knitted_quick`]: Self::knitted_quick
    #[inline(always)]
    pub(super) fn knitted_on_quick_path(
        &self,
        keys: &[u32; 4],
        jokers: u8,
        concealed: u8,
        melds: u8,
    ) -> Option<bool> {
        let fit = Fit::of(keys, jokers, concealed, melds);
        if !fit.any() {
            return Some(false);
        }
        self.knitted_quick(keys, jokers, fit)
    }

    /// Whether a hand the quick paths read in place whose [`Fit`] passes is complete in a
    /// knitted form, read from its keys: `None` leaves it to the full tests.
    ///
    /// 全不靠 is the rank masks alone. A knitted straight takes each arrangement whose places
    /// the jokers fill: its places held come out of the keys ([`PLACES_KEY`]) and the rest is
    /// four table lookups. Where a joker may be a fifth copy, or there is none, that is exact;
    /// under the strict policy a joker beside the arrangement's taken copies must keep within
    /// four, which the full tests count. Out of line, so that the loop of a caller keeps its
    /// code small.
    #[inline(never)]
    fn knitted_quick(&self, keys: &[u32; 4], jokers: u8, fit: Fit) -> Option<bool> {
        // The arrangements read the numbered suits alone.
        let held = Held {
            numbered: fit.numbered,
            honors: 0,
            double: false,
        };
        if fit.honors && !ranks_held(keys[3]).1 && (0..6).any(|a| held.within(a)) {
            return Some(true);
        }
        if !fit.straight {
            return Some(false);
        }
        if jokers > 0 && !self.rules.joker_fifth_copy {
            return None;
        }
        let straight = (0..6).any(|a| {
            let Some(left) = jokers.checked_sub(held.missing(a) as u8) else {
                return false;
            };
            let mut rest = *keys;
            for (s, key) in rest[..3].iter_mut().enumerate() {
                let places = held.numbered[s] & OFFSET_RANKS[OFFSETS[a][s]];
                *key -= PLACES_KEY[usize::from(places)];
            }
            super::within(self.lookup_word(&rest), left)
        });
        Some(straight)
    }

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
            && arrangements(self.rules.three_player).any(|a| held.within(a));
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
            held.missing(a) <= u32::from(view.jokers) && self.straight_rest(view, a).is_some()
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
                rest.counts[k] -= 1;
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
    /// game, which has no knitted straight). Four alike fit only the
    /// rest's triplet and pair, and only when the arrangement does not hold the kind: the
    /// other nine tiles and jokers make the arrangement exactly. No kind is held twice among
    /// them, so they fit no other form.
    fn fifth_copy_straight(&self, view: &View, tile: Tile) -> bool {
        if view.concealed != 13 || view.meld_count != 0 || self.rules.three_player {
            return false;
        }
        let mut keys = view.keys;
        keys[tile.suit().index()] -= 4 * POW5[usize::from(tile.rank() - 1)];
        let held = Held::of(&keys);
        !held.double
            && held.honors == 0
            && (0..6).any(|a| !KNITTED[a].contains(&tile) && held.within(a))
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
            next.counts[k] += 1;
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

    #[test]
    fn the_rank_masks_read_every_numbered_key() {
        for key in 0..5u32.pow(9) {
            let (mut rest, mut mask, mut double) = (key, 0u16, false);
            for r in 0..9 {
                let c = rest % 5;
                rest /= 5;
                if c >= 1 {
                    mask |= 1 << r;
                }
                double |= c >= 2;
            }
            assert_eq!(ranks_held(key), (mask, double), "{key}");
        }
    }
}
