//! A corrupted file is refused, never a panic: a flipped header byte by name, flipped body bytes
//! by verification (a checker over a scrambled body still answers), a truncation anywhere, an
//! empty or missing file, and anything but a regular file.

use super::{mahjong_bytes, paohuzi_bytes, refused};
use crate::support::Rng;
use crate::support::scratch;
use crate::targets::layout::{self, HEADER_LEN, field};
use hupai::table::{TableFile, TableFileError, Tables};
use hupai::{Checker, Rules};
use hupai_cli::bench::{Class, samples};
use std::path::PathBuf;

// ----------------------------------------------------------------------------------------------
// Corruption.

/// Which error a flipped byte at `at` must give: the fields that identify the format are
/// named; any other header byte breaks the header checksum.
fn expect_flip(at: usize, e: &TableFileError) {
    let ok = match at {
        0..8 => matches!(e, TableFileError::NotATableFile { .. }),
        8..12 => matches!(e, TableFileError::WrongVersion { .. }),
        12..16 => matches!(e, TableFileError::WrongEndian { .. }),
        16..20 => matches!(e, TableFileError::HeaderLength { .. }),
        _ => matches!(e, TableFileError::HeaderChecksum { .. }),
    };
    assert!(ok, "byte {at}: {e}");
}

#[test]
fn every_flipped_header_byte_is_refused_by_name() {
    for original in [mahjong_bytes(), paohuzi_bytes()] {
        let mut bytes = original.to_vec();
        for at in 0..HEADER_LEN {
            for mask in [0x01u8, 0x80, 0xFF] {
                bytes[at] ^= mask;
                expect_flip(at, &refused(&bytes));
                bytes[at] ^= mask;
            }
        }
        assert!(bytes == original);
    }
}

#[test]
fn flipped_body_bytes_pass_open_and_fail_verify() {
    let mut bytes = mahjong_bytes().to_vec();
    let len = bytes.len();
    // Sections and the last byte; the zero padding between sections is checked on open.
    let numbered_end = HEADER_LEN + 1_953_125;
    let honors_start = 1_953_472;
    let in_gap = |at: usize| (numbered_end..honors_start).contains(&at);
    let points = (HEADER_LEN..len)
        .step_by(7_919)
        .chain([HEADER_LEN, numbered_end - 1, honors_start, len - 1])
        .filter(|&at| !in_gap(at));
    for at in [numbered_end, numbered_end + 5, honors_start - 1] {
        bytes[at] ^= 0x10;
        assert!(
            matches!(TableFile::from_bytes(&bytes), Err(TableFileError::NonZeroGap { at: a }) if a == at as u64),
            "byte {at}"
        );
        bytes[at] ^= 0x10;
    }
    for at in points {
        bytes[at] ^= 0x10;
        let file = TableFile::from_bytes(&bytes).expect("open trusts the body");
        assert!(
            matches!(file.verify(), Err(TableFileError::BodyChecksum { .. })),
            "byte {at}"
        );
        bytes[at] ^= 0x10;
    }
    TableFile::from_bytes(&bytes)
        .expect("restored")
        .verify()
        .expect("restored");
}

#[test]
fn a_checker_over_a_scrambled_body_answers_without_panicking() {
    // Open trusts the body; a corrupt one may answer wrongly but must stay memory-safe and
    // panic-free: every lookup indexes a slice whose length was checked.
    let mut bytes = mahjong_bytes().to_vec();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for b in &mut bytes[HEADER_LEN..] {
        *b = rng.next() as u8;
    }
    // The padding between the sections stays zero, as open requires.
    let word = |b: &[u8], at: usize| u64::from_le_bytes(b[at..at + 8].try_into().unwrap());
    let mut end = HEADER_LEN;
    for i in 0..4 {
        let entry = field::SECTIONS + i * layout::SECTION_ENTRY_LEN;
        let offset = word(&bytes, entry + field::SECTION_OFFSET) as usize;
        bytes[end..offset].fill(0);
        end = offset + word(&bytes, entry + field::SECTION_LEN) as usize;
    }
    let tables = Tables::from_bytes(bytes).expect("header intact");
    assert!(tables.verify().is_err());
    let checker = Checker::with_file(Rules::default(), &tables).expect("rules");
    for class in Class::ALL.into_iter().chain(Class::WAITS) {
        for sample in samples(class, 2_000, 3) {
            let _ = checker.is_complete(&sample.hand);
            let _ = checker.forms(&sample.hand);
            let _ = checker.decompose(&sample.hand);
            let _ = checker.waits(&sample.hand);
        }
    }
}

#[test]
fn truncation_anywhere_is_refused() {
    for original in [mahjong_bytes(), paohuzi_bytes()] {
        let len = original.len();
        let points = (0..HEADER_LEN + 64)
            .chain((HEADER_LEN..len).step_by(4_099))
            .chain(len - 64..len);
        for cut in points {
            let e = refused(&original[..cut]);
            let ok = match cut {
                0 => matches!(e, TableFileError::NotATableFile { .. }),
                _ => matches!(e, TableFileError::Truncated { .. }),
            };
            assert!(ok, "cut at {cut}: {e}");
        }
        let mut longer = original.to_vec();
        longer.push(0);
        assert!(matches!(
            refused(&longer),
            TableFileError::TrailingBytes { .. }
        ));
    }
}

#[test]
fn files_truncated_empty_or_missing_are_refused() {
    let dir = scratch("table_file-mapped");
    let bytes = mahjong_bytes();
    for cut in [
        0,
        1,
        8,
        100,
        HEADER_LEN,
        HEADER_LEN + 1,
        bytes.len() / 2,
        bytes.len() - 1,
    ] {
        let path = dir.join(format!("cut-{cut}.bin"));
        std::fs::write(&path, &bytes[..cut]).expect("written");
        let e = Tables::open(&path).unwrap_err();
        assert!(
            matches!(
                e,
                TableFileError::NotATableFile { .. } | TableFileError::Truncated { .. }
            ),
            "cut at {cut}: {e}"
        );
    }
    assert!(matches!(
        Tables::open(dir.join("missing.bin")),
        Err(TableFileError::Io { .. })
    ));
    assert!(Tables::open(&dir).is_err());
}

#[test]
fn anything_but_a_regular_file_is_refused_by_name_without_blocking() {
    let dir = scratch("table_file-not-a-file");
    let fifo = dir.join("fifo");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    for (path, what) in [
        (dir.clone(), "a directory"),
        (fifo, "a FIFO"),
        (PathBuf::from("/dev/null"), "a character device"),
    ] {
        let e = Tables::open(&path).unwrap_err();
        assert!(
            matches!(&e, TableFileError::NotAFile { what: w, .. } if *w == what),
            "{}: {e}",
            path.display()
        );
        assert!(e.to_string().contains(what), "{e}");
    }
}
