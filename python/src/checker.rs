//! `hupai.Checker`: the mahjong checker, over the built-in tables or a table file's.
//!
//! It is immutable once built (a frozen class), so one checker can be shared by any number of
//! threads without a lock; it pickles as its rule options and table path, and is rebuilt from
//! them where it is unpickled, since tables are far larger than the recipe for finding them.

use crate::check::Check;
use crate::decomposition::Decomposition;
use crate::efficiency::Efficiency;
use crate::errors::TableError;
use crate::shanten::Shanten;
use crate::waits;
use crate::{counts, rules};
use hupai::table::{Dense, Tables};
use hupai::{Echo, Rules, parse_hand};
use numpy::PyArray1;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};
use std::path::PathBuf;

/// Where a checker's tables come from.
enum Source {
    /// The built-in tables.
    Builtin(hupai::Checker),
    /// A table file, read and verified when the checker was built.
    File { path: PathBuf, tables: Tables },
}

/// Decides mahjong hands under one rule set.
///
/// `rules` is None (the default rules), a dict such as `{"joker": "7z"}` or a list of
/// `"KEY=VALUE"` strings such as `["joker=7z"]`; the keys are those of `hupai check --help`.
/// `tables` is the path of a table file (`hupai tables build`) to use instead of the built-in
/// tables, kept as an absolute path. Raises RuleError for a bad rule and TableError, naming the
/// file, for a table file that cannot be used.
///
/// A checker is immutable: share one between threads freely. It pickles as its rules and
/// table path.
#[pyclass(frozen, module = "hupai", name = "Checker")]
pub struct Checker {
    options: Vec<String>,
    rules: Rules,
    source: Source,
}

impl Checker {
    /// The Rust checker, borrowing this one's tables.
    pub fn checker(&self) -> hupai::Checker<Dense<'_>> {
        match &self.source {
            Source::Builtin(checker) => *checker,
            Source::File { tables, .. } => hupai::Checker::with_file(self.rules, tables)
                .expect("the file's tables were matched to the rules when the checker was built"),
        }
    }

    /// The table file's path, if the checker reads one.
    fn path(&self) -> Option<&PathBuf> {
        match &self.source {
            Source::Builtin(_) => None,
            Source::File { path, .. } => Some(path),
        }
    }
}

#[pymethods]
impl Checker {
    #[new]
    #[pyo3(signature = (rules = None, tables = None))]
    fn new(rules: Option<&Bound<'_, PyAny>>, tables: Option<PathBuf>) -> PyResult<Checker> {
        let options = rules::options(rules)?;
        let rules = Rules::from_options(options.iter().map(String::as_str))
            .map_err(|e| crate::errors::RuleError::new_err(e.to_string()))?;
        let source = match tables {
            None => Source::Builtin(hupai::Checker::new(rules)),
            Some(path) => {
                // Absolute, so that a pickled checker finds its file from any working folder.
                let path = std::path::absolute(&path).unwrap_or(path);
                let named = |e: &dyn std::fmt::Display| {
                    let file = path.display().to_string();
                    TableError::new_err(format!("{}: {e}", Echo(&file)))
                };
                let tables = Tables::open(&path).map_err(|e| named(&e))?;
                if let Err(e) = hupai::Checker::with_file(rules, &tables) {
                    return Err(named(&e));
                }
                Source::File { path, tables }
            }
        };
        Ok(Checker {
            options,
            rules,
            source,
        })
    }

    /// The rule options the checker was built with, as "KEY=VALUE" strings.
    #[getter]
    fn rules(&self) -> Vec<String> {
        self.options.clone()
    }

    /// The table file the checker reads (its absolute path), or None for the built-in tables.
    #[getter]
    fn tables(&self) -> Option<PathBuf> {
        self.path().cloned()
    }

    /// Whether the hand (mpsz notation, e.g. "123m456p789s11z[777z]") is complete in any form
    /// the rules allow. Raises HandError for a hand that cannot be read or checked.
    fn is_complete(&self, hand: &str) -> PyResult<bool> {
        let parsed = parse_hand(hand).map_err(crate::errors::hand)?;
        self.checker()
            .is_complete(&parsed)
            .map_err(crate::errors::hand)
    }

    /// The hand checked: a Check (win, forms, decomposition), whose to_dict() is the object of
    /// `hupai check --json`. Raises HandError for a hand that cannot be read or checked.
    fn check(slf: &Bound<'_, Self>, hand: &str) -> PyResult<Check> {
        let parsed = parse_hand(hand).map_err(crate::errors::hand)?;
        let forms = slf
            .get()
            .checker()
            .forms(&parsed)
            .map_err(crate::errors::hand)?;
        let this = slf.clone().unbind();
        let decompose = Box::new(move |hand: &_| this.get().checker().decompose(hand));
        Ok(Check::new(parsed, forms, decompose))
    }

