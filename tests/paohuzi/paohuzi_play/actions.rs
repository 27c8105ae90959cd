//! Actions on a card follow the rules: forced 提 and 偎, 跑, 碰, 胡 as `win_on` says, and every
//! distinct 吃 with its 比 once, in priority order; a 吃 never uses a 坎 and follows the seat.

use super::{DISCARD, DISCARD_NEXT, OTHER_DRAW, build_before, c, variant_runner};
use crate::support::paohuzi_play::actions::actions_hold;
use crate::support::{paohuzi_hand as hand, paohuzi_rules as rules};
use hupai::paohuzi;
use hupai::paohuzi::{Action, Card, Source};
use proptest::collection::vec;
use proptest::prelude::*;

#[test]
fn actions_match_the_rules_on_random_hands() {
    let ways_seen = std::cell::Cell::new([0u32; 7]);
    for variant in paohuzi::Rules::variants() {
        let mut runner = variant_runner(120);
        let result = runner.run(&vec(any::<u32>(), 0..60), |seeds| {
            let before = build_before(&seeds);
            let r = paohuzi::Rules {
                min_huxi: [0, 6, 10, 15][seeds.len() % 4],
                ..variant
            };
            let checker = paohuzi::Checker::new(r);
            for x in Card::all() {
                for s in Source::ALL {
                    let got = checker.actions(&before, x, s);
                    if let Err(e) = got {
                        prop_assert_eq!(e, paohuzi::PlayError::FifthCopy { card: x });
                        continue;
                    }
                    let ranks = actions_hold(&checker, &before, x, s);
                    let mut seen = ways_seen.get();
                    for &k in &ranks {
                        seen[usize::from(k)] += 1;
                    }
                    ways_seen.set(seen);
                }
            }
            Ok(())
        });
        if let Err(e) = result {
            panic!("under {variant:?}: {e}");
        }
    }
    // Every kind of action came up.
    let seen = ways_seen.get();
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
}

// ---------------------------------------------------------------------------------------------
// Named cases.

#[test]
fn chi_never_uses_a_kan() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    let before = hand("三三三四五二");
    // 一二三 would need a 三 of the 坎; 二三四 too. 四五六 uses free cards.
    let chis = |x: char| -> Vec<String> {
        checker
            .actions(&before, c(x), DISCARD_NEXT)
            .unwrap()
            .iter()
            .filter(|a| matches!(a, Action::Chi(_)))
            .map(ToString::to_string)
            .collect()
    };
    assert!(chis('一').is_empty());
    assert_eq!(chis('六'), ["吃 四五六"]);
    // 三 onto the 坎 is a 跑, never a 吃.
    let actions = checker.actions(&before, c('三'), DISCARD_NEXT).unwrap();
    let text: Vec<String> = actions.iter().map(ToString::to_string).collect();
    assert_eq!(text, ["跑 三三三三", "过"]);
}

#[test]
fn chi_follows_the_seat() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    let before = hand("四五八九");
    let chi = |s: Source| {
        checker
            .actions(&before, c('六'), s)
            .unwrap()
            .iter()
            .any(|a| matches!(a, Action::Chi(_)))
    };
    assert!(chi(Source::OwnDraw));
    assert!(chi(Source::OtherDraw { next: true }));
    assert!(chi(DISCARD_NEXT));
    assert!(!chi(OTHER_DRAW));
    assert!(!chi(DISCARD));
}

#[test]
fn bi_pai_lists_every_distinct_set_once() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    let chis = |text: &str, x: char| -> Vec<String> {
        checker
            .actions(&hand(text), c(x), DISCARD_NEXT)
            .unwrap()
            .iter()
            .filter(|a| matches!(a, Action::Chi(_)))
            .map(ToString::to_string)
            .collect()
    };
    // Holding 二 贰 七 十: 二七十 would leave the held 二 with 贰 alone, so only the 绞 that
    // takes the held 二 along.
    assert_eq!(chis("二贰七十", '二'), ["吃 二二贰"]);
    // With 一 and 三 too: 一二三 and 二七十 together (listed once, whichever takes the
    // card), or the 绞.
    assert_eq!(
        chis("一二三七十贰", '二'),
        ["吃 一二三 + 比 二七十", "吃 二二贰"]
    );
    // Two copies held: both must go down, one per group; the three ways to say which group
    // takes the card are one set.
    assert_eq!(
        chis("二二一三三四七十", '二'),
        ["吃 一二三 + 比 二三四 + 比 二七十"]
    );
    let chi = checker
        .actions(&hand("二二一三三四七十"), c('二'), DISCARD_NEXT)
        .unwrap()
        .into_iter()
        .find(|a| matches!(a, Action::Chi(_)))
        .unwrap();
    assert_eq!(chi.to_ascii(), "chi 123x + bi 234x + bi 270x");
}

#[test]
fn a_chi_whose_bi_is_impossible_is_not_offered() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    // 一二三 takes the card, and the held 二 has nothing to go down with.
    let actions = checker
        .actions(&hand("一二三五六"), c('二'), DISCARD_NEXT)
        .unwrap();
    assert_eq!(actions, vec![Action::Pass]);
    // Without the held 二 the same 吃 is fine.
    let actions = checker
        .actions(&hand("一三五六"), c('二'), DISCARD_NEXT)
        .unwrap();
    let text: Vec<String> = actions.iter().map(ToString::to_string).collect();
    assert_eq!(text, ["吃 一二三", "过"]);
}

#[test]
fn actions_come_in_priority_order() {
    let checker = paohuzi::Checker::new(rules(&["min_huxi=0"]));
    // A pair of 二 with runs around it: 胡 (three 二 decomposed into 一二三 二三四 二七十), 碰,
    // the 吃 with its 比, 过.
    let before = hand("二二一三三四七十");
    let actions = checker.actions(&before, c('二'), DISCARD_NEXT).unwrap();
    let text: Vec<String> = actions.iter().map(ToString::to_string).collect();
    assert_eq!(
        text,
        [
            "胡 平胡 6",
            "碰 二二二",
            "吃 一二三 + 比 二三四 + 比 二七十",
            "过"
        ]
    );
    let ascii: Vec<String> = actions.iter().map(Action::to_ascii).collect();
    assert_eq!(
        ascii,
        [
            "hu hand 6",
            "peng 222x",
            "chi 123x + bi 234x + bi 270x",
            "pass"
        ]
    );
}
