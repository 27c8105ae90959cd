//! The shanten search (`hupai::mahjong::backtrack::shanten`) against its definition: on small
//! hands, the fewest tiles drawn found by trying every exchange and asking the checker; on the
//! bench's hands, -1 exactly when the checker says complete and 0 exactly when a live tile
//! completes; on full hands with up to eight jokers and melds, the steps a draw or a discard
//! takes.

use crate::support::{Rng, rules};
use crate::support::{prop, rounds, tile};
use hupai::Shanten;
use hupai::mahjong::backtrack::shanten;
use hupai::mahjong::{CheckError, KINDS};
use hupai::{Checker, Forms, Hand, Meld, Rules, Tile};
use hupai_cli::bench::{Class, samples};
use proptest::prelude::*;
use proptest::test_runner::TestRunner;

/// Rule sets that change what a hand may draw, hold or form.
fn rule_sets() -> Vec<Rules> {
    [
        &[][..],
        &["joker_fifth_copy=false"],
        &["eyes=258"],
        &["honor_sequences=true"],
        &["suits_only=true", "joker=7z"],
        &["joker=5m", "joker_fifth_copy=false"],
        &["joker=1z", "max_jokers=3"],
        &["seven_pairs_quad=true", "thirteen_orphans=false"],
        &["eyes=258", "honor_sequences=true", "joker_fifth_copy=false"],
        &["seven_pairs=false", "joker=9s"],
        &["knitted=true"],
        &["knitted=true", "joker=5m", "joker_fifth_copy=false"],
    ]
    .iter()
    .map(|options| rules(options))
    .collect()
}

/// The forms' shanten as an array, standard first.
fn by_form(s: &Shanten) -> [Option<i8>; 5] {
    [
        s.standard,
        s.seven_pairs,
        s.thirteen_orphans,
        s.knitted_straight,
        s.honors_and_knitted,
    ]
}

const FORMS: [Forms; 5] = [
    Forms::STANDARD,
    Forms::SEVEN_PAIRS,
    Forms::THIRTEEN_ORPHANS,
    Forms::KNITTED_STRAIGHT,
    Forms::HONORS_AND_KNITTED,
];

// ----------------------------------------------------------------------------------------------
// The definition, tried exhaustively.

/// Each form's shanten by the definition, looking no further than `most` draws: discard every
/// choice of the hand's own tiles (never a joker), draw every choice of kinds the hand may
/// still take (a tile of the joker kind comes as a joker), and ask the checker which forms the
/// result completes. `None` for a form that no draw within `most` completes.
fn by_exchanges<T: hupai::table::SuitTable>(
    checker: &Checker<T>,
    hand: &Hand,
    most: u8,
) -> [Option<i8>; 5] {
    let joker = checker.rules().joker.map(Tile::index);
    let mut own = hand.counts();
    if let Some(j) = joker {
        own[j] = 0;
    }
    let extra = u8::from(hand.concealed_len() % 3 == 1);
    let mut found = [None; 5];
    for drawn in extra..=most {
        let mut seen = Forms::empty();
        discards(hand, &own, 0, drawn - extra, &mut |kept| {
            draws(kept, 0, drawn, &mut |whole| match checker.forms(whole) {
                Ok(forms) => seen.insert(forms),
                // More jokers than the rules allow, or an honor where there are none: no such
                // hand can be drawn.
                Err(CheckError::TooManyJokers { .. } | CheckError::HonorInSuitsOnly(_)) => {}
                Err(e) => panic!("{whole}: {e}"),
            });
        });
        for (form, found) in FORMS.iter().zip(&mut found) {
            if found.is_none() && seen.contains(*form) {
                *found = Some(drawn as i8 - 1);
            }
        }
    }
    found
}

/// Every hand with `left` of the own tiles `own` (from kind `from` on) taken out.
fn discards(hand: &Hand, own: &[u8; KINDS], from: usize, left: u8, f: &mut dyn FnMut(&Hand)) {
    if left == 0 {
        return f(hand);
    }
    for kind in (from..KINDS).filter(|&k| own[k] > 0) {
        let mut rest = hand.clone();
        rest.remove(tile(kind)).expect("held");
        let mut own = *own;
        own[kind] -= 1;
        discards(&rest, &own, kind, left - 1, f);
    }
}

