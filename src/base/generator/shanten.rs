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

use super::mahjong::{MAX_TILES, POW5, SuitRules, SuitShape, counts_of_key, key, patterns};
use crate::base::key::hand_index;

/// Groups a suit may hold in a complete hand: 0..=4.
pub const GROUPS: usize = 5;
/// A distance that cannot be reached (a pair where the rules allow none).
pub const NONE: u8 = 15;

/// The distances of one vector: `[pair][groups]`, [`NONE`] where no target exists.
pub type Distances = [[u8; GROUPS]; 2];

/// An entry is one of two forms, told apart by its top bit.
///
/// Most vectors keep tiles at a rate that never rises as groups are added: going from `m` to
/// `m + 1` groups keeps 3, 2, 1 or 0 more tiles, in that order (with a pair or without). Such
/// an entry stores, with a pair and without, how many steps keep 3, 2 and 1 tiles, and the
/// tiles the pair alone keeps ([`Concave`]); four suits of this form are summed by taking the
/// best steps first, a few word operations. The few others (under 0.5% of the vectors) store
/// their distances step by step and are summed in full.
pub const UNEVEN: u32 = 1 << 31;

/// Fields of an uneven entry: the distance to a lone pair (3 bits), the steps from `m` to
/// `m + 1` groups without a pair (2 bits each, m = 0..=3), and what the pair adds to `m`
/// groups (3 bits each, m = 1..=4). Seven means "no pair" in a pair field.
const PAIR_ALONE: u32 = 0;
const STEPS: u32 = 3;
const PAIR_ADDS: u32 = 11;

/// Fields of an even entry, four bits each: without a pair, the steps that keep at least 3,
/// 2 and 1 tiles (bits 4..16, so that the word `entry << 4 & 0xFFF0` reads as a [`Concave`] with no
/// pair); with a pair, the tiles the pair alone keeps, then its steps keeping at least 3, 2
/// and 1 (bits 12..28, read as `entry >> 12 & 0xFFFF`); and whether a pair is impossible.
pub const NO_PAIR: u32 = 1 << 28;

/// Nibble lanes of an even entry's half: 0 the tiles kept by the pair alone, 1..=3 how many
/// steps keep at least 3, 2 and 1 tiles. Halves of several suits add lane by lane.
pub type Concave = u32;

/// What a lookup past a table answers (no hand-sized key lands there): nothing kept, no pair.
pub const NO_ENTRY: u32 = NO_PAIR;

/// The steps' kept tiles of a row, if they never rise.
fn kept_steps(row: &[u8; GROUPS]) -> Option<[u8; GROUPS - 1]> {
    let steps: [u8; GROUPS - 1] = std::array::from_fn(|m| 3 - (row[m + 1] - row[m]));
    steps.windows(2).all(|w| w[0] >= w[1]).then_some(steps)
}

/// The counts of steps keeping at least 3, 2 and 1 tiles, as nibble lanes 1..=3.
fn step_lanes(steps: &[u8; GROUPS - 1]) -> u32 {
    let at_least = |k: u8| steps.iter().filter(|&&s| s >= k).count() as u32;
    at_least(3) << 4 | at_least(2) << 8 | at_least(1) << 12
}

/// The entry of some distances. Every step from `m` to `m + 1` groups adds 0..=3 tiles (a
/// group adds three tiles and there is always room for one) and a pair adds 0..=6 or is
/// impossible; the generator's own tests hold every vector to this.
pub fn encode(d: &Distances) -> u32 {
    for m in 0..GROUPS - 1 {
        let step = d[0][m + 1] - d[0][m];
        assert!(step <= 3, "a group adds {step} tiles");
    }
    let none = kept_steps(&d[0]);
    let paired = if d[1][0] == NONE {
        assert!(
            d[1].iter().all(|&v| v == NONE),
            "a pair that only groups allow"
        );
        Some(None)
    } else {
        kept_steps(&d[1]).map(Some)
    };
    match (none, paired) {
        (Some(none), Some(None)) => step_lanes(&none) >> 4 | NO_PAIR,
        (Some(none), Some(Some(pair))) => {
            let alone = u32::from(2 - d[1][0]);
            step_lanes(&none) >> 4 | (alone | step_lanes(&pair)) << 12
        }
        _ => UNEVEN | uneven(d),
    }
}

/// The step-by-step fields of an uneven entry.
fn uneven(d: &Distances) -> u32 {
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
        entry |= u32::from(d[0][m + 1] - d[0][m]) << (STEPS + 2 * m as u32);
    }
    for m in 1..GROUPS {
        entry |= pair_field(m) << (PAIR_ADDS + 3 * (m as u32 - 1));
    }
    entry
}

/// An even entry's half without a pair, as a [`Concave`] (nothing kept by a pair).
#[inline(always)]
pub fn without_pair(entry: u32) -> Concave {
    entry << 4 & 0xFFF0
}

/// An even entry's half with a pair, as a [`Concave`]; `None` where no pair is allowed.
#[inline(always)]
pub fn with_pair(entry: u32) -> Option<Concave> {
    (entry & NO_PAIR == 0).then_some(entry >> 12 & 0xFFFF)
}

