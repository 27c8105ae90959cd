//! `hupai.PaohuziCheck` and its part `hupai.PaohuziGroup`: a Paohuzi hand checked, its best
//! 胡息, whether it wins, its groups and named hands, as `PaohuziChecker.check` answers.

use crate::errors;
use hupai::paohuzi;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};

/// A Paohuzi hand checked.
///
/// `to_dict()` is the object of `hupai phz check --json`: "hand", "complete", "huxi", "win",
/// "groups", "reds", "bigs", "smalls", "names".
#[pyclass(frozen, eq, module = "hupai", name = "PaohuziCheck")]
#[derive(PartialEq)]
pub struct PaohuziCheck {
    hand: paohuzi::Hand,
    outcome: paohuzi::Outcome,
}

impl PaohuziCheck {
    /// Reads and checks a hand; the error is the command line's message.
    pub fn of(checker: &paohuzi::Checker, text: &str) -> PyResult<PaohuziCheck> {
        let hand: paohuzi::Hand = text.parse().map_err(errors::hand)?;
        let outcome = checker.check(&hand).map_err(errors::hand)?;
        Ok(PaohuziCheck { hand, outcome })
    }
}

#[pymethods]
impl PaohuziCheck {
    /// The hand as read, in Chinese numerals.
    #[getter]
    fn hand<'py>(&self, py: Python<'py>) -> Bound<'py, PyString> {
        PyString::new(py, &self.hand.to_string())
    }

    /// Whether every card is in a group, with exactly the one pair the hand size asks for.
    #[getter]
    fn complete(&self) -> bool {
        self.outcome.complete
    }

    /// The best score (胡息, or card points under the rules' scoring) over every
    /// decomposition, exposed groups included; None when the hand is not complete.
    #[getter]
    fn huxi(&self) -> Option<u16> {
        self.outcome.score
    }

    /// Whether the hand is complete and its score reaches the rules' `min_huxi`.
    #[getter]
    fn win(&self) -> bool {
        self.outcome.win
    }

    /// The groups of a best decomposition: exposed first, then 坎/提 set aside, then the
    /// hand's own.
    #[getter]
    fn groups<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let groups = self.outcome.groups.iter().cloned().map(PaohuziGroup);
        PyList::new(py, groups)
    }

    /// Red cards (二七十贰柒拾), held and exposed.
    #[getter]
    fn reds(&self) -> u8 {
        self.outcome.red
    }

    /// Big cards (壹..拾), held and exposed.
    #[getter]
    fn bigs(&self) -> u8 {
        self.outcome.big
    }

    /// Small cards (一..十), held and exposed.
    #[getter]
    fn smalls(&self) -> u8 {
        self.outcome.small
    }

    /// The named hands (名堂) that hold, in Chinese ("红胡"); empty unless complete.
    #[getter]
    fn names<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.outcome.named.iter().map(|n| n.chinese()))
    }

    /// The object of `hupai phz check --json`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item(intern!(py, "hand"), self.hand(py))?;
        dict.set_item(intern!(py, "complete"), self.complete())?;
        dict.set_item(intern!(py, "huxi"), self.huxi())?;
        dict.set_item(intern!(py, "win"), self.win())?;
        let groups = self.outcome.groups.iter().map(|g| group_dict(py, g));
        let groups = PyList::new(py, groups.collect::<PyResult<Vec<_>>>()?)?;
        dict.set_item(intern!(py, "groups"), groups)?;
        dict.set_item(intern!(py, "reds"), self.reds())?;
        dict.set_item(intern!(py, "bigs"), self.bigs())?;
        dict.set_item(intern!(py, "smalls"), self.smalls())?;
        dict.set_item(intern!(py, "names"), self.names(py)?)?;
        Ok(dict)
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let fields = [
            "hand", "complete", "huxi", "win", "groups", "reds", "bigs", "smalls", "names",
        ];
        crate::object::repr(slf.as_any(), "PaohuziCheck", &fields)
    }
}

/// A group of a Paohuzi hand's best decomposition and what it scores.
///
/// `to_dict()` is `{"group", "ascii", "kind", "huxi", "wang"}`, one of the "groups" of `hupai
/// phz check --json`.
#[pyclass(frozen, eq, module = "hupai", name = "PaohuziGroup")]
#[derive(PartialEq)]
pub struct PaohuziGroup(paohuzi::ScoredGroup);

#[pymethods]
impl PaohuziGroup {
    /// The group in Chinese numerals, its cards as its 王 make them ("一二三").
    #[getter]
    fn group<'py>(&self, py: Python<'py>) -> Bound<'py, PyString> {
        PyString::new(py, &self.0.group.to_string())
    }

    /// The group in ASCII ("123x").
    #[getter]
    fn ascii<'py>(&self, py: Python<'py>) -> Bound<'py, PyString> {
        PyString::new(py, &self.0.group.to_ascii())
    }

    /// The group's kind, its ASCII name ("run", "kan", ...).
    #[getter]
    fn kind<'py>(&self, py: Python<'py>) -> Bound<'py, PyString> {
        PyString::intern(py, self.0.group.kind().ascii_name())
    }

    /// What the group scores under the rules' scoring.
    #[getter]
    fn huxi(&self) -> u16 {
        self.0.score
    }

    /// The cards the group's 王 stand for, one per 王, in Chinese (empty without).
    #[getter]
    fn wang<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let mut buf = [0; 4];
        let cards = self.0.wang.iter().map(|c| {
            let text: &str = c.chinese().encode_utf8(&mut buf);
            PyString::new(py, text)
        });
        PyList::new(py, cards)
    }

    /// `{"group", "ascii", "kind", "huxi", "wang"}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        group_dict(py, &self.0)
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let fields = ["group", "ascii", "kind", "huxi", "wang"];
        crate::object::repr(slf.as_any(), "PaohuziGroup", &fields)
    }
}

/// A scored group's dict.
fn group_dict<'py>(py: Python<'py>, g: &paohuzi::ScoredGroup) -> PyResult<Bound<'py, PyDict>> {
    let g = PaohuziGroup(g.clone());
    let dict = PyDict::new(py);
    dict.set_item(intern!(py, "group"), g.group(py))?;
    dict.set_item(intern!(py, "ascii"), g.ascii(py))?;
    dict.set_item(intern!(py, "kind"), g.kind(py))?;
    dict.set_item(intern!(py, "huxi"), g.huxi())?;
    dict.set_item(intern!(py, "wang"), g.wang(py)?)?;
    Ok(dict)
}
