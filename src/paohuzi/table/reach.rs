//! Per case key, what one card more or fewer does to the key, and what the key scores: the
//! one entry the waits scan reads per case at each choice of mixed groups.
//!
//! A key's entry packs six rank masks with both cases' table values (16 bytes, within one
//! cache line), so that a choice costs two reads of one array however many cards it settles; the
//! per-card scores that follow read the same array.

use super::{CaseTables, case_values};
use crate::base::generator::paohuzi::{CaseValues, IMPOSSIBLE, KEYS, POW3, RANKS, counts_of_key};
use crate::paohuzi::card::Case;

/// Where each rank mask sits in a word of an [`Entry`]: ten bits (bit r for rank r + 1) at
/// these shifts, so that a choice of mixed groups combines all three at once.
///
/// - `PLUS`: ranks one more card of which leaves a vector that decomposes, up to three copies
///   (three copies that are no 坎 decomposition among runs and the pair, which the values alone
///   cannot say);
/// - `MINUS_TWO`: ranks held twice whose two copies taken out (a 偎, 碰 or 绞) leave one
///   that decomposes;
/// - `MINUS_ONE`: ranks held whose one copy taken out (half of a 绞) leaves one that decomposes.
pub(crate) const PLUS: u32 = 0;
pub(crate) const MINUS_TWO: u32 = 10;
pub(crate) const MINUS_ONE: u32 = 20;

/// The ten bits of a word's mask at a shift.
pub(crate) fn field(word: u32, at: u32) -> u32 {
    (word >> at) & 0x3FF
}

/// One key's masks, a word `[without the pair, with it]`, and its values.
#[derive(Clone, Copy, Debug, Default)]
#[repr(align(16))]
pub(crate) struct Entry {
    masks: [u32; 2],
    /// The key's best score in the small and in the big case, `[without the pair, with it]`.
    values: [[u8; 2]; 2],
}

impl Entry {
    /// The mask words, `[without the pair, with it]`.
    pub(crate) fn masks(&self) -> [u32; 2] {
        self.masks
    }

    /// The key's best score in a case (0 small, 1 big), `None` when it does not decompose so.
    pub(crate) fn value(&self, case: usize, pair: bool) -> Option<u8> {
        let v = self.values[case][usize::from(pair)];
        (v != IMPOSSIBLE).then_some(v)
    }
}

/// The entries of every key, for one scoring variant.
#[derive(Debug)]
pub(crate) struct Reach {
    entries: Vec<Entry>,
}

impl Reach {
    /// The entry of a key; an empty one past the last key, which a scan never reads.
    pub(crate) fn entry(&self, key: u32) -> Entry {
        self.entries.get(key as usize).copied().unwrap_or_default()
    }

    /// The entries of a scoring variant's tables, from their bytes (945 KB).
    pub(crate) fn build(tables: &CaseTables) -> Reach {
        let (small, big) = (tables.small.entries(), tables.big.entries());
        // Which vectors decomposition does not depend on the case or the scoring.
        let decompositions =
            |key: u32, pair: bool| small[key as usize][usize::from(pair)] != IMPOSSIBLE;
        let values = case_values(Case::Small, tables.scoring, tables.yiwushi);
        let entries = (0..KEYS as u32)
            .map(|key| {
                let counts = counts_of_key(key);
                let mut entry = Entry {
                    values: [small[key as usize], big[key as usize]],
                    ..Entry::default()
                };
                for r in 0..RANKS {
                    for pair in [false, true] {
                        let p = usize::from(pair);
                        let reaches = match counts[r] {
                            0 | 1 => decompositions(key + POW3[r], pair),
                            // A third copy: some group holds exactly one copy (three never all
                            // pair up), so taking out each such group leaves counts 0-2.
                            _ => groups_holding(r, &values).any(|([a, b], _)| {
                                counts[a] >= 1
                                    && counts[b] >= 1
                                    && decompositions(key - POW3[a] - POW3[b], pair)
                            }),
                        };
                        let two = counts[r] == 2 && decompositions(key - 2 * POW3[r], pair);
                        let one = counts[r] >= 1 && decompositions(key - POW3[r], pair);
                        entry.masks[p] |= u32::from(reaches) << (PLUS + r as u32)
                            | u32::from(two) << (MINUS_TWO + r as u32)
                            | u32::from(one) << (MINUS_ONE + r as u32);
                    }
                }
                entry
            })
            .collect();
        Reach { entries }
    }
}

/// The in-case groups of three ranks that hold `rank` once, as the other two ranks and the
/// group's value: runs, 二七十, and 一五十 where the values have one.
pub(crate) fn groups_holding(
    rank: usize,
    values: &CaseValues,
) -> impl Iterator<Item = ([usize; 2], u16)> + '_ {
    let runs = (rank.saturating_sub(2)..=rank.min(7)).map(move |start| {
        let others = others_of([start, start + 1, start + 2], rank);
        (others, u16::from(values.run[start]))
    });
    let erqishi = [1, 6, 9]
        .contains(&rank)
        .then(|| (others_of([1, 6, 9], rank), u16::from(values.erqishi)));
    let yiwushi = values
        .yiwushi
        .filter(|_| [0, 4, 9].contains(&rank))
        .map(|v| (others_of([0, 4, 9], rank), u16::from(v)));
    runs.chain(erqishi).chain(yiwushi)
}

/// The two ranks of a three-rank group other than `rank`.
fn others_of(group: [usize; 3], rank: usize) -> [usize; 2] {
    match group {
        [a, b, c] if a == rank => [b, c],
        [a, b, c] if b == rank => [a, c],
        [a, b, _] => [a, b],
    }
}
