//! The fuzz targets (`fuzz/targets/`) on a stable toolchain: a bounded, seeded stream of
//! mutated table files and of random hand text, plus every input a fuzzer run has found worth
//! keeping. `cargo +nightly fuzz run ...` (see tables/README.md) explores far more; this keeps
//! the same properties checked on every `cargo test`.

use crate::support::Rng;
use crate::support::rounds;
use crate::targets;
use crate::targets::layout::{HEADER_LEN, MAGIC};

#[test]
fn table_loader_on_mutated_files() {
    let mut rng = Rng(0x5EED_7AB1E);
    for _ in 0..rounds(4_000, 10) {
        let mode = rng.next() as u8;
        let mut data = vec![mode];
        if mode & 1 == 0 {
            // Raw bytes, often behind the right magic.
            if rng.below(2) == 0 {
                data.extend_from_slice(&MAGIC);
            }
            let len = rng.below(HEADER_LEN + 200);
            data.extend((0..len).map(|_| rng.next() as u8));
        } else {
            // A few bytes XORed into a real file's header or the start of its body.
            let mut mask = vec![0u8; HEADER_LEN + 64];
            for _ in 0..1 + rng.below(4) {
                let at = rng.below(mask.len());
                mask[at] = rng.next() as u8 | 1;
            }
            data.extend_from_slice(&mask);
        }
        targets::files::table_loader(&data);
    }
}

#[test]
fn notation_on_random_text() {
    const ALPHABET: &[&str] = &[
        "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "m", "p", "s", "z", "*", "[", "]", "(",
        ")", " ", "x", "d", ":", "peng", "chi", "wei", "ti", "pao", "一", "二", "三", "七", "十",
        "壹", "贰", "柒", "拾", "碰", "吃", "偎", "提", "跑", "\u{0}", "é",
    ];
    let mut rng = Rng(0xDEC0DE);
    for _ in 0..rounds(100_000, 10) {
        let len = rng.below(24);
        let text: String = (0..len)
            .map(|_| ALPHABET[rng.below(ALPHABET.len())])
            .collect();
        targets::files::notation(text.as_bytes());
    }
}

/// Inputs a fuzzer run found (none has crashed so far) and edge cases kept as regressions.
#[test]
fn kept_inputs() {
    let loader: &[&[u8]] = &[b"", b"\x00", b"\x01", b"\x0dHUPAITBL", b"\x08HUPAI"];
    for data in loader {
        targets::files::table_loader(data);
    }
    let notation: &[&str] = &[
        "",
        "*",
        "[1111m]",
        "0m0p0s",
        "(1111z)*",
        "123x123d",
        "[碰:三三三]",
    ];
    for text in notation {
        targets::files::notation(text.as_bytes());
    }
}
