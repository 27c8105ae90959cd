//! Every pair of rule keys, each at its interesting values: random hands valid under the rule
//! set (melds, jokers, the joker kind held), and now and then invalid, asked every question,
//! whose answers must agree — check, forms, decompositions and the count-array check accept or
//! refuse a hand alike, and waits refuses what a check of the hand with a tile added refuses;
//! a hand is complete in the forms the reference finds, decomposes exactly when it is complete
//! in the standard form, and is answered alike one by one and in a batch; a kind is a wait
//! exactly when the hand with it is complete, and no wait is a tile a check refuses; a kind
//! held four times is a dead wait. Options interact (a joker kind
//! that is an honor in a game without honors, thirteen orphans without honors, eyes
//! with a numbered joker kind), so each option is tried beside every other one.

mod agree;
mod deal;
mod reference;
mod rule_sets;
mod shanten;

use crate::support::Rng;
use agree::Tally;
use deal::Dealer;
use hupai::Checker;
use rule_sets::RuleSet;

/// Hands dealt per rule set: all of them with optimizations, a tenth in a debug build.
const HANDS: usize = if cfg!(debug_assertions) { 300 } else { 3000 };

/// Deals and asks every question under one rule set; the first disagreement, with the hand and
/// the rule set, is the error.
fn agree(set: &RuleSet, seed: u64) -> Result<Tally, String> {
    let checker = Checker::new(set.rules);
    let mut dealer = Dealer {
        rules: &set.rules,
        rng: Rng(seed),
    };
    let mut tally = Tally::default();
    let mut hands = Vec::new();
    for _ in 0..HANDS {
        let dealt = dealer.deal();
        let hand = dealt.hand();
        let fail = |what: &str, e: String| format!("{:?} `{hand}` ({what}): {e}", set.options);
        agree::check(&checker, &dealt, &mut tally).map_err(|e| fail("check", e))?;
        if let Some(less) = dealt.less_one(dealer.rng.next() as usize) {
            let fail = |e| format!("{:?} `{}` (waits): {e}", set.options, less.hand());
            agree::waits(&checker, &less, &mut tally).map_err(fail)?;
        }
        hands.push(hand);
    }
    let batch = checker.is_complete_all(&hands);
    for (hand, answer) in hands.iter().zip(batch) {
        if answer != checker.is_complete(hand) {
            return Err(format!(
                "{:?} `{hand}`: the batch answers {answer:?}",
                set.options
            ));
        }
    }
    Ok(tally)
}

/// Runs `agree` on every rule set, on two threads, each set with its own seed; the first
/// disagreement panics with its message.
fn on_two_threads<T: Send>(
    sets: &[RuleSet],
    agree: impl Fn(&RuleSet, u64) -> Result<T, String> + Sync,
) -> Vec<(RuleSet, T)> {
    let half = sets.len().div_ceil(2);
    let agree = &agree;
    std::thread::scope(|scope| {
        let workers: Vec<_> = sets
            .chunks(half)
            .enumerate()
            .map(|(c, chunk)| {
                scope.spawn(move || {
                    chunk
                        .iter()
                        .enumerate()
                        .map(|(i, set)| {
                            let seed = 0x9e37_79b9_7f4a_7c15 ^ ((c * half + i) as u64 + 1);
                            let tally = agree(set, seed).unwrap_or_else(|e| panic!("{e}"));
                            (set.clone(), tally)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("no disagreement"))
            .collect()
    })
}

#[test]
fn every_pair_of_rule_keys_agrees_on_check_waits_and_decompositions() {
    let sets = rule_sets::pairs_and_random(60, 0xC4EC_0A11);
    let tallies = on_two_threads(&sets, agree);
    let mut total = Tally::default();
    for (set, tally) in &tallies {
        // Each rule set saw complete hands, and held its joker kind in hands it accepts.
        assert!(tally.complete > 0, "{:?}: {tally:?}", set.options);
        // (A joker kind among 2m..8m has no tiles in a three-player game.)
        let joker_allowed = set.rules.max_jokers > 0;
        if set.rules.joker.is_some_and(|j| set.rules.has_kind(j)) && joker_allowed {
            assert!(tally.joker_kind_held > 0, "{:?}: {tally:?}", set.options);
        }
        total += *tally;
    }
    eprintln!("{} rule sets: {total:?}", tallies.len());
    assert!(
        total.refused > 0 && total.waits > total.complete / 4,
        "{total:?}"
    );
}

#[test]
fn every_pair_of_rule_keys_and_random_sets_agree_on_shanten_with_the_search() {
    let sets = rule_sets::pairs_and_random(200, 0x5A17_E2A7);
    let asked = on_two_threads(&sets, shanten::agree);
    let mut total = shanten::Asked::default();
    for (set, asked) in &asked {
        // Each rule set answered hands, and asked for effective tiles and discards.
        assert!(asked.shanten > 0, "{:?}: {asked:?}", set.options);
        total += *asked;
    }
    eprintln!("{} rule sets: {total:?}", asked.len());
    assert!(
        total.refused > 0 && total.effective > sets.len() / 2 && total.discards > sets.len() / 2,
        "{total:?}"
    );
}
