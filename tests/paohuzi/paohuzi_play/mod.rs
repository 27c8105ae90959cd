//! Paohuzi play: winning on a card, actions and waits, against references built from the
//! rules text — the hand after each legal move constructed explicitly and scored by the
//! backtracking baseline, or, where the card makes three copies that are not a 坎 (which the
//! baseline would set aside), by a brute force written here — plus the named cases of the
//! rules.

mod actions;
mod inputs;
mod wins;

use crate::support::deal::take;
use crate::support::paohuzi_play::exposed_group;
use crate::support::prop::fixed_runner;
use crate::support::rounds;
use hupai::paohuzi;
use hupai::paohuzi::{Card, Case, Group, GroupKind, Source};
use proptest::test_runner::TestRunner;

fn c(ch: char) -> Card {
    Card::from_chinese(ch).expect("a card numeral")
}

fn card(case: Case, rank: u8) -> Card {
    Card::new(case, rank).expect("rank 1..=10")
}

fn group(kind: GroupKind, cards: &[Card]) -> Group {
    Group::new(kind, cards).expect("well-formed group")
}

const DISCARD: Source = Source::Discard { next: false };
const DISCARD_NEXT: Source = Source::Discard { next: true };
const OTHER_DRAW: Source = Source::OtherDraw { next: false };

// ---------------------------------------------------------------------------------------------
// Random hands.

/// A hand waiting for a card: exposed groups (碰, 偎, 跑, 提, 吃), concealed groups (runs,
/// 二七十, 一五十, 绞, mixed 二七十, 坎, concealed 提), the pair when there is a 跑 or 提,
/// then one held card taken out (what it waits for), and perhaps a card or two replaced
/// (a near miss, or a pair that can be 碰'd or 偎'd).
fn build_before(seeds: &[u32]) -> paohuzi::Hand {
    let mut used = [0u8; 20];
    let mut it = seeds.iter().copied();
    let mut next = || it.next().unwrap_or(0);
    let pick = |s: u32| Card::from_index((s % 20) as usize).expect("index");
    let mut held: Vec<Card> = Vec::new();
    let mut exposed: Vec<Group> = Vec::new();
    let mut four = false;
    let mut groups = 0;
    for _ in 0..next() % 4 {
        let s = next();
        let (kind, cards) = exposed_group(pick(s), (s / 20) as usize % 7);
        if take(&mut used, &cards) {
            four |= kind.is_four();
            exposed.push(group(kind, &cards));
            groups += 1;
        }
    }
    // Seven groups at most, six beside a 跑 or 提 (whose pair takes the seventh's place).
    while groups + usize::from(four) < 7 && next() % 8 != 0 {
        let s = next();
        let x = pick(s);
        let (case, r) = (x.case(), x.rank().min(8));
        let cards = match (s / 20) % 12 {
            0..=4 => vec![card(case, r), card(case, r + 1), card(case, r + 2)],
            5 => vec![card(case, 2), card(case, 7), card(case, 10)],
            6 => vec![card(case, 1), card(case, 5), card(case, 10)],
            7 => vec![x, x, x.flipped()],
            8 => vec![card(case, 2), card(case.other(), 7), card(case, 10)],
            9 | 10 => vec![x; 3],
            // Four alike held need the pair beside them, so only while there is room.
            _ if groups < 6 => vec![x; 4],
            _ => vec![x; 3],
        };
        if take(&mut used, &cards) {
            four |= cards.len() == 4;
            held.extend(cards);
            groups += 1;
        }
    }
    if four {
        let x = pick(next());
        if take(&mut used, &[x, x]) {
            held.extend([x, x]);
        }
    }
    if !held.is_empty() {
        let i = next() as usize % held.len();
        held.remove(i);
    }
    match next() % 5 {
        0 | 1 if !held.is_empty() => {
            let i = next() as usize % held.len();
            let old = held.remove(i);
            used[old.index()] -= 1;
            let x = pick(next());
            if take(&mut used, &[x]) {
                held.push(x);
            } else {
                held.push(old);
            }
        }
        2 if held.len() >= 2 => {
            let x = pick(next());
            let a = held.remove(next() as usize % held.len());
            let b = held.remove(next() as usize % held.len());
            used[a.index()] -= 1;
            used[b.index()] -= 1;
            if take(&mut used, &[x, x]) {
                held.extend([x, x]);
            } else {
                held.extend([a, b]);
            }
        }
        _ => {}
    }
    // A card taken from four alike leaves the size as it was (four count as three), so the
    // changes above can leave a card too many for the one to come: drop one, from a 坎 when
    // every card held is in one (taking one from four alike would not shrink the size).
    loop {
        let alike = |x: Card| held.iter().filter(|&&y| y == x).count();
        let size: usize = Card::all().map(|x| alike(x).min(3)).sum::<usize>() + 3 * exposed.len();
        let loose = held.iter().position(|&x| alike(x) < 3);
        match loose.or_else(|| held.iter().position(|&x| alike(x) == 3)) {
            Some(i) if size > 20 => {
                held.remove(i);
            }
            _ => break,
        }
    }
    let alike = |x: Card| held.iter().filter(|&&y| y == x).count();
    let size: usize = Card::all().map(|x| alike(x).min(3)).sum::<usize>() + 3 * exposed.len();
    assert!(size <= 20, "{size} cards leave no room for the one to come");
    paohuzi::Hand::new(&held, exposed).expect("copies were counted")
}

/// A runner of `full` cases (an eighth in a debug build) on a fixed seed, so that what the
/// tests tally over the random hands (every kind of win and action came up) is the same on
/// every run.
pub(crate) fn variant_runner(full: u32) -> TestRunner {
    fixed_runner(rounds(full, 8), 0)
}
