//! One standard-form decomposition of a complete hand: its groups, its pair, and what each joker is.
//!
//! The tables say how many jokers each suit takes; this module finds a decomposition that uses exactly
//! that many, suit by suit. The search always takes the lowest remaining tile and tries the
//! groups that can hold it (a real tile where the hand has one, a joker where it does not), so
//! it is short: it only runs for hands the tables already call complete.

use crate::base::generator::mahjong::{self, SuitRules};
use crate::base::variant::Variant;
use crate::mahjong::hand::Hand;
use crate::mahjong::meld::Meld;
use crate::mahjong::table::suit_rules;
use crate::mahjong::table::{with_pair, without_pair};
use crate::mahjong::tile::{KINDS, Suit, Tile};
use std::fmt;

/// What a concealed group is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GroupKind {
    /// Three consecutive ranks of one suit (or, under `honor_sequences`, three winds or 白发中).
    Sequence,
    /// Three of one kind.
    Triplet,
    /// Two of one kind: the pair (雀头) of a standard hand.
    Pair,
}

impl GroupKind {
    /// The kind in lower case: "sequence", "triplet" or "pair", as the JSON output writes it.
    pub fn name(self) -> &'static str {
        match self {
            GroupKind::Sequence => "sequence",
            GroupKind::Triplet => "triplet",
            GroupKind::Pair => "pair",
        }
    }
}

/// A concealed group (or the pair) with the tiles jokers stand for marked.
///
/// One `u32`: a decomposition of a hand is written out group by group, and a group that is one word is
/// one load and one store; four of them are one `u128`, which is how a decomposition's groups are
/// put together (in a register, not through memory).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Group(u32);

impl Group {
    /// Bytes 0-2: the tiles' 34-indices in ascending order (a pair uses the first two); byte 3:
    /// bits 0-2 set where the `i`-th tile is a joker standing for it, bits 3-4 the kind.
    const META_SHIFT: u32 = 24;
    const KIND_SHIFT: u32 = Group::META_SHIFT + 3;
    const JOKERS: u32 = 0b111 << Group::META_SHIFT;

    /// A group of three tiles of one suit (a triplet if all are alike), or a pair of `tiles[0]`.
    pub(crate) const fn new(kind: GroupKind, tiles: [Tile; 3]) -> Group {
        let kind: u32 = match kind {
            GroupKind::Sequence => 0,
            GroupKind::Triplet => 1,
            GroupKind::Pair => 2,
        };
        let tiles = tiles[0].index() as u32
            | (tiles[1].index() as u32) << 8
            | (tiles[2].index() as u32) << 16;
        Group(tiles | kind << Group::KIND_SHIFT)
    }

    /// A group of a suit's ranks (0-based), as the generator lists them.
    pub(crate) fn of_ranks(suit: Suit, ranks: [u8; 3]) -> Group {
        let tiles = ranks.map(|r| Tile::new(suit, r + 1).expect("a rank of the suit"));
        let kind = if ranks[0] == ranks[2] {
            GroupKind::Triplet
        } else {
            GroupKind::Sequence
        };
        Group::new(kind, tiles)
    }

    /// A pair of one kind.
    pub(crate) const fn pair(tile: Tile) -> Group {
        Group::new(GroupKind::Pair, [tile; 3])
    }

    /// The same group with the tiles at the set bits read as jokers.
    pub(crate) fn with_jokers(self, jokers: u8) -> Group {
        let jokers = (u32::from(jokers) << Group::META_SHIFT) & Group::JOKERS;
        Group(self.0 & !Group::JOKERS | jokers)
    }

    /// The group's packed word, for putting a decomposition together (see [`Group::from_bits`]).
    #[inline(always)]
    pub(crate) const fn bits(self) -> u32 {
        self.0
    }

    /// A group from the word [`Group::bits`] gave.
    #[inline(always)]
    pub(crate) const fn from_bits(bits: u32) -> Group {
        Group(bits)
    }

    /// A pair in two bytes: its kind's and the byte of its marks and kind (the three tile
    /// bytes of a pair are one kind). See [`Group::from_pair_bits`].
    #[inline(always)]
    pub(crate) const fn pair_bits(self) -> u16 {
        (self.0 & 0xFF) as u16 | ((self.0 >> Group::META_SHIFT) as u16) << 8
    }

    /// The pair of the two bytes [`Group::pair_bits`] gave.
    #[inline(always)]
    pub(crate) const fn from_pair_bits(bits: u16) -> Group {
        let kind = (bits & 0xFF) as u32;
        Group((kind * 0x01_0101) | (((bits >> 8) as u32) << Group::META_SHIFT))
    }

