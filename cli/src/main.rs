//! The `hupai` command: checks hands typed by a person (`check`), streams of hands from a file or
//! a pipe (`batch`), times the checkers (`bench`) and reports on the suit tables (`tables`).
//!
//! This root parses the command line and hands each command to its module under `command`.
//! Exit status is part of the interface, so it is decided in one place for every command
//! (`command::exit`): 0 for success, 1 when `batch` met lines it could not check (it still
//! checks the rest), 2 for a hand, rule or argument that makes the whole command impossible, or
//! output that could not be written; 141, quietly, when the reader of the output closed the
//! pipe early.

mod command;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use command::exit::{self, Failure};
use command::{
    batch, bench, check, efficiency, explain, paohuzi, rule_help, shanten, tables, waits,
};
use hupai::mahjong::{PRESETS, RULE_DOCS};
use std::ffi::OsString;
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
    #[command(subcommand, name = "phz")]
    Paohuzi(paohuzi::Command),
}

/// Parses a command line (the program's name first), the rule keys in the help of the commands
/// that take rules.
fn parse<T: Into<OsString> + Clone>(args: impl IntoIterator<Item = T>) -> Result<Cli, clap::Error> {
    let help = rule_help(RULE_DOCS, PRESETS);
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
        .mut_subcommand("phz", |paohuzi| {
            let help = rule_help(hupai::paohuzi::RULE_DOCS, hupai::paohuzi::PRESETS);
            paohuzi.mut_subcommands(|c| c.after_help(help.clone()))
        })
        .try_get_matches_from(args)
        .and_then(|matches| Cli::from_arg_matches(&matches))
}

/// Parses the arguments, runs the command and turns its outcome into an exit status.
fn main() -> ExitCode {
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
        Command::Paohuzi(command) => paohuzi::run(command),
    };
    result.unwrap_or_else(Failure::end)
}
