//! The twenty kinds of Paohuzi card.
//!
//! A card is a case (small 一..十 or big 壹..拾) and a rank 1..=10; its index 0..20 (small
//! first) is what count arrays are keyed by, so a hand is twenty small counters rather than a
//! list, and the two halves of the array are exactly the two per-case table keys.

use std::fmt;

/// Small 小字 (一..十) or big 大字 (壹..拾).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Case {
    /// 小字: the cards 一..十, indices 0..=9 of a [`Counts`] array.
    Small,
    /// 大字: the cards 壹..拾, indices 10..=19 of a [`Counts`] array. Under 胡息 scoring a
    /// scoring group of big cards is worth more than the same group of small ones (a 坎 6,
    /// not 3).
    Big,
}

impl Case {
    /// The other case: the partner of a 绞.
    pub const fn other(self) -> Case {
        match self {
            Case::Small => Case::Big,
            Case::Big => Case::Small,
        }
    }

    /// The ASCII letter that ends a run of digits in the ASCII notation: `x` (小) or `d` (大).
    pub const fn ascii(self) -> char {
        match self {
            Case::Small => 'x',
            Case::Big => 'd',
        }
    }

    /// Index offset of this case's cards.
    pub const fn offset(self) -> usize {
        match self {
            Case::Small => 0,
            Case::Big => 10,
        }
    }
}

/// Copies of each kind in the deck.
pub const COPIES: u8 = 4;
/// Kinds of card.
pub const KINDS: usize = 20;
/// Most 王 (jokers) a deck holds, so most a hand can hold.
pub const MAX_WANG: u8 = 4;
/// A count per kind, indexed by [`Card::index`].
pub type Counts = [u8; KINDS];

const SMALL: [char; 10] = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
const BIG: [char; 10] = ['壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖', '拾'];

/// One kind of card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// The card of a case and rank, or `None` when the rank is not 1..=10.
    pub const fn new(case: Case, rank: u8) -> Option<Card> {
        if rank >= 1 && rank <= 10 {
            Some(Card(case.offset() as u8 + rank - 1))
        } else {
            None
        }
    }

    /// The card with this index (small 一 is 0, big 拾 is 19).
    pub const fn from_index(index: usize) -> Option<Card> {
        if index < KINDS {
            Some(Card(index as u8))
        } else {
            None
        }
    }

    /// The card with index `index % 20`: total, for tables built in `const` context.
    pub const fn wrapping(index: usize) -> Card {
        Card((index % KINDS) as u8)
    }

    /// Every kind, small first.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..KINDS as u8).map(Card)
    }

    /// The card's position in a [`Counts`] array, 0..20: small 一..十 are 0..=9, big 壹..拾
    /// 10..=19, each case in rank order. Cards order by it.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Whether the card is small (一..十) or big (壹..拾).
    pub const fn case(self) -> Case {
        if self.0 < 10 { Case::Small } else { Case::Big }
    }

    /// 1..=10.
    pub const fn rank(self) -> u8 {
        self.0 % 10 + 1
    }

    /// The card is big (壹..拾): the case whose groups are worth more 胡息, and the cards
    /// [`NamedHand::DaHu`](super::NamedHand::DaHu) counts.
    pub const fn is_big(self) -> bool {
        self.0 >= 10
    }

    /// 二七十 and 贰柒拾 are red; the red count drives the bonus hands.
    pub const fn is_red(self) -> bool {
        matches!(self.rank(), 2 | 7 | 10)
    }

    /// The same rank in the other case.
    pub const fn flipped(self) -> Card {
        Card((self.0 + 10) % 20)
    }

    /// The Chinese numeral: 一..十 or 壹..拾.
    pub const fn chinese(self) -> char {
        let r = (self.0 % 10) as usize;
        if self.is_big() { BIG[r] } else { SMALL[r] }
    }

    /// The card a Chinese numeral names, if any.
    pub fn from_chinese(c: char) -> Option<Card> {
        if let Some(r) = SMALL.iter().position(|&s| s == c) {
            return Card::new(Case::Small, r as u8 + 1);
        }
        // 两 is not accepted: it is a quantity word, never printed on a card.
        BIG.iter()
            .position(|&s| s == c)
            .and_then(|r| Card::new(Case::Big, r as u8 + 1))
    }

    /// The ASCII digit of the rank: `1`..`9`, and `0` for ten.
    pub const fn ascii_digit(self) -> char {
        match self.rank() {
            10 => '0',
            r => (b'0' + r) as char,
        }
    }

    /// The card in ASCII notation: `2x` is 二, `0d` is 拾.
    pub fn to_ascii(self) -> String {
        format!("{}{}", self.ascii_digit(), self.case().ascii())
    }

    /// Card points in the red/black scoring: a red card 2, a black card 1.
    pub const fn points(self) -> u16 {
        if self.is_red() { 2 } else { 1 }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.chinese())
    }
}

/// The counts of a list of cards, saturating rather than overflowing on absurd input.
pub fn counts_of(cards: &[Card]) -> Counts {
    let mut counts = [0u8; KINDS];
    for c in cards {
        counts[c.index()] = counts[c.index()].saturating_add(1);
    }
    counts
}

/// Cards in ASCII: maximal runs of one case, each closed by its letter (`22x2d` is 二二贰).
pub fn ascii_cards(cards: &[Card]) -> String {
    let mut out = String::new();
    let mut case: Option<Case> = None;
    for c in cards {
        if case.is_some_and(|k| k != c.case()) {
            out.extend(case.map(Case::ascii));
        }
        case = Some(c.case());
        out.push(c.ascii_digit());
    }
    out.extend(case.map(Case::ascii));
    out
}
