//! Exhaustive brute-force answers for the per-suit joker tables.
//!
//! The tables are built by enumerating group multisets and taking minima over
//! superset patterns. This module deliberately answers the same question a
//! different way — a direct search over which group holds each real tile — so
//! that an error in one approach cannot be mirrored in the other.

// Each integration test uses only part of this module.
#![allow(dead_code)]

/// Most jokers a table entry can record; more than this is reported as `None`.
pub const MAX_JOKERS: u8 = 8;
/// Most groups (besides the pair) a hand can hold.
pub const MAX_GROUPS: u8 = 4;
/// Most tiles a hand can hold: four groups and a pair.
pub const MAX_TILES: usize = 14;
/// Physical copies of each tile kind.
pub const COPIES: u8 = 4;

/// The two kinds of suit a count vector can describe.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SuitShape {
    /// Ranks 1 to 9; groups are triplets and sequences.
    Numbered,
    /// Seven ranks; groups are triplets only, unless honor sequences are on.
    Honors,
}

impl SuitShape {
    /// Number of ranks, which is also the length of a count vector.
    pub fn ranks(self) -> usize {
        match self {
            SuitShape::Numbered => 9,
            SuitShape::Honors => 7,
        }
    }
}

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

/// Whether the pair may sit on `rank` (0-based).
fn pair_allowed(shape: SuitShape, eyes_258: bool, rank: usize) -> bool {
    !eyes_258 || (shape == SuitShape::Numbered && [1, 4, 7].contains(&rank))
}

/// Every sequence (three different ranks, 0-based) that holds `rank`: at most
/// three, in the first `len` entries.
fn sequences_through(
    shape: SuitShape,
    honor_sequences: bool,
    rank: usize,
) -> ([[usize; 3]; 3], usize) {
    let mut list = [[0; 3]; 3];
    let mut len = 0;
    let mut push = |sequence: [usize; 3]| {
        list[len] = sequence;
        len += 1;
    };
    match shape {
        SuitShape::Numbered => {
            for start in rank.saturating_sub(2)..=rank {
                if start + 2 < 9 {
                    push([start, start + 1, start + 2]);
                }
            }
        }
        SuitShape::Honors if !honor_sequences => {}
        // The wind with two of the other three: leave one of them out.
        SuitShape::Honors if rank < 4 => {
            for left_out in (0..4).filter(|&w| w != rank) {
                let mut others = (0..4).filter(|&w| w != rank && w != left_out);
                let (a, b) = (others.next().unwrap(), others.next().unwrap());
                push([rank, a, b]);
            }
        }
        SuitShape::Honors => push([4, 5, 6]),
    }
    (list, len)
}

/// Whether `counts` (any size per rank) decomposes into groups plus, if `pair`,
/// exactly one pair, with at most [`MAX_GROUPS`] groups. No jokers.
pub fn is_complete(shape: SuitShape, counts: &[u8], pair: bool) -> bool {
    is_complete_rules(shape, counts, pair, false, false)
}

/// [`is_complete`] under the variants of [`min_jokers_rules`].
pub fn is_complete_rules(
    shape: SuitShape,
    counts: &[u8],
    pair: bool,
    eyes_258: bool,
    honor_sequences: bool,
) -> bool {
    assert_eq!(
        counts.len(),
        shape.ranks(),
        "count vector length for {shape:?}"
    );
    let total: usize = counts.iter().map(|&c| usize::from(c)).sum();
    let fits = if pair {
        total <= MAX_TILES && total % 3 == 2
    } else {
        total <= MAX_TILES - 2 && total % 3 == 0
    };
    let rules = SuitDecomposition {
        shape,
        eyes_258,
        honor_sequences,
    };
    fits && rules.decomposes(&mut counts.to_vec(), pair)
}

/// The suit rules a plain decomposition follows.
struct SuitDecomposition {
    shape: SuitShape,
    eyes_258: bool,
    honor_sequences: bool,
}

