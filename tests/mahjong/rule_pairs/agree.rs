//! The agreements asked of every hand: the questions about one hand (is it complete, in which
//! forms, how does it decompose, what does it wait on) answer alike, refuse alike, and match
//! the reference.

use super::deal::Dealt;
use super::reference::{self, Seen};
use crate::support::tile;
use hupai::mahjong::KINDS;
use hupai::{Checker, Forms, Group, GroupKind, Hand, Rules, Suit};

/// What one rule set's hands showed, to tell that each answer came up.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tally {
    pub complete: usize,
    pub incomplete: usize,
    pub refused: usize,
    pub waits: usize,
    pub joker_kind_held: usize,
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, o: Tally) {
        self.complete += o.complete;
        self.incomplete += o.incomplete;
        self.refused += o.refused;
        self.waits += o.waits;
        self.joker_kind_held += o.joker_kind_held;
    }
}

/// The hand as a check sees it under the rules.
fn seen(rules: &Rules, dealt: &Dealt) -> Seen {
    let mut own = dealt.counts;
    let mut jokers = dealt.jokers;
    if let Some(j) = rules.joker {
        jokers += own[j.index()];
        own[j.index()] = 0;
    }
    Seen {
        own,
        jokers,
        melded: dealt.melded(),
        melds: dealt.melds.len() as u8,
    }
}

/// Whether the rules refuse the dealt tiles (its size aside).
fn refused(rules: &Rules, dealt: &Dealt) -> bool {
    reference::refused(rules, &dealt.counts, &dealt.melded(), dealt.jokers)
}

/// Every answer about a hand of 3n+2: all refuse it alike or all accept it, as the rules
/// say; the forms are the reference's; it decomposes exactly when it is complete in the
/// standard form, and each decomposition is one of its tiles and jokers.
pub fn check(checker: &Checker, dealt: &Dealt, tally: &mut Tally) -> Result<(), String> {
    let rules = checker.rules();
    let hand = dealt.hand();
    let complete = checker.is_complete(&hand);
    let forms = checker.forms(&hand);
    let one = checker.decompose(&hand);
    let all = checker.decompositions(&hand);
    let each = checker.for_each_decomposition(&hand, |_| {});
    let errors = [
        complete.as_ref().err(),
        forms.as_ref().err(),
        one.as_ref().err(),
    ];
    if errors.iter().any(|e| e != &errors[0]) {
        return Err(format!("refused unalike: {errors:?}"));
    }
    let want = errors[0].map_or(Ok(()), Err);
    let lists = [all.as_ref().map(drop), each.as_ref().map(drop)];
    if lists.iter().any(|l| *l != want) {
        return Err(format!("listed refused unalike: {lists:?}, {errors:?}"));
    }
    if dealt.melds.is_empty() {
        let counts = checker.is_complete_counts(&dealt.counts, dealt.jokers);
        if counts.as_ref().ok() != complete.as_ref().ok() {
            return Err(format!("counts answer {counts:?}, the hand {complete:?}"));
        }
    }
    if let Err(e) = complete {
        if !refused(rules, dealt) {
            return Err(format!("refused a hand the rules accept: {e}"));
        }
        tally.refused += 1;
        return Ok(());
    }
    if refused(rules, dealt) {
        return Err("accepted a hand the rules refuse".to_owned());
    }
    let (complete, forms, one) = (
        complete.expect("accepted"),
        forms.expect("accepted"),
        one.expect("accepted"),
    );
    let seen = seen(rules, dealt);
    let expected = reference::forms(rules, &seen);
    if forms != expected {
        return Err(format!("forms {forms:?}, the reference {expected:?}"));
    }
    if complete == forms.is_empty() {
        return Err(format!("complete {complete} with forms {forms:?}"));
    }
    let standard = forms.contains(Forms::STANDARD);
    if one.is_some() != standard {
        return Err(format!("standard {standard}: decompose {one:?}"));
    }
    let all = match (all, each) {
        (Ok(all), Ok(each)) => {
            if all.is_empty() == standard || each != all.len() {
                return Err(format!(
                    "standard {standard}: {} decompositions, {each} by for_each",
                    all.len()
                ));
            }
            all.iter().take(64).collect()
        }
        _ => Vec::new(),
    };
    for d in one.into_iter().chain(all) {
        let groups: Vec<Group> = std::iter::once(d.pair).chain(d.groups.clone()).collect();
        decomposes(rules, &seen, &hand, &groups).map_err(|e| format!("`{d}`: {e}"))?;
    }
    if complete {
        tally.complete += 1;
    } else {
        tally.incomplete += 1;
    }
    if rules.joker.is_some_and(|j| dealt.counts[j.index()] > 0) {
        tally.joker_kind_held += 1;
    }
    Ok(())
}

