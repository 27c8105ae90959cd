//! Waits (听牌): which of the twenty cards would let a hand win, and how, by source.
//!
//! A player, a client offering 胡 or a simulator wants all twenty cards at once. Checking
//! the hand after each card repeats, per card, the one costly step of a check: the
//! enumeration of the groups that mix cases (绞, mixed 二七十), 3^k choices for k ranks
//! where a 绞 fits. Here that enumeration runs once, on the hand before the card (`scan`),
//! and at each choice one entry per case key (`reach`) says which cards complete it and
//! scores them: a card joining its case, a card making a 绞 with two held cards, and the rests
//! a 偎 or 碰 (a held pair taken out) and a 提 or 跑 (the rest as it stands) leave. So every
//! way of every card is scored exactly by that one enumeration, and only what it cannot see,
//! a mixed 二七十 holding the new card under `mixed_erqishi`, is left to the search
//! win-on-a-card uses, for the six cards 二七十贰柒拾.
//!
//! Each card's way scores then go through the same choice of way per source as
//! [`Checker::win_on`] (what is forced, the priority order on a tie, `min_huxi`), so the
//! way and score reported for each card and source are exactly what it returns. The seat
//! (下家 or not) never changes a win, so there are three sources: own draw, another player's
//! draw, a discard. A card is dead when all four copies are already in the hand, held or
//! exposed: it cannot come and wins from nowhere.

mod scan;

use super::check::Checker;
use super::play::{PlayError, WinWay};
use super::wang::RestScores;
use super::win::{Before, Found, Memo};
use crate::paohuzi::card::{Card, KINDS};
use crate::paohuzi::hand::Hand;
use crate::paohuzi::source::Source;
use scan::Ready;
use std::fmt;

/// The sources waits are given for, one per way a card can arrive.
pub const WAIT_SOURCES: [Source; 3] = [
    Source::OwnDraw,
    Source::OtherDraw { next: false },
    Source::Discard { next: false },
];

/// How a waited card wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WaitWin {
    /// How the card is taken.
    pub way: WinWay,
    /// The winning score (胡息, or card points).
    pub score: u16,
    /// The win's multiplier, as [`Win::multiplier`](crate::paohuzi::Win::multiplier).
    pub multiplier: u16,
}

/// One card's waits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardWait {
    /// The card waited on (or not).
    pub card: Card,
    /// All four copies are in the hand: the card cannot come.
    pub dead: bool,
    /// The win if the player turns the card up.
    pub own_draw: Option<WaitWin>,
    /// The win if another player turns it up.
    pub other_draw: Option<WaitWin>,
    /// The win if another player discards it.
    pub discard: Option<WaitWin>,
}

impl CardWait {
    /// The win from a source (the seat does not matter).
    pub fn get(&self, source: Source) -> Option<WaitWin> {
        match source {
            Source::OwnDraw => self.own_draw,
            Source::OtherDraw { .. } => self.other_draw,
            Source::Discard { .. } => self.discard,
        }
    }

    /// The card wins from some source.
    pub fn wins(&self) -> bool {
        WAIT_SOURCES.iter().any(|&s| self.get(s).is_some())
    }
}

/// The waits of a hand: one entry per card, small 一 first, and, where the rules allow a 王 more
/// than the hand holds, the win a drawn 王 brings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Waits {
    cards: [CardWait; KINDS],
    wang: Option<WaitWin>,
}

impl Waits {
    /// The entry of one card.
    pub fn card(&self, card: Card) -> &CardWait {
        &self.cards[card.index()]
    }

    /// Every card's entry, small 一 first.
    pub fn iter(&self) -> impl Iterator<Item = &CardWait> {
        self.cards.iter()
    }

