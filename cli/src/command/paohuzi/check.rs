//! `hupai phz check`: one Paohuzi hand, for a person or, with `--json`, for a program; `phz
//! batch` writes the same object for every line.

use super::super::{Failure, print_answer};
use super::args::HandArgs;
use hupai::paohuzi;
use hupai::paohuzi::Scoring;
use hupai_cli::answer::paohuzi::{evaluate, write_json};
use std::fmt::Write as _;
use std::process::ExitCode;

pub fn run(args: &HandArgs) -> Result<ExitCode, Failure> {
    let checker = args.rules.checker()?;
    let text = args.text();
    let (hand, outcome) = evaluate(&checker, &text).map_err(|e| Failure::over(&text, e))?;
    print_answer(
        args.json,
        |out| write_json(out, &hand, &outcome, &mut String::new()),
        || text_report(&hand, &outcome, checker.rules()),
    )
}

/// What a score counts under a scoring: 胡息, or the red/black scoring's card points, which
/// are not 胡息 (a 跑 of 九 is 6 胡息 but 16 points).
fn score_unit(scoring: Scoring) -> &'static str {
    match scoring {
        Scoring::Huxi => "胡息",
        Scoring::RedBlack => "card points",
    }
}

/// `一二三…: win, 24 胡息 (15 needed)` (`card points` under the red/black scoring), then the
/// groups with their scores, then the counts and named hands.
fn text_report(hand: &paohuzi::Hand, outcome: &paohuzi::Outcome, rules: &paohuzi::Rules) -> String {
    let mut text = String::new();
    let Some(score) = outcome.score else {
        let _ = writeln!(text, "{hand}: not complete");
        return text;
    };
    let verdict = if outcome.win {
        "win"
    } else {
        "complete, no win"
    };
    let unit = score_unit(rules.scoring);
    let needed = rules.min_huxi;
    let _ = writeln!(text, "{hand}: {verdict}, {score} {unit} ({needed} needed)");
    let groups: Vec<String> = outcome.groups.iter().map(ToString::to_string).collect();
    let _ = writeln!(text, "  {}", groups.join(" "));
    let _ = write!(
        text,
        "  red {}, big {}, small {}",
        outcome.red, outcome.big, outcome.small
    );
    if !outcome.named.is_empty() {
        let names: Vec<&str> = outcome.named.iter().map(|n| n.chinese()).collect();
        let _ = write!(text, "; {}", names.join(" "));
    }
    text.push('\n');
    text
}
