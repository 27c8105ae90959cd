//! Decompositions written out: per suit, every spread of the jokers it takes over the kinds
//! beside its own tiles, each completed suit's decompositions, and every way of sharing the
//! jokers between the suits. Hands with jokers come here, and so do hands without jokers one of
//! whose suits holds five groups (see [`five`](super::five)).

use super::super::Checker;
use super::super::decomposition::{Group, GroupKind};
use super::concealed::{FILLER, HAND_GROUPS};
use super::five::five_groups;
use super::lists::Tables;
use super::stored::{Decompositions, product};
use crate::base::generator::decompositions::{
    DecompositionTable, MAX_GROUPS, SuitDecomposition, ranks_of_code,
};
use crate::base::generator::mahjong::{self, RANKS, SuitCounts, SuitRules};
use crate::base::variant::Variant;
use crate::mahjong::checker::view::View;
use crate::mahjong::table::suit_rules;
use crate::mahjong::table::{SuitTable, with_pair, without_pair};
use crate::mahjong::tile::{KINDS, Suit, Tile};

/// One suit's decomposition with the kinds its jokers stand for.
#[derive(Clone, Copy, Debug)]
pub(super) struct Entry {
    /// Jokers standing for each rank.
    jokers: SuitCounts,
    /// In a suit of five groups, the code of the lowest, which the decomposition goes on from
    /// (see [`five`](super::five)); 0 in a suit of four or fewer.
    head: u8,
    decomposition: SuitDecomposition,
}

/// A suit's entries, by (pair, jokers taken): `ranges[pair][j]` is a range of `entries`.
#[derive(Debug, Default)]
pub(super) struct SuitEntries {
    entries: Vec<Entry>,
    ranges: [[(usize, usize); MAX_JOKERS + 1]; 2],
}

impl SuitEntries {
    pub(super) fn get(&self, pair: bool, jokers: usize) -> &[Entry] {
        let range = self.ranges[usize::from(pair)].get(jokers);
        range
            .and_then(|&(start, end)| self.entries.get(start..end))
            .unwrap_or(&[])
    }
}

pub(super) const MAX_JOKERS: usize = crate::mahjong::hand::MAX_JOKERS as usize;

/// The decompositions of a hand with jokers.
pub(super) struct Jokered<'a> {
    tables: &'a Tables,
    own: &'a [u8; KINDS],
    melded: &'a [u8; KINDS],
    jokers: u8,
    variant: Variant,
    /// The designated joker kind, never chosen for a group of jokers alone: "777z(*=7z,7z,7z)"
    /// out of 7z jokers would read as the hand's own 7z.
    joker_kind: Option<Tile>,
    /// The kinds the game's set lacks (2m..8m in a three-player game), as bits of their
    /// 34-index: never chosen for a group of jokers alone.
    absent: u64,
    /// Tiles each kind may hold in all, own and jokers (the melds' copies taken out).
    room: &'a [u8; KINDS],
    suits: [SuitEntries; 4],
}

