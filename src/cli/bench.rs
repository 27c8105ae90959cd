//! `hupai bench`: the timings the README quotes, so that anyone can reproduce them on their own
//! machine with one command.

use super::{Failure, emit};
use hupai::bench::{BenchConfig, run as run_bench};
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Hands to time each checker on.
    #[arg(long, value_name = "N", default_value_t = BenchConfig::default().hands)]
    hands: usize,
    /// Seed of the hand generator (the same seed gives the same hands).
    #[arg(long, value_name = "S", default_value_t = BenchConfig::default().seed)]
    seed: u64,
    /// Print the report as one JSON document.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let config = BenchConfig {
        hands: args.hands,
        seed: args.seed,
    };
    let report = run_bench(&config).map_err(Failure::Message)?;
    let mut text = if args.json {
        serde_json::to_string_pretty(&report.to_json())
            .map_err(|e| Failure::Message(format!("rendering the report: {e}")))?
    } else {
        report.to_text()
    };
    if !text.ends_with('\n') {
        text.push('\n');
    }
    emit(text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}
