//! The knitted forms on the quick paths, where a check reads a hand in place under plain
//! rules, and where nearly every hand is not knitted and must pay next to nothing for it.
//!
//! What the quick paths have read already rules out almost all of them: a knitted straight's
//! honors are all in its group and pair (the arrangement holds none), so the honor byte the
//! standard form's lookup just read must be within the jokers; 全不靠 holds five honors or
//! more, which that byte shows too, and no kind twice, which a hand's odd kinds show (each
//! kind held once is odd, and there are fourteen less the jokers). Only the hands that pass,
//! out of line with the other special forms, read their ranks ([`Held`]): 全不靠 is then the
//! masks alone, and a knitted straight takes out each arrangement the jokers can fill and
//! looks up what is left, usually one arrangement and four lookups of small keys.

use super::ranks::Held;
use crate::mahjong::checker::{Checker, within};
use crate::mahjong::table::{SuitTable, with_pair, without_pair};

/// What the quick tests read of a hand for the knitted forms: whether a knitted straight,
/// and whether 全不靠, may be complete.
#[derive(Clone, Copy)]
struct KnittedMaybe {
    straight: bool,
    distinct: bool,
}

impl KnittedMaybe {
    /// Neither form: the rules do not have them.
    const NONE: KnittedMaybe = KnittedMaybe {
        straight: false,
        distinct: false,
    };

    /// Whether either form may be complete.
    #[inline(always)]
    fn any(self) -> bool {
        self.straight | self.distinct
    }
}

impl<T: SuitTable> Checker<T> {
    /// Whether a knitted form may be complete in a hand the quick paths read in place (plain
    /// rules: no joker kind, honors and 2m..8m all in the set), from what they have read: the
    /// standard form's table byte of its `honors`, `jokers`, `concealed` tiles and the hand's
    /// `slots` (with three a meld), and `distinct`, which says, for fourteen concealed tiles,
    /// whether no kind is held twice. Inline, and cheap: nearly every hand is neither form.
    #[inline(always)]
    pub(in crate::mahjong::checker) fn knitted_possible(
        &self,
        honors: u8,
        jokers: u8,
        sizes: (u8, u8),
        distinct: impl FnOnce() -> bool,
    ) -> bool {
        self.knitted_maybe(honors, jokers, sizes, distinct).any()
    }

    /// The tests of [`knitted_possible`](Self::knitted_possible), form by form.
    #[inline(always)]
    fn knitted_maybe(
        &self,
        honors: u8,
        jokers: u8,
        (concealed, slots): (u8, u8),
        distinct: impl FnOnce() -> bool,
    ) -> KnittedMaybe {
        if !self.rules.knitted {
            return KnittedMaybe::NONE;
        }
        // Tests without branches where they are cheap: which way they go is as good as random.
        let honors_need = without_pair(honors).min(with_pair(honors));
        // Fourteen concealed, or eleven beside a meld: the knitted forms are of thirteen-tile
        // games, whose complete hands fill fourteen slots.
        let straight = (slots == 14) & (concealed >= 11) & (honors_need <= jokers);
        // 全不靠 holds at least five honors, each once, beside the nine numbered places less
        // the jokers: without honor sequences each needs two jokers to be a triplet (one of
        // them one to be the pair), so the honors need nine jokers less two for each held.
        let enough_honors = self.rules.honor_sequences | (honors_need + 2 * jokers >= 9);
        let distinct = (concealed == 14) & enough_honors && distinct();
        KnittedMaybe { straight, distinct }
    }

    /// Whether a hand for which [`knitted_possible`](Self::knitted_possible) holds is
    /// complete in a knitted form, from its own `keys` and what that took: 全不靠 from the rank
    /// masks alone, a knitted straight by taking out each arrangement the jokers can fill and
    /// looking up the rest. `None` leaves the hand to the full tests: under the strict joker
    /// policy, a joker beside the arrangement's taken copies must keep within four, which they
    /// count.
    #[inline]
    pub(in crate::mahjong::checker) fn knitted_quick(
        &self,
        keys: &[u32; 4],
        jokers: u8,
        sizes: (u8, u8),
        distinct: bool,
    ) -> Option<bool> {
        let honors = self.tables.honors(keys[3]);
        let maybe = self.knitted_maybe(honors, jokers, sizes, || distinct);
        let held = Held::numbered(keys);
        if maybe.distinct && held.within_any() != 0 {
            return Some(true);
        }
        let mut fillable = if maybe.straight {
            held.fillable(jokers)
        } else {
            0
        };
        if fillable == 0 {
            return Some(false);
        }
        if jokers > 0 && !self.rules.joker_fifth_copy {
            return None;
        }
        while fillable != 0 {
            let a = fillable.trailing_zeros() as usize;
            fillable &= fillable - 1;
            let left = jokers - held.missing(a) as u8;
            if within(self.lookup_word(&held.without_places(keys, a)), left) {
                return Some(true);
            }
        }
        Some(false)
    }
}
