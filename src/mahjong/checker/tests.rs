//! The one-word need test against the need suit by suit (and over any bytes), and checkers over table files and
//! compact tables reading only their own tables.

use super::standard::{least_need, within};
use super::*;
use crate::mahjong::hand::Hand;

/// The one-word test of the standard form's need equals the need computed suit by suit,
/// for every pair of numbered-suit bytes with a spread of the other two, and every joker
/// count.
#[test]
fn the_one_word_test_equals_the_need() {
    let checker = Checker::default();
    let (numbered, honors) = (5u32.pow(9), 5u32.pow(7));
    let mut rng = crate::test_rng::Rng(0x2545_f491_4f6c_dd1d);
    let mut next = |below: u32| rng.below(below as usize) as u32;
    let mut seen = [0u32; 2];
    for _ in 0..400_000 {
        let keys = [next(numbered), next(numbered), next(numbered), next(honors)];
        // Mostly small keys, whose needs are small, so that both answers come up.
        let keys = keys.map(|k| if next(3) == 0 { k } else { k % 3125 });
        let need = checker.need_of_keys(&keys);
        for jokers in 0..=14 {
            let fits = within(checker.lookup_word(&keys), jokers);
            assert_eq!(fits, need <= jokers, "{keys:?} with {jokers} jokers");
            seen[usize::from(fits)] += 1;
        }
    }
    assert!(seen.iter().all(|&n| n > 10_000), "{seen:?}");
}

/// The one-word test equals the need over words of any four bytes (every nibble up to 15,
/// "never" included), for every joker count a `u8` holds.
#[test]
fn the_one_word_test_holds_for_any_bytes_and_jokers() {
    let mut rng = crate::test_rng::Rng(0x9E37_79B9_7F4A_7C15);
    for round in 0..200_000 {
        let bytes: [u8; 4] = std::array::from_fn(|_| {
            // Small needs half the time, so that both answers come up at small joker counts.
            let byte = rng.below(256) as u8;
            if round % 2 == 0 { byte & 0x33 } else { byte }
        });
        let need = least_need(&bytes);
        let word = u32::from_le_bytes(bytes);
        for jokers in (0..=40).chain([74, 75, 76, 100, 127, 128, 200, 255]) {
            assert_eq!(within(word, jokers), need <= jokers, "{bytes:?} {jokers}");
        }
    }
}

/// A checker over a table file, or over the compact tables, answers every question from
/// its own tables: whatever it is asked, no suit tables are generated for it.
#[test]
fn checkers_over_files_and_compact_tables_generate_no_tables() {
    use crate::file::RuleSet;
    use crate::mahjong::table::built_in::generated_on_this_thread;
    fn asked<T: SuitTable>(checker: &Checker<T>) {
        for text in [
            "1112345678999m",
            "123m456p78s1z*",
            "13m456p789s1z*[777z]",
            "1122334455667z",
            "19m19p19s1234567z",
        ] {
            let hand: Hand = text.parse().expect("a hand");
            checker.waits(&hand).expect("a waiting size");
            checker.shanten(&hand).expect("a waiting size");
        }
        for text in ["11123455678999m", "123m456p789s1z*", "111222333m44z[777z]"] {
            let hand: Hand = text.parse().expect("a hand");
            assert!(checker.is_complete(&hand).expect("a complete size"));
            checker.forms(&hand).expect("forms");
            checker.shanten(&hand).expect("a complete size");
            checker.decompose(&hand).expect("one decomposition");
            checker.decompositions(&hand).expect("decompositions");
        }
    }
    // A fresh thread, whose count no other test can have moved.
    std::thread::spawn(move || {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tables/mahjong-joker_fifth_copy-false.bin"
        );
        let tables = Tables::open(path).expect("a committed file");
        let rules = Rules::from_options(["joker_fifth_copy=false"]).expect("rules");
        asked(&Checker::with_file(rules, &tables).expect("its rules"));
        #[cfg(feature = "compact")]
        asked(
            &Checker::with_tables(Rules::default(), crate::mahjong::table::Compact).expect("rules"),
        );
        assert_eq!(generated_on_this_thread(), 0);
        // The count does count: encoding a rule set's file generates its tables.
        RuleSet::of_rules(&rules).encode();
        assert_eq!(generated_on_this_thread(), 1);
    })
    .join()
    .expect("no panic");
}