impl<'a> Jokered<'a> {
    pub(super) fn new<T: SuitTable>(
        checker: &Checker<T>,
        tables: &'a Tables,
        view: &'a View,
        own: &'a [u8; KINDS],
        room: &'a [u8; KINDS],
        bytes: &[u8; 4],
    ) -> Jokered<'a> {
        let variant = checker.rules.variant();
        let jokers = view.jokers;
        let suits = Suit::ALL.map(|suit| {
            let rules = suit_rules(variant, suit.shape());
            suit_entries(tables, suit, rules, own, room, bytes[suit.index()], jokers)
        });
        Jokered {
            tables,
            own,
            melded: &view.melded,
            jokers,
            variant,
            joker_kind: checker.rules.joker,
            absent: checker.rules.absent_kinds(),
            room,
            suits,
        }
    }

    /// Every decomposition: over who holds the pair (a suit, or the jokers alone), every way of sharing
    /// the jokers between the suits, and the product of the suits' entries.
    pub(super) fn list(&self, out: &mut Decompositions) {
        for pair_suit in Suit::ALL.map(Some).into_iter().chain([None]) {
            let pure_pair = if pair_suit.is_none() { 2 } else { 0 };
            let Some(budget) = self.jokers.checked_sub(pure_pair) else {
                continue;
            };
            let mut shares = [0usize; 4];
            self.share(0, usize::from(budget), pair_suit, &mut shares, out);
        }
    }

    /// Gives suit `s` onwards `left` jokers in every way, leaving a multiple of three for
    /// all-joker groups.
    pub(super) fn share(
        &self,
        s: usize,
        left: usize,
        pair_suit: Option<Suit>,
        shares: &mut [usize; 4],
        out: &mut Decompositions,
    ) {
        if s == 4 {
            if left % 3 == 0 {
                self.emit(pair_suit, shares, left / 3, out);
            }
            return;
        }
        let pair = pair_suit.map(Suit::index) == Some(s);
        for j in 0..=left {
            if !self.suits[s].get(pair, j).is_empty() {
                shares[s] = j;
                self.share(s + 1, left - j, pair_suit, shares, out);
            }
        }
    }

    /// The product of the suits' entries at these shares, each with `spare` all-joker groups.
    pub(super) fn emit(
        &self,
        pair_suit: Option<Suit>,
        shares: &[usize; 4],
        spare: usize,
        out: &mut Decompositions,
    ) {
        let lists: [&[Entry]; 4] = std::array::from_fn(|s| {
            let pair = pair_suit.map(Suit::index) == Some(s);
            self.suits[s].get(pair, shares[s])
        });
        product(&lists, |choice| {
            // None only when no kind may hold an all-joker group, which no hand brings about
            // (five groups hold at most 15 copies of the six kinds a pair may be in the
            // narrowest game); such a decomposition would be left out rather than written
            // wrongly.
            if let Some((decomposition, len)) = self.render(pair_suit, choice, spare) {
                if let Some((pair, groups)) = decomposition.get(..len).and_then(|d| d.split_first())
                {
                    out.push(*pair, groups);
                }
            }
        });
    }

    /// One decomposition: the pair, the groups suit by suit, then the all-joker groups; and how many
    /// entries that is.
    pub(super) fn render(
        &self,
        pair_suit: Option<Suit>,
        choice: &[&Entry; 4],
        spare: usize,
    ) -> Option<([Group; 1 + HAND_GROUPS], usize)> {
        // Tiles of each kind the decomposition holds, the hand's own and those jokers stand
        // for; the kinds it uses, those and the melded.
        let mut held = *self.own;
        for (suit, entry) in Suit::ALL.into_iter().zip(choice) {
            let first = usize::from(suit.first());
            for r in 0..usize::from(suit.ranks()) {
                held[first + r] += entry.jokers[r];
            }
        }
        let mut used: [bool; KINDS] = std::array::from_fn(|k| {
            held[k] > 0 || self.melded[k] > 0 || self.joker_kind.map(Tile::index) == Some(k)
        });
        let mut decomposition = [Group::pair(FILLER); 1 + HAND_GROUPS];
        let mut len = 1;
        let mut pair = None;
        for (suit, entry) in Suit::ALL.into_iter().zip(choice) {
            let first = usize::from(suit.first());
            let ranks = usize::from(suit.ranks());
            let mut left = [0u8; RANKS];
            left[..ranks].copy_from_slice(&self.own[first..first + ranks]);
            if let Some(p) = self.tables.pair(suit, &entry.decomposition) {
                pair = Some(marked(p, &mut left));
            }
            let head = (entry.head != 0)
                .then(|| self.tables.by_code[suit.index()][usize::from(entry.head)]);
            for g in head
                .into_iter()
                .chain(self.tables.groups(suit, &entry.decomposition))
            {
                *decomposition.get_mut(len)? = marked(g, &mut left);
                len += 1;
            }
        }
        decomposition[0] = match (pair, pair_suit) {
            (Some(p), Some(_)) => p,
            (None, None) => {
                let kind =
                    (self.free_kind(&used, true)).or_else(|| self.pair_kind_with_room(&held))?;
                used[kind.index()] = true;
                Group::pair(kind).with_jokers(0b11)
            }
            _ => return None,
        };
        for _ in 0..spare {
            let kind = self.free_kind(&used, false)?;
            used[kind.index()] = true;
            *decomposition.get_mut(len)? =
                Group::new(GroupKind::Triplet, [kind; 3]).with_jokers(0b111);
            len += 1;
        }
        Some((decomposition, len))
    }

    /// The lowest kind the decomposition uses nowhere (nor is the joker kind) that may hold an all-joker
    /// group (the pair, if `pair`) under the rules.
    pub(super) fn free_kind(&self, used: &[bool; KINDS], pair: bool) -> Option<Tile> {
        Tile::all().find(|&t| !used[t.index()] && self.may_be(t, pair))
    }

    /// The lowest kind a pair of jokers alone may be with room for them beside the `held`
    /// tiles, for when every kind it may be is used: a three-player game under 2/5/8 eyes has
    /// six such kinds, which five groups and the joker kind can use up.
    fn pair_kind_with_room(&self, held: &[u8; KINDS]) -> Option<Tile> {
        let roomy = |t: Tile| held[t.index()] + 2 <= self.room[t.index()];
        Tile::all().find(|&t| roomy(t) && self.may_be(t, true))
    }

    /// Whether a kind may hold an all-joker group (the pair, if `pair`): the game's set has it
    /// and, for the pair, the rules let a pair sit on it.
    fn may_be(&self, t: Tile, pair: bool) -> bool {
        if self.absent >> t.index() & 1 == 1 {
            return false;
        }
        let rules = match t.suit() {
            Suit::Honor if self.variant.suits_only => return false,
            suit => suit_rules(self.variant, suit.shape()),
        };
        let rank = usize::from(t.rank() - 1);
        !pair || rules.pair_ranks().any(|r| r == rank)
    }
}

