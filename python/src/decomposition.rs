//! `hupai.Decomposition` and its parts, `hupai.Group` and `hupai.Knitted`: one way a complete
//! hand splits into its pair and groups, as `Checker.decompositions` lists them and
//! `Check.decomposition` gives one.

use crate::strings;
use hupai::mahjong::KnittedDecomposition;
use hupai::{GroupKind, Meld, Tile};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};

/// A standard-form decomposition of a complete hand, or a knitted straight's (组合龙): the
/// knitted tiles, then the rest as a standard decomposition.
///
/// `to_dict()` is a decomposition of `hupai explain --json`: "pair", "groups", "melds",
/// after "knitted" for a knitted straight.
#[pyclass(frozen, eq, module = "hupai", name = "Decomposition")]
#[derive(PartialEq)]
pub struct Decomposition(Kind);

/// The two kinds of decomposition.
#[derive(PartialEq)]
enum Kind {
    Standard(hupai::Decomposition),
    Knitted(KnittedDecomposition),
}

impl Decomposition {
    /// A standard-form decomposition.
    pub fn from_standard(d: hupai::Decomposition) -> Decomposition {
        Decomposition(Kind::Standard(d))
    }

    /// A knitted straight decomposition.
    pub fn from_knitted(k: KnittedDecomposition) -> Decomposition {
        Decomposition(Kind::Knitted(k))
    }

    /// The pair, groups and melds: the whole decomposition, or a knitted straight's rest.
    fn rest(&self) -> &hupai::Decomposition {
        match &self.0 {
            Kind::Standard(d) => d,
            Kind::Knitted(k) => &k.rest,
        }
    }
}

#[pymethods]
impl Decomposition {
    /// The pair (雀头), as a Group of kind "pair".
    #[getter]
    fn pair(&self) -> Group {
        Group(self.rest().pair)
    }

    /// The concealed groups: each suit's in ascending order, suits in m, p, s, z order.
    #[getter]
    fn groups<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.rest().groups.iter().map(|&g| Group(g)))
    }

    /// The hand's melds, as the notation writes them ("[777z]", "(1111m)").
    #[getter]
    fn melds<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        melds(py, &self.rest().melds)
    }

    /// The knitted tiles of a knitted straight, None for a standard decomposition.
    #[getter]
    fn knitted(&self) -> Option<Knitted> {
        match &self.0 {
            Kind::Standard(_) => None,
            Kind::Knitted(k) => Some(Knitted {
                tiles: k.knitted,
                jokers: k.joker_tiles().collect(),
            }),
        }
    }

    /// The fields of `hupai explain --json`'s decomposition: "knitted" (for a knitted
    /// straight), "pair", "groups", "melds".
    pub fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        if let Some(knitted) = self.knitted() {
            dict.set_item(intern!(py, "knitted"), knitted.to_dict(py)?)?;
        }
        let d = self.rest();
        dict.set_item(intern!(py, "pair"), Group(d.pair).to_dict(py)?)?;
        let groups = d.groups.iter().map(|&g| Group(g).to_dict(py));
        let groups = PyList::new(py, groups.collect::<PyResult<Vec<_>>>()?)?;
        dict.set_item(intern!(py, "groups"), groups)?;
        dict.set_item(intern!(py, "melds"), melds(py, &d.melds)?)?;
        Ok(dict)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let text = match &self.0 {
            Kind::Standard(d) => d.to_string(),
            Kind::Knitted(k) => k.to_string(),
        };
        Ok(format!(
            "hupai.Decomposition({})",
            PyString::new(py, &text).repr()?
        ))
    }
}

/// Melds as the notation writes them.
fn melds<'py>(py: Python<'py>, melds: &[Meld]) -> PyResult<Bound<'py, PyList>> {
    PyList::new(py, melds.iter().map(|m| PyString::new(py, &m.to_string())))
}

/// A concealed group or the pair of a decomposition, with the tiles jokers stand for.
///
/// `to_dict()` is `{"kind", "tiles", "jokers"}`, as `hupai explain --json` writes a group.
#[pyclass(frozen, eq, module = "hupai", name = "Group")]
#[derive(PartialEq)]
pub struct Group(hupai::Group);

#[pymethods]
impl Group {
    /// "sequence", "triplet" or "pair".
    #[getter]
    fn kind<'py>(&self, py: Python<'py>) -> Bound<'py, PyString> {
        let name = match self.0.kind() {
            GroupKind::Sequence => intern!(py, "sequence"),
            GroupKind::Triplet => intern!(py, "triplet"),
            GroupKind::Pair => intern!(py, "pair"),
        };
        name.clone()
    }

    /// The group's tiles in ascending order, those jokers stand for included ("1m").
    #[getter]
    fn tiles<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        strings::tiles(py, self.0.tiles())
    }

    /// The tiles jokers stand for, one per joker (empty without).
    #[getter]
    fn jokers<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        strings::tiles(py, self.0.joker_tiles())
    }

    /// `{"kind", "tiles", "jokers"}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item(intern!(py, "kind"), self.kind(py))?;
        dict.set_item(intern!(py, "tiles"), self.tiles(py)?)?;
        dict.set_item(intern!(py, "jokers"), self.jokers(py)?)?;
        Ok(dict)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let text = PyString::new(py, &self.0.to_string());
        Ok(format!("hupai.Group({})", text.repr()?))
    }
}

/// The knitted tiles of a knitted straight (组合龙): 1-4-7, 2-5-8 and 3-6-9 of the three
/// numbered suits.
///
/// `to_dict()` is `{"tiles", "jokers"}`, the "knitted" of `hupai explain --json`.
#[pyclass(frozen, eq, module = "hupai", name = "Knitted")]
#[derive(PartialEq)]
pub struct Knitted {
    tiles: [Tile; 9],
    jokers: Vec<Tile>,
}

#[pymethods]
impl Knitted {
    /// The nine knitted tiles, in index order, those jokers stand for included.
    #[getter]
    fn tiles<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        strings::tiles(py, self.tiles)
    }

    /// The knitted tiles jokers stand for, one per joker (empty without).
    #[getter]
    fn jokers<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        strings::tiles(py, self.jokers.iter().copied())
    }

    /// `{"tiles", "jokers"}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item(intern!(py, "tiles"), self.tiles(py)?)?;
        dict.set_item(intern!(py, "jokers"), self.jokers(py)?)?;
        Ok(dict)
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        crate::object::repr(slf.as_any(), "Knitted", &["tiles", "jokers"])
    }
}
