//! Three-player play (三麻, `three_player=true`): the set lacks 2m..8m, so the man suit is
//! two kinds, 1m and 9m, that form no sequence.
//!
//! The numbered table would read such a suit right without jokers (its own tiles never make a
//! sequence), but it lets a joker be 2m..8m: 1m with two jokers as 123m, which matters where a
//! joker may not be a fifth 1m, and in what a suit's byte says beside the others. So the man
//! suit's byte is worked out from its two counts instead, as two honors' would be, and every
//! room, draw and wait of 2m..8m is none. The hot paths of four-player play are untouched: a
//! three-player rule set takes the general paths, which settle the man suit here.

use super::{CheckError, Checker};
use crate::base::generator::mahjong::NEVER;
use crate::base::key::MAX_JOKERS;
use crate::mahjong::table::SuitTable;
use crate::mahjong::tile::{KINDS, Tile};

impl<T: SuitTable> Checker<T> {
    /// Fails, naming the first, when any count is of a kind the game's set lacks (2m..8m under
    /// `three_player`).
    pub(super) fn refuse_absent(&self, counts: &[u8; KINDS]) -> Result<(), CheckError> {
        let absent = self.rules.absent_kinds();
        match (0..KINDS).find(|&k| absent >> k & 1 == 1 && counts[k] > 0) {
            Some(k) => Err(CheckError::NotInThreePlayer(
                Tile::from_index(k).expect("a kind"),
            )),
            None => Ok(()),
        }
    }

    /// The room with none for the kinds the game's set lacks: no joker stands for them.
    pub(super) fn without_absent(&self, mut room: [u8; KINDS]) -> [u8; KINDS] {
        let absent = self.rules.absent_kinds();
        for (k, room) in room.iter_mut().enumerate() {
            if absent >> k & 1 == 1 {
                *room = 0;
            }
        }
        room
    }

    /// The byte of a three-player game's man suit, from the own `counts` of 1m and 9m and
    /// their `room`.
    pub(super) fn man_byte(&self, counts: &[u8; KINDS], room: &[u8; KINDS]) -> u8 {
        let pair = !self.rules.eyes_258;
        two_kinds_byte([counts[0], counts[8]], [room[0], room[8]], pair)
    }
}

/// The byte of a suit of two kinds that form no sequence, with `own` tiles of each and `room`
/// for each in all (own + jokers): the man suit of a three-player game, 1m and 9m alone. Each
/// kind's tiles and the jokers standing for it make triplets, and one of them may hold the
/// pair (where `pair`, as the rules allow). A need above [`MAX_JOKERS`] is [`NEVER`], as in
/// the tables.
fn two_kinds_byte(own: [u8; 2], room: [u8; 2], pair: bool) -> u8 {
    // The fewest jokers that bring a kind to a multiple of three, plus two when it holds the
    // pair; a kind with no joker keeps its own tiles whatever its room.
    let fill = |k: usize, with_pair: bool| -> u16 {
        let rest = if with_pair { 2 } else { 0 };
        let c = u16::from(own[k]);
        (0..=u16::from(MAX_JOKERS))
            .find(|&j| (c + j) % 3 == rest && (j == 0 || c + j <= u16::from(room[k])))
            .unwrap_or(u16::from(NEVER))
    };
    let need = |n: u16| {
        if n > u16::from(MAX_JOKERS) {
            NEVER
        } else {
            n as u8
        }
    };
    let (a, b) = (fill(0, false), fill(1, false));
    let without = need(a + b);
    let with = if pair {
        need((fill(0, true) + b).min(a + fill(1, true)))
    } else {
        NEVER
    };
    without | with << 4
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_kinds_make_triplets_and_one_pair() {
        let free = [u8::MAX; 2];
        // 1m alone: two jokers make 111m; one makes the pair 11m.
        assert_eq!(two_kinds_byte([1, 0], free, true), 2 | 1 << 4);
        // 1111m 9m: 111m + 1m and two jokers; the pair 11m beside 111m 9m + two jokers.
        assert_eq!(two_kinds_byte([4, 1], free, true), 4 | 3 << 4);
        // The pair is refused where the rules allow none in the suit.
        assert_eq!(two_kinds_byte([2, 0], free, false), 1 | NEVER << 4);
        // Four 1m with no room for a fifth: 1m cannot take a joker, so it is never complete.
        assert_eq!(two_kinds_byte([4, 0], [4, 4], true), NEVER | NEVER << 4);
        // Nothing held needs nothing, and the pair is two jokers.
        assert_eq!(two_kinds_byte([0, 0], [4, 4], true), 2 << 4);
    }
}