    /// Whether the group is a sequence, a triplet or the pair.
    #[inline]
    pub fn kind(&self) -> GroupKind {
        match self.0 >> Group::KIND_SHIFT {
            0 => GroupKind::Sequence,
            1 => GroupKind::Triplet,
            _ => GroupKind::Pair,
        }
    }

    /// The `i`-th tile (of three; a pair's third repeats its kind).
    #[inline]
    fn tile(&self, i: usize) -> Tile {
        Tile::from_byte((self.0 >> (8 * (i % 3))) as u8)
    }

    /// The tiles the group is made of, jokers read as what they stand for.
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + use<> {
        let len = if self.kind() == GroupKind::Pair { 2 } else { 3 };
        let group = *self;
        (0..len).map(move |i| group.tile(i))
    }

    /// Bit `i` set: the `i`-th tile is a joker.
    pub fn joker_mask(&self) -> u8 {
        ((self.0 & Group::JOKERS) >> Group::META_SHIFT) as u8
    }

    /// The tiles jokers stand for in this group.
    pub fn joker_tiles(&self) -> impl Iterator<Item = Tile> + use<> {
        let jokers = self.joker_mask();
        self.tiles()
            .enumerate()
            .filter(move |(i, _)| jokers >> i & 1 == 1)
            .map(|(_, t)| t)
    }
}

impl fmt::Debug for Group {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Group")
            .field("kind", &self.kind())
            .field("tiles", &[self.tile(0), self.tile(1), self.tile(2)])
            .field("jokers", &self.joker_mask())
            .finish()
    }
}

/// `123m`, with jokers noted after it: `123m(*=3m)`.
impl fmt::Display for Group {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for t in self.tiles() {
            write!(f, "{}", t.rank())?;
        }
        write!(f, "{}", self.tile(0).suit().letter())?;
        let jokers: Vec<String> = self.joker_tiles().map(|t| t.to_string()).collect();
        if !jokers.is_empty() {
            write!(f, "(*={})", jokers.join(","))?;
        }
        Ok(())
    }
}

/// A standard-form decomposition: the pair, the concealed groups and the melds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decomposition {
    /// The pair.
    pub pair: Group,
    /// The concealed groups: each suit's in ascending order, suits in m, p, s, z order, then any groups of jokers alone.
    pub groups: Vec<Group>,
    /// The hand's melds, as they were laid down.
    pub melds: Vec<Meld>,
}

impl fmt::Display for Decomposition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.pair)?;
        for g in &self.groups {
            write!(f, " {g}")?;
        }
        for m in &self.melds {
            write!(f, " {m}")?;
        }
        Ok(())
    }
}

/// One decomposition using exactly the table's jokers per suit; `pair_suit` holds the pair.
pub(super) fn decompose_one(
    hand: &Hand,
    own: &[u8; KINDS],
    jokers: u8,
    bytes: &[u8; 4],
    pair_suit: Suit,
    room: &[u8; KINDS],
    variant: Variant,
) -> Option<Decomposition> {
    let mut counts = *own;
    let mut spent = 0;
    let mut pair = None;
    let mut groups = Vec::new();
    let mut placed = [0u8; KINDS];
    for suit in Suit::ALL {
        let with = suit == pair_suit;
        let byte = bytes[suit.index()];
        let budget = if with {
            with_pair(byte)
        } else {
            without_pair(byte)
        };
        let rules = suit_rules(variant, suit.shape());
        let suit_groups = mahjong::groups(rules);
        let mut search = Search {
            suit,
            rules,
            groups: &suit_groups,
            counts: &mut counts,
            own,
            room,
            placed: &mut placed,
            out: &mut groups,
            pair: &mut pair,
        };
        if !search.run(budget, with) {
            return None;
        }
        spent += budget;
    }
    // Spare jokers come in threes: triplets of a kind with room (one the game's set has) that
    // the hand does not use.
    let melded = hand.melded();
    for _ in 0..(jokers - spent) / 3 {
        // 14 tiles always leave a kind unused.
        let kind = Tile::all().find(|t| {
            let free = own[t.index()] + placed[t.index()] == 0 && melded[t.index()] == 0;
            let room = room[t.index()] >= 3;
            free && room && !(variant.suits_only && t.suit() == Suit::Honor)
        })?;
        placed[kind.index()] += 3;
        groups.push(Group::new(GroupKind::Triplet, [kind; 3]).with_jokers(0b111));
    }
    Some(Decomposition {
        pair: pair?,
        groups,
        melds: hand.melds().collect(),
    })
}

struct Search<'a> {
    suit: Suit,
    rules: SuitRules,
    /// The suit's groups under its rules.
    groups: &'a [mahjong::Group],
    counts: &'a mut [u8; KINDS],
    own: &'a [u8; KINDS],
    room: &'a [u8; KINDS],
    placed: &'a mut [u8; KINDS],
    out: &'a mut Vec<Group>,
    pair: &'a mut Option<Group>,
}

