//! Every distinct decomposition of every decomposable suit pattern, listed once and looked up by key.
//!
//! A scoring engine needs all the ways a complete hand decomposes into groups and a pair, not just
//! one: `111222333m` is three triplets or three sequences, and they score differently. The
//! suits never share a group, so a hand's decompositions are the products of its suits' decompositions, and a
//! suit's decompositions depend only on its count vector. This module lists them once per pattern.
//!
//! The list comes from the same walk over group multisets as
//! [`patterns`](super::mahjong::patterns): each multiset of up to four groups (plus a pair or
//! not) *is* one decomposition of the pattern it adds up to, and two different multisets are two
//! different decompositions. So filing every multiset under its pattern's key gives each pattern's
//! distinct decompositions with no search and no deduplication. Counts above four (a joker standing for
//! a fifth copy) have no base-5 key; [`decompositions_of_counts`] answers those by a direct search,
//! and [`DecompositionTable::of_counts`] answers any count vector by whichever applies.
//!
//! A list holds at most four groups: a decomposition is packed in a `u32`, four group codes and
//! the pair, so that most keys keep their one decomposition in the index slot itself. A suit
//! of five groups (15 or 17 tiles, only in a sixteen-tile game's hand of five concealed groups)
//! is its lowest group and four more, which the checker finds from these lists.
//!
//! `std` only, like the rest of the generator, so that `build.rs` can include it.

use super::key_index::KeyIndex;
use super::mahjong::{Group, RANKS, SuitCounts, SuitRules, groups, key};
use std::borrow::Cow;

/// Most groups in one listed suit decomposition: all a hand of 14 concealed tiles has besides
/// the pair.
pub const MAX_GROUPS: usize = 4;

/// Every group any suit rules allow, by its ranks, in ascending order: triplets, sequences of
/// consecutive ranks, and the two wind sequences that skip a rank. A decomposition stores a group as its
/// position here plus one (its code), five bits, so that a whole decomposition fits in a `u32`; code 0
/// is no group, the code of a decomposition's unused slots.
pub const GROUP_RANKS: [[u8; 3]; 18] = [
    [0, 0, 0],
    [0, 1, 2],
    [0, 1, 3],
    [0, 2, 3],
    [1, 1, 1],
    [1, 2, 3],
    [2, 2, 2],
    [2, 3, 4],
    [3, 3, 3],
    [3, 4, 5],
    [4, 4, 4],
    [4, 5, 6],
    [5, 5, 5],
    [5, 6, 7],
    [6, 6, 6],
    [6, 7, 8],
    [7, 7, 7],
    [8, 8, 8],
];

/// The code of a group (its position in [`GROUP_RANKS`] plus one); `None` for ranks that are
/// no group of any suit.
pub fn code_of(group: Group) -> Option<u8> {
    GROUP_RANKS
        .iter()
        .position(|&r| r == group.ranks)
        .map(|i| i as u8 + 1)
}

/// The ranks of the group with this code; `None` for code 0 (no group) and codes past the list.
pub fn ranks_of_code(code: usize) -> Option<[u8; 3]> {
    GROUP_RANKS.get(code.checked_sub(1)?).copied()
}

const CODE_BITS: u32 = 5;
const LEN_BITS: u32 = 3;
const PAIR_SHIFT: u32 = LEN_BITS + CODE_BITS * MAX_GROUPS as u32;

/// One decomposition of a suit pattern: up to four groups in ascending order, and the pair's rank.
///
/// Packed in 28 bits, high to low: whether there is a pair (bit 30, the same flag a [`Run`]
/// keeps), the pair's rank + 1 (0 for none), the four group codes (first group highest), the
/// number of groups. Stored therefore order by pair, then by their groups, and a pattern's
/// list is a few bytes per decomposition, small enough to stay in cache.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SuitDecomposition(u32);

