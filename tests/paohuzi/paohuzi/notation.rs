//! Paohuzi notation: hands round-trip through both forms, parse errors name the position and the
//! reason, a fifth copy is refused by item, and arbitrary text never panics.

use super::card;
use crate::support::prop::config;
use crate::support::{paohuzi_hand as hand, rounds};
use hupai::paohuzi;
use hupai::paohuzi::{Card, Case, Group, GroupError, GroupKind};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::TestRunner;

// ---------------------------------------------------------------------------------------------
// Notation.

#[test]
fn notation_round_trips_in_both_forms() {
    let h = hand("一二三壹贰叁 [碰:三三三] [吃:二二贰] [臭偎:柒柒柒] 十十");
    assert_eq!(
        h.to_string(),
        "一二三十十壹贰叁 [碰:三三三] [吃:二二贰] [臭偎:柒柒柒]"
    );
    assert_eq!(
        h.to_ascii(),
        "12300x123d [peng:333x] [chi:22x2d] [chouwei:777d]"
    );
    assert_eq!(hand(&h.to_string()), h);
    assert_eq!(hand(&h.to_ascii()), h);
    assert_eq!(hand("123x [PENG：333x]"), hand("一二三[碰:三三三]"));
    assert_eq!(card(Case::Small, 2).to_ascii(), "2x");
    assert_eq!(card(Case::Big, 10).to_ascii(), "0d");
    assert_eq!(card(Case::Big, 10).to_string(), "拾");
    for c in Card::all() {
        assert_eq!(Card::from_chinese(c.chinese()), Some(c));
        assert_eq!(hand(&c.to_ascii()).held_cards(), vec![c]);
    }
    let reds: Vec<String> = Card::all()
        .filter(|c| c.is_red())
        .map(|c| c.to_string())
        .collect();
    assert_eq!(reds.concat(), "二七十贰柒拾");
}

#[test]
fn parse_errors_name_position_and_reason() {
    let cases: [(&str, usize, paohuzi::ParseErrorKind); 10] = [
        ("一二x", 3, paohuzi::ParseErrorKind::CaseWithoutDigits),
        ("一12", 2, paohuzi::ParseErrorKind::DigitsWithoutCase),
        ("12 3x", 1, paohuzi::ParseErrorKind::DigitsWithoutCase),
        ("一a", 2, paohuzi::ParseErrorKind::UnexpectedChar('a')),
        (
            "一一一一一",
            5,
            paohuzi::ParseErrorKind::FifthCopy(card(Case::Small, 1)),
        ),
        (
            "[提:一一一一]一",
            9,
            paohuzi::ParseErrorKind::FifthCopy(card(Case::Small, 1)),
        ),
        ("二[碰:三三三", 2, paohuzi::ParseErrorKind::Unclosed),
        ("三]", 2, paohuzi::ParseErrorKind::Unopened),
        (
            "[杠:三三三]",
            2,
            paohuzi::ParseErrorKind::UnknownLabel("杠".into()),
        ),
        ("  ", 1, paohuzi::ParseErrorKind::Empty),
    ];
    for (text, position, reason) in cases {
        let e = text.parse::<paohuzi::Hand>().unwrap_err();
        assert_eq!((e.position, &e.reason), (position, &reason), "{text}: {e}");
        assert!(
            e.to_string()
                .starts_with(&format!("at character {position}:"))
        );
    }
    let e = "四[碰:一二三]".parse::<paohuzi::Hand>().unwrap_err();
    assert_eq!(e.position, 2);
    assert!(matches!(
        e.reason,
        paohuzi::ParseErrorKind::BadGroup {
            error: GroupError::NotAlike,
            ..
        }
    ));
    let e = "[跑:五五五]".parse::<paohuzi::Hand>().unwrap_err();
    assert!(matches!(
        e.reason,
        paohuzi::ParseErrorKind::BadGroup {
            error: GroupError::Size {
                expected: 4,
                found: 3
            },
            ..
        }
    ));
}

#[test]
fn building_a_hand_rejects_a_fifth_copy_by_item() {
    let one = card(Case::Small, 1);
    let ti = Group::new(GroupKind::Ti, &[one; 4]).expect("four alike");
    let e = paohuzi::Hand::new(&[card(Case::Big, 1), one], vec![ti]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "held card 2: a fifth 一 (the deck has four of each)"
    );
    let kan = Group::new(GroupKind::Kan, &[one; 3]).expect("three alike");
    assert!(paohuzi::Hand::new(&[], vec![kan]).is_err());
}

#[test]
fn arbitrary_text_never_panics() {
    let alphabet: Vec<char> =
        "一二三四五六七八九十壹贰叁肆伍陆柒捌玖拾0123456789xdXD[]:：碰偎提跑吃臭 pengwitaochk杠a"
            .chars()
            .collect();
    let mut runner = TestRunner::new(config(rounds(4000, 4)));
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    runner
        .run(&vec(0..alphabet.len(), 0..40), |picks| {
            let text: String = picks.iter().map(|&i| alphabet[i]).collect();
            if let Ok(h) = text.parse::<paohuzi::Hand>() {
                // Whatever parses prints back to itself and checks without panicking.
                prop_assert_eq!(hand(&h.to_string()), h.clone());
                prop_assert_eq!(hand(&h.to_ascii()), h.clone());
                let _ = checker.check(&h);
            }
            Ok(())
        })
        .expect("no panic");
}
