//! A Paohuzi hand: the cards held plus the groups laid down, and the 王 (jokers) held.
//!
//! Held cards are kept as twenty counters because every question asked of a hand (坎 or not,
//! which table key) is about counts; exposed groups stay whole because their kind decides
//! their score. Construction checks that no kind appears a fifth time, so a check never has
//! to. A 王 is no card of the twenty kinds and never sits in an exposed group, so it is a
//! count of its own beside the held cards.

use super::card::{COPIES, Card, Counts, KINDS, MAX_WANG, counts_of};
use super::group::Group;
use std::fmt;

/// Where a bad item sits in the input given to [`Hand::new`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// Index into the held cards.
    Card(usize),
    /// Index into the exposed groups.
    Group(usize),
}

impl fmt::Display for Item {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Item::Card(i) => write!(f, "held card {}", i + 1),
            Item::Group(i) => write!(f, "exposed group {}", i + 1),
        }
    }
}

/// A hand that cannot exist: what [`Hand::new`] and [`Hand::with_card`] refuse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum HandError {
    /// A kind of card appears a fifth time among the exposed groups and the held cards; the
    /// deck has [`COPIES`] of each.
    #[error("{item}: a fifth {card} (the deck has four of each)")]
    FifthCopy {
        /// The card that appears a fifth time.
        card: Card,
        /// Where the fifth copy is: exposed groups are counted before held cards. From
        /// [`Hand::with_card`], the held position the new card would take.
        item: Item,
    },
    /// A group given as exposed is of a kind no player lays down: a 坎, a held 提, a group
    /// of the hand's decomposition or the pair
    /// ([`GroupKind::is_exposed`](super::GroupKind::is_exposed) is false).
    #[error("{item}: a {label} is not a group a player lays down")]
    NotExposed {
        /// The group, as [`Item::Group`] with its index among the exposed groups.
        item: Item,
        /// The group as it displays, e.g. `(坎:三三三)`.
        label: String,
    },
    /// More 王 than any deck holds (four).
    #[error("{count} 王: no deck holds more than {MAX_WANG}")]
    TooManyWang {
        /// The number of 王 asked for.
        count: u8,
    },
}

/// How a 王 is written in Chinese; `w` is its ASCII letter.
pub const WANG: char = '王';

/// Cards held and groups exposed.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Hand {
    held: Counts,
    exposed: Vec<Group>,
    wang: u8,
}

impl Hand {
    /// A hand from the cards held (every one, including a card just won on) and the exposed
    /// groups, in the order laid down.
    ///
    /// # Errors
    ///
    /// [`HandError::NotExposed`] when a group in `exposed` is not a kind a player lays down
    /// (坎, held 提, a decomposition group or the pair), and [`HandError::FifthCopy`] when a
    /// kind appears more than [`COPIES`] times across the groups and the held cards.
    pub fn new(held: &[Card], exposed: Vec<Group>) -> Result<Hand, HandError> {
        let mut seen = [0u8; KINDS];
        for (i, g) in exposed.iter().enumerate() {
            if !g.kind().is_exposed() {
                return Err(HandError::NotExposed {
                    item: Item::Group(i),
                    label: g.to_string(),
                });
            }
            for c in g.cards() {
                seen[c.index()] += 1;
                if seen[c.index()] > COPIES {
                    return Err(HandError::FifthCopy {
                        card: *c,
                        item: Item::Group(i),
                    });
                }
            }
        }
        for (i, c) in held.iter().enumerate() {
            seen[c.index()] += 1;
            if seen[c.index()] > COPIES {
                return Err(HandError::FifthCopy {
                    card: *c,
                    item: Item::Card(i),
                });
            }
        }
        Ok(Hand {
            held: counts_of(held),
            exposed,
            wang: 0,
        })
    }

    /// The hand holding `count` 王 (in place of the ones it held).
    ///
    /// # Errors
    ///
    /// [`HandError::TooManyWang`] when `count` is above four.
    pub fn with_wang(mut self, count: u8) -> Result<Hand, HandError> {
        if count > MAX_WANG {
            return Err(HandError::TooManyWang { count });
        }
        self.wang = count;
        Ok(self)
    }

    /// The hand with one more 王 held (a 王 drawn).
    ///
    /// # Errors
    ///
    /// [`HandError::TooManyWang`] when it already holds four.
    pub fn with_drawn_wang(&self) -> Result<Hand, HandError> {
        self.clone().with_wang(self.wang.saturating_add(1))
    }

    /// The number of 王 held, 0 to 4.
    pub fn wang(&self) -> u8 {
        self.wang
    }

    /// The hand with one more card held (a card drawn or taken), or the error if it would be
    /// a fifth copy.
    ///
    /// # Errors
    ///
    /// [`HandError::FifthCopy`] when the hand already holds or shows all [`COPIES`] of
    /// `card`.
    pub fn with_card(&self, card: Card) -> Result<Hand, HandError> {
        let shown = self
            .exposed
            .iter()
            .flat_map(|g| g.cards())
            .filter(|&&c| c == card)
            .count();
        let held = self.held[card.index()];
        if usize::from(held) + shown >= usize::from(COPIES) {
            return Err(HandError::FifthCopy {
                card,
                item: Item::Card(self.held.iter().map(|&n| usize::from(n)).sum()),
            });
        }
        let mut hand = self.clone();
        hand.held[card.index()] += 1;
        Ok(hand)
    }

    /// Counts of the held cards, by [`Card::index`].
    pub fn held(&self) -> &Counts {
        &self.held
    }

    /// The groups laid down (碰, 偎, 臭偎, 提, 跑, 吃), in the order given to [`Hand::new`].
    pub fn exposed(&self) -> &[Group] {
        &self.exposed
    }

    /// Held cards, small first, each copy once.
    pub fn held_cards(&self) -> Vec<Card> {
        Card::all()
            .flat_map(|c| std::iter::repeat_n(c, usize::from(self.held[c.index()])))
            .collect()
    }

    /// Every card of the hand, held and exposed; a 王 is no card and is not among them.
    pub fn all_cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.held_cards()
            .into_iter()
            .chain(self.exposed.iter().flat_map(|g| g.cards().iter().copied()))
    }

    /// The hand in ASCII notation, e.g. `123x123dw [peng:333x]` (`w` a 王).
    pub fn to_ascii(&self) -> String {
        let mut parts = Vec::new();
        let held = self.held_cards();
        if !held.is_empty() {
            parts.push(super::card::ascii_cards(&held));
        }
        let wang = "w".repeat(usize::from(self.wang));
        match parts.first_mut() {
            Some(first) if !held.is_empty() => first.push_str(&wang),
            _ if self.wang > 0 => parts.insert(0, wang),
            _ => {}
        }
        parts.extend(self.exposed.iter().map(Group::to_ascii));
        parts.join(" ")
    }
}

impl fmt::Display for Hand {
    /// The hand in Chinese numerals, e.g. `一二三壹贰叁 [碰:三三三]`; it parses back to itself.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        let held: String = self
            .held_cards()
            .iter()
            .map(|c| c.chinese())
            .chain(std::iter::repeat_n(WANG, usize::from(self.wang)))
            .collect();
        if !held.is_empty() {
            parts.push(held);
        }
        parts.extend(self.exposed.iter().map(Group::to_string));
        f.write_str(&parts.join(" "))
    }
}
