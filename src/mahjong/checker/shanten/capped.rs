//! Suits under caps answered by tables of their own ([`crate::base::generator::capped`]),
//! made on first use and kept for the process.
//!
//! Unless a joker may be a fifth copy (of which below), every suit the plain tables cannot
//! answer is one whose ranks are capped: a melded rank may hold four less its melded copies, and every copy
//! below that cap is left to draw; an absent kind (2m..8m of a three-player game) holds none;
//! and the joker kind, whose copies are jokers, may be held only as jokers, at most the
//! hand's budget of them. Only the joker kind's suit ever needs a joker for a tile it cannot
//! draw, so the budget is that suit's alone and becomes its cap. A suit's distances are then
//! one read of the table for its caps, where walking its targets would take tens of
//! thousands of instructions, and the hands an effective-tiles question asks (each differing
//! in one suit) are reads of the same tables.
//!
//! Where a joker may be a fifth copy and the hand has jokers to spend, a rank may hold past
//! its cap on jokers. That gains nothing in a suit beside no meld holding no four of a kind,
//! as the plain tables already rely on for the suits without the joker kind, and it can
//! gain beside melds: such hands are walked. A concealed hand holding a four is read from
//! the fifth tables ([`super::fifth`]).
//!
//! A table is made for a suit's rules, caps and the concealed groups the hand needs, in a few
//! milliseconds (tens for the joker kind's suit of a hand without melds, whose keys reach 14
//! tiles), and kept as the keys where it differs from the plain tables ([`CappedTable`]): a
//! hand beside one meld uses one of 25 numbered and 14 honor tables, beside two melds others;
//! the 20,000 hands of each of `hupai bench`'s melded classes make some 420 tables of 90 KB
//! on average. The tables kept take at most [`MOST_BYTES`] in all (past [`MAPPED_BYTES`], an
//! eighth of that each) and number at most half the [`PLACES`]; past that, suits under new
//! caps are walked ([`exact`](super::exact)), which answers the same. Most keys of a table
//! found kept are told plain by their bits in one filter of every kept table's differing keys
//! ([`DIFFER`]), without a read of the table.

use super::super::Checker;
use super::combine::{least, of_entries};
use super::special;
use crate::base::generator::capped::capped_table;
use crate::base::generator::mahjong::{POW5, RANKS, SuitRules, SuitShape, counts_of_key};
use crate::base::generator::shanten::{Distances, GROUPS, NONE, decode};
use crate::mahjong::checker::view::View;
use crate::mahjong::hand::Hand;
use crate::mahjong::table::SuitTable;
use crate::mahjong::table::capped::{CappedTable, code, code_under};
use crate::mahjong::table::shanten::ShantenTables;
use crate::mahjong::tile::{KINDS, Suit};
use std::ops::Deref;
use std::ptr;
use std::sync::atomic::{AtomicPtr, AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};

/// Most bytes the tables kept take in all.
const MOST_BYTES: usize = 64 << 20;

/// Bytes the tables kept take in all below which a new one keeps a map of its keys' draw
/// masks where they differ ([`CappedTable`]): past them, tables take an eighth of the bytes
/// and read those masks from their entries.
const MAPPED_BYTES: usize = 48 << 20;

/// Places for tables kept, found by their [`code`] from a hash and the places after it: at
/// most half of them filled, so that a search ends soon at an empty one.
const PLACES: usize = 4096;

/// A table kept, as a search of the places finds it: its [`code`] and the table. Read as the
/// table otherwise.
#[derive(Clone, Copy, Debug)]
pub(super) struct Kept {
    code: u64,
    table: &'static CappedTable,
}

impl Kept {
    /// The entry of a key within the table's caps, `plain` its plain entry
    /// ([`CappedTable::entry`]): most keys are told by their bits in [`DIFFER`].
    #[inline(always)]
    pub(super) fn entry(self, key: u32, plain: u32) -> Option<u32> {
        let (word, bits) = differ_bits(self.code, key);
        if DIFFER[word].load(Ordering::Relaxed) & bits != bits {
            return Some(plain);
        }
        self.table.entry_unfiltered(key, plain)
    }
}

