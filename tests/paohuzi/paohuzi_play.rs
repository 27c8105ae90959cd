//! Paohuzi play: winning on a card, actions and waits, against references built from the
//! rules text — the hand after each legal move constructed explicitly and scored by the
//! backtracking baseline, or, where the card makes three copies that are not a 坎 (which the
//! baseline would set aside), by a brute force written here — plus the named cases of the
//! rules.

use crate::support::deal::{paohuzi_cards, rng_of, take};
use crate::support::prop::config;
use crate::support::rounds;
use crate::support::{paohuzi_hand as hand, paohuzi_rules as rules};
use hupai::paohuzi;
use hupai::paohuzi::backtrack;
use hupai::paohuzi::{
    Action, Card, Case, Group, GroupKind, Scoring, Shape, Source, WAIT_SOURCES, WinWay,
};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestCaseError, TestRunner};

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
// The reference.

/// Every three-card group the rules allow, as sorted cards.
fn templates(r: &paohuzi::Rules) -> Vec<[Card; 3]> {
    let mut out = Vec::new();
    for a in Card::all() {
        for b in Card::all().filter(|&b| b >= a) {
            for c in Card::all().filter(|&c| c >= b) {
                let ok = match Shape::classify(&[a, b, c]) {
                    Ok(Shape::YiWuShi) => r.yiwushi,
                    Ok(Shape::MixedErQiShi) => r.mixed_erqishi,
                    Ok(_) => true,
                    Err(_) => false,
                };
                if ok {
                    out.push([a, b, c]);
                }
            }
        }
    }
    out
}

/// The best score of counts (any count up to 4, nothing set aside) decomposed into groups and, if
/// `pair`, exactly one pair: the lowest card is in the pair or in some group, try each.
fn brute(
    counts: &mut [u8; 20],
    pair: bool,
    r: &paohuzi::Rules,
    templates: &[[Card; 3]],
) -> Option<u16> {
    let Some(low) = counts.iter().position(|&n| n > 0) else {
        return (!pair).then_some(0);
    };
    let low_card = Card::from_index(low).expect("index");
    let mut best: Option<u16> = None;
    if pair && counts[low] >= 2 {
        counts[low] -= 2;
        let value = match r.scoring {
            Scoring::Huxi => 0,
            Scoring::RedBlack => 2 * low_card.points(),
        };
        if let Some(s) = brute(counts, false, r, templates) {
            best = best.max(Some(s + value));
        }
        counts[low] += 2;
    }
    for t in templates.iter().filter(|t| t[0] == low_card) {
        if t.iter().all(|x| counts[x.index()] > 0)
            && (t[0] != t[1] || counts[t[0].index()] >= 2)
            && (t[1] != t[2] || counts[t[1].index()] >= 2)
        {
            for x in t {
                counts[x.index()] -= 1;
            }
            let value = group(GroupKind::Hand(Shape::Run), t).score(r.scoring);
            if let Some(s) = brute(counts, pair, r, templates) {
                best = best.max(Some(s + value));
            }
            for x in t {
                counts[x.index()] += 1;
            }
        }
    }
    best
}

/// Whether a 3n + 2 rest may take its pair: only with a 跑 or 提, exposed or held.
fn has_four(exposed: &[Group], held: &[u8; 20]) -> bool {
    exposed.iter().any(|g| g.kind().is_four()) || held.contains(&4)
}

/// The score of a hand by the baseline, where a 3n + 2 rest needs a 跑 or 提.
fn baseline(h: &paohuzi::Hand, r: &paohuzi::Rules) -> Option<u16> {
    let rest: u32 = h
        .held()
        .iter()
        .filter(|&&n| n < 3)
        .map(|&n| u32::from(n))
        .sum();
    if rest % 3 == 2 && !has_four(h.exposed(), h.held()) {
        return None;
    }
    backtrack::best_score(h, r).expect("valid hand")
}

/// A hand of `held` counts and exposed groups.
fn from_counts(held: &[u8; 20], exposed: Vec<Group>) -> paohuzi::Hand {
    let cards: Vec<Card> = Card::all()
        .flat_map(|c| std::iter::repeat_n(c, usize::from(held[c.index()])))
        .collect();
    paohuzi::Hand::new(&cards, exposed).expect("at most four of each")
}

/// Where the exposed 碰, 偎 or 臭偎 of `x` stands, if there is one.
pub(crate) fn exposed_alike(exposed: &[Group], x: Card) -> Option<usize> {
    exposed.iter().position(|g| {
        matches!(
            g.kind(),
            GroupKind::Wei | GroupKind::ChouWei | GroupKind::Peng
        ) && g.cards()[0] == x
    })
}

