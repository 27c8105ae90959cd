//! Every standard-form decomposition of a complete hand, and under `knitted=true` every knitted
//! straight decomposition: the object of `explain --json`, which `batch --mode explain` writes
//! for every line that has decompositions.
//!
//! A hand that is not complete has nothing to explain, and that is an error rather than an empty
//! list: someone asking how a hand decomposes believes it is complete, and should hear otherwise.

use super::check::{decomposition, decomposition_fields, tile};
use crate::json::{Object, array, string};
use hupai::mahjong::{ConcealedGroups, Decompositions, KnittedDecomposition};
use hupai::table::SuitTable;
use hupai::{Checker, Forms, Hand, parse_hand};
use std::fmt::Write as _;

/// A complete hand's decompositions: the standard form's, then the knitted straight's.
#[derive(Debug)]
pub struct Explained {
    /// The hand as read.
    pub hand: Hand,
    /// Its standard-form decompositions.
    pub decompositions: Decompositions,
    /// Its knitted straight decompositions (under `knitted=true`).
    pub knitted: Vec<KnittedDecomposition>,
}

impl Explained {
    /// Each decomposition as `hupai explain` prints it, one per line.
    pub fn lines(&self) -> impl Iterator<Item = String> + '_ {
        let standard = self.decompositions.iter().map(|d| d.to_string());
        standard.chain(self.knitted.iter().map(|d| d.to_string()))
    }
}

/// Reads a hand and lists its decompositions; the error is the reason, position included where
/// there is one, and a hand without a decomposition is an error.
pub fn evaluate<T: SuitTable>(checker: &Checker<T>, text: &str) -> Result<Explained, String> {
    let hand = parse_hand(text).map_err(|e| e.to_string())?;
    let decompositions = checker.decompositions(&hand).map_err(|e| e.to_string())?;
    let knitted = checker
        .knitted_decompositions(&hand)
        .map_err(|e| e.to_string())?;
    if decompositions.is_empty() && knitted.is_empty() {
        let forms = checker.forms(&hand).map_err(|e| e.to_string())?;
        return Err(not_complete(forms));
    }
    Ok(Explained {
        hand,
        decompositions,
        knitted,
    })
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

/// `{"hand", "decompositions": [decomposition, ...]}`, a knitted straight's decomposition
/// with a `"knitted"` part (`{"tiles", "jokers"}`) before its pair. `scratch` is reused for
/// notations.
pub fn write_json(out: &mut Vec<u8>, explained: &Explained, scratch: &mut String) {
    let Explained {
        hand,
        decompositions,
        knitted,
    } = explained;
    scratch.clear();
    let _ = write!(scratch, "{hand}");
    let mut o = Object::open(out);
    string(o.key("hand"), scratch);
    let standard = decompositions.concealed_groups().map(Part::Standard);
    let all = standard.chain(knitted.iter().map(Part::Knitted));
    array(o.key("decompositions"), all, |out, part| match part {
        Part::Standard(g) => {
            decomposition(out, &g.pair(), g.groups(), decompositions.melds(), scratch)
        }
        Part::Knitted(d) => {
            let mut o = Object::open(out);
            let mut knitted = Object::open(o.key("knitted"));
            array(knitted.key("tiles"), d.knitted, tile);
            array(knitted.key("jokers"), d.joker_tiles(), tile);
            knitted.close();
            let rest = &d.rest;
            decomposition_fields(&mut o, &rest.pair, &rest.groups, &rest.melds, scratch);
            o.close();
        }
    });
    o.close();
}

/// One decomposition of either kind.
enum Part<'a> {
    Standard(ConcealedGroups),
    Knitted(&'a KnittedDecomposition),
}
