//! Waits (听牌): which of the twenty cards would let a hand win, and how, by source.
//!
//! A player, a client offering 胡 or a simulator wants all twenty cards at once. Checking
//! the hand after each card repeats, per card, the one costly step of a check: the
//! enumeration of the groups that mix cases (绞, mixed 二七十), 3^k choices for k ranks
//! where a 绞 fits. Here that enumeration runs once, on the hand before the card, and at each
//! choice two per-case masks say which cards complete it:
//!
//! - `plus[key]`: the ranks whose one more card leaves a case that splits (with or without
//!   its pair), up to three copies of that rank (three copies that are no 坎 split among
//!   runs and the pair, which the per-case tables alone cannot say);
//! - `minus[key]`: the ranks held twice whose removal (a 偎 or 碰) leaves a case that splits.
//!
//! Every split of the hand after a card is a choice of mixed groups plus a split of each
//! case. If the choice uses no more copies of the card than the hand held, it is a choice of
//! the hand before and the masks see it; if it uses the new copy, that copy sits in a 绞 of
//! its rank (or a mixed 二七十, see below), so the enumeration also tries, once per path,
//! each 绞 that one more card would make possible. The masks are built once per `yiwushi`
//! value from the case tables (which vectors split does not depend on the scoring). A card
//! held at most once is also scored there: at each choice its in-hand score is the choice's
//! value plus two table reads, so its best over the enumeration is exact. The other ways (and
//! a card held twice, whose three copies the tables cannot count) are then scored by the
//! search win-on-a-card uses, only for the cards found complete: few, because a hand waits on
//! few cards. Under `mixed_erqishi` the cards 二七十贰柒拾 are always
//! scored by the search, as the enumeration does not try a mixed 二七十 holding the new card.
//!
//! The way and score reported for each card and source are exactly what
//! [`PhzChecker::win_on`] returns. The seat (下家 or not) never changes a win, so there are
//! three sources: own draw, another player's draw, a discard. A card is dead when all four
//! copies are already in the hand, held or exposed: it cannot come and wins from nowhere.

use super::card::{Card, Counts, KINDS};
use super::check::coupled_value;
use super::check::{MIXED, PhzChecker};
use super::hand::PhzHand;
use super::rules::PhzRules;
use super::rules::Scoring;
use super::source::Source;
use super::table::{CaseTable, PhzTables};
use super::win::{Before, Found, Memo, PhzPlayError, WinWay};
use crate::generator::paohuzi::{KEYS, POW3, RANKS, counts_of_key};
use std::fmt;
use std::sync::OnceLock;

/// The sources waits are given for, one per way a card can arrive.
pub const WAIT_SOURCES: [Source; 3] = [
    Source::OwnDraw,
    Source::OtherDraw { next: false },
    Source::Discard { next: false },
];

/// How a waited card wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WaitWin {
    /// How the card is taken.
    pub way: WinWay,
    /// The winning score (胡息, or card points).
    pub score: u16,
}

/// One card's waits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardWait {
    /// The card waited on (or not).
    pub card: Card,
    /// All four copies are in the hand: the card cannot come.
    pub dead: bool,
    /// The win if the player turns the card up.
    pub own_draw: Option<WaitWin>,
    /// The win if another player turns it up.
    pub other_draw: Option<WaitWin>,
    /// The win if another player discards it.
    pub discard: Option<WaitWin>,
}

impl CardWait {
    /// The win from a source (the seat does not matter).
    pub fn get(&self, source: Source) -> Option<WaitWin> {
        match source {
            Source::OwnDraw => self.own_draw,
            Source::OtherDraw { .. } => self.other_draw,
            Source::Discard { .. } => self.discard,
        }
    }

    /// The card wins from some source.
    pub fn wins(&self) -> bool {
        WAIT_SOURCES.iter().any(|&s| self.get(s).is_some())
    }
}

/// The waits of a hand: one entry per card, small 一 first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhzWaits {
    cards: [CardWait; KINDS],
}

impl PhzWaits {
    /// The entry of one card.
    pub fn card(&self, card: Card) -> &CardWait {
        &self.cards[card.index()]
    }

    /// Every card's entry, small 一 first.
    pub fn iter(&self) -> impl Iterator<Item = &CardWait> {
        self.cards.iter()
    }