/// A group of one suit with its tiles marked: an own tile where one of its kind is `left`, a
/// joker where none is.
pub(super) fn marked(group: Group, left: &mut [u8; RANKS]) -> Group {
    let mut jokers = 0;
    for (i, t) in group.tiles().enumerate() {
        let r = usize::from(t.rank() - 1);
        if left[r] > 0 {
            left[r] -= 1;
        } else {
            jokers |= 1 << i;
        }
    }
    group.with_jokers(jokers)
}

/// One suit's entries: for each pair choice and each number of jokers the suit could take,
/// every spread of those jokers over the suit's kinds and every decomposition of the result in
/// which no group (and not the pair) could be made of jokers alone.
pub(super) fn suit_entries(
    tables: &Tables,
    suit: Suit,
    rules: SuitRules,
    own: &[u8; KINDS],
    room: &[u8; KINDS],
    byte: u8,
    jokers: u8,
) -> SuitEntries {
    let suit_tiles = SuitTiles::new(tables, suit, rules, own, room);
    let mut out = SuitEntries::default();
    for pair in [false, true] {
        let least = usize::from(if pair {
            with_pair(byte)
        } else {
            without_pair(byte)
        });
        // Each own tile's group (or pair) keeps it and takes at most two jokers (the pair one),
        // so the suit takes at most two per own tile.
        let most = (2 * suit_tiles.tiles).min(usize::from(jokers));
        for j in 0..=MAX_JOKERS {
            let start = out.entries.len();
            if (least..=most).contains(&j) && suit_tiles.fits(j, pair) {
                suit_tiles.push_spreads(j as u8, pair, &mut out.entries);
            }
            out.ranges[usize::from(pair)][j] = (start, out.entries.len());
        }
    }
    out
}

/// One suit's own tiles, and where jokers may stand beside them.
struct SuitTiles<'a> {
    table: &'a DecompositionTable,
    rules: SuitRules,
    ranks: usize,
    /// The suit's own counts, rank 1 first.
    counts: SuitCounts,
    /// Per rank, how many copies more the room allows.
    cap: SuitCounts,
    /// The ranks a joker may stand for: a joker shares a group with an own tile, so it stands
    /// for a kind of some group that holds one of the suit's tiles.
    near: Vec<usize>,
    /// The groups the suit allows.
    groups: &'a [mahjong::Group],
    /// How many own tiles.
    tiles: usize,
}

