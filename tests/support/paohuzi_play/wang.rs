//! The best win with 王, written from the rules file: the ways the own draw opens (提, 偎, 跑,
//! the card in the hand, 王钓, 王闯, 王炸 and their 王 forms), each hand scored by the
//! backtracking baseline's substitution, the multipliers of `wang_fan`, the limits of
//! `wang_limit`, 有王必须自摸, and the refusals in the order the rules file's checks come.

use super::exposed_alike;
use hupai::paohuzi::backtrack;
use hupai::paohuzi::{
    Card, CheckError, Group, GroupKind, Hand, MAX_CARDS, PlayError, Rules, Shape, Source, WangFan,
    WangLimit, WinWay,
};

/// What a card arriving is refused for, in the order the rules file's checks come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    TooManyWang,
    TooManyCards,
    NotAllowed,
    FifthCopy,
}

/// The refusal of `draw` (a 王 when `None`) arriving at `before`, if any.
pub fn refusal(before: &Hand, draw: Option<Card>, r: &Rules) -> Option<Refusal> {
    if before.wang() > r.wang {
        return Some(Refusal::TooManyWang);
    }
    let held: u32 = before.held().iter().map(|&n| u32::from(n.min(3))).sum();
    let cards = held + u32::from(before.wang()) + 3 * before.exposed().len() as u32 + 1;
    if cards > MAX_CARDS {
        return Some(Refusal::TooManyCards);
    }
    let unknown = before.exposed().iter().any(|g| match g.kind() {
        GroupKind::Chi(Shape::YiWuShi) => !r.yiwushi,
        GroupKind::Chi(Shape::MixedErQiShi) => !r.mixed_erqishi,
        _ => false,
    });
    if unknown {
        return Some(Refusal::NotAllowed);
    }
    if before.wang() + u8::from(draw.is_none()) > r.wang {
        return Some(Refusal::TooManyWang);
    }
    let copies = |x: Card| {
        before.held()[x.index()]
            + before
                .exposed()
                .iter()
                .flat_map(|g| g.cards())
                .filter(|&&c| c == x)
                .count() as u8
    };
    draw.filter(|&x| copies(x) >= 4).map(|_| Refusal::FifthCopy)
}

/// The refusal a library error is.
pub fn refusal_of(e: &PlayError) -> Option<Refusal> {
    match e {
        PlayError::Check(CheckError::TooManyWang { .. }) => Some(Refusal::TooManyWang),
        PlayError::Check(CheckError::TooManyCards { .. }) => Some(Refusal::TooManyCards),
        PlayError::Check(CheckError::NotAllowed { .. }) => Some(Refusal::NotAllowed),
        PlayError::FifthCopy { .. } => Some(Refusal::FifthCopy),
        _ => None,
    }
}

/// A hand of `held` cards, `exposed` groups and `wang` 王.
fn hand_of(held: &[u8; 20], exposed: Vec<Group>, wang: u8) -> Option<Hand> {
    let cards: Vec<Card> = Card::all()
        .flat_map(|c| std::iter::repeat_n(c, usize::from(held[c.index()])))
        .collect();
    Hand::new(&cards, exposed).ok()?.with_wang(wang).ok()
}

/// Four or three alike of `x`, laid down as `kind`.
fn alike_group(kind: GroupKind, x: Card, n: usize) -> Group {
    Group::new(kind, &vec![x; n]).expect("alike")
}

/// What `n` alike of `x` score: the pair, a triplet as a 坎, four alike as a 提.
fn alike_score(x: Card, n: u8, r: &Rules) -> u16 {
    let kind = [GroupKind::Pair, GroupKind::Kan, GroupKind::HiddenTi][usize::from(n - 2)];
    alike_group(kind, x, usize::from(n)).score(r.scoring)
}

