//! Every standard-form decomposition of a hand by search: the backtracking enumeration that the decomposition
//! tables replace, and the backtrack search they are measured against.
//!
//! It is the enumeration a scoring engine writes first: try each kind with two or more tiles as
//! the pair, then decomposition the rest by taking the lowest kind still holding tiles into a triplet or
//! into the sequence that starts on it, recording every complete decomposition. The same decomposition can be
//! reached along different paths (`1111m23m` peels `111m` then `123m`, or `123m` then `111m`),
//! so each one is sorted and kept only if it is new. Plain rules and no jokers: that is the case
//! where the two methods compute exactly the same list, so a timing compares methods alone.

const KINDS: usize = 34;
/// Kinds below this index are numbered; from it on, honors.
const SUITED: usize = 27;
/// Most groups besides the pair: five, a sixteen-tile game's hand without melds.
const MAX_GROUPS: usize = 5;

/// A group of three: a triplet of `kind`, or the sequence starting on `kind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct KindGroup {
    /// The 34-index of the group's first (lowest) kind.
    pub kind: u8,
    /// A sequence from that kind, or else a triplet of it.
    pub sequence: bool,
}

/// One decomposition of a whole hand: the pair's kind and the groups in ascending order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct KindDecomposition {
    /// The 34-index of the pair's kind.
    pub pair: u8,
    len: u8,
    groups: [KindGroup; MAX_GROUPS],
}

impl KindDecomposition {
    /// The groups, in the order the search found them.
    pub fn groups(&self) -> &[KindGroup] {
        &self.groups[..usize::from(self.len)]
    }
}

/// Every distinct decomposition of the concealed `counts` (34-index) into groups and one pair, in the
/// order found. Empty unless the tiles are 3n + 2 with n at most five (a sixteen-tile game's
/// hand without melds).
pub fn decompositions(counts: &[u8; KINDS]) -> Vec<KindDecomposition> {
    let tiles: usize = counts.iter().map(|&n| usize::from(n)).sum();
    let mut out = Vec::new();
    if tiles % 3 != 2 || tiles > 3 * MAX_GROUPS + 2 {
        return out;
    }
    let mut rest = *counts;
    for pair in 0..KINDS {
        if rest[pair] < 2 {
            continue;
        }
        rest[pair] -= 2;
        let mut search = Search {
            rest: &mut rest,
            pair: pair as u8,
            path: [KindGroup {
                kind: 0,
                sequence: false,
            }; MAX_GROUPS],
            depth: 0,
            out: &mut out,
        };
        search.run(0);
        rest[pair] += 2;
    }
    out
}

struct Search<'a> {
    rest: &'a mut [u8; KINDS],
    pair: u8,
    path: [KindGroup; MAX_GROUPS],
    depth: usize,
    out: &'a mut Vec<KindDecomposition>,
}

impl Search<'_> {
    /// Stored what is left from kind `from` on (every kind below it is empty).
    fn run(&mut self, from: usize) {
        let Some(low) = (from..KINDS).find(|&k| self.rest[k] > 0) else {
            self.record();
            return;
        };
        if self.depth == MAX_GROUPS {
            return;
        }
        if self.rest[low] >= 3 {
            self.rest[low] -= 3;
            self.push(low, false);
            self.rest[low] += 3;
        }
        let sequence = low < SUITED && low % 9 <= 6;
        if sequence && self.rest[low + 1] > 0 && self.rest[low + 2] > 0 {
            for n in &mut self.rest[low..low + 3] {
                *n -= 1;
            }
            self.push(low, true);
            for n in &mut self.rest[low..low + 3] {
                *n += 1;
            }
        }
    }

    fn push(&mut self, kind: usize, sequence: bool) {
        self.path[self.depth] = KindGroup {
            kind: kind as u8,
            sequence,
        };
        self.depth += 1;
        self.run(kind);
        self.depth -= 1;
    }

    /// Keeps the decomposition on the path unless an earlier path already found it.
    fn record(&mut self) {
        let mut groups = [KindGroup {
            kind: 0,
            sequence: false,
        }; MAX_GROUPS];
        groups[..self.depth].copy_from_slice(&self.path[..self.depth]);
        groups[..self.depth].sort_unstable();
        let decomposition = KindDecomposition {
            pair: self.pair,
            len: self.depth as u8,
            groups,
        };
        if !self.out.contains(&decomposition) {
            self.out.push(decomposition);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(text: &str) -> [u8; KINDS] {
        super::super::parse(text).0
    }

    #[test]
    fn triplets_or_sequences() {
        let found = decompositions(&counts("111222333m456p77z"));
        assert_eq!(found.len(), 2, "{found:?}");
        let found = decompositions(&counts("111222333m44m"));
        assert_eq!(found.len(), 3, "{found:?}");
        // Reached twice (111 then 123, or 123 then 111), listed once.
        assert_eq!(decompositions(&counts("111123m55p")).len(), 1);
        assert!(decompositions(&counts("123m456p789s12344z")).is_empty());
        assert!(decompositions(&counts("123m")).is_empty());
    }

    #[test]
    fn five_groups() {
        let found = decompositions(&counts("111222333m456p789s11z"));
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(found.iter().all(|d| d.groups().len() == 5));
        // Five groups in one suit: triplets, or three sequences where three triplets were.
        assert_eq!(decompositions(&counts("111222333444555m11z")).len(), 4);
        assert!(decompositions(&counts("111222333444555m1z")).is_empty());
        assert!(decompositions(&counts("11122233344455566677m")).is_empty());
    }
}
