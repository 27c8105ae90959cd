//! The shanten classes: the shanten of 14-tile hands from the tables against the search that
//! defines it, and the effective tiles of 13-tile hands against 34 table shanten calls, on the
//! same seeded hands.
//!
//! - `shanten`: [`Checker::shanten`] on a [`Hand`] (every form).
//! - `shanten_counts`: [`Checker::shanten_counts`] on the hand's count array and jokers, as
//!   servers and the bindings hold it (not in the class with melds, which no count array
//!   holds).
//! - `shanten_backtrack`: [`shanten::of_hand`], the classic search over groups, pairs and
//!   partial groups (the backtrack search).
//! - `effective_tiles`: [`Checker::effective_tiles`] on a [`Hand`].
//! - `shanten_34`: for each of the 34 kinds, the kind added to the hand in place,
//!   [`Checker::shanten`], and the kind taken out again: the kinds that lower the shanten.
//!
//! Before any timing every method's answers are compared with the others' on every hand. The
//! search is slow (its time a hand is in `BENCHMARKS.md`), so these classes hold at most
//! [`MAX_HANDS`].

use super::class::Class;
use super::deal::Sample;
use super::timing::{ClassResult, time, time_waits};
use hupai::mahjong::backtrack::shanten;
use hupai::mahjong::{Checker, Hand, KINDS, Shanten, Tile};
use std::time::Duration;

/// The shanten methods, in the order reports list them.
pub const METHODS: [&str; 3] = ["shanten", "shanten_counts", "shanten_backtrack"];
/// The effective-tile methods, in the order reports list them.
pub const EFFICIENCY_METHODS: [&str; 2] = ["effective_tiles", "shanten_34"];
/// Most hands in a shanten class: the search is slow.
pub const MAX_HANDS: usize = 10_000;

/// No tile seen beyond the hand.
const UNSEEN: [u8; KINDS] = [0; KINDS];

/// The kinds whose draw lowers the shanten of a 13-tile hand, by 34 table shanten calls with
/// the kind added in place; the hand is left as it was.
pub fn shanten_34(checker: &Checker, hand: &mut Hand) -> u64 {
    let before = checker.shanten(hand).ok().and_then(|s| s.least());
    let mut mask = 0;
    for t in Tile::all() {
        if hand.add(t).is_ok() {
            let after = checker.shanten(hand).ok().and_then(|s| s.least());
            if after.is_some_and(|a| before.is_none_or(|b| a < b)) {
                mask |= 1 << t.index();
            }
            hand.remove(t).expect("the tile just added");
        }
    }
    mask
}

/// The kinds [`Checker::effective_tiles`] finds, as a mask.
pub fn effective_mask(checker: &Checker, hand: &Hand) -> u64 {
    checker
        .effective_tiles(hand, &UNSEEN)
        .map_or(0, |e| e.mask())
}

/// Whether a hand is at most waiting (shanten 0 or -1): what the class counts.
fn near(s: &Shanten) -> bool {
    s.least().is_some_and(|s| s <= 0)
}

/// Times the shanten methods on a class of 14-tile hands; `Err` naming the first hand the two
/// answer differently.
pub(super) fn run_class(
    class: Class,
    checker: &Checker,
    samples: &[Sample],
    budget: Duration,
) -> Result<ClassResult, String> {
    let hands: Vec<Hand> = samples.iter().map(|s| s.hand.clone()).collect();
    for (i, h) in hands.iter().enumerate() {
        let table = checker
            .shanten(h)
            .map_err(|e| format!("hand {i} ({h}): {e}"))?;
        let search = shanten::of_hand(checker, h).map_err(|e| format!("hand {i} ({h}): {e}"))?;
        let s = &samples[i];
        // A count array holds no melds: the classes with melds time hands alone.
        let counts = (class.melds(i) == 0).then(|| checker.shanten_counts(&s.counts, s.jokers));
        if table != search || counts.as_ref().is_some_and(|c| c.as_ref() != Ok(&table)) {
            return Err(format!(
                "class {}, hand {i} ({h}): shanten {table:?}, shanten_counts {counts:?}, \
                 shanten_backtrack {search:?}",
                class.name()
            ));
        }
    }
    // As the completeness classes count complete hands, these count hands at most waiting.
    let tenpai = |s: Result<Shanten, _>| s.is_ok_and(|s| near(&s));
    let mut methods = vec![time("shanten", &hands, budget, |h| {
        tenpai(checker.shanten(h))
    })];
    if class.melds(0) == 0 {
        methods.push(time("shanten_counts", samples, budget, |s| {
            tenpai(checker.shanten_counts(&s.counts, s.jokers))
        }));
    }
    methods.push(time("shanten_backtrack", &hands, budget, |h| {
        tenpai(shanten::of_hand(checker, h))
    }));
    Ok(ClassResult {
        class,
        hands: hands.len(),
        methods,
    })
}

/// Times the effective-tile methods on a class of 13-tile hands; `Err` naming the first hand
/// they answer differently.
pub(super) fn run_efficiency_class(
    class: Class,
    checker: &Checker,
    samples: &[Sample],
    budget: Duration,
) -> Result<ClassResult, String> {
    let mut hands: Vec<Hand> = samples.iter().map(|s| s.hand.clone()).collect();
    let mut kinds = 0;
    for (i, h) in hands.iter_mut().enumerate() {
        let table = effective_mask(checker, h);
        let tries = shanten_34(checker, h);
        if table != tries {
            return Err(format!(
                "class {}, hand {i} ({h}): effective_tiles {table:#x}, shanten_34 {tries:#x}",
                class.name()
            ));
        }
        kinds += table.count_ones() as usize;
    }
    let effective = time_waits("effective_tiles", &mut hands, kinds, budget, |h| {
        effective_mask(checker, h)
    });
    let tries = time_waits("shanten_34", &mut hands, kinds, budget, |h| {
        shanten_34(checker, h)
    });
    Ok(ClassResult {
        class,
        hands: hands.len(),
        methods: vec![effective, tries],
    })
}
