//! The standard form's waits: each kind's tile added to its suit's key and read, against two
//! limits a suit worked out once a hand ([`Limits`]); without jokers, from the wait masks
//! derived from the tables, one read a suit.

use super::Waits;
use crate::base::generator::mahjong::{NEVER, POW5};
use crate::mahjong::checker::Checker;
use crate::mahjong::checker::decomposition::searched_byte;
use crate::mahjong::checker::standard::within;
use crate::mahjong::checker::view::{View, take_joker_kind};
use crate::mahjong::hand::{Hand, MAX_JOKERS};
use crate::mahjong::packed;
use crate::mahjong::table::SuitTable;
use crate::mahjong::table::suit_rules;
use crate::mahjong::table::{
    COMPLETE, WITH_PAIR_SHIFT, WITHOUT_PAIR, WaitMasks, with_pair, without_pair,
};
use crate::mahjong::tile::{KINDS, Suit, Tile};

/// For each pair of four-bit suit sets (`complete`: the suits complete as they are without a pair,
/// `complete_with_pair`: with one; the index is `complete | complete_with_pair << 4`): bit `s`, suit `s` may take the tile as the suit with the
/// pair (every other suit complete without one); bit `4 + s`, it may take it without a pair
/// (one other suit holds the pair: the one suit not complete without it, or any if none is).
static TAKERS: [u8; 256] = {
    let mut takers = [0; 256];
    let mut i = 0;
    while i < 256 {
        let (complete, complete_with_pair) = ((i & 0xF) as u32, (i >> 4) as u32);
        let mut s = 0;
        while s < 4 {
            let others = 0xF & !(1 << s);
            let missing = others & !complete;
            let with_pair = missing == 0;
            let without_pair = if missing == 0 {
                complete_with_pair & others != 0
            } else {
                missing.count_ones() == 1 && complete_with_pair & missing != 0
            };
            takers[i] |= (with_pair as u8) << s | (without_pair as u8) << (4 + s);
            s += 1;
        }
        i += 1;
    }
    takers
};

impl<T: SuitTable> Checker<T> {
    /// Waits of a hand with jokers (at most `max_jokers`) and without melds, under rules that
    /// take its tiles as they are ([`standard_of_keys`](Self::standard_of_keys)). A kind held
    /// four times (`fours`: some is) is a dead wait.
    pub(super) fn joker_waits(&self, hand: &Hand, words: [u64; 5], fours: bool) -> Waits {
        let (k, jokers) = (&hand.table_keys(), hand.jokers());
        let mut waits = Waits {
            standard: self.standard_of_keys(k, words, jokers, fours).unwrap_or(0),
            ..Waits::default()
        };
        if fours {
            waits.dead = packed::fours(words);
        }
        // Of thirteen tiles, seven pairs takes a partner for each kind held an odd number of
        // times but the one the tile pairs, and thirteen orphans no simple tile: most hands
        // show from the counts the hand keeps that they wait on neither.
        let (concealed, odd) = (hand.concealed_len(), hand.odd_kinds());
        if concealed != 13 || odd <= jokers + 1 || hand.simples() == 0 {
            self.special_waits((concealed, 0, jokers), words, k, &mut waits);
        }
        waits
    }

    /// Waits of a hand without melds under a designated joker kind `j` (neither honors nor
    /// 2m..8m refused), read in place as [`joker_waits`](Self::joker_waits) reads a hand: the
    /// joker kind's copies taken out of their suit's key and words as jokers, drawing it one
    /// more joker. `None` leaves the hand to the general path: more jokers than `max_jokers`,
    /// a kind held four times whose fifth copy the tables do not read, or no wait masks.
    #[inline(never)]
    pub(super) fn joker_kind_waits(&self, hand: &Hand, j: Tile) -> Option<Waits> {
        let raw = hand.count_words();
        let (mut k, mut jokers) = (hand.table_keys(), hand.jokers());
        jokers += take_joker_kind(&mut k, j);
        let words = packed::without_kind(raw, j.index());
        let joker_bit = 1 << j.index();
        // Dead waits count the joker kind's copies as held; fifth copies do not.
        let dead = packed::fours(raw);
        let fours = dead & !joker_bit != 0;
        if jokers > self.rules.max_jokers || (fours && !self.fifth_copies_read()) {
            return None;
        }
        let mut waits = Waits {
            dead,
            ..Waits::default()
        };
        if jokers == 0 {
            self.masked_waits(self.tables.wait_masks()?, &k, &mut waits);
            let takes = self.rules.max_jokers > 0 && within(self.lookup_word(&k), 1);
            waits.standard |= u64::from(takes) << j.index();
        } else if let Some(standard) = self.standard_of_keys(&k, words, jokers, fours) {
            // Completed by one more joker (the test that let the mask be made).
            let more = u64::from(jokers < self.rules.max_jokers);
            waits.standard = standard & !joker_bit | more << j.index();
        }
        let shape = (hand.concealed_len(), 0, jokers);
        self.special_waits(shape, words, &k, &mut waits);
        Some(waits)
    }