    /// The cards that win from a source, with how.
    pub fn winning(&self, source: Source) -> impl Iterator<Item = (Card, WaitWin)> + '_ {
        self.cards
            .iter()
            .filter_map(move |w| w.get(source).map(|win| (w.card, win)))
    }

    /// 听牌: some card wins from some source.
    pub fn is_ready(&self) -> bool {
        self.cards.iter().any(CardWait::wins)
    }
}

impl fmt::Display for PhzWaits {
    /// One line per source, `自摸: 三=18 平胡, 四=21 跑胡` (`-` when none), and a last line
    /// `dead: 五` when some card cannot come.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, source) in WAIT_SOURCES.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{source}:")?;
            let mut any = false;
            for (card, win) in self.winning(*source) {
                let sep = if any { "," } else { "" };
                write!(f, "{sep} {card}={} {}", win.score, win.way)?;
                any = true;
            }
            if !any {
                f.write_str(" -")?;
            }
        }
        let dead: String = self
            .cards
            .iter()
            .filter(|w| w.dead)
            .map(|w| w.card.chinese())
            .collect();
        if !dead.is_empty() {
            write!(f, "\ndead: {dead}")?;
        }
        Ok(())
    }
}

impl PhzChecker {
    /// The waits of a hand before a card: for every card and source, the best win
    /// [`win_on`](Self::win_on) would report (way and score), and which cards are dead.
    pub fn waits(&self, before: &PhzHand) -> Result<PhzWaits, PhzPlayError> {
        let prepared = Before::new(self, before)?;
        let ready = Scan::run(&prepared);
        let cards = std::array::from_fn(|i| {
            let card = Card::wrapping(i);
            let mut wait = CardWait {
                card,
                dead: prepared.dead(card),
                own_draw: None,
                other_draw: None,
                discard: None,
            };
            let memo = ready.memo(card, self.rules(), prepared.fixed_score);
            let Some(mut memo) = memo.filter(|_| !wait.dead) else {
                return wait;
            };
            let mut win = |source| {
                prepared
                    .best_win(card, source, &mut memo)
                    .map(|(way, found)| WaitWin {
                        way,
                        score: found.score,
                    })
            };
            wait.own_draw = win(WAIT_SOURCES[0]);
            wait.other_draw = win(WAIT_SOURCES[1]);
            wait.discard = win(WAIT_SOURCES[2]);
            wait
        });
        Ok(PhzWaits { cards })
    }
}

/// Per case key and pair flag, masks of ranks (bit r for rank r + 1): `plus` where one more
/// card leaves a vector that splits, `minus` where two held cards taken out do.
struct Reach {
    plus: Vec<[u16; 2]>,
    minus: Vec<[u16; 2]>,
}

impl Reach {
    /// The masks of a rule set, built on first use (a few milliseconds) and shared.
    fn for_rules(rules: &PhzRules) -> &'static Reach {
        static CACHE: [OnceLock<Reach>; 2] = [const { OnceLock::new() }; 2];
        CACHE[usize::from(rules.yiwushi)].get_or_init(|| Reach::build(rules))
    }

    fn build(rules: &PhzRules) -> Reach {
        let table = &PhzTables::for_rules(rules).small;
        let splits = |key: u32, pair: bool| table.by_key(key, pair).is_some();
        // The in-case three-card groups, as ranks (0-based).
        let mut groups: Vec<[usize; 3]> = (0..8).map(|r| [r, r + 1, r + 2]).collect();
        groups.push([1, 6, 9]);
        if rules.yiwushi {
            groups.push([0, 4, 9]);
        }
        let mut plus = vec![[0u16; 2]; KEYS];
        let mut minus = vec![[0u16; 2]; KEYS];
        for key in 0..KEYS as u32 {
            let counts = counts_of_key(key);
            // A third copy of `r`: some group holds exactly one copy (three copies never
            // all pair up), so taking out each such group leaves counts 0-2 to look up.
            let third = |r: usize, pair: bool| {
                groups.iter().filter(|g| g.contains(&r)).any(|g| {
                    let others = g.iter().filter(|&&x| x != r);
                    others.clone().all(|&x| counts[x] >= 1)
                        && splits(key - others.map(|&x| POW3[x]).sum::<u32>(), pair)
                })
            };
            for r in 0..RANKS {
                for pair in [false, true] {
                    let reaches = match counts[r] {
                        0 | 1 => splits(key + POW3[r], pair),
                        _ => third(r, pair),
                    };
                    plus[key as usize][usize::from(pair)] |= u16::from(reaches) << r;
                    let drops = counts[r] == 2 && splits(key - 2 * POW3[r], pair);
                    minus[key as usize][usize::from(pair)] |= u16::from(drops) << r;
                }
            }
        }
        Reach { plus, minus }
    }
}

