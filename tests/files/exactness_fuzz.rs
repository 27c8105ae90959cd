//! The exactness fuzz target (`fuzz/targets/`) on a stable toolchain, over a seeded stream
//! of inputs shaped as the target reads them: random rule flags and joker kinds, up to two
//! melds, and concealed tiles that are mostly groups and a pair (so that complete, waiting and
//! near hands come up), some of them jokers, some changed at random.
//! `cargo +nightly fuzz run exactness` (see tables/README.md) explores far more.

use crate::support::{ORPHANS, Rng, rounds};
use crate::targets;
use hupai::mahjong::{KINDS, KNITTED};

/// The chance in percent of each rule flag of `case_of`, bit by bit: the rules that refuse
/// tiles or sizes now and then, so that most hands are checked.
const FLAG_CHANCES: [usize; 12] = [50, 20, 30, 20, 15, 15, 12, 30, 12, 20, 50, 10];

/// A kind the rules allow: no honor under `suits_only`, none of 2m..8m in a three-player game.
fn allowed(kind: usize, suits_only: bool, three_player: bool) -> usize {
    let kind = if suits_only { kind % 27 } else { kind };
    if three_player && (1..8).contains(&kind) {
        kind + 8
    } else {
        kind
    }
}

/// One input: the four bytes of rules and melds, two a meld, one a tile.
fn input(rng: &mut Rng) -> Vec<u8> {
    let mut flags = 0u16;
    for (bit, &chance) in FLAG_CHANCES.iter().enumerate() {
        flags |= u16::from(rng.chance(chance)) << bit;
    }
    flags |= (rng.next() as u16) & 0xF000;
    let (suits_only, three_player, sixteen) = (
        flags & 1 << 6 != 0,
        flags & 1 << 8 != 0,
        flags & 1 << 9 != 0,
    );
    let kind = |rng: &mut Rng| allowed(rng.below(KINDS), suits_only, three_player);
    let joker = if rng.chance(30) {
        rng.below(KINDS) as u8
    } else {
        0xFF
    };
    let melds = [0, 0, 0, 1, 2][rng.below(5)];
    let mut data = flags.to_le_bytes().to_vec();
    data.extend([joker, melds as u8]);
    for _ in 0..melds {
        data.extend([kind(rng) as u8, rng.below(4) as u8]);
    }
    // Groups and a pair for a hand of 14 or 17 slots (or a special form's shape), one tile
    // less for a waiting hand.
    let mut tiles = Vec::new();
    match rng.below(20) {
        0 | 1 if melds == 0 => {
            for _ in 0..7 {
                let k = kind(rng);
                tiles.extend([k, k]);
            }
            // 嚦咕嚦咕's triplet beside them.
            if sixteen {
                tiles.extend([kind(rng); 3]);
            }
        }
        2 if melds == 0 => {
            tiles.extend(ORPHANS);
            tiles.push(ORPHANS[rng.below(ORPHANS.len())]);
        }
        3 if melds <= 1 => {
            let arrangement = KNITTED[rng.below(KNITTED.len())];
            tiles.extend(arrangement.iter().map(|t| t.index()));
            if melds == 0 {
                let k = kind(rng);
                tiles.extend([k; 3]);
            }
            let pair = kind(rng);
            tiles.extend([pair, pair]);
        }
        _ => {
            let groups = 4 + usize::from(sixteen) - melds;
            for _ in 0..groups {
                let k = kind(rng);
                // A sequence in a numbered suit that has one (not the man suit of three).
                let numbered = k < 27 && !(three_player && k < 9);
                if numbered && rng.chance(60) {
                    let k = k - (k % 9).saturating_sub(6);
                    tiles.extend([k, k + 1, k + 2]);
                } else {
                    tiles.extend([k; 3]);
                }
            }
            let pair = kind(rng);
            tiles.extend([pair, pair]);
        }
    }
    if rng.chance(50) {
        tiles.swap_remove(rng.below(tiles.len()));
    }
    for tile in &mut tiles {
        if rng.chance(8) {
            *tile = kind(rng);
        } else if rng.chance(6) {
            *tile = 0xFF;
        }
    }
    data.extend(tiles.iter().map(|&t| t as u8));
    data
}

#[test]
fn exactness_on_seeded_hands() {
    let mut rng = Rng(0xE4AC_7E55);
    let mut seen = targets::mahjong::Seen::default();
    let n = rounds(3_000, 30);
    for _ in 0..n {
        seen += targets::mahjong::exactness(&input(&mut rng));
    }
    // Each kind of case came up often enough to have been checked.
    let often = n / 30;
    let kinds = [
        seen.refused,
        seen.complete,
        seen.special,
        seen.incomplete,
        seen.waiting,
        seen.not_waiting,
        seen.jokers,
        seen.melds,
    ];
    assert!(kinds.iter().all(|&k| k >= often / 4), "{seen:?}");
    assert!(seen.complete >= often && seen.waiting >= often, "{seen:?}");
}

/// Inputs a fuzzer run found, kept as regressions: `112499m9s****[222m]` under
/// `eyes=258 knitted=true joker_fifth_copy=false`, whose knitted straight's shanten read a
/// suit past the keys of the tables under the meld's caps.
#[test]
fn kept_inputs() {
    let found: &[&[u8]] = &[&[
        145, 0, 251, 251, 1, 93, 255, 1, 8, 0, 249, 136, 26, 0, 8, 36, 3,
    ]];
    for data in found {
        targets::mahjong::exactness(data);
    }
}
