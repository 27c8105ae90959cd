//! Table files end to end: `hupai tables build` writes the committed files byte for byte and
//! leaves nothing else behind, and a batch over a table file goes on answering right when the
//! file is rewritten under it.

use crate::common::{BIN, output, scratch_dir, spawn, tables_dir};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};

#[test]
fn the_command_writes_the_committed_bytes_and_leaves_no_temporary_file() {
    let dir = scratch_dir("table_files-build");
    for (args, name) in [
        (&["--rule", "eyes=258"][..], "mahjong-eyes-258.bin"),
        (&["--game", "paohuzi"][..], "paohuzi.bin"),
    ] {
        let out = output(
            Command::new(BIN)
                .args(["tables", "build"])
                .args(args)
                .arg("--out")
                .arg(&dir),
        );
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(stdout.contains(name), "{stdout}");
        let written = std::fs::read(dir.join(name)).expect("written");
        let committed = std::fs::read(tables_dir().join(name)).expect("committed");
        assert!(
            written == committed,
            "{name} differs from the committed file"
        );
    }
    let names: Vec<String> = std::fs::read_dir(&dir)
        .expect("listed")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
}

#[test]
fn a_batch_goes_on_answering_right_when_its_table_file_is_rewritten_in_place() {
    let dir = scratch_dir("table_files-live");
    let live = dir.join("live.bin");
    std::fs::copy(tables_dir().join("mahjong.bin"), &live).expect("copied");
    const HANDS: [&str; 3] = ["11122233344455m", "1112223334445m6p", "19m19p19s1234567z1m"];
    let line = |i: usize| format!("{}\n", HANDS[i % HANDS.len()]);
    // More lines than the batch takes at once, so that it answers some before the rest come.
    let (first, rest) = (40_000, 40_000);
    let mut child = spawn(
        Command::new(BIN)
            .args(["batch", "--threads", "2", "--tables"])
            .arg(&live)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
    );
    let mut stdin = child.stdin.take().expect("piped");
    let (go, wait) = std::sync::mpsc::channel::<()>();
    let writer = std::thread::spawn(move || {
        let text: String = (0..first).map(line).collect();
        stdin.write_all(text.as_bytes()).expect("written");
        stdin.flush().expect("flushed");
        wait.recv().expect("told to go on");
        let text: String = (first..first + rest).map(line).collect();
        stdin.write_all(text.as_bytes()).expect("written");
    });
    let mut stdout = BufReader::new(child.stdout.take().expect("piped"));
    let mut answers = Vec::new();
    let mut answer = String::new();
    stdout.read_line(&mut answer).expect("the first answer");
    answers.push(answer);
    // `cp` of another file over it: truncated, then written with other bytes.
    std::fs::copy(tables_dir().join("paohuzi.bin"), &live).expect("overwritten");
    go.send(()).expect("the writer waits");
    let mut text = String::new();
    stdout.read_to_string(&mut text).expect("the other answers");
    writer.join().expect("the writer finished");
    answers.extend(text.lines().map(|l| format!("{l}\n")));
    let status = child.wait().expect("exits");
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("piped")
        .read_to_string(&mut stderr)
        .expect("stderr");
    assert!(status.success(), "{status}: {stderr}");
    assert_eq!(answers.len(), first + rest);
    for (i, answer) in answers.iter().enumerate() {
        let win = i % HANDS.len() != 1;
        assert!(
            answer.contains(&format!("\"win\":{win}")),
            "line {}: {answer}",
            i + 1
        );
    }
}
