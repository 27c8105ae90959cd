//! The Paohuzi exactness target: a hand, a card arriving and a rule set from the bytes; the
//! check of the hand with the card held to the backtracking baseline, and the play questions
//! on the hand before it (winning on the card from every source, the actions it opens, the
//! waits of all twenty cards and of a drawn 王) to the references written from the rules text
//! and to each other.

// The tests that run these targets load it as their support's too.
#[allow(clippy::duplicate_mod)]
#[path = "../../tests/support/paohuzi_play/mod.rs"]
mod paohuzi_play;

use hupai::paohuzi::{
    Card, Checker, Group, Hand, PlayError, Rules, Scoring, Source, WAIT_SOURCES, WangFan,
    WangLimit, WinWay, backtrack,
};
use paohuzi_play::actions::actions_hold;
use paohuzi_play::wang::{best_way_with_wang, refusal, refusal_of};
use paohuzi_play::{best_way, exposed_group, listing_holds};

/// A byte past the twenty cards, modulo 21: a 王.
const WANG: usize = 20;

/// A rule set, a hand before a card and the card arriving (`None`: a 王 drawn), from the
/// bytes: two bytes of rule flags (card points, 一五十, mixed 二七十, `wang` modulo 5, the 王
/// switches, `min_huxi` a multiple of 3 up to 21), the number of exposed groups (modulo 5),
/// two bytes a group (the card, and its kind as `exposed_group` reads it), then a byte a held
/// card (modulo 21; 20 a 王), the last of them the card arriving. A group or card that would
/// be a fifth copy, and a fifth 王, are left out; `None` when the bytes end first.
fn case_of(data: &[u8]) -> Option<(Rules, Hand, Option<Card>)> {
    let (&[low, high, groups], mut rest) = data.split_first_chunk::<3>()?;
    let flags = u16::from_le_bytes([low, high]);
    let on = |bit: u32| flags >> bit & 1 != 0;
    let rules = Rules {
        min_huxi: (flags >> 11) % 8 * 3,
        scoring: if on(0) {
            Scoring::RedBlack
        } else {
            Scoring::Huxi
        },
        yiwushi: on(1),
        mixed_erqishi: on(2),
        wang: ((flags >> 3) & 7) as u8 % 5,
        wang_fifth_copy: !on(6),
        wang_joins_kan: on(7),
        wang_fan: if on(8) {
            WangFan::Plain
        } else {
            WangFan::Yongzhou
        },
        wang_limit: [WangLimit::SelfDraw, WangLimit::ByWang, WangLimit::ByFan]
            [usize::from((flags >> 9) & 3) % 3],
    };
    let mut copies = [0u8; 20];
    let mut take = |cards: &[Card]| {
        let mut after = copies;
        for c in cards {
            after[c.index()] += 1;
        }
        let fits = after.iter().all(|&n| n <= 4);
        if fits {
            copies = after;
        }
        fits
    };
    let mut exposed = Vec::new();
    for _ in 0..groups % 5 {
        let (&[at, kind], more) = rest.split_first_chunk::<2>()?;
        rest = more;
        let (kind, cards) = exposed_group(Card::wrapping(usize::from(at) % 20), kind.into());
        if let Ok(group) = Group::new(kind, &cards)
            && take(&cards)
        {
            exposed.push(group);
        }
    }
    let (&last, held) = rest.split_last()?;
    let (mut cards, mut wang) = (Vec::new(), 0u8);
    for &byte in held {
        match usize::from(byte) % 21 {
            WANG => wang = (wang + 1).min(4),
            i => {
                let c = Card::wrapping(i);
                if take(&[c]) {
                    cards.push(c);
                }
            }
        }
    }
    let before = Hand::new(&cards, exposed)
        .and_then(|h| h.with_wang(wang))
        .expect("copies and 王 were counted");
    let arriving = match usize::from(last) % 21 {
        WANG => None,
        i => Some(Card::wrapping(i)),
    };
    Some((rules, before, arriving))
}

