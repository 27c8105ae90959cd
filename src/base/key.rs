//! Suit keys: a suit's concealed counts read as base-5 digits, the index of every suit table.
//!
//! A numbered suit's nine counts 0..=4 give a key below 5^9 = 1,953,125, the honors' seven a
//! key below 5^7 = 78,125. The key is the index itself (a dense table is one load) and moves by
//! 5^rank when a tile comes or goes, so a hand keeps its keys current at the cost of one add.
//! The hand, the generator and the tables all read keys through this file, which uses `std`
//! only so that `build.rs` can include it by path with the generator.

/// A hand never holds more than 14 tiles (4 groups + a pair, a quad counted as 3).
pub const MAX_TILES: usize = 14;
/// Jokers a table can account for.
pub const MAX_JOKERS: u8 = 8;
/// Ranks in the widest suit; vectors are stored in arrays of this length.
pub const RANKS: usize = 9;

/// A suit's count vector: rank 1 first; honors use the first seven entries.
pub type SuitCounts = [u8; RANKS];

/// The two kinds of suit: nine numbered ranks with sequences, or seven honors without.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SuitShape {
    /// Man, pin or sou: nine ranks, with sequences.
    Numbered,
    /// The winds and dragons: seven kinds, no sequences (but see `honor_sequences`).
    Honors,
}

impl SuitShape {
    /// How many ranks (kinds) the suit has: 9 or 7.
    pub const fn ranks(self) -> usize {
        match self {
            SuitShape::Numbered => 9,
            SuitShape::Honors => 7,
        }
    }

    /// Whether its ranks form sequences under the plain rules.
    pub const fn has_sequences(self) -> bool {
        matches!(self, SuitShape::Numbered)
    }

    /// Number of base-5 keys: one digit per rank, counts 0..=4.
    pub const fn key_space(self) -> usize {
        5usize.pow(self.ranks() as u32)
    }
}

/// Powers of five: the weight of each rank in a key.
pub const POW5: [u32; RANKS] = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625];

/// The base-5 key of a count vector (each count at most 4).
pub fn key(counts: &[u8]) -> u32 {
    counts
        .iter()
        .zip(POW5)
        .map(|(&c, w)| u32::from(c) * w)
        .sum()
}

/// The count vector of a base-5 key.
pub fn counts_of_key(shape: SuitShape, mut key: u32) -> SuitCounts {
    let mut counts = [0; RANKS];
    for c in counts.iter_mut().take(shape.ranks()) {
        *c = (key % 5) as u8;
        key /= 5;
    }
    counts
}

/// Keys of the low five ranks: a key is `low + LOW_KEYS * high`.
pub const LOW_KEYS: usize = 3125;
/// Keys of the high four ranks (the honors use the first 25).
pub const HIGH_KEYS: usize = 625;

/// The digit sum of a key below 5^5.
const fn digit_sum(mut key: usize) -> usize {
    let mut sum = 0;
    while key > 0 {
        sum += key % 5;
        key /= 5;
    }
    sum
}

/// Five-rank keys with a digit sum at most `s`, for `s` in 0..=20.
const LOW_AT_MOST: [u32; 21] = {
    let mut at_most = [0; 21];
    let mut k = 0;
    while k < LOW_KEYS {
        let mut s = digit_sum(k);
        while s <= 20 {
            at_most[s] += 1;
            s += 1;
        }
        k += 1;
    }
    at_most
};

/// Each five-rank key's place among them ordered by digit sum (then key): the keys whose sum
/// is at most `s` are exactly those placed below `LOW_AT_MOST[s]`.
pub const LOW_RANK: [u16; LOW_KEYS] = {
    let mut next = [0u32; 21];
    let mut s = 1;
    while s <= 20 {
        next[s] = LOW_AT_MOST[s - 1];
        s += 1;
    }
    let mut rank = [0u16; LOW_KEYS];
    let mut k = 0;
    while k < LOW_KEYS {
        let s = digit_sum(k);
        rank[k] = next[s] as u16;
        next[s] += 1;
        k += 1;
    }
    rank
};

