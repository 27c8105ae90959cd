//! The `hupai` binary end to end: arguments, output formats and exit statuses.

use hupai::paohuzi;
use serde_json::Value;
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn hupai(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hupai"))
        .args(args)
        .output()
        .expect("run hupai")
}

/// Runs hupai with `input` on stdin, written from another thread so that a large input cannot
/// deadlock against a full stdout pipe.
fn hupai_with_input(args: &[&str], input: String) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hupai"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run hupai");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    // hupai may exit without reading its input (a bad option), closing the pipe early.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let output = child.wait_with_output().expect("wait for hupai");
    writer.join().unwrap();
    output
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn check_json(args: &[&str]) -> Value {
    json_of(&["check", "--json"], args)
}

/// The one line of JSON a command prints for `args` after `command`.
fn json_of(command: &[&str], args: &[&str]) -> Value {
    let mut all = command.to_vec();
    all.extend_from_slice(args);
    let output = hupai(&all);
    assert!(output.status.success(), "{args:?}: {}", stderr(&output));
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 1, "{text}");
    serde_json::from_str(&text).expect("JSON")
}

fn names(value: &Value) -> Vec<&str> {
    value
        .as_array()
        .expect("an array")
        .iter()
        .map(|v| v.as_str().expect("a string"))
        .collect()
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
fn batch_keeps_order_and_reports_bad_lines() {
    let input =
        "33m789p344556s777z\n123x\n\n1122m3344p5566s77z\r\n1111m*\n11111m\n123m456p789s12344z";
    let output = hupai_with_input(&["batch"], input.to_owned());
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(lines.len(), 7, "{text}");

    assert_eq!(lines[0]["hand"], "33m789p344556s777z");
    assert_eq!(lines[0]["win"], true);
    assert_eq!(names(&lines[0]["forms"]), ["standard"]);

    assert_eq!(lines[1]["hand"], "123x");
    assert_eq!(lines[1]["line"], 2);
    let error = lines[1]["error"].as_str().unwrap();
    assert!(error.contains("character 4"), "{error}");

    assert_eq!(lines[2]["hand"], "");
    assert_eq!(lines[2]["line"], 3);
    assert!(
        lines[2]["error"]
            .as_str()
            .unwrap()
            .contains("the hand is empty")
    );

    assert_eq!(names(&lines[3]["forms"]), ["seven_pairs"]);
    assert_eq!(lines[4]["win"], true);
    assert_eq!(lines[5]["line"], 6);
    assert!(lines[5]["error"].as_str().unwrap().contains("fifth copy"));
    assert_eq!(lines[6]["win"], false);

    // A line that checks is answered exactly as `check --json` answers it.
    let single = hupai(&["check", "--json", "33m789p344556s777z"]);
    assert_eq!(text.lines().next(), stdout(&single).lines().next());
}

#[test]
fn batch_takes_rules_and_exits_0_when_every_line_checks() {
    let input = "1111m*\n123m456p789s1z7z\n";
    let output = hupai_with_input(&["batch"], input.to_owned());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let wins: Vec<String> = stdout(&output)
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap()["win"].to_string())
        .collect();
    assert_eq!(wins, ["true", "false"]);

    let args = ["batch", "--joker", "7z", "--rule", "joker_fifth_copy=false"];
    let output = hupai_with_input(&args, input.to_owned());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let wins: Vec<String> = stdout(&output)
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap()["win"].to_string())
        .collect();
    assert_eq!(wins, ["false", "true"]);

    let output = hupai_with_input(&["batch", "--rule", "nope=1"], input.to_owned());
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("nope"));
}

/// Deterministic lines, mostly hands of every size and joker count, some garbage.
fn generated_lines(n: usize) -> String {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move |bound: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % bound
    };
    let mut text = String::new();
    for _ in 0..n {
        match next(20) {
            0 => {
                let alphabet = b"0123456789mpsz*[]() x";
                for _ in 0..next(16) {
                    text.push(char::from(alphabet[next(alphabet.len() as u64) as usize]));
                }
            }
            1 => {}
            _ => {
                let size = [2, 5, 8, 11, 14, 14, 14, 14][next(8) as usize];
                let mut counts = [0u8; 34];
                let jokers = next(4);
                for _ in jokers..size {
                    counts[next(34) as usize] += 1;
                }
                text.push_str(&counts_text(&counts, jokers as usize));
            }
        }
        text.push('\n');
    }
    text
}

/// The mpsz text of 34 counts (a count above four written as it is) and some jokers.
fn counts_text(counts: &[u8; 34], jokers: usize) -> String {
    let mut text = String::new();
    for (suit, letter) in ["m", "p", "s", "z"].iter().enumerate() {
        let ranks = if suit == 3 { 7 } else { 9 };
        let mut any = false;
        for r in 0..ranks {
            for _ in 0..counts[suit * 9 + r] {
                text.push(char::from(b'1' + r as u8));
                any = true;
            }
        }
        if any {
            text.push_str(letter);
        }
    }
    text.push_str(&"*".repeat(jokers));
    text
}

