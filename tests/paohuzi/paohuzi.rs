//! Paohuzi: whole hands against the
//! backtracking baseline under every rule option, the named cases of the rules, and notation.

use crate::support::deal::{paohuzi_cards, rng_of, take};
use crate::support::prop::config;
use crate::support::rounds;
use crate::support::{paohuzi_hand as hand, paohuzi_rules as rules};
use hupai::paohuzi;
use hupai::paohuzi::backtrack;
use hupai::paohuzi::{
    Card, Case, Group, GroupError, GroupKind, NamedHand, ScoredGroup, Scoring, Shape,
};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::{TestCaseError, TestRunner};

fn card(case: Case, rank: u8) -> Card {
    Card::new(case, rank).expect("rank 1..=10")
}

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

// ---------------------------------------------------------------------------------------------
// Whole hands against the baseline.

/// A hand from random choices: some exposed groups, then concealed groups (runs, 二七十,
/// 一五十, 绞, mixed 二七十, 坎, at most one pair), then perhaps a near miss (a card removed
/// or added).
pub(crate) fn build_hand(seeds: &[u32]) -> paohuzi::Hand {
    let mut used = [0u8; 20];
    let mut held: Vec<Card> = Vec::new();
    let mut exposed: Vec<Group> = Vec::new();
    let mut it = seeds.iter().copied();
    let n_exposed = it.next().unwrap_or(0) % 4;
    for _ in 0..n_exposed {
        let s = it.next().unwrap_or(0);
        let c = Card::from_index((s % 20) as usize).expect("index");
        let case = c.case();
        let r = c.rank().min(8);
        let (kind, cards) = match (s / 20) % 9 {
            0 => (GroupKind::Peng, vec![c; 3]),
            1 => (GroupKind::Wei, vec![c; 3]),
            2 => (GroupKind::Pao, vec![c; 4]),
            3 => (GroupKind::Ti, vec![c; 4]),
            4 => (
                GroupKind::Chi(Shape::Run),
                vec![card(case, r), card(case, r + 1), card(case, r + 2)],
            ),
            5 => (
                GroupKind::Chi(Shape::ErQiShi),
                vec![card(case, 2), card(case, 7), card(case, 10)],
            ),
            6 => (GroupKind::Chi(Shape::Jiao), vec![c, c, c.flipped()]),
            // Groups only some rule sets know: the others must reject the hand.
            7 => (
                GroupKind::Chi(Shape::YiWuShi),
                vec![card(case, 1), card(case, 5), card(case, 10)],
            ),
            _ => (
                GroupKind::Chi(Shape::MixedErQiShi),
                vec![card(case, 2), card(case.other(), 7), card(case, 10)],
            ),
        };
        if take(&mut used, &cards) {
            exposed.push(Group::new(kind, &cards).expect("well-formed"));
        }
    }
    let n_groups = 2 + it.next().unwrap_or(0) % 6;
    let mut pair = false;
    for _ in 0..n_groups {
        let s = it.next().unwrap_or(0);
        let c = Card::from_index((s % 20) as usize).expect("index");
        let case = c.case();
        let r = c.rank().min(8);
        let cards = match (s / 20) % 10 {
            0..=3 => vec![card(case, r), card(case, r + 1), card(case, r + 2)],
            4 => vec![card(case, 2), card(case, 7), card(case, 10)],
            5 => vec![card(case, 1), card(case, 5), card(case, 10)],
            6 => vec![c, c, c.flipped()],
            7 => vec![
                card(case, 2),
                card(case.other(), 7),
                card(if s % 3 == 0 { case } else { case.other() }, 10),
            ],
            8 => vec![c; 3],
            // A pair comes with a 跑 or 提: a held four of the other case where none is out.
            _ if !pair => {
                pair = true;
                let mut cards = vec![c; 2];
                if !exposed.iter().any(|g| g.kind().is_four()) {
                    cards.extend([c.flipped(); 4]);
                }
                cards
            }
            _ => vec![],
        };
        if take(&mut used, &cards) {
            held.extend(cards);
        }
    }
    match it.next().unwrap_or(0) % 6 {
        0 if !held.is_empty() => {
            let i = (it.next().unwrap_or(0) as usize) % held.len();
            held.remove(i);
        }
        1 => {
            let c = Card::from_index((it.next().unwrap_or(0) % 20) as usize).expect("index");
            if take(&mut used, &[c]) {
                held.push(c);
            }
        }
        _ => {}
    }
    paohuzi::Hand::new(&held, exposed).expect("copies were counted")
}

/// 20 or 21 cards dealt from a deck shuffled by a generator seeded from the choices.
fn deal(seeds: &[u32]) -> paohuzi::Hand {
    let cards = paohuzi_cards(&mut rng_of(seeds), 20);
    paohuzi::Hand::new(&cards, Vec::new()).expect("a deal has four of each at most")
}

