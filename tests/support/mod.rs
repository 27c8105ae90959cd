//! What the integration tests share: one seeded generator, the dealers more than one test file
//! uses (`deal`), property test runners and strategies (`prop`), the backtracking reference's
//! answer for a whole hand (`reference`), Paohuzi play's references (`paohuzi_play`), the
//! rounds a test runs, tallies, scratch folders, the hand and rule builders, and the n-th tile
//! of a count array. (`layout.rs` beside it, the table
//! file layout as `tables/FORMAT.md` gives it, is included by path where it is needed, with the
//! fuzz targets.) Each test binary uses some of it.

#![allow(dead_code)]

pub mod deal;
pub mod paohuzi_play;
pub mod prop;
pub mod reference;
mod rng;
#[allow(unused_imports)]
pub use rng::{FIRST_FROM_SEED_1, Rng};

use hupai::mahjong::KINDS;
use hupai::paohuzi;
use hupai::{Hand, Rules, Tile};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// How many rounds (hands, iterations, cases) a seeded or property test runs: `full` with
/// optimizations, a `share`-th of them in a debug build.
pub fn rounds<T: std::ops::Div<Output = T>>(full: T, share: T) -> T {
    if cfg!(debug_assertions) {
        full / share
    } else {
        full
    }
}

/// The kinds of thirteen orphans: the terminals and the honors.
pub const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// The tile of a kind index (0 is 1m, 33 is 7z).
pub fn tile(kind: usize) -> Tile {
    Tile::from_index(kind).expect("a kind")
}

/// Adds one to `counter` when `yes`: the tallies property tests keep of what they saw.
pub fn bump(counter: &AtomicUsize, yes: bool) {
    if yes {
        counter.fetch_add(1, Ordering::Relaxed);
    }
}

/// A tally's count.
pub fn get(counter: &AtomicUsize) -> usize {
    counter.load(Ordering::Relaxed)
}

/// A fresh folder `name` for one test's files, in the target's scratch folder.
pub fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// The kind of the `n`-th tile of counts listed in index order.
pub fn nth_tile(counts: &[u8; KINDS], mut n: usize) -> usize {
    for (kind, &c) in counts.iter().enumerate() {
        if n < usize::from(c) {
            return kind;
        }
        n -= usize::from(c);
    }
    unreachable!("n is below the number of tiles")
}

/// A mahjong hand from mpsz text the test knows to be valid.
pub fn hand(text: &str) -> Hand {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The default mahjong rules with `key=value` options applied.
pub fn rules(options: &[&str]) -> Rules {
    Rules::from_options(options.iter().copied()).expect("valid options")
}

/// A Paohuzi hand from text the test knows to be valid.
pub fn paohuzi_hand(text: &str) -> paohuzi::Hand {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The default Paohuzi rules with `key=value` options applied.
pub fn paohuzi_rules(options: &[&str]) -> paohuzi::Rules {
    paohuzi::Rules::from_options(options.iter().copied()).expect("valid options")
}
