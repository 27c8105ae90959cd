//! The special forms' waits: seven pairs and thirteen orphans, or 嚦咕嚦咕, each settled from
//! a few sums over the hand's counts, which a tile changes by one.

use super::Waits;
use crate::mahjong::checker::{Checker, forms};
use crate::mahjong::packed;
use crate::mahjong::table::SuitTable;
use crate::mahjong::tile::{KINDS, ORPHANS, Tile};

impl<T: SuitTable> Checker<T> {
    /// Seven pairs and thirteen orphans, or 嚦咕嚦咕, for a hand of `(concealed, melds,
    /// jokers)` with these counts (the joker kind's taken out; packed as [`packed::words`])
    /// and keys.
    pub(super) fn special_waits(
        &self,
        (concealed, melds, jokers): (u8, u8, u8),
        words: [u64; 5],
        keys: &[u32; 4],
        waits: &mut Waits,
    ) {
        let r = &self.rules;
        if melds != 0 || !(concealed == 13 || concealed == 16 && r.seven_pairs_and_triplet) {
            return;
        }
        let joker_bit = r.joker.map_or(0, |j| 1u64 << j.index());
        let can_draw_joker = jokers < r.max_jokers && r.joker.is_some_and(|j| r.has_kind(j));
        let honors = if r.suits_only { !((1u64 << 27) - 1) } else { 0 };
        let candidates = !joker_bit & !honors & !r.absent_kinds() & ((1 << KINDS) - 1);
        if concealed == 16 {
            // A kind held four times takes no fifth copy; a drawn joker fills any place, so
            // the hand as it is must be one place short.
            let quad = r.seven_pairs_quad;
            let four = packed::fours(words);
            for k in (0..KINDS).filter(|&k| (candidates & !four) >> k & 1 == 1) {
                let mut added = words;
                added[k / 8] += 1 << (8 * (k % 8));
                if forms::seven_pairs_and_triplet(added, quad) {
                    waits.seven_pairs_and_triplet |= 1 << k;
                }
            }
            if can_draw_joker && forms::seven_pairs_and_triplet(words, quad) {
                waits.seven_pairs_and_triplet |= joker_bit;
            }
            return;
        }
        if r.seven_pairs {
            // Adding one tile changes one count: the pair sums move by at most one. A kind
            // below the limit takes the tile; at 7 pairs needed already, only an odd count
            // (whose tile finds a partner) keeps the sum.
            let most = if r.seven_pairs_quad { 4 } else { 2 };
            let halves = packed::halves(words);
            // Most hands need more than seven pairs: then nothing else is looked at.
            if halves <= 7 && words.iter().all(|&w| packed::at_least(w, most + 1) == 0) {
                let below = !packed::kinds(words.map(|w| packed::at_least(w, most)));
                let odd = packed::kinds(words.map(|w| w << 7));
                let takes = if halves < 7 { below } else { below & odd };
                waits.seven_pairs |= takes & candidates & ((1 << KINDS) - 1);
                if can_draw_joker {
                    waits.seven_pairs |= joker_bit;
                }
            }
        }
        if self.orphans_possible() && forms::only_terminals(keys) {
            let count = |t: Tile| packed::count(words, t.index());
            let at_most_two = words.iter().all(|&w| packed::at_least(w, 3) == 0);
            let doubles = ORPHANS.iter().filter(|&&t| count(t) == 2).count();
            if at_most_two && doubles <= 1 {
                for t in ORPHANS {
                    let c = count(t);
                    if Some(t) != r.joker && (c == 0 || (c == 1 && doubles == 0)) {
                        waits.thirteen_orphans |= 1 << t.index();
                    }
                }
                if can_draw_joker {
                    waits.thirteen_orphans |= joker_bit;
                }
            }
        }
    }
}
