//! Effective tiles (有效牌) and discards (何切る): which draws bring a hand closer to
//! complete, and which discard leaves the closest hand with the most such draws.
//!
//! A draw changes one suit's key, so for a hand that the tables answer whole (no melds, no
//! joker kind, and no joker that may be a fifth copy) the other three suits are summed once
//! per suit and each of the 34 draws costs one lookup and a short sum per split that is best
//! now; what seven pairs and thirteen orphans keep after a draw is settled once per hand by
//! the count held of the kind. Any other hand asks [`Checker::shanten`] of each draw.

use super::combine::least;
use super::{FULL, special};
use crate::generator::mahjong::POW5;
use crate::generator::shanten::{UNEVEN, decode, kept, with_pair, without_pair};
use crate::mahjong::checker::{CheckError, Checker};
use crate::mahjong::hand::Hand;
use crate::mahjong::key::{HIGH_BASE, LOW_RANK, split};
use crate::mahjong::tile::{KINDS, Suit, Tile};
use crate::table::SuitTable;

/// The kinds whose draw lowers a 3n+1 hand's shanten, each with the copies still unseen.
///
/// Copy-sized, so that asking costs no allocation: a mask of the kinds and their counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EffectiveTiles {
    shanten: Option<i8>,
    kinds: u64,
    remaining: [u8; KINDS],
}

impl EffectiveTiles {
    /// The hand's shanten (the least over the forms), `None` if no form is within reach.
    pub fn shanten(&self) -> Option<i8> {
        self.shanten
    }

    /// Whether drawing a tile of this kind lowers the shanten.
    pub fn contains(&self, tile: Tile) -> bool {
        self.kinds >> tile.index() & 1 != 0
    }

    /// Copies of an effective kind that are still unseen (not in the hand, its melds or the
    /// visible tiles); 0 for a kind that is not effective.
    pub fn remaining(&self, tile: Tile) -> u8 {
        if self.contains(tile) {
            self.remaining[tile.index()]
        } else {
            0
        }
    }

    /// The effective kinds in index order, each with its unseen copies.
    pub fn iter(&self) -> impl Iterator<Item = (Tile, u8)> + '_ {
        (0..KINDS)
            .filter(|&k| self.kinds >> k & 1 != 0)
            .filter_map(|k| Some((Tile::from_index(k)?, self.remaining[k])))
    }

    /// The effective kinds as one bit per 34-index (bit `k` for the kind of index `k`).
    pub fn mask(&self) -> u64 {
        self.kinds
    }

    /// How many kinds are effective.
    pub fn len(&self) -> usize {
        self.kinds.count_ones() as usize
    }

    /// Whether no kind is effective.
    pub fn is_empty(&self) -> bool {
        self.kinds == 0
    }

    /// The unseen copies of every effective kind: the tiles that would lower the shanten.
    pub fn total(&self) -> u32 {
        self.iter().map(|(_, n)| u32::from(n)).sum()
    }
}

/// One discard of a 3n+2 hand: the tile, and the effective tiles of the hand it leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Discard {
    /// The tile discarded.
    pub tile: Tile,
    /// The hand after the discard: its shanten and effective tiles.
    pub tiles: EffectiveTiles,
}

/// Every distinct discard of a 3n+2 hand, best first: the lowest shanten after it, then the
/// most unseen effective tiles, then the tile order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Discards {
    list: [Discard; FULL as usize],
    len: usize,
}

impl Discards {
    /// The discards, best first.
    pub fn as_slice(&self) -> &[Discard] {
        &self.list[..self.len]
    }

    /// The best discard, if the hand holds a tile that is not a joker.
    pub fn best(&self) -> Option<&Discard> {
        self.as_slice().first()
    }
}

/// The copies of each kind nobody has seen: four less the hand's, its melds' and the visible.
fn unseen(hand: &Hand, visible: &[u8; KINDS]) -> [u8; KINDS] {
    let own = hand.counts();
    let melded = hand.melded();
    std::array::from_fn(|k| {
        4u8.saturating_sub(own[k] + melded[k])
            .saturating_sub(visible[k])
    })
}

