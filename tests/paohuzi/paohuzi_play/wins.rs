//! Winning on a card: `win_on` and waits take the reference's best way under every option, its
//! outcome a real decomposition worth its score, whatever the seat; and the named cases of the
//! rules (破跑, 跑胡, forced 偎 and 提, 跑 onto a 碰, waits by source and dead cards).

use super::{DISCARD, DISCARD_NEXT, OTHER_DRAW, build_before, c, group, variant_runner};
use crate::support::deal::{paohuzi_cards, rng_of};
use crate::support::paohuzi_play::best_way;
use crate::support::{paohuzi_hand as hand, paohuzi_rules as rules};
use hupai::paohuzi;
use hupai::paohuzi::{Action, Card, GroupKind, Source, WAIT_SOURCES, WinWay};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

// ---------------------------------------------------------------------------------------------
// Exactness against the references.

/// Wins seen by kind: 提胡, 跑胡, 偎胡, 碰胡, 平胡, 破跑胡, and 平胡 with three copies decomposition.
type Tally = [u32; 7];

/// For every card and source: `win_on` is the reference's best way if it wins, its outcome
/// is a real decomposition of exactly the hand's cards worth its score, and waits say the same.
fn agree(
    before: &paohuzi::Hand,
    r: &paohuzi::Rules,
    tally: &mut Tally,
) -> Result<(), TestCaseError> {
    let checker = paohuzi::Checker::new(*r);
    let waits = checker.waits(before).expect("valid hand");
    for x in Card::all() {
        let seen = before.all_cards().filter(|&y| y == x).count();
        let entry = waits.card(x);
        prop_assert_eq!(entry.dead, seen == 4);
        if seen == 4 {
            for s in Source::ALL {
                prop_assert_eq!(
                    checker.win_on(before, x, s),
                    Err(paohuzi::PlayError::FifthCopy { card: x })
                );
                prop_assert!(entry.get(s).is_none());
            }
            continue;
        }
        for s in WAIT_SOURCES {
            let got = checker.win_on(before, x, s).expect("valid");
            let want = best_way(before, x, s, r).filter(|&(_, score)| score >= r.min_huxi);
            prop_assert_eq!(
                got.as_ref().map(|w| (w.way, w.score())),
                want,
                "{} + {} from {} under {:?}",
                before,
                x,
                s,
                r
            );
            prop_assert_eq!(
                entry.get(s).map(|w| (w.way, w.score)),
                want,
                "waits of {} + {} from {}",
                before,
                x,
                s
            );
            // The seat never changes a win.
            let seated = match s {
                Source::OwnDraw => s,
                Source::OtherDraw { .. } => Source::OtherDraw { next: true },
                Source::Discard { .. } => DISCARD_NEXT,
            };
            prop_assert_eq!(&checker.win_on(before, x, seated).expect("valid"), &got);
            let Some(win) = got else { continue };
            let three = before.held()[x.index()] == 2;
            tally[match win.way {
                WinWay::Ti => 0,
                WinWay::Pao => 1,
                WinWay::Wei => 2,
                WinWay::Peng => 3,
                WinWay::InHand { po_pao: false } if three => 6,
                WinWay::InHand { po_pao: false } => 4,
                WinWay::InHand { po_pao: true } => 5,
                way => return Err(TestCaseError::fail(format!("{way}: a 王 way without 王"))),
            }] += 1;
            let out = &win.outcome;
            prop_assert!(out.complete && out.win);
            let total: u16 = out.groups.iter().map(|g| g.score).sum();
            prop_assert_eq!(Some(total), out.score);
            for g in &out.groups {
                prop_assert_eq!(g.score, g.group.score(r.scoring));
            }
            let mut listed: Vec<Card> = out
                .groups
                .iter()
                .flat_map(|g| g.group.cards().iter().copied())
                .collect();
            let mut all: Vec<Card> = before.all_cards().chain([x]).collect();
            listed.sort_unstable();
            all.sort_unstable();
            prop_assert_eq!(listed, all);
            // The way shows in the groups: a new 提/跑/偎/碰 of the card, or none.
            let laid = |kind: GroupKind| {
                out.groups
                    .iter()
                    .any(|g| g.group.kind() == kind && g.group.cards()[0] == x)
            };
            match win.way {
                WinWay::Ti => prop_assert!(laid(GroupKind::Ti)),
                WinWay::Pao => prop_assert!(laid(GroupKind::Pao)),
                WinWay::Wei => prop_assert!(laid(GroupKind::Wei)),
                WinWay::Peng => prop_assert!(laid(GroupKind::Peng)),
                WinWay::InHand { .. } => {
                    prop_assert!(!laid(GroupKind::Ti) && !laid(GroupKind::Pao))
                }
                way => prop_assert!(false, "{}: a 王 way without 王", way),
            }
        }
    }
    Ok(())
}

