//! A file of other rules is refused naming both rule sets; another format or generator version is
//! refused, even under a consistent header; a big-endian file is named as such.

use super::{mahjong_bytes, paohuzi_bytes, put, refused, reseal, tables_dir};
use crate::targets::layout::{self, field};
use hupai::paohuzi;
use hupai::paohuzi::Scoring;
use hupai::table::{BAKED, TableFileError, Tables};
use hupai::{Checker, Rules};

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
