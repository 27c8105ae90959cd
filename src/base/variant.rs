//! Table variants: the rule options that change a table's bytes, and so name a table set: a
//! mahjong suit table's [`Variant`] and a Paohuzi case table's [`Scoring`]. The generator, the
//! table files and both games name tables by them.

/// The rules a suit table answers: everything that changes a suit's table, and so the
/// identity of a mahjong table set (the rest of [`Rules`](crate::Rules) is applied around the lookups).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    /// A joker may stand for a fifth copy.
    pub joker_fifth_copy: bool,
    /// The pair must be a 2, 5 or 8 of a numbered suit.
    pub eyes_258: bool,
    /// Three different winds, and 白发中, are sequences.
    pub honor_sequences: bool,
    /// No honors exist: the honor table only answers the empty suit, and never with a pair.
    pub suits_only: bool,
    /// Hands of 16 tiles: five groups and a pair, so a suit reaches 17 tiles.
    pub sixteen_tiles: bool,
}

impl Variant {
    /// A small number unique to each variant, for caches.
    pub const fn index(self) -> usize {
        self.joker_fifth_copy as usize
            | (self.eyes_258 as usize) << 1
            | (self.honor_sequences as usize) << 2
            | (self.suits_only as usize) << 3
            | (self.sixteen_tiles as usize) << 4
    }

    /// How many distinct [`Variant::index`] values there are.
    pub const COUNT: usize = 32;
}

/// How a group is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// 胡息 (default).
    Huxi,
    /// Red/black card points: red 2, black 1, times the group's multiplier.
    RedBlack,
}
