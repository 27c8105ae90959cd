//! The table of every suit pattern's decompositions: filed by the walk over group multisets,
//! kept as one run of decompositions a key, and looked up by key through a perfect hash.

use super::code_of;
use super::packed::{MAX_GROUPS, PAIRED, SuitDecomposition};
use super::search::decompositions_of_counts;
use crate::base::generator::key_index::KeyIndex;
use crate::base::generator::mahjong::{Group, RANKS, SuitCounts, SuitRules, groups, key};
use std::borrow::Cow;

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
/// Bits of a run's length; the start takes the bits above, up to [`PAIRED`].
pub(super) const RUN_LEN_BITS: u32 = 12;

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
    pub(super) arena: Vec<SuitDecomposition>,
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
