//! Whatever the input, the parser and the checker answer without panicking: an error that says
//! where and why, or an answer that agrees with the backtracking reference.

use crate::support::prop::check;
use crate::support::reference::expected_forms;
use crate::support::{bump, rounds, tile};
use hupai::mahjong::GroupKind;
use hupai::mahjong::HandError;
use hupai::mahjong::ParseErrorKind;
use hupai::mahjong::backtrack::counts::{self, NO_LIMIT};
use hupai::mahjong::{KINDS, MAX_CONCEALED};
use hupai::{CheckError, Checker, Forms, Hand, Meld, Rules, Tile, parse_hand};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use std::sync::atomic::{AtomicUsize, Ordering};

// ----------------------------------------------------------------------------------------------
// Text.

const ALPHABET: &[char] = &[
    '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'm', 'p', 's', 'z', '*', '[', ']', '(', ')',
    ' ', '\t',
];

fn alphabet_text() -> impl Strategy<Value = String> {
    vec(prop::sample::select(ALPHABET), 0..40).prop_map(|chars| chars.into_iter().collect())
}

/// Text made of notation tokens (digits and their suit, melds, jokers, blanks), so that a good
/// share of it reads as a hand.
fn token_text() -> impl Strategy<Value = String> {
    let digits = |max: u32| vec(0..=max, 1..5);
    let token = prop_oneof![
        6 => (digits(9), prop::sample::select(&['m', 'p', 's'][..]))
            .prop_map(|(d, s)| d.iter().map(|d| d.to_string()).collect::<String>() + &s.to_string()),
        2 => digits(7).prop_map(|d| d.iter().map(|d| d.to_string()).collect::<String>() + "z"),
        2 => (
            prop::bool::ANY,
            vec(0..=9u32, 3..=4),
            prop::sample::select(&['m', 'p', 's', 'z'][..]),
        )
            .prop_map(|(round, d, s)| {
                let (open, close) = if round { ('(', ')') } else { ('[', ']') };
                let digits: String = d.iter().map(|d| d.to_string()).collect();
                format!("{open}{digits}{s}{close}")
            }),
        2 => (1..=3usize).prop_map(|n| "*".repeat(n)),
        1 => prop::sample::select(&[" ", "\t", "  "][..]).prop_map(str::to_string),
    ];
    vec(token, 0..8).prop_map(|tokens| tokens.concat())
}

fn check_text(text: &str, ok: &AtomicUsize) -> Result<(), TestCaseError> {
    let parsed = parse_hand(text);
    prop_assert_eq!(&text.parse::<Hand>(), &parsed, "{:?}", text);
    match parsed {
        Ok(hand) => {
            bump(ok, true);
            let written = hand.to_string();
            prop_assert_eq!(
                written.parse::<Hand>(),
                Ok(hand.clone()),
                "{:?} written as {:?}",
                text,
                written
            );
            // The written form is canonical: writing it again changes nothing.
            prop_assert_eq!(written.parse::<Hand>().map(|h| h.to_string()), Ok(written));
        }
        Err(e) => {
            let chars = text.chars().count();
            prop_assert!(
                (1..=chars.max(1)).contains(&e.position),
                "{:?}: position {} of {} characters ({})",
                text,
                e.position,
                chars,
                e
            );
            prop_assert!(!e.to_string().is_empty(), "{:?}", text);
            prop_assert!(!e.kind.to_string().is_empty(), "{:?}", text);
            // Nothing but blanks is the one way to read nothing without another error.
            prop_assert_eq!(
                e.kind == ParseErrorKind::Empty,
                text.chars().all(char::is_whitespace),
                "{:?}: {}",
                text,
                e
            );
        }
    }
    Ok(())
}

#[test]
fn any_text_parses_or_says_where_it_fails() {
    let ok = AtomicUsize::new(0);
    check("any text", 20_000, any::<String>(), |text| {
        check_text(&text, &ok)
    });
    check("alphabet text", 40_000, alphabet_text(), |text| {
        check_text(&text, &ok)
    });
    let before = ok.swap(0, Ordering::Relaxed);
    check("token text", 40_000, token_text(), |text| {
        check_text(&text, &ok)
    });
    let tokens_ok = ok.into_inner();
    eprintln!("parsed: {before} of the random texts, {tokens_ok} of the token texts");
    assert!(tokens_ok * 5 > rounds(40_000, 10), "{tokens_ok}");
}

// ----------------------------------------------------------------------------------------------
// Count arrays.

