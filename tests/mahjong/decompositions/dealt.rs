//! Dealt hands list every decomposition the brute force finds and no other: complete hands built
//! from groups and random tiles, with jokers or without, in games of 13 and of 16 tiles, and a
//! suit of five groups; a hand has decompositions exactly when `decompose` finds one.

use super::{Kinds3, compare, hand_groups, pair_allowed};
use crate::support::Rng;
use crate::support::rounds;
use hupai::mahjong::KINDS;
use hupai::{Checker, Hand, Meld, Rules, Tile};

/// A random rule variant.
fn random_rules(rng: &mut Rng) -> Rules {
    Rules {
        joker_fifth_copy: rng.chance(50),
        eyes_258: rng.chance(20),
        honor_sequences: rng.chance(25),
        suits_only: rng.chance(10),
        ..Rules::default()
    }
}

/// A random rule variant of a sixteen-tile game.
fn sixteen_rules(rng: &mut Rng) -> Rules {
    Rules {
        sixteen_tiles: true,
        ..random_rules(rng)
    }
}

/// Groups beside the pair in a complete hand under `rules`.
fn hand_size(rules: &Rules) -> usize {
    if rules.sixteen_tiles { 5 } else { 4 }
}

/// A complete hand under `rules` built from random groups, some melded, with `jokers` of its
/// concealed tiles then made jokers; `None` when the draw breaks the four-copy limit.
fn built_hand(rng: &mut Rng, rules: &Rules, jokers: usize) -> Option<Hand> {
    let groups = hand_groups(rules);
    let pairs: Vec<u8> = (0..KINDS as u8)
        .filter(|&k| pair_allowed(rules, k))
        .collect();
    let melds = match rng.below(10) {
        0..=5 => 0,
        6..=8 => 1,
        _ => 2,
    };
    let mut hand = Hand::new();
    for _ in 0..melds {
        let g = groups[rng.below(groups.len())];
        let tile = Tile::from_index(usize::from(g[0]))?;
        // An honor sequence is never a meld: `chi` refuses it.
        let meld = if g[0] != g[2] {
            Meld::chi(tile).ok()?
        } else if rng.chance(30) {
            Meld::kan(tile)
        } else {
            Meld::pon(tile)
        };
        hand.push_meld(meld).ok()?;
    }
    let mut tiles = Vec::new();
    let pair = pairs[rng.below(pairs.len())];
    tiles.extend([pair, pair]);
    for _ in melds..hand_size(rules) {
        tiles.extend(groups[rng.below(groups.len())]);
    }
    let mut as_jokers = 0;
    let order: Vec<usize> = {
        let mut v: Vec<usize> = (0..tiles.len()).collect();
        rng.shuffle(&mut v);
        v
    };
    let mut keep = vec![true; tiles.len()];
    for &i in order.iter().take(jokers) {
        keep[i] = false;
        as_jokers += 1;
    }
    for (i, &k) in tiles.iter().enumerate() {
        if keep[i] {
            hand.add(Tile::from_index(usize::from(k))?).ok()?;
        }
    }
    for _ in 0..as_jokers {
        hand.add_joker().ok()?;
    }
    Some(hand)
}

/// Random tiles and jokers, mostly not complete.
fn random_hand(rng: &mut Rng, rules: &Rules, jokers: usize) -> Option<Hand> {
    let sizes: &[usize] = if rules.sixteen_tiles {
        &[5, 8, 11, 14, 17, 17, 17]
    } else {
        &[5, 8, 11, 14, 14]
    };
    let size = sizes[rng.below(sizes.len())];
    let kinds = if rules.suits_only { 27 } else { KINDS };
    let mut hand = Hand::new();
    // A narrow pool of kinds makes decompositions likelier.
    let base = rng.below(kinds - 8);
    for _ in jokers..size {
        let k = base + rng.below(8);
        hand.add(Tile::from_index(k)?).ok()?;
    }
    for _ in 0..jokers {
        hand.add_joker().ok()?;
    }
    Some(hand)
}

/// Deals `rounds` hands from the seed, each under rules from `rules_of` with `jokers(round)`
/// jokers, complete (`built` percent of them) or random, and compares their listings; returns
/// how many had five concealed groups.
fn deal_and_compare(
    seed: u64,
    rounds: usize,
    rules_of: fn(&mut Rng) -> Rules,
    built: usize,
    jokers: impl Fn(usize) -> usize,
) -> usize {
    let mut rng = Rng(seed);
    let mut five = 0;
    for round in 0..rounds {
        let rules = rules_of(&mut rng);
        let jokers = jokers(round);
        let hand = if rng.chance(built) {
            built_hand(&mut rng, &rules, jokers)
        } else {
            random_hand(&mut rng, &rules, jokers)
        };
        if let Some(hand) = hand {
            compare(rules, &hand);
            five += usize::from(hand.concealed_len() == 17);
        }
    }
    five
}

