//! Mahjong suit patterns and the per-key joker tables derived from them.
//!
//! A hand's shape is decided suit by suit: the numbered suits (m, p, s) and the honors (z)
//! never share a group, so "can this hand be completed with `j` jokers" reduces to "how many
//! jokers does each suit need", and that depends only on the suit's count vector. This module
//! answers that question once for every count vector, so that a check is a few lookups.
//!
//! The method is the direct one: enumerate every decomposable pattern (up to four groups, with
//! or without a pair), then every count vector below a pattern needs at most the difference in
//! size. The minimum over all patterns above a vector is exact, because a joker assignment that
//! completes a vector *is* a pattern above it. No search, no heuristics.
//!
//! This file is shared verbatim by `build.rs` (which bakes the default tables) and the library
//! (which generates the tables of other rule sets at run time), so it uses `std` and the suit
//! keys ([`crate::base::key`]) only.

use std::collections::HashSet;

pub use crate::base::key::{
    MAX_JOKERS, MAX_TILES, POW5, RANKS, SuitCounts, SuitShape, counts_of_key, key,
};

/// Nibble meaning "more than [`MAX_JOKERS`] jokers, or never".
pub const NEVER: u8 = 0xF;
/// The byte of a key that cannot complete in either variant (also every key of more tiles
/// than a suit of a complete hand holds, which no hand produces).
pub const NEVER_BYTE: u8 = 0xFF;

/// Which groups and pairs a suit allows: its shape, and the regional variants that change it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SuitRules {
    pub shape: SuitShape,
    /// The pair must be a 2, 5 or 8 of a numbered suit (长沙 and others); honors hold none.
    pub eyes_258: bool,
    /// Honors: any three different winds (东南西北 choose 3) form a sequence, and so does
    /// 白发中 (5z 6z 7z).
    pub honor_sequences: bool,
    /// The most groups a complete hand holds: 4 (13-tile games), or 5 (16-tile games, whose
    /// suits then reach 17 tiles).
    pub groups: u8,
}

impl SuitRules {
    /// The suit under the common rules: any pair, no honor sequences.
    pub const fn plain(shape: SuitShape) -> SuitRules {
        SuitRules {
            shape,
            eyes_258: false,
            honor_sequences: false,
            groups: 4,
        }
    }

    /// The same suit for hands of at most `groups` groups.
    pub const fn with_groups(self, groups: u8) -> SuitRules {
        SuitRules { groups, ..self }
    }

    /// The most tiles a suit of a complete hand holds: its groups and the pair.
    pub const fn max_tiles(self) -> usize {
        3 * self.groups as usize + 2
    }

    /// The ranks (0-based) a pair may sit on.
    pub fn pair_ranks(self) -> impl Iterator<Item = usize> {
        let ranks = self.shape.ranks();
        let eyes = self.eyes_258;
        let numbered = self.shape == SuitShape::Numbered;
        (0..ranks).filter(move |&r| !eyes || (numbered && matches!(r, 1 | 4 | 7)))
    }
}

/// A group of three tiles of one suit, by rank (0-based, ascending): a triplet has three equal
/// ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Group {
    pub ranks: [u8; 3],
}

/// Every group a suit allows: triplets, then sequences.
pub fn groups(suit: SuitRules) -> Vec<Group> {
    let ranks = suit.shape.ranks() as u8;
    let mut all: Vec<Group> = (0..ranks).map(|r| Group { ranks: [r; 3] }).collect();
    match suit.shape {
        SuitShape::Numbered => all.extend((0..ranks - 2).map(|r| Group {
            ranks: [r, r + 1, r + 2],
        })),
        SuitShape::Honors if suit.honor_sequences => {
            // Three of the four winds (leave one out), then the three dragons.
            for skip in (0..4u8).rev() {
                let mut winds = (0..4u8).filter(|&w| w != skip);
                let ranks = [0; 3].map(|_| winds.next().expect("three winds"));
                all.push(Group { ranks });
            }
            all.push(Group { ranks: [4, 5, 6] });
        }
        SuitShape::Honors => {}
    }
    all
}

