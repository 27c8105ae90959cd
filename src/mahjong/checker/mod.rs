//! The table checker: is a hand complete, in which forms, and how does it decompose.
//!
//! The standard form needs, per suit, the least jokers that complete it without a pair or with
//! one: one table byte per suit, and the hand is complete when the cheapest choice of the pair's
//! suit fits the jokers held (the formula is in the crate documentation, "Completeness"). Seven
//! pairs and thirteen orphans are decided from the counts ([`forms`]).

mod batch;
mod counts;
mod decomposition;
mod decompositions;
mod error;
pub(crate) mod forms;
mod honors_gate;
mod joker;
mod knitted;
mod knitted_keys;
mod shanten;
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod sse2;
mod three_player;
mod waits;

pub use decomposition::{Decomposition, Group, GroupKind};
pub use decompositions::{
    ConcealedGroups, ConcealedGroupsIter, DecompositionIter, Decompositions, KnittedDecomposition,
};
pub use error::CheckError;
pub use forms::Forms;
pub use shanten::{Discard, Discards, EffectiveTiles, Shanten};
pub use waits::Waits;

use crate::base::generator::mahjong::POW5;
use crate::file::TableFileError;
use crate::mahjong::hand::Hand;
use crate::mahjong::hand::counts::{count_words, counts_of_keys, digit};
use crate::mahjong::rules::Rules;
use crate::mahjong::table::capped;
use crate::mahjong::table::{Dense, SuitTable, Tables, with_pair, without_pair};
use crate::mahjong::tile::{KINDS, Suit, Tile};

/// Decides hands under one rule set with one set of suit tables. Build once, share freely
/// (it is `Copy` for the built-in tables and holds no per-hand state).
#[derive(Clone, Copy, Debug)]
pub struct Checker<T = Dense<'static>> {
    rules: Rules,
    tables: T,
    /// Whether the rules take a hand's own keys and counts as they are: no designated joker
    /// kind to move to the jokers, no honors or 2m..8m to refuse. Every quick path asks, so it
    /// is settled once.
    plain: bool,
    /// The sizes a complete hand may have, concealed tiles plus three a meld, as bits: 2, 5,
    /// .., 14 (17 in a sixteen-tile game).
    sizes: u32,
    /// The gate that rules a hand out of the knitted forms from its honors' table byte: one
    /// that lets none through when they are off.
    knitted_honors: honors_gate::Gate,
    /// What each numbered suit key holds of the knitted rank sets, read by the knitted forms'
    /// quick test once the gate lets a hand through: none when they are off.
    knitted_keys: knitted_keys::KnittedKeys,
    /// The rules' part of the codes of each suit's tables under caps, which melds and joker
    /// kinds read ([`capped::suit_codes`]).
    capped_codes: [u64; 4],
}

impl Default for Checker {
    fn default() -> Self {
        Checker::new(Rules::default())
    }
}

impl Checker {
    /// A checker on the dense tables for these rules: the baked ones for the default joker
    /// policy, generated on first use (and kept) for the other.
    pub fn new(rules: Rules) -> Checker {
        Checker::of(rules, Dense::for_variant(rules.variant()))
    }
}

impl<'a> Checker<Dense<'a>> {
    /// A checker over the tables of a table file, which must hold the rules' own; refused,
    /// naming both rule sets, when it holds another's.
    pub fn with_file(rules: Rules, tables: &'a Tables) -> Result<Self, TableFileError> {
        Ok(Checker::of(rules, tables.dense(rules.variant())?))
    }
}

