//! Per-suit shanten distances under caps: for a suit whose ranks may hold fewer than four
//! copies in a complete hand, the fewest tiles to add to each of its keys to hold `m` groups
//! without a pair and with one, no rank above its cap.
//!
//! A meld holds copies of its kinds, so a complete hand beside it may hold at most four less
//! those at each melded rank, and only the copies below that cap are left to draw; a suit
//! holding the joker kind may hold that kind only as jokers, at most the hand's budget of
//! them. [`super::shanten`]'s tables assume four everywhere, and the caps do bind (beside a
//! chi, 1-1-1-2-3 keeps two groups with one tile added, and under a cap of three at rank 1 it
//! needs two). So a suit under caps has a table of its own, made by the same two sweeps over
//! the keys within the caps alone (a target within the caps is reached from a key within
//! them by single tiles within them), and only over keys of at most `3 g + 2` tiles for the
//! `g` concealed groups the hand needs: a melded hand's suits are small, and so are their
//! tables (about 100,000 keys beside one meld, 22,000 beside two).
//!
//! The keys are placed densely as the plain tables place theirs ([`crate::base::key`]): a key
//! is a low part (ranks 1..=5) and a high part, the low parts within the caps are ranked by
//! their tiles, and each high part within them takes the run of low parts that its tiles
//! leave room for.

use super::mahjong::{SuitRules, patterns};
use super::shanten::{Distances, GROUPS, NONE, encodable, encode};
use crate::base::key::{LOW_KEYS, POW5, SuitCounts, counts_of_key, key};

/// The rank of a low part beyond the caps.
const OUTSIDE: u16 = u16::MAX;

/// A cell whose distances no entry holds ([`to_entry`]); [`encode`] never gives it (its bits
/// 23..31 are unused in an uneven entry and bit 31 is clear in an even one).
pub const UNENCODED: u32 = u32::MAX;

/// Ranks in a key's low part.
const LOW_RANKS: usize = 5;

/// One suit's distances under caps, for keys of at most `3 g + 2` tiles.
#[derive(Debug)]
pub struct Capped {
    /// Per low part, its rank among the low parts within the caps (fewest tiles first), or
    /// [`OUTSIDE`].
    low_rank: Box<[u16]>,
    /// Per high part, the places of its keys: from, to (empty beyond the caps).
    high: Box<[(u32, u32)]>,
    /// Per place, the distances as an entry ([`to_entry`]).
    cells: Box<[u32]>,
    /// Per place, its key.
    keys: Box<[u32]>,
}

impl Capped {
    /// The entry of a key, as the plain tables' entries ([`encode`]) up to the groups the
    /// table was made for (past them, each group adds three tiles); `None` for a key beyond
    /// the caps or the tiles, or whose distances no entry holds.
    #[inline(always)]
    pub fn entry(&self, key: u32) -> Option<u32> {
        self.cell(key).filter(|&cell| cell != UNENCODED)
    }

    /// The cell of a key within the caps and the tiles: its entry, or [`UNENCODED`].
    #[inline(always)]
    pub fn cell(&self, key: u32) -> Option<u32> {
        Some(self.cells[self.place(key)?])
    }

    /// The place of a key within the caps and the tiles.
    #[inline(always)]
    fn place(&self, key: u32) -> Option<usize> {
        let (low, high) = (key as usize % LOW_KEYS, key as usize / LOW_KEYS);
        let &(from, to) = self.high.get(high)?;
        let rank = *self.low_rank.get(low)?;
        let place = from as usize + usize::from(rank);
        (rank != OUTSIDE && place < to as usize).then_some(place)
    }

    /// How many keys the table holds, four bytes each.
    #[cfg(test)]
    pub fn keys(&self) -> usize {
        self.cells.len()
    }

    /// Every key within the caps and the tiles, with its cell: its entry, or [`UNENCODED`].
    pub fn cells(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.keys.iter().copied().zip(self.cells.iter().copied())
    }
}

/// The entry of a key's distances up to `groups` groups: past them each group adds three
/// tiles (any such step keeps the fewest, so that no sum of suits for at most `groups` groups
/// in all reads past a suit's own), [`UNENCODED`] where an entry cannot hold them (no target
/// for some count of groups up to `groups` while others have one, which caps can make).
fn to_entry(d: &Distances, groups: usize) -> u32 {
    let mut d = *d;
    for row in &mut d {
        for m in groups + 1..GROUPS {
            row[m] = if row[groups] >= NONE {
                NONE
            } else {
                row[m - 1] + 3
            };
        }
    }
    if encodable(&d) { encode(&d) } else { UNENCODED }
}

