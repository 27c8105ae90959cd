//! The check with 王 by tables against the backtracking baseline's substitution: near-complete
//! hands (built from groups, some held cards turned into 王) and dealt hands, with 1-4 王,
//! under every scoring variant and each 王 switch.

use crate::paohuzi::{build_hand, run_under};
use crate::support::deal::{paohuzi_cards, rng_of};
use crate::support::paohuzi_play::listing_holds;
use hupai::paohuzi::{self, Card, Checker, Hand, Rules, backtrack};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// Every rule set the tests try: the scoring variants with each 王 switch, four 王 allowed.
fn every_rules() -> impl Iterator<Item = Rules> {
    Rules::variants().flat_map(|r| {
        (0..4u8).map(move |bits| Rules {
            wang: 4,
            wang_fifth_copy: bits & 1 == 0,
            wang_joins_kan: bits & 2 != 0,
            ..r
        })
    })
}

/// A hand built from groups with 1-4 of its held cards turned into 王.
pub(crate) fn near_complete(seeds: &[u32]) -> Hand {
    let base = build_hand(seeds);
    let mut held = base.held_cards();
    let wang = 1 + seeds.len() % 4;
    let mut rng = rng_of(seeds);
    let mut turned = 0;
    while turned < wang && !held.is_empty() {
        held.remove(rng.below(held.len()));
        turned += 1;
    }
    Hand::new(&held, base.exposed().to_vec())
        .and_then(|h| h.with_wang(turned as u8))
        .expect("fewer cards than before")
}

/// 17 to 21 cards dealt, then 1-4 王.
fn dealt(seeds: &[u32]) -> Hand {
    let wang = 1 + seeds.len() % 4;
    let cards = paohuzi_cards(&mut rng_of(seeds), 20 - wang);
    Hand::new(&cards, Vec::new())
        .and_then(|h| h.with_wang(wang as u8))
        .expect("a deal")
}

/// 6 to 11 cards of up to five ranks, both cases, then 1-3 王: hands where 绞 of real
/// cards and X X′ 王 can stand at many ranks at once.
fn jiao_rich(seeds: &[u32]) -> Hand {
    let mut rng = rng_of(seeds);
    let ranks: Vec<usize> = (0..3 + rng.below(3)).map(|_| rng.below(10)).collect();
    let mut counts = [0u8; 20];
    // A rank drawn twice gives fewer kinds: never more cards than they hold.
    let mut distinct = ranks.clone();
    distinct.sort_unstable();
    distinct.dedup();
    let size = (6 + rng.below(6)).min(8 * distinct.len());
    let mut cards = Vec::new();
    while cards.len() < size {
        let kind = ranks[rng.below(ranks.len())] + 10 * rng.below(2);
        if counts[kind] < 4 {
            counts[kind] += 1;
            cards.extend(Card::from_index(kind));
        }
    }
    let wang = 1 + seeds.len() % 3;
    Hand::new(&cards, Vec::new())
        .and_then(|h| h.with_wang(wang as u8))
        .expect("at most four of each")
}

/// The table check and the baseline agree on a hand, and the listing holds together: every
/// real card once, one card named per 王, scores summing to the best.
pub(crate) fn agree(h: &Hand, r: &Rules) -> Result<bool, TestCaseError> {
    let checker = Checker::new(*r);
    let (got, want) = match (checker.check(h), backtrack::best_score(h, r)) {
        (Err(a), Err(b)) => {
            prop_assert_eq!(a, b);
            return Ok(false);
        }
        (Ok(g), Ok(w)) => (g, w),
        (g, w) => return Err(TestCaseError::fail(format!("{h}: {g:?} vs {w:?}"))),
    };
    prop_assert_eq!(got.score, want, "{} under {:?}", h, r);
    prop_assert_eq!(checker.best_score(h), Ok(want), "{} under {:?}", h, r);
    prop_assert_eq!(got.complete, want.is_some());
    if got.complete {
        listing_holds(h, &got, r);
    }
    Ok(got.complete)
}

fn run(name: &str, full: u32, make: fn(&[u32]) -> Hand, min_complete: u32) {
    run_under(name, full, make, min_complete, every_rules(), agree);
}

#[test]
fn near_complete_hands_with_wang_agree_with_the_baseline() {
    run("near complete", 200, near_complete, 40);
}

#[test]
fn hands_rich_in_jiao_with_wang_agree_with_the_baseline() {
    run("jiao rich", 100, jiao_rich, 10);
}

#[test]
fn dealt_hands_with_wang_agree_with_the_baseline() {
    run("dealt", 100, dealt, 0);
}

#[test]
fn every_group_says_what_its_wang_stand_for() {
    let checker = Checker::new(paohuzi::Rules::from_options(["wang=4"]).expect("rules"));
    let out = checker
        .check(
            &"一三王 贰柒拾 壹贰叁 玖玖玖 七八九 伍陆柒 五六四"
                .parse()
                .expect("hand"),
        )
        .expect("valid");
    assert_eq!(out.score, Some(21));
    let run = out
        .groups
        .iter()
        .find(|g| !g.wang.is_empty())
        .expect("a group with 王");
    assert_eq!(run.to_string(), "一二三(王=二)=3");
}
