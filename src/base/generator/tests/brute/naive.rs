//! The least jokers that complete a suit once more, by trying every multiset of joker ranks:
//! slow, but too plain to share a mistake with the search.

use super::complete::is_complete_rules;
use super::{COPIES, SuitShape};

/// The same question as [`min_jokers`](super::min_jokers), answered by trying every multiset of
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

/// [`min_jokers_naive`] under the variants of [`min_jokers_rules`](super::min_jokers_rules).
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