/// The best complete way to take `card` from `source`, written from the rules text: which
/// moves are open, the hand after each built explicitly, scored by the baseline (or the
/// brute force when the card makes three copies that are no 坎). Ties go to the earlier way.
fn reference(
    before: &paohuzi::Hand,
    x: Card,
    source: Source,
    r: &paohuzi::Rules,
) -> Option<(WinWay, u16)> {
    let held = *before.held();
    let n = held[x.index()];
    let exposed = before.exposed().to_vec();
    let alike = exposed_alike(&exposed, x);
    let alike_kind = alike.map(|i| exposed[i].kind());
    let wei = matches!(alike_kind, Some(GroupKind::Wei | GroupKind::ChouWei));
    let peng = alike_kind == Some(GroupKind::Peng);
    let own = source == Source::OwnDraw;
    let draw = own || matches!(source, Source::OtherDraw { .. });

    // 提 or 跑: onto the held 坎 (taken out of the hand) or the exposed group (replaced).
    let four = |kind: GroupKind| {
        let mut h = held;
        let mut e = exposed.clone();
        match alike {
            Some(i) if n != 3 => e[i] = group(kind, &[x; 4]),
            _ => {
                h[x.index()] -= 3;
                e.push(group(kind, &[x; 4]));
            }
        }
        baseline(&from_counts(&h, e), r)
    };
    let three = |kind: GroupKind| {
        let mut h = held;
        h[x.index()] -= 2;
        let mut e = exposed.clone();
        e.push(group(kind, &[x; 3]));
        baseline(&from_counts(&h, e), r)
    };
    let in_hand = || {
        let mut h = held;
        match n {
            // The 坎 stays whole beside the card: a 偎 scores as a 坎 and is never broken up.
            3 => {
                let mut e = exposed.clone();
                e.push(group(GroupKind::Wei, &[x; 3]));
                h[x.index()] = 1;
                baseline(&from_counts(&h, e), r)
            }
            // Three copies that are not a 坎: the brute force, with 坎 and 提 of other
            // kinds set aside by hand.
            2 => {
                let mut fixed: u16 = exposed.iter().map(|g| g.score(r.scoring)).sum();
                for k in Card::all() {
                    let kind = match h[k.index()] {
                        3 => GroupKind::Kan,
                        4 => GroupKind::HiddenTi,
                        _ => continue,
                    };
                    fixed += group(kind, &vec![k; usize::from(h[k.index()])]).score(r.scoring);
                    h[k.index()] = 0;
                }
                h[x.index()] = 3;
                let size: u32 = h.iter().map(|&n| u32::from(n)).sum();
                let pair = match size % 3 {
                    0 => false,
                    2 if has_four(&exposed, before.held()) => true,
                    _ => return None,
                };
                brute(&mut h, pair, r, &templates(r)).map(|s| s + fixed)
            }
            _ => {
                h[x.index()] += 1;
                baseline(&from_counts(&h, exposed.clone()), r)
            }
        }
    };
    let po_pao = WinWay::InHand { po_pao: true };
    let plain = WinWay::InHand { po_pao: false };
    let options: Vec<(WinWay, Option<u16>)> = if own && (n == 3 || wei) {
        vec![(WinWay::Ti, four(GroupKind::Ti))]
    } else if own && n == 2 {
        vec![(WinWay::Wei, three(GroupKind::Wei))]
    } else if (!own && (n == 3 || wei)) || (draw && peng) {
        vec![(WinWay::Pao, four(GroupKind::Pao)), (po_pao, in_hand())]
    } else if !own && n == 2 {
        vec![(WinWay::Peng, three(GroupKind::Peng)), (plain, in_hand())]
    } else {
        vec![(plain, in_hand())]
    };
    let mut best: Option<(WinWay, u16)> = None;
    for (way, score) in options {
        if let Some(s) = score {
            if best.is_none_or(|(_, b)| s > b) {
                best = Some((way, s));
            }
        }
    }
    best
}

/// Every set of groups a 吃 of `x` may lay down, by enumerating multisets of groups: each
/// holds the card, only one holds two copies (the 吃 group with a held copy), together
/// they hold every copy (held ones and the card) and otherwise only held cards outside 坎.
fn chi_sets(before: &paohuzi::Hand, x: Card, r: &paohuzi::Rules) -> Vec<Vec<[Card; 3]>> {
    let usable: Vec<u8> = before
        .held()
        .iter()
        .map(|&n| if n >= 3 { 0 } else { n })
        .collect();
    let with_x: Vec<[Card; 3]> = templates(r)
        .into_iter()
        .filter(|t| t.contains(&x))
        .collect();
    let copies = |t: &[Card; 3]| t.iter().filter(|&&y| y == x).count();
    let want = usize::from(usable[x.index()]) + 1;
    let mut out = Vec::new();
    let mut pick = |set: Vec<[Card; 3]>| {
        if set.iter().map(copies).sum::<usize>() != want
            || set.iter().filter(|t| copies(t) > 1).count() > 1
        {
            return;
        }
        let mut need = [0u8; 20];
        for t in &set {
            for y in t {
                need[y.index()] += 1;
            }
        }
        need[x.index()] -= 1; // the card itself
        if (0..20).all(|i| need[i] <= usable[i]) {
            out.push(set);
        }
    };
    // Each group holds a copy, so there are at most as many groups as copies.
    let m = with_x.len();
    for i in 0..m {
        pick(vec![with_x[i]]);
        for j in (i..m).filter(|_| want >= 2) {
            pick(vec![with_x[i], with_x[j]]);
            for k in (j..m).filter(|_| want >= 3) {
                pick(vec![with_x[i], with_x[j], with_x[k]]);
            }
        }
    }
    out
}

