//! `--rule three_player=true` on every mahjong command: the pinned hand's shanten, waits and
//! effective tiles without 2m..8m, and a hand, meld or `--visible` naming one refused by name.

use crate::common::{hupai_with_input, json_lines, json_of, refused};

const RULE: [&str; 2] = ["--rule", "three_player=true"];

/// The tiles of a `waits` or `efficiency` JSON answer.
fn tiles(v: &serde_json::Value, field: &str) -> Vec<String> {
    (v[field].as_array().expect("a list").iter())
        .map(|t| t["tile"].as_str().expect("a tile").to_owned())
        .collect()
}

#[test]
fn the_pinned_hand_is_two_from_waiting_and_no_answer_names_2m_to_8m() {
    let with = |args: &[&'static str]| [&RULE[..], args].concat();
    let v = json_of(&["shanten", "--json"], &with(&["1111m111122233z"]));
    assert_eq!(v["shanten"], 2, "{v}");
    let v = json_of(&["shanten", "--json"], &["1111m111122233z"]);
    assert_eq!(v["shanten"], 1, "{v}");

    let v = json_of(&["efficiency", "--json"], &with(&["1111m111122233z"]));
    let effective = tiles(&v, "tiles");
    assert!(effective.contains(&"9m".to_owned()), "{v}");
    assert!(
        effective
            .iter()
            .all(|t| !t.ends_with('m') || t == "1m" || t == "9m"),
        "{v}"
    );

    // 1m beside a joker: 1m or 1z complete it, not 2m or 3m as in four-player play.
    let waiting = "1m456p789s11z222z*";
    let v = json_of(&["waits", "--json"], &with(&[waiting]));
    assert_eq!(tiles(&v, "waits"), ["1m", "1z"], "{v}");
    let v = json_of(&["waits", "--json"], &[waiting]);
    assert_eq!(tiles(&v, "waits"), ["1m", "2m", "3m", "1z"], "{v}");

    let v = json_of(&["check", "--json"], &with(&["11m456p789s111z***"]));
    assert_eq!(v["win"], true, "{v}");
    let v = json_of(&["explain", "--json"], &with(&["11m456p789s111z***"]));
    let text = v["decompositions"].to_string();
    assert!(
        !["2m", "3m", "5m", "8m"].iter().any(|t| text.contains(t)),
        "{text}"
    );

    // Batch answers a line as the command does, and names the tile on a refused line.
    let input = "1111m111122233z\n123m456p789s11z222z\n".to_owned();
    let args = ["batch", "--mode", "shanten", RULE[0], RULE[1]];
    let output = hupai_with_input(&args, input);
    let lines = json_lines(&output);
    assert_eq!(lines[0]["shanten"], 2, "{lines:?}");
    let error = lines[1]["error"].as_str().expect("an error");
    assert!(
        error.starts_with("2m is not in a three-player game"),
        "{error}"
    );
}

#[test]
fn a_hand_meld_or_visible_tile_naming_2m_to_8m_is_refused_by_name() {
    let says = "is not in a three-player game";
    for (args, tile) in [
        (&["check", "123m456p789s11z222z"][..], "2m"),
        (&["check", "456p789s11z222z[777m]"], "7m"),
        (&["waits", "19m456p789s11z22z5m"], "5m"),
        (&["shanten", "19m456p789s11z22z5m"], "5m"),
        (&["explain", "123m456p789s11z222z"], "2m"),
        (
            &["efficiency", "19m456p789s11z22z3p", "--visible", "15m"],
            "5m",
        ),
        (&["batch", "--mode", "efficiency", "--visible", "4m"], "4m"),
    ] {
        let all = [args, &RULE[..]].concat();
        let err = refused(&all, "19m456p789s11z22z3p\n", says);
        assert!(err.contains(&format!("{tile} {says}")), "{args:?}: {err}");
    }
}
