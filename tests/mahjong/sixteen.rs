//! Sixteen-tile games (`tiles=16`): five groups and a pair, 17 − 3k concealed tiles beside k ≤ 5
//! melds, and 嚦咕嚦咕 (`seven_pairs_and_triplet`). Named hands; the complete check, shanten,
//! effective tiles and discards held to the backtrack search on random and nearly complete
//! hands under the other rule keys (jokers, joker kinds, the strict policy, eyes, honor
//! sequences, suits alone, three players); and the forms of 14 tiles gone.

use crate::shanten_tables::{effective_tiles_agree, hand_of};
use crate::support::reference::expected_forms;
use crate::support::{Rng, hand, rules, tile};
use hupai::mahjong::backtrack::counts::{self, NO_LIMIT};
use hupai::mahjong::backtrack::shanten;
use hupai::mahjong::{CheckError, KINDS};
use hupai::{Checker, Forms, Hand, Rules};

fn sixteen() -> Checker {
    Checker::new(rules(&["tiles=16"]))
}

fn taiwan() -> Checker {
    Checker::new(Rules::preset("taiwan").expect("a preset"))
}

#[test]
fn five_groups_and_a_pair_complete_and_fourteen_tiles_are_a_part_hand() {
    let h = hand("111222333m456p789s11z");
    assert_eq!(sixteen().forms(&h), Ok(Forms::STANDARD));
    // Thirteen-tile rules refuse it by its size.
    assert_eq!(
        Checker::default().is_complete(&h),
        Err(CheckError::WrongSize {
            concealed: 17,
            melds: 0
        })
    );
    // Beside five melds, two tiles; one meld and 14 concealed tiles.
    let melded = hand("11z[123m][456m][789m][111p][222p]");
    assert_eq!(sixteen().is_complete(&melded), Ok(true));
    assert_eq!(
        Checker::default().is_complete(&melded),
        Err(CheckError::WrongSize {
            concealed: 2,
            melds: 5
        })
    );
    assert_eq!(
        sixteen().is_complete(&hand("111222333m456p11z[789s]")),
        Ok(true)
    );
    // A hand of five groups needs them all: sixteen tiles of four groups and four singles
    // are not complete, and a seventeenth that makes a fifth group is.
    let waiting = hand("111222333m456p78s11z");
    let waits = sixteen().waits(&waiting).unwrap();
    let kinds: Vec<String> = waits.tiles().map(|t| t.to_string()).collect();
    assert_eq!(kinds, ["6s", "9s"]);
    assert_eq!(sixteen().shanten(&waiting).unwrap().least(), Some(0));
    assert_eq!(
        sixteen()
            .shanten(&hand("111222333m456p789s11z"))
            .unwrap()
            .least(),
        Some(-1)
    );
}

#[test]
fn the_forms_of_fourteen_tiles_do_not_exist_and_seven_pairs_and_a_triplet_does() {
    let checker = sixteen();
    assert!(!checker.rules().seven_pairs && !checker.rules().thirteen_orphans);
    // Seven pairs of 14 tiles is a part hand here, never a form.
    let pairs = hand("11223344556677m");
    assert_eq!(checker.forms(&pairs), Ok(Forms::STANDARD));
    assert_eq!(checker.forms(&hand("1133557799m1133p")), Ok(Forms::empty()));
    let s = checker.shanten(&hand("1133557799m1133p55z")).unwrap();
    assert_eq!((s.seven_pairs, s.thirteen_orphans), (None, None));
    // 嚦咕嚦咕: off unless asked for, and never in a thirteen-tile game.
    let lugu = hand("1133557799m1133p555z");
    assert_eq!(checker.forms(&lugu), Ok(Forms::empty()));
    assert_eq!(taiwan().forms(&lugu), Ok(Forms::SEVEN_PAIRS_AND_TRIPLET));
    let thirteen = Checker::new(rules(&["seven_pairs_and_triplet=true"]));
    assert!(!thirteen.rules().seven_pairs_and_triplet);
    // Also standard when the pairs make sequences.
    let mut both = Forms::STANDARD;
    both.insert(Forms::SEVEN_PAIRS_AND_TRIPLET);
    assert_eq!(taiwan().forms(&hand("11223344556677m999p")), Ok(both));
    // With jokers: a joker for the triplet's third copy, two for a pair.
    let jokers = Checker::new(rules(&["preset=taiwan", "max_jokers=8"]));
    assert_eq!(
        jokers.forms(&hand("1133557799m1133p55z*")),
        Ok(Forms::SEVEN_PAIRS_AND_TRIPLET)
    );
    assert_eq!(
        jokers.forms(&hand("1133557799m11p555z**")),
        Ok(Forms::SEVEN_PAIRS_AND_TRIPLET)
    );
    // Four of a kind is two pairs only under seven_pairs_quad.
    let quad = hand("1111557799m1133p555z");
    assert_eq!(taiwan().forms(&quad), Ok(Forms::empty()));
    let quads = Checker::new(rules(&["preset=taiwan", "seven_pairs_quad=true"]));
    assert_eq!(quads.forms(&quad), Ok(Forms::SEVEN_PAIRS_AND_TRIPLET));
}