impl SuitDecomposition {
    /// A decomposition of the given group codes (at most four; any more are not a decomposition of a hand).
    fn new(codes: &[u8], pair: Option<u8>) -> Option<SuitDecomposition> {
        if codes.len() > MAX_GROUPS {
            return None;
        }
        let mut sorted = [0u8; MAX_GROUPS];
        sorted[..codes.len()].copy_from_slice(codes);
        sorted[..codes.len()].sort_unstable();
        let mut bits = pair.map_or(0, |r| PAIRED | (u32::from(r) + 1) << PAIR_SHIFT);
        for (i, &c) in sorted.iter().enumerate() {
            bits |= u32::from(c) << (LEN_BITS + CODE_BITS * (MAX_GROUPS - 1 - i) as u32);
        }
        Some(SuitDecomposition(bits | codes.len() as u32))
    }

    /// How many groups (the pair not counted).
    #[inline(always)]
    pub fn len(&self) -> usize {
        (self.0 & ((1 << LEN_BITS) - 1)) as usize
    }

    /// The groups' codes (see [`GROUP_RANKS`]), in ascending order.
    #[inline]
    pub fn codes(&self) -> impl Iterator<Item = u8> + use<> {
        let decomposition = *self;
        (0..self.len().min(MAX_GROUPS)).map(move |i| decomposition.code(i) as u8)
    }

    /// The code of the `i`-th group (below 32; 0 for `i >= len()`).
    #[inline(always)]
    pub fn code(&self, i: usize) -> usize {
        let shift = LEN_BITS + CODE_BITS * (MAX_GROUPS - 1 - i % MAX_GROUPS) as u32;
        ((self.0 >> shift) & ((1 << CODE_BITS) - 1)) as usize
    }

    /// The codes of groups `2 * i` and `2 * i + 1` as one number, the first in the high five
    /// bits (below 1024; `i` is 0 or 1): two groups read at once, a slot past the decomposition's
    /// groups reading as code 0.
    #[inline(always)]
    pub fn code_pair(&self, i: usize) -> usize {
        let shift = LEN_BITS + CODE_BITS * (MAX_GROUPS - 2 - 2 * (i % 2)) as u32;
        ((self.0 >> shift) & ((1 << (2 * CODE_BITS)) - 1)) as usize
    }

    /// The pair's rank + 1, or 0 without a pair (below 16).
    #[inline(always)]
    pub fn pair_code(&self) -> usize {
        (self.0 >> PAIR_SHIFT) as usize & 0xF
    }

    /// The groups, in ascending order of their ranks.
    pub fn groups(&self) -> impl Iterator<Item = Group> + use<> {
        self.codes().map(|code| Group {
            ranks: ranks_of_code(usize::from(code)).unwrap_or([0; 3]),
        })
    }

    /// The pair's rank (0-based), if there is a pair.
    pub fn pair(&self) -> Option<u8> {
        (self.pair_code() as u8).checked_sub(1)
    }

    #[cfg(test)]
    /// The count vector the decomposition adds up to.
    pub fn counts(&self) -> SuitCounts {
        let mut counts = [0; RANKS];
        for g in self.groups() {
            for r in g.ranks {
                counts[usize::from(r)] += 1;
            }
        }
        if let Some(r) = self.pair() {
            counts[usize::from(r)] += 2;
        }
        counts
    }
}

/// A key's decompositions as the index holds them: the decomposition itself when there is only one (most keys,
/// and then no second memory access), otherwise a flag bit no decomposition uses, whether the decompositions
/// have a pair, and where they lie in the arena. Four bytes, so that a caller can keep a hand's
/// four runs instead of four slices.
///
/// A key needs no pair flag of its own: a pattern without a pair has 3n tiles and one with a
/// pair 3n + 2, so no key has decompositions of both kinds, and its decompositions say which kind it has. The
/// flag is the same bit in a decomposition and in a run of several.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Run(SuitDecomposition);

const MANY: u32 = 1 << 31;
/// Set in a decomposition with a pair, and in a run of several decompositions with pairs.
const PAIRED: u32 = 1 << 30;
/// Bits of a run's length; the start takes the bits above, up to [`PAIRED`].
const RUN_LEN_BITS: u32 = 12;

impl Run {
    /// How many decompositions.
    #[inline(always)]
    pub fn len(&self) -> usize {
        if self.0.0 & MANY == 0 {
            1
        } else {
            (self.0.0 & ((1 << RUN_LEN_BITS) - 1)) as usize
        }
    }

    /// The decomposition, if there is only one (most keys).
    #[inline(always)]
    pub fn only(&self) -> Option<SuitDecomposition> {
        (self.0.0 & MANY == 0).then_some(self.0)
    }

