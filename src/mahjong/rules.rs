//! Rule options: which forms count, what a joker may stand for, and which kind is the joker.
//!
//! Every option has a `key=value` spelling so that any rule set can be named on a command line
//! or in a configuration file; [`RULE_DOCS`] is the one list the CLI help and the README quote.

use crate::base::rule::{self, Preset, RuleDoc, RuleError, boolean, split_option};
use crate::base::variant::Variant;
use crate::file::RuleSet;
use crate::mahjong::tile::Tile;

/// The mahjong rule set a [`Checker`](crate::Checker) applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// A joker may stand for a fifth copy of a kind whose four copies are all the player's own
    /// (concealed and melded together). Default `true`, as the table servers of Chinese joker
    /// games (q_algorithm and its ports) decide it.
    pub joker_fifth_copy: bool,
    /// Seven pairs (七对子) is a complete form. Default `true`.
    pub seven_pairs: bool,
    /// In seven pairs, four of a kind counts as two pairs (龙七对). Default `false`: seven
    /// distinct kinds.
    pub seven_pairs_quad: bool,
    /// Thirteen orphans (国士无双/十三幺) is a complete form. Default `true`.
    pub thirteen_orphans: bool,
    /// Most jokers a hand may hold, 0..=8 (a checker reads larger values as 8). Default 8.
    pub max_jokers: u8,
    /// A designated joker kind: every tile of it is a joker (e.g. 7z in 红中赖子). Default none.
    pub joker: Option<Tile>,
    /// The pair must be a 2, 5 or 8 of a numbered suit (`eyes=258`, 长沙 and others); seven
    /// pairs and thirteen orphans are not affected. Default `false` (`eyes=any`).
    pub eyes_258: bool,
    /// Any three different winds form a sequence, and so does 白发中 (some local rules, e.g.
    /// 山西推倒胡). Default `false`.
    pub honor_sequences: bool,
    /// A 108-tile game: honors do not exist and are invalid in a hand, no joker stands for
    /// one, and so thirteen orphans never completes. The joker kind may still be an honor
    /// (红中麻将: `joker=7z` beside the three suits): its tiles are jokers, the one honor a
    /// hand may hold. Default `false`.
    pub suits_only: bool,
    /// The knitted forms of the Chinese official rules (国标麻将) are complete forms:
    /// 组合龙 (`knitted_straight`: the nine tiles of a knitted arrangement, 1-4-7 of one
    /// numbered suit, 2-5-8 of a second and 3-6-9 of the third, plus a group and a pair),
    /// 全不靠 (`honors_and_knitted`: fourteen different tiles of one arrangement and the
    /// honors, concealed) and 七星不靠 (`greater_honors_and_knitted`: 全不靠 holding all seven
    /// honors). Default `false`.
    pub knitted: bool,
    /// Three-player riichi (三麻): the 108 tiles without 2m..8m, so the man suit holds only 1m
    /// and 9m and forms no sequence. A hand, meld or seen tile naming 2m..8m is refused, no
    /// joker stands for one, and none is drawn, waited on or counted among the effective tiles
    /// (a joker kind among them has no tiles). Default `false`.
    pub three_player: bool,
    /// Sixteen-tile games (台湾麻将, `tiles=16`): a complete hand is five groups and a pair,
    /// 17 − 3k concealed tiles beside k ≤ 5 melds, and a waiting hand one tile fewer. Seven
    /// pairs, thirteen orphans and the knitted forms are forms of 14 tiles and do not exist
    /// there. Default `false` (`tiles=13`).
    pub sixteen_tiles: bool,
    /// 嚦咕嚦咕 (`seven_pairs_and_triplet`): seven pairs and one triplet, 17 concealed tiles,
    /// is a complete form of a sixteen-tile game. Its pairs are of kinds apart from each
    /// other and from the triplet's, but under `seven_pairs_quad`, where four of a kind
    /// is two pairs. Default `false`.
    pub seven_pairs_and_triplet: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            joker_fifth_copy: true,
            seven_pairs: true,
            seven_pairs_quad: false,
            thirteen_orphans: true,
            max_jokers: crate::base::key::MAX_JOKERS,
            joker: None,
            eyes_258: false,
            honor_sequences: false,
            suits_only: false,
            knitted: false,
            three_player: false,
            sixteen_tiles: false,
            seven_pairs_and_triplet: false,
        }
    }
}