impl<T> Checker<T> {
    /// A checker on these tables, with `max_jokers` held to what the tables account for: a
    /// hand with more jokers is refused rather than answered from a table that cannot count
    /// them; and with the forms of the other hand size off (seven pairs, thirteen orphans and
    /// the knitted forms take 14 tiles, 嚦咕嚦咕 17).
    fn of(mut rules: Rules, tables: T) -> Checker<T> {
        rules.max_jokers = rules.max_jokers.min(crate::mahjong::hand::MAX_JOKERS);
        if rules.sixteen_tiles {
            rules.seven_pairs = false;
            rules.thirteen_orphans = false;
            rules.knitted = false;
        } else {
            rules.seven_pairs_and_triplet = false;
        }
        let plain = rules.joker.is_none() && !rules.suits_only && !rules.three_player;
        let full = full_size(&rules);
        let sizes = (0..=full)
            .step_by(3)
            .fold(0, |bits, size| bits | 1 << (size + 2));
        Checker {
            rules,
            tables,
            plain,
            sizes,
            knitted_honors: honors_gate::Gate::of(&rules),
            knitted_keys: knitted_keys::KnittedKeys::of(&rules),
            capped_codes: capped::suit_codes(rules.variant()),
        }
    }
}

/// What a check needs from a hand (or a bare count array), after the designated joker kind
/// is taken out of the keys and counted with the jokers. The concealed counts are not kept:
/// they are the keys' ([`Checker::counts`]), worked out by the few checks that read them,
/// where every view made would otherwise pay for them.
#[derive(Clone)]
struct View {
    melded: [u8; KINDS],
    meld_count: u8,
    concealed: u8,
    keys: [u32; 4],
    jokers: u8,
    /// Copies of the designated joker kind among the concealed tiles, counted in `jokers`
    /// once the rules are applied (none before: they are still in the keys then).
    joker_held: u8,
}

impl View {
    /// The concealed counts as count words, without the designated joker kind once the rules
    /// are applied.
    #[inline]
    fn words(&self) -> [u64; 5] {
        count_words(&self.keys)
    }
}

/// The melded copies of a hand without melds.
static NO_MELDS: [u8; KINDS] = [0; KINDS];

impl<T: SuitTable> Checker<T> {
    /// A checker on given tables, which must answer the rules' joker policy.
    ///
    /// Fails with [`CheckError::TablesMismatch`] when they answer other rules.
    pub fn with_tables(rules: Rules, tables: T) -> Result<Self, CheckError> {
        if tables.variant() != rules.variant() {
            return Err(CheckError::TablesMismatch {
                tables: tables.variant(),
                rules: rules.variant(),
            });
        }
        Ok(Checker::of(rules, tables))
    }

    /// The rules this checker decides by (with `max_jokers` at most
    /// [`MAX_JOKERS`](crate::mahjong::MAX_JOKERS), and the forms the hand size rules out off:
    /// under `sixteen_tiles` seven pairs, thirteen orphans and the knitted forms, otherwise
    /// 嚦咕嚦咕).
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The suit tables this checker reads.
    pub fn tables(&self) -> &T {
        &self.tables
    }

    /// Whether the hand is complete in any enabled form.
    ///
    /// Fails when the hand cannot be checked: not 3n+2 concealed tiles beside its melds
    /// ([`CheckError::WrongSize`]), more jokers than `max_jokers`, the joker kind in a meld, an
    /// honor other than the joker kind under `suits_only`, or one of 2m..8m, concealed or
    /// melded, under `three_player` ([`CheckError::NotInThreePlayer`]).
    #[inline]
    pub fn is_complete(&self, hand: &Hand) -> Result<bool, CheckError> {
        match self.quick_complete(hand) {
            Some(answer) => Ok(answer),
            None => self.is_complete_in_full(hand),
        }
    }