fn chi_set(chi: &hupai::paohuzi::Chi) -> Vec<[Card; 3]> {
    let mut set: Vec<[Card; 3]> = std::iter::once(&chi.taken)
        .chain(&chi.bi)
        .map(|g| <[Card; 3]>::try_from(g.cards()).expect("three cards"))
        .collect();
    set.sort_unstable();
    set
}

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
        let x = pick(s);
        let (case, r) = (x.case(), x.rank().min(8));
        let (kind, cards) = match (s / 20) % 7 {
            0 => (GroupKind::Peng, vec![x; 3]),
            1 => (GroupKind::Wei, vec![x; 3]),
            2 => (GroupKind::Pao, vec![x; 4]),
            3 => (GroupKind::Ti, vec![x; 4]),
            4 => (
                GroupKind::Chi(Shape::Run),
                vec![card(case, r), card(case, r + 1), card(case, r + 2)],
            ),
            5 => (
                GroupKind::Chi(Shape::ErQiShi),
                vec![card(case, 2), card(case, 7), card(case, 10)],
            ),
            _ => (GroupKind::Chi(Shape::Jiao), vec![x, x, x.flipped()]),
        };
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

/// A runner on a fixed seed (`PROPTEST_RNG_SEED` picks another), so that what the tests
/// tally over the random hands (every kind of win and action came up) is the same on every run.
pub(crate) fn variant_runner(full: u32) -> TestRunner {
    let config = config(rounds(full, 8));
    let rng_seed = match config.rng_seed {
        RngSeed::Random => RngSeed::Fixed(0x6875_7061_6970),
        fixed => fixed,
    };
    TestRunner::new(Config { rng_seed, ..config })
}

// ---------------------------------------------------------------------------------------------
// Exactness against the references.

/// Wins seen by kind: 提胡, 跑胡, 偎胡, 碰胡, 平胡, 破跑胡, and 平胡 with three copies decomposition.
type Tally = [u32; 7];

/// For every card and source: `win_on` is the reference's best way if it wins, its outcome
/// is a real decomposition of exactly the hand's cards worth its score, and waits say the same.
fn agree(
    before: &paohuzi::Hand,
    r: &paohuzi::Rules,
    tally: &mut Tally,
) -> Result<(), TestCaseError> {
    let checker = paohuzi::Checker::new(*r);
    let waits = checker.waits(before).expect("valid hand");
    for x in Card::all() {
        let seen = before.all_cards().filter(|&y| y == x).count();
        let entry = waits.card(x);
        prop_assert_eq!(entry.dead, seen == 4);
        if seen == 4 {
            for s in Source::ALL {
                prop_assert_eq!(
                    checker.win_on(before, x, s),
                    Err(paohuzi::PlayError::FifthCopy { card: x })
                );
                prop_assert!(entry.get(s).is_none());
            }
            continue;
        }
        for s in WAIT_SOURCES {
            let got = checker.win_on(before, x, s).expect("valid");
            let want = reference(before, x, s, r).filter(|&(_, score)| score >= r.min_huxi);
            prop_assert_eq!(
                got.as_ref().map(|w| (w.way, w.score())),
                want,
                "{} + {} from {} under {:?}",
                before,
                x,
                s,
                r
            );
            prop_assert_eq!(
                entry.get(s).map(|w| (w.way, w.score)),
                want,
                "waits of {} + {} from {}",
                before,
                x,
                s
            );
            // The seat never changes a win.
            let seated = match s {
                Source::OwnDraw => s,
                Source::OtherDraw { .. } => Source::OtherDraw { next: true },
                Source::Discard { .. } => DISCARD_NEXT,
            };
            prop_assert_eq!(&checker.win_on(before, x, seated).expect("valid"), &got);
            let Some(win) = got else { continue };
            let three = before.held()[x.index()] == 2;
            tally[match win.way {
                WinWay::Ti => 0,
                WinWay::Pao => 1,
                WinWay::Wei => 2,
                WinWay::Peng => 3,
                WinWay::InHand { po_pao: false } if three => 6,
                WinWay::InHand { po_pao: false } => 4,
                WinWay::InHand { po_pao: true } => 5,
                way => return Err(TestCaseError::fail(format!("{way}: a 王 way without 王"))),
            }] += 1;
            let out = &win.outcome;
            prop_assert!(out.complete && out.win);
            let total: u16 = out.groups.iter().map(|g| g.score).sum();
            prop_assert_eq!(Some(total), out.score);
            for g in &out.groups {
                prop_assert_eq!(g.score, g.group.score(r.scoring));
            }
            let mut listed: Vec<Card> = out
                .groups
                .iter()
                .flat_map(|g| g.group.cards().iter().copied())
                .collect();
            let mut all: Vec<Card> = before.all_cards().chain([x]).collect();
            listed.sort_unstable();
            all.sort_unstable();
            prop_assert_eq!(listed, all);
            // The way shows in the groups: a new 提/跑/偎/碰 of the card, or none.
            let laid = |kind: GroupKind| {
                out.groups
                    .iter()
                    .any(|g| g.group.kind() == kind && g.group.cards()[0] == x)
            };
            match win.way {
                WinWay::Ti => prop_assert!(laid(GroupKind::Ti)),
                WinWay::Pao => prop_assert!(laid(GroupKind::Pao)),
                WinWay::Wei => prop_assert!(laid(GroupKind::Wei)),
                WinWay::Peng => prop_assert!(laid(GroupKind::Peng)),
                WinWay::InHand { .. } => {
                    prop_assert!(!laid(GroupKind::Ti) && !laid(GroupKind::Pao))
                }
                way => prop_assert!(false, "{}: a 王 way without 王", way),
            }
        }
    }
    Ok(())
}

