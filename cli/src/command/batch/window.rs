//! The answers `batch` has rendered but cannot write yet: held in input order, bounded by
//! bytes, written as soon as everything before them is.
//!
//! Worker threads answer a chunk's lines a task (a run of lines) at a time, but the output
//! must keep the input's order, so an answer finished early waits for those before it. Lines
//! are no measure of what that wait holds: one `--mode explain` answer for a hand with eight
//! jokers is a quarter of a megabyte, and a chunk of such lines rendered before writing took
//! gigabytes. So a task hands over its answers in pieces of about [`PIECE_BYTES`], and a
//! worker about to render a piece first waits while [`HELD_BYTES`] are held — unless its
//! piece is the next one to write, which keeps the writing going, so that the waiting cannot
//! deadlock. Whoever hands over the next piece writes it, and what it unblocks.

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};

/// A task hands over what it has rendered once it reaches this many bytes.
const PIECE_BYTES: usize = 64 << 10;
/// Workers wait before rendering more once this many bytes of answers wait to be written.
const HELD_BYTES: usize = 8 << 20;

/// Where a piece goes in the output: its task, then its place among the task's pieces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Place {
    task: usize,
    piece: usize,
}

/// The answers of consecutive lines of one task, and how many of them are errors.
#[derive(Debug, Default)]
pub struct Piece {
    pub text: Vec<u8>,
    pub failed: usize,
    /// The task's last piece: the next task's first comes after it.
    last: bool,
}

/// The pieces handed over but not written, and the place of the next one to write.
#[derive(Debug, Default)]
struct Window {
    next: Place,
    pieces: BTreeMap<Place, Piece>,
    held: usize,
}

impl Window {
    fn put(&mut self, place: Place, piece: Piece) {
        self.held += piece.text.len();
        self.pieces.insert(place, piece);
    }

    /// The next piece to write, once it has been handed over.
    fn pop(&mut self) -> Option<Piece> {
        let piece = self.pieces.remove(&self.next)?;
        self.held -= piece.text.len();
        self.next = if piece.last {
            Place {
                task: self.next.task + 1,
                piece: 0,
            }
        } else {
            Place {
                piece: self.next.piece + 1,
                ..self.next
            }
        };
        Some(piece)
    }

    /// Whether the piece at `place` may be rendered now.
    fn admits(&self, place: Place) -> bool {
        place == self.next || self.held < HELD_BYTES
    }
}

/// The window of one chunk, shared by its workers, and the output it writes to.
pub struct Writer<'a> {
    /// The task the next worker to ask for one takes.
    next_task: AtomicUsize,
    state: Mutex<State<'a>>,
    /// Signalled whenever pieces are written (or writing fails).
    written: Condvar,
}

struct State<'a> {
    window: Window,
    out: &'a mut (dyn Write + Send),
    /// Error lines among those written.
    failed: usize,
    error: Option<io::Error>,
}

