//! `hupai waits`: what a hand of 3n+1 tiles waits on, for a person or, with `--json`, for a
//! program; `batch --mode waits` writes the same object per line.

use super::json::{Object, array, boolean, string};
use super::{Failure, emit};
use hupai::{Checker, Hand, Waits, parse_hand};
use std::fmt::Write as _;
use std::process::ExitCode;

pub use super::HandArgs as Args;

/// Reads a hand and finds its waits; the error is the reason, position included.
pub fn evaluate(checker: &Checker, text: &str) -> Result<(Hand, Waits), String> {
    let hand = parse_hand(text).map_err(|e| e.to_string())?;
    let waits = checker.waits(&hand).map_err(|e| e.to_string())?;
    Ok((hand, waits))
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let checker = args.rules.checker()?;
    let text = args.text();
    let (hand, waits) = evaluate(&checker, &text).map_err(|e| Failure::over(&text, e))?;
    let output = if args.json {
        let mut out = Vec::new();
        write_json(&mut out, &hand, &waits);
        out.push(b'\n');
        out
    } else {
        text_report(&hand, &waits).into_bytes()
    };
    emit(&output)?;
    Ok(ExitCode::SUCCESS)
}

/// `{"hand", "waiting", "waits": [{"tile", "forms", "dead"}]}`.
pub fn write_json(out: &mut Vec<u8>, hand: &Hand, waits: &Waits) {
    let mut o = Object::open(out);
    string(o.key("hand"), &hand.to_string());
    boolean(o.key("waiting"), !waits.is_empty());
    array(o.key("waits"), waits.tiles(), |out, tile| {
        let mut w = Object::open(out);
        string(w.key("tile"), &tile.to_string());
        array(w.key("forms"), waits.forms(tile).names(), string);
        boolean(w.key("dead"), waits.is_dead(tile));
        w.close();
    });
    o.close();
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