fn add_group(counts: &mut SuitCounts, group: Group) {
    for r in group.ranks {
        counts[usize::from(r)] += 1;
    }
}

/// Whether a count vector (counts may pass four) is a pattern of the suit: groups only, or
/// groups and one pair (`pair`), at most [`SuitRules::groups`] groups. A direct search, for
/// the few vectors no table holds: the lowest rank held starts a group or is the pair.
pub fn is_pattern(suit: SuitRules, counts: &SuitCounts, pair: bool) -> bool {
    fn search(
        all: &[Group],
        pair_ok: &[bool; RANKS],
        c: &mut SuitCounts,
        pair: bool,
        left: u8,
    ) -> bool {
        let Some(r) = c.iter().position(|&n| n > 0) else {
            return !pair;
        };
        if pair && pair_ok[r] && c[r] >= 2 {
            c[r] -= 2;
            let found = search(all, pair_ok, c, false, left);
            c[r] += 2;
            if found {
                return true;
            }
        }
        if left == 0 {
            return false;
        }
        for g in all.iter().filter(|g| usize::from(g.ranks[0]) == r) {
            let uses = |x: u8| g.ranks.iter().filter(|&&y| y == x).count() as u8;
            if g.ranks.iter().all(|&x| c[usize::from(x)] >= uses(x)) {
                for x in g.ranks {
                    c[usize::from(x)] -= 1;
                }
                let found = search(all, pair_ok, c, pair, left - 1);
                for x in g.ranks {
                    c[usize::from(x)] += 1;
                }
                if found {
                    return true;
                }
            }
        }
        false
    }
    let mut pair_ok = [false; RANKS];
    for r in suit.pair_ranks() {
        pair_ok[r] = true;
    }
    let mut c = *counts;
    search(&groups(suit), &pair_ok, &mut c, pair, suit.groups)
}

/// Decomposable patterns of one suit, each listed once.
#[derive(Clone, Debug, Default)]
pub struct Patterns {
    /// Up to [`SuitRules::groups`] groups and no pair, the empty pattern included.
    pub without_pair: Vec<SuitCounts>,
    /// Up to [`SuitRules::groups`] groups and one pair.
    pub with_pair: Vec<SuitCounts>,
}

/// Every pattern of up to [`SuitRules::groups`] groups (and a pair or not) whose counts stay
/// within `max_count`.
///
/// `max_count` is 4 for real tiles; the joker policy that lets a joker be a fifth copy needs
/// patterns beyond that, up to what 4 own tiles plus 8 jokers can reach.
pub fn patterns(suit: SuitRules, max_count: u8) -> Patterns {
    fn walk(
        all: &[Group],
        from: usize,
        left: usize,
        counts: SuitCounts,
        out: &mut Vec<SuitCounts>,
    ) {
        out.push(counts);
        if left == 0 {
            return;
        }
        for (i, &g) in all.iter().enumerate().skip(from) {
            let mut next = counts;
            add_group(&mut next, g);
            walk(all, i, left - 1, next, out);
        }
    }
    let mut multisets = Vec::new();
    walk(
        &groups(suit),
        0,
        usize::from(suit.groups),
        [0; RANKS],
        &mut multisets,
    );

    let fits = |c: &SuitCounts| c.iter().all(|&n| n <= max_count);
    let mut seen = HashSet::new();
    let mut out = Patterns::default();
    for m in &multisets {
        if fits(m) && seen.insert((*m, false)) {
            out.without_pair.push(*m);
        }
        for r in suit.pair_ranks() {
            let mut p = *m;
            p[r] += 2;
            if fits(&p) && seen.insert((p, true)) {
                out.with_pair.push(p);
            }
        }
    }
    out
}

