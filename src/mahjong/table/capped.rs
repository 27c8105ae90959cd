//! A suit under caps ([`crate::base::generator::capped`]) kept as the few keys where it differs
//! from the plain shanten tables.
//!
//! Caps change a key's distances only where its best targets need copies the caps withhold:
//! beside one chi about one key in 400 up to the groups the hand needs, beside a kan about one
//! in 30. A table of every key within the caps (some 100,000 beside one meld, four bytes each)
//! is read where the plain table's entry was already read, and the tables of a game's melds
//! together outgrow the processor's caches, so each read waits on memory. Kept instead: the
//! keys whose distances differ, in a small open-addressed map, and for every other key the
//! plain entry. A key's draw masks differ more often (a key one tile below one whose
//! distances differ may differ in what its draws lower), and a map of them takes some twenty
//! times the entries' bytes. A filter of those keys is kept ([`Filter`]): a key it does not
//! pass has its plain masks, the draws past the caps taken out, told by a read of a few
//! hundred bytes. A key it passes has its masks read from a map of them while the tables
//! kept are few ([`MasksKept::Map`]), and once they are many from the entries one tile up
//! within the caps ([`MasksKept::Entries`]: some 1,500 instructions, where a game's melds would
//! otherwise soon fill the bytes the tables may take).

use super::draw_masks::{Masks, RANK_BITS, add_lowered};
use super::shanten::ShantenTables;
use super::suit_rules;
use crate::base::generator::capped::{Capped, UNENCODED};
use crate::base::generator::mahjong::SuitRules;
use crate::base::generator::shanten::{Distances, GROUPS, decode};
use crate::base::key::{MAX_TILES, POW5, RANKS, SuitCounts, SuitShape, counts_of_key};
use crate::base::variant::Variant;

/// A bit set in every code, so that no code is zero (an empty place where codes are kept).
const FILLED: u64 = 1 << 63;

/// A capped table's name: its caps as a key, the groups, the suit's rules. Where tables are
/// kept by their codes, this is how they are found.
#[inline(always)]
pub(crate) fn code(suit: SuitRules, caps: u32, groups: u8) -> u64 {
    let rules = FILLED
        | u64::from(suit.shape == SuitShape::Honors) << 28
        | u64::from(suit.eyes_258) << 29
        | u64::from(suit.honor_sequences) << 30;
    code_under(rules, caps, groups)
}

/// The [`code`] of a table under `caps` for `groups` concealed groups, from its suit's part
/// ([`suit_codes`]).
#[inline(always)]
pub(crate) fn code_under(suit_code: u64, caps: u32, groups: u8) -> u64 {
    suit_code | u64::from(caps) | u64::from(groups) << 24
}

/// The codes of each suit's tables (m, p, s, z) under rules of this variant, without caps and
/// groups: settled once a checker, so that a table's code is two operations (the caps and
/// the groups added).
pub(crate) fn suit_codes(variant: Variant) -> [u64; 4] {
    [false, false, false, true].map(|honors| {
        let shape = if honors {
            SuitShape::Honors
        } else {
            SuitShape::Numbered
        };
        code(suit_rules(variant, shape), 0, 0)
    })
}

/// A key no place holds: past every suit's keys.
const EMPTY: u32 = u32::MAX;

/// Every rank's bit in each count of groups' field of a mask.
const EVERY_FIELD: u64 = {
    let mut bits = 0;
    let mut m = 0;
    while m < GROUPS {
        bits |= 1 << (RANK_BITS as usize * m);
        m += 1;
    }
    bits
};

/// Values kept for a few keys, each at its hash's place or the first free one after it, at
/// most half the places filled, so that a key not kept is mostly told by one probe.
#[derive(Debug)]
struct Kept<V> {
    places: Box<[(u32, V)]>,
    /// The hash's shift: places are `2^(32 - shift)`, at least two.
    shift: u32,
}

impl<V: Copy> Kept<V> {
    /// The values of some keys, each key once.
    fn new(values: Vec<(u32, V)>, empty: V) -> Kept<V> {
        let bits = (2 * values.len())
            .max(2)
            .next_power_of_two()
            .trailing_zeros();
        let shift = 32 - bits;
        let mut places = vec![(EMPTY, empty); 1 << bits].into_boxed_slice();
        let mask = places.len() - 1;
        for (key, value) in values {
            let mut place = hash(key, shift);
            while places[place].0 != EMPTY {
                place = (place + 1) & mask;
            }
            places[place] = (key, value);
        }
        Kept { places, shift }
    }