/// What the shared enumeration found: cards (bit per [`Card::index`]) whose arrival in the
/// hand may complete it, cards whose 偎/碰 may, and whether the hand with a new 提/跑 (the
/// rest unchanged, its pair allowed) does.
#[derive(Clone, Copy, Debug, Default)]
struct Ready {
    in_hand: u32,
    minus: u32,
    whole: bool,
    /// Cards whose in-hand score the enumeration itself settles: held at most once outside
    /// 坎 and 提 (so the card's kind stays within the tables' counts), and not a card a mixed
    /// 二七十 could take.
    exact: u32,
    /// For those, the best score of the rest with the card in it (over every choice of mixed
    /// groups, the new card's own 绞 included); `None` when no split exists.
    in_hand_best: [Option<u16>; KINDS],
}

impl Ready {
    /// A memo for [`Before::best_win`] with every way this enumeration rules out marked as not
    /// complete and the in-hand score filled in where the enumeration settled it, so only the
    /// other ways are searched; `None` when no way can complete.
    fn memo(&self, card: Card, rules: &PhzRules, fixed_score: u16) -> Option<Memo> {
        let mut memo: Memo = [None; 5];
        let bit = 1u32 << card.index();
        if self.exact & bit != 0 {
            let slot = WinWay::InHand { po_pao: false }.slot();
            memo[slot] =
                Some(self.in_hand_best[card.index()].map(|s| Found::score_only(fixed_score + s)));
        }
        let mut rule_out = |way: WinWay| memo[way.slot()] = Some(None);
        if !self.whole {
            rule_out(WinWay::Ti);
            rule_out(WinWay::Pao);
        }
        if self.minus & bit == 0 {
            rule_out(WinWay::Wei);
            rule_out(WinWay::Peng);
        }
        let mixed = rules.mixed_erqishi && matches!(card.rank(), 2 | 7 | 10);
        if self.in_hand & bit == 0 && !mixed && self.exact & bit == 0 {
            rule_out(WinWay::InHand { po_pao: false });
        }
        memo.iter()
            .any(|m| !matches!(m, Some(None)))
            .then_some(memo)
    }
}

/// The enumeration of the hand's mixed groups (as the check's), plus at most one 绞 per path
/// that takes one card more than the hand holds.
struct Scan<'a> {
    small: &'a CaseTable,
    big: &'a CaseTable,
    reach: &'a Reach,
    mixed: bool,
    four: bool,
    work: Counts,
    keys: [u32; 2],
    /// Cards in each case of the work counts.
    sizes: [u32; 2],
    scoring: Scoring,
    /// What the current path's mixed groups score (0 under 胡息; card points otherwise).
    value: u16,
    /// Cards (bits) one of which the current path's extra 绞 takes; 0 when none.
    extra: u32,
    /// The cards of the extra 绞 held before the card: (rank, small, big).
    extra_held: (usize, u8, u8),
    ready: Ready,
}

