//! Rule options, `--joker` and the bounds of `--threads` and sizes: what help lists, what the
//! README documents, what is refused by name.

use crate::common::{hupai, hupai_with_input, json_of, names, refused, stderr, stdout};
use hupai::paohuzi;
use serde_json::Value;

#[test]
fn a_bad_rule_exits_2_naming_the_key() {
    let output = hupai(&["check", "--rule", "colour=red", "11m"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("colour"), "{}", stderr(&output));

    for args in [
        ["--rule", "max_jokers=9"],
        ["--rule", "seven_pairs"],
        ["--joker", "8z"],
    ] {
        let mut all = vec!["check"];
        all.extend_from_slice(&args);
        all.push("11m");
        let output = hupai(&all);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn check_help_lists_every_rule_key() {
    for command in ["check", "batch", "shanten", "efficiency"] {
        let output = hupai(&[command, "--help"]);
        assert!(output.status.success());
        let help = stdout(&output);
        for doc in hupai::mahjong::RULE_DOCS {
            assert!(help.contains(doc.key), "{command} --help lacks {}", doc.key);
            assert!(
                help.contains(&format!("(default: {})", doc.default)),
                "{command} --help lacks the default of {}",
                doc.key
            );
        }
    }
}

#[test]
fn presets_name_games_and_keys_beside_them_override_them() {
    let help = stdout(&hupai(&["check", "--help"]));
    for preset in hupai::mahjong::PRESETS {
        assert!(help.contains(&format!("  {}: ", preset.name)), "{help}");
        assert!(help.contains(&preset.options.join(" ")), "{help}");
    }
    let v = json_of(
        &["check", "--json", "--preset", "mcr"],
        &["147m258p369s12345z"],
    );
    assert_eq!(names(&v["forms"]), ["honors_and_knitted"]);
    // riichi has no jokers, unless a key beside it says otherwise.
    refused(
        &["check", "--preset", "riichi", "123m456p789s1z*"],
        "",
        "max_jokers=0",
    );
    let v = json_of(
        &[
            "check",
            "--json",
            "--preset",
            "riichi",
            "--rule",
            "max_jokers=1",
        ],
        &["123m456p789s1z*"],
    );
    assert_eq!(v["win"], true);
    // sanma's set has no 5m; --rule preset= is the same preset.
    refused(
        &["check", "--rule", "preset=sanma", "11155m456p789s11z"],
        "",
        "5m",
    );
    refused(
        &["check", "--preset", "mahjong", "11m"],
        "",
        "known: riichi, sanma",
    );
    refused(
        &["check", "--preset", "mcr", "--rule", "preset=riichi", "11m"],
        "",
        "`preset` is given twice",
    );
    // The README documents each preset with its keys.
    let readme = include_str!("../../../README.md");
    for preset in hupai::mahjong::PRESETS {
        assert!(
            readme.contains(&format!("| `{}` |", preset.name)),
            "{}",
            preset.name
        );
    }
}

#[test]
fn paohuzi_help_lists_every_rule_key() {
    for command in ["check", "win-on", "actions", "waits", "batch"] {
        let text = stdout(&hupai(&["phz", command, "--help"]));
        for doc in paohuzi::RULE_DOCS {
            assert!(
                text.contains(&format!("{}=", doc.key)),
                "{command}: {}",
                doc.key
            );
        }
    }
}

#[test]
fn the_readme_documents_every_rule_key_of_both_games() {
    let readme = include_str!("../../../README.md");
    for key in hupai::mahjong::RULE_DOCS
        .iter()
        .chain(paohuzi::RULE_DOCS)
        .map(|d| d.key)
    {
        assert!(readme.contains(&format!("| `{key}` |")), "{key}");
    }
}

#[test]
fn the_joker_kind_is_named_once_and_none_is_a_kind_of_its_own() {
    let hand = "123m456p789s11z22z7z";
    // `--joker none` works as `--rule joker=none` does.
    let none = json_of(&["check", "--json", "--joker", "none"], &[hand]);
    assert_eq!(
        none,
        json_of(&["check", "--json", "--rule", "joker=none"], &[hand])
    );
    // Two names for the joker kind are refused rather than one silently kept.
    let output = hupai(&["check", "--joker", "7z", "--rule", "joker=1z", hand]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("give it once"),
        "{}",
        stderr(&output)
    );
    // An empty value is not "none".
    let output = hupai(&["check", "--rule", "joker=", hand]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("joker"), "{}", stderr(&output));
}

#[test]
fn a_rule_key_given_twice_is_refused_by_name() {
    let hand = "123m456p789s11z22z7z";
    for (key, args) in [
        (
            "joker",
            &["check", "--rule", "joker=7z", "--rule", "joker=1z", hand][..],
        ),
        (
            "seven_pairs",
            &[
                "batch",
                "--rule",
                "seven_pairs=false",
                "--rule",
                "seven_pairs=false",
            ],
        ),
        (
            "min_huxi",
            &[
                "phz",
                "check",
                "--rule",
                "min_huxi=10",
                "--rule",
                "min_huxi=15",
                "一二三",
            ],
        ),
    ] {
        let output = hupai(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let message = stderr(&output);
        assert!(
            message.contains(&format!("`{key}` is given twice")),
            "{args:?}: {message}"
        );
    }
}

/// 红中麻将: the three suits and the four red dragons as jokers. The joker kind is the one
/// honor such a game holds; check, waits and batch agree on which tiles complete a hand.
#[test]
fn the_red_dragon_is_the_joker_of_a_suits_only_game() {
    let rules = ["--rule", "suits_only=true", "--rule", "joker=7z"];
    let with = |rest: &[&'static str]| [rest, &rules[..]].concat();

    let v = json_of(&["check", "--json"], &with(&["111m234p567s789s77z"]));
    assert_eq!(v["win"], true);
    assert_eq!(names(&v["decomposition"]["pair"]["jokers"]).len(), 2);
    let v = json_of(&["explain", "--json"], &with(&["111m234p567s789s77z"]));
    assert!(!v["decompositions"].as_array().unwrap().is_empty(), "{v}");
    let output = hupai(&with(&["check", "111m234p567s789s7z1z"]));
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("1z is an honor"),
        "{}",
        stderr(&output)
    );

    // A joker waits on every tile the game has: each numbered kind, and a second joker.
    let waiting = "111m234p567s789s7z";
    let v = json_of(&["waits", "--json"], &with(&[waiting]));
    let waits: Vec<&str> = (v["waits"].as_array().unwrap().iter())
        .map(|w| w["tile"].as_str().unwrap())
        .collect();
    assert_eq!(waits.len(), 28, "{waits:?}");
    assert!(
        waits
            .iter()
            .all(|t| t.ends_with(['m', 'p', 's']) || *t == "7z")
    );

    // Checking the hand with each kind added: exactly the waits complete it, and the honors
    // other than 7z are refused.
    let kinds: Vec<String> = ["m", "p", "s", "z"]
        .iter()
        .flat_map(|suit| (1..=if *suit == "z" { 7 } else { 9 }).map(move |r| format!("{r}{suit}")))
        .collect();
    let input: String = kinds.iter().map(|k| format!("{waiting}{k}\n")).collect();
    let output = hupai_with_input(&with(&["batch"]), input);
    let lines: Vec<Value> = (stdout(&output).lines())
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(lines.len(), kinds.len());
    for (kind, line) in kinds.iter().zip(&lines) {
        let honor = kind.ends_with('z') && kind != "7z";
        assert_eq!(line["error"].is_string(), honor, "{kind}: {line}");
        let win = line["win"].as_bool().unwrap_or(false);
        assert_eq!(win, waits.contains(&kind.as_str()), "{kind}: {line}");
    }
}

#[test]
fn thread_counts_and_sizes_beyond_their_bounds_are_refused_by_name() {
    for (args, needle) in [
        (&["batch", "--threads", "0"][..], "0 threads"),
        (&["batch", "--threads", "100000"][..], "at most 1024"),
        (&["phz", "batch", "--threads", "5000"][..], "at most 1024"),
        (&["bench", "--threads", "0"][..], "0 threads"),
        (
            &["bench", "--hands", "18446744073709551615"][..],
            "at most 5000000",
        ),
        (&["bench", "--hands", "0"][..], "at least 1"),
        (
            &["bench", "--threads", "2", "--batch", "1000000000"][..],
            "at most 50000000",
        ),
    ] {
        let output = hupai_with_input(args, String::new());
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&output).contains(needle),
            "{args:?}: {}",
            stderr(&output)
        );
    }
    let output = hupai_with_input(
        &["batch", "--threads", "1024"],
        "123m456p789s11z222z\n".into(),
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
}
