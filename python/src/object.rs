//! The Python values every answer is built of beside its own: lists of any length, and the
//! `repr` that names an answer's class and its attributes.

use pyo3::prelude::*;
use pyo3::types::PyList;

/// A list of the items, however many the iterator turns out to hold.
pub fn list<'py, T: IntoPyObject<'py>>(
    py: Python<'py>,
    items: impl IntoIterator<Item = T>,
) -> PyResult<Bound<'py, PyList>> {
    let list = PyList::empty(py);
    for item in items {
        list.append(item)?;
    }
    Ok(list)
}

/// `hupai.NAME(field=repr, ...)`: an answer's `repr`, from the `repr` of each named attribute.
pub fn repr(object: &Bound<'_, PyAny>, name: &str, fields: &[&str]) -> PyResult<String> {
    let mut out = format!("hupai.{name}(");
    for (i, field) in fields.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(field);
        out.push('=');
        out.push_str(&object.getattr(*field)?.repr()?.to_cow()?);
    }
    out.push(')');
    Ok(out)
}
