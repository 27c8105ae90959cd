//! What a check refuses before it reads a table: exposed groups the rules do not allow, more
//! cards than a hand holds, a pair without a 跑 or 提. Shared by the check, win-on-a-card and
//! the backtrack search, so that all three refuse the same hands with the same errors.

use super::outcome::{CheckError, MAX_CARDS};
use crate::paohuzi::group::{GroupKind, Shape};
use crate::paohuzi::hand::{Hand, Item};
use crate::paohuzi::rules::Rules;

/// Exposed groups the rule set does not allow, and more cards than a hand can hold once
/// `incoming` more cards join it (a card won on or acted on is one).
///
/// A four-card group is a three-card group grown by one card (that is how a 跑 or 提 comes
/// about), so sizes count it as three.
pub(crate) fn validate(hand: &Hand, rules: &Rules, incoming: u32) -> Result<(), CheckError> {
    if hand.wang() > rules.wang {
        return Err(CheckError::TooManyWang {
            count: hand.wang(),
            limit: rules.wang,
        });
    }
    let held: u32 = hand
        .held()
        .iter()
        .map(|&c| u32::from(c.min(3)))
        .sum::<u32>()
        + u32::from(hand.wang());
    let cards = held + 3 * hand.exposed().len() as u32 + incoming;
    if cards > MAX_CARDS {
        return Err(CheckError::TooManyCards { cards });
    }
    for (i, g) in hand.exposed().iter().enumerate() {
        match g.kind() {
            GroupKind::Chi(Shape::YiWuShi) if !rules.yiwushi => {
                return Err(CheckError::NotAllowed {
                    item: Item::Group(i),
                    shape: "一五十",
                    key: "yiwushi",
                });
            }
            GroupKind::Chi(Shape::MixedErQiShi) if !rules.mixed_erqishi => {
                return Err(CheckError::NotAllowed {
                    item: Item::Group(i),
                    shape: "mixed 二七十",
                    key: "mixed_erqishi",
                });
            }
            _ => {}
        }
    }
    Ok(())
}

/// A hand to be checked whole: [`validate`], and a rest of 3n + 2 cards (outside 坎 and 提,
/// 王 counted) only beside a 跑 or 提, or with 王 enough to make four alike (two, or one
/// beside a 坎 under `wang_joins_kan`). Such a rest arises only from a 跑 or 提, whose extra
/// card leaves a pair to make; without one the hand cannot have been dealt and played to,
/// and answering "not complete" would hide the caller's mistake.
pub(crate) fn validate_whole(hand: &Hand, rules: &Rules) -> Result<(), CheckError> {
    validate(hand, rules, 0)?;
    let rest: u32 = hand
        .held()
        .iter()
        .filter(|&&c| c < 3)
        .map(|&c| u32::from(c))
        .sum::<u32>()
        + u32::from(hand.wang());
    let wang_four =
        hand.wang() >= 2 || (hand.wang() == 1 && rules.wang_joins_kan && hand.held().contains(&3));
    let four =
        wang_four || hand.held().contains(&4) || hand.exposed().iter().any(|g| g.kind().is_four());
    if rest % 3 == 2 && !four {
        return Err(CheckError::PairWithoutFour { rest });
    }
    Ok(())
}