impl Deref for Kept {
    type Target = CappedTable;

    fn deref(&self) -> &CappedTable {
        self.table
    }
}

/// A place for a kept table: its [`code`] (never zero) and the table, or zeros where empty.
/// The table is stored first and the code after it with release ordering, so that a read
/// that acquires a place's code sees its table whole; the code is beside the table's address
/// so that a search compares it without reading the table.
struct Place {
    code: AtomicU64,
    table: AtomicPtr<CappedTable>,
}

/// The tables kept, a place each. A place is filled once, with a table leaked for the
/// process, and never emptied, so that a read needs no lock: the tables are only ever added,
/// one at a time ([`MAKING`]). All zeros, so that a program that never asks of a capped suit
/// carries none of it in its binary.
static KEPT: [Place; PLACES] = [const {
    Place {
        code: AtomicU64::new(0),
        table: AtomicPtr::new(ptr::null_mut()),
    }
}; PLACES];

/// Bits of [`DIFFER`], as a power of two: 256 KB, untouched (and so taking no memory) in a
/// program that never asks of a capped suit. A quarter of a 1 MB second-level cache, where a
/// filter of 2^23 bits filled it and pushed out the plain tables' lines that every hand reads:
/// timed by turns in one process on `hupai bench`'s hands, 2^21 bits (one a key) answered
/// shanten beside melds 11% to 19% faster than 2^23 and effective tiles beside melds 6% to
/// 17% faster (2^20 about as 2^21); two bits a key, effective tiles beside melds 7% to 10%
/// faster again (`BENCHMARKS.md`).
const DIFFER_BITS: u32 = 21;

/// Two bits in one word for each hash of a table's code and a key, set where some kept
/// table's entry of that key differs from the plain one, before the table's place is filled:
/// a key of a table found kept whose bits are not both set has the plain entry. The tables
/// of a game's melds differ in a few hundred keys each, so that few other keys find both bits
/// set: the bench's 400 tables set one bit in seven, and one key in forty of a table whose
/// keys never differ passes (one in thirteen with a bit a key), where a table's own filter
/// passes one in eight. One filter for every table, read at an address that the key and the
/// code give, where a table's own filter is read only once the table is: 57 ns a shanten
/// beside melds against 60 on `hupai bench`'s `shanten_melds` hands (`BENCHMARKS.md`).
static DIFFER: [AtomicU64; 1 << (DIFFER_BITS - 6)] =
    [const { AtomicU64::new(0) }; 1 << (DIFFER_BITS - 6)];

/// The word of [`DIFFER`] and the two bits in it of a key of the table of a code (codes are
/// below 2^32 but for their top bit, keys below 2^21: the two never overlap), from the hash's
/// high bits, which its multiplication mixes (its low bits are the code's alone).
#[inline(always)]
fn differ_bits(code: u64, key: u32) -> (usize, u64) {
    let hash = (code ^ u64::from(key) << 32).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let word = hash >> (64 - (DIFFER_BITS - 6));
    (
        word as usize,
        1 << (hash >> 32 & 63) | 1 << (hash >> 38 & 63),
    )
}

/// Held while a table is added: the bytes and the tables kept so far.
static MAKING: Mutex<(usize, usize)> = Mutex::new((0, 0));

/// Caps of four at every rank, as a key (one base-5 digit a rank, the honors' two past their
/// ranks included).
pub(super) const FOUR_EVERYWHERE: u32 = POW5[RANKS - 1] * 5 - 1;

/// The kept table of a code, or the empty place where it would go.
#[inline(always)]
fn find(code: u64) -> Result<Kept, usize> {
    let mut place =
        (code.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - PLACES.trailing_zeros())) as usize;
    loop {
        let kept = &KEPT[place];
        match kept.code.load(Ordering::Acquire) {
            0 => return Err(place),
            c if c == code => {
                // SAFETY: a filled place's table is a pointer from `Box::leak`, stored before
                // its code (which the acquiring load above read, so that the table's bytes
                // are seen whole) and never freed nor changed: a shared reference for the
                // process.
                let table = unsafe { &*kept.table.load(Ordering::Relaxed) };
                return Ok(Kept { code, table });
            }
            _ => place = (place + 1) % PLACES,
        }
    }
}

