//! What a check reads of a hand once the rule keys are applied ([`View`]): the designated
//! joker kind moved to the jokers, honors refused where the game has none and 2m..8m in a
//! three-player game, and the room each kind leaves for jokers. The quick paths read a hand's
//! keys in place; every other path asks through a view, so that the rules are applied once.

use super::{CheckError, Checker};
use crate::base::generator::mahjong::POW5;
use crate::mahjong::hand::Hand;
use crate::mahjong::hand::counts::{count_words, counts_of_keys, digit};
use crate::mahjong::table::SuitTable;
use crate::mahjong::tile::{KINDS, Suit, Tile};

/// What a check needs from a hand (or a bare count array), after the designated joker kind
/// is taken out of the keys and counted with the jokers. The concealed counts are not kept:
/// they are the keys' ([`Checker::counts`]), worked out by the few checks that read them,
/// where every view made would otherwise pay for them.
#[derive(Clone)]
pub(super) struct View {
    pub(super) melded: [u8; KINDS],
    pub(super) meld_count: u8,
    pub(super) concealed: u8,
    pub(super) keys: [u32; 4],
    pub(super) jokers: u8,
    /// Copies of the designated joker kind among the concealed tiles, counted in `jokers`
    /// once the rules are applied (none before: they are still in the keys then).
    pub(super) joker_held: u8,
}

impl View {
    /// The concealed counts as count words, without the designated joker kind once the rules
    /// are applied.
    #[inline]
    pub(super) fn words(&self) -> [u64; 5] {
        count_words(&self.keys)
    }
}

/// Takes the copies of the joker kind `j` out of its suit's key in `keys`: how many there
/// were.
#[inline(always)]
pub(super) fn take_joker_kind(keys: &mut [u32; 4], j: Tile) -> u8 {
    let (s, rank) = (j.suit().index(), usize::from(j.rank() - 1));
    let n = digit(keys[s], rank as u8);
    keys[s] -= u32::from(n) * POW5[rank];
    n
}

/// The melded copies of a hand without melds.
pub(super) static NO_MELDS: [u8; KINDS] = [0; KINDS];

impl<T: SuitTable> Checker<T> {
    #[inline]
    pub(super) fn view(&self, hand: &Hand) -> Result<View, CheckError> {
        self.validate(Self::raw_view(hand))
    }

    /// The hand as it is, before any rule is applied.
    pub(super) fn raw_view(hand: &Hand) -> View {
        View {
            melded: hand.melded(),
            meld_count: hand.meld_count(),
            concealed: hand.concealed_len(),
            keys: *hand.keys(),
            jokers: hand.jokers(),
            joker_held: 0,
        }
    }

    /// Checks the size and the jokers, and moves the designated joker kind to the jokers.
    #[inline]
    pub(super) fn validate(&self, view: View) -> Result<View, CheckError> {
        let (concealed, melds) = (view.concealed, view.meld_count);
        if concealed % 3 != 2 || concealed + 3 * melds > self.full() {
            return Err(CheckError::WrongSize { concealed, melds });
        }
        self.apply_rules(view)
    }

    /// Refuses honors where there are none and 2m..8m in a three-player game, and moves the
    /// designated joker kind to the jokers. The joker kind's tiles are jokers, so a suits-only
    /// game may have an honor as its joker kind (红中麻将: 7z beside the three suits), the one
    /// honor its hands hold.
    pub(super) fn apply_rules(&self, mut view: View) -> Result<View, CheckError> {
        if self.rules.three_player {
            self.refuse_absent(&counts_of_keys(&view.keys))?;
            self.refuse_absent(&view.melded)?;
        }
        if self.rules.suits_only {
            // The honors' key less the joker kind's copies: an honor held otherwise.
            let mut keys = view.keys;
            if let Some(j) = self.rules.joker {
                take_joker_kind(&mut keys, j);
            }
            if keys[Suit::Honor.index()] != 0
                || view.melded[usize::from(Suit::Honor.first())..]
                    .iter()
                    .any(|&m| m > 0)
            {
                let counts = counts_of_keys(&view.keys);
                let joker = self.rules.joker.map(Tile::index);
                let held = |k: usize| (counts[k] > 0 && Some(k) != joker) || view.melded[k] > 0;
                let honor = (27..KINDS).find(|&k| held(k));
                if let Some(k) = honor.and_then(Tile::from_index) {
                    return Err(CheckError::HonorInSuitsOnly(k));
                }
            }
        }
        if let Some(j) = self.rules.joker {
            if view.melded[j.index()] > 0 {
                return Err(CheckError::JokerKindMelded(j));
            }
            let n = take_joker_kind(&mut view.keys, j);
            view.jokers += n;
            view.joker_held += n;
        }
        if view.jokers > self.rules.max_jokers {
            return Err(CheckError::TooManyJokers {
                jokers: view.jokers,
                max: self.rules.max_jokers,
            });
        }
        Ok(view)
    }

    /// Tiles each kind may hold in all (own + jokers): unbounded when a joker may be a fifth
    /// copy, otherwise the copies the melds leave; none of a kind the game's set lacks.
    pub(super) fn room(&self, view: &View) -> [u8; KINDS] {
        let room = if self.rules.joker_fifth_copy {
            [u8::MAX; KINDS]
        } else {
            view.melded.map(|m| 4 - m)
        };
        self.without_absent(room)
    }

    /// Concealed counts without the designated joker kind (of a view the rules were applied
    /// to).
    pub(super) fn counts(&self, view: &View) -> [u8; KINDS] {
        counts_of_keys(&view.keys)
    }

    /// A view's [`counts`](Self::counts) with the designated joker kind's copies put back
    /// among them.
    pub(super) fn with_joker_kind(&self, view: &View, mut counts: [u8; KINDS]) -> [u8; KINDS] {
        if let Some(j) = self.rules.joker {
            counts[j.index()] = view.joker_held;
        }
        counts
    }
}
