//! The suit tables of every regional variant against the independent brute force in
//! [`super::brute`]: every count vector of a numbered suit (2/5/8 eyes or any pair) and of the
//! honors (2/5/8 eyes, honor sequences), with and without a pair, under both joker policies.
//! Then the tables a checker actually reads, `Dense::for_variant`, are those same tables.

use super::brute;
use crate::base::generator::mahjong::{self, NEVER, SuitRules, SuitShape};
use crate::base::variant::Variant;
use crate::mahjong::table::suit_rules;
use crate::mahjong::table::{Dense, SuitTable};

const FIFTH_COPY: [bool; 2] = [false, true];
const BOTH: [bool; 2] = [false, true];

fn table_answer(byte: u8, pair: bool) -> Option<u8> {
    let n = if pair { byte >> 4 } else { byte & 0xF };
    (n != NEVER).then_some(n)
}

fn brute_shape(shape: SuitShape) -> brute::SuitShape {
    match shape {
        SuitShape::Numbered => brute::SuitShape::Numbered,
        SuitShape::Honors => brute::SuitShape::Honors,
    }
}

/// One suit's table under one variant, against the brute force on every vector a hand of
/// its size can hold (17 tiles for five groups).
fn check_table(suit: SuitRules, fifth_copy: bool) {
    let shape = brute_shape(suit.shape);
    let table = mahjong::joker_table(suit, fifth_copy);
    assert_eq!(table.len(), suit.shape.key_space());
    let mut checked = 0;
    for (key, counts) in brute::vectors_up_to(shape, suit.max_tiles()) {
        let byte = table[key as usize];
        for pair in [false, true] {
            let want = brute::min_jokers_groups(
                shape,
                &counts,
                pair,
                fifth_copy,
                (suit.eyes_258, suit.honor_sequences),
                suit.groups,
            );
            assert_eq!(
                table_answer(byte, pair),
                want,
                "{suit:?} fifth_copy={fifth_copy} {counts:?} pair={pair}"
            );
        }
        checked += 1;
    }
    let expected = match (suit.shape, suit.groups) {
        (SuitShape::Numbered, 4) => 405_350,
        (SuitShape::Honors, 4) => 43_130,
        (SuitShape::Numbered, _) => 886_400,
        (SuitShape::Honors, _) => 64_200,
    };
    assert_eq!(checked, expected, "{suit:?}");
}

fn numbered(eyes_258: bool) -> SuitRules {
    SuitRules {
        shape: SuitShape::Numbered,
        eyes_258,
        honor_sequences: false,
        groups: 4,
    }
}

fn honors(eyes_258: bool, honor_sequences: bool) -> SuitRules {
    SuitRules {
        shape: SuitShape::Honors,
        eyes_258,
        honor_sequences,
        groups: 4,
    }
}

// ----------------------------------------------------------------------------------------------
// The brute force's own variant rules, on small cases and against a second, naive search.

/// Counts from rank digits, e.g. "1234".
fn ranks(shape: brute::SuitShape, digits: &str) -> Vec<u8> {
    let mut counts = vec![0; shape.ranks()];
    for d in digits.bytes() {
        counts[usize::from(d - b'1')] += 1;
    }
    counts
}

/// The brute force's answer (fifth copy allowed) for rank digits.
fn need(shape: brute::SuitShape, digits: &str, pair: bool, eyes: bool, seqs: bool) -> Option<u8> {
    brute::min_jokers_rules(shape, &ranks(shape, digits), pair, true, eyes, seqs)
}

