//! The knitted forms (`knitted=true`: 组合龙, 全不靠, 七星不靠) against the backtracking
//! reference and the definition: named hands; hands built knitted (a knitted straight beside
//! a group or a meld, fourteen different honors and knitted tiles), then spoiled, cut to a
//! waiting size and given jokers, under rule sets that change every limit. Forms, the count
//! entry point, waits and shanten all agree with the reference, and shanten with the
//! definition (every discard and draw within reach, asked of the checker).

use crate::shanten::agrees;
use crate::support::reference::expected_forms;
use crate::support::{Rng, hand, rounds, rules, tile};
use hupai::mahjong::backtrack::shanten;
use hupai::mahjong::{KINDS, KNITTED};
use hupai::{CheckError, Checker, Forms, Hand, Meld, Rules, Tile};

fn names(forms: Forms) -> Vec<&'static str> {
    forms.names().collect()
}

#[test]
fn named_hands() {
    let mcr = Checker::new(rules(&["knitted=true", "seven_pairs_quad=true"]));
    let forms = |text: &str| names(mcr.forms(&hand(text)).expect("checkable"));
    assert_eq!(forms("147m258p369s12345z"), ["honors_and_knitted"]);
    assert_eq!(
        forms("147m258p3s1234567z"),
        ["honors_and_knitted", "greater_honors_and_knitted"]
    );
    assert_eq!(forms("147m258p345669s11z"), ["knitted_straight"]);
    // Beside one meld, and with jokers standing for the knitted tiles or the pair.
    assert_eq!(forms("147m258p369s11z[789m]"), ["knitted_straight"]);
    assert_eq!(forms("14m258p36s**11z[789m]"), ["knitted_straight"]);
    assert_eq!(
        forms("147m258p1234567z*"),
        ["honors_and_knitted", "greater_honors_and_knitted"]
    );
    // All nine knitted tiles and five honors: both 全不靠 and 组合龙 when the honors make a
    // group and a pair, which distinct honors cannot.
    assert_eq!(forms("147m258p369s12345z"), ["honors_and_knitted"]);
    // Not knitted: two arrangements mixed, a kind twice, a tile short of fourteen.
    assert!(forms("147m258p369s1234m1z").is_empty());
    assert!(forms("147m258p368s12345z").is_empty());
    assert!(forms("147m258p369s11345z").is_empty());
    // Off by default, and the standard form is untouched.
    let plain = Checker::default();
    assert!(
        !plain
            .is_complete(&hand("147m258p369s12345z"))
            .expect("checkable")
    );
    assert!(
        mcr.is_complete(&hand("147m258p369s12345z"))
            .expect("checkable")
    );
    assert_eq!(forms("123m456p789s11122z"), ["standard"]);
    // Shanten: 全不靠 counts the distinct tiles that fit, 组合龙 the arrangement's missing tiles.
    let s = mcr.shanten(&hand("147m258p369s1234z")).expect("13 tiles");
    assert_eq!((s.honors_and_knitted, s.least()), (Some(0), Some(0)));
    let s = mcr.shanten(&hand("147m258p36s45699s")).expect("13 tiles");
    assert_eq!(s.knitted_straight, Some(0));
    let s = mcr.shanten(&hand("147m258p6s456799s")).expect("13 tiles");
    assert_eq!(s.knitted_straight, Some(1));
    let waits = mcr.waits(&hand("147m258p369s1234z")).expect("13 tiles");
    let tiles: Vec<String> = waits.tiles().map(|t| t.to_string()).collect();
    assert_eq!(tiles, ["5z", "6z", "7z"]);
    assert!(waits.forms(tile(33)).contains(Forms::HONORS_AND_KNITTED));
    let plain_waits = plain.waits(&hand("147m258p369s1234z")).expect("13 tiles");
    assert!(plain_waits.is_empty());
    // A fifth 1z beside an arrangement whose 4m and 7m are jokers: a dead wait on the knitted
    // straight, which a three-player game, without 4m and 7m, does not have.
    let fifth = hand("1m258p369s1111z**");
    let waits = mcr.waits(&fifth).expect("13 tiles");
    assert!(waits.forms(tile(27)).contains(Forms::KNITTED_STRAIGHT) && waits.is_dead(tile(27)));
    let sanma = Checker::new(rules(&["knitted=true", "three_player=true"]));
    let waits = sanma.waits(&fifth).expect("13 tiles");
    assert!(!waits.forms(tile(27)).contains(Forms::KNITTED_STRAIGHT));
    // The fifth copy's kind is the pair, which `eyes=258` holds to a 2, 5 or 8.
    let eyes = Checker::new(rules(&["knitted=true", "eyes=258"]));
    let waits = eyes.waits(&fifth).expect("13 tiles");
    assert!(!waits.forms(tile(27)).contains(Forms::KNITTED_STRAIGHT));
    let waits = eyes.waits(&hand("1455557m369p28s*")).expect("13 tiles");
    assert!(waits.forms(tile(4)).contains(Forms::KNITTED_STRAIGHT) && waits.is_dead(tile(4)));
    let waits = eyes.waits(&hand("58888m********")).expect("13 tiles");
    assert!(waits.forms(tile(7)).contains(Forms::KNITTED_STRAIGHT));
    // The arrangement may hold the kind, a joker then a copy past four in the rest's pair;
    // not where a joker may not be one.
    let fifth = hand("7m5p6666s*******");
    let waits = mcr.waits(&fifth).expect("13 tiles");
    assert!(waits.forms(tile(23)).contains(Forms::KNITTED_STRAIGHT));
    let strict = Checker::new(rules(&["knitted=true", "joker_fifth_copy=false"]));
    let waits = strict.waits(&fifth).expect("13 tiles");
    assert!(!waits.forms(tile(23)).contains(Forms::KNITTED_STRAIGHT));
}