#[test]
fn batch_output_does_not_depend_on_threads() {
    let lines = 50_000;
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-batch-50k.txt");
    std::fs::write(&path, generated_lines(lines)).unwrap();
    let path = path.to_str().unwrap();
    let one = hupai(&["batch", "--input", path, "--threads", "1"]);
    let two = hupai(&["batch", "--input", path, "--threads", "2"]);
    assert!(one.stderr.is_empty(), "{}", stderr(&one));
    assert_eq!(one.status.code(), Some(1), "the input holds bad lines");
    assert_eq!(two.status.code(), one.status.code());
    assert_eq!(stdout(&one).lines().count(), lines);
    assert!(one.stdout == two.stdout, "outputs differ");
    // Some of each kind of answer, so the comparison means something.
    let text = stdout(&one);
    assert!(text.contains("\"win\":true"));
    assert!(text.contains("\"win\":false"));
    assert!(text.contains("\"error\""));
    // The same lines from stdin answer the same.
    let piped = hupai_with_input(&["batch"], generated_lines(lines));
    assert!(piped.stdout == one.stdout, "stdin and --input differ");
}

#[test]
fn batch_reports_a_missing_input_file() {
    let output = hupai(&["batch", "--input", "/nonexistent/hands.txt"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("/nonexistent/hands.txt"));
}

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
fn bench_runs_and_reports_json() {
    let output = hupai(&["bench", "--hands", "200", "--json"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let _: Value = serde_json::from_slice(&output.stdout).expect("one JSON document");

    let output = hupai(&["bench", "--hands", "0"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(!output.stderr.is_empty());
}

#[test]
fn waits_lists_each_kind_with_forms_and_dead_flags() {
    let out = hupai(&["waits", "--json", "1112345678999m"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v: Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(v["hand"], "1112345678999m");
    assert_eq!(v["waiting"], true);
    let tiles: Vec<&str> = v["waits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["tile"].as_str().unwrap())
        .collect();
    assert_eq!(
        tiles,
        ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"]
    );
    assert_eq!(v["waits"][0]["forms"][0], "standard");
    assert_eq!(v["waits"][0]["dead"], false);

    let out = hupai(&["waits", "--json", "1111m234p567p789s"]);
    let v: Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(v["waits"][0]["tile"], "1m");
    assert_eq!(v["waits"][0]["dead"], true);

    let out = hupai(&["waits", "19m19p19s1234567z"]);
    assert!(
        stdout(&out).contains("waiting on 13 kinds"),
        "{}",
        stdout(&out)
    );
    let out = hupai(&[
        "waits",
        "--rule",
        "honor_sequences=true",
        "12z456m789m11p234s",
    ]);
    assert!(stdout(&out).contains("3z standard"), "{}", stdout(&out));
}

#[test]
fn waits_refuses_a_hand_of_the_wrong_size() {
    let out = hupai(&["waits", "123m456p789s11z"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("3n+1"), "{}", stderr(&out));
}

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

#[test]
fn batch_explain_answers_each_line_as_explain_json() {
    let input = "111222333m456p77z\n123m\n123m456p789s12344z\n13m456p789s11z*[777z]\n";
    let output = hupai_with_input(&["batch", "--mode", "explain"], input.to_owned());
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    let single = hupai(&["explain", "--json", "111222333m456p77z"]);
    assert_eq!(lines[0], stdout(&single).trim_end());
    let second: Value = serde_json::from_str(lines[1]).unwrap();
    assert_eq!(second["line"], 2);
    assert!(second["error"].as_str().unwrap().contains("3n+2"));
    let third: Value = serde_json::from_str(lines[2]).unwrap();
    assert_eq!(third["line"], 3);
    assert!(third["error"].as_str().unwrap().contains("not complete"));
    let fourth: Value = serde_json::from_str(lines[3]).unwrap();
    assert_eq!(fourth["decompositions"].as_array().unwrap().len(), 1);

    // Rules apply, and every line answered means exit 0.
    let input = "1111m*\n".to_owned();
    let output = hupai_with_input(&["batch", "--mode", "explain"], input.clone());
    assert_eq!(output.status.code(), Some(0));
    let args = [
        "batch",
        "--mode",
        "explain",
        "--rule",
        "joker_fifth_copy=false",
    ];
    assert_eq!(
        hupai_with_input(&args, input.clone()).status.code(),
        Some(1)
    );

    // The default mode is check.
    let plain = hupai_with_input(&["batch"], input.clone());
    let check = hupai_with_input(&["batch", "--mode", "check"], input);
    assert_eq!(plain.stdout, check.stdout);
    assert!(stdout(&plain).contains("\"win\":true"));
    assert_eq!(hupai(&["batch", "--mode", "nope"]).status.code(), Some(2));
}

/// The largest a process has been resident, in bytes, while it runs.
#[cfg(target_os = "linux")]
fn peak_resident(pid: u32) -> usize {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("/proc status");
    let line = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .expect("VmHWM in /proc status");
    let kb: usize = line.trim().trim_end_matches("kB").trim().parse().unwrap();
    kb << 10
}

#[cfg(target_os = "linux")]
#[test]
fn batch_holds_large_answers_by_bytes_not_lines() {
    use std::io::Read;
    // Each line answers with 250 KB of decompositions: 2,000 of them are half a gigabyte, which
    // a batch holding a chunk of lines at once would hold whole before writing a byte.
    const LINES: usize = 2000;
    let hand = "********7m4p7p5s5s6s";
    let single = hupai(&["explain", "--json", hand]);
    assert!(single.status.success(), "{}", stderr(&single));
    let answer = single.stdout.len();
    assert!(answer > 200_000, "{answer} bytes");
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-batch-jokers.txt");
    std::fs::write(&path, format!("{hand}\n").repeat(LINES)).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_hupai"))
        .args(["batch", "--mode", "explain", "--threads", "2", "--input"])
        .arg(&path)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("run hupai");
    let mut out = child.stdout.take().expect("stdout is piped");
    let mut buffer = vec![0; 1 << 20];
    let (mut bytes, mut lines, mut peak) = (0, 0, 0);
    loop {
        let n = out.read(&mut buffer).unwrap();
        if n == 0 {
            break;
        }
        // Looked at while hupai still has output to write, so still running.
        if bytes / (16 << 20) != (bytes + n) / (16 << 20) || bytes == 0 {
            peak = peak.max(peak_resident(child.id()));
        }
        bytes += n;
        lines += buffer[..n].iter().filter(|&&b| b == b'\n').count();
    }
    assert!(child.wait().unwrap().success());
    assert_eq!((lines, bytes), (LINES, LINES * answer));
    assert!(peak < 100 << 20, "hupai was resident with {peak} bytes");
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
    let phz = "一二三壹贰叁二七十贰柒拾四五六 [跑:九九九九] 捌捌";
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
            vec!["phz", "win-on", phz, "--card", &bad, "--from", "discard"],
            vec!["phz", "actions", phz, "--card", "三", "--from", &bad],
            vec!["phz", "check", "--rule", &format!("scoring={bad}"), phz],
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
        let output = Command::new(env!("CARGO_BIN_EXE_hupai"))
            .arg("check")
            .arg(std::ffi::OsStr::from_bytes(b"12\x1b[31m\xff"))
            .output()
            .expect("run hupai");
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
    let phz = format!("一二三 @ 四{ansi} discard\n一二三 @ 四 {ansi}\n[{ansi}:三三三]\n");
    let phz_output = hupai_with_input(&["phz", "batch", "--mode", "win-on"], phz);
    assert_eq!(phz_output.status.code(), Some(1));
    for text in [stdout(&output), stdout(&phz_output)] {
        for line in text.lines() {
            let v: Value = serde_json::from_str(line).unwrap();
            let error = v["error"].as_str().expect("an error object");
            assert_shown_safely(error, line.get(..60).unwrap_or(line));
        }
    }
}

#[test]
fn tables_stats_reports_the_paohuzi_case_patterns() {
    let out = hupai(&["tables", "stats", "--json"]);
    let v: Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(v["paohuzi"]["patterns_without_pair"], 377);
    assert_eq!(v["paohuzi"]["patterns_with_pair"], 908);
    assert_eq!(v["paohuzi"]["case_keys"], 59_049);
}

fn phz_json(args: &[&str]) -> Value {
    json_of(&["phz", "check", "--json"], args)
}

#[test]
fn phz_check_reports_score_groups_and_counts_in_text_and_json() {
    let hand = "一二三壹贰叁二七十贰柒拾四五六 [跑:九九九九] 捌捌";
    let v = phz_json(&[hand]);
    assert_eq!(v["complete"], true);
    assert_eq!(v["huxi"], 24);
    assert_eq!(v["win"], true);
    assert_eq!(v["reds"], 8);
    assert_eq!(v["bigs"], 8);
    assert_eq!(v["smalls"], 13);
    let groups = v["groups"].as_array().expect("groups");
    let total: u64 = groups.iter().map(|g| g["huxi"].as_u64().unwrap()).sum();
    assert_eq!(total, 24);
    assert!(
        groups
            .iter()
            .any(|g| g["group"] == "[跑:九九九九]" && g["kind"] == "pao" && g["huxi"] == 6)
    );
    assert!(
        groups
            .iter()
            .any(|g| g["kind"] == "pair" && g["ascii"] == "88d")
    );
    // ASCII input is the same hand; the canonical notation is Chinese.
    let ascii = phz_json(&["123x123d270x270d456x", "[pao:9999x]", "88d"]);
    assert_eq!(ascii, v);
    let output = hupai(&["phz", "check", hand]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.contains("win, 24 胡息 (15 needed)"), "{text}");
    assert!(text.contains("[跑:九九九九]=6"), "{text}");
    // A higher win line turns the same hand into a complete non-win; names are listed.
    let v = phz_json(&["--rule", "min_huxi=30", hand]);
    assert_eq!(
        (v["complete"].clone(), v["win"].clone()),
        (true.into(), false.into())
    );
    let v = phz_json(&["四五六四五六"]);
    assert_eq!(names(&v["names"]), ["乌胡"]);
    let v = phz_json(&["一二三四五七"]);
    assert_eq!(v["complete"], false);
    assert_eq!(v["huxi"], Value::Null);
    assert!(v["groups"].as_array().unwrap().is_empty());
}

#[test]
fn phz_check_names_red_black_points_as_points_not_huxi() {
    let hand = "一二三壹贰叁二七十贰柒拾四五六 [跑:九九九九] 捌捌";
    let output = hupai(&["phz", "check", "--rule", "scoring=red_black", hand]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("win, 41 card points (15 needed)"), "{text}");
    assert!(!text.contains("胡息"), "{text}");
    // The JSON field keeps its name under either scoring.
    assert_eq!(phz_json(&["--rule", "scoring=red_black", hand])["huxi"], 41);
}

#[test]
fn phz_bad_input_exits_2_naming_the_problem() {
    for (args, needle) in [
        (vec!["phz", "check", "一二三x"], "character 4"),
        (vec!["phz", "check", "[碰:一二三]"], "not a 碰"),
        (
            vec!["phz", "check", "一二三五五"],
            "pair only with a 跑 or 提",
        ),
        (vec!["phz", "check", "一一一一一"], "fifth"),
        (
            vec!["phz", "check", "--rule", "min_hu=3", "一二三"],
            "min_hu",
        ),
        (
            vec!["phz", "check", "--rule", "yiwushi=maybe", "一二三"],
            "maybe",
        ),
    ] {
        let output = hupai(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&output).contains(needle),
            "{args:?}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn phz_batch_keeps_order_and_reports_bad_lines() {
    let lines = [
        "一二三四五六七八九",
        "一二三五五",
        "",
        "壹贰叁 [跑:四四四四] 伍伍",
        "12x",
    ];
    let output = hupai_with_input(&["phz", "batch", "--threads", "2"], lines.join("\n"));
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let text = stdout(&output);
    let objects: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect();
    assert_eq!(objects.len(), lines.len());
    assert_eq!(objects[0], phz_json(&[lines[0]]));
    assert_eq!(objects[3], phz_json(&[lines[3]]));
    assert_eq!(objects[3]["huxi"], 6 + 6);
    for (i, object) in objects.iter().enumerate() {
        let bad = [1, 2, 4].contains(&i);
        assert_eq!(
            object.get("error").is_some(),
            bad,
            "line {}: {object}",
            i + 1
        );
        if bad {
            assert_eq!(object["line"], i + 1);
        }
    }
    let output = hupai_with_input(&["phz", "batch", "--rule", "min_huxi=12"], lines[3].into());
    assert_eq!(output.status.code(), Some(0));
    let v: Value = serde_json::from_str(stdout(&output).trim()).expect("JSON");
    assert_eq!(v["win"], true);
}

#[test]
fn phz_help_lists_every_rule_key() {
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
fn bench_threads_reports_hands_per_second_for_one_and_n_threads() {
    let output = hupai(&[
        "bench",
        "--threads",
        "2",
        "--threads-only",
        "--batch",
        "20000",
        "--json",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let v: Value = serde_json::from_str(&stdout(&output)).expect("JSON");
    let t = &v["throughput"];
    assert_eq!(
        (t["batch"].clone(), t["threads"].clone()),
        (20_000.into(), 2.into())
    );
    assert!(t["hands_per_second_1_thread"].as_f64().unwrap() > 0.0);
    assert!(t["hands_per_second_n_threads"].as_f64().unwrap() > 0.0);
    assert!(v.get("classes").is_none());
    // --batch without --threads is a usage error.
    assert_eq!(hupai(&["bench", "--batch", "5"]).status.code(), Some(2));
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

const PHZ_WAITING: &str = "一二三壹贰叁二七十贰柒拾四五 [跑:九九九九] 捌捌";

#[test]
fn phz_win_on_reports_the_way_score_and_groups() {
    let v = json_of(
        &[
            "phz", "win-on", "--json", "--card", "六", "--from", "discard",
        ],
        &[PHZ_WAITING],
    );
    assert_eq!(
        (v["win"].clone(), v["way"].clone()),
        (true.into(), "hand".into())
    );
    assert_eq!(
        (v["card"].clone(), v["from"].clone()),
        ("六".into(), "discard".into())
    );
    assert_eq!(v["huxi"], 24);
    let total: u64 = v["groups"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["huxi"].as_u64().unwrap())
        .sum();
    assert_eq!(total, 24);
    // ASCII card, another source; a card that does not win.
    let v = json_of(
        &[
            "phz", "win-on", "--json", "--card", "6x", "--from", "own_draw",
        ],
        &[PHZ_WAITING],
    );
    assert_eq!(v["huxi"], 24);
    let v = json_of(
        &[
            "phz", "win-on", "--json", "--card", "七", "--from", "discard",
        ],
        &[PHZ_WAITING],
    );
    assert_eq!(
        (v["win"].clone(), v["way"].clone()),
        (false.into(), Value::Null)
    );
    assert!(v["groups"].as_array().unwrap().is_empty());
    let text = stdout(&hupai(&[
        "phz",
        "win-on",
        PHZ_WAITING,
        "--card",
        "六",
        "--from",
        "discard",
    ]));
    assert!(text.contains("+ 六 (别家打出): 平胡 24"), "{text}");
}

#[test]
fn phz_actions_list_moves_in_priority_order() {
    let v = json_of(
        &[
            "phz",
            "actions",
            "--json",
            "--card",
            "二",
            "--from",
            "discard_next",
        ],
        &["二贰七十三四五"],
    );
    let actions: Vec<&str> = v["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions.last(), Some(&"pass"));
    assert!(actions.contains(&"chi"), "{v}");
    // Every 吃 takes the card, and the 二 held goes down with it: in the same group (二二贰)
    // or in a 比 group of its own.
    for a in v["actions"].as_array().unwrap() {
        if a["action"] == "chi" {
            let groups = names(&a["groups"]);
            assert!(groups.iter().all(|g| g.contains('二')), "{a}");
            let copies: usize = groups.iter().map(|g| g.matches('二').count()).sum();
            assert_eq!(copies, 2, "{a}");
        }
    }
    // Not the next player: no 吃 on a discard.
    let v = json_of(
        &[
            "phz", "actions", "--json", "--card", "二", "--from", "discard",
        ],
        &["二贰七十三四五"],
    );
    assert_eq!(v["actions"].as_array().unwrap().len(), 1, "{v}");
    // A 坎 takes the fourth card from a discard as a 跑, never a 吃.
    let text = stdout(&hupai(&[
        "phz",
        "actions",
        "三三三四五",
        "--card",
        "三",
        "--from",
        "discard_next",
    ]));
    assert!(
        text.contains("跑 三三三三") && !text.contains('吃'),
        "{text}"
    );
}

#[test]
fn phz_waits_by_source_and_batch_modes() {
    let v = json_of(&["phz", "waits", "--json"], &[PHZ_WAITING]);
    assert_eq!(v["ready"], true);
    let cards: Vec<&str> = v["waits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["card"].as_str().unwrap())
        .collect();
    assert_eq!(cards, ["三", "六"]);
    assert_eq!(v["waits"][0]["discard"]["huxi"], 24);
    let lines = [
        format!("{PHZ_WAITING} @ 六 discard"),
        format!("{PHZ_WAITING} @ 六 nowhere"),
        PHZ_WAITING.to_owned(),
    ];
    let output = hupai_with_input(&["phz", "batch", "--mode", "win-on"], lines.join("\n"));
    assert_eq!(output.status.code(), Some(1));
    let objects: Vec<Value> = stdout(&output)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(
        objects[0],
        json_of(
            &[
                "phz", "win-on", "--json", "--card", "六", "--from", "discard"
            ],
            &[PHZ_WAITING]
        )
    );
    assert!(objects[1]["error"].as_str().unwrap().contains("nowhere"));
    assert!(
        objects[2]["error"]
            .as_str()
            .unwrap()
            .contains("HAND @ CARD SOURCE")
    );
    let output = hupai_with_input(&["phz", "batch", "--mode", "waits"], PHZ_WAITING.into());
    assert_eq!(output.status.code(), Some(0));
    let v: Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    assert_eq!(v, json_of(&["phz", "waits", "--json"], &[PHZ_WAITING]));
    let output = hupai_with_input(
        &["phz", "batch", "--mode", "actions"],
        "二贰七十三四五 @ 2x discard_next".into(),
    );
    let v: Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    assert!(v["actions"].as_array().unwrap().len() >= 2, "{v}");
    // A card that is not one card, a source that does not exist.
    for (args, needle) in [
        (
            vec![
                "phz", "win-on", "一二", "--card", "七八", "--from", "discard",
            ],
            "not one card",
        ),
        (
            vec!["phz", "win-on", "一二", "--card", "七", "--from", "air"],
            "air",
        ),
    ] {
        let output = hupai(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stderr(&output).contains(needle), "{}", stderr(&output));
    }
}

#[test]
fn every_checking_command_takes_a_table_file() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let file = |name: &str| format!("{dir}/tables/{name}");
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
    let output = hupai(&["check", "--tables", &format!("{dir}/no-such.bin"), hand]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("no-such.bin"),
        "{}",
        stderr(&output)
    );
    // Paohuzi commands take Paohuzi files, of the rules' scoring.
    let phz = file("paohuzi.bin");
    let mapped = json_of(
        &["phz", "check", "--json", "--tables", &phz],
        &[PHZ_WAITING],
    );
    assert_eq!(mapped, phz_json(&[PHZ_WAITING]));
    let mapped = json_of(
        &["phz", "waits", "--json", "--tables", &phz, "--mmap"],
        &[PHZ_WAITING],
    );
    assert_eq!(mapped, json_of(&["phz", "waits", "--json"], &[PHZ_WAITING]));
    for wrong in [&mahjong, &file("paohuzi-scoring-red_black.bin")] {
        let output = hupai(&["phz", "check", "--tables", wrong, PHZ_WAITING]);
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
        &[PHZ_WAITING],
    );
    assert_eq!(
        red_black,
        json_of(
            &["phz", "check", "--json", "--rule", "scoring=red_black"],
            &[PHZ_WAITING]
        )
    );
}

#[test]
fn bench_times_checks_through_mapped_table_files() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let mahjong = format!("{dir}/tables/mahjong.bin");
    let phz = format!("{dir}/tables/paohuzi.bin");
    let output = hupai(&[
        "bench", "--hands", "300", "--tables", &mahjong, "--tables", &phz, "--json",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let v: Value = serde_json::from_str(&stdout(&output)).expect("JSON");
    assert_eq!(names(&v["tables"]), [mahjong.as_str(), phz.as_str()]);
    assert_eq!(
        v["classes"]["complete"]["dense_incremental"]["complete"],
        300
    );
    assert_eq!(v["classes"]["phz_complete"]["phz_table"]["complete"], 300);
    // The bench times the default rules: another rule set's file is refused.
    let eyes = format!("{dir}/tables/mahjong-eyes-258.bin");
    let output = hupai(&["bench", "--hands", "10", "--tables", &eyes]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("eyes=258"), "{}", stderr(&output));
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

/// 红中麻将: the three suits and the four red dragons as jokers. The joker kind is the one
/// honour such a game holds; check, waits and batch agree on which tiles complete a hand.
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
        stderr(&output).contains("1z is an honour"),
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

    // Checking the hand with each kind added: exactly the waits complete it, and the honours
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
        let honour = kind.ends_with('z') && kind != "7z";
        assert_eq!(line["error"].is_string(), honour, "{kind}: {line}");
        let win = line["win"].as_bool().unwrap_or(false);
        assert_eq!(win, waits.contains(&kind.as_str()), "{kind}: {line}");
    }
}

#[test]
fn tables_verify_takes_rules_only_to_expect_them() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/../tables/mahjong.bin");
    let output = hupai(&["tables", "verify", file, "--rule", "eyes=258"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("--expect"), "{}", stderr(&output));
    let output = hupai(&["tables", "verify", file, "--expect", "--rule", "eyes=258"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("eyes=258"), "{}", stderr(&output));
    let output = hupai(&["tables", "verify", file]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
}

/// The mpsz name of a kind index: 0 is 1m, 33 is 7z.
fn kind_name(k: usize) -> String {
    format!("{}{}", k % 9 + 1, ["m", "p", "s", "z"][k / 9])
}

/// Runs hupai with `input` on stdin and checks that it refuses, with status 2, nothing on
/// standard output and a message that says `says`; gives the message.
fn refused(args: &[&str], input: &str, says: &str) -> String {
    let output = hupai_with_input(args, input.to_owned());
    let err = stderr(&output);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {err}");
    assert!(output.stdout.is_empty(), "{args:?}");
    assert!(err.starts_with("hupai: "), "{args:?}: {err}");
    assert!(err.contains(says), "{args:?}: {err}");
    err
}

/// One JSON object per line of a batch run's output.
fn json_lines(output: &Output) -> Vec<Value> {
    stdout(output)
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect()
}

#[test]
fn shanten_gives_each_form_in_text_and_json() {
    let output = hupai(&["shanten", "--json", "1112345678999m"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        r#"{"hand":"1112345678999m","shanten":0,"forms":{"standard":0,"seven_pairs":4,"thirteen_orphans":10}}"#
            .to_owned()
            + "\n"
    );
    let output = hupai(&["shanten", "--json", "19m19p19s1234567z"]);
    assert_eq!(
        stdout(&output),
        r#"{"hand":"19m19p19s1234567z","shanten":0,"forms":{"standard":8,"seven_pairs":6,"thirteen_orphans":0}}"#
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
fn efficiency_of_a_3n_plus_1_hand_lists_its_draws_with_unseen_copies() {
    let output = hupai(&["efficiency", "--json", "1112345678999m"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let tiles: Vec<String> = (1..=9)
        .map(|r| {
            let remaining = if r == 1 || r == 9 { 1 } else { 3 };
            format!(r#"{{"tile":"{r}m","remaining":{remaining}}}"#)
        })
        .collect();
    let expected = format!(
        r#"{{"hand":"1112345678999m","shanten":0,"tiles":[{}],"total":23}}"#,
        tiles.join(",")
    );
    assert_eq!(stdout(&output), expected + "\n");

    // Visible copies are not left to draw: the last 9m seen, two 2m.
    let v = json_of(
        &["efficiency", "--json", "--visible", "2m 9m2m"],
        &["1112345678999m"],
    );
    assert_eq!(v["total"], 20);
    assert_eq!(
        v["tiles"][1],
        serde_json::json!({"tile": "2m", "remaining": 1})
    );
    assert_eq!(
        v["tiles"][8],
        serde_json::json!({"tile": "9m", "remaining": 0})
    );

    let output = hupai(&["efficiency", "1112345678999m", "--visible", "9m"]);
    assert_eq!(
        stdout(&output),
        "1112345678999m: shanten 0 (waiting), 22 tiles: 1m(1) 2m(3) 3m(3) 4m(3) 5m(3) 6m(3) 7m(3) 8m(3) 9m(0)\n"
    );
}

/// Each discard of an `efficiency --json` answer: its tile, shanten and total, in order.
fn ranking(v: &Value) -> Vec<(&str, i64, u64)> {
    (v["discards"].as_array().unwrap().iter())
        .map(|d| {
            let tile = d["tile"].as_str().unwrap();
            (
                tile,
                d["shanten"].as_i64().unwrap(),
                d["total"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn efficiency_of_a_3n_plus_2_hand_ranks_every_discard() {
    let v = json_of(&["efficiency", "--json"], &["1112345678999m5z"]);
    assert_eq!(v["shanten"], 0);
    let discards = v["discards"].as_array().unwrap();
    assert_eq!(discards.len(), 10);
    let waits = json_of(&["efficiency", "--json"], &["1112345678999m"]);
    assert_eq!(
        discards[0],
        serde_json::json!({"tile": "5z", "shanten": 0, "tiles": waits["tiles"], "total": 23})
    );
    // The lowest shanten first, then the most tiles, then tile order.
    assert_eq!(
        ranking(&v),
        [
            ("5z", 0, 23),
            ("2m", 0, 3),
            ("5m", 0, 3),
            ("8m", 0, 3),
            ("1m", 1, 27),
            ("3m", 1, 27),
            ("4m", 1, 27),
            ("6m", 1, 27),
            ("7m", 1, 27),
            ("9m", 1, 27),
        ],
        "{v}"
    );

    let v = json_of(&["efficiency", "--json"], &["123m456p79s123456z"]);
    assert_eq!(v["shanten"], 3);
    assert_eq!(
        ranking(&v),
        [
            ("1z", 3, 19),
            ("2z", 3, 19),
            ("3z", 3, 19),
            ("4z", 3, 19),
            ("5z", 3, 19),
            ("6z", 3, 19),
            ("9s", 4, 37),
            ("1m", 4, 30),
            ("4p", 4, 30),
            ("6p", 4, 30),
            ("7s", 4, 29),
            ("2m", 4, 26),
            ("3m", 4, 26),
            ("5p", 4, 26),
        ],
        "{v}"
    );

    let output = hupai(&["efficiency", "1112345678999m5z"]);
    let text = stdout(&output);
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("1112345678999m5z: shanten 0 (waiting)"));
    assert_eq!(
        lines.next(),
        Some(
            "  discard 5z: shanten 0 (waiting), 23 tiles: 1m(1) 2m(3) 3m(3) 4m(3) 5m(3) 6m(3) 7m(3) 8m(3) 9m(1)"
        )
    );
    assert_eq!(lines.count(), 9);

    // A complete hand is -1; jokers are never discarded.
    let v = json_of(&["efficiency", "--json"], &["11m"]);
    assert_eq!(
        v,
        serde_json::json!({"hand": "11m", "shanten": -1, "discards": [
            {"tile": "1m", "shanten": 0, "tiles": [{"tile": "1m", "remaining": 3}], "total": 3}
        ]})
    );
    let v = json_of(&["efficiency", "--json"], &["**"]);
    assert_eq!(v["discards"], serde_json::json!([]));
    refused(&["efficiency", "123m456p789s"], "", "3n+1 or 3n+2");
}

#[test]
fn visible_tiles_that_cannot_be_read_are_refused_by_name() {
    for (visible, says) in [
        ("1m1x", "at character 4: unexpected character `x`"),
        ("11111m", "at character 5: a fifth 1m"),
        ("8z", "there is no 8z"),
        ("0z", "there is no 0z"),
        ("*", "a joker is no kind of tile"),
        ("12", "at character 1: digits without a suit letter"),
        ("1 2m", "at character 1: digits without a suit letter"),
        ("m", "a suit letter with no digits before it"),
        ("[123m]", "unexpected character `[`"),
    ] {
        let args = ["efficiency", "--visible", visible, "1112345678999m"];
        let err = refused(&args, "", says);
        assert!(
            err.starts_with(&format!("hupai: --visible {visible}: ")),
            "{err}"
        );
        let args = ["batch", "--mode", "efficiency", "--visible", visible];
        refused(&args, "1m\n", says);
    }
    // Red fives are fives, whitespace separates, and nothing at all is nothing seen.
    let seen = json_of(
        &["efficiency", "--json", "--visible", " 05m 5z\t"],
        &["1112345678999m"],
    );
    assert_eq!(seen["tiles"][4]["remaining"], 1);
    assert_eq!(
        json_of(
            &["efficiency", "--json", "--visible", ""],
            &["1112345678999m"]
        ),
        json_of(&["efficiency", "--json"], &["1112345678999m"])
    );
    // More copies seen and held than there are is refused, naming the kind.
    refused(
        &["efficiency", "--visible", "99m", "1112345678999m"],
        "",
        "1112345678999m: 2 visible 9m and 3 in the hand make more than the four there are",
    );
    let args = ["efficiency", "--visible", "55p", "1112345678m[555p]"];
    refused(&args, "", "2 visible 5p and 3");
    // --visible counts draws: other batch modes refuse it.
    refused(&["batch", "--visible", "1m"], "11m\n", "--mode efficiency");
}

#[test]
fn batch_shanten_and_efficiency_answer_each_line_and_report_bad_ones() {
    let hands = ["1112345678999m", "123x", "123m", "", "19m19p19s1234567z5z"];
    let input: String = hands.iter().map(|h| format!("{h}\n")).collect();
    for mode in ["shanten", "efficiency"] {
        let output = hupai_with_input(&["batch", "--mode", mode, "--threads", "2"], input.clone());
        assert_eq!(output.status.code(), Some(1), "{mode}: {}", stderr(&output));
        let text = stdout(&output);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), hands.len(), "{text}");
        for (i, (hand, line)) in hands.iter().zip(&lines).enumerate() {
            let v: Value = serde_json::from_str(line).unwrap();
            if [1, 2, 3].contains(&i) {
                assert_eq!(v["line"], i + 1, "{mode}: {line}");
                assert_eq!(v["hand"], *hand, "{mode}: {line}");
                assert!(v["error"].is_string(), "{mode}: {line}");
            } else {
                let single = hupai(&[mode, "--json", hand]);
                assert_eq!(*line, stdout(&single).trim_end(), "{mode}");
            }
        }
        let error = |i: usize| serde_json::from_str::<Value>(lines[i]).unwrap()["error"].clone();
        assert!(error(1).as_str().unwrap().contains("character 4"));
        assert!(error(2).as_str().unwrap().contains("3n+1 or 3n+2"));
        assert!(error(3).as_str().unwrap().contains("empty"));
    }
    // --visible applies to every line, and a line holding more than it leaves is an error line.
    let input = "1112345678999m\n1199m\n19m19p19s1234567z\n".to_owned();
    let output = hupai_with_input(
        &["batch", "--mode", "efficiency", "--visible", "99m"],
        input,
    );
    assert_eq!(output.status.code(), Some(1));
    let lines = json_lines(&output);
    assert!(
        lines[0]["error"]
            .as_str()
            .unwrap()
            .contains("more than the four")
    );
    let single = json_of(&["efficiency", "--json", "--visible", "99m"], &["1199m"]);
    assert_eq!(lines[1], single);
    assert_eq!(
        lines[2]["tiles"][1],
        serde_json::json!({"tile": "9m", "remaining": 1})
    );
}

/// Seeded hands of 13 and 14 tiles, no kind above four, some with a joker: half drawn from a
/// wall, half built complete and then disturbed, so that every shanten from -1 up is among them.
fn shanten_hands(n: usize, mut state: u64) -> Vec<([u8; 34], usize)> {
    let mut next = move |bound: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    };
    let mut hands = Vec::new();
    while hands.len() < n {
        let size = 13 + hands.len() % 2;
        let jokers = usize::from(next(5) == 0);
        let mut counts = [0u8; 34];
        if next(2) == 0 {
            for _ in jokers..size {
                counts[next(34)] += 1;
            }
        } else {
            counts[next(34)] += 2;
            for _ in 0..4 {
                let k = next(34);
                if k < 27 && k % 9 < 7 && next(2) == 0 {
                    for d in 0..3 {
                        counts[k + d] += 1;
                    }
                } else {
                    counts[k] += 3;
                }
            }
            // Down to the size, then a few tiles moved elsewhere.
            let mut held: Vec<usize> = (0..34)
                .flat_map(|k| std::iter::repeat_n(k, usize::from(counts[k])))
                .collect();
            while held.len() > size - jokers {
                let k = held.swap_remove(next(held.len()));
                counts[k] -= 1;
            }
            for _ in 0..next(4) {
                let i = next(held.len());
                counts[held[i]] -= 1;
                held[i] = next(34);
                counts[held[i]] += 1;
            }
        }
        if counts.iter().all(|&c| c <= 4) {
            hands.push((counts, jokers));
        }
    }
    hands
}

/// One JSON object per hand from `batch` with these arguments, every line answered.
fn batch_answers(args: &[&str], hands: &[String]) -> Vec<Value> {
    let input: String = hands.iter().map(|h| format!("{h}\n")).collect();
    let output = hupai_with_input(args, input);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{args:?}: {}",
        stderr(&output)
    );
    let lines = json_lines(&output);
    assert_eq!(lines.len(), hands.len());
    lines
}

/// A shanten as an order: none is the highest.
fn rank(shanten: &Value) -> i64 {
    shanten.as_i64().unwrap_or(i64::MAX)
}

#[test]
fn efficiency_agrees_with_the_shanten_of_every_draw_and_discard() {
    let hands = shanten_hands(600, 0x2545_F491_4F6C_DD1D);
    let texts: Vec<String> = hands.iter().map(|(c, j)| counts_text(c, *j)).collect();
    for rules in [
        &[][..],
        &["--rule", "joker=7z"],
        &["--rule", "seven_pairs=false"],
    ] {
        let with = |mode: &'static str| [&["batch", "--mode", mode][..], rules].concat();
        let efficiency = batch_answers(&with("efficiency"), &texts);
        let shanten = batch_answers(&with("shanten"), &texts);
        // Each hand with each kind drawn (13 tiles) or discarded (14): the kinds and where
        // their lines are, hand by hand.
        let mut next_hands = Vec::new();
        let mut spans = Vec::new();
        let mut left_by_discards = Vec::new();
        for (counts, jokers) in &hands {
            let draw = counts.iter().sum::<u8>() as usize + jokers == 13;
            let start = next_hands.len();
            let mut kinds = Vec::new();
            for k in 0..34 {
                let mut c = *counts;
                match draw {
                    true if c[k] < 4 => c[k] += 1,
                    false if c[k] > 0 => c[k] -= 1,
                    _ => continue,
                }
                if !draw {
                    left_by_discards.push(next_hands.len());
                }
                next_hands.push(counts_text(&c, *jokers));
                kinds.push(k);
            }
            spans.push((start, kinds));
        }
        let next_shanten = batch_answers(&with("shanten"), &next_hands);
        let left: Vec<String> = (left_by_discards.iter())
            .map(|&j| next_hands[j].clone())
            .collect();
        let mut next_efficiency = vec![Value::Null; next_hands.len()];
        for (j, answer) in left_by_discards
            .into_iter()
            .zip(batch_answers(&with("efficiency"), &left))
        {
            next_efficiency[j] = answer;
        }
        let joker_kind = rules.contains(&"joker=7z");
        let mut low = 0;
        for (i, ((counts, _), (start, kinds))) in hands.iter().zip(&spans).enumerate() {
            let e = &efficiency[i];
            assert_eq!(e["shanten"], shanten[i]["shanten"], "{}", texts[i]);
            low += usize::from(rank(&e["shanten"]) <= 0);
            let after = kinds.iter().zip(*start..);
            if let Some(tiles) = e["tiles"].as_array() {
                // The effective kinds are exactly the draws that lower the shanten.
                let lower: Vec<Value> = after
                    .filter(|&(_, j)| rank(&next_shanten[j]["shanten"]) < rank(&e["shanten"]))
                    .map(|(&k, _)| {
                        serde_json::json!({"tile": kind_name(k), "remaining": 4 - counts[k]})
                    })
                    .collect();
                assert_eq!(tiles, &lower, "{}", texts[i]);
                let total: u64 = tiles.iter().map(|t| t["remaining"].as_u64().unwrap()).sum();
                assert_eq!(e["total"], total, "{}", texts[i]);
            } else {
                // Each discard is the hand it leaves, ranked; the joker kind is never one.
                let mut discards: Vec<Value> = after
                    .filter(|&(&k, _)| !(joker_kind && k == 33))
                    .map(|(&k, j)| {
                        let left = &next_efficiency[j];
                        assert_eq!(left["shanten"], next_shanten[j]["shanten"]);
                        serde_json::json!({
                            "tile": kind_name(k),
                            "shanten": left["shanten"],
                            "tiles": left["tiles"],
                            "total": left["total"],
                        })
                    })
                    .collect();
                discards.sort_by_key(|d| (rank(&d["shanten"]), -d["total"].as_i64().unwrap()));
                assert_eq!(e["discards"].as_array(), Some(&discards), "{}", texts[i]);
            }
        }
        assert!(low > 60, "{low} hands at shanten 0 or -1");
    }
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
    // Rules change the answers: a joker kind, 2-5-8 eyes, honour sequences.
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

    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let mahjong = format!("{dir}/tables/mahjong.bin");
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
        let eyes = format!("{dir}/tables/mahjong-eyes-258.bin");
        refused(&[command, "--tables", &eyes, "1m"], "", "eyes=258");
    }
}
