//! The owner of a table file's bytes ([`Tables`]): mapped from a file or held in memory,
//! validated once, and kept with what checkers derive from them. Everything else in this
//! module borrows; this is where bytes come from and live.

use super::error::{SectionProblem, TableFileError};
use super::header::{Info, parse};
use super::rule_set::RuleSet;
use super::view::TableFile;
use crate::mahjong::key::Shape;
use crate::mahjong::rules::Variant;
use crate::table::dense::Dense;
use crate::table::derived::Derived;
use std::fs::File;
use std::path::{Path, PathBuf};

/// A table file's tables, mapped from a file or held in memory, validated in O(1), and the
/// owner of what checkers derive from them.
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

impl Tables {
    /// Maps a table file and validates its header, bounds and alignment (not its body: see
    /// [`verify`](Self::verify)).
    ///
    /// # Errors
    ///
    /// [`TableFileError::Io`] when the file cannot be opened or mapped;
    /// [`TableFileError::NotAFile`] for anything but a regular file (a folder, a FIFO, a
    /// device), which is refused before it is opened, so that a FIFO cannot block the call;
    /// otherwise whatever [`TableFile::from_bytes`] refuses in its header.
    pub fn open(path: impl AsRef<Path>) -> Result<Tables, TableFileError> {
        let path = path.as_ref().to_path_buf();
        let io = |source| TableFileError::Io {
            path: path.clone(),
            source,
        };
        not_a_file(&path, &std::fs::metadata(&path).map_err(io)?)?;
        let file = File::open(&path).map_err(io)?;
        // Swapped for something else between the two looks: refused all the same.
        not_a_file(&path, &file.metadata().map_err(io)?)?;
        // SAFETY: a mapping is undefined behaviour if the file changes under it (another
        // process truncating it can even fault the reads). Like ripgrep and fst, this assumes
        // table files are not modified while mapped: they are written once and replaced by a
        // rename (`hupai tables build` never writes a file in place), which leaves a mapping
        // of the old file intact. Every read goes through a slice checked against the length
        // seen here.
        let map = unsafe { memmap2::Mmap::map(&file) }.map_err(io)?;
        let info = parse(&map)?;
        Ok(Tables {
            bytes: Bytes::Mapped(map),
            info,
            path: Some(path),
            derived: Derived::default(),
        })
    }

    /// Tables over a table file's bytes held in memory, validated as [`open`](Self::open)
    /// validates a file; an error names what is wrong with them.
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

    /// Where the file was opened from; `None` for tables made [`from_bytes`](Self::from_bytes).
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
        let [numbered, honours] = self.file().suit_bytes(variant)?;
        Dense::new(numbered, honours, variant, &self.derived).ok_or(TableFileError::Section {
            index: 0,
            problem: SectionProblem::Length {
                found: numbered.len() as u64,
                expected: Shape::Numbered.key_space() as u64,
            },
        })
    }

    /// Keeps the mapping for the rest of the process, like the baked tables, so that its
    /// tables are `'static` and can be shared with threads.
    pub fn leak(self) -> &'static Tables {
        Box::leak(Box::new(self))
    }
}
