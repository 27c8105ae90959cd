//! The waits methods: the 34 tries [`Checker::waits`] is timed against, and the live waits by
//! which their answers are compared with its own.
//!
//! They are public so that the criterion benches time the very same 34 tries.

use hupai::mahjong::Hand;
use hupai::mahjong::backtrack::counts::{self, NO_LIMIT};
use hupai::mahjong::{Checker, Waits};
use hupai::mahjong::{KINDS, Tile};

/// Every waits method name, in the order reports list them.
pub const WAIT_METHODS: [&str; 3] = ["waits", "waits_34_dense", "waits_34_backtrack"];

/// The kinds that complete a hand, one bit per kind index.
pub type WaitMask = u64;

/// The waits [`Checker::waits`] reports, less the dead ones (which no hand can be given).
pub fn live_waits(waits: &Waits) -> WaitMask {
    waits
        .tiles()
        .filter(|&t| !waits.is_dead(t))
        .fold(0, |mask, t| mask | 1 << t.index())
}

/// The waits of a hand by trying each of the 34 kinds in place: added, checked with the dense
/// checker, taken out again. A kind held four times cannot be added and is never a wait here.
pub fn waits_34_dense(checker: &Checker, hand: &mut Hand) -> WaitMask {
    let mut mask = 0;
    for t in Tile::all() {
        if hand.add(t).is_ok() {
            if matches!(checker.is_complete(hand), Ok(true)) {
                mask |= 1 << t.index();
            }
            hand.remove(t).expect("the tile just added");
        }
    }
    mask
}

/// The waits of concealed counts and jokers by trying each of the 34 kinds with the
/// backtracking search (any form, a joker may be a fifth copy); the counts are left as they
/// were. A kind held four times is skipped.
pub fn waits_34_backtrack(own: &mut [u8; KINDS], jokers: u8) -> WaitMask {
    let mut mask = 0;
    for kind in 0..KINDS {
        if own[kind] >= 4 {
            continue;
        }
        own[kind] += 1;
        if counts::is_standard(own, jokers, &NO_LIMIT)
            || counts::is_seven_pairs(own, jokers, false)
            || counts::is_thirteen_orphans(own, jokers)
        {
            mask |= 1 << kind;
        }
        own[kind] -= 1;
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::class::Class;
    use crate::bench::deal::samples;

    #[test]
    fn the_three_waits_methods_agree() {
        let checker = Checker::default();
        let mut several = 0;
        for class in Class::WAITS {
            for s in samples(class, 1_000, 11) {
                let waits = checker.waits(&s.hand).unwrap();
                let live = live_waits(&waits);
                let mut hand = s.hand.clone();
                assert_eq!(waits_34_dense(&checker, &mut hand), live, "{}", s.hand);
                assert_eq!(hand, s.hand, "the hand is left as it was");
                let mut own = s.counts;
                assert_eq!(waits_34_backtrack(&mut own, s.jokers), live, "{}", s.hand);
                assert_eq!(own, s.counts);
                if class != Class::WaitsRandom {
                    assert_ne!(live, 0, "{}", s.hand);
                }
                several += usize::from(live.count_ones() > 1);
            }
        }
        assert!(several > 500, "{several}");
        // A dead wait is left out: 1111m holds every 1m.
        let hand: Hand = "1111m234p567p789s".parse().unwrap();
        let waits = checker.waits(&hand).unwrap();
        assert_eq!(waits.len(), 1);
        assert_eq!(live_waits(&waits), 0);
        assert_eq!(waits_34_dense(&checker, &mut hand.clone()), 0);
    }
}
