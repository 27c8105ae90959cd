//! The backtrack search: the best score of a hand by recursive extraction, with no tables.
//!
//! It follows the classic recursive extraction (take the lowest card, try every group that can
//! hold it, recurse), extended with what Paohuzi needs on top: 绞 and the other cross-case
//! groups, the one pair a 3n + 2 rest must hold, and the maximum over all decompositions rather than
//! the first one found. It shares only group scoring with the table check, so the two agree
//! by construction of the rules, not of the code. A hand with 王 is searched by substitution
//! (the `wang` module): every choice of cards for its 王, each searched as a hand without.

use super::card::{Card, Counts, KINDS};
use super::checker::check::set_aside;
use super::checker::outcome::CheckError;
use super::checker::validate::{validate, validate_whole};
use super::group::{Group, GroupKind, Shape};
use super::hand::Hand;
use super::rules::Rules;

mod take;
mod wang;

use take::{put_back, take};

/// Every three-card group of the decomposition the rules allow, with its score, as card lists.
fn templates(rules: &Rules) -> Vec<(Vec<Card>, u16)> {
    let mut out = Vec::new();
    // Any three cards: keep the ones that form an allowed shape. Brute force on purpose.
    for a in 0..KINDS {
        for b in a..KINDS {
            for c in b..KINDS {
                let cards: Vec<Card> = [a, b, c]
                    .iter()
                    .filter_map(|&i| Card::from_index(i))
                    .collect();
                let Ok(shape) = Shape::classify(&cards) else {
                    continue;
                };
                let allowed = match shape {
                    Shape::YiWuShi => rules.yiwushi,
                    Shape::MixedErQiShi => rules.mixed_erqishi,
                    _ => true,
                };
                if !allowed {
                    continue;
                }
                if let Ok(g) = Group::new(GroupKind::Hand(shape), &cards) {
                    let score = g.score(rules.scoring);
                    out.push((cards, score));
                }
            }
        }
    }
    out
}

fn search(
    counts: &mut Counts,
    pair_left: bool,
    templates: &[(Vec<Card>, u16)],
    rules: &Rules,
) -> Option<u16> {
    let Some(low) = counts.iter().position(|&c| c > 0) else {
        return (!pair_left).then_some(0);
    };
    let mut best: Option<u16> = None;
    let mut keep = |v: Option<u16>| {
        if let Some(v) = v {
            best = Some(best.map_or(v, |b| b.max(v)));
        }
    };
    if pair_left && counts[low] >= 2 {
        if let Some(card) = Card::from_index(low) {
            let pair_score = Group::new(GroupKind::Pair, &[card, card])
                .map(|g| g.score(rules.scoring))
                .unwrap_or(0);
            counts[low] -= 2;
            keep(search(counts, false, templates, rules).map(|v| v + pair_score));
            counts[low] += 2;
        }
    }
    for (cards, score) in templates {
        if !cards.iter().any(|c| c.index() == low) {
            continue;
        }
        if take(counts, cards) {
            keep(search(counts, pair_left, templates, rules).map(|v| v + score));
            put_back(counts, cards);
        }
    }
    best
}

/// The best score of a hand over all its decompositions (exposed, 坎 and 提 included), or `None`
/// when it is not complete; with 王, the best over every choice of cards they stand for.
///
/// # Errors
///
/// What [`Checker::check`](super::Checker::check) refuses: [`CheckError::NotAllowed`],
/// [`CheckError::TooManyCards`] or [`CheckError::PairWithoutFour`].
pub fn best_score(hand: &Hand, rules: &Rules) -> Result<Option<u16>, CheckError> {
    validate_whole(hand, rules)?;
    let (fixed, mut rest) = set_aside(hand);
    let size: u32 = rest.iter().map(|&c| u32::from(c)).sum();
    if size % 3 == 1 && hand.wang() == 0 {
        return Ok(None);
    }
    let fixed_score: u16 = fixed.iter().map(|g| g.score(rules.scoring)).sum();
    let templates = templates(rules);
    if hand.wang() > 0 {
        return Ok(wang::best(hand, &fixed, &rest, &templates, rules, None));
    }
    Ok(search(&mut rest, size % 3 == 2, &templates, rules).map(|v| v + fixed_score))
}

/// The best score of a hand with a group of `size` copies of `card` set beside it (2: the
/// pair, 3: a triplet scored as a 坎, 4: four alike scored as a 提), or `None` when the hand is
/// not complete beside it: what a 王钓, 王闯 or 王炸 scores, `hand` being the hand before the
/// draw without the `size - 1` 王 that join the draw. The group is the hand's pair or its four
/// alike when it is one, and its cards count among the copies `wang_fifth_copy=false` caps.
///
/// # Errors
///
/// [`CheckError::NotAllowed`] for an exposed group the rules do not know,
/// [`CheckError::TooManyCards`] for more cards than a hand holds, and
/// [`CheckError::TooManyWang`] for more 王 than `wang` allows.
pub fn best_score_beside(
    hand: &Hand,
    rules: &Rules,
    card: Card,
    size: u8,
) -> Result<Option<u16>, CheckError> {
    validate(hand, rules, 0)?;
    let (fixed, rest) = set_aside(hand);
    let beside = (2..=4)
        .contains(&size)
        .then_some(wang::Beside { card, size });
    Ok(beside.and_then(|b| wang::best(hand, &fixed, &rest, &templates(rules), rules, Some(b))))
}

/// Whether a hand wins under the rules, by the backtrack search: complete, with a best score of at
/// least `min_huxi`.
///
/// # Errors
///
/// As [`best_score`]: [`CheckError::NotAllowed`], [`CheckError::TooManyCards`] or
/// [`CheckError::PairWithoutFour`].
pub fn wins(hand: &Hand, rules: &Rules) -> Result<bool, CheckError> {
    Ok(best_score(hand, rules)?.is_some_and(|s| s >= rules.min_huxi))
}
