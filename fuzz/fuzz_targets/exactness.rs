//! Hands and rule sets from arbitrary bytes against the backtracking reference and the
//! checker's other answers; see `fuzz/targets/`.
#![no_main]

#[path = "../targets/mod.rs"]
#[allow(dead_code)]
mod targets;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    targets::mahjong::exactness(data);
});
