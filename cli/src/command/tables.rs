//! `hupai tables stats`: the counts behind the tables (patterns, vectors, completable keys),
//! their sizes and how long they take to generate, for both joker policies. These are the
//! figures the documentation quotes; printing them from the generator itself keeps the
//! documentation checkable.
//!
//! `hupai tables build` writes the table file of a rule set (atomically), and `hupai tables
//! verify` reads one back: header, bounds, and the body checksum.

use super::json::{Object, array, boolean, float, integer, string};
use super::{Failure, emit};
use hupai::Rules;
use hupai::mahjong::SuitShape;
use hupai::paohuzi;
use hupai::table::{RuleSet, SuitStats, TableFileError, Tables, suit_stats, write_table_file};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Patterns, vectors, completable keys, sizes and generation time of the suit tables.
    Stats {
        /// Print one line of JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Write the table file of a rule set into a folder (a temporary file, then a rename).
    Build(BuildArgs),
    /// Check a table file: header, section bounds and alignment, and the body checksum.
    Verify(VerifyArgs),
}

/// Which game's rule options `--rule` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Game {
    Mahjong,
    Paohuzi,
}

/// The game and its rule options, as `tables build` and `tables verify` take them.
#[derive(Debug, clap::Args)]
pub struct GameRules {
    /// The game whose tables are meant.
    #[arg(long, value_enum, default_value = "mahjong")]
    game: Game,
    /// A rule option as KEY=VALUE of that game (see `hupai check --help`); repeat for several.
    /// Options that do not change the tables (seven_pairs, min_huxi, ...) are accepted.
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    rules: Vec<String>,
}

impl GameRules {
    fn rule_set(&self) -> Result<RuleSet, Failure> {
        let options = self.rules.iter().map(String::as_str);
        let bad = |e: hupai::RuleError| Failure::Message(format!("--rule: {e}"));
        Ok(match self.game {
            Game::Mahjong => RuleSet::of_rules(&Rules::from_options(options).map_err(bad)?),
            Game::Paohuzi => {
                RuleSet::of_paohuzi_rules(&paohuzi::Rules::from_options(options).map_err(bad)?)
            }
        })
    }
}

#[derive(Debug, clap::Args)]
pub struct BuildArgs {
    #[command(flatten)]
    rules: GameRules,
    /// The folder to write into (created if missing); the file is named after the rule set,
    /// e.g. mahjong.bin, mahjong-eyes-258.bin, paohuzi-scoring-red_black.bin.
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
}

#[derive(Debug, clap::Args)]
pub struct VerifyArgs {
    /// The table file.
    #[arg(value_name = "FILE")]
    file: PathBuf,
    /// Also refuse the file unless it holds these rules' tables (given with --game/--rule).
    #[arg(long)]
    expect: bool,
    #[command(flatten)]
    rules: GameRules,
}

/// One generated table and what it holds.
#[derive(Debug)]
struct Row {
    fifth_copy: bool,
    shape: SuitShape,
    stats: SuitStats,
}

impl Row {
    fn millis(&self) -> f64 {
        self.stats.generation.as_secs_f64() * 1000.0
    }
}

fn shape_name(shape: SuitShape) -> &'static str {
    match shape {
        SuitShape::Numbered => "numbered",
        SuitShape::Honors => "honours",
    }
}

pub fn run(command: &Command) -> Result<ExitCode, Failure> {
    match command {
        Command::Stats { json } => run_stats(*json),
        Command::Build(args) => build(args),
        Command::Verify(args) => verify(args),
    }
}

