//! The mahjong checks end to end, one test binary: named hands, whole hands against the
//! backtracking references (forms, decompositions, waits, shanten), the shanten tables, Ara's
//! problem sets, the batch API, hostile input, every pair of rule keys, three-player play and
//! sixteen-tile hands.

#[path = "../support/mod.rs"]
mod support;

mod ara;
mod batch;
mod decompositions;
mod fifth_copies;
mod knitted;
mod named;
mod presets;
mod properties;
mod robustness;
mod rule_pairs;
mod shanten;
mod shanten_tables;
mod sixteen;
mod three_player;
mod waits;

/// The one generator of the tests gives the stream its Python twin (`python/tests/rng.py`) is
/// held to as well.
#[test]
fn the_generator_from_seed_1_starts_with_the_pinned_values() {
    let mut rng = support::Rng(1);
    let first: [u64; 4] = std::array::from_fn(|_| rng.next());
    assert_eq!(first, support::FIRST_FROM_SEED_1);
}
