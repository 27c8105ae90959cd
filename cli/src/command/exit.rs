//! How a command ends: its exit status and, when it fails, its one message on standard error.
//!
//! Help and version end a command too. clap would print them and exit 0 whether or not they
//! were written, so they are printed here, where a failed write ends them like any command's
//! output: a full disk (`> /dev/full`) is a failure with a message and status 2. A reader that
//! closes the pipe early (`hupai batch | head`) ends the command quietly with status 141, what
//! a shell reports for a tool that SIGPIPE ended: nobody is left to read a message, but the
//! output was not all delivered, so the status is not 0.

use hupai::Echo;
use std::ffi::OsString;
use std::fmt::Display;
use std::io::{self, Write};
use std::process::ExitCode;

/// Why a command stopped before finishing its work.
#[derive(Debug)]
pub enum Failure {
    /// Printed after `hupai: `; the exit status is 2.
    Message(String),
    /// Standard output was closed by its reader: nobody is left to tell.
    BrokenPipe,
}

/// 128 + SIGPIPE (13): the status a shell gives a command that signal ended.
const BROKEN_PIPE: u8 = 141;

impl From<io::Error> for Failure {
    /// An error writing standard output (reading input is reported where it happens, with the
    /// file it came from).
    fn from(e: io::Error) -> Failure {
        if e.kind() == io::ErrorKind::BrokenPipe {
            Failure::BrokenPipe
        } else {
            Failure::Message(format!("cannot write to standard output: {e}"))
        }
    }
}

impl Failure {
    /// A failure over some user input (a hand, a path): the input quoted as [`Echo`] quotes
    /// it, escaped and cut, then why.
    pub fn over(input: &str, why: impl Display) -> Failure {
        Failure::Message(format!("{}: {why}", Echo(input)))
    }

    /// Reports the failure and gives the exit status it ends with.
    pub fn end(self) -> ExitCode {
        match self {
            Failure::BrokenPipe => ExitCode::from(BROKEN_PIPE),
            Failure::Message(message) => {
                // stderr may be gone too; there is nowhere else to report that.
                let _ = writeln!(io::stderr(), "hupai: {message}");
                ExitCode::from(2)
            }
        }
    }
}

/// Ends a command line (`args`) that clap answered itself: help and version on standard output
/// (status 0 once written), a refusal on standard error (status 2), `reparse` giving the
/// refusal of the command line quoted as [`Echo`] quotes user text.
pub fn answered_by_clap(
    e: &clap::Error,
    args: &[OsString],
    reparse: impl FnOnce(Vec<String>) -> Option<clap::Error>,
) -> ExitCode {
    if e.use_stderr() {
        refuse(e, args, reparse);
        return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
    }
    match e.print().and_then(|()| io::stdout().flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => Failure::from(e).end(),
    }
}

/// Prints clap's refusal of a command line. clap quotes arguments as they were given (and to
/// a terminal with their escape sequences), so when one is not printable, or is long, the
/// refusal printed is that of the command line with every argument quoted as [`Echo`] quotes
/// user text.
fn refuse(
    e: &clap::Error,
    args: &[OsString],
    reparse: impl FnOnce(Vec<String>) -> Option<clap::Error>,
) {
    let quoted: Vec<String> = args
        .iter()
        .map(|a| Echo(&a.to_string_lossy()).to_string())
        .collect();
    // stderr may be gone too; there is nowhere else to report that.
    if args.iter().zip(&quoted).all(|(a, q)| a == q.as_str()) {
        let _ = e.print();
        return;
    }
    match reparse(quoted) {
        Some(quoted) => {
            let _ = quoted.print();
        }
        // Quoting made the command line acceptable: clap's message without its styles, which
        // drops escape sequences, each line escaped and cut in turn.
        None => {
            let plain = e.render().to_string();
            let lines: Vec<String> = plain.lines().map(|l| Echo(l).to_string()).collect();
            let _ = writeln!(io::stderr(), "{}", lines.join("\n"));
        }
    }
}