#[test]
fn win_on_and_waits_match_the_reference_under_every_option() {
    for variant in paohuzi::Rules::variants() {
        let mut runner = variant_runner(250);
        let tally = std::cell::Cell::new(Tally::default());
        let result = runner.run(&vec(any::<u32>(), 0..60), |seeds| {
            let before = build_before(&seeds);
            let r = paohuzi::Rules {
                min_huxi: [0, 6, 10, 15][seeds.len() % 4],
                ..variant
            };
            let mut t = tally.get();
            agree(&before, &r, &mut t)?;
            tally.set(t);
            Ok(())
        });
        if let Err(e) = result {
            panic!("under {variant:?}: {e}");
        }
        // The hands must reach wins of every kind, not only failures (the rarest kind needs
        // the full number of cases, run in release).
        let t = tally.get();
        let full = !cfg!(debug_assertions);
        assert!(
            t.iter().all(|&n| n > 0) || !full,
            "under {variant:?}: wins {t:?}"
        );
    }
}

/// 19 or 20 cards (a hand before the card that may complete it) dealt from a deck shuffled
/// by a generator seeded from the choices, with up to two of them laid down as exposed
/// groups when they form one.
fn deal(seeds: &[u32]) -> paohuzi::Hand {
    let mut rng = rng_of(seeds);
    let mut held = paohuzi_cards(&mut rng, 19);
    held.sort_unstable();
    let mut exposed = Vec::new();
    for _ in 0..rng.below(3) {
        let x = held[rng.below(held.len())];
        let alike = held.iter().filter(|&&y| y == x).count();
        if alike >= 3 {
            let kind = [GroupKind::Peng, GroupKind::Wei][rng.below(2)];
            exposed.push(group(kind, &[x; 3]));
            for _ in 0..3 {
                let i = held.iter().position(|&y| y == x).expect("held");
                held.remove(i);
            }
        }
    }
    paohuzi::Hand::new(&held, exposed).expect("a deal has four of each at most")
}

#[test]
fn waits_match_win_on_for_random_deals() {
    // With no line to reach every complete way is a win, so waits' shortcut must find
    // exactly the cards the one-card check completes.
    for variant in paohuzi::Rules::variants() {
        let r = paohuzi::Rules {
            min_huxi: 0,
            ..variant
        };
        let checker = paohuzi::Checker::new(r);
        let mut runner = variant_runner(300);
        let result = runner.run(&vec(any::<u32>(), 1..8), |seeds| {
            let before = deal(&seeds);
            let waits = checker.waits(&before).expect("valid");
            for x in Card::all() {
                for s in WAIT_SOURCES {
                    let one = checker.win_on(&before, x, s).ok().flatten();
                    prop_assert_eq!(
                        waits.card(x).get(s).map(|w| (w.way, w.score)),
                        one.map(|w| (w.way, w.score())),
                        "{} + {} from {}",
                        before,
                        x,
                        s
                    );
                }
            }
            Ok(())
        });
        if let Err(e) = result {
            panic!("under {r:?}: {e}");
        }
    }
}

/// The priority rank of an action: 提, 偎, 胡, 跑, 碰, 吃, 过.
fn rank(a: &Action) -> u8 {
    match a {
        Action::Ti(_) => 0,
        Action::Wei(_) => 1,
        Action::Hu(_) => 2,
        Action::Pao(_) => 3,
        Action::Peng(_) => 4,
        Action::Chi(_) => 5,
        Action::Pass => 6,
    }
}

