//! The classes of hands the bench times.
//!
//! A class is the bench's unit of comparison: it decides the size of its hands and their
//! jokers, which method the others are compared with and which methods its speedups are measured over, and the
//! stream its hands are drawn from, so that the dealer, the timing and the report all read
//! these facts from one place.

use hupai::mahjong::Rules;

/// Cards in every hand of the Paohuzi classes.
pub const PAOHUZI_CARDS: usize = 21;

/// A class of concealed hands: 14 tiles to check for completeness, or 13 to find the waits of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// 14 tiles drawn from a shuffled wall.
    Random,
    /// Four groups and a pair.
    Complete,
    /// A complete hand with one tile swapped for another kind (occasionally still complete).
    OneAway,
    /// Alternately a complete hand with one tile made a joker, and 13 wall tiles plus a joker.
    Jokers1,
    /// As [`Class::Jokers1`], with two jokers.
    Jokers2,
    /// As [`Class::Jokers1`], with four jokers.
    Jokers4,
    /// Waits of 13 tiles drawn from a shuffled wall.
    WaitsRandom,
    /// Waits of a complete hand less one random tile.
    WaitsTenpai,
    /// Waits of a complete hand less one random tile, with two more of its tiles turned into
    /// jokers.
    WaitsJokers,
    /// Every decomposition of a complete hand (four groups and a pair).
    Decompositions,
    /// Paohuzi: 21 cards dealt from a shuffled deck.
    PaohuziRandom,
    /// Paohuzi: complete hands of groups laid down and held.
    PaohuziComplete,
    /// Paohuzi waits: complete hands less one held card.
    PaohuziWaits,
    /// Paohuzi: complete hands with one held card turned into a 王 (`wang=4`).
    PaohuziWang1,
    /// As [`Class::PaohuziWang1`], with two 王.
    PaohuziWang2,
    /// As [`Class::PaohuziWang1`], with four 王.
    PaohuziWang4,
    /// Shanten of 14 tiles drawn from a shuffled wall.
    ShantenRandom,
    /// Shanten of 12 tiles drawn from a shuffled wall and two jokers.
    ShantenJokers2,
    /// Effective tiles of 13 tiles drawn from a shuffled wall.
    Efficiency,
    /// Shanten of hands beside one or two melds (in turn): the melds drawn as groups, a
    /// triplet now and then a quad, and the 14 tiles less three a meld from the wall.
    ShantenMelds,
    /// Effective tiles of hands beside one or two melds (in turn): 13 tiles less three a meld.
    EfficiencyMelds,
    /// Effective tiles of 13 wall tiles under `joker=7z`, honors in play: its copies drawn
    /// are jokers.
    EfficiencyJokerKind,
    /// Under the `mcr` preset: in turn a knitted straight, 全不靠, a knitted straight with one
    /// tile swapped, and 14 wall tiles.
    Knitted,
    /// Under the `taiwan` preset: in turn five groups and a pair, and 17 wall tiles.
    Tiles16,
}

impl Class {
    pub const ALL: [Class; 6] = [
        Class::Random,
        Class::Complete,
        Class::OneAway,
        Class::Jokers1,
        Class::Jokers2,
        Class::Jokers4,
    ];

    /// The completeness classes of other rule sets than the checker's, each under its own.
    pub const RULE_SETS: [Class; 2] = [Class::Knitted, Class::Tiles16];

    /// The classes of 13-tile hands whose waits are timed.
    pub const WAITS: [Class; 3] = [Class::WaitsRandom, Class::WaitsTenpai, Class::WaitsJokers];

    /// The classes whose shanten is timed.
    pub const SHANTEN: [Class; 3] = [
        Class::ShantenRandom,
        Class::ShantenJokers2,
        Class::ShantenMelds,
    ];

    /// The classes whose effective tiles are timed.
    pub const EFFICIENCY: [Class; 3] = [
        Class::Efficiency,
        Class::EfficiencyMelds,
        Class::EfficiencyJokerKind,
    ];

    /// Each class of hands with melds or a joker kind, and the class of concealed hands
    /// with plain rules it is set beside.
    pub const BESIDE_CONCEALED: [(Class, Class); 3] = [
        (Class::ShantenMelds, Class::ShantenRandom),
        (Class::EfficiencyMelds, Class::Efficiency),
        (Class::EfficiencyJokerKind, Class::Efficiency),
    ];

