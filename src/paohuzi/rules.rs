//! Paohuzi rule options, each with a `key=value` spelling.
//!
//! Regions disagree on a handful of points; each is an option here with the most common
//! choice as default, so a caller names its region's rule set instead of patching code.
//! [`RULE_DOCS`] is the one list the help and the README quote.

use crate::base::rule::{self, Preset, RuleDoc, RuleError, boolean, split_option};
use crate::base::variant::Scoring;
use crate::file::RuleSet;

/// The Paohuzi rule set a [`Checker`](super::Checker) applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// 起胡: the least score a complete hand needs to win. Default 15.
    pub min_huxi: u16,
    /// The scoring table. Default 胡息.
    pub scoring: Scoring,
    /// 一五十 / 壹伍拾 is a group scoring like 二七十 (衡阳). Default `false`.
    pub yiwushi: bool,
    /// A 二七十 mixing cases (贰七拾) is a run worth 0. Default `false`.
    pub mixed_erqishi: bool,
    /// The most 王 a hand may hold, 0..=4. Default 0: a 王 is an error until the rules allow it.
    pub wang: u8,
    /// A 王 may stand for a card of which four copies are already held, concealed or
    /// exposed (a fifth copy). Default `true`; `false` caps the copies a 王 makes at four.
    pub wang_fifth_copy: bool,
    /// A 王 may join a 坎 (three alike held) to make four alike. Default `false`.
    pub wang_joins_kan: bool,
    /// The multipliers of 王钓, 王闯 and 王炸. Default [`WangFan::Yongzhou`].
    pub wang_fan: WangFan,
    /// Which wins a hand with 王 may make. Default [`WangLimit::SelfDraw`].
    pub wang_limit: WangLimit,
}

/// The multipliers of the 王 ways (王钓, 王闯, 王炸 and their 王 forms): rule key `wang_fan`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WangFan {
    /// 永州: ×4, ×8, ×16, doubled to ×8, ×16, ×32 when the drawn card is a 王; they replace
    /// the ×2 of a self-drawn win.
    Yongzhou,
    /// ×2, ×4, ×8 with no doubled form.
    Plain,
}

/// Which wins a hand holding or drawing a 王 may make: rule key `wang_limit`. Every value
/// keeps 有王必须自摸 (a hand with 王 wins only on its own draw); the others add to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WangLimit {
    /// 有王必须自摸: only on the player's own draw.
    SelfDraw,
    /// 按王限胡: besides, with three or more 王 (a drawn one counted) only a 王钓, 王闯 or
    /// 王炸 counts.
    ByWang,
    /// 按番限胡: besides, the win's multiplier must reach 2, 4, 8 or 16 for 1 to 4 王.
    ByFan,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            min_huxi: 15,
            scoring: Scoring::Huxi,
            yiwushi: false,
            mixed_erqishi: false,
            wang: 0,
            wang_fifth_copy: true,
            wang_joins_kan: false,
            wang_fan: WangFan::Yongzhou,
            wang_limit: WangLimit::SelfDraw,
        }
    }
}

#[derive(Clone, Copy, Debug)]
enum Key {
    MinHuxi,
    Scoring,
    Yiwushi,
    MixedErqishi,
    Wang,
    WangFifthCopy,
    WangJoinsKan,
    WangFan,
    WangLimit,
}

static KEYS: phf::Map<&'static str, Key> = phf::phf_map! {
    "min_huxi" => Key::MinHuxi,
    "scoring" => Key::Scoring,
    "yiwushi" => Key::Yiwushi,
    "mixed_erqishi" => Key::MixedErqishi,
    "wang" => Key::Wang,
    "wang_fifth_copy" => Key::WangFifthCopy,
    "wang_joins_kan" => Key::WangJoinsKan,
    "wang_fan" => Key::WangFan,
    "wang_limit" => Key::WangLimit,
};

/// Most 胡息 any rule set asks for; larger values are typing mistakes.
pub const MAX_MIN_HUXI: u16 = 200;