fn build(args: &BuildArgs) -> Result<ExitCode, Failure> {
    let rules = args.rules.rule_set()?;
    let failed = |e: std::io::Error| Failure::over(&args.out.display().to_string(), e);
    std::fs::create_dir_all(&args.out).map_err(failed)?;
    let start = Instant::now();
    let path = write_table_file(&args.out, rules).map_err(failed)?;
    let millis = start.elapsed().as_secs_f64() * 1000.0;
    let len = std::fs::metadata(&path).map_err(failed)?.len();
    let text = format!(
        "{}: {len} bytes, {rules} (fingerprint {:#018x}), generated and written in {millis:.1} ms\n",
        path.display(),
        rules.fingerprint(),
    );
    emit(text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

fn verify(args: &VerifyArgs) -> Result<ExitCode, Failure> {
    let path = args.file.display();
    let refused = |e: TableFileError| match e {
        TableFileError::Io { .. } | TableFileError::NotAFile { .. } => {
            Failure::Message(e.to_string())
        }
        e => Failure::over(&path.to_string(), e),
    };
    if !args.expect && !args.rules.rules.is_empty() {
        return Err(Failure::Message(
            "--rule names the rules to expect: give --expect with it".into(),
        ));
    }
    // Reading checks the header and the body's checksum.
    let start = Instant::now();
    let tables = Tables::open(&args.file).map_err(refused)?;
    let read = start.elapsed();
    let file = tables.file();
    if args.expect {
        file.expect_rules(args.rules.rule_set()?).map_err(refused)?;
    }
    let mut text = format!(
        "{path}: ok, {} bytes\n  rules: {} (fingerprint {:#018x})\n  format {}, generator {}, body checksum {:#018x} (FNV-1a 64)\n",
        file.bytes().len(),
        file.rules(),
        file.rules().fingerprint(),
        hupai::table::FORMAT_VERSION,
        file.generator_version(),
        file.body_checksum(),
    );
    for section in file.sections() {
        let _ = writeln!(
            text,
            "  section {} ({}): {} bytes at {}",
            section.id,
            section.name,
            section.bytes.len(),
            section.offset
        );
    }
    let _ = writeln!(
        text,
        "  read, validated and checksum verified in {:.1} ms",
        read.as_secs_f64() * 1000.0
    );
    emit(text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

fn run_stats(json: bool) -> Result<ExitCode, Failure> {
    // Generated one at a time, so that each time is the table's own and not shared with others.
    let mut rows = Vec::new();
    for fifth_copy in [true, false] {
        for shape in [SuitShape::Numbered, SuitShape::Honors] {
            rows.push(Row {
                fifth_copy,
                shape,
                stats: suit_stats(shape, fifth_copy),
            });
        }
    }
    let dense_bytes = SuitShape::Numbered.key_space() + SuitShape::Honors.key_space();
    let output = if json {
        to_json(&rows, dense_bytes)
    } else {
        to_text(&rows, dense_bytes).into_bytes()
    };
    emit(&output)?;
    Ok(ExitCode::SUCCESS)
}

/// The compact tables' entries (numbered keys, honor keys), when they are built in.
fn compact_len() -> Option<(usize, usize)> {
    #[cfg(feature = "compact")]
    return Some(hupai::table::Compact.len());
    #[cfg(not(feature = "compact"))]
    return None;
}

fn to_json(rows: &[Row], dense_bytes: usize) -> Vec<u8> {
    let mut out = Vec::new();
    let mut o = Object::open(&mut out);
    array(o.key("tables"), rows, |out, r| {
        let mut t = Object::open(out);
        boolean(t.key("joker_fifth_copy"), r.fifth_copy);
        string(t.key("shape"), shape_name(r.shape));
        integer(
            t.key("patterns_without_pair"),
            r.stats.patterns_without_pair,
        );
        integer(t.key("patterns_with_pair"), r.stats.patterns_with_pair);
        integer(t.key("vectors"), r.stats.vectors);
        integer(t.key("completable"), r.stats.completable);
        integer(t.key("dense_bytes"), r.stats.bytes);
        // Microseconds are already below the timer's noise; more digits would only mislead.
        float(
            t.key("generation_ms"),
            (r.millis() * 1000.0).round() / 1000.0,
        );
        t.close();
    });
    integer(o.key("dense_bytes"), dense_bytes);
    let compact = o.key("compact");
    match compact_len() {
        Some((numbered, honors)) => {
            let mut c = Object::open(compact);
            boolean(
                c.key("joker_fifth_copy"),
                hupai::table::BAKED.joker_fifth_copy,
            );
            integer(c.key("numbered_entries"), numbered);
            integer(c.key("honour_entries"), honors);
            c.close();
        }
        None => compact.extend_from_slice(b"null"),
    }
    let paohuzi = paohuzi_patterns();
    let mut p = Object::open(o.key("paohuzi"));
    integer(p.key("case_keys"), paohuzi.keys);
    integer(p.key("patterns_without_pair"), paohuzi.without_pair);
    integer(p.key("patterns_with_pair"), paohuzi.with_pair);
    p.close();
    o.close();
    out.push(b'\n');
    out
}

fn to_text(rows: &[Row], dense_bytes: usize) -> String {
    let mut text = String::new();
    for r in rows {
        let s = &r.stats;
        let _ = writeln!(
            text,
            "joker_fifth_copy={} {}: {} patterns without pair, {} with pair; {} vectors (<= 14 \
             tiles), {} completable; {} bytes dense, generated in {:.1} ms",
            r.fifth_copy,
            shape_name(r.shape),
            s.patterns_without_pair,
            s.patterns_with_pair,
            s.vectors,
            s.completable,
            s.bytes,
            r.millis(),
        );
    }
    let _ = writeln!(
        text,
        "dense tables: {} + {} = {dense_bytes} bytes",
        SuitShape::Numbered.key_space(),
        SuitShape::Honors.key_space()
    );
    if let Some((numbered, honors)) = compact_len() {
        let _ = writeln!(
            text,
            "compact tables (joker_fifth_copy={}): {numbered} numbered + {honors} honour entries",
            hupai::table::BAKED.joker_fifth_copy
        );
    }
    let paohuzi = paohuzi_patterns();
    let _ = writeln!(
        text,
        "paohuzi, one case: {} keys; {} patterns without pair, {} with pair",
        paohuzi.keys, paohuzi.without_pair, paohuzi.with_pair
    );
    text
}

/// The Paohuzi per-case pattern counts under the default rules.
fn paohuzi_patterns() -> hupai::paohuzi::PatternStats {
    hupai::paohuzi::pattern_stats(&paohuzi::Rules::default())
}
