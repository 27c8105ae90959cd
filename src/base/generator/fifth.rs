//! Per-suit shanten distances where a joker may be a fifth copy: for a key holding four of a
//! kind, the fewest tiles to add for `m` groups without a pair or with one when up to `u` of
//! the tiles added are copies beyond four, each of which must be a joker.
//!
//! A concealed hand's suit that holds no four gains nothing from such copies (the tests hold
//! every key to that), so the plain tables ([`super::shanten`]) answer it; one that holds a
//! four may gain (1111 and a joker are a triplet and a pair). A target `P` whose ranks pass
//! four by `e` copies in all costs, from a key `h` of at most four a rank, the tiles that
//! `min(P, 4)` lacks plus `e`: so it is seeded at the key `min(P, 4)` with the cost `e`, for
//! the budgets `u >= e`, and the plain tables' two sweeps (one tile up, then tiles set aside)
//! give the least over every target exactly, as a min-plus over the seeds' costs.
//!
//! Only the keys holding a four whose distances differ from the plain ones are kept, in an
//! open-addressed hash by key; past [`MOST_EXCESS`] copies beyond four nothing more is
//! gained. Std only, as the rest of the generator.

use super::mahjong::{MAX_TILES, SuitRules, counts_of_key, key, patterns};
use super::shanten::{Cell, Distances, GROUPS, NONE, as_distances, encodable, encode, sweeps};

/// The most copies beyond four that lower any key's distances: a budget past it reads as it.
pub const MOST_EXCESS: usize = 4;

/// An entry slot no [`encode`] gives (bit 31 is clear in an even entry, bits 23..31 unused
/// in an uneven one): distances that no entry holds.
pub const UNHELD: u32 = u32::MAX;

/// A free place of the hash.
const FREE: u32 = u32::MAX;

/// Keys holding four of a kind, each with its distances under a run of budgets.
#[derive(Debug)]
pub struct Fifth {
    /// Per place, a key or [`FREE`].
    keys: Box<[u32]>,
    /// Per place, `budgets` entries ([`encode`], or [`UNHELD`]).
    entries: Box<[u32]>,
    /// Entries a key holds.
    budgets: usize,
}

impl Fifth {
    /// The entries of a key ([`encode`], or [`UNHELD`]), one per budget of the run the
    /// table was made for ([`fifth_table`]); `None` for a key it does not hold.
    #[inline(always)]
    pub fn entries(&self, key: u32) -> Option<&[u32]> {
        let mask = self.keys.len() - 1;
        let mut place = place_of(key, mask);
        loop {
            match self.keys[place] {
                k if k == key => {
                    let from = place * self.budgets;
                    return self.entries.get(from..from + self.budgets);
                }
                FREE => return None,
                _ => place = (place + 1) & mask,
            }
        }
    }
}

/// A key's first place in a hash of `mask + 1` places.
#[inline(always)]
fn place_of(key: u32, mask: usize) -> usize {
    (u64::from(key).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as usize & mask
}

/// The keys of at most [`MAX_TILES`] tiles holding four of some kind, in order; with a
/// `joker` rank, those holding none of it (its copies are jokers).
pub fn keys_with_fours(suit: SuitRules, joker: Option<usize>) -> Vec<u32> {
    let shape = suit.shape;
    (0..shape.key_space() as u32)
        .filter(|&k| {
            let counts = counts_of_key(shape, k);
            let size: usize = counts.iter().map(|&c| usize::from(c)).sum();
            size <= MAX_TILES && counts.contains(&4) && joker.is_none_or(|j| counts[j] == 0)
        })
        .collect()
}

/// The distances of `keys` when at most `budget` added tiles cannot be drawn: copies beyond
/// four, and with a `joker` rank (the joker kind's, in its suit) every copy of it.
pub fn distances_within(
    suit: SuitRules,
    budget: usize,
    joker: Option<usize>,
    keys: &[u32],
) -> Vec<Cell> {
    let every = every_within(suit, budget, joker);
    keys.iter().map(|&k| every[k as usize]).collect()
}

/// Every key's distances as [`distances_within`].
fn every_within(suit: SuitRules, budget: usize, joker: Option<usize>) -> Vec<Cell> {
    let suit = suit.with_groups(GROUPS as u8 - 1);
    let shape = suit.shape;
    let space = shape.key_space();
    let slot = |pair: usize, groups: usize| pair * GROUPS + groups;
    let mut dist = vec![[NONE; 2 * GROUPS]; space];
    let pats = patterns(suit, 4 + budget as u8);
    for (list, pair) in [(&pats.without_pair, 0), (&pats.with_pair, 1)] {
        for p in list {
            let excess: usize = p.iter().map(|&c| usize::from(c.saturating_sub(4))).sum();
            let jokers = joker.map_or(0, |j| usize::from(p[j].min(4)));
            if excess + jokers > budget {
                continue;
            }
            let size: usize = p.iter().map(|&c| usize::from(c)).sum();
            let seed = p.map(|c| c.min(4));
            let cell = &mut dist[key(&seed) as usize][slot(pair, (size - 2 * pair) / 3)];
            *cell = (*cell).min(excess as u8);
        }
    }
    sweeps(shape, &mut dist);
    dist
}

/// The entry of some distances, or [`UNHELD`].
pub fn entry_of(d: &Distances) -> u32 {
    if encodable(d) { encode(d) } else { UNHELD }
}

/// The table of `keys` from `cells`, their distances under a run of budgets from 0
/// ([`distances_within`]). With `all`, every key and every budget; otherwise the budgets
/// from 1 alone, of the keys whose distances under some differ from those under none.
pub fn fifth_table(keys: &[u32], cells: &[Vec<Cell>], all: bool) -> Fifth {
    let none = &cells[0];
    let kept: Vec<usize> = (0..keys.len())
        .filter(|&i| all || cells[1..].iter().any(|c| c[i] != none[i]))
        .collect();
    let runs = if all { cells } else { &cells[1..] };
    let places = (2 * kept.len()).next_power_of_two().max(2);
    let mask = places - 1;
    let mut held = vec![FREE; places].into_boxed_slice();
    let mut entries = vec![UNHELD; places * runs.len()].into_boxed_slice();
    for &i in &kept {
        let mut place = place_of(keys[i], mask);
        while held[place] != FREE {
            place = (place + 1) & mask;
        }
        held[place] = keys[i];
        for (u, run) in runs.iter().enumerate() {
            entries[place * runs.len() + u] = entry_of(&as_distances(&run[i]));
        }
    }
    Fifth {
        keys: held,
        entries,
        budgets: runs.len(),
    }
}