    /// The value of a key, if kept.
    #[inline(always)]
    fn get(&self, key: u32) -> Option<V> {
        let mask = self.places.len() - 1;
        let mut place = hash(key, self.shift);
        loop {
            let (kept, value) = self.places[place];
            if kept == key {
                return Some(value);
            }
            if kept == EMPTY {
                return None;
            }
            place = (place + 1) & mask;
        }
    }

    /// The keys kept.
    fn keys(&self) -> impl Iterator<Item = u32> + '_ {
        self.places
            .iter()
            .map(|&(key, _)| key)
            .filter(|&key| key != EMPTY)
    }

    /// Bytes the places occupy.
    fn size_bytes(&self) -> usize {
        std::mem::size_of_val(&*self.places)
    }
}

/// Set in a kept key's first mask where some key a draw reaches has no entry: the draws are
/// then asked in full.
const NO_MASKS: u64 = 1 << 63;

/// Bits of a [`Filter`] for each key it holds.
const FILTER_BITS_PER_KEY: usize = 8;

/// One bit for each of some hashes of a few keys, set where one of them has that hash: a key
/// whose bit is clear is none of them. At most about one other key in eight finds its bit set.
#[derive(Debug)]
struct Filter {
    words: Box<[u64]>,
    /// The hash's shift: bits are `2^(32 - shift)`, at least 64.
    shift: u32,
}

impl Filter {
    /// The filter of some keys.
    fn new(keys: &[u32]) -> Filter {
        let bits = (FILTER_BITS_PER_KEY * keys.len())
            .max(64)
            .next_power_of_two()
            .trailing_zeros();
        let shift = 32 - bits;
        let mut words = vec![0u64; (1 << bits) / 64].into_boxed_slice();
        for &key in keys {
            let bit = filter_hash(key, shift);
            words[bit / 64] |= 1 << (bit % 64);
        }
        Filter { words, shift }
    }

    /// Whether the key may be one of the keys: always, where it is.
    #[inline(always)]
    fn may_hold(&self, key: u32) -> bool {
        let bit = filter_hash(key, self.shift);
        self.words[bit / 64] >> (bit % 64) & 1 == 1
    }

    /// Bytes the bits occupy.
    fn size_bytes(&self) -> usize {
        std::mem::size_of_val(&*self.words)
    }
}

/// A key's bit in a [`Filter`]: another hash than the maps' [`hash`].
#[inline(always)]
fn filter_hash(key: u32, shift: u32) -> usize {
    (key.wrapping_mul(0x85EB_CA6B) >> shift) as usize
}

/// One suit under caps for hands of at most `groups` concealed groups.
#[derive(Debug)]
pub(crate) struct CappedTable {
    /// Each rank's cap.
    caps: SuitCounts,
    /// The suit's shape.
    shape: SuitShape,
    /// The keys whose distances differ up to the groups: their entries, or [`UNENCODED`].
    entries: Kept<u32>,
    /// Those keys, so that most others are told by one bit rather than a probe whose end
    /// is not foreseeable (the map's places are up to half filled).
    entries_differ: Filter,
    /// The keys whose draw masks differ from their plain ones up to the groups, or that some
    /// draw takes to a key without an entry.
    masks_differ: Filter,
    /// How the masks of a key the filter passes are read.
    masks: MasksKept,
}

/// How a [`CappedTable`] reads the masks of a key its filter passes.
#[derive(Debug)]
enum MasksKept {
    /// From a map of the keys whose masks differ: their masks, [`NO_MASKS`] set in the first
    /// where they are not held.
    Map(Kept<Masks>),
    /// From the entries of the key and of the keys one tile up within the caps.
    Entries,
}