/// Whether a decomposition's pair and concealed groups are groups the rules allow, made of
/// exactly the hand's own tiles and jokers, with no joker standing for a tile the rules do not
/// let it be.
fn decomposes(rules: &Rules, seen: &Seen, hand: &Hand, groups: &[Group]) -> Result<(), String> {
    let mut own = [0u8; KINDS];
    let mut stood = [0u8; KINDS];
    for (i, g) in groups.iter().enumerate() {
        let tiles: Vec<_> = g.tiles().collect();
        let honors = tiles.iter().all(|t| t.suit() == Suit::Honor);
        let shape = match g.kind() {
            GroupKind::Pair => {
                let eye = !rules.eyes_258
                    || (tiles[0].suit() != Suit::Honor && matches!(tiles[0].rank(), 2 | 5 | 8));
                i == 0 && tiles.len() == 2 && tiles[0] == tiles[1] && eye
            }
            GroupKind::Triplet => i > 0 && tiles.iter().all(|&t| t == tiles[0]),
            GroupKind::Sequence if honors => {
                let ranks: Vec<u8> = tiles.iter().map(|t| t.rank()).collect();
                let winds = ranks.iter().all(|&r| r <= 4);
                let dragons = ranks == [5, 6, 7];
                let distinct = ranks[0] < ranks[1] && ranks[1] < ranks[2];
                i > 0 && rules.honor_sequences && distinct && (winds || dragons)
            }
            GroupKind::Sequence => {
                let suit = tiles.iter().all(|t| t.suit() == tiles[0].suit());
                let run = tiles[1].rank() == tiles[0].rank() + 1
                    && tiles[2].rank() == tiles[1].rank() + 1;
                i > 0 && suit && run
            }
        };
        if !shape {
            return Err(format!("{g:?} is not a group the rules allow there"));
        }
        let mut jokers: Vec<_> = g.joker_tiles().collect();
        for t in tiles {
            if rules.suits_only && t.suit() == Suit::Honor {
                return Err(format!("{t} in a game without honors"));
            }
            if !rules.has_kind(t) {
                return Err(format!("{t} in a three-player game"));
            }
            match jokers.iter().position(|&j| j == t) {
                Some(at) => {
                    jokers.swap_remove(at);
                    stood[t.index()] += 1;
                }
                None => own[t.index()] += 1,
            }
        }
    }
    let groups_needed = usize::from(hand.concealed_len() - 2) / 3 + 1;
    if groups.len() != groups_needed {
        return Err(format!("{} groups, not {groups_needed}", groups.len()));
    }
    if own != seen.own || stood.iter().sum::<u8>() != seen.jokers {
        return Err("not the hand's own tiles and jokers".to_owned());
    }
    if !rules.joker_fifth_copy {
        if let Some(k) = (0..KINDS).find(|&k| own[k] + stood[k] + seen.melded[k] > 4) {
            return Err(format!("a joker stands for a fifth {}", tile(k)));
        }
    }
    Ok(())
}

/// Every answer about a hand of 3n+1: waits refuses exactly what a check of the hand with a
/// tile added refuses; a kind is a wait, with the forms it completes, exactly as a check of
/// the hand with that tile says; a kind held four times is dead, and is a wait exactly when
/// the reference completes the hand with a fifth.
pub fn waits(checker: &Checker, dealt: &Dealt, tally: &mut Tally) -> Result<(), String> {
    let rules = checker.rules();
    let hand = dealt.hand();
    let waits = checker.waits(&hand);
    let waiting = checker.is_waiting(&hand);
    if waits.as_ref().err() != waiting.as_ref().err() {
        return Err(format!("waits {waits:?}, is_waiting {waiting:?}"));
    }
    let melded = dealt.melded();
    // A tile every rule set has, that changes nothing the rules look at.
    let neutral = (0..27)
        .find(|&k| {
            dealt.counts[k] + melded[k] < 4
                && rules.joker != Some(tile(k))
                && rules.has_kind(tile(k))
        })
        .expect("a kind with a copy left");
    let with_neutral = added(&hand, neutral);
    let checked = checker.is_complete(&with_neutral);
    if waits.is_err() != checked.is_err() || waits.is_err() != refused(rules, dealt) {
        return Err(format!(
            "waits {:?}, a check with {} {:?}",
            waits.err(),
            tile(neutral),
            checked.err()
        ));
    }
    let Ok(waits) = waits else {
        return Ok(());
    };
    if !waits.is_empty() {
        tally.waits += 1;
    }
    for (k, &m) in melded.iter().enumerate() {
        let t = tile(k);
        let held = dealt.counts[k] + m;
        if waits.is_dead(t) != (held == 4) {
            return Err(format!("{t} held {held} times, dead {}", waits.is_dead(t)));
        }
        let listed = waits.forms(t);
        let expected = if held < 4 {
            match checker.forms(&added(&hand, k)) {
                Ok(forms) => forms,
                Err(_) if listed.is_empty() => Forms::empty(),
                Err(e) => return Err(format!("waits on {t} ({listed:?}), a check refuses: {e}")),
            }
        } else {
            fifth_copy(rules, dealt, k)
        };
        if listed != expected {
            return Err(format!(
                "waits on {t}: {listed:?}, completing it: {expected:?}"
            ));
        }
    }
    Ok(())
}

/// The forms the reference finds for the hand with a fifth tile of kind `k` (none where the
/// rules refuse that tile).
fn fifth_copy(rules: &Rules, dealt: &Dealt, k: usize) -> Forms {
    let mut more = dealt.clone();
    more.counts[k] += 1;
    if refused(rules, &more) {
        return Forms::empty();
    }
    reference::forms(rules, &seen(rules, &more))
}

/// The hand with a tile of kind `k` added.
fn added(hand: &Hand, k: usize) -> Hand {
    let mut hand = hand.clone();
    hand.add(tile(k)).expect("a copy left");
    hand
}
