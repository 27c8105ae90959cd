//! Whether a hand is complete, in which forms, and one standard decomposition: the object of
//! `check --json`, which `batch` writes for every line it could check.

use crate::json::{Object, array, boolean, string};
use hupai::mahjong::Group;
use hupai::table::SuitTable;
use hupai::{Checker, Decomposition, Forms, Hand, Meld, Tile, parse_hand};
use std::fmt::Write as _;

/// What a check finds out about a hand.
#[derive(Debug)]
pub struct Outcome {
    /// The hand as read.
    pub hand: Hand,
    /// The forms the hand is complete in, empty when it is not complete.
    pub forms: Forms,
    /// A standard-form decomposition, present exactly when `forms` holds the standard form.
    pub decomposition: Option<Decomposition>,
}

/// Reads and checks one hand; the error is the reason, position included where there is one.
pub fn evaluate<T: SuitTable>(checker: &Checker<T>, text: &str) -> Result<Outcome, String> {
    let hand = parse_hand(text).map_err(|e| e.to_string())?;
    let forms = checker.forms(&hand).map_err(|e| e.to_string())?;
    // Decomposing costs a search; skip it when the tables already say there is no decomposition.
    let decomposition = if forms.contains(Forms::STANDARD) {
        checker.decompose(&hand).map_err(|e| e.to_string())?
    } else {
        None
    };
    Ok(Outcome {
        hand,
        forms,
        decomposition,
    })
}

/// `{"hand", "win", "forms", "decomposition"}`. `scratch` is reused for the hand's notation.
pub fn write_json(out: &mut Vec<u8>, outcome: &Outcome, scratch: &mut String) {
    scratch.clear();
    let _ = write!(scratch, "{}", outcome.hand);
    let mut o = Object::open(out);
    string(o.key("hand"), scratch);
    boolean(o.key("win"), !outcome.forms.is_empty());
    array(o.key("forms"), outcome.forms.names(), string);
    let value = o.key("decomposition");
    match &outcome.decomposition {
        None => value.extend_from_slice(b"null"),
        Some(d) => decomposition(value, &d.pair, &d.groups, &d.melds, scratch),
    }
    o.close();
}

/// `{"pair", "groups", "melds"}`: one standard-form decomposition, as `check` and `explain`
/// write it.
pub(super) fn decomposition(
    out: &mut Vec<u8>,
    pair: &Group,
    groups: &[Group],
    melds: &[Meld],
    scratch: &mut String,
) {
    let mut o = Object::open(out);
    decomposition_fields(&mut o, pair, groups, melds, scratch);
    o.close();
}

/// The `"pair"`, `"groups"` and `"melds"` fields of a decomposition, into an open object.
pub(super) fn decomposition_fields(
    o: &mut Object,
    pair: &Group,
    groups: &[Group],
    melds: &[Meld],
    scratch: &mut String,
) {
    group(o.key("pair"), pair);
    array(o.key("groups"), groups, group);
    array(o.key("melds"), melds, |out, meld| {
        scratch.clear();
        let _ = write!(scratch, "{meld}");
        string(out, scratch);
    });
}

/// `{"kind", "tiles", "jokers"}`, `jokers` being the tiles jokers stand for.
fn group(out: &mut Vec<u8>, group: &Group) {
    let mut o = Object::open(out);
    string(o.key("kind"), group.kind().name());
    array(o.key("tiles"), group.tiles(), tile);
    array(o.key("jokers"), group.joker_tiles(), tile);
    o.close();
}

/// A tile's name is a digit and a suit letter: nothing in it needs escaping, and writing it
/// directly spares an allocation per tile.
pub(super) fn tile(out: &mut Vec<u8>, tile: Tile) {
    use std::io::Write as _;
    let _ = write!(out, "\"{tile}\"");
}