/// Every hand with `left` tiles drawn (kinds from `from` on), where a copy is left to draw.
fn draws(hand: &Hand, from: usize, left: u8, f: &mut dyn FnMut(&Hand)) {
    if left == 0 {
        return f(hand);
    }
    for kind in from..KINDS {
        let mut more = hand.clone();
        if more.add(tile(kind)).is_ok() {
            draws(&more, kind, left - 1, f);
        }
    }
}

/// Compares the search with the definition, as far as `most` draws reach: each form the
/// search puts within them is found there and not sooner, and no other form is. Answers the
/// forms found within reach.
pub(crate) fn agrees<T: hupai::table::SuitTable>(
    checker: &Checker<T>,
    hand: &Hand,
    most: u8,
) -> [Option<i8>; 5] {
    let searched = by_form(&shanten::of_hand(checker, hand).expect("a valid hand"));
    // No need to look past the furthest form the search finds within reach.
    let reach = searched
        .iter()
        .flatten()
        .map(|&s| (s + 1) as u8)
        .filter(|&d| d <= most)
        .max()
        .unwrap_or(most);
    let expected = searched.map(|s| s.filter(|&s| (s + 1) as u8 <= reach));
    let defined = by_exchanges(checker, hand, reach);
    assert_eq!(defined, expected, "{hand} under {:?}", checker.rules());
    expected
}

/// A mpsz hand that the rules accept: `concealed` tiles (some of them jokers) beside melds,
/// mostly near a complete hand.
fn small_hand(rng: &mut Rng, rules: &Rules, concealed: usize) -> Option<Hand> {
    let kinds = if rules.suits_only { 27 } else { KINDS };
    let groups = (concealed + 1) / 3;
    let mut counts = [0u8; KINDS];
    let place = |counts: &mut [u8; KINDS], kind: usize| counts[kind] += 1;
    // Groups and a pair, a tile short for 3n+1, then some tiles moved anywhere.
    let pair = rng.below(kinds);
    place(&mut counts, pair);
    place(&mut counts, pair);
    for _ in 0..groups {
        let low = rng.below(kinds);
        if low < 27 && low % 9 <= 6 && rng.chance(60) {
            (low..low + 3).for_each(|k| place(&mut counts, k));
        } else {
            (0..3).for_each(|_| place(&mut counts, low));
        }
    }
    let mut tiles: Vec<usize> = (0..KINDS)
        .flat_map(|k| std::iter::repeat_n(k, usize::from(counts[k])))
        .collect();
    while tiles.len() > concealed {
        tiles.swap_remove(rng.below(tiles.len()));
    }
    for _ in 0..rng.below(3) {
        let i = rng.below(tiles.len());
        tiles[i] = rng.below(kinds);
    }
    let jokers = rng.below(4).min(tiles.len());
    let mut hand = Hand::new();
    for (i, &kind) in tiles.iter().enumerate() {
        if i < jokers {
            hand.add_joker().ok()?;
        } else {
            hand.add(tile(kind)).ok()?;
        }
    }
    let melds = (14 - concealed - usize::from(concealed % 3 == 1)) / 3;
    for _ in 0..rng.below(melds + 1) {
        let kind = rng.below(kinds);
        let meld = match rng.below(3) {
            0 if kind < 27 && kind % 9 <= 6 => Meld::chi(tile(kind)).ok()?,
            1 => Meld::kan(tile(kind)),
            _ => Meld::pon(tile(kind)),
        };
        hand.push_meld(meld).ok()?;
    }
    Some(hand)
}

#[test]
fn search_equals_the_definition_on_small_hands() {
    let mut rng = Rng(0x5851_f42d_4c95_7f2d);
    for rules in rule_sets() {
        let checker = Checker::new(rules);
        let (mut compared, mut within) = (0, 0);
        while compared < rounds(600, 5) {
            let concealed = [1, 2, 4, 5, 7, 8][rng.below(6)];
            let Some(hand) = small_hand(&mut rng, &rules, concealed) else {
                continue;
            };
            if shanten::of_hand(&checker, &hand).is_err() {
                continue;
            }
            let most = if concealed <= 5 { 3 } else { 2 };
            within += usize::from(agrees(&checker, &hand, most).iter().any(Option::is_some));
            compared += 1;
        }
        // Most hands must be settled within reach, or the comparison proves little.
        assert!(within * 2 > compared, "{within}/{compared} under {rules:?}");
    }
}