#[derive(Clone, Copy, Debug)]
enum Key {
    JokerFifthCopy,
    SevenPairs,
    SevenPairsQuad,
    ThirteenOrphans,
    MaxJokers,
    Joker,
    Eyes,
    HonorSequences,
    SuitsOnly,
    Knitted,
    ThreePlayer,
    Tiles,
    SevenPairsAndTriplet,
}

static KEYS: phf::Map<&'static str, Key> = phf::phf_map! {
    "joker_fifth_copy" => Key::JokerFifthCopy,
    "seven_pairs" => Key::SevenPairs,
    "seven_pairs_quad" => Key::SevenPairsQuad,
    "thirteen_orphans" => Key::ThirteenOrphans,
    "max_jokers" => Key::MaxJokers,
    "joker" => Key::Joker,
    "eyes" => Key::Eyes,
    "honor_sequences" => Key::HonorSequences,
    // The British spelling, accepted as the same key.
    "honour_sequences" => Key::HonorSequences,
    "suits_only" => Key::SuitsOnly,
    "knitted" => Key::Knitted,
    "three_player" => Key::ThreePlayer,
    "tiles" => Key::Tiles,
    "seven_pairs_and_triplet" => Key::SevenPairsAndTriplet,
};

/// Every rule key, in the order the help lists them.
pub const RULE_DOCS: &[RuleDoc] = &[
    RuleDoc {
        key: "joker_fifth_copy",
        values: "true|false",
        default: "true",
        meaning: "a joker may stand for a fifth copy of a kind (concealed and melded copies counted)",
    },
    RuleDoc {
        key: "seven_pairs",
        values: "true|false",
        default: "true",
        meaning: "seven pairs is a complete form",
    },
    RuleDoc {
        key: "seven_pairs_quad",
        values: "true|false",
        default: "false",
        meaning: "in seven pairs, four of a kind counts as two pairs",
    },
    RuleDoc {
        key: "thirteen_orphans",
        values: "true|false",
        default: "true",
        meaning: "thirteen orphans is a complete form",
    },
    RuleDoc {
        key: "max_jokers",
        values: "0..8",
        default: "8",
        meaning: "most jokers a hand may hold",
    },
    RuleDoc {
        key: "joker",
        values: "a tile (e.g. 7z) or none",
        default: "none",
        meaning: "every tile of this kind is a joker",
    },
    RuleDoc {
        key: "eyes",
        values: "any|258",
        default: "any",
        meaning: "258: the pair must be a 2, 5 or 8 of a numbered suit (standard form)",
    },
    RuleDoc {
        key: "honor_sequences",
        values: "true|false",
        default: "false",
        meaning: "any three different winds, and 白发中, form a sequence (also spelled honour_sequences)",
    },
    RuleDoc {
        key: "suits_only",
        values: "true|false",
        default: "false",
        meaning: "a 108-tile game: honors are invalid in a hand, but for the joker kind",
    },
    RuleDoc {
        key: "knitted",
        values: "true|false",
        default: "false",
        meaning: "组合龙 (knitted_straight), 全不靠 (honors_and_knitted) and 七星不靠 (greater_honors_and_knitted) are complete forms",
    },
    RuleDoc {
        key: "three_player",
        values: "true|false",
        default: "false",
        meaning: "three-player riichi (三麻): no 2m..8m, so the man suit makes no sequence",
    },
    RuleDoc {
        key: "tiles",
        values: "13|16",
        default: "13",
        meaning: "16: five groups and a pair (17 - 3k concealed beside k melds); no seven pairs, thirteen orphans or knitted forms",
    },
    RuleDoc {
        key: "seven_pairs_and_triplet",
        values: "true|false",
        default: "false",
        meaning: "嚦咕嚦咕, seven pairs and a triplet (17 concealed), is a complete form under tiles=16",
    },
];

