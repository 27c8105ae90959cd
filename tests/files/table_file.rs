//! Table files: the committed files regenerate byte for byte; baked, mapped and generated
//! tables agree on every key; and every malformed file (a flipped byte in any header field or
//! in the body, a truncation anywhere, another version, another rule set, a consistent header
//! with a wrong field) is refused with the error that names its problem, never a panic.

use crate::support::Rng;
use crate::support::scratch;
use crate::targets::layout::{self, HEADER_LEN, field};
use hupai::mahjong::SuitShape;
use hupai::paohuzi;
use hupai::paohuzi::Scoring;
use hupai::table::{
    BAKED, Dense, RuleSet, SectionProblem, SuitTable, TableFile, TableFileError, Tables, Variant,
    write_table_file,
};
use hupai::{Checker, Rules};
use hupai_cli::bench::{Class, samples};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The files committed under `tables/`, each with the rule set it must hold.
fn committed() -> Vec<(&'static str, RuleSet)> {
    let mahjong = |options: &[&str]| {
        RuleSet::of_rules(&Rules::from_options(options.iter().copied()).expect("rules"))
    };
    let paohuzi = |options: &[&str]| {
        RuleSet::of_paohuzi_rules(
            &paohuzi::Rules::from_options(options.iter().copied()).expect("rules"),
        )
    };
    vec![
        ("mahjong.bin", mahjong(&[])),
        (
            "mahjong-joker_fifth_copy-false.bin",
            mahjong(&["joker_fifth_copy=false"]),
        ),
        ("mahjong-eyes-258.bin", mahjong(&["eyes=258"])),
        ("paohuzi.bin", paohuzi(&[])),
        (
            "paohuzi-scoring-red_black.bin",
            paohuzi(&["scoring=red_black"]),
        ),
    ]
}

fn tables_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tables")
}

/// The default rules' file, generated once.
fn mahjong_bytes() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| RuleSet::Mahjong(BAKED).encode())
}

fn paohuzi_bytes() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| RuleSet::of_paohuzi_rules(&paohuzi::Rules::default()).encode())
}

fn put(bytes: &mut [u8], at: usize, value: &[u8]) {
    bytes[at..at + value.len()].copy_from_slice(value);
}

/// Rewrites the header checksum so that the header is consistent again: what a writer with
/// other ideas (another generator, a bug) would produce, rather than a corruption.
fn reseal(bytes: &mut [u8]) {
    let sum = layout::header_checksum(&bytes[..HEADER_LEN]);
    put(bytes, field::HEADER_CHECKSUM, &sum.to_le_bytes());
}

fn refused(bytes: &[u8]) -> TableFileError {
    match TableFile::from_bytes(bytes) {
        Ok(file) => panic!("accepted a malformed file holding {}", file.rules()),
        Err(e) => e,
    }
}

// ----------------------------------------------------------------------------------------------
// Reproducible.

#[test]
fn committed_files_regenerate_byte_for_byte() {
    for (name, rules) in committed() {
        let path = tables_dir().join(name);
        let committed = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let file = TableFile::from_bytes(&committed).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(file.rules(), rules, "{name}");
        assert_eq!(rules.file_name(), name);
        file.verify().unwrap_or_else(|e| panic!("{name}: {e}"));
        let fresh = rules.encode();
        assert_eq!(fresh.len(), committed.len(), "{name}: length");
        if let Some(at) = fresh.iter().zip(&committed).position(|(a, b)| a != b) {
            panic!(
                "{name}: byte {at} differs from a fresh build; run `hupai tables build` (see tables/README.md)"
            );
        }
    }
}

#[test]
fn write_table_file_replaces_a_file_in_place_atomically() {
    let dir = scratch("table_file-write");
    let rules = RuleSet::of_paohuzi_rules(&paohuzi::Rules::default());
    std::fs::write(dir.join(rules.file_name()), b"old").expect("written");
    let path = write_table_file(&dir, rules).expect("written");
    assert_eq!(std::fs::read(&path).expect("read"), paohuzi_bytes());
    assert_eq!(std::fs::read_dir(&dir).expect("listed").count(), 1);
}