/// Counts of any value, mostly small and mostly zero, or of any byte at all.
fn count_array() -> impl Strategy<Value = [u8; KINDS]> {
    let sparse = vec(
        (
            0..KINDS,
            prop_oneof![10 => 1..=4u8, 2 => 0..=5u8, 1 => any::<u8>()],
        ),
        0..10,
    )
    .prop_map(|entries| {
        let mut counts = [0u8; KINDS];
        for (k, n) in entries {
            counts[k] = n;
        }
        counts
    });
    let dense = vec(
        prop_oneof![4 => Just(0u8), 4 => 0..=5u8, 1 => any::<u8>()],
        KINDS,
    )
    .prop_map(|v| <[u8; KINDS]>::try_from(v).expect("34 counts"));
    prop_oneof![6 => sparse, 1 => dense, 1 => prop::array::uniform::<_, KINDS>(any::<u8>())]
}

fn joker_count() -> impl Strategy<Value = u8> {
    prop_oneof![8 => 0..=8u8, 1 => 9..=16u8, 1 => any::<u8>()]
}

#[test]
fn any_count_array_is_checked_or_refused() {
    let checker = Checker::default();
    let accepted = AtomicUsize::new(0);
    let complete = AtomicUsize::new(0);
    check(
        "count arrays",
        50_000,
        (count_array(), joker_count()),
        |(counts, jokers)| {
            let tiles: u32 = counts.iter().map(|&n| u32::from(n)).sum();
            let size = tiles + u32::from(jokers);
            let fifth: Vec<HandError> = Tile::all()
                .filter(|t| counts[t.index()] > 4)
                .map(HandError::FifthCopy)
                .collect();
            let too_many_tiles = size > u32::from(MAX_CONCEALED);
            let too_many_jokers = jokers > 8;
            let refused = !fifth.is_empty() || too_many_tiles || too_many_jokers;
            let may_refuse = |e: &HandError| {
                fifth.contains(e)
                    || (too_many_tiles && *e == HandError::TooManyTiles)
                    || (too_many_jokers && *e == HandError::TooManyJokers)
            };

            let hand = Hand::from_counts(&counts, jokers);
            match &hand {
                Ok(hand) => {
                    prop_assert!(!refused, "{:?} {} accepted", counts, jokers);
                    prop_assert_eq!(hand.counts(), counts);
                    prop_assert_eq!(hand.jokers(), jokers);
                    prop_assert_eq!(u32::from(hand.concealed_len()), size);
                }
                Err(e) => prop_assert!(may_refuse(e), "{:?} {}: {}", counts, jokers, e),
            }

            let answer = checker.is_complete_counts(&counts, jokers);
            if refused {
                match answer {
                    Err(CheckError::Hand(e)) => {
                        prop_assert!(may_refuse(&e), "{:?} {}: {}", counts, jokers, e)
                    }
                    other => prop_assert!(false, "{:?} {}: {:?}", counts, jokers, other),
                }
                return Ok(());
            }
            // The default rules' hands: 14 tiles at most.
            if size % 3 != 2 || size > 14 {
                prop_assert_eq!(
                    answer,
                    Err(CheckError::WrongSize {
                        concealed: size as u8,
                        melds: 0
                    }),
                    "{:?} {}",
                    counts,
                    jokers
                );
                return Ok(());
            }
            let expected = counts::is_standard(&counts, jokers, &NO_LIMIT)
                || counts::is_seven_pairs(&counts, jokers, false)
                || counts::is_thirteen_orphans(&counts, jokers);
            prop_assert_eq!(answer, Ok(expected), "{:?} {}", counts, jokers);
            let hand = hand.expect("accepted above");
            prop_assert_eq!(checker.is_complete(&hand), Ok(expected), "{}", hand);
            bump(&accepted, true);
            bump(&complete, expected);
            Ok(())
        },
    );
    let (accepted, complete) = (accepted.into_inner(), complete.into_inner());
    eprintln!("count arrays: {accepted} checked, {complete} complete");
    assert!(accepted * 20 > rounds(50_000, 10), "{accepted}");
    assert!(complete * 20 > accepted, "{complete} of {accepted}");
}

// ----------------------------------------------------------------------------------------------
// Hands of any size.

/// A hand built by adding whatever fits: melds, tiles and jokers, in any number.
#[derive(Clone, Debug)]
struct Recipe {
    melds: Vec<(usize, u8)>,
    tiles: Vec<usize>,
    jokers: u8,
}

