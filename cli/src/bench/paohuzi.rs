//! Paohuzi classes: the table check's best 胡息 against the backtracking search, on the same
//! seeded hands.
//!
//! Two classes of 21-card hands (a dealer's hand, or a player's after the winning card):
//!
//! - `phz_random`: 21 cards dealt from a shuffled deck. Rarely complete; the search can stop
//!   early, the tables always read.
//! - `phz_complete`: complete hands built from random groups, some laid down (碰, 偎, 跑, 提,
//!   吃) and the rest held (runs, 二七十, 绞, 坎, a held 提), with the pair a 跑 or 提 calls
//!   for. The search must try every decomposition to find the best, which is what it costs a server on
//!   every winning claim.
//!
//! Methods, both answering the best score or "not complete":
//!
//! - `phz_table`: [`paohuzi::Checker::best_score`].
//! - `phz_backtrack`: [`backtrack::best_score`], the recursive extraction.
//!
//! Waits have a class of their own, `phz_waits`: complete hands less one held card (20 cards
//! or fewer, waiting on at least the card taken out), and three methods:
//!
//! - `phz_waits`: [`paohuzi::Checker::waits`], every card from all three sources at once.
//! - `phz_win_on_20`: [`paohuzi::Checker::win_on`] for each of the 20 cards, one source (a
//!   discard); its answers are compared with the waits' discard column on every hand.
//! - `phz_checks_20`: for each of the 20 cards, the hand with the card held
//!   ([`paohuzi::Hand::with_card`]) and [`paohuzi::Checker::best_score`]: what a caller without waits
//!   would write. It answers a simpler question (the card joins the hand's groups, and three
//!   alike count as a 坎 the player never held), so its answers are not compared; it is
//!   the cost the waits replace.

use super::class::Class;
use super::rng::SplitMix;
use super::timing::{ClassResult, MethodResult, fastest_pass};
use hupai::paohuzi;
use hupai::paohuzi::{COPIES, KINDS};
use hupai::paohuzi::{Card, Group, GroupKind, Shape, backtrack};
use std::hint::black_box;
use std::time::Duration;

/// Every Paohuzi method name, in the order reports list them.
pub const METHODS: [&str; 2] = ["phz_table", "phz_backtrack"];

/// Every Paohuzi waits method name, in the order reports list them.
pub const WAIT_METHODS: [&str; 3] = ["phz_waits", "phz_win_on_20", "phz_checks_20"];

/// Most hands of a Paohuzi class in one run: the backtrack search is slow (its time a hand is
/// in `BENCHMARKS.md`), and every method runs several passes, so more would make the run minutes long
/// without changing the ratio.
pub const MAX_HANDS: usize = 10_000;

/// Cards in every hand of the classes.
pub use super::class::PAOHUZI_CARDS as CARDS;

/// Draws the hands of one class.
pub(super) struct Dealer {
    rng: SplitMix,
}

impl Dealer {
    pub(super) fn new(stream: u64, seed: u64) -> Dealer {
        Dealer {
            rng: SplitMix(seed ^ stream.wrapping_mul(0xd1b5_4a32_d192_ed03)),
        }
    }

    fn card(&mut self) -> Card {
        Card::wrapping(self.rng.below(KINDS))
    }

    /// 21 cards from a shuffled deck (a partial Fisher-Yates shuffle).
    pub(super) fn deal(&mut self) -> paohuzi::Hand {
        let mut deck: Vec<Card> = Card::all().flat_map(|c| [c; COPIES as usize]).collect();
        for i in 0..CARDS {
            let j = i + self.rng.below(deck.len() - i);
            deck.swap(i, j);
        }
        paohuzi::Hand::new(&deck[..CARDS], Vec::new()).expect("a deal holds four of each at most")
    }

