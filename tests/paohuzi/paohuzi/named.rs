//! Named hands score as the rules say: the six scoring groups, runs that never mix cases, the
//! pair beside a 提, the best of several splits, a 坎 never split, 绞 and exposed groups; sizes no
//! hand can have are errors.

use super::card;
use crate::support::{paohuzi_hand as hand, paohuzi_rules as rules};
use hupai::paohuzi;
use hupai::paohuzi::backtrack;
use hupai::paohuzi::{Case, GroupError, GroupKind, NamedHand, Shape};

// ---------------------------------------------------------------------------------------------
// Named cases.

#[test]
fn the_six_scoring_groups_with_three_more_runs_score_18() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    let h = hand("一二三壹贰叁二七十贰柒拾四五六肆伍陆七八九");
    let out = checker.check(&h).expect("valid");
    assert!(out.complete);
    assert_eq!(out.score, Some(18));
    assert!(out.win);
    assert_eq!(out.groups.len(), 7);
    assert_eq!(out.groups.iter().map(|g| g.score).sum::<u16>(), 18);
    assert_eq!((out.red, out.big, out.small), (9, 9, 12));
    assert_eq!(
        backtrack::best_score(&h, &paohuzi::Rules::default()),
        Ok(Some(18))
    );
    // One 胡息 short of the default line under a higher one.
    let strict = paohuzi::Checker::new(rules(&["min_huxi=21"]));
    assert!(!strict.check(&h).expect("valid").win);
}

#[test]
fn a_run_never_mixes_cases() {
    let cards = [
        card(Case::Small, 1),
        card(Case::Big, 2),
        card(Case::Small, 3),
    ];
    assert_eq!(Shape::classify(&cards), Err(GroupError::MixedRun));
    let e = "[吃:一贰三]".parse::<paohuzi::Hand>().unwrap_err();
    assert_eq!(e.position, 1);
    assert!(matches!(
        e.reason,
        paohuzi::ParseErrorKind::BadGroup {
            error: GroupError::MixedRun,
            ..
        }
    ));
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    assert!(!checker.check(&hand("一贰三")).expect("valid").complete);
    assert!(checker.check(&hand("一二三")).expect("valid").complete);
    // Mixed 二七十 is a group only under its option.
    assert!(!checker.check(&hand("贰七拾")).expect("valid").complete);
    let mixed = paohuzi::Checker::new(rules(&["mixed_erqishi=true"]));
    let out = mixed.check(&hand("贰七拾")).expect("valid");
    assert_eq!(out.score, Some(0));
}

#[test]
fn a_hand_with_a_ti_needs_a_pair() {
    let checker = paohuzi::Checker::new(rules(&["min_huxi=0"]));
    for ti in ["[提:四四四四]", "四四四四", "[跑:四四四四]"] {
        let with_pair = hand(&format!("{ti} 一二三五六七八九十壹贰叁肆伍陆捌捌"));
        let out = checker.check(&with_pair).expect("valid");
        assert!(out.complete, "{ti}");
        assert_eq!(
            out.groups
                .iter()
                .filter(|g| g.group.kind() == GroupKind::Pair)
                .count(),
            1
        );
        let no_pair = hand(&format!("{ti} 一二三五六七八九十壹贰叁肆伍陆捌玖"));
        assert!(!checker.check(&no_pair).expect("valid").complete, "{ti}");
    }
    // Without a four-card group the same cards need no pair; a 3n + 1 rest never completes.
    assert!(
        checker
            .check(&hand("一二三五六七八九十"))
            .expect("valid")
            .complete
    );
    assert!(
        !checker
            .check(&hand("一二三五六七八九十捌"))
            .expect("valid")
            .complete
    );
}

#[test]
fn sizes_no_hand_can_have_are_errors() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    let rules = paohuzi::Rules::default();
    // A pair without a 跑 or 提 to account for it.
    let no_four = hand("一二三五五");
    let want = Err(paohuzi::CheckError::PairWithoutFour { rest: 5 });
    assert_eq!(checker.check(&no_four).map(|o| o.score), want.clone());
    assert_eq!(backtrack::best_score(&no_four, &rules), want);
    // The same cards with a 提 held are a hand.
    assert!(checker.check(&hand("一二三五五 捌捌捌捌")).is_ok());
    // 22 cards; a 跑 counts as three, so 18 held beside one is still a hand.
    let too_many = hand("一二三四五六七八九十壹贰叁肆伍陆柒捌玖拾一二");
    let want = Err(paohuzi::CheckError::TooManyCards { cards: 22 });
    assert_eq!(checker.check(&too_many).map(|o| o.score), want.clone());
    assert_eq!(backtrack::best_score(&too_many, &rules), want);
    assert!(
        checker
            .check(&hand("[跑:九九九九] 一二三四五六七八壹贰叁肆伍陆柒捌拾拾"))
            .is_ok()
    );
    let message = paohuzi::CheckError::TooManyCards { cards: 22 }.to_string();
    assert!(
        message.contains("22") && message.contains("21"),
        "{message}"
    );
}

