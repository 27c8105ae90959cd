//! `hupai batch`: answers in input order, bad lines reported, the same output on any number of
//! threads, every mode, and memory held by bytes rather than lines.

use crate::common::{
    BIN, counts_text, hupai, hupai_with_input, json_lines, json_of, names, scratch_file, spawn,
    stderr, stdout,
};
use crate::rng::Rng;
use serde_json::Value;
use std::process::{Command, Stdio};

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
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut text = String::new();
    for _ in 0..n {
        match rng.below(20) {
            0 => {
                let alphabet = b"0123456789mpsz*[]() x";
                for _ in 0..rng.below(16) {
                    text.push(char::from(alphabet[rng.below(alphabet.len())]));
                }
            }
            1 => {}
            _ => {
                let size = [2, 5, 8, 11, 14, 14, 14, 14][rng.below(8)];
                let mut counts = [0u8; 34];
                let jokers = rng.below(4);
                for _ in jokers..size {
                    counts[rng.below(34)] += 1;
                }
                text.push_str(&counts_text(&counts, jokers));
            }
        }
        text.push('\n');
    }
    text
}

#[test]
fn batch_output_does_not_depend_on_threads() {
    let lines = 50_000;
    let path = scratch_file("cli-batch-50k.txt", &generated_lines(lines));
    let one = hupai(&["batch", "--input", &path, "--threads", "1"]);
    let two = hupai(&["batch", "--input", &path, "--threads", "2"]);
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
    let path = scratch_file("cli-batch-jokers.txt", &format!("{hand}\n").repeat(LINES));
    let mut child = spawn(
        Command::new(BIN)
            .args(["batch", "--mode", "explain", "--threads", "2", "--input"])
            .arg(&path)
            .stdout(Stdio::piped())
            .stderr(Stdio::null()),
    );
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
