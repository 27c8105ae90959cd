//! Named hands wait as the rules say: nine gates on all nine, thirteen orphans on thirteen
//! kinds, a fifth copy as a dead wait, 2/5/8 eyes, honor sequences, lone and designated jokers,
//! and only hands of 3n + 1 tiles.

use crate::support::{ORPHANS, tile};
use crate::support::{hand, rules};
use hupai::{CheckError, Checker, Forms, Suit, Tile, Waits};

// ----------------------------------------------------------------------------------------------
// Named hands.

fn waits_of(options: &[&str], text: &str) -> Waits {
    Checker::new(rules(options))
        .waits(&hand(text))
        .expect("a waiting size")
}

fn wait_names(waits: &Waits) -> Vec<String> {
    waits.tiles().map(|t| t.to_string()).collect()
}

fn t(text: &str) -> Tile {
    text.parse().expect("a tile")
}

#[test]
fn nine_gates_wait_on_all_nine() {
    let w = waits_of(&[], "1112345678999m");
    assert_eq!(
        wait_names(&w),
        ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"]
    );
    assert_eq!(w.len(), 9);
    assert!(
        w.tiles()
            .all(|t| w.forms(t) == Forms::STANDARD && !w.is_dead(t))
    );
    assert!(
        Checker::default()
            .is_waiting(&hand("1112345678999m"))
            .unwrap()
    );
}

#[test]
fn thirteen_orphans_wait_on_thirteen_kinds() {
    let w = waits_of(&[], "19m19p19s1234567z");
    let expected: Vec<Tile> = ORPHANS.into_iter().map(tile).collect();
    assert_eq!(w.tiles().collect::<Vec<_>>(), expected);
    assert!(w.tiles().all(|t| w.forms(t) == Forms::THIRTEEN_ORPHANS));
    assert!(waits_of(&["thirteen_orphans=false"], "19m19p19s1234567z").is_empty());
    // Twelve kinds and a pair: the thirteenth kind only.
    let w = waits_of(&[], "119m19p19s123456z");
    assert_eq!(wait_names(&w), ["7z"]);
}

#[test]
fn a_wait_on_a_fifth_copy_is_dead() {
    for options in [&[][..], &["joker_fifth_copy=false"]] {
        let w = waits_of(options, "1111m234p567p789s");
        assert_eq!(wait_names(&w), ["1m"], "{options:?}");
        assert!(w.is_dead(t("1m")), "{options:?}");
        assert_eq!(w.forms(t("1m")), Forms::STANDARD, "{options:?}");
        assert!(!w.is_dead(t("2m")) && w.forms(t("2m")).is_empty());
    }
    // Melded copies count: [111m] and 1m concealed leave no 1m to draw.
    let w = waits_of(&[], "1m234p567p789s[111m]");
    assert!(w.is_dead(t("1m")));
    // With a joker the hand waits on everything; the fifth 1m too under the default policy.
    let w = waits_of(&[], "1111m*234p567p78s");
    assert!(w.is_dead(t("1m")));
}

#[test]
fn two_five_eight_eyes_remove_waits_on_other_pairs() {
    // 1234m: 1m or 4m completes it with the pair 11m or 44m, which 2/5/8 eyes forbid.
    assert_eq!(
        wait_names(&waits_of(&[], "1234m456p789s555z")),
        ["1m", "4m"]
    );
    assert!(waits_of(&["eyes=258"], "1234m456p789s555z").is_empty());
    // 2345m: 22m or 55m, both eyes.
    assert_eq!(
        wait_names(&waits_of(&[], "2345m456p789s555z")),
        ["2m", "5m"]
    );
    assert_eq!(
        wait_names(&waits_of(&["eyes=258"], "2345m456p789s555z")),
        ["2m", "5m"]
    );
    // A single honor cannot be the pair.
    assert_eq!(wait_names(&waits_of(&[], "1z123m456p789s555p")), ["1z"]);
    assert!(waits_of(&["eyes=258"], "1z123m456p789s555p").is_empty());
    // A joker pairs only with a drawn 2, 5 or 8.
    let w = waits_of(&["eyes=258"], "*123p456p789s");
    for eye in ["2m", "5m", "8m", "2p", "5p", "8p", "2s", "5s", "8s"] {
        assert_eq!(w.forms(t(eye)), Forms::STANDARD, "{eye}");
    }
    for other in ["1m", "9m", "1z", "5z", "7z"] {
        assert!(w.forms(t(other)).is_empty(), "{other}");
    }
    assert_eq!(waits_of(&[], "*123p456p789s").len(), 34);
}

#[test]
fn winds_and_dragons_are_sequences_only_with_honor_sequences() {
    // 东南 waits on 西 or 北 as a sequence.
    let hand = "12z234m456p789s22m";
    assert!(waits_of(&[], hand).is_empty());
    let w = waits_of(&["honor_sequences=true"], hand);
    assert_eq!(wait_names(&w), ["3z", "4z"]);
    assert!(w.tiles().all(|t| w.forms(t) == Forms::STANDARD));
    // 白发 waits on 中; 北白 on nothing.
    assert_eq!(
        wait_names(&waits_of(&["honor_sequences=true"], "56z234m456p789s22m")),
        ["7z"]
    );
    assert!(waits_of(&["honor_sequences=true"], "45z234m456p789s22m").is_empty());
    // 东南西 + 北: a sequence and a single wind, waiting on any wind for the pair.
    let w = waits_of(&["honor_sequences=true"], "1234z234m456p789s");
    assert_eq!(wait_names(&w), ["1z", "2z", "3z", "4z"]);
    assert_eq!(
        wait_names(&waits_of(&[], "1234z234m456p789s")),
        Vec::<String>::new()
    );
}

