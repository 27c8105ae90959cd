//! The generator every seeded hand is drawn from.
//!
//! It is defined here rather than taken from a crate so that the hands of a (class, count,
//! seed) never change under a dependency upgrade, and stay the same on every platform.

/// splitmix64: small, fast, and the same numbers on every platform.
#[derive(Clone, Debug)]
pub(super) struct SplitMix(pub(super) u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform enough in `0..n` (the bias is below 2^-50 for the small `n` used here).
    pub(super) fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next()) * n as u128) >> 64) as usize
    }
}