#[test]
fn seven_pairs_and_a_triplet_waits_on_each_pair_and_the_single() {
    let waiting = hand("1133557799m1133p55z");
    let waits = taiwan().waits(&waiting).unwrap();
    let kinds: Vec<String> = waits.tiles().map(|t| t.to_string()).collect();
    assert_eq!(kinds, ["1m", "3m", "5m", "7m", "9m", "1p", "3p", "5z"]);
    for t in waits.tiles() {
        assert_eq!(waits.forms(t), Forms::SEVEN_PAIRS_AND_TRIPLET, "{t}");
    }
    let s = taiwan().shanten(&waiting).unwrap();
    assert_eq!((s.seven_pairs_and_triplet, s.least()), (Some(0), Some(0)));
    // Seventeen different kinds keep seven tiles as pairs' and one as the triplet's.
    let apart = hand("123456789m1234567p");
    let s = taiwan().shanten(&apart).unwrap();
    assert_eq!(s.seven_pairs_and_triplet, Some(17 - 8 - 1));
}

#[test]
fn a_fifth_copy_in_five_sequences_is_a_dead_wait() {
    // 1 2222 3333 4444 5m: a fifth 3m completes it only as 123m 234m 234m 234m 345m.
    let waiting = hand("12222333344445m11z");
    let waits = sixteen().waits(&waiting).unwrap();
    let three = tile(2);
    assert!(waits.forms(three).contains(Forms::STANDARD), "{waiting}");
    assert!(waits.is_dead(three));
    let mut counts = waiting.counts();
    counts[2] += 1;
    assert!(counts::is_standard(&counts, 0, &NO_LIMIT));
    // Not as two groups fewer: a thirteen-tile game's hand of the same man tiles and a pair
    // beside a meld has no fifth copy to wait on.
    for k in 0..KINDS {
        let mut more = waiting.counts();
        more[k] += 1;
        let complete = counts::is_standard(&more, 0, &NO_LIMIT);
        assert_eq!(
            waits.forms(tile(k)).contains(Forms::STANDARD),
            complete,
            "{}",
            tile(k)
        );
    }
}

/// Every decomposition of a hand under the options, as text.
fn listed(options: &[&str], text: &str) -> Vec<String> {
    let checker = Checker::new(rules(options));
    let all = checker
        .decompositions(&hand(text))
        .expect("a hand to decompose");
    all.iter().map(|d| d.to_string()).collect()
}

