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
