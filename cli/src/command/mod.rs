//! The command line: argument definitions, rule options, and the status each command exits with.
//!
//! Exit status is part of the interface, so it is decided here for every command: 0 for
//! success, 1 when `batch` met lines it could not check (it still checks the rest), 2 for a
//! hand, rule or argument that makes the whole command impossible, or output that could not be
//! written; 141, quietly, when the reader of the output closed the pipe early (`exit`).

mod batch;
mod bench;
mod check;
mod efficiency;
mod exit;
mod explain;
mod phz;
mod shanten;
mod tables;
mod waits;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use exit::Failure;
use hupai::mahjong::{RULE_DOCS, RuleDoc};
use hupai::paohuzi;
use hupai::table::Tables;
use hupai::{Checker, Rules, Tile};
use hupai_cli::json;
use std::ffi::OsString;
use std::fmt::Write as _;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Mahjong and Paohuzi hands decided by precomputed per-suit lookup tables.
#[derive(Debug, Parser)]
#[command(name = "hupai", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Whether one hand is complete, in which forms, and one standard decomposition.
    Check(check::Args),
    /// What a hand of 3n+1 tiles waits on, with the forms each tile completes.
    Waits(waits::Args),
    /// Every standard-form decomposition of a complete hand, one per line.
    Explain(explain::Args),
    /// How many tiles a hand is from waiting (shanten), in each form.
    ///
    /// -1 is complete, 0 waiting. A hand of 3n+1 or 3n+2 concealed tiles; a form that the
    /// rules turn off, or that the hand cannot reach (seven pairs beside a meld), has none.
    Shanten(shanten::Args),
    /// The draws that lower a 3n+1 hand's shanten, or every discard of a 3n+2 hand ranked.
    ///
    /// Each effective kind comes with its copies still unseen: four less the hand's, its
    /// melds' and those of --visible. Discards are ranked by the shanten they leave, then by
    /// the unseen tiles that lower it, then in tile order.
    Efficiency(efficiency::Args),
    /// Answer one hand per line (--mode check, waits, explain, shanten or efficiency), one JSON object per line in order.
    Batch(batch::Args),
    /// Time every checker on the same seeded hands.
    Bench(bench::Args),
    /// The tables: their statistics, and table files to build and verify.
    #[command(subcommand)]
    Tables(tables::Command),
    /// Paohuzi (跑胡子/字牌): check, win-on, actions, waits, batch.
    #[command(subcommand)]
    Phz(phz::Command),
}

/// The rule options `check` and `batch` share.
#[derive(Debug, clap::Args)]
pub struct RuleArgs {
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

    /// The default rules with the options applied in order, `--joker` last.
    fn rules(&self) -> Result<Rules, Failure> {
        let mut rules = Rules::from_options(self.rules.iter().map(String::as_str))
            .map_err(|e| Failure::Message(format!("--rule: {e}")))?;
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
fn rule_help(docs: &[RuleDoc]) -> String {
    let mut help = String::from("Rule keys (--rule KEY=VALUE):\n");
    for doc in docs {
        let _ = writeln!(
            help,
            "  {}={}  (default: {})\n      {}",
            doc.key, doc.values, doc.default, doc.meaning
        );
    }
    help
}

/// Parses a command line (the program's name first), the rule keys in the help of the commands
/// that take rules.
fn parse<T: Into<OsString> + Clone>(args: impl IntoIterator<Item = T>) -> Result<Cli, clap::Error> {
    let help = rule_help(RULE_DOCS);
    Cli::command()
        .mut_subcommand("check", |c| c.after_help(help.clone()))
        .mut_subcommand("waits", |c| c.after_help(help.clone()))
        .mut_subcommand("explain", |c| c.after_help(help.clone()))
        .mut_subcommand("shanten", |c| c.after_help(help.clone()))
        .mut_subcommand("efficiency", |c| c.after_help(help.clone()))
        .mut_subcommand("batch", |c| {
            c.after_help(help).mut_arg("visible", |a| {
                a.help("With --mode efficiency: the tiles seen elsewhere, as `efficiency --visible` takes them, for every line")
            })
        })
        .mut_subcommand("phz", |phz| {
            let help = rule_help(paohuzi::RULE_DOCS);
            phz.mut_subcommands(|c| c.after_help(help.clone()))
        })
        .try_get_matches_from(args)
        .and_then(|matches| Cli::from_arg_matches(&matches))
}

/// Parses the arguments, runs the command and turns its outcome into an exit status.
pub fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    let cli = match parse(&args) {
        Ok(cli) => cli,
        Err(e) => return exit::answered_by_clap(&e, &args, |quoted| parse(quoted).err()),
    };
    let result = match &cli.command {
        Command::Check(args) => check::run(args),
        Command::Waits(args) => waits::run(args),
        Command::Explain(args) => explain::run(args),
        Command::Shanten(args) => shanten::run(args),
        Command::Efficiency(args) => efficiency::run(args),
        Command::Batch(args) => batch::run(args),
        Command::Bench(args) => bench::run(args),
        Command::Tables(command) => tables::run(command),
        Command::Phz(command) => phz::run(command),
    };
    result.unwrap_or_else(Failure::end)
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
