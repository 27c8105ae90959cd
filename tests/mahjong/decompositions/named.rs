//! Named hands list the expected decompositions: a designated joker kind as jokers, spare jokers
//! once as their own groups, the suits in order and the pair first; bad hands are errors, never
//! panics.

use super::compare;
use hupai::{Checker, Hand, Rules, Suit};
use std::collections::BTreeSet;

#[test]
fn a_designated_joker_kind_is_listed_as_jokers() {
    let rules = Rules::from_options(["joker=7z"]).unwrap();
    for text in [
        "123m456p789s1z7z",
        "13m456p789s11z7z[777p]",
        "1m123456789p77z",
        "111222333m4m7z7z",
    ] {
        let hand: Hand = text.parse().unwrap();
        compare(rules, &hand);
        let strict = Rules {
            joker_fifth_copy: false,
            ..rules
        };
        compare(strict, &hand);
    }
}

fn listed(options: &[&str], text: &str) -> Vec<String> {
    let rules = Rules::from_options(options.iter().copied()).unwrap();
    let hand: Hand = text.parse().unwrap();
    Checker::new(rules)
        .decompositions(&hand)
        .unwrap()
        .iter()
        .map(|d| d.to_string())
        .collect()
}

#[test]
fn named_hands_list_the_expected_splits() {
    let got: BTreeSet<String> = listed(&[], "111222333m44m[555p]").into_iter().collect();
    let expected: BTreeSet<String> = [
        "44m 111m 222m 333m [555p]",
        "44m 123m 123m 123m [555p]",
        "11m 123m 234m 234m [555p]",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    assert_eq!(got, expected);

    assert_eq!(
        listed(&[], "111222333m456p77z"),
        ["77z 111m 222m 333m 456p", "77z 123m 123m 123m 456p"]
    );
    assert_eq!(
        listed(&[], "13m456p789s11z*[777z]"),
        ["11z 123m(*=2m) 456p 789s [777z]"]
    );
    // The joker is a fifth 1m only when the rules allow it.
    assert_eq!(listed(&[], "1111m*"), ["11m 111m(*=1m)"]);
    assert!(listed(&["joker_fifth_copy=false"], "1111m*").is_empty());
    // The nine gates wins on every rank, one way or several.
    for rank in 1..=9 {
        assert!(!listed(&[], &format!("1112345678999m{rank}m")).is_empty());
    }
    // 2/5/8 eyes: only 55m can be the pair.
    assert_eq!(listed(&["eyes=258"], "11155m"), ["55m 111m"]);
    assert!(listed(&["eyes=258"], "11144m").is_empty());
    // Honor sequences: 123z and 567z are groups.
    assert_eq!(
        listed(&["honor_sequences=true"], "123m456p11s124z567z"),
        ["11s 123m 456p 124z 567z"]
    );
    // Not complete, or complete only as seven pairs: nothing to list.
    assert!(listed(&[], "123m456p789s12344z").is_empty());
    assert!(listed(&[], "1122m3344p5566s77z").is_empty());
}

#[test]
fn spare_jokers_are_listed_once_as_their_own_groups() {
    // Two jokers and 12 tiles that are four groups already: the jokers are the pair, whatever
    // it stands for, listed once, as the lowest kind the hand does not use.
    let pure_pairs = |options: &[&str], text: &str| -> Vec<String> {
        let rules = Rules::from_options(options.iter().copied()).unwrap();
        let hand: Hand = text.parse().unwrap();
        let all = Checker::new(rules).decompositions(&hand).unwrap();
        all.concealed_groups()
            .filter(|g| g.pair().joker_mask() == 0b11)
            .map(|g| g.pair().to_string())
            .collect()
    };
    assert_eq!(pure_pairs(&[], "123m456p789s111z**"), ["44m(*=4m,4m)"]);
    // Under 2/5/8 eyes the jokers' pair is a 2, 5 or 8 (2m is taken).
    assert_eq!(
        pure_pairs(&["eyes=258"], "123m456p789s111z**"),
        ["55m(*=5m,5m)"]
    );
    // Three spare jokers: one triplet of jokers, of the lowest free kind.
    let decompositions = listed(&[], "123m456p789s11z***");
    let pure: Vec<&String> = decompositions
        .iter()
        .filter(|s| s.contains("(*=4m,4m,4m)"))
        .collect();
    assert_eq!(
        pure,
        ["11z 123m 456p 789s 444m(*=4m,4m,4m)"],
        "{decompositions:?}"
    );
}

#[test]
fn bad_hands_are_errors_and_never_panic() {
    let checker = Checker::default();
    for text in [
        "123m",
        "1112223334445m",
        "11m[123p][456p][789p][111s][222s]",
    ] {
        let Ok(hand) = text.parse::<Hand>() else {
            continue;
        };
        assert!(checker.decompositions(&hand).is_err(), "{text}");
        assert!(
            checker.for_each_decomposition(&hand, |_| ()).is_err(),
            "{text}"
        );
    }
    let too_many = Rules::from_options(["max_jokers=1"]).unwrap();
    let hand: Hand = "123m456p789s1z**".parse().unwrap();
    assert!(Checker::new(too_many).decompositions(&hand).is_err());
    let suits_only = Rules::from_options(["suits_only=true"]).unwrap();
    let hand: Hand = "123m456p789s11z".parse().unwrap();
    assert!(Checker::new(suits_only).decompositions(&hand).is_err());
    // Every suit of a hand with many jokers, under every joker policy, without a panic.
    for fifth in [true, false] {
        let rules = Rules {
            joker_fifth_copy: fifth,
            ..Rules::default()
        };
        for text in ["11m********", "1m*******", "5z*******[111m]", "********"] {
            if let Ok(hand) = text.parse::<Hand>() {
                let _ = Checker::new(rules).decompositions(&hand);
            }
        }
    }
}

#[test]
fn suits_are_listed_in_order_and_the_pair_first() {
    let hand: Hand = "345s111z123m55p789p".parse().unwrap();
    let all = Checker::default().decompositions(&hand).unwrap();
    assert_eq!(all.len(), 1);
    let (pair, groups) = {
        let g = all.get(0).unwrap();
        (g.pair(), g.groups().to_vec())
    };
    assert_eq!(pair.to_string(), "55p");
    let suits: Vec<Suit> = groups
        .iter()
        .map(|g| g.tiles().next().unwrap().suit())
        .collect();
    assert_eq!(suits, [Suit::Man, Suit::Pin, Suit::Sou, Suit::Honor]);
    assert!(all.get(1).is_none());
}
