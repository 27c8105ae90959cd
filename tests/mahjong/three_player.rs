//! Three-player riichi (`three_player=true`): 2m..8m are not in the set. Shanten is held to
//! the `xiangting` crate's three-player count on hands without jokers or melds (random, nearly
//! complete, and four 1m or 9m among honor quads, where the two games differ), and, with
//! jokers and melds under other rule keys, shanten, effective tiles and discards to the
//! backtrack search. Every question refuses a hand, meld or seen tile naming 2m..8m, naming it.

use crate::shanten_tables::{effective_tiles_agree, hand_of};
use crate::support::{Rng, hand, rules, tile};
use hupai::mahjong::backtrack::shanten;
use hupai::mahjong::{CheckError, KINDS};
use hupai::{Checker, Hand, Rules};
use xiangting::{PlayerCount, calculate_replacement_number};

/// The kinds of the 108-tile set: 1m, 9m, the pins, the sous and the honors.
fn kinds(rules: &Rules) -> Vec<usize> {
    (0..KINDS).filter(|&k| rules.has_kind(tile(k))).collect()
}

/// Four 1m or four 9m, two honor quads, and the rest at random: the hands whose shanten leans
/// on copies that a four-player count draws and a three-player one cannot.
fn among_quads(rng: &mut Rng, kinds: &[usize], concealed: usize) -> Option<Hand> {
    let mut h = Hand::new();
    let man = if rng.chance(50) { 0 } else { 8 };
    let first = 27 + rng.below(7);
    let second = 27 + (first - 27 + 1 + rng.below(6)) % 7;
    for k in [man, first, second] {
        for _ in 0..4 {
            h.add(tile(k)).ok()?;
        }
    }
    let mut tries = 0;
    while usize::from(h.concealed_len()) < concealed && tries < 200 {
        tries += 1;
        let _ = h.add(tile(kinds[rng.below(kinds.len())]));
    }
    (usize::from(h.concealed_len()) == concealed).then_some(h)
}

/// The `xiangting` crate's three-player shanten (its replacement number less one).
fn xiangting_three(h: &Hand) -> i8 {
    let n = calculate_replacement_number(&h.counts(), PlayerCount::Three)
        .unwrap_or_else(|e| panic!("{h}: {e:?}"));
    n as i8 - 1
}

#[test]
fn the_pinned_hand_is_two_from_waiting_in_three_player_play_and_one_in_four() {
    let h = hand("1111m111122233z");
    let three = Checker::new(rules(&["three_player=true"]));
    assert_eq!(three.shanten(&h).unwrap().standard, Some(2));
    assert_eq!(three.shanten(&h).unwrap().least(), Some(2));
    assert_eq!(Checker::default().shanten(&h).unwrap().least(), Some(1));
    assert_eq!(xiangting_three(&h), 2);
    // Four-player play draws 2m and 3m for a sequence with the fourth 1m; three-player play
    // cannot, so no 2m..8m lowers the shanten, and 9m (a new pair) does.
    let tiles = three.effective_tiles(&h, &[0; KINDS]).unwrap();
    assert!(
        tiles.iter().all(|(t, _)| three.rules().has_kind(t)),
        "{tiles:?}"
    );
    assert!(tiles.contains(tile(8)) && !tiles.contains(tile(1)));
    assert!(
        Checker::default()
            .effective_tiles(&h, &[0; KINDS])
            .unwrap()
            .contains(tile(1))
    );
}

#[test]
fn shanten_equals_xiangting_three_player_on_random_near_and_quad_hands() {
    let checker = Checker::new(rules(&["three_player=true"]));
    let four = Checker::default();
    let kinds = kinds(checker.rules());
    let mut rng = Rng(0x3A11_5A4A_0000_0001);
    let rounds = if cfg!(debug_assertions) {
        2_000
    } else {
        40_000
    };
    let (mut compared, mut differ) = (0, 0);
    for round in 0..rounds {
        let concealed = 13 + usize::from(rng.chance(50));
        let h = match round % 3 {
            0 => hand_of(&mut rng, &kinds, (0, 0, concealed), false),
            1 => hand_of(&mut rng, &kinds, (0, 0, concealed), true),
            _ => among_quads(&mut rng, &kinds, concealed),
        };
        let Some(h) = h else { continue };
        let got = checker
            .shanten(&h)
            .unwrap()
            .least()
            .expect("a reachable form");
        assert_eq!(got, xiangting_three(&h), "{h}");
        let four_player = four.shanten(&h).unwrap().least().expect("a reachable form");
        assert!(
            got >= four_player,
            "{h}: {got} below four-player {four_player}"
        );
        differ += usize::from(got != four_player);
        compared += 1;
    }
    assert!(compared > rounds * 9 / 10, "only {compared} hands");
    // The quad hands are where the games part: enough of them to tell.
    assert!(
        differ > compared / 100,
        "only {differ} of {compared} differ"
    );
}

