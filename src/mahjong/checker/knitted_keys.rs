//! For every numbered suit key, what it holds of each knitted rank set (1-4-7, 2-5-8, 3-6-9),
//! in one entry: what the knitted forms' quick test reads of a suit in one load.
//!
//! A knitted arrangement takes one rank set from each numbered suit, so what a hand holds of
//! each arrangement follows from what each suit lacks of each set; and what a suit holds
//! outside a set is what it holds of the other two. A knitted straight without jokers holds
//! its arrangement whole, and is complete when what is left of each suit and the honors is
//! complete as it is, one of them with the pair: so the entry also says, for each set the suit
//! holds whole, whether the suit less that set is complete without jokers, with a pair or
//! without (the standard form's table says; which of the two, the count of the hand's other
//! tiles settles). Reading all that from the key's digits and the tables costs a division,
//! table reads and lookups a suit on every check that gets past the honors' gate, so it is
//! read once per key into a table (5^9 entries of two bytes, padded to a power of two), built
//! when the first checker of rules with the knitted forms is made, once a process for each
//! table variant; other checkers never build it.
//!
//! A hand without jokers that the honors' gate lets through reads its three entries and is
//! answered from them with no branch: both tests' bits of the three suits, shifted three bits
//! apart, make two indices of one small table in one word. (A first test of one bit a key,
//! which kept the other hands that the gate let through from reading the entries, was a
//! branch that the hands of the knitted forms and those one tile from them took either way;
//! without it, the `knitted` bench class checks in fewer instructions and less time, and
//! random hands under `knitted=true` in more, `BENCHMARKS.md`.)

use crate::base::key::{POW5, SuitShape};
use crate::base::variant::Variant;
use crate::mahjong::rules::Rules;
use crate::mahjong::table::{Dense, SuitTable};
use rayon::prelude::*;
use std::sync::OnceLock;

/// Numbered suit keys: 5^9.
const KEYS: usize = SuitShape::Numbered.key_space();

/// The table's length: the power of two above [`KEYS`], so that a key masked to it is read
/// without a range test (the entries past the keys hold nothing).
const LEN: usize = KEYS.next_power_of_two();

/// One key's entry. Bit `o` ([`COMPLETE`]) says that the suit holds rank set `o` (0: 1-4-7,
/// 1: 2-5-8, 2: 3-6-9) whole and is complete without it and jokers, with a pair or without;
/// bits `3 + 2 * o..5 + 2 * o` ([`LACKING`]) count the ranks of set `o` it does not hold, 0
/// to 3; bit `9 + o` ([`WITHIN`]), that it holds no rank outside set `o`. The two sets of
/// three bits a test without jokers reads ([`PLAIN`]) are nine bits apart, so that three
/// suits' bits shifted three apart make both tests' indices in one word.
pub(super) type KeyKnit = u16;

/// Where a [`KeyKnit`]'s bits for the suit less a whole set start.
pub(super) const COMPLETE: u32 = 0;
/// Where a [`KeyKnit`]'s lacking counts start.
pub(super) const LACKING: u32 = 3;
/// Where a [`KeyKnit`]'s bits for the sets that hold every rank the suit holds start.
pub(super) const WITHIN: u32 = 9;
/// A [`KeyKnit`]'s bits for the suit less a whole set and for the sets holding every rank
/// it holds: what a hand without jokers is answered from.
pub(super) const PLAIN: KeyKnit = 0b111 << COMPLETE | 0b111 << WITHIN;

/// The entry of a suit holding nothing: every rank of every set lacking, none outside any.
const NOTHING_HELD: KeyKnit = entry_of_lacking(0b11_11_11);

/// The entries of a checker whose rules have the knitted forms; none otherwise.
#[derive(Clone, Copy)]
pub(super) struct KnittedKeys(Option<&'static [KeyKnit; LEN]>);

impl std::fmt::Debug for KnittedKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("KnittedKeys")
            .field(&self.0.is_some())
            .finish()
    }
}