impl<T: SuitTable> Checker<T> {
    /// The kinds whose draw lowers the shanten of a hand of 3n+1 concealed tiles, and how many
    /// copies of each are unseen given `visible` (the counts of tiles seen elsewhere: discards,
    /// other players' melds, indicators; all zero when none are known). For a waiting hand
    /// these are its live waits. A tile of the joker kind, where there is one, is a joker.
    ///
    /// Fails as [`waits`](Self::waits) does.
    pub fn effective_tiles(
        &self,
        hand: &Hand,
        visible: &[u8; KINDS],
    ) -> Result<EffectiveTiles, CheckError> {
        let (concealed, melds) = (hand.concealed_len(), hand.meld_count());
        if concealed % 3 != 1 || concealed + 1 + 3 * melds > FULL {
            return Err(CheckError::WrongWaitSize { concealed, melds });
        }
        let shanten = self.shanten(hand)?.least();
        let mut kinds = 0u64;
        if self.draws_read_the_tables(hand) {
            kinds = self.lowering_draws(hand.keys(), hand, shanten);
        } else {
            for (k, tile) in (0..KINDS).filter_map(|k| Some((k, Tile::from_index(k)?))) {
                let mut more = hand.clone();
                let lower = more.add(tile).is_ok()
                    && self
                        .shanten(&more)
                        .is_ok_and(|s| lower_than(s.least(), shanten));
                kinds |= u64::from(lower) << k;
            }
        }
        Ok(EffectiveTiles {
            shanten,
            kinds,
            remaining: unseen(hand, visible),
        })
    }

    /// Every distinct discard of a hand of 3n+2 concealed tiles (never a joker), with the
    /// shanten and effective tiles of the hand it leaves, best first (see [`Discards`]).
    ///
    /// Fails as [`is_complete`](Self::is_complete) does.
    pub fn discards(&self, hand: &Hand, visible: &[u8; KINDS]) -> Result<Discards, CheckError> {
        let (concealed, melds) = (hand.concealed_len(), hand.meld_count());
        if concealed % 3 != 2 || concealed + 3 * melds > FULL {
            return Err(CheckError::WrongSize { concealed, melds });
        }
        self.shanten_view(hand)?;
        let joker = self.rules.joker;
        let counts = hand.counts();
        let none = EffectiveTiles {
            shanten: None,
            kinds: 0,
            remaining: [0; KINDS],
        };
        let mut out = Discards {
            list: [Discard {
                tile: Tile::from_index(0).expect("a kind"),
                tiles: none,
            }; FULL as usize],
            len: 0,
        };
        for (k, tile) in (0..KINDS).filter_map(|k| Some((k, Tile::from_index(k)?))) {
            if counts[k] == 0 || Some(tile) == joker {
                continue;
            }
            let mut less = hand.clone();
            less.remove(tile).expect("a tile the hand holds");
            let tiles = self.effective_tiles(&less, visible)?;
            out.list[out.len] = Discard { tile, tiles };
            out.len += 1;
        }
        let rank = |d: &Discard| {
            let shanten = d.tiles.shanten.map_or(i16::MAX, i16::from);
            (shanten, std::cmp::Reverse(d.tiles.total()), d.tile.index())
        };
        out.list[..out.len].sort_unstable_by_key(rank);
        Ok(out)
    }

    /// Whether every draw's shanten can be read from the tables with one suit changed: no
    /// melds, no joker kind, no honours to refuse, and no joker that may be a fifth copy.
    fn draws_read_the_tables(&self, hand: &Hand) -> bool {
        self.plain_rules()
            && hand.meld_count() == 0
            && (hand.jokers() == 0 || !self.rules.joker_fifth_copy)
    }

