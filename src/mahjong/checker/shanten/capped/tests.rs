//! The tables under caps against the walk ([`exact`](super::super::exact)), which shares
//! nothing with them but the list of patterns: every key of a few cap vectors (one chi, one
//! pon, one kan, two melds in a suit, the honors beside a pon and a kan), random keys of every
//! single meld's caps under every suit's rules, and the joker kind's suit, whose walk has the
//! kind undrawable and a budget, against the table with the budget as that rank's cap. Then
//! the effective tiles read from them against each draw's hand asked in full.

use super::super::exact::{self, SuitLimits};
use super::super::tests::every_suit;
use crate::base::generator::capped::{Capped, UNENCODED, capped_table};
use crate::base::generator::mahjong::{RANKS, SuitCounts, SuitRules, SuitShape, counts_of_key};
use crate::base::generator::shanten::{Distances, GROUPS, decode};
use crate::base::key::key;
use crate::mahjong::tile::KINDS;
use crate::{Checker, Hand, Meld, Rules, Tile};
use rayon::prelude::*;
use std::fmt::Debug;

/// The walk's distances of `own` under `caps`, the copies below them left to draw.
fn walked(suit: SuitRules, caps: &SuitCounts, own: &SuitCounts, groups: u8) -> Distances {
    let limits = limits(*own, *caps, caps, None);
    let d = exact::distances(suit, &limits, groups, 0);
    std::array::from_fn(|p| std::array::from_fn(|m| d[p][m][0]))
}

/// A suit's limits for the walk: its own tiles, the room, and the copies below `caps` left to
/// draw, none of the joker kind's rank.
fn limits(
    own: SuitCounts,
    room: SuitCounts,
    caps: &SuitCounts,
    joker: Option<usize>,
) -> SuitLimits {
    SuitLimits {
        own,
        room,
        drawable: std::array::from_fn(|r| {
            if Some(r) == joker {
                0
            } else {
                caps[r].saturating_sub(own[r])
            }
        }),
    }
}

/// The table's distances of `own` held to the walk's up to `groups`, or none where no entry
/// holds them (the checker then walks the suit): whether held.
fn held_to(
    table: &Capped,
    own: &SuitCounts,
    walk: &Distances,
    groups: u8,
    what: &dyn Debug,
) -> bool {
    let cell = table.cell(key(own)).expect("a key within the caps");
    if cell == UNENCODED {
        return false;
    }
    let read = decode(cell);
    assert!(
        agree(&read, walk, groups),
        "{what:?} {own:?}: {read:?} {walk:?}"
    );
    true
}

/// Whether the table's distances and the walk's agree up to `groups`.
fn agree(table: &Distances, walk: &Distances, groups: u8) -> bool {
    (0..2).all(|p| (0..=usize::from(groups)).all(|m| table[p][m] == walk[p][m]))
}

/// Every key within `caps` of at most `3 groups + 2` tiles.
fn keys_within(shape: SuitShape, caps: &SuitCounts, groups: u8) -> Vec<SuitCounts> {
    let most = 3 * usize::from(groups) + 2;
    (0..shape.key_space() as u32)
        .map(|k| counts_of_key(shape, k))
        .filter(|c| (0..RANKS).all(|r| c[r] <= caps[r]))
        .filter(|c| c.iter().map(|&n| usize::from(n)).sum::<usize>() <= most)
        .collect()
}

/// Caps of four less a meld's copies.
fn beside(melds: &[&[(usize, u8)]]) -> SuitCounts {
    let mut caps = [4u8; RANKS];
    for meld in melds {
        for &(r, n) in *meld {
            caps[r] -= n;
        }
    }
    caps
}

fn chi(first: usize) -> [(usize, u8); 3] {
    [(first, 1), (first + 1, 1), (first + 2, 1)]
}

#[test]
fn every_key_of_some_caps_equals_the_walk() {
    let numbered = SuitRules::plain(SuitShape::Numbered);
    let honors = SuitRules::plain(SuitShape::Honors);
    let cases: [(SuitRules, SuitCounts, u8); 7] = [
        (numbered, beside(&[&chi(0)]), 3),
        (numbered, beside(&[&[(4, 3)]]), 3),
        (numbered, beside(&[&[(8, 4)]]), 3),
        (numbered, beside(&[&chi(1), &[(3, 3)]]), 2),
        (numbered, beside(&[&chi(2), &chi(3)]), 2),
        (honors, beside(&[&[(0, 3)]]), 3),
        (honors, beside(&[&[(6, 4)], &[(2, 3)]]), 2),
    ];
    for (suit, caps, groups) in cases {
        let table = capped_table(suit, &caps, groups);
        let keys = keys_within(suit.shape, &caps, groups);
        assert_eq!(table.keys(), keys.len(), "{caps:?}");
        let held = keys
            .par_iter()
            .filter(|own| {
                let walk = walked(suit, &caps, own, groups);
                held_to(&table, own, &walk, groups, &caps)
            })
            .count();
        // Keys no entry holds are rare.
        assert!(
            held * 100 >= keys.len() * 99,
            "{caps:?}: {held} of {}",
            keys.len()
        );
    }
}