    /// The cards that win from a source, with how.
    pub fn winning(&self, source: Source) -> impl Iterator<Item = (Card, WaitWin)> + '_ {
        self.cards
            .iter()
            .filter_map(move |w| w.get(source).map(|win| (w.card, win)))
    }

    /// 听牌: some card (or a drawn 王) wins from some source.
    pub fn is_ready(&self) -> bool {
        self.cards.iter().any(CardWait::wins) || self.wang.is_some()
    }

    /// The win a drawn 王 brings (王钓王, 王闯王, 王炸王, or the 王 in the hand's groups), for a
    /// hand the rules allow one more 王; `None` otherwise.
    pub fn wang(&self) -> Option<WaitWin> {
        self.wang
    }
}

impl fmt::Display for Waits {
    /// One line per source, `自摸: 三=18 平胡, 四=21 跑胡` (`-` when none; a 王 way with its
    /// multiplier, `捌=18 王钓 ×4`), a line `dead: 五` when some card cannot come, and `王: 18
    /// 王钓王 ×8` when a drawn 王 wins.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, source) in WAIT_SOURCES.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{source}:")?;
            let mut any = false;
            for (card, win) in self.winning(*source) {
                let sep = if any { "," } else { "" };
                write!(f, "{sep} {card}={} {}", win.score, win.way)?;
                if win.way.wang() > 0 {
                    write!(f, " ×{}", win.multiplier)?;
                }
                any = true;
            }
            if !any {
                f.write_str(" -")?;
            }
        }
        let dead: String = self
            .cards
            .iter()
            .filter(|w| w.dead)
            .map(|w| w.card.chinese())
            .collect();
        if !dead.is_empty() {
            write!(f, "\ndead: {dead}")?;
        }
        if let Some(win) = self.wang {
            write!(f, "\n王: {} {} ×{}", win.score, win.way, win.multiplier)?;
        }
        Ok(())
    }
}

impl Checker {
    /// The waits of a hand before a card: for every card and source, the best win
    /// [`win_on`](Self::win_on) would report (way and score), and which cards are dead.
    ///
    /// # Errors
    ///
    /// [`PlayError::Check`] when the rules cannot check the hand with one card more: an
    /// exposed group they do not allow ([`CheckError::NotAllowed`](crate::paohuzi::CheckError::NotAllowed))
    /// or more than [`MAX_CARDS`](crate::paohuzi::MAX_CARDS) cards
    /// ([`CheckError::TooManyCards`](crate::paohuzi::CheckError::TooManyCards)). A card whose four
    /// copies are all in the hand is no error here: its entry is marked dead.
    pub fn waits(&self, before: &Hand) -> Result<Waits, PlayError> {
        if before.wang() > 0 {
            return self.waits_wang(before);
        }
        let prepared = Before::new(self, before)?;
        let ready = scan::run(&prepared);
        let mut waits = Waits {
            cards: std::array::from_fn(|i| {
                let card = Card::wrapping(i);
                CardWait {
                    card,
                    dead: prepared.dead(card),
                    own_draw: None,
                    other_draw: None,
                    discard: None,
                }
            }),
            wang: None,
        };
        let open = ready.open(|card| prepared.grows(card));
        for wait in waits.cards.iter_mut() {
            let card = wait.card;
            if wait.dead || open & 1 << card.index() == 0 {
                continue;
            }
            let mut memo = memo(&ready, &prepared, card);
            let mut win = |source: Source| {
                prepared
                    .best_win(card, source, &mut memo)
                    .map(|(way, found)| WaitWin {
                        way,
                        score: found.score,
                        multiplier: if source.is_own() { 2 } else { 1 },
                    })
            };
            wait.own_draw = win(WAIT_SOURCES[0]);
            wait.other_draw = win(WAIT_SOURCES[1]);
            wait.discard = win(WAIT_SOURCES[2]);
        }
        waits.wang = self.drawn_wang_wait(before, &mut RestScores::default())?;
        Ok(waits)
    }

    /// The win a drawn 王 brings to `before`, where the rules allow a 王 more than it holds.
    fn drawn_wang_wait(
        &self,
        before: &Hand,
        rests: &mut RestScores,
    ) -> Result<Option<WaitWin>, PlayError> {
        if before.wang() >= self.rules().wang {
            return Ok(None);
        }
        self.wang_wait(before, None, rests)
    }

