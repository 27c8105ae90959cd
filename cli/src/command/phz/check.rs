//! `hupai phz check`: one Paohuzi hand, for a person or, with `--json`, for a program; `phz
//! batch` writes the same object for every line.

use super::super::json::{Object, array, boolean, integer, string};
use super::super::{Failure, emit};
use super::HandArgs;
use hupai::paohuzi;
use hupai::paohuzi::{ScoredGroup, Scoring};
use std::fmt::Write as _;
use std::process::ExitCode;

/// Reads and checks one hand; the error is the reason, position included where there is one.
pub fn evaluate(
    checker: &paohuzi::Checker,
    text: &str,
) -> Result<(paohuzi::Hand, paohuzi::Outcome), String> {
    let hand: paohuzi::Hand = text.parse().map_err(|e| format!("{e}"))?;
    let outcome = checker.check(&hand).map_err(|e| e.to_string())?;
    Ok((hand, outcome))
}

/// Checks one line and writes its object: the `phz batch` answer.
pub fn answer(
    checker: &paohuzi::Checker,
    line: &str,
    out: &mut Vec<u8>,
    scratch: &mut String,
) -> Result<(), String> {
    let (hand, outcome) = evaluate(checker, line)?;
    write_json(out, &hand, &outcome, scratch);
    Ok(())
}

pub fn run(args: &HandArgs) -> Result<ExitCode, Failure> {
    let checker = args.rules.checker()?;
    let text = args.text();
    let (hand, outcome) = evaluate(&checker, &text).map_err(|e| Failure::over(&text, e))?;
    let output = if args.json {
        let mut out = Vec::new();
        write_json(&mut out, &hand, &outcome, &mut String::new());
        out.push(b'\n');
        out
    } else {
        text_report(&hand, &outcome, checker.rules()).into_bytes()
    };
    emit(&output)?;
    Ok(ExitCode::SUCCESS)
}

/// `{"hand", "complete", "huxi", "win", "groups", "reds", "bigs", "smalls", "names"}`; `huxi`
/// is the score under the rules' scoring, `null` when the hand is not complete.
pub fn write_json(
    out: &mut Vec<u8>,
    hand: &paohuzi::Hand,
    outcome: &paohuzi::Outcome,
    scratch: &mut String,
) {
    scratch.clear();
    let _ = write!(scratch, "{hand}");
    let mut o = Object::open(out);
    string(o.key("hand"), scratch);
    boolean(o.key("complete"), outcome.complete);
    match outcome.score {
        Some(score) => integer(o.key("huxi"), usize::from(score)),
        None => o.key("huxi").extend_from_slice(b"null"),
    }
    boolean(o.key("win"), outcome.win);
    array(o.key("groups"), &outcome.groups, |out, g| {
        group(out, g, scratch)
    });
    integer(o.key("reds"), usize::from(outcome.red));
    integer(o.key("bigs"), usize::from(outcome.big));
    integer(o.key("smalls"), usize::from(outcome.small));
    array(o.key("names"), &outcome.named, |out, n| {
        string(out, n.chinese())
    });
    o.close();
}

/// `{"group", "ascii", "kind", "huxi"}`: the group as the Chinese notation writes it, in ASCII,
/// its kind's ASCII name and its score.
pub fn group(out: &mut Vec<u8>, g: &ScoredGroup, scratch: &mut String) {
    scratch.clear();
    let _ = write!(scratch, "{}", g.group);
    let mut o = Object::open(out);
    string(o.key("group"), scratch);
    string(o.key("ascii"), &g.group.to_ascii());
    string(o.key("kind"), g.group.kind().ascii_name());
    integer(o.key("huxi"), usize::from(g.score));
    o.close();
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
