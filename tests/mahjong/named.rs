//! Named hands whose answers are known by hand.

use crate::support::rules;
use hupai::{CheckError, Checker, Forms, Hand, Suit, Tile};

fn complete(options: &[&str], text: &str) -> bool {
    let hand: Hand = text.parse().unwrap();
    Checker::new(rules(options)).is_complete(&hand).unwrap()
}

fn forms(options: &[&str], text: &str) -> Vec<&'static str> {
    let hand: Hand = text.parse().unwrap();
    Checker::new(rules(options))
        .forms(&hand)
        .unwrap()
        .names()
        .collect()
}

#[test]
fn nine_gates_wins_on_every_rank() {
    for rank in 1..=9 {
        let text = format!("1112345678999m{rank}m");
        assert!(complete(&[], &text), "{text}");
        let hand: Hand = text.parse().unwrap();
        let d = Checker::default().decompose(&hand).unwrap().unwrap();
        assert_eq!(d.groups.len(), 4, "{d}");
    }
    assert!(!complete(&[], "1112345678999m1p"));
}

#[test]
fn mixed_hand_wins() {
    assert!(complete(&[], "33m789p344556s777z"));
    assert_eq!(forms(&[], "33m789p344556s777z"), ["standard"]);
}

#[test]
fn honors_never_form_sequences() {
    assert!(!complete(&[], "123m456p789s345z11z"));
    assert!(complete(&[], "123m456p789s333z11z"));
}

#[test]
fn seven_pairs_with_a_quad_follows_the_option() {
    let text = "1111m2233p4455s66z";
    assert!(!complete(&[], text));
    assert_eq!(forms(&["seven_pairs_quad=true"], text), ["seven_pairs"]);
    assert_eq!(forms(&[], "1133m2233p4455s66z"), ["seven_pairs"]);
    assert!(!complete(&["seven_pairs=false"], "1133m2255p4466s77z"));
    // Both forms at once: 223344 is two sequences or three pairs.
    assert_eq!(forms(&[], "223344m112233p55s"), ["standard", "seven_pairs"]);
}

#[test]
fn thirteen_orphans_with_each_duplicate() {
    let base = [
        "1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z",
    ];
    for dup in base {
        let text = format!("{}{dup}", base.concat());
        assert_eq!(forms(&[], &text), ["thirteen_orphans"], "{text}");
        assert!(!complete(&["thirteen_orphans=false"], &text));
    }
    // A joker for a missing kind, and for the pair.
    assert!(complete(&[], "19m19p19s1234567z*"));
    assert!(complete(&[], "119m19p19s123456z*"));
    assert!(!complete(&[], "129m19p19s123456z*"));
}

#[test]
fn four_of_a_kind_and_a_joker_follow_the_joker_policy() {
    assert!(complete(&[], "1111m*"));
    assert!(complete(&["joker_fifth_copy=true"], "1111m*"));
    assert!(!complete(&["joker_fifth_copy=false"], "1111m*"));
    // The fourth copy sits in a meld: a joker for 1m would be a fifth copy.
    assert!(complete(
        &["joker_fifth_copy=true"],
        "1m*222p[111m][333p][444p]"
    ));
    assert!(!complete(
        &["joker_fifth_copy=false"],
        "1m*222p[111m][333p][444p]"
    ));
    // ... but the same joker may be anything else.
    assert!(complete(
        &["joker_fifth_copy=false"],
        "2m*222p[111m][333p][444p]"
    ));
}

#[test]
fn designated_joker_kind() {
    let r = ["joker=7z"];
    assert!(complete(&r, "123m456p789s11z777z"));
    assert!(complete(&r, "123m456p789s1z7777z"));
    assert!(complete(&r, "12m777z"));
    let hand: Hand = "123m456p789s11z[777z]".parse().unwrap();
    assert_eq!(
        Checker::new(rules(&r)).is_complete(&hand),
        Err(CheckError::JokerKindMelded("7z".parse::<Tile>().unwrap()))
    );
}

#[test]
fn jokers_complete_every_form() {
    assert!(complete(&[], "********"));
    assert!(complete(&[], "12m***"));
    assert!(complete(&[], "19m***"));
    assert!(!complete(&[], "19m1z**"));
    assert!(complete(&[], "1122m3344p5566s7z*"));
    // Six singles: eleven jokers short of groups, but six pairs and a pair of jokers.
    assert_eq!(forms(&[], "1m4p7s1z2z3z********"), ["seven_pairs"]);
    assert!(!complete(&["seven_pairs=false"], "1m4p7s1z2z3z********"));
}