fn agree(h: &paohuzi::Hand, r: &paohuzi::Rules) -> Result<bool, TestCaseError> {
    let checker = paohuzi::Checker::new(*r);
    let got = checker.check(h);
    let want = backtrack::best_score(h, r);
    let (got, want) = match (got, want) {
        (Err(a), Err(b)) => {
            prop_assert_eq!(a, b);
            return Ok(false);
        }
        (Ok(g), Ok(w)) => (g, w),
        (g, w) => return Err(TestCaseError::fail(format!("{h}: {g:?} vs {w:?}"))),
    };
    prop_assert_eq!(got.score, want, "{} under {:?}", h, r);
    prop_assert_eq!(got.complete, want.is_some());
    prop_assert_eq!(got.win, want.is_some_and(|s| s >= r.min_huxi));
    prop_assert_eq!(Ok(got.win), backtrack::wins(h, r));
    if got.complete {
        // The listed decomposition is a real decomposition of exactly the hand's cards, worth the score.
        let total: u16 = got.groups.iter().map(|g| g.score).sum();
        prop_assert_eq!(Some(total), got.score);
        for g in &got.groups {
            prop_assert_eq!(g.score, g.group.score(r.scoring));
        }
        let mut listed: Vec<Card> = got
            .groups
            .iter()
            .flat_map(|g| g.group.cards().iter().copied())
            .collect();
        let mut all: Vec<Card> = h.all_cards().collect();
        listed.sort_unstable();
        all.sort_unstable();
        prop_assert_eq!(listed, all);
        one_pair_at_most(&got.groups)?;
    }
    Ok(got.complete)
}

/// A decomposition holds at most one pair.
pub(crate) fn one_pair_at_most(groups: &[ScoredGroup]) -> Result<(), TestCaseError> {
    let pairs = groups
        .iter()
        .filter(|g| g.group.kind() == GroupKind::Pair)
        .count();
    prop_assert!(pairs <= 1, "{:?}", groups);
    Ok(())
}

fn run(name: &str, full: u32, make: fn(&[u32]) -> paohuzi::Hand, min_complete: u32) {
    run_under(
        name,
        full,
        make,
        min_complete,
        paohuzi::Rules::variants(),
        agree,
    );
}

/// Property-tests `agree` on hands from `make` under each of `rules`, the win line moved with
/// the seeds, requiring at least `min_complete` complete hands per rule set.
pub(crate) fn run_under(
    name: &str,
    full: u32,
    make: fn(&[u32]) -> paohuzi::Hand,
    min_complete: u32,
    rules: impl Iterator<Item = paohuzi::Rules>,
    agree: fn(&paohuzi::Hand, &paohuzi::Rules) -> Result<bool, TestCaseError>,
) {
    for r in rules {
        let mut runner = TestRunner::new(config(rounds(full, 4)));
        let complete = std::cell::Cell::new(0u32);
        let result = runner.run(&vec(any::<u32>(), 0..90), |seeds| {
            let h = make(&seeds);
            // Move the win line too, so `win` is exercised on both sides of it.
            let r = paohuzi::Rules {
                min_huxi: (seeds.len() % 4) as u16 * 6,
                ..r
            };
            if agree(&h, &r)? {
                complete.set(complete.get() + 1);
            }
            Ok(())
        });
        if let Err(e) = result {
            panic!("{name} under {r:?}: {e}");
        }
        // The generator must produce the hands it is meant to (not only failures).
        assert!(
            complete.get() >= rounds(min_complete, 4),
            "{name} under {r:?}: only {} complete",
            complete.get()
        );
    }
}

#[test]
fn built_hands_and_near_misses_agree_with_the_baseline_under_every_option() {
    run("built", 2000, build_hand, 200);
}

#[test]
fn random_deals_agree_with_the_baseline_under_every_option() {
    run("deal", 400, deal, 0);
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

#[test]
fn a_checker_refuses_tables_of_another_scoring_variant() {
    let huxi: &'static paohuzi::CaseTables = Box::leak(Box::new(paohuzi::CaseTables::generate(
        Scoring::Huxi,
        false,
    )));
    let checker =
        paohuzi::Checker::with_tables(paohuzi::Rules::default(), huxi).expect("the rules' tables");
    let h = hand("一二三壹贰叁二七十贰柒拾四五六 [跑:九九九九] 捌捌");
    assert_eq!(checker.best_score(&h), Ok(Some(24)));
    for other in [&["scoring=red_black"][..], &["yiwushi=true"]] {
        let refused = paohuzi::Checker::with_tables(rules(other), huxi).map(|_| ());
        assert_eq!(
            refused,
            Err(paohuzi::CheckError::TablesMismatch),
            "{other:?}"
        );
    }
}