impl SuitDecomposition {
    /// Plain backtracking on the lowest tile; the caller has already fixed the
    /// size, so the number of groups needs no tracking here.
    fn decomposes(&self, counts: &mut [u8], pair_needed: bool) -> bool {
        let Some(low) = counts.iter().position(|&c| c > 0) else {
            return !pair_needed;
        };
        if counts[low] >= 3 {
            counts[low] -= 3;
            let found = self.decomposes(counts, pair_needed);
            counts[low] += 3;
            if found {
                return true;
            }
        }
        let (sequences, len) = sequences_through(self.shape, self.honor_sequences, low);
        for sequence in &sequences[..len] {
            if sequence.iter().any(|&r| counts[r] == 0) {
                continue;
            }
            for &r in sequence {
                counts[r] -= 1;
            }
            let found = self.decomposes(counts, pair_needed);
            for &r in sequence {
                counts[r] += 1;
            }
            if found {
                return true;
            }
        }
        if pair_needed && counts[low] >= 2 && pair_allowed(self.shape, self.eyes_258, low) {
            counts[low] -= 2;
            let found = self.decomposes(counts, false);
            counts[low] += 2;
            if found {
                return true;
            }
        }
        false
    }
}

/// The same question as [`min_jokers`], answered by trying every multiset of
/// joker ranks of each size up to `limit`; only practical for small `limit`.
pub fn min_jokers_naive(
    shape: SuitShape,
    counts: &[u8],
    pair: bool,
    fifth_copy: bool,
    limit: u8,
) -> Option<u8> {
    min_jokers_naive_rules(shape, counts, pair, fifth_copy, false, false, limit)
}

/// [`min_jokers_naive`] under the variants of [`min_jokers_rules`].
pub fn min_jokers_naive_rules(
    shape: SuitShape,
    counts: &[u8],
    pair: bool,
    fifth_copy: bool,
    eyes_258: bool,
    honor_sequences: bool,
    limit: u8,
) -> Option<u8> {
    let mut hand = counts.to_vec();
    let complete = |hand: &[u8]| is_complete_rules(shape, hand, pair, eyes_258, honor_sequences);
    (0..=limit).find(|&jokers| any_completion(&complete, &mut hand, 0, jokers, fifth_copy))
}

/// Adds `jokers` tiles at ranks `from..` in non-decreasing order, so that each
/// multiset is tried once.
fn any_completion(
    complete: &impl Fn(&[u8]) -> bool,
    hand: &mut [u8],
    from: usize,
    jokers: u8,
    fifth_copy: bool,
) -> bool {
    if jokers == 0 {
        return complete(hand);
    }
    for rank in from..hand.len() {
        if !fifth_copy && hand[rank] >= COPIES {
            continue;
        }
        hand[rank] += 1;
        let found = any_completion(complete, hand, rank, jokers - 1, fifth_copy);
        hand[rank] -= 1;
        if found {
            return true;
        }
    }
    false
}

/// Base-5 key of a count vector, rank 1 least significant.
pub fn key(counts: &[u8]) -> u32 {
    counts
        .iter()
        .rev()
        .fold(0, |acc, &c| acc * 5 + u32::from(c))
}

/// The count vector whose [`key`] is `key`.
pub fn counts_of(shape: SuitShape, key: u32) -> Vec<u8> {
    let mut rest = key;
    (0..shape.ranks())
        .map(|_| {
            let digit = (rest % 5) as u8;
            rest /= 5;
            digit
        })
        .collect()
}

/// Every count vector of `shape` with counts `0..=4` and at most 14 tiles, in
/// increasing key order, each with its key.
pub fn all_vectors(shape: SuitShape) -> Vec<(u32, Vec<u8>)> {
    vectors_up_to(shape, MAX_TILES)
}

/// Every count vector of `shape` with counts `0..=4` and at most `most` tiles, in increasing
/// key order, each with its key.
pub fn vectors_up_to(shape: SuitShape, most: usize) -> Vec<(u32, Vec<u8>)> {
    let keys = 5u32.pow(shape.ranks() as u32);
    (0..keys)
        .map(|key| (key, counts_of(shape, key)))
        .filter(|(_, counts)| counts.iter().map(|&c| usize::from(c)).sum::<usize>() <= most)
        .collect()
}

