//! Seven pairs and thirteen orphans: their kinds chosen directly, keeping what the hand holds
//! and filling the rest by draws or, where no copy is left, jokers.

use super::target::{FULL, KINDS, Limits, ORPHANS, fourteen_concealed, shanten};

/// Seven pairs of distinct kinds (14 concealed tiles, no melds).
pub fn seven_pairs(counts: &[u8; KINDS], jokers: u8, melds: u8, limits: &Limits) -> Option<i8> {
    pairs(counts, jokers, melds, limits, 1)
}

/// Seven pairs where four of a kind counts as two pairs (龙七对).
pub fn seven_pairs_with_quads(
    counts: &[u8; KINDS],
    jokers: u8,
    melds: u8,
    limits: &Limits,
) -> Option<i8> {
    pairs(counts, jokers, melds, limits, 2)
}

/// Seven pairs with at most `per_kind` pairs of a kind: the most kept tiles over the choices
/// of pairs, by counting over the kinds with how many pairs are chosen and how many fills
/// must be jokers.
fn pairs(counts: &[u8; KINDS], jokers: u8, melds: u8, limits: &Limits, per_kind: u8) -> Option<i8> {
    if !fourteen_concealed(counts, jokers, melds) {
        return None;
    }
    let budget = usize::from(jokers + limits.drawable_jokers).min(usize::from(FULL));
    // best[pairs][joker fills]: the most kept tiles.
    let mut best = [[None::<u8>; FULL as usize + 1]; 8];
    best[0][0] = Some(0);
    for (kind, &own) in counts.iter().enumerate() {
        let mut next = best;
        for chosen in 1..=per_kind {
            let size = 2 * chosen;
            if size > limits.room[kind] {
                break;
            }
            let kept = own.min(size);
            let joker_fills = usize::from((size - kept).saturating_sub(limits.drawable[kind]));
            if joker_fills > budget {
                continue;
            }
            for pairs in 0..8 - usize::from(chosen) {
                for fills in 0..=budget - joker_fills {
                    if let Some(before) = best[pairs][fills] {
                        let slot = &mut next[pairs + usize::from(chosen)][fills + joker_fills];
                        *slot = (*slot).max(Some(before + kept));
                    }
                }
            }
        }
        best = next;
    }
    let kept = best[7][..=budget].iter().flatten().max()?;
    Some(shanten(FULL, *kept, jokers))
}

/// Thirteen orphans (14 concealed tiles, no melds): each terminal and honor once, one twice.
pub fn thirteen_orphans(
    counts: &[u8; KINDS],
    jokers: u8,
    melds: u8,
    limits: &Limits,
) -> Option<i8> {
    if !fourteen_concealed(counts, jokers, melds) {
        return None;
    }
    let budget = jokers + limits.drawable_jokers;
    ORPHANS
        .iter()
        .filter_map(|&double| {
            let mut kept = 0;
            let mut joker_fills = 0;
            for kind in ORPHANS {
                let size = 1 + u8::from(kind == double);
                if size > limits.room[kind] {
                    return None;
                }
                let own = counts[kind].min(size);
                kept += own;
                joker_fills += (size - own).saturating_sub(limits.drawable[kind]);
            }
            (joker_fills <= budget).then_some(kept)
        })
        .max()
        .map(|kept| shanten(FULL, kept, jokers))
}