#[cfg(feature = "dense")]
#[test]
fn baked_tables_are_the_generated_file() {
    let baked = hupai::table::baked_mahjong().expect("built with the dense feature");
    assert!(baked.bytes() == mahjong_bytes());
    assert_eq!(baked.bytes().as_ptr() as usize % layout::ALIGN, 0);
    baked.verify().expect("baked checksum");
    let baked = hupai::table::baked_paohuzi().expect("built with the dense feature");
    assert!(baked.bytes() == paohuzi_bytes());
    baked.verify().expect("baked checksum");
}

// ----------------------------------------------------------------------------------------------
// Three sources, one answer.

#[test]
fn baked_read_mapped_and_generated_mahjong_tables_agree_on_every_key() {
    for (name, rules) in committed() {
        let RuleSet::Mahjong(variant) = rules else {
            continue;
        };
        let read = Tables::open(tables_dir().join(name)).expect("opens");
        let read = read.dense(variant).expect("the file's own rules");
        // SAFETY: committed files are not written while the tests run.
        let mapped = unsafe { Tables::map(tables_dir().join(name)) }.expect("maps");
        let generated = Tables::from_bytes(rules.encode()).expect("a valid file");
        let cached = Dense::for_variant(variant);
        let mut sources = vec![("generated", generated.dense(variant).expect("its rules"))];
        sources.push(("mapped", mapped.dense(variant).expect("its rules")));
        sources.push(("for_variant", cached));
        if let Some(baked) = Dense::baked().filter(|_| variant == BAKED) {
            sources.push(("baked", baked));
        }
        for key in 0..SuitShape::Numbered.key_space() as u32 {
            for (source, table) in &sources {
                assert_eq!(
                    read.numbered(key),
                    table.numbered(key),
                    "{name}: numbered key {key}, {source}"
                );
            }
        }
        for key in 0..SuitShape::Honors.key_space() as u32 {
            for (source, table) in &sources {
                assert_eq!(
                    read.honors(key),
                    table.honors(key),
                    "{name}: honor key {key}, {source}"
                );
            }
        }
    }
}

#[test]
fn checkers_over_each_source_answer_alike() {
    let tables = Tables::open(tables_dir().join("mahjong.bin")).expect("opens");
    let read = Checker::with_file(Rules::default(), &tables).expect("default rules");
    // SAFETY: committed files are not written while the tests run.
    let map = unsafe { Tables::map(tables_dir().join("mahjong.bin")) }.expect("maps");
    let mapped = Checker::with_file(Rules::default(), &map).expect("default rules");
    let baked = Checker::new(Rules::default());
    let generated = Tables::from_bytes(RuleSet::Mahjong(BAKED).encode()).expect("a valid file");
    let generated = Checker::with_file(Rules::default(), &generated).expect("default rules");
    for class in Class::ALL {
        for sample in samples(class, 5_000, 7) {
            let want = baked.is_complete(&sample.hand).expect("checks");
            assert_eq!(read.is_complete(&sample.hand).expect("checks"), want);
            assert_eq!(mapped.is_complete(&sample.hand).expect("checks"), want);
            assert_eq!(generated.is_complete(&sample.hand).expect("checks"), want);
            assert_eq!(
                mapped.forms(&sample.hand).expect("forms"),
                baked.forms(&sample.hand).expect("forms")
            );
        }
    }
}

#[test]
fn baked_mapped_and_generated_paohuzi_tables_agree_on_every_key() {
    for (name, rules) in committed() {
        let RuleSet::Paohuzi { scoring, yiwushi } = rules else {
            continue;
        };
        let paohuzi_rules = paohuzi::Rules {
            scoring,
            yiwushi,
            ..paohuzi::Rules::default()
        };
        let mapped = Tables::open(tables_dir().join(name)).expect("opens");
        let mapped = paohuzi::CaseTables::from_file(&mapped.file(), &paohuzi_rules)
            .expect("the file's own rules");
        let generated = paohuzi::CaseTables::generate(scoring, yiwushi);
        let cached = paohuzi::CaseTables::for_rules(&paohuzi_rules);
        for (a, b, c) in [
            (&mapped.small, &generated.small, &cached.small),
            (&mapped.big, &generated.big, &cached.big),
        ] {
            assert_eq!(a.len(), 59_049);
            assert!(a.entries() == b.entries(), "{name}: mapped != generated");
            assert!(a.entries() == c.entries(), "{name}: mapped != for_rules");
        }
        if let Some(baked) =
            paohuzi::CaseTables::baked().filter(|_| paohuzi_rules == paohuzi::Rules::default())
        {
            assert!(baked.small.entries() == generated.small.entries());
            assert!(baked.big.entries() == generated.big.entries());
        }
    }
}

