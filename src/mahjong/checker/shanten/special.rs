//! Seven pairs and thirteen orphans from a few counts of the hand, read from two small tables
//! per suit key (the same split of the key the shanten tables index by), seven counts to a
//! word so that the suits add up in three additions. The same words carry the key's place in
//! the shanten tables ([`hand_index`](crate::base::key::hand_index)) in their top half, so
//! that one read of each small table serves both.
//!
//! Both forms take 14 concealed tiles and no melds, and keep what they can of the hand:
//!
//! - seven pairs keeps two tiles of each kind held twice or more (as many pairs as there are,
//!   up to seven) and one of each single, up to seven pairs in all; under `seven_pairs_quad`
//!   a kind's pairs are its count halved, and its singles its odd counts;
//! - thirteen orphans keeps one of each terminal and honor held, and a second of one.
//!
//! Every other tile of the target is added: a draw where a copy is left, else a joker. The
//! one place that needs a joker is the joker kind among the orphans (its copies are jokers):
//! seven pairs always has a free kind to pair instead.

use crate::base::key::{HIGH_BASE, HIGH_KEYS, LOW_KEYS, LOW_RANK, SPLIT_HIGH, split};

/// Concealed tiles and melds' three each of a full hand (of a 13-tile game: the tables'
/// entries and the forms of 14 tiles stop here).
pub(super) const FULL: u8 = 14;

/// Tiles 嚦咕嚦咕 keeps of some concealed counts (the joker kind's taken out): the triplet's
/// kind keeps up to three, and seven pairs the best of the other kinds' places (a kind one
/// place of up to two; under `quad` a kind of three or four two places, the second of one or
/// two). Every other tile is added, a copy left to draw or a kind not held: there are always
/// enough of both.
pub(super) fn seven_pairs_and_triplet_kept(
    counts: &[u8; crate::mahjong::tile::KINDS],
    quad: bool,
) -> u8 {
    // The pair places of a kind of `c`: how many keep two, and how many keep one.
    let places = |c: u8| -> (u8, u8) {
        match (c, quad) {
            (0, _) => (0, 0),
            (1, _) => (0, 1),
            (2, _) | (3 | 4, false) => (1, 0),
            (3, true) => (1, 1),
            _ => (2, 0),
        }
    };
    let (mut twos, mut ones) = (0u8, 0u8);
    for &c in counts {
        let (t, o) = places(c);
        twos += t;
        ones += o;
    }
    let best = |twos: u8, ones: u8| {
        let twos = twos.min(7);
        2 * twos + ones.min(7 - twos)
    };
    // The triplet of a kind not held keeps nothing and takes no place; of a held kind, its
    // places are the pairs'.
    let mut kept = best(twos, ones);
    for &c in counts.iter().filter(|&&c| c > 0) {
        let (t, o) = places(c);
        kept = kept.max(c.min(3) + best(twos - t, ones - o));
    }
    kept
}

/// The counts a word holds, four bits each (none sums above 14 over a hand).
const HELD: u32 = 0;
const PAIRS: u32 = 4;
const ODD: u32 = 8;
const HALVES: u32 = 12;
const FOURS: u32 = 16;
/// Of a numbered suit, its 1 and 9 (the only orphans): held, and held twice or more.
const ENDS_HELD: u32 = 20;
const ENDS_PAIRED: u32 = 24;
/// Where the key's place in the shanten tables sits: the low part's rank plus the high
/// part's base.
const PLACE: u32 = 32;

/// The counts of digits `0..len` of a base-5 number, `end` being the digit that is a 1 or a 9.
const fn stats(mut key: usize, len: usize, end: usize) -> u64 {
    let mut word = 0u64;
    let mut digit = 0;
    while digit < len {
        let c = (key % 5) as u64;
        key /= 5;
        word += ((c >= 1) as u64) << HELD
            | ((c >= 2) as u64) << PAIRS
            | (c % 2) << ODD
            | (c / 2) << HALVES
            | ((c == 4) as u64) << FOURS;
        if digit == end {
            word += ((c >= 1) as u64) << ENDS_HELD | ((c >= 2) as u64) << ENDS_PAIRED;
        }
        digit += 1;
    }
    word
}

/// The counts of each low part (ranks 1 to 5; rank 1 an end).
static LOW: [u64; LOW_KEYS] = {
    let mut t = [0; LOW_KEYS];
    let mut k = 0;
    while k < LOW_KEYS {
        t[k] = stats(k, 5, 0) | (LOW_RANK[k] as u64) << PLACE;
        k += 1;
    }
    t
};