/// The named rule sets, in the order the help lists them: `--preset NAME` on the command line,
/// `preset=NAME` among the options (C's rules string, Python's rules), [`Rules::preset`] in
/// the library. Keys given beside a preset override its own.
pub const PRESETS: &[Preset] = &[
    Preset {
        name: "riichi",
        game: "Japanese four-player riichi",
        options: &[
            "seven_pairs=true",
            "seven_pairs_quad=false",
            "thirteen_orphans=true",
            "max_jokers=0",
        ],
    },
    Preset {
        name: "sanma",
        game: "Japanese three-player riichi (三麻)",
        options: &[
            "seven_pairs=true",
            "seven_pairs_quad=false",
            "thirteen_orphans=true",
            "max_jokers=0",
            "three_player=true",
        ],
    },
    Preset {
        name: "mcr",
        game: "国标麻将, the Chinese official rules (MCR)",
        options: &[
            "knitted=true",
            "seven_pairs=true",
            "seven_pairs_quad=true",
            "thirteen_orphans=true",
            "max_jokers=0",
        ],
    },
    Preset {
        name: "sichuan",
        game: "四川血战到底: the three suits, 龙七对",
        options: &[
            "suits_only=true",
            "seven_pairs=true",
            "seven_pairs_quad=true",
            "max_jokers=0",
        ],
    },
    Preset {
        name: "hongzhong",
        game: "红中麻将: the three suits and the four 红中 as jokers",
        options: &["suits_only=true", "joker=7z", "max_jokers=4"],
    },
    Preset {
        name: "changsha",
        game: "长沙麻将: the three suits, 2-5-8 eyes, seven pairs",
        options: &[
            "suits_only=true",
            "eyes=258",
            "seven_pairs=true",
            "max_jokers=0",
        ],
    },
    Preset {
        name: "taiwan",
        game: "台湾16张: 16-tile hands, 嚦咕嚦咕",
        options: &[
            "tiles=16",
            "seven_pairs_and_triplet=true",
            "seven_pairs=false",
            "thirteen_orphans=false",
            "max_jokers=0",
        ],
    },
];

impl Rules {
    /// The rules of a named rule set ([`PRESETS`]).
    ///
    /// Fails with [`RuleError::UnknownPreset`], listing the known names, for any other name.
    ///
    /// ```
    /// use hupai::Rules;
    ///
    /// let mcr = Rules::preset("mcr")?;
    /// assert!(mcr.knitted && mcr.seven_pairs_quad && mcr.max_jokers == 0);
    /// assert!(Rules::preset("mahjong").unwrap_err().to_string().contains("riichi"));
    /// # Ok::<(), hupai::RuleError>(())
    /// ```
    pub fn preset(name: &str) -> Result<Rules, RuleError> {
        let preset = rule::find_preset(PRESETS, name)?;
        Rules::from_options(preset.options.iter().copied())
    }

    /// The tables these rules need.
    pub const fn variant(&self) -> Variant {
        Variant {
            joker_fifth_copy: self.joker_fifth_copy,
            eyes_258: self.eyes_258,
            honor_sequences: self.honor_sequences,
            suits_only: self.suits_only,
            sixteen_tiles: self.sixteen_tiles,
        }
    }

