//! Shanten, effective tiles and discards under every pair of rule keys and under random sets
//! of three to five keys, on the dealer's hands, against the search that defines shanten
//! (`backtrack::shanten::of_hand`): the tables' answer (from the hand and from its counts) is
//! the search's, refusals included; a 3n+2 hand is complete exactly at shanten -1 and decomposes
//! exactly at standard-form shanten -1; a 3n+1 hand has a wait that can still be drawn exactly
//! at shanten 0; now and then its effective tiles are the draws that lower the searched
//! shanten, and a 3n+2 hand's discards are the effective tiles of the hands they leave.

use super::deal::{Dealer, Dealt};
use super::rule_sets::RuleSet;
use crate::shanten_tables::effective_tiles_agree;
use crate::support::{Rng, tile};
use hupai::mahjong::KINDS;
use hupai::mahjong::backtrack::shanten;
use hupai::{Checker, Hand};

/// Hands dealt per rule set, each asked its shanten and (one less tile) its waits' shanten:
/// all of them with optimizations, a tenth in a debug build.
const HANDS: usize = if cfg!(debug_assertions) { 4 } else { 40 };

/// Every how many hands the effective tiles and the discards are asked: each asks the search
/// once for every kind.
const EVERY: usize = 8;

/// What one rule set's hands showed, to tell that each question came up.
#[derive(Clone, Copy, Debug, Default)]
pub struct Asked {
    pub shanten: usize,
    pub refused: usize,
    pub effective: usize,
    pub discards: usize,
}

impl std::ops::AddAssign for Asked {
    fn add_assign(&mut self, o: Asked) {
        self.shanten += o.shanten;
        self.refused += o.refused;
        self.effective += o.effective;
        self.discards += o.discards;
    }
}

/// Deals and asks under one rule set; the first disagreement, with the hand and the rule set,
/// is the error (the effective tiles' own asserts panic with theirs).
pub fn agree(set: &RuleSet, seed: u64) -> Result<Asked, String> {
    let checker = Checker::new(set.rules);
    let mut dealer = Dealer {
        rules: &set.rules,
        rng: Rng(seed),
    };
    let mut asked = Asked::default();
    for n in 0..HANDS {
        let dealt = dealer.deal();
        let fail = |hand: &Hand, e: String| format!("{:?} `{hand}`: {e}", set.options);
        let hand = dealt.hand();
        let searched = one(&checker, &dealt, &mut asked).map_err(|e| fail(&hand, e))?;
        if n % EVERY == 0 && searched {
            discards(&checker, &hand, &mut dealer.rng).map_err(|e| fail(&hand, e))?;
            asked.discards += 1;
        }
        let Some(less) = dealt.less_one(dealer.rng.next() as usize) else {
            continue;
        };
        let hand = less.hand();
        let searched = one(&checker, &less, &mut asked).map_err(|e| fail(&hand, e))?;
        if n % EVERY == 0 && searched {
            effective_tiles_agree(&checker, &hand, &[0; KINDS]);
            asked.effective += 1;
        }
    }
    Ok(asked)
}

/// One hand's shanten against the search, and what follows from it; whether the search
/// answered (the hand is valid).
fn one(checker: &Checker, dealt: &Dealt, asked: &mut Asked) -> Result<bool, String> {
    let hand = dealt.hand();
    let want = shanten::of_hand(checker, &hand);
    let got = checker.shanten(&hand);
    if got != want {
        return Err(format!("shanten {got:?}, the search {want:?}"));
    }
    if dealt.melds.is_empty() {
        let counted = checker.shanten_counts(&dealt.counts, dealt.jokers);
        if counted != want {
            return Err(format!("shanten_counts {counted:?}, the search {want:?}"));
        }
    }
    let Ok(want) = want else {
        asked.refused += 1;
        return Ok(false);
    };
    asked.shanten += 1;
    let least = want.least();
    if hand.concealed_len() % 3 == 2 {
        let complete = checker.is_complete(&hand).map_err(|e| e.to_string())?;
        if complete != (least == Some(-1)) {
            return Err(format!("complete {complete}, shanten {want:?}"));
        }
        let decomposes = checker
            .decompositions(&hand)
            .map_err(|e| e.to_string())?
            .iter()
            .next()
            .is_some();
        if decomposes != (want.standard == Some(-1)) {
            return Err(format!("decomposes {decomposes}, shanten {want:?}"));
        }
    } else {
        let waits = checker.waits(&hand).map_err(|e| e.to_string())?;
        let live = waits.tiles().any(|t| !waits.is_dead(t));
        if live != (least == Some(0)) {
            return Err(format!("a live wait {live}, shanten {want:?}"));
        }
    }
    Ok(true)
}

/// A valid 3n+2 hand's discards, with some tiles seen (none the game lacks): each is the
/// effective tiles of the hand it leaves, whose shanten is the search's.
fn discards(checker: &Checker, hand: &Hand, rng: &mut Rng) -> Result<(), String> {
    let rules = checker.rules();
    let visible: [u8; KINDS] = std::array::from_fn(|k| {
        let seen = [0, 0, 0, 1, 2, 4][rng.below(6)];
        if rules.has_kind(tile(k)) { seen } else { 0 }
    });
    let discards = checker
        .discards(hand, &visible)
        .map_err(|e| e.to_string())?;
    for d in discards.as_slice() {
        let mut less = hand.clone();
        less.remove(d.tile).map_err(|e| e.to_string())?;
        let alone = checker
            .effective_tiles(&less, &visible)
            .map_err(|e| e.to_string())?;
        if d.tiles != alone {
            return Err(format!(
                "discard {}: {:?}, alone {alone:?}",
                d.tile, d.tiles
            ));
        }
        let searched = shanten::of_hand(checker, &less).map_err(|e| e.to_string())?;
        if alone.shanten() != searched.least() {
            return Err(format!(
                "discard {}: shanten {:?}, the search {searched:?}",
                d.tile,
                alone.shanten()
            ));
        }
    }
    Ok(())
}
