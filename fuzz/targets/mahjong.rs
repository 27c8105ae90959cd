//! The mahjong exactness target: hands and rule sets from the bytes, the checker held to the
//! backtracking reference and to its own other answers.

// The tests that run these targets load it as their support's too.
#[allow(clippy::duplicate_mod)]
#[path = "../../tests/support/reference.rs"]
mod reference;

use hupai::mahjong::KINDS;
use hupai::mahjong::backtrack::shanten;
use hupai::{CheckError, Checker, Forms, Hand, Meld, Rules, Suit, Tile};
use reference::expected_forms;

/// A hand and the rules it is checked under, from the bytes: two bytes of rule flags, the
/// joker kind (a 34-index; none past 33), the number of melds (modulo 5), two bytes a meld
/// (the kind, and chi, pon, kan or concealed kan), then a byte a concealed tile (a 34-index,
/// a joker past 33). A meld or tile the hand refuses is left out; `None` when the bytes end
/// first.
fn case_of(data: &[u8]) -> Option<(Rules, Hand)> {
    let (&[low, high, joker, melds], mut rest) = data.split_first_chunk::<4>()?;
    let flags = u16::from_le_bytes([low, high]);
    let on = |bit: u32| flags >> bit & 1 != 0;
    let rules = Rules {
        joker_fifth_copy: !on(0),
        seven_pairs: !on(1),
        seven_pairs_quad: on(2),
        thirteen_orphans: !on(3),
        eyes_258: on(4),
        honor_sequences: on(5),
        suits_only: on(6),
        knitted: on(7),
        three_player: on(8),
        sixteen_tiles: on(9),
        seven_pairs_and_triplet: on(10),
        max_jokers: if on(11) { (high >> 4) & 7 } else { 8 },
        joker: Tile::from_index(usize::from(joker)),
    };
    let mut hand = Hand::new();
    for _ in 0..melds % 5 {
        let (&[kind, how], more) = rest.split_first_chunk::<2>()?;
        rest = more;
        let tile = Tile::from_index(usize::from(kind) % KINDS)?;
        let meld = match how % 4 {
            0 => Meld::chi(tile).ok(),
            1 => Some(Meld::pon(tile)),
            2 => Some(Meld::kan(tile)),
            _ => Some(Meld::concealed_kan(tile)),
        };
        if let Some(meld) = meld {
            let _ = hand.push_meld(meld);
        }
    }
    for &byte in rest {
        let _ = match Tile::from_index(usize::from(byte)) {
            Some(tile) => hand.add(tile),
            None => hand.add_joker(),
        };
    }
    Some((rules, hand))
}

/// The checker against the backtracking reference and against itself, on the hand and rules
/// of [`case_of`]: a hand of 3n+2 concealed tiles, its forms against the reference's (the
/// standard form's search knows no suit variant: under one, completeness against the
/// shanten search's -1), completeness, the count array's answer and the decomposition
/// against the forms, shanten against the search, and each discard against the effective
/// tiles of the hand it leaves; a hand of 3n+1, its waits against the forms of the hand with
/// each tile drawn and its effective tiles against the shanten after each draw.
/// What was asked and found: a count a kind of case, for the seeded run to show what it met.
pub fn exactness(data: &[u8]) -> Seen {
    let mut seen = Seen::default();
    let Some((rules, hand)) = case_of(data) else {
        return seen;
    };
    let checker = Checker::new(rules);
    match hand.concealed_len() % 3 {
        2 => complete_hand(&checker, &hand, &mut seen),
        1 => waiting_hand(&checker, &hand, &mut seen),
        _ => {}
    }
    seen
}

/// The kinds of case [`exactness`] met, counted.
#[derive(Clone, Copy, Debug, Default)]
pub struct Seen {
    /// Hands the checker refused (and the search too).
    pub refused: usize,
    /// Complete hands, and of them in a form other than the standard one.
    pub complete: usize,
    pub special: usize,
    /// Hands of 3n+2 tiles that are not complete.
    pub incomplete: usize,
    /// Waiting hands, and hands of 3n+1 tiles that are not.
    pub waiting: usize,
    pub not_waiting: usize,
    /// Hands with jokers (the joker kind's tiles among them), with melds.
    pub jokers: usize,
    pub melds: usize,
}

impl std::ops::AddAssign for Seen {
    fn add_assign(&mut self, o: Seen) {
        self.refused += o.refused;
        self.complete += o.complete;
        self.special += o.special;
        self.incomplete += o.incomplete;
        self.waiting += o.waiting;
        self.not_waiting += o.not_waiting;
        self.jokers += o.jokers;
        self.melds += o.melds;
    }
}

impl Seen {
    /// Counts what every checked hand shows: its jokers and melds.
    fn hand(&mut self, checker: &Checker, hand: &Hand) {
        let kind = checker
            .rules()
            .joker
            .map_or(0, |j| hand.counts()[j.index()]);
        self.jokers += usize::from(hand.jokers() + kind > 0);
        self.melds += usize::from(hand.meld_count() > 0);
    }
}

