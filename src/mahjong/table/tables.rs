//! The owner of a table file's bytes ([`Tables`]): read into memory and checked whole (the
//! default), mapped from a file whose owner promises not to change it, or handed over as
//! bytes; validated once, and kept with what checkers derive from them. Everything else in
//! this module borrows; this is where bytes come from and live.

use crate::base::key::SuitShape;
use crate::base::variant::Variant;
use crate::file::error::{SectionProblem, TableFileError};
use crate::file::format;
use crate::file::header::{Info, parse};
use crate::file::rule_set::RuleSet;
use crate::file::view::TableFile;
use crate::mahjong::table::dense::Dense;
use crate::mahjong::table::derived::Derived;
use crate::mahjong::table::shanten::ShantenTables;
use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};

/// A table file's tables, read into memory (or mapped) and validated, and the owner of what
/// checkers derive from them.
///
/// Borrow its tables with [`dense`](Self::dense) (or build a checker with
/// [`Checker::with_file`](crate::Checker::with_file)); a program that keeps one file for its
/// whole run can [`leak`](Self::leak) it and use the plain [`Checker`](crate::Checker) type
/// (`Checker<Dense<'static>>`), as it would the built-in tables.
#[derive(Debug)]
pub struct Tables {
    bytes: Bytes,
    info: Info,
    /// Where the bytes were read from, if from a file.
    path: Option<PathBuf>,
    /// What checkers over these tables derive from them (wait masks), kept with the bytes.
    derived: Derived,
}

/// Refuses what is not a regular file, naming what it is.
fn not_a_file(path: &Path, metadata: &std::fs::Metadata) -> Result<(), TableFileError> {
    let kind = metadata.file_type();
    if kind.is_file() {
        return Ok(());
    }
    let what = if kind.is_dir() {
        "a directory"
    } else {
        special_kind(&kind)
    };
    Err(TableFileError::NotAFile {
        path: path.to_path_buf(),
        what,
    })
}

/// What a file that is neither regular nor a directory is.
#[cfg(unix)]
fn special_kind(kind: &std::fs::FileType) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    if kind.is_fifo() {
        "a FIFO"
    } else if kind.is_char_device() {
        "a character device"
    } else if kind.is_block_device() {
        "a block device"
    } else if kind.is_socket() {
        "a socket"
    } else {
        "not a regular file"
    }
}

/// What a file that is neither regular nor a directory is.
#[cfg(not(unix))]
fn special_kind(_: &std::fs::FileType) -> &'static str {
    "not a regular file"
}

/// Where a [`Tables`]' bytes live.
#[derive(Debug)]
enum Bytes {
    Mapped(memmap2::Mmap),
    Owned(Box<[u8]>),
}

impl Bytes {
    fn as_slice(&self) -> &[u8] {
        match self {
            Bytes::Mapped(map) => map,
            Bytes::Owned(bytes) => bytes,
        }
    }
}

/// A regular file opened for reading, and its length; anything else refused by name before it
/// is opened, so that a FIFO cannot block the call.
fn open_regular(path: &Path) -> Result<(File, u64), TableFileError> {
    let io = |source| TableFileError::Io {
        path: path.to_path_buf(),
        source,
    };
    not_a_file(path, &std::fs::metadata(path).map_err(io)?)?;
    let file = File::open(path).map_err(io)?;
    // Swapped for something else between the two looks: refused all the same.
    let metadata = file.metadata().map_err(io)?;
    not_a_file(path, &metadata)?;
    if metadata.len() > format::MAX_FILE_LEN {
        return Err(TableFileError::TooLong {
            len: metadata.len(),
            max: format::MAX_FILE_LEN,
        });
    }
    Ok((file, metadata.len()))
}

impl Tables {
    /// Reads a table file into memory and checks all of it: the header, the bounds and
    /// alignment of its sections, and the body's checksum (its cost is in `BENCHMARKS.md`).
    ///
    /// The tables then live in memory, so nothing done to the file afterwards (rewritten in
    /// place, truncated, replaced, deleted) changes an answer; and a file changed while it is
    /// read fails the checksum instead of giving tables from two versions. This is the way to
    /// load a table file unless start-up time matters more than that: see [`map`](Self::map).
    ///
    /// # Errors
    ///
    /// [`TableFileError::NotAFile`] for anything but a regular file (a folder, a FIFO, a
    /// device), refused before it is opened; [`TableFileError::TooLong`] for a file longer
    /// than any table file, refused before it is read; [`TableFileError::Io`] when it cannot
    /// be opened or read; whatever [`TableFile::from_bytes`] refuses in its header; and
    /// [`TableFileError::BodyChecksum`] when the body does not match its checksum.
    pub fn open(path: impl AsRef<Path>) -> Result<Tables, TableFileError> {
        let path = path.as_ref();
        let (file, len) = open_regular(path)?;
        // The file may grow while it is read: never more than one byte past the longest
        // valid file, which is then refused by its length.
        let mut bytes = Vec::with_capacity(usize::try_from(len).unwrap_or(0));
        file.take(format::MAX_FILE_LEN + 1)
            .read_to_end(&mut bytes)
            .map_err(|source| TableFileError::Io {
                path: path.to_path_buf(),
                source,
            })?;
        let mut tables = Tables::from_bytes(bytes)?;
        tables.verify()?;
        tables.path = Some(path.to_path_buf());
        Ok(tables)
    }

