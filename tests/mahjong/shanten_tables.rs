//! Shanten from the tables (`Checker::shanten`) against the search that defines it
//! (`backtrack::shanten::of_hand`), form by form, on whole hands: random and nearly complete,
//! 3n+1 and 3n+2 tiles, zero to eight jokers, pon, chi and kan melds, under rule sets that
//! change every limit (the joker's fifth copy, the joker kind in each suit, `max_jokers`,
//! `eyes=258`, honor sequences, `suits_only`, seven pairs with quads). Refusals agree too.

use crate::support::tile;
use crate::support::{Rng, rules};
use hupai::mahjong::KINDS;
use hupai::mahjong::backtrack::shanten;
use hupai::{Checker, Hand, Meld, Rules, Tile};

fn rule_sets() -> Vec<Rules> {
    [
        &[][..],
        &["joker_fifth_copy=false"],
        &["eyes=258"],
        &["honor_sequences=true"],
        &["suits_only=true"],
        &["suits_only=true", "joker=7z"],
        &["joker=7z"],
        &["joker=5m", "joker_fifth_copy=false"],
        &["joker=5p"],
        &["joker=1z", "max_jokers=3"],
        &["joker=9s", "max_jokers=1"],
        &["seven_pairs_quad=true", "thirteen_orphans=false"],
        &["seven_pairs_quad=true", "joker=1m"],
        &["eyes=258", "honor_sequences=true", "joker_fifth_copy=false"],
        &["eyes=258", "joker=7z", "suits_only=true"],
        &["honor_sequences=true", "joker=6z"],
        &["seven_pairs=false", "joker=9s"],
        &["max_jokers=2"],
        &["knitted=true"],
        &["knitted=true", "joker=5m", "joker_fifth_copy=false"],
        &["knitted=true", "joker=7z", "eyes=258"],
        &["knitted=true", "suits_only=true", "joker=7z"],
        &[
            "knitted=true",
            "honor_sequences=true",
            "seven_pairs_quad=true",
        ],
        &["knitted=true", "three_player=true", "joker=1z"],
    ]
    .iter()
    .map(|options| rules(options))
    .collect()
}

/// A hand of `concealed` tiles beside `melds` melds, up to `jokers` of them jokers. Near
/// complete hands start from groups and a pair, then lose and gain a few tiles.
fn hand(rng: &mut Rng, melds: usize, jokers: u8, concealed: usize, near: bool) -> Option<Hand> {
    let all: Vec<usize> = (0..KINDS).collect();
    hand_of(rng, &all, (melds, jokers, concealed), near)
}

/// [`hand`] of the given kinds alone (`kinds` ascending), as `(melds, jokers, concealed)`: a
/// sequence only where its three kinds are among them.
pub fn hand_of(
    rng: &mut Rng,
    kinds: &[usize],
    (melds, jokers, concealed): (usize, u8, usize),
    near: bool,
) -> Option<Hand> {
    let pick = |rng: &mut Rng| kinds[rng.below(kinds.len())];
    let starts =
        |k: usize| k < 27 && k % 9 < 7 && kinds.contains(&(k + 1)) && kinds.contains(&(k + 2));
    let mut h = Hand::new();
    for _ in 0..melds {
        let kind = pick(rng);
        let meld = match rng.below(4) {
            0 if starts(kind) => Meld::chi(tile(kind)).ok()?,
            1 => Meld::kan(tile(kind)),
            2 => Meld::concealed_kan(tile(kind)),
            _ => Meld::pon(tile(kind)),
        };
        h.push_meld(meld).ok()?;
    }
    for _ in 0..jokers.min(concealed as u8) {
        h.add_joker().ok()?;
    }
    let mut tries = 0;
    if near {
        // Groups and a pair of real tiles, some of which are then replaced at random.
        while usize::from(h.concealed_len()) + 3 <= concealed && tries < 50 {
            tries += 1;
            let kind = pick(rng);
            let group: Vec<usize> = if starts(kind) && rng.chance(60) {
                vec![kind, kind + 1, kind + 2]
            } else {
                vec![kind; 3]
            };
            let mut next = h.clone();
            if group.iter().all(|&k| next.add(tile(k)).is_ok()) {
                h = next;
            }
        }
        let swaps = rng.below(4);
        for _ in 0..swaps {
            let held: Vec<usize> = (0..KINDS).filter(|&k| h.counts()[k] > 0).collect();
            if let Some(&k) = held.get(rng.below(held.len().max(1))) {
                h.remove(tile(k)).ok()?;
            }
        }
    }
    while usize::from(h.concealed_len()) < concealed && tries < 200 {
        tries += 1;
        let _ = h.add(tile(pick(rng)));
    }
    (usize::from(h.concealed_len()) == concealed).then_some(h)
}

