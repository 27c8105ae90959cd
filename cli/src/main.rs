//! The `hupai` command: checks hands typed by a person (`check`), streams of hands from a file or
//! a pipe (`batch`), times the checkers (`bench`) and reports on the suit tables (`tables`).
//!
//! Everything lives in the `command` module so that this root stays a one-line entry point.

mod command;

fn main() -> std::process::ExitCode {
    command::main()
}
