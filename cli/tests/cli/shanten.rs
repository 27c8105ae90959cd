//! `hupai shanten`: each form in text and JSON, the sizes it takes, and every rule key and table
//! file for shanten and efficiency alike.

use crate::common::{hupai, hupai_with_input, json_of, refused, stderr, stdout, table_file};

#[test]
fn shanten_gives_each_form_in_text_and_json() {
    let output = hupai(&["shanten", "--json", "1112345678999m"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        r#"{"hand":"1112345678999m","shanten":0,"forms":{"standard":0,"seven_pairs":4,"thirteen_orphans":10,"knitted_straight":null,"honors_and_knitted":null,"seven_pairs_and_triplet":null}}"#
            .to_owned()
            + "\n"
    );
    let output = hupai(&["shanten", "--json", "19m19p19s1234567z"]);
    assert_eq!(
        stdout(&output),
        r#"{"hand":"19m19p19s1234567z","shanten":0,"forms":{"standard":8,"seven_pairs":6,"thirteen_orphans":0,"knitted_straight":null,"honors_and_knitted":null,"seven_pairs_and_triplet":null}}"#
            .to_owned()
            + "\n"
    );
    // Complete is -1; a form the rules turn off or a meld rules out is null.
    let v = json_of(&["shanten", "--json"], &["1122m3344p5566s77z"]);
    assert_eq!(v["shanten"], -1);
    assert_eq!(v["forms"]["seven_pairs"], -1);
    let v = json_of(
        &["shanten", "--json", "--rule", "seven_pairs=false"],
        &["1122m3344p5566s77z"],
    );
    assert_eq!(v["shanten"], 3, "{v}");
    assert!(v["forms"]["seven_pairs"].is_null(), "{v}");
    // The knitted forms under `knitted=true`, in JSON and text.
    let knitted = ["shanten", "--json", "--rule", "knitted=true"];
    let v = json_of(&knitted, &["147m258p369s1234z"]);
    assert_eq!(v["shanten"], 0, "{v}");
    assert_eq!(v["forms"]["honors_and_knitted"], 0, "{v}");
    assert_eq!(v["forms"]["knitted_straight"], 2, "{v}");
    let v = json_of(&knitted, &["147m258p369s1z[789m]"]);
    assert_eq!(v["forms"]["knitted_straight"], 0, "{v}");
    assert!(v["forms"]["honors_and_knitted"].is_null(), "{v}");
    let output = hupai(&["shanten", "--rule", "knitted=true", "147m258p369s1234z"]);
    let text = stdout(&output);
    assert!(text.contains("honors_and_knitted: 0 (waiting)"), "{text}");
    let output = hupai(&["shanten", "147m258p369s1234z"]);
    assert!(!stdout(&output).contains("knitted"), "{}", stdout(&output));
    let v = json_of(&["shanten", "--json"], &["123m456p789s12z[555z]"]);
    assert_eq!(v["forms"]["standard"], 0);
    assert!(v["forms"]["seven_pairs"].is_null() && v["forms"]["thirteen_orphans"].is_null());

    let output = hupai(&[
        "shanten",
        "--rule",
        "thirteen_orphans=false",
        "123m456p79s12345z",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "123m456p79s12345z: shanten 3\n  standard: 3\n  seven_pairs: 6\n  thirteen_orphans: off\n"
    );
    let output = hupai(&["shanten", "123m456p789s12z[555z]"]);
    assert!(
        stdout(&output).contains("  seven_pairs: out of reach\n"),
        "{}",
        stdout(&output)
    );
    assert!(stdout(&hupai(&["shanten", "1112345678999m"])).contains("shanten 0 (waiting)"));

    // Shanten takes 3n+1 and 3n+2 hands, and says so of any other.
    for hand in ["123m456p789s", "123m", "123m456p789s11z[111m][222m]"] {
        refused(&["shanten", hand], "", "shanten takes 3n+1 or 3n+2");
    }
    refused(&["shanten", "123x"], "", "123x: at character 4");
}

#[test]
fn shanten_and_efficiency_take_every_rule_key_and_table_files() {
    let hands = ["1112345678999m", "1112345678999m5z"];
    for doc in hupai::mahjong::RULE_DOCS {
        let rule = format!("{}={}", doc.key, doc.default);
        for command in ["shanten", "efficiency"] {
            for hand in hands {
                let with = json_of(&[command, "--json", "--rule", &rule], &[hand]);
                assert_eq!(with, json_of(&[command, "--json"], &[hand]), "{rule}");
            }
            let output = hupai_with_input(
                &["batch", "--mode", command, "--rule", &rule],
                "1112345678999m\n".into(),
            );
            assert_eq!(output.status.code(), Some(0), "{rule}: {}", stderr(&output));
        }
    }
    // Rules change the answers: a joker kind, 2-5-8 eyes, honor sequences.
    let v = json_of(
        &["shanten", "--json", "--joker", "7z"],
        &["123m456p789s1z7z"],
    );
    assert_eq!(v["shanten"], -1);
    assert_eq!(
        json_of(&["shanten", "--json"], &["123m456p789s1z7z"])["shanten"],
        0
    );
    let v = json_of(
        &["shanten", "--json", "--rule", "eyes=258"],
        &["123m456p789s111z2z"],
    );
    assert_eq!(v["forms"]["standard"], 1, "{v}");
    assert_eq!(
        json_of(&["shanten", "--json"], &["123m456p789s111z2z"])["shanten"],
        0
    );
    refused(&["shanten", "--rule", "nope=1", "1m"], "", "nope");

    let mahjong = table_file("mahjong.bin");
    for command in ["shanten", "efficiency"] {
        for hand in hands {
            let built_in = json_of(&[command, "--json"], &[hand]);
            let read = json_of(&[command, "--json", "--tables", &mahjong], &[hand]);
            assert_eq!(read, built_in, "{command}");
            let mapped = json_of(
                &[command, "--json", "--tables", &mahjong, "--mmap"],
                &[hand],
            );
            assert_eq!(mapped, built_in, "{command} --mmap");
        }
        let eyes = table_file("mahjong-eyes-258.bin");
        refused(&[command, "--tables", &eyes, "1m"], "", "eyes=258");
    }
}
