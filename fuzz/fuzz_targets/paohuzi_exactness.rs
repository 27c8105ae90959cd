//! A Paohuzi hand, a card arriving and a rule set from arbitrary bytes against the
//! backtracking baseline, the play references and the checker's other answers; see
//! `fuzz/targets/`.
#![no_main]

#[path = "../targets/mod.rs"]
#[allow(dead_code)]
mod targets;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    targets::paohuzi::exactness(data);
});
