//! `hupai batch`: one hand per line in, one JSON object per line out, in input order.
//!
//! `--mode` picks the question, and a line is answered with exactly the object the single-hand
//! command prints for that hand with `--json`: `check` (the default) as `check`, `explain` as
//! `explain`, and so on for `waits`, `shanten` and `efficiency` (whose `--visible` applies to
//! every line), so that a program can switch between one hand and many without a second parser.
//!
//! Built for files of millions of hands: the input is taken a chunk at a time, each chunk is
//! answered on every thread of the rayon pool and written in order before the next is read,
//! and answers wait to be written in a window bounded by bytes (`window`), so that memory stays
//! bounded however long the input and however large its answers. A line that cannot be checked
//! becomes an error object carrying its line number, and the run goes on: one bad line in a
//! million should cost one line of output, not the run. Line numbers count every line, empty
//! ones included, so that they match what an editor shows.

mod window;

use super::efficiency::VisibleArgs;
use super::{Failure, RuleArgs, json};
use hupai::mahjong::KINDS;
use hupai::{Checker, Echo};
use hupai_cli::answer::{check, efficiency, explain, shanten, waits};
use rayon::{BroadcastContext, ThreadPool, ThreadPoolBuilder};
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};
use window::Writer;

/// Most lines held at once.
const CHUNK_LINES: usize = 16 * 1024;
/// Most input bytes held at once (a chunk ends at whichever limit comes first).
const CHUNK_BYTES: usize = 4 << 20;
/// Bytes of a line kept. A hand is a few dozen characters; a longer line is still reported as
/// an error, but without holding all of it.
const MAX_LINE: usize = 64 * 1024;
/// Lines a worker takes at a time: enough to outweigh taking them.
const TASK_LINES: usize = 256;
/// Progress is shown only for inputs that take long enough for someone to wonder.
const PROGRESS_AFTER: usize = 100_000;
const PROGRESS_EVERY: Duration = Duration::from_millis(250);

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    lines: Lines,
    #[command(flatten)]
    rules: RuleArgs,
    /// What to answer for each hand.
    #[arg(long, value_enum, default_value_t = Mode::Check)]
    mode: Mode,
    #[command(flatten)]
    visible: VisibleArgs,
}

/// Where the lines come from and how many threads answer them: what every batch command
/// takes, whatever the game.
#[derive(Debug, clap::Args)]
pub struct Lines {
    /// Read hands from FILE instead of standard input ("-" is standard input).
    #[arg(long, value_name = "FILE")]
    input: Option<PathBuf>,
    /// Worker threads, 1 to 1024 [default: one per CPU].
    #[arg(long, value_name = "N", value_parser = super::thread_count)]
    threads: Option<usize>,
}

/// Answers one line: appends its JSON object (without the line ending) to the buffer, using
/// the string as scratch space, or gives the reason the line could not be answered.
pub type Answer<'a> = dyn Fn(&str, &mut Vec<u8>, &mut String) -> Result<(), String> + Sync + 'a;

/// The question each line answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Mode {
    /// Complete, in which forms, one decomposition: the object of `check --json`.
    Check,
    /// Every standard-form decomposition: the object of `explain --json`.
    Explain,
    /// The kinds a 3n+1 hand waits on: the object of `waits --json`.
    Waits,
    /// The shanten in each form: the object of `shanten --json`.
    Shanten,
    /// The draws that lower a 3n+1 hand's shanten, or a 3n+2 hand's discards ranked (with
    /// --visible): the object of `efficiency --json`.
    Efficiency,
}

/// Answers one line in `mode`, appending its JSON object (without the line ending); the error
/// is the reason the line could not be answered.
fn answer(
    checker: &Checker,
    (mode, visible): (Mode, &[u8; KINDS]),
    line: &str,
    out: &mut Vec<u8>,
    scratch: &mut String,
) -> Result<(), String> {
    match mode {
        Mode::Check => {
            let outcome = check::evaluate(checker, line)?;
            check::write_json(out, &outcome, scratch);
        }
        Mode::Explain => {
            let explained = explain::evaluate(checker, line)?;
            explain::write_json(out, &explained, scratch);
        }
        Mode::Waits => {
            let (hand, waits) = waits::evaluate(checker, line)?;
            waits::write_json(out, &hand, &waits);
        }
        Mode::Shanten => {
            let (hand, found) = shanten::evaluate(checker, line)?;
            shanten::write_json(out, &hand, &found, scratch);
        }
        Mode::Efficiency => {
            let (hand, found) = efficiency::evaluate(checker, line, visible)?;
            efficiency::write_json(out, &hand, &found, scratch);
        }
    }
    Ok(())
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let checker = args.rules.checker()?;
    let mode = args.mode;
    if args.visible.given() && mode != Mode::Efficiency {
        return Err(Failure::Message(
            "--visible counts the copies left to draw: it applies to --mode efficiency only".into(),
        ));
    }
    let visible = args.visible.counts(checker.rules())?;
    args.lines
        .run(&|line, out, scratch| answer(&checker, (mode, &visible), line, out, scratch))
}

