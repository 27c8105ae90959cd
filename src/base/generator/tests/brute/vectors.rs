//! Every count vector of a suit with its base-5 key, and how many of them are complete: what
//! the exhaustive checks walk.

use super::complete::is_complete;
use super::{MAX_TILES, SuitShape};

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