    /// Sets one option by its key.
    ///
    /// Fails on a key no rule has ([`RuleError::UnknownKey`]) or a value it does not take
    /// ([`RuleError::BadValue`]).
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), RuleError> {
        let Some(&k) = KEYS.get(key) else {
            let known: Vec<&str> = RULE_DOCS.iter().map(|d| d.key).collect();
            return Err(RuleError::UnknownKey {
                key: key.to_owned(),
                known: known.join(", "),
            });
        };
        match k {
            Key::JokerFifthCopy => self.joker_fifth_copy = boolean("joker_fifth_copy", value)?,
            Key::SevenPairs => self.seven_pairs = boolean("seven_pairs", value)?,
            Key::SevenPairsQuad => self.seven_pairs_quad = boolean("seven_pairs_quad", value)?,
            Key::ThirteenOrphans => self.thirteen_orphans = boolean("thirteen_orphans", value)?,
            Key::MaxJokers => {
                self.max_jokers = value
                    .parse()
                    .ok()
                    .filter(|&n| n <= crate::base::key::MAX_JOKERS)
                    .ok_or_else(|| RuleError::BadValue {
                        key: "max_jokers",
                        value: value.to_owned(),
                        expected: "a number from 0 to 8",
                    })?
            }
            Key::Eyes => {
                self.eyes_258 = match value {
                    "any" => false,
                    "258" => true,
                    v => {
                        return Err(RuleError::BadValue {
                            key: "eyes",
                            value: v.to_owned(),
                            expected: "any or 258",
                        });
                    }
                }
            }
            Key::HonorSequences => self.honor_sequences = boolean("honor_sequences", value)?,
            Key::SuitsOnly => self.suits_only = boolean("suits_only", value)?,
            Key::Knitted => self.knitted = boolean("knitted", value)?,
            Key::ThreePlayer => self.three_player = boolean("three_player", value)?,
            Key::Tiles => {
                self.sixteen_tiles = match value {
                    "13" => false,
                    "16" => true,
                    v => {
                        return Err(RuleError::BadValue {
                            key: "tiles",
                            value: v.to_owned(),
                            expected: "13 or 16",
                        });
                    }
                }
            }
            Key::SevenPairsAndTriplet => {
                self.seven_pairs_and_triplet = boolean("seven_pairs_and_triplet", value)?
            }
            Key::Joker => {
                self.joker = match value {
                    "none" => None,
                    v => Some(v.parse().map_err(|_| RuleError::BadValue {
                        key: "joker",
                        value: v.to_owned(),
                        expected: "a tile like 7z, or none",
                    })?),
                }
            }
        }
        Ok(())
    }

    /// Applies one `key=value` option.
    ///
    /// Fails on text that is not `key=value`, and as [`set`](Self::set) does.
    pub fn apply(&mut self, option: &str) -> Result<(), RuleError> {
        let (key, value) = split_option(option)?;
        self.set(key, value)
    }

    /// The default rules, or a preset's when one option is `preset=NAME` ([`PRESETS`]), with
    /// the other `key=value` options applied in order (overriding the preset's keys).
    ///
    /// Fails on text that is not `key=value`, on a key given twice ([`RuleError::Repeated`]),
    /// on an unknown preset ([`RuleError::UnknownPreset`]), and as [`set`](Self::set) does.
    pub fn from_options<'a>(
        options: impl IntoIterator<Item = &'a str>,
    ) -> Result<Rules, RuleError> {
        rule::from_options(
            options,
            PRESETS,
            |key| KEYS.get(key).map(|&k| k as u32),
            Rules::set,
        )
    }
}

/// The kinds a three-player game leaves out, 2m..8m, as bits of their 34-index.
pub(crate) const THREE_PLAYER_ABSENT: u64 = 0b1111_1110;

impl Rules {
    /// Whether the game's set has tiles of this kind: all but 2m..8m under `three_player`,
    /// every kind otherwise.
    #[inline]
    pub fn has_kind(&self, tile: Tile) -> bool {
        self.has_kind_index(tile.index())
    }

    /// [`has_kind`](Self::has_kind) of a 34-index.
    #[inline(always)]
    pub(crate) fn has_kind_index(&self, index: usize) -> bool {
        self.absent_kinds() >> index & 1 == 0
    }

    /// The kinds the game's set lacks, as bits of their 34-index: 2m..8m under
    /// `three_player`, none otherwise.
    #[inline(always)]
    pub(crate) fn absent_kinds(&self) -> u64 {
        if self.three_player {
            THREE_PLAYER_ABSENT
        } else {
            0
        }
    }
}

impl RuleSet {
    /// The mahjong tables a rule set needs.
    pub const fn of_rules(rules: &Rules) -> RuleSet {
        RuleSet::Mahjong(rules.variant())
    }
}

#[cfg(test)]
mod tests;
