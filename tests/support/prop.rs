//! Property tests as the test binaries run them: a runner that keeps no failure files, the
//! mahjong tests' check that fails with the smallest failing case, and the strategies more than
//! one test file draws from.

use super::{ORPHANS, rounds};
use hupai::mahjong::KINDS;
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestCaseError, TestRunner};

/// The configuration of a run of `cases` cases that keeps no failure file.
pub fn config(cases: u32) -> Config {
    Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    }
}

/// A runner of `cases` cases on a fixed seed, one of a numbered `stream` of them
/// (`PROPTEST_RNG_SEED` picks another), for the tests that tally what the random inputs
/// reached (every kind of win came up, so many hands were complete): the tallies are then the
/// same on every run, not a draw that fails now and then.
pub fn fixed_runner(cases: u32, stream: u64) -> TestRunner {
    let config = config(cases);
    let rng_seed = match config.rng_seed {
        RngSeed::Random => RngSeed::Fixed(0x6875_7061_6970 + stream),
        fixed => fixed,
    };
    TestRunner::new(Config { rng_seed, ..config })
}

/// Runs a property over `full` cases (a tenth in a debug build), failing with the smallest
/// failing case proptest finds.
pub fn check<S: Strategy>(
    name: &str,
    full: u32,
    strategy: S,
    test: impl Fn(S::Value) -> Result<(), TestCaseError>,
) {
    let config = Config {
        max_shrink_iters: 4096,
        ..config(rounds(full, 10))
    };
    if let Err(e) = TestRunner::new(config).run(&strategy, test) {
        panic!("{name}: {e}");
    }
}

/// A seven pairs or thirteen orphans shape.
#[derive(Clone, Debug)]
pub enum Special {
    /// Seven pairs from these kinds (or the next kinds with room).
    Pairs(Vec<usize>),
    /// The thirteen orphans with this one of them held twice.
    Orphans(usize),
}

/// Seven pairs (a quarter of their kinds drawn from the orphans) or thirteen orphans.
pub fn special() -> impl Strategy<Value = Special> {
    prop_oneof![
        vec(
            prop_oneof![3 => 0..KINDS, 1 => prop::sample::select(ORPHANS.to_vec())],
            7
        )
        .prop_map(Special::Pairs),
        (0..13usize).prop_map(Special::Orphans),
    ]
}

impl Special {
    /// The shape's concealed counts.
    pub fn counts(&self) -> [u8; KINDS] {
        let mut own = [0u8; KINDS];
        match self {
            Special::Pairs(kinds) => {
                // A kind drawn twice becomes four of a kind (two pairs with `seven_pairs_quad`).
                for &k in kinds {
                    let kind = (0..KINDS)
                        .map(|o| (k + o) % KINDS)
                        .find(|&k| own[k] <= 2)
                        .expect("room for a pair");
                    own[kind] += 2;
                }
            }
            Special::Orphans(double) => {
                for k in ORPHANS {
                    own[k] = 1;
                }
                own[ORPHANS[*double]] += 1;
            }
        }
        own
    }
}
