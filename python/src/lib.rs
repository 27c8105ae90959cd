//! The Python module `hupai`: the hupai checkers for Python programs, one hand at a time as
//! text, or a whole numpy array of count rows at once with the GIL released.
//!
//! Every answer about a text hand is a typed object built from the library's own values
//! (`Check`, `Wait`, `Decomposition`, `Shanten`, `Efficiency`, `PaohuziCheck` and their parts,
//! each a frozen class that keeps those values, so that a call pays for one object and the
//! attributes nobody reads cost nothing): its attributes are read as Python values when asked
//! for, and its `to_dict()`
//! is the JSON object the command line prints with `--json`, so that a program moving between
//! the command line and the module meets the same fields, the same values and the same error
//! messages. The module depends on the library alone, not on the command line's crate.

#![deny(missing_docs)]
#![deny(unsafe_op_in_unsafe_fn)]

mod check;
mod checker;
mod counts;
mod decomposition;
mod efficiency;
mod errors;
mod object;
mod paohuzi;
mod paohuzi_check;
mod rules;
mod shanten;
mod strings;
mod waits;

use pyo3::prelude::*;

/// The module object: the two checkers, their answers' classes, the three error types and
/// `SHANTEN_NONE`.
#[pymodule]
#[pyo3(name = "hupai")]
fn hupai_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<checker::Checker>()?;
    m.add_class::<paohuzi::PaohuziChecker>()?;
    m.add_class::<check::Check>()?;
    m.add_class::<decomposition::Decomposition>()?;
    m.add_class::<decomposition::Group>()?;
    m.add_class::<decomposition::Knitted>()?;
    m.add_class::<waits::Wait>()?;
    m.add_class::<shanten::Shanten>()?;
    m.add_class::<efficiency::Efficiency>()?;
    m.add_class::<efficiency::EffectiveTile>()?;
    m.add_class::<efficiency::Discard>()?;
    m.add_class::<paohuzi_check::PaohuziCheck>()?;
    m.add_class::<paohuzi_check::PaohuziGroup>()?;
    errors::register(m)?;
    m.add("SHANTEN_NONE", counts::SHANTEN_NONE)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
