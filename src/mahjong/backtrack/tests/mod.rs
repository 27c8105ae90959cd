//! The backtrack searches against naive brute force: every assignment of the jokers to kinds,
//! each tried with a plain search over every pair, triplet and sequence.
//!
//! The naive answers are in [`naive`], the hands they are asked of in [`hands`]; the standard
//! form, seven pairs and thirteen orphans are checked in [`forms`], the knitted forms in
//! [`knitted`].

mod forms;
mod hands;
mod knitted;
mod naive;