#[test]
fn every_decomposition_of_five_concealed_groups_is_listed() {
    let h = hand("111222333m456p789s11z");
    assert_eq!(
        listed(&["tiles=16"], "111222333m456p789s11z"),
        [
            "11z 111m 222m 333m 456p 789s",
            "11z 123m 123m 123m 456p 789s"
        ]
    );
    let one = sixteen().decompose(&h).unwrap().expect("complete");
    assert_eq!(one.groups.len(), 5);
    assert!(
        sixteen()
            .decompositions(&h)
            .unwrap()
            .iter()
            .any(|d| d == one)
    );
    let mut visited = 0;
    assert_eq!(
        sixteen().for_each_decomposition(&h, |_| visited += 1),
        Ok(2)
    );
    assert_eq!(visited, 2);
    // Five groups in one suit: past the four a suit's list holds.
    assert_eq!(
        listed(&["tiles=16"], "111222333444555m11z"),
        [
            "11z 111m 222m 333m 444m 555m",
            "11z 111m 222m 345m 345m 345m",
            "11z 111m 234m 234m 234m 555m",
            "11z 123m 123m 123m 444m 555m"
        ]
    );
    assert_eq!(listed(&["tiles=16"], "11122233344455566m").len(), 5);
    // With jokers: one for the pair, or three as a group of their own.
    assert_eq!(
        listed(&["tiles=16"], "111222333m456p789s1z*"),
        [
            "11z(*=1z) 111m 222m 333m 456p 789s",
            "11z(*=1z) 123m 123m 123m 456p 789s"
        ]
    );
    let spare = listed(&["tiles=16"], "123m456m789m123p11z***");
    assert!(
        spare.contains(&"11z 123m 456m 789m 123p 444p(*=4p,4p,4p)".to_owned()),
        "{spare:?}"
    );
    // Beside a meld, as ever.
    let melded = hand("111222333m456p11z[789s]");
    assert_eq!(sixteen().decompositions(&melded).map(|d| d.len()), Ok(2));
}

#[test]
fn a_pair_of_jokers_alone_takes_a_used_kind_when_every_kind_it_may_be_is_used() {
    // Under 2/5/8 eyes a three-player game has six kinds a pair may be; five groups use five
    // and 5p is the joker kind, so the jokers' pair is the lowest with room for it.
    let options = ["tiles=16", "three_player=true", "eyes=258", "joker=5p"];
    assert_eq!(
        listed(&options, "12355p789p123s456s789s"),
        ["22p(*=2p,2p) 123p 789p 123s 456s 789s"]
    );
    // Under the strict policy 2p, 8p, 2s, 5s and 8s are held three times: the joker kind.
    let strict = [&options[..], &["joker_fifth_copy=false"]].concat();
    let all = listed(&strict, "222p888p222s555s888s55p");
    assert!(
        all.contains(&"55p(*=5p,5p) 222p 888p 222s 555s 888s".to_owned()),
        "{all:?}"
    );
}

/// The rule sets sixteen-tile hands are tried under.
fn rule_sets() -> Vec<Rules> {
    [
        &[][..],
        &["preset=taiwan"],
        &["preset=taiwan", "seven_pairs_quad=true"],
        &["seven_pairs_and_triplet=true", "joker=7z"],
        &["joker_fifth_copy=false"],
        &["eyes=258"],
        &["honor_sequences=true"],
        &["suits_only=true", "joker=7z", "max_jokers=4"],
        &["joker=5m"],
        &["joker=1z", "joker_fifth_copy=false"],
        &["three_player=true"],
        &["three_player=true", "seven_pairs_and_triplet=true"],
    ]
    .iter()
    .map(|options| {
        let mut all = vec!["tiles=16"];
        all.extend_from_slice(options);
        rules(&all)
    })
    .collect()
}

fn kinds(rules: &Rules) -> Vec<usize> {
    (0..KINDS)
        .filter(|&k| rules.has_kind(tile(k)))
        .filter(|&k| !rules.suits_only || k < 27)
        .collect()
}

/// A hand of `melds` melds and 17 − 3·melds concealed tiles (one fewer under `waiting`).
fn dealt(rng: &mut Rng, rules: &Rules, melds: usize, jokers: u8, waiting: bool) -> Option<Hand> {
    let concealed = 3 * (5 - melds) + 2 - usize::from(waiting);
    let near = rng.chance(70);
    hand_of(rng, &kinds(rules), (melds, jokers, concealed), near)
}