/// Every Paohuzi rule key, in the order the help lists them.
pub const RULE_DOCS: &[RuleDoc] = &[
    RuleDoc {
        key: "min_huxi",
        values: "0..200",
        default: "15",
        meaning: "起胡: least score a complete hand needs to win (10 邵阳/桂林, 9 郴州, 6 六胡抢)",
    },
    RuleDoc {
        key: "scoring",
        values: "huxi|red_black",
        default: "huxi",
        meaning: "score groups by 胡息, or by red/black card points",
    },
    RuleDoc {
        key: "yiwushi",
        values: "true|false",
        default: "false",
        meaning: "一五十 / 壹伍拾 is a group scoring like 二七十 (衡阳)",
    },
    RuleDoc {
        key: "mixed_erqishi",
        values: "true|false",
        default: "false",
        meaning: "a 二七十 mixing small and big cards is a run worth 0",
    },
    RuleDoc {
        key: "wang",
        values: "0..4",
        default: "0",
        meaning: "most 王 (jokers) a hand may hold; a 王 stands for any card, best over all choices",
    },
    RuleDoc {
        key: "wang_fifth_copy",
        values: "true|false",
        default: "true",
        meaning: "a 王 may stand for a card of which four are held (false: four copies at most)",
    },
    RuleDoc {
        key: "wang_joins_kan",
        values: "true|false",
        default: "false",
        meaning: "a 王 may join a 坎 to make four alike (9/12)",
    },
    RuleDoc {
        key: "wang_fan",
        values: "yongzhou|plain",
        default: "yongzhou",
        meaning: "王钓/王闯/王炸 ×4/×8/×16, ×8/×16/×32 on a drawn 王 (replacing 自摸's ×2); plain ×2/×4/×8",
    },
    RuleDoc {
        key: "wang_limit",
        values: "self_draw|by_wang|by_fan",
        default: "self_draw",
        meaning: "with 王 a win is on the own draw only; by_wang: 3+ 王 win only by 王钓/闯/炸; by_fan: ×2/4/8/16 for 1-4 王",
    },
];

/// The named Paohuzi rule sets, in the order the help lists them: `--preset NAME` on the
/// command line, `preset=NAME` among the options (C's rules string, Python's rules),
/// [`Rules::preset`] in the library. Keys given beside a preset override its own.
pub const PRESETS: &[Preset] = &[
    Preset {
        name: "yongzhou",
        game: "永州扯胡子: 15 胡, up to four 王, 永州's multipliers, 有王必须自摸",
        options: &[
            "min_huxi=15",
            "wang=4",
            "wang_fan=yongzhou",
            "wang_limit=self_draw",
        ],
    },
    Preset {
        name: "liuhuqiang",
        game: "六胡抢 (祁阳, 衡阳): 6 胡, up to four 王",
        options: &["min_huxi=6", "wang=4"],
    },
    Preset {
        name: "shihuka",
        game: "衡阳十胡卡: 10 胡, 一五十 a group",
        options: &["min_huxi=10", "yiwushi=true"],
    },
    Preset {
        name: "shaoyang",
        game: "邵阳字牌: 10 胡",
        options: &["min_huxi=10"],
    },
    Preset {
        name: "chenzhou",
        game: "郴州字牌: 9 胡",
        options: &["min_huxi=9"],
    },
];

impl Rules {
    /// The rules of a named game ([`PRESETS`]).
    ///
    /// # Errors
    ///
    /// [`RuleError::UnknownPreset`], listing the known names.
    ///
    /// ```
    /// use hupai::paohuzi::Rules;
    ///
    /// let yongzhou = Rules::preset("yongzhou")?;
    /// assert_eq!((yongzhou.min_huxi, yongzhou.wang), (15, 4));
    /// assert!(Rules::preset("paohuzi").unwrap_err().to_string().contains("liuhuqiang"));
    /// # Ok::<(), hupai::RuleError>(())
    /// ```
    pub fn preset(name: &str) -> Result<Rules, RuleError> {
        let preset = rule::find_preset(PRESETS, name)?;
        Rules::from_options(preset.options.iter().copied())
    }