#[test]
fn actions_match_the_rules_on_random_hands() {
    let ways_seen = std::cell::Cell::new([0u32; 7]);
    for variant in paohuzi::Rules::variants() {
        let mut runner = variant_runner(120);
        let result = runner.run(&vec(any::<u32>(), 0..60), |seeds| {
            let before = build_before(&seeds);
            let r = paohuzi::Rules {
                min_huxi: [0, 6, 10, 15][seeds.len() % 4],
                ..variant
            };
            let checker = paohuzi::Checker::new(r);
            for x in Card::all() {
                for s in Source::ALL {
                    let got = checker.actions(&before, x, s);
                    let Ok(actions) = got else {
                        prop_assert_eq!(got, Err(paohuzi::PlayError::FifthCopy { card: x }));
                        continue;
                    };
                    let ranks: Vec<u8> = actions.iter().map(rank).collect();
                    prop_assert!(ranks.windows(2).all(|w| w[0] <= w[1]), "{:?}", ranks);
                    let mut seen = ways_seen.get();
                    for &k in &ranks {
                        seen[usize::from(k)] += 1;
                    }
                    ways_seen.set(seen);
                    let n = before.held()[x.index()];
                    let alike = before
                        .exposed()
                        .iter()
                        .map(|g| g.kind())
                        .zip(before.exposed().iter().map(|g| g.cards()[0]))
                        .find(|&(k, y)| {
                            y == x
                                && matches!(
                                    k,
                                    GroupKind::Wei | GroupKind::ChouWei | GroupKind::Peng
                                )
                        })
                        .map(|(k, _)| k);
                    let wei = matches!(alike, Some(GroupKind::Wei | GroupKind::ChouWei));
                    let peng = alike == Some(GroupKind::Peng);
                    let own = s == Source::OwnDraw;
                    let has = |k: u8| ranks.contains(&k);
                    let forced_ti = own && (n == 3 || wei);
                    let forced_wei = own && n == 2;
                    prop_assert_eq!(has(0), forced_ti);
                    prop_assert_eq!(has(1), forced_wei);
                    prop_assert_eq!(has(6), !forced_ti && !forced_wei);
                    let pao = (!own && (n == 3 || wei)) || (s.is_draw() && peng);
                    prop_assert_eq!(has(3), pao && !forced_ti && !forced_wei);
                    prop_assert_eq!(has(4), !own && n == 2);
                    let win = checker.win_on(&before, x, s).expect("valid");
                    let hu: Vec<_> = actions
                        .iter()
                        .filter_map(|a| match a {
                            Action::Hu(w) => Some(w.clone()),
                            _ => None,
                        })
                        .collect();
                    prop_assert_eq!(hu, win.into_iter().collect::<Vec<_>>());
                    let mut got: Vec<Vec<[Card; 3]>> = actions
                        .iter()
                        .filter_map(|a| match a {
                            Action::Chi(chi) => Some(chi),
                            _ => None,
                        })
                        .map(|chi| {
                            // The taken group holds the card; each 比 group one copy.
                            let ones = chi
                                .bi
                                .iter()
                                .all(|g| g.cards().iter().filter(|&&y| y == x).count() == 1);
                            assert!(chi.taken.cards().contains(&x) && ones, "{chi}");
                            chi_set(chi)
                        })
                        .collect();
                    let listed = got.len();
                    got.sort_unstable();
                    got.dedup();
                    prop_assert_eq!(listed, got.len(), "a 吃 listed twice");
                    let mut want = if s.may_chi() && !pao && !forced_ti && !forced_wei {
                        chi_sets(&before, x, &r)
                    } else {
                        Vec::new()
                    };
                    for set in &mut want {
                        set.sort_unstable();
                    }
                    want.sort_unstable();
                    want.dedup();
                    prop_assert_eq!(got, want, "{} + {} from {}", before, x, s);
                }
            }
            Ok(())
        });
        if let Err(e) = result {
            panic!("under {variant:?}: {e}");
        }
    }
    // Every kind of action came up.
    let seen = ways_seen.get();
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
}

// ---------------------------------------------------------------------------------------------
// Named cases.

#[test]
fn po_pao_when_the_fourth_card_scores_more_elsewhere() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    // 跑胡: [跑:贰贰贰贰] 9 + 一二三 3 + 柒捌玖 + pair 拾拾 = 12. 破跑: 坎 贰贰贰 6 +
    // 贰柒拾 6 + 一二三 3 + 捌玖拾 = 15.
    let before = hand("一二三贰贰贰柒捌玖拾拾");
    for source in [DISCARD, OTHER_DRAW] {
        let win = checker
            .win_on(&before, c('贰'), source)
            .expect("valid")
            .expect("wins");
        assert_eq!(win.way, WinWay::InHand { po_pao: true });
        assert_eq!(win.score(), 15);
        assert!(
            win.outcome
                .groups
                .iter()
                .any(|g| g.group.kind() == GroupKind::Kan),
            "{win}"
        );
        assert_eq!(win.to_string().split(':').next(), Some("破跑胡 15"));
    }
    let relaxed = paohuzi::Checker::new(rules(&["min_huxi=0"]));
    assert_eq!(
        relaxed
            .win_on(&before, c('贰'), DISCARD)
            .expect("valid")
            .map(|w| w.score()),
        Some(15)
    );
}

#[test]
fn pao_hu_when_the_pao_scores_more() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    // 跑胡: 9 + pair 二二 + 肆伍陆 + 碰 3 + 偎 3 = 15. 破跑: 坎 6 + 绞 二二贰 + 肆伍陆 + 6 = 12.
    let before = hand("贰贰贰二二肆伍陆 [碰:叁叁叁] [偎:九九九]");
    let win = checker
        .win_on(&before, c('贰'), DISCARD)
        .expect("valid")
        .expect("wins");
    assert_eq!(win.way, WinWay::Pao);
    assert_eq!(win.score(), 15);
    assert!(
        win.outcome
            .groups
            .iter()
            .any(|g| g.group.kind() == GroupKind::Pair)
    );
    // The 破跑 alternative is complete but below the line.
    let relaxed = paohuzi::Checker::new(rules(&["min_huxi=0"]));
    let win = relaxed.win_on(&before, c('贰'), DISCARD).unwrap().unwrap();
    assert_eq!((win.way, win.score()), (WinWay::Pao, 15));
    // On own draw the fourth card onto a 坎 is a forced 提: 12 + 9 = 21.
    let win = checker
        .win_on(&before, c('贰'), Source::OwnDraw)
        .unwrap()
        .unwrap();
    assert_eq!((win.way, win.score()), (WinWay::Ti, 12 + 6));
}