/// The ways an own draw of `x` opens without spending 王 on it, each with the hand after
/// (rules file: 提 onto a held 坎 or an exposed 偎, 偎 onto a held pair, else 跑 onto an exposed
/// 碰 beside the card in the hand, else the card in the hand).
fn plain_ways(before: &Hand, x: Card) -> Vec<(WinWay, Option<Hand>)> {
    let mut held = *before.held();
    let n = held[x.index()];
    let mut exposed = before.exposed().to_vec();
    let alike = exposed_alike(&exposed, x);
    let kind = alike.map(|i| exposed[i].kind());
    let wang = before.wang();
    if n == 3 || matches!(kind, Some(GroupKind::Wei | GroupKind::ChouWei)) {
        match alike {
            Some(i) => exposed[i] = alike_group(GroupKind::Ti, x, 4),
            None => {
                held[x.index()] = 0;
                exposed.push(alike_group(GroupKind::Ti, x, 4));
            }
        }
        return vec![(WinWay::Ti, hand_of(&held, exposed, wang))];
    }
    if n == 2 {
        held[x.index()] = 0;
        exposed.push(alike_group(GroupKind::Wei, x, 3));
        return vec![(WinWay::Wei, hand_of(&held, exposed, wang))];
    }
    let mut out = Vec::new();
    let peng = kind == Some(GroupKind::Peng);
    if let (Some(i), true) = (alike, peng) {
        let mut e = exposed.clone();
        e[i] = alike_group(GroupKind::Pao, x, 4);
        out.push((WinWay::Pao, hand_of(&held, e, wang)));
    }
    held[x.index()] += 1;
    let way = WinWay::InHand { po_pao: peng };
    out.push((way, hand_of(&held, exposed, wang)));
    out
}

/// The best win the rules file gives `draw` (a 王 when `None`) from `source`: the way, its
/// 胡息 and its multiplier, or the refusal.
pub fn best_way_with_wang(
    before: &Hand,
    draw: Option<Card>,
    source: Source,
    r: &Rules,
) -> Result<Option<(WinWay, u16, u16)>, Refusal> {
    if let Some(refused) = refusal(before, draw, r) {
        return Err(refused);
    }
    // 有王必须自摸.
    if source != Source::OwnDraw {
        return Ok(None);
    }
    let score = |h: &Hand| backtrack::best_score(h, r).ok().flatten();
    let mut wins: Vec<(WinWay, u16, u16)> = Vec::new();
    let mut keep = |way: WinWay, s: Option<u16>, multiplier: u16| {
        if let Some(s) = s.filter(|&s| s >= r.min_huxi) {
            wins.push((way, s, multiplier));
        }
    };
    match draw {
        Some(x) => {
            for (way, after) in plain_ways(before, x) {
                keep(way, after.as_ref().and_then(score), 2);
            }
        }
        None => {
            let after = before.clone().with_wang(before.wang() + 1).ok();
            keep(
                WinWay::InHand { po_pao: false },
                after.as_ref().and_then(score),
                2,
            );
        }
    }
    // 王钓, 王闯, 王炸: k 王 out, the rest complete beside the draw and them as k + 1 alike;
    // a drawn 王 stands for whichever card scores best.
    for k in 1..=before.wang().min(3) {
        let Ok(rest) = before.clone().with_wang(before.wang() - k) else {
            continue;
        };
        let beside = |c: Card| {
            backtrack::best_score_beside(&rest, r, c, k + 1)
                .ok()
                .flatten()
        };
        // The group's copies touch the rest only under the cap on copies.
        let best = match draw {
            Some(x) => beside(x),
            None if r.wang_fifth_copy => {
                let top = Card::all().max_by_key(|&c| alike_score(c, k + 1, r));
                top.and_then(beside)
            }
            None => Card::all().filter_map(beside).max(),
        };
        let drawn_wang = draw.is_none();
        let (way, step) = match k {
            1 => (WinWay::WangDiao { drawn_wang }, 0),
            2 => (WinWay::WangChuang { drawn_wang }, 1),
            _ => (WinWay::WangZha { drawn_wang }, 2),
        };
        let multiplier = match r.wang_fan {
            WangFan::Yongzhou => (4 << step) << u16::from(drawn_wang),
            WangFan::Plain => 2 << step,
        };
        keep(way, best, multiplier);
    }
    let wang = before.wang() + u8::from(draw.is_none());
    wins.retain(|&(way, _, multiplier)| match r.wang_limit {
        WangLimit::SelfDraw => true,
        WangLimit::ByWang => wang < 3 || way.wang() > 0,
        WangLimit::ByFan => multiplier >= 1u16 << wang,
    });
    // The highest multiplier, then the most 胡息; the first way on a tie.
    Ok(wins.into_iter().fold(None, |best, w| match best {
        Some(b) if (w.2, w.1) <= (b.2, b.1) => Some(b),
        _ => Some(w),
    }))
}
