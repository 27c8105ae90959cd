//! `hupai.PaohuziChecker`: the Paohuzi checker over the built-in case tables. Like the mahjong
//! checker it is immutable, shared between threads freely, and pickles as its rule options.

use crate::errors::RuleError;
use crate::paohuzi_check::PaohuziCheck;
use crate::rules;
use hupai::paohuzi;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

/// Decides Paohuzi (跑胡子) hands under one rule set.
///
/// `rules` is None (the default rules), a dict such as `{"min_huxi": 10}` or a list of
/// `"KEY=VALUE"` strings; the keys are those of `hupai phz check --help`. Raises RuleError for
/// a bad rule.
#[pyclass(frozen, module = "hupai", name = "PaohuziChecker")]
pub struct PaohuziChecker {
    options: Vec<String>,
    checker: paohuzi::Checker,
}

#[pymethods]
impl PaohuziChecker {
    #[new]
    #[pyo3(signature = (rules = None))]
    fn new(rules: Option<&Bound<'_, PyAny>>) -> PyResult<PaohuziChecker> {
        let options = rules::options(rules)?;
        let rules = paohuzi::Rules::from_options(options.iter().map(String::as_str))
            .map_err(|e| RuleError::new_err(e.to_string()))?;
        Ok(PaohuziChecker {
            options,
            checker: paohuzi::Checker::new(rules),
        })
    }

    /// The rule options the checker was built with, as "KEY=VALUE" strings.
    #[getter]
    fn rules(&self) -> Vec<String> {
        self.options.clone()
    }

    /// The hand checked (Chinese numerals or ASCII, e.g. "一二三壹贰叁" or "123x123d"): a
    /// PaohuziCheck (complete, huxi, win, groups, reds, bigs, smalls, names), whose to_dict()
    /// is the object of `hupai phz check --json`. Raises HandError for a hand that cannot be
    /// read or checked.
    fn check(&self, hand: &str) -> PyResult<PaohuziCheck> {
        PaohuziCheck::of(&self.checker, hand)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        (slf.get_type(), (slf.get().options.clone(),)).into_pyobject(slf.py())
    }

    fn __repr__(&self) -> String {
        format!("hupai.PaohuziChecker(rules={:?})", self.options)
    }
}