    /// The standard form's waits of concealed tiles with these suit keys `k`, count `words`
    /// and `jokers` (at most `max_jokers`), none melded, `fours` saying whether some kind is
    /// held four times: each kind's tile added to its suit's key and looked up, as the
    /// general path does, without a view of the hand. A drawn tile does no more than one
    /// more joker would, so a hand that one more joker does not complete waits on nothing in
    /// the standard form (`None`), and its suits are not read again (the bytes record needs
    /// up to [`MAX_JOKERS`] exactly: a hand of as many is read). A kind held four times takes
    /// its fifth copy as [`fifth_copy_byte`](Self::fifth_copy_byte) reads it, which the
    /// caller's rules allow.
    #[inline(always)]
    fn standard_of_keys(
        &self,
        k: &[u32; 4],
        words: [u64; 5],
        jokers: u8,
        fours: bool,
    ) -> Option<u64> {
        let bytes = self.lookups(k);
        if !(jokers >= MAX_JOKERS || within(u32::from_le_bytes(bytes), jokers + 1)) {
            return None;
        }
        let limits = Limits::new(&bytes, jokers);
        let t = &self.tables;
        let numbered = |s: usize| limits.kinds(s, bytes[s], k[s], 9, |key| t.numbered(key));
        let honors = limits.kinds(3, bytes[3], k[3], 7, |key| t.honors(key));
        let standard = numbered(0) | numbered(1) << 9 | numbered(2) << 18 | honors << 27;
        if fours {
            return Some(self.fifth_copy_waits(k, &limits, words, standard));
        }
        Some(standard)
    }

    pub(super) fn standard_waits(&self, view: &View, counts: &[u8; KINDS], waits: &mut Waits) {
        let jokers = view.jokers;
        if let Some(j) = self.rules.joker.filter(|&j| self.rules.has_kind(j)) {
            // Drawing the joker kind adds a joker; under the strict policy the melds then limit
            // one more joker than the hand holds, so the bytes are settled afresh.
            let plus = View {
                jokers: jokers + 1,
                ..view.clone()
            };
            if jokers < self.rules.max_jokers && self.standard_need(&plus) <= jokers + 1 {
                waits.standard |= 1 << j.index();
            }
        }
        if jokers == 0 {
            if let Some(masks) = self.tables.wait_masks() {
                self.masked_waits(masks, &view.keys, waits);
                return;
            }
        }
        let bytes = self.suit_bytes(view);
        let limits = Limits::new(&bytes, jokers);
        let strict_melds = self.melds_limit_jokers(jokers, view.meld_count);
        let room = self.room(view);
        let mut standard = 0u64;
        for suit in Suit::ALL {
            if suit == Suit::Honor && self.rules.suits_only {
                continue;
            }
            let s = suit.index();
            if suit == Suit::Man && self.rules.three_player {
                standard |= self.three_player_man_waits(counts, &room, &limits);
                continue;
            }
            // Adding a tile of a kind held fewer than four times lowers a suit's need by at
            // most one (a joker could have stood for it), so where the needs, less one, are
            // above both limits, no such tile completes the hand.
            let hopeless = !limits.takes(s, at_least_after_adding(bytes[s]));
            let first = usize::from(suit.first());
            let key = view.keys[s];
            for (r, &weight) in POW5.iter().enumerate().take(usize::from(suit.ranks())) {
                let kind = first + r;
                let byte = if counts[kind] < 4 && !strict_melds {
                    if hopeless {
                        continue;
                    }
                    self.tables_byte(suit, key + weight)
                } else {
                    self.unusual_byte(view, counts, suit, r, &room)
                };
                standard |= u64::from(limits.takes(s, byte)) << kind;
            }
        }
        // Drawing the joker kind adds a joker (settled above), never the tile itself.
        let joker_bit = self.rules.joker.map_or(0, |j| 1 << j.index());
        waits.standard |= standard & !joker_bit;
    }

    /// The man suit's waits in a three-player game: 1m and 9m, each added to the two kinds
    /// the suit holds.
    fn three_player_man_waits(
        &self,
        counts: &[u8; KINDS],
        room: &[u8; KINDS],
        limits: &Limits,
    ) -> u64 {
        let mut standard = 0;
        for kind in [0, 8] {
            let mut added = *counts;
            added[kind] += 1;
            let byte = self.man_byte(&added, room);
            standard |= u64::from(limits.takes(Suit::Man.index(), byte)) << kind;
        }
        standard
    }