/// Where the hand-sized keys of each high part start: those before it hold, each, the low
/// parts that keep the key within [`MAX_TILES`].
pub const HIGH_BASE: [u32; HIGH_KEYS + 1] = {
    let mut base = [0u32; HIGH_KEYS + 1];
    let mut h = 0;
    while h < HIGH_KEYS {
        let s = digit_sum(h);
        let room = if s <= MAX_TILES {
            LOW_AT_MOST[MAX_TILES - s]
        } else {
            0
        };
        base[h + 1] = base[h] + room;
        h += 1;
    }
    base
};

impl SuitShape {
    /// How many keys hold at most 14 tiles: 405,350 numbered, 43,130 honors. Tables
    /// indexed by a key's place among them (`hand_index`) have this many entries.
    pub(crate) const fn hand_keys(self) -> usize {
        match self {
            SuitShape::Numbered => HIGH_BASE[HIGH_KEYS] as usize,
            SuitShape::Honors => HIGH_BASE[25] as usize,
        }
    }
}

/// The place of a key of at most [`MAX_TILES`] tiles among all such keys of its shape: dense
/// (below [`Shape::hand_keys`]) and cheap (a split of the key and two small-table reads), so
/// that a table over hand-sized keys is a fifth of one over every key. A key of more tiles
/// gives an index that belongs to another key or lies past the end; callers pass hand-sized
/// keys only.
#[inline(always)]
pub fn hand_index(key: u32) -> usize {
    let (low, high) = split(key);
    let base = HIGH_BASE.get(high).map_or(usize::MAX / 2, |&b| b as usize);
    base + usize::from(LOW_RANK[low])
}

/// A key's low five ranks (below 3,125) and its high four (below 625 for a key below 5^9;
/// a larger key, which no hand makes, gives a larger high part).
///
/// The division is a multiplication by 2^42 / 3,125 rounded up, exact for every key below
/// [`SPLIT_EXACT`] (a test goes through them all), and larger keys are held to that bound:
/// two instructions fewer a suit than a division of any `u32`, on every check's path.
#[inline(always)]
pub fn split(key: u32) -> (usize, usize) {
    const RECIPROCAL: u64 = (1 << 42) / LOW_KEYS as u64 + 1;
    let key = u64::from(key.min(SPLIT_EXACT - 1));
    let high = (key * RECIPROCAL) >> 42;
    let low = key - high * LOW_KEYS as u64;
    // SAFETY: the quotient is exact below `SPLIT_EXACT` (the test `split_is_exact`), so the
    // remainder is below the divisor and the quotient below `SPLIT_HIGH`.
    unsafe { core::hint::assert_unchecked(low < LOW_KEYS as u64 && high < SPLIT_HIGH as u64) };
    (low as usize, high as usize)
}

/// The keys of counts each at most four, which the optimiser is told are within their
/// tables, so that the lookups need no range test.
///
/// # Safety
///
/// Every count the keys were made from is at most four.
#[inline(always)]
pub unsafe fn within_tables(keys: [u32; 4]) -> [u32; 4] {
    const SPACES: [u32; 4] = {
        let (numbered, honors) = (
            SuitShape::Numbered.key_space(),
            SuitShape::Honors.key_space(),
        );
        [
            numbered as u32,
            numbered as u32,
            numbered as u32,
            honors as u32,
        ]
    };
    for (&key, space) in keys.iter().zip(SPACES) {
        // SAFETY: counts at most four, one per rank, make a key below 5^ranks (the
        // caller's promise).
        unsafe { core::hint::assert_unchecked(key < space) };
    }
    keys
}

/// The keys [`split`] divides exactly: every key below 5^9 and more.
pub const SPLIT_EXACT: u32 = 1 << 22;

/// The high parts [`split`] gives, of any key: a table over them needs no range test.
pub const SPLIT_HIGH: usize = (SPLIT_EXACT as usize - 1) / LOW_KEYS + 1;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_is_exact() {
        for key in 0..SPLIT_EXACT {
            let want = (key as usize % LOW_KEYS, key as usize / LOW_KEYS);
            assert_eq!(split(key), want, "key {key}");
        }
        // Keys past the bound, which no hand makes, still split past every hand's high part.
        for key in [SPLIT_EXACT, 1 << 30, u32::MAX] {
            let (low, high) = split(key);
            assert!(
                low < LOW_KEYS && (HIGH_KEYS..SPLIT_HIGH).contains(&high),
                "key {key}"
            );
        }
    }
}
