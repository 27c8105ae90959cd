//! `hupai phz …`: the Paohuzi commands, beside the mahjong ones and built the same way (one
//! hand from the command line, `--json` for programs, `batch` for files of hands answering
//! each line exactly as the single-hand command answers it with `--json`).

mod check;

use super::Failure;
use super::batch::Lines;
use hupai::paohuzi::PhzRules;
use std::process::ExitCode;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Whether a hand is complete, its best 胡息, whether it wins, its groups and named hands.
    Check(HandArgs),
    /// Check one hand per line, one JSON object per line in order (the object of `check --json`).
    Batch(BatchArgs),
}

/// The Paohuzi rule options.
#[derive(Debug, clap::Args)]
pub struct RuleArgs {
    /// A rule option as KEY=VALUE; repeat it for several (the keys are listed below).
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    rules: Vec<String>,
}

impl RuleArgs {
    /// The default rules with the options applied in order.
    pub fn rules(&self) -> Result<PhzRules, Failure> {
        PhzRules::from_options(self.rules.iter().map(String::as_str))
            .map_err(|e| Failure::Message(format!("--rule: {e}")))
    }
}

/// One Paohuzi hand, the rules, and the output form.
pub type HandArgs = super::HandArgs<RuleArgs>;

#[derive(Debug, clap::Args)]
pub struct BatchArgs {
    #[command(flatten)]
    lines: Lines,
    #[command(flatten)]
    rules: RuleArgs,
}

pub fn run(command: &Command) -> Result<ExitCode, Failure> {
    match command {
        Command::Check(args) => check::run(args),
        Command::Batch(args) => {
            let checker = hupai::paohuzi::PhzChecker::new(args.rules.rules()?);
            args.lines
                .run(&|line, out, scratch| check::answer(&checker, line, out, scratch))
        }
    }
}