fn agree(checkers: &[Checker], rng: &mut Rng, rounds: usize) -> usize {
    let mut compared = 0;
    for _ in 0..rounds {
        let set = rng.below(checkers.len());
        let checker = &checkers[set];
        let melds = [0, 0, 0, 1, 1, 2, 3, 4][rng.below(8)];
        let jokers = [0, 0, 0, 1, 2, 3, 4, 8][rng.below(8)];
        let groups = 4 - melds;
        let concealed = 3 * groups + 2 - usize::from(rng.chance(50));
        let near = rng.chance(60);
        let Some(h) = hand(rng, melds, jokers, concealed, near) else {
            continue;
        };
        let want = shanten::of_hand(checker, &h);
        let got = checker.shanten(&h);
        assert_eq!(got, want, "{h} under {:?}", checker.rules());
        compared += 1;
    }
    compared
}

#[test]
fn tables_equal_the_search_under_every_rule_set() {
    let checkers: Vec<Checker> = rule_sets().into_iter().map(Checker::new).collect();
    let rounds = if cfg!(debug_assertions) { 400 } else { 8_000 };
    let compared = agree(&checkers, &mut Rng(0x5EED_1234_ABCD_0001), rounds);
    assert!(compared > rounds / 2, "only {compared} hands made");
}

#[test]
fn refusals_agree() {
    let checker = Checker::new(rules(&["suits_only=true", "joker=7z", "max_jokers=2"]));
    for text in [
        "123m",
        "1z",
        "1m2m",
        "12345m1z",
        "12m***",
        "[777z]12m",
        "1234m",
    ] {
        let h = crate::support::hand(text);
        assert_eq!(
            checker.shanten(&h),
            shanten::of_hand(&checker, &h),
            "{text}"
        );
    }
    let default = Checker::default();
    let h = crate::support::hand("1m[111p][222p][333p][444p]");
    assert_eq!(default.shanten(&h), shanten::of_hand(&default, &h));
}

/// The shanten the search gives a hand, if it can be asked at all.
fn searched(checker: &Checker, hand: &Hand) -> Option<Option<i8>> {
    shanten::of_hand(checker, hand).ok().map(|s| s.least())
}

#[test]
fn effective_tiles_are_the_draws_that_lower_the_searched_shanten() {
    let checkers: Vec<Checker> = rule_sets().into_iter().map(Checker::new).collect();
    let mut rng = Rng(0xEFF1_C1E4_7000_0002);
    let rounds = if cfg!(debug_assertions) { 40 } else { 600 };
    let mut compared = 0;
    for _ in 0..rounds {
        let checker = &checkers[rng.below(checkers.len())];
        let melds = [0, 0, 0, 1, 2][rng.below(5)];
        let jokers = [0, 0, 1, 2, 4][rng.below(5)];
        let concealed = 3 * (4 - melds) + 1;
        let near = rng.chance(70);
        let Some(h) = hand(&mut rng, melds, jokers, concealed, near) else {
            continue;
        };
        let mut visible: [u8; KINDS] = std::array::from_fn(|_| [0, 0, 0, 1, 2, 4][rng.below(6)]);
        // No tile the game does not have is seen.
        for (k, seen) in visible.iter_mut().enumerate() {
            if !checker.rules().has_kind(tile(k)) {
                *seen = 0;
            }
        }
        if effective_tiles_agree(checker, &h, &visible).is_some() {
            compared += 1;
        }
    }
    assert!(compared > rounds / 2, "only {compared} hands");
}

