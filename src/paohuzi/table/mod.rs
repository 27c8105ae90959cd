//! Per-case tables for a rule set: the generator's output, built once per scoring variant.
//!
//! Only the scoring and `yiwushi` change what a case vector is worth, so four variants cover
//! every rule set (`min_huxi` moves the win line, `mixed_erqishi` adds a cross-case group the
//! check enumerates). The default scoring's tables are baked by `build.rs` as a table file
//! (the layout of `tables/FORMAT.md`) and read in place; the other variants are generated on
//! first use and kept for the life of the process. A table file of any
//! variant can be read with [`CaseTables::from_file`].

use crate::base::generator::paohuzi::{
    self as generator, CaseCounts, CaseValues, IMPOSSIBLE, KEYS,
};
use crate::base::variant::Scoring;
use crate::file::{RuleSet, SectionProblem, TableFile, TableFileError};
use crate::paohuzi::card::{Card, Case};
use crate::paohuzi::rules::Rules;
use std::borrow::Cow;
use std::sync::OnceLock;
use zerocopy::FromBytes;

mod reach;
pub(crate) mod wang;

pub(crate) use reach::{Entry, MINUS_ONE, MINUS_TWO, PLUS, Reach, field, groups_holding};

/// Best scores of one case: per base-3 key, `[without a pair, with one pair]`.
#[derive(Debug)]
pub struct CaseTable {
    /// Generated and owned, or the baked bytes borrowed.
    entries: Cow<'static, [[u8; 2]]>,
}

impl CaseTable {
    /// Every key's entry, `[without a pair, with one]`, 255 when no decomposition exists.
    pub fn entries(&self) -> &[[u8; 2]] {
        &self.entries
    }

    /// The best score of a case vector with (`pair`) or without its one pair, `None` when
    /// no such decomposition exists. Counts above 2 never decompose and read as `None`.
    pub fn best(&self, counts: &CaseCounts, pair: bool) -> Option<u8> {
        if counts.iter().any(|&c| c > generator::MAX_COUNT) {
            return None;
        }
        self.by_key(generator::key(counts), pair)
    }

    /// As [`best`](Self::best), by key.
    pub fn by_key(&self, key: u32, pair: bool) -> Option<u8> {
        self.entries
            .get(key as usize)
            .map(|e| e[usize::from(pair)])
            .filter(|&v| v != IMPOSSIBLE)
    }

    /// Number of keys (59,049).
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the table has no keys; never for a generated, baked or validated table.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

/// What each in-case shape scores for a case under a rule set.
pub fn case_values(case: Case, scoring: Scoring, yiwushi: bool) -> CaseValues {
    let card = |rank: u8| Card::new(case, rank);
    let pts = |ranks: &[u8]| -> u8 {
        ranks
            .iter()
            .filter_map(|&r| card(r))
            .map(|c| c.points() as u8)
            .sum()
    };
    let scoring_group = if case == Case::Big { 6 } else { 3 };
    match scoring {
        Scoring::Huxi => {
            let mut run = [0; 8];
            run[0] = scoring_group;
            CaseValues {
                run,
                erqishi: scoring_group,
                yiwushi: yiwushi.then_some(scoring_group),
                pair: [0; 10],
            }
        }
        Scoring::RedBlack => {
            let mut run = [0; 8];
            let mut pair = [0; 10];
            for r in 1..=10u8 {
                if r <= 8 {
                    run[usize::from(r - 1)] = pts(&[r, r + 1, r + 2]);
                }
                pair[usize::from(r - 1)] = pts(&[r, r]);
            }
            CaseValues {
                run,
                erqishi: pts(&[2, 7, 10]),
                yiwushi: yiwushi.then(|| pts(&[1, 5, 10])),
                pair,
            }
        }
    }
}

/// The two case tables of a scoring variant.
#[derive(Debug)]
pub struct CaseTables {
    /// The small case's (一..十) table, keyed by counts of ranks 1..=10.
    pub small: CaseTable,
    /// The big case's (壹..拾) table, keyed by counts of ranks 1..=10.
    pub big: CaseTable,
    /// The scoring variant the values are for.
    scoring: Scoring,
    yiwushi: bool,
    /// What the waits read, derived from these tables on first use and kept with them.
    reach: OnceLock<Reach>,
    /// The tables with 王, generated on first use and kept with these.
    wang: OnceLock<wang::WangTables>,
}

impl CaseTables {
    /// Builds the tables of a variant (no caching).
    pub fn generate(scoring: Scoring, yiwushi: bool) -> CaseTables {
        #[cfg(test)]
        GENERATED.with(|n| n.set(n.get() + 1));
        let make = |case| CaseTable {
            entries: Cow::Owned(generator::build(&case_values(case, scoring, yiwushi))),
        };
        CaseTables {
            small: make(Case::Small),
            big: make(Case::Big),
            scoring,
            yiwushi,
            reach: OnceLock::new(),
            wang: OnceLock::new(),
        }
    }

    /// The tables of `rules` from a table file, copied out (2 x 118,098 bytes); refused when
    /// the file holds another game's or another scoring variant's tables.
    ///
    /// # Errors
    ///
    /// [`TableFileError::WrongRules`] when the file holds mahjong tables or those of another
    /// scoring or `yiwushi` setting than `rules`; [`TableFileError::Section`] if a section
    /// is not a whole number of two-byte entries, which a validated file never is.
    pub fn from_file(file: &TableFile<'_>, rules: &Rules) -> Result<CaseTables, TableFileError> {
        let [small, big] = file.paohuzi_cases(rules)?;
        let copy = |entries: &[[u8; 2]]| CaseTable {
            entries: Cow::Owned(entries.to_vec()),
        };
        Ok(CaseTables {
            small: copy(small),
            big: copy(big),
            scoring: rules.scoring,
            yiwushi: rules.yiwushi,
            reach: OnceLock::new(),
            wang: OnceLock::new(),
        })
    }

