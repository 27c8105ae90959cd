//! A hand's bookkeeping against its counts recounted after every change, and its size.

use super::{Hand, is_simple};
use crate::mahjong::meld::Meld;
use crate::mahjong::tile::{KINDS, Tile};
use crate::test_rng::Rng;

/// Whatever is done to a hand, successfully or not, its slots stay its concealed tiles and
/// jokers plus three per meld, and its odd kinds and simples those of its counts.
#[test]
fn slots_and_form_counts_follow_every_change() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut next = |below: u64| rng.below(below as usize) as u64;
    for _ in 0..2_000 {
        let mut hand = Hand::new();
        for _ in 0..40 {
            let tile = Tile::from_index(next(KINDS as u64) as usize).expect("a kind");
            let _ = match next(9) {
                0 | 1 => hand.add(tile),
                2 => hand.remove(tile),
                3 => hand.add_joker(),
                4 => hand.remove_joker(),
                5 => hand.push_meld(Meld::pon(tile)),
                6 => Meld::chi(tile).map_or(Ok(()), |m| hand.push_meld(m)),
                7 => hand.push_meld(Meld::kan(tile)),
                _ => {
                    let mut counts = [0; KINDS];
                    counts[tile.index()] = next(4) as u8;
                    hand.set_counts(&counts, next(3) as u8)
                }
            };
            let want = hand.concealed_len() + 3 * hand.meld_count();
            assert_eq!(hand.slots(), want, "{hand}");
            let counts = hand.counts();
            let odd = counts.iter().filter(|&&c| c % 2 == 1).count() as u8;
            assert_eq!(hand.odd_kinds(), odd, "{hand}");
            let simples: u8 = Tile::all()
                .filter(|&t| is_simple(t))
                .map(|t| counts[t.index()])
                .sum();
            assert_eq!(hand.simples(), simples, "{hand}");
            // The melded copies read from the melds' keys, against their tiles counted.
            let mut melded = [0; KINDS];
            for t in hand.melds().flat_map(|m| m.tiles()) {
                melded[t.index()] += 1;
            }
            assert_eq!(hand.melded(), melded, "{hand}");
            let held: [u8; KINDS] = std::array::from_fn(|k| counts[k] + melded[k]);
            assert_eq!(hand.held(), held, "{hand}");
            assert!(held.iter().all(|&n| n <= 4), "{hand}");
        }
    }
}

#[test]
fn a_hand_is_half_a_cache_line() {
    assert_eq!(std::mem::size_of::<Hand>(), 32);
    assert_eq!(std::mem::align_of::<Hand>(), 32);
}
