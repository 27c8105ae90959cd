//! The cards of a hand outside 坎 and 提 with their case keys kept current: what win-on-a-card
//! and waits change card by card and read the tables with.

use crate::base::generator::paohuzi::POW3;
use crate::paohuzi::card::{Card, Counts, KINDS};

/// Counts of the rest of a hand (outside 坎 and 提) with their case keys and sizes kept
/// current, so adding or removing a card costs two additions.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rest {
    pub(crate) counts: Counts,
    /// Base-3 keys of the small and the big case.
    pub(crate) keys: [u32; 2],
    pub(crate) sizes: [u32; 2],
}

impl Rest {
    pub(crate) fn new(counts: Counts) -> Rest {
        let mut rest = Rest {
            counts: [0; KINDS],
            keys: [0; 2],
            sizes: [0; 2],
        };
        for c in Card::all() {
            for _ in 0..counts[c.index()] {
                rest.add(c);
            }
        }
        rest
    }

    /// Adds a copy. A count may reach 3 while a caller takes a group back out; it is only
    /// read as keys once every count is 0-2 again.
    pub(crate) fn add(&mut self, card: Card) {
        let case = usize::from(card.is_big());
        self.counts[card.index()] += 1;
        self.keys[case] += POW3[usize::from(card.rank() - 1)];
        self.sizes[case] += 1;
    }

    /// Removes a copy; `false` (nothing changed) when there is none.
    pub(crate) fn remove(&mut self, card: Card) -> bool {
        let case = usize::from(card.is_big());
        let Some(n) = self.counts[card.index()].checked_sub(1) else {
            return false;
        };
        self.counts[card.index()] = n;
        self.keys[case] -= POW3[usize::from(card.rank() - 1)];
        self.sizes[case] -= 1;
        true
    }

    pub(crate) fn size(&self) -> u32 {
        self.sizes[0] + self.sizes[1]
    }
}