impl CappedTable {
    /// The table of a suit of `shape` under `caps` for `groups` concealed groups, from its
    /// table of every key ([`Capped`]) and the plain tables it differs from.
    ///
    /// A key's draw masks under the caps are its plain masks without the ranks at their caps
    /// wherever neither it nor a key one tile up within the caps differs: only the keys one
    /// tile below a key that differs are asked for theirs.
    pub(crate) fn new(
        dense: &Capped,
        shape: SuitShape,
        caps: &SuitCounts,
        groups: u8,
        plain: &ShantenTables,
        map_masks: bool,
    ) -> CappedTable {
        let honors = shape == SuitShape::Honors;
        let groups = usize::from(groups);
        let most = 3 * groups + 2;
        let plain_entry = |key: u32| plain.entry_of(honors, key);
        let differs = |key: u32, entry: u32| {
            entry == UNENCODED || !agree(&decode(entry), &decode(plain_entry(key)), groups)
        };
        let differing: Vec<u32> = dense
            .cells()
            .filter(|&(key, entry)| differs(key, entry))
            .map(|(key, _)| key)
            .collect();
        let mut asked: Vec<u32> = differing
            .iter()
            .flat_map(|&key| {
                let counts = counts_of_key(shape, key);
                let below = (0..shape.ranks()).filter(move |&r| counts[r] > 0);
                std::iter::once(key).chain(below.map(move |r| key - POW5[r]))
            })
            .collect();
        asked.sort_unstable();
        asked.dedup();
        let fields = (1u64 << (RANK_BITS as usize * (groups + 1))) - 1;
        let mut masks_differ = Vec::new();
        for &key in &asked {
            if dense.cell(key).is_none() {
                continue;
            }
            let counts = counts_of_key(shape, key);
            let tiles: usize = counts.iter().map(|&n| usize::from(n)).sum();
            // A key of a whole hand's tiles takes no draw.
            if tiles >= most {
                continue;
            }
            let masks = capped_masks(dense, shape, key, &counts);
            let here = decode(plain_entry(key));
            let plain = plain_masks(shape, key, &counts, &here, plain_entry);
            let restricted = restrict(plain, caps, &counts);
            if masks.is_none_or(|m| (0..2).any(|p| m[p] & fields != restricted[p] & fields)) {
                masks_differ.push((key, masks.unwrap_or([NO_MASKS, 0])));
            }
        }
        let entries = differing
            .iter()
            .map(|&key| (key, dense.cell(key).unwrap_or(UNENCODED)))
            .collect();
        CappedTable {
            caps: *caps,
            shape,
            entries: Kept::new(entries, UNENCODED),
            entries_differ: Filter::new(&differing),
            masks_differ: Filter::new(
                &masks_differ.iter().map(|&(key, _)| key).collect::<Vec<_>>(),
            ),
            masks: if map_masks {
                MasksKept::Map(Kept::new(masks_differ, [0; 2]))
            } else {
                MasksKept::Entries
            },
        }
    }

    /// The entry of a key within the caps, `plain` its plain table's entry; `None` where no
    /// entry holds its distances.
    #[inline(always)]
    pub(crate) fn entry(&self, key: u32, plain: u32) -> Option<u32> {
        if !self.entries_differ.may_hold(key) {
            return Some(plain);
        }
        self.entry_unfiltered(key, plain)
    }

    /// [`entry`](Self::entry) without the table's filter: for a key that a filter of the
    /// caller's has passed.
    #[inline(always)]
    pub(crate) fn entry_unfiltered(&self, key: u32, plain: u32) -> Option<u32> {
        match self.entries.get(key) {
            Some(entry) => (entry != UNENCODED).then_some(entry),
            None => Some(plain),
        }
    }

