//! The unit tests' one random generator: xorshift64, enough spread for test hands, and the
//! same hands on every run from the same seed.

/// xorshift64 from a non-zero seed.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    /// The next 64 bits.
    pub(crate) fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number below `n` (above 0).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// True `chance` times in a hundred.
    pub(crate) fn percent(&mut self, chance: usize) -> bool {
        self.below(100) < chance
    }
}
