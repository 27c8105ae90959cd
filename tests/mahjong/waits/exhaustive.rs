//! Every single-suit hand (numbered and honors; a fifth of the numbered ones without fifth
//! copies) with every joker count waits as the backtracking reference says, on all 34 kinds; the
//! compact tables wait as the dense ones on every such hand.

use super::{drawn_limits, names, reference_forms};
use crate::support::tile;
use hupai::mahjong::KINDS;
use hupai::{Checker, Forms, Hand, Rules, Suit};
use rayon::prelude::*;

// ----------------------------------------------------------------------------------------------
// Exhaustive: every hand of one suit plus jokers.

/// Every count vector of `ranks` ranks (at most four of each) with at most `max_tiles` tiles.
fn suit_vectors(ranks: usize, max_tiles: u8) -> Vec<[u8; 9]> {
    fn extend(out: &mut Vec<[u8; 9]>, v: &mut [u8; 9], rank: usize, ranks: usize, room: u8) {
        if rank == ranks {
            out.push(*v);
            return;
        }
        for c in 0..=room.min(4) {
            v[rank] = c;
            extend(out, v, rank + 1, ranks, room - c);
        }
        v[rank] = 0;
    }
    let mut out = Vec::new();
    extend(&mut out, &mut [0; 9], 0, ranks, max_tiles);
    out
}

/// Joker counts that make `tiles` a waiting size (3n + 1, at most 13).
fn waiting_jokers(tiles: u8) -> impl Iterator<Item = u8> {
    (0..=8u8).filter(move |&j| tiles + j <= 13 && (tiles + j) % 3 == 1)
}

/// What an exhaustive pass saw.
#[derive(Clone, Copy, Debug, Default)]
struct Seen {
    hands: usize,
    waiting: usize,
    /// Waits on a kind outside the hand's suit.
    elsewhere: usize,
    /// Waits on a kind already held four times.
    dead: usize,
    seven_pairs: usize,
}

impl Seen {
    fn add(self, o: Seen) -> Seen {
        Seen {
            hands: self.hands + o.hands,
            waiting: self.waiting + o.waiting,
            elsewhere: self.elsewhere + o.elsewhere,
            dead: self.dead + o.dead,
            seven_pairs: self.seven_pairs + o.seven_pairs,
        }
    }
}

/// One single-suit hand's waits against the reference on all 34 kinds; panics on a
/// difference, naming the hand, the rules, the kind, and both answers.
fn check_single_suit(
    checker: &Checker,
    first: usize,
    ranks: usize,
    v: &[u8; 9],
    jokers: u8,
) -> Seen {
    let rules = checker.rules();
    let mut own = [0u8; KINDS];
    own[first..first + ranks].copy_from_slice(&v[..ranks]);
    let hand = Hand::from_counts(&own, jokers).expect("a valid hand");
    let waits = checker
        .waits(&hand)
        .unwrap_or_else(|e| panic!("`{hand}`: waits failed: {e}"));
    let mut seen = Seen {
        hands: 1,
        ..Seen::default()
    };
    let mut any = false;
    for kind in 0..KINDS {
        let t = tile(kind);
        let mut after = own;
        after[kind] += 1;
        let limits = drawn_limits(&after, &[0; KINDS], kind, rules.joker_fifth_copy);
        let expected = reference_forms(&after, jokers, &limits, rules);
        let got = waits.forms(t);
        assert_eq!(
            names(got),
            names(expected),
            "`{hand}` + {t}, joker_fifth_copy={}",
            rules.joker_fifth_copy
        );
        assert_eq!(waits.is_dead(t), own[kind] == 4, "`{hand}` dead {t}");
        if !expected.is_empty() {
            any = true;
            seen.elsewhere += usize::from(!(first..first + ranks).contains(&kind));
            seen.dead += usize::from(own[kind] == 4);
            seen.seven_pairs += usize::from(expected.contains(Forms::SEVEN_PAIRS));
        }
    }
    assert_eq!(waits.is_empty(), !any, "`{hand}`");
    seen.waiting += usize::from(any);
    seen
}

/// Every vector of a suit (or every `sample`-th one) with every waiting joker count.
fn check_suit(rules: Rules, suit: Suit, sample: usize) -> Seen {
    let checker = Checker::new(rules);
    let (first, ranks) = (usize::from(suit.first()), usize::from(suit.ranks()));
    let vectors = suit_vectors(ranks, 13);
    vectors
        .par_iter()
        .enumerate()
        .filter(|(i, _)| i % sample == 0)
        .map(|(_, v)| {
            let tiles: u8 = v.iter().sum();
            waiting_jokers(tiles)
                .map(|j| check_single_suit(&checker, first, ranks, v, j))
                .fold(Seen::default(), Seen::add)
        })
        .reduce(Seen::default, Seen::add)
}

#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive; run with --release")]
fn every_numbered_suit_hand_waits_as_the_reference_says() {
    let seen = check_suit(Rules::default(), Suit::Man, 1);
    eprintln!("numbered, joker_fifth_copy=true: {seen:?}");
    assert_eq!(seen.hands, 371_891, "{seen:?}");
    assert!(
        seen.elsewhere > 0 && seen.dead > 0 && seen.seven_pairs > 0,
        "{seen:?}"
    );
}

#[test]
fn every_honor_hand_waits_as_the_reference_says() {
    for fifth in [true, false] {
        let rules = Rules {
            joker_fifth_copy: fifth,
            ..Rules::default()
        };
        let seen = check_suit(rules, Suit::Honor, 1);
        eprintln!("honors, joker_fifth_copy={fifth}: {seen:?}");
        assert_eq!(seen.hands, 52_100, "{seen:?}");
        assert!(seen.elsewhere > 0 && seen.dead > 0, "{seen:?}");
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive; run with --release")]
fn numbered_suit_hands_wait_as_the_reference_says_without_fifth_copies() {
    let rules = Rules {
        joker_fifth_copy: false,
        ..Rules::default()
    };
    let seen = check_suit(rules, Suit::Pin, 5);
    eprintln!("numbered, joker_fifth_copy=false, every 5th vector: {seen:?}");
    assert!(seen.dead > 0, "{seen:?}");
}

/// Tables that derive no wait masks (the compact ones) look every candidate up instead: the
/// same waits as the dense tables' masks, on every single-suit hand with every joker count.
#[cfg(feature = "compact")]
#[test]
fn compact_tables_wait_as_the_dense_ones_on_every_single_suit_hand() {
    let dense = Checker::default();
    let compact =
        Checker::with_tables(Rules::default(), hupai::table::Compact).expect("default rules");
    for suit in [Suit::Man, Suit::Honor] {
        let (first, ranks) = (usize::from(suit.first()), usize::from(suit.ranks()));
        let waiting: usize = suit_vectors(ranks, 13)
            .par_iter()
            .map(|v| {
                let mut own = [0u8; KINDS];
                own[first..first + ranks].copy_from_slice(&v[..ranks]);
                let tiles: u8 = v.iter().sum();
                waiting_jokers(tiles)
                    .filter(|&j| {
                        let hand = Hand::from_counts(&own, j).expect("a valid hand");
                        let want = dense.waits(&hand).expect("a waiting size");
                        assert_eq!(
                            compact.waits(&hand).expect("a waiting size"),
                            want,
                            "`{hand}`"
                        );
                        !want.is_empty()
                    })
                    .count()
            })
            .sum();
        assert!(waiting > 1_000, "{suit:?}: {waiting}");
    }
}