// ----------------------------------------------------------------------------------------------
// Other rules, other versions.

#[test]
fn a_file_of_other_rules_is_refused_naming_both() {
    let tables = Tables::open(tables_dir().join("mahjong-eyes-258.bin")).expect("opens");
    let e = tables.dense(BAKED).unwrap_err();
    let TableFileError::WrongRules { file, wanted } = &e else {
        panic!("{e}");
    };
    assert!(
        file.contains("eyes=258") && wanted.contains("eyes=any"),
        "{e}"
    );
    assert!(matches!(
        Checker::with_file(Rules::default(), &tables),
        Err(TableFileError::WrongRules { .. })
    ));
    let eyes = Rules::from_options(["eyes=258", "seven_pairs=false"]).expect("rules");
    assert!(Checker::with_file(eyes, &tables).is_ok());
    assert!(matches!(
        paohuzi::CaseTables::from_file(&tables.file(), &paohuzi::Rules::default()),
        Err(TableFileError::WrongRules { .. })
    ));
    let paohuzi = Tables::open(tables_dir().join("paohuzi.bin")).expect("opens");
    let red_black = paohuzi::Rules {
        scoring: Scoring::RedBlack,
        ..paohuzi::Rules::default()
    };
    assert!(matches!(
        paohuzi::CaseTables::from_file(&paohuzi.file(), &red_black),
        Err(TableFileError::WrongRules { .. })
    ));
    assert!(matches!(
        paohuzi.dense(BAKED),
        Err(TableFileError::WrongRules { .. })
    ));
}

#[test]
fn another_format_version_is_refused_even_with_a_consistent_header() {
    for sealed in [false, true] {
        let mut bytes = mahjong_bytes().to_vec();
        // The version before shanten tables, refused by name.
        put(&mut bytes, field::FORMAT_VERSION, &1u32.to_le_bytes());
        if sealed {
            reseal(&mut bytes);
        }
        let e = refused(&bytes);
        assert!(matches!(
            e,
            TableFileError::WrongVersion {
                found: 1,
                supported: 2
            }
        ));
        assert_eq!(
            e.to_string(),
            "format version 1 (written before table files held shanten tables); this build \
             reads version 2: rebuild the file with `hupai tables build`"
        );
    }
}

#[test]
fn another_generator_version_is_refused() {
    let mut bytes = paohuzi_bytes().to_vec();
    put(&mut bytes, field::GENERATOR_VERSION, &7u32.to_le_bytes());
    reseal(&mut bytes);
    let e = refused(&bytes);
    assert!(
        matches!(
            e,
            TableFileError::WrongGenerator {
                found: 7,
                ours: layout::GENERATOR_VERSION
            }
        ),
        "{e}"
    );
    assert!(e.to_string().contains("hupai tables build"), "{e}");
}

#[test]
fn a_big_endian_file_is_named_as_such() {
    let mut bytes = mahjong_bytes().to_vec();
    put(
        &mut bytes,
        field::ENDIAN,
        &layout::ENDIAN_MARK.to_be_bytes(),
    );
    let e = refused(&bytes);
    assert!(matches!(e, TableFileError::WrongEndian { .. }));
    assert!(e.to_string().contains("big-endian"), "{e}");
}

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

// ----------------------------------------------------------------------------------------------
// A consistent header that is still wrong: each field's own error.

fn section_at(index: usize, offset_in_entry: usize) -> usize {
    field::SECTIONS + index * layout::SECTION_ENTRY_LEN + offset_in_entry
}

