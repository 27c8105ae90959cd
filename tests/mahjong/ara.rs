//! Ara's shanten problem sets: 40,000 closed hands whose completeness in each form is known
//! from a third party (a shanten number of -1 is a complete hand). Provenance and format:
//! `tests/data/ara-shanten/SOURCES.md`.

use hupai::mahjong::backtrack::counts::{self, NO_LIMIT};
use hupai::mahjong::backtrack::list::{self, TileList};
use hupai::mahjong::backtrack::shanten;
use hupai::{Checker, Forms, Hand, Shanten};

/// One problem set: its text and what its columns must add up to.
struct ProblemSet {
    name: &'static str,
    text: &'static str,
    /// Standard-form shanten histogram, (shanten, hands).
    histogram: &'static [(i8, usize)],
    /// Hands complete as seven pairs and as thirteen orphans.
    seven_pairs: usize,
    thirteen_orphans: usize,
    /// Hands complete in any form.
    complete: usize,
}

const SETS: [ProblemSet; 4] = [
    ProblemSet {
        name: "p_normal",
        text: include_str!("../data/ara-shanten/p_normal_10000.txt"),
        histogram: &[
            (0, 6),
            (1, 215),
            (2, 1619),
            (3, 4096),
            (4, 2977),
            (5, 953),
            (6, 130),
            (7, 4),
        ],
        seven_pairs: 0,
        thirteen_orphans: 0,
        complete: 0,
    },
    ProblemSet {
        name: "p_hon",
        text: include_str!("../data/ara-shanten/p_hon_10000.txt"),
        histogram: &[
            (-1, 2),
            (0, 114),
            (1, 1497),
            (2, 4160),
            (3, 3452),
            (4, 730),
            (5, 45),
        ],
        seven_pairs: 0,
        thirteen_orphans: 0,
        complete: 2,
    },
    ProblemSet {
        name: "p_tin",
        text: include_str!("../data/ara-shanten/p_tin_10000.txt"),
        histogram: &[(-1, 1116), (0, 7893), (1, 984), (2, 6), (3, 1)],
        seven_pairs: 27,
        thirteen_orphans: 0,
        complete: 1131,
    },
    ProblemSet {
        name: "p_koku",
        text: include_str!("../data/ara-shanten/p_koku_10000.txt"),
        histogram: &[
            (0, 3),
            (1, 165),
            (2, 1320),
            (3, 3594),
            (4, 3351),
            (5, 1363),
            (6, 194),
            (7, 10),
        ],
        seven_pairs: 1,
        thirteen_orphans: 10,
        complete: 11,
    },
];

/// One line: the hand's counts and its shanten in the standard form, thirteen orphans and seven
/// pairs.
struct Problem {
    counts: [u8; 34],
    standard: i8,
    orphans: i8,
    pairs: i8,
}

fn parse_line(set: &str, number: usize, line: &str) -> Problem {
    let at = || format!("{set} line {number}: {line:?}");
    let fields: Vec<i64> = line
        .split(' ')
        .map(|f| f.parse().unwrap_or_else(|_| panic!("{}", at())))
        .collect();
    assert_eq!(fields.len(), 17, "{}", at());
    let mut counts = [0u8; 34];
    let mut previous = 0;
    for &id in &fields[..14] {
        assert!((0..34).contains(&id), "{}", at());
        assert!(id >= previous, "tiles not sorted: {}", at());
        previous = id;
        counts[id as usize] += 1;
    }
    let shanten = |i: usize| {
        let s = fields[i];
        assert!((-1..=13).contains(&s), "{}", at());
        s as i8
    };
    Problem {
        counts,
        standard: shanten(14),
        orphans: shanten(15),
        pairs: shanten(16),
    }
}

fn problems(set: &ProblemSet) -> Vec<Problem> {
    // CRLF line ends, the last line terminated too.
    assert!(set.text.ends_with("\r\n"), "{}", set.name);
    let lines: Vec<&str> = set.text.split("\r\n").collect();
    let (last, lines) = lines.split_last().expect("a line");
    assert_eq!(*last, "", "{}", set.name);
    lines
        .iter()
        .enumerate()
        .map(|(i, line)| parse_line(set.name, i + 1, line))
        .collect()
}

fn describe(counts: &[u8; 34]) -> String {
    Hand::from_counts(counts, 0)
        .map(|h| h.to_string())
        .unwrap_or_else(|e| format!("{counts:?} ({e})"))
}

#[test]
fn files_are_whole() {
    for set in &SETS {
        let problems = problems(set);
        assert_eq!(problems.len(), 10_000, "{}", set.name);
        let mut histogram = std::collections::BTreeMap::new();
        for p in &problems {
            *histogram.entry(p.standard).or_insert(0usize) += 1;
            assert!(p.counts.iter().all(|&n| n <= 4), "{}", set.name);
        }
        let expected: std::collections::BTreeMap<i8, usize> =
            set.histogram.iter().copied().collect();
        assert_eq!(histogram, expected, "{}", set.name);
        let count = |f: fn(&Problem) -> bool| problems.iter().filter(|p| f(p)).count();
        assert_eq!(count(|p| p.pairs == -1), set.seven_pairs, "{}", set.name);
        assert_eq!(
            count(|p| p.orphans == -1),
            set.thirteen_orphans,
            "{}",
            set.name
        );
        assert_eq!(
            count(|p| p.standard == -1 || p.pairs == -1 || p.orphans == -1),
            set.complete,
            "{}",
            set.name
        );
    }
}