    /// The Paohuzi classes, whose best 胡息 is timed.
    pub const PAOHUZI: [Class; 5] = [
        Class::PaohuziRandom,
        Class::PaohuziComplete,
        Class::PaohuziWang1,
        Class::PaohuziWang2,
        Class::PaohuziWang4,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Class::Random => "random",
            Class::Complete => "complete",
            Class::OneAway => "one_away",
            Class::Jokers1 => "jokers1",
            Class::Jokers2 => "jokers2",
            Class::Jokers4 => "jokers4",
            Class::WaitsRandom => "waits_random",
            Class::WaitsTenpai => "waits_tenpai",
            Class::WaitsJokers => "waits_jokers",
            Class::Decompositions => "decompositions",
            Class::PaohuziRandom => "phz_random",
            Class::PaohuziComplete => "phz_complete",
            Class::PaohuziWaits => "phz_waits",
            Class::PaohuziWang1 => "phz_wang1",
            Class::PaohuziWang2 => "phz_wang2",
            Class::PaohuziWang4 => "phz_wang4",
            Class::ShantenRandom => "shanten_random",
            Class::ShantenJokers2 => "shanten_jokers2",
            Class::Efficiency => "efficiency",
            Class::ShantenMelds => "shanten_melds",
            Class::EfficiencyMelds => "efficiency_melds",
            Class::EfficiencyJokerKind => "efficiency_joker_kind",
            Class::Knitted => "knitted",
            Class::Tiles16 => "tiles16",
        }
    }

    /// The rules of a class of another rule set ([`Class::RULE_SETS`], and the joker kind's
    /// effective tiles); `None` for a class timed under the checker's own.
    pub fn rules(self) -> Option<Rules> {
        if self == Class::EfficiencyJokerKind {
            return Some(Rules::from_options(["joker=7z"]).expect("a valid rule"));
        }
        let preset = match self {
            Class::Knitted => "mcr",
            Class::Tiles16 => "taiwan",
            _ => return None,
        };
        Some(Rules::preset(preset).expect("a known preset"))
    }

    /// Jokers in each hand of the class.
    pub fn jokers(self) -> u8 {
        match self {
            Class::Random | Class::Complete | Class::OneAway | Class::Decompositions => 0,
            Class::Knitted | Class::Tiles16 => 0,
            Class::ShantenRandom | Class::Efficiency => 0,
            Class::ShantenMelds | Class::EfficiencyMelds | Class::EfficiencyJokerKind => 0,
            Class::ShantenJokers2 => 2,
            Class::PaohuziRandom | Class::PaohuziComplete | Class::PaohuziWaits => 0,
            Class::WaitsRandom | Class::WaitsTenpai => 0,
            Class::Jokers1 | Class::PaohuziWang1 => 1,
            Class::Jokers2 | Class::WaitsJokers | Class::PaohuziWang2 => 2,
            Class::Jokers4 | Class::PaohuziWang4 => 4,
        }
    }

    /// Whether the class times waits (13-tile hands) rather than completeness (14).
    pub fn is_waits(self) -> bool {
        Class::WAITS.contains(&self)
    }

    /// Whether the class holds Paohuzi hands.
    pub fn is_paohuzi(self) -> bool {
        Class::PAOHUZI.contains(&self) || self == Class::PaohuziWaits
    }

    /// Concealed tiles (or Paohuzi cards) in each hand of the class, jokers included, a meld
    /// counting three.
    pub fn tiles(self) -> u8 {
        if self.is_paohuzi() {
            PAOHUZI_CARDS as u8
        } else if self.is_waits() || Class::EFFICIENCY.contains(&self) {
            13
        } else if self == Class::Tiles16 {
            17
        } else {
            14
        }
    }

    /// Melds beside the concealed tiles of the class's hand of this index: one or two in
    /// turn in the classes with melds, none in the others.
    pub fn melds(self, index: usize) -> u8 {
        match self {
            Class::ShantenMelds | Class::EfficiencyMelds => 1 + (index % 2) as u8,
            _ => 0,
        }
    }

    /// The method the others are compared with: the one the speedups are of.
    pub fn fast_method(self) -> &'static str {
        if self == Class::PaohuziWaits {
            "phz_waits"
        } else if Class::SHANTEN.contains(&self) {
            "shanten"
        } else if Class::EFFICIENCY.contains(&self) {
            "effective_tiles"
        } else if self.is_paohuzi() {
            "phz_table"
        } else if self == Class::Decompositions {
            "decompositions"
        } else if self.is_waits() {
            "waits"
        } else {
            "dense_incremental"
        }
    }

    /// The methods the class's speedups are measured against.
    pub fn speedups_over(self) -> &'static [&'static str] {
        if self == Class::PaohuziWaits {
            &["phz_win_on_20", "phz_checks_20"]
        } else if Class::SHANTEN.contains(&self) {
            &["shanten_backtrack"]
        } else if Class::EFFICIENCY.contains(&self) {
            &["shanten_34"]
        } else if self.is_paohuzi() {
            &["phz_backtrack"]
        } else if self == Class::Decompositions {
            &["decompositions_backtrack"]
        } else if self.is_waits() {
            &["waits_34_dense", "waits_34_backtrack"]
        } else {
            &["backtrack_list", "backtrack_counts"]
        }
    }

    /// The class's own stream of the generator, so that two classes drawn with one seed
    /// still deal different hands.
    pub(super) fn stream(self) -> u64 {
        let at = |classes: &[Class]| classes.iter().position(|&c| c == self);
        match (at(&Class::WAITS), at(&Class::PAOHUZI)) {
            (Some(i), _) => 101 + i as u64,
            (_, Some(i)) => 201 + i as u64,
            _ if self == Class::Decompositions => 301,
            _ if self == Class::PaohuziWaits => 211,
            _ if self == Class::ShantenRandom => 401,
            _ if self == Class::ShantenJokers2 => 402,
            _ if self == Class::Efficiency => 403,
            _ if self == Class::ShantenMelds => 404,
            _ if self == Class::EfficiencyMelds => 405,
            _ if self == Class::EfficiencyJokerKind => 406,
            _ if self == Class::Knitted => 501,
            _ if self == Class::Tiles16 => 502,
            _ => at(&Class::ALL).unwrap_or(0) as u64 + 1,
        }
    }
}
