//! `hupai.Check`: whether a mahjong hand is complete, in which forms, and one standard
//! decomposition, as `Checker.check` answers.

use crate::decomposition::Decomposition;
use crate::errors;
use crate::strings;
use hupai::{CheckError, Forms, Hand};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};

/// A hand checked: whether it is complete, the forms it is complete in and, when one of them
/// is the standard form, one decomposition.
///
/// `to_dict()` is the object of `hupai check --json`: "hand", "win", "forms",
/// "decomposition".
///
/// The decomposition is searched for when it is read, by the checker that checked the hand
/// (kept for that: checkers are immutable), since the search costs more than the check and
/// many callers only ask whether the hand wins.
#[pyclass(frozen, module = "hupai", name = "Check")]
pub struct Check {
    decompose: Decompose,
    // Boxed: a hand is aligned beyond what Python's allocator promises an object.
    hand: Box<Hand>,
    forms: Forms,
}

/// The search for a hand's standard-form decomposition, by the checker that checked it.
pub type Decompose =
    Box<dyn Fn(&Hand) -> Result<Option<hupai::Decomposition>, CheckError> + Send + Sync>;

impl Check {
    /// A hand checked: complete in `forms`, its decomposition searched for by `decompose`.
    pub fn new(hand: Hand, forms: Forms, decompose: Decompose) -> Check {
        Check {
            decompose,
            hand: Box::new(hand),
            forms,
        }
    }

    /// The standard-form decomposition, searched for only when the hand is complete in the
    /// standard form; the error (none for a hand the checker has checked) is the command
    /// line's message.
    fn standard(&self) -> PyResult<Option<hupai::Decomposition>> {
        if !self.forms.contains(Forms::STANDARD) {
            return Ok(None);
        }
        (self.decompose)(&self.hand).map_err(errors::hand)
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
    fn decomposition(&self) -> PyResult<Option<Decomposition>> {
        Ok(self.standard()?.map(Decomposition::from_standard))
    }

    /// The object of `hupai check --json`: "hand", "win", "forms", "decomposition".
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item(intern!(py, "hand"), self.hand(py))?;
        dict.set_item(intern!(py, "win"), self.win())?;
        dict.set_item(intern!(py, "forms"), self.forms(py)?)?;
        let decomposition = match self.decomposition()? {
            Some(d) => d.to_dict(py)?.into_any(),
            None => py.None().into_bound(py),
        };
        dict.set_item(intern!(py, "decomposition"), decomposition)?;
        Ok(dict)
    }

    /// Equal when the hands, their forms and their decompositions are.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let Ok(other) = other.cast::<Check>() else {
            return Ok(false);
        };
        let other = other.get();
        Ok(self.hand == other.hand
            && self.forms == other.forms
            && self.standard()? == other.standard()?)
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        crate::object::repr(
            slf.as_any(),
            "Check",
            &["hand", "win", "forms", "decomposition"],
        )
    }
}
