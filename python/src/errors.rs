//! The module's exceptions. A hand or a rule that cannot be used is a bad value, so its error
//! is a `ValueError`; a table file that cannot be used is a file problem, so its error is an
//! `OSError`. Callers can catch the broad built-in class or the precise one.

use pyo3::create_exception;
use pyo3::exceptions::{PyOSError, PyValueError};
use pyo3::prelude::*;

create_exception!(
    hupai,
    HandError,
    PyValueError,
    "A hand that cannot be read, or cannot be checked under the rules (its size, its jokers, a count above four)."
);
create_exception!(
    hupai,
    RuleError,
    PyValueError,
    "A rule option that is unknown or has a value the rule does not take."
);
create_exception!(
    hupai,
    TableError,
    PyOSError,
    "A table file that cannot be read, is not a valid table file, or holds another rule set's tables."
);

/// Adds the exception types to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("HandError", py.get_type::<HandError>())?;
    m.add("RuleError", py.get_type::<RuleError>())?;
    m.add("TableError", py.get_type::<TableError>())?;
    Ok(())
}

/// A `HandError` carrying the message of a Rust error.
pub fn hand(e: impl ToString) -> PyErr {
    HandError::new_err(e.to_string())
}
