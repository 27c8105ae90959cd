//! `hupai.Wait`: one tile a hand of 3n+1 tiles waits on, as `Checker.waits` lists them.

use crate::errors;
use crate::strings;
use hupai::table::SuitTable;
use hupai::{Forms, Tile, parse_hand};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};

/// A tile the hand waits on, the forms it completes the hand in, and whether it is dead (the
/// hand holds all four copies, so only a fifth, a joker's, could come).
///
/// `to_dict()` is one of the "waits" of `hupai waits --json`: "tile", "forms", "dead".
#[pyclass(frozen, eq, module = "hupai", name = "Wait")]
#[derive(PartialEq)]
pub struct Wait {
    tile: Tile,
    forms: Forms,
    dead: bool,
}

/// Reads a hand and lists its waits, in tile order; the error is the command line's message.
pub fn waits<'py, T: SuitTable>(
    py: Python<'py>,
    checker: &hupai::Checker<T>,
    text: &str,
) -> PyResult<Bound<'py, PyList>> {
    let hand = parse_hand(text).map_err(errors::hand)?;
    let waits = checker.waits(&hand).map_err(errors::hand)?;
    let waits = waits.tiles().map(|tile| Wait {
        tile,
        forms: waits.forms(tile),
        dead: waits.is_dead(tile),
    });
    crate::object::list(py, waits)
}

#[pymethods]
impl Wait {
    /// The tile waited on ("5m").
    #[getter]
    fn tile<'py>(&self, py: Python<'py>) -> Bound<'py, PyString> {
        strings::tile(py, self.tile)
    }

    /// The names of the forms the tile completes the hand in.
    #[getter]
    fn forms<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        strings::forms(py, self.forms)
    }

    /// Whether the hand already holds the four copies of the tile.
    #[getter]
    fn dead(&self) -> bool {
        self.dead
    }

    /// `{"tile", "forms", "dead"}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item(intern!(py, "tile"), self.tile(py))?;
        dict.set_item(intern!(py, "forms"), self.forms(py)?)?;
        dict.set_item(intern!(py, "dead"), self.dead)?;
        Ok(dict)
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        crate::object::repr(slf.as_any(), "Wait", &["tile", "forms", "dead"])
    }
}
