//! Actions on an incoming card: every legal move, in priority order.
//!
//! A server asks each player what they may do with a card and then applies the highest
//! claim, so the list is ordered by the rules' priority 提/偎 > 胡 > 跑 > 碰 > 吃, with 过
//! (pass) last:
//!
//! - Own draw: 提 onto a held 坎 or an exposed 偎/臭偎, and 偎 onto a held pair, are forced.
//!   They come first and leave only 胡 (after the move, see [`WinWay`]) beside them, and no
//!   过. 臭偎 needs the history of passed cards and is not offered.
//! - 跑 onto a held 坎 or exposed 偎 from another player, or onto an exposed 碰 with a drawn
//!   card (anyone's); 碰 onto a held pair from another player. Both are optional here: 胡
//!   outranks them (see [`super::win`]).
//! - 吃: by the drawer, or by the next player (下家) after a draw or a discard. The card plus
//!   two held cards form a run, 二七十, 绞, or where the rules allow them 一五十 and mixed
//!   二七十. A 坎's cards (three or four alike held) are never used. A card that could make a
//!   跑 is never eaten: the rules file's "then it's 跑" for a held 坎 holds as much for the 偎
//!   it became and for a 碰 the drawn fourth grows.
//! - 比牌: copies of the card still held after the 吃 group must all go down with it, each
//!   in a further group of one copy and two other held cards (not a 坎's). Every distinct
//!   set of groups laid down is listed once; a 吃 that cannot be followed is not listed.
//! - 过张 (a card passed cannot be taken later) needs the game's history and is left to the
//!   caller.

use super::alike::Alike;
use super::check::Checker;
use super::play::{PlayError, Win, WinWay};
use super::win::Before;
use crate::paohuzi::card::ascii_cards;
use crate::paohuzi::card::{Card, Counts};
use crate::paohuzi::group::{Group, GroupKind, Shape};
use crate::paohuzi::hand::Hand;
use crate::paohuzi::source::Source;
use std::fmt;

/// One legal move on a card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// 提 (forced): the four alike laid down.
    Ti(Group),
    /// 偎 (forced): the three alike laid down.
    Wei(Group),
    /// 胡: the best way to win with the card.
    Hu(Win),
    /// 跑: the four alike laid down.
    Pao(Group),
    /// 碰: the three alike laid down.
    Peng(Group),
    /// 吃, with its 比牌 groups.
    Chi(Chi),
    /// 过: take nothing; offered when no move is forced.
    Pass,
}

/// A 吃 and the 比牌 groups that must go down with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chi {
    /// The group holding the card taken.
    pub taken: Group,
    /// One group per copy of the card still held, each with one copy; sorted.
    pub bi: Vec<Group>,
}

fn chinese(g: &Group) -> String {
    g.cards().iter().map(|c| c.chinese()).collect()
}

impl fmt::Display for Chi {
    /// `吃 一二三 + 比 二七十`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "吃 {}", chinese(&self.taken))?;
        for g in &self.bi {
            write!(f, " + 比 {}", chinese(g))?;
        }
        Ok(())
    }
}

impl Chi {
    /// `chi 123x + bi 270x`.
    pub fn to_ascii(&self) -> String {
        let mut out = format!("chi {}", ascii_cards(self.taken.cards()));
        for g in &self.bi {
            out.push_str(" + bi ");
            out.push_str(&ascii_cards(g.cards()));
        }
        out
    }
}

impl Action {
    /// The action in ASCII: `ti 3333x`, `wei 333x`, `hu pao 21`, `pao 3333x`, `peng 333x`,
    /// `chi 123x + bi 270x`, `pass`.
    pub fn to_ascii(&self) -> String {
        match self {
            Action::Ti(g) => format!("ti {}", ascii_cards(g.cards())),
            Action::Wei(g) => format!("wei {}", ascii_cards(g.cards())),
            Action::Hu(win) => format!("hu {} {}", win.way.ascii(), win.score()),
            Action::Pao(g) => format!("pao {}", ascii_cards(g.cards())),
            Action::Peng(g) => format!("peng {}", ascii_cards(g.cards())),
            Action::Chi(chi) => chi.to_ascii(),
            Action::Pass => "pass".to_owned(),
        }
    }
}

