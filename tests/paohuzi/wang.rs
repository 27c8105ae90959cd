//! 王 (jokers): the notation, the rule keys' refusals, and whole hands with 王 against the
//! backtracking baseline's substitution (every choice of cards for the 王).

use crate::support::{paohuzi_hand as hand, paohuzi_rules as rules};
use hupai::paohuzi::{self, CheckError, Hand, HandError, ParseErrorKind};

#[test]
fn wang_is_written_in_chinese_or_as_w_and_reads_back() {
    let h = hand("一二三王 [碰:三三三] w");
    assert_eq!(h.wang(), 2);
    assert_eq!(h.to_string(), "一二三王王 [碰:三三三]");
    assert_eq!(h.to_ascii(), "123xww [peng:333x]");
    assert_eq!(h, hand("123xWW [peng:333x]"));
    assert_eq!(hand(&h.to_ascii()), h);
    assert_eq!(hand(&h.to_string()), h);
    let only = hand("王王");
    assert_eq!(
        (only.wang(), only.to_string(), only.to_ascii()),
        (2, "王王".into(), "ww".into())
    );
    assert_eq!(hand(&only.to_ascii()), only);
}

#[test]
fn a_wang_in_a_group_or_a_fifth_wang_is_named_where_it_stands() {
    let e = "一二三 [碰:三三王]".parse::<Hand>().unwrap_err();
    assert_eq!((e.position, e.reason), (10, ParseErrorKind::WangInGroup));
    let e = "[peng:33xw]".parse::<Hand>().unwrap_err();
    assert_eq!((e.position, e.reason), (10, ParseErrorKind::WangInGroup));
    let e = "王王王w王".parse::<Hand>().unwrap_err();
    assert_eq!((e.position, &e.reason), (5, &ParseErrorKind::TooManyWang));
    assert!(e.to_string().contains("王"), "{e}");
    let e = "12w".parse::<Hand>().unwrap_err();
    assert_eq!(
        (e.position, e.reason),
        (1, ParseErrorKind::DigitsWithoutCase)
    );
    assert_eq!(
        hand("王王王王").with_drawn_wang().unwrap_err(),
        HandError::TooManyWang { count: 5 }
    );
}

#[test]
fn a_wang_beyond_the_rules_is_an_error_naming_the_key() {
    let h = hand("一二三四五六王王");
    let e = paohuzi::Checker::new(paohuzi::Rules::default())
        .check(&h)
        .unwrap_err();
    assert_eq!(e, CheckError::TooManyWang { count: 2, limit: 0 });
    assert!(e.to_string().contains("`wang`"), "{e}");
    let e = paohuzi::Checker::new(rules(&["wang=1"]))
        .check(&h)
        .unwrap_err();
    assert_eq!(e, CheckError::TooManyWang { count: 2, limit: 1 });
    let e = paohuzi::backtrack::best_score(&h, &rules(&["wang=1"])).unwrap_err();
    assert_eq!(e, CheckError::TooManyWang { count: 2, limit: 1 });
}

/// The best score by the backtracking baseline under `options`, which the check by tables
/// must give too.
fn baseline(text: &str, options: &[&str]) -> Option<u16> {
    let want = paohuzi::backtrack::best_score(&hand(text), &rules(options)).expect("valid");
    let got = paohuzi::Checker::new(rules(options)).check(&hand(text));
    assert_eq!(got.map(|o| o.score), Ok(want), "{text} under {options:?}");
    want
}

