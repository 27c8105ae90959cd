//! `--rule tiles=16` and `--preset taiwan` on the mahjong commands: five groups and a pair,
//! 嚦咕嚦咕 in check, waits, shanten, efficiency and batch, and the sizes past the rules
//! refused by name.

use crate::common::{hupai_with_input, json_lines, json_of, refused};

#[test]
fn five_groups_and_seven_pairs_and_a_triplet_in_every_command() {
    let sixteen = ["--rule", "tiles=16"];
    let with = |args: &[&'static str]| [&sixteen[..], args].concat();
    let v = json_of(&["check", "--json"], &with(&["111222333m456p789s11z"]));
    assert_eq!(
        (v["win"].clone(), v["forms"][0].clone()),
        (true.into(), "standard".into()),
        "{v}"
    );
    // The same hand is too big for a thirteen-tile game.
    refused(&["check", "111222333m456p789s11z"], "", "n + melds <= 4");
    // 18 concealed tiles cannot be held at all.
    refused(
        &["check", "111222333m456p789s111z"],
        "",
        "more than 17 concealed tiles",
    );

    let taiwan = ["--preset", "taiwan"];
    let lugu = "1133557799m1133p555z";
    let v = json_of(&["check", "--json"], &[&taiwan[..], &[lugu]].concat());
    assert_eq!(
        v["forms"],
        serde_json::json!(["seven_pairs_and_triplet"]),
        "{v}"
    );
    let v = json_of(
        &["waits", "--json"],
        &[&taiwan[..], &["1133557799m1133p55z"]].concat(),
    );
    assert_eq!(v["waits"].as_array().map(Vec::len), Some(8), "{v}");
    let v = json_of(
        &["shanten", "--json"],
        &[&taiwan[..], &["1133557799m1133p55z"]].concat(),
    );
    assert_eq!(v["forms"]["seven_pairs_and_triplet"], 0, "{v}");
    assert!(v["forms"]["seven_pairs"].is_null(), "{v}");
    let v = json_of(&["efficiency", "--json"], &with(&["111222333m456p78s11z"]));
    assert_eq!(v["shanten"], 0, "{v}");

    // A batch answers each line under the preset, the bad one by name.
    let input = format!("{lugu}\n111222333m456p789s11z\n111222333m456p789s111z\n");
    let output = hupai_with_input(&["batch", "--preset", "taiwan"], input);
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert_eq!(
        (lines[0]["win"].clone(), lines[1]["win"].clone()),
        (true.into(), true.into())
    );
    assert!(
        lines[2]["error"].as_str().is_some_and(|e| e.contains("17")),
        "{lines:?}"
    );

    // Every decomposition of five concealed groups is listed, and beside a meld.
    let v = json_of(&["explain", "--json"], &with(&["111222333m456p789s11z"]));
    let all = v["decompositions"].as_array().expect("a list");
    assert_eq!(all.len(), 2, "{v}");
    assert!(
        all.iter()
            .all(|d| d["groups"].as_array().map(Vec::len) == Some(5)),
        "{v}"
    );
    let v = json_of(&["explain", "--json"], &with(&["111222333m456p11z[789s]"]));
    assert_eq!(v["decompositions"].as_array().map(Vec::len), Some(2), "{v}");
    refused(&["check", "--rule", "tiles=15", "11m"], "", "13 or 16");
}
