//! Paohuzi play's references, written from the rules text and shared by the play tests and the
//! Paohuzi exactness fuzz target (`fuzz/targets/paohuzi.rs`): the best way to take a card, the
//! hand after each legal move built explicitly and scored by the backtracking baseline (or,
//! where the card makes three copies that are no 坎, by a brute force written here), every set
//! of groups a 吃 may lay down, and what a win's listing must hold; with 王 ([`wang`]) by the
//! baseline's substitution, refusals included; the actions on a card ([`actions`]).
//!
//! The checks here fail by panicking, which the property test runners report as failures.

pub mod actions;
pub mod wang;

use hupai::paohuzi;
use hupai::paohuzi::backtrack;
use hupai::paohuzi::{
    Card, Group, GroupKind, Hand, Outcome, Rules, Scoring, Shape, Source, WinWay,
};

/// A group the caller knows to be well-formed.
fn group(kind: GroupKind, cards: &[Card]) -> Group {
    Group::new(kind, cards).expect("well-formed group")
}

/// The group a player lays down of kind `kind` (modulo 10) from `x`: 碰, 偎, 跑, 提, a run
/// from `x` (from 八 at the highest), 二七十, 绞, 一五十, mixed 二七十 of its case, 臭偎. The
/// last three only some rule sets allow, so that a generator taking the first seven, nine or
/// ten chooses what it deals.
pub fn exposed_group(x: Card, kind: usize) -> (GroupKind, Vec<Card>) {
    let (case, r) = (x.case(), x.rank().min(8));
    let card = |case, rank| Card::new(case, rank).expect("a rank of 1..=10");
    match kind % 10 {
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
        6 => (GroupKind::Chi(Shape::Jiao), vec![x, x, x.flipped()]),
        7 => (
            GroupKind::Chi(Shape::YiWuShi),
            vec![card(case, 1), card(case, 5), card(case, 10)],
        ),
        8 => (
            GroupKind::Chi(Shape::MixedErQiShi),
            vec![card(case, 2), card(case.other(), 7), card(case, 10)],
        ),
        _ => (GroupKind::ChouWei, vec![x; 3]),
    }
}

/// Where the exposed 碰, 偎 or 臭偎 of `x` stands, if there is one.
pub fn exposed_alike(exposed: &[Group], x: Card) -> Option<usize> {
    exposed.iter().position(|g| {
        matches!(
            g.kind(),
            GroupKind::Wei | GroupKind::ChouWei | GroupKind::Peng
        ) && g.cards()[0] == x
    })
}

/// Every three-card group the rules allow, as sorted cards.
fn templates(r: &Rules) -> Vec<[Card; 3]> {
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
fn brute(counts: &mut [u8; 20], pair: bool, r: &Rules, templates: &[[Card; 3]]) -> Option<u16> {
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
fn baseline(h: &Hand, r: &Rules) -> Option<u16> {
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
fn from_counts(held: &[u8; 20], exposed: Vec<Group>) -> Hand {
    let cards: Vec<Card> = Card::all()
        .flat_map(|c| std::iter::repeat_n(c, usize::from(held[c.index()])))
        .collect();
    Hand::new(&cards, exposed).expect("at most four of each")
}

/// The best complete way to take `card` from `source`, written from the rules text: which
/// moves are open, the hand after each built explicitly, scored by the baseline (or the
/// brute force when the card makes three copies that are no 坎). Ties go to the earlier way.
pub fn best_way(before: &Hand, x: Card, source: Source, r: &Rules) -> Option<(WinWay, u16)> {
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
pub fn chi_sets(before: &Hand, x: Card, r: &Rules) -> Vec<Vec<[Card; 3]>> {
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

pub fn chi_set(chi: &paohuzi::Chi) -> Vec<[Card; 3]> {
    let mut set: Vec<[Card; 3]> = std::iter::once(&chi.taken)
        .chain(&chi.bi)
        .map(|g| <[Card; 3]>::try_from(g.cards()).expect("three cards"))
        .collect();
    set.sort_unstable();
    set
}

/// A complete outcome's groups are worth its score, each its own, and hold the hand's cards
/// and 王 exactly (each 王 standing for a card of its group), no card more than four times
/// where 王 make no fifth copy, and at most one pair.
pub fn listing_holds(hand: &Hand, outcome: &Outcome, rules: &Rules) {
    let context = || format!("`{hand}` under {rules:?}: {:?}", outcome.groups);
    let total: u16 = outcome.groups.iter().map(|g| g.score).sum();
    assert_eq!(Some(total), outcome.score, "{}", context());
    let (mut real, mut wang, mut copies) = (Vec::new(), 0, [0u8; 20]);
    for g in &outcome.groups {
        assert_eq!(g.score, g.group.score(rules.scoring), "{}", context());
        let mut cards = g.group.cards().to_vec();
        for w in &g.wang {
            let at = cards.iter().position(|c| c == w);
            let at = at.unwrap_or_else(|| panic!("{}: a 王 for no card of its group", context()));
            cards.remove(at);
            wang += 1;
        }
        for c in g.group.cards() {
            copies[c.index()] += 1;
        }
        real.extend(cards);
    }
    let mut all: Vec<Card> = hand.all_cards().collect();
    real.sort_unstable();
    all.sort_unstable();
    assert_eq!(real, all, "{}", context());
    assert_eq!(wang, hand.wang(), "{}", context());
    if !rules.wang_fifth_copy {
        assert!(copies.iter().all(|&n| n <= 4), "{}", context());
    }
    let pairs = outcome.groups.iter();
    let pairs = pairs.filter(|g| g.group.kind() == GroupKind::Pair).count();
    assert!(pairs <= 1, "{}", context());
}
