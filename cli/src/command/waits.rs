//! `hupai waits`: what a hand of 3n+1 tiles waits on, for a person or, with `--json`, for a
//! program; `batch --mode waits` writes the same object per line.

use super::{Failure, print_answer};
use hupai::{Hand, Waits};
use hupai_cli::answer::waits::{evaluate, write_json};
use std::fmt::Write as _;
use std::process::ExitCode;

pub use super::HandArgs as Args;

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let checker = args.rules.checker()?;
    let text = args.text();
    let (hand, waits) = evaluate(&checker, &text).map_err(|e| Failure::over(&text, e))?;
    print_answer(
        args.json,
        |out| write_json(out, &hand, &waits),
        || text_report(&hand, &waits),
    )
}

/// `1112345678999m: waiting on 9 kinds`, then one line per kind with its forms.
fn text_report(hand: &Hand, waits: &Waits) -> String {
    if waits.is_empty() {
        return format!("{hand}: not waiting\n");
    }
    let mut text = format!("{hand}: waiting on {} kinds\n", waits.len());
    for tile in waits.tiles() {
        let forms: Vec<&str> = waits.forms(tile).names().collect();
        let dead = if waits.is_dead(tile) {
            " (dead: all four held)"
        } else {
            ""
        };
        let _ = writeln!(text, "  {tile} {}{dead}", forms.join(", "));
    }
    text
}
