//! Shanten by search on named hands: complete, waiting and further; copies that cannot be
//! drawn; jokers that stay and fill.

use super::super::parse;
use super::target::{COPIES, KINDS};
use super::*;

/// Limits of a hand without melds under the default rules.
fn open(counts: &[u8; KINDS]) -> Limits {
    Limits {
        room: [u8::MAX; KINDS],
        drawable: counts.map(|n| COPIES - n),
        drawable_jokers: 0,
    }
}

fn of(text: &str) -> (Option<i8>, Option<i8>, Option<i8>) {
    let (counts, jokers) = parse(text);
    let limits = open(&counts);
    (
        standard(&counts, jokers, 0, &limits, Groups::default()),
        seven_pairs(&counts, jokers, 0, &limits),
        thirteen_orphans(&counts, jokers, 0, &limits),
    )
}

#[test]
fn complete_waiting_and_further() {
    assert_eq!(of("1112345678999m5m").0, Some(-1));
    assert_eq!(of("1112345678999m").0, Some(0));
    assert_eq!(of("1112345678999m1p").0, Some(0));
    assert_eq!(of("19m19p19s1234567z").2, Some(0));
    assert_eq!(of("19m19p19s1234567z1m").2, Some(-1));
    assert_eq!(of("1199m2288p3377s6z").1, Some(0));
    assert_eq!(of("1199m2288p3377s66z").1, Some(-1));
    // Five lone honors: a pair and a group to make, three draws.
    assert_eq!(of("12345z").0, Some(2));
    assert_eq!(of("1z").0, Some(0));
    assert_eq!(of("12m").0, Some(0));
    assert_eq!(of("123m").0, None);
}

#[test]
fn four_held_copies_cannot_be_drawn() {
    // The only wait is a fifth 1m.
    assert_eq!(of("1111m234p567p789s").0, Some(1));
    // A joker may still be one.
    assert_eq!(of("1111m234p567p78s*").0, Some(0));
    assert_eq!(of("1111m*").0, Some(-1));
    // Seven pairs of distinct kinds: a quad is one pair and two tiles to exchange.
    assert_eq!(of("1111m2288p3377s66z").1, Some(1));
}

#[test]
fn jokers_stay_and_fill() {
    assert_eq!(of("**").0, Some(-1));
    assert_eq!(of("*").0, Some(0));
    assert_eq!(of("1z4z**").0, Some(0));
    assert_eq!(of("19m19p19s12345z***").2, Some(-1));
    assert_eq!(of("19m19p19s1234z***").2, Some(0));
}