    /// The answer under plain rules for a hand of a checkable size without melds that limit
    /// its jokers, read from the hand's own keys in place; the standard form small enough to
    /// inline into a caller's loop. `None` leaves the hand to [`is_complete_in_full`].
    ///
    /// [`is_complete_in_full`]: Self::is_complete_in_full
    #[inline(always)]
    fn quick_complete(&self, hand: &Hand) -> Option<bool> {
        let (melds, jokers) = (hand.meld_count(), hand.jokers());
        if !self.plain_rules()
            || self.melds_limit_jokers(jokers, melds)
            || !self.plain_sizes_ok(hand.slots(), jokers)
        {
            return None;
        }
        let bytes = self.lookup_word(hand.keys());
        if within(bytes, jokers) {
            return Some(true);
        }
        // Seven pairs and thirteen orphans take fourteen concealed tiles (so no melds), 嚦咕嚦咕
        // seventeen, and most hands show from the two counts the hand keeps for them that
        // they are none of them; the knitted forms, from the honors' byte and the odd kinds.
        let special = self.special_possible(hand);
        if !(special || self.rules.knitted) {
            return Some(false);
        }
        let open = self.knitted_open(bytes, jokers);
        if !special && (open == 0 || !self.knitted_first_suit(hand.keys(), jokers, open)) {
            return Some(false);
        }
        self.special_of_hand(hand, bytes, special, open)
    }

    /// Whether an enabled special form is possible for a hand under plain rules, from the
    /// counts the hand keeps: seven pairs (14 concealed tiles) needs a joker to partner each
    /// kind held an odd number of times, thirteen orphans (14) no simple tile, 嚦咕嚦咕 (17) a
    /// joker for each odd kind but the triplet's. False rules them out; true leaves them to
    /// the full tests. (The hand's counts are modulo 16, exact at 14 tiles; at 17 a count
    /// read low only sends a hand on to the full tests.)
    #[inline(always)]
    fn special_possible(&self, hand: &Hand) -> bool {
        let r = &self.rules;
        match hand.concealed_len() {
            14 => {
                (r.seven_pairs && hand.odd_kinds() <= hand.jokers())
                    || (self.orphans_possible() && hand.simples() == 0)
            }
            17 => r.seven_pairs_and_triplet && hand.odd_kinds() <= hand.jokers() + 1,
            _ => false,
        }
    }

    /// The special forms of a hand under plain rules that the quick tests let through (the
    /// knitted forms of `open`, the others if `special`), out of line: few hands get past
    /// them. A hand without jokers that only the knitted forms may complete, the likeliest,
    /// is answered here from its keys' entries; the others go on to
    /// [`special_in_full`](Self::special_in_full). `None` leaves the hand to the full tests.
    #[inline(never)]
    fn special_of_hand(&self, hand: &Hand, bytes: u32, special: bool, open: u32) -> Option<bool> {
        if special || hand.jokers() != 0 {
            return self.special_in_full(hand, bytes, special, open);
        }
        self.knitted_without_jokers(hand, bytes, open)
    }

    /// The special forms of a hand under plain rules that the quick tests let through and
    /// [`special_of_hand`](Self::special_of_hand) leaves: with jokers, or possibly seven
    /// pairs, thirteen orphans or 嚦咕嚦咕.
    #[inline(never)]
    fn special_in_full(&self, hand: &Hand, bytes: u32, special: bool, open: u32) -> Option<bool> {
        if open != 0 && self.knitted_of_hand(hand, bytes, open)? {
            return Some(true);
        }
        Some(special && self.pairs_or_orphans(hand))
    }

    /// Whether a hand under plain rules that the quick tests let through is complete as seven
    /// pairs, thirteen orphans or 嚦咕嚦咕; apart from the knitted forms' test, which most
    /// hands that reach it end with.
    #[inline(never)]
    fn pairs_or_orphans(&self, hand: &Hand) -> bool {
        let (keys, words) = (hand.keys(), || hand.count_words());
        !self
            .special_forms(keys, words, hand.concealed_len(), 0)
            .is_empty()
    }

    /// The hands [`quick_complete`](Self::quick_complete) leaves: rules that change the
    /// counts, melds that limit jokers, and the errors.
    #[inline(never)]
    fn is_complete_in_full(&self, hand: &Hand) -> Result<bool, CheckError> {
        let view = self.view(hand)?;
        Ok(self.complete(&view))
    }

    #[inline]
    fn complete(&self, view: &View) -> bool {
        self.standard_need(view) <= view.jokers
            || !self
                .special_forms(&view.keys, || view.words(), view.concealed, view.meld_count)
                .is_empty()
            || !self.knitted_forms(view).is_empty()
    }