/// A joker kind in play beside the honors (or in a numbered suit) is read from the plain
/// tables once its copies are taken out as jokers, where the hand may spend four jokers on
/// its rank (held or still to draw): concealed hands holding none to four of its copies, and
/// jokers besides, against the search, shanten at 14 tiles and effective tiles at 13. Under
/// `max_jokers` below four the general path answers, which the search holds too.
#[test]
fn joker_kinds_in_play_agree_with_the_search() {
    let checkers: Vec<Checker> = [
        &["joker=7z"][..],
        &["joker=5m"],
        &["joker=1z", "max_jokers=4"],
        &["joker=9s", "joker_fifth_copy=false"],
        &["joker=3z", "max_jokers=3"],
        &["joker=5m", "max_jokers=1"],
        &["joker=7s", "max_jokers=2"],
        &["joker=2p", "seven_pairs=false"],
    ]
    .into_iter()
    .map(|options| Checker::new(rules(options)))
    .collect();
    let mut rng = Rng(0x70CE_D1A7_0000_0003);
    let rounds = if cfg!(debug_assertions) { 48 } else { 480 };
    let (mut shanten_compared, mut tiles_compared) = (0, 0);
    for round in 0..rounds {
        let checker = &checkers[round % checkers.len()];
        let joker = checker.rules().joker.expect("a joker kind");
        let concealed = 13 + rng.below(2);
        let own = rng.below(5);
        let jokers = [0, 0, 1, 2][rng.below(4)];
        let near = rng.chance(60);
        let Some(mut h) = hand(&mut rng, 0, jokers, concealed - own, near) else {
            continue;
        };
        if (0..own).any(|_| h.add(joker).is_err()) {
            continue;
        }
        if concealed == 14 {
            let want = shanten::of_hand(checker, &h);
            assert_eq!(checker.shanten(&h), want, "{h} under {:?}", checker.rules());
            let counted = checker.shanten_counts(&h.counts(), h.jokers());
            assert_eq!(counted, want, "{h} as counts under {:?}", checker.rules());
            shanten_compared += 1;
        } else if effective_tiles_agree(checker, &h, &[0; KINDS]).is_some() {
            tiles_compared += 1;
        }
    }
    let made = rounds / 4;
    assert!(
        shanten_compared > made && tiles_compared > made,
        "{shanten_compared} {tiles_compared}"
    );
}

/// Holds a 3n+1 hand's effective tiles to the searched shanten: the hand is refused exactly
/// when the search refuses it, and otherwise a kind is effective exactly when drawing it
/// lowers the searched shanten, with its unseen copies. The tiles found, `None` if refused.
pub fn effective_tiles_agree(
    checker: &Checker,
    h: &Hand,
    visible: &[u8; KINDS],
) -> Option<hupai::EffectiveTiles> {
    let Ok(found) = checker.effective_tiles(h, visible) else {
        assert!(
            searched(checker, h).is_none(),
            "{h}: refused, but searchable"
        );
        return None;
    };
    let before = searched(checker, h).expect("a valid hand");
    assert_eq!(found.shanten(), before, "{h} {:?}", checker.rules());
    let (own, melded) = (h.counts(), h.melded());
    for k in 0..KINDS {
        let mut more = h.clone();
        let lowers = more.add(tile(k)).is_ok()
            && searched(checker, &more)
                .flatten()
                .is_some_and(|after| before.is_none_or(|b| after < b));
        assert_eq!(found.contains(tile(k)), lowers, "{h} + {}", tile(k));
        let unseen = 4u8.saturating_sub(own[k] + melded[k] + visible[k]);
        let want = if lowers { unseen } else { 0 };
        assert_eq!(found.remaining(tile(k)), want, "{h} + {}", tile(k));
    }
    Some(found)
}

#[test]
fn discards_leave_the_hands_ranked_best_first() {
    let checkers: Vec<Checker> = rule_sets().into_iter().map(Checker::new).collect();
    let mut rng = Rng(0xD15C_A4D5_0000_0003);
    let rounds = if cfg!(debug_assertions) { 20 } else { 300 };
    for _ in 0..rounds {
        let checker = &checkers[rng.below(checkers.len())];
        let melds = [0, 0, 1][rng.below(3)];
        let jokers = [0, 0, 1, 3][rng.below(4)];
        let near = rng.chance(70);
        let Some(h) = hand(&mut rng, melds, jokers, 3 * (4 - melds) + 2, near) else {
            continue;
        };
        let visible = [0; KINDS];
        let Ok(discards) = checker.discards(&h, &visible) else {
            assert!(
                searched(checker, &h).is_none(),
                "{h}: refused, but searchable"
            );
            continue;
        };
        let joker = checker.rules().joker;
        let held: Vec<Tile> = (0..KINDS)
            .map(tile)
            .filter(|&t| h.count(t) > 0 && Some(t) != joker)
            .collect();
        let mut listed: Vec<Tile> = discards.as_slice().iter().map(|d| d.tile).collect();
        listed.sort_by_key(|t| t.index());
        assert_eq!(listed, held, "{h}");
        for d in discards.as_slice() {
            let mut less = h.clone();
            less.remove(d.tile).unwrap();
            assert_eq!(d.tiles, checker.effective_tiles(&less, &visible).unwrap());
        }
        let key = |d: &hupai::Discard| {
            let s = d.tiles.shanten().map_or(i16::MAX, i16::from);
            (s, std::cmp::Reverse(d.tiles.total()), d.tile.index())
        };
        assert!(
            discards
                .as_slice()
                .windows(2)
                .all(|w| key(&w[0]) <= key(&w[1]))
        );
        // The best discard leaves the hand as close as the hand itself is (or, complete, one
        // step further).
        let whole = searched(checker, &h).flatten().unwrap();
        let best = discards.best().and_then(|d| d.tiles.shanten()).unwrap();
        assert_eq!(best, whole.max(0), "{h}");
    }
}

