//! Taking a group's cards out of a count array and putting them back: the step both searches
//! (without 王 and by substitution) repeat for every group they try.

use super::super::card::{Card, Counts, KINDS};

/// Takes one copy of each card if all are there, and says whether it did (nothing is taken
/// otherwise).
pub(super) fn take(counts: &mut Counts, cards: &[Card]) -> bool {
    let mut need = [0u8; KINDS];
    for c in cards {
        need[c.index()] += 1;
    }
    if counts.iter().zip(need).any(|(&have, n)| have < n) {
        return false;
    }
    for c in cards {
        counts[c.index()] -= 1;
    }
    true
}

/// Undoes a [`take`].
pub(super) fn put_back(counts: &mut Counts, cards: &[Card]) {
    for c in cards {
        counts[c.index()] += 1;
    }
}
