//! A consistent header that is still wrong is refused with each field's own error, and the layout
//! is exact: no padding after the tables, no room between sections, no other stated length.

use super::{mahjong_bytes, paohuzi_bytes, put, refused, reseal};
use crate::targets::layout::{self, HEADER_LEN, field};
use hupai::table::{BAKED, RuleSet, SectionProblem, TableFileError, Variant};

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