/// Number of complete count vectors with counts `0..=4`:
/// (non-empty, without pair; with pair).
pub fn pattern_counts(shape: SuitShape) -> (usize, usize) {
    all_vectors(shape)
        .iter()
        .fold((0, 0), |(without, with), (key, counts)| {
            (
                without + usize::from(*key != 0 && is_complete(shape, counts, false)),
                with + usize::from(is_complete(shape, counts, true)),
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    const SHAPES: [SuitShape; 2] = [SuitShape::Numbered, SuitShape::Honors];

    /// Counts from a string of rank digits, e.g. "1112345678999".
    fn hand(shape: SuitShape, ranks: &str) -> Vec<u8> {
        let mut counts = vec![0; shape.ranks()];
        for digit in ranks.bytes() {
            counts[usize::from(digit - b'1')] += 1;
        }
        counts
    }

    fn both(shape: SuitShape, ranks: &str, pair: bool) -> (Option<u8>, Option<u8>) {
        let counts = hand(shape, ranks);
        (
            min_jokers(shape, &counts, pair, true),
            min_jokers(shape, &counts, pair, false),
        )
    }

    #[test]
    fn pattern_counts_match_known_totals() {
        assert_eq!(pattern_counts(SuitShape::Numbered), (2868, 18874));
        // Honors: 1 to 4 distinct triplets of 7 ranks, 7 + 21 + 35 + 35;
        // with pair: 7 pair ranks times 0 to 4 triplets of the other 6, 7 * 57.
        assert_eq!(pattern_counts(SuitShape::Honors), (98, 399));
    }

    #[test]
    fn all_vectors_are_every_small_vector_in_key_order() {
        for (shape, expected) in [(SuitShape::Numbered, 405_350), (SuitShape::Honors, 43_130)] {
            let vectors = all_vectors(shape);
            assert_eq!(vectors.len(), expected, "{shape:?}");
            assert!(vectors.windows(2).all(|w| w[0].0 < w[1].0));
            for (k, counts) in &vectors {
                assert_eq!(counts.len(), shape.ranks());
                assert_eq!(key(counts), *k);
                assert!(counts.iter().all(|&c| c <= COPIES));
                assert!(counts.iter().map(|&c| usize::from(c)).sum::<usize>() <= MAX_TILES);
            }
        }
        assert_eq!(key(&hand(SuitShape::Numbered, "12")), 1 + 5);
        assert_eq!(key(&hand(SuitShape::Numbered, "9")), 5u32.pow(8));
    }

    #[test]
    fn empty_vector() {
        for shape in SHAPES {
            assert_eq!(both(shape, "", false), (Some(0), Some(0)));
            assert_eq!(both(shape, "", true), (Some(2), Some(2)));
        }
    }

    #[test]
    fn four_of_a_rank() {
        // With a pair: 1111 + 1 is 111 11, but only with a fifth 1. Otherwise
        // 4 + j must be 2 mod 3 with j > 1, and 1111 + 2233 = 123 123 11 works.
        assert_eq!(both(SuitShape::Numbered, "1111", true), (Some(1), Some(4)));
        // Without: 111 + 1 with 23.
        assert_eq!(both(SuitShape::Numbered, "1111", false), (Some(2), Some(2)));
        // Honors cannot use the fourth tile without a fifth copy at all.
        assert_eq!(both(SuitShape::Honors, "1111", true), (Some(1), None));
        assert_eq!(both(SuitShape::Honors, "1111", false), (Some(2), None));
    }

    #[test]
    fn sequences_may_extend_below_and_above() {
        assert_eq!(both(SuitShape::Numbered, "3", false), (Some(2), Some(2)));
        assert_eq!(both(SuitShape::Numbered, "3", true), (Some(1), Some(1)));
        assert_eq!(both(SuitShape::Numbered, "9", false), (Some(2), Some(2)));
        assert_eq!(both(SuitShape::Numbered, "13", false), (Some(1), Some(1)));
        assert_eq!(both(SuitShape::Numbered, "19", false), (Some(4), Some(4)));
        // Honors have no sequences: each lone tile needs a triplet.
        assert_eq!(both(SuitShape::Honors, "12", false), (Some(4), Some(4)));
        assert_eq!(both(SuitShape::Honors, "12", true), (Some(3), Some(3)));
    }

    #[test]
    fn nine_gates() {
        // Thirteen tiles: any fourteenth completes it, and every rank has room.
        assert_eq!(
            both(SuitShape::Numbered, "1112345678999", true),
            (Some(1), Some(1))
        );
        // Thirteen tiles are more than four groups hold.
        assert_eq!(
            both(SuitShape::Numbered, "1112345678999", false),
            (None, None)
        );
        assert_eq!(
            both(SuitShape::Numbered, "11123456789999", true),
            (Some(0), Some(0))
        );
    }

    #[test]
    fn complete_hands_need_nothing() {
        assert_eq!(
            both(SuitShape::Numbered, "11122233344455", true),
            (Some(0), Some(0))
        );
        assert_eq!(
            both(SuitShape::Numbered, "123456789", false),
            (Some(0), Some(0))
        );
        // Nine tiles plus a pair of jokers; one joker gives the wrong size.
        assert_eq!(
            both(SuitShape::Numbered, "123456789", true),
            (Some(2), Some(2))
        );
        assert_eq!(both(SuitShape::Honors, "11", true), (Some(0), Some(0)));
        assert_eq!(both(SuitShape::Honors, "11", false), (Some(1), Some(1)));
        assert_eq!(both(SuitShape::Honors, "111", true), (Some(2), Some(2)));
    }

    #[test]
    fn joker_cap_and_group_limit() {
        // Four lone honors: four triplets, eight jokers, the cap exactly.
        assert_eq!(both(SuitShape::Honors, "1234", false), (Some(8), Some(8)));
        // As three triplets and a pair: 2 + 2 + 2 + 1.
        assert_eq!(both(SuitShape::Honors, "1234", true), (Some(7), Some(7)));
        // Five lone honors with a pair would need nine.
        assert_eq!(both(SuitShape::Honors, "12345", true), (None, None));
        // Five lone honors cannot fit in four groups.
        assert_eq!(both(SuitShape::Honors, "12345", false), (None, None));
        // Fourteen tiles that are not complete can take no joker (the 9 has
        // no 7 or 8 to join).
        assert_eq!(
            both(SuitShape::Numbered, "11122233344469", true),
            (None, None)
        );
    }

    #[test]
    fn matches_naive_search_on_small_vectors() {
        const LIMIT: u8 = 3;
        for shape in SHAPES {
            for (_, counts) in all_vectors(shape) {
                if counts.iter().map(|&c| usize::from(c)).sum::<usize>() > 8 {
                    continue;
                }
                for pair in [false, true] {
                    for fifth_copy in [true, false] {
                        let fast = min_jokers(shape, &counts, pair, fifth_copy);
                        let naive = min_jokers_naive(shape, &counts, pair, fifth_copy, LIMIT);
                        let agree = match naive {
                            Some(_) => fast == naive,
                            None => fast.is_none_or(|j| j > LIMIT),
                        };
                        assert!(
                            agree,
                            "{shape:?} {counts:?} pair={pair} fifth_copy={fifth_copy}: \
                             search {fast:?}, naive {naive:?}"
                        );
                    }
                }
            }
        }
    }

    /// Every vector of `shape` with at most 14 tiles and at most `cap` per rank,
    /// keyed in base 16 so that counts above 4 fit.
    fn vectors_up_to(shape: SuitShape, cap: u8) -> Vec<Vec<u8>> {
        fn extend(out: &mut Vec<Vec<u8>>, counts: &mut Vec<u8>, len: usize, room: u8, cap: u8) {
            if counts.len() == len {
                out.push(counts.clone());
                return;
            }
            for c in 0..=cap.min(room) {
                counts.push(c);
                extend(out, counts, len, room - c, cap);
                counts.pop();
            }
        }
        let mut out = Vec::new();
        extend(
            &mut out,
            &mut Vec::new(),
            shape.ranks(),
            MAX_TILES as u8,
            cap,
        );
        out
    }

    fn wide_key(counts: &[u8]) -> u64 {
        counts
            .iter()
            .rev()
            .fold(0, |acc, &c| acc * 16 + u64::from(c))
    }

    /// Answers by dynamic programming over adding one tile at a time: a vector
    /// needing j > 0 jokers becomes, after one of them turns real, a vector
    /// needing j - 1, and conversely. `cap` bounds each rank's final count.
    fn by_adding_tiles(shape: SuitShape, pair: bool, cap: u8) -> HashMap<u64, Option<u8>> {
        let mut vectors = vectors_up_to(shape, cap);
        let size = |v: &Vec<u8>| v.iter().map(|&c| usize::from(c)).sum::<usize>();
        vectors.sort_by_key(|v| std::cmp::Reverse(size(v)));
        let mut answers = HashMap::with_capacity(vectors.len());
        for mut counts in vectors {
            let answer = if is_complete(shape, &counts, pair) {
                Some(0)
            } else if size(&counts) == MAX_TILES {
                None
            } else {
                let mut fewest: Option<u8> = None;
                for rank in 0..counts.len() {
                    if counts[rank] == cap {
                        continue;
                    }
                    counts[rank] += 1;
                    if let Some(j) = answers[&wide_key(&counts)] {
                        fewest = Some(fewest.map_or(j, |f: u8| f.min(j)));
                    }
                    counts[rank] -= 1;
                }
                fewest.map(|j| j + 1).filter(|&j| j <= MAX_JOKERS)
            };
            answers.insert(wide_key(&counts), answer);
        }
        answers
    }

    #[test]
    #[cfg_attr(debug_assertions, ignore = "exhaustive; run with --release")]
    fn matches_tile_by_tile_answers_on_every_vector() {
        for shape in SHAPES {
            let vectors = all_vectors(shape);
            for pair in [false, true] {
                for fifth_copy in [true, false] {
                    let cap = if fifth_copy { MAX_TILES as u8 } else { COPIES };
                    let expected = by_adding_tiles(shape, pair, cap);
                    for (_, counts) in &vectors {
                        let found = min_jokers(shape, counts, pair, fifth_copy);
                        assert_eq!(
                            found,
                            expected[&wide_key(counts)],
                            "{shape:?} {counts:?} pair={pair} fifth_copy={fifth_copy}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    #[cfg_attr(debug_assertions, ignore = "exhaustive; run with --release")]
    fn exhaustive_pass_is_consistent() {
        for shape in SHAPES {
            for (_, counts) in all_vectors(shape) {
                let size: usize = counts.iter().map(|&c| usize::from(c)).sum();
                for pair in [false, true] {
                    let free = min_jokers(shape, &counts, pair, true);
                    let capped = min_jokers(shape, &counts, pair, false);
                    let context = format!("{shape:?} {counts:?} pair={pair}");
                    // A cap on copies can only remove completions.
                    assert!(
                        capped.is_none_or(|c| free.is_some_and(|f| f <= c)),
                        "{context}: {free:?} {capped:?}"
                    );
                    assert_eq!(
                        free == Some(0),
                        is_complete(shape, &counts, pair),
                        "{context}"
                    );
                    assert_eq!(capped == Some(0), free == Some(0), "{context}");
                    for j in [free, capped].into_iter().flatten() {
                        let total = size + usize::from(j);
                        let limit = if pair { MAX_TILES } else { MAX_TILES - 2 };
                        assert!(total <= limit, "{context}: {j}");
                        assert_eq!(total % 3, if pair { 2 } else { 0 }, "{context}: {j}");
                    }
                }
            }
        }
    }
}