impl fmt::Display for Action {
    /// `提 三三三三`, `偎 三三三`, `胡 跑胡 21`, `跑 三三三三`, `碰 三三三`,
    /// `吃 一二三 + 比 二七十`, `过`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Ti(g) => write!(f, "提 {}", chinese(g)),
            Action::Wei(g) => write!(f, "偎 {}", chinese(g)),
            Action::Hu(win) => write!(f, "胡 {} {}", win.way, win.score()),
            Action::Pao(g) => write!(f, "跑 {}", chinese(g)),
            Action::Peng(g) => write!(f, "碰 {}", chinese(g)),
            Action::Chi(chi) => chi.fmt(f),
            Action::Pass => f.write_str("过"),
        }
    }
}

impl Checker {
    /// Every legal action on `card` arriving from `source` at the hand `before`, in priority
    /// order: 提, 偎, 胡, 跑, 碰, each 吃, 过.
    ///
    /// # Errors
    ///
    /// As [`win_on`](Self::win_on): [`PlayError::Check`] when the rules cannot check the
    /// hand with the card added (an exposed group they do not allow, more than
    /// [`MAX_CARDS`](crate::paohuzi::MAX_CARDS) cards), [`PlayError::FifthCopy`] when all four copies
    /// of `card` are already held or exposed.
    pub fn actions(
        &self,
        before: &Hand,
        card: Card,
        source: Source,
    ) -> Result<Vec<Action>, PlayError> {
        // A 王 is never used to 吃, 碰, 偎, 跑 or 提: the moves are the hand's without its 王,
        // and only the win sees them. With 王 the win is asked first, so that a hand it
        // refuses is refused for the same reason.
        let wang_win = if before.wang() > 0 {
            Some(self.win_on(before, card, source)?)
        } else {
            None
        };
        let stripped = before
            .clone()
            .with_wang(0)
            .map_err(|_| PlayError::FifthCopy { card })?;
        let prepared = Before::new(self, &stripped)?;
        prepared.arrival(card)?;
        // The ways a win may take say which alike moves the card allows; 提 and 偎 are ways
        // only on own draw, where they are forced.
        let ways = prepared.ways(card, source);
        let allows = |way: WinWay| ways.contains(&Some(way));
        let lay = |way: WinWay, alike: Alike, wrap: fn(Group) -> Action| {
            alike.group(card).filter(|_| allows(way)).map(wrap)
        };
        let forced = lay(WinWay::Ti, Alike::Ti, Action::Ti)
            .or_else(|| lay(WinWay::Wei, Alike::Wei, Action::Wei));
        let is_forced = forced.is_some();
        let mut out: Vec<Action> = forced.into_iter().collect();
        let win = match wang_win {
            Some(win) => win,
            None => prepared.win(card, source)?,
        };
        out.extend(win.map(Action::Hu));
        if is_forced {
            return Ok(out);
        }
        out.extend(lay(WinWay::Pao, Alike::Pao, Action::Pao));
        out.extend(lay(WinWay::Peng, Alike::Peng, Action::Peng));
        if source.may_chi() && !allows(WinWay::Pao) {
            out.extend(chis(self, before.held(), card).into_iter().map(Action::Chi));
        }
        out.push(Action::Pass);
        Ok(out)
    }
}

impl Checker {
    /// The legal actions when the player draws a 王: 胡 if it wins, else 过 (the 王 joins the
    /// hand; it is never laid down and never discarded).
    ///
    /// # Errors
    ///
    /// As [`win_on_drawn_wang`](Self::win_on_drawn_wang).
    pub fn actions_on_drawn_wang(&self, before: &Hand) -> Result<Vec<Action>, PlayError> {
        let mut out: Vec<Action> = self
            .win_on_drawn_wang(before)?
            .map(Action::Hu)
            .into_iter()
            .collect();
        out.push(Action::Pass);
        Ok(out)
    }
}

/// The shape three cards form under the rules, if they are a group.
fn shape(checker: &Checker, cards: &[Card; 3]) -> Option<Shape> {
    let rules = checker.rules();
    Shape::classify(cards).ok().filter(|s| match s {
        Shape::YiWuShi => rules.yiwushi,
        Shape::MixedErQiShi => rules.mixed_erqishi,
        Shape::Run | Shape::ErQiShi | Shape::Jiao => true,
    })
}

