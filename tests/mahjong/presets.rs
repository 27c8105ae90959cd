//! Every preset's answers hold together, on the bench's hands (random, complete, near
//! complete, with jokers and melds) and on knitted hands: a hand is complete exactly when a
//! form holds, the standard form and the knitted straight exactly when they have a
//! decomposition, a form's shanten is -1 exactly when the form holds, a 3n+1 hand's waits are
//! the tiles whose draw completes it, form by form, and its shanten is 0 exactly when it has
//! a wait that can be drawn. A hand a preset refuses is refused by every question alike.

use crate::knitted::knitted_hand;
use crate::support::Rng;
use hupai::mahjong::PRESETS;
use hupai::{CheckError, Checker, Forms, Hand, Rules, Shanten, Tile};
use hupai_cli::bench::{Class, samples};

/// The forms that have a shanten of their own, beside it.
fn by_form(s: &Shanten) -> [(Forms, Option<i8>); 6] {
    [
        (Forms::STANDARD, s.standard),
        (Forms::SEVEN_PAIRS, s.seven_pairs),
        (Forms::THIRTEEN_ORPHANS, s.thirteen_orphans),
        (Forms::KNITTED_STRAIGHT, s.knitted_straight),
        (Forms::HONORS_AND_KNITTED, s.honors_and_knitted),
        (Forms::SEVEN_PAIRS_AND_TRIPLET, s.seven_pairs_and_triplet),
    ]
}

/// A complete-sized hand: forms, decompositions and shanten agree. Whether it is complete.
fn complete_agrees(checker: &Checker, name: &str, h: &Hand) -> Option<bool> {
    let Ok(forms) = checker.forms(h) else {
        assert!(
            checker.shanten(h).is_err(),
            "{name}: {h} refused by forms only"
        );
        assert!(checker.decompositions(h).is_err(), "{name}: {h}");
        return None;
    };
    assert_eq!(checker.is_complete(h), Ok(!forms.is_empty()), "{name}: {h}");
    let standard = !checker.decompositions(h).expect("checkable").is_empty();
    assert_eq!(standard, forms.contains(Forms::STANDARD), "{name}: {h}");
    let knitted = !checker
        .knitted_decompositions(h)
        .expect("checkable")
        .is_empty();
    assert_eq!(
        knitted,
        forms.contains(Forms::KNITTED_STRAIGHT),
        "{name}: {h}"
    );
    let shanten = checker.shanten(h).expect("checkable");
    for (form, s) in by_form(&shanten) {
        assert_eq!(s == Some(-1), forms.contains(form), "{name}: {h} {form:?}");
    }
    assert_eq!(
        shanten.least() == Some(-1),
        !forms.is_empty(),
        "{name}: {h}"
    );
    Some(!forms.is_empty())
}

/// A 3n+1 hand: each kind's forms in the waits are the forms of the hand with it drawn, and
/// shanten 0 means a wait that can be drawn.
fn waits_agree(checker: &Checker, rules: &Rules, name: &str, h: &Hand) {
    let Ok(waits) = checker.waits(h) else {
        assert!(
            checker.shanten(h).is_err(),
            "{name}: {h} refused by waits only"
        );
        return;
    };
    for t in Tile::all() {
        let mut after = h.clone();
        let drawn = if Some(t) == rules.joker {
            after.add_joker()
        } else {
            after.add(t)
        };
        let want = match drawn.map(|()| checker.forms(&after)) {
            Ok(Ok(forms)) => forms,
            // A fifth copy, a tile or joker the rules refuse: no completion to compare.
            Ok(Err(_)) | Err(_) => {
                let refused = Some(t) != rules.joker && !rules.has_kind(t);
                if refused || rules.suits_only && t.index() >= 27 && Some(t) != rules.joker {
                    assert!(waits.forms(t).is_empty(), "{name}: {h} waits on {t}");
                }
                continue;
            }
        };
        assert_eq!(waits.forms(t), want, "{name}: {h} drawing {t}");
    }
    let live = waits.tiles().any(|t| !waits.is_dead(t));
    let shanten = checker.shanten(h).expect("checkable");
    assert_eq!(shanten.least() == Some(0), live, "{name}: {h}");
}