/// Three-player play beside the other rule keys: jokers, the joker kind in each suit and among
/// the missing kinds, the strict joker policy, eyes, honor sequences, a game of suits alone,
/// seven pairs with quads.
fn rule_sets() -> Vec<Rules> {
    [
        &[][..],
        &["joker_fifth_copy=false"],
        &["eyes=258"],
        &["honor_sequences=true"],
        &["suits_only=true"],
        &["suits_only=true", "joker=7z"],
        &["joker=7z"],
        &["joker=1m", "joker_fifth_copy=false"],
        &["joker=9m"],
        &["joker=5m"],
        &["joker=5p", "max_jokers=3"],
        &["joker=1z", "joker_fifth_copy=false"],
        &["seven_pairs_quad=true", "thirteen_orphans=false"],
        &["seven_pairs=false", "eyes=258", "joker_fifth_copy=false"],
    ]
    .iter()
    .map(|options| {
        let mut all = vec!["three_player=true"];
        all.extend_from_slice(options);
        rules(&all)
    })
    .collect()
}

/// A hand for one of the rule sets: melds, jokers, 3n+1 or 3n+2 concealed tiles.
fn dealt(rng: &mut Rng, checker: &Checker, melds: usize, jokers: u8, extra: usize) -> Option<Hand> {
    let kinds = kinds(checker.rules());
    let concealed = 3 * (4 - melds) + extra;
    let near = rng.chance(60);
    if melds == 0 && jokers == 0 && rng.chance(15) {
        return among_quads(rng, &kinds, concealed);
    }
    hand_of(rng, &kinds, (melds, jokers, concealed), near)
}

#[test]
fn shanten_equals_the_search_under_other_rule_keys() {
    let checkers: Vec<Checker> = rule_sets().into_iter().map(Checker::new).collect();
    let mut rng = Rng(0x3A11_5A4A_0000_0002);
    let rounds = if cfg!(debug_assertions) { 400 } else { 8_000 };
    let mut compared = 0;
    for _ in 0..rounds {
        let checker = &checkers[rng.below(checkers.len())];
        let melds = [0, 0, 0, 1, 1, 2, 3, 4][rng.below(8)];
        let jokers = [0, 0, 0, 1, 2, 3, 4, 8][rng.below(8)];
        let extra = 1 + usize::from(rng.chance(50));
        let Some(h) = dealt(&mut rng, checker, melds, jokers, extra) else {
            continue;
        };
        let want = shanten::of_hand(checker, &h);
        assert_eq!(checker.shanten(&h), want, "{h} under {:?}", checker.rules());
        compared += 1;
    }
    assert!(compared > rounds / 2, "only {compared} hands");
}

#[test]
fn effective_tiles_and_discards_follow_the_searched_shanten() {
    let checkers: Vec<Checker> = rule_sets().into_iter().map(Checker::new).collect();
    let mut rng = Rng(0x3A11_5A4A_0000_0003);
    let rounds = if cfg!(debug_assertions) { 40 } else { 500 };
    let mut compared = 0;
    for _ in 0..rounds {
        let checker = &checkers[rng.below(checkers.len())];
        let (melds, jokers) = ([0, 0, 0, 1, 2][rng.below(5)], [0, 0, 1, 2, 4][rng.below(5)]);
        let Some(h) = dealt(&mut rng, checker, melds, jokers, 1) else {
            continue;
        };
        let visible: [u8; KINDS] = std::array::from_fn(|k| {
            let seen = [0, 0, 0, 1, 2, 4][rng.below(6)];
            if checker.rules().has_kind(tile(k)) {
                seen
            } else {
                0
            }
        });
        let Some(found) = effective_tiles_agree(checker, &h, &visible) else {
            continue;
        };
        // Each discard of the hand with one more tile leaves that hand's effective tiles.
        if let Some(k) = (0..KINDS).find(|&k| found.contains(tile(k))) {
            let mut more = h.clone();
            more.add(tile(k)).expect("an effective tile can be drawn");
            if let Ok(discards) = checker.discards(&more, &visible) {
                for d in discards.as_slice() {
                    let mut less = more.clone();
                    less.remove(d.tile).expect("a held tile");
                    assert_eq!(d.tiles, checker.effective_tiles(&less, &visible).unwrap());
                }
            }
        }
        compared += 1;
    }
    assert!(compared > rounds / 2, "only {compared} hands");
}