#[test]
fn hands_without_jokers_match_the_brute_force() {
    deal_and_compare(0x5EED_0001, rounds(3000, 10), random_rules, 70, |_| 0);
}

#[test]
fn hands_with_jokers_match_the_brute_force() {
    // Four jokers cost the reference 66,045 assignments each: fewer such hands.
    let jokers = |round: usize| match round % 10 {
        0..=3 => 1,
        4..=6 => 2,
        7..=8 => 3,
        _ if round % 20 == 9 => 4,
        _ => 2,
    };
    deal_and_compare(0x5EED_0002, rounds(1500, 10), random_rules, 75, jokers);
}

#[test]
fn sixteen_tile_hands_without_jokers_match_the_brute_force() {
    let dealt = rounds(2000, 10);
    let five = deal_and_compare(0x5EED_1601, dealt, sixteen_rules, 70, |_| 0);
    assert!(five > dealt / 4, "only {five} of five concealed groups");
}

#[test]
fn sixteen_tile_hands_with_jokers_match_the_brute_force() {
    // Four jokers cost the reference 66,045 assignments of 17 tiles each: few such hands.
    let jokers = |round: usize| match round % 10 {
        0..=4 => 1,
        5..=7 => 2,
        8 => 3,
        _ if round % 40 == 9 => 4,
        _ => 2,
    };
    let dealt = rounds(800, 10);
    let five = deal_and_compare(0x5EED_1602, dealt, sixteen_rules, 75, jokers);
    assert!(five > dealt / 4, "only {five} of five concealed groups");
}

#[test]
fn a_suit_of_five_groups_matches_the_brute_force() {
    // Five groups of one suit and a pair of it or of another, now and then a tile changed:
    // a suit past the four groups a list holds.
    let mut rng = Rng(0x5EED_1603);
    let mut complete = 0;
    for round in 0..rounds(800, 10) {
        let rules = sixteen_rules(&mut rng);
        let suit = rng.below(3) as u8;
        let of_suit = |k: &u8| *k / 9 == suit;
        let groups: Vec<Kinds3> = (hand_groups(&rules).into_iter())
            .filter(|g| of_suit(&g[0]))
            .collect();
        let pairs: Vec<u8> = (0..KINDS as u8)
            .filter(|&k| pair_allowed(&rules, k) && (of_suit(&k) || rng.chance(20)))
            .collect();
        let Some(&pair) = pairs.get(rng.below(pairs.len().max(1))) else {
            continue;
        };
        let mut tiles: Vec<u8> = (0..5)
            .flat_map(|_| groups[rng.below(groups.len())])
            .collect();
        if rng.chance(20) {
            tiles[rng.below(15)] = suit * 9 + rng.below(9) as u8;
        }
        tiles.extend([pair, pair]);
        rng.shuffle(&mut tiles);
        let jokers = [0, 0, 0, 1, 1, 2, 3][round % 7];
        let mut hand = Hand::new();
        let added = (tiles.iter().skip(jokers))
            .all(|&k| Tile::from_index(usize::from(k)).is_some_and(|t| hand.add(t).is_ok()));
        if !added {
            continue;
        }
        for _ in 0..jokers {
            hand.add_joker().expect("room for jokers");
        }
        compare(rules, &hand);
        complete += usize::from(
            !Checker::new(rules)
                .decompositions(&hand)
                .unwrap()
                .is_empty(),
        );
    }
    assert!(complete > rounds(800, 10) / 4, "only {complete} complete");
}

#[test]
fn decompositions_agree_with_decompose() {
    // A hand has decompositions exactly when `decompose` finds one; without jokers that one is listed
    // as it is (with jokers `decompose` may mark them differently, or let them stand for a
    // whole group where a listing sets such a group aside).
    let mut rng = Rng(0x5EED_0003);
    let checker = Checker::default();
    let rules = Rules::default();
    for _ in 0..rounds(2000, 10) {
        let jokers = rng.below(3);
        let Some(hand) = built_hand(&mut rng, &rules, jokers) else {
            continue;
        };
        let all = checker.decompositions(&hand).unwrap();
        let one = checker.decompose(&hand).unwrap();
        assert_eq!(one.is_some(), !all.is_empty(), "{hand}");
        if let (Some(one), 0) = (one, jokers) {
            assert!(all.iter().any(|d| d == one), "{hand}: {one} not listed");
        }
    }
}