#[test]
fn every_preset_answers_consistently() {
    let mut rng = Rng(0x7072_6573_6574_7331);
    for preset in PRESETS {
        let rules = Rules::preset(preset.name).expect("a preset");
        let checker = Checker::new(rules);
        let mut hands: Vec<Hand> = Class::ALL
            .into_iter()
            .chain(Class::RULE_SETS)
            .flat_map(|class| samples(class, 150, 0x5eed))
            .map(|s| s.hand)
            .collect();
        while hands.len() < 1300 {
            if let Some(h) = knitted_hand(&mut rng, false) {
                hands.push(h);
            }
        }
        while hands.len() < 1700 {
            hands.extend(in_the_set(&mut rng, &rules));
        }
        let (mut complete, mut checked) = (0, 0);
        for h in &hands {
            if h.concealed_len() % 3 != 2 {
                continue;
            }
            let Some(is_complete) = complete_agrees(&checker, preset.name, h) else {
                continue;
            };
            checked += 1;
            complete += usize::from(is_complete);
            // The hand less each of a few of its own tiles waits as its completions say.
            let own: Vec<Tile> = h.tiles().filter(|&t| Some(t) != rules.joker).collect();
            for &t in own.iter().step_by(5) {
                let mut less = h.clone();
                if less.remove(t).is_ok() {
                    waits_agree(&checker, &rules, preset.name, &less);
                }
            }
        }
        assert!(
            checked > 300 && complete > 30,
            "{}: {complete}/{checked}",
            preset.name
        );
    }
}

/// A hand of four groups and a pair (five in a sixteen-tile game) of kinds the rules' game has
/// (no 2m..8m in a three-player game, no honors in a game of suits), sometimes with a tile
/// moved to another such kind.
fn in_the_set(rng: &mut Rng, rules: &Rules) -> Option<Hand> {
    let has = |k: usize| rules.has_kind(Tile::from_index(k).expect("a kind"));
    let kinds: Vec<usize> = (0..34)
        .filter(|&k| has(k) && !(rules.suits_only && k >= 27))
        .collect();
    let mut counts = [0u8; 34];
    counts[kinds[rng.below(kinds.len())]] += 2;
    for _ in 0..if rules.sixteen_tiles { 5 } else { 4 } {
        let k = kinds[rng.below(kinds.len())];
        if k < 27 && k % 9 < 7 && has(k + 1) && has(k + 2) && rng.chance(60) {
            (k..k + 3).for_each(|k| counts[k] += 1);
        } else {
            counts[k] += 3;
        }
    }
    if rng.chance(40) {
        let held: Vec<usize> = (0..34).filter(|&k| counts[k] > 0).collect();
        counts[held[rng.below(held.len())]] -= 1;
        counts[kinds[rng.below(kinds.len())]] += 1;
    }
    Hand::from_counts(&counts, 0).ok()
}

/// The error a refused hand gives names what is wrong, whatever the question.
#[test]
fn presets_refuse_what_their_game_lacks() {
    let sanma = Checker::new(Rules::preset("sanma").expect("a preset"));
    let h: Hand = "11155m456p789s111z".parse().expect("a hand");
    assert!(matches!(
        sanma.is_complete(&h),
        Err(CheckError::NotInThreePlayer(_))
    ));
    let riichi = Checker::new(Rules::preset("riichi").expect("a preset"));
    let h: Hand = "123m456p789s111z1m*".parse().expect("a hand");
    assert!(matches!(
        riichi.is_complete(&h),
        Err(CheckError::TooManyJokers { .. })
    ));
    let sichuan = Checker::new(Rules::preset("sichuan").expect("a preset"));
    let h: Hand = "123m456p789s11z111p".parse().expect("a hand");
    assert!(matches!(
        sichuan.forms(&h),
        Err(CheckError::HonorInSuitsOnly(_))
    ));
}