#[test]
fn wrong_sizes_and_joker_limits_are_errors() {
    let c = Checker::default();
    for text in [
        "123m",
        "123m456p789s11z1p",
        "1m",
        "123m456p789s11z[111p][222p]",
    ] {
        let hand: Hand = text.parse().unwrap();
        assert!(
            matches!(c.is_complete(&hand), Err(CheckError::WrongSize { .. })),
            "{text}"
        );
    }
    let hand: Hand = "11m***".parse().unwrap();
    let strict = Checker::new(rules(&["max_jokers=2"]));
    assert_eq!(
        strict.is_complete(&hand),
        Err(CheckError::TooManyJokers { jokers: 3, max: 2 })
    );
}

#[test]
fn decomposition_marks_jokers() {
    let hand: Hand = "13m456p789s11z*[777z]".parse().unwrap();
    let d = Checker::default().decompose(&hand).unwrap().unwrap();
    assert_eq!(d.to_string(), "11z 123m(*=2m) 456p 789s [777z]");
    let hand: Hand = "1234m*".parse().unwrap();
    assert!(Checker::default().decompose(&hand).unwrap().is_some());
    assert_eq!(Checker::default().forms(&hand).unwrap(), Forms::STANDARD);
}

fn waits(options: &[&str], text: &str) -> Vec<String> {
    let hand: Hand = text.parse().unwrap();
    let w = Checker::new(rules(options)).waits(&hand).unwrap();
    w.tiles().map(|t| t.to_string()).collect()
}

#[test]
fn nine_gates_waits_on_all_nine() {
    assert_eq!(
        waits(&[], "1112345678999m"),
        ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"]
    );
}

#[test]
fn thirteen_sided_thirteen_orphans() {
    let w = waits(&[], "19m19p19s1234567z");
    assert_eq!(w.len(), 13);
    let hand: Hand = "19m19p19s1234567z".parse().unwrap();
    let all = Checker::default().waits(&hand).unwrap();
    assert!(all.tiles().all(|t| all.forms(t) == Forms::THIRTEEN_ORPHANS));
    assert!(waits(&["thirteen_orphans=false"], "19m19p19s1234567z").is_empty());
}

#[test]
fn dead_waits_are_flagged() {
    // 1111m held: the single 1m wait needs a fifth copy.
    let hand: Hand = "1111m234p567p789s".parse().unwrap();
    let w = Checker::default().waits(&hand).unwrap();
    let one: Tile = "1m".parse().unwrap();
    assert_eq!(w.tiles().collect::<Vec<_>>(), [one]);
    assert!(w.is_dead(one));
    // 1113m: 2m and 3m complete it; neither is dead, and 1m is not a wait.
    let hand: Hand = "1113m234p567p789s".parse().unwrap();
    let w = Checker::default().waits(&hand).unwrap();
    let names: Vec<String> = w.tiles().map(|t| t.to_string()).collect();
    assert_eq!(names, ["2m", "3m"]);
    assert!(w.tiles().all(|t| !w.is_dead(t)));
}

#[test]
fn eyes_258_and_honor_sequences_change_completeness() {
    // Complete with a 1m pair under any eyes, not when the pair must be 2, 5 or 8.
    assert!(complete(&[], "11m234m456p789s555z"));
    assert!(!complete(&["eyes=258"], "11m234m456p789s555z"));
    assert!(complete(&["eyes=258"], "22m234m456p789s555z"));
    // 东南西 is a sequence only with honor sequences; so is 中发白.
    assert!(!complete(&[], "123z234m456p789s22m"));
    assert!(complete(&["honor_sequences=true"], "123z234m456p789s22m"));
    assert!(complete(&["honor_sequences=true"], "124z234m456p789s22m"));
    assert!(complete(&["honor_sequences=true"], "567z234m456p789s22m"));
    assert!(!complete(&["honor_sequences=true"], "456z234m456p789s22m"));
    let hand: Hand = "123z234m456p789s22m".parse().unwrap();
    let suits_only = Checker::new(rules(&["suits_only=true"]));
    assert!(matches!(
        suits_only.is_complete(&hand),
        Err(CheckError::HonorInSuitsOnly(_))
    ));
}

#[test]
fn a_pair_of_jokers_keeps_to_the_eyes() {
    // Four jokers and a 1m beside three melds: the pair is jokers alone, and under 2/5/8 eyes
    // they stand for a 2, 5 or 8, never the lowest kind with room.
    for text in ["1m****[678p][345p][456p]", "4m****(3333p)(4444p)[444m]"] {
        let hand: Hand = text.parse().unwrap();
        let d = Checker::new(rules(&["eyes=258"]))
            .decompose(&hand)
            .unwrap()
            .expect("complete");
        let pair = d.pair.tiles().next().unwrap();
        assert!(pair.suit() != Suit::Honor, "{text}: {d}");
        assert!(matches!(pair.rank(), 2 | 5 | 8), "{text}: {d}");
    }
}