/// The joker table of one suit: for every base-5 key, one byte whose low nibble is the least
/// number of jokers that completes the vector without a pair and whose high nibble is the same
/// with a pair ([`NEVER`] when more than [`MAX_JOKERS`] or impossible).
///
/// `fifth_copy` says whether a joker may stand for a copy beyond the four that exist.
///
/// A vector needs no joker if it is a pattern and otherwise one more than the best vector one
/// tile above it, so one sweep from large keys to small ones (a key grows when a tile is added)
/// settles every vector. A pattern beyond four copies of a rank (only reachable when a joker may
/// be a fifth copy) is entered at its clipped vector, the copies above four counted as jokers
/// already spent: the sweep then charges every vector below it exactly its distance.
pub fn joker_table(suit: SuitRules, fifth_copy: bool) -> Vec<u8> {
    let shape = suit.shape;
    let mut table = vec![NEVER_BYTE; shape.key_space()];
    // Own tiles are at most 4 per rank; with 8 jokers a rank can reach 12.
    let max_count = if fifth_copy { 4 + MAX_JOKERS } else { 4 };
    let pats = patterns(suit, max_count);
    for (list, shift) in [(&pats.without_pair, 0u8), (&pats.with_pair, 4u8)] {
        for p in list {
            let clipped = p.map(|c| c.min(4));
            let own: u8 = clipped.iter().sum();
            let size: u8 = p.iter().sum();
            let spent = size - own;
            if usize::from(size) > suit.max_tiles() || spent > MAX_JOKERS {
                continue;
            }
            let slot = &mut table[key(&clipped) as usize];
            let old = (*slot >> shift) & 0xF;
            if spent < old {
                *slot = (*slot & !(0xF << shift)) | (spent << shift);
            }
        }
    }
    sweep_down(suit, &mut table);
    table
}

/// Fills every hand-sized key that is not a pattern with one more joker than its best
/// neighbour one tile up, per nibble, saturating at [`NEVER`].
fn sweep_down(suit: SuitRules, table: &mut [u8]) {
    let (shape, max_tiles) = (suit.shape, suit.max_tiles());
    let ranks = shape.ranks();
    for k in (0..table.len()).rev() {
        let counts = counts_of_key(shape, k as u32);
        let size: usize = counts.iter().map(|&c| usize::from(c)).sum();
        if size >= max_tiles {
            continue;
        }
        let (mut without_pair, mut with_pair) = (NEVER, NEVER);
        for r in 0..ranks {
            if counts[r] < 4 {
                let up = table[k + POW5[r] as usize];
                without_pair = without_pair.min(up & 0xF);
                with_pair = with_pair.min(up >> 4);
            }
        }
        let step = |n: u8| if n >= MAX_JOKERS { NEVER } else { n + 1 };
        let here = table[k];
        let without_pair = (here & 0xF).min(step(without_pair));
        let with_pair = (here >> 4).min(step(with_pair));
        table[k] = without_pair | (with_pair << 4);
    }
}

/// Counts of one suit's table, as `hupai tables stats` reports them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stats {
    /// Non-empty patterns without a pair (real tiles only).
    pub patterns_without_pair: usize,
    /// Patterns with a pair (real tiles only).
    pub patterns_with_pair: usize,
    /// Count vectors a hand can hold: at most 14 tiles (17 in a 16-tile game).
    pub vectors: usize,
    /// Vectors that some number of jokers (at most 8) completes, with or without a pair.
    pub completable: usize,
}

/// Whether a key holds no more tiles than a suit of a complete hand under these rules.
pub fn is_hand_sized(suit: SuitRules, key: u32) -> bool {
    counts_of_key(suit.shape, key)
        .iter()
        .map(|&c| usize::from(c))
        .sum::<usize>()
        <= suit.max_tiles()
}

pub fn stats(suit: SuitRules, table: &[u8]) -> Stats {
    let pats = patterns(suit, 4);
    let mut vectors = 0;
    let mut completable = 0;
    for (k, &b) in table.iter().enumerate() {
        if is_hand_sized(suit, k as u32) {
            vectors += 1;
            completable += usize::from(b != NEVER_BYTE);
        }
    }
    Stats {
        patterns_without_pair: pats.without_pair.len() - 1,
        patterns_with_pair: pats.with_pair.len(),
        vectors,
        completable,
    }
}
