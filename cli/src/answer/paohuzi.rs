//! Whether a Paohuzi hand is complete, its best 胡息, whether it wins, its groups and named
//! hands: the object of `phz check --json`, which `phz batch` writes for every line.

use crate::json::{Object, array, boolean, integer, string};
use hupai::paohuzi;
use hupai::paohuzi::ScoredGroup;
use std::fmt::Write as _;

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

/// `{"group", "ascii", "kind", "huxi", "wang"}`: the group as the Chinese notation writes it
/// (its cards as its 王 make them), in ASCII, its kind's ASCII name, its score, and the cards its
/// 王 stand for, one per 王 (`[]` without).
pub fn group(out: &mut Vec<u8>, g: &ScoredGroup, scratch: &mut String) {
    scratch.clear();
    let _ = write!(scratch, "{}", g.group);
    let mut o = Object::open(out);
    string(o.key("group"), scratch);
    string(o.key("ascii"), &g.group.to_ascii());
    string(o.key("kind"), g.group.kind().ascii_name());
    integer(o.key("huxi"), usize::from(g.score));
    array(o.key("wang"), &g.wang, |out, c| {
        scratch.clear();
        scratch.push(c.chinese());
        string(out, scratch)
    });
    o.close();
}