    /// Sets one option by its key (the keys of [`RULE_DOCS`]).
    ///
    /// # Errors
    ///
    /// [`RuleError::UnknownKey`] for a key that is not a Paohuzi rule, and
    /// [`RuleError::BadValue`] for a value the key does not take (`min_huxi` above
    /// [`MAX_MIN_HUXI`] included). The rules are unchanged on error.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), RuleError> {
        let Some(&k) = KEYS.get(key) else {
            let known: Vec<&str> = RULE_DOCS.iter().map(|d| d.key).collect();
            return Err(RuleError::UnknownKey {
                key: key.to_owned(),
                known: known.join(", "),
            });
        };
        match k {
            Key::MinHuxi => {
                self.min_huxi = number("min_huxi", value, MAX_MIN_HUXI, "a number from 0 to 200")?
            }
            Key::Scoring => {
                self.scoring = named(
                    "scoring",
                    value,
                    &[("huxi", Scoring::Huxi), ("red_black", Scoring::RedBlack)],
                    "huxi or red_black",
                )?
            }
            Key::Yiwushi => self.yiwushi = boolean("yiwushi", value)?,
            Key::MixedErqishi => self.mixed_erqishi = boolean("mixed_erqishi", value)?,
            Key::Wang => self.wang = number("wang", value, 4, "a number from 0 to 4")? as u8,
            Key::WangFifthCopy => self.wang_fifth_copy = boolean("wang_fifth_copy", value)?,
            Key::WangJoinsKan => self.wang_joins_kan = boolean("wang_joins_kan", value)?,
            Key::WangFan => {
                self.wang_fan = named(
                    "wang_fan",
                    value,
                    &[("yongzhou", WangFan::Yongzhou), ("plain", WangFan::Plain)],
                    "yongzhou or plain",
                )?
            }
            Key::WangLimit => {
                self.wang_limit = named(
                    "wang_limit",
                    value,
                    &[
                        ("self_draw", WangLimit::SelfDraw),
                        ("by_wang", WangLimit::ByWang),
                        ("by_fan", WangLimit::ByFan),
                    ],
                    "self_draw, by_wang or by_fan",
                )?
            }
        }
        Ok(())
    }

    /// Applies one `key=value` option; spaces around the key and the value are ignored.
    ///
    /// # Errors
    ///
    /// [`RuleError::Syntax`] when the option has no `=`, otherwise whatever
    /// [`set`](Self::set) refuses.
    pub fn apply(&mut self, option: &str) -> Result<(), RuleError> {
        let (key, value) = split_option(option)?;
        self.set(key, value)
    }

    /// The default rules, or a preset's when one option is `preset=NAME` ([`PRESETS`]), with
    /// the other `key=value` options applied, in order (overriding the preset's keys).
    ///
    /// # Errors
    ///
    /// The first option [`apply`](Self::apply) refuses: [`RuleError::Syntax`],
    /// [`RuleError::UnknownKey`] or [`RuleError::BadValue`]; [`RuleError::Repeated`] for a
    /// key given twice; [`RuleError::UnknownPreset`] for a preset no Paohuzi game has.
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

    /// Every combination of the options that change which decompositions exist or what they score
    /// (`min_huxi` only moves the win line), for exhaustive tests.
    pub fn variants() -> impl Iterator<Item = Rules> {
        (0..8u8).map(|bits| Rules {
            scoring: if bits & 1 == 0 {
                Scoring::Huxi
            } else {
                Scoring::RedBlack
            },
            yiwushi: bits & 2 != 0,
            mixed_erqishi: bits & 4 != 0,
            ..Rules::default()
        })
    }
}

/// A number from 0 to `most`, or the error naming `key`.
fn number(
    key: &'static str,
    value: &str,
    most: u16,
    expected: &'static str,
) -> Result<u16, RuleError> {
    value
        .parse()
        .ok()
        .filter(|&n| n <= most)
        .ok_or_else(|| RuleError::BadValue {
            key,
            value: value.to_owned(),
            expected,
        })
}