#[test]
fn win_on_and_waits_match_the_reference_under_every_option() {
    for variant in paohuzi::Rules::variants() {
        let mut runner = variant_runner(250);
        let tally = std::cell::Cell::new(Tally::default());
        let result = runner.run(&vec(any::<u32>(), 0..60), |seeds| {
            let before = build_before(&seeds);
            let r = paohuzi::Rules {
                min_huxi: [0, 6, 10, 15][seeds.len() % 4],
                ..variant
            };
            let mut t = tally.get();
            agree(&before, &r, &mut t)?;
            tally.set(t);
            Ok(())
        });
        if let Err(e) = result {
            panic!("under {variant:?}: {e}");
        }
        // The hands must reach wins of every kind, not only failures (the rarest kind needs
        // the full number of cases, run in release).
        let t = tally.get();
        let full = !cfg!(debug_assertions);
        assert!(
            t.iter().all(|&n| n > 0) || !full,
            "under {variant:?}: wins {t:?}"
        );
    }
}

/// 19 or 20 cards (a hand before the card that may complete it) dealt from a deck shuffled
/// by a generator seeded from the choices, with up to two of them laid down as exposed
/// groups when they form one.
fn deal(seeds: &[u32]) -> paohuzi::Hand {
    let mut rng = rng_of(seeds);
    let mut held = paohuzi_cards(&mut rng, 19);
    held.sort_unstable();
    let mut exposed = Vec::new();
    for _ in 0..rng.below(3) {
        let x = held[rng.below(held.len())];
        let alike = held.iter().filter(|&&y| y == x).count();
        if alike >= 3 {
            let kind = [GroupKind::Peng, GroupKind::Wei][rng.below(2)];
            exposed.push(group(kind, &[x; 3]));
            for _ in 0..3 {
                let i = held.iter().position(|&y| y == x).expect("held");
                held.remove(i);
            }
        }
    }
    paohuzi::Hand::new(&held, exposed).expect("a deal has four of each at most")
}

