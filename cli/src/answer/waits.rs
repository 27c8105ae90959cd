//! What a hand of 3n+1 tiles waits on: the object of `waits --json`, which `batch --mode waits`
//! writes for every line.

use crate::json::{Object, array, boolean, string};
use hupai::table::SuitTable;
use hupai::{Checker, Hand, Waits, parse_hand};

/// Reads a hand and finds its waits; the error is the reason, position included.
pub fn evaluate<T: SuitTable>(checker: &Checker<T>, text: &str) -> Result<(Hand, Waits), String> {
    let hand = parse_hand(text).map_err(|e| e.to_string())?;
    let waits = checker.waits(&hand).map_err(|e| e.to_string())?;
    Ok((hand, waits))
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