/// The kinds of case [`exactness`] met, counted.
#[derive(Clone, Copy, Debug, Default)]
pub struct Seen {
    /// Hands with the card that the check refused (and the baseline too), complete ones, and
    /// of those the ones that win.
    pub refused: usize,
    pub complete: usize,
    pub winning: usize,
    /// Wins on the card by a way without 王 and by a 王 way, and arrivals refused.
    pub plain_wins: usize,
    pub wang_wins: usize,
    pub play_refused: usize,
    /// Hands before the card that wait on some card, with 王, with exposed groups.
    pub ready: usize,
    pub wang: usize,
    pub exposed: usize,
}

impl std::ops::AddAssign for Seen {
    fn add_assign(&mut self, o: Seen) {
        self.refused += o.refused;
        self.complete += o.complete;
        self.winning += o.winning;
        self.plain_wins += o.plain_wins;
        self.wang_wins += o.wang_wins;
        self.play_refused += o.play_refused;
        self.ready += o.ready;
        self.wang += o.wang;
        self.exposed += o.exposed;
    }
}

/// The checker against the baseline, the play references and itself on the case of
/// [`case_of`]: the check (and the best score) of the hand with the card against the
/// baseline's best score, its listing a real decomposition of the hand worth its score;
/// winning on the card from each of the five sources against the reference (with 王, the
/// substitution reference, refusals included), its win's listing likewise; the actions on the
/// card in priority order, 胡 exactly when it wins, the forced and open moves as the rules
/// text says, every 吃 with its 比 once; and the waits of every card and of a drawn 王
/// against winning on each.
pub fn exactness(data: &[u8]) -> Seen {
    let mut seen = Seen::default();
    let Some((rules, before, arriving)) = case_of(data) else {
        return seen;
    };
    let checker = Checker::new(rules);
    seen.wang += usize::from(before.wang() > 0);
    seen.exposed += usize::from(!before.exposed().is_empty());
    let after = match arriving {
        Some(x) => before.with_card(x),
        None => before.with_drawn_wang(),
    };
    let after = after.ok();
    if let Some(after) = &after {
        check_agrees(&checker, after, &mut seen);
    }
    // A 王 is only ever the player's own draw.
    let sources: &[Source] = match arriving {
        Some(_) => &Source::ALL,
        None => &[Source::OwnDraw],
    };
    for &source in sources {
        win_agrees(
            &checker,
            (&before, arriving, after.as_ref()),
            source,
            &mut seen,
        );
        if let Some(x) = arriving {
            actions_hold(&checker, &before, x, source);
        }
    }
    waits_agree(&checker, &before, &mut seen);
    seen
}

/// The check of `hand` against the baseline.
fn check_agrees(checker: &Checker, hand: &Hand, seen: &mut Seen) {
    let rules = checker.rules();
    let want = backtrack::best_score(hand, rules);
    let got = checker.check(hand);
    let context = || format!("`{hand}` under {rules:?}");
    let outcome = match (got, want) {
        (Ok(outcome), Ok(score)) => {
            assert_eq!(outcome.score, score, "{}", context());
            outcome
        }
        (Err(e), Err(w)) => {
            assert_eq!(e, w, "{}", context());
            seen.refused += 1;
            return;
        }
        (got, want) => panic!("{}: {got:?} against the baseline's {want:?}", context()),
    };
    assert_eq!(checker.best_score(hand), Ok(outcome.score), "{}", context());
    assert_eq!(outcome.complete, outcome.score.is_some(), "{}", context());
    let wins = outcome.score.is_some_and(|s| s >= rules.min_huxi);
    assert_eq!(outcome.win, wins, "{}", context());
    seen.complete += usize::from(outcome.complete);
    seen.winning += usize::from(outcome.win);
    if outcome.complete {
        listing_holds(hand, &outcome, rules);
    }
}

