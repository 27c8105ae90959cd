//! What the integration tests share: one seeded generator, the dealers more than one test file
//! uses (`deal`), the hand and rule builders, and the n-th tile of a count array. (`layout.rs`
//! beside it, the table file layout as `tables/FORMAT.md` gives it, is included by path where it
//! is needed, with the fuzz targets.) Each test binary uses some of it.

#![allow(dead_code)]

pub mod deal;
mod rng;
#[allow(unused_imports)]
pub use rng::{FIRST_FROM_SEED_1, Rng};

use hupai::mahjong::KINDS;
use hupai::paohuzi;
use hupai::{Hand, Rules};

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
pub fn phz_hand(text: &str) -> paohuzi::Hand {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The default Paohuzi rules with `key=value` options applied.
pub fn phz_rules(options: &[&str]) -> paohuzi::Rules {
    paohuzi::Rules::from_options(options.iter().copied()).expect("valid options")
}
