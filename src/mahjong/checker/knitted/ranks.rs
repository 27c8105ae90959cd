//! What a hand holds of each knitted arrangement, read from its suit keys.
//!
//! A knitted arrangement ([`KNITTED`]) is nine kinds, three of each numbered suit at ranks a
//! third apart (an offset: 1-4-7, 2-5-8 or 3-6-9), so what a hand holds of one is read from
//! which ranks of each suit it holds: a nine-bit mask per suit, two reads of a small table
//! ([`ranks_held`]), or on the quick paths what each suit lacks of each rank set, one read of
//! the checker's table by its key ([`KnittedKeys`](crate::mahjong::checker::knitted_keys)).
//! Either gives, in one read of [`BY_LACKING`] or [`LANES`], how far the suit is from each of
//! the six arrangements at once, a byte an arrangement; the three suits' words add up to the
//! whole hand's ([`Lanes`]), so which arrangements the jokers can fill, and which hold every
//! numbered kind of the hand, are a few word operations rather than a loop.

use crate::base::generator::mahjong::POW5;
use crate::mahjong::checker::knitted_keys::{
    COMPLETE, KeyKnit, LACKING as LACKING_AT, PLAIN, WITHIN, lacking_of_mask,
};
use crate::mahjong::tile::KNITTED;