/// The knitted forms' shanten only where the form can be reached, in the tables and in the
/// search alike: a knitted straight is fourteen tiles (eleven concealed beside a meld), so a
/// hand of eleven concealed tiles without a meld has none; and a three-player game's 全不靠
/// fills all fourteen places of an arrangement, the joker kind's too, which takes a joker.
#[test]
fn knitted_shanten_only_where_the_form_can_be_reached() {
    let mcr = Checker::new(rules(&["knitted=true"]));
    for text in [
        "147m258p369s11z",
        "147m258p369s1z",
        "444555666m88p",
        "4p3356s******",
    ] {
        let h = hand(text);
        let searched = shanten::of_hand(&mcr, &h).expect("a short hand");
        assert_eq!(searched.knitted_straight, None, "{text}");
        assert_eq!(mcr.shanten(&h), Ok(searched), "{text}");
    }
    assert!(
        !mcr.is_complete(&hand("147m258p369s11z"))
            .expect("eleven tiles")
    );
    let h = hand("55556p3557888s11z");
    for (options, reached) in [
        (&["max_jokers=0"][..], true),
        (&["max_jokers=1"], true),
        (&["joker=5z", "max_jokers=0"], false),
        (&["joker=5z", "max_jokers=1"], true),
        (&["joker=9s", "max_jokers=0"], true),
        (&["joker=2p", "max_jokers=0"], true),
    ] {
        let mut options = options.to_vec();
        options.extend(["knitted=true", "three_player=true"]);
        let sanma = Checker::new(rules(&options));
        let searched = shanten::of_hand(&sanma, &h).expect("a hand of the game");
        assert_eq!(
            searched.honors_and_knitted.is_some(),
            reached,
            "{options:?}"
        );
        assert_eq!(sanma.shanten(&h), Ok(searched), "{options:?}");
    }
}

/// What is left of a hand beside a knitted straight's arrangement may hold more tiles in a
/// suit than its group and pair take, past the keys of the tables under a meld's caps for
/// them: such a suit is read from the tables for more groups. Beside [222m] the concealed 2m has no partner (its four copies are the
/// player's, and no joker is a fifth copy), so under `eyes=258`, where neither 1m nor 9m may
/// be the pair, the pair takes two tiles: six places and the pair, less four jokers, is
/// three from waiting. A found input of the exactness fuzz target.
#[test]
fn the_rest_beside_an_arrangement_is_read_under_the_meld_caps() {
    let h = hand("112499m9s****[222m]");
    for (options, want) in [
        (
            &["knitted=true", "eyes=258", "joker_fifth_copy=false"][..],
            3,
        ),
        (&["knitted=true", "eyes=258"], 2),
        (&["knitted=true", "joker_fifth_copy=false"], 1),
    ] {
        let checker = Checker::new(rules(options));
        let searched = shanten::of_hand(&checker, &h).expect("a hand");
        assert_eq!(searched.knitted_straight, Some(want), "{options:?}");
        assert_eq!(checker.shanten(&h), Ok(searched), "{options:?}");
    }
}

