//! Whole hands (built hands and near misses, random deals) score and win as the backtracking
//! baseline says under every rule option; a checker refuses tables of another scoring variant.

use super::{build_hand, one_pair_at_most, run_under};
use crate::support::deal::{paohuzi_cards, rng_of};
use crate::support::{paohuzi_hand as hand, paohuzi_rules as rules};
use hupai::paohuzi;
use hupai::paohuzi::backtrack;
use hupai::paohuzi::{Card, Scoring};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

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

#[test]
fn built_hands_and_near_misses_agree_with_the_baseline_under_every_option() {
    run("built", 2000, build_hand, 200);
}

#[test]
fn random_deals_agree_with_the_baseline_under_every_option() {
    run("deal", 400, deal, 0);
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