#[test]
fn waits_match_win_on_for_random_deals() {
    // With no line to reach every complete way is a win, so waits' shortcut must find
    // exactly the cards the one-card check completes.
    for variant in paohuzi::Rules::variants() {
        let r = paohuzi::Rules {
            min_huxi: 0,
            ..variant
        };
        let checker = paohuzi::Checker::new(r);
        let mut runner = variant_runner(300);
        let result = runner.run(&vec(any::<u32>(), 1..8), |seeds| {
            let before = deal(&seeds);
            let waits = checker.waits(&before).expect("valid");
            for x in Card::all() {
                for s in WAIT_SOURCES {
                    let one = checker.win_on(&before, x, s).ok().flatten();
                    prop_assert_eq!(
                        waits.card(x).get(s).map(|w| (w.way, w.score)),
                        one.map(|w| (w.way, w.score())),
                        "{} + {} from {}",
                        before,
                        x,
                        s
                    );
                }
            }
            Ok(())
        });
        if let Err(e) = result {
            panic!("under {r:?}: {e}");
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Named cases.

#[test]
fn po_pao_when_the_fourth_card_scores_more_elsewhere() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    // 跑胡: [跑:贰贰贰贰] 9 + 一二三 3 + 柒捌玖 + pair 拾拾 = 12. 破跑: 坎 贰贰贰 6 +
    // 贰柒拾 6 + 一二三 3 + 捌玖拾 = 15.
    let before = hand("一二三贰贰贰柒捌玖拾拾");
    for source in [DISCARD, OTHER_DRAW] {
        let win = checker
            .win_on(&before, c('贰'), source)
            .expect("valid")
            .expect("wins");
        assert_eq!(win.way, WinWay::InHand { po_pao: true });
        assert_eq!(win.score(), 15);
        assert!(
            win.outcome
                .groups
                .iter()
                .any(|g| g.group.kind() == GroupKind::Kan),
            "{win}"
        );
        assert_eq!(win.to_string().split(':').next(), Some("破跑胡 15"));
    }
    let relaxed = paohuzi::Checker::new(rules(&["min_huxi=0"]));
    assert_eq!(
        relaxed
            .win_on(&before, c('贰'), DISCARD)
            .expect("valid")
            .map(|w| w.score()),
        Some(15)
    );
}

#[test]
fn pao_hu_when_the_pao_scores_more() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    // 跑胡: 9 + pair 二二 + 肆伍陆 + 碰 3 + 偎 3 = 15. 破跑: 坎 6 + 绞 二二贰 + 肆伍陆 + 6 = 12.
    let before = hand("贰贰贰二二肆伍陆 [碰:叁叁叁] [偎:九九九]");
    let win = checker
        .win_on(&before, c('贰'), DISCARD)
        .expect("valid")
        .expect("wins");
    assert_eq!(win.way, WinWay::Pao);
    assert_eq!(win.score(), 15);
    assert!(
        win.outcome
            .groups
            .iter()
            .any(|g| g.group.kind() == GroupKind::Pair)
    );
    // The 破跑 alternative is complete but below the line.
    let relaxed = paohuzi::Checker::new(rules(&["min_huxi=0"]));
    let win = relaxed.win_on(&before, c('贰'), DISCARD).unwrap().unwrap();
    assert_eq!((win.way, win.score()), (WinWay::Pao, 15));
    // On own draw the fourth card onto a 坎 is a forced 提: 12 + 9 = 21.
    let win = checker
        .win_on(&before, c('贰'), Source::OwnDraw)
        .unwrap()
        .unwrap();
    assert_eq!((win.way, win.score()), (WinWay::Ti, 12 + 6));
}

#[test]
fn own_draw_with_a_held_pair_wins_only_by_wei() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    // With a 提 the hand takes a pair: the card in the hand makes 壹贰叁 + 叁叁 (6 + 9 = 15),
    // but on own draw the 偎 is forced and leaves 壹贰 肆伍陆, which does not decompose.
    let before = hand("叁叁壹贰肆伍陆 [提:九九九九]");
    assert_eq!(checker.win_on(&before, c('叁'), Source::OwnDraw), Ok(None));
    let win = checker.win_on(&before, c('叁'), DISCARD).unwrap().unwrap();
    assert_eq!(
        (win.way, win.score()),
        (WinWay::InHand { po_pao: false }, 15)
    );
    // The three 叁 were decomposition (a run and the pair), not set aside as a 坎.
    assert!(
        !win.outcome
            .groups
            .iter()
            .any(|g| g.group.kind() == GroupKind::Kan)
    );
    // A hand the 偎 completes: 偎 6 + exposed 6 + 3 = 15, while from others 碰 scores 12.
    let before = hand("叁叁肆伍陆柒捌玖 [偎:贰贰贰] [碰:壹壹壹]");
    let win = checker
        .win_on(&before, c('叁'), Source::OwnDraw)
        .unwrap()
        .unwrap();
    assert_eq!((win.way, win.score()), (WinWay::Wei, 15));
    assert_eq!(checker.win_on(&before, c('叁'), DISCARD), Ok(None));
    let relaxed = paohuzi::Checker::new(rules(&["min_huxi=0"]));
    let win = relaxed.win_on(&before, c('叁'), DISCARD).unwrap().unwrap();
    assert_eq!((win.way, win.score()), (WinWay::Peng, 12));
    // The actions: the forced 偎, then 胡, and no 过.
    let actions = checker.actions(&before, c('叁'), Source::OwnDraw).unwrap();
    let text: Vec<String> = actions.iter().map(ToString::to_string).collect();
    assert_eq!(text, ["偎 叁叁叁", "胡 偎胡 15"]);
}

