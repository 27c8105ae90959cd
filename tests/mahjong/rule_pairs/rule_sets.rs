//! The rule sets to test: every pair of documented rule keys, each key at each of its
//! interesting values, read from [`RULE_DOCS`] so that a new key is paired with the others
//! as soon as it is documented.

use crate::support::Rng;
use hupai::Rules;
use hupai::mahjong::{RULE_DOCS, RuleDoc};

/// The values of a key worth testing, from its documented values: each of a list (`a|b`),
/// the ends and a middle of a range (`0..8`), and for a tile a numbered kind, an honor and
/// `none`. A key documented any other way fails here, to be given its values.
pub fn interesting(doc: &RuleDoc) -> Vec<String> {
    if doc.values.contains('|') {
        return doc.values.split('|').map(str::to_owned).collect();
    }
    if let Some((low, high)) = doc.values.split_once("..") {
        let (low, high): (u32, u32) = match (low.parse(), high.parse()) {
            (Ok(low), Ok(high)) => (low, high),
            _ => panic!("rule {}: the range {} is not numbers", doc.key, doc.values),
        };
        let mut values = vec![low, low + 1, (low + high) / 2, high];
        values.dedup();
        return values.into_iter().map(|v| v.to_string()).collect();
    }
    if doc.values.starts_with("a tile") && doc.values.ends_with("or none") {
        // A numbered kind that can be an eye under eyes=258, and the red dragon of 红中.
        return ["none", "5m", "7z"].map(str::to_owned).to_vec();
    }
    panic!(
        "rule {}: no interesting values known for `{}`",
        doc.key, doc.values
    )
}

/// A rule set and the options that made it, for messages.
#[derive(Clone, Debug)]
pub struct RuleSet {
    pub options: Vec<String>,
    pub rules: Rules,
}

/// Every pair of keys at every pair of their interesting values, each distinct rule set once.
pub fn pairs() -> Vec<RuleSet> {
    let mut sets: Vec<RuleSet> = Vec::new();
    for (i, first) in RULE_DOCS.iter().enumerate() {
        for second in &RULE_DOCS[i + 1..] {
            for a in interesting(first) {
                for b in interesting(second) {
                    let options = vec![format!("{}={a}", first.key), format!("{}={b}", second.key)];
                    let rules = Rules::from_options(options.iter().map(String::as_str))
                        .unwrap_or_else(|e| panic!("{options:?}: {e}"));
                    if sets.iter().all(|s| s.rules != rules) {
                        sets.push(RuleSet { options, rules });
                    }
                }
            }
        }
    }
    sets
}

/// Every pair ([`pairs`]), then `count` random sets from `seed` ([`random`]): a tenth of them
/// in a debug build.
pub fn pairs_and_random(count: usize, seed: u64) -> Vec<RuleSet> {
    let mut sets = pairs();
    let count = if cfg!(debug_assertions) {
        count / 10
    } else {
        count
    };
    sets.extend(random(count, seed));
    sets
}

/// `count` rule sets of three to five different keys, each at one of its interesting values
/// drawn at random from `seed`: the interactions of more keys than a pair, sampled.
fn random(count: usize, seed: u64) -> Vec<RuleSet> {
    let mut rng = Rng(seed);
    (0..count)
        .map(|_| {
            let mut docs: Vec<&RuleDoc> = RULE_DOCS.iter().collect();
            rng.shuffle(&mut docs);
            let options: Vec<String> = docs[..3 + rng.below(3)]
                .iter()
                .map(|doc| {
                    let values = interesting(doc);
                    format!("{}={}", doc.key, values[rng.below(values.len())])
                })
                .collect();
            let rules = Rules::from_options(options.iter().map(String::as_str))
                .unwrap_or_else(|e| panic!("{options:?}: {e}"));
            RuleSet { options, rules }
        })
        .collect()
}