#[test]
fn every_question_refuses_2m_to_8m_naming_the_tile() {
    let checker = Checker::new(rules(&["three_player=true"]));
    let named = |e: CheckError, t: &str| {
        assert!(matches!(e, CheckError::NotInThreePlayer(_)), "{e}");
        assert!(
            e.to_string()
                .starts_with(&format!("{t} is not in a three-player game")),
            "{e}"
        );
    };
    let complete = hand("123m456p789s11z222z");
    named(checker.is_complete(&complete).unwrap_err(), "2m");
    named(checker.forms(&complete).unwrap_err(), "2m");
    named(checker.decompose(&complete).unwrap_err(), "2m");
    named(checker.decompositions(&complete).unwrap_err(), "2m");
    named(checker.shanten(&complete).unwrap_err(), "2m");
    named(checker.discards(&complete, &[0; KINDS]).unwrap_err(), "2m");
    named(
        checker
            .is_complete_counts(&complete.counts(), 0)
            .unwrap_err(),
        "2m",
    );
    let melded = hand("456p789s11z222z[777m]");
    named(checker.is_complete(&melded).unwrap_err(), "7m");
    let waiting = hand("19m456p789s11z22z5m");
    named(checker.waits(&waiting).unwrap_err(), "5m");
    named(checker.shanten(&waiting).unwrap_err(), "5m");
    named(
        checker.effective_tiles(&waiting, &[0; KINDS]).unwrap_err(),
        "5m",
    );
    // A seen tile too, though the hand holds none.
    let fine = hand("19m456p789s11z22z3p");
    let mut visible = [0; KINDS];
    assert!(checker.effective_tiles(&fine, &visible).is_ok());
    visible[tile(3).index()] = 1;
    named(checker.effective_tiles(&fine, &visible).unwrap_err(), "4m");
    // The same hands are fine in four-player play.
    assert!(Checker::default().is_complete(&complete).unwrap());
}

#[test]
fn no_joker_stands_for_2m_to_8m_and_the_man_suit_has_no_sequence() {
    // 11m 9m and a joker: 111m beside 9m is not complete, nor is 1m 9m with two jokers as 123m.
    let strict = Checker::new(rules(&["three_player=true", "joker_fifth_copy=false"]));
    let four_strict = Checker::new(rules(&["joker_fifth_copy=false"]));
    let h = hand("1111m456p789s11z**");
    // Four 1m held: a joker can be neither a fifth 1m nor 2m or 3m.
    assert!(!strict.is_complete(&h).unwrap());
    assert!(four_strict.is_complete(&h).unwrap());
    // 1m beside a joker waits on 1m (a triplet or the pair), never on 2m or 3m.
    let h = hand("1m456p789s11z222z*");
    let listed = |c: &Checker| {
        c.waits(&h)
            .unwrap()
            .tiles()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(listed(&strict), ["1m", "1z"]);
    assert_eq!(listed(&four_strict), ["1m", "2m", "3m", "1z"]);
    // Every decomposition of a joker hand names only tiles of the set.
    let checker = Checker::new(rules(&["three_player=true"]));
    let h = hand("11m456p789s111z***");
    let all = checker.decompositions(&h).unwrap();
    assert!(!all.is_empty());
    for d in all.iter() {
        for g in std::iter::once(d.pair).chain(d.groups.iter().copied()) {
            assert!(g.tiles().all(|t| checker.rules().has_kind(t)), "{d}");
        }
    }
    let one = checker.decompose(&h).unwrap().expect("complete");
    assert!(
        !one.to_string().contains("2m") && !one.to_string().contains("3m"),
        "{one}"
    );
    // In four-player play the spare jokers are 222m, the lowest kind the hand leaves free.
    let four = Checker::default().decompositions(&h).unwrap();
    assert!(
        four.iter().any(|d| d.to_string().contains("222m")),
        "{four:?}"
    );
    // Waits and effective tiles never list 2m..8m, though a joker could be any of them in
    // four-player play.
    let h = hand("1m456p789s11z222z*");
    let tiles = checker.effective_tiles(&h, &[0; KINDS]).unwrap();
    assert!(
        tiles.iter().all(|(t, _)| checker.rules().has_kind(t)),
        "{tiles:?}"
    );
    assert!(
        Checker::default()
            .waits(&h)
            .unwrap()
            .tiles()
            .any(|t| t.to_string() == "2m")
    );
    assert!(
        checker
            .waits(&h)
            .unwrap()
            .tiles()
            .all(|t| checker.rules().has_kind(t))
    );
}