    /// Rules under which a hand's own keys and counts are checked as they are: no designated
    /// joker kind to move to the jokers, no honors or man tiles to refuse.
    #[inline(always)]
    fn plain_rules(&self) -> bool {
        self.plain
    }

    /// Whether a hand under plain rules has a checkable size and joker count.
    #[inline(always)]
    fn plain_sizes_ok(&self, slots: u8, jokers: u8) -> bool {
        // `concealed % 3 == 2` and `concealed + 3 * melds <= 14` (17): the sum (the hand's
        // slots) is one of these.
        self.sizes.checked_shr(u32::from(slots)).unwrap_or(0) & 1 != 0
            && jokers <= self.rules.max_jokers
    }

    /// Every enabled form the hand is complete in (empty when it is not complete).
    ///
    /// Fails as [`is_complete`](Self::is_complete) does.
    pub fn forms(&self, hand: &Hand) -> Result<Forms, CheckError> {
        let view = self.view(hand)?;
        let mut forms =
            self.special_forms(&view.keys, || view.words(), view.concealed, view.meld_count);
        forms.insert(self.knitted_forms(&view));
        if self.standard_need(&view) <= view.jokers {
            forms.insert(Forms::STANDARD);
        }
        Ok(forms)
    }

    /// One standard-form decomposition (groups + pair, what each joker stands for), if there is one.
    ///
    /// Fails as [`is_complete`](Self::is_complete) does.
    pub fn decompose(&self, hand: &Hand) -> Result<Option<Decomposition>, CheckError> {
        let view = self.view(hand)?;
        let bytes = self.suit_bytes(&view);
        let Some(pair_suit) = best_pair_suit(&bytes, view.jokers) else {
            return Ok(None);
        };
        let counts = self.counts(&view);
        Ok(decomposition::decompose_one(
            hand,
            &counts,
            view.jokers,
            &bytes,
            pair_suit,
            &self.room(&view),
            self.rules.variant(),
        ))
    }

    #[inline]
    fn view(&self, hand: &Hand) -> Result<View, CheckError> {
        self.validate(Self::raw_view(hand))
    }

