//! `hupai shanten`: how far a hand is from complete in each form, for a person or, with
//! `--json`, for a program; `batch --mode shanten` writes the same object per line.

use super::{Failure, print_answer};
use hupai::{Hand, Rules, Shanten};
use hupai_cli::answer::shanten::{evaluate, write_json};
use std::fmt::Write as _;
use std::process::ExitCode;

pub use super::HandArgs as Args;

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let checker = args.rules.checker()?;
    let text = args.text();
    let (hand, shanten) = evaluate(&checker, &text).map_err(|e| Failure::over(&text, e))?;
    print_answer(
        args.json,
        |out| write_json(out, &hand, &shanten, &mut String::new()),
        || text_report(&hand, &shanten, checker.rules()),
    )
}

/// `123m456p789s1234z: shanten 1`, then one line per form: its shanten, or why it has none
/// (the knitted forms only under `knitted=true`, 嚦咕嚦咕 only under `tiles=16`).
fn text_report(hand: &Hand, shanten: &Shanten, rules: &Rules) -> String {
    let mut text = format!("{hand}: shanten {}\n", described(shanten.least()));
    for (form, value, on) in [
        ("standard", shanten.standard, true),
        ("seven_pairs", shanten.seven_pairs, rules.seven_pairs),
        (
            "thirteen_orphans",
            shanten.thirteen_orphans,
            rules.thirteen_orphans,
        ),
    ]
    .into_iter()
    // The knitted forms of the Chinese official rules, listed where the rules have them.
    .chain(
        [
            ("knitted_straight", shanten.knitted_straight, true),
            ("honors_and_knitted", shanten.honors_and_knitted, true),
        ]
        .into_iter()
        .filter(|_| rules.knitted),
    )
    .chain(
        [(
            "seven_pairs_and_triplet",
            shanten.seven_pairs_and_triplet,
            rules.seven_pairs_and_triplet,
        )]
        .into_iter()
        .filter(|_| rules.sixteen_tiles),
    ) {
        let value = match value {
            None if !on => "off".to_owned(),
            value => described(value),
        };
        let _ = writeln!(text, "  {form}: {value}");
    }
    text
}

/// A shanten for a person: -1 and 0 named, none out of reach.
pub(super) fn described(shanten: Option<i8>) -> String {
    match shanten {
        None => "out of reach".to_owned(),
        Some(-1) => "-1 (complete)".to_owned(),
        Some(0) => "0 (waiting)".to_owned(),
        Some(s) => s.to_string(),
    }
}
