//! What the command-line tests share: running the binary (every spawn but those of `output`
//! goes through [`spawn`] or [`output`] here), reading what it wrote, the committed table files
//! and scratch files.

use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::RwLock;

/// The binary under test.
pub const BIN: &str = env!("CARGO_BIN_EXE_hupai");

/// Held shared while a process is spawned, and whole by the tests of `output`: a pipe's read end
/// stays open in any process forked while it exists, so no other test may spawn a process while
/// one of those makes its pipe.
pub static SPAWNING: RwLock<()> = RwLock::new(());

/// Spawns `command`, never while a test of `output` holds [`SPAWNING`].
pub fn spawn(command: &mut Command) -> Child {
    let _shared = SPAWNING.read().unwrap_or_else(|e| e.into_inner());
    command.spawn().expect("run hupai")
}

/// Runs `command` as [`Command::output`] does (nothing on stdin, stdout and stderr captured),
/// spawned by [`spawn`].
pub fn output(command: &mut Command) -> Output {
    let child = spawn(
        command
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
    );
    child.wait_with_output().expect("wait for hupai")
}

/// The path of a committed table file (`tables/` at the workspace's root).
pub fn table_file(name: &str) -> String {
    format!("{}/{name}", tables_dir().display())
}

/// The committed table files' folder.
pub fn tables_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tables")
}

/// A file of the tests' own, `name` in the target's scratch folder, holding `text`; its path.
pub fn scratch_file(name: &str, text: &str) -> String {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, text).expect("scratch file");
    path.to_str().expect("a UTF-8 path").to_owned()
}

/// A fresh folder for one test's files.
pub fn scratch_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// Runs hupai with `args`, nothing on stdin, and gives what it wrote and its status.
pub fn hupai(args: &[&str]) -> Output {
    output(Command::new(BIN).args(args))
}

/// Runs hupai with `input` on stdin, written from another thread so that a large input cannot
/// deadlock against a full stdout pipe.
pub fn hupai_with_input(args: &[&str], input: String) -> Output {
    let mut child = spawn(
        Command::new(BIN)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
    );
    let mut stdin = child.stdin.take().expect("stdin is piped");
    // hupai may exit without reading its input (a bad option), closing the pipe early.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let output = child.wait_with_output().expect("wait for hupai");
    writer.join().unwrap();
    output
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The one line of JSON a command prints for `args` after `command`.
pub fn json_of(command: &[&str], args: &[&str]) -> Value {
    let mut all = command.to_vec();
    all.extend_from_slice(args);
    let output = hupai(&all);
    assert!(output.status.success(), "{args:?}: {}", stderr(&output));
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 1, "{text}");
    serde_json::from_str(&text).expect("JSON")
}

pub fn names(value: &Value) -> Vec<&str> {
    value
        .as_array()
        .expect("an array")
        .iter()
        .map(|v| v.as_str().expect("a string"))
        .collect()
}

pub fn paohuzi_json(args: &[&str]) -> Value {
    json_of(&["phz", "check", "--json"], args)
}

/// Runs hupai with `input` on stdin and checks that it refuses, with status 2, nothing on
/// standard output and a message that says `says`; gives the message.
pub fn refused(args: &[&str], input: &str, says: &str) -> String {
    let output = hupai_with_input(args, input.to_owned());
    let err = stderr(&output);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {err}");
    assert!(output.stdout.is_empty(), "{args:?}");
    assert!(err.starts_with("hupai: "), "{args:?}: {err}");
    assert!(err.contains(says), "{args:?}: {err}");
    err
}

/// The mpsz text of 34 counts (a count above four written as it is) and some jokers.
pub fn counts_text(counts: &[u8; 34], jokers: usize) -> String {
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

pub const PAOHUZI_WAITING: &str = "一二三壹贰叁二七十贰柒拾四五 [跑:九九九九] 捌捌";

/// One JSON object per line of a batch run's output.
pub fn json_lines(output: &Output) -> Vec<Value> {
    stdout(output)
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect()
}
