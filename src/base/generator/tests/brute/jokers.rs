//! The least jokers that complete a suit, by branch-and-bound over which group holds each real
//! tile: the answer every table entry is checked against.

use super::{COPIES, MAX_GROUPS, MAX_JOKERS, SuitShape, pair_allowed, sequences_through};

/// Least number of jokers (at most [`MAX_JOKERS`]) that makes `counts` complete:
/// decomposed into groups and, if `pair`, exactly one pair, with at most
/// [`MAX_GROUPS`] groups. `None` if no such number exists.
///
/// With `fifth_copy` false a rank may end with at most [`COPIES`] tiles, its own
/// and the jokers standing for it together; with `fifth_copy` true it is unlimited.
pub fn min_jokers(shape: SuitShape, counts: &[u8], pair: bool, fifth_copy: bool) -> Option<u8> {
    min_jokers_rules(shape, counts, pair, fifth_copy, false, false)
}

/// [`min_jokers`] under the regional variants:
///
/// - `eyes_258`: the pair may only be a 2, 5 or 8 of a numbered suit, so honors
///   never hold one;
/// - `honor_sequences`: among honors, any three different winds (ranks 1 to 4)
///   form a sequence, and so do ranks 5, 6 and 7 (the dragons).
pub fn min_jokers_rules(
    shape: SuitShape,
    counts: &[u8],
    pair: bool,
    fifth_copy: bool,
    eyes_258: bool,
    honor_sequences: bool,
) -> Option<u8> {
    let rules = (eyes_258, honor_sequences);
    min_jokers_groups(shape, counts, pair, fifth_copy, rules, MAX_GROUPS)
}

/// [`min_jokers_rules`] with at most `max_groups` groups (five in a sixteen-tile game);
/// `(eyes_258, honor_sequences)` as there.
pub fn min_jokers_groups(
    shape: SuitShape,
    counts: &[u8],
    pair: bool,
    fifth_copy: bool,
    (eyes_258, honor_sequences): (bool, bool),
    max_groups: u8,
) -> Option<u8> {
    let ranks = shape.ranks();
    assert_eq!(counts.len(), ranks, "count vector length for {shape:?}");
    assert!(
        counts.iter().all(|&c| c <= COPIES),
        "counts above {COPIES}: {counts:?}"
    );
    let mut search = Search {
        ranks,
        shape,
        eyes_258,
        honor_sequences,
        fifth_copy,
        max_groups,
        own: [0; 9],
        rest: [0; 9],
        jokers: [0; 9],
        best: MAX_JOKERS + 1,
    };
    search.own[..ranks].copy_from_slice(counts);
    search.rest[..ranks].copy_from_slice(counts);
    search.run(0, pair, 0);
    (search.best <= MAX_JOKERS).then_some(search.best)
}

/// Branch-and-bound over the group that holds the lowest remaining real tile.
///
/// Within one group a real tile is always preferred to a joker of the same
/// rank: swapping the two leaves every rank's final count unchanged, so no
/// completion is lost and the search stays exact.
struct Search {
    ranks: usize,
    shape: SuitShape,
    eyes_258: bool,
    honor_sequences: bool,
    fifth_copy: bool,
    max_groups: u8,
    own: [u8; 9],
    rest: [u8; 9],
    jokers: [u8; 9],
    /// Cheapest completion found so far; starts one past the cap so that only
    /// answers within the cap are ever recorded.
    best: u8,
}

impl Search {
    fn run(&mut self, groups: u8, pair_needed: bool, spent: u8) {
        if spent >= self.best {
            return;
        }
        let Some(low) = self.rest[..self.ranks].iter().position(|&c| c > 0) else {
            // Groups made only of jokers never help, so the only jokers still
            // worth adding are a pair.
            let total = if pair_needed {
                if !self.pair_of_jokers_fits() {
                    return;
                }
                spent + 2
            } else {
                spent
            };
            self.best = self.best.min(total);
            return;
        };

        let remaining: u8 = self.rest[..self.ranks].iter().sum();
        let pair_tiles = if pair_needed { 2 } else { 0 };
        if remaining > 3 * (self.max_groups - groups) + pair_tiles {
            return;
        }
        // What is left must grow to 3g + (pair ? 2 : 0) tiles, which fixes the
        // fewest jokers still to come modulo 3.
        let shortfall = (3 + pair_tiles - remaining % 3) % 3;
        if spent + shortfall >= self.best {
            return;
        }

        if groups < self.max_groups {
            self.place(&[low, low, low], groups + 1, pair_needed, spent);
            let (sequences, len) = sequences_through(self.shape, self.honor_sequences, low);
            for sequence in &sequences[..len] {
                self.place(sequence, groups + 1, pair_needed, spent);
            }
        }
        if pair_needed && pair_allowed(self.shape, self.eyes_258, low) {
            self.place(&[low, low], groups, false, spent);
        }
    }

    /// Takes the tiles of one group, real ones first, searches on, and puts
    /// everything back.
    fn place(&mut self, tiles: &[usize], groups: u8, pair_needed: bool, spent: u8) {
        let mut from_joker = [false; 3];
        let mut added = 0;
        let mut legal = true;
        for (slot, &rank) in tiles.iter().enumerate() {
            if self.rest[rank] > 0 {
                self.rest[rank] -= 1;
            } else {
                self.jokers[rank] += 1;
                from_joker[slot] = true;
                added += 1;
                // Every own tile ends up in some group, so the final count of a
                // rank is its own tiles plus the jokers standing for it.
                if !self.fifth_copy && self.own[rank] + self.jokers[rank] > COPIES {
                    legal = false;
                }
            }
        }
        if legal {
            self.run(groups, pair_needed, spent + added);
        }
        for (slot, &rank) in tiles.iter().enumerate() {
            if from_joker[slot] {
                self.jokers[rank] -= 1;
            } else {
                self.rest[rank] += 1;
            }
        }
    }

    fn pair_of_jokers_fits(&self) -> bool {
        (0..self.ranks).any(|rank| {
            pair_allowed(self.shape, self.eyes_258, rank)
                && (self.fifth_copy || self.own[rank] + self.jokers[rank] + 2 <= COPIES)
        })
    }
}
