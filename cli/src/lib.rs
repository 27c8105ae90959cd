//! The library half of the `hupai` command line: the harness behind `hupai bench`, which the
//! criterion benches of the `hupai` crate share, so that both time the same seeded hands with
//! the same methods; and the answers of `--json`, which the single-hand commands and `batch`
//! share, so that a hand gets the same object from either (the Python module builds the same
//! fields natively, and its tests hold it to these).
//!
//! It is not a stable API: it exists for the command line, the benches and the bindings of this
//! workspace.

#![deny(unsafe_op_in_unsafe_fn)]
#![warn(missing_debug_implementations)]

pub mod answer;
pub mod bench;
pub mod json;