    /// Maps a table file into memory and validates its header, bounds and alignment (not
    /// its body: see [`verify`](Self::verify)), in microseconds whatever the file's size.
    ///
    /// # Safety
    ///
    /// The file must not be changed in place while the returned tables (or anything
    /// borrowed from them) live: another process writing into it changes answers under
    /// the checker without notice, and one truncating it makes the next read fault (the
    /// process dies of `SIGBUS`). Replacing the file by a rename, as
    /// [`write_table_file`](crate::table::write_table_file) and `hupai tables build` do,
    /// is safe: the mapping keeps the old file. Use [`open`](Self::open) when that cannot
    /// be promised.
    ///
    /// # Errors
    ///
    /// As [`open`](Self::open), except that the body's checksum is not checked.
    pub unsafe fn map(path: impl AsRef<Path>) -> Result<Tables, TableFileError> {
        let path = path.as_ref();
        let (file, _) = open_regular(path)?;
        // SAFETY: the caller promises that the file is not changed in place while the
        // mapping lives (see `# Safety`). Every read goes through a slice checked against
        // the length seen here.
        let map = unsafe { memmap2::Mmap::map(&file) }.map_err(|source| TableFileError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        let info = parse(&map)?;
        Ok(Tables {
            bytes: Bytes::Mapped(map),
            info,
            path: Some(path.to_path_buf()),
            derived: Derived::default(),
        })
    }

    /// Tables over a table file's bytes held in memory, their header, bounds and alignment
    /// validated as [`map`](Self::map) validates a file (not the body: see
    /// [`verify`](Self::verify)); an error names what is wrong with them.
    ///
    /// # Errors
    ///
    /// Whatever [`TableFile::from_bytes`] refuses in the header.
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Tables, TableFileError> {
        let info = parse(&bytes)?;
        Ok(Tables {
            bytes: Bytes::Owned(bytes.into_boxed_slice()),
            info,
            path: None,
            derived: Derived::default(),
        })
    }

    /// The validated view of the bytes.
    pub fn file(&self) -> TableFile<'_> {
        TableFile::parsed(self.bytes.as_slice(), self.info)
    }

    /// Where the file was read or mapped from; `None` for tables made
    /// [`from_bytes`](Self::from_bytes).
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The rule set the file answers.
    pub fn rules(&self) -> RuleSet {
        self.info.rules
    }

    /// Checks the body checksum (reads the whole file).
    ///
    /// # Errors
    ///
    /// [`TableFileError::BodyChecksum`] when the body does not match the stored checksum.
    pub fn verify(&self) -> Result<(), TableFileError> {
        self.file().verify()
    }

    /// The mahjong suit tables, if the file holds those of `variant`; the wait masks derived
    /// from them are built from these bytes on first use and kept with this file.
    ///
    /// # Errors
    ///
    /// [`TableFileError::WrongRules`] when the file holds Paohuzi tables or another mahjong
    /// variant's, and [`TableFileError::Section`] with [`SectionProblem::Length`] if a
    /// section is not its key space long, which a validated file never is.
    pub fn dense(&self, variant: Variant) -> Result<Dense<'_>, TableFileError> {
        let [numbered, honors] = self.file().suit_bytes(variant)?;
        let [shanten_numbered, shanten_honors] = self.file().shanten_bytes(variant)?;
        let shanten = ShantenTables::new(shanten_numbered, shanten_honors, &self.derived).ok_or(
            TableFileError::Section {
                index: 2,
                problem: SectionProblem::Length {
                    found: shanten_numbered.len() as u64,
                    expected: 4 * SuitShape::Numbered.hand_keys() as u64,
                },
            },
        )?;
        Dense::new(numbered, honors, variant, &self.derived, shanten).ok_or(
            TableFileError::Section {
                index: 0,
                problem: SectionProblem::Length {
                    found: numbered.len() as u64,
                    expected: SuitShape::Numbered.key_space() as u64,
                },
            },
        )
    }

    /// Keeps the tables for the rest of the process, like the baked tables, so that they are
    /// `'static` and can be shared with threads.
    pub fn leak(self) -> &'static Tables {
        Box::leak(Box::new(self))
    }
}
