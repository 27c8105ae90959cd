//! `hupai.Efficiency` (牌效) and its parts, `hupai.EffectiveTile` and `hupai.Discard`: the
//! draws that bring a 3n+1 hand closer to complete, or every discard of a 3n+2 hand ranked by
//! what it leaves, as `Checker.efficiency` answers.
//!
//! The copies of a kind still to be drawn are four less the hand's own, its melds' and the
//! visible ones: tiles seen elsewhere, given once in mpsz notation and counted per kind.

use crate::errors;
use crate::shanten::refusal;
use crate::strings;
use hupai::mahjong::{KINDS, parse_tile_counts};
use hupai::table::SuitTable;
use hupai::{Discards, EffectiveTiles, Hand, Tile, parse_hand};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};

/// A hand's tile efficiency, by its size: for 3n+1 tiles its shanten, the kinds whose draw
/// lowers it (`tiles`) and their copies still unseen (`total`), `discards` None; for 3n+2
/// tiles its shanten and every distinct discard, best first, `tiles` and `total` None.
///
/// `to_dict()` is the object of `hupai efficiency --json`: "hand", "shanten", then "tiles"
/// and "total" (3n+1 tiles) or "discards" (3n+2).
#[pyclass(frozen, eq, module = "hupai", name = "Efficiency")]
#[derive(PartialEq)]
pub struct Efficiency {
    // Boxed: a hand is aligned beyond what Python's allocator promises an object.
    hand: Box<Hand>,
    answer: Answer,
}

/// What a hand's efficiency is, by its size.
#[derive(PartialEq)]
enum Answer {
    /// A 3n+1 hand: its shanten and the draws that lower it.
    Draws(EffectiveTiles),
    /// A 3n+2 hand: its own shanten and every discard, best first.
    Discards {
        shanten: Option<i8>,
        discards: Box<Discards>,
    },
}

impl Efficiency {
    /// Reads a hand and the visible tiles (None: none) and finds the hand's efficiency; the
    /// error is the command line's message. A kind whose visible copies and the hand's own
    /// (its melds' included) make more than four is an error: one of the two is wrong.
    pub fn of<T: SuitTable>(
        checker: &hupai::Checker<T>,
        text: &str,
        visible: Option<&str>,
    ) -> PyResult<Efficiency> {
        let visible = match visible {
            None => [0; KINDS],
            Some(text) => {
                parse_tile_counts(text).map_err(|e| errors::hand(format!("visible: {e}")))?
            }
        };
        let hand = parse_hand(text).map_err(errors::hand)?;
        let own = hand.counts();
        let melded = hand.melded();
        for (k, kind) in Tile::all().enumerate() {
            let held = own[k] + melded[k];
            if visible[k] > 0 && held + visible[k] > 4 {
                return Err(errors::hand(format!(
                    "{} visible {kind} and {held} in the hand make more than the four there are",
                    visible[k]
                )));
            }
        }
        let answer = if hand.concealed_len() % 3 == 1 {
            Answer::Draws(checker.effective_tiles(&hand, &visible).map_err(refusal)?)
        } else {
            // Shanten refuses a hand of 3n tiles in its own words before discards would.
            let shanten = checker.shanten(&hand).map_err(refusal)?.least();
            let discards = checker.discards(&hand, &visible).map_err(refusal)?;
            Answer::Discards {
                shanten,
                discards: Box::new(discards),
            }
        };
        Ok(Efficiency {
            hand: Box::new(hand),
            answer,
        })
    }

    /// The effective tiles of a 3n+1 hand.
    fn draws(&self) -> Option<&EffectiveTiles> {
        match &self.answer {
            Answer::Draws(tiles) => Some(tiles),
            Answer::Discards { .. } => None,
        }
    }
}

