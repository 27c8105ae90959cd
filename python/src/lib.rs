//! The Python module `hupai`: the hupai checkers for Python programs, one hand at a time as
//! text, or a whole numpy array of count rows at once with the GIL released.
//!
//! Every answer about a text hand is the JSON object the command line prints with `--json`,
//! rendered by the same functions of `hupai_cli` and handed to Python as dicts and lists, so
//! that a program moving between the command line and the module meets the same fields, the
//! same values and the same error messages.

#![deny(missing_docs)]

mod checker;
mod counts;
mod errors;
mod json;
mod paohuzi;
mod rules;

use pyo3::prelude::*;

/// The module object: the two checkers, the three error types and `SHANTEN_NONE`.
#[pymodule]
#[pyo3(name = "hupai")]
fn hupai_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<checker::Checker>()?;
    m.add_class::<paohuzi::PaohuziChecker>()?;
    errors::register(m)?;
    m.add("SHANTEN_NONE", counts::SHANTEN_NONE)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
