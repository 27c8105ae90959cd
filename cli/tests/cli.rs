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
                for _ in 0..jokers {
                    text.push('*');
                }
            }
        }
        text.push('\n');
    }
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
    for command in ["check", "batch"] {
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
    let readme = include_str!("../../README.md");
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
