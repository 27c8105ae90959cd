//! `hupai bench`: the timings `BENCHMARKS.md` quotes, so that anyone can reproduce them on their own
//! machine with one command.

use super::{Failure, emit};
use hupai::paohuzi;
use hupai::table::RuleSet;
use hupai::{Checker, Rules};
use hupai_cli::bench::threads::throughput;
use hupai_cli::bench::{BenchConfig, PASS_BUDGET, run as run_bench};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Hands to time each checker on, at most 5,000,000.
    #[arg(
        long,
        value_name = "N",
        default_value_t = BenchConfig::default().hands,
        value_parser = super::count_up_to(5_000_000)
    )]
    hands: usize,
    /// Seed of the hand generator (the same seed gives the same hands).
    #[arg(long, value_name = "S", default_value_t = BenchConfig::default().seed)]
    seed: u64,
    /// Time every class's methods N times over (1 to 100), a whole run apart, and report each
    /// one's fastest pass (the --threads batch is timed once): on a machine whose speed changes
    /// for seconds at a time (a shared VM), ratios then compare the methods rather than the
    /// moments they were timed in.
    #[arg(
        long,
        value_name = "N",
        default_value_t = BenchConfig::default().sweeps,
        value_parser = super::count_up_to(100)
    )]
    sweeps: usize,
    /// Also time the batch API on one thread and on N (1 to 1024), reporting hands/s for each.
    #[arg(long, value_name = "N", value_parser = super::thread_count)]
    threads: Option<usize>,
    /// Hands in the batch timed with --threads, at most 50,000,000 (32 bytes each).
    #[arg(
        long,
        value_name = "N",
        default_value_t = 10_000_000,
        requires = "threads",
        value_parser = super::count_up_to(50_000_000)
    )]
    batch: usize,
    /// Only the batch timing of --threads, not the per-class tables.
    #[arg(long, requires = "threads")]
    threads_only: bool,
    /// Time the checks through a table file instead of the built-in tables: a mahjong file
    /// for the mahjong classes, a Paohuzi file for the Paohuzi ones; each must hold the
    /// default rules' tables. Repeat it for both games.
    #[arg(long, value_name = "FILE")]
    tables: Vec<PathBuf>,
    /// Map the --tables files instead of reading them into memory (they must not be
    /// rewritten in place while the bench runs).
    #[arg(long, requires = "tables")]
    mmap: bool,
    /// Print the report as one JSON document.
    #[arg(long)]
    json: bool,
}

/// The default configuration with the checkers over the table files given.
fn config(args: &Args) -> Result<BenchConfig, Failure> {
    let mut config = BenchConfig {
        hands: args.hands,
        seed: args.seed,
        sweeps: args.sweeps,
        ..BenchConfig::default()
    };
    for path in &args.tables {
        let fail = |e: String| Failure::over(&format!("--tables {}", path.display()), e);
        let tables = super::open_tables(path, args.mmap)?;
        match tables.rules() {
            RuleSet::Mahjong(_) => {
                config.checker = Checker::with_file(Rules::default(), tables)
                    .map_err(|e| fail(e.to_string()))?;
            }
            RuleSet::Paohuzi { .. } => {
                let rules = paohuzi::Rules::default();
                let paohuzi = paohuzi::CaseTables::from_file(&tables.file(), &rules)
                    .map_err(|e| fail(e.to_string()))?;
                // Kept for the process, as the built-in tables are.
                config.paohuzi_checker =
                    paohuzi::Checker::with_tables(rules, Box::leak(Box::new(paohuzi)))
                        .map_err(|e| fail(e.to_string()))?;
            }
        }
    }
    Ok(config)
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let config = config(args)?;
    let report = if args.threads_only {
        None
    } else {
        Some(run_bench(&config).map_err(Failure::Message)?)
    };
    let scaling = match args.threads {
        Some(n) => Some(
            throughput(&config.checker, args.batch, n, args.seed, PASS_BUDGET)
                .map_err(Failure::Message)?,
        ),
        None => None,
    };
    let mut text = if args.json {
        let mut json = report.map_or_else(|| serde_json::json!({}), |r| r.to_json());
        if let Some(t) = &scaling {
            json["throughput"] = t.to_json();
        }
        if !args.tables.is_empty() {
            let files: Vec<String> = args
                .tables
                .iter()
                .map(|p| p.display().to_string())
                .collect();
            json["tables"] = files.into();
        }
        serde_json::to_string_pretty(&json)
            .map_err(|e| Failure::Message(format!("rendering the report: {e}")))?
    } else {
        let mut text = String::new();
        for path in &args.tables {
            let how = if args.mmap { "mapped" } else { "read" };
            text.push_str(&format!("tables {how} from {}\n", path.display()));
        }
        text.push_str(&report.map(|r| r.to_text()).unwrap_or_default());
        if let Some(t) = &scaling {
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(&t.to_text());
        }
        text
    };
    if !text.ends_with('\n') {
        text.push('\n');
    }
    emit(text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}