fn recipe() -> impl Strategy<Value = Recipe> {
    (
        vec((0..KINDS, 0..4u8), 0..=5),
        prop_oneof![vec(0..KINDS, 0..=15), vec(27..KINDS, 0..=15)],
        0..=9u8,
    )
        .prop_map(|(melds, tiles, jokers)| Recipe {
            melds,
            tiles,
            jokers,
        })
}

impl Recipe {
    fn hand(&self) -> Hand {
        let mut hand = Hand::new();
        for &(kind, shape) in &self.melds {
            let t = tile(kind);
            let meld = match shape {
                0 => Meld::chi(t).unwrap_or(Meld::pon(t)),
                1 => Meld::pon(t),
                2 => Meld::kan(t),
                _ => Meld::concealed_kan(t),
            };
            let _ = hand.push_meld(meld);
        }
        for &kind in &self.tiles {
            let _ = hand.add(tile(kind));
        }
        for _ in 0..self.jokers {
            let _ = hand.add_joker();
        }
        hand
    }
}

/// Rules with a joker kind and a joker limit drawn too.
fn any_rules() -> impl Strategy<Value = Rules> {
    (
        any::<[bool; 6]>(),
        prop_oneof![3 => Just(8u8), 1 => 0..=8u8],
        prop::option::weighted(0.3, 0..KINDS),
    )
        .prop_map(
            |([fifth, pairs, quad, orphans, sixteen, triplet], max_jokers, joker)| Rules {
                joker_fifth_copy: fifth,
                seven_pairs: pairs,
                seven_pairs_quad: quad,
                thirteen_orphans: orphans,
                max_jokers,
                joker: joker.map(tile),
                sixteen_tiles: sixteen,
                seven_pairs_and_triplet: triplet,
                ..Rules::default()
            },
        )
}

#[test]
fn hands_of_any_size_are_checked_or_refused() {
    let wrong_size = AtomicUsize::new(0);
    let checked = AtomicUsize::new(0);
    check(
        "any hand",
        50_000,
        (recipe(), any_rules()),
        |(recipe, rules)| {
            let built = recipe.hand();
            // Through the notation, as a caller's hand would arrive.
            let text = built.to_string();
            let hand = if text.is_empty() {
                built
            } else {
                let parsed = parse_hand(&text);
                prop_assert_eq!(parsed.as_ref(), Ok(&built), "{:?}", text);
                parsed.expect("checked")
            };
            let checker = Checker::new(rules);
            let forms = checker.forms(&hand);
            let complete = checker.is_complete(&hand);
            let decomposition = checker.decompose(&hand);
            let at = format!("`{text}` under {rules:?}");

            let (concealed, melds) = (hand.concealed_len(), hand.meld_count());
            let kind_jokers = rules.joker.map_or(0, |j| hand.counts()[j.index()]);
            let jokers = hand.jokers() + kind_jokers;
            let kind_melded = rules.joker.filter(|j| hand.melded()[j.index()] > 0);
            let mut errors = Vec::new();
            let full = if rules.sixteen_tiles { 17 } else { 14 };
            if concealed % 3 != 2 || concealed + 3 * melds > full {
                errors.push(CheckError::WrongSize { concealed, melds });
            } else {
                if let Some(j) = kind_melded {
                    errors.push(CheckError::JokerKindMelded(j));
                }
                if jokers > rules.max_jokers {
                    errors.push(CheckError::TooManyJokers {
                        jokers,
                        max: rules.max_jokers,
                    });
                }
            }
            if !errors.is_empty() {
                bump(
                    &wrong_size,
                    matches!(errors[0], CheckError::WrongSize { .. }),
                );
                for answer in [
                    forms.map(|_| ()),
                    complete.map(|_| ()),
                    decomposition.map(|_| ()),
                ] {
                    match answer {
                        Err(e) => prop_assert!(errors.contains(&e), "{}: {}", at, e),
                        Ok(()) => prop_assert!(false, "{}: accepted, expected {:?}", at, errors),
                    }
                }
                return Ok(());
            }

            let expected = expected_forms(&hand, &rules);
            let forms = forms.map_err(|e| TestCaseError::fail(format!("{at}: {e}")))?;
            let names = |f: Forms| f.names().collect::<Vec<_>>();
            prop_assert_eq!(names(forms), names(expected), "{}", at);
            prop_assert_eq!(complete, Ok(!expected.is_empty()), "{}", at);
            let decomposition =
                decomposition.map_err(|e| TestCaseError::fail(format!("{at}: {e}")))?;
            prop_assert_eq!(
                decomposition.is_some(),
                expected.contains(Forms::STANDARD),
                "{}",
                at
            );
            if let Some(d) = decomposition {
                prop_assert_eq!(d.pair.kind(), GroupKind::Pair, "{}", at);
                prop_assert_eq!(
                    d.groups.len(),
                    usize::from(concealed - 2) / 3,
                    "{}: {}",
                    at,
                    d
                );
                let joker_tiles: usize = std::iter::once(&d.pair)
                    .chain(&d.groups)
                    .map(|g| g.joker_tiles().count())
                    .sum();
                prop_assert_eq!(joker_tiles, usize::from(jokers), "{}: {}", at, d);
                prop_assert_eq!(d.melds.len(), usize::from(melds), "{}: {}", at, d);
            }
            bump(&checked, true);
            Ok(())
        },
    );
    let (wrong_size, checked) = (wrong_size.into_inner(), checked.into_inner());
    eprintln!("any hand: {wrong_size} of the wrong size, {checked} checked");
    assert!(wrong_size * 5 > rounds(50_000, 10), "{wrong_size}");
    assert!(checked * 10 > rounds(50_000, 10), "{checked}");
}

