//! Dealers more than one test file uses: a generator seeded from proptest's choices, Paohuzi
//! cards dealt from a shuffled deck, and the copies a hand built card by card has used.

use super::Rng;
use hupai::paohuzi::Card;

/// A generator seeded from a list of choices (a proptest value), never from zero.
pub fn rng_of(choices: &[u32]) -> Rng {
    let seed = choices.iter().fold(0x9E37_79B9_7F4A_7C15u64, |h, &s| {
        (h ^ u64::from(s)).wrapping_mul(0x100_0000_01B3)
    });
    Rng(seed | 1)
}

/// `least` or `least + 1` Paohuzi cards dealt from a shuffled deck of four of each card.
pub fn paohuzi_cards(rng: &mut Rng, least: usize) -> Vec<Card> {
    let mut deck: Vec<Card> = Card::all().flat_map(|c| [c; 4]).collect();
    rng.shuffle(&mut deck);
    deck.truncate(least + rng.below(2));
    deck
}

/// Counts `cards` into `used` (copies of each Paohuzi card so far) if that leaves none above
/// four, and says whether it did; `used` is unchanged otherwise.
pub fn take(used: &mut [u8; 20], cards: &[Card]) -> bool {
    let mut next = *used;
    for c in cards {
        next[c.index()] += 1;
        if next[c.index()] > 4 {
            return false;
        }
    }
    *used = next;
    true
}
