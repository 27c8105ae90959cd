//! The fifth tables against the walk ([`exact`](super::super::exact)), which shares nothing
//! with them but the list of patterns: every key holding a four of every suit's rules, at
//! every budget up to [`MAX_BUDGET`], as a concealed hand limits it (copies not held left to
//! draw, no bound on what jokers make of a kind); and the joker kind's suit holding a four,
//! whose walk also has the joker kind undrawable. Past [`MOST_EXCESS`] copies beyond four
//! nothing is gained, which the budgets above it check.

// The walk's cells are read at each budget beside the part's: an index loop says it best.
#![allow(clippy::needless_range_loop)]

use super::super::combine::MAX_BUDGET;
use super::super::exact::{self, SuitLimits};
use super::super::tests::every_suit;
use super::{MOST_EXCESS, Part, table};
use crate::base::generator::fifth::keys_with_fours;
use crate::base::generator::mahjong::{SuitRules, SuitShape, counts_of_key};
use crate::base::generator::shanten::{GROUPS, shanten_table};
use crate::base::key::hand_index;
use crate::mahjong::checker::Checker;
use crate::mahjong::table::SuitTable;
use crate::mahjong::table::shanten::ShantenTables;
use rayon::prelude::*;

/// A checker's plain shanten tables.
fn plain_tables<T: SuitTable>(checker: &Checker<T>) -> ShantenTables<'_> {
    checker.tables.shanten()
}

/// The walk's distances against the part's at every budget, for `groups` up to four: how
/// many cells no entry holds (left to the walk by the checker).
fn held_to_walk(suit: SuitRules, part: Part, limits: &SuitLimits, key: u32) -> usize {
    let walk = exact::distances(suit, limits, 4, MAX_BUDGET as u8);
    // The parts held to the walk read their own tables, never the plain ones given here.
    let checker = crate::Checker::default();
    let tables = plain_tables(&checker);
    let mut unheld = 0;
    for u in 0..=MAX_BUDGET {
        let Some(read) = part.at(u, 4, &tables) else {
            unheld += 1;
            continue;
        };
        for p in 0..2 {
            for m in 0..GROUPS {
                assert_eq!(
                    read[p][m], walk[p][m][u],
                    "{suit:?} {key} at {u}: [{p}][{m}]"
                );
            }
        }
    }
    unheld
}

#[test]
fn every_key_with_a_four_equals_the_walk_at_every_budget() {
    for suit in every_suit() {
        let plain = shanten_table(suit);
        let keys = keys_with_fours(suit, None);
        let unheld: usize = keys
            .par_iter()
            .map(|&key| {
                let own = counts_of_key(suit.shape, key);
                let limits = SuitLimits {
                    own,
                    room: [u8::MAX; 9],
                    drawable: own.map(|c| 4 - c),
                };
                let part = Part::Fours(suit, key, plain[hand_index(key)]);
                assert!(part.most() <= MOST_EXCESS);
                held_to_walk(suit, part, &limits, key)
            })
            .sum();
        assert!(unheld < keys.len(), "{suit:?}: {unheld} unheld");
    }
}

#[test]
fn the_joker_kinds_suit_with_a_four_equals_the_walk_at_every_budget() {
    for suit in every_suit() {
        let ranks: &[usize] = match suit.shape {
            SuitShape::Numbered => &[0, 4],
            SuitShape::Honors => &[0, 6],
        };
        for &joker in ranks {
            let fifth = table(suit, Some(joker));
            let keys = keys_with_fours(suit, Some(joker));
            let unheld: usize = keys
                .par_iter()
                .map(|&key| {
                    let own = counts_of_key(suit.shape, key);
                    let mut drawable = own.map(|c| 4 - c);
                    drawable[joker] = 0;
                    let limits = SuitLimits {
                        own,
                        room: [u8::MAX; 9],
                        drawable,
                    };
                    assert!(fifth.entries(key).is_some(), "{suit:?} {key} not held");
                    held_to_walk(suit, Part::JokerFours(suit, key, joker), &limits, key)
                })
                .sum();
            assert!(
                unheld < keys.len(),
                "{suit:?} joker {joker}: {unheld} unheld"
            );
        }
    }
}
