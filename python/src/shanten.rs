//! `hupai.Shanten`: how far a mahjong hand is from complete (向听数), in each form, as
//! `Checker.shanten` answers.

use crate::errors;
use hupai::table::SuitTable;
use hupai::{CheckError, Hand, parse_hand};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};

/// A hand's shanten: the least over the forms the rules enable and each form's, -1 for a
/// complete hand, 0 for a waiting one, None for a form that is off or out of reach.
///
/// `to_dict()` is the object of `hupai shanten --json`: "hand", "shanten" (`least`),
/// "forms".
#[pyclass(frozen, eq, module = "hupai", name = "Shanten")]
#[derive(PartialEq)]
pub struct Shanten {
    // Boxed: a hand is aligned beyond what Python's allocator promises an object.
    hand: Box<Hand>,
    shanten: hupai::Shanten,
}

impl Shanten {
    /// Reads a hand and finds its shanten; the error is the command line's message.
    pub fn of<T: SuitTable>(checker: &hupai::Checker<T>, text: &str) -> PyResult<Shanten> {
        let hand = parse_hand(text).map_err(errors::hand)?;
        let shanten = checker.shanten(&hand).map_err(refusal)?;
        Ok(Shanten {
            hand: Box::new(hand),
            shanten,
        })
    }
}

/// The checker's refusal of a hand as a `HandError`, its sizes said as shanten takes them:
/// the checker names the 3n+2 of a complete hand or the 3n+1 of a waiting one, where shanten
/// (and efficiency) takes either.
pub fn refusal(e: CheckError) -> PyErr {
    match e {
        CheckError::WrongSize { concealed, melds }
        | CheckError::WrongWaitSize { concealed, melds } => errors::hand(format!(
            "{concealed} concealed tiles with {melds} melds: shanten takes 3n+1 or 3n+2 \
             concealed tiles, n + melds <= 4"
        )),
        e => errors::hand(e),
    }
}

#[pymethods]
impl Shanten {
    /// The hand as read, in the notation's own order.
    #[getter]
    fn hand<'py>(&self, py: Python<'py>) -> Bound<'py, PyString> {
        PyString::new(py, &self.hand.to_string())
    }

    /// The least shanten over the forms, None when no form is in reach.
    #[getter]
    fn least(&self) -> Option<i8> {
        self.shanten.least()
    }

    /// Each form's shanten: "standard", "seven_pairs", "thirteen_orphans",
    /// "knitted_straight", "honors_and_knitted", "seven_pairs_and_triplet", None where the
    /// form is off or out of reach.
    #[getter]
    fn forms<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let s = &self.shanten;
        let dict = PyDict::new(py);
        dict.set_item(intern!(py, "standard"), s.standard)?;
        dict.set_item(intern!(py, "seven_pairs"), s.seven_pairs)?;
        dict.set_item(intern!(py, "thirteen_orphans"), s.thirteen_orphans)?;
        dict.set_item(intern!(py, "knitted_straight"), s.knitted_straight)?;
        dict.set_item(intern!(py, "honors_and_knitted"), s.honors_and_knitted)?;
        let triplet = s.seven_pairs_and_triplet;
        dict.set_item(intern!(py, "seven_pairs_and_triplet"), triplet)?;
        Ok(dict)
    }

    /// The object of `hupai shanten --json`: "hand", "shanten", "forms".
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item(intern!(py, "hand"), self.hand(py))?;
        dict.set_item(intern!(py, "shanten"), self.least())?;
        dict.set_item(intern!(py, "forms"), self.forms(py)?)?;
        Ok(dict)
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        crate::object::repr(slf.as_any(), "Shanten", &["hand", "least", "forms"])
    }
}
