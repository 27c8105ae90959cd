//! The Python strings that answers hand out again and again: the 34 tile names and the form
//! names. Each is made once per interpreter and shared, so that a list of waits or effective
//! tiles costs a reference count per tile rather than a new string.

use hupai::mahjong::KINDS;
use hupai::{Forms, Tile};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyList, PyString};

/// The name of each of the 34 kinds, "1m" to "7z", by index.
static TILES: PyOnceLock<Vec<Py<PyString>>> = PyOnceLock::new();

/// A tile's name, as the notation writes it ("5m").
pub fn tile<'py>(py: Python<'py>, tile: Tile) -> Bound<'py, PyString> {
    let names = TILES.get_or_init(py, || {
        let names: Vec<_> = Tile::all()
            .map(|t| PyString::intern(py, &t.to_string()).unbind())
            .collect();
        debug_assert_eq!(names.len(), KINDS);
        names
    });
    names[tile.index()].bind(py).clone()
}

/// The names of tiles, as a list.
pub fn tiles<'py>(
    py: Python<'py>,
    tiles: impl IntoIterator<Item = Tile>,
) -> PyResult<Bound<'py, PyList>> {
    crate::object::list(py, tiles.into_iter().map(|t| tile(py, t)))
}

/// A form's name, as [`Forms::names`] gives it: interned for the forms there are today.
pub fn form<'py>(py: Python<'py>, name: &'static str) -> Bound<'py, PyString> {
    let interned = match name {
        "standard" => intern!(py, "standard"),
        "seven_pairs" => intern!(py, "seven_pairs"),
        "thirteen_orphans" => intern!(py, "thirteen_orphans"),
        "knitted_straight" => intern!(py, "knitted_straight"),
        "honors_and_knitted" => intern!(py, "honors_and_knitted"),
        "greater_honors_and_knitted" => intern!(py, "greater_honors_and_knitted"),
        "seven_pairs_and_triplet" => intern!(py, "seven_pairs_and_triplet"),
        _ => return PyString::new(py, name),
    };
    interned.clone()
}

/// The names of the forms held, in the order [`Forms::names`] gives them, as a list.
pub fn forms<'py>(py: Python<'py>, forms: Forms) -> PyResult<Bound<'py, PyList>> {
    crate::object::list(py, forms.names().map(|n| form(py, n)))
}
