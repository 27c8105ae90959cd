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
    KeyKnit, LACKING as LACKING_BITS, WHOLE, WHOLE_WITH_PAIR, lacking_of_mask,
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

/// For each numbered suit and each lacking byte of it (the [`LACKING_BITS`] of its entry:
/// what it lacks of each rank set), a byte for each arrangement `a` (byte `a`): how many of
/// `a`'s three places in the suit it lacks (the low nibble, [`LACKING`]), and [`OUTSIDE`]
/// where it holds a rank that is not one of them (a rank of another set). Summed over the
/// three suits a byte stays below 0x40: at most nine lacking, three outside.
static BY_LACKING: [[u64; 64]; 3] = suit_lanes(false);

/// For each numbered suit and the six whole-set bits of its entry (from [`WHOLE`]: without a
/// pair, then with one), a byte for each arrangement `a`: 1 where the suit less `a`'s set is
/// complete without a pair, 0 where only with one, [`INCOMPLETE`] where neither (or the suit
/// lacks a place of the set). The last two bytes are none.
static WHOLE_LANES: [[u64; 64]; 3] = suit_lanes(true);

/// [`WHOLE_LANES`] if `whole`, otherwise [`BY_LACKING`]: for each suit and six bits of its
/// entry, the byte of each arrangement by the rank set it takes of the suit.
const fn suit_lanes(whole: bool) -> [[u64; 64]; 3] {
    let mut lanes = [[0; 64]; 3];
    let mut suit = 0;
    while suit < 3 {
        let mut bits = 0;
        while bits < 64 {
            let mut a = 0;
            while a < 6 {
                let set = OFFSETS[a][suit];
                let lane = if whole {
                    whole_lane(bits >> set & 1 == 1, bits >> (3 + set) & 1 == 1)
                } else {
                    let others_held = 6 - lacks(bits, (set + 1) % 3) - lacks(bits, (set + 2) % 3);
                    let outside = if others_held != 0 { 0x10 } else { 0 };
                    lacks(bits, set) | outside
                };
                lanes[suit][bits] |= lane << (8 * a);
                a += 1;
            }
            bits += 1;
        }
        suit += 1;
    }
    lanes
}

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
        let lane = |s: usize| BY_LACKING[s][usize::from(entries[s] & LACKING_BITS)];
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

/// A [`WHOLE_LANES`] byte: of a suit (or the honors) complete without a pair, with one, or
/// neither.
const fn whole_lane(without_pair: bool, with_pair: bool) -> u64 {
    if without_pair {
        1
    } else if with_pair {
        0
    } else {
        INCOMPLETE
    }
}

/// A [`WHOLE_LANES`] byte of a suit complete neither way: four of them stay below 0x80.
const INCOMPLETE: u64 = 8;

/// Whether, without jokers, the numbered suits whose keys' entries these are and honors of
/// table byte `honors` hold some arrangement whole with a rest that is complete: three of the
/// four suits complete without a pair and the fourth with one, for some arrangement at once.
#[inline(always)]
pub(super) fn whole_straight(entries: [KeyKnit; 3], honors: u8) -> bool {
    const WHOLE_BITS: KeyKnit = 0x3F << WHOLE;
    const _: () = assert!(WHOLE_WITH_PAIR == WHOLE + 3);
    let lane = |s: usize| WHOLE_LANES[s][usize::from((entries[s] & WHOLE_BITS) >> WHOLE)];
    let honors = whole_lane(honors & 0x0F == 0, honors >> 4 == 0) * ONES;
    // Each of the six bytes is three exactly where its arrangement completes; the two bytes
    // above them are zero, and no byte reaches 0x80, so a byte of three is found by the
    // zero-byte test of the sum with three taken out of every byte.
    let sum = (lane(0) + lane(1) + lane(2) + honors) ^ (3 * EIGHT_ONES);
    sum.wrapping_sub(EIGHT_ONES) & !sum & (0x80 * EIGHT_ONES) != 0
}

/// The lowest bit of every byte of a word.
const EIGHT_ONES: u64 = 0x0101_0101_0101_0101;

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
                    let by_lacking =
                        Lanes::of_entries(numbered.map(|m| KeyKnit::from(lacking_of_mask(m))));
                    assert_eq!(by_mask.0, by_lacking.0);
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