#[test]
fn brute_force_follows_the_variant_rules() {
    use brute::SuitShape::{Honors, Numbered};
    // 东南西, 东南北, 南西北 and 白发中 are sequences; 北白发 and 东东南 are not.
    for seq in ["123", "124", "134", "234", "567"] {
        assert_eq!(need(Honors, seq, false, false, true), Some(0), "{seq}");
        assert_eq!(need(Honors, seq, false, false, false), Some(6), "{seq}");
    }
    assert_eq!(need(Honors, "456", false, false, true), Some(3));
    assert_eq!(need(Honors, "112", false, false, true), Some(3));
    // 东南西北 + 1 joker: one wind sequence and the fourth wind as a pair with the joker.
    assert_eq!(need(Honors, "1234", true, false, true), Some(1));
    // Two jokers complete any two winds, or any two dragons.
    assert_eq!(need(Honors, "14", false, false, true), Some(1));
    assert_eq!(need(Honors, "57", false, false, true), Some(1));
    assert_eq!(need(Honors, "45", false, false, true), Some(4));
    // Honors never hold the pair with 2/5/8 eyes, whatever the jokers.
    assert_eq!(need(Honors, "11", true, true, false), None);
    assert_eq!(need(Honors, "", true, true, true), None);
    assert_eq!(need(Honors, "", false, true, true), Some(0));
    assert_eq!(need(Honors, "123", false, true, true), Some(0));
    // Numbered pairs only on 2, 5 and 8.
    assert_eq!(need(Numbered, "22", true, true, false), Some(0));
    assert_eq!(need(Numbered, "11", true, true, false), Some(3));
    assert_eq!(need(Numbered, "11", true, false, false), Some(0));
    assert_eq!(need(Numbered, "", true, true, false), Some(2));
    // 1234 + 1 joker can only pair a 1 or a 4; 123 444 and a joker pair of 2s instead.
    assert_eq!(need(Numbered, "1234", true, true, false), Some(4));
    assert_eq!(need(Numbered, "1234", true, false, false), Some(1));
    assert_eq!(need(Numbered, "3456", true, true, false), Some(4));
    assert_eq!(need(Numbered, "2345", true, true, false), Some(1));
    assert_eq!(need(Numbered, "11123", true, true, false), Some(3));
    assert_eq!(need(Numbered, "11123", true, false, false), Some(0));
    // Four 2s and a joker are 222 + 22 only with a fifth copy; otherwise 22 234 234.
    let twos = ranks(Numbered, "2222");
    assert_eq!(
        brute::min_jokers_rules(Numbered, &twos, true, true, true, false),
        Some(1)
    );
    assert_eq!(
        brute::min_jokers_rules(Numbered, &twos, true, false, true, false),
        Some(4)
    );
    let ones = ranks(Numbered, "1111");
    for fifth in FIFTH_COPY {
        assert_eq!(
            brute::min_jokers_rules(Numbered, &ones, true, fifth, true, false),
            Some(4)
        );
    }
}

#[test]
fn brute_force_variants_match_naive_search_on_small_vectors() {
    const LIMIT: u8 = 3;
    let mut compared = 0usize;
    for (shape, variants) in [
        (brute::SuitShape::Numbered, vec![(true, false)]),
        (
            brute::SuitShape::Honors,
            vec![(true, false), (false, true), (true, true)],
        ),
    ] {
        for (_, counts) in brute::all_vectors(shape) {
            if counts.iter().map(|&c| usize::from(c)).sum::<usize>() > 7 {
                continue;
            }
            for &(eyes, seqs) in &variants {
                for pair in BOTH {
                    for fifth_copy in FIFTH_COPY {
                        let fast =
                            brute::min_jokers_rules(shape, &counts, pair, fifth_copy, eyes, seqs);
                        let naive = brute::min_jokers_naive_rules(
                            shape, &counts, pair, fifth_copy, eyes, seqs, LIMIT,
                        );
                        let agree = match naive {
                            Some(_) => fast == naive,
                            None => fast.is_none_or(|j| j > LIMIT),
                        };
                        assert!(
                            agree,
                            "{shape:?} {counts:?} pair={pair} fifth_copy={fifth_copy} \
                             eyes_258={eyes} honor_sequences={seqs}: search {fast:?}, naive {naive:?}"
                        );
                        compared += 1;
                    }
                }
            }
        }
    }
    assert_eq!(compared, 81_940);
}

// ----------------------------------------------------------------------------------------------
// Every vector of every variant's tables.