#[test]
fn special_forms_equal_the_definition_near_complete() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let orphans = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
    for rules in rule_sets() {
        let checker = Checker::new(rules);
        let kinds = if rules.suits_only { 27 } else { KINDS };
        let (mut compared, mut special) = (0, 0);
        while compared < rounds(30, 5) {
            // Seven pairs or thirteen orphans, a tile short or with one or two moved.
            let orphans_possible = rules.thirteen_orphans && !rules.suits_only;
            let mut tiles: Vec<usize> =
                if rules.seven_pairs && (!orphans_possible || rng.chance(50)) {
                    let mut pairs = Vec::new();
                    while pairs.len() < 7 {
                        let kind = rng.below(kinds);
                        if !pairs.contains(&kind) || rng.chance(20) {
                            pairs.push(kind);
                        }
                    }
                    pairs.iter().flat_map(|&k| [k, k]).collect()
                } else {
                    let mut all = orphans.to_vec();
                    all.push(orphans[rng.below(13)]);
                    all
                };
            tiles.swap_remove(rng.below(14));
            if rng.chance(50) {
                tiles.push(rng.below(kinds));
            }
            for _ in 0..rng.below(2) {
                let i = rng.below(tiles.len());
                tiles[i] = rng.below(kinds);
            }
            let mut hand = Hand::new();
            if tiles.iter().any(|&k| hand.add(tile(k)).is_err())
                || shanten::of_hand(&checker, &hand).is_err()
            {
                continue;
            }
            let [_, pairs, thirteen, ..] = agrees(&checker, &hand, 2);
            special += usize::from(pairs.is_some() || thirteen.is_some());
            compared += 1;
        }
        assert!(
            special * 2 > compared,
            "{special}/{compared} under {rules:?}"
        );
    }
}

// ----------------------------------------------------------------------------------------------
// -1 and 0 exactly where the checker says complete and waiting.

#[test]
fn complete_exactly_at_minus_one_and_waiting_at_zero_on_the_bench_hands() {
    let waits = [Class::WaitsRandom, Class::WaitsTenpai, Class::WaitsJokers];
    for rules in rule_sets() {
        let checker = Checker::new(rules);
        let mut complete = 0;
        for class in Class::ALL.into_iter().chain(waits) {
            for sample in samples(class, 300, 11) {
                let hand = &sample.hand;
                let Ok(found) = shanten::of_hand(&checker, hand) else {
                    continue;
                };
                if hand.concealed_len() % 3 == 2 {
                    let forms = checker.forms(hand).expect("checkable");
                    for (form, s) in FORMS.iter().zip(by_form(&found)) {
                        assert_eq!(forms.contains(*form), s == Some(-1), "{hand} {form:?}");
                    }
                    assert_eq!(found.least() == Some(-1), !forms.is_empty(), "{hand}");
                    complete += usize::from(!forms.is_empty());
                } else {
                    let waits = checker.waits(hand).expect("checkable");
                    let live = waits.tiles().any(|t| !waits.is_dead(t));
                    assert_eq!(found.least() == Some(0), live, "{hand} under {rules:?}");
                    assert!(found.least() >= Some(0), "{hand}");
                }
            }
        }
        assert!(complete > 300, "{complete} under {rules:?}");
    }
}

// ----------------------------------------------------------------------------------------------
// Full hands with up to eight jokers and melds: a draw or a discard is one step.

/// A full hand (3n+1 or 3n+2 concealed with the melds) from drawn kinds, jokers and melds.
fn full_hand(kinds: &[usize], jokers: u8, melds: &[usize], waiting: bool) -> Option<Hand> {
    let mut hand = Hand::new();
    for &kind in melds {
        hand.push_meld(Meld::pon(tile(kind))).ok()?;
    }
    let concealed = 14 - 3 * melds.len() - usize::from(waiting);
    for _ in 0..usize::from(jokers).min(concealed) {
        hand.add_joker().ok()?;
    }
    for &kind in kinds {
        if usize::from(hand.concealed_len()) == concealed {
            break;
        }
        hand.add(tile(kind)).ok()?;
    }
    (usize::from(hand.concealed_len()) == concealed).then_some(hand)
}

/// The lower of two answers, either of which may be missing.
fn lower(a: Option<i8>, b: Option<i8>) -> Option<i8> {
    a.into_iter().chain(b).min()
}

