//! The `hupai` binary end to end: arguments, output formats and exit statuses, one module a
//! command (or a concern every command shares), in one test binary.

mod common;
#[path = "../../../tests/support/rng.rs"]
mod rng;

mod batch;
mod bench;
mod check;
mod efficiency;
mod explain;
mod input;
mod options;
mod output;
mod paohuzi;
mod shanten;
mod sixteen;
mod table_files;
mod tables;
mod three_player;
mod waits;
