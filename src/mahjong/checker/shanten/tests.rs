//! Every entry of the shanten tables against trying every target ([`exact`]): all 405,350
//! numbered and 43,130 honor vectors, under each suit's rules, at every joker budget and
//! under both joker policies. The two share nothing but the list of patterns: the tables come
//! from two sweeps over the keys, the search from a sum over the targets.

use super::combine::MAX_BUDGET;
use super::exact::{self, SuitLimits};
use crate::base::generator::mahjong::{SuitRules, SuitShape, counts_of_key, is_hand_sized};
use crate::base::generator::shanten::{decode, shanten_table};
use crate::base::key::hand_index;
use rayon::prelude::*;

pub(super) fn every_suit() -> Vec<SuitRules> {
    let mut all = Vec::new();
    for shape in [SuitShape::Numbered, SuitShape::Honors] {
        for eyes_258 in [false, true] {
            for honor_sequences in [false, true] {
                if honor_sequences && shape == SuitShape::Numbered {
                    continue;
                }
                all.push(SuitRules {
                    shape,
                    eyes_258,
                    honor_sequences,
                    groups: 4,
                });
            }
        }
    }
    all
}

/// A suit's limits with no melds: four of each kind, the copies not held left to draw, and
/// under `fifth` no bound on what jokers make of a kind.
fn open(counts: [u8; 9], fifth: bool) -> SuitLimits {
    SuitLimits {
        own: counts,
        room: [if fifth { u8::MAX } else { 4 }; 9],
        drawable: counts.map(|c| 4 - c),
    }
}

#[test]
fn every_entry_equals_the_search_at_every_budget_under_both_policies() {
    for suit in every_suit() {
        let table = shanten_table(suit);
        let shape = suit.shape;
        let space = shape.key_space() as u32;
        let checked: usize = (0..space)
            .into_par_iter()
            .filter(|&key| is_hand_sized(suit, key))
            .map(|key| {
                let counts = counts_of_key(shape, key);
                let entry = decode(table[hand_index(key)]);
                for fifth in [false, true] {
                    let searched =
                        exact::distances(suit, &open(counts, fifth), 4, MAX_BUDGET as u8);
                    // A joker as a fifth copy only helps a suit that holds four of a kind;
                    // the tables leave those to the search.
                    let fours = counts.contains(&4);
                    // The search's distances at one budget, up to the entries' four groups.
                    let at_budget = |budget: usize| -> [[u8; 5]; 2] {
                        std::array::from_fn(|p| std::array::from_fn(|m| searched[p][m][budget]))
                    };
                    for budget in 0..=MAX_BUDGET {
                        if fifth && fours && budget > 0 {
                            continue;
                        }
                        let at = at_budget(budget);
                        assert_eq!(
                            entry, at,
                            "{suit:?} {counts:?} fifth {fifth} budget {budget}"
                        );
                    }
                }
                1
            })
            .sum();
        assert_eq!(checked, shape.hand_keys(), "{suit:?}");
    }
}

/// The walk by ranks and the sum over patterns agree under any limits: melds taking copies,
/// the joker kind's copies undrawable, fifth copies, every budget.
#[test]
fn ranks_and_patterns_agree_under_any_limits() {
    let mut rng = crate::test_rng::Rng(0x0DDB_1A5E_5BAD_5EED);
    let mut next = |n: u64| rng.below(n as usize) as u8;
    let suits: Vec<SuitRules> = every_suit()
        .into_iter()
        .filter(|s| !s.honor_sequences)
        .collect();
    for round in 0..20_000 {
        let suit = suits[round % suits.len()];
        let ranks = suit.shape.ranks();
        let mut limits = SuitLimits {
            own: [0; 9],
            room: [0; 9],
            drawable: [0; 9],
        };
        let fifth = next(2) == 1;
        let joker = if next(3) == 0 {
            Some(usize::from(next(ranks as u64)))
        } else {
            None
        };
        for r in 0..ranks {
            let melded = if next(4) == 0 { next(4) } else { 0 };
            let own = if Some(r) == joker {
                0
            } else {
                next(5 - u64::from(melded))
            };
            limits.own[r] = own;
            limits.room[r] = if fifth { u8::MAX } else { 4 - melded };
            limits.drawable[r] = if Some(r) == joker {
                0
            } else {
                4 - own - melded
            };
        }
        let groups = next(5);
        let budget = next(9) as usize;
        let a = super::exact::by_pattern(suit, &limits, groups, budget);
        let b = exact::distances(suit, &limits, groups, budget as u8);
        // `distances` answers "at most u": compare the patterns' answer the same way.
        let mut a = a;
        for row in a.iter_mut().flatten() {
            for u in 1..=MAX_BUDGET {
                row[u] = row[u].min(row[u - 1]);
            }
        }
        for (pair, (ra, rb)) in a.iter().zip(&b).enumerate() {
            for m in 0..=usize::from(groups) {
                assert_eq!(
                    ra[m][budget], rb[m][budget],
                    "{suit:?} {limits:?} pair {pair} groups {m} budget {budget}"
                );
            }
        }
    }
}