/// The counts of each high part (ranks 6 to 9; rank 9 an end), and past them, for a key no
/// hand makes, a place past the shanten tables.
static HIGH: [u64; SPLIT_HIGH] = {
    let mut t = [u64::MAX << PLACE; SPLIT_HIGH];
    let mut k = 0;
    while k < HIGH_KEYS {
        t[k] = stats(k, 4, 3) | (HIGH_BASE[k] as u64) << PLACE;
        k += 1;
    }
    t
};

/// The counts of one suit's key.
#[inline(always)]
fn of_key(key: u32) -> u64 {
    let (low, high) = split(key);
    LOW[low] + HIGH[high]
}

/// What the special forms read from a hand's keys, suit by suit.
#[derive(Clone, Copy, Debug)]
pub(super) struct Counts {
    each: [u64; 4],
}

impl Counts {
    #[inline(always)]
    pub(super) fn of_keys(keys: &[u32; 4]) -> Counts {
        Counts {
            each: keys.map(of_key),
        }
    }

    /// Each suit key's place in the shanten tables.
    #[inline(always)]
    pub(super) fn places(&self) -> [usize; 4] {
        self.each.map(|w| (w >> PLACE) as usize)
    }

    /// How many tiles a suit holds: each kind's odd one and its halves twice (a suit of a
    /// hand holds at most seventeen tiles, eight halves: no field carries).
    #[inline(always)]
    pub(super) fn tiles(&self, suit: usize) -> usize {
        let w = self.each[suit];
        ((w >> ODD & 0xF) + 2 * (w >> HALVES & 0xF)) as usize
    }

    /// Whether a suit holds four of some kind.
    #[inline(always)]
    pub(super) fn fours(&self, suit: usize) -> bool {
        (self.each[suit] >> FOURS) & 0xF != 0
    }

    /// The counts of the numbered suits together, and of the honors.
    #[inline(always)]
    pub(super) fn sums(&self) -> Sums {
        Sums {
            numbered: self.each[0] + self.each[1] + self.each[2],
            honors: self.each[3],
        }
    }
}

/// The counts of the numbered suits summed, and of the honors: all the special forms read.
#[derive(Clone, Copy, Debug)]
pub(super) struct Sums {
    numbered: u64,
    honors: u64,
}

impl Sums {
    /// Whether some suit holds four of some kind.
    #[inline(always)]
    pub(super) fn any_fours(&self) -> bool {
        self.field(FOURS) != 0
    }

    #[inline(always)]
    fn field(&self, at: u32) -> u8 {
        ((self.numbered + self.honors) >> at & 0xF) as u8
    }

    /// What the special forms add once a tile is drawn, by how many of its kind the hand
    /// held: each enabled form's tiles to add (14 less those kept), the least of them.
    pub(super) fn after_draw(&self, seven_pairs: bool, quads: bool, orphans: bool) -> AfterDraw {
        let pairs_kept = |pairs: u8, singles: u8| {
            let pairs = pairs.min(7);
            2 * pairs + singles.min(7 - pairs)
        };
        // Seven pairs, by the count held before the draw.
        let pairs: [u8; 4] = if quads {
            let (halves, odd) = (self.field(HALVES), self.field(ODD));
            let even = pairs_kept(halves, odd + 1);
            let odd = pairs_kept(halves + 1, odd.saturating_sub(1));
            [even, odd, even, odd]
        } else {
            let pairs = self.field(PAIRS);
            let singles = self.field(HELD) - pairs;
            let same = pairs_kept(pairs, singles);
            [
                pairs_kept(pairs, singles + 1),
                pairs_kept(pairs + 1, singles.saturating_sub(1)),
                same,
                same,
            ]
        };
        // Thirteen orphans: an orphan held once or not at all is one more kept (a second copy
        // the pair, where none is held yet); any other draw keeps as many.
        let lane = |w: u64, at: u32| (w >> at & 0xF) as u8;
        let held = lane(self.numbered, ENDS_HELD) + lane(self.honors, HELD);
        let paired = lane(self.numbered, ENDS_PAIRED) + lane(self.honors, PAIRS) > 0;
        let same = held + u8::from(paired);
        let orphan = [same + 1, if paired { same } else { same + 1 }, same, same];
        let fills = |kept: u8, on: bool| if on { FULL - kept } else { u8::MAX };
        AfterDraw {
            orphan: std::array::from_fn(|c| {
                fills(pairs[c], seven_pairs).min(fills(orphan[c], orphans))
            }),
            other: std::array::from_fn(|c| fills(pairs[c], seven_pairs).min(fills(same, orphans))),
        }
    }