    /// Three cards of a random in-hand shape: a run, 二七十 or 绞.
    fn three(&mut self) -> [Card; 3] {
        let c = self.card();
        let case = c.case();
        let at = |rank: u8| Card::new(case, rank).expect("rank 1..=10");
        match self.rng.below(8) {
            0..=4 => {
                let r = c.rank().min(8);
                [at(r), at(r + 1), at(r + 2)]
            }
            5 | 6 => [at(2), at(7), at(10)],
            _ => [c, c, c.flipped()],
        }
    }

    /// A complete hand: up to three groups laid down, held groups up to seven in all, and a
    /// pair when a 跑 or 提 (laid down or held) makes one necessary.
    pub(super) fn complete(&mut self) -> paohuzi::Hand {
        loop {
            if let Some(hand) = self.try_complete() {
                return hand;
            }
        }
    }

    /// A complete hand with `wang` of its held cards turned into 王.
    pub(super) fn with_wang(&mut self, wang: u8) -> paohuzi::Hand {
        loop {
            let hand = self.complete();
            let mut held = hand.held_cards();
            if held.len() < usize::from(wang) {
                continue;
            }
            for _ in 0..wang {
                held.remove(self.rng.below(held.len()));
            }
            if let Ok(hand) =
                paohuzi::Hand::new(&held, hand.exposed().to_vec()).and_then(|h| h.with_wang(wang))
            {
                return hand;
            }
        }
    }

    /// A complete hand, or `None` when the cards drawn could not make one.
    fn try_complete(&mut self) -> Option<paohuzi::Hand> {
        let mut cards = Cards::default();
        let (exposed, mut four) = self.lay_down(&mut cards)?;
        let mut groups = exposed.len();
        while groups < 7 - usize::from(four) {
            let (group, alike) = match self.rng.below(10) {
                0 => (vec![self.card(); 3], true),
                // A held 提 calls for a pair, so it takes the place of one group.
                1 if !four && groups < 6 => (vec![self.card(); 4], true),
                _ => (self.three().to_vec(), false),
            };
            if cards.hold(&group, alike) {
                four |= group.len() == 4;
                groups += 1;
            }
        }
        if four {
            let c = self.card();
            if !cards.hold(&[c, c], false) {
                return None;
            }
        }
        paohuzi::Hand::new(&cards.held, exposed).ok()
    }

    /// Up to three groups laid down (碰, 偎, 跑, 提 or 吃), each where its cards are left, and
    /// whether one of them is a 跑 or 提.
    fn lay_down(&mut self, cards: &mut Cards) -> Option<(Vec<Group>, bool)> {
        let mut exposed = Vec::new();
        let mut four = false;
        for _ in 0..self.rng.below(4) {
            let c = self.card();
            let (kind, group) = match self.rng.below(6) {
                0 => (GroupKind::Peng, vec![c; 3]),
                1 => (GroupKind::Wei, vec![c; 3]),
                2 => (GroupKind::Pao, vec![c; 4]),
                3 => (GroupKind::Ti, vec![c; 4]),
                _ => (GroupKind::Chi(Shape::Run), self.three().to_vec()),
            };
            if cards.take(&group) {
                four |= kind.is_four();
                exposed.push(Group::new(kind, &group).ok()?);
            }
        }
        Some((exposed, four))
    }
}

/// The cards of a complete hand being built: the copies of each kind used so far (laid down or
/// held), and the held cards.
#[derive(Default)]
struct Cards {
    used: [u8; KINDS],
    in_hand: [u8; KINDS],
    held: Vec<Card>,
}

impl Cards {
    /// Uses `cards` if copies of them are left; whether it did.
    fn take(&mut self, cards: &[Card]) -> bool {
        let mut next = self.used;
        for c in cards {
            next[c.index()] += 1;
        }
        let fits = next.iter().all(|&n| n <= COPIES);
        if fits {
            self.used = next;
        }
        fits
    }