/// The table of a suit under `caps` (as a key) for hands needing `groups` concealed groups,
/// made unless kept (as the differences from the `plain` tables of the suit's rules, asked
/// only then); `None` once the tables kept are full.
#[inline(always)]
pub(super) fn table<'t>(
    suit: SuitRules,
    caps: u32,
    groups: u8,
    plain: impl FnOnce() -> ShantenTables<'t>,
) -> Option<Kept> {
    let code = code(suit, caps, groups);
    match find(code) {
        Ok(table) => Some(table),
        Err(_) => make(suit, caps, groups, &plain(), code),
    }
}

/// [`table`] where it is not kept yet.
#[cold]
#[inline(never)]
fn make(suit: SuitRules, caps: u32, groups: u8, plain: &ShantenTables, code: u64) -> Option<Kept> {
    let mut making = MAKING.lock().unwrap_or_else(PoisonError::into_inner);
    // Made meanwhile on another thread, or the place to fill.
    let place = match find(code) {
        Ok(table) => return Some(table),
        Err(place) => place,
    };
    let (bytes, tables) = *making;
    if bytes >= MOST_BYTES || tables >= PLACES / 2 {
        return None;
    }
    let caps = counts_of_key(SuitShape::Numbered, caps);
    let every_key = capped_table(suit, &caps, groups);
    let mapped = bytes < MAPPED_BYTES;
    let table = CappedTable::new(&every_key, suit.shape, &caps, groups, plain, mapped);
    *making = (bytes + table.size_bytes(), tables + 1);
    let table: &'static CappedTable = Box::leak(Box::new(table));
    for key in table.differing_keys() {
        let (word, bits) = differ_bits(code, key);
        DIFFER[word].fetch_or(bits, Ordering::Relaxed);
    }
    // Only this thread fills places, under the lock: the place is still empty.
    KEPT[place]
        .table
        .store(ptr::from_ref(table).cast_mut(), Ordering::Relaxed);
    KEPT[place].code.store(code, Ordering::Release);
    Some(Kept { code, table })
}

/// How one suit is answered.
#[derive(Clone, Copy, Debug)]
pub(super) enum Answer {
    /// By the plain tables.
    Plain,
    /// By a table under the suit's caps.
    Capped(Kept),
    /// Not at all: the honors of a game of suits alone, which hold nothing.
    Absent,
}

impl Answer {
    /// The suit's entry at `key` ([`Capped::entry`]), `plain` its plain table's entry; `None`
    /// for a key its table does not hold, and for the honors of a game of suits alone.
    #[inline(always)]
    pub(super) fn entry(self, key: u32, plain: u32) -> Option<u32> {
        match self {
            Answer::Plain => Some(plain),
            Answer::Capped(table) => table.entry(key, plain),
            Answer::Absent => None,
        }
    }

    /// The suit's distances at `key`, `plain` its plain table's entry; `None` for a key its
    /// table does not hold.
    #[inline(always)]
    pub(super) fn distances(self, key: u32, plain: u32) -> Option<Distances> {
        match self {
            Answer::Absent => Some(honors_absent()),
            _ => self.entry(key, plain).map(decode),
        }
    }
}

/// The copies held in melds (a count a kind) as a key of each suit.
pub(super) fn melded_keys(melded: &[u8; KINDS]) -> [u32; 4] {
    // Each suit's digits from its highest rank down, five times the key so far plus the next.
    let key = |kinds: &[u8]| kinds.iter().rev().fold(0, |key, &n| 5 * key + u32::from(n));
    [
        key(&melded[..9]),
        key(&melded[9..18]),
        key(&melded[18..27]),
        key(&melded[27..]),
    ]
}

/// The honors of a game without them: nothing to add for no group and no pair, no target
/// otherwise.
pub(super) fn honors_absent() -> Distances {
    let mut d = [[NONE; GROUPS]; 2];
    d[0][0] = 0;
    d
}

