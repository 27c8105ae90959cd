//! Paohuzi (字牌) per-case patterns and the best-score table of every count vector of one case.
//!
//! Once three and four alike (坎, 提) are set aside, a case (the ten small or the ten big
//! cards) holds each rank at most twice, so its cards are ten base-3 digits: 3^10 = 59,049
//! keys. Inside one case the only groups are runs, 二七十 (and 一五十 where a region scores
//! it) and the pair, so for every key the best score of a decomposition without a pair and with one
//! is a property of the key alone. That is what this module computes, once per scoring, so a
//! check can replace a search by two lookups. The groups that mix cases (绞, and a mixed
//! 二七十 where allowed) are few per hand and are enumerated by the caller before it looks
//! the two cases up.
//!
//! The table is filled in increasing key order: the lowest rank present must belong to a group
//! whose lowest rank it is, and removing that group gives a smaller key already filled. This
//! covers every number of groups, not only the hands a deal produces.
//!
//! `std` only, so that `build.rs` can include it by path and bake the same tables the library
//! generates.

/// Ranks of one case: 一..十 or 壹..拾.
pub const RANKS: usize = 10;
/// Most copies of a rank a case vector holds once 坎 and 提 are set aside.
pub const MAX_COUNT: u8 = 2;
/// Number of base-3 keys of a case vector.
pub const KEYS: usize = 59_049;
/// A table byte meaning "no decomposition of this kind exists".
pub const IMPOSSIBLE: u8 = 0xFF;

/// Weights of each rank in a key.
pub const POW3: [u32; RANKS] = [1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683];

/// A case vector: entry `r` is the count of rank `r + 1`.
pub type CaseCounts = [u8; RANKS];

/// The base-3 key of a case vector whose counts are all at most [`MAX_COUNT`].
pub fn key(counts: &CaseCounts) -> u32 {
    counts
        .iter()
        .zip(POW3)
        .map(|(&c, w)| u32::from(c) * w)
        .sum()
}

/// The case vector of a key below [`KEYS`].
pub fn counts_of_key(mut key: u32) -> CaseCounts {
    let mut counts = [0; RANKS];
    for c in &mut counts {
        *c = (key % 3) as u8;
        key /= 3;
    }
    counts
}

/// The score of each group shape a case can hold, in the caller's scoring (胡息 or points).
///
/// Keeping the values outside the generator lets one enumeration serve every scoring and both
/// cases: the caller says what a group is worth, the generator only knows shapes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CaseValues {
    /// The run starting at rank `r + 1` (一二三 is `run[0]`, 八九十 is `run[7]`).
    pub run: [u8; 8],
    /// 二七十.
    pub erqishi: u8,
    /// 一五十, or `None` where it is not a group.
    pub yiwushi: Option<u8>,
    /// The pair of rank `r + 1`.
    pub pair: [u8; RANKS],
}

/// One shape inside a case: the ranks (0-based) it takes, one card each unless repeated.
fn shapes(values: &CaseValues) -> Vec<(Vec<usize>, u8, bool)> {
    let mut out = Vec::new();
    for (r, &v) in values.run.iter().enumerate() {
        out.push((vec![r, r + 1, r + 2], v, false));
    }
    out.push((vec![1, 6, 9], values.erqishi, false));
    if let Some(v) = values.yiwushi {
        out.push((vec![0, 4, 9], v, false));
    }
    for (r, &v) in values.pair.iter().enumerate() {
        out.push((vec![r, r], v, true));
    }
    out
}

/// Per key: `[best without a pair, best with exactly one pair]`, [`IMPOSSIBLE`] when no such
/// decomposition exists. The empty key scores 0 without a pair.
pub fn build(values: &CaseValues) -> Vec<[u8; 2]> {
    let shapes = shapes(values);
    let mut table = vec![[IMPOSSIBLE; 2]; KEYS];
    table[0][0] = 0;
    for k in 1..KEYS as u32 {
        let counts = counts_of_key(k);
        let Some(low) = counts.iter().position(|&c| c > 0) else {
            continue;
        };
        let mut best = [IMPOSSIBLE; 2];
        for (ranks, value, is_pair) in &shapes {
            if ranks.first() != Some(&low) {
                continue;
            }
            let mut rest = counts;
            let mut fits = true;
            for &r in ranks {
                if rest[r] == 0 {
                    fits = false;
                    break;
                }
                rest[r] -= 1;
            }
            if !fits {
                continue;
            }
            let sub = table[key(&rest) as usize];
            for (with_pair, slot) in best.iter_mut().enumerate() {
                // A pair shape uses up the one pair allowed; other shapes keep the same need.
                let from = match (*is_pair, with_pair) {
                    (true, 0) => continue,
                    (true, _) => sub[0],
                    (false, p) => sub[p],
                };
                if from == IMPOSSIBLE {
                    continue;
                }
                let total = from.saturating_add(*value).min(IMPOSSIBLE - 1);
                if *slot == IMPOSSIBLE || total > *slot {
                    *slot = total;
                }
            }
        }
        table[k as usize] = best;
    }
    table
}

/// The distinct non-empty case vectors made of at most `max_groups` groups (runs, 二七十 and
/// 一五十 when `yiwushi`), each rank at most twice: `(without a pair, with one pair)`, where
/// the pair comes on top of the `max_groups`. Sorted keys.
///
/// This enumerates patterns from groups upwards, independently of [`build`], so the two can
/// check each other and the published pattern counts can be reproduced.
pub fn patterns(max_groups: usize, yiwushi: bool) -> (Vec<u32>, Vec<u32>) {
    let mut groups: Vec<Vec<usize>> = (0..8).map(|r| vec![r, r + 1, r + 2]).collect();
    groups.push(vec![1, 6, 9]);
    if yiwushi {
        groups.push(vec![0, 4, 9]);
    }
    let mut seen = vec![false; KEYS];
    let mut without = Vec::new();
    let mut stack = vec![([0u8; RANKS], 0usize, 0usize)];
    // Groups are added in non-decreasing index order so each multiset is reached once.
    while let Some((counts, first, used)) = stack.pop() {
        if used > 0 {
            let k = key(&counts) as usize;
            if !seen[k] {
                seen[k] = true;
                without.push(k as u32);
            }
        }
        if used == max_groups {
            continue;
        }
        for (g, ranks) in groups.iter().enumerate().skip(first) {
            let mut next = counts;
            if ranks.iter().all(|&r| {
                next[r] += 1;
                next[r] <= MAX_COUNT
            }) {
                stack.push((next, g, used + 1));
            }
        }
    }
    let mut with_pair_seen = vec![false; KEYS];
    let mut with_pair = Vec::new();
    let bases = std::iter::once(0u32).chain(without.iter().copied());
    for base in bases {
        let counts = counts_of_key(base);
        for r in 0..RANKS {
            if counts[r] == 0 {
                let k = (base + 2 * POW3[r]) as usize;
                if !with_pair_seen[k] {
                    with_pair_seen[k] = true;
                    with_pair.push(k as u32);
                }
            }
        }
    }
    without.sort_unstable();
    with_pair.sort_unstable();
    (without, with_pair)
}
