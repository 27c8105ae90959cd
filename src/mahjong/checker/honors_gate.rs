//! The first test of the knitted forms on the quick paths: two loads, by the table bytes the
//! standard form's lookup has just read, that rule out nearly every hand.
//!
//! A knitted straight's honors are all in its group and pair (the arrangement holds none), so
//! their need must be within the jokers. 全不靠 holds at least five honors, each once, beside
//! the nine numbered places less the jokers: without honor sequences each needs two jokers to
//! be a triplet (one of them one to be the pair), so the honors need nine jokers less two for
//! each held; under honor sequences the honors show nothing. Rules without the knitted forms
//! read a gate that lets nothing through.
//!
//! The honors alone let through every hand without honors, and those whose honors are
//! complete: some 6.5% of random hands, and 2.5% more for 全不靠, each a branch
//! mispredicted. The sum of the bytes' needs without a pair shuts the gate on most of them
//! ([`Totals`]): the knitted forms' tiles are far from groups, and random hands mostly near.

use crate::mahjong::rules::Rules;
use crate::mahjong::table::{with_pair, without_pair};
use core::fmt;

/// Per honors' table byte, the joker counts (bit `j` for `j` jokers) with which the honors
/// leave each knitted form possible: a knitted straight in the low half, 全不靠 in the high.
type HonorsGate = [u32; 256];

/// Per sum of a hand's four needs without a pair (at most 60), the joker counts with which
/// the sum leaves each knitted form possible, as the bits of a [`HonorsGate`] entry; 256
/// entries, so that the sum's byte reads one without a range test.
///
/// A knitted straight of fourteen slots holds P ≥ 9 − jokers of its nine places, no two of
/// which can be in one group (two places of a suit are three ranks apart). Completed without
/// a pair, each place is in a group of its own that wants two more tiles, and the R other
/// tiles fill at most R of them: at least 2P − R jokers. Fourteen concealed tiles less the
/// jokers make R = 14 − jokers − P, so at least 3P − 14 + jokers ≥ 13 − 2 × jokers; eleven
/// beside a meld, 16 − 2 × jokers. 全不靠's fourteen tiles less the jokers are all different,
/// and without honor sequences no two can be in one group: 28 − 2 × jokers. A suit's need is
/// exact up to eight and 15 past it, so the sum read is at least the bound whenever the true
/// one is (past eight, 全不靠's honors are five singles or more, a true need of at most 14).
type Totals = [u32; 256];

/// The bit of [`Gate::open`]'s answer for a knitted straight.
pub(super) const STRAIGHT: u32 = 1;
/// The bit of [`Gate::open`]'s answer for 全不靠.
pub(super) const HONORS_AND_KNITTED: u32 = 1 << HALF;

/// Where 全不靠's half starts.
const HALF: u32 = 16;

/// The gates: of rules without the knitted forms (none is ever possible), of the knitted forms
/// without honor sequences, and with them.
static GATES: [HonorsGate; 3] = [[0; 256], gate(false), gate(true)];

/// The sums' gates, without honor sequences and with them (under which 全不靠's honors may
/// be in groups: its half is left open).
static TOTALS: [Totals; 2] = [totals(false), totals(true)];

/// The gates of a checker's rules, by reference: two loads from the checker.
#[derive(Clone, Copy)]
pub(super) struct Gate {
    honors: &'static HonorsGate,
    totals: &'static Totals,
}

impl Gate {
    /// The gate of these rules.
    pub(super) fn of(rules: &Rules) -> Gate {
        let which = if rules.knitted {
            1 + usize::from(rules.honor_sequences)
        } else {
            0
        };
        Gate {
            honors: &GATES[which],
            totals: &TOTALS[usize::from(rules.honor_sequences)],
        }
    }

    /// The knitted forms that a hand with these standard-form table `bytes` and `jokers` (at
    /// most eight, as on the quick paths) may be complete in, as far as its honors and its
    /// needs without a pair tell: [`STRAIGHT`] and [`HONORS_AND_KNITTED`] bits.
    #[inline(always)]
    pub(super) fn open(self, bytes: u32, jokers: u8) -> u32 {
        debug_assert!(
            jokers < 16,
            "jokers are at most MAX_JOKERS on the quick paths"
        );
        // The needs without a pair, at most 15 each, added up in one byte. (The standard
        // form's test makes the same sum in 32 bits; shared, it would be kept in a register
        // through the tests before this, which rules without the knitted forms end on.)
        let total = ((u64::from(bytes & 0x0F0F_0F0F) * 0x0101_0101) >> 24) & 0xFF;
        (self.honors[(bytes >> 24) as usize] & self.totals[total as usize]) >> jokers
    }
}

