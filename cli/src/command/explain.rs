//! `hupai explain`: every standard-form decomposition of a complete hand, one per line for a person or,
//! with `--json`, as one object for a program; `batch --mode explain` writes the same object per
//! line. A scoring engine needs all the decompositions, since the same tiles can score differently as
//! triplets or as sequences.

use super::{Failure, emit};
use hupai_cli::answer::explain::{evaluate, write_json};
use std::process::ExitCode;

pub use super::HandArgs as Args;

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let checker = args.rules.checker()?;
    let text = args.text();
    let explained = evaluate(&checker, &text).map_err(|e| Failure::over(&text, e))?;
    let mut output = Vec::new();
    if args.json {
        write_json(&mut output, &explained, &mut String::new());
        output.push(b'\n');
    } else {
        for line in explained.lines() {
            output.extend_from_slice(line.as_bytes());
            output.push(b'\n');
        }
    }
    emit(&output)?;
    Ok(ExitCode::SUCCESS)
}
