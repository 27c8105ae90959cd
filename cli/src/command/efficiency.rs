//! `hupai efficiency`: the draws that lower a 3n+1 hand's shanten, or every discard of a 3n+2
//! hand ranked by what it leaves, with the copies still unseen given `--visible`; for a person
//! or, with `--json`, for a program. `batch --mode efficiency` writes the same object per line.

use super::shanten::described;
use super::{Failure, HandArgs, print_answer};
use hupai::mahjong::KINDS;
use hupai::{CheckError, Echo, EffectiveTiles, Hand, Rules, Tile};
use hupai_cli::answer::efficiency::{Efficiency, evaluate, visible, write_json};
use std::fmt::Write as _;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    hand: HandArgs,
    #[command(flatten)]
    visible: VisibleArgs,
}

/// The tiles seen elsewhere, which `efficiency` and `batch --mode efficiency` take.
#[derive(Debug, clap::Args)]
pub struct VisibleArgs {
    /// Tiles seen elsewhere (discards, other players' melds, indicators) in mpsz notation,
    /// e.g. 1m1m5z or 115m5z, counted per kind: they are not left to draw.
    #[arg(long, value_name = "TILES")]
    visible: Option<String>,
}

impl VisibleArgs {
    /// Whether `--visible` was given.
    pub fn given(&self) -> bool {
        self.visible.is_some()
    }

    /// The visible copies of each kind, none when `--visible` is left out; a kind the rules'
    /// set lacks (2m..8m in a three-player game) is refused by name.
    pub fn counts(&self, rules: &Rules) -> Result<[u8; KINDS], Failure> {
        let Some(text) = &self.visible else {
            return Ok([0; KINDS]);
        };
        let fail =
            |e: &dyn std::fmt::Display| Failure::Message(format!("--visible {}: {e}", Echo(text)));
        let counts = visible(text).map_err(|e| fail(&e))?;
        match Tile::all().find(|&t| counts[t.index()] > 0 && !rules.has_kind(t)) {
            Some(t) => Err(fail(&CheckError::NotInThreePlayer(t))),
            None => Ok(counts),
        }
    }
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let checker = args.hand.rules.checker()?;
    let visible = args.visible.counts(checker.rules())?;
    let text = args.hand.text();
    let (hand, efficiency) =
        evaluate(&checker, &text, &visible).map_err(|e| Failure::over(&text, e))?;
    print_answer(
        args.hand.json,
        |out| write_json(out, &hand, &efficiency, &mut String::new()),
        || text_report(&hand, &efficiency),
    )
}

/// `1112345678999m: shanten 0 (waiting), 23 tiles: 1m(1) 2m(3) ...` for a 3n+1 hand; the
/// hand's shanten, then `  discard 1z: shanten 1, 24 tiles: 1m(3) ...` per discard, best
/// first, for a 3n+2 one.
fn text_report(hand: &Hand, efficiency: &Efficiency) -> String {
    match efficiency {
        Efficiency::Draws(tiles) => format!("{hand}: {}\n", draws(tiles)),
        Efficiency::Discards { shanten, discards } => {
            let mut text = format!("{hand}: shanten {}\n", described(*shanten));
            if discards.as_slice().is_empty() {
                text.push_str("  no tile to discard but jokers\n");
            }
            for d in discards.as_slice() {
                let _ = writeln!(text, "  discard {}: {}", d.tile, draws(&d.tiles));
            }
            text
        }
    }
}

/// `shanten 1, 24 tiles: 1m(3) 4m(4)`: the shanten, the unseen effective tiles, and each
/// effective kind with its unseen copies.
fn draws(tiles: &EffectiveTiles) -> String {
    let total = tiles.total();
    let plural = if total == 1 { "" } else { "s" };
    let mut text = format!(
        "shanten {}, {total} tile{plural}",
        described(tiles.shanten())
    );
    for (i, (kind, remaining)) in tiles.iter().enumerate() {
        let _ = write!(
            text,
            "{}{kind}({remaining})",
            if i == 0 { ": " } else { " " }
        );
    }
    text
}