impl Search<'_> {
    /// Stored the rest of the suit with exactly `left` jokers (and a pair if `want_pair`).
    fn run(&mut self, left: u8, want_pair: bool) -> bool {
        let first = usize::from(self.suit.first());
        let ranks = usize::from(self.suit.ranks());
        let Some(r) = (0..ranks).find(|&r| self.counts[first + r] > 0) else {
            return self.finish(left, want_pair);
        };
        let tile = Tile::from_index(first + r).expect("within the suit");
        // The lowest tile is in one of the groups through its rank, or in the pair.
        let suit = self.suit;
        let through: Vec<Group> = (self.groups.iter())
            .filter(|g| g.ranks.contains(&(r as u8)))
            .map(|g| Group::of_ranks(suit, g.ranks))
            .collect();
        let pair =
            (want_pair && self.rules.pair_ranks().any(|p| p == r)).then(|| Group::pair(tile));
        for group in through.into_iter().chain(pair) {
            if let Some(group) = self.take(group, left) {
                let jokers = group.joker_mask().count_ones() as u8;
                if self.run(left - jokers, want_pair && group.kind() != GroupKind::Pair) {
                    return true;
                }
                self.give_back(group);
            }
        }
        false
    }

    /// Takes a group's tiles, jokers where the hand has none; None if that needs more jokers
    /// than are left or more copies than a kind has room for.
    fn take(&mut self, group: Group, left: u8) -> Option<Group> {
        let mut used = 0;
        let mut jokers = 0;
        for (i, t) in group.tiles().enumerate() {
            let k = t.index();
            if self.counts[k] > 0 {
                self.counts[k] -= 1;
            } else {
                jokers |= 1 << i;
                self.placed[k] += 1;
                used += 1;
            }
        }
        let group = group.with_jokers(jokers);
        let over = group.joker_tiles().any(|t| {
            u16::from(self.own[t.index()]) + u16::from(self.placed[t.index()])
                > u16::from(self.room[t.index()])
        });
        if used > left || over {
            self.restore(group);
            return None;
        }
        if group.kind() == GroupKind::Pair {
            *self.pair = Some(group);
        } else {
            self.out.push(group);
        }
        Some(group)
    }

    fn give_back(&mut self, group: Group) {
        self.restore(group);
        if group.kind() == GroupKind::Pair {
            *self.pair = None;
        } else {
            self.out.pop();
        }
    }

    /// Returns a group's tiles and jokers to the hand.
    fn restore(&mut self, group: Group) {
        for (i, t) in group.tiles().enumerate() {
            if group.joker_mask() >> i & 1 == 1 {
                self.placed[t.index()] -= 1;
            } else {
                self.counts[t.index()] += 1;
            }
        }
    }

    /// No own tile left in the suit: the jokers left must be exactly a pair, if one is wanted,
    /// of a kind the rules allow a pair of.
    fn finish(&mut self, left: u8, want_pair: bool) -> bool {
        match (want_pair, left) {
            (false, 0) => true,
            (true, 2) => {
                let first = usize::from(self.suit.first());
                let free = (self.rules.pair_ranks()).map(|r| first + r).find(|&k| {
                    u16::from(self.own[k]) + u16::from(self.placed[k]) + 2
                        <= u16::from(self.room[k])
                });
                let Some(k) = free else { return false };
                self.placed[k] += 2;
                *self.pair =
                    Some(Group::pair(Tile::from_index(k).expect("a kind")).with_jokers(0b11));
                true
            }
            _ => false,
        }
    }
}

/// The table byte of one suit found by search rather than lookup: for counts no key can hold
/// (a fifth copy, in a wait on a kind the hand already has four of).
pub(super) fn searched_byte(
    own: &[u8; KINDS],
    suit: Suit,
    rules: SuitRules,
    room: &[u8; KINDS],
    budget: u8,
) -> u8 {
    let groups = mahjong::groups(rules);
    let mut byte = 0;
    for (shift, want_pair) in [(0, false), (4, true)] {
        let fits = |jokers: u8| {
            let mut counts = *own;
            let mut placed = [0; KINDS];
            let (mut out, mut pair) = (Vec::new(), None);
            Search {
                suit,
                rules,
                groups: &groups,
                counts: &mut counts,
                own,
                room,
                placed: &mut placed,
                out: &mut out,
                pair: &mut pair,
            }
            .run(jokers, want_pair)
        };
        let need = (0..=budget).find(|&j| fits(j)).unwrap_or(mahjong::NEVER);
        byte |= need << shift;
    }
    byte
}
