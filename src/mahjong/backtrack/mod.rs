//! The backtrack searches: what every table answer is checked against, and what `hupai bench`
//! measures the tables against.
//!
//! The table checker replaces these searches in use: it answers "is this hand complete?" by
//! lookup, which is fast but opaque, since a wrong table entry looks like any other. These
//! modules answer the same question by plain search, the way the widely read articles on
//! mahjong win detection do, so that the answer can be trusted from reading the code. The table
//! checker is tested against them on every hand, and benchmarked against them to show what the
//! tables buy. They are written to be as
//! efficient as their algorithms allow and no more: tuning them further would blur what they
//! are measured for, and slowing them would flatter the tables.
//!
//! - [`list`]: the pair-first decomposition over a sorted list of tile codes, without jokers.
//! - [`counts`]: 选将拆分 (choose the pair, then decomposition) over the 34-count array, with jokers and
//!   per-kind limits; exact.
//! - [`decompositions`]: every decomposition of a hand without jokers, by the same search, kept when new.
//! - [`shanten`]: how many tiles a hand is from complete in each form, by the classic search
//!   over groups, pairs and partial groups, with jokers, the four-copy limits and every rule.
//! - [`knitted`]: the knitted forms (组合龙, 全不靠, 七星不靠), arrangement by arrangement.
//!
//! Tile kinds use the 34-index order: 0..=8 are 1m..9m, 9..=17 1p..9p, 18..=26 1s..9s and
//! 27..=33 1z..7z. Honors never form sequences, but in [`shanten`] under `honor_sequences`.

pub mod counts;
pub mod decompositions;
pub mod knitted;
pub mod list;
pub mod shanten;

/// Reads mpsz notation (`123m0p11z**`) into 34-index counts and a joker count; `0` is a red
/// five. Tests only: the library's own parser checks input properly, this one just panics.
#[cfg(test)]
fn parse(text: &str) -> ([u8; 34], u8) {
    let mut counts = [0; 34];
    let mut jokers = 0;
    let mut ranks = Vec::new();
    for ch in text.chars() {
        match ch {
            '*' => jokers += 1,
            '0'..='9' => ranks.push(ch as usize - '0' as usize),
            'm' | 'p' | 's' | 'z' => {
                let base = 9 * "mpsz".find(ch).unwrap();
                for rank in ranks.drain(..) {
                    let rank = if rank == 0 && ch != 'z' { 5 } else { rank };
                    assert!(
                        (1..=9).contains(&rank) && (ch != 'z' || rank <= 7),
                        "{text}"
                    );
                    counts[base + rank - 1] += 1;
                }
            }
            _ => panic!("unexpected {ch:?} in {text}"),
        }
    }
    assert!(ranks.is_empty(), "ranks without a suit in {text}");
    (counts, jokers)
}

#[cfg(test)]
mod tests;
