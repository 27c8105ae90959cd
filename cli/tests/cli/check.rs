//! The plain check: its text and JSON answers, melds, jokers and the rules that decide them.

use crate::common::{hupai, json_of, names, stdout};
use serde_json::Value;

fn check_json(args: &[&str]) -> Value {
    json_of(&["check", "--json"], args)
}

#[test]
fn check_reports_a_standard_hand_in_text_and_json() {
    let output = hupai(&["check", "33m789p344556s777z"]);
    assert!(output.status.success());
    let text = stdout(&output);
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("33m789p344556s777z: complete (standard)")
    );
    let decomposition = lines.next().expect("a decomposition line");
    assert!(decomposition.starts_with("  33m "), "{decomposition}");
    assert!(decomposition.contains("777z"), "{decomposition}");

    let v = check_json(&["33m789p344556s777z"]);
    assert_eq!(v["hand"], "33m789p344556s777z");
    assert_eq!(v["win"], true);
    assert_eq!(names(&v["forms"]), ["standard"]);
    let d = &v["decomposition"];
    assert_eq!(d["pair"]["kind"], "pair");
    assert_eq!(names(&d["pair"]["tiles"]), ["3m", "3m"]);
    assert_eq!(d["groups"].as_array().unwrap().len(), 4);
    for g in d["groups"].as_array().unwrap() {
        assert!(names(&g["jokers"]).is_empty(), "{g}");
        assert_eq!(names(&g["tiles"]).len(), 3, "{g}");
    }
    assert!(d["melds"].as_array().unwrap().is_empty());
}

#[test]
fn check_shows_melds_and_canonical_notation() {
    let output = hupai(&["check", "123m 456p", "789s11z[777z]"]);
    assert!(output.status.success());
    assert_eq!(
        stdout(&output),
        "123m456p789s11z[777z]: complete (standard)\n  11z 123m 456p 789s [777z]\n"
    );
    let v = check_json(&["11z789s456p123m[777z]"]);
    assert_eq!(v["hand"], "123m456p789s11z[777z]");
    assert_eq!(names(&v["decomposition"]["melds"]), ["[777z]"]);
}

#[test]
fn check_reports_a_hand_that_is_not_complete() {
    let output = hupai(&["check", "123m456p789s12344z"]);
    assert!(output.status.success());
    assert_eq!(stdout(&output), "123m456p789s12344z: not complete\n");
    let v = check_json(&["123m456p789s12344z"]);
    assert_eq!(v["win"], false);
    assert!(names(&v["forms"]).is_empty());
    assert!(v["decomposition"].is_null());
}

#[test]
fn check_reports_seven_pairs_without_a_split() {
    let v = check_json(&["1122m3344p5566s77z"]);
    assert_eq!(v["win"], true);
    assert_eq!(names(&v["forms"]), ["seven_pairs"]);
    assert!(v["decomposition"].is_null());
    let v = check_json(&["--rule", "seven_pairs=false", "1122m3344p5566s77z"]);
    assert_eq!(v["win"], false);
}

#[test]
fn jokers_show_the_tile_they_stand_for() {
    let pair_joker = |v: &Value| names(&v["decomposition"]["pair"]["jokers"]).join(",");
    let v = check_json(&["123m456p789s1z*"]);
    assert_eq!(v["win"], true);
    assert_eq!(pair_joker(&v), "1z");

    let v = check_json(&["13m456p789s11z*[777z]"]);
    let groups = v["decomposition"]["groups"].as_array().unwrap();
    let jokers: Vec<&str> = groups.iter().flat_map(|g| names(&g["jokers"])).collect();
    assert_eq!(jokers, ["2m"]);

    // A designated joker kind, by --joker or by --rule.
    for args in [["--joker", "7z"], ["--rule", "joker=7z"]] {
        let mut all = args.to_vec();
        all.push("123m456p789s1z7z");
        let v = check_json(&all);
        assert_eq!(v["win"], true, "{args:?}");
        assert_eq!(pair_joker(&v), "1z", "{args:?}");
    }
    assert_eq!(check_json(&["123m456p789s1z7z"])["win"], false);

    let output = hupai(&["check", "123m456p789s1z7z"]);
    assert!(stdout(&output).contains("not complete"));
    let output = hupai(&["check", "--joker", "7z", "123m456p789s1z7z"]);
    assert!(stdout(&output).contains("11z(*=1z)"), "{}", stdout(&output));
}

#[test]
fn the_fifth_copy_rule_decides_1111m_and_a_joker() {
    assert_eq!(check_json(&["1111m*"])["win"], true);
    let v = check_json(&["--rule", "joker_fifth_copy=false", "1111m*"]);
    assert_eq!(v["win"], false);
    assert!(v["decomposition"].is_null());
}