fn sealed_with(edit: impl FnOnce(&mut Vec<u8>)) -> TableFileError {
    let mut bytes = mahjong_bytes().to_vec();
    edit(&mut bytes);
    reseal(&mut bytes);
    refused(&bytes)
}

#[test]
fn each_header_field_has_its_own_error() {
    let e = sealed_with(|b| put(b, field::KIND, &9u32.to_le_bytes()));
    assert!(matches!(e, TableFileError::UnknownKind(9)), "{e}");
    // A Paohuzi kind over a mahjong fingerprint.
    let e = sealed_with(|b| put(b, field::KIND, &layout::KIND_PAOHUZI.to_le_bytes()));
    assert!(matches!(e, TableFileError::UnknownRules(_)), "{e}");
    let e = sealed_with(|b| put(b, field::FINGERPRINT, &(1u64 << 56 | 0x40).to_le_bytes()));
    assert!(matches!(e, TableFileError::UnknownRules(_)), "{e}");
    // Another valid rule set's fingerprint under this file's name.
    let other = RuleSet::Mahjong(Variant {
        eyes_258: true,
        ..BAKED
    });
    let e = sealed_with(|b| put(b, field::FINGERPRINT, &other.fingerprint().to_le_bytes()));
    assert!(matches!(e, TableFileError::NameMismatch { .. }), "{e}");
    let e = sealed_with(|b| b[field::NAME] = b'M');
    assert!(matches!(e, TableFileError::NameMismatch { .. }), "{e}");
    let e = sealed_with(|b| b[field::NAME + layout::NAME_LEN - 1] = 1);
    assert!(matches!(e, TableFileError::NameMismatch { .. }), "{e}");
    let e = sealed_with(|b| put(b, field::SECTION_COUNT, &3u32.to_le_bytes()));
    assert!(
        matches!(e, TableFileError::SectionCount { found: 3, .. }),
        "{e}"
    );
    let e = sealed_with(|b| {
        let len = b.len() as u64 + 64;
        put(b, field::FILE_LEN, &len.to_le_bytes())
    });
    assert!(
        matches!(e, TableFileError::FileLength { stated, expected } if stated == expected + 64),
        "{e}"
    );
    let e = sealed_with(|b| {
        let len = b.len() as u64 - 1;
        put(b, field::FILE_LEN, &len.to_le_bytes())
    });
    assert!(
        matches!(
            e,
            TableFileError::Section {
                index: 3,
                problem: SectionProblem::OutOfBounds { .. }
            }
        ),
        "{e}"
    );

    let section = |index, problem_of: fn(&SectionProblem) -> bool, edit: &dyn Fn(&mut Vec<u8>)| {
        let e = sealed_with(|b| edit(b));
        match &e {
            TableFileError::Section { index: i, problem } if *i == index && problem_of(problem) => {
            }
            _ => panic!("section {index}: {e}"),
        }
    };
    section(
        0,
        |p| {
            matches!(
                p,
                SectionProblem::Id {
                    found: 2,
                    expected: 1
                }
            )
        },
        &|b| put(b, section_at(0, field::SECTION_ID), &2u32.to_le_bytes()),
    );
    section(
        1,
        |p| matches!(p, SectionProblem::ItemLen { found: 2, .. }),
        &|b| {
            put(
                b,
                section_at(1, field::SECTION_ITEM_LEN),
                &2u32.to_le_bytes(),
            )
        },
    );
    section(0, |p| matches!(p, SectionProblem::Length { .. }), &|b| {
        put(b, section_at(0, field::SECTION_LEN), &5u64.to_le_bytes())
    });
    section(
        0,
        |p| matches!(p, SectionProblem::Misaligned { offset: 321 }),
        &|b| {
            put(
                b,
                section_at(0, field::SECTION_OFFSET),
                &321u64.to_le_bytes(),
            )
        },
    );
    section(
        0,
        |p| matches!(p, SectionProblem::Overlap { offset: 256, .. }),
        &|b| {
            put(
                b,
                section_at(0, field::SECTION_OFFSET),
                &256u64.to_le_bytes(),
            )
        },
    );
    section(1, |p| matches!(p, SectionProblem::Overlap { .. }), &|b| {
        put(
            b,
            section_at(1, field::SECTION_OFFSET),
            &(HEADER_LEN as u64).to_le_bytes(),
        )
    });
    section(
        1,
        |p| matches!(p, SectionProblem::OutOfBounds { .. }),
        &|b| {
            put(
                b,
                section_at(1, field::SECTION_OFFSET),
                &(u64::MAX - 63).to_le_bytes(),
            )
        },
    );
    section(1, |p| matches!(p, SectionProblem::Reserved), &|b| {
        b[section_at(1, field::SECTION_RESERVED)] = 1
    });
    section(
        3,
        |p| matches!(p, SectionProblem::ItemLen { found: 260, .. }),
        &|b| b[section_at(3, 5)] = 1,
    );
    // A Paohuzi file uses two entries of the table; the others stay zero.
    let mut bytes = paohuzi_bytes().to_vec();
    bytes[section_at(3, 5)] = 1;
    reseal(&mut bytes);
    let e = refused(&bytes);
    assert!(
        matches!(
            e,
            TableFileError::Section {
                index: 3,
                problem: SectionProblem::UnusedNotZero
            }
        ),
        "{e}"
    );
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

#[test]
fn the_layout_is_exact_no_padding_after_the_tables_and_no_room_between_sections() {
    // Padding after the last section, with a header that owns up to it.
    let e = sealed_with(|b| {
        b.extend_from_slice(&[0; 64]);
        let len = b.len() as u64;
        put(b, field::FILE_LEN, &len.to_le_bytes());
    });
    assert!(
        matches!(e, TableFileError::FileLength { stated, expected } if stated == expected + 64),
        "{e}"
    );
    // The second section moved one boundary later, the file grown to match.
    let e = sealed_with(|b| {
        let entry = field::SECTIONS + layout::SECTION_ENTRY_LEN + field::SECTION_OFFSET;
        let offset = u64::from_le_bytes(b[entry..entry + 8].try_into().expect("8 bytes"));
        put(b, entry, &(offset + 64).to_le_bytes());
        let at = usize::try_from(offset).expect("small");
        b.splice(at..at, [0; 64]);
        let len = b.len() as u64;
        put(b, field::FILE_LEN, &len.to_le_bytes());
    });
    assert!(
        matches!(
            e,
            TableFileError::Section {
                index: 1,
                problem: SectionProblem::NotNext { .. }
            }
        ),
        "{e}"
    );
    // A sparse 20 GB file is refused from its header alone: the stated length is not where
    // the sections end.
    let e = sealed_with(|b| put(b, field::FILE_LEN, &(20u64 << 30).to_le_bytes()));
    assert!(matches!(e, TableFileError::FileLength { .. }), "{e}");
}

#[test]
fn concurrent_writers_and_a_planted_symlink_never_break_a_write() {
    let dir = scratch("table_file-concurrent");
    let rules = RuleSet::of_paohuzi_rules(&paohuzi::Rules::default());
    // Another file, and a symlink to it where the table file goes: the write replaces the
    // link and leaves the other file alone.
    let other = dir.join("other");
    std::fs::write(&other, b"not yours").expect("written");
    std::os::unix::fs::symlink(&other, dir.join(rules.file_name())).expect("a symlink");
    let written: Vec<PathBuf> = std::thread::scope(|s| {
        let writers: Vec<_> = (0..64)
            .map(|_| s.spawn(|| write_table_file(&dir, rules).expect("every write succeeds")))
            .collect();
        writers
            .into_iter()
            .map(|w| w.join().expect("no panic"))
            .collect()
    });
    assert!(written.iter().all(|p| *p == dir.join(rules.file_name())));
    assert_eq!(std::fs::read(&other).expect("read"), b"not yours");
    let path = dir.join(rules.file_name());
    assert!(std::fs::symlink_metadata(&path).expect("there").is_file());
    assert_eq!(std::fs::read(&path).expect("read"), paohuzi_bytes());
    // Nothing temporary is left behind.
    let names: Vec<String> = std::fs::read_dir(&dir)
        .expect("listed")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
}