#[test]
fn a_draw_or_a_discard_is_one_step_with_jokers_and_melds() {
    let sets = rule_sets();
    let strategy = (
        proptest::collection::vec(0..KINDS, 14),
        0..=8u8,
        proptest::collection::vec(0..KINDS, 0..=2),
        any::<bool>(),
        0..sets.len(),
    );
    let config = prop::config(rounds(1000, 5));
    let checkers: Vec<Checker> = sets.iter().map(|&r| Checker::new(r)).collect();
    let result = TestRunner::new(config).run(&strategy, |(kinds, jokers, melds, waiting, set)| {
        let checker = &checkers[set];
        let Some(hand) = full_hand(&kinds, jokers, &melds, waiting) else {
            return Ok(());
        };
        let Ok(found) = shanten::of_hand(checker, &hand) else {
            return Ok(());
        };
        let least = found
            .least()
            .expect("the standard form is always within reach");
        if waiting {
            // One draw more than the best hand a draw makes.
            let mut best = None;
            for kind in 0..KINDS {
                let mut more = hand.clone();
                if more.add(tile(kind)).is_ok() {
                    if let Ok(s) = shanten::of_hand(checker, &more) {
                        best = lower(best, s.least());
                    }
                }
            }
            prop_assert_eq!(Some(least), best.map(|s| s + 1), "{}", hand);
        } else if least >= 0 {
            // As far as the best hand one discard leaves (never a joker).
            let joker = checker.rules().joker.map(Tile::index);
            let mut best = None;
            for kind in (0..KINDS).filter(|&k| hand.counts()[k] > 0 && Some(k) != joker) {
                let mut less = hand.clone();
                less.remove(tile(kind)).expect("held");
                let s = shanten::of_hand(checker, &less).expect("valid").least();
                best = lower(best, s);
            }
            prop_assert_eq!(Some(least), best, "{}", hand);
        }
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}");
    }
}

// ----------------------------------------------------------------------------------------------
// The conventions, by name.

fn of(options: &[&str], text: &str) -> Result<Shanten, CheckError> {
    shanten::of_hand(&Checker::new(rules(options)), &crate::support::hand(text))
}

#[test]
fn the_conventions_by_name() {
    // The only wait is a fifth 1m: no such tile can be drawn.
    let dead = "1111m234p567p789s";
    assert_eq!(of(&[], dead).unwrap().standard, Some(1));
    // A drawn 7z is a joker, and a joker may be a fifth 1m unless the rules say otherwise.
    assert_eq!(of(&["joker=7z"], dead).unwrap().standard, Some(0));
    let strict = ["joker=7z", "joker_fifth_copy=false"];
    assert_eq!(of(&strict, dead).unwrap().standard, Some(1));
    // Not when the hand may hold no more jokers.
    assert_eq!(
        of(&["joker=7z", "max_jokers=0"], dead).unwrap().standard,
        Some(1)
    );
    // Disabled and impossible forms have none.
    let orphans = "19m19p19s1234567z";
    assert_eq!(of(&[], orphans).unwrap().thirteen_orphans, Some(0));
    assert_eq!(
        of(&["thirteen_orphans=false"], orphans)
            .unwrap()
            .thirteen_orphans,
        None
    );
    let small = of(&[], "1m[123p][456p][789p]").unwrap();
    assert_eq!((small.standard, small.seven_pairs), (Some(0), None));
    assert_eq!(
        of(&["suits_only=true"], "1122334455667m")
            .unwrap()
            .thirteen_orphans,
        None
    );
    // Eyes: 11m is no pair under eyes=258, and both tiles are exchanged for one; 12m keeps
    // its 2m.
    assert_eq!(of(&[], "11m").unwrap().standard, Some(-1));
    assert_eq!(of(&["eyes=258"], "11m").unwrap().standard, Some(1));
    assert_eq!(of(&["eyes=258"], "12m").unwrap().standard, Some(0));
    // Three winds are a group only under honor_sequences.
    assert_eq!(
        of(&["honor_sequences=true"], "123z55m").unwrap().standard,
        Some(-1)
    );
    assert_eq!(of(&[], "123z55m").unwrap().standard, Some(1));
    // Sizes a shanten is not defined for are refused as the checker refuses them.
    assert!(matches!(of(&[], "123m"), Err(CheckError::WrongSize { .. })));
    // A single tile beside four melds waits on its pair.
    let single = of(&[], "1m[111p][222p][333p][444p]").unwrap();
    assert_eq!(single.least(), Some(0));
}