impl<'a> Writer<'a> {
    pub fn new(out: &'a mut (dyn Write + Send)) -> Writer<'a> {
        Writer {
            next_task: AtomicUsize::new(0),
            state: Mutex::new(State {
                window: Window::default(),
                out,
                failed: 0,
                error: None,
            }),
            written: Condvar::new(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State<'a>> {
        // A worker that panicked has already lost the output; finish writing what can be.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Waits until the piece at `place` may be rendered; false once writing has failed, when
    /// rendering more is pointless.
    fn wait_turn(&self, place: Place) -> bool {
        let mut state = self.lock();
        while state.error.is_none() && !state.window.admits(place) {
            state = self.written.wait(state).unwrap_or_else(|e| e.into_inner());
        }
        state.error.is_none()
    }

    /// Hands over a rendered piece, and writes every piece that is now next in order.
    fn put(&self, place: Place, piece: Piece) {
        let mut state = self.lock();
        let state = &mut *state;
        state.window.put(place, piece);
        let mut wrote = false;
        while let Some(piece) = state.window.pop() {
            wrote = true;
            if state.error.is_some() {
                continue;
            }
            match state.out.write_all(&piece.text) {
                Ok(()) => state.failed += piece.failed,
                Err(e) => state.error = Some(e),
            }
        }
        if wrote {
            self.written.notify_all();
        }
    }

    /// Answers tasks of up to `task_lines` of `lines` lines, taking them in order until none
    /// is left, `render` appending the answer of a line (numbered from 0) to a piece; every
    /// worker of a chunk runs this.
    pub fn work(
        &self,
        (lines, task_lines): (usize, usize),
        mut render: impl FnMut(usize, &mut Piece),
    ) {
        let _stop = StopOnPanic(self);
        loop {
            let task = self.next_task.fetch_add(1, Ordering::Relaxed);
            let start = task * task_lines;
            if start >= lines {
                return;
            }
            let mut place = Place { task, piece: 0 };
            let mut piece = Piece::default();
            if !self.wait_turn(place) {
                return;
            }
            for line in start..lines.min(start + task_lines) {
                render(line, &mut piece);
                if piece.text.len() >= PIECE_BYTES {
                    self.put(place, std::mem::take(&mut piece));
                    place.piece += 1;
                    if !self.wait_turn(place) {
                        return;
                    }
                }
            }
            piece.last = true;
            self.put(place, piece);
        }
    }

    /// Ends the writing for every worker: waiting for a piece that will never come would hang.
    fn stop(&self, error: io::Error) {
        self.lock().error.get_or_insert(error);
        self.written.notify_all();
    }

    /// The number of error lines written, and the error that stopped the writing, if one did.
    pub fn finish(self) -> (usize, io::Result<()>) {
        let state = self.state.into_inner().unwrap_or_else(|e| e.into_inner());
        (state.failed, state.error.map_or(Ok(()), Err))
    }
}

/// Stops the writing when a worker panics: the others would wait for its pieces forever, and
/// the pool passes the panic on only once they have all returned.
struct StopOnPanic<'w, 'a>(&'w Writer<'a>);

impl Drop for StopOnPanic<'_, '_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0
                .stop(io::Error::other("a thread answering lines panicked"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn piece(bytes: usize, last: bool) -> Piece {
        Piece {
            text: vec![b'x'; bytes],
            failed: 0,
            last,
        }
    }

    const fn at(task: usize, piece: usize) -> Place {
        Place { task, piece }
    }

    #[test]
    fn pieces_come_out_in_task_then_piece_order_whatever_order_they_came_in() {
        let mut window = Window::default();
        window.put(at(1, 0), piece(1, true));
        window.put(at(0, 1), piece(2, true));
        assert!(window.pop().is_none(), "the first piece is still missing");
        window.put(at(0, 0), piece(3, false));
        let sizes: Vec<usize> = std::iter::from_fn(|| window.pop())
            .map(|p| p.text.len())
            .collect();
        assert_eq!(sizes, [3, 2, 1]);
        assert_eq!(window.held, 0);
        assert_eq!(window.next, at(2, 0));
    }

    #[test]
    fn a_full_window_admits_only_the_next_piece() {
        let mut window = Window::default();
        window.put(at(1, 0), piece(HELD_BYTES - 1, false));
        assert!(
            window.admits(at(2, 0)),
            "below the limit anything may be rendered"
        );
        window.put(at(1, 1), piece(1, true));
        assert!(!window.admits(at(2, 0)));
        assert!(!window.admits(at(1, 2)));
        assert!(window.admits(at(0, 0)), "the next piece frees the window");
        window.put(at(0, 0), piece(10, true));
        while window.pop().is_some() {}
        assert!(window.admits(at(2, 0)));
    }

    #[test]
    fn workers_ahead_of_a_slow_line_hold_little_and_the_output_keeps_its_order() {
        // 320 answers of 100 KB (32 MB in all) on two workers, the very first line slow: the
        // other worker runs ahead, but only until the window is full.
        const LINES: usize = 320;
        const ANSWER: usize = 100 << 10;
        let mut out = Vec::new();
        let writer = Writer::new(&mut out);
        let peak = AtomicUsize::new(0);
        std::thread::scope(|s| {
            for _ in 0..2 {
                s.spawn(|| {
                    writer.work((LINES, 20), |line, piece| {
                        if line == 0 {
                            std::thread::sleep(std::time::Duration::from_millis(200));
                        }
                        piece.text.extend((line as u32).to_le_bytes());
                        piece.text.resize(piece.text.len() + ANSWER - 4, 0);
                        peak.fetch_max(writer.lock().window.held, Ordering::Relaxed);
                    });
                });
            }
        });
        let (failed, written) = writer.finish();
        assert_eq!(failed, 0);
        written.unwrap();
        let peak = peak.into_inner();
        assert!(
            peak <= HELD_BYTES + 2 * (PIECE_BYTES + ANSWER),
            "held {peak} bytes"
        );
        assert_eq!(out.len(), LINES * ANSWER);
        for (i, answer) in out.chunks(ANSWER).enumerate() {
            assert_eq!(
                answer[..4],
                (i as u32).to_le_bytes(),
                "answer {i} out of order"
            );
        }
    }

    #[test]
    fn a_worker_that_panics_does_not_leave_the_others_waiting() {
        let mut out = Vec::new();
        let writer = Writer::new(&mut out);
        let outcomes: Vec<bool> = std::thread::scope(|s| {
            let workers: Vec<_> = (0..2)
                .map(|_| {
                    s.spawn(|| {
                        writer.work((320, 20), |line, piece| {
                            if line == 0 {
                                std::thread::sleep(std::time::Duration::from_millis(100));
                                panic!("line 0");
                            }
                            piece.text.resize(piece.text.len() + (100 << 10), 0);
                        });
                    })
                })
                .collect();
            workers.into_iter().map(|w| w.join().is_ok()).collect()
        });
        assert_eq!(outcomes.iter().filter(|ok| !**ok).count(), 1);
        assert!(writer.finish().1.is_err());
    }

    #[test]
    fn a_failed_write_stops_the_workers_and_is_reported() {
        let mut full = Full;
        let writer = Writer::new(&mut full);
        assert!(writer.wait_turn(at(0, 0)));
        writer.put(at(0, 0), piece(1, true));
        assert!(!writer.wait_turn(at(1, 0)));
        let error = writer.finish().1.unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::StorageFull);
    }

    struct Full;

    impl Write for Full {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::ErrorKind::StorageFull.into())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }
}
