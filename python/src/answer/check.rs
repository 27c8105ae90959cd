//! `hupai.Check`: whether a mahjong hand is complete, in which forms, and one standard
//! decomposition, as `Checker.check` answers.

use super::decomposition::Decomposition;
use super::strings;
use crate::errors;
use hupai::table::SuitTable;
use hupai::{Forms, Hand, parse_hand};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};

/// A hand checked: whether it is complete, the forms it is complete in and, when one of them
/// is the standard form, one decomposition.
///
/// `to_dict()` is the object of `hupai check --json`: "hand", "win", "forms",
/// "decomposition".
#[pyclass(frozen, eq, module = "hupai", name = "Check")]
#[derive(PartialEq)]
pub struct Check {
    // Boxed: a hand is aligned beyond what Python's allocator promises an object.
    hand: Box<Hand>,
    forms: Forms,
    decomposition: Option<hupai::Decomposition>,
}

impl Check {
    /// Reads and checks a hand; the error is the command line's message.
    pub fn of<T: SuitTable>(checker: &hupai::Checker<T>, text: &str) -> PyResult<Check> {
        let hand = parse_hand(text).map_err(errors::hand)?;
        let forms = checker.forms(&hand).map_err(errors::hand)?;
        // Decomposing costs a search: only a hand complete in the standard form has one.
        let decomposition = if forms.contains(Forms::STANDARD) {
            checker.decompose(&hand).map_err(errors::hand)?
        } else {
            None
        };
        Ok(Check {
            hand: Box::new(hand),
            forms,
            decomposition,
        })
    }
}

#[pymethods]
impl Check {
    /// The hand as read, in the notation's own order.
    #[getter]
    fn hand<'py>(&self, py: Python<'py>) -> Bound<'py, PyString> {
        PyString::new(py, &self.hand.to_string())
    }

    /// Whether the hand is complete in any form the rules allow.
    #[getter]
    fn win(&self) -> bool {
        !self.forms.is_empty()
    }

    /// The names of the forms the hand is complete in ("standard", "seven_pairs", ...),
    /// empty when it is not complete.
    #[getter]
    fn forms<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        strings::forms(py, self.forms)
    }

    /// One standard-form decomposition, None unless the hand is complete in the standard form.
    #[getter]
    fn decomposition(&self) -> Option<Decomposition> {
        self.decomposition.clone().map(Decomposition::from_standard)
    }

    /// The object of `hupai check --json`: "hand", "win", "forms", "decomposition".
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item(intern!(py, "hand"), self.hand(py))?;
        dict.set_item(intern!(py, "win"), self.win())?;
        dict.set_item(intern!(py, "forms"), self.forms(py)?)?;
        let decomposition = match self.decomposition() {
            Some(d) => d.to_dict(py)?.into_any(),
            None => py.None().into_bound(py),
        };
        dict.set_item(intern!(py, "decomposition"), decomposition)?;
        Ok(dict)
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        super::repr(
            slf.as_any(),
            "Check",
            &["hand", "win", "forms", "decomposition"],
        )
    }
}