/// Winning on `arriving` (a 王 when `None`) from `source` against the reference: without 王
/// anywhere the rules text's best way (its multiplier 2 on the player's own draw), with them
/// the substitution reference, refusals included; a win's listing holds the hand `after`
/// (`None` where the card would be a fifth copy or a fifth 王).
fn win_agrees(
    checker: &Checker,
    (before, arriving, after): (&Hand, Option<Card>, Option<&Hand>),
    source: Source,
    seen: &mut Seen,
) {
    let rules = checker.rules();
    let got = match arriving {
        Some(x) => checker.win_on(before, x, source),
        None => checker.win_on_drawn_wang(before),
    };
    let context = || format!("`{before}` + {arriving:?} from {source:?} under {rules:?}");
    let want = match arriving {
        Some(x) if before.wang() == 0 => match refusal(before, arriving, rules) {
            Some(refused) => Err(refused),
            None => {
                let own = source == Source::OwnDraw;
                let best = best_way(before, x, source, rules);
                let best = best.filter(|&(_, score)| score >= rules.min_huxi);
                Ok(best.map(|(way, score)| (way, score, 1 + u16::from(own))))
            }
        },
        _ => best_way_with_wang(before, arriving, source, rules),
    };
    let win = match (got, want) {
        (Err(e), Err(w)) => {
            assert_eq!(refusal_of(&e), Some(w), "{}", context());
            seen.play_refused += 1;
            return;
        }
        (Ok(win), Ok(w)) => {
            let answer = win.as_ref().map(|g| (g.way, g.score(), g.multiplier));
            assert_eq!(answer, w, "{}", context());
            win
        }
        (got, want) => panic!("{}: {got:?} against the reference's {want:?}", context()),
    };
    let Some(win) = win else { return };
    if win.way.wang() > 0 || matches!(win.way, WinWay::InHand { .. }) && arriving.is_none() {
        seen.wang_wins += 1;
    } else {
        seen.plain_wins += 1;
    }
    let after = after.expect("a card the rules took is no fifth copy");
    assert!(win.outcome.win, "{}", context());
    listing_holds(after, &win.outcome, rules);
}

/// The waits of `before` against winning on each card from each source: a card is dead when
/// its four copies are in the hand, and every other card's entry is exactly its win; a drawn
/// 王's entry is winning on one. Refused exactly where winning on a card that can still come
/// is (a hand holding all four copies of every card refuses nothing).
fn waits_agree(checker: &Checker, before: &Hand, seen: &mut Seen) {
    let rules = checker.rules();
    let context = || format!("waits of `{before}` under {rules:?}");
    let copies = |x: Card| before.all_cards().filter(|&y| y == x).count();
    let waits = match checker.waits(before) {
        Ok(waits) => waits,
        Err(e) => {
            if let Some(x) = Card::all().find(|&x| copies(x) < 4) {
                let win = checker.win_on(before, x, Source::OwnDraw);
                assert!(win.is_err(), "{}: {e} but {x} gives {win:?}", context());
            }
            return;
        }
    };
    let as_wait = |w: Result<Option<hupai::paohuzi::Win>, PlayError>| {
        w.ok().flatten().map(|w| (w.way, w.score(), w.multiplier))
    };
    for x in Card::all() {
        let entry = waits.card(x);
        assert_eq!(entry.dead, copies(x) == 4, "{}: {x}", context());
        for source in WAIT_SOURCES {
            let got = entry.get(source).map(|w| (w.way, w.score, w.multiplier));
            let want = as_wait(checker.win_on(before, x, source));
            assert_eq!(got, want, "{}: {x} from {source:?}", context());
        }
    }
    let got = waits.wang().map(|w| (w.way, w.score, w.multiplier));
    assert_eq!(
        got,
        as_wait(checker.win_on_drawn_wang(before)),
        "{}: a 王",
        context()
    );
    seen.ready += usize::from(waits.is_ready());
}
