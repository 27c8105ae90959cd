//! The Paohuzi exactness fuzz target (`fuzz/targets/paohuzi.rs`) on a stable toolchain, over
//! a seeded stream of inputs shaped as the target reads them: random rule flags, up to three
//! exposed groups, held cards that are mostly groups (runs, 二七十, 一五十, 绞, mixed 二七十,
//! 坎, a pair), some of them 王, and a card arriving that is mostly one taken out of them (so that
//! complete, winning and waiting hands come up), some cards changed at random.
//! `cargo +nightly fuzz run paohuzi_exactness` (see tables/README.md) explores far more.

use crate::support::{Rng, rounds};
use crate::targets;

/// A held card's byte for a 王.
const WANG: u8 = 20;

/// The byte of the card of `case` (0 small, 1 big) and `rank` (1..=10).
fn card(case: usize, rank: usize) -> u8 {
    (case * 10 + rank - 1) as u8
}

/// One input: two bytes of rules, the exposed groups' count and two bytes a group, a byte a
/// held card, the card arriving last.
fn input(rng: &mut Rng) -> Vec<u8> {
    let mut flags = 0u16;
    for (bit, chance) in [(0, 30), (1, 30), (2, 30), (6, 20), (7, 30), (8, 50)] {
        flags |= u16::from(rng.chance(chance)) << bit;
    }
    let wang = if rng.chance(40) { 0 } else { 1 + rng.below(4) };
    flags |= (wang as u16) << 3 | (rng.below(3) as u16) << 9 | (rng.below(8) as u16) << 11;
    let exposed = [0, 0, 1, 1, 2, 3][rng.below(6)];
    let mut data = flags.to_le_bytes().to_vec();
    data.push(exposed as u8);
    for _ in 0..exposed {
        // 一五十 and mixed 二七十 (kinds 7 and 8) now and then: most rule sets refuse them.
        let kind = if rng.chance(85) {
            [0, 1, 2, 3, 4, 5, 6, 9][rng.below(8)]
        } else {
            7 + rng.below(2)
        };
        data.extend([rng.below(20) as u8, kind as u8]);
    }
    let mut held = Vec::new();
    let mut pair = false;
    for _ in 0..(6 - exposed.min(4)).max(2) {
        let (case, rank) = (rng.below(2), 1 + rng.below(10));
        match rng.below(12) {
            0..=4 => {
                let low = rank.min(8);
                held.extend([card(case, low), card(case, low + 1), card(case, low + 2)]);
            }
            5 => held.extend([card(case, 2), card(case, 7), card(case, 10)]),
            6 => held.extend([card(case, 1), card(case, 5), card(case, 10)]),
            7 => held.extend([card(case, rank), card(case, rank), card(1 - case, rank)]),
            8 => held.extend([card(case, 2), card(1 - case, 7), card(case, 10)]),
            9 => held.extend([card(case, rank); 3]),
            _ if !pair => {
                pair = true;
                held.extend([card(case, rank); 2]);
            }
            _ => held.extend([card(case, rank); 4]),
        }
    }
    // 王 in place of held cards, as many as the rules allow or fewer.
    if wang > 0 && rng.chance(80) {
        for _ in 0..=rng.below(wang) {
            let at = rng.below(held.len());
            held[at] = WANG;
        }
    }
    for c in &mut held {
        if rng.chance(5) {
            *c = rng.below(21) as u8;
        }
    }
    // The card arriving: mostly one of the held cards (or 王) taken out.
    let arriving = match rng.below(10) {
        0 => rng.below(21) as u8,
        _ => held.swap_remove(rng.below(held.len())),
    };
    data.extend(held);
    data.push(arriving);
    data
}

#[test]
fn paohuzi_exactness_on_seeded_hands() {
    let mut rng = Rng(0x9A0_4021);
    let mut seen = targets::paohuzi::Seen::default();
    let n = rounds(3_000, 30);
    for _ in 0..n {
        seen += targets::paohuzi::exactness(&input(&mut rng));
    }
    // Each kind of case came up often enough to have been checked.
    let often = n / 30;
    let kinds = [
        seen.refused,
        seen.complete,
        seen.winning,
        seen.plain_wins,
        seen.wang_wins,
        seen.play_refused,
        seen.ready,
        seen.wang,
        seen.exposed,
    ];
    assert!(kinds.iter().all(|&k| k >= often / 4), "{seen:?}");
    assert!(seen.complete >= often && seen.ready >= often, "{seen:?}");
}
