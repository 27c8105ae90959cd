//! Hands and rule sets from arbitrary bytes against the backtracking reference and the
//! checker's other answers; see `fuzz/targets.rs`.
#![no_main]

#[path = "../targets.rs"]
#[allow(dead_code)]
mod targets;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    targets::exactness(data);
});
