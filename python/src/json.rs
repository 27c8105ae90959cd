//! JSON text, as `hupai_cli` renders it, turned into Python objects by the standard library's
//! own parser: the objects then hold exactly the fields, in the order, that the command line
//! prints, with no second description of them to keep in step.

use pyo3::prelude::*;

/// The Python value of a JSON text (dicts, lists, strings, numbers, booleans and `None`).
pub fn loads<'py>(py: Python<'py>, text: &[u8]) -> PyResult<Bound<'py, PyAny>> {
    // The writers produce UTF-8 from Rust strings; anything else would be a bug there.
    let text = std::str::from_utf8(text).expect("the JSON writers write UTF-8");
    py.import("json")?.getattr("loads")?.call1((text,))
}

/// One field of the JSON object `text`.
pub fn field<'py>(py: Python<'py>, text: &[u8], key: &str) -> PyResult<Bound<'py, PyAny>> {
    loads(py, text)?.get_item(key)
}
