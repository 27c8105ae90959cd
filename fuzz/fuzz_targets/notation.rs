//! Arbitrary text to the mpsz and Paohuzi parsers; see `fuzz/targets/`.
#![no_main]

#[path = "../targets/mod.rs"]
#[allow(dead_code)]
mod targets;

libfuzzer_sys::fuzz_target!(|data: &[u8]| targets::files::notation(data));