#[test]
fn random_keys_of_every_single_meld_under_every_rule_equal_the_walk() {
    let mut rng = crate::test_rng::Rng(0xCA99_ED5E_ED00_0001);
    let (mut held, mut tried) = (0, 0);
    for suit in every_suit() {
        let ranks = suit.shape.ranks();
        let mut melds: Vec<Vec<(usize, u8)>> = Vec::new();
        for r in 0..ranks {
            melds.push(vec![(r, 3)]);
            melds.push(vec![(r, 4)]);
            if suit.shape.has_sequences() && r + 2 < ranks {
                melds.push(chi(r).to_vec());
            }
        }
        for meld in &melds {
            for groups in [2u8, 3] {
                let caps = beside(&[meld]);
                let table = capped_table(suit, &caps, groups);
                let keys = keys_within(suit.shape, &caps, groups);
                assert_eq!(table.keys(), keys.len(), "{suit:?} {caps:?}");
                for _ in 0..200 {
                    let own = keys[rng.below(keys.len())];
                    let walk = walked(suit, &caps, &own, groups);
                    held += usize::from(held_to(&table, &own, &walk, groups, &(suit, caps)));
                    tried += 1;
                }
            }
        }
    }
    assert!(held * 100 >= tried * 99, "{held} of {tried}");
}

/// The joker kind's rank undrawable with a budget, as the walk answers it, is that rank
/// capped at the budget, beside a meld or not.
#[test]
fn the_joker_kinds_budget_is_a_cap() {
    let mut rng = crate::test_rng::Rng(0xCA99_ED5E_ED00_0002);
    for suit in every_suit() {
        let ranks = suit.shape.ranks();
        for round in 0..300 {
            let joker = rng.below(ranks);
            let budget = rng.below(4) as u8;
            let groups = 2 + (round % 3) as u8;
            let mut caps = [4u8; RANKS];
            if round % 2 == 1 {
                let r = rng.below(ranks);
                if r != joker {
                    caps[r] = rng.below(2) as u8;
                }
            }
            let mut capped = caps;
            capped[joker] = budget;
            let table = capped_table(suit, &capped, groups);
            let keys = keys_within(suit.shape, &capped, groups);
            // The joker kind's copies are jokers: the suit holds none of it.
            let mut own = keys[rng.below(keys.len())];
            own[joker] = 0;
            let limits = limits(own, caps, &caps, Some(joker));
            let d = exact::distances(suit, &limits, groups, budget);
            let walk: Distances =
                std::array::from_fn(|p| std::array::from_fn(|m| d[p][m][usize::from(budget)]));
            held_to(&table, &own, &walk, groups, &(suit, capped, joker));
        }
    }
}

/// With no cap below four, the table is the plain one.
#[test]
fn no_caps_is_the_plain_table() {
    use crate::base::generator::shanten::shanten_table;
    use crate::base::key::hand_index;
    for suit in every_suit() {
        let plain = shanten_table(suit);
        let table = capped_table(suit, &[4; RANKS], (GROUPS - 1) as u8);
        for own in keys_within(suit.shape, &[4; RANKS], (GROUPS - 1) as u8) {
            let k = key(&own);
            assert_eq!(
                table.entry(k),
                Some(plain[hand_index(k)]),
                "{suit:?} {own:?}"
            );
        }
    }
}

/// A random hand of `3 (4 - melds) + 1` concealed tiles beside `melds` melds, `jokers` of
/// them jokers, or `None` where the draws did not make one.
fn random_hand(rng: &mut crate::test_rng::Rng, melds: usize, jokers: u8) -> Option<Hand> {
    let tile = |k: usize| Tile::from_index(k).expect("a kind");
    let mut h = Hand::new();
    for _ in 0..melds {
        let k = rng.below(KINDS);
        let meld = match rng.below(3) {
            0 if k < 27 && k % 9 < 7 => Meld::chi(tile(k)).ok()?,
            1 => Meld::kan(tile(k)),
            _ => Meld::pon(tile(k)),
        };
        h.push_meld(meld).ok()?;
    }
    for _ in 0..jokers {
        h.add_joker().ok()?;
    }
    let concealed = 3 * (4 - melds) + 1;
    for _ in 0..200 {
        if usize::from(h.concealed_len()) == concealed {
            return Some(h);
        }
        // Triplets too, whose fourth copy drawn may make a joker a fifth copy.
        let k = rng.below(KINDS);
        let room = usize::from(h.concealed_len()) + 3 <= concealed;
        for _ in 0..if room && rng.chance(20) { 3 } else { 1 } {
            let _ = h.add(tile(k));
        }
    }
    None
}