fn complete_hand(checker: &Checker, hand: &Hand, seen: &mut Seen) {
    let rules = checker.rules();
    let complete = checker.is_complete(hand);
    match checker.forms(hand) {
        Ok(forms) => {
            if !(rules.eyes_258 || rules.honor_sequences) {
                let want = expected_forms(hand, rules);
                assert_eq!(forms, want, "forms of `{hand}` under {rules:?}");
            }
            assert_eq!(complete, Ok(!forms.is_empty()), "`{hand}` under {rules:?}");
            let standard = forms.contains(Forms::STANDARD);
            let split = checker.decompose(hand).map(|d| d.is_some());
            assert_eq!(split, Ok(standard), "`{hand}` under {rules:?}");
            seen.hand(checker, hand);
            seen.complete += usize::from(!forms.is_empty());
            seen.special += usize::from(!forms.is_empty() && forms != Forms::STANDARD);
            seen.incomplete += usize::from(forms.is_empty());
        }
        Err(e) => {
            assert_eq!(complete, Err(e), "`{hand}` under {rules:?}");
            seen.refused += 1;
        }
    }
    if hand.meld_count() == 0 {
        let counted = checker.is_complete_counts(&hand.counts(), hand.jokers());
        assert_eq!(counted, complete, "counts of `{hand}` under {rules:?}");
    }
    let searched = shanten_agrees(checker, hand);
    if let (Ok(complete), Some(least)) = (complete, searched) {
        assert_eq!(complete, least == Some(-1), "`{hand}` under {rules:?}");
    }
    if let Ok(discards) = checker.discards(hand, &[0; KINDS]) {
        for d in discards.as_slice() {
            let mut less = hand.clone();
            less.remove(d.tile)
                .expect("a discard is a tile of the hand");
            let alone = checker.effective_tiles(&less, &[0; KINDS]);
            assert_eq!(
                alone,
                Ok(d.tiles),
                "`{hand}` less {} under {rules:?}",
                d.tile
            );
        }
    }
}

fn waiting_hand(checker: &Checker, hand: &Hand, seen: &mut Seen) {
    let rules = checker.rules();
    let before = shanten_agrees(checker, hand);
    let Ok(waits) = checker.waits(hand) else {
        seen.refused += 1;
        return;
    };
    let waiting = checker.is_waiting(hand);
    assert_eq!(waiting, Ok(!waits.is_empty()), "`{hand}` under {rules:?}");
    seen.hand(checker, hand);
    seen.waiting += usize::from(!waits.is_empty());
    seen.not_waiting += usize::from(waits.is_empty());
    let held = |t: Tile| hand.counts()[t.index()] + hand.melded()[t.index()];
    for t in Tile::all() {
        assert_eq!(
            waits.is_dead(t),
            held(t) == 4,
            "`{hand}` {t} under {rules:?}"
        );
        // A fifth copy is in no hand to ask about (the property tests hold it to the
        // backtracking search on the counts).
        if let Some(want) = forms_after(checker, hand, t) {
            let got = waits.forms(t);
            assert_eq!(got, want, "`{hand}` + {t} under {rules:?}");
        }
    }
    let Ok(effective) = checker.effective_tiles(hand, &[0; KINDS]) else {
        return;
    };
    let before = before.expect("a hand with waits has a shanten");
    assert_eq!(effective.shanten(), before, "`{hand}` under {rules:?}");
    for t in Tile::all() {
        let mut more = hand.clone();
        let lowers = more.add(t).is_ok()
            && checker
                .shanten(&more)
                .ok()
                .and_then(|s| s.least())
                .is_some_and(|after| before.is_none_or(|b| after < b));
        assert_eq!(
            effective.contains(t),
            lowers,
            "`{hand}` + {t} under {rules:?}"
        );
    }
}

/// The forms of `hand` with `t` drawn, as the checker finds them in the hand that holds it:
/// 2m..8m in a three-player game complete nothing (a joker kind among them has no tiles), the
/// joker kind is one more joker (a ninth makes nothing), another honor under `suits_only`
/// completes nothing; `None` for a fifth copy.
fn forms_after(checker: &Checker, hand: &Hand, t: Tile) -> Option<Forms> {
    let rules = checker.rules();
    let mut after = hand.clone();
    let absent = rules.three_player && t.suit() == Suit::Man && (2..=8).contains(&t.rank());
    let added = if absent {
        false
    } else if Some(t) == rules.joker {
        after.add_joker().is_ok()
    } else if rules.suits_only && t.suit() == Suit::Honor {
        false
    } else if hand.counts()[t.index()] + hand.melded()[t.index()] == 4 {
        return None;
    } else {
        after.add(t).is_ok()
    };
    if !added {
        return Some(Forms::empty());
    }
    match checker.forms(&after) {
        Ok(forms) => Some(forms),
        Err(CheckError::TooManyJokers { .. }) => Some(Forms::empty()),
        Err(e) => panic!("forms of `{after}` under {rules:?}: {e}"),
    }
}

/// Holds the checker's shanten of `hand` (and from its counts, without melds: whole, the
/// least alone and as a batch's row) to the backtracking search's; the least over the forms,
/// `None` where the hand is refused.
fn shanten_agrees(checker: &Checker, hand: &Hand) -> Option<Option<i8>> {
    let rules = checker.rules();
    let want = shanten::of_hand(checker, hand);
    let got = checker.shanten(hand);
    assert_eq!(got, want, "shanten of `{hand}` under {rules:?}");
    if hand.meld_count() == 0 {
        let (counts, jokers) = (hand.counts(), hand.jokers());
        let counted = checker.shanten_counts(&counts, jokers);
        assert_eq!(
            counted, want,
            "shanten of the counts of `{hand}` under {rules:?}"
        );
        let least = want.map(|s| s.least());
        let counted = checker.least_shanten_counts(&counts, jokers);
        assert_eq!(counted, least, "least shanten of `{hand}` under {rules:?}");
        let mut batch = None;
        checker.least_shanten_counts_each(&[counts], |_| jokers, |_, a| batch = Some(a));
        assert_eq!(batch, Some(least), "a batch's row `{hand}` under {rules:?}");
    }
    want.ok().map(|s| s.least())
}