#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive; run with --release")]
fn numbered_258_eyes_strict_matches_brute_force() {
    check_table(numbered(true), false);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive; run with --release")]
fn numbered_258_eyes_fifth_copy_matches_brute_force() {
    check_table(numbered(true), true);
}

/// The plain numbered tables are also covered by `tables_exhaustive`; they are repeated here so
/// that this file alone covers every combination the generator is asked for.
#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive; run with --release")]
fn numbered_any_eyes_strict_matches_brute_force() {
    check_table(numbered(false), false);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive; run with --release")]
fn numbered_any_eyes_fifth_copy_matches_brute_force() {
    check_table(numbered(false), true);
}

/// A sixteen-tile game's numbered tables: five groups, every vector of up to 17 tiles, both
/// joker policies, either pair rule.
#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive; run with --release")]
fn numbered_five_groups_match_brute_force() {
    for fifth_copy in FIFTH_COPY {
        for eyes_258 in BOTH {
            check_table(numbered(eyes_258).with_groups(5), fifth_copy);
        }
    }
}

#[test]
fn honor_tables_of_five_groups_match_brute_force() {
    for fifth_copy in FIFTH_COPY {
        for eyes_258 in BOTH {
            for honor_sequences in BOTH {
                check_table(honors(eyes_258, honor_sequences).with_groups(5), fifth_copy);
            }
        }
    }
}

/// Five groups reach 17 tiles and no further: a key of more never completes, and a sixteen-
/// tile variant's tables are the five-group ones.
#[test]
fn five_group_tables_end_at_seventeen_tiles_and_are_the_variants() {
    let suit = numbered(false).with_groups(5);
    let table = mahjong::joker_table(suit, true);
    for (k, &b) in table.iter().enumerate() {
        if !mahjong::is_hand_sized(suit, k as u32) {
            assert_eq!(b, mahjong::NEVER_BYTE, "key {k}");
        }
    }
    let v = Variant {
        sixteen_tiles: true,
        ..variant(true, false, false, false)
    };
    assert_eq!(suit_rules(v, SuitShape::Numbered), suit);
    let dense = Dense::for_variant(v);
    for (k, &b) in table.iter().enumerate() {
        assert_eq!(dense.numbered(k as u32), b, "key {k}");
    }
}

#[test]
fn honor_tables_of_every_variant_match_brute_force() {
    for fifth_copy in FIFTH_COPY {
        for eyes_258 in BOTH {
            for honor_sequences in BOTH {
                check_table(honors(eyes_258, honor_sequences), fifth_copy);
            }
        }
    }
}

// ----------------------------------------------------------------------------------------------
// The tables a checker reads.

fn variant(fifth: bool, eyes: bool, seqs: bool, suits_only: bool) -> Variant {
    Variant {
        joker_fifth_copy: fifth,
        eyes_258: eyes,
        honor_sequences: seqs,
        suits_only,
        sixteen_tiles: false,
    }
}

/// `Dense::for_variant` answers exactly the generator's tables for the variant's suit rules.
fn assert_dense_is_generated(v: Variant) -> (Vec<u8>, Vec<u8>) {
    let dense = Dense::for_variant(v);
    assert_eq!(dense.variant(), v);
    assert_eq!(
        suit_rules(v, SuitShape::Numbered).shape,
        SuitShape::Numbered
    );
    assert_eq!(suit_rules(v, SuitShape::Honors).shape, SuitShape::Honors);
    assert_eq!(
        suit_rules(v, SuitShape::Numbered).eyes_258,
        v.eyes_258,
        "{v:?}"
    );
    assert!(!suit_rules(v, SuitShape::Numbered).honor_sequences, "{v:?}");
    assert_eq!(
        suit_rules(v, SuitShape::Honors).honor_sequences,
        v.honor_sequences,
        "{v:?}"
    );
    let numbered = mahjong::joker_table(suit_rules(v, SuitShape::Numbered), v.joker_fifth_copy);
    let honors = mahjong::joker_table(suit_rules(v, SuitShape::Honors), v.joker_fifth_copy);
    let bad = (0..numbered.len()).find(|&k| dense.numbered(k as u32) != numbered[k]);
    assert_eq!(bad, None, "numbered key of {v:?}");
    let bad = (0..honors.len()).find(|&k| dense.honors(k as u32) != honors[k]);
    assert_eq!(bad, None, "honor key of {v:?}");
    (numbered, honors)
}

#[test]
fn dense_tables_of_variants_are_the_generated_ones() {
    for v in [
        variant(true, true, false, false),
        variant(false, false, true, false),
        variant(true, true, true, false),
        variant(false, true, false, false),
    ] {
        let (_, honors) = assert_dense_is_generated(v);
        assert_eq!(
            suit_rules(v, SuitShape::Honors).eyes_258,
            v.eyes_258,
            "{v:?}"
        );
        // Spot checks against the brute force, on keys a hand of honors produces.
        for digits in ["", "1", "12", "123", "1234", "567", "1122", "11234567"] {
            let counts = ranks(brute::SuitShape::Honors, digits);
            let byte = honors[brute::key(&counts) as usize];
            for pair in BOTH {
                let want = brute::min_jokers_rules(
                    brute::SuitShape::Honors,
                    &counts,
                    pair,
                    v.joker_fifth_copy,
                    v.eyes_258,
                    v.honor_sequences,
                );
                assert_eq!(table_answer(byte, pair), want, "{v:?} {digits} pair={pair}");
            }
        }
    }
}

#[test]
fn without_honors_the_honor_table_never_holds_the_pair() {
    for fifth in FIFTH_COPY {
        for (eyes, seqs) in [(false, false), (true, false), (false, true)] {
            let v = variant(fifth, eyes, seqs, true);
            let (numbered, honors) = assert_dense_is_generated(v);
            // No honors exist: key 0 needs nothing without a pair and can never hold one, so
            // jokers cannot pair as an honor.
            assert_eq!(table_answer(honors[0], false), Some(0), "{v:?}");
            assert_eq!(table_answer(honors[0], true), None, "{v:?}");
            assert_eq!(honors[0], 0xF0, "{v:?}");
            // The numbered suits are the variant's own, not folded.
            let same = Dense::for_variant(variant(fifth, eyes, seqs, false));
            let bad = (0..numbered.len()).find(|&k| same.numbered(k as u32) != numbered[k]);
            assert_eq!(bad, None, "{v:?}");
        }
    }
}