#[test]
fn own_draw_with_a_held_pair_wins_only_by_wei() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    // With a 提 the hand takes a pair: the card in the hand makes 壹贰叁 + 叁叁 (6 + 9 = 15),
    // but on own draw the 偎 is forced and leaves 壹贰 肆伍陆, which does not decompose.
    let before = hand("叁叁壹贰肆伍陆 [提:九九九九]");
    assert_eq!(checker.win_on(&before, c('叁'), Source::OwnDraw), Ok(None));
    let win = checker.win_on(&before, c('叁'), DISCARD).unwrap().unwrap();
    assert_eq!(
        (win.way, win.score()),
        (WinWay::InHand { po_pao: false }, 15)
    );
    // The three 叁 were decomposition (a run and the pair), not set aside as a 坎.
    assert!(
        !win.outcome
            .groups
            .iter()
            .any(|g| g.group.kind() == GroupKind::Kan)
    );
    // A hand the 偎 completes: 偎 6 + exposed 6 + 3 = 15, while from others 碰 scores 12.
    let before = hand("叁叁肆伍陆柒捌玖 [偎:贰贰贰] [碰:壹壹壹]");
    let win = checker
        .win_on(&before, c('叁'), Source::OwnDraw)
        .unwrap()
        .unwrap();
    assert_eq!((win.way, win.score()), (WinWay::Wei, 15));
    assert_eq!(checker.win_on(&before, c('叁'), DISCARD), Ok(None));
    let relaxed = paohuzi::Checker::new(rules(&["min_huxi=0"]));
    let win = relaxed.win_on(&before, c('叁'), DISCARD).unwrap().unwrap();
    assert_eq!((win.way, win.score()), (WinWay::Peng, 12));
    // The actions: the forced 偎, then 胡, and no 过.
    let actions = checker.actions(&before, c('叁'), Source::OwnDraw).unwrap();
    let text: Vec<String> = actions.iter().map(ToString::to_string).collect();
    assert_eq!(text, ["偎 叁叁叁", "胡 偎胡 15"]);
}

#[test]
fn own_draw_onto_a_kan_or_wei_wins_only_by_ti() {
    let checker = paohuzi::Checker::new(rules(&["min_huxi=0"]));
    // After the 提 the rest 四五六七 does not decompose.
    let before = hand("三三三四五六七");
    assert_eq!(checker.win_on(&before, c('三'), Source::OwnDraw), Ok(None));
    let before = hand("三三三四五六七七");
    let win = checker
        .win_on(&before, c('三'), Source::OwnDraw)
        .unwrap()
        .unwrap();
    assert_eq!((win.way, win.score()), (WinWay::Ti, 9));
    let before = hand("四五六七七 [偎:三三三]");
    let win = checker
        .win_on(&before, c('三'), Source::OwnDraw)
        .unwrap()
        .unwrap();
    assert_eq!((win.way, win.score()), (WinWay::Ti, 9));
    let actions = checker.actions(&before, c('三'), Source::OwnDraw).unwrap();
    let text: Vec<String> = actions.iter().map(|a| a.to_ascii()).collect();
    assert_eq!(text, ["ti 3333x", "hu ti 9"]);
    // From a discard the same card makes a 跑: 6.
    let win = checker.win_on(&before, c('三'), DISCARD).unwrap().unwrap();
    assert_eq!((win.way, win.score()), (WinWay::Pao, 6));
}

#[test]
fn a_drawn_card_onto_a_peng_is_a_pao_but_a_discard_is_not() {
    let checker = paohuzi::Checker::new(rules(&["min_huxi=0"]));
    let before = hand("四五六七七 [碰:三三三]");
    for s in [Source::OwnDraw, OTHER_DRAW] {
        let win = checker.win_on(&before, c('三'), s).unwrap().unwrap();
        assert_eq!((win.way, win.score()), (WinWay::Pao, 6), "{s}");
        let actions = checker.actions(&before, c('三'), s).unwrap();
        assert!(actions.contains(&Action::Pao(group(GroupKind::Pao, &[c('三'); 4]))));
    }
    assert_eq!(checker.win_on(&before, c('三'), DISCARD), Ok(None));
    let actions = checker.actions(&before, c('三'), DISCARD_NEXT).unwrap();
    assert!(!actions.iter().any(|a| matches!(a, Action::Pao(_))));
}

#[test]
fn chi_never_uses_a_kan() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    let before = hand("三三三四五二");
    // 一二三 would need a 三 of the 坎; 二三四 too. 四五六 uses free cards.
    let chis = |x: char| -> Vec<String> {
        checker
            .actions(&before, c(x), DISCARD_NEXT)
            .unwrap()
            .iter()
            .filter(|a| matches!(a, Action::Chi(_)))
            .map(ToString::to_string)
            .collect()
    };
    assert!(chis('一').is_empty());
    assert_eq!(chis('六'), ["吃 四五六"]);
    // 三 onto the 坎 is a 跑, never a 吃.
    let actions = checker.actions(&before, c('三'), DISCARD_NEXT).unwrap();
    let text: Vec<String> = actions.iter().map(ToString::to_string).collect();
    assert_eq!(text, ["跑 三三三三", "过"]);
}