impl Lines {
    /// Answers every line of the input in order, one JSON object per line on standard output;
    /// exit status 1 when some line could not be answered.
    pub fn run(&self, answer: &Answer<'_>) -> Result<ExitCode, Failure> {
        let pool = match self.threads {
            None => None,
            Some(n) => Some(
                ThreadPoolBuilder::new()
                    .num_threads(n)
                    .build()
                    .map_err(|e| Failure::Message(format!("--threads {n}: {e}")))?,
            ),
        };
        let (name, mut reader): (String, Box<dyn BufRead>) = match &self.input {
            Some(path) if path != Path::new("-") => {
                let file =
                    File::open(path).map_err(|e| Failure::over(&path.display().to_string(), e))?;
                (
                    Echo(&path.display().to_string()).to_string(),
                    Box::new(BufReader::with_capacity(1 << 16, file)),
                )
            }
            _ => ("standard input".to_owned(), Box::new(io::stdin().lock())),
        };
        skip_byte_order_mark(&mut reader)
            .map_err(|e| Failure::Message(format!("reading {name}: {e}")))?;
        let mut counts = Counts::default();
        let mut progress = Progress::new();
        let result = stream(
            answer,
            pool.as_ref(),
            (&name, &mut reader),
            &mut counts,
            &mut progress,
        );
        progress.finish(counts.done);
        result?;
        Ok(if counts.failed > 0 {
            ExitCode::from(1)
        } else {
            ExitCode::SUCCESS
        })
    }
}

#[derive(Debug, Default)]
struct Counts {
    done: usize,
    failed: usize,
}

/// Reads, checks and writes chunk after chunk until the input ends.
fn stream(
    answer: &Answer<'_>,
    pool: Option<&ThreadPool>,
    (name, reader): (&str, &mut dyn BufRead),
    counts: &mut Counts,
    progress: &mut Progress,
) -> Result<(), Failure> {
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout());
    let mut chunk = Chunk::default();
    loop {
        let more = chunk
            .fill(reader)
            .map_err(|e| Failure::Message(format!("reading {name}: {e}")))?;
        let first = counts.done + 1;
        let writer = Writer::new(&mut out);
        let work = |_: BroadcastContext<'_>| chunk.answer(answer, first, &writer);
        match pool {
            Some(pool) => pool.broadcast(work),
            None => rayon::broadcast(work),
        };
        let (failed, written) = writer.finish();
        counts.failed += failed;
        written?;
        counts.done += chunk.lines.len();
        progress.update(counts.done);
        if !more {
            break;
        }
    }
    out.flush()?;
    Ok(())
}

/// Lines of input held together: their bytes back to back and where each lies.
#[derive(Debug, Default)]
struct Chunk {
    bytes: Vec<u8>,
    lines: Vec<Span>,
}

#[derive(Clone, Copy, Debug)]
struct Span {
    start: usize,
    end: usize,
    /// The line went on past [`MAX_LINE`] bytes; the rest was skipped.
    truncated: bool,
}

impl Chunk {
    /// Replaces the chunk with the next lines of input; false once the input has ended.
    fn fill(&mut self, reader: &mut dyn BufRead) -> io::Result<bool> {
        self.bytes.clear();
        self.lines.clear();
        while self.lines.len() < CHUNK_LINES && self.bytes.len() < CHUNK_BYTES {
            let start = self.bytes.len();
            let Some(truncated) = read_line(reader, &mut self.bytes)? else {
                return Ok(false);
            };
            self.lines.push(Span {
                start,
                end: self.bytes.len(),
                truncated,
            });
        }
        Ok(true)
    }

    /// One worker's share of answering the chunk, `first` being the first line's number: what
    /// every thread of the pool runs, taking tasks until none is left.
    fn answer(&self, answer: &Answer<'_>, first: usize, writer: &Writer<'_>) {
        let mut scratch = String::new();
        writer.work((self.lines.len(), TASK_LINES), |i, piece| {
            let span = self.lines[i];
            // Invalid UTF-8 becomes U+FFFD, which the parser reports with its position.
            let line = String::from_utf8_lossy(&self.bytes[span.start..span.end]);
            let text = &mut piece.text;
            let start = text.len();
            let answered = if span.truncated {
                Err(format!("the line is longer than {MAX_LINE} bytes"))
            } else {
                answer(&line, text, &mut scratch)
            };
            if let Err(error) = answered {
                // Nothing of a failed answer is kept, only the error object.
                text.truncate(start);
                piece.failed += 1;
                json::line_error(text, &line, first + i, &error);
            }
            text.push(b'\n');
        });
    }
}