/// The most tiles the steps of a [`Concave`] keep in `groups` steps, the best first, plus
/// what its pair keeps: of the best `groups` steps, those keeping at least 3, at least 2 and
/// at least 1 each add one.
#[inline(always)]
pub fn kept(c: Concave, groups: u8) -> u8 {
    let steps = &STEPS_KEPT[usize::from(groups).min(GROUPS - 1)];
    (c & 0xF) as u8 + steps[(c >> 4 & 0xFFF) as usize]
}

/// [`kept`]'s steps: for each count of groups, and each three step-count lanes of a
/// [`Concave`] (bits 4..16 as an index), the sum of each lane's count capped at the groups.
static STEPS_KEPT: [[u8; 1 << 12]; GROUPS] = {
    let mut t = [[0; 1 << 12]; GROUPS];
    let mut groups = 0;
    while groups < GROUPS {
        let mut lanes = 0;
        while lanes < 1 << 12 {
            let mut sum = 0;
            let mut i = 0;
            while i < 3 {
                let n = (lanes >> (4 * i)) & 0xF;
                sum += if n < groups { n } else { groups };
                i += 1;
            }
            t[groups][lanes] = sum as u8;
            lanes += 1;
        }
        groups += 1;
    }
    t
};

/// The distances of an entry.
#[inline(always)]
pub fn decode(entry: u32) -> Distances {
    if entry & UNEVEN != 0 {
        return decode_uneven(entry);
    }
    let mut d = [[NONE; GROUPS]; 2];
    let pair = with_pair(entry);
    for m in 0..GROUPS as u8 {
        let size = 3 * m;
        d[0][usize::from(m)] = size - kept(without_pair(entry), m);
        if let Some(pair) = pair {
            d[1][usize::from(m)] = size + 2 - kept(pair, m);
        }
    }
    d
}

/// The distances of an uneven entry.
fn decode_uneven(entry: u32) -> Distances {
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
///
/// The entries answer up to four groups whatever the rules' most: a 16-tile game's hand of
/// five concealed groups is answered suit by suit under its own limits instead (its suits
/// reach past the hand-sized keys), and with a meld it needs four at most.
pub fn shanten_table(suit: SuitRules) -> Vec<u32> {
    let suit = suit.with_groups(GROUPS as u8 - 1);
    let shape = suit.shape;
    let slot = |pair: usize, groups: usize| pair * GROUPS + groups;
    let mut dist = vec![[NONE; 2 * GROUPS]; shape.key_space()];
    let pats = patterns(suit, 4);
    for (list, pair) in [(&pats.without_pair, 0), (&pats.with_pair, 1)] {
        for p in list {
            let size: usize = p.iter().map(|&c| usize::from(c)).sum();
            dist[key(p) as usize][slot(pair, (size - 2 * pair) / 3)] = 0;
        }
    }
    sweeps(shape, &mut dist);
    let mut entries = vec![NO_ENTRY; shape.hand_keys()];
    for (k, cell) in dist.iter().enumerate() {
        let counts = counts_of_key(shape, k as u32);
        if counts.iter().map(|&c| usize::from(c)).sum::<usize>() <= MAX_TILES {
            entries[hand_index(k as u32)] = encode(&as_distances(cell));
        }
    }
    entries
}

/// A key's ten distances as the sweeps keep them, `pair * GROUPS + groups`.
pub type Cell = [u8; 2 * GROUPS];

/// A cell's distances as `[pair][groups]`.
pub fn as_distances(cell: &Cell) -> Distances {
    std::array::from_fn(|p| std::array::from_fn(|m| cell[p * GROUPS + m]))
}

/// The two sweeps over every key of a suit's `shape` (`dist` holds one cell per key), from
/// the targets seeded in `dist` at keys within four of a kind, each with the tiles it costs
/// there: after them a key's cell is the least, over the seeds, of the tiles a seed's key
/// adds to it (its other tiles set aside) plus the seed's cost.
pub fn sweeps(shape: SuitShape, dist: &mut [Cell]) {
    let ranks = shape.ranks();
    let space = shape.key_space();
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
    }
}

/// Whether an entry ([`encode`]) can hold some distances: each group adds 0..=3 tiles, and
/// the pair is nowhere, or everywhere adding 0..=6 tiles and alone at most two.
pub fn encodable(d: &Distances) -> bool {
    let steps = |row: &[u8; GROUPS]| row.windows(2).all(|w| w[0] <= w[1] && w[1] - w[0] <= 3);
    let finite = |row: &[u8; GROUPS]| row.iter().all(|&v| v < NONE);
    let pair = d[1].iter().all(|&v| v >= NONE)
        || (finite(&d[1])
            && steps(&d[1])
            && d[1][0] <= 2
            && (0..GROUPS).all(|m| d[1][m] >= d[0][m] && d[1][m] - d[0][m] <= 6));
    finite(&d[0]) && steps(&d[0]) && pair
}

/// The table as little-endian bytes, as table files hold it.
pub fn to_bytes(entries: &[u32]) -> Vec<u8> {
    entries.iter().flat_map(|e| e.to_le_bytes()).collect()
}