impl KnittedKeys {
    /// The table these rules need: built (once a process for each table variant) when they
    /// have the knitted forms.
    pub(super) fn of(rules: &Rules) -> KnittedKeys {
        static TABLES: [OnceLock<Box<[KeyKnit; LEN]>>; Variant::COUNT] =
            [const { OnceLock::new() }; Variant::COUNT];
        let variant = rules.variant();
        KnittedKeys(
            rules
                .knitted
                .then(|| &**TABLES[variant.index()].get_or_init(|| build(variant))),
        )
    }

    /// The entries of the three numbered suits' `keys`, or `None` without the table. A key
    /// past the keys of a suit (never made by a hand) reads some entry, never out of bounds.
    #[inline(always)]
    pub(super) fn read(self, keys: &[u32; 4]) -> Option<[KeyKnit; 3]> {
        let table = self.0?;
        let entry = |key: u32| table[key as usize & (LEN - 1)];
        Some([entry(keys[0]), entry(keys[1]), entry(keys[2])])
    }
}

/// What a suit holding the ranks of `mask` (bit `r` for rank `r + 1`) lacks of each rank set:
/// two bits a set, the [`LACKING`] bits of its entry.
pub(super) const fn lacking_of_mask(mask: u16) -> u8 {
    let mut byte = 0;
    let mut set = 0;
    while set < 3 {
        let places = 0b001_001_001 << set;
        let lacking = 3 - (mask & places).count_ones() as u8;
        byte |= lacking << (2 * set);
        set += 1;
    }
    byte
}

/// The entry of a suit that lacks what `lacking` says of each rank set (two bits a set, as
/// [`lacking_of_mask`] gives), without its [`COMPLETE`] bits.
pub(super) const fn entry_of_lacking(lacking: u8) -> KeyKnit {
    (lacking as KeyKnit) << LACKING | within_of_lacking(lacking)
}

/// The [`WITHIN`] bits of a suit that lacks what `lacking` (its [`LACKING`] bits) says: the
/// sets beside which it lacks both other sets whole.
const fn within_of_lacking(lacking: u8) -> KeyKnit {
    let mut bits = 0;
    let mut set = 0;
    while set < 3 {
        let others =
            (lacking >> (2 * ((set + 1) % 3)) & 3) + (lacking >> (2 * ((set + 2) % 3)) & 3);
        if others == 6 {
            bits |= 1 << (WITHIN as usize + set);
        }
        set += 1;
    }
    bits
}

/// The table of a variant: each key's ranks held from its two halves of five and four
/// digits, and each set it holds whole taken out and looked up in the variant's own tables;
/// the high halves shared out between threads.
fn build(variant: Variant) -> Box<[KeyKnit; LEN]> {
    let tables = Dense::for_variant(variant);
    let halves: Vec<u16> = (0..LOW as u32)
        .map(|half| {
            (0..5).fold(0, |mask, digit| {
                let held = half / 5u32.pow(digit) % 5 != 0;
                mask | u16::from(held) << digit
            })
        })
        .collect();
    let lacking: Vec<u8> = (0..512).map(lacking_of_mask).collect();
    let whole: [u32; 3] = std::array::from_fn(|set| (0..3).map(|i| POW5[set + 3 * i]).sum());
    let mut entries = vec![NOTHING_HELD; LEN];
    entries[..KEYS]
        .par_chunks_mut(LOW)
        .enumerate()
        .for_each(|(high, chunk)| {
            let high_mask = halves[high] << 5;
            for (low, entry) in chunk.iter_mut().enumerate() {
                let key = (high * LOW + low) as u32;
                let lacks = lacking[usize::from(halves[low] | high_mask)];
                let own = entry_of_lacking(lacks);
                *entry = (0..3).fold(own, |entry, set| {
                    if lacks >> (2 * set) & 3 != 0 {
                        return entry;
                    }
                    let byte = tables.numbered(key - whole[set]);
                    let complete = byte & 0x0F == 0 || byte >> 4 == 0;
                    entry | u16::from(complete) << (COMPLETE as usize + set)
                });
            }
        });
    entries
        .into_boxed_slice()
        .try_into()
        .expect("one entry a numbered key, and the padding")
}