impl<T: SuitTable> Checker<T> {
    /// How each suit of a validated view is answered for `groups` concealed groups and a
    /// `budget` of jokers for tiles that cannot be drawn ([`caps_answers`](Self::caps_answers)).
    pub(super) fn capped_suits(
        &self,
        view: &View,
        budget: u8,
        groups: usize,
    ) -> Option<[Answer; 4]> {
        let fours = || special::Counts::of_keys(&view.keys).sums().any_fours();
        let melded = if view.meld_count == 0 {
            [0; 4]
        } else {
            melded_keys(&view.melded)
        };
        // A table under caps holds the keys of at most `3 g + 2` tiles for `g` groups, which
        // no suit of a hand of `g` concealed groups passes; what is left beside a knitted
        // straight's arrangement may ([`super::knitted`]), and is read from the tables for
        // as many groups as its largest suit's tiles make (an entry holds each count of
        // groups up to its table's).
        let most = 3 * groups + 2;
        let table_groups = if usize::from(view.concealed) > most {
            let counts = special::Counts::of_keys(&view.keys);
            let largest = (0..4).map(|s| counts.tiles(s)).max().unwrap_or(0);
            largest.saturating_sub(2).div_ceil(3).max(groups)
        } else {
            groups
        };
        self.caps_answers(&melded, fours, budget, table_groups)
    }

    /// How each suit is answered for `groups` concealed groups and a `budget` of jokers for
    /// tiles that cannot be drawn, beside the copies held in melds (`melded`, a key a suit),
    /// or `None` where some suit must be walked: the hand needs five concealed groups, a joker
    /// may be a fifth copy beside a meld, a three-player game's absent kinds or a kind held
    /// four times (`fours`, asked only then), or the tables kept are full.
    #[inline]
    pub(super) fn caps_answers(
        &self,
        melded: &[u32; 4],
        fours: impl FnOnce() -> bool,
        budget: u8,
        groups: usize,
    ) -> Option<[Answer; 4]> {
        let r = &self.rules;
        // A joker as a fifth copy gains nothing in a suit beside no meld that holds no four
        // of a kind (the tests hold the tables to the walk on it), and may elsewhere.
        let fifth = r.joker_fifth_copy && budget > 0;
        if groups >= GROUPS || fifth && (*melded != [0; 4] || r.three_player || fours()) {
            return None;
        }
        // Four less the melded copies at each rank: no digit borrows.
        let mut caps: [u32; 4] = std::array::from_fn(|s| FOUR_EVERYWHERE - melded[s]);
        let absent = r.absent_kinds();
        if absent != 0 {
            for suit in Suit::ALL {
                let (first, ranks) = (suit.first(), suit.ranks());
                let absent_here = absent >> first & ((1 << ranks) - 1);
                let caps = &mut caps[suit.index()];
                for rank in (0..usize::from(ranks)).filter(|&i| absent_here >> i & 1 == 1) {
                    *caps -= *caps / POW5[rank] % 5 * POW5[rank];
                }
            }
        }
        if let Some(j) = r.joker {
            let (s, place) = (j.suit().index(), POW5[usize::from(j.rank() - 1)]);
            let cap = caps[s] / place % 5;
            caps[s] -= (cap - cap.min(u32::from(budget))) * place;
        }
        let mut out = [Answer::Plain; 4];
        if r.suits_only {
            out[Suit::Honor.index()] = Answer::Absent;
            caps[Suit::Honor.index()] = FOUR_EVERYWHERE;
        }
        // The suits under caps below four somewhere, taken from a mask: one branch a suit
        // capped rather than one a suit asked, which suit holds the joker kind included.
        let mut capped = (0..4).fold(0u32, |bits, s| {
            bits | u32::from(caps[s] != FOUR_EVERYWHERE) << s
        });
        while capped != 0 {
            let s = capped.trailing_zeros() as usize;
            capped &= capped - 1;
            out[s] = Answer::Capped(self.table_under(s, caps[s], groups as u8)?);
        }
        Some(out)
    }

