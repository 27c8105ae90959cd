//! Answer agreement: every method's answers compared with the expected answers (the first method's), hand by
//! hand, before anything is timed.
//!
//! A fast wrong answer must not be reported as a speedup; a disagreement stops the run with the
//! class, the hand and what each method said about it.

use super::class::Class;
use super::deal::Sample;
use super::waits::WaitMask;
use hupai::mahjong::Tile;

/// One method's per-hand answers, named for comparison.
pub(super) struct Answers {
    pub(super) method: &'static str,
    pub(super) answers: Vec<bool>,
}

/// A method's answer on every input, named for comparison.
pub(super) fn answers<I>(
    method: &'static str,
    inputs: &[I],
    check: impl Fn(&I) -> bool,
) -> Answers {
    Answers {
        method,
        answers: inputs.iter().map(check).collect(),
    }
}

/// `Err` naming the first hand on which `other` and `expected` differ, if any.
pub(super) fn agreement(
    class: Class,
    samples: &[Sample],
    expected: &Answers,
    other: &Answers,
) -> Result<(), String> {
    let verdict = |complete: bool| if complete { "complete" } else { "not complete" };
    match (expected.answers.iter())
        .zip(&other.answers)
        .position(|(a, b)| a != b)
    {
        None => Ok(()),
        Some(i) => Err(format!(
            "class {}, hand {i} ({}): {} says {}, {} says {}",
            class.name(),
            samples[i].hand,
            expected.method,
            verdict(expected.answers[i]),
            other.method,
            verdict(other.answers[i]),
        )),
    }
}

/// One waits method's per-hand answers, named for comparison.
pub(super) struct WaitAnswers {
    pub(super) method: &'static str,
    pub(super) masks: Vec<WaitMask>,
}

/// The kinds of a wait mask by name, for a disagreement's message.
fn wait_names(mask: WaitMask) -> String {
    let names: Vec<String> = Tile::all()
        .filter(|t| mask >> t.index() & 1 == 1)
        .map(|t| t.to_string())
        .collect();
    if names.is_empty() {
        "no wait".into()
    } else {
        names.join(" ")
    }
}

/// As [`agreement`], for the waits methods: the first hand whose waits differ, if any.
pub(super) fn waits_agreement(
    class: Class,
    samples: &[Sample],
    expected: &WaitAnswers,
    other: &WaitAnswers,
) -> Result<(), String> {
    match (expected.masks.iter())
        .zip(&other.masks)
        .position(|(a, b)| a != b)
    {
        None => Ok(()),
        Some(i) => Err(format!(
            "class {}, hand {i} ({}): {} says {}, {} says {}",
            class.name(),
            samples[i].hand,
            expected.method,
            wait_names(expected.masks[i]),
            other.method,
            wait_names(other.masks[i]),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::deal::samples;

    #[test]
    fn a_waits_disagreement_names_class_hand_methods_and_tiles() {
        let hands = samples(Class::WaitsTenpai, 3, 1);
        let expected = WaitAnswers {
            method: "waits",
            masks: vec![1, 1 << 9 | 1, 0],
        };
        let wrong = WaitAnswers {
            method: "waits_34_backtrack",
            masks: vec![1, 1, 0],
        };
        let e = waits_agreement(Class::WaitsTenpai, &hands, &expected, &wrong).unwrap_err();
        assert!(e.contains("waits_tenpai") && e.contains("hand 1"), "{e}");
        assert!(e.contains(&hands[1].hand.to_string()), "{e}");
        assert!(e.contains("waits says 1m 1p") && e.contains("waits_34_backtrack says 1m"));
        assert!(waits_agreement(Class::WaitsTenpai, &hands, &expected, &expected).is_ok());
    }
    #[test]
    fn a_disagreement_names_class_hand_and_methods() {
        let hands = samples(Class::Complete, 3, 1);
        let expected = Answers {
            method: "dense_incremental",
            answers: vec![true; 3],
        };
        let wrong = Answers {
            method: "backtrack_counts",
            answers: vec![true, false, true],
        };
        let e = agreement(Class::Complete, &hands, &expected, &wrong).unwrap_err();
        assert!(e.contains("complete") && e.contains("hand 1"), "{e}");
        assert!(e.contains(&hands[1].hand.to_string()), "{e}");
        assert!(e.contains("dense_incremental") && e.contains("backtrack_counts"));
        assert!(agreement(Class::Complete, &hands, &expected, &expected).is_ok());
    }
}