    /// The table byte of one suit's key.
    #[inline(always)]
    fn tables_byte(&self, suit: Suit, key: u32) -> u8 {
        match suit {
            Suit::Honor => self.tables.honors(key),
            _ => self.tables.numbered(key),
        }
    }

    /// A suit's byte after adding its rank `r`, where the hand holds four of that kind already
    /// or melds limit the jokers' room: a fifth copy is either in a triplet (leaving two) or the
    /// pair beside three sequences (leaving three and no pair), and under the strict policy the
    /// suit is settled by search.
    #[cold]
    fn unusual_byte(
        &self,
        view: &View,
        counts: &[u8; KINDS],
        suit: Suit,
        r: usize,
        room: &[u8; KINDS],
    ) -> u8 {
        let strict = self.melds_limit_jokers(view.jokers, view.meld_count);
        if strict || !self.fifth_copies_read() {
            let mut added = *counts;
            added[usize::from(suit.first()) + r] += 1;
            let rules = suit_rules(self.rules.variant(), suit.shape());
            return searched_byte(&added, suit, rules, room, view.jokers);
        }
        self.fifth_copy_byte(suit, view.keys[suit.index()], r)
    }

    /// The standard waits of [`joker_waits`](Self::joker_waits) with the bits of the kinds
    /// held four times answered for their fifth copies: the bits read before were read at
    /// keys that carried past the rank. Out of line: few hands hold four of a kind.
    #[inline(never)]
    fn fifth_copy_waits(
        &self,
        k: &[u32; 4],
        limits: &Limits,
        words: [u64; 5],
        standard: u64,
    ) -> u64 {
        let mut standard = standard;
        let mut four_kinds = packed::fours(words);
        while four_kinds != 0 {
            let kind = four_kinds.trailing_zeros() as usize;
            four_kinds &= four_kinds - 1;
            let (s, r) = (kind / 9, kind % 9);
            let byte = self.fifth_copy_byte(Suit::ALL[s], k[s], r);
            standard = standard & !(1 << kind) | u64::from(limits.takes(s, byte)) << kind;
        }
        standard
    }

    /// Whether a fifth copy added to a kind held four times is read from the tables
    /// ([`fifth_copy_byte`](Self::fifth_copy_byte)): where a joker may be a fifth copy, in
    /// a game of four groups (five leave a fifth copy one more place, five sequences, so such
    /// suits are searched).
    #[inline]
    pub(super) fn fifth_copies_read(&self) -> bool {
        self.rules.joker_fifth_copy && !self.rules.sixteen_tiles
    }

    /// A suit's byte, of `key`, once a fifth copy is added to its rank `r` held four times
    /// (under [`fifth_copies_read`](Self::fifth_copies_read)): the copy is either in a
    /// triplet (leaving two of the rank) or the pair beside three sequences (leaving three
    /// and no pair).
    fn fifth_copy_byte(&self, suit: Suit, key: u32, r: usize) -> u8 {
        let weight = POW5[r];
        let two_left = self.tables_byte(suit, key - 2 * weight);
        let three_left = if suit_rules(self.rules.variant(), suit.shape())
            .pair_ranks()
            .any(|p| p == r)
        {
            without_pair(self.tables_byte(suit, key - weight))
        } else {
            NEVER
        };
        without_pair(two_left) | with_pair(two_left).min(three_left) << 4
    }

    /// Waits without jokers, from the wait masks derived from the checker's own tables: the suit that takes the tile must become
    /// complete (with the pair or without it) while the others are complete as they are.
    pub(super) fn masked_waits(&self, masks: &WaitMasks, k: &[u32; 4], waits: &mut Waits) {
        let ranks = [
            masks.numbered(k[0]),
            masks.numbered(k[1]),
            masks.numbered(k[2]),
            masks.honors(k[3]),
        ];
        // One bit per suit: complete as it is without a pair (`complete`), or with one (`complete_with_pair`).
        let (mut complete, mut complete_with_pair) = (0u32, 0u32);
        for (s, &mask) in ranks.iter().enumerate() {
            complete |= u32::from(mask & COMPLETE != 0) << s;
            complete_with_pair |= u32::from(mask & COMPLETE << WITH_PAIR_SHIFT != 0) << s;
        }
        let takers = TAKERS[(complete | complete_with_pair << 4) as usize];
        let mut standard = 0u64;
        for suit in Suit::ALL {
            let s = suit.index();
            // All ones when the suit may take the tile with its pair / without one.
            let all = |bit: u8| 0u32.wrapping_sub(u32::from(takers >> bit & 1));
            let mask = (ranks[s] >> WITH_PAIR_SHIFT) & all(s as u8) | ranks[s] & all(4 + s as u8);
            standard |= u64::from(mask & WITHOUT_PAIR) << suit.first();
        }
        if let Some(j) = self.rules.joker {
            // Drawing the joker kind adds a joker (counted above), never the tile itself.
            standard &= !(1 << j.index());
        }
        if self.rules.suits_only {
            standard &= (1 << 27) - 1;
        }
        waits.standard |= standard & !self.rules.absent_kinds();
    }
}