// ----------------------------------------------------------------------------------------------
// Count arrays: `shanten_counts` answers what the hand of the counts answers, refusals too.

/// Counts of `tiles` random kinds (a kind may pass four, some arrays are not hands).
fn random_counts(rng: &mut Rng, tiles: usize, most: u8) -> [u8; KINDS] {
    let mut counts = [0u8; KINDS];
    for _ in 0..tiles {
        let kind = rng.below(KINDS);
        if counts[kind] < most {
            counts[kind] += 1;
        }
    }
    counts
}

/// Counts of a complete standard hand of `groups` groups and a pair, less `jokers` tiles taken
/// out for the jokers to stand for (a kind never passes four).
fn complete_counts(rng: &mut Rng, groups: usize, jokers: u8) -> [u8; KINDS] {
    let mut counts = [0u8; KINDS];
    let mut placed = 0;
    while placed <= groups {
        let kind = rng.below(KINDS);
        let run = kind < 27 && kind % 9 < 7 && placed < groups && rng.below(2) == 0;
        let (kinds, each) = match (placed == groups, run) {
            (true, _) => (kind..kind + 1, 2),
            (false, true) => (kind..kind + 3, 1),
            (false, false) => (kind..kind + 1, 3),
        };
        if kinds.clone().all(|k| counts[k] + each <= 4) {
            kinds.for_each(|k| counts[k] += each);
            placed += 1;
        }
    }
    for _ in 0..jokers {
        let held: Vec<usize> = (0..KINDS).filter(|&k| counts[k] > 0).collect();
        counts[held[rng.below(held.len())]] -= 1;
    }
    counts
}

#[test]
fn shanten_of_counts_is_the_shanten_of_their_hand() {
    let mut sets = rule_sets();
    for options in [
        &["three_player=true"][..],
        &["tiles=16"],
        &["tiles=16", "joker=7z", "suits_only=true"],
        &["knitted=true", "joker=5m"],
        &["max_jokers=0"],
    ] {
        sets.push(rules(options));
    }
    let mut rng = Rng(0x5EED_C0DE);
    let (mut quick, mut complete) = (0, 0);
    for rules in sets {
        let checker = Checker::new(rules);
        // Every row again, all at once: the batch's answers are the single calls'.
        let (mut rows, mut row_jokers, mut wanted) = (Vec::new(), Vec::new(), Vec::new());
        for round in 0..4_000 {
            // Mostly hands of a size shanten answers, some too large or with a fifth copy,
            // and a quarter complete (the least's shortcut).
            let jokers = [0, 0, 1, 2, 3, 4, 8, 9][rng.below(8)];
            let size = rng.below(22);
            let counts = match round % 8 {
                0 => random_counts(&mut rng, size, 6),
                1 | 2 => complete_counts(&mut rng, 1 + size % 4, jokers.min(4)),
                _ => random_counts(&mut rng, size % 15, 4),
            };
            let of_hand = Hand::from_counts(&counts, jokers)
                .map_err(hupai::mahjong::CheckError::from)
                .and_then(|hand| checker.shanten(&hand));
            let of_counts = checker.shanten_counts(&counts, jokers);
            assert_eq!(of_counts, of_hand, "{counts:?} {jokers} under {rules:?}");
            let least = checker.least_shanten_counts(&counts, jokers);
            let want = of_counts.map(|s| s.least());
            assert_eq!(least, want, "least of {counts:?} {jokers} under {rules:?}");
            quick += usize::from(want.is_ok());
            complete += usize::from(want == Ok(Some(-1)));
            rows.push(counts);
            row_jokers.push(jokers);
            wanted.push(want);
        }
        let mut answered = vec![None; rows.len()];
        checker.least_shanten_counts_each(
            &rows,
            |i| row_jokers[i],
            |i, least| {
                assert!(answered[i].is_none(), "row {i} answered twice");
                answered[i] = Some(least);
            },
        );
        for (i, (got, want)) in answered.into_iter().zip(wanted).enumerate() {
            assert_eq!(got, Some(want), "row {i}: {:?} under {rules:?}", rows[i]);
        }
    }
    assert!(quick > 40_000, "{quick} answered");
    assert!(complete > 5_000, "{complete} complete");
}
