//! Rule options, the vocabulary both games' rules share: a `key=value` option split and read,
//! the error that names what is wrong with one, and the documentation row of a key, from which
//! the help and the README's tables are written.

use super::echo::Echo;

/// A rule option that could not be applied.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RuleError {
    /// An option that is not `key=value`.
    #[error("`{}` is not key=value", Echo(.0))]
    Syntax(String),
    /// A key no rule set has.
    #[error("unknown rule key `{}` (known: {known})", Echo(key))]
    UnknownKey {
        /// The key given.
        key: String,
        /// The keys there are, comma-separated.
        known: String,
    },
    /// A key given twice (in either of its spellings) among the options of one rule set.
    #[error("rule `{}` is given twice: give each key once", Echo(.0))]
    Repeated(String),
    /// A value the key does not take.
    #[error("rule `{key}`: `{}` is not {expected}", Echo(value))]
    BadValue {
        /// The key.
        key: &'static str,
        /// The value given.
        value: String,
        /// What the key takes.
        expected: &'static str,
    },
    /// A preset no game of these rules has.
    #[error("unknown preset `{}` (known: {known})", Echo(name))]
    UnknownPreset {
        /// The name given.
        name: String,
        /// The presets there are, comma-separated.
        known: String,
    },
}

/// A named rule set: the game players name, and the `key=value` options it stands for. Keys
/// given beside it override its own.
#[derive(Debug)]
pub struct Preset {
    /// The name, as `--preset` and `preset=` take it.
    pub name: &'static str,
    /// The game it is.
    pub game: &'static str,
    /// The options it sets.
    pub options: &'static [&'static str],
}

/// The key that names a preset among the options.
pub const PRESET_KEY: &str = "preset";

/// One documented rule key: (key, values, default, meaning).
#[derive(Debug)]
pub struct RuleDoc {
    /// The key, as `--rule` takes it.
    pub key: &'static str,
    /// The values it takes.
    pub values: &'static str,
    /// Its value in the default rules.
    pub default: &'static str,
    /// What it changes.
    pub meaning: &'static str,
}

/// Splits a `key=value` option into its trimmed halves; shared by every game's rules.
pub(crate) fn split_option(option: &str) -> Result<(&str, &str), RuleError> {
    let (key, value) = option
        .split_once('=')
        .ok_or_else(|| RuleError::Syntax(option.to_owned()))?;
    Ok((key.trim(), value.trim()))
}

/// Reads a boolean option value; shared by every game's rules.
pub(crate) fn boolean(key: &'static str, value: &str) -> Result<bool, RuleError> {
    match value {
        "true" | "yes" | "on" | "1" => Ok(true),
        "false" | "no" | "off" | "0" => Ok(false),
        _ => Err(RuleError::BadValue {
            key,
            value: value.to_owned(),
            expected: "true or false",
        }),
    }
}

/// Rules with `key=value` options applied in order by `set`, refusing a key given twice:
/// `index` gives each known key's number below 64, the same for every spelling of one key (a
/// key it does not know is left to `set` to refuse). The rules start from the defaults, or
/// from the preset named by a `preset=NAME` option (one of `presets`, wherever it stands
/// among the options), whose keys the other options then override. Shared by every game's
/// rules.
pub(crate) fn from_options<'a, R: Default>(
    options: impl IntoIterator<Item = &'a str>,
    presets: &[Preset],
    index: impl Fn(&str) -> Option<u32>,
    set: impl Fn(&mut R, &str, &str) -> Result<(), RuleError>,
) -> Result<R, RuleError> {
    let mut parsed = Vec::new();
    let mut preset = None;
    for option in options {
        let (key, value) = split_option(option)?;
        if key == PRESET_KEY {
            if preset.is_some() {
                return Err(RuleError::Repeated(key.to_owned()));
            }
            preset = Some(find_preset(presets, value)?);
        } else {
            parsed.push((key, value));
        }
    }
    let mut rules = R::default();
    for option in preset.map_or(&[][..], |p| p.options) {
        let (key, value) = split_option(option)?;
        set(&mut rules, key, value)?;
    }
    let mut given = 0u64;
    for (key, value) in parsed {
        if let Some(i) = index(key) {
            if given & 1 << i != 0 {
                return Err(RuleError::Repeated(key.to_owned()));
            }
            given |= 1 << i;
        }
        set(&mut rules, key, value)?;
    }
    Ok(rules)
}

/// The preset of this name, or an error listing those there are.
pub(crate) fn find_preset<'p>(presets: &'p [Preset], name: &str) -> Result<&'p Preset, RuleError> {
    presets.iter().find(|p| p.name == name).ok_or_else(|| {
        let known: Vec<&str> = presets.iter().map(|p| p.name).collect();
        RuleError::UnknownPreset {
            name: name.to_owned(),
            known: if known.is_empty() {
                "none".to_owned()
            } else {
                known.join(", ")
            },
        }
    })
}
