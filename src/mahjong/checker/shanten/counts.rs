//! Shanten of count arrays, for callers that keep counts rather than a [`Hand`](crate::Hand):
//! the bindings' batches, servers, simulators. The suit keys are made a register at a time
//! ([`Loaded`]) and read as a hand's are, with no hand built; a count array the quick path
//! does not answer is made a hand and asked in full, which also names what is wrong with it.
//!
//! A batch usually wants only the least shanten over the forms ([`least_shanten_counts`]).
//! A complete hand's least is -1 whatever its other forms say, and the standard form's
//! completeness is the check's four table bytes, read from the keys the shanten needs anyway:
//! such a hand is answered without summing any suit's distances, and every other hand pays
//! those four reads and a word test.
//!
//! [`least_shanten_counts`]: Checker::least_shanten_counts

use super::Shanten;
use crate::base::key::within_tables;
use crate::mahjong::checker::counts::Loaded;
use crate::mahjong::checker::standard::within;
use crate::mahjong::checker::{CheckError, Checker};
use crate::mahjong::hand;
use crate::mahjong::table::SuitTable;
use crate::mahjong::tile::KINDS;

/// Rows of [`Checker::least_shanten_counts_each`] taken at once: their keys, sizes and lists, some
/// 2.8 kB, stay in the first-level cache between the two passes.
const BLOCK_ROWS: usize = 128;

impl<T: SuitTable> Checker<T> {
    /// The shanten of concealed counts plus jokers (no melds) in every form the rules enable:
    /// what [`shanten`](Self::shanten) answers for the hand [`Hand::from_counts`] makes of
    /// them, from suit keys made a register at a time, without the hand. Other questions of a
    /// count array are asked of that hand.
    ///
    /// Fails as [`Hand::from_counts`] (a [`CheckError::Hand`]) or
    /// [`shanten`](Self::shanten) do.
    ///
    /// [`Hand::from_counts`]: crate::Hand::from_counts
    #[inline]
    pub fn shanten_counts(&self, counts: &[u8; KINDS], jokers: u8) -> Result<Shanten, CheckError> {
        let quick = self.quick_counts(counts, jokers, |keys, concealed| {
            self.quick_shanten_keys(keys, jokers, concealed)
        });
        match quick {
            Some(shanten) => Ok(shanten),
            None => self.shanten_counts_in_full(counts, jokers),
        }
    }

    /// The least shanten over the forms of concealed counts plus jokers (no melds):
    /// `shanten_counts(counts, jokers)?.least()`, what the batches of the C library and the
    /// Python module write, with a complete hand answered -1 from the check's table bytes
    /// alone.
    ///
    /// Fails as [`shanten_counts`](Self::shanten_counts) does.
    #[inline]
    pub fn least_shanten_counts(
        &self,
        counts: &[u8; KINDS],
        jokers: u8,
    ) -> Result<Option<i8>, CheckError> {
        let quick = self.quick_counts(counts, jokers, |keys, concealed| {
            if self.complete_of_keys(&keys, u32::from(concealed), jokers) {
                return Some(Some(-1));
            }
            let shanten = self.quick_shanten_keys(keys, jokers, concealed)?;
            Some(shanten.least())
        });
        match quick {
            Some(least) => Ok(least),
            None => self
                .shanten_counts_in_full(counts, jokers)
                .map(|shanten| shanten.least()),
        }
    }