impl fmt::Debug for Gate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let which = GATES.iter().position(|g| core::ptr::eq(g, self.honors));
        f.debug_tuple("Gate").field(&which).finish()
    }
}

const fn gate(honor_sequences: bool) -> HonorsGate {
    let mut gate = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        let (without, with) = (without_pair(byte as u8), with_pair(byte as u8));
        let need = if without < with { without } else { with } as i32;
        let distinct = if honor_sequences {
            0
        } else {
            least_jokers(need, 9)
        };
        gate[byte] = from_jokers(need, distinct);
        byte += 1;
    }
    gate
}

const fn totals(honor_sequences: bool) -> Totals {
    let mut totals = [0; 256];
    let mut total = 0;
    while total < 256 {
        let sum = total as i32;
        let distinct = if honor_sequences {
            0
        } else {
            least_jokers(sum, 28)
        };
        totals[total] = from_jokers(least_jokers(sum, 13), distinct);
        total += 1;
    }
    totals
}

/// A gate's entry: the joker counts from `straight` on in the knitted straight's half, from
/// `distinct` on in 全不靠's.
const fn from_jokers(straight: i32, distinct: i32) -> u32 {
    let mut bits = 0;
    let mut jokers = 0;
    while jokers < HALF {
        let j = jokers as i32;
        bits |= ((j >= straight) as u32) << jokers | ((j >= distinct) as u32) << (HALF + jokers);
        jokers += 1;
    }
    bits
}