    /// Holds `cards` (`alike`: as one 坎 or 提) if they fit; whether they did. Held counts
    /// decide what the check sees: three or four alike are a 坎 or 提 and nothing else, so a
    /// kind is either held as one such group or at most twice.
    fn hold(&mut self, cards: &[Card], alike: bool) -> bool {
        let mut next = self.in_hand;
        for c in cards {
            next[c.index()] += 1;
        }
        let fits = cards.iter().all(|c| {
            if alike {
                self.in_hand[c.index()] == 0
            } else {
                next[c.index()] <= 2
            }
        }) && self.take(cards);
        if fits {
            self.in_hand = next;
            self.held.extend_from_slice(cards);
        }
        fits
    }
}

impl Dealer {
    /// A complete hand less one held card: a hand before the card it waits on.
    pub(super) fn waiting(&mut self) -> paohuzi::Hand {
        loop {
            let hand = self.complete();
            let mut rest = hand.held_cards();
            if rest.is_empty() {
                continue;
            }
            rest.swap_remove(self.rng.below(rest.len()));
            if let Ok(before) = paohuzi::Hand::new(&rest, hand.exposed().to_vec()) {
                return before;
            }
        }
    }
}

/// The winning score of a discard of each card (by card index), trying each card with
/// [`paohuzi::Checker::win_on`].
pub fn win_on_20(checker: &paohuzi::Checker, hand: &paohuzi::Hand) -> [Option<u16>; KINDS] {
    let source = hupai::paohuzi::Source::Discard { next: false };
    std::array::from_fn(|i| {
        let card = Card::wrapping(i);
        checker
            .win_on(hand, card, source)
            .ok()
            .flatten()
            .map(|w| w.score())
    })
}

/// The best score of the hand with each card held, by the table check.
pub fn checks_20(checker: &paohuzi::Checker, hand: &paohuzi::Hand) -> [Option<u16>; KINDS] {
    std::array::from_fn(|i| {
        let with = hand.with_card(Card::wrapping(i)).ok()?;
        checker.best_score(&with).ok().flatten()
    })
}

/// Times the three waits methods; `Err` if a hand is refused or `phz_waits` and
/// `phz_win_on_20` disagree on a discard.
pub(super) fn run_waits_class(
    class: Class,
    checker: &paohuzi::Checker,
    hands: &[paohuzi::Hand],
    budget: Duration,
) -> Result<ClassResult, String> {
    let name = class.name();
    let discard = hupai::paohuzi::Source::Discard { next: false };
    let mut waiting = 0;
    for (i, h) in hands.iter().enumerate() {
        let waits = checker
            .waits(h)
            .map_err(|e| format!("class {name}, hand {i} ({h}): {e}"))?;
        let from_waits: [Option<u16>; KINDS] =
            std::array::from_fn(|k| waits.card(Card::wrapping(k)).get(discard).map(|w| w.score));
        let tried = win_on_20(checker, h);
        if from_waits != tried {
            return Err(format!(
                "class {name}, hand {i} ({h}): phz_waits says {from_waits:?}, phz_win_on_20 says {tried:?}"
            ));
        }
        waiting += usize::from(waits.is_ready());
    }
    let time = |method: &'static str, run: &dyn Fn(&paohuzi::Hand)| MethodResult {
        method,
        ns_per_hand: fastest_pass(hands.len(), budget, || {
            for h in hands {
                run(black_box(h));
            }
        }),
        complete: waiting,
    };
    let methods = vec![
        time("phz_waits", &|h| {
            black_box(checker.waits(h).ok());
        }),
        time("phz_win_on_20", &|h| {
            black_box(win_on_20(checker, h));
        }),
        time("phz_checks_20", &|h| {
            black_box(checks_20(checker, h));
        }),
    ];
    Ok(ClassResult {
        class,
        hands: hands.len(),
        methods,
    })
}

/// Hands of a class with 王 at most: the baseline tries every choice of cards for them.
pub const MAX_WANG_HANDS: usize = 300;

