//! One hand read from text and one question answered about it, as the JSON object the command
//! line prints with `--json`: `check`, `waits`, `explain`, `shanten`, `efficiency` and `phz check`.
//!
//! The single-hand commands and `batch` answer through these functions, so a hand gets the same
//! object, field for field, and the same error message, whichever way it is asked. The Python
//! module's answers build the same fields from the library directly; its tests compare them with
//! `batch`, hand by hand.

pub mod check;
pub mod efficiency;
pub mod explain;
pub mod paohuzi;
pub mod shanten;
pub mod waits;