    /// The table of suit `suit` (its index) under `caps` (a key) for `groups` concealed groups
    /// under the checker's rules, or `None` once the tables kept are full.
    #[inline(always)]
    fn table_under(&self, suit: usize, caps: u32, groups: u8) -> Option<Kept> {
        match self.kept_under(suit, caps, groups) {
            Ok(table) => Some(table),
            Err(code) => self.make_under(suit, caps, groups, code),
        }
    }

    /// The table of suit `suit` (its index) under `caps` for `groups` concealed groups if
    /// kept, else its code, for [`make_under`](Self::make_under).
    #[inline(always)]
    fn kept_under(&self, suit: usize, caps: u32, groups: u8) -> Result<Kept, u64> {
        let code = code_under(self.capped_codes[suit], caps, groups);
        find(code).map_err(|_| code)
    }

    /// [`table_under`](Self::table_under) where the table is not kept yet: out of line, so
    /// that the suit's rules are worked out only here, not beside every table found.
    #[cold]
    #[inline(never)]
    fn make_under(&self, suit: usize, caps: u32, groups: u8, code: u64) -> Option<Kept> {
        let rules = self.suit_rules_of(Suit::ALL[suit]);
        make(rules, caps, groups, &self.tables.shanten(), code)
    }

    /// Calls `each` with every suit of `hand` holding melded copies and its table under the
    /// caps they leave for `groups` concealed groups, under rules with no joker kind nor
    /// absent kinds and no joker that may be a fifth copy; `None` as soon as `each` answers
    /// it, or where the tables kept are full. The suits are taken from the mask of melded
    /// suits ([`Hand::add_melded`]), one branch a suit melded rather than one a suit asked:
    /// which suits hold melds is not foreseeable.
    ///
    /// [`Hand::add_melded`]: crate::mahjong::hand::Hand::add_melded
    #[inline(always)]
    pub(super) fn for_melded_suits(
        &self,
        hand: &Hand,
        groups: u8,
        mut each: impl FnMut(usize, Kept) -> Option<()>,
    ) -> Option<()> {
        let mut melded = [0; 4];
        let mut suits = hand.add_melded(&mut melded);
        while suits != 0 {
            let s = suits.trailing_zeros() as usize;
            suits &= suits - 1;
            let caps = FOUR_EVERYWHERE - melded[s];
            // Not `table_under`, whose answer is tested again once made an `Option`: a table
            // found goes straight on.
            let table = match self.kept_under(s, caps, groups) {
                Ok(table) => table,
                Err(code) => self.make_under(s, caps, groups, code)?,
            };
            each(s, table)?;
        }
        Some(())
    }

    /// The plain `entries` of `hand`'s `keys` made those of its suits beside melds, under the
    /// rules [`for_melded_suits`](Self::for_melded_suits) takes. `None` where some suit's
    /// distances no entry holds, or the tables kept are full.
    #[inline(always)]
    pub(super) fn melded_entries(
        &self,
        hand: &Hand,
        keys: &[u32; 4],
        entries: &mut [u32; 4],
        groups: u8,
    ) -> Option<()> {
        self.for_melded_suits(hand, groups, |s, table| {
            entries[s] = table.entry(keys[s], entries[s])?;
            Some(())
        })
    }

    /// The standard form's fewest added tiles for a hand whose suits
    /// [`capped_suits`](Self::capped_suits) answers, its suits' plain `entries` read; `None`
    /// leaves it to the walk.
    #[inline]
    pub(super) fn capped_fills(
        &self,
        view: &View,
        entries: &[u32; 4],
        budget: u8,
        groups: usize,
    ) -> Option<Option<u8>> {
        let answers = self.capped_suits(view, budget, groups)?;
        let keys = &view.keys;
        if !self.rules.suits_only {
            let entry = |s: usize| answers[s].entry(keys[s], entries[s]);
            let capped = [entry(0)?, entry(1)?, entry(2)?, entry(3)?];
            return Some(of_entries(&capped, groups as u8));
        }
        let read = |s: usize| answers[s].distances(keys[s], entries[s]);
        Some(least(&[read(0)?, read(1)?, read(2)?, read(3)?], groups))
    }
}

#[cfg(test)]
mod tests;