#[pymethods]
impl Efficiency {
    /// The hand as read, in the notation's own order.
    #[getter]
    fn hand<'py>(&self, py: Python<'py>) -> Bound<'py, PyString> {
        PyString::new(py, &self.hand.to_string())
    }

    /// The hand's shanten, the least over the forms; None when no form is in reach.
    #[getter]
    fn shanten(&self) -> Option<i8> {
        match &self.answer {
            Answer::Draws(tiles) => tiles.shanten(),
            Answer::Discards { shanten, .. } => *shanten,
        }
    }

    /// For 3n+1 tiles, the kinds whose draw lowers the shanten, in tile order; None for 3n+2.
    #[getter]
    fn tiles<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyList>>> {
        self.draws().map(|t| effective_tiles(py, t)).transpose()
    }

    /// For 3n+1 tiles, the copies of those kinds still unseen, all together; None for 3n+2.
    #[getter]
    fn total(&self) -> Option<u32> {
        self.draws().map(EffectiveTiles::total)
    }

    /// For 3n+2 tiles, every distinct discard, best first; None for 3n+1.
    #[getter]
    fn discards<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyList>>> {
        match &self.answer {
            Answer::Draws(_) => Ok(None),
            Answer::Discards { discards, .. } => {
                let discards = discards.as_slice().iter().map(|&d| Discard(d));
                PyList::new(py, discards).map(Some)
            }
        }
    }

    /// The object of `hupai efficiency --json`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item(intern!(py, "hand"), self.hand(py))?;
        dict.set_item(intern!(py, "shanten"), self.shanten())?;
        match &self.answer {
            Answer::Draws(tiles) => draws_fields(&dict, tiles)?,
            Answer::Discards { discards, .. } => {
                let discards = discards.as_slice().iter().map(|&d| Discard(d).to_dict(py));
                let discards = PyList::new(py, discards.collect::<PyResult<Vec<_>>>()?)?;
                dict.set_item(intern!(py, "discards"), discards)?;
            }
        }
        Ok(dict)
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let fields: &[&str] = match slf.get().answer {
            Answer::Draws(_) => &["hand", "shanten", "tiles", "total"],
            Answer::Discards { .. } => &["hand", "shanten", "discards"],
        };
        crate::object::repr(slf.as_any(), "Efficiency", fields)
    }
}

/// Effective tiles as a list of `EffectiveTile`s.
fn effective_tiles<'py>(py: Python<'py>, tiles: &EffectiveTiles) -> PyResult<Bound<'py, PyList>> {
    let tiles = tiles.iter();
    crate::object::list(
        py,
        tiles.map(|(tile, remaining)| EffectiveTile { tile, remaining }),
    )
}

/// The "tiles" (as dicts) and "total" fields of effective tiles, into `dict`.
fn draws_fields(dict: &Bound<'_, PyDict>, tiles: &EffectiveTiles) -> PyResult<()> {
    let py = dict.py();
    let list = PyList::empty(py);
    for (tile, remaining) in tiles.iter() {
        list.append(EffectiveTile { tile, remaining }.to_dict(py)?)?;
    }
    dict.set_item(intern!(py, "tiles"), list)?;
    dict.set_item(intern!(py, "total"), tiles.total())
}

/// A kind whose draw lowers the shanten, and its copies still unseen.
///
/// `to_dict()` is `{"tile", "remaining"}`, one of the "tiles" of `hupai efficiency --json`.
#[pyclass(frozen, eq, module = "hupai", name = "EffectiveTile")]
#[derive(PartialEq)]
pub struct EffectiveTile {
    tile: Tile,
    remaining: u8,
}

#[pymethods]
impl EffectiveTile {
    /// The kind ("2m").
    #[getter]
    fn tile<'py>(&self, py: Python<'py>) -> Bound<'py, PyString> {
        strings::tile(py, self.tile)
    }

    /// Its copies not in the hand, its melds or the visible tiles.
    #[getter]
    fn remaining(&self) -> u8 {
        self.remaining
    }

    /// `{"tile", "remaining"}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item(intern!(py, "tile"), self.tile(py))?;
        dict.set_item(intern!(py, "remaining"), self.remaining)?;
        Ok(dict)
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        crate::object::repr(slf.as_any(), "EffectiveTile", &["tile", "remaining"])
    }
}

/// One discard of a 3n+2 hand and what the hand it leaves draws to: that hand's shanten,
/// its effective tiles and their copies still unseen.
///
/// `to_dict()` is `{"tile", "shanten", "tiles", "total"}`, one of the "discards" of `hupai
/// efficiency --json`.
#[pyclass(frozen, eq, module = "hupai", name = "Discard")]
#[derive(PartialEq)]
pub struct Discard(hupai::Discard);

#[pymethods]
impl Discard {
    /// The tile discarded ("5z").
    #[getter]
    fn tile<'py>(&self, py: Python<'py>) -> Bound<'py, PyString> {
        strings::tile(py, self.0.tile)
    }

    /// The shanten of the hand the discard leaves; None when no form is in reach.
    #[getter]
    fn shanten(&self) -> Option<i8> {
        self.0.tiles.shanten()
    }

    /// The kinds whose draw lowers that hand's shanten, in tile order.
    #[getter]
    fn tiles<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        effective_tiles(py, &self.0.tiles)
    }

    /// The copies of those kinds still unseen, all together.
    #[getter]
    fn total(&self) -> u32 {
        self.0.tiles.total()
    }

    /// `{"tile", "shanten", "tiles", "total"}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item(intern!(py, "tile"), self.tile(py))?;
        dict.set_item(intern!(py, "shanten"), self.shanten())?;
        draws_fields(&dict, &self.0.tiles)?;
        Ok(dict)
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        crate::object::repr(
            slf.as_any(),
            "Discard",
            &["tile", "shanten", "tiles", "total"],
        )
    }
}