    /// The hand as it is, before any rule is applied.
    fn raw_view(hand: &Hand) -> View {
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
    fn validate(&self, view: View) -> Result<View, CheckError> {
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
    fn apply_rules(&self, mut view: View) -> Result<View, CheckError> {
        if self.rules.three_player {
            self.refuse_absent(&counts_of_keys(&view.keys))?;
            self.refuse_absent(&view.melded)?;
        }
        if self.rules.suits_only {
            // The honors' key less the joker kind's copies: an honor held otherwise.
            let mut honors = view.keys[Suit::Honor.index()];
            if let Some(j) = self.rules.joker.filter(|j| j.suit() == Suit::Honor) {
                honors -= u32::from(digit(honors, j.rank() - 1)) * POW5[usize::from(j.rank() - 1)];
            }
            if honors != 0
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
            let (s, rank) = (j.suit().index(), j.rank() - 1);
            let n = digit(view.keys[s], rank);
            view.keys[s] -= u32::from(n) * POW5[usize::from(rank)];
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

    /// The four suits' table bytes, settled exactly where melds or a three-player man suit
    /// limit the jokers' room.
    #[inline]
    fn suit_bytes(&self, view: &View) -> [u8; 4] {
        let k = &view.keys;
        let mut bytes = [
            self.tables.numbered(k[0]),
            self.tables.numbered(k[1]),
            self.tables.numbered(k[2]),
            self.tables.honors(k[3]),
        ];
        if self.melds_limit_jokers(view.jokers, view.meld_count) {
            self.limit_by_melds(view, &mut bytes);
        }
        if self.rules.three_player {
            bytes[Suit::Man.index()] = self.man_byte(&self.counts(view), &self.room(view));
        }
        bytes
    }

    /// Whether the table bytes need settling beyond the lookups: melds limit the jokers, or
    /// the man suit of a three-player game.
    #[inline(always)]
    fn bytes_settled(&self, jokers: u8, melds: u8) -> bool {
        self.melds_limit_jokers(jokers, melds) || self.rules.three_player
    }

    /// Under the strict policy, melds take room a joker could otherwise fill.
    #[inline(always)]
    fn melds_limit_jokers(&self, jokers: u8, melds: u8) -> bool {
        !self.rules.joker_fifth_copy && jokers > 0 && melds > 0
    }

    #[cold]
    fn limit_by_melds(&self, view: &View, bytes: &mut [u8; 4]) {
        let room = self.room(view);
        let counts = self.counts(view);
        for suit in Suit::ALL {
            let first = usize::from(suit.first());
            let range = first..first + usize::from(suit.ranks());
            if view.melded[range.clone()].iter().all(|&m| m == 0) {
                continue;
            }
            let lookup = |key| match suit {
                Suit::Honor => self.tables.honors(key),
                _ => self.tables.numbered(key),
            };
            bytes[suit.index()] = crate::mahjong::checker::joker::capped_byte(
                lookup,
                &counts[range.clone()],
                &room[range],
                view.jokers,
            );
        }
    }

    /// Tiles each kind may hold in all (own + jokers): unbounded when a joker may be a fifth
    /// copy, otherwise the copies the melds leave; none of a kind the game's set lacks.
    fn room(&self, view: &View) -> [u8; KINDS] {
        let room = if self.rules.joker_fifth_copy {
            [u8::MAX; KINDS]
        } else {
            view.melded.map(|m| 4 - m)
        };
        self.without_absent(room)
    }

    /// Concealed counts without the designated joker kind (of a view the rules were applied
    /// to).
    fn counts(&self, view: &View) -> [u8; KINDS] {
        counts_of_keys(&view.keys)
    }

    /// A view's [`counts`](Self::counts) with the designated joker kind's copies put back
    /// among them.
    fn with_joker_kind(&self, view: &View, mut counts: [u8; KINDS]) -> [u8; KINDS] {
        if let Some(j) = self.rules.joker {
            counts[j.index()] = view.joker_held;
        }
        counts
    }

    /// The least jokers the standard form needs.
    #[inline]
    fn standard_need(&self, view: &View) -> u8 {
        if self.bytes_settled(view.jokers, view.meld_count) {
            return least_need(&self.suit_bytes(view));
        }
        self.need_of_keys(&view.keys)
    }

    /// The least jokers the standard form needs when every rank has room for four.
    #[inline(always)]
    fn need_of_keys(&self, k: &[u32; 4]) -> u8 {
        least_need(&self.lookups(k))
    }

    /// The four suits' table bytes.
    #[inline(always)]
    fn lookups(&self, k: &[u32; 4]) -> [u8; 4] {
        let t = &self.tables;
        [
            t.numbered(k[0]),
            t.numbered(k[1]),
            t.numbered(k[2]),
            t.honors(k[3]),
        ]
    }

    /// The four suits' table bytes side by side in one word, the numbered suits' first.
    #[inline(always)]
    fn lookup_word(&self, k: &[u32; 4]) -> u32 {
        u32::from_le_bytes(self.lookups(k))
    }

    /// Concealed tiles plus three a meld in a complete hand: 14, or 17 in a sixteen-tile game.
    #[inline(always)]
    fn full(&self) -> u8 {
        full_size(&self.rules)
    }

    /// Whether thirteen orphans can be complete: it is enabled, and the game has the seven
    /// honors it needs (under `suits_only` a joker never stands for an honor, in any form).
    #[inline]
    fn orphans_possible(&self) -> bool {
        self.rules.thirteen_orphans && !self.rules.suits_only
    }

    /// Seven pairs and thirteen orphans, from the keys (the count words are read, through
    /// `words`, only when the keys hold nothing but terminals and honors); 嚦咕嚦咕 from the
    /// count words.
    #[inline]
    fn special_forms(
        &self,
        keys: &[u32; 4],
        words: impl FnOnce() -> [u64; 5],
        concealed: u8,
        melds: u8,
    ) -> Forms {
        let mut forms = Forms::empty();
        let r = &self.rules;
        if melds != 0 {
            return forms;
        }
        let without_joker_kind = |mut words: [u64; 5]| {
            if let Some(j) = r.joker {
                words[j.index() / 8] &= !(0xFF << (8 * (j.index() % 8)));
            }
            words
        };
        if concealed == 17 {
            let words = without_joker_kind(words());
            if r.seven_pairs_and_triplet
                && forms::seven_pairs_and_triplet(words, r.seven_pairs_quad)
            {
                forms.insert(Forms::SEVEN_PAIRS_AND_TRIPLET);
            }
            return forms;
        }
        if concealed != 14 {
            return forms;
        }
        if r.seven_pairs && forms::seven_pairs(keys, r.seven_pairs_quad) {
            forms.insert(Forms::SEVEN_PAIRS);
        }
        if self.orphans_possible()
            && forms::only_terminals(keys)
            && forms::thirteen_orphans(without_joker_kind(words()))
        {
            forms.insert(Forms::THIRTEEN_ORPHANS);
        }
        forms
    }
}

/// Concealed tiles plus three a meld in a complete hand under these rules: 14, or 17 in a
/// sixteen-tile game.
#[inline(always)]
const fn full_size(rules: &Rules) -> u8 {
    if rules.sixteen_tiles { 17 } else { 14 }
}

/// Whether the four table bytes of [`Checker::lookup_word`] complete the standard form with
/// at most `jokers` jokers: the need of [`least_need`]` <= jokers`, with the four bytes side
/// by side in one word.
///
/// The need is the suits' needs without a pair added up, plus, for the suit that holds the
/// pair, its need with one less its need without: so the hand completes when some suit's
/// `with - without + 16 + total` is below `jokers + 17`. Every such byte is 1 to 91, so no
/// byte carries into the next and none is negative: one word test, with no branch or select
/// that the data decide (random hands fail a branch on a total past the jokers unpredictably).
#[inline(always)]
fn within(w: u32, jokers: u8) -> bool {
    const ONES: u32 = 0x0101_0101;
    let without = w & (0x0F * ONES);
    let with = (w >> 4) & (0x0F * ONES);
    // At most 15 per byte: the four add up in the top byte without carrying out of it.
    let total = without.wrapping_mul(ONES) >> 24;
    let shifted = (with + 0x10 * ONES) - without + total * ONES;
    // A need is at most 75, so more jokers than that answer as 100 do: the bound stays
    // below 128.
    let bound = u32::from(jokers.min(100)) + 17;
    // Some byte below `bound`: bytes and bound are below 128, so a byte below it borrows
    // and sets its high bit, and no byte at or above it does unless one below it did.
    shifted.wrapping_sub(bound * ONES) & !shifted & (0x80 * ONES) != 0
}

/// The least jokers that complete the standard form, over every choice of pair suit.
#[inline]
fn least_need(bytes: &[u8; 4]) -> u8 {
    let needs = bytes.map(without_pair);
    let total: u8 = needs.iter().sum();
    let mut best = u8::MAX;
    for (i, &b) in bytes.iter().enumerate() {
        best = best.min(total - needs[i] + with_pair(b));
    }
    best
}

/// The pair suit of a cheapest completion, if it fits the jokers.
fn best_pair_suit(bytes: &[u8; 4], jokers: u8) -> Option<Suit> {
    let needs = bytes.map(without_pair);
    let total: u8 = needs.iter().sum();
    Suit::ALL
        .into_iter()
        .map(|s| (total - needs[s.index()] + with_pair(bytes[s.index()]), s))
        .min()
        .filter(|&(need, _)| need <= jokers)
        .map(|(_, s)| s)
}

#[cfg(test)]
mod tests;