/// For every five base-5 digits: bit `r` set where digit `r` is at least one, [`DOUBLE`]
/// where some digit is two or more. Padded to a power of two, so that an index masked to it
/// needs no range test.
static CHUNKS: [u8; 4096] = {
    let mut chunks = [0; 4096];
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
/// or more of some rank. A key of a hand is below 5^9; any other key reads some mask, never
/// out of bounds.
#[inline(always)]
pub(super) fn ranks_held(key: u32) -> (u16, bool) {
    // `key / 3125` for every key below 2^21, as one multiplication: 2^42 / 3125 rounded up
    // is above the true quotient's multiplier by less than one part in 2^29.
    let high = ((u64::from(key) * 1_407_374_884) >> 42) as u32;
    let low = key.wrapping_sub(high * 3125);
    let low = CHUNKS[(low & 4095) as usize];
    let high = CHUNKS[(high & 4095) as usize];
    let mask = u16::from(low & 0x1F) | u16::from(high & 0xF) << 5;
    (mask, (low | high) & DOUBLE != 0)
}

/// The ranks of a suit at one offset (0: 1-4-7, 1: 2-5-8, 2: 3-6-9).
pub(super) const OFFSET_RANKS: [u16; 3] = [0b001_001_001, 0b010_010_010, 0b100_100_100];

/// Each arrangement's offset in each numbered suit, read off [`KNITTED`].
pub(super) const OFFSETS: [[usize; 3]; 6] = {
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

/// For each numbered suit and each lacking byte of it (its entry's bits from [`LACKING_AT`]:
/// what it lacks of each rank set), a byte for each arrangement `a` (byte `a`): how many of
/// `a`'s three places in the suit it lacks (the low nibble, [`LACKING`]), and [`OUTSIDE`]
/// where it holds a rank that is not one of them (a rank of another set). Summed over the
/// three suits a byte stays below 0x40: at most nine lacking, three outside.
static BY_LACKING: [[u64; 64]; 3] = {
    let mut lanes = [[0; 64]; 3];
    let mut suit = 0;
    while suit < 3 {
        let mut bits = 0;
        while bits < 64 {
            let mut a = 0;
            while a < 6 {
                let set = OFFSETS[a][suit];
                let others_held = 6 - lacks(bits, (set + 1) % 3) - lacks(bits, (set + 2) % 3);
                let outside = if others_held != 0 { 0x10 } else { 0 };
                lanes[suit][bits] |= (lacks(bits, set) | outside) << (8 * a);
                a += 1;
            }
            bits += 1;
        }
        suit += 1;
    }
    lanes
};

/// For three bits a rank set of each numbered suit side by side (suit `s`'s three in bits
/// `3 * s..3 * s + 3`), whether some arrangement takes of each suit a rank set whose bit it
/// has: of the [`COMPLETE`] bits, the three suits hold it whole, each with a rest that is
/// complete; of the [`WITHIN`] bits, they hold nothing outside it.
static MATCHED: [bool; 512] = {
    let mut matched = [false; 512];
    let mut bits = 0;
    while bits < 512 {
        let mut a = 0;
        while a < 6 {
            let mut all = true;
            let mut suit = 0;
            while suit < 3 {
                all &= bits >> (3 * suit + OFFSETS[a][suit]) & 1 == 1;
                suit += 1;
            }
            matched[bits] |= all;
            a += 1;
        }
        bits += 1;
    }
    matched
};

/// The ranks of rank set `set` that a lacking byte lacks.
const fn lacks(byte: usize, set: usize) -> u64 {
    (byte >> (2 * set) & 3) as u64
}

/// [`BY_LACKING`] by the nine-bit mask of a suit's ranks held.
static LANES: [[u64; 512]; 3] = {
    let mut lanes = [[0; 512]; 3];
    let mut suit = 0;
    while suit < 3 {
        let mut mask = 0;
        while mask < 512 {
            lanes[suit][mask] = BY_LACKING[suit][lacking_of_mask(mask as u16) as usize];
            mask += 1;
        }
        suit += 1;
    }
    lanes
};

/// The lacking-places nibble of every byte of a [`LANES`] sum.
const LACKING: u64 = 0x0F0F_0F0F_0F0F;
/// The outside bits of every byte of a [`LANES`] sum (one suit's flag, or a sum of three).
const OUTSIDE: u64 = 0x3030_3030_3030;
/// The lowest bit of each arrangement's byte.
const ONES: u64 = 0x0101_0101_0101;

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

/// What the knitted forms read of a hand's keys.
#[derive(Clone, Copy)]
pub(super) struct Held {
    /// The ranks held of each numbered suit.
    pub numbered: [u16; 3],
    /// The honors held (bit `r` for `r + 1`z).
    pub honors: u16,
    /// Some kind is held twice or more.
    pub double: bool,
    /// How far the numbered suits are from each arrangement.
    pub lanes: Lanes,
}

impl Held {
    /// What the keys hold (the joker kind taken out).
    #[inline(always)]
    pub fn of(keys: &[u32; 4]) -> Held {
        let (honors, double) = ranks_held(keys[3]);
        let numbered = Held::numbered(keys);
        Held {
            honors,
            double: double | numbered.double,
            ..numbered
        }
    }

    /// What the keys hold of the numbered suits alone: `honors` empty, `double` only for a
    /// numbered kind.
    #[inline(always)]
    pub fn numbered(keys: &[u32; 4]) -> Held {
        let mut held = Held {
            numbered: [0; 3],
            honors: 0,
            double: false,
            lanes: Lanes(0),
        };
        for (s, &key) in keys[..3].iter().enumerate() {
            let (mask, twice) = ranks_held(key);
            held.numbered[s] = mask;
            held.double |= twice;
            held.lanes.0 += LANES[s][usize::from(mask)];
        }
        held
    }
}

/// How far a hand's numbered suits are from each of the six arrangements, a byte an
/// arrangement: the [`LANES`] or [`BY_LACKING`] words of its suits, summed.
#[derive(Clone, Copy)]
pub(super) struct Lanes(u64);

impl Lanes {
    /// The lanes of the numbered suits whose keys' entries these are.
    #[inline(always)]
    pub fn of_entries(entries: [KeyKnit; 3]) -> Lanes {
        let lane = |s: usize| BY_LACKING[s][usize::from(entries[s] >> LACKING_AT & 0x3F)];
        Lanes(lane(0) + lane(1) + lane(2))
    }

    /// How many of arrangement `a`'s nine kinds are not held.
    #[inline(always)]
    pub fn missing(self, a: usize) -> u32 {
        (self.0 >> (8 * a) & 0xF) as u32
    }

    /// Whether every numbered kind held is one of arrangement `a`'s.
    #[inline(always)]
    pub fn within(self, a: usize) -> bool {
        self.0 >> (8 * a) & 0x30 == 0
    }

    /// The arrangements whose places keep every numbered kind held, as a mask (bit `a`).
    #[inline(always)]
    pub fn within_any(self) -> u32 {
        // An outside count of one to three plus 0x30 sets bit 6 of its byte; none leaves it.
        let outside = (self.0 & OUTSIDE) + 0x30 * ONES;
        gather(!outside, 6)
    }

    /// The arrangements `jokers` can fill the places of, as a mask (bit `a`).
    #[inline(always)]
    pub fn fillable(self, jokers: u8) -> u32 {
        // Each lacking nibble plus 15 − jokers reaches 16 exactly where it is above `jokers`;
        // nine jokers or more fill any arrangement.
        let spare = u64::from(15 - jokers.min(15));
        let over = (self.0 & LACKING) + spare * ONES;
        gather(!over, 4)
    }
}

/// Each arrangement's places as keys of the numbered suits, the last two rows of none: what
/// taking a whole arrangement out subtracts, by an index masked to the rows.
static ARRANGEMENT_KEYS: [[u32; 3]; 8] = {
    let mut keys = [[0; 3]; 8];
    let mut a = 0;
    while a < 6 {
        let mut s = 0;
        while s < 3 {
            keys[a][s] = PLACES_KEY[OFFSET_RANKS[OFFSETS[a][s]] as usize];
            s += 1;
        }
        a += 1;
    }
    keys
};

/// Keys with the whole of arrangement `a` (below six) taken out: a hand that lacks none of
/// its places.
#[inline(always)]
pub(super) fn without_arrangement(keys: &[u32; 4], a: usize) -> [u32; 4] {
    let places = &ARRANGEMENT_KEYS[a & 7];
    [
        keys[0] - places[0],
        keys[1] - places[1],
        keys[2] - places[2],
        keys[3],
    ]
}

/// Keys with arrangement `a`'s places held taken out, `held` the ranks held of each numbered
/// suit.
#[inline(always)]
pub(super) fn without_places(keys: &[u32; 4], a: usize, held: [u16; 3]) -> [u32; 4] {
    let mut rest = *keys;
    for (s, key) in rest[..3].iter_mut().enumerate() {
        *key -= PLACES_KEY[usize::from(held[s] & OFFSET_RANKS[OFFSETS[a][s]])];
    }
    rest
}

/// Whether a hand without jokers whose numbered keys' entries these are is complete as a
/// knitted straight (where `straight`: a hand of fourteen slots whose honors are complete as
/// they are, with a pair or without) or as 全不靠 (where `distinct`: fourteen concealed tiles,
/// no kind held twice). Answered with no branch, so that which of them a
/// hand is, if either, is never a branch to predict: both tests' [`MATCHED`] indices made in
/// one word, the [`COMPLETE`] bits in its low nine bits and the [`WITHIN`] bits above them.
///
/// A knitted straight is some arrangement held whole with each of the four suits complete
/// less its places, with a pair or without: nine numbered tiles, so fourteen concealed or
/// eleven beside a meld. One of them then holds the pair and the others none: the rest is
/// five tiles (two beside a meld), a suit complete without a pair holds a
/// multiple of three and one with a pair two more, so the five are one suit's with a pair
/// and another's without, or one suit's alone (two suits with a pair would hold four tiles,
/// four eight, and no other count adds up). 全不靠's fourteen different kinds hold no
/// numbered rank outside some arrangement.
#[inline(always)]
pub(super) fn plain_knitted(entries: [KeyKnit; 3], straight: bool, distinct: bool) -> bool {
    let bits = |s: usize| usize::from(entries[s] & PLAIN) << (3 * s);
    let both = bits(0) | bits(1) | bits(2);
    let whole = MATCHED[both >> COMPLETE & 0x1FF];
    let within = MATCHED[both >> WITHIN];
    (straight & whole) | (distinct & within)
}

/// Bit `bit` of each arrangement's byte gathered into bit `a` of the answer: one
/// multiplication moves bit `8a` to bit `56 + a`, and no two of its partial products meet,
/// so nothing carries.
#[inline(always)]
fn gather(flags: u64, bit: u32) -> u32 {
    const GATHER: u64 = 1 << 56 | 1 << 49 | 1 << 42 | 1 << 35 | 1 << 28 | 1 << 21;
    ((flags >> bit & ONES).wrapping_mul(GATHER) >> 56) as u32 & 0x3F
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mahjong::backtrack::counts::NO_LIMIT;
    use crate::mahjong::backtrack::knitted::is_knitted_straight;
    use crate::mahjong::checker::knitted_keys::{KnittedKeys, entry_of_lacking};
    use crate::mahjong::hand::keys_of;
    use crate::mahjong::rules::Rules;
    use crate::mahjong::table::{Dense, SuitTable};
    use crate::mahjong::tile::KINDS;
    use crate::test_rng::Rng;

    /// Without jokers, fourteen concealed tiles or eleven: an arrangement with a group and a
    /// pair (or the pair alone), then with a tile or two moved, and wall tiles. The entries'
    /// answer is the search's.
    #[test]
    fn a_whole_straight_is_what_a_search_finds() {
        let rules = Rules {
            knitted: true,
            ..Rules::default()
        };
        let (entries, tables) = (KnittedKeys::of(&rules), Dense::for_variant(rules.variant()));
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        let (mut checked, mut straights) = (0, 0);
        while checked < 200_000 {
            let mut counts = [0u8; KINDS];
            let eleven = rng.below(4) == 0;
            let (groups, moved) = (usize::from(!eleven), rng.below(4));
            let size = if eleven { 11 } else { 14 };
            if moved < 3 {
                for t in KNITTED[rng.below(6)] {
                    counts[t.index()] += 1;
                }
                for _ in 0..groups {
                    let kind = rng.below(KINDS);
                    if kind < 27 && kind % 9 < 7 && rng.below(2) == 0 {
                        (kind..kind + 3).for_each(|k| counts[k] += 1);
                    } else {
                        counts[kind] += 3;
                    }
                }
                counts[rng.below(KINDS)] += 2;
                for _ in 0..moved {
                    let from = rng.below(KINDS);
                    if counts[from] > 0 {
                        counts[from] -= 1;
                        counts[rng.below(KINDS)] += 1;
                    }
                }
            } else {
                for _ in 0..size {
                    counts[rng.below(KINDS)] += 1;
                }
            }
            let Ok((keys, _)) = keys_of(&counts, &[0; KINDS]) else {
                continue;
            };
            let read = entries.read(&keys).expect("the knitted forms' table");
            let honors = tables.honors(keys[3]);
            let want = is_knitted_straight(&counts, 0, &NO_LIMIT);
            let honors_complete = honors & 0x0F == 0 || honors >> 4 == 0;
            let got = plain_knitted(read, honors_complete, false);
            assert_eq!(got, want, "{counts:?}");
            checked += 1;
            straights += usize::from(want);
        }
        assert!(straights > 20_000, "{straights}");
    }

    #[test]
    fn the_rank_masks_read_every_numbered_key() {
        for key in 0..5u32.pow(9) {
            assert_eq!(((u64::from(key) * 1_407_374_884) >> 42) as u32, key / 3125);
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

    /// Every mask of each suit beside masks of the other two that hold each arrangement's
    /// places, none, some or all of them, and ranks outside: the lanes say what counting the
    /// masks' bits says, for every joker count.
    #[test]
    fn the_lanes_count_what_each_arrangement_lacks() {
        let others = [
            0u16,
            0b1,
            0b1001001,
            0b111111111,
            0b10010,
            0b100100100,
            0b110,
            0b10001,
        ];
        for suit in 0..3 {
            for mask in 0..512u16 {
                for (&o1, &o2) in others
                    .iter()
                    .flat_map(|o| others.iter().map(move |p| (o, p)))
                {
                    let mut numbered = [o1, o2, o2];
                    numbered[suit] = mask;
                    numbered[(suit + 1) % 3] = o1;
                    let [m, p, s] = numbered;
                    let by_mask = Lanes((0..3).map(|i| LANES[i][usize::from(numbered[i])]).sum());
                    let entries = numbered.map(|m| entry_of_lacking(lacking_of_mask(m)));
                    let by_lacking = Lanes::of_entries(entries);
                    assert_eq!(by_mask.0, by_lacking.0);
                    let within = plain_knitted(entries, false, true);
                    assert_eq!(within, by_lacking.within_any() != 0);
                    for a in 0..6 {
                        let places = |i: usize| OFFSET_RANKS[OFFSETS[a][i]];
                        let lacking: u32 = (0..3)
                            .map(|i| 3 - (numbered[i] & places(i)).count_ones())
                            .sum();
                        let within = (0..3).all(|i| numbered[i] & !places(i) == 0);
                        let lanes = by_lacking;
                        assert_eq!(lanes.missing(a), lacking, "{m:b} {p:b} {s:b} {a}");
                        assert_eq!(lanes.within(a), within);
                        assert_eq!(lanes.within_any() >> a & 1 == 1, within);
                        for jokers in 0..=20 {
                            let fill = lanes.fillable(jokers) >> a & 1 == 1;
                            assert_eq!(fill, lacking <= u32::from(jokers), "{a} {jokers}");
                        }
                    }
                }
            }
        }
    }
}