impl<'a> SuitTiles<'a> {
    fn new(
        tables: &'a Tables,
        suit: Suit,
        rules: SuitRules,
        own: &[u8; KINDS],
        room: &[u8; KINDS],
    ) -> SuitTiles<'a> {
        let (table, groups) = tables.suit(suit);
        let first = usize::from(suit.first());
        let ranks = usize::from(suit.ranks());
        let mut counts: SuitCounts = [0; RANKS];
        counts[..ranks].copy_from_slice(&own[first..first + ranks]);
        let mut cap: SuitCounts = [0; RANKS];
        for r in 0..ranks {
            cap[r] = room[first + r].saturating_sub(counts[r]);
        }
        let mut near = [false; RANKS];
        for g in groups {
            if g.ranks.iter().any(|&r| counts[usize::from(r)] > 0) {
                for r in g.ranks {
                    near[usize::from(r)] = true;
                }
            }
        }
        SuitTiles {
            table,
            rules,
            ranks,
            counts,
            cap,
            near: (0..ranks).filter(|&r| near[r]).collect(),
            groups,
            tiles: counts.iter().map(|&c| usize::from(c)).sum(),
        }
    }

    /// Whether the suit with `jokers` more tiles has a size that decomposes (with the pair or
    /// without it).
    fn fits(&self, jokers: usize, pair: bool) -> bool {
        let size = self.tiles + jokers;
        size % 3 == if pair { 2 } else { 0 } && size <= self.rules.max_tiles()
    }

    /// The entries of every spread of `jokers` jokers over the near ranks.
    fn push_spreads(&self, jokers: u8, pair: bool, out: &mut Vec<Entry>) {
        let mut spread = [0u8; RANKS];
        spreads(
            &self.near,
            &self.cap,
            jokers,
            0,
            &mut spread,
            &mut |spread| {
                self.push_completed(spread, pair, out);
            },
        );
    }

    /// The decompositions of the suit with a spread of jokers added, but those with a group the
    /// jokers alone could make: of five groups past the four a listed decomposition holds.
    fn push_completed(&self, spread: &SuitCounts, pair: bool, out: &mut Vec<Entry>) {
        let mut total = self.counts;
        for r in 0..self.ranks {
            total[r] += spread[r];
        }
        let mut add = |head: u8, decomposition: &SuitDecomposition| {
            if !reducible(head, decomposition, spread) {
                out.push(Entry {
                    jokers: *spread,
                    head,
                    decomposition: *decomposition,
                });
            }
        };
        let total = &total[..self.ranks];
        let size: usize = total.iter().map(|&c| usize::from(c)).sum();
        if size > 3 * MAX_GROUPS + 2 {
            five_groups(self.table, self.rules, self.groups, total, pair, add);
        } else {
            for decomposition in self.table.of_counts(self.rules, total, pair).iter() {
                add(0, decomposition);
            }
        }
    }
}

/// Calls `f` with every way of spreading `left` jokers over the ranks `near[i..]`, each rank
/// taking at most `cap`.
pub(super) fn spreads(
    near: &[usize],
    cap: &SuitCounts,
    left: u8,
    i: usize,
    spread: &mut SuitCounts,
    f: &mut impl FnMut(&SuitCounts),
) {
    let Some(&r) = near.get(i) else {
        if left == 0 {
            f(spread);
        }
        return;
    };
    for n in 0..=left.min(cap[r]) {
        spread[r] = n;
        spreads(near, cap, left - n, i + 1, spread, f);
    }
    spread[r] = 0;
}

/// Whether some group (or the pair) of the decomposition could be made of the jokers alone, the
/// group of code `head` among them: then it holds none of the hand's tiles once equal tiles are
/// exchanged, and the decomposition is listed with those jokers as a group of their own instead.
pub(super) fn reducible(head: u8, decomposition: &SuitDecomposition, jokers: &SuitCounts) -> bool {
    let covers = |ranks: &[u8]| {
        let mut need = [0u8; RANKS];
        for &r in ranks {
            need[usize::from(r)] += 1;
        }
        need.iter().zip(jokers).all(|(n, j)| n <= j)
    };
    ranks_of_code(usize::from(head)).is_some_and(|ranks| covers(&ranks))
        || decomposition.groups().any(|g| covers(&g.ranks))
        || decomposition.pair().is_some_and(|r| covers(&[r, r]))
}
