//! The mahjong checks end to end, one test binary: named hands, whole hands against the
//! backtracking references (forms, decompositions, waits, shanten), the shanten tables, Ara's
//! problem sets, the batch API, hostile input, and every pair of rule keys.

#[path = "../support/mod.rs"]
mod support;

mod ara;
mod batch;
mod decompositions;
mod named;
mod properties;
mod robustness;
mod rule_pairs;
mod shanten;
mod shanten_tables;
mod waits;