/// The table of one suit under `caps` (each at most four; ranks past the suit's ignored), for
/// hands needing at most `groups` concealed groups (at most four).
pub fn capped_table(suit: SuitRules, caps: &SuitCounts, groups: u8) -> Capped {
    let suit = suit.with_groups(GROUPS as u8 - 1);
    let shape = suit.shape;
    let ranks = shape.ranks();
    let most = 3 * usize::from(groups.min(GROUPS as u8 - 1)) + 2;
    let tiles = |c: &SuitCounts| c.iter().map(|&n| usize::from(n)).sum::<usize>();
    let within = |c: &SuitCounts| (0..ranks).all(|r| c[r] <= caps[r]);

    // The low parts within the caps, fewest tiles first, and how many have at most n tiles.
    let lows = LOW_KEYS.min(shape.key_space());
    let mut sized: Vec<(usize, usize)> = (0..lows)
        .map(|low| (low, counts_of_key(shape, low as u32)))
        .filter(|(_, c)| within(c))
        .map(|(low, c)| (tiles(&c), low))
        .collect();
    sized.sort_unstable();
    let mut low_rank = vec![OUTSIDE; LOW_KEYS].into_boxed_slice();
    let mut up_to = [0usize; 4 * LOW_RANKS + 1];
    for (rank, &(n, low)) in sized.iter().enumerate() {
        low_rank[low] = rank as u16;
        up_to[n] = rank + 1;
    }
    for n in 1..up_to.len() {
        up_to[n] = up_to[n].max(up_to[n - 1]);
    }

    // Each high part within the caps takes the low parts its tiles leave room for.
    let highs = shape.key_space().div_ceil(LOW_KEYS);
    let mut high = vec![(0u32, 0u32); highs].into_boxed_slice();
    let mut keys = Vec::new();
    for (h, run) in high.iter_mut().enumerate() {
        let c = counts_of_key(shape, (h * LOW_KEYS) as u32);
        let n = tiles(&c);
        if !within(&c) || n > most {
            continue;
        }
        let from = keys.len();
        let count = up_to[(most - n).min(up_to.len() - 1)];
        keys.extend(
            sized[..count]
                .iter()
                .map(|&(_, low)| (h * LOW_KEYS + low) as u32),
        );
        *run = (from as u32, keys.len() as u32);
    }
    let mut table = Capped {
        low_rank,
        high,
        cells: Box::new([]),
        keys: Box::new([]),
    };

    let slot = |pair: usize, groups: usize| pair * GROUPS + groups;
    let mut dist = vec![[NONE; 2 * GROUPS]; keys.len()];
    let pats = patterns(suit, 4);
    for (list, pair) in [(&pats.without_pair, 0), (&pats.with_pair, 1)] {
        for p in list.iter().filter(|p| within(p) && tiles(p) <= most) {
            if let Some(place) = table.place(key(p)) {
                dist[place][slot(pair, (tiles(p) - 2 * pair) / 3)] = 0;
            }
        }
    }
    let step = |n: u8| if n >= NONE { NONE } else { n + 1 };
    // Tiles to add, keeping every tile: one more than the best key one tile up. A key one
    // tile up lies at a later place (more tiles in the same low part's run, or a later high
    // part), so a sweep from the last place down settles each key after those above it.
    for place in (0..keys.len()).rev() {
        let c = counts_of_key(shape, keys[place]);
        let mut best = dist[place];
        for r in (0..ranks).filter(|&r| c[r] < caps[r]) {
            if let Some(up) = table.place(keys[place] + POW5[r]) {
                for (b, u) in best.iter_mut().zip(dist[up]) {
                    *b = (*b).min(step(u));
                }
            }
        }
        dist[place] = best;
    }
    // Tiles may be set aside: the least over the key and those one tile down.
    for place in 0..keys.len() {
        let c = counts_of_key(shape, keys[place]);
        let mut best = dist[place];
        for r in (0..ranks).filter(|&r| c[r] > 0) {
            if let Some(down) = table.place(keys[place] - POW5[r]) {
                for (b, d) in best.iter_mut().zip(dist[down]) {
                    *b = (*b).min(d);
                }
            }
        }
        dist[place] = best;
    }
    let groups = usize::from(groups.min(GROUPS as u8 - 1));
    table.cells = dist
        .iter()
        .map(|cell| std::array::from_fn(|p| std::array::from_fn(|m| cell[slot(p, m)])))
        .map(|d| to_entry(&d, groups))
        .collect();
    table.keys = keys.into_boxed_slice();
    table
}