/// Rule sets that change what a knitted hand may hold or form.
fn rule_sets() -> Vec<Rules> {
    [
        &["knitted=true"][..],
        &["knitted=true", "joker_fifth_copy=false"],
        &["knitted=true", "joker=5m"],
        &["knitted=true", "joker=7z", "joker_fifth_copy=false"],
        &["knitted=true", "joker=1p", "max_jokers=3"],
        &["knitted=true", "suits_only=true", "joker=7z"],
        &[
            "knitted=true",
            "seven_pairs_quad=true",
            "thirteen_orphans=false",
        ],
        &["knitted=true", "eyes=258"],
        &["knitted=true", "honor_sequences=true"],
        &["knitted=true", "three_player=true"],
        &["knitted=false"],
    ]
    .iter()
    .map(|options| rules(options))
    .collect()
}

/// A hand built knitted, then spoiled: a knitted straight with a group and a pair (or a pair
/// beside a meld), or fourteen different tiles of an arrangement and the honors; some tiles
/// moved, up to four made jokers, and cut to 3n+1 tiles when `waiting`.
pub(crate) fn knitted_hand(rng: &mut Rng, waiting: bool) -> Option<Hand> {
    let arrangement = KNITTED[rng.below(6)].map(Tile::index);
    let mut counts = [0u8; KINDS];
    let mut meld = None;
    if rng.chance(50) {
        for &k in &arrangement {
            counts[k] += 1;
        }
        if rng.chance(30) {
            let kind = rng.below(KINDS);
            meld = Some(match rng.below(3) {
                0 if kind < 27 && kind % 9 < 7 => Meld::chi(tile(kind)).ok()?,
                1 => Meld::kan(tile(kind)),
                _ => Meld::pon(tile(kind)),
            });
        } else {
            let kind = rng.below(KINDS);
            if kind < 27 && kind % 9 < 7 && rng.chance(60) {
                (kind..kind + 3).for_each(|k| counts[k] += 1);
            } else {
                counts[kind] += 3;
            }
        }
        counts[rng.below(KINDS)] += 2;
    } else {
        let mut places: Vec<usize> = arrangement.iter().copied().chain(27..KINDS).collect();
        rng.shuffle(&mut places);
        for &k in &places[..14] {
            counts[k] += 1;
        }
    }
    for _ in 0..[0, 0, 1, 1, 2][rng.below(5)] {
        let from = rng.below(KINDS);
        if counts[from] > 0 {
            counts[from] -= 1;
            counts[rng.below(KINDS)] += 1;
        }
    }
    let mut jokers = [0, 0, 0, 1, 1, 2, 4][rng.below(7)];
    let tiles: u8 = counts.iter().sum();
    jokers = jokers.min(tiles);
    for _ in 0..jokers + u8::from(waiting) {
        let held: Vec<usize> = (0..KINDS).filter(|&k| counts[k] > 0).collect();
        counts[held[rng.below(held.len())]] -= 1;
    }
    let mut h = Hand::from_counts(&counts, jokers).ok()?;
    if let Some(m) = meld {
        h.push_meld(m).ok()?;
    }
    Some(h)
}

#[test]
fn built_knitted_hands_match_the_reference() {
    let mut rng = Rng(0x4b6e_6974_7465_6421);
    let sets = rule_sets();
    let checkers: Vec<Checker> = sets.iter().map(|&r| Checker::new(r)).collect();
    let mut seen = [0usize; 4];
    let mut compared = 0;
    while compared < rounds(6000, 10) {
        let set = rng.below(sets.len());
        let (checker, rules) = (&checkers[set], &sets[set]);
        let waiting = rng.chance(40);
        let Some(h) = knitted_hand(&mut rng, waiting) else {
            continue;
        };
        let want = shanten::of_hand(checker, &h);
        assert_eq!(checker.shanten(&h), want, "{h} under {rules:?}");
        if want.is_err() {
            continue;
        }
        compared += 1;
        if waiting {
            compare_waits(checker, rules, &h);
            continue;
        }
        let forms = checker.forms(&h).expect("checkable");
        // The reference's standard form knows neither suit variant nor a game without honors.
        let knitted_only = rules.eyes_258 || rules.honor_sequences || rules.suits_only;
        let want = expected_forms(&h, rules);
        if knitted_only {
            let want = knitted_part(want, rules);
            assert_eq!(knitted_part(forms, rules), want, "{h} under {rules:?}");
        } else {
            assert_eq!(forms, want, "{h} under {rules:?}");
        }
        assert_eq!(checker.is_complete(&h), Ok(!forms.is_empty()), "{h}");
        if h.meld_count() == 0 {
            let counted = checker.is_complete_counts(&h.counts(), h.jokers());
            assert_eq!(counted, Ok(!forms.is_empty()), "{h} under {rules:?}");
        }
        decompositions_account_for_the_hand(checker, rules, &h, forms);
        for (n, form) in KNITTED_FORMS_EACH.iter().enumerate() {
            seen[n] += usize::from(forms.contains(*form));
        }
        seen[3] += usize::from(forms.is_empty());
    }
    // Every form, and hands complete in none, well represented.
    assert!(seen.iter().all(|&n| n > rounds(100, 10)), "{seen:?}");
}

