//! Effective tiles (有效牌) and discards (何切る): which draws bring a hand closer to
//! complete, and which discard leaves the closest hand with the most such draws.
//!
//! A draw changes one suit's key and lowers its distances by at most one, so for a hand that
//! the tables answer whole a draw lowers the standard form exactly when it lowers its suit's
//! distance in a split of the groups and the pair that is best now. The other suits' least for
//! each split is summed once per suit, the splits that reach the hand's shanten are picked out,
//! and the suit's draw masks ([`crate::table`]) give at once the ranks that lower any of them:
//! four reads for the 34 draws. What seven pairs and thirteen orphans keep after a draw depends
//! only on how many of the kind the hand held (and whether it is an orphan), so it is settled
//! once per count. In a game of suits alone whose joker kind is an honor (红中), the honors
//! hold nothing and a drawn copy of the joker kind is one more joker. A hand beside melds,
//! under another joker kind or in a three-player game (whose 2m..8m are never drawn) is read
//! the same way from the tables made for its suits' caps ([`super::capped`]), a capped
//! suit's draws from the keys one tile up. A concealed hand holding four of a kind where a
//! joker may be a fifth copy is read from the fifth tables ([`super::fifth`]), and so are the
//! draws that make four of a kind there. Any other hand (five concealed groups, a joker that
//! may be a fifth copy beside melds or in a three-player game, the knitted forms) asks
//! [`Checker::shanten`] of each draw.
//!
//! The answers and the questions are here; the draws themselves are worked out in
//! [`super::draws`].

use super::remembered::Remembered;
use crate::mahjong::checker::{CheckError, Checker};
use crate::mahjong::hand::{Hand, MAX_CONCEALED};
use crate::mahjong::table::SuitTable;
use crate::mahjong::tile::{KINDS, Tile};

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
    list: [Discard; MAX_CONCEALED as usize],
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
    let mut unseen = hand.held();
    for (n, &seen) in unseen.iter_mut().zip(visible) {
        *n = 4u8.saturating_sub(*n).saturating_sub(seen);
    }
    unseen
}

impl<T: SuitTable> Checker<T> {
    /// The kinds whose draw lowers the shanten of a hand of 3n+1 concealed tiles, and how many
    /// copies of each are unseen given `visible` (the counts of tiles seen elsewhere: discards,
    /// other players' melds, indicators; all zero when none are known). For a waiting hand
    /// these are its live waits. A tile of the joker kind, where there is one, is a joker.
    ///
    /// Fails as [`waits`](Self::waits) does, and, in a three-player game, when `visible`
    /// counts one of 2m..8m ([`CheckError::NotInThreePlayer`]).
    pub fn effective_tiles(
        &self,
        hand: &Hand,
        visible: &[u8; KINDS],
    ) -> Result<EffectiveTiles, CheckError> {
        self.effective_tiles_remembering(hand, visible, &mut Remembered::new())
    }

    /// [`effective_tiles`](Self::effective_tiles), the suits walked kept in `remembered`
    /// for the hands asked after it.
    fn effective_tiles_remembering(
        &self,
        hand: &Hand,
        visible: &[u8; KINDS],
        remembered: &mut Remembered,
    ) -> Result<EffectiveTiles, CheckError> {
        let (concealed, melds) = (hand.concealed_len(), hand.meld_count());
        if concealed % 3 != 1 || concealed + 1 + 3 * melds > self.full() {
            return Err(CheckError::WrongWaitSize { concealed, melds });
        }
        if self.rules.three_player {
            self.refuse_absent(visible)?;
        }
        let found = self.quick_draws(hand).or_else(|| self.capped_draws(hand));
        let (shanten, kinds) = match found {
            Some(found) => found,
            None => self.draws_in_full(hand, remembered)?,
        };
        Ok(EffectiveTiles {
            shanten,
            kinds,
            remaining: unseen(hand, visible),
        })
    }

    /// Every distinct discard of a hand of 3n+2 concealed tiles (never a joker), with the
    /// shanten and effective tiles of the hand it leaves, best first (see [`Discards`]).
    ///
    /// Fails as [`is_complete`](Self::is_complete) does, and as
    /// [`effective_tiles`](Self::effective_tiles) does on `visible`.
    pub fn discards(&self, hand: &Hand, visible: &[u8; KINDS]) -> Result<Discards, CheckError> {
        let (concealed, melds) = (hand.concealed_len(), hand.meld_count());
        if concealed % 3 != 2 || concealed + 3 * melds > self.full() {
            return Err(CheckError::WrongSize { concealed, melds });
        }
        self.shanten_view(hand)?;
        if self.rules.three_player {
            self.refuse_absent(visible)?;
        }
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
            }; MAX_CONCEALED as usize],
            len: 0,
        };
        // The hands left differ from the hand in one suit, and their draws in one more.
        let mut remembered = Remembered::new();
        for (k, tile) in (0..KINDS).filter_map(|k| Some((k, Tile::from_index(k)?))) {
            if counts[k] == 0 || Some(tile) == joker {
                continue;
            }
            let mut less = hand.clone();
            less.remove(tile).expect("a tile the hand holds");
            let tiles = self.effective_tiles_remembering(&less, visible, &mut remembered)?;
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
}
