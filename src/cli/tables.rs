//! `hupai tables stats`: the counts behind the tables (patterns, vectors, completable keys),
//! their sizes and how long they take to generate, for both joker policies. These are the
//! figures the documentation quotes; printing them from the generator itself keeps the
//! documentation checkable.

use super::json::{Object, array, boolean, float, integer, string};
use super::{Failure, emit};
use hupai::generator::mahjong::{Shape, Stats, SuitRules, joker_table, stats};
use std::fmt::Write as _;
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
}

/// One generated table and what it holds.
#[derive(Debug)]
struct Row {
    fifth_copy: bool,
    shape: Shape,
    stats: Stats,
    bytes: usize,
    millis: f64,
}

fn shape_name(shape: Shape) -> &'static str {
    match shape {
        Shape::Numbered => "numbered",
        Shape::Honours => "honours",
    }
}

pub fn run(command: &Command) -> Result<ExitCode, Failure> {
    let Command::Stats { json } = command;
    // Generated one at a time, so that each time is the table's own and not shared with others.
    let mut rows = Vec::new();
    for fifth_copy in [true, false] {
        for shape in [Shape::Numbered, Shape::Honours] {
            let start = Instant::now();
            let table = joker_table(SuitRules::plain(shape), fifth_copy);
            let millis = start.elapsed().as_secs_f64() * 1000.0;
            rows.push(Row {
                fifth_copy,
                shape,
                stats: stats(SuitRules::plain(shape), &table),
                bytes: table.len(),
                millis,
            });
        }
    }
    let dense_bytes = Shape::Numbered.key_space() + Shape::Honours.key_space();
    let output = if *json {
        to_json(&rows, dense_bytes)
    } else {
        to_text(&rows, dense_bytes).into_bytes()
    };
    emit(&output)?;
    Ok(ExitCode::SUCCESS)
}

/// The compact tables' entries (numbered keys, honour keys), when they are built in.
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
        integer(t.key("dense_bytes"), r.bytes);
        // Microseconds are already below the timer's noise; more digits would only mislead.
        float(t.key("generation_ms"), (r.millis * 1000.0).round() / 1000.0);
        t.close();
    });
    integer(o.key("dense_bytes"), dense_bytes);
    let compact = o.key("compact");
    match compact_len() {
        Some((numbered, honours)) => {
            let mut c = Object::open(compact);
            boolean(
                c.key("joker_fifth_copy"),
                hupai::table::BAKED.joker_fifth_copy,
            );
            integer(c.key("numbered_entries"), numbered);
            integer(c.key("honour_entries"), honours);
            c.close();
        }
        None => compact.extend_from_slice(b"null"),
    }
    let phz = paohuzi_patterns();
    let mut p = Object::open(o.key("paohuzi"));
    integer(p.key("case_keys"), phz.keys);
    integer(p.key("patterns_without_pair"), phz.without_pair);
    integer(p.key("patterns_with_pair"), phz.with_pair);
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
            r.bytes,
            r.millis,
        );
    }
    let _ = writeln!(
        text,
        "dense tables: {} + {} = {dense_bytes} bytes",
        Shape::Numbered.key_space(),
        Shape::Honours.key_space()
    );
    if let Some((numbered, honours)) = compact_len() {
        let _ = writeln!(
            text,
            "compact tables (joker_fifth_copy={}): {numbered} numbered + {honours} honour entries",
            hupai::table::BAKED.joker_fifth_copy
        );
    }
    let phz = paohuzi_patterns();
    let _ = writeln!(
        text,
        "paohuzi, one case: {} keys; {} patterns without pair, {} with pair",
        phz.keys, phz.without_pair, phz.with_pair
    );
    text
}

/// The Paohuzi per-case pattern counts under the default rules.
fn paohuzi_patterns() -> hupai::paohuzi::PatternStats {
    hupai::paohuzi::pattern_stats(&hupai::paohuzi::PhzRules::default())
}