    /// Tiles seven pairs keeps: pairs first, then singles, seven pairs in all.
    #[inline(always)]
    pub(super) fn seven_pairs_kept(&self, quads: bool) -> u8 {
        let (pairs, singles) = if quads {
            (self.field(HALVES), self.field(ODD))
        } else {
            let pairs = self.field(PAIRS);
            (pairs, self.field(HELD) - pairs)
        };
        let pairs = pairs.min(7);
        2 * pairs + singles.min(7 - pairs)
    }

    /// Tiles thirteen orphans keeps: each orphan held once, and one more if one is held twice.
    #[inline(always)]
    pub(super) fn thirteen_orphans_kept(&self) -> u8 {
        let lane = |w: u64, at: u32| (w >> at & 0xF) as u8;
        let held = lane(self.numbered, ENDS_HELD) + lane(self.honors, HELD);
        let paired = lane(self.numbered, ENDS_PAIRED) + lane(self.honors, PAIRS);
        held + u8::from(paired > 0)
    }
}

/// The least tiles the special forms add after a draw, by the count of the drawn kind held
/// before it: for an orphan (a terminal or an honor), and for any other kind.
#[derive(Clone, Copy, Debug)]
pub(super) struct AfterDraw {
    orphan: [u8; 4],
    other: [u8; 4],
}

impl AfterDraw {
    /// The kinds whose draw leaves fewer than `before` tiles to add, from the kinds the hand
    /// holds at least once, twice, three and four times (bit per 34-index, [`Held`]).
    #[inline(always)]
    pub(super) fn lowering(&self, held: &Held, before: u8) -> u64 {
        let mut kinds = 0;
        let mut fewer = ALL_KINDS;
        for (n, &more) in held.at_least.iter().enumerate() {
            let exactly = fewer & !more;
            fewer = more;
            let orphans = if self.orphan[n] < before {
                ORPHAN_KINDS
            } else {
                0
            };
            let others = if self.other[n] < before {
                !ORPHAN_KINDS
            } else {
                0
            };
            kinds |= exactly & (orphans | others);
        }
        kinds
    }
}

/// The kinds a hand holds at least once, twice, three and four times, one bit per 34-index.
#[derive(Clone, Copy, Debug)]
pub(super) struct Held {
    at_least: [u64; 4],
}

impl Held {
    /// From the four suit keys: two small-table reads a suit.
    #[inline(always)]
    pub(super) fn of_keys(keys: &[u32; 4]) -> Held {
        let mut at_least = [0; 4];
        for (key, first) in keys.iter().zip([0, 9, 18, 27]) {
            let (low, high) = split(*key);
            let lanes = LOW_HELD[low] | HIGH_HELD.get(high).copied().unwrap_or(0) << 5;
            for (n, kinds) in at_least.iter_mut().enumerate() {
                *kinds |= (lanes >> (16 * n) & 0x1FF) << first;
            }
        }
        Held { at_least }
    }

    /// The kinds held exactly three times.
    #[inline(always)]
    pub(super) fn threes(&self) -> u64 {
        self.at_least[2] & !self.at_least[3]
    }
}

/// The ranks of `len` base-5 digits held at least `n + 1` times, as bits of the 16-bit lane `n`.
const fn held_lanes(mut key: usize, len: usize) -> u64 {
    let mut lanes = 0;
    let mut rank = 0;
    while rank < len {
        let count = key % 5;
        key /= 5;
        let mut n = 0;
        while n < count {
            lanes |= 1 << (16 * n + rank);
            n += 1;
        }
        rank += 1;
    }
    lanes
}

/// [`held_lanes`] of each low part (ranks 1 to 5) and each high part (ranks 6 to 9).
static LOW_HELD: [u64; LOW_KEYS] = held_table(5);
static HIGH_HELD: [u64; HIGH_KEYS] = held_table(4);

/// [`held_lanes`] of every key of `len` digits.
const fn held_table<const N: usize>(len: usize) -> [u64; N] {
    let mut t = [0; N];
    let mut k = 0;
    while k < N {
        t[k] = held_lanes(k, len);
        k += 1;
    }
    t
}

/// Every kind, as bits of its 34-index.
const ALL_KINDS: u64 = (1 << 34) - 1;

/// The orphans' kinds as bits of their 34-index: 1 and 9 of each numbered suit, every honor.
const ORPHAN_KINDS: u64 = 1 | 1 << 8 | 1 << 9 | 1 << 17 | 1 << 18 | 1 << 26 | 0x7F << 27;
