//! Per-suit shanten tables: for every hand-sized count vector of a suit, the fewest tiles that
//! must be added to it, its other tiles set aside, to hold `m` groups (0..=4) without a pair or
//! with one, no rank holding more than four.
//!
//! A hand's standard-form shanten is then a sum over its suits: the complete hand it reaches
//! keeps some tiles of each suit and adds the rest, and the suits share the groups and the
//! pair. Storing the ten distances of every vector turns that into four lookups and a small
//! min-plus sum (`crate::mahjong::checker::shanten`).
//!
//! The method is two sweeps over the keys, per (groups, pair): a pattern needs nothing; a
//! vector below patterns needs one more tile than its best neighbour one tile up (so the
//! sweep from large keys to small settles "tiles to add to reach a pattern, keeping every
//! tile"); then a vector may set tiles aside, so it needs the least of that and what its
//! neighbours one tile down need (a sweep from small keys to large). Exact by construction:
//! every target is a pattern, and every way to reach one is a path of single tiles.
//!
//! Like the rest of the generator this file uses `std` and the suit keys only, so that
//! `build.rs` can include it and bake the default tables.

use super::mahjong::{MAX_TILES, POW5, SuitRules, counts_of_key, key, patterns};
use crate::mahjong::key::hand_index;

/// Groups a suit may hold in a complete hand: 0..=4.
pub const GROUPS: usize = 5;
/// A distance that cannot be reached (a pair where the rules allow none).
pub const NONE: u8 = 15;

/// The distances of one vector: `[pair][groups]`, [`NONE`] where no target exists.
pub type Distances = [[u8; GROUPS]; 2];

/// Where the fields of an entry sit: the distance to a lone pair (3 bits), the steps from
/// `m` to `m + 1` groups without a pair (2 bits each, m = 0..=3), and what the pair adds to
/// `m` groups (3 bits each, m = 1..=4). Seven means "no pair" in a pair field.
const PAIR_ALONE: u32 = 0;
const STEPS: u32 = 3;
const PAIR_ADDS: u32 = 11;

/// What a lookup past a table answers (no hand-sized key lands there): no pair, and three
/// tiles per group.
pub const NO_ENTRY: u32 =
    0x7 << PAIR_ALONE | 0x3 << STEPS | 0x3 << (STEPS + 2) | 0x3 << (STEPS + 4) | 0x3 << (STEPS + 6);

/// The entry of some distances. Every step from `m` to `m + 1` groups is 0..=3 (a group adds
/// three tiles and there is always room for one) and a pair adds 0..=6 or is impossible; the
/// generator's own tests hold every vector to this.
pub fn encode(d: &Distances) -> u32 {
    let pair_field = |m: usize| -> u32 {
        if d[1][m] == NONE {
            return 7;
        }
        let adds = d[1][m] - d[0][m];
        assert!(adds <= 6, "a pair adds {adds} tiles");
        u32::from(adds)
    };
    let mut entry = pair_field(0) << PAIR_ALONE;
    for m in 0..GROUPS - 1 {
        let step = d[0][m + 1] - d[0][m];
        assert!(step <= 3, "a group adds {step} tiles");
        entry |= u32::from(step) << (STEPS + 2 * m as u32);
    }
    for m in 1..GROUPS {
        entry |= pair_field(m) << (PAIR_ADDS + 3 * (m as u32 - 1));
    }
    entry
}

/// The distances of an entry.
#[inline(always)]
pub fn decode(entry: u32) -> Distances {
    let mut d = [[0; GROUPS]; 2];
    let mut without = 0;
    let [none, pair] = &mut d;
    for (m, (v, p)) in none.iter_mut().zip(pair.iter_mut()).enumerate() {
        let m = m as u32;
        if m > 0 {
            without += ((entry >> (STEPS + 2 * (m - 1))) & 3) as u8;
        }
        let field = if m == 0 {
            entry >> PAIR_ALONE
        } else {
            entry >> (PAIR_ADDS + 3 * (m - 1))
        } & 7;
        *v = without;
        *p = if field == 7 {
            NONE
        } else {
            without + field as u8
        };
    }
    d
}

/// The table of one suit: one entry ([`encode`]) per hand-sized key, at [`hand_index`].
pub fn shanten_table(suit: SuitRules) -> Vec<u32> {
    let shape = suit.shape;
    let ranks = shape.ranks();
    let space = shape.key_space();
    let slot = |pair: usize, groups: usize| pair * GROUPS + groups;
    let mut dist = vec![[NONE; 2 * GROUPS]; space];
    let pats = patterns(suit, 4);
    for (list, pair) in [(&pats.without_pair, 0), (&pats.with_pair, 1)] {
        for p in list {
            let size: usize = p.iter().map(|&c| usize::from(c)).sum();
            dist[key(p) as usize][slot(pair, (size - 2 * pair) / 3)] = 0;
        }
    }
    let step = |n: u8| if n >= NONE { NONE } else { n + 1 };
    // Tiles to add, keeping every tile: one more than the best vector one tile up.
    for k in (0..space).rev() {
        let counts = counts_of_key(shape, k as u32);
        let size: usize = counts.iter().map(|&c| usize::from(c)).sum();
        if size >= MAX_TILES {
            continue;
        }
        let mut best = dist[k];
        for r in (0..ranks).filter(|&r| counts[r] < 4) {
            let up = dist[k + POW5[r] as usize];
            for (b, u) in best.iter_mut().zip(up) {
                *b = (*b).min(step(u));
            }
        }
        dist[k] = best;
    }
    // Tiles may be set aside: the least over the vector and those one tile down.
    let mut entries = vec![NO_ENTRY; shape.hand_keys()];
    for k in 0..space {
        let counts = counts_of_key(shape, k as u32);
        let size: usize = counts.iter().map(|&c| usize::from(c)).sum();
        if size > MAX_TILES {
            continue;
        }
        let mut best = dist[k];
        for r in (0..ranks).filter(|&r| counts[r] > 0) {
            let down = dist[k - POW5[r] as usize];
            for (b, d) in best.iter_mut().zip(down) {
                *b = (*b).min(d);
            }
        }
        dist[k] = best;
        let mut d = [[NONE; GROUPS]; 2];
        for (pair, row) in d.iter_mut().enumerate() {
            for (groups, v) in row.iter_mut().enumerate() {
                *v = best[slot(pair, groups)];
            }
        }
        entries[hand_index(k as u32)] = encode(&d);
    }
    entries
}

/// The table as little-endian bytes, as table files hold it.
pub fn to_bytes(entries: &[u32]) -> Vec<u8> {
    entries.iter().flat_map(|e| e.to_le_bytes()).collect()
}
