//! The `rules` argument of both checkers: `None`, a dict `{"joker": "7z"}` or a sequence of
//! `KEY=VALUE` strings, turned into the option strings the Rust rule sets parse. The strings are
//! also what a checker keeps to pickle itself, so that an unpickled checker is built from the
//! very options the original was.

use crate::errors::RuleError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyString};

/// The options as `KEY=VALUE` strings, in the order given.
pub fn options(rules: Option<&Bound<'_, PyAny>>) -> PyResult<Vec<String>> {
    let Some(rules) = rules.filter(|r| !r.is_none()) else {
        return Ok(Vec::new());
    };
    if let Ok(dict) = rules.cast::<PyDict>() {
        return dict
            .iter()
            .map(|(key, value)| {
                let key: String = key
                    .extract()
                    .map_err(|_| RuleError::new_err(format!("rule key {key}: not a string")))?;
                Ok(format!("{key}={}", value_text(&key, &value)?))
            })
            .collect();
    }
    if rules.is_instance_of::<PyString>() {
        return Err(RuleError::new_err(
            "rules: give a dict or a list of \"KEY=VALUE\" strings, not one string",
        ));
    }
    rules
        .try_iter()
        .map_err(|_| RuleError::new_err("rules: give a dict or a list of \"KEY=VALUE\" strings"))?
        .map(|item| {
            let item = item?;
            item.extract::<String>()
                .map_err(|_| RuleError::new_err(format!("rule {item}: not a \"KEY=VALUE\" string")))
        })
        .collect()
}

/// A dict value as the option text: booleans as `true`/`false`, `None` as `none`, numbers and
/// strings as written.
fn value_text(key: &str, value: &Bound<'_, PyAny>) -> PyResult<String> {
    if value.is_none() {
        return Ok("none".to_owned());
    }
    if let Ok(b) = value.cast::<PyBool>() {
        return Ok(if b.is_true() { "true" } else { "false" }.to_owned());
    }
    if let Ok(n) = value.extract::<i64>() {
        return Ok(n.to_string());
    }
    value.extract::<String>().map_err(|_| {
        RuleError::new_err(format!(
            "rule {key}: {value} is not a string, number, bool or None"
        ))
    })
}