#[test]
fn the_best_split_counts_when_splits_differ() {
    // 一一二二三三四四 with a pair: 一二三 twice and 四四 (6), or 一一 and 二三四 twice (0).
    let h = hand("[跑:五五五五] 一一二二三三四四");
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    let out = checker.check(&h).expect("valid");
    assert_eq!(out.score, Some(6 + 6));
    assert!(!out.win);
    let runs = out
        .groups
        .iter()
        .filter(|g| g.to_string() == "一二三=3")
        .count();
    assert_eq!(runs, 2);
    assert_eq!(checker.best_score(&h), Ok(Some(12)));
    let big = hand("[跑:伍伍伍伍] 壹壹贰贰叁叁肆肆");
    assert_eq!(checker.check(&big).expect("valid").score, Some(9 + 12));
    assert!(checker.check(&big).expect("valid").win);
}

#[test]
fn a_kan_is_never_split() {
    let checker = paohuzi::Checker::new(rules(&["min_huxi=0"]));
    // 一一 + 一二三 would complete (the 提 allows a pair), but three 一 held are a 坎.
    let h = hand("一一一二三 [提:九九九九]");
    assert!(!checker.check(&h).expect("valid").complete);
    assert_eq!(
        backtrack::best_score(&h, &checker.rules().clone()),
        Ok(None)
    );
    // 一一一 二二二 三三三 as three 坎 (9 胡息), not three 一二三 (9 as well, but runs).
    let out = checker.check(&hand("一一一二二二三三三")).expect("valid");
    assert_eq!(out.score, Some(9));
    assert!(out.groups.iter().all(|g| g.group.kind() == GroupKind::Kan));
    assert!(out.named.contains(&NamedHand::DuiZiHu));
    // Four alike held are a concealed 提 worth 12 in the big case.
    let out = checker.check(&hand("壹壹壹壹一二三五五")).expect("valid");
    assert_eq!(out.score, Some(12 + 3));
}

#[test]
fn jiao_and_exposed_groups_score_as_the_rules_say() {
    let checker = paohuzi::Checker::new(rules(&["min_huxi=0"]));
    let out = checker.check(&hand("贰贰二")).expect("valid");
    assert_eq!(out.groups[0].to_string(), "二贰贰=0");
    assert_eq!(out.score, Some(0));
    assert!(matches!(
        out.groups[0].group.kind(),
        GroupKind::Hand(Shape::Jiao)
    ));
    let cases = [
        ("[碰:三三三]", 1),
        ("[碰:叁叁叁]", 3),
        ("[偎:三三三]", 3),
        ("[臭偎:叁叁叁]", 6),
        ("[跑:三三三三]", 6),
        ("[跑:叁叁叁叁]", 9),
        ("[提:三三三三]", 9),
        ("[提:叁叁叁叁]", 12),
        ("[吃:壹贰叁]", 6),
        ("[吃:二七十]", 3),
        ("[吃:四五六]", 0),
        ("[吃:二二贰]", 0),
        ("三三三", 3),
        ("叁叁叁", 6),
    ];
    for (text, huxi) in cases {
        let out = checker.check(&hand(text)).expect("valid");
        assert_eq!(out.score, Some(huxi), "{text}");
    }
    // Red/black points: 贰贰贰 as a 偎 is (2+2+2) x 2, as a 提 (2+2+2+2) x 4.
    let points = paohuzi::Checker::new(rules(&["scoring=red_black", "min_huxi=0"]));
    assert_eq!(points.check(&hand("[偎:贰贰贰]")).unwrap().score, Some(12));
    assert_eq!(
        points.check(&hand("[提:贰贰贰贰]")).unwrap().score,
        Some(32)
    );
    assert_eq!(points.check(&hand("[碰:三三三]")).unwrap().score, Some(3));
    // 一五十 is a group only under yiwushi, and then it scores like 二七十.
    assert!(!checker.check(&hand("壹伍拾")).unwrap().complete);
    let ywx = paohuzi::Checker::new(rules(&["yiwushi=true", "min_huxi=0"]));
    assert_eq!(ywx.check(&hand("壹伍拾")).unwrap().score, Some(6));
    assert_eq!(
        checker.check(&hand("[吃:一五十]")),
        Err(paohuzi::CheckError::NotAllowed {
            item: hupai::paohuzi::Item::Group(0),
            shape: "一五十",
            key: "yiwushi"
        })
    );
}

#[test]
fn named_hands_and_counts() {
    let checker = paohuzi::Checker::new(rules(&["min_huxi=0"]));
    let out = checker.check(&hand("四五六四五六")).unwrap();
    assert_eq!(out.named, vec![NamedHand::WuHu]);
    let out = checker.check(&hand("二三四五六八")).unwrap();
    assert!(!out.complete);
    assert!(out.named.is_empty());
    let out = checker.check(&hand("一二三三四五六七八")).unwrap();
    assert_eq!(out.red, 2);
    let out = checker.check(&hand("一二三四五六")).unwrap();
    assert!(out.named.contains(&NamedHand::DianHu));
    let out = checker
        .check(&hand("贰柒拾贰柒拾 [偎:二二二] [偎:七七七] [偎:十十十]"))
        .unwrap();
    assert!(out.complete);
    assert_eq!(out.red, 15);
    assert_eq!(out.score, Some(6 + 6 + 3 + 3 + 3));
    assert!(out.named.contains(&NamedHand::HongHu));
    assert!(out.named.contains(&NamedHand::ShiSanHong));
    assert!(!out.named.contains(&NamedHand::DuiZiHu));
    let out = checker
        .check(&hand("壹贰叁壹贰叁肆伍陆肆伍陆柒捌玖柒捌玖"))
        .unwrap();
    assert!(out.complete);
    assert_eq!(out.big, 18);
    assert!(out.named.contains(&NamedHand::DaHu));
}
