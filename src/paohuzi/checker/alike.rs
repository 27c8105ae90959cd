//! The groups of alike cards (坎, 提, 偎, 碰, 跑) a move lays down or a check sets aside, with
//! their scores read from a table so that trying a card builds no group.

use crate::base::variant::Scoring;
use crate::paohuzi::card::{Card, KINDS};
use crate::paohuzi::group::{Group, GroupKind};
use std::sync::OnceLock;

/// The alike groups a move lays down or the check sets aside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Alike {
    Kan,
    HiddenTi,
    Wei,
    Peng,
    Pao,
    Ti,
}

impl Alike {
    const ALL: [Alike; 6] = [
        Alike::Kan,
        Alike::HiddenTi,
        Alike::Wei,
        Alike::Peng,
        Alike::Pao,
        Alike::Ti,
    ];

    const fn kind(self) -> GroupKind {
        match self {
            Alike::Kan => GroupKind::Kan,
            Alike::HiddenTi => GroupKind::HiddenTi,
            Alike::Wei => GroupKind::Wei,
            Alike::Peng => GroupKind::Peng,
            Alike::Pao => GroupKind::Pao,
            Alike::Ti => GroupKind::Ti,
        }
    }

    pub(crate) const fn size(self) -> usize {
        match self {
            Alike::Kan | Alike::Wei | Alike::Peng => 3,
            Alike::HiddenTi | Alike::Pao | Alike::Ti => 4,
        }
    }

    /// The group of this kind made of `card`.
    pub(crate) fn group(self, card: Card) -> Option<Group> {
        Group::new(self.kind(), &vec![card; self.size()]).ok()
    }

    /// What the group scores, read from a table filled once from [`Group::score`], so that
    /// trying a card builds no group.
    pub(crate) fn score(self, card: Card, scoring: Scoring) -> u16 {
        static TABLES: [OnceLock<[[u16; 6]; KINDS]>; 2] = [OnceLock::new(), OnceLock::new()];
        let table = TABLES[usize::from(scoring == Scoring::RedBlack)].get_or_init(|| {
            let mut t = [[0; 6]; KINDS];
            for c in Card::all() {
                for (slot, alike) in Alike::ALL.iter().enumerate() {
                    t[c.index()][slot] = alike.group(c).map_or(0, |g| g.score(scoring));
                }
            }
            t
        });
        table[card.index()][self as usize]
    }
}
