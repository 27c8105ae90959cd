//! The backtracking reference's answer for a whole mahjong hand, as the tests that hold the
//! checker to it ask it.

use hupai::mahjong::KINDS;
use hupai::mahjong::backtrack::counts::{self, NO_LIMIT, Room};
use hupai::mahjong::backtrack::knitted;
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
    // The forms of 14 tiles do not exist in a sixteen-tile game, nor 嚦咕嚦咕 in another.
    let sixteen = rules.sixteen_tiles;
    if hand.meld_count() == 0 && hand.concealed_len() == 17 && sixteen {
        let quad = rules.seven_pairs_quad;
        if rules.seven_pairs_and_triplet && counts::is_seven_pairs_and_triplet(&own, jokers, quad) {
            forms.insert(Forms::SEVEN_PAIRS_AND_TRIPLET);
        }
    }
    if hand.meld_count() == 0 && hand.concealed_len() == 14 && !sixteen {
        if rules.seven_pairs && counts::is_seven_pairs(&own, jokers, rules.seven_pairs_quad) {
            forms.insert(Forms::SEVEN_PAIRS);
        }
        if rules.thirteen_orphans && counts::is_thirteen_orphans(&own, jokers) {
            forms.insert(Forms::THIRTEEN_ORPHANS);
        }
    }
    if rules.knitted && !sixteen {
        forms.insert(expected_knitted_forms(hand, rules));
    }
    forms
}

/// The knitted forms the reference finds (whatever `rules.knitted` says).
pub fn expected_knitted_forms(hand: &Hand, rules: &Rules) -> Forms {
    let (own, jokers) = effective(hand, rules);
    let mut room = limits(hand, rules);
    if rules.suits_only {
        // No tile of a game without honors is an honor, and no joker stands for one.
        room[27..].fill(0);
    }
    let (concealed, melds) = (hand.concealed_len(), hand.meld_count());
    let mut forms = Forms::empty();
    let straight_size = (concealed == 14 && melds == 0) || (concealed == 11 && melds == 1);
    if straight_size && knitted::is_knitted_straight(&own, jokers, &room) {
        forms.insert(Forms::KNITTED_STRAIGHT);
    }
    if concealed == 14 && melds == 0 {
        if knitted::is_honors_and_knitted(&own, jokers, &room) {
            forms.insert(Forms::HONORS_AND_KNITTED);
        }
        if knitted::is_greater_honors_and_knitted(&own, jokers, &room) {
            forms.insert(Forms::GREATER_HONORS_AND_KNITTED);
        }
    }
    forms
}
