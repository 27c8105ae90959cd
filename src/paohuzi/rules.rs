//! Paohuzi rule options, each with a `key=value` spelling.
//!
//! Regions disagree on a handful of points; each is an option here with the most common
//! choice as default, so a caller names its region's rule set instead of patching code.
//! [`RULE_DOCS`] is the one list the help and the README quote.

use crate::base::rule::{self, RuleDoc, RuleError, boolean, split_option};
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
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            min_huxi: 15,
            scoring: Scoring::Huxi,
            yiwushi: false,
            mixed_erqishi: false,
        }
    }
}

#[derive(Clone, Copy, Debug)]
enum Key {
    MinHuxi,
    Scoring,
    Yiwushi,
    MixedErqishi,
}

static KEYS: phf::Map<&'static str, Key> = phf::phf_map! {
    "min_huxi" => Key::MinHuxi,
    "scoring" => Key::Scoring,
    "yiwushi" => Key::Yiwushi,
    "mixed_erqishi" => Key::MixedErqishi,
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
];

impl Rules {
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
                self.min_huxi = value
                    .parse()
                    .ok()
                    .filter(|&n| n <= MAX_MIN_HUXI)
                    .ok_or_else(|| RuleError::BadValue {
                        key: "min_huxi",
                        value: value.to_owned(),
                        expected: "a number from 0 to 200",
                    })?
            }
            Key::Scoring => {
                self.scoring = match value {
                    "huxi" => Scoring::Huxi,
                    "red_black" => Scoring::RedBlack,
                    v => {
                        return Err(RuleError::BadValue {
                            key: "scoring",
                            value: v.to_owned(),
                            expected: "huxi or red_black",
                        });
                    }
                }
            }
            Key::Yiwushi => self.yiwushi = boolean("yiwushi", value)?,
            Key::MixedErqishi => self.mixed_erqishi = boolean("mixed_erqishi", value)?,
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

    /// The default rules with some `key=value` options applied, in order.
    ///
    /// # Errors
    ///
    /// The first option [`apply`](Self::apply) refuses: [`RuleError::Syntax`],
    /// [`RuleError::UnknownKey`] or [`RuleError::BadValue`]; or [`RuleError::Repeated`] for a
    /// key given twice.
    pub fn from_options<'a>(
        options: impl IntoIterator<Item = &'a str>,
    ) -> Result<Rules, RuleError> {
        rule::from_options(
            options,
            &[],
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
        let r = Rules::from_options(["min_huxi=10", "scoring=red_black"]).unwrap();
        assert_eq!(r.min_huxi, 10);
        assert_eq!(r.scoring, Scoring::RedBlack);
    }

    #[test]
    fn a_key_given_twice_is_an_error_naming_it() {
        let e = Rules::from_options(["min_huxi=10", "yiwushi=true", "min_huxi=15"]).unwrap_err();
        assert!(matches!(e, RuleError::Repeated(_)), "{e}");
        assert!(e.to_string().contains("`min_huxi`"), "{e}");
    }
}
