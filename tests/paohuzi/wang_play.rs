//! Playing with 王: the rules file's worked examples of 王钓, 王闯 and 王炸 (and their 王 forms),
//! 有王必须自摸, the multipliers of `wang_fan` and the limits of `wang_limit`, a drawn 王 among
//! the waits, and the refusals of actions on a hand with 王.

use crate::support::{paohuzi_hand as hand, paohuzi_rules as rules};
use hupai::paohuzi::{Card, CheckError, Checker, PlayError, Source, Win, WinWay};

fn card(text: &str) -> Card {
    hand(text).held_cards()[0]
}

fn win(before: &str, draw: &str, source: Source, options: &[&str]) -> Option<Win> {
    let checker = Checker::new(rules(options));
    let before = hand(before);
    if draw == "王" {
        checker.win_on_drawn_wang(&before).expect("valid")
    } else {
        checker.win_on(&before, card(draw), source).expect("valid")
    }
}

fn way(w: &Option<Win>) -> Option<(WinWay, u16, u16)> {
    w.as_ref().map(|w| (w.way, w.score(), w.multiplier))
}

const YZ: [&str; 1] = ["wang=4"];

#[test]
fn the_rules_files_worked_examples_win_as_it_says() {
    let own = Source::OwnDraw;
    let diao = "[提:拾拾拾拾] 一二三 二七十 四五六 七八九 肆伍陆 王";
    let w = win(diao, "捌", own, &YZ);
    assert_eq!(
        way(&w),
        Some((WinWay::WangDiao { drawn_wang: false }, 18, 4))
    );
    let text = w.expect("a win").to_string();
    assert!(
        text.starts_with("王钓 18 ×4:") && text.contains("(王=捌)"),
        "{text}"
    );
    assert_eq!(
        way(&win(diao, "王", own, &YZ)),
        Some((WinWay::WangDiao { drawn_wang: true }, 18, 8))
    );
    // A 坎 of 九 where the rules file's hand holds four 三 (a 提 here).
    let chuang = "壹贰叁 贰柒拾 一二三 九九九 四五六 柒捌玖 王王";
    assert_eq!(
        way(&win(chuang, "五", own, &YZ)),
        Some((WinWay::WangChuang { drawn_wang: false }, 21, 8))
    );
    // 王炸 (×16, 18) rather than 王钓 with 捌捌王王 as four alike (×4, 21).
    let zha = "壹贰叁 一二三 四五六 七八九 肆伍陆 捌捌 王王王";
    assert_eq!(
        way(&win(zha, "九", own, &YZ)),
        Some((WinWay::WangZha { drawn_wang: false }, 18, 16))
    );
    let plain = "一三王 贰柒拾 壹贰叁 玖玖玖 七八九 伍陆柒 五六";
    assert_eq!(
        way(&win(plain, "四", own, &YZ)),
        Some((WinWay::InHand { po_pao: false }, 21, 2))
    );
    // 有王必须自摸.
    assert_eq!(
        way(&win(plain, "四", Source::Discard { next: true }, &YZ)),
        None
    );
    assert_eq!(
        way(&win(plain, "四", Source::OtherDraw { next: false }, &YZ)),
        None
    );
}

#[test]
fn wang_fan_and_wang_limit_change_the_multiplier_and_the_wins() {
    let own = Source::OwnDraw;
    let zha = "壹贰叁 一二三 四五六 七八九 肆伍陆 捌捌 王王王";
    // Plain multipliers, no doubled form: 王炸 ×8 is still the best.
    assert_eq!(
        way(&win(zha, "九", own, &["wang=4", "wang_fan=plain"])),
        Some((WinWay::WangZha { drawn_wang: false }, 18, 8))
    );
    assert_eq!(
        way(&win(zha, "王", own, &["wang=4"])).map(|w| (w.0, w.2)),
        Some((WinWay::WangZha { drawn_wang: true }, 32))
    );
    // With three 王, by_wang keeps only the 王 ways: the plain win on 一 is gone.
    let three = "壹贰叁 二三 四五六 七八九 肆伍陆 柒捌玖 王王王";
    // (一二三 and 王王王 a big triplet: 6 + 3 + 6; 王闯 would score 12, below 15.)
    assert_eq!(
        way(&win(three, "一", own, &["wang=4"])),
        Some((WinWay::InHand { po_pao: false }, 15, 2))
    );
    assert_eq!(
        way(&win(three, "一", own, &["wang=4", "wang_limit=by_wang"])),
        None
    );
    // by_fan: three 王 need ×8, which a plain self-drawn win (×2) never reaches.
    assert_eq!(
        way(&win(three, "一", own, &["wang=4", "wang_limit=by_fan"])),
        None
    );
    // 王炸 ×16 reaches it.
    assert!(win(zha, "九", own, &["wang=4", "wang_limit=by_fan"]).is_some());
}

#[test]
fn a_drawn_wangs_group_takes_the_card_that_leaves_the_rest_its_copies() {
    // Card points: every red triplet scores alike, and 二 comes first; but under the cap the
    // 王 left beside the 二 must be another 二 (the pair), so the three 王 stand for 七.
    let hand = "二王王王 [提:拾拾拾拾] [偎:贰贰贰]";
    let options = [
        "wang=4",
        "scoring=red_black",
        "wang_fifth_copy=false",
        "wang_limit=by_wang",
    ];
    let w = win(hand, "王", Source::OwnDraw, &options).expect("a win");
    assert_eq!(
        (w.way, w.score(), w.multiplier),
        (WinWay::WangChuang { drawn_wang: true }, 60, 16)
    );
    let text = w.to_string();
    assert!(text.contains("(王=二)") && text.contains("王=七"), "{text}");
}

#[test]
fn a_hand_without_wang_waits_on_a_drawn_wang_where_the_rules_allow_one() {
    // A drawn 王 stands for 一, beside 二三: 27 胡息 in the hand, ×2 on the player's own draw.
    // Without 王 allowed there is no such wait.
    let before = hand("二三四四四贰伍陆柒柒捌捌捌拾 [提:八八八八]");
    let options = ["wang=1", "min_huxi=6", "mixed_erqishi=true"];
    let checker = Checker::new(rules(&options));
    let drawn = checker.win_on_drawn_wang(&before).expect("valid");
    let in_hand = WinWay::InHand { po_pao: false };
    assert_eq!(way(&drawn), Some((in_hand, 27, 2)));
    let waits = checker.waits(&before).expect("valid");
    let wait = waits.wang().map(|w| (w.way, w.score, w.multiplier));
    assert_eq!(wait, way(&drawn));
    assert!(waits.is_ready());
    let none = Checker::new(rules(&["min_huxi=6", "mixed_erqishi=true"]));
    assert_eq!(none.waits(&before).expect("valid").wang(), None);
}

#[test]
fn actions_refuse_a_hand_with_wang_for_the_reason_winning_on_the_card_does() {
    // Too many cards (with the 王 and the card) and a mixed 二七十 the rules do not know: the
    // first check the rules file names, the size, is the one both report.
    let before = hand("二五十十陆柒柒捌拾拾拾王王王王 [吃:七贰拾] [吃:六陆陆]");
    let checker = Checker::new(rules(&["wang=4"]));
    let win = checker.win_on(&before, card("一"), Source::OwnDraw);
    assert!(matches!(
        win,
        Err(PlayError::Check(CheckError::TooManyCards { .. }))
    ));
    let actions = checker.actions(&before, card("一"), Source::OwnDraw);
    assert_eq!(actions.map(|_| ()), win.map(|_| ()));
}
