//! The one random generator of every test in the workspace: the library's unit tests, its
//! integration tests, the command line's, the C interface's (all include this file by path)
//! and the Python suite's twin (`python/tests/rng.py`, held to the same first values).
//!
//! xorshift64: enough spread for test hands, the same stream from the same seed on every run
//! and every platform, and never changed by a dependency upgrade.

#![allow(dead_code)]

/// xorshift64 from a non-zero seed.
#[derive(Clone, Debug)]
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (above 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// True `percent` times in a hundred.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    /// Shuffles `items` in place: from the last place down, each swapped with a place at or
    /// below it.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

/// The first values of the stream from seed 1, which the Python twin checks too.
pub const FIRST_FROM_SEED_1: [u64; 4] = [
    1082269761,
    1152992998833853505,
    11177516664432764457,
    17678023832001937445,
];
