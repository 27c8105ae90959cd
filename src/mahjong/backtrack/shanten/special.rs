//! Seven pairs, thirteen orphans and 嚦咕嚦咕: their kinds chosen directly, keeping what the
//! hand holds and filling the rest by draws or, where no copy is left, jokers.

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

/// Seven pairs with at most `per_kind` pairs of a kind.
fn pairs(counts: &[u8; KINDS], jokers: u8, melds: u8, limits: &Limits, per_kind: u8) -> Option<i8> {
    if !fourteen_concealed(counts, jokers, melds) {
        return None;
    }
    let kept = pairs_kept(counts, jokers, limits, per_kind, false)?;
    Some(shanten(FULL, kept, jokers))
}

/// 嚦咕嚦咕 (17 concealed tiles, no melds): one kind's triplet and seven pairs of other
/// kinds, at most `per_kind` pairs of a kind (2 where four of a kind is two pairs).
pub fn seven_pairs_and_triplet(
    counts: &[u8; KINDS],
    jokers: u8,
    melds: u8,
    limits: &Limits,
    per_kind: u8,
) -> Option<i8> {
    const SEVENTEEN: u8 = 17;
    if melds != 0 || !matches!(super::target::tiles(counts, jokers), 16 | 17) {
        return None;
    }
    let kept = pairs_kept(counts, jokers, limits, per_kind, true)?;
    Some(shanten(SEVENTEEN, kept, jokers))
}

/// The most tiles seven pairs (at most `per_kind` of a kind), beside one more kind's triplet
/// under `triplet`, keep: counting over the kinds with how many pairs and triplets are chosen
/// and how many fills must be jokers.
fn pairs_kept(
    counts: &[u8; KINDS],
    jokers: u8,
    limits: &Limits,
    per_kind: u8,
    triplet: bool,
) -> Option<u8> {
    const MOST: usize = 17;
    let budget = usize::from(jokers + limits.drawable_jokers).min(MOST);
    // best[triplets][pairs][joker fills]: the most kept tiles.
    let mut best = [[[None::<u8>; MOST + 1]; 8]; 2];
    best[0][0][0] = Some(0);
    let triplets = usize::from(triplet);
    for (kind, &own) in counts.iter().enumerate() {
        let mut next = best;
        // (triplets, pairs) this kind takes.
        let choices = (1..=per_kind)
            .map(|p| (0, p))
            .chain(triplet.then_some((1, 0)));
        for (three, chosen) in choices {
            let size = 3 * three + 2 * chosen;
            if size > limits.room[kind] {
                continue;
            }
            let kept = own.min(size);
            let joker_fills = usize::from((size - kept).saturating_sub(limits.drawable[kind]));
            if joker_fills > budget {
                continue;
            }
            for had in 0..=triplets - usize::from(three) {
                for pairs in 0..8 - usize::from(chosen) {
                    for fills in 0..=budget - joker_fills {
                        if let Some(before) = best[had][pairs][fills] {
                            let to = &mut next[had + usize::from(three)]
                                [pairs + usize::from(chosen)][fills + joker_fills];
                            *to = (*to).max(Some(before + kept));
                        }
                    }
                }
            }
        }
        best = next;
    }
    best[triplets][7][..=budget].iter().flatten().max().copied()
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
