//! Paohuzi end to end, one test binary: whole hands against the backtracking baseline under
//! every rule option, and play (winning on a card, actions, waits) against references built
//! from the rules text.

#[path = "../support/mod.rs"]
mod support;

mod paohuzi;
mod paohuzi_play;
mod wang;
mod wang_play;
mod wang_tables;
mod wang_ways;