/// Skips a UTF-8 byte-order mark at the start of the input, as editors on Windows write one:
/// it is not part of the first hand.
fn skip_byte_order_mark(reader: &mut dyn BufRead) -> io::Result<()> {
    const MARK: &[u8] = b"\xEF\xBB\xBF";
    let head = reader.fill_buf()?;
    if head.starts_with(MARK) {
        reader.consume(MARK.len());
    }
    Ok(())
}

/// Appends one line to `buf` without its line ending, keeping at most [`MAX_LINE`] bytes of it.
/// `None` at the end of the input; otherwise whether the line was cut short.
fn read_line(reader: &mut dyn BufRead, buf: &mut Vec<u8>) -> io::Result<Option<bool>> {
    let start = buf.len();
    let mut read_any = false;
    let mut truncated = false;
    loop {
        let available = match reader.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            break;
        }
        read_any = true;
        let newline = available.iter().position(|&b| b == b'\n');
        let part = &available[..newline.unwrap_or(available.len())];
        // One byte more than a line may hold: the `\r` of a CRLF ending, taken off below.
        let room = MAX_LINE + 1 - (buf.len() - start);
        truncated |= part.len() > room;
        buf.extend_from_slice(&part[..part.len().min(room)]);
        let used = newline.map_or(part.len(), |i| i + 1);
        reader.consume(used);
        if newline.is_some() {
            break;
        }
    }
    if !read_any {
        return Ok(None);
    }
    if !truncated && buf.len() > start && buf.last() == Some(&b'\r') {
        buf.pop();
    }
    if buf.len() - start > MAX_LINE {
        truncated = true;
        buf.truncate(start + MAX_LINE);
    }
    Ok(Some(truncated))
}

/// A `\r`-updated line on stderr with lines done and their rate, for long runs watched from a
/// terminal only: redirected stderr should not fill up with it.
#[derive(Debug)]
struct Progress {
    enabled: bool,
    start: Instant,
    last: Option<Instant>,
}

impl Progress {
    fn new() -> Progress {
        Progress {
            enabled: io::stderr().is_terminal(),
            start: Instant::now(),
            last: None,
        }
    }

    fn update(&mut self, done: usize) {
        if !self.enabled || done <= PROGRESS_AFTER {
            return;
        }
        let now = Instant::now();
        if self.last.is_some_and(|t| now - t < PROGRESS_EVERY) {
            return;
        }
        self.last = Some(now);
        self.show(done, now);
    }

    fn finish(&mut self, done: usize) {
        if self.last.is_some() {
            self.show(done, Instant::now());
            let _ = writeln!(io::stderr());
        }
    }

    fn show(&self, done: usize, now: Instant) {
        let seconds = (now - self.start).as_secs_f64().max(1e-9);
        let rate = done as f64 / seconds;
        // Trailing spaces wipe what a longer earlier line left behind.
        let _ = write!(io::stderr(), "\r{done} lines, {rate:.0} lines/s   ");
    }
}

#[cfg(test)]
mod tests {
    use super::{MAX_LINE, read_line};
    use std::io::{BufReader, Cursor};

    /// Every line of `input` as `read_line` reads it, through a buffer of `capacity` bytes.
    fn lines(input: &[u8], capacity: usize) -> Vec<(usize, bool)> {
        let mut reader = BufReader::with_capacity(capacity, Cursor::new(input));
        let mut out = Vec::new();
        let mut buf = Vec::new();
        while let Some(truncated) = read_line(&mut reader, &mut buf).expect("in memory") {
            assert!(buf.len() <= MAX_LINE);
            assert_ne!(
                buf.last(),
                Some(&b'\r'),
                "a CR of a CRLF ending is not the line's"
            );
            out.push((buf.len(), truncated));
            buf.clear();
        }
        out
    }

    #[test]
    fn a_crlf_line_of_the_longest_length_reads_as_its_lf_twin() {
        for capacity in [7, 4096, 1 << 17] {
            for len in [MAX_LINE - 1, MAX_LINE, MAX_LINE + 1] {
                let line = vec![b'1'; len];
                let lf = [&line[..], b"\n11m\n"].concat();
                let crlf = [&line[..], b"\r\n11m\r\n"].concat();
                let expected = vec![(len.min(MAX_LINE), len > MAX_LINE), (3, false)];
                assert_eq!(
                    lines(&lf, capacity),
                    expected,
                    "LF, {len} bytes, {capacity}"
                );
                assert_eq!(
                    lines(&crlf, capacity),
                    expected,
                    "CRLF, {len} bytes, {capacity}"
                );
            }
        }
        // A CR inside a line is the line's; one at the very end is an ending.
        assert_eq!(lines(b"1\r1m\n11m\r", 3), [(4, false), (3, false)]);
    }
}
