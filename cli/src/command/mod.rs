//! The commands, one module each, and what they share: the rule, table and hand arguments,
//! and how an answer is printed.
//!
//! Exit status is part of the interface, so it is decided here for every command: 0 for
//! success, 1 when `batch` met lines it could not check (it still checks the rest), 2 for a
//! hand, rule or argument that makes the whole command impossible, or output that could not be
//! written; 141, quietly, when the reader of the output closed the pipe early (`exit`).

pub(crate) mod batch;
pub(crate) mod bench;
pub(crate) mod check;
pub(crate) mod efficiency;
pub(crate) mod exit;
pub(crate) mod explain;
pub(crate) mod paohuzi;
pub(crate) mod shanten;
pub(crate) mod tables;
pub(crate) mod waits;

use exit::Failure;
use hupai::mahjong::{Preset, RuleDoc};
use hupai::table::Tables;
use hupai::{Checker, Rules, Tile};
use hupai_cli::json;
use std::fmt::Write as _;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The rule options `check` and `batch` share.
#[derive(Debug, clap::Args)]
pub struct RuleArgs {
    /// A named rule set (the presets are listed below); --rule keys override its own.
    #[arg(long, value_name = "NAME")]
    preset: Option<String>,
    /// A rule option as KEY=VALUE; repeat it for several (the keys are listed below).
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    rules: Vec<String>,
    /// The designated joker kind: every tile of it is a joker, or none (same as --rule joker=KIND).
    #[arg(long, value_name = "KIND")]
    joker: Option<String>,
    #[command(flatten)]
    tables: TableArgs,
}

/// A table file to check with instead of the built-in tables, and how to load it.
#[derive(Debug, clap::Args)]
pub struct TableArgs {
    /// Check with the tables of a table file (see `hupai tables build`) instead of the
    /// built-in ones; the file must hold the rules' tables. It is read into memory and its
    /// checksum checked (a few ms), so changing the file afterwards changes nothing.
    #[arg(long, value_name = "FILE")]
    tables: Option<PathBuf>,
    /// Map the --tables file instead of reading it: no start-up cost, but the file must not
    /// be rewritten in place while hupai runs (replacing it by a rename, as `hupai tables
    /// build` does, is safe); a file truncated under the mapping kills the process.
    #[arg(long, requires = "tables")]
    mmap: bool,
}

impl TableArgs {
    /// The tables of `--tables`, if given, kept for the rest of the process.
    fn open(&self) -> Result<Option<&'static Tables>, Failure> {
        self.tables
            .as_deref()
            .map(|path| open_tables(path, self.mmap))
            .transpose()
    }
}

impl RuleArgs {
    /// The checker of these rules, over the tables of `--tables` when given.
    fn checker(&self) -> Result<Checker, Failure> {
        let rules = self.rules()?;
        match self.tables.open()? {
            None => Ok(Checker::new(rules)),
            Some(tables) => Checker::with_file(rules, tables).map_err(|e| tables_error(tables, e)),
        }
    }

    /// The default rules, or `--preset`'s, with the options applied in order, `--joker` last.
    fn rules(&self) -> Result<Rules, Failure> {
        let preset = self.preset.as_ref().map(|name| format!("preset={name}"));
        let options = preset.iter().chain(&self.rules).map(String::as_str);
        let mut rules =
            Rules::from_options(options).map_err(|e| Failure::Message(format!("--rule: {e}")))?;
        if let Some(kind) = &self.joker {
            if self
                .rules
                .iter()
                .any(|r| r.trim_start().starts_with("joker="))
            {
                return Err(Failure::Message(
                    "--joker and --rule joker=... both name the joker kind: give it once".into(),
                ));
            }
            rules.joker = match kind.as_str() {
                "none" => None,
                _ => Some(
                    kind.parse::<Tile>()
                        .map_err(|e| Failure::Message(format!("--joker: {e}")))?,
                ),
            };
        }
        Ok(rules)
    }
}

/// What the single-hand commands take: one hand, the rules (mahjong's by default, or
/// Paohuzi's), and the output form.
#[derive(Debug, clap::Args)]
pub struct HandArgs<R: clap::Args = RuleArgs> {
    /// The hand: mahjong in mpsz notation, e.g. 123m456p789s11z[777z]; Paohuzi in Chinese
    /// numerals or ASCII, e.g. 一二三壹贰叁[碰:九九九] or 123x123d[peng:999x]. Several words
    /// are joined into one hand.
    #[arg(required = true, value_name = "HAND")]
    hand: Vec<String>,
    #[command(flatten)]
    rules: R,
    /// Print one line of JSON instead of text.
    #[arg(long)]
    json: bool,
}