impl Scan<'_> {
    fn run(before: &Before<'_>) -> Ready {
        let rules = before.checker.rules();
        let tables = PhzTables::for_rules(rules);
        let work = before.rest.counts;
        let size = |case: std::ops::Range<usize>| work[case].iter().map(|&n| u32::from(n)).sum();
        // Cards held at most once outside 坎 and 提 (and none a mixed 二七十 could take) get
        // their in-hand score here; the others are left to the search.
        let exact = (0..KINDS)
            .filter(|&i| work[i] <= 1)
            .filter(|&i| !(rules.mixed_erqishi && matches!(i % RANKS, 1 | 6 | 9)))
            .fold(0u32, |mask, i| mask | 1 << i);
        let mut scan = Scan {
            small: &tables.small,
            big: &tables.big,
            reach: Reach::for_rules(rules),
            mixed: rules.mixed_erqishi,
            four: before.four,
            work,
            keys: before.rest.keys,
            sizes: [size(0..RANKS), size(RANKS..KINDS)],
            scoring: rules.scoring,
            value: 0,
            extra: 0,
            extra_held: (0, 0, 0),
            ready: Ready {
                exact,
                ..Ready::default()
            },
        };
        scan.mixed(0);
        scan.ready
    }

    /// Takes `small` and `big` cards of a rank 0-9 (from the work counts and keys).
    fn shift(&mut self, rank: usize, small: u8, big: u8, take: bool) {
        let (s, b) = (u32::from(small), u32::from(big));
        if take {
            self.work[rank] -= small;
            self.work[rank + RANKS] -= big;
            self.keys[0] -= s * POW3[rank];
            self.keys[1] -= b * POW3[rank];
            self.sizes[0] -= s;
            self.sizes[1] -= b;
        } else {
            self.work[rank] += small;
            self.work[rank + RANKS] += big;
            self.keys[0] += s * POW3[rank];
            self.keys[1] += b * POW3[rank];
            self.sizes[0] += s;
            self.sizes[1] += b;
        }
    }

    fn available(&self, cards: &[Card; 3]) -> bool {
        let mut need = [0u8; KINDS];
        cards.iter().all(|c| {
            need[c.index()] += 1;
            self.work[c.index()] >= need[c.index()]
        })
    }

    fn shift_cards(&mut self, cards: &[Card; 3], take: bool) {
        for c in cards {
            let r = usize::from(c.rank() - 1);
            let (s, b) = if c.is_big() { (0, 1) } else { (1, 0) };
            self.shift(r, s, b, take);
        }
    }

    /// How many of each mixed 二七十 (when allowed), then the 绞.
    fn mixed(&mut self, pattern: usize) {
        let Some(cards) = MIXED.get(pattern).filter(|_| self.mixed) else {
            let ranks = (0..RANKS)
                .filter(|&r| self.work[r] + self.work[r + RANKS] >= 2)
                .fold(0u16, |mask, r| mask | 1 << r);
            self.jiao(ranks);
            return;
        };
        let add = coupled_value(cards, self.scoring);
        let mut taken = 0;
        loop {
            self.mixed(pattern + 1);
            if !self.available(cards) {
                break;
            }
            self.shift_cards(cards, true);
            self.value += add;
            taken += 1;
        }
        for _ in 0..taken {
            self.shift_cards(cards, false);
            self.value -= add;
        }
    }

    /// Rank by rank: no 绞, a 绞 of held cards, or (once per path) a 绞 one more card makes.
    fn jiao(&mut self, ranks: u16) {
        if ranks == 0 {
            self.leaf();
            return;
        }
        let rank = ranks.trailing_zeros() as usize;
        let later = ranks & (ranks - 1);
        self.jiao(later);
        let (s, b) = (self.work[rank], self.work[rank + RANKS]);
        for (small, big) in [(2, 1), (1, 2)] {
            if s >= small && b >= big {
                let add = self.jiao_value(rank, small, big);
                self.shift(rank, small, big, true);
                self.value += add;
                self.jiao(later);
                self.value -= add;
                self.shift(rank, small, big, false);
            }
        }
        if self.extra != 0 {
            return;
        }
        // The new card completes a 绞 the hand could not make: held cards (small, big) come
        // out, and the card is whichever copy the 绞 lacked.
        let (small_card, big_card) = (1u32 << rank, 1u32 << (rank + RANKS));
        let when = |cond: bool, cards: u32| if cond { cards } else { 0 };
        let virtual_jiao = [
            (
                1,
                1,
                when(s == 1 && b >= 1, small_card) | when(b == 1 && s >= 1, big_card),
            ),
            (2, 0, when(s >= 2 && b == 0, big_card)),
            (0, 2, when(b >= 2 && s == 0, small_card)),
        ];
        for (small, big, extra) in virtual_jiao {
            if extra != 0 {
                self.extra = extra;
                self.extra_held = (rank, small, big);
                self.shift(rank, small, big, true);
                self.jiao(later);
                self.shift(rank, small, big, false);
                self.extra = 0;
            }
        }
    }

    /// A 绞's score: 0 under 胡息, its cards' points otherwise.
    fn jiao_value(&self, rank: usize, small: u8, big: u8) -> u16 {
        let card = |big_case: bool| Card::wrapping(rank + if big_case { RANKS } else { 0 });
        let cards = if small == 2 {
            [card(false), card(false), card(true)]
        } else {
            [card(false), card(true), card(true)]
        };
        match (small, big) {
            (2, 1) | (1, 2) => coupled_value(&cards, self.scoring),
            _ => 0,
        }
    }

    /// The best score of the case keys `keys` (with `sizes` cards) as a whole rest: no pair
    /// at 3n cards, the pair (beside a 跑 or 提) in the case of 3n + 2.
    fn rest_best(&self, keys: [u32; 2], sizes: [u32; 2]) -> Option<u16> {
        let pair_in = match (sizes[0] % 3, sizes[1] % 3) {
            (0, 0) => None,
            (2, 0) if self.four => Some(0),
            (0, 2) if self.four => Some(1),
            _ => return None,
        };
        let small = self.small.by_key(keys[0], pair_in == Some(0))?;
        let big = self.big.by_key(keys[1], pair_in == Some(1))?;
        Some(u16::from(small) + u16::from(big))
    }

    /// Keeps `score` as card `i`'s in-hand best if it beats what was found.
    fn keep(&mut self, i: usize, score: Option<u16>) {
        let best = &mut self.ready.in_hand_best[i];
        if score > *best {
            *best = score;
        }
    }

    /// Reads the masks for the current choice of mixed groups, and scores the cards whose
    /// in-hand score is settled here.
    fn leaf(&mut self) {
        let split = |t: &CaseTable, key: u32| {
            [t.by_key(key, false), t.by_key(key, true)].map(|v| v.is_some())
        };
        let [s0, s1] = split(self.small, self.keys[0]);
        let [b0, b1] = split(self.big, self.keys[1]);
        if self.extra != 0 {
            if (s0 && b0) || (self.four && ((s1 && b0) || (s0 && b1))) {
                self.ready.in_hand |= self.extra;
                // The new card sits in this path's extra 绞: the rest is as it stands.
                let rest = self.rest_best(self.keys, self.sizes);
                let (rank, small, big) = self.extra_held;
                let mut bits = self.extra & self.ready.exact;
                while bits != 0 {
                    let i = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let (s, b) = if i < RANKS {
                        (small + 1, big)
                    } else {
                        (small, big + 1)
                    };
                    let add = self.jiao_value(rank, s, b);
                    self.keep(i, rest.map(|r| r + self.value + add));
                }
            }
            return;
        }
        self.ready.whole |= (b0 && (s0 || s1)) || (s0 && b1);
        let four = self.four;
        // Cards of one case complete when that case reaches a split and the other splits,
        // the pair (if the hand takes one) on either side.
        let reach = |masks: [u16; 2], other: [bool; 2]| -> u32 {
            let mut m = 0;
            if other[0] {
                m |= masks[0];
                if four {
                    m |= masks[1];
                }
            }
            if four && other[1] {
                m |= masks[0];
            }
            u32::from(m)
        };
        let at = |masks: &[[u16; 2]], key: u32| masks.get(key as usize).copied().unwrap_or([0; 2]);
        let [ks, kb] = self.keys;
        let reached = reach(at(&self.reach.plus, ks), [b0, b1])
            | reach(at(&self.reach.plus, kb), [s0, s1]) << RANKS;
        self.ready.in_hand |= reached;
        let mut bits = reached & self.ready.exact;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let (case, rank) = (i / RANKS, i % RANKS);
            let mut keys = self.keys;
            let mut sizes = self.sizes;
            keys[case] += POW3[rank];
            sizes[case] += 1;
            let score = self.rest_best(keys, sizes).map(|r| r + self.value);
            self.keep(i, score);
        }
        self.ready.minus |= reach(at(&self.reach.minus, ks), [b0, b1])
            | reach(at(&self.reach.minus, kb), [s0, s1]) << RANKS;
    }
}
