//! What play reads and refuses: sources read and print; invalid hands, and hands too large for one
//! more card, are errors; arbitrary hands never panic; built hands leave room for the next card.

use super::{DISCARD, DISCARD_NEXT, build_before, c, variant_runner};
use crate::support::{paohuzi_hand as hand, rounds};
use hupai::paohuzi;
use hupai::paohuzi::{Card, Group, GroupKind, Source};
use proptest::collection::vec;
use proptest::prelude::*;

#[test]
fn sources_read_and_print() {
    for s in Source::ALL {
        assert_eq!(s.ascii().parse::<Source>(), Ok(s));
    }
    let e = "discarded".parse::<Source>().unwrap_err();
    assert!(e.to_string().contains("discarded"), "{e}");
    assert_eq!(Source::OwnDraw.to_string(), "自摸");
    assert_eq!(DISCARD_NEXT.to_string(), "上家打出");
    assert!(Source::OwnDraw.may_chi() && !DISCARD.may_chi());
}

#[test]
fn invalid_hands_are_errors_not_panics() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    // 一五十 is not a group under the default rules.
    let before = hand("[吃:一五十] 二三");
    assert!(matches!(
        checker.win_on(&before, c('四'), DISCARD),
        Err(paohuzi::PlayError::Check(_))
    ));
    assert!(checker.waits(&before).is_err());
    assert!(checker.actions(&before, c('四'), DISCARD).is_err());
    // Four held (a concealed 提) and the card again.
    let before = hand("一一一一");
    assert_eq!(
        checker.waits(&before).map(|w| w.card(c('一')).dead),
        Ok(true)
    );
    assert!(checker.win_on(&before, c('一'), Source::OwnDraw).is_err());
    // Empty and tiny hands are fine.
    assert!(checker.waits(&paohuzi::Hand::default()).is_ok());
}

#[test]
fn a_hand_too_large_for_one_more_card_is_an_error() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    let before = hand("一二三四五六七八九十壹贰叁肆伍陆柒捌玖拾一");
    let card = Card::all().next().expect("一");
    let want = paohuzi::CheckError::TooManyCards { cards: 22 };
    let is_want = |e: paohuzi::PlayError| e == paohuzi::PlayError::Check(want.clone());
    assert!(
        checker
            .win_on(&before, card, Source::OwnDraw)
            .is_err_and(is_want)
    );
    assert!(checker.waits(&before).is_err_and(is_want));
    let discard = Source::Discard { next: true };
    assert!(checker.actions(&before, card, discard).is_err_and(is_want));
}

#[test]
fn arbitrary_hands_cards_and_sources_never_panic() {
    // Any card multiset up to 26 cards with up to three exposed groups, under every option:
    // win-on, actions and waits answer or refuse, and agree on which.
    let mut runner = variant_runner(3000);
    let answered = std::cell::Cell::new(0u32);
    let result = runner.run(
        &(
            vec(0..20usize, 0..21),
            vec(0..20usize, 0..3),
            0..20usize,
            0..5usize,
            0..8u8,
        ),
        |(held, groups, card, source, variant)| {
            let r = paohuzi::Rules::variants()
                .nth(usize::from(variant))
                .expect("eight variants");
            let checker = paohuzi::Checker::new(r);
            let mut cards: Vec<Card> = held.iter().map(|&i| Card::wrapping(i)).collect();
            cards.sort_unstable();
            let exposed: Vec<Group> = groups
                .iter()
                .filter_map(|&i| Group::new(GroupKind::Peng, &[Card::wrapping(i); 3]).ok())
                .collect();
            let Ok(before) = paohuzi::Hand::new(&cards, exposed) else {
                return Ok(());
            };
            let card = Card::wrapping(card);
            let source = Source::ALL[source];
            let win = checker.win_on(&before, card, source);
            let actions = checker.actions(&before, card, source);
            let waits = checker.waits(&before);
            prop_assert_eq!(win.is_err(), actions.is_err());
            answered.set(answered.get() + u32::from(win.is_ok()));
            if let (Ok(waits), Ok(win)) = (&waits, &win) {
                prop_assert_eq!(
                    waits.card(card).get(source).map(|w| w.score),
                    win.as_ref().map(|w| w.score())
                );
            }
            Ok(())
        },
    );
    if let Err(e) = result {
        panic!("{e}");
    }
    // Not only refusals: most generated hands are answered.
    assert!(
        answered.get() >= rounds(1500, 8),
        "only {} answered",
        answered.get()
    );
}

/// Seeds that once built a hand of seven 坎 (21 cards, no room for the card to come).
#[test]
fn built_hands_leave_room_for_the_card_to_come() {
    let seeds = [
        2791864263, 2196300560, 1430311961, 220645862, 3031089, 3303342463, 260625977, 378082024,
        1, 419142225, 711204155, 596828577, 2178932535, 1321544508, 614434635,
    ];
    let before = build_before(&seeds);
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    for x in Card::all() {
        for s in Source::ALL {
            match checker.actions(&before, x, s) {
                Ok(actions) => assert!(!actions.is_empty(), "{before} + {x}"),
                Err(e) => assert_eq!(
                    e,
                    paohuzi::PlayError::FifthCopy { card: x },
                    "{before} + {x}"
                ),
            }
        }
    }
}
