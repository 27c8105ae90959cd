//! Input that cannot be read: bad hands refused naming the position, hostile text escaped and cut
//! in every message, a byte order mark skipped.

use crate::common::{BIN, hupai, hupai_with_input, output, stderr, stdout};
use serde_json::Value;
use std::process::Command;

#[test]
fn a_bad_hand_exits_2_naming_the_position() {
    let output = hupai(&["check", "123x"]);
    assert_eq!(output.status.code(), Some(2));
    let err = stderr(&output);
    assert!(err.contains("character 4"), "{err}");
    assert!(err.contains("123x"), "{err}");
    assert!(output.stdout.is_empty());

    for hand in ["123m", "11111m", "[124m]", "*********", "12m8z"] {
        let output = hupai(&["check", "--json", hand]);
        assert_eq!(output.status.code(), Some(2), "{hand}");
        assert!(stderr(&output).starts_with("hupai: "), "{hand}");
    }
}

/// A message safe to show on a terminal: short, and no control character but line ends.
fn assert_shown_safely(message: &str, context: &str) {
    assert!(message.len() < 4000, "{context}: {} bytes", message.len());
    assert!(
        !message.chars().any(|c| c.is_control() && c != '\n'),
        "{context}: {message:?}"
    );
}

/// Text with an ANSI escape, and text of 120 KB of them: what a message must not echo raw.
fn hostile_text() -> [String; 2] {
    ["12\x1b[31m3m".to_owned(), "\x1b[31m\u{7f}".repeat(20_000)]
}

#[test]
fn errors_escape_and_cut_the_input_they_quote() {
    let paohuzi = "一二三壹贰叁二七十贰柒拾四五六 [跑:九九九九] 捌捌";
    for bad in hostile_text() {
        let missing = format!("/nonexistent/{bad}");
        for (i, args) in [
            vec!["check", &bad],
            vec!["check", "--json", &bad],
            vec!["explain", &bad],
            vec!["waits", &bad],
            vec!["shanten", &bad],
            vec!["efficiency", &bad],
            vec!["efficiency", "--visible", &bad, "11m"],
            vec!["check", "--rule", &bad, "11m"],
            vec!["check", "--rule", &format!("{bad}=1"), "11m"],
            vec!["check", "--rule", &format!("seven_pairs={bad}"), "11m"],
            vec!["check", "--joker", &bad, "11m"],
            vec!["check", "--tables", &missing, "11m"],
            vec!["batch", "--input", &missing],
            vec!["batch", "--threads", &bad],
            vec!["check", &format!("--{bad}")],
            vec!["phz", "check", &bad],
            vec!["phz", "check", &format!("[{bad}:三三三]")],
            vec!["phz", "waits", &bad],
            vec![
                "phz", "win-on", paohuzi, "--card", &bad, "--from", "discard",
            ],
            vec!["phz", "actions", paohuzi, "--card", "三", "--from", &bad],
            vec!["phz", "check", "--rule", &format!("scoring={bad}"), paohuzi],
        ]
        .into_iter()
        .enumerate()
        {
            let output = hupai(&args);
            let context = format!("case {i} of {} bytes", bad.len());
            assert_eq!(output.status.code(), Some(2), "{context}");
            let err = stderr(&output);
            assert_shown_safely(&err, &context);
            assert!(err.contains(r"\u{1b}"), "{context}: {err}");
        }
    }
    // An argument that is not UTF-8 is refused by clap in its own words, shown as safely.
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let output = output(
            Command::new(BIN)
                .arg("check")
                .arg(std::ffi::OsStr::from_bytes(b"12\x1b[31m\xff")),
        );
        assert_eq!(output.status.code(), Some(2));
        let err = stderr(&output);
        assert!(err.contains("invalid UTF-8"), "{err}");
        assert_shown_safely(&err, "not UTF-8");
    }
}

#[test]
fn batch_error_objects_escape_and_cut_the_input_they_quote() {
    let [ansi, long] = hostile_text();
    let input = format!("{ansi}\n{}\n{long}\n", &long[..50_000]);
    let output = hupai_with_input(&["batch"], input);
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stderr.is_empty(), "{}", stderr(&output));
    let paohuzi = format!("一二三 @ 四{ansi} discard\n一二三 @ 四 {ansi}\n[{ansi}:三三三]\n");
    let paohuzi_output = hupai_with_input(&["phz", "batch", "--mode", "win-on"], paohuzi);
    assert_eq!(paohuzi_output.status.code(), Some(1));
    for text in [stdout(&output), stdout(&paohuzi_output)] {
        for line in text.lines() {
            let v: Value = serde_json::from_str(line).unwrap();
            let error = v["error"].as_str().expect("an error object");
            assert_shown_safely(error, line.get(..60).unwrap_or(line));
        }
    }
}

#[test]
fn a_byte_order_mark_before_the_first_hand_is_skipped() {
    let output = hupai_with_input(&["batch"], "\u{feff}123m456p789s11z222z\n1m\n".into());
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let lines: Vec<Value> = stdout(&output)
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(lines[0]["win"], true, "{:?}", lines[0]);
    assert!(lines[1]["error"].is_string());
}
