//! The backtracking reference's answer for a whole mahjong hand, as the tests that hold the
//! checker to it ask it.

use hupai::mahjong::KINDS;
use hupai::mahjong::backtrack::counts::{self, NO_LIMIT, Room};
use hupai::{Forms, Hand, Rules};

/// The concealed counts and jokers a check sees: the designated joker kind's tiles are jokers.
pub fn effective(hand: &Hand, rules: &Rules) -> ([u8; KINDS], u8) {
    let mut own = hand.counts();
    let mut jokers = hand.jokers();
    if let Some(j) = rules.joker {
        jokers += own[j.index()];
        own[j.index()] = 0;
    }
    (own, jokers)
}

/// How many tiles of each kind the concealed part may stand for in all: none of 2m..8m in a
/// three-player game.
pub fn limits(hand: &Hand, rules: &Rules) -> Room {
    let mut room = if rules.joker_fifth_copy {
        NO_LIMIT
    } else {
        hand.melded().map(|m| 4 - m)
    };
    if rules.three_player {
        room[1..8].fill(0);
    }
    room
}

/// The forms the backtracking reference finds.
pub fn expected_forms(hand: &Hand, rules: &Rules) -> Forms {
    let (own, jokers) = effective(hand, rules);
    let mut forms = Forms::empty();
    if counts::is_standard(&own, jokers, &limits(hand, rules)) {
        forms.insert(Forms::STANDARD);
    }
    if hand.meld_count() == 0 && hand.concealed_len() == 14 {
        if rules.seven_pairs && counts::is_seven_pairs(&own, jokers, rules.seven_pairs_quad) {
            forms.insert(Forms::SEVEN_PAIRS);
        }
        if rules.thirteen_orphans && counts::is_thirteen_orphans(&own, jokers) {
            forms.insert(Forms::THIRTEEN_ORPHANS);
        }
    }
    forms
}
