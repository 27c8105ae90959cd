//! Every standard-form decomposition of a complete hand: the object of `explain --json`, which
//! `batch --mode explain` writes for every line that has decompositions.
//!
//! A hand that is not complete has nothing to explain, and that is an error rather than an empty
//! list: someone asking how a hand decomposes believes it is complete, and should hear otherwise.

use super::check::decomposition;
use crate::json::{Object, array, string};
use hupai::mahjong::Decompositions;
use hupai::table::SuitTable;
use hupai::{Checker, Forms, Hand, parse_hand};
use std::fmt::Write as _;

/// Reads a hand and lists its decompositions; the error is the reason, position included where
/// there is one, and a hand without a decomposition is an error.
pub fn evaluate<T: SuitTable>(
    checker: &Checker<T>,
    text: &str,
) -> Result<(Hand, Decompositions), String> {
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

/// `{"hand", "decompositions": [decomposition, ...]}`. `scratch` is reused for notations.
pub fn write_json(
    out: &mut Vec<u8>,
    hand: &Hand,
    decompositions: &Decompositions,
    scratch: &mut String,
) {
    scratch.clear();
    let _ = write!(scratch, "{hand}");
    let mut o = Object::open(out);
    string(o.key("hand"), scratch);
    array(
        o.key("decompositions"),
        decompositions.concealed_groups(),
        |out, g| decomposition(out, &g.pair(), g.groups(), decompositions.melds(), scratch),
    );
    o.close();
}