/// Pairs of held cards (kinds `a <= b`) that `usable` can give and that form a group with
/// `card`, with the shape; `other_only` keeps pairs without a copy of the card (比 groups).
fn partners(
    checker: &Checker,
    usable: &Counts,
    card: Card,
    other_only: bool,
) -> Vec<([Card; 2], Shape)> {
    let mut out = Vec::new();
    for a in Card::all() {
        for b in Card::all().filter(|&b| b >= a) {
            let need_a = 1 + u8::from(a == b);
            if usable[a.index()] < need_a || usable[b.index()] == 0 {
                continue;
            }
            if other_only && (a == card || b == card) {
                continue;
            }
            if let Some(s) = shape(checker, &[card, a, b]) {
                out.push(([a, b], s));
            }
        }
    }
    out
}

/// Takes cards out of counts; `false` (counts unchanged) when they are not all there.
fn take(counts: &mut Counts, cards: &[Card]) -> bool {
    let mut left = *counts;
    for c in cards {
        match left[c.index()].checked_sub(1) {
            Some(n) => left[c.index()] = n,
            None => return false,
        }
    }
    *counts = left;
    true
}

/// Every legal 吃 of `card` with the hand's held counts: each group the card can form with
/// two held cards outside 坎, followed by each way to lay the copies still held (比牌),
/// distinct as sets of groups.
fn chis(checker: &Checker, held: &Counts, card: Card) -> Vec<Chi> {
    let usable: Counts = held.map(|n| if n >= 3 { 0 } else { n });
    let mut out: Vec<Chi> = Vec::new();
    let mut laid: Vec<Vec<[Card; 3]>> = Vec::new();
    for ([a, b], s) in partners(checker, &usable, card, false) {
        let mut left = usable;
        if !take(&mut left, &[a, b]) {
            continue;
        }
        let copies = usize::from(left[card.index()]);
        let bi_options = partners(checker, &left, card, true);
        // Each copy goes down in its own group: choose `copies` options, non-decreasing so
        // that each set is met once, whose cards are all there together.
        let mut chosen: Vec<usize> = Vec::new();
        let mut sets: Vec<Vec<usize>> = Vec::new();
        bi_sets(&bi_options, &left, copies, 0, &mut chosen, &mut sets);
        for set in sets {
            let mut groups: Vec<[Card; 3]> = vec![sorted([card, a, b])];
            groups.extend(
                set.iter()
                    .filter_map(|&i| bi_options.get(i))
                    .map(|([c, d], _)| sorted([card, *c, *d])),
            );
            let mut key = groups.clone();
            key.sort_unstable();
            if laid.contains(&key) {
                continue;
            }
            laid.push(key);
            let Ok(taken) = Group::new(GroupKind::Chi(s), &[card, a, b]) else {
                continue;
            };
            let mut bi: Vec<Group> = groups
                .iter()
                .skip(1)
                .filter_map(|g| Group::new(GroupKind::Chi(Shape::Run), g).ok())
                .collect();
            bi.sort_by(|x, y| x.cards().cmp(y.cards()));
            out.push(Chi { taken, bi });
        }
    }
    out
}

/// Collects into `sets` every non-decreasing choice of `copies` options from `from` whose
/// cards `left` holds together (each option also spends one copy of the card).
fn bi_sets(
    options: &[([Card; 2], Shape)],
    left: &Counts,
    copies: usize,
    from: usize,
    chosen: &mut Vec<usize>,
    sets: &mut Vec<Vec<usize>>,
) {
    if chosen.len() == copies {
        sets.push(chosen.clone());
        return;
    }
    for (i, ([a, b], _)) in options.iter().enumerate().skip(from) {
        let mut rest = *left;
        if !take(&mut rest, &[*a, *b]) {
            continue;
        }
        chosen.push(i);
        bi_sets(options, &rest, copies, i, chosen, sets);
        chosen.pop();
    }
}

fn sorted(mut cards: [Card; 3]) -> [Card; 3] {
    cards.sort_unstable();
    cards
}