    /// The win `card` (a 王 when `None`) brings to `before` on the player's own draw, by the
    /// 王-aware ways' scores; `rests` is shared by a hand's cards.
    fn wang_wait(
        &self,
        before: &Hand,
        card: Option<Card>,
        rests: &mut RestScores,
    ) -> Result<Option<WaitWin>, PlayError> {
        let best = self.best_wang_way(before, card, Source::OwnDraw, rests)?;
        Ok(best.map(|w| WaitWin {
            way: w.way,
            score: w.score,
            multiplier: w.multiplier,
        }))
    }

    /// The waits of a hand holding 王: every card's own draw, and a drawn 王, by the 王-aware
    /// ways' scores (the hand less the 王 a 王 way spends scored once for all the cards);
    /// 有王必须自摸 leaves the other sources empty.
    fn waits_wang(&self, before: &Hand) -> Result<Waits, PlayError> {
        let stripped = before
            .clone()
            .with_wang(0)
            .map_err(|_| PlayError::FifthCopy {
                card: Card::wrapping(0),
            })?;
        let prepared = Before::new(self, &stripped)?;
        let mut rests = RestScores::default();
        let mut cards = [CardWait {
            card: Card::wrapping(0),
            dead: false,
            own_draw: None,
            other_draw: None,
            discard: None,
        }; KINDS];
        for (i, entry) in cards.iter_mut().enumerate() {
            let card = Card::wrapping(i);
            entry.card = card;
            entry.dead = prepared.dead(card);
            if !entry.dead {
                entry.own_draw = self.wang_wait(before, Some(card), &mut rests)?;
            }
        }
        let wang = self.drawn_wang_wait(before, &mut rests)?;
        Ok(Waits { cards, wang })
    }
}

/// A memo for [`Before::best_win`] holding every way's score the scan settled (only a
/// searched card's in-hand way is left open).
fn memo(ready: &Ready, before: &Before<'_>, card: Card) -> Memo {
    let i = card.index();
    let mut memo: Memo = [Some(None); 5];
    let mut settle = |way: WinWay, rest: Option<u16>| {
        memo[way.slot()] = Some(rest.map(|r| Found::score_only(before.laid_score(card, way) + r)));
    };
    if before.grows(card) {
        settle(WinWay::Ti, ready.whole);
        settle(WinWay::Pao, ready.whole);
    }
    settle(WinWay::Wei, ready.minus[i]);
    settle(WinWay::Peng, ready.minus[i]);
    settle(WinWay::InHand { po_pao: false }, ready.in_hand[i]);
    if ready.searched & 1 << i != 0 {
        memo[WinWay::InHand { po_pao: false }.slot()] = None;
    }
    memo
}

#[cfg(test)]
mod tests {
    use crate::mahjong::table::Tables;
    use crate::paohuzi::table::{CaseTables, generated_on_this_thread};
    use crate::paohuzi::{Checker, Rules, Scoring};

    /// A checker over a table file's case tables finds waits from those tables and what it
    /// derives from them: no case tables are generated for it.
    #[test]
    fn a_checker_over_a_file_generates_no_tables_for_its_waits() {
        std::thread::spawn(|| {
            let path = concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/tables/paohuzi-scoring-red_black.bin"
            );
            let rules = Rules {
                scoring: Scoring::RedBlack,
                ..Rules::default()
            };
            let file = Tables::open(path).expect("a committed file");
            let tables = CaseTables::from_file(&file.file(), &rules).expect("its rules");
            let checker = Checker::with_tables(rules, Box::leak(Box::new(tables))).expect("rules");
            let hand = "一二三壹贰叁二七十贰柒拾四五 [跑:九九九九] 捌捌"
                .parse()
                .expect("a hand");
            let waits = checker.waits(&hand).expect("a waiting size");
            assert!(waits.iter().next().is_some(), "{waits:?}");
            assert_eq!(generated_on_this_thread(), 0);
            CaseTables::generate(Scoring::RedBlack, false);
            assert_eq!(generated_on_this_thread(), 1);
        })
        .join()
        .expect("no panic");
    }
}
