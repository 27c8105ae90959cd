//! The kept keys against the table of every key, which the checker's tests hold to the
//! walk: every key of every single meld's caps, of some pairs of melds, and of the joker
//! kind's rank capped at each budget.

use super::*;
use crate::base::generator::capped::capped_table;
use crate::mahjong::table::suit::sealed::Derive;
use crate::mahjong::table::{BAKED, Dense, suit_rules};

/// Caps of four less the copies at some ranks.
fn caps_less(copies: &[(usize, u8)]) -> SuitCounts {
    let mut caps = [4; RANKS];
    for &(r, n) in copies {
        caps[r] -= n;
    }
    caps
}

/// Every cap vector tried for a shape, with the groups a hand beside them needs.
fn cases(shape: SuitShape) -> Vec<(SuitCounts, u8)> {
    let ranks = shape.ranks();
    let mut out = Vec::new();
    for r in 0..ranks {
        out.push((caps_less(&[(r, 3)]), 3));
        out.push((caps_less(&[(r, 4)]), 3));
        out.push((caps_less(&[(r, 3), ((r + 3) % ranks, 4)]), 2));
        // The joker kind's rank, capped at the budget, beside no meld.
        out.push((caps_less(&[(r, 4 - (r % 4) as u8)]), 4));
        if shape.has_sequences() && r + 2 < ranks {
            out.push((caps_less(&[(r, 1), (r + 1, 1), (r + 2, 1)]), 3));
            let two_chis = [(r, 2), (r + 1, 2), (r + 2, 2)];
            out.push((caps_less(&two_chis), 2));
        }
    }
    out
}

#[test]
fn the_kept_keys_read_as_the_table_of_every_key() {
    let dense = Dense::for_variant(BAKED);
    let plain = dense.shanten();
    let draw_masks = plain.draw_masks();
    for shape in [SuitShape::Numbered, SuitShape::Honors] {
        let honors = shape == SuitShape::Honors;
        let suit = suit_rules(BAKED, shape);
        for ((caps, groups), map_masks) in
            cases(shape).into_iter().zip([true, false].iter().cycle())
        {
            let every = capped_table(suit, &caps, groups);
            let table = CappedTable::new(&every, shape, &caps, groups, &plain, *map_masks);
            let g = usize::from(groups);
            let fields = (1u64 << (RANK_BITS as usize * (g + 1))) - 1;
            let mut kept = 0;
            for (key, cell) in every.cells() {
                let entry = plain.entry_of(honors, key);
                let read = table.entry(key, entry);
                kept += usize::from(table.entries.get(key).is_some());
                if cell == UNENCODED {
                    assert_eq!(read, None, "{caps:?} {key}");
                } else {
                    let read = read.expect("an entry");
                    assert!(agree(&decode(read), &decode(cell), g), "{caps:?} {key}");
                }
                let counts = counts_of_key(shape, key);
                let tiles: usize = counts.iter().map(|&n| usize::from(n)).sum();
                if tiles == 3 * g + 2 {
                    continue;
                }
                let plain_masks = draw_masks.at(honors, crate::base::key::hand_index(key));
                let got = table.masks(key, plain_masks, &plain);
                let want = capped_masks(&every, shape, key, &counts);
                match (got, want) {
                    (Some(got), Some(want)) => {
                        for p in 0..2 {
                            assert_eq!(got[p] & fields, want[p] & fields, "{caps:?} {key}");
                        }
                    }
                    (got, want) => assert_eq!(got, want, "{caps:?} {key} {counts:?}"),
                }
            }
            // The point of it: few entries kept, read by a probe of a small map (fewer than
            // one key in five of a numbered suit, than one in three of the honors').
            let part = if honors { 3 } else { 5 };
            assert!(part * kept < every.keys(), "{caps:?}: {kept} kept");
        }
    }
}