/// The errors name what is wrong: a few fixed hands, one per reason.
#[test]
fn refusals_name_the_reason() {
    let hand = |text: &str| text.parse::<Hand>().unwrap();
    let checker = Checker::default();
    assert_eq!(
        checker.is_complete(&hand("123m")),
        Err(CheckError::WrongSize {
            concealed: 3,
            melds: 0
        })
    );
    assert_eq!(
        checker.forms(&hand("11223344556677m[789p]")),
        Err(CheckError::WrongSize {
            concealed: 14,
            melds: 1
        })
    );
    let kind_rules = Rules::from_options(["joker=7z", "max_jokers=2"]).unwrap();
    assert_eq!(
        Checker::new(kind_rules).decompose(&hand("12m7z**")),
        Err(CheckError::TooManyJokers { jokers: 3, max: 2 })
    );
    assert_eq!(
        Checker::new(kind_rules).is_complete(&hand("123m11z[777z]")),
        Err(CheckError::JokerKindMelded(tile(33)))
    );
    assert_eq!(
        checker.is_complete_counts(&[5; KINDS], 0),
        Err(CheckError::Hand(HandError::FifthCopy(tile(0))))
    );
}

/// `Rules` has public fields, so a `max_jokers` above the documented 0..=8 can reach a checker
/// without `Rules::set`. A designated joker kind then takes a hand past eight jokers, more than
/// the tables account for: the checker must refuse such a hand or answer it correctly, never
/// call a complete hand incomplete.
#[test]
fn more_than_eight_jokers_are_refused_or_answered_correctly() {
    // Five single honors and nine jokers (eight written, one 7z): two jokers make a triplet of
    // each honor but one, which takes one for the pair. Nine jokers in one suit.
    let hand: Hand = "12345z7z********".parse().unwrap();
    let mut own = hand.counts();
    own[33] = 0;
    assert!(counts::is_standard(&own, 9, &NO_LIMIT));
    for max_jokers in [9, 12, u8::MAX] {
        for specials in [true, false] {
            let rules = Rules {
                max_jokers,
                joker: Some(tile(33)),
                seven_pairs: specials,
                thirteen_orphans: specials,
                ..Rules::default()
            };
            let checker = Checker::new(rules);
            if let Ok(complete) = checker.is_complete(&hand) {
                assert!(complete, "`{hand}` under {rules:?}: called incomplete");
            }
            if let Ok(forms) = checker.forms(&hand) {
                let names: Vec<_> = forms.names().collect();
                assert!(
                    forms.contains(Forms::STANDARD),
                    "`{hand}` under {rules:?}: forms {names:?}"
                );
            }
            if let Ok(decomposition) = checker.decompose(&hand) {
                assert!(
                    decomposition.is_some(),
                    "`{hand}` under {rules:?}: no decomposition"
                );
            }
        }
    }
}

#[test]
fn a_key_past_the_tables_answers_never_without_panicking() {
    use hupai::table::{BAKED, Dense, SuitTable};
    let dense = Dense::for_variant(BAKED);
    for key in [1_953_125, 78_125 * 2, u32::MAX] {
        assert_eq!(dense.numbered(key.max(1_953_125)), 0xFF, "{key}");
        assert_eq!(dense.honors(key.max(78_125)), 0xFF, "{key}");
    }
    #[cfg(feature = "compact")]
    assert_eq!(hupai::table::Compact.numbered(u32::MAX), 0xFF);
}