    /// [`least_shanten_counts`](Self::least_shanten_counts) of every row of `rows`, row `i`
    /// with `jokers(i)` jokers, each answer given to `answer(i, ..)` once: what the C
    /// library's and the Python module's batches write. The rows are taken a block at a
    /// time, the complete ones found first by table bytes alone and answered, and then the
    /// others' shanten worked out: which rows are complete is as good as random in a batch,
    /// and a branch on it in each row's answer is mispredicted half the time, where the
    /// block's first pass takes no branch on it at all (0.8 as many nanoseconds a row on
    /// `python/bench.py`'s rows). So the answers come in no particular order; a row that is
    /// not a hand is answered with its error and the others still are. The rows may be
    /// memory that another thread writes meanwhile (a numpy array, a server's buffer): a row
    /// answered by the tables is read once, into the keys its answer is read from, and the
    /// few others (a count above four, a size past the tables) are read again, whole, by
    /// [`least_shanten_counts`](Self::least_shanten_counts), so that each answer is of the
    /// row as one read found it.
    ///
    /// ```
    /// use hupai::Checker;
    ///
    /// let mut rows = [[0u8; 34]; 3];
    /// rows[0][..9].copy_from_slice(&[3, 1, 1, 1, 2, 1, 1, 1, 3]); // 11123455678999m
    /// rows[1][..9].copy_from_slice(&[3, 1, 1, 1, 1, 1, 1, 1, 3]); // 1112345678999m, waiting
    /// rows[2][0] = 5; // five of a kind
    /// let mut least = [None; 3];
    /// let mut failed = Vec::new();
    /// Checker::default().least_shanten_counts_each(&rows, |_| 0, |i, answer| match answer {
    ///     Ok(shanten) => least[i] = shanten,
    ///     Err(_) => failed.push(i),
    /// });
    /// assert_eq!(least[..2], [Some(-1), Some(0)]);
    /// assert_eq!(failed, [2]);
    /// ```
    pub fn least_shanten_counts_each(
        &self,
        rows: &[[u8; KINDS]],
        jokers: impl Fn(usize) -> u8,
        mut answer: impl FnMut(usize, Result<Option<i8>, CheckError>),
    ) {
        for (b, block) in rows.chunks(BLOCK_ROWS).enumerate() {
            let first = b * BLOCK_ROWS;
            let mut keys = [[0u32; 4]; BLOCK_ROWS];
            let mut sizes = [0u32; BLOCK_ROWS];
            // The complete rows and the others, as lists: each row's place written to both,
            // and one list's count moved on, so that no branch asks which.
            let (mut complete, mut left) = ([0u8; BLOCK_ROWS], [0u8; BLOCK_ROWS]);
            let (mut m, mut n) = (0, 0);
            for (i, row) in block.iter().enumerate() {
                let (row_keys, tiles) = Loaded::load(row).keys_and_tiles();
                let row_jokers = jokers(first + i);
                let concealed = tiles + u32::from(row_jokers);
                // Keys of a count above four read some byte, never out of bounds, and the
                // size test fails them.
                let done = self.complete_of_keys(&row_keys, concealed, row_jokers);
                // Places below the block's rows, masked so that no test is asked.
                let at = |place: usize| place & (BLOCK_ROWS - 1);
                (keys[at(i)], sizes[at(i)]) = (row_keys, concealed);
                (complete[at(m)], left[at(n)]) = (i as u8, i as u8);
                m += usize::from(done);
                n += usize::from(!done);
            }
            for &i in &complete[..m] {
                answer(first + usize::from(i), Ok(Some(-1)));
            }
            for &i in &left[..n] {
                let (i, row) = (usize::from(i), &block[usize::from(i)]);
                let jokers = jokers(first + i);
                let quick = if sizes[i] <= u32::from(hand::MAX_CONCEALED) {
                    // SAFETY: `concealed` is at most 17, below the 255 that a count above
                    // four makes it.
                    let keys = unsafe { within_tables(keys[i]) };
                    self.quick_shanten_keys(keys, jokers, sizes[i] as u8)
                } else {
                    None
                };
                let least = match quick {
                    Some(shanten) => Ok(shanten.least()),
                    None => self.least_shanten_counts(row, jokers),
                };
                answer(first + i, least);
            }
        }
    }

    /// Whether counts of these suit keys, `concealed` tiles (jokers included) and `jokers`
    /// are complete under plain rules by the check's table bytes alone: no branch that the
    /// counts decide. The sizes test passes complete sizes (so never the 255 or more of a
    /// count above four) and jokers within `max_jokers` only, as the check's quick path does.
    #[inline(always)]
    fn complete_of_keys(&self, keys: &[u32; 4], concealed: u32, jokers: u8) -> bool {
        let size = u8::try_from(concealed).unwrap_or(u8::MAX);
        self.plain_rules()
            & self.plain_sizes_ok(size, jokers)
            & within(self.lookup_word(keys), jokers)
    }

    /// What `answer` says of the suit keys and the concealed size (jokers included) of counts
    /// the quick paths may read: each count at most four, at most a hand's tiles. `None`
    /// leaves them to the general path, which names what is wrong with them.
    #[inline(always)]
    fn quick_counts<R>(
        &self,
        counts: &[u8; KINDS],
        jokers: u8,
        answer: impl FnOnce([u32; 4], u8) -> Option<R>,
    ) -> Option<R> {
        let (keys, tiles) = Loaded::load(counts).keys_and_tiles();
        // A count above four makes `tiles` 255 or more, which fails the size test.
        let concealed = tiles + u32::from(jokers);
        if concealed > u32::from(hand::MAX_CONCEALED) {
            return None;
        }
        // SAFETY: `tiles` is at most 17, below the 255 that a count above four makes it.
        answer(unsafe { within_tables(keys) }, concealed as u8)
    }

    /// The count arrays [`shanten_counts`](Self::shanten_counts) leaves: the hand they make
    /// asked, or what is wrong with them named.
    #[inline(never)]
    fn shanten_counts_in_full(
        &self,
        counts: &[u8; KINDS],
        jokers: u8,
    ) -> Result<Shanten, CheckError> {
        self.shanten(&crate::Hand::from_counts(counts, jokers)?)
    }
}
