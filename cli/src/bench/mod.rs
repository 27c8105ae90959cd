//! Timing the table checker against the backtracking searches it replaces.
//!
//! A speed claim is only as honest as its comparison. Every method here is timed in one process,
//! one after another, over the very same seeded hands, with the same loop around the call; a
//! ratio between two methods therefore compares the methods and nothing else (not the machine,
//! the build, the day, or a friendlier set of hands). Before any timing, each method's answer is
//! compared with the dense checker's on every hand, so a fast wrong answer cannot be reported.
//!
//! Hands come in classes that stress the searches differently: random hands mostly fail at once,
//! complete and near-complete hands make a search try every decomposition, and jokers multiply the
//! choices. The hands of a class are a function of (class, count, seed) alone, drawn from a
//! small generator defined here so that they never change under a dependency upgrade.
//!
//! Methods:
//!
//! - `dense_incremental`: the dense checker on a [`Hand`], whose suit keys are already current.
//! - `dense_counts`: the dense checker on a count array, computing the keys on every call.
//! - `compact`: the phf-backed checker on a [`Hand`] (with the `compact` feature).
//! - `backtrack_list`: the pair-first decomposition over a sorted tile list (hands without jokers).
//! - `backtrack_counts`: 选将拆分 over the count array, with jokers.
//!
//! Waits (听牌) have classes of their own, 13-tile hands, and methods that each find every kind
//! completing the hand:
//!
//! - `waits`: [`Checker::waits`] on a [`Hand`].
//! - `waits_34_dense`: for each of the 34 kinds, the kind added to the hand in place, the dense
//!   checker's `is_complete`, and the kind taken out again.
//! - `waits_34_backtrack`: the same 34 tries on the count array with `backtrack_counts`.
//!
//! A kind whose four copies are all held cannot be added, so the 34-try methods never report a
//! wait on it; [`Checker::waits`] does (flagged dead), and the comparison leaves such kinds out.
//!
//! Every decomposition of complete hands (the `decompositions` class), shanten and effective
//! tiles (the `shanten_*` and `efficiency` classes) and Paohuzi hands have methods of their
//! own, described in [`decompositions`], [`shanten`] and [`paohuzi`].
//!
//! Each method runs one untimed warm-up pass, then timed passes until enough time has passed;
//! the fastest pass is reported, as the one least disturbed by the rest of the system.
//!
//! [`Hand`]: hupai::mahjong::Hand
//! [`Checker::waits`]: hupai::mahjong::Checker::waits

// How the work is divided: the classes and their seeded hands, the methods' answers compared,
// the methods timed, the classes run in order, and the report written.
mod agreement;
mod class;
mod deal;
mod report;
mod rng;
mod run;
mod timing;
mod waits;

// Classes with methods of their own, and the batch throughput run.
pub mod decompositions;
pub mod paohuzi;
pub mod shanten;
pub mod threads;

pub use class::Class;
pub use deal::{Sample, paohuzi_samples, samples};
pub use run::{BenchConfig, BenchReport, METHODS, run};
pub use timing::{ClassResult, MethodResult, PASS_BUDGET};
pub use waits::{WAIT_METHODS, WaitMask, live_waits, waits_34_backtrack, waits_34_dense};