    /// The default scoring's tables as `build.rs` baked them, read in place; `None` in a
    /// build without the `dense` feature.
    pub fn baked() -> Option<CaseTables> {
        let file = crate::file::baked::baked_paohuzi()?;
        let rules = Rules::default();
        let [small, big] = file
            .paohuzi_cases(&rules)
            .expect("build.rs bakes the default scoring's tables");
        Some(CaseTables {
            small: CaseTable {
                entries: Cow::Borrowed(small),
            },
            big: CaseTable {
                entries: Cow::Borrowed(big),
            },
            scoring: rules.scoring,
            yiwushi: rules.yiwushi,
            reach: OnceLock::new(),
            wang: OnceLock::new(),
        })
    }

    /// Whether these are the tables `rules` need (the scoring and `yiwushi` decide them).
    pub fn answers(&self, rules: &Rules) -> bool {
        (self.scoring, self.yiwushi) == (rules.scoring, rules.yiwushi)
    }

    /// The tables a rule set needs: the baked ones for the default scoring, the others
    /// generated on first use; kept and shared afterwards.
    pub fn for_rules(rules: &Rules) -> &'static CaseTables {
        static CACHE: [OnceLock<CaseTables>; 4] = [const { OnceLock::new() }; 4];
        let index =
            usize::from(rules.scoring == Scoring::RedBlack) * 2 + usize::from(rules.yiwushi);
        CACHE[index].get_or_init(|| {
            let default = Rules::default();
            let baked = (rules.scoring, rules.yiwushi) == (default.scoring, default.yiwushi);
            baked
                .then(CaseTables::baked)
                .flatten()
                .unwrap_or_else(|| CaseTables::generate(rules.scoring, rules.yiwushi))
        })
    }

    /// Per key, what one card more or fewer does and what the key scores: the entries the
    /// waits scan reads, derived from these tables on first use and kept.
    pub(crate) fn reach(&self) -> &Reach {
        self.reach.get_or_init(|| Reach::build(self))
    }

    /// The tables with 王 of this scoring variant, generated on first use and kept.
    pub(crate) fn wang(&self) -> &wang::WangTables {
        self.wang
            .get_or_init(|| wang::WangTables::build(self.scoring, self.yiwushi))
    }

    /// The table of one case: [`small`](Self::small) or [`big`](Self::big).
    pub fn case(&self, case: Case) -> &CaseTable {
        match case {
            Case::Small => &self.small,
            Case::Big => &self.big,
        }
    }
}

#[cfg(test)]
thread_local! {
    /// How many times this thread generated case tables, for the test that proves which
    /// checkers never do.
    static GENERATED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// How many times the calling thread has generated case tables.
#[cfg(test)]
pub(crate) fn generated_on_this_thread() -> usize {
    GENERATED.with(std::cell::Cell::get)
}

/// Pattern counts of one case, as `hupai tables stats` reports them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PatternStats {
    /// Count vectors of one case (3^10).
    pub keys: usize,
    /// Non-empty vectors made of at most five runs / 二七十 (the groups a dealt hand can hold
    /// in one case), without a pair.
    pub without_pair: usize,
    /// The same with one pair added.
    pub with_pair: usize,
    /// Non-empty vectors that decompose at all, into any number of groups, without a pair.
    pub decomposable_without_pair: usize,
    /// Non-empty vectors that decompose at all, into any number of groups, with one pair.
    pub decomposable_with_pair: usize,
}

/// The per-case pattern counts of a rule set (`yiwushi` adds 一五十 as a group).
pub fn pattern_stats(rules: &Rules) -> PatternStats {
    let (without, with) = generator::patterns(5, rules.yiwushi);
    let t = &CaseTables::for_rules(rules).small;
    let decomposable = |pair| {
        (1..KEYS as u32)
            .filter(|&k| t.by_key(k, pair).is_some())
            .count()
    };
    PatternStats {
        keys: KEYS,
        without_pair: without.len(),
        with_pair: with.len(),
        decomposable_without_pair: decomposable(false),
        decomposable_with_pair: decomposable(true),
    }
}

impl<'a> TableFile<'a> {
    /// The Paohuzi per-case entries (small case, big case), if the file holds those of the
    /// rules' scoring variant: per base-3 key, `[best without a pair, best with one]`.
    ///
    /// # Errors
    ///
    /// [`TableFileError::WrongRules`] when the file holds mahjong tables or another Paohuzi
    /// scoring variant's (scoring or `yiwushi`), and [`TableFileError::Section`] with
    /// [`SectionProblem::ItemLen`] if a section is not a whole number of two-byte entries,
    /// which a file that passed [`from_bytes`](Self::from_bytes) never is.
    pub fn paohuzi_cases(&self, rules: &Rules) -> Result<[&'a [[u8; 2]]; 2], TableFileError> {
        self.expect_rules(RuleSet::of_paohuzi_rules(rules))?;
        let case = |index: usize| {
            <[[u8; 2]]>::ref_from_bytes(self.section(index)).map_err(|_| TableFileError::Section {
                index,
                problem: SectionProblem::ItemLen {
                    found: 1,
                    expected: 2,
                },
            })
        };
        Ok([case(0)?, case(1)?])
    }
}