#[test]
fn table_checker_agrees_with_every_form_of_every_hand() {
    let checker = Checker::default();
    for set in &SETS {
        let mut standard = 0;
        let mut complete = 0;
        for (line, p) in problems(set).iter().enumerate() {
            let hand = Hand::from_counts(&p.counts, 0).unwrap();
            let at = || format!("{} line {}: {}", set.name, line + 1, describe(&p.counts));
            let forms = checker.forms(&hand).unwrap();
            assert_eq!(
                forms.contains(Forms::STANDARD),
                p.standard == -1,
                "standard, {}",
                at()
            );
            assert_eq!(
                forms.contains(Forms::SEVEN_PAIRS),
                p.pairs == -1,
                "seven pairs, {}",
                at()
            );
            assert_eq!(
                forms.contains(Forms::THIRTEEN_ORPHANS),
                p.orphans == -1,
                "thirteen orphans, {}",
                at()
            );
            let any = p.standard == -1 || p.pairs == -1 || p.orphans == -1;
            assert_eq!(forms.is_empty(), !any, "{}", at());
            assert_eq!(checker.is_complete(&hand).unwrap(), any, "{}", at());
            assert_eq!(
                checker.is_complete_counts(&p.counts, 0).unwrap(),
                any,
                "{}",
                at()
            );
            let decomposition = checker.decompose(&hand).unwrap();
            assert_eq!(decomposition.is_some(), p.standard == -1, "{}", at());
            if let Some(d) = decomposition {
                assert_eq!(d.groups.len(), 4, "{}: {d}", at());
                let mut used = [0u8; 34];
                for g in std::iter::once(&d.pair).chain(&d.groups) {
                    assert_eq!(g.joker_tiles().count(), 0, "{}: {d}", at());
                    for t in g.tiles() {
                        used[t.index()] += 1;
                    }
                }
                assert_eq!(used, p.counts, "{}: {d}", at());
            }
            standard += usize::from(p.standard == -1);
            complete += usize::from(any);
        }
        let expected_standard = set
            .histogram
            .iter()
            .find(|&&(s, _)| s == -1)
            .map_or(0, |&(_, n)| n);
        assert_eq!(standard, expected_standard, "{}", set.name);
        assert_eq!(complete, set.complete, "{}", set.name);
    }
}

#[test]
fn both_backtracking_baselines_agree_with_every_hand() {
    let mut standard_found = 0;
    for set in &SETS {
        for (line, p) in problems(set).iter().enumerate() {
            let at = || format!("{} line {}: {}", set.name, line + 1, describe(&p.counts));
            let standard = p.standard == -1;
            let pairs = p.pairs == -1;
            let orphans = p.orphans == -1;
            // (b): counts, with and without the four-copy limit (no jokers, so neither binds).
            assert_eq!(
                counts::is_standard(&p.counts, 0, &NO_LIMIT),
                standard,
                "(b) standard, {}",
                at()
            );
            assert_eq!(
                counts::is_standard(&p.counts, 0, &[4; 34]),
                standard,
                "(b) standard with limits, {}",
                at()
            );
            assert_eq!(
                counts::is_seven_pairs(&p.counts, 0, false),
                pairs,
                "(b) seven pairs, {}",
                at()
            );
            assert_eq!(
                counts::is_thirteen_orphans(&p.counts, 0),
                orphans,
                "(b) thirteen orphans, {}",
                at()
            );
            // (a): the sorted tile list.
            let tiles = TileList::from_counts(&p.counts).expect("14 tiles");
            assert_eq!(tiles.as_slice().len(), 14, "{}", at());
            assert_eq!(
                list::is_standard(&tiles),
                standard,
                "(a) standard, {}",
                at()
            );
            assert_eq!(
                list::is_seven_pairs(&tiles, false),
                pairs,
                "(a) seven pairs, {}",
                at()
            );
            assert_eq!(
                list::is_thirteen_orphans(&tiles),
                orphans,
                "(a) thirteen orphans, {}",
                at()
            );
            assert_eq!(
                list::is_complete(&tiles, true, false, true),
                standard || pairs || orphans,
                "(a) complete, {}",
                at()
            );
            standard_found += usize::from(standard);
        }
    }
    assert_eq!(standard_found, 2 + 1116);
}

/// Every hand's three columns, as `shanten` answers them.
fn every_column_agrees(shanten: impl Fn(&Hand) -> Shanten) {
    for set in &SETS {
        for (line, p) in problems(set).iter().enumerate() {
            let at = || format!("{} line {}: {}", set.name, line + 1, describe(&p.counts));
            let found = shanten(&Hand::from_counts(&p.counts, 0).unwrap());
            assert_eq!(found.standard, Some(p.standard), "standard, {}", at());
            assert_eq!(found.seven_pairs, Some(p.pairs), "seven pairs, {}", at());
            assert_eq!(
                found.thirteen_orphans,
                Some(p.orphans),
                "thirteen orphans, {}",
                at()
            );
        }
    }
}

#[test]
fn shanten_search_agrees_with_every_column_of_every_hand() {
    let checker = Checker::default();
    every_column_agrees(|hand| shanten::of_hand(&checker, hand).unwrap());
}

#[test]
fn table_shanten_agrees_with_every_column_of_every_hand() {
    let checker = Checker::default();
    every_column_agrees(|hand| checker.shanten(hand).unwrap());
}
