//! The JSON form of a checked hand, shared by `check --json` and `batch` so the two cannot
//! drift apart (likewise the decompositions of `explain --json`), and the small writer `tables stats
//! --json` uses too.
//!
//! Objects are written field by field straight into the output buffer rather than built as a
//! [`serde_json::Value`]: a `Value` map sorts its keys (serde_json is built without
//! `preserve_order`), which would put `decomposition` before `hand` where a person reading
//! `hupai batch | head` looks for the hand first; and building one costs a dozen allocations
//! per line, which is most of what `batch` would spend on a line. Strings and numbers still go
//! through serde_json, which does the escaping.

use super::outcome::Outcome;
use hupai::mahjong::{Decompositions, Group};
use hupai::{Hand, Meld, Tile};
use std::io::Write as _;

/// Writes a JSON string.
pub fn string(out: &mut Vec<u8>, text: &str) {
    serde_json::to_writer(out, text).expect("a str always serialises into a Vec");
}

pub fn integer(out: &mut Vec<u8>, n: usize) {
    serde_json::to_writer(out, &n).expect("an integer always serialises into a Vec");
}

/// Writes a float (a non-finite one as `null`, as serde_json does).
pub fn float(out: &mut Vec<u8>, x: f64) {
    serde_json::to_writer(out, &x).expect("a float always serialises into a Vec");
}

pub fn boolean(out: &mut Vec<u8>, b: bool) {
    out.extend_from_slice(if b { b"true" } else { b"false" });
}

/// A tile's name is a digit and a suit letter: nothing in it needs escaping, and writing it
/// directly spares an allocation per tile.
fn tile(out: &mut Vec<u8>, tile: Tile) {
    let _ = write!(out, "\"{tile}\"");
}

/// A JSON object being written, its fields in the order they are added.
pub struct Object<'a> {
    out: &'a mut Vec<u8>,
    empty: bool,
}

impl<'a> Object<'a> {
    pub fn open(out: &'a mut Vec<u8>) -> Object<'a> {
        out.push(b'{');
        Object { out, empty: true }
    }

    /// Writes a field's key; its value is to be written next into the returned buffer.
    pub fn key(&mut self, key: &str) -> &mut Vec<u8> {
        if !self.empty {
            self.out.push(b',');
        }
        self.empty = false;
        string(self.out, key);
        self.out.push(b':');
        self.out
    }

    pub fn close(self) {
        self.out.push(b'}');
    }
}

/// Writes a JSON array, each item by `item`.
pub fn array<T>(
    out: &mut Vec<u8>,
    items: impl IntoIterator<Item = T>,
    mut item: impl FnMut(&mut Vec<u8>, T),
) {
    out.push(b'[');
    for (i, x) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        item(out, x);
    }
    out.push(b']');
}

/// `{"hand", "win", "forms", "decomposition"}`: what `check --json` prints and `batch` writes
/// for every line that could be checked. `scratch` is reused for the hand's notation.
pub fn outcome(out: &mut Vec<u8>, outcome: &Outcome, scratch: &mut String) {
    use std::fmt::Write as _;
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

/// `{"hand", "decompositions": [decomposition, ...]}`: what `explain --json` prints and `batch --mode
/// explain` writes for every line that has decompositions.
pub fn explanation(
    out: &mut Vec<u8>,
    hand: &Hand,
    decompositions: &Decompositions,
    scratch: &mut String,
) {
    use std::fmt::Write as _;
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

/// `{"pair", "groups", "melds"}`: one standard-form decomposition.
fn decomposition(
    out: &mut Vec<u8>,
    pair: &Group,
    groups: &[Group],
    melds: &[Meld],
    scratch: &mut String,
) {
    use std::fmt::Write as _;
    let mut o = Object::open(out);
    group(o.key("pair"), pair);
    array(o.key("groups"), groups, group);
    array(o.key("melds"), melds, |out, meld| {
        scratch.clear();
        let _ = write!(scratch, "{meld}");
        string(out, scratch);
    });
    o.close();
}

/// `{"hand", "line", "error"}`: what `batch` writes for a line it could not check, the line
/// echoed as given since it has no canonical form.
pub fn line_error(out: &mut Vec<u8>, line: &str, number: usize, error: &str) {
    let mut o = Object::open(out);
    string(o.key("hand"), line);
    integer(o.key("line"), number);
    string(o.key("error"), error);
    o.close();
}

/// `{"kind", "tiles", "jokers"}`, `jokers` being the tiles jokers stand for.
fn group(out: &mut Vec<u8>, group: &Group) {
    let mut o = Object::open(out);
    string(o.key("kind"), group.kind().name());
    array(o.key("tiles"), group.tiles(), tile);
    array(o.key("jokers"), group.joker_tiles(), tile);
    o.close();
}