/// The least each need of a suit's byte can be once a tile is added: one less (a joker could
/// have stood for the tile), and for a need past what a byte records (more than eight jokers,
/// or none), eight.
fn at_least_after_adding(byte: u8) -> u8 {
    let less_one = |need: u8| match need {
        NEVER => 8,
        n => n.saturating_sub(1),
    };
    less_one(without_pair(byte)) | less_one(with_pair(byte)) << 4
}

/// What a suit's byte must meet, once a tile is added to that suit, for the hand to be
/// complete with the jokers it has: the other suits' bytes are fixed, so the hand's need with
/// suit `s` changed is the others' needs without a pair plus the cheaper of this suit holding
/// the pair (its with-pair need) or another suit holding it (this suit's without-pair need plus
/// what holding the pair costs the cheapest other suit). Two numbers per suit, worked out once
/// per hand, and each candidate is two comparisons.
struct Limits {
    /// The most the suit's with-pair need may be (negative: no byte meets it).
    with_pair: [i32; 4],
    /// The most the suit's without-pair need may be.
    without_pair: [i32; 4],
}

impl Limits {
    #[inline(always)]
    fn new(bytes: &[u8; 4], jokers: u8) -> Limits {
        // Each suit's need without a pair, and what holding the pair costs it.
        let needs = bytes.map(|b| i32::from(without_pair(b)));
        let cost = |s: usize| i32::from(with_pair(bytes[s])) - needs[s];
        let total = needs[0] + needs[1] + needs[2] + needs[3];
        // Each suit is given the cheapest pair among the other three.
        let (first, last) = (cost(0).min(cost(1)), cost(2).min(cost(3)));
        let others = [
            cost(1).min(last),
            cost(0).min(last),
            first.min(cost(3)),
            first.min(cost(2)),
        ];
        let with_pair = needs.map(|n| i32::from(jokers) - (total - n));
        Limits {
            with_pair,
            without_pair: [0, 1, 2, 3].map(|s| with_pair[s] - others[s]),
        }
    }

    /// The ranks of suit `s` (of this `byte` and `key`, with `ranks` ranks) whose tile added
    /// completes the hand, as a mask (bit `r` for rank `r + 1`): each key with the tile added
    /// read by `byte`, the first eight bytes side by side in a word and tested together
    /// ([`takes_each`](Self::takes_each)). None when no tile of the suit can lower its needs
    /// enough.
    #[inline(always)]
    fn kinds(&self, s: usize, byte: u8, key: u32, ranks: usize, read: impl Fn(u32) -> u8) -> u64 {
        if !self.takes(s, at_least_after_adding(byte)) {
            return 0;
        }
        let mut bytes = 0;
        for (r, &weight) in POW5[..ranks.min(8)].iter().enumerate() {
            bytes |= u64::from(read(key + weight)) << (8 * r);
        }
        let mut kinds = self.takes_each(s, bytes);
        if ranks > 8 {
            kinds |= u64::from(self.takes(s, read(key + POW5[8]))) << 8;
        }
        kinds & ((1 << ranks) - 1)
    }

    /// [`takes`](Self::takes) of each of the eight bytes of a word, byte `i`'s answer as bit
    /// `i`. A need is 0 to 15, so a limit is as good clamped to -1 (no need meets it) to 15
    /// (every need does); each byte then becomes `127 + limit + 1 - need`, 112 to 143 (no
    /// byte borrows from the next), whose high bit says `need <= limit`.
    #[inline(always)]
    fn takes_each(&self, s: usize, bytes: u64) -> u64 {
        let nibbles = 0x0F * packed::ONES;
        let meets = |needs: u64, limit: i32| {
            let base = 127 + (limit.clamp(-1, 15) + 1) as u64;
            (base * packed::ONES - needs) & packed::HIGH
        };
        let with = meets(bytes >> 4 & nibbles, self.with_pair[s]);
        packed::high_bits(with | meets(bytes & nibbles, self.without_pair[s]))
    }

    /// Whether suit `s` with this byte completes the hand: both limits tested, with no branch
    /// between them, which the tiles tried would mispredict.
    #[inline(always)]
    fn takes(&self, s: usize, byte: u8) -> bool {
        (i32::from(with_pair(byte)) <= self.with_pair[s])
            | (i32::from(without_pair(byte)) <= self.without_pair[s])
    }
}