#[test]
fn own_draw_onto_a_kan_or_wei_wins_only_by_ti() {
    let checker = paohuzi::Checker::new(rules(&["min_huxi=0"]));
    // After the 提 the rest 四五六七 does not decompose.
    let before = hand("三三三四五六七");
    assert_eq!(checker.win_on(&before, c('三'), Source::OwnDraw), Ok(None));
    let before = hand("三三三四五六七七");
    let win = checker
        .win_on(&before, c('三'), Source::OwnDraw)
        .unwrap()
        .unwrap();
    assert_eq!((win.way, win.score()), (WinWay::Ti, 9));
    let before = hand("四五六七七 [偎:三三三]");
    let win = checker
        .win_on(&before, c('三'), Source::OwnDraw)
        .unwrap()
        .unwrap();
    assert_eq!((win.way, win.score()), (WinWay::Ti, 9));
    let actions = checker.actions(&before, c('三'), Source::OwnDraw).unwrap();
    let text: Vec<String> = actions.iter().map(|a| a.to_ascii()).collect();
    assert_eq!(text, ["ti 3333x", "hu ti 9"]);
    // From a discard the same card makes a 跑: 6.
    let win = checker.win_on(&before, c('三'), DISCARD).unwrap().unwrap();
    assert_eq!((win.way, win.score()), (WinWay::Pao, 6));
}

#[test]
fn a_drawn_card_onto_a_peng_is_a_pao_but_a_discard_is_not() {
    let checker = paohuzi::Checker::new(rules(&["min_huxi=0"]));
    let before = hand("四五六七七 [碰:三三三]");
    for s in [Source::OwnDraw, OTHER_DRAW] {
        let win = checker.win_on(&before, c('三'), s).unwrap().unwrap();
        assert_eq!((win.way, win.score()), (WinWay::Pao, 6), "{s}");
        let actions = checker.actions(&before, c('三'), s).unwrap();
        assert!(actions.contains(&Action::Pao(group(GroupKind::Pao, &[c('三'); 4]))));
    }
    assert_eq!(checker.win_on(&before, c('三'), DISCARD), Ok(None));
    let actions = checker.actions(&before, c('三'), DISCARD_NEXT).unwrap();
    assert!(!actions.iter().any(|a| matches!(a, Action::Pao(_))));
}

#[test]
fn waits_by_source_and_dead_cards() {
    let checker = paohuzi::Checker::new(rules(&["min_huxi=0"]));
    // 七 shows four times: dead. 四五 waits on 三 and 六 from anywhere (跑 6 + a run, a
    // run and the pair 拾拾).
    let before = hand("四五八九十拾拾 [跑:七七七七]");
    let waits = checker.waits(&before).unwrap();
    assert!(waits.card(c('七')).dead);
    assert!(!waits.card(c('七')).wins());
    assert_eq!(
        checker.win_on(&before, c('七'), DISCARD),
        Err(paohuzi::PlayError::FifthCopy { card: c('七') })
    );
    assert_eq!(
        checker
            .actions(&before, c('七'), DISCARD)
            .unwrap_err()
            .to_string(),
        "七 cannot arrive: the hand already holds or shows all four"
    );
    let winners: Vec<(Card, u16)> = waits
        .winning(Source::OwnDraw)
        .map(|(x, w)| (x, w.score))
        .collect();
    assert_eq!(winners, [(c('三'), 6), (c('六'), 6)]);
    assert!(waits.is_ready());
    assert_eq!(
        waits.to_string(),
        "自摸: 三=6 平胡, 六=6 平胡\n别家翻牌: 三=6 平胡, 六=6 平胡\n别家打出: 三=6 平胡, 六=6 平胡\ndead: 七"
    );
    // A 坎 waiting on its fourth card: 提 on own draw, 跑 or 破跑 from others.
    let before = hand("五五五七八九十十");
    let waits = checker.waits(&before).unwrap();
    let five = waits.card(c('五'));
    assert_eq!(
        five.own_draw.map(|w| (w.way, w.score)),
        Some((WinWay::Ti, 9))
    );
    assert_eq!(five.discard.map(|w| w.way), Some(WinWay::Pao));
    assert!(!checker.waits(&hand("一四七")).unwrap().is_ready());
}
