//! Every suit table answer against the independent brute force in [`super::brute`]: every
//! count vector of a numbered suit and of the honors, with and without a pair, under both
//! joker policies. A table byte answers "does `j` jokers complete it" for every `j` in 0..=8 by
//! holding the least such `j`, so comparing the least `j` covers every joker count.

use super::brute;
use crate::base::generator::mahjong::{self, NEVER, SuitRules, SuitShape};

fn table_answer(byte: u8, pair: bool) -> Option<u8> {
    let n = if pair { byte >> 4 } else { byte & 0xF };
    (n != NEVER).then_some(n)
}

fn check_shape(shape: SuitShape, brute_shape: brute::SuitShape) {
    for fifth_copy in [false, true] {
        let table = mahjong::joker_table(SuitRules::plain(shape), fifth_copy);
        let mut checked = 0;
        for (key, counts) in brute::all_vectors(brute_shape) {
            let byte = table[key as usize];
            for pair in [false, true] {
                let want = brute::min_jokers(brute_shape, &counts, pair, fifth_copy);
                assert_eq!(
                    table_answer(byte, pair),
                    want,
                    "{shape:?} {counts:?} pair={pair} fifth_copy={fifth_copy}"
                );
            }
            checked += 1;
        }
        let expected = if shape == SuitShape::Numbered {
            405_350
        } else {
            43_130
        };
        assert_eq!(checked, expected);
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive; run with --release")]
fn numbered_suit_table_matches_brute_force_on_every_vector() {
    check_shape(SuitShape::Numbered, brute::SuitShape::Numbered);
}

#[test]
fn honor_table_matches_brute_force_on_every_vector() {
    check_shape(SuitShape::Honors, brute::SuitShape::Honors);
}

#[test]
fn keys_beyond_fourteen_tiles_never_complete() {
    for fifth_copy in [false, true] {
        let table = mahjong::joker_table(SuitRules::plain(SuitShape::Numbered), fifth_copy);
        for (k, &b) in table.iter().enumerate() {
            if !mahjong::is_hand_sized(SuitRules::plain(SuitShape::Numbered), k as u32) {
                assert_eq!(b, mahjong::NEVER_BYTE, "key {k}");
            }
        }
    }
}

#[test]
fn stats_match_the_published_counts() {
    let numbered = mahjong::stats(
        SuitRules::plain(SuitShape::Numbered),
        &mahjong::joker_table(SuitRules::plain(SuitShape::Numbered), true),
    );
    assert_eq!(numbered.patterns_without_pair, 2_868);
    assert_eq!(numbered.patterns_with_pair, 18_874);
    assert_eq!(numbered.vectors, 405_350);
    assert_eq!(numbered.completable, 229_810);
    assert_eq!(
        brute::pattern_counts(brute::SuitShape::Numbered),
        (2_868, 18_874)
    );
    let honors = mahjong::stats(
        SuitRules::plain(SuitShape::Honors),
        &mahjong::joker_table(SuitRules::plain(SuitShape::Honors), true),
    );
    assert_eq!(honors.vectors, 43_130);
    assert_eq!(
        (honors.patterns_without_pair, honors.patterns_with_pair),
        brute::pattern_counts(brute::SuitShape::Honors)
    );
}

#[test]
#[cfg(all(feature = "dense", feature = "compact"))]
fn compact_and_dense_tables_agree_on_every_key() {
    use crate::mahjong::table::{BAKED, Compact, Dense, SuitTable};
    let dense = Dense::for_variant(BAKED);
    for key in 0..SuitShape::Numbered.key_space() as u32 {
        assert_eq!(
            Compact.numbered(key),
            dense.numbered(key),
            "numbered key {key}"
        );
    }
    for key in 0..SuitShape::Honors.key_space() as u32 {
        assert_eq!(Compact.honors(key), dense.honors(key), "honor key {key}");
    }
    let (numbered, honors) = Compact.len();
    assert_eq!((numbered, honors), (229_810, 14_246));
}

#[test]
#[cfg(feature = "dense")]
fn baked_tables_equal_freshly_generated_ones() {
    use crate::mahjong::table::{BAKED, Dense, SuitTable};
    let baked = Dense::for_variant(BAKED);
    let numbered = mahjong::joker_table(SuitRules::plain(SuitShape::Numbered), true);
    let honors = mahjong::joker_table(SuitRules::plain(SuitShape::Honors), true);
    assert!((0..numbered.len()).all(|k| baked.numbered(k as u32) == numbered[k]));
    assert!((0..honors.len()).all(|k| baked.honors(k as u32) == honors[k]));
}