    /// The kinds whose draw lowers `shanten`, for a hand [`draws_read_the_tables`] allows.
    ///
    /// A draw changes one suit's entry. Where every entry is even, the best split with the pair
    /// in another suit `t` adds the drawn suit's half to the other suits' halves with `t`'s
    /// pair, summed once per suit before the draws, for each split that is best now (a draw
    /// adds at most one kept tile to any split, so no other can gain); a draw then costs one
    /// small-table read for its place, the entry, and a short sum per best split. What the special forms keep after a draw
    /// depends only on how many of the kind the hand held (and whether it is an orphan), so it
    /// is settled once. An uneven entry sums the suits in full.
    fn lowering_draws(&self, keys: &[u32; 4], hand: &Hand, shanten: Option<i8>) -> u64 {
        let tables = self.tables.shanten();
        let counts = special::Counts::of_keys(keys);
        let entries = tables.entries_at(counts.places());
        let jokers = hand.jokers();
        let target = hand.concealed_len() + 1;
        let groups = (target - 2) / 3;
        let even = (entries[0] | entries[1] | entries[2] | entries[3]) & UNEVEN == 0;
        let halves = entries.map(without_pair);
        let pairs = entries.map(with_pair);
        let all: u32 = halves.iter().sum();
        // Every form compares in tiles added: the shanten is that less the jokers less one.
        let before = shanten.map_or(u8::MAX, |s| (i16::from(s) + i16::from(jokers) + 1) as u8);
        let r = &self.rules;
        let special = (target == FULL).then(|| {
            counts
                .sums()
                .after_draw(r.seven_pairs, r.seven_pairs_quad, self.orphans_possible())
        });
        // A draw adds at most one kept tile to any split, so only the splits that are best now
        // (by the suit holding the pair) can gain: the others are never summed.
        let by_pair: [u8; 4] = std::array::from_fn(|t| {
            pairs[t].map_or(0, |pair| kept(all - halves[t] + pair, groups) + 1)
        });
        let best_now = by_pair.iter().copied().max().unwrap_or(0);
        let mut kinds = 0u64;
        for suit in Suit::ALL {
            let s = suit.index();
            let others = all - halves[s];
            // The other suits with the pair in a best suit `t` other than this one.
            let mut elsewhere = [0; 4];
            let mut n = 0;
            for t in (0..4).filter(|&t| t != s && by_pair[t] > 0 && by_pair[t] == best_now) {
                elsewhere[n] = others - halves[t] + pairs[t].unwrap_or(0);
                n += 1;
            }
            let elsewhere = &elsewhere[..n];
            let pair_here = by_pair[s] > 0 && by_pair[s] == best_now;
            let first = usize::from(suit.first());
            let places = Places::of(keys[s]);
            let mut digits = keys[s];
            for rank in 0..usize::from(suit.ranks()) {
                let held = (digits % 5) as usize;
                digits /= 5;
                if held == 4 {
                    continue;
                }
                let entry = tables.entry_at(suit == Suit::Honour, places.after_draw(rank));
                let fills = if even && entry & UNEVEN == 0 {
                    let half = without_pair(entry);
                    // One more than the tiles the best splits keep now, 0 for none.
                    let here = with_pair(entry).filter(|_| pair_here);
                    let mut best = here.map_or(0, |pair| kept(others + pair, groups) + 1);
                    for &c in elsewhere {
                        best = best.max(kept(c + half, groups) + 1);
                    }
                    // No best split gains: the draw keeps no more than the hand does.
                    if best > 0 {
                        3 * groups + 3 - best
                    } else {
                        u8::MAX
                    }
                } else {
                    let mut d = entries.map(decode);
                    d[s] = decode(entry);
                    least(&d, usize::from(groups)).unwrap_or(u8::MAX)
                };
                let kind = first + rank;
                let special_fills = special.map_or(u8::MAX, |after| after.fills(kind, held));
                kinds |= u64::from(fills.min(special_fills) < before) << kind;
            }
        }
        kinds
    }
}

/// A suit key's place in the shanten tables, split as the place is made (the low ranks' rank
/// and the high ranks' base), so that a draw's place is one small-table read.
struct Places {
    low: usize,
    high: usize,
}

impl Places {
    fn of(key: u32) -> Places {
        let (low, high) = split(key);
        Places { low, high }
    }

    /// The place of the key with one more tile of `rank` (the key holding fewer than four).
    #[inline(always)]
    fn after_draw(&self, rank: usize) -> usize {
        let base = |high: usize| HIGH_BASE.get(high).map_or(usize::MAX / 2, |&b| b as usize);
        let at = |low: usize| usize::from(LOW_RANK.get(low).copied().unwrap_or(u16::MAX));
        if rank < 5 {
            base(self.high) + at(self.low + POW5[rank] as usize)
        } else {
            base(self.high + POW5[rank - 5] as usize) + at(self.low)
        }
    }
}

/// Whether a shanten is lower than another; none is the highest.
fn lower_than(after: Option<i8>, before: Option<i8>) -> bool {
    match (after, before) {
        (Some(a), Some(b)) => a < b,
        (Some(_), None) => true,
        (None, _) => false,
    }
}
