//! Three sources, one answer: baked, mapped and generated tables (and read ones, for mahjong)
//! agree on every key, for mahjong and for Paohuzi, and checkers over each source answer alike.

use super::{committed, tables_dir};
use hupai::mahjong::SuitShape;
use hupai::paohuzi;
use hupai::table::{BAKED, Dense, RuleSet, SuitTable, Tables};
use hupai::{Checker, Rules};
use hupai_cli::bench::{Class, samples};

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
