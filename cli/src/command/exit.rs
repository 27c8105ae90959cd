//! How a command ends: its exit status and, when it fails, its one message on standard error.
//!
//! Help and version end a command too. clap would print them and exit 0 whether or not they
//! were written, so they are printed here, where a failed write ends them like any command's
//! output: a full disk (`> /dev/full`) is a failure with a message and status 2. A reader that
//! closes the pipe early (`hupai batch | head`) ends the command quietly with status 141, what
//! a shell reports for a tool that SIGPIPE ended: nobody is left to read a message, but the
//! output was not all delivered, so the status is not 0.

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

/// Ends a command line that clap answered itself: help and version on standard output (status
/// 0 once written), a usage error on standard error (status 2).
pub fn answered_by_clap(e: &clap::Error) -> ExitCode {
    if e.use_stderr() {
        // stderr may be gone too; there is nowhere else to report that.
        let _ = e.print();
        return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
    }
    match e.print().and_then(|()| io::stdout().flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => Failure::from(e).end(),
    }
}
