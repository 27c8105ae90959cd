//! Standard output that cannot take what hupai writes: a full disk fails with a message and
//! status 2, a reader that went away ends hupai quietly with 141, for every kind of command.
//!
//! One test at a time, and no other test spawning a process meanwhile: a pipe's read end stays
//! open in any process forked while it exists, so a test spawning processes beside these could
//! keep a "closed" pipe open for a moment and let a small write through. Each test here holds
//! [`SPAWNING`] whole; every other spawn takes it shared.

use crate::common::{BIN, SPAWNING, scratch_file, stderr};
use std::process::{Command, Stdio};

/// Every kind of command, each writing something to standard output.
fn commands_with_output(input: &str) -> Vec<Vec<&str>> {
    let hand = "123m456p789s11z[777z]";
    let paohuzi = "一二三壹贰叁二七十贰柒拾四五六 [跑:九九九九] 捌捌";
    vec![
        vec!["--help"],
        vec!["--version"],
        vec!["check", "--help"],
        vec!["phz", "waits", "--help"],
        vec!["check", hand],
        vec!["check", "--json", hand],
        vec!["explain", hand],
        vec!["waits", "123m456p789s11z77z"],
        vec!["shanten", hand],
        vec!["efficiency", "--json", hand],
        vec!["batch", "--input", input],
        vec!["batch", "--mode", "explain", "--input", input],
        vec!["batch", "--mode", "efficiency", "--input", input],
        vec!["phz", "check", paohuzi],
        vec!["tables", "stats"],
    ]
}

/// A file of hands for the batch commands, 100,000 lines: more than any pipe buffers.
fn batch_input(name: &str) -> String {
    scratch_file(name, &"123m456p789s11z[777z]\n".repeat(100_000))
}

#[cfg(target_os = "linux")]
#[test]
fn output_that_cannot_be_written_fails_with_a_message() {
    let _alone = SPAWNING.write().unwrap_or_else(|e| e.into_inner());
    let input = batch_input("cli-full-input.txt");
    for args in commands_with_output(&input) {
        let full = std::fs::File::options()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full");
        let output = Command::new(BIN)
            .args(&args)
            .stdout(full)
            .output()
            .expect("run hupai");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let err = stderr(&output);
        assert!(
            err.starts_with("hupai: cannot write to standard output: "),
            "{args:?}: {err}"
        );
    }
}

/// The write end of a pipe whose reader has exited: a hupai that reads nothing.
#[cfg(unix)]
fn pipe_without_reader() -> std::process::ChildStdin {
    let mut reader = Command::new(BIN)
        .arg("--version")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .expect("run hupai");
    let pipe = reader.stdin.take().expect("stdin is piped");
    assert!(reader.wait().unwrap().success());
    pipe
}

#[cfg(unix)]
#[test]
fn a_reader_closing_the_pipe_ends_hupai_quietly_but_not_with_0() {
    let _alone = SPAWNING.write().unwrap_or_else(|e| e.into_inner());
    let input = batch_input("cli-pipe-input.txt");
    for args in commands_with_output(&input) {
        let output = Command::new(BIN)
            .args(&args)
            .stdout(pipe_without_reader())
            .output()
            .expect("run hupai");
        assert_eq!(output.status.code(), Some(141), "{args:?}");
        assert!(output.stderr.is_empty(), "{args:?}: {}", stderr(&output));
    }
}