    /// What a hand of 3n+1 tiles waits on: one Wait (tile, forms, dead) per tile, in tile
    /// order, whose to_dict() is one of the "waits" of `hupai waits --json`; empty when the
    /// hand waits on nothing. Raises HandError for a hand that cannot be read or checked.
    fn waits<'py>(&self, py: Python<'py>, hand: &str) -> PyResult<Bound<'py, PyList>> {
        waits::waits(py, &self.checker(), hand)
    }

    /// Every standard-form decomposition of the hand, then under knitted=true every knitted
    /// straight one: a list of Decomposition (pair, groups, melds, knitted), whose to_dict()
    /// is one of the "decompositions" of `hupai explain --json`; empty for a hand that is not
    /// complete in those forms. Raises HandError for a hand that cannot be read or checked.
    fn decompositions<'py>(&self, py: Python<'py>, hand: &str) -> PyResult<Bound<'py, PyList>> {
        let parsed = parse_hand(hand).map_err(crate::errors::hand)?;
        let checker = self.checker();
        let standard = checker
            .decompositions(&parsed)
            .map_err(crate::errors::hand)?;
        let knitted = checker
            .knitted_decompositions(&parsed)
            .map_err(crate::errors::hand)?;
        let all = standard.iter().map(Decomposition::from_standard);
        let all = all.chain(knitted.into_iter().map(Decomposition::from_knitted));
        crate::object::list(py, all)
    }

    /// How far the hand is from complete (shanten, 向听数): a Shanten (least, forms), -1 for
    /// complete, 0 for waiting, None for a form that is off or out of reach, whose to_dict()
    /// is the object of `hupai shanten --json`. Takes 3n+1 or 3n+2 concealed tiles. Raises
    /// HandError for a hand that cannot be read or checked.
    fn shanten(&self, hand: &str) -> PyResult<Shanten> {
        Shanten::of(&self.checker(), hand)
    }

    /// The hand's tile efficiency: an Efficiency, whose to_dict() is the object of `hupai
    /// efficiency --json`. For 3n+1 tiles its shanten, "tiles" (the kinds whose draw lowers
    /// the shanten, each an EffectiveTile with its copies still unseen as "remaining") and
    /// "total"; for 3n+2 tiles its shanten and "discards", one Discard per discard (tile, and
    /// the shanten, tiles and total of the hand it leaves), best first. `visible` is the tiles
    /// seen elsewhere in mpsz notation, such as "1m1m5z", counted per kind. Raises HandError
    /// for a hand or visible tiles that cannot be read, or that hold more than four of a kind
    /// between them.
    #[pyo3(signature = (hand, visible = None))]
    fn efficiency(&self, hand: &str, visible: Option<&str>) -> PyResult<Efficiency> {
        Efficiency::of(&self.checker(), hand, visible)
    }

    /// Whether each row of counts is complete: `counts` is a numpy uint8 array of shape
    /// (N, 34) (or (34,) for one hand) giving the concealed copies of each kind in the order
    /// 1m..9m 1p..9p 1s..9s 1z..7z, read in place; `jokers` is the number of jokers held
    /// beside them, one int for every row or a uint8 array of shape (N,). Returns a bool array
    /// of shape (N,). The rows are checked on `threads` threads (None: one per core) with the
    /// GIL released. Raises TypeError or ValueError for arrays of another type or shape and
    /// HandError, naming the first such row, for a row that is not a hand.
    #[pyo3(
        signature = (counts, jokers = None, threads = None),
        text_signature = "($self, counts, jokers=0, threads=None)"
    )]
    fn is_complete_counts<'py>(
        &self,
        py: Python<'py>,
        counts: &Bound<'py, PyAny>,
        jokers: Option<&Bound<'py, PyAny>>,
        threads: Option<usize>,
    ) -> PyResult<Bound<'py, PyArray1<bool>>> {
        let checker = self.checker();
        let answer = counts::EachRow(|row: &[u8; counts::KINDS], jokers| {
            checker.is_complete_counts(row, jokers)
        });
        counts::answer_rows(py, counts, jokers, threads, answer)
    }

    /// The shanten of each row of counts: the least over the forms the rules enable, -1 for
    /// a complete row (3n+2 tiles), 0 for a waiting one (3n+1), `s` for `s` tiles from
    /// waiting, and 127 (`hupai.SHANTEN_NONE`, the C library's `HUPAI_SHANTEN_NONE`) for a row
    /// that no form reaches. `counts`, `jokers` and `threads` are as for `is_complete_counts`:
    /// uint8 counts of shape (N, 34) (or (34,) for one hand) in the order 1m..9m 1p..9p
    /// 1s..9s 1z..7z, read in place, each row 3n+1 or 3n+2 concealed tiles with its jokers
    /// and no melds. Returns an int8 array of shape (N,). The rows are answered on `threads`
    /// threads (None: one per core) with the GIL released. Raises TypeError or ValueError for
    /// arrays of another type or shape and HandError, naming the first such row, for a row
    /// that is not a hand.
    #[pyo3(
        signature = (counts, jokers = None, threads = None),
        text_signature = "($self, counts, jokers=0, threads=None)"
    )]
    fn shanten_counts<'py>(
        &self,
        counts: &Bound<'py, PyAny>,
        jokers: Option<&Bound<'py, PyAny>>,
        threads: Option<usize>,
    ) -> PyResult<Bound<'py, PyArray1<i8>>> {
        let checker = self.checker();
        counts::answer_rows(
            counts.py(),
            counts,
            jokers,
            threads,
            counts::Shanten(checker),
        )
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let this = slf.get();
        let args = (this.options.clone(), this.path().cloned());
        (slf.get_type(), args).into_pyobject(py)
    }

    fn __repr__(&self) -> String {
        let tables = match self.path() {
            None => "None".to_owned(),
            Some(path) => format!("{:?}", path.display().to_string()),
        };
        format!("hupai.Checker(rules={:?}, tables={tables})", self.options)
    }
}
