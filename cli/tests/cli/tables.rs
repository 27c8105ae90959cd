//! `hupai tables stats` and `tables verify`, and every checking command over a table file: read
//! or mapped, of the right rules or refused.

use crate::common::{
    PAOHUZI_WAITING, hupai, hupai_with_input, json_of, paohuzi_json, stderr, stdout, table_file,
};
use serde_json::Value;

#[test]
fn tables_stats_reports_the_documented_counts() {
    let output = hupai(&["tables", "stats", "--json"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    for figure in ["2868", "18874", "405350", "98", "399", "43130", "2031250"] {
        assert!(text.contains(figure), "{figure} missing from {text}");
    }
    let v: Value = serde_json::from_str(&text).expect("one JSON document");
    let tables = v["tables"].as_array().unwrap();
    assert_eq!(tables.len(), 4);
    for t in tables {
        let (without, with, vectors) = match t["shape"].as_str().unwrap() {
            "numbered" => (2868, 18874, 405350),
            "honours" => (98, 399, 43130),
            other => panic!("unknown shape {other}"),
        };
        assert_eq!(t["patterns_without_pair"], without, "{t}");
        assert_eq!(t["patterns_with_pair"], with, "{t}");
        assert_eq!(t["vectors"], vectors, "{t}");
    }
    assert_eq!(v["dense_bytes"], 2_031_250);

    let output = hupai(&["tables", "stats"]);
    assert!(output.status.success());
    assert!(stdout(&output).contains("2031250"));
}

#[test]
fn tables_stats_reports_the_paohuzi_case_patterns() {
    let out = hupai(&["tables", "stats", "--json"]);
    let v: Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(v["paohuzi"]["patterns_without_pair"], 377);
    assert_eq!(v["paohuzi"]["patterns_with_pair"], 908);
    assert_eq!(v["paohuzi"]["case_keys"], 59_049);
}

#[test]
fn every_checking_command_takes_a_table_file() {
    let file = table_file;
    let mahjong = file("mahjong.bin");
    let hand = "123m456p789s11z222z";
    for command in ["check", "explain"] {
        let read = json_of(&[command, "--json", "--tables", &mahjong], &[hand]);
        assert_eq!(read, json_of(&[command, "--json"], &[hand]), "{command}");
        let mapped = json_of(
            &[command, "--json", "--tables", &mahjong, "--mmap"],
            &[hand],
        );
        assert_eq!(mapped, read, "{command} --mmap");
    }
    // --mmap says how to load --tables, and means nothing without it.
    let output = hupai(&["check", "--mmap", hand]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("--tables"), "{}", stderr(&output));
    let waiting = "1112345678999m";
    let mapped = json_of(&["waits", "--json", "--tables", &mahjong], &[waiting]);
    assert_eq!(mapped, json_of(&["waits", "--json"], &[waiting]));
    let output = hupai_with_input(&["batch", "--tables", &mahjong], format!("{hand}\n"));
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    // A file of other rules is refused, naming both rule sets; so is a missing file.
    let eyes = file("mahjong-eyes-258.bin");
    let output = hupai(&["check", "--tables", &eyes, hand]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("eyes=258") && stderr(&output).contains("eyes=any"));
    let eyes_json = json_of(
        &["check", "--json", "--tables", &eyes, "--rule", "eyes=258"],
        &[hand],
    );
    assert_eq!(eyes_json["win"], false);
    let output = hupai(&["check", "--tables", &file("no-such.bin"), hand]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("no-such.bin"),
        "{}",
        stderr(&output)
    );
    // Paohuzi commands take Paohuzi files, of the rules' scoring.
    let paohuzi = file("paohuzi.bin");
    let mapped = json_of(
        &["phz", "check", "--json", "--tables", &paohuzi],
        &[PAOHUZI_WAITING],
    );
    assert_eq!(mapped, paohuzi_json(&[PAOHUZI_WAITING]));
    let mapped = json_of(
        &["phz", "waits", "--json", "--tables", &paohuzi, "--mmap"],
        &[PAOHUZI_WAITING],
    );
    assert_eq!(
        mapped,
        json_of(&["phz", "waits", "--json"], &[PAOHUZI_WAITING])
    );
    for wrong in [&mahjong, &file("paohuzi-scoring-red_black.bin")] {
        let output = hupai(&["phz", "check", "--tables", wrong, PAOHUZI_WAITING]);
        assert_eq!(output.status.code(), Some(2), "{wrong}");
        assert!(
            stderr(&output).contains("not of `paohuzi scoring=huxi"),
            "{}",
            stderr(&output)
        );
    }
    let red_black = json_of(
        &[
            "phz",
            "check",
            "--json",
            "--rule",
            "scoring=red_black",
            "--tables",
            &file("paohuzi-scoring-red_black.bin"),
        ],
        &[PAOHUZI_WAITING],
    );
    assert_eq!(
        red_black,
        json_of(
            &["phz", "check", "--json", "--rule", "scoring=red_black"],
            &[PAOHUZI_WAITING]
        )
    );
}

#[test]
fn tables_verify_takes_rules_only_to_expect_them() {
    let file = &table_file("mahjong.bin");
    let output = hupai(&["tables", "verify", file, "--rule", "eyes=258"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("--expect"), "{}", stderr(&output));
    let output = hupai(&["tables", "verify", file, "--expect", "--rule", "eyes=258"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("eyes=258"), "{}", stderr(&output));
    let output = hupai(&["tables", "verify", file]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
}