    /// Whether the decompositions have a pair (all of a key's do, or none).
    #[inline(always)]
    pub fn has_pair(&self) -> bool {
        self.0.0 & PAIRED != 0
    }
}

/// Every decomposition of every decomposable pattern of one suit (counts at most four), looked up by
/// key through a perfect hash.
///
/// A lookup is on the path of every decomposition, so the index is small and flat: a
/// [`KeyIndex`] of eight-byte slots (256 KiB for a numbered suit, plus 16 KiB of
/// displacements), each key in the one slot its hash names, which holds a key's decomposition itself
/// when there is only one. A `HashMap` would spend more on hashing than this spends in all.
#[derive(Clone, Debug)]
pub struct DecompositionTable {
    /// The runs of the keys with several decompositions.
    arena: Vec<SuitDecomposition>,
    /// Each key's run.
    index: KeyIndex<Run>,
    #[cfg(test)]
    decompositions: usize,
}

impl DecompositionTable {
    /// The decompositions of every pattern of a suit under its rules.
    pub fn new(suit: SuitRules) -> DecompositionTable {
        let all: Vec<(Group, u8)> = groups(suit)
            .into_iter()
            .filter_map(|g| Some((g, code_of(g)?)))
            .collect();
        let mut entries: Vec<(u32, SuitDecomposition)> = Vec::new();
        let mut chosen = Vec::with_capacity(MAX_GROUPS);
        walk(suit, &all, 0, [0; RANKS], &mut chosen, &mut entries);
        entries.sort_unstable();

        let mut arena = Vec::new();
        let mut runs = Vec::new();
        for run in entries.chunk_by(|a, b| a.0 == b.0) {
            let (key, first) = run[0];
            let bits = match run {
                [(_, one)] => one.0,
                _ => {
                    let start = arena.len() as u32;
                    arena.extend(run.iter().map(|&(_, s)| s));
                    let paired = first.0 & PAIRED;
                    MANY | paired | start << RUN_LEN_BITS | run.len() as u32
                }
            };
            runs.push((key, Run(SuitDecomposition(bits))));
        }
        DecompositionTable {
            arena,
            index: KeyIndex::new(&runs),
            #[cfg(test)]
            decompositions: entries.len(),
        }
    }

    /// The distinct decompositions of the pattern with base-5 key `key` (with a pair or without), in
    /// ascending order; empty when the pattern does not decompose that way.
    #[inline]
    pub fn decompositions(&self, key: u32, pair: bool) -> &[SuitDecomposition] {
        let all = self.lookup(key);
        match all.first() {
            Some(first) if first.pair().is_some() == pair => all,
            _ => &[],
        }
    }

