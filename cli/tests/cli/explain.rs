//! `hupai explain`: every split in text and JSON, and a hand with none refused.

use crate::common::{hupai, names, stderr, stdout};
use serde_json::Value;

#[test]
fn explain_lists_every_split_in_text_and_json() {
    let output = hupai(&["explain", "111222333m456p77z"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() >= 2, "{text}");
    assert!(lines.contains(&"77z 111m 222m 333m 456p"), "{text}");
    assert!(lines.contains(&"77z 123m 123m 123m 456p"), "{text}");

    let output = hupai(&["explain", "--json", "111222333m", "44m[555p]"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 1, "{text}");
    let v: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(v["hand"], "11122233344m[555p]");
    let splits = v["decompositions"].as_array().expect("an array");
    assert_eq!(splits.len(), 3, "{text}");
    for d in splits {
        assert_eq!(d["pair"]["kind"], "pair", "{d}");
        assert_eq!(d["groups"].as_array().unwrap().len(), 3, "{d}");
        assert_eq!(names(&d["melds"]), ["[555p]"], "{d}");
    }

    // Jokers are marked with what they stand for.
    let output = hupai(&["explain", "--json", "13m456p789s11z*[777z]"]);
    let v: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let groups = v["decompositions"][0]["groups"].as_array().unwrap();
    let jokers: Vec<&str> = groups.iter().flat_map(|g| names(&g["jokers"])).collect();
    assert_eq!(jokers, ["2m"]);

    let help = stdout(&hupai(&["explain", "--help"]));
    assert!(help.contains("honor_sequences"), "{help}");
}

#[test]
fn explain_lists_knitted_straights_under_knitted() {
    let output = hupai(&["explain", "--rule", "knitted=true", "147m258p36s*45699s"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), "knitted 147m258p369s 99s(*=9s) 456s\n");
    let output = hupai(&[
        "explain",
        "--json",
        "--rule",
        "knitted=true",
        "14m258p369s45699s*",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let v: Value = serde_json::from_str(&stdout(&output)).expect("JSON");
    let all = v["decompositions"].as_array().expect("an array");
    assert_eq!(all.len(), 1, "{v}");
    let knitted = &all[0]["knitted"];
    assert_eq!(
        names(&knitted["tiles"]),
        ["1m", "4m", "7m", "2p", "5p", "8p", "3s", "6s", "9s"]
    );
    assert_eq!(names(&knitted["jokers"]), ["7m"], "{v}");
    assert_eq!(all[0]["pair"]["tiles"], serde_json::json!(["9s", "9s"]));
    assert_eq!(
        all[0]["groups"][0]["tiles"],
        serde_json::json!(["4s", "5s", "6s"])
    );
    assert!(names(&all[0]["melds"]).is_empty(), "{v}");
    // Without the rule the same hand is not complete.
    let output = hupai(&["explain", "147m258p36s*45699s"]);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn explain_of_a_hand_that_is_not_complete_exits_2() {
    for (hand, says) in [
        ("123m456p789s12344z", "not complete"),
        ("1122m3344p5566s77z", "seven_pairs"),
        ("123m", "3n+2"),
        ("123x", "character 4"),
    ] {
        for json in [false, true] {
            let mut args = vec!["explain"];
            if json {
                args.push("--json");
            }
            args.push(hand);
            let output = hupai(&args);
            assert_eq!(output.status.code(), Some(2), "{hand}");
            assert!(output.stdout.is_empty(), "{hand}");
            let err = stderr(&output);
            assert!(err.starts_with("hupai: "), "{err}");
            assert!(err.contains(says), "{hand}: {err}");
        }
    }
    let output = hupai(&["explain", "--rule", "joker_fifth_copy=false", "1111m*"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(hupai(&["explain", "1111m*"]).status.success());
}