    /// The keys whose entries differ from the plain ones, for a caller's filter of them.
    pub(crate) fn differing_keys(&self) -> impl Iterator<Item = u32> + '_ {
        self.entries.keys()
    }

    /// The draw masks of a key within the caps of fewer tiles than a whole hand's, `plain`
    /// its plain masks and `tables` the plain tables; `None` where some key a draw reaches has
    /// no entry.
    #[inline(always)]
    pub(crate) fn masks(&self, key: u32, plain: Masks, tables: &ShantenTables) -> Option<Masks> {
        let held = &counts_of_key(self.shape, key)[..self.shape.ranks()];
        if self.masks_differ.may_hold(key) {
            match &self.masks {
                MasksKept::Map(map) => {
                    if let Some(masks) = map.get(key) {
                        return (masks[0] & NO_MASKS == 0).then_some(masks);
                    }
                }
                MasksKept::Entries => return self.masks_of_entries(key, held, tables),
            }
        }
        Some(restrict(plain, &self.caps, held))
    }

    /// [`masks`](Self::masks) read from the entries of the key and of the keys one tile up
    /// within the caps.
    #[inline(never)]
    fn masks_of_entries(&self, key: u32, held: &[u8], tables: &ShantenTables) -> Option<Masks> {
        let honors = self.shape == SuitShape::Honors;
        let entry = |key: u32| self.entry(key, tables.entry_of(honors, key));
        let here = decode(entry(key)?);
        // At most `RANKS` ranks, so that the reads below need no bounds checks.
        lowered(&here, held.len().min(RANKS), |r| {
            (held[r] < self.caps[r]).then(|| entry(key + POW5[r]))
        })
    }

    /// Bytes the table occupies.
    pub(crate) fn size_bytes(&self) -> usize {
        let map = match &self.masks {
            MasksKept::Map(map) => map.size_bytes(),
            MasksKept::Entries => 0,
        };
        let filters = self.entries_differ.size_bytes() + self.masks_differ.size_bytes();
        self.entries.size_bytes() + filters + map
    }
}

/// A key's place before probing.
#[inline(always)]
fn hash(key: u32, shift: u32) -> usize {
    (key.wrapping_mul(0x9E37_79B1) >> shift) as usize
}

/// Whether two distances agree up to `groups` groups, with and without the pair.
fn agree(a: &Distances, b: &Distances, groups: usize) -> bool {
    (0..2).all(|p| a[p][..=groups] == b[p][..=groups])
}

/// Plain draw masks without the draws of ranks that hold their cap.
#[inline(always)]
fn restrict(masks: Masks, caps: &SuitCounts, held: &[u8]) -> Masks {
    let full = held
        .iter()
        .zip(caps)
        .enumerate()
        .fold(0u64, |bits, (r, (&n, &cap))| {
            bits | u64::from(n >= cap) << r
        });
    let keep = !(full * EVERY_FIELD);
    masks.map(|m| m & keep)
}

/// The plain draw masks of a key, as the plain tables' own are made.
fn plain_masks(
    shape: SuitShape,
    key: u32,
    counts: &SuitCounts,
    here: &Distances,
    entry: impl Fn(u32) -> u32,
) -> Masks {
    let tiles: usize = counts.iter().map(|&n| usize::from(n)).sum();
    // A key of a whole hand's tiles takes no draw.
    let ranks = if tiles < MAX_TILES { shape.ranks() } else { 0 };
    // Every key has a plain entry: the masks are always read.
    lowered(here, ranks, |r| {
        (counts[r] < 4).then(|| Some(entry(key + POW5[r])))
    })
    .unwrap_or_default()
}

/// The draw masks of a key under the caps, from the table of every key: the distances a
/// draw within the caps lowers; `None` where the key or one a draw reaches has no entry.
fn capped_masks(dense: &Capped, shape: SuitShape, key: u32, counts: &SuitCounts) -> Option<Masks> {
    let here = decode(dense.entry(key)?);
    lowered(&here, shape.ranks().min(RANKS), |r| {
        // Beyond the caps (or four), no cell: no draw.
        let cell = (counts[r] < 4).then(|| dense.cell(key + POW5[r])).flatten();
        cell.map(|cell| (cell != UNENCODED).then_some(cell))
    })
}

/// The draw masks of a key whose distances are `here`, from the keys its draws reach: for
/// each rank below `ranks`, `up` gives nothing where no tile of it is drawn, else the entry
/// of the key one tile of it up, `None` where that key has none (and then the key has no
/// masks).
#[inline(always)]
fn lowered(
    here: &Distances,
    ranks: usize,
    mut up: impl FnMut(usize) -> Option<Option<u32>>,
) -> Option<Masks> {
    let mut masks = [0; 2];
    for r in 0..ranks {
        if let Some(up) = up(r) {
            add_lowered(&mut masks, here, &decode(up?), r);
        }
    }
    Some(masks)
}

#[cfg(test)]
mod tests;
