//! The library half of the `hupai` command line: the harness behind `hupai bench`, which the
//! criterion benches of the `hupai` crate share, so that both time the same seeded hands with
//! the same methods.
//!
//! It is not a stable API: it exists for the command line and the benches of this workspace.

#![deny(unsafe_op_in_unsafe_fn)]
#![warn(missing_debug_implementations)]

pub mod bench;