#[test]
fn chi_follows_the_seat() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    let before = hand("四五八九");
    let chi = |s: Source| {
        checker
            .actions(&before, c('六'), s)
            .unwrap()
            .iter()
            .any(|a| matches!(a, Action::Chi(_)))
    };
    assert!(chi(Source::OwnDraw));
    assert!(chi(Source::OtherDraw { next: true }));
    assert!(chi(DISCARD_NEXT));
    assert!(!chi(OTHER_DRAW));
    assert!(!chi(DISCARD));
}

#[test]
fn bi_pai_lists_every_distinct_set_once() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    let chis = |text: &str, x: char| -> Vec<String> {
        checker
            .actions(&hand(text), c(x), DISCARD_NEXT)
            .unwrap()
            .iter()
            .filter(|a| matches!(a, Action::Chi(_)))
            .map(ToString::to_string)
            .collect()
    };
    // Holding 二 贰 七 十: 二七十 would leave the held 二 with 贰 alone, so only the 绞 that
    // takes the held 二 along.
    assert_eq!(chis("二贰七十", '二'), ["吃 二二贰"]);
    // With 一 and 三 too: 一二三 and 二七十 together (listed once, whichever takes the
    // card), or the 绞.
    assert_eq!(
        chis("一二三七十贰", '二'),
        ["吃 一二三 + 比 二七十", "吃 二二贰"]
    );
    // Two copies held: both must go down, one per group; the three ways to say which group
    // takes the card are one set.
    assert_eq!(
        chis("二二一三三四七十", '二'),
        ["吃 一二三 + 比 二三四 + 比 二七十"]
    );
    let chi = checker
        .actions(&hand("二二一三三四七十"), c('二'), DISCARD_NEXT)
        .unwrap()
        .into_iter()
        .find(|a| matches!(a, Action::Chi(_)))
        .unwrap();
    assert_eq!(chi.to_ascii(), "chi 123x + bi 234x + bi 270x");
}

#[test]
fn a_chi_whose_bi_is_impossible_is_not_offered() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    // 一二三 takes the card, and the held 二 has nothing to go down with.
    let actions = checker
        .actions(&hand("一二三五六"), c('二'), DISCARD_NEXT)
        .unwrap();
    assert_eq!(actions, vec![Action::Pass]);
    // Without the held 二 the same 吃 is fine.
    let actions = checker
        .actions(&hand("一三五六"), c('二'), DISCARD_NEXT)
        .unwrap();
    let text: Vec<String> = actions.iter().map(ToString::to_string).collect();
    assert_eq!(text, ["吃 一二三", "过"]);
}

#[test]
fn actions_come_in_priority_order() {
    let checker = paohuzi::Checker::new(rules(&["min_huxi=0"]));
    // A pair of 二 with runs around it: 胡 (three 二 decomposed into 一二三 二三四 二七十), 碰,
    // the 吃 with its 比, 过.
    let before = hand("二二一三三四七十");
    let actions = checker.actions(&before, c('二'), DISCARD_NEXT).unwrap();
    let text: Vec<String> = actions.iter().map(ToString::to_string).collect();
    assert_eq!(
        text,
        [
            "胡 平胡 6",
            "碰 二二二",
            "吃 一二三 + 比 二三四 + 比 二七十",
            "过"
        ]
    );
    let ascii: Vec<String> = actions.iter().map(Action::to_ascii).collect();
    assert_eq!(
        ascii,
        [
            "hu hand 6",
            "peng 222x",
            "chi 123x + bi 234x + bi 270x",
            "pass"
        ]
    );
}

#[test]
fn waits_by_source_and_dead_cards() {
    let checker = paohuzi::Checker::new(rules(&["min_huxi=0"]));
    // 七 shows four times: dead. 四五 waits on 三 and 六 from anywhere (跑 6 + a run, a
    // run and the pair 拾拾).
    let before = hand("四五八九十拾拾 [跑:七七七七]");
    let waits = checker.waits(&before).unwrap();
    assert!(waits.card(c('七')).dead);
    assert!(!waits.card(c('七')).wins());
    assert_eq!(
        checker.win_on(&before, c('七'), DISCARD),
        Err(paohuzi::PlayError::FifthCopy { card: c('七') })
    );
    assert_eq!(
        checker
            .actions(&before, c('七'), DISCARD)
            .unwrap_err()
            .to_string(),
        "七 cannot arrive: the hand already holds or shows all four"
    );
    let winners: Vec<(Card, u16)> = waits
        .winning(Source::OwnDraw)
        .map(|(x, w)| (x, w.score))
        .collect();
    assert_eq!(winners, [(c('三'), 6), (c('六'), 6)]);
    assert!(waits.is_ready());
    assert_eq!(
        waits.to_string(),
        "自摸: 三=6 平胡, 六=6 平胡\n别家翻牌: 三=6 平胡, 六=6 平胡\n别家打出: 三=6 平胡, 六=6 平胡\ndead: 七"
    );
    // A 坎 waiting on its fourth card: 提 on own draw, 跑 or 破跑 from others.
    let before = hand("五五五七八九十十");
    let waits = checker.waits(&before).unwrap();
    let five = waits.card(c('五'));
    assert_eq!(
        five.own_draw.map(|w| (w.way, w.score)),
        Some((WinWay::Ti, 9))
    );
    assert_eq!(five.discard.map(|w| w.way), Some(WinWay::Pao));
    assert!(!checker.waits(&hand("一四七")).unwrap().is_ready());
}

