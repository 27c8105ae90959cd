//! The batch API: answers in input order, equal to one-by-one checks, on any thread pool.

use hupai::{Checker, Hand, Rules};
use hupai_cli::bench::{Class, samples};

#[test]
fn answers_are_in_input_order_and_equal_one_by_one_checks() {
    // Several tasks' worth of hands of every class, with hands that are errors mixed in.
    let mut hands: Vec<Hand> = Class::ALL
        .iter()
        .flat_map(|&c| samples(c, 5_000, 3))
        .map(|s| s.hand)
        .collect();
    let wrong: Hand = "123m".parse().unwrap();
    for i in (0..hands.len()).step_by(777) {
        hands.insert(i, wrong.clone());
    }
    for rules in [
        Rules::default(),
        Rules::from_options(["max_jokers=1"]).unwrap(),
    ] {
        let checker = Checker::new(rules);
        let one_by_one: Vec<_> = hands.iter().map(|h| checker.is_complete(h)).collect();
        assert!(one_by_one.contains(&Ok(true)));
        assert!(one_by_one.contains(&Ok(false)));
        assert!(one_by_one.iter().any(|a| a.is_err()));
        assert_eq!(checker.is_complete_all(&hands), one_by_one);
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(3)
            .build()
            .unwrap();
        let mut reused = vec![Ok(true); 5];
        pool.install(|| checker.is_complete_into(&hands, &mut reused));
        assert_eq!(reused, one_by_one);
        checker.is_complete_into(&hands[..10], &mut reused);
        assert_eq!(reused, one_by_one[..10]);
    }
    assert!(Checker::default().is_complete_all(&[]).is_empty());
}
