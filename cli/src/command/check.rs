//! `hupai check`: one hand from the command line, answered for a person or, with `--json`, for
//! a program. The evaluation itself is shared with `batch`, which must answer a line exactly as
//! `check --json` answers the same hand.

use super::{Failure, print_answer};
use hupai_cli::answer::check::{Outcome, evaluate, write_json};
use std::process::ExitCode;

pub use super::HandArgs as Args;

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let checker = args.rules.checker()?;
    let text = args.text();
    let outcome = evaluate(&checker, &text).map_err(|e| Failure::over(&text, e))?;
    print_answer(
        args.json,
        |out| write_json(out, &outcome, &mut String::new()),
        || text_report(&outcome),
    )
}

/// `123m456p789s11z[777z]: complete (standard)`, then the decomposition indented on the next line.
fn text_report(outcome: &Outcome) -> String {
    let hand = &outcome.hand;
    if outcome.forms.is_empty() {
        return format!("{hand}: not complete\n");
    }
    let forms: Vec<&str> = outcome.forms.names().collect();
    let mut text = format!("{hand}: complete ({})\n", forms.join(", "));
    if let Some(d) = &outcome.decomposition {
        text.push_str(&format!("  {d}\n"));
    }
    text
}