/// Keys below 5^5: the low half of a key, ranks 1 to 5.
const LOW: usize = 3125;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::key::counts_of_key;
    use crate::mahjong::backtrack::counts::{NO_LIMIT, is_standard};
    use crate::mahjong::tile::KINDS;
    use crate::test_rng::Rng;

    /// The entry of a key, read as a checker under `rules` reads it.
    fn entry(rules: &Rules, key: u32) -> KeyKnit {
        KnittedKeys::of(rules).read(&[key, 0, 0, 0]).expect("built")[0]
    }

    /// Every key's lacking counts and the sets holding all its ranks against its counts,
    /// counted rank set by rank set, and its whole-set bit against its entry; and keys past
    /// the table hold nothing. Without the knitted forms there is no table.
    #[test]
    fn every_key_reads_what_each_rank_set_lacks() {
        let rules = Rules {
            knitted: true,
            ..Rules::default()
        };
        assert!(KnittedKeys::of(&Rules::default()).read(&[0; 4]).is_none());
        for key in 0..KEYS as u32 {
            let counts = counts_of_key(SuitShape::Numbered, key);
            let mut want = [0u16; 3];
            for (rank, &count) in counts[..9].iter().enumerate() {
                want[rank % 3] += u16::from(count == 0);
            }
            let got = [0, 1, 2].map(|set| entry(&rules, key) >> (LACKING as usize + 2 * set) & 3);
            assert_eq!(got, want, "key {key}");
            let within = [0, 1, 2].map(|set| {
                let outside = (0..9).any(|rank| counts[rank] > 0 && rank % 3 != set);
                u16::from(!outside) << (WITHIN as usize + set)
            });
            let got = entry(&rules, key) & (0b111 << WITHIN);
            assert_eq!(got, within.iter().sum::<u16>(), "key {key}");
        }
        assert_eq!(entry(&rules, KEYS as u32), NOTHING_HELD);
        let past = KnittedKeys::of(&rules).read(&[u32::MAX; 4]).expect("built");
        assert_eq!(past, [NOTHING_HELD; 3]);
    }

    /// The complete-rest bits of keys of up to nine tiles, and of random keys of a hand's suit (up
    /// to fourteen tiles), against a backtracking search: the suit less the set beside a pair
    /// of 1z (without a pair), or alone (with one), either of them.
    #[test]
    fn the_whole_set_bits_are_what_a_search_finds() {
        let rules = Rules {
            knitted: true,
            ..Rules::default()
        };
        let mut rng = Rng(0x5DEE_CE66_D1CE_4E5B);
        let tiles = |key: u32| {
            let counts = counts_of_key(SuitShape::Numbered, key);
            counts.iter().map(|&c| u32::from(c)).sum::<u32>()
        };
        let small = (0..KEYS as u32).filter(|&key| tiles(key) <= 9);
        let random = (0..)
            .map(|_| rng.below(KEYS) as u32)
            .filter(|&key| tiles(key) <= 14)
            .take(100_000);
        let mut checked = 0;
        for key in small.chain(random) {
            let counts = counts_of_key(SuitShape::Numbered, key);
            let got = entry(&rules, key);
            for set in 0..3 {
                let places = [set, set + 3, set + 6];
                let whole = places.iter().all(|&r| counts[r] > 0);
                let mut rest = [0u8; KINDS];
                rest[..9].copy_from_slice(&counts[..9]);
                for r in places.into_iter().filter(|_| whole) {
                    rest[r] -= 1;
                }
                let alone = whole && is_standard(&rest, 0, &NO_LIMIT);
                rest[27] = 2;
                let beside_pair = whole && is_standard(&rest, 0, &NO_LIMIT);
                let complete = got >> (COMPLETE as usize + set) & 1 == 1;
                assert_eq!(complete, beside_pair || alone, "{key}");
                checked += usize::from(whole);
            }
        }
        assert!(checked > 50_000, "{checked}");
    }
}