/// The value of one of a key's names, or the error naming `key` and what it takes.
fn named<T: Copy>(
    key: &'static str,
    value: &str,
    names: &[(&str, T)],
    expected: &'static str,
) -> Result<T, RuleError> {
    names
        .iter()
        .find(|(name, _)| *name == value)
        .map(|&(_, v)| v)
        .ok_or_else(|| RuleError::BadValue {
            key,
            value: value.to_owned(),
            expected,
        })
}

impl RuleSet {
    /// The Paohuzi tables a rule set needs.
    pub const fn of_paohuzi_rules(rules: &Rules) -> RuleSet {
        RuleSet::Paohuzi {
            scoring: rules.scoring,
            yiwushi: rules.yiwushi,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_documented_key_is_known_and_defaults_match() {
        for doc in RULE_DOCS {
            let mut rules = Rules::default();
            rules.set(doc.key, doc.default).unwrap();
            assert_eq!(rules, Rules::default(), "{}", doc.key);
        }
        assert_eq!(KEYS.len(), RULE_DOCS.len());
    }

    #[test]
    fn bad_options_are_named() {
        let e = Rules::from_options(["min_hu=10"]).unwrap_err();
        assert!(e.to_string().contains("min_hu"), "{e}");
        let e = Rules::from_options(["scoring=fan"]).unwrap_err();
        assert!(e.to_string().contains("fan"), "{e}");
        assert!(Rules::from_options(["min_huxi=201"]).is_err());
        assert!(Rules::from_options(["yiwushi"]).is_err());
        for (option, named) in [
            ("wang=5", "wang"),
            ("wang=-1", "wang"),
            ("wang_fifth_copy=maybe", "wang_fifth_copy"),
            ("wang_joins_kan=2", "wang_joins_kan"),
            ("wang_fan=double", "wang_fan"),
            ("wang_limit=never", "wang_limit"),
        ] {
            let e = Rules::from_options([option]).unwrap_err();
            assert!(e.to_string().contains(named), "{option}: {e}");
        }
        let r = Rules::from_options([
            "wang=4",
            "wang_fifth_copy=false",
            "wang_joins_kan=true",
            "wang_fan=plain",
            "wang_limit=by_fan",
        ])
        .unwrap();
        assert_eq!(r.wang, 4);
        assert!(!r.wang_fifth_copy && r.wang_joins_kan);
        assert_eq!(
            (r.wang_fan, r.wang_limit),
            (WangFan::Plain, WangLimit::ByFan)
        );
        let r = Rules::from_options(["min_huxi=10", "scoring=red_black"]).unwrap();
        assert_eq!(r.min_huxi, 10);
        assert_eq!(r.scoring, Scoring::RedBlack);
    }

    #[test]
    fn presets_set_their_keys_and_later_keys_override_them() {
        for preset in PRESETS {
            let rules = Rules::preset(preset.name).unwrap();
            assert_eq!(
                rules,
                Rules::from_options(preset.options.iter().copied()).unwrap()
            );
            let named = format!("preset={}", preset.name);
            assert_eq!(Rules::from_options([named.as_str()]).unwrap(), rules);
            assert_ne!(rules, Rules::default(), "{}", preset.name);
        }
        let y = Rules::from_options(["wang=2", "preset=yongzhou"]).unwrap();
        assert_eq!((y.wang, y.min_huxi), (2, 15));
        let e = Rules::from_options(["preset=changsha"]).unwrap_err();
        assert!(matches!(e, RuleError::UnknownPreset { .. }), "{e}");
        assert!(e.to_string().contains("yongzhou"), "{e}");
        let s = Rules::preset("shihuka").unwrap();
        assert!(s.yiwushi && s.min_huxi == 10 && s.wang == 0);
    }

    #[test]
    fn a_key_given_twice_is_an_error_naming_it() {
        let e = Rules::from_options(["min_huxi=10", "yiwushi=true", "min_huxi=15"]).unwrap_err();
        assert!(matches!(e, RuleError::Repeated(_)), "{e}");
        assert!(e.to_string().contains("`min_huxi`"), "{e}");
    }
}