const KNITTED_FORMS_EACH: [Forms; 3] = [
    Forms::KNITTED_STRAIGHT,
    Forms::HONORS_AND_KNITTED,
    Forms::GREATER_HONORS_AND_KNITTED,
];

/// The knitted forms of `forms` that the reference decides under `rules`: the knitted
/// straight's rest is a standard hand, which it decides only without the suit variants.
fn knitted_part(forms: Forms, rules: &Rules) -> Forms {
    let variant = rules.eyes_258 || rules.honor_sequences;
    let mut out = Forms::empty();
    for form in KNITTED_FORMS_EACH {
        if forms.contains(form) && !(variant && form == Forms::KNITTED_STRAIGHT) {
            out.insert(form);
        }
    }
    out
}

/// The knitted straight's decompositions exist exactly when the form holds, are distinct, and
/// each puts every tile of the hand in one place: its own tiles where they are, its jokers
/// (the joker kind's tiles among them) where the marks say, within four copies of a kind
/// where a joker may not be a fifth.
fn decompositions_account_for_the_hand(checker: &Checker, rules: &Rules, h: &Hand, forms: Forms) {
    let found = checker.knitted_decompositions(h).expect("checkable");
    assert_eq!(
        !found.is_empty(),
        forms.contains(Forms::KNITTED_STRAIGHT),
        "{h} under {rules:?}"
    );
    let (mut own, mut jokers) = (h.counts(), h.jokers());
    if let Some(j) = rules.joker {
        jokers += own[j.index()];
        own[j.index()] = 0;
    }
    for (i, d) in found.iter().enumerate() {
        assert!(!found[..i].contains(d), "{h}: {d} twice");
        let (mut placed, mut placed_jokers, mut total) = ([0u8; KINDS], 0, h.melded());
        for (n, t) in d.knitted.iter().enumerate() {
            total[t.index()] += 1;
            if d.jokers >> n & 1 == 1 {
                placed_jokers += 1;
            } else {
                placed[t.index()] += 1;
            }
        }
        for g in d.rest.groups.iter().chain([&d.rest.pair]) {
            let mut marked: Vec<Tile> = g.joker_tiles().collect();
            for t in g.tiles() {
                total[t.index()] += 1;
                match marked.iter().position(|&m| m == t) {
                    Some(p) => {
                        marked.swap_remove(p);
                        placed_jokers += 1;
                    }
                    None => placed[t.index()] += 1,
                }
            }
        }
        assert_eq!((placed, placed_jokers), (own, jokers), "{h}: {d}");
        if !rules.joker_fifth_copy {
            assert!(total.iter().all(|&n| n <= 4), "{h}: {d}");
        }
    }
}

/// Each kind's forms in the waits of a 3n+1 hand equal the reference's forms of the hand with
/// it drawn (the knitted forms; all forms where the reference knows the suit rules).
fn compare_waits(checker: &Checker, rules: &Rules, h: &Hand) {
    let waits = checker.waits(h).expect("a waiting size");
    for t in Tile::all() {
        let mut after = h.clone();
        let drawn = if Some(t) == rules.joker {
            after.add_joker()
        } else if rules.suits_only && t.index() >= 27 {
            continue;
        } else {
            after.add(t)
        };
        if drawn.is_err() {
            continue;
        }
        let want = match checker.forms(&after) {
            Err(CheckError::TooManyJokers { .. }) => continue,
            _ => expected_forms(&after, rules),
        };
        let got = waits.forms(t);
        assert_eq!(
            knitted_part(got, rules),
            knitted_part(want, rules),
            "{h} drawing {t} under {rules:?}"
        );
    }
}

