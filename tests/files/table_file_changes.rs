//! A table file changed while it is in use. Read into memory (`Tables::open`, the default),
//! the tables are immune to whatever happens to the file afterwards, and a file whose body
//! differs from its checksum (corrupt, or changed while it was read) is refused; a file too
//! long for any table file is refused before it is read. Mapped (`Tables::map`), a file
//! replaced by a rename, as the writer replaces it, leaves the mapping intact.

use crate::support::scratch;
use hupai::table::{BAKED, RuleSet, TableFileError, Tables, Variant, write_table_file};
use hupai::{Checker, Rules};
use hupai_cli::bench::{Class, Sample, samples};
use std::fs::OpenOptions;
use std::io::{Seek, SeekFrom, Write};

/// Hands of every class, and what the built-in tables answer for them.
fn answered() -> Vec<(Sample, bool)> {
    let checker = Checker::new(Rules::default());
    Class::ALL
        .into_iter()
        .flat_map(|class| samples(class, 500, 7))
        .map(|s| {
            let complete = checker.is_complete(&s.hand).expect("valid hand");
            (s, complete)
        })
        .collect()
}

/// Every hand gets the answer the built-in tables give.
fn assert_answers(tables: &Tables, hands: &[(Sample, bool)], when: &str) {
    let checker = Checker::with_file(Rules::default(), tables).expect("the default rules");
    for (sample, complete) in hands {
        assert_eq!(
            checker.is_complete(&sample.hand).expect("valid hand"),
            *complete,
            "{when}: {:?}",
            sample.hand
        );
    }
}

#[test]
fn read_tables_answer_the_same_whatever_happens_to_the_file() {
    let dir = scratch("table_file_changes-read");
    let path = write_table_file(&dir, RuleSet::Mahjong(BAKED)).expect("written");
    let hands = answered();
    let tables = Tables::open(&path).expect("a valid file");
    assert_answers(&tables, &hands, "as read");

    // Written into in place: every byte of the numbered suits' section made 0 ("complete").
    let len = std::fs::metadata(&path).expect("exists").len();
    let mut file = OpenOptions::new().write(true).open(&path).expect("opens");
    file.seek(SeekFrom::Start(320)).expect("seeks");
    file.write_all(&vec![0; 1_953_125]).expect("written");
    drop(file);
    assert_answers(&tables, &hands, "after the file was overwritten in place");
    // ... which the next open notices.
    assert!(matches!(
        Tables::open(&path),
        Err(TableFileError::BodyChecksum { .. })
    ));

    // Truncated in place, as `cp` does before it writes.
    OpenOptions::new()
        .write(true)
        .truncate(true)
        .open(&path)
        .expect("truncates");
    assert_answers(&tables, &hands, "after the file was truncated");
    tables.verify().expect("the bytes in memory are intact");
    assert_eq!(tables.file().bytes().len() as u64, len);

    // Deleted.
    std::fs::remove_file(&path).expect("removed");
    assert_answers(&tables, &hands, "after the file was deleted");
}

#[test]
fn a_body_that_does_not_match_its_checksum_is_refused_on_open() {
    let dir = scratch("table_file_changes-corrupt");
    let path = write_table_file(&dir, RuleSet::Mahjong(BAKED)).expect("written");
    let mut bytes = std::fs::read(&path).expect("read");
    for at in [320, 1_000_000, bytes.len() - 1] {
        bytes[at] ^= 1;
        std::fs::write(&path, &bytes).expect("written");
        assert!(
            matches!(
                Tables::open(&path),
                Err(TableFileError::BodyChecksum { .. })
            ),
            "byte {at}"
        );
        bytes[at] ^= 1;
    }
    std::fs::write(&path, &bytes).expect("written");
    Tables::open(&path).expect("restored");
}

#[test]
fn a_file_longer_than_any_table_file_is_refused_before_it_is_read() {
    let dir = scratch("table_file_changes-long");
    let path = dir.join("huge.bin");
    // Sparse: 20 GB that take no disk, and would take minutes to read.
    let file = std::fs::File::create(&path).expect("created");
    file.set_len(20 << 30).expect("sized");
    drop(file);
    let e = Tables::open(&path).unwrap_err();
    assert!(
        matches!(e, TableFileError::TooLong { len, .. } if len == 20 << 30),
        "{e}"
    );
    assert!(e.to_string().contains("no table file is longer"), "{e}");
    // SAFETY: nothing changes the file while the result lives (it is refused).
    let mapped = unsafe { Tables::map(&path) };
    assert!(matches!(mapped, Err(TableFileError::TooLong { .. })));
}

#[test]
fn a_mapped_file_replaced_by_a_rename_keeps_its_tables() {
    let dir = scratch("table_file_changes-mapped");
    let path = write_table_file(&dir, RuleSet::Mahjong(BAKED)).expect("written");
    let hands = answered();
    // SAFETY: the file is only ever replaced by a rename below, never written in place.
    let tables = unsafe { Tables::map(&path) }.expect("a valid file");
    assert_answers(&tables, &hands, "as mapped");
    // Another rule set's tables, written apart and renamed over it.
    let other = Variant {
        eyes_258: true,
        ..BAKED
    };
    let staging = dir.join("staging");
    std::fs::create_dir_all(&staging).expect("a folder");
    let staged = write_table_file(&staging, RuleSet::Mahjong(other)).expect("written");
    std::fs::rename(&staged, &path).expect("replaced");
    assert_eq!(
        Tables::open(&path).expect("the new file").rules(),
        RuleSet::Mahjong(other)
    );
    assert_eq!(tables.rules(), RuleSet::Mahjong(BAKED));
    tables.verify().expect("the mapping keeps the old file");
    assert_answers(&tables, &hands, "after the file was replaced");
}