    /// The distinct decompositions of any count vector of the suit the table was made for,
    /// under its rules `suit` (with a pair or without), in ascending order: the listed ones when
    /// every count is at most four, otherwise (a joker as a fifth copy) searched by
    /// [`decompositions_of_counts`].
    pub fn of_counts(
        &self,
        suit: SuitRules,
        counts: &[u8],
        pair: bool,
    ) -> Cow<'_, [SuitDecomposition]> {
        if counts.iter().all(|&c| c <= 4) {
            Cow::Borrowed(self.decompositions(key(counts), pair))
        } else {
            Cow::Owned(decompositions_of_counts(suit, counts, pair))
        }
    }

    /// The distinct decompositions of the pattern with base-5 key `key`, with a pair if its size is
    /// 3n + 2 and without one if 3n, in ascending order; empty when it does not decompose.
    #[inline]
    pub fn lookup(&self, key: u32) -> &[SuitDecomposition] {
        match self.index.get(key) {
            Some(run) => self.decompositions_of(run),
            None => &[],
        }
    }

    /// The run of the pattern with base-5 key `key`, if it decomposes: what a caller keeps to read
    /// the decompositions later with [`DecompositionTable::decompositions_of`].
    #[inline]
    pub fn run(&self, key: u32) -> Option<Run> {
        self.index.get(key).copied()
    }

    /// The decompositions of a run this table gave.
    #[inline]
    pub fn decompositions_of<'a>(&'a self, run: &'a Run) -> &'a [SuitDecomposition] {
        let bits = run.0.0;
        if bits & MANY == 0 {
            return std::slice::from_ref(&run.0);
        }
        let start = ((bits & !(MANY | PAIRED)) >> RUN_LEN_BITS) as usize;
        let len = (bits & ((1 << RUN_LEN_BITS) - 1)) as usize;
        self.arena.get(start..start + len).unwrap_or(&[])
    }

    #[cfg(test)]
    /// How many patterns have decompositions: without a pair (the empty pattern included) and with one.
    pub fn pattern_counts(&self) -> (usize, usize) {
        let with_pair = self.entries().filter(|&(_, pair, _)| pair).count();
        (self.index.keys().count() - with_pair, with_pair)
    }

    #[cfg(test)]
    /// Every pattern with its decompositions, by key, and whether they have a pair.
    pub fn entries(&self) -> impl Iterator<Item = (u32, bool, &[SuitDecomposition])> {
        let mut keys: Vec<u32> = self.index.keys().collect();
        keys.sort_unstable();
        keys.into_iter().map(move |k| {
            let decompositions = self.lookup(k);
            let pair = decompositions.first().is_some_and(|s| s.pair().is_some());
            (k, pair, decompositions)
        })
    }

    #[cfg(test)]
    /// Stored stored, over all patterns.
    pub fn len(&self) -> usize {
        self.decompositions
    }

    #[cfg(test)]
    /// Bytes the table occupies.
    pub fn size_bytes(&self) -> usize {
        self.index.size_bytes() + self.arena.len() * std::mem::size_of::<SuitDecomposition>()
    }
}

/// Files the multiset `chosen` (which adds up to `counts`) and every extension of it by groups
/// from `all[from..]`, each with no pair and with every pair that fits.
fn walk(
    suit: SuitRules,
    all: &[(Group, u8)],
    from: usize,
    counts: SuitCounts,
    chosen: &mut Vec<u8>,
    out: &mut Vec<(u32, SuitDecomposition)>,
) {
    if let Some(decomposition) = SuitDecomposition::new(chosen, None) {
        out.push((key(&counts), decomposition));
    }
    for r in suit.pair_ranks() {
        if counts[r] <= 2 {
            let mut with = counts;
            with[r] += 2;
            if let Some(decomposition) = SuitDecomposition::new(chosen, Some(r as u8)) {
                out.push((key(&with), decomposition));
            }
        }
    }
    if chosen.len() == MAX_GROUPS {
        return;
    }
    for (i, &(g, code)) in all.iter().enumerate().skip(from) {
        let mut next = counts;
        for r in g.ranks {
            next[usize::from(r)] += 1;
        }
        // Adding groups only raises counts: past four copies nothing further is a real pattern.
        if next.iter().all(|&c| c <= 4) {
            chosen.push(code);
            walk(suit, all, i, next, chosen, out);
            chosen.pop();
        }
    }
}

/// The distinct decompositions of any count vector (counts may exceed four), by search: the lowest rank
/// still holding tiles is covered by a group starting there or by the pair, and groups are taken
/// in non-decreasing order so that each multiset comes out once. For the vectors the table has
/// no key for; at most four groups.
pub fn decompositions_of_counts(
    suit: SuitRules,
    counts: &[u8],
    pair: bool,
) -> Vec<SuitDecomposition> {
    let ranks = suit.shape.ranks();
    let mut rest = [0u8; RANKS];
    for (r, &c) in rest.iter_mut().zip(counts.iter().take(ranks)) {
        *r = c;
    }
    // Tiles outside the suit's ranks cannot be decomposition.
    if counts.iter().skip(ranks).any(|&c| c > 0) {
        return Vec::new();
    }
    let total: usize = rest.iter().map(|&c| usize::from(c)).sum();
    let needed = if pair { 2 } else { 0 };
    if total < needed || (total - needed) % 3 != 0 || (total - needed) / 3 > MAX_GROUPS {
        return Vec::new();
    }
    // By lowest rank first: the groups covering one rank are then a contiguous run, and taking
    // them in index order takes them in the order the lowest rank moves up.
    let mut all: Vec<(Group, u8)> = groups(suit)
        .into_iter()
        .filter_map(|g| Some((g, code_of(g)?)))
        .collect();
    all.sort_unstable();
    let pair_ranks: Vec<usize> = if pair {
        suit.pair_ranks().collect()
    } else {
        Vec::new()
    };
    let mut out = Vec::new();
    let mut search = Search {
        all: &all,
        pair_ranks: &pair_ranks,
        rest,
        chosen: Vec::with_capacity(MAX_GROUPS),
        out: &mut out,
    };
    search.step(0, pair, None);
    out.sort_unstable();
    out
}

