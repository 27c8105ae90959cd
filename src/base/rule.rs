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
}

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

/// Rules with `key=value` options applied in order by `set`, from the defaults, refusing a key
/// given twice: `index` gives each known key's number below 64, the same for every spelling of
/// one key (a key it does not know is left to `set` to refuse). Shared by every game's rules.
pub(crate) fn from_options<'a, R: Default>(
    options: impl IntoIterator<Item = &'a str>,
    index: impl Fn(&str) -> Option<u32>,
    set: impl Fn(&mut R, &str, &str) -> Result<(), RuleError>,
) -> Result<R, RuleError> {
    let mut rules = R::default();
    let mut given = 0u64;
    for option in options {
        let (key, value) = split_option(option)?;
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
