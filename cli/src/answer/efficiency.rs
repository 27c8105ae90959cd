//! Tile efficiency (牌效): the draws that bring a 3n+1 hand closer to complete, or every discard
//! of a 3n+2 hand ranked by what it leaves. The object of `efficiency --json`, which `batch
//! --mode efficiency` writes for every line.
//!
//! The copies of a kind that are still to be drawn are four less the hand's own, its melds'
//! and the visible ones: tiles seen elsewhere (discards, other players' melds, indicators),
//! given once in mpsz notation and counted per kind ([`visible`]).

use super::check::tile;
use super::shanten::{error, number};
use crate::json::{Object, array, integer, string};
use hupai::mahjong::{KINDS, parse_tile_counts};
use hupai::table::SuitTable;
use hupai::{Checker, Discards, EffectiveTiles, Hand, Tile, parse_hand};
use std::fmt::Write as _;

/// What a hand's efficiency is, by its size.
///
/// One lives on the stack for the line it answers and is never stored in bulk, so the discards
/// stay inline rather than cost an allocation per line.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Copy, Debug)]
pub enum Efficiency {
    /// A 3n+1 hand: its shanten and the draws that lower it.
    Draws(EffectiveTiles),
    /// A 3n+2 hand: its own shanten and every discard, best first.
    Discards {
        /// The hand's shanten, the least over the forms.
        shanten: Option<i8>,
        /// Every distinct discard, best first.
        discards: Discards,
    },
}

/// Reads visible tiles, such as `1m1m5z` or `115m 5z`, counted per kind
/// ([`parse_tile_counts`]); the error is the position (in characters, from 1) and the reason.
/// Empty text is no visible tile.
pub fn visible(text: &str) -> Result<[u8; KINDS], String> {
    parse_tile_counts(text).map_err(|e| e.to_string())
}

/// Reads a hand and finds its efficiency given the `visible` counts; the error is the reason,
/// position included where there is one. A kind whose visible copies and the hand's own (its
/// melds' included) make more than four is an error: one of the two is wrong.
pub fn evaluate<T: SuitTable>(
    checker: &Checker<T>,
    text: &str,
    visible: &[u8; KINDS],
) -> Result<(Hand, Efficiency), String> {
    let hand = parse_hand(text).map_err(|e| e.to_string())?;
    let own = hand.counts();
    let melded = hand.melded();
    for (k, kind) in Tile::all().enumerate() {
        let held = own[k] + melded[k];
        if visible[k] > 0 && held + visible[k] > 4 {
            return Err(format!(
                "{} visible {kind} and {held} in the hand make more than the four there are",
                visible[k]
            ));
        }
    }
    let efficiency = if hand.concealed_len() % 3 == 1 {
        Efficiency::Draws(checker.effective_tiles(&hand, visible).map_err(error)?)
    } else {
        // Shanten refuses a hand of 3n tiles in its own words before discards would.
        let shanten = checker.shanten(&hand).map_err(error)?.least();
        let discards = checker.discards(&hand, visible).map_err(error)?;
        Efficiency::Discards { shanten, discards }
    };
    Ok((hand, efficiency))
}

/// `{"hand", "shanten", "tiles": [{"tile", "remaining"}], "total"}` for a 3n+1 hand, `{"hand",
/// "shanten", "discards": [{"tile", "shanten", "tiles", "total"}]}` for a 3n+2 one: a
/// discard's shanten is that of the hand it leaves, its tiles that hand's. `scratch` is reused
/// for the hand's notation.
pub fn write_json(out: &mut Vec<u8>, hand: &Hand, efficiency: &Efficiency, scratch: &mut String) {
    scratch.clear();
    let _ = write!(scratch, "{hand}");
    let mut o = Object::open(out);
    string(o.key("hand"), scratch);
    match efficiency {
        Efficiency::Draws(tiles) => {
            number(o.key("shanten"), tiles.shanten());
            effective_tiles(&mut o, tiles);
        }
        Efficiency::Discards { shanten, discards } => {
            number(o.key("shanten"), *shanten);
            array(o.key("discards"), discards.as_slice(), |out, d| {
                let mut o = Object::open(out);
                tile(o.key("tile"), d.tile);
                number(o.key("shanten"), d.tiles.shanten());
                effective_tiles(&mut o, &d.tiles);
                o.close();
            });
        }
    }
    o.close();
}

/// The `"tiles"` and `"total"` fields of effective tiles.
fn effective_tiles(o: &mut Object<'_>, tiles: &EffectiveTiles) {
    array(o.key("tiles"), tiles.iter(), |out, (kind, remaining)| {
        let mut t = Object::open(out);
        tile(t.key("tile"), kind);
        integer(t.key("remaining"), usize::from(remaining));
        t.close();
    });
    integer(o.key("total"), tiles.total() as usize);
}
