//! The standard form (groups and a pair) from the four suits' table bytes: each byte holds
//! the least jokers its suit needs without the pair and with it, so the hand's need is their
//! sum with the pair's suit chosen best. The word test [`within`] answers whether the jokers
//! cover it with no branch the data decide; where melds or a three-player game limit the
//! jokers' room, the bytes are settled first.

use super::Checker;
use crate::mahjong::checker::view::View;
use crate::mahjong::table::{SuitTable, with_pair, without_pair};
use crate::mahjong::tile::Suit;

impl<T: SuitTable> Checker<T> {
    /// The four suits' table bytes, settled exactly where melds or a three-player man suit
    /// limit the jokers' room.
    #[inline]
    pub(super) fn suit_bytes(&self, view: &View) -> [u8; 4] {
        let k = &view.keys;
        let mut bytes = [
            self.tables.numbered(k[0]),
            self.tables.numbered(k[1]),
            self.tables.numbered(k[2]),
            self.tables.honors(k[3]),
        ];
        if self.melds_limit_jokers(view.jokers, view.meld_count) {
            self.limit_by_melds(view, &mut bytes);
        }
        if self.rules.three_player {
            bytes[Suit::Man.index()] = self.man_byte(&self.counts(view), &self.room(view));
        }
        bytes
    }

    /// Whether the table bytes need settling beyond the lookups: melds limit the jokers, or
    /// the man suit of a three-player game.
    #[inline(always)]
    pub(super) fn bytes_settled(&self, jokers: u8, melds: u8) -> bool {
        self.melds_limit_jokers(jokers, melds) || self.rules.three_player
    }

    /// Under the strict policy, melds take room a joker could otherwise fill.
    #[inline(always)]
    pub(super) fn melds_limit_jokers(&self, jokers: u8, melds: u8) -> bool {
        !self.rules.joker_fifth_copy && jokers > 0 && melds > 0
    }

    #[cold]
    pub(super) fn limit_by_melds(&self, view: &View, bytes: &mut [u8; 4]) {
        let room = self.room(view);
        let counts = self.counts(view);
        for suit in Suit::ALL {
            let first = usize::from(suit.first());
            let range = first..first + usize::from(suit.ranks());
            if view.melded[range.clone()].iter().all(|&m| m == 0) {
                continue;
            }
            let lookup = |key| match suit {
                Suit::Honor => self.tables.honors(key),
                _ => self.tables.numbered(key),
            };
            bytes[suit.index()] = crate::mahjong::checker::joker::capped_byte(
                lookup,
                &counts[range.clone()],
                &room[range],
                view.jokers,
            );
        }
    }

    /// The least jokers the standard form needs.
    #[inline]
    pub(super) fn standard_need(&self, view: &View) -> u8 {
        if self.bytes_settled(view.jokers, view.meld_count) {
            return least_need(&self.suit_bytes(view));
        }
        self.need_of_keys(&view.keys)
    }

    /// The least jokers the standard form needs when every rank has room for four.
    #[inline(always)]
    pub(super) fn need_of_keys(&self, k: &[u32; 4]) -> u8 {
        least_need(&self.lookups(k))
    }

    /// The four suits' table bytes.
    #[inline(always)]
    pub(super) fn lookups(&self, k: &[u32; 4]) -> [u8; 4] {
        let t = &self.tables;
        [
            t.numbered(k[0]),
            t.numbered(k[1]),
            t.numbered(k[2]),
            t.honors(k[3]),
        ]
    }

    /// The four suits' table bytes side by side in one word, the numbered suits' first.
    #[inline(always)]
    pub(super) fn lookup_word(&self, k: &[u32; 4]) -> u32 {
        u32::from_le_bytes(self.lookups(k))
    }
}

/// Whether the four table bytes of [`Checker::lookup_word`] complete the standard form with
/// at most `jokers` jokers: the need of [`least_need`]` <= jokers`, with the four bytes side
/// by side in one word.
///
/// The need is the suits' needs without a pair added up, plus, for the suit that holds the
/// pair, its need with one less its need without: so the hand completes when some suit's
/// `with - without + 16 + total` is below `jokers + 17`. Every such byte is 1 to 91, so no
/// byte carries into the next and none is negative: one word test, with no branch or select
/// that the data decide (random hands fail a branch on a total past the jokers unpredictably).
#[inline(always)]
pub(super) fn within(w: u32, jokers: u8) -> bool {
    const ONES: u32 = 0x0101_0101;
    let without = w & (0x0F * ONES);
    let with = (w >> 4) & (0x0F * ONES);
    // At most 15 per byte: the four add up in the top byte without carrying out of it.
    let total = without.wrapping_mul(ONES) >> 24;
    let shifted = (with + 0x10 * ONES) - without + total * ONES;
    // A need is at most 75, so more jokers than that answer as 100 do: the bound stays
    // below 128.
    let bound = u32::from(jokers.min(100)) + 17;
    // Some byte below `bound`: bytes and bound are below 128, so a byte below it borrows
    // and sets its high bit, and no byte at or above it does unless one below it did.
    shifted.wrapping_sub(bound * ONES) & !shifted & (0x80 * ONES) != 0
}

/// The least jokers that complete the standard form, over every choice of pair suit.
#[inline]
pub(super) fn least_need(bytes: &[u8; 4]) -> u8 {
    let needs = bytes.map(without_pair);
    let total: u8 = needs.iter().sum();
    let mut best = u8::MAX;
    for (i, &b) in bytes.iter().enumerate() {
        best = best.min(total - needs[i] + with_pair(b));
    }
    best
}

/// The pair suit of a cheapest completion, if it fits the jokers.
pub(super) fn best_pair_suit(bytes: &[u8; 4], jokers: u8) -> Option<Suit> {
    let needs = bytes.map(without_pair);
    let total: u8 = needs.iter().sum();
    Suit::ALL
        .into_iter()
        .map(|s| (total - needs[s.index()] + with_pair(bytes[s.index()]), s))
        .min()
        .filter(|&(need, _)| need <= jokers)
        .map(|(_, s)| s)
}