#[test]
fn knitted_shanten_equals_the_definition_near_complete() {
    let mut rng = Rng(0x6b6e_6974_7465_6432);
    for options in [&["knitted=true"][..], &["knitted=true", "joker=5p"]] {
        let checker = Checker::new(rules(options));
        let (mut compared, mut knitted) = (0, 0);
        while compared < rounds(40, 10) {
            let waiting = rng.chance(50);
            let Some(h) = knitted_hand(&mut rng, waiting) else {
                continue;
            };
            if h.jokers() > 1 || shanten::of_hand(&checker, &h).is_err() {
                continue;
            }
            let found = agrees(&checker, &h, 2);
            knitted += usize::from(found[3].is_some() || found[4].is_some());
            compared += 1;
        }
        assert!(
            knitted * 2 > compared,
            "{knitted}/{compared} under {options:?}"
        );
    }
}

/// Every knitted straight of fourteen concealed tiles (each arrangement beside every group and
/// pair its copies allow), with none, one or two of its places, or its two last places and
/// one more, given as jokers: complete by `is_complete` and by the count entry point, whose
/// quick paths rule hands out before they read the ranks, and both hold the bound they rule
/// out by (the rest is the backtracking reference's to check, in the tests above).
#[test]
fn every_knitted_straight_is_complete_with_its_places_as_jokers() {
    let checker = Checker::new(rules(&["knitted=true"]));
    let strict = Checker::new(rules(&["knitted=true", "joker_fifth_copy=false"]));
    let sequences = (0..27).filter(|k| k % 9 <= 6).map(|k| [k, k + 1, k + 2]);
    let groups: Vec<[usize; 3]> = sequences.chain((0..KINDS).map(|k| [k; 3])).collect();
    let mut jokered: Vec<Vec<usize>> = vec![vec![]];
    jokered.extend((0..9).map(|i| vec![i]));
    jokered.extend((0..9).flat_map(|i| (i + 1..9).map(move |j| vec![i, j])));
    jokered.extend((0..7).map(|i| vec![i, 7, 8]));
    let mut checked = 0;
    for places in KNITTED {
        for group in &groups {
            for pair in 0..KINDS {
                let mut counts = [0u8; KINDS];
                for t in places {
                    counts[t.index()] += 1;
                }
                for &k in group.iter().chain(&[pair, pair]) {
                    counts[k] += 1;
                }
                if counts.iter().any(|&c| c > 4) {
                    continue;
                }
                for gone in &jokered {
                    let mut held = counts;
                    for &i in gone {
                        held[places[i].index()] -= 1;
                    }
                    let jokers = gone.len() as u8;
                    let h = Hand::from_counts(&held, jokers).expect("a hand");
                    assert_eq!(checker.is_complete(&h), Ok(true), "{h}");
                    assert_eq!(checker.is_complete_counts(&held, jokers), Ok(true), "{h}");
                    assert_eq!(strict.is_complete(&h), Ok(true), "{h} strict");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 300_000, "{checked}");
}

/// Every 全不靠 (fourteen of an arrangement's nine places and the seven honors), with none,
/// one, two or three of its tiles given as jokers, with and without honor sequences (which
/// change what the quick paths' bound on the standard form may assume of the honors):
/// complete by both entry points.
#[test]
fn every_honors_and_knitted_is_complete_with_its_tiles_as_jokers() {
    for options in [
        &["knitted=true"][..],
        &["knitted=true", "honor_sequences=true"],
    ] {
        let checker = Checker::new(rules(options));
        let mut checked = 0;
        for places in KNITTED {
            let kinds: Vec<usize> = places.iter().map(|t| t.index()).chain(27..34).collect();
            for (left_out, other) in (0..16).flat_map(|i| (i + 1..16).map(move |j| (i, j))) {
                let held: Vec<usize> = (0..16).filter(|&i| i != left_out && i != other).collect();
                for gone in 0..=3usize {
                    // The first `gone` tiles held, and, for three, every third one from there.
                    let step = if gone == 3 { 5 } else { 1 };
                    let mut counts = [0u8; KINDS];
                    for (n, &i) in held.iter().enumerate() {
                        let joker = n < gone * step && n % step == 0;
                        counts[kinds[i]] += u8::from(!joker);
                    }
                    let jokers = gone as u8;
                    let h = Hand::from_counts(&counts, jokers).expect("a hand");
                    let forms = checker.forms(&h).expect("checkable");
                    assert!(forms.contains(Forms::HONORS_AND_KNITTED), "{h} {options:?}");
                    assert_eq!(checker.is_complete(&h), Ok(true), "{h} {options:?}");
                    let counted = checker.is_complete_counts(&counts, jokers);
                    assert_eq!(counted, Ok(true), "{h} {options:?}");
                    checked += 1;
                }
            }
        }
        assert_eq!(checked, 6 * 120 * 4);
    }
}