impl<R: clap::Args> HandArgs<R> {
    /// The hand's words joined with nothing, so that `hupai check 123m 456p` reads as one hand
    /// (both notations allow cards and groups to touch).
    fn text(&self) -> String {
        self.hand.concat()
    }
}

/// A table file read (or, with `mmap`, mapped) for the rest of the process, as the built-in
/// tables are.
fn open_tables(path: &Path, mmap: bool) -> Result<&'static Tables, Failure> {
    let tables = if mmap {
        // SAFETY: `--mmap` is the user's promise, stated in its help, that the file is not
        // changed in place while this process runs.
        unsafe { Tables::map(path) }
    } else {
        Tables::open(path)
    };
    tables
        .map(Tables::leak)
        .map_err(|e| Failure::over(&format!("--tables {}", path.display()), e))
}

/// An error about the tables of a `--tables` file, naming the file.
fn tables_error(tables: &Tables, e: impl std::fmt::Display) -> Failure {
    match tables.path() {
        Some(path) => Failure::over(&format!("--tables {}", path.display()), e),
        None => Failure::Message(format!("--tables: {e}")),
    }
}

/// Most worker threads a command starts: a pool's start-up grows with the square of its size,
/// and no machine this runs on has more cores.
const MAX_THREADS: usize = 1024;

/// Parses `--threads`: 1 to [`MAX_THREADS`] (leave the option out for one thread per CPU).
fn thread_count(text: &str) -> Result<usize, String> {
    let n: usize = text
        .parse()
        .map_err(|_| format!("`{text}` is not a number of threads"))?;
    match n {
        0 => Err("0 threads: give at least 1, or leave --threads out for one per CPU".into()),
        n if n > MAX_THREADS => Err(format!("{n} threads: at most {MAX_THREADS}")),
        n => Ok(n),
    }
}

/// A parser of a count from 1 to `max`, for sizes that allocate what they count.
fn count_up_to(max: usize) -> impl Fn(&str) -> Result<usize, String> + Clone {
    move |text| {
        let n: usize = text
            .parse()
            .map_err(|_| format!("`{text}` is not a count"))?;
        match n {
            0 => Err("0: give at least 1".into()),
            n if n > max => Err(format!("{n}: at most {max}")),
            n => Ok(n),
        }
    }
}

/// The rule keys with their values and defaults, for the help of the commands that take
/// `--rule`. Built from the rule set's docs so that a new key cannot be missing from the help.
pub(crate) fn rule_help(docs: &[RuleDoc], presets: &[Preset]) -> String {
    let mut help = String::from("Rule keys (--rule KEY=VALUE):\n");
    for doc in docs {
        let _ = writeln!(
            help,
            "  {}={}  (default: {})\n      {}",
            doc.key, doc.values, doc.default, doc.meaning
        );
    }
    if !presets.is_empty() {
        help.push_str(
            "\nPresets (--preset NAME, or --rule preset=NAME; --rule keys override them):\n",
        );
        for preset in presets {
            let _ = writeln!(
                help,
                "  {}: {}\n      {}",
                preset.name,
                preset.game,
                preset.options.join(" ")
            );
        }
    }
    help
}

/// Prints a single-hand command's answer and ends the command: with `--json` the object
/// `write_json` writes, on one line; otherwise the text `report` gives, for a person.
fn print_answer(
    json: bool,
    write_json: impl FnOnce(&mut Vec<u8>),
    report: impl FnOnce() -> String,
) -> Result<ExitCode, Failure> {
    let output = if json {
        let mut out = Vec::new();
        write_json(&mut out);
        out.push(b'\n');
        out
    } else {
        report().into_bytes()
    };
    emit(&output)?;
    Ok(ExitCode::SUCCESS)
}

/// Writes a command's whole output to standard output.
fn emit(text: &[u8]) -> Result<(), Failure> {
    let mut out = io::stdout().lock();
    out.write_all(text)?;
    out.flush()?;
    Ok(())
}