struct Search<'a> {
    all: &'a [(Group, u8)],
    pair_ranks: &'a [usize],
    rest: SuitCounts,
    /// Codes of the groups taken so far.
    chosen: Vec<u8>,
    out: &'a mut Vec<SuitDecomposition>,
}

impl Search<'_> {
    /// Covers the lowest remaining rank with a group from `all[from..]` (keeping the order
    /// non-decreasing), or with the pair while one is still wanted; `pair_at` is the pair's rank
    /// once placed.
    fn step(&mut self, from: usize, want_pair: bool, pair_at: Option<u8>) {
        let Some(low) = self.rest.iter().position(|&c| c > 0) else {
            if !want_pair {
                self.out
                    .extend(SuitDecomposition::new(&self.chosen, pair_at));
            }
            return;
        };
        // The pair goes before the groups that start on its rank, so that it is placed at one
        // moment only and a decomposition is not found twice.
        let before_groups = (self.chosen.last())
            .and_then(|&c| ranks_of_code(usize::from(c)))
            .is_none_or(|ranks| usize::from(ranks[0]) < low);
        if want_pair && before_groups && self.rest[low] >= 2 && self.pair_ranks.contains(&low) {
            self.rest[low] -= 2;
            self.step(from, false, Some(low as u8));
            self.rest[low] += 2;
        }
        if self.chosen.len() == MAX_GROUPS {
            return;
        }
        for i in from..self.all.len() {
            let (g, code) = self.all[i];
            // Every group's lowest rank is its first; only groups starting at `low` can cover it.
            if usize::from(g.ranks[0]) != low || !self.fits(g) {
                continue;
            }
            self.take(g, false);
            self.chosen.push(code);
            self.step(i, want_pair, pair_at);
            self.chosen.pop();
            self.take(g, true);
        }
    }

    fn fits(&self, g: Group) -> bool {
        let mut need = [0u8; RANKS];
        for r in g.ranks {
            need[usize::from(r)] += 1;
        }
        need.iter().zip(&self.rest).all(|(n, have)| n <= have)
    }

    fn take(&mut self, g: Group, back: bool) {
        for r in g.ranks {
            let c = &mut self.rest[usize::from(r)];
            *c = if back { *c + 1 } else { *c - 1 };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::generator::mahjong::{SuitShape, counts_of_key, patterns};
    use std::time::Instant;

    fn numbered() -> SuitRules {
        SuitRules::plain(SuitShape::Numbered)
    }

    #[test]
    fn triplets_or_sequences() {
        let table = DecompositionTable::new(numbered());
        let k = key(&[3, 3, 3, 0, 0, 0, 0, 0, 0]);
        let decompositions = table.decompositions(k, false);
        assert_eq!(decompositions.len(), 2, "{decompositions:?}");
        let shapes: Vec<Vec<[u8; 3]>> = decompositions
            .iter()
            .map(|s| s.groups().map(|g| g.ranks).collect())
            .collect();
        assert!(shapes.contains(&vec![[0, 0, 0], [1, 1, 1], [2, 2, 2]]));
        assert!(shapes.contains(&vec![[0, 1, 2], [0, 1, 2], [0, 1, 2]]));
        assert!(table.decompositions(k, true).is_empty());
        // 11122233344: the pair on 4 or on 1 (with 123 123 234), and more.
        let k = key(&[3, 3, 3, 2, 0, 0, 0, 0, 0]);
        assert!(table.decompositions(k, true).len() >= 3);
    }

    #[test]
    fn every_group_has_a_code() {
        for suit in [
            numbered(),
            SuitRules {
                honor_sequences: true,
                ..SuitRules::plain(SuitShape::Honors)
            },
        ] {
            for g in groups(suit) {
                let code = code_of(g).expect("a code");
                assert_ne!(code, 0, "{g:?}: code 0 is no group");
                assert_eq!(ranks_of_code(usize::from(code)), Some(g.ranks));
            }
        }
        assert!(GROUP_RANKS.windows(2).all(|w| w[0] < w[1]));
        assert!(GROUP_RANKS.len() < 1 << CODE_BITS);
        assert_eq!(ranks_of_code(0), None);
    }

    #[test]
    fn pattern_counts_match_the_generator() {
        for suit in [
            numbered(),
            SuitRules::plain(SuitShape::Honors),
            SuitRules {
                eyes_258: true,
                ..numbered()
            },
            SuitRules {
                honor_sequences: true,
                ..SuitRules::plain(SuitShape::Honors)
            },
        ] {
            let start = Instant::now();
            let table = DecompositionTable::new(suit);
            assert!(start.elapsed().as_secs_f64() < 1.0);
            let pats = patterns(suit, 4);
            assert_eq!(
                table.pattern_counts(),
                (pats.without_pair.len(), pats.with_pair.len()),
                "{suit:?}"
            );
            for p in &pats.with_pair {
                assert!(!table.decompositions(key(p), true).is_empty());
            }
        }
        let table = DecompositionTable::new(numbered());
        assert_eq!(table.pattern_counts(), (2_868 + 1, 18_874));
        // Runs are packed in a `u32`: their starts and lengths must fit the bits they get.
        assert!(table.arena.len() < 1 << (30 - RUN_LEN_BITS));
        assert!(table.entries().all(|(_, _, s)| s.len() < 1 << RUN_LEN_BITS));
        // Keys no count vector has find nothing.
        for k in [u32::MAX, u32::MAX - 1, 1 << 31, 1_953_125] {
            assert!(table.lookup(k).is_empty(), "{k}");
            assert!(table.run(k).is_none(), "{k}");
        }
        assert!(table.size_bytes() <= 400 << 10, "{}", table.size_bytes());
        assert_eq!(table.decompositions(0, false).len(), 1);
        assert!(table.decompositions(1, false).is_empty());
    }

    #[test]
    fn every_split_adds_up_to_its_key_and_search_agrees() {
        for suit in [
            numbered(),
            SuitRules {
                honor_sequences: true,
                ..SuitRules::plain(SuitShape::Honors)
            },
        ] {
            let table = DecompositionTable::new(suit);
            for (k, pair, decompositions) in table.entries() {
                let counts = counts_of_key(suit.shape, k);
                for s in decompositions {
                    assert_eq!(s.counts(), counts);
                    assert_eq!(s.pair().is_some(), pair);
                }
                assert!(
                    decompositions.windows(2).all(|w| w[0] < w[1]),
                    "sorted, distinct"
                );
                assert_eq!(
                    decompositions_of_counts(suit, &counts, pair),
                    decompositions,
                    "{counts:?}"
                );
            }
        }
    }

    #[test]
    fn search_handles_counts_beyond_four() {
        // 1111m plus a joker as a fifth 1m: 111 + 11.
        let s = decompositions_of_counts(numbered(), &[5, 0, 0, 0, 0, 0, 0, 0, 0], true);
        assert_eq!(s.len(), 1);
        assert_eq!(s[0].pair(), Some(0));
        // Six 1m, a 2m and a 3m: only 11 + 111 + 123.
        let s = decompositions_of_counts(numbered(), &[6, 1, 1, 0, 0, 0, 0, 0, 0], true);
        assert_eq!(s.len(), 1);
        assert!(
            decompositions_of_counts(numbered(), &[15, 0, 0, 0, 0, 0, 0, 0, 0], false).is_empty()
        );
        // Any counts through the table: looked up up to four copies, searched above.
        let table = DecompositionTable::new(numbered());
        let fifth = [6, 1, 1, 0, 0, 0, 0, 0, 0];
        assert_eq!(*table.of_counts(numbered(), &fifth, true), s);
        let k = key(&[3, 3, 3, 2, 0, 0, 0, 0, 0]);
        assert_eq!(
            *table.of_counts(numbered(), &counts_of_key(SuitShape::Numbered, k), true),
            *table.decompositions(k, true)
        );
    }
}