#[test]
fn check_and_shanten_equal_the_search_on_random_and_near_hands() {
    let checkers: Vec<Checker> = rule_sets().into_iter().map(Checker::new).collect();
    let mut rng = Rng(0x16_7165_0000_0001);
    let rounds = if cfg!(debug_assertions) { 300 } else { 6_000 };
    let (mut compared, mut complete, mut seventeen) = (0, 0, 0);
    for _ in 0..rounds {
        let checker = &checkers[rng.below(checkers.len())];
        let melds = [0, 0, 0, 0, 1, 1, 2, 3, 4, 5][rng.below(10)];
        let jokers = [0, 0, 0, 1, 2, 3, 4, 8][rng.below(8)];
        let waiting = rng.chance(50);
        let Some(h) = dealt(&mut rng, checker.rules(), melds, jokers, waiting) else {
            continue;
        };
        let want = shanten::of_hand(checker, &h);
        assert_eq!(checker.shanten(&h), want, "{h} under {:?}", checker.rules());
        // The crate's reference knows the joker policy, not the pair, sequence and suit keys
        // (the search above knows them all).
        let r = checker.rules();
        let plain = !r.eyes_258 && !r.honor_sequences && !r.suits_only;
        if !waiting {
            if let Ok(forms) = checker.forms(&h) {
                if plain {
                    assert_eq!(forms, expected_forms(&h, r), "{h} under {r:?}");
                }
                assert_eq!(
                    forms.is_empty(),
                    want.as_ref().map(|s| s.least()) != Ok(Some(-1)),
                    "{h}"
                );
                complete += usize::from(!forms.is_empty());
            }
        }
        seventeen += usize::from(h.concealed_len() >= 16);
        compared += 1;
    }
    assert!(compared > rounds / 2, "only {compared} hands");
    assert!(complete > compared / 20, "only {complete} complete");
    assert!(
        seventeen > compared / 5,
        "only {seventeen} of five concealed groups"
    );
}

#[test]
fn effective_tiles_and_discards_follow_the_searched_shanten() {
    let checkers: Vec<Checker> = rule_sets().into_iter().map(Checker::new).collect();
    let mut rng = Rng(0x16_7165_0000_0002);
    let rounds = if cfg!(debug_assertions) { 20 } else { 300 };
    let mut compared = 0;
    for _ in 0..rounds {
        let checker = &checkers[rng.below(checkers.len())];
        let (melds, jokers) = ([0, 0, 0, 1, 2][rng.below(5)], [0, 0, 1, 2, 4][rng.below(5)]);
        let Some(h) = dealt(&mut rng, checker.rules(), melds, jokers, true) else {
            continue;
        };
        let Some(found) = effective_tiles_agree(checker, &h, &[0; KINDS]) else {
            continue;
        };
        if let Some(k) = (0..KINDS).find(|&k| found.contains(tile(k))) {
            let mut more = h.clone();
            more.add(tile(k)).expect("an effective tile can be drawn");
            // Each discard leaves that hand's effective tiles, and the best is the drawn
            // hand's shanten.
            let discards = checker.discards(&more, &[0; KINDS]).unwrap();
            for d in discards.as_slice() {
                let mut less = more.clone();
                less.remove(d.tile).expect("a held tile");
                let after = checker.effective_tiles(&less, &[0; KINDS]).unwrap();
                assert_eq!(d.tiles, after, "{more} - {}", d.tile);
            }
            // (A complete hand's discards leave it waiting.)
            let best = discards.best().expect("a tile to discard");
            let drawn = checker.shanten(&more).unwrap().least();
            assert_eq!(best.tiles.shanten(), drawn.map(|s| s.max(0)), "{more}");
        }
        compared += 1;
    }
    assert!(compared > rounds / 3, "only {compared} hands");
}

#[test]
fn hands_past_the_rules_size_are_refused_naming_it() {
    // Six melds cannot be made; 18 concealed tiles cannot be held.
    let e = "111222333444m555666z".parse::<Hand>().unwrap_err();
    assert!(e.to_string().contains("17"), "{e}");
    let e = "11z[111m][222m][333m][444m][555m][666m]"
        .parse::<Hand>()
        .unwrap_err();
    assert!(e.to_string().contains("more than 5 melds"), "{e}");
    let e = sixteen()
        .is_complete(&hand("11z[123m][456m][789m][111p][222p]234z"))
        .unwrap_err();
    assert!(e.to_string().contains("5 under tiles=16"), "{e}");
    let e = Rules::from_options(["tiles=14"]).unwrap_err();
    assert!(e.to_string().contains("13 or 16"), "{e}");
}