#[test]
fn sources_read_and_print() {
    for s in Source::ALL {
        assert_eq!(s.ascii().parse::<Source>(), Ok(s));
    }
    let e = "discarded".parse::<Source>().unwrap_err();
    assert!(e.to_string().contains("discarded"), "{e}");
    assert_eq!(Source::OwnDraw.to_string(), "自摸");
    assert_eq!(DISCARD_NEXT.to_string(), "上家打出");
    assert!(Source::OwnDraw.may_chi() && !DISCARD.may_chi());
}

#[test]
fn invalid_hands_are_errors_not_panics() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    // 一五十 is not a group under the default rules.
    let before = hand("[吃:一五十] 二三");
    assert!(matches!(
        checker.win_on(&before, c('四'), DISCARD),
        Err(paohuzi::PlayError::Check(_))
    ));
    assert!(checker.waits(&before).is_err());
    assert!(checker.actions(&before, c('四'), DISCARD).is_err());
    // Four held (a concealed 提) and the card again.
    let before = hand("一一一一");
    assert_eq!(
        checker.waits(&before).map(|w| w.card(c('一')).dead),
        Ok(true)
    );
    assert!(checker.win_on(&before, c('一'), Source::OwnDraw).is_err());
    // Empty and tiny hands are fine.
    assert!(checker.waits(&paohuzi::Hand::default()).is_ok());
}

#[test]
fn a_hand_too_large_for_one_more_card_is_an_error() {
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    let before = hand("一二三四五六七八九十壹贰叁肆伍陆柒捌玖拾一");
    let card = Card::all().next().expect("一");
    let want = paohuzi::CheckError::TooManyCards { cards: 22 };
    let is_want = |e: paohuzi::PlayError| e == paohuzi::PlayError::Check(want.clone());
    assert!(
        checker
            .win_on(&before, card, Source::OwnDraw)
            .is_err_and(is_want)
    );
    assert!(checker.waits(&before).is_err_and(is_want));
    let discard = Source::Discard { next: true };
    assert!(checker.actions(&before, card, discard).is_err_and(is_want));
}

#[test]
fn arbitrary_hands_cards_and_sources_never_panic() {
    // Any card multiset up to 26 cards with up to three exposed groups, under every option:
    // win-on, actions and waits answer or refuse, and agree on which.
    let mut runner = variant_runner(3000);
    let answered = std::cell::Cell::new(0u32);
    let result = runner.run(
        &(
            vec(0..20usize, 0..21),
            vec(0..20usize, 0..3),
            0..20usize,
            0..5usize,
            0..8u8,
        ),
        |(held, groups, card, source, variant)| {
            let r = paohuzi::Rules::variants()
                .nth(usize::from(variant))
                .expect("eight variants");
            let checker = paohuzi::Checker::new(r);
            let mut cards: Vec<Card> = held.iter().map(|&i| Card::wrapping(i)).collect();
            cards.sort_unstable();
            let exposed: Vec<Group> = groups
                .iter()
                .filter_map(|&i| Group::new(GroupKind::Peng, &[Card::wrapping(i); 3]).ok())
                .collect();
            let Ok(before) = paohuzi::Hand::new(&cards, exposed) else {
                return Ok(());
            };
            let card = Card::wrapping(card);
            let source = Source::ALL[source];
            let win = checker.win_on(&before, card, source);
            let actions = checker.actions(&before, card, source);
            let waits = checker.waits(&before);
            prop_assert_eq!(win.is_err(), actions.is_err());
            answered.set(answered.get() + u32::from(win.is_ok()));
            if let (Ok(waits), Ok(win)) = (&waits, &win) {
                prop_assert_eq!(
                    waits.card(card).get(source).map(|w| w.score),
                    win.as_ref().map(|w| w.score())
                );
            }
            Ok(())
        },
    );
    if let Err(e) = result {
        panic!("{e}");
    }
    // Not only refusals: most generated hands are answered.
    assert!(
        answered.get() >= rounds(1500, 8),
        "only {} answered",
        answered.get()
    );
}

/// Seeds that once built a hand of seven 坎 (21 cards, no room for the card to come).
#[test]
fn built_hands_leave_room_for_the_card_to_come() {
    let seeds = [
        2791864263, 2196300560, 1430311961, 220645862, 3031089, 3303342463, 260625977, 378082024,
        1, 419142225, 711204155, 596828577, 2178932535, 1321544508, 614434635,
    ];
    let before = build_before(&seeds);
    let checker = paohuzi::Checker::new(paohuzi::Rules::default());
    for x in Card::all() {
        for s in Source::ALL {
            match checker.actions(&before, x, s) {
                Ok(actions) => assert!(!actions.is_empty(), "{before} + {x}"),
                Err(e) => assert_eq!(
                    e,
                    paohuzi::PlayError::FifthCopy { card: x },
                    "{before} + {x}"
                ),
            }
        }
    }
}