#[test]
fn thirteen_orphans_needs_the_honors_a_suits_only_game_lacks() {
    // Jokers would have to stand for the seven honors, and no joker is a tile the game lacks.
    let hand = "19m19p19s1m*******";
    assert_eq!(forms(&[], hand), ["seven_pairs", "thirteen_orphans"]);
    assert_eq!(forms(&["suits_only=true"], hand), ["seven_pairs"]);
    // Nor does waiting for it list an honor.
    let hand: Hand = "19m19p19s*******".parse().unwrap();
    let waits = Checker::new(rules(&["suits_only=true"]))
        .waits(&hand)
        .unwrap();
    assert!(!waits.is_empty());
    assert!(waits.tiles().all(|t| t.suit() != Suit::Honor));
    for t in waits.tiles() {
        assert!(!waits.forms(t).contains(Forms::THIRTEEN_ORPHANS), "{t}");
    }
}

/// 红中麻将: the three suits, and the four red dragons as jokers.
#[test]
fn the_red_dragon_is_the_joker_of_a_suits_only_game() {
    let checker = Checker::new(rules(&["suits_only=true", "joker=7z"]));
    let hand: Hand = "111m234p567s789s77z".parse().unwrap();
    assert!(checker.is_complete(&hand).unwrap());
    assert!(!checker.decompositions(&hand).unwrap().is_empty());
    let d = checker.decompose(&hand).unwrap().expect("complete");
    assert!(d.pair.tiles().all(|t| t.suit() != Suit::Honor), "{d}");
    assert_eq!(checker.is_complete_counts(&hand.counts(), 0), Ok(true));
    // Any other honor is still refused.
    let hand: Hand = "111m234p567s789s7z1z".parse().unwrap();
    let one = Tile::from_index(27).unwrap();
    assert_eq!(
        checker.is_complete(&hand),
        Err(CheckError::HonorInSuitsOnly(one))
    );
    // A joker waits on every numbered kind, and on a second joker; a check of the hand with
    // each wait added says complete.
    let hand: Hand = "111m234p567s789s7z".parse().unwrap();
    let waits = checker.waits(&hand).unwrap();
    assert_eq!(waits.len(), 28);
    for t in waits.tiles() {
        assert!(t.suit() != Suit::Honor || t.to_string() == "7z", "{t}");
        let mut with = hand.clone();
        with.add(t).unwrap();
        assert_eq!(checker.is_complete(&with), Ok(true), "{t}");
    }
    // All four red dragons held: drawing one is a dead wait.
    let hand: Hand = "123m456p789s7777z".parse().unwrap();
    let waits = checker.waits(&hand).unwrap();
    let red = Tile::from_index(33).unwrap();
    assert!(waits.forms(red).contains(Forms::STANDARD) && waits.is_dead(red));
}

#[test]
fn waits_need_three_n_plus_one() {
    let hand: Hand = "123m456p789s11z".parse().unwrap();
    assert!(matches!(
        Checker::default().waits(&hand),
        Err(CheckError::WrongWaitSize { .. })
    ));
}

/// Count arrays whose special forms the registers cannot rule out alone: two odd counts whose
/// sum is even in one lane (1m and 1s), and seven pairs with and without a joker, with each
/// form on and off; the count path answers as the hand path does.
#[test]
fn count_arrays_of_near_special_hands_answer_as_hands_do() {
    let cases = [
        ("1m1s22p44p66p88p11z33z", false),
        ("11m22m33p44p55s66s77z", true),
        ("11m22m33p44p55s66s7z*", true),
        ("19m19p19s1234567z1m", true),
        ("19m19p19s123456z1m*", true),
        ("19m19p19s123456z2m*", false),
    ];
    for options in [&[][..], &["seven_pairs=false"], &["thirteen_orphans=false"]] {
        let checker = Checker::new(rules(options));
        for (text, complete_by_default) in cases {
            let hand: Hand = text.parse().unwrap();
            let by_hand = checker.is_complete(&hand).unwrap();
            if options.is_empty() {
                assert_eq!(by_hand, complete_by_default, "{text}");
            }
            let by_counts = checker.is_complete_counts(&hand.counts(), hand.jokers());
            assert_eq!(by_counts, Ok(by_hand), "{text} under {options:?}");
        }
    }
}