#[test]
fn a_lone_joker_waits_on_every_kind() {
    let w = waits_of(&[], "*");
    assert_eq!(w.len(), 34);
    assert!(w.tiles().all(|t| w.forms(t) == Forms::STANDARD));
    let w = waits_of(&["suits_only=true"], "*");
    assert_eq!(w.len(), 27);
    assert!(w.tiles().all(|t| t.suit() != Suit::Honor));
    // With 2/5/8 eyes, the drawn tile pairs with the joker only where it may be the pair.
    let w = waits_of(&["eyes=258"], "*");
    assert_eq!(
        wait_names(&w),
        ["2m", "5m", "8m", "2p", "5p", "8p", "2s", "5s", "8s"]
    );
}

#[test]
fn drawing_the_joker_kind_adds_a_joker() {
    // 7z is the joker: 1234m waits on 1m, 4m, and on a 7z as a joker for either.
    let w = waits_of(&["joker=7z"], "1234m456p789s555z");
    assert_eq!(wait_names(&w), ["1m", "4m", "7z"]);
    assert_eq!(w.forms(t("7z")), Forms::STANDARD);
}

#[test]
fn the_joker_kinds_copies_are_jokers_to_the_special_forms() {
    // Five pairs, 6s, 8s and a 7z that is a joker: seven pairs with the joker beside 6s or 8s
    // waits on the other one (counted as a tile, 7z would leave the hand three singles); the
    // standard form on 1m, 4m, 5p and 7s, and on a 7z drawn as one more joker.
    let w = waits_of(&["joker=7z"], "11223344m55p68s7z");
    assert_eq!(wait_names(&w), ["1m", "4m", "5p", "6s", "7s", "8s", "7z"]);
    assert_eq!(w.forms(t("6s")), Forms::SEVEN_PAIRS);
    assert_eq!(w.forms(t("8s")), Forms::SEVEN_PAIRS);
    assert_eq!(w.forms(t("4m")), Forms::STANDARD);
    // A numbered joker kind: a 5m is a joker, not a simple tile, to thirteen orphans, which
    // then waits on every orphan (the joker as 7z, a drawn orphan the pair) and on one more
    // joker.
    let w = waits_of(&["joker=5m"], "19m19p19s123456z5m");
    assert!(
        ORPHANS
            .into_iter()
            .all(|k| w.forms(tile(k)) == Forms::THIRTEEN_ORPHANS)
    );
    assert_eq!(w.len(), 14);
}

#[test]
fn waits_need_three_n_plus_one_tiles() {
    for text in [
        "123m456p789s11z",
        "12m",
        "123m",
        "1234m[123p][456p][789p][111s]",
    ] {
        let h = hand(text);
        let expected = CheckError::WrongWaitSize {
            concealed: h.concealed_len(),
            melds: h.meld_count(),
        };
        assert_eq!(Checker::default().waits(&h), Err(expected), "{text}");
        assert_eq!(Checker::default().is_waiting(&h), Err(expected), "{text}");
    }
    assert!(
        Checker::default()
            .waits(&hand("1m[123p][456p][789p][111s]"))
            .is_ok()
    );
}

#[test]
fn drawing_the_joker_kind_under_the_strict_policy_counts_the_melds() {
    // 8s is the joker; the hand holds one. A second makes 11s(*) 22s(*) beside [123s]: 1s and
    // 2s stay within four copies, so drawing 8s completes it.
    let strict = Checker::new(rules(&["joker=8s", "joker_fifth_copy=false"]));
    let h = hand("1128s[123s][123m][123m]");
    let mut after = h.clone();
    after.add_joker().unwrap();
    assert_eq!(strict.forms(&after), Ok(Forms::STANDARD));
    let w = strict.waits(&h).unwrap();
    assert_eq!(
        w.forms(t("8s")),
        Forms::STANDARD,
        "waits {:?}",
        wait_names(&w)
    );

    // 7z is the joker and the hand holds none. Drawing one gives `1m*` beside [111m]: the joker
    // would be a fifth 1m, which only the default policy allows.
    let h = hand("1m[111m][234p][567p][789s]");
    let mut after = h.clone();
    after.add_joker().unwrap();
    let default = Checker::new(rules(&["joker=7z"]));
    assert_eq!(default.forms(&after), Ok(Forms::STANDARD));
    assert_eq!(default.waits(&h).unwrap().forms(t("7z")), Forms::STANDARD);
    let strict = Checker::new(rules(&["joker=7z", "joker_fifth_copy=false"]));
    assert_eq!(strict.forms(&after), Ok(Forms::empty()));
    let w = strict.waits(&h).unwrap();
    assert_eq!(
        w.forms(t("7z")),
        Forms::empty(),
        "waits {:?}",
        wait_names(&w)
    );
}
