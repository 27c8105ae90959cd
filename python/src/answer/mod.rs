//! The answers about one text hand, as typed Python objects: `Check`, `Wait`, `Decomposition`,
//! `Shanten`, `Efficiency` and `PaohuziCheck`, with the parts they are made of.
//!
//! Each is a frozen class that keeps the library's own values (the hand read, its forms, its
//! shanten...) and builds the Python value of an attribute when it is read, so that a call pays
//! for one object and the attributes nobody reads cost nothing. `to_dict()` gives the object
//! the command line prints with `--json`, key for key and in its order, so that a program can
//! move between the two; the errors carry the command line's messages.

pub mod check;
pub mod decomposition;
pub mod efficiency;
pub mod paohuzi;
pub mod shanten;
pub mod strings;
pub mod waits;

use pyo3::prelude::*;
use pyo3::types::PyList;

/// Adds the answer classes to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<check::Check>()?;
    m.add_class::<decomposition::Decomposition>()?;
    m.add_class::<decomposition::Group>()?;
    m.add_class::<decomposition::Knitted>()?;
    m.add_class::<waits::Wait>()?;
    m.add_class::<shanten::Shanten>()?;
    m.add_class::<efficiency::Efficiency>()?;
    m.add_class::<efficiency::EffectiveTile>()?;
    m.add_class::<efficiency::Discard>()?;
    m.add_class::<paohuzi::PaohuziCheck>()?;
    m.add_class::<paohuzi::PaohuziGroup>()?;
    Ok(())
}

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