#[test]
fn the_rules_files_worked_examples_score_by_substitution() {
    let four = ["wang=4"];
    // 捌王 the pair beside the 提: 12 + 3 + 3.
    assert_eq!(
        baseline(
            "[提:拾拾拾拾] 一二三 二七十 四五六 七八九 肆伍陆 王捌",
            &four
        ),
        Some(18)
    );
    assert_eq!(
        baseline(
            "[提:拾拾拾拾] 一二三 二七十 四五六 七八九 肆伍陆 王王",
            &four
        ),
        Some(18)
    );
    // The four 三 held are a 提 here, never split: 一二王 is 一二三 and 五王 the pair:
    // 6 + 6 + 9 + 3.
    assert_eq!(
        baseline("壹贰叁 贰柒拾 一二三 三三三 四五六 七八九 王王五", &four),
        Some(24)
    );
    // With a 坎 of 九 instead, 五王王 is a triplet: 6 + 6 + 3 + 3 (the 坎) + 3.
    assert_eq!(
        baseline("壹贰叁 贰柒拾 一二三 九九九 四五六 柒捌玖 王王五", &four),
        Some(21)
    );
    // 捌捌王王 four alike (12) beside the pair 九王 beats 九王王王 (9) beside 捌捌.
    assert_eq!(
        baseline("壹贰叁 一二三 四五六 七八九 肆伍陆 捌捌 王王王 九", &four),
        Some(21)
    );
    // 一三王 is 一二三.
    assert_eq!(
        baseline("一三王 贰柒拾 壹贰叁 玖玖玖 七八九 伍陆柒 五六四", &four),
        Some(21)
    );
    // With 王 for 四 as well it is short of nothing: 一二三 and 四五六 again.
    assert_eq!(
        baseline("一三王 贰柒拾 壹贰叁 玖玖玖 七八九 伍陆柒 五六王", &four),
        Some(21)
    );
}

#[test]
fn a_wang_joins_a_kan_only_under_wang_joins_kan() {
    let text = "壹贰叁 一二三 九九九 四五六 肆伍陆 柒捌玖 八八王";
    // 八八王 a triplet beside the 坎: 6 + 3 + 3 + 3.
    assert_eq!(baseline(text, &["wang=1"]), Some(15));
    // 九九九王 four alike (9), and 八八 its pair: 6 + 3 + 9.
    assert_eq!(baseline(text, &["wang=1", "wang_joins_kan=true"]), Some(18));
}

#[test]
fn a_wang_is_a_fifth_copy_only_under_wang_fifth_copy() {
    let text = "[提:一一一一] 二三王 二七十 四五六 七八九 肆伍陆 捌捌";
    // 二三王 is 一二三 (a fifth 一): 9 + 3 + 3.
    assert_eq!(baseline(text, &["wang=1"]), Some(15));
    // Capped at four copies, 二三王 is 二三四: 9 + 3.
    assert_eq!(
        baseline(text, &["wang=1", "wang_fifth_copy=false"]),
        Some(12)
    );
}

#[test]
fn four_wang_that_would_need_a_fifth_copy_make_no_win_under_the_cap() {
    // Complete only where a 王 makes a fifth copy (伍陆柒 with a 王 as 陆, beside the 跑):
    // under the cap the search must rule out every decomposition of four 王 among fourteen
    // real cards (some 1,100 states, each known by the room the 王 leave).
    let text = "二二三三四五六七十壹叁伍柒柒王王王王 [跑:陆陆陆陆]";
    let mixed = ["wang=4", "mixed_erqishi=true"];
    assert!(baseline(text, &mixed).is_some());
    let capped = ["wang=4", "mixed_erqishi=true", "wang_fifth_copy=false"];
    assert_eq!(baseline(text, &capped), None);
    // Complete under the cap, by a 王 standing where a copy is left.
    let text = "一一三四十十十壹壹柒柒王王王王 [吃:陆柒捌] 二";
    assert!(baseline(text, &capped).is_some());
}

#[test]
fn a_pair_stands_only_beside_four_alike() {
    // Without a 跑 or 提 anywhere, 捌捌王王 must be four alike (12) for 肆肆 to be the pair.
    assert_eq!(
        baseline("壹贰叁 一二三 四五六 七八九 捌捌王王 肆肆", &["wang=2"]),
        Some(6 + 3 + 12)
    );
    // One 王 cannot make four alike, so 3n + 2 cards with it are refused as without.
    let e = paohuzi::backtrack::best_score(
        &hand("壹贰叁 一二三 四五六 七八九 捌 王"),
        &rules(&["wang=1"]),
    );
    assert!(
        matches!(e, Err(CheckError::PairWithoutFour { .. })),
        "{e:?}"
    );
    // 王王王王 is four alike of a big card beside the pair 捌捌 (or 捌捌王 and 王王王, 6 + 6):
    // 6 + 3 + 12.
    assert_eq!(
        baseline(
            "壹贰叁 一二三 四五六 七八九 肆伍陆 王王王王 捌捌",
            &["wang=4"]
        ),
        Some(6 + 3 + 12)
    );
}
