//! `hupai explain`: every standard-form decomposition of a complete hand, one per line for a person or,
//! with `--json`, as one object for a program; `batch --mode explain` writes the same object per
//! line. A scoring engine needs all the decompositions, since the same tiles can score differently as
//! triplets or as sequences.
//!
//! A hand that is not complete has nothing to explain, and that is an error rather than an empty
//! list: someone asking how a hand decomposes believes it is complete, and should hear otherwise.

use super::{Failure, emit, json};
use hupai::mahjong::Decompositions;
use hupai::{Checker, Forms, Hand, parse_hand};
use std::process::ExitCode;

pub use super::HandArgs as Args;

/// Reads a hand and lists its decompositions; the error is the reason, position included where there
/// is one, and a hand without a decomposition is an error.
pub fn evaluate(checker: &Checker, text: &str) -> Result<(Hand, Decompositions), String> {
    let hand = parse_hand(text).map_err(|e| e.to_string())?;
    let decompositions = checker.decompositions(&hand).map_err(|e| e.to_string())?;
    if decompositions.is_empty() {
        let forms = checker.forms(&hand).map_err(|e| e.to_string())?;
        return Err(not_complete(forms));
    }
    Ok((hand, decompositions))
}

/// Says why there is no decomposition: not complete at all, or complete only in a form without groups.
fn not_complete(forms: Forms) -> String {
    if forms.is_empty() {
        return "the hand is not complete".to_owned();
    }
    let names: Vec<&str> = forms.names().collect();
    format!(
        "the hand is not complete in the standard form, so it has no groups to list (it is complete as {})",
        names.join(", ")
    )
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let checker = args.rules.checker()?;
    let text = args.text();
    let (hand, decompositions) = evaluate(&checker, &text).map_err(|e| Failure::over(&text, e))?;
    let mut output = Vec::new();
    if args.json {
        json::explanation(&mut output, &hand, &decompositions, &mut String::new());
        output.push(b'\n');
    } else {
        for decomposition in &decompositions {
            output.extend_from_slice(format!("{decomposition}\n").as_bytes());
        }
    }
    emit(&output)?;
    Ok(ExitCode::SUCCESS)
}