/// Times both methods on one class; `Err` if a hand is refused or the two disagree. A class
/// with 王 is checked under the checker's rules with `wang=4`.
pub(super) fn run_class(
    class: Class,
    checker: &paohuzi::Checker,
    hands: &[paohuzi::Hand],
    budget: Duration,
) -> Result<ClassResult, String> {
    let wang_checker;
    let checker = if class.jokers() > 0 {
        wang_checker = paohuzi::Checker::new(paohuzi::Rules {
            wang: 4,
            ..*checker.rules()
        });
        &wang_checker
    } else {
        checker
    };
    let rules = *checker.rules();
    let name = class.name();
    let mut table = Vec::with_capacity(hands.len());
    for (i, h) in hands.iter().enumerate() {
        let fast = checker.best_score(h);
        let slow = backtrack::best_score(h, &rules);
        if fast != slow {
            return Err(format!(
                "class {name}, hand {i} ({h}): phz_table says {fast:?}, phz_backtrack says {slow:?}"
            ));
        }
        table.push(fast.map_err(|e| format!("class {name}, hand {i} ({h}): {e}"))?);
    }
    let complete = table.iter().filter(|s| s.is_some()).count();
    let time = |method: &'static str, score: &dyn Fn(&paohuzi::Hand) -> Option<u16>| {
        let ns_per_hand = fastest_pass(hands.len(), budget, || {
            for h in hands {
                black_box(score(black_box(h)));
            }
        });
        MethodResult {
            method,
            ns_per_hand,
            complete,
        }
    };
    let methods = vec![
        time("phz_table", &|h| checker.best_score(h).ok().flatten()),
        time("phz_backtrack", &|h| {
            backtrack::best_score(h, &rules).ok().flatten()
        }),
    ];
    Ok(ClassResult {
        class,
        hands: hands.len(),
        methods,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use hupai::paohuzi;

    #[test]
    fn complete_hands_are_complete_and_hold_21_cards_counting_fours_as_three() {
        let checker = paohuzi::Checker::new(paohuzi::Rules::default());
        let mut dealer = Dealer::new(1, 5);
        let mut laid = 0;
        let mut fours = 0;
        for _ in 0..2_000 {
            let h = dealer.complete();
            let held: usize = h.held().iter().map(|&n| usize::from(n.min(3))).sum();
            let four = h.held().contains(&4) || h.exposed().iter().any(|g| g.kind().is_four());
            assert_eq!(held + 3 * h.exposed().len(), 21 - usize::from(four), "{h}");
            assert!(checker.best_score(&h).unwrap().is_some(), "{h}");
            laid += usize::from(!h.exposed().is_empty());
            fours += usize::from(four);
        }
        assert!(laid > 500 && fours > 300, "{laid} {fours}");
    }

    #[test]
    fn waits_agree_with_win_on_from_every_source_under_every_option() {
        // The class's hands hold many 绞 and pairs, where waits score a card by what the
        // held cards of its rank do without it.
        let hands: Vec<paohuzi::Hand> = {
            let mut dealer = Dealer::new(3, 5);
            (0..300).map(|_| dealer.waiting()).collect()
        };
        for variant in paohuzi::Rules::variants() {
            let checker = paohuzi::Checker::new(paohuzi::Rules {
                min_huxi: 0,
                ..variant
            });
            for h in &hands {
                let waits = checker.waits(h).unwrap();
                for card in Card::all() {
                    for source in hupai::paohuzi::WAIT_SOURCES {
                        let one = checker.win_on(h, card, source);
                        assert_eq!(waits.card(card).dead, one.is_err(), "{h} + {card}");
                        let one = one.ok().flatten();
                        assert_eq!(
                            waits.card(card).get(source).map(|w| (w.way, w.score)),
                            one.map(|w| (w.way, w.score())),
                            "{variant:?}: {h} + {card} from {source}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn deals_hold_21_cards_and_rarely_complete() {
        let checker = paohuzi::Checker::new(paohuzi::Rules::default());
        let mut dealer = Dealer::new(2, 5);
        let mut complete = 0;
        for _ in 0..2_000 {
            let h = dealer.deal();
            assert_eq!(h.held().iter().map(|&n| usize::from(n)).sum::<usize>(), 21);
            complete += usize::from(checker.best_score(&h).unwrap().is_some());
        }
        assert!(complete < 200, "{complete}");
    }
}
