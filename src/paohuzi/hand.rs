//! A Paohuzi hand: the cards held plus the groups laid down.
//!
//! Held cards are kept as twenty counters because every question asked of a hand (坎 or not,
//! which table key) is about counts; exposed groups stay whole because their kind decides
//! their score. Construction checks that no kind appears a fifth time, so a check never has
//! to.

use super::card::{COPIES, Card, Counts, KINDS, counts_of};
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

/// A hand that cannot exist.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HandError {
    #[error("{item}: a fifth {card} (the deck has four of each)")]
    FifthCopy { card: Card, item: Item },
    #[error("{item}: a {label} is not a group a player lays down")]
    NotExposed { item: Item, label: String },
}

/// Cards held and groups exposed.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Hand {
    held: Counts,
    exposed: Vec<Group>,
}

impl Hand {
    /// A hand from the cards held (every one, including a card just won on) and the exposed
    /// groups, in the order laid down.
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
        })
    }

    /// The hand with one more card held (a card drawn or taken), or the error if it would be
    /// a fifth copy.
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

    pub fn exposed(&self) -> &[Group] {
        &self.exposed
    }

    /// Held cards, small first, each copy once.
    pub fn held_cards(&self) -> Vec<Card> {
        Card::all()
            .flat_map(|c| std::iter::repeat_n(c, usize::from(self.held[c.index()])))
            .collect()
    }

    /// Every card of the hand, held and exposed.
    pub fn all_cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.held_cards()
            .into_iter()
            .chain(self.exposed.iter().flat_map(|g| g.cards().iter().copied()))
    }

    /// The hand in ASCII notation, e.g. `123x123d [peng:333x]`.
    pub fn to_ascii(&self) -> String {
        let mut parts = Vec::new();
        let held = self.held_cards();
        if !held.is_empty() {
            parts.push(super::card::ascii_cards(&held));
        }
        parts.extend(self.exposed.iter().map(Group::to_ascii));
        parts.join(" ")
    }
}

impl fmt::Display for Hand {
    /// The hand in Chinese numerals, e.g. `一二三壹贰叁 [碰:三三三]`; it parses back to itself.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        let held: String = self.held_cards().iter().map(|c| c.chinese()).collect();
        if !held.is_empty() {
            parts.push(held);
        }
        parts.extend(self.exposed.iter().map(Group::to_string));
        f.write_str(&parts.join(" "))
    }
}