/// The effective tiles read from the tables under caps are the kinds whose drawn hand's
/// shanten is lower, each hand asked in full.
#[test]
fn capped_draws_equal_the_draws_asked_one_by_one() {
    use super::super::remembered::Remembered;
    let sets: [&[&str]; 17] = [
        &[],
        &["joker_fifth_copy=false"],
        &["joker=7z", "joker_fifth_copy=false"],
        &["joker=5m", "joker_fifth_copy=false", "max_jokers=3"],
        &["three_player=true", "joker=1z", "joker_fifth_copy=false"],
        &["joker=7z"],
        &["joker=5m"],
        &["joker=1z", "max_jokers=3"],
        &["joker=9s", "max_jokers=1"],
        &["eyes=258"],
        &["honor_sequences=true", "joker=6z"],
        &["suits_only=true"],
        &["suits_only=true", "joker=7z"],
        &["suits_only=true", "joker=3p"],
        &["three_player=true"],
        &["seven_pairs_quad=true", "joker=1m"],
        &["joker=2s"],
    ];
    let checkers: Vec<Checker> = sets
        .iter()
        .map(|o| Checker::new(Rules::from_options(o.iter().copied()).expect("valid options")))
        .collect();
    let mut rng = crate::test_rng::Rng(0xCA99_ED5E_ED00_0003);
    let (mut compared, mut answered) = (0, 0);
    for round in 0..6_000 {
        let checker = &checkers[round % checkers.len()];
        let melds = [0, 1, 1, 2, 2, 3][rng.below(6)];
        let jokers = [0, 0, 1, 2, 4][rng.below(5)];
        let Some(h) = random_hand(&mut rng, melds, jokers) else {
            continue;
        };
        let Ok(want) = checker.draws_in_full(&h, &mut Remembered::new()) else {
            assert_eq!(checker.capped_draws(&h), None, "{h}");
            continue;
        };
        compared += 1;
        if let Some(got) = checker.capped_draws(&h) {
            answered += 1;
            assert_eq!(got, want, "{h} under {:?}", checker.rules());
        }
    }
    // Hands with jokers to spend beside melds, where a joker may be a fifth copy, are left.
    assert!(
        compared > 3_000 && answered > compared / 3,
        "{compared} {answered}"
    );
}

/// Where a joker may be a fifth copy and the hand has jokers to spend, the walk lets a rank
/// hold past four on jokers; a suit beside no meld that holds no four of a kind gains nothing
/// by it: at every budget its distances are the table's with the joker kind's rank capped at
/// that budget. (Beside melds it can gain: those suits are walked.)
#[test]
fn fifth_copies_gain_nothing_without_melds_or_fours() {
    let mut rng = crate::test_rng::Rng(0xCA99_ED5E_ED00_0004);
    for suit in every_suit() {
        let ranks = suit.shape.ranks();
        let mut made = std::collections::HashMap::new();
        for _ in 0..400 {
            let joker = rng.chance(50).then(|| rng.below(ranks));
            let groups = 1 + rng.below(4) as u8;
            let caps = [4u8; RANKS];
            let mut own = [0u8; RANKS];
            let mut left = 3 * usize::from(groups) + 1;
            for _ in 0..20 {
                let r = rng.below(ranks);
                if left > 0 && Some(r) != joker && own[r] + 1 < caps[r] {
                    own[r] += 1;
                    left -= 1;
                }
            }
            let limits = limits(own, [u8::MAX; RANKS], &caps, joker);
            let budget = 1 + rng.below(8) as u8;
            let d = exact::distances(suit, &limits, groups, budget);
            for u in 0..=budget {
                let mut capped = caps;
                if let Some(j) = joker {
                    capped[j] = u.min(4);
                }
                let table = made
                    .entry((capped, groups))
                    .or_insert_with(|| capped_table(suit, &capped, groups));
                let walk: Distances =
                    std::array::from_fn(|p| std::array::from_fn(|m| d[p][m][usize::from(u)]));
                held_to(table, &own, &walk, groups, &(suit, joker, u));
            }
        }
    }
}