/// The fewest jokers with which `sum + 2 × jokers` reaches `bound` (zero or less where none
/// are needed).
const fn least_jokers(sum: i32, bound: i32) -> i32 {
    (bound - sum + 1).div_euclid(2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mahjong::checker::Checker;
    use crate::mahjong::hand::keys_of;
    use crate::mahjong::tile::{KINDS, KNITTED};
    use crate::test_rng::Rng;

    /// The standard form's table bytes of `counts`, by the checker's own lookup.
    fn bytes_of(checker: &Checker, counts: &[u8; KINDS]) -> u32 {
        let (keys, _) = keys_of(counts, &[0; KINDS]).expect("counts of a hand");
        checker.lookup_word(&keys)
    }

    /// A checker of each gate of the knitted forms.
    fn checkers() -> impl Iterator<Item = Checker> {
        [false, true].into_iter().map(|honor_sequences| {
            Checker::new(Rules {
                knitted: true,
                honor_sequences,
                ..Rules::default()
            })
        })
    }

    /// Asserts that each of `hands` (its tiles as kinds), with random sets of its tiles, up
    /// to eight, given as jokers, passes each gate for the form of `bit`; how many were.
    fn every_one_passes(hands: &[Vec<usize>], bit: u32, rng: &mut Rng) -> usize {
        let mut checked = 0;
        for checker in checkers() {
            for tiles in hands {
                for jokers in 0..=8u8 {
                    let mut held = [0u8; KINDS];
                    let mut left = tiles.clone();
                    for _ in 0..jokers {
                        left.swap_remove(rng.below(left.len()));
                    }
                    left.iter().for_each(|&k| held[k] += 1);
                    let open = checker
                        .knitted_honors
                        .open(bytes_of(&checker, &held), jokers);
                    assert_ne!(open & bit, 0, "{held:?} and {jokers} jokers");
                    checked += 1;
                }
            }
        }
        checked
    }

    /// Every knitted straight (each arrangement beside every group and pair its copies allow,
    /// and beside a pair alone for eleven tiles beside a meld), with random sets of its tiles
    /// given as jokers, passes: the bound of [`Totals`] holds of them.
    #[test]
    fn every_knitted_straight_passes_the_gate() {
        let sequences = (0..27)
            .filter(|k| k % 9 <= 6)
            .map(|k| vec![k, k + 1, k + 2]);
        let mut groups: Vec<Vec<usize>> = sequences.chain((0..KINDS).map(|k| vec![k; 3])).collect();
        // Eleven concealed beside a meld: no group among them.
        groups.push(Vec::new());
        let mut hands = Vec::new();
        for places in KNITTED {
            for group in &groups {
                for pair in 0..KINDS {
                    let mut tiles: Vec<usize> = places.iter().map(|t| t.index()).collect();
                    tiles.extend(group.iter().chain(&[pair, pair]));
                    if (0..KINDS).all(|k| tiles.iter().filter(|&&t| t == k).count() <= 4) {
                        hands.push(tiles);
                    }
                }
            }
        }
        let checked = every_one_passes(&hands, STRAIGHT, &mut Rng(0x6A7E_5EED));
        assert!(checked > 200_000, "{checked}");
    }

    /// Without jokers the gate opens for a knitted straight only where the honors' byte is
    /// complete, with a pair or without, whatever the needs' sum: the quick test of a hand
    /// without jokers takes the honors' completeness from the gate's bit.
    #[test]
    fn without_jokers_the_straight_bit_says_the_honors_are_complete() {
        let mut open = 0;
        for gate in checkers().map(|c| c.knitted_honors) {
            for honors in 0..=255u32 {
                let complete = honors & 0x0F == 0 || honors >> 4 == 0;
                for total in 0..=60u32 {
                    // The numbered suits' needs without a pair adding up to `total`, each
                    // with a pair never (15).
                    let suit = |i: u32| (total.saturating_sub(15 * i).min(15) | 0xF0) << (8 * i);
                    let bytes = suit(0) | suit(1) | suit(2) | honors << 24;
                    let straight = gate.open(bytes, 0) & STRAIGHT != 0;
                    assert!(!straight || complete, "honors {honors:#x}, total {total}");
                    open += usize::from(straight);
                }
            }
        }
        assert!(open > 1000, "{open}");
    }

    /// Every 全不靠 (fourteen of an arrangement's nine places and the seven honors), with
    /// random sets of its tiles given as jokers, passes.
    #[test]
    fn every_honors_and_knitted_passes_the_gate() {
        let mut hands = Vec::new();
        for places in KNITTED {
            let kinds: Vec<usize> = places.iter().map(|t| t.index()).chain(27..34).collect();
            for (out, other) in (0..16).flat_map(|i| (i + 1..16).map(move |j| (i, j))) {
                hands.push(
                    (0..16)
                        .filter(|&i| i != out && i != other)
                        .map(|i| kinds[i])
                        .collect(),
                );
            }
        }
        let checked = every_one_passes(&hands, HONORS_AND_KNITTED, &mut Rng(0x0A11_5EED));
        assert_eq!(checked, 2 * 6 * 120 * 9);
    }

    /// The sums of the needs shut the gate on most random hands whose honors leave it open:
    /// the honors alone let some 6% of random hands through for a knitted straight and 2%
    /// for 全不靠, the sums under 2.5% and 0.1%.
    #[test]
    fn the_needs_shut_the_gate_on_most_random_hands() {
        let checker = checkers()
            .next()
            .expect("the checker without honor sequences");
        let gate = checker.knitted_honors;
        let mut rng = Rng(0x0DD_5EED);
        let hands = 100_000;
        let (mut honors_open, mut open) = ([0; 2], [0; 2]);
        for _ in 0..hands {
            let mut wall: Vec<usize> = (0..4 * KINDS).map(|t| t / 4).collect();
            let mut counts = [0u8; KINDS];
            for _ in 0..14 {
                counts[wall.swap_remove(rng.below(wall.len()))] += 1;
            }
            let bytes = bytes_of(&checker, &counts);
            for (i, bit) in [STRAIGHT, HONORS_AND_KNITTED].into_iter().enumerate() {
                honors_open[i] += usize::from(gate.honors[(bytes >> 24) as usize] & bit != 0);
                open[i] += usize::from(gate.open(bytes, 0) & bit != 0);
            }
        }
        assert!(
            honors_open[0] > hands / 20 && honors_open[1] > hands / 50,
            "{honors_open:?}"
        );
        assert!(open[0] < hands / 40 && open[1] < hands / 1000, "{open:?}");
    }
}
