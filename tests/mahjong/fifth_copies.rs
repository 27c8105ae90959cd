//! Hands where a joker may be a fifth copy, rich in fours and threes, against the search:
//! shanten and effective tiles under a joker kind among the honors, a numbered joker kind,
//! and plain jokers. Fours send a suit to the fifth tables, and a draw onto a three makes
//! one, so these are the hands the fifth tables answer.

use crate::shanten_tables::effective_tiles_agree;
use crate::support::{Rng, tile};
use hupai::mahjong::KINDS;
use hupai::mahjong::backtrack::shanten;
use hupai::{Checker, Hand, Rules};

/// Rule sets where a joker may be a fifth copy (the default policy).
fn checkers() -> Vec<Checker> {
    [
        &["joker=7z"][..],
        &["joker=5m"],
        &["joker=1z", "honor_sequences=true"],
        &["joker=7z", "eyes=258"],
        &["joker=3p", "max_jokers=3"],
        &[],
        &["suits_only=true", "joker=7z"],
    ]
    .iter()
    .map(|options| Checker::new(Rules::from_options(options.iter().copied()).expect("rules")))
    .collect()
}

/// A concealed hand of `concealed` tiles with a four or two and a three or two of random
/// kinds (of the game's), up to `jokers` of them jokers, the rest random.
fn fours_and_threes(rng: &mut Rng, checker: &Checker, concealed: usize, jokers: u8) -> Hand {
    let kinds: Vec<usize> = (0..KINDS)
        .filter(|&k| checker.rules().has_kind(tile(k)) && Some(tile(k)) != checker.rules().joker)
        .filter(|&k| !checker.rules().suits_only || k < 27)
        .collect();
    let mut h = Hand::new();
    for _ in 0..jokers {
        let _ = h.add_joker();
    }
    let fours = [0, 1, 1, 1, 2][rng.below(5)];
    let threes = [0, 1, 1, 2][rng.below(4)];
    for copies in std::iter::repeat_n(4, fours).chain(std::iter::repeat_n(3, threes)) {
        let k = kinds[rng.below(kinds.len())];
        for _ in 0..copies {
            if usize::from(h.concealed_len()) < concealed {
                let _ = h.add(tile(k));
            }
        }
    }
    let mut tries = 0;
    while usize::from(h.concealed_len()) < concealed && tries < 200 {
        tries += 1;
        let k = kinds[rng.below(kinds.len())];
        let _ = h.add(tile(k));
    }
    h
}

#[test]
fn shanten_with_fours_and_threes_equals_the_search() {
    let checkers = checkers();
    let mut rng = Rng(0xF1F7_C0B1_E500_0001);
    let rounds = if cfg!(debug_assertions) { 100 } else { 3_000 };
    for _ in 0..rounds {
        let checker = &checkers[rng.below(checkers.len())];
        let concealed = [14, 13, 11, 8][rng.below(4)];
        let jokers = [0, 0, 1, 2, 3][rng.below(5)];
        let h = fours_and_threes(&mut rng, checker, concealed, jokers);
        let want = shanten::of_hand(checker, &h);
        assert_eq!(checker.shanten(&h), want, "{h} under {:?}", checker.rules());
    }
}

#[test]
fn effective_tiles_with_fours_and_threes_are_the_draws_that_lower_the_search() {
    let checkers = checkers();
    let mut rng = Rng(0xF1F7_C0B1_E500_0002);
    let rounds = if cfg!(debug_assertions) { 20 } else { 400 };
    let mut compared = 0;
    for _ in 0..rounds {
        let checker = &checkers[rng.below(checkers.len())];
        let concealed = [13, 13, 10, 7][rng.below(4)];
        let jokers = [0, 0, 1, 2][rng.below(4)];
        let h = fours_and_threes(&mut rng, checker, concealed, jokers);
        if effective_tiles_agree(checker, &h, &[0; KINDS]).is_some() {
            compared += 1;
        }
    }
    assert!(compared > rounds / 2, "only {compared} hands");
}
