//! `hupai phz …`: the Paohuzi commands, beside the mahjong ones and built the same way (one
//! hand from the command line, `--json` for programs, `batch` for files of hands answering
//! each line exactly as the single-hand command answers it with `--json`).

mod args;
mod check;
mod play;

use super::Failure;
use super::batch::Lines;
use args::{HandArgs, RuleArgs};
use std::process::ExitCode;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Whether a hand is complete, its best score (胡息, or card points under
    /// scoring=red_black), whether it wins, its groups and named hands.
    Check(HandArgs),
    /// The best way to win with a card arriving from a source (提胡, 跑胡, 偎胡, 碰胡, in the
    /// hand's groups, 破跑), with its score and groups.
    WinOn(play::PlayArgs),
    /// Every legal action on a card arriving from a source, in priority order (提 偎 胡 跑 碰
    /// 吃 with its 比牌 groups, 过).
    Actions(play::PlayArgs),
    /// The cards that would win, for each source (own draw, another's draw, a discard).
    Waits(HandArgs),
    /// Answer one line per hand (--mode check, waits, win-on or actions), one JSON object per
    /// line in order, the object of that command's --json; win-on and actions lines are
    /// `HAND @ CARD SOURCE`.
    Batch(BatchArgs),
}

#[derive(Debug, clap::Args)]
pub struct BatchArgs {
    #[command(flatten)]
    lines: Lines,
    #[command(flatten)]
    rules: RuleArgs,
    /// What to answer for each line.
    #[arg(long, value_enum, default_value_t = Mode::Check)]
    mode: Mode,
}

/// The question each batch line answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Mode {
    /// The object of `phz check --json`.
    Check,
    /// The object of `phz waits --json`.
    Waits,
    /// The object of `phz win-on --json`; lines are `HAND @ CARD SOURCE`.
    WinOn,
    /// The object of `phz actions --json`; lines are `HAND @ CARD SOURCE`.
    Actions,
}

pub fn run(command: &Command) -> Result<ExitCode, Failure> {
    match command {
        Command::Check(args) => check::run(args),
        Command::WinOn(args) => play::run(args, play::Question::WinOn),
        Command::Actions(args) => play::run(args, play::Question::Actions),
        Command::Waits(args) => play::run_waits(args),
        Command::Batch(args) => {
            let checker = args.rules.checker()?;
            let mode = args.mode;
            args.lines.run(&|line, out, scratch| match mode {
                Mode::Check => hupai_cli::answer::paohuzi::answer(&checker, line, out, scratch),
                Mode::Waits => {
                    let (hand, waits) = play::evaluate_waits(&checker, line)?;
                    play::waits_json(out, &hand, &waits, scratch);
                    Ok(())
                }
                Mode::WinOn => play::answer(&checker, play::Question::WinOn, line, out, scratch),
                Mode::Actions => {
                    play::answer(&checker, play::Question::Actions, line, out, scratch)
                }
            })
        }
    }
}
