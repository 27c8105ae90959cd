//! Every decomposition a decomposition lists, against brute-force enumerations written here.
//!
//! The decomposition tables walk group multisets and file them by key; these references instead search
//! each count vector (or whole hand) for every decomposition, collecting them in sets, so that a decomposition
//! the tables miss, invent or list twice shows up as a difference. With jokers the reference
//! tries every assignment of the jokers to kinds, decompositions each completed hand every way, and then
//! sets aside groups the jokers alone could make, which is the listing rule of
//! [`hupai::Checker::decompositions`] stated directly. Hands without jokers under the rules it
//! knows are also held to the crate's backtracking enumeration. Sixteen-tile games are dealt
//! too: hands of five concealed groups, one of whose suits may hold all five.

use crate::support::Rng;
use crate::support::reference::effective;
use crate::support::rounds;
use hupai::mahjong::KINDS;
use hupai::mahjong::backtrack::decompositions as backtrack;
use hupai::mahjong::{Decompositions, GroupKind};
use hupai::{Checker, Forms, Hand, Meld, Rules, Suit, Tile};
use std::collections::{BTreeSet, HashSet};

// ---------------------------------------------------------------------------------------------
// Whole hands.

/// A group over the 34 kinds: sorted kind indices, three for a group.
type Kinds3 = [u8; 3];

/// Every group the rules allow, by kinds.
fn hand_groups(rules: &Rules) -> Vec<Kinds3> {
    let mut all = Vec::new();
    for k in 0..KINDS as u8 {
        if !(rules.suits_only && k >= 27) {
            all.push([k; 3]);
        }
    }
    for suit in 0..3u8 {
        for r in 0..7 {
            let k = suit * 9 + r;
            all.push([k, k + 1, k + 2]);
        }
    }
    if rules.honor_sequences && !rules.suits_only {
        for [a, b, c] in [[0, 1, 2], [0, 1, 3], [0, 2, 3], [1, 2, 3], [4, 5, 6]] {
            all.push([27 + a, 27 + b, 27 + c]);
        }
    }
    all
}

fn pair_allowed(rules: &Rules, kind: u8) -> bool {
    if rules.suits_only && kind >= 27 {
        return false;
    }
    !rules.eyes_258 || (kind < 27 && matches!(kind % 9, 1 | 4 | 7))
}

/// A decomposition of a whole hand: the pair's kind and the groups, sorted.
type HandSplit = (u8, Vec<Kinds3>);

/// Every decomposition of `counts` into `n` groups and a pair, searched from the lowest kind left.
fn brute_hand(groups: &[Kinds3], rules: &Rules, counts: &[u8; KINDS], n: usize) -> Vec<HandSplit> {
    fn go(
        groups: &[Kinds3],
        rules: &Rules,
        rest: &mut [u8; KINDS],
        n: usize,
        chosen: &mut Vec<Kinds3>,
        pair: Option<u8>,
        out: &mut BTreeSet<HandSplit>,
    ) {
        let Some(low) = rest.iter().position(|&c| c > 0) else {
            if let (Some(p), true) = (pair, chosen.len() == n) {
                let mut sorted = chosen.clone();
                sorted.sort();
                out.insert((p, sorted));
            }
            return;
        };
        let low = low as u8;
        if chosen.len() < n {
            for g in groups.iter().filter(|g| g[0] == low) {
                let fits = g.iter().all(|&k| {
                    let need = g.iter().filter(|&&x| x == k).count();
                    usize::from(rest[usize::from(k)]) >= need
                });
                if fits {
                    for &k in g {
                        rest[usize::from(k)] -= 1;
                    }
                    chosen.push(*g);
                    go(groups, rules, rest, n, chosen, pair, out);
                    chosen.pop();
                    for &k in g {
                        rest[usize::from(k)] += 1;
                    }
                }
            }
        }
        if pair.is_none() && pair_allowed(rules, low) && rest[usize::from(low)] >= 2 {
            rest[usize::from(low)] -= 2;
            go(groups, rules, rest, n, chosen, Some(low), out);
            rest[usize::from(low)] += 2;
        }
    }
    let mut out = BTreeSet::new();
    go(
        groups,
        rules,
        &mut counts.clone(),
        n,
        &mut Vec::new(),
        None,
        &mut out,
    );
    out.into_iter().collect()
}

/// What a listed decomposition says about the hand: the pair (`None` when jokers alone make it), the
/// groups that hold some of the hand's tiles, and how many jokers stand for each kind in them.
/// Groups of jokers alone are listed once whatever they could stand for, so they are not part
/// of it.
type Core = (Option<u8>, Vec<Kinds3>, Vec<u8>);

/// The cores of every decomposition of the hand, from every joker assignment: a group (or the pair)
/// that the jokers alone could supply is set aside as jokers' own, until none is left.
fn brute_cores(
    rules: &Rules,
    own: &[u8; KINDS],
    melded: &[u8; KINDS],
    jokers: u8,
    n: usize,
) -> BTreeSet<Core> {
    let groups = hand_groups(rules);
    let kinds: Vec<usize> = (0..KINDS)
        .filter(|&k| !(rules.suits_only && k >= 27))
        .collect();
    let mut out = BTreeSet::new();
    let mut assigned = [0u8; KINDS];
    assign(&kinds, 0, jokers, &mut assigned, &mut |assigned| {
        let fits =
            (0..KINDS).all(|k| rules.joker_fifth_copy || own[k] + melded[k] + assigned[k] <= 4);
        if !fits {
            return;
        }
        let mut counts = *own;
        for k in 0..KINDS {
            counts[k] += assigned[k];
        }
        for (pair, decomposition) in brute_hand(&groups, rules, &counts, n) {
            let mut left = *assigned;
            let covered = |left: &[u8; KINDS], g: &[u8]| {
                g.iter().all(|&k| {
                    let need = g.iter().filter(|&&x| x == k).count();
                    usize::from(left[usize::from(k)]) >= need
                })
            };
            let mut core_groups = Vec::new();
            for g in &decomposition {
                if covered(&left, g) {
                    for &k in g {
                        left[usize::from(k)] -= 1;
                    }
                } else {
                    core_groups.push(*g);
                }
            }
            // Setting groups aside only leaves fewer jokers, so a group kept once stays kept:
            // one pass leaves no group (and below, no pair) the jokers alone could make.
            let core_pair = if covered(&left, &[pair, pair]) {
                left[usize::from(pair)] -= 2;
                None
            } else {
                Some(pair)
            };
            core_groups.sort();
            out.insert((core_pair, core_groups, left.to_vec()));
        }
    });
    out
}

/// Calls `f` with every multiset of `left` kinds from `kinds[from..]`.
fn assign(
    kinds: &[usize],
    from: usize,
    left: u8,
    assigned: &mut [u8; KINDS],
    f: &mut impl FnMut(&[u8; KINDS]),
) {
    if left == 0 {
        f(assigned);
        return;
    }
    for i in from..kinds.len() {
        assigned[kinds[i]] += 1;
        assign(kinds, i, left - 1, assigned, f);
        assigned[kinds[i]] -= 1;
    }
}

fn kind_of(t: Tile) -> u8 {
    t.index() as u8
}

/// Checks every listed decomposition against the hand and the rules, and returns their cores.
fn checked_cores(
    rules: &Rules,
    hand: &Hand,
    own: &[u8; KINDS],
    jokers: u8,
    listed: &Decompositions,
) -> BTreeSet<Core> {
    let melded = hand.melded();
    let groups: HashSet<Kinds3> = hand_groups(rules).into_iter().collect();
    let n = usize::from((hand.concealed_len() - 2) / 3);
    let mut cores = BTreeSet::new();
    let mut seen = HashSet::new();
    assert_eq!(listed.len(), listed.concealed_groups().count());
    for d in listed.iter() {
        let text = d.to_string();
        assert!(seen.insert(text.clone()), "{hand}: {text} listed twice");
        assert_eq!(d.groups.len(), n, "{hand}: {text}");
        assert_eq!(d.melds, hand.melds().collect::<Vec<Meld>>(), "{hand}");
        let mut real = [0u8; KINDS];
        let mut stand_for = [0u8; KINDS];
        let mut core_groups = Vec::new();
        let mut core_jokers = vec![0u8; KINDS];
        assert_eq!(d.pair.kind(), GroupKind::Pair, "{hand}: {text}");
        let pair_kinds: Vec<u8> = d.pair.tiles().map(kind_of).collect();
        assert!(
            pair_kinds.len() == 2 && pair_kinds[0] == pair_kinds[1],
            "{hand}: {text}"
        );
        assert!(pair_allowed(rules, pair_kinds[0]), "{hand}: {text}");
        let pure_pair = d.pair.joker_mask() == 0b11;
        for g in d.groups.iter().chain([&d.pair]) {
            let kinds: Vec<u8> = g.tiles().map(kind_of).collect();
            let mask = g.joker_mask();
            let all_jokers = mask == (1 << kinds.len()) - 1;
            for (i, &k) in kinds.iter().enumerate() {
                if mask >> i & 1 == 1 {
                    stand_for[usize::from(k)] += 1;
                    if !all_jokers {
                        core_jokers[usize::from(k)] += 1;
                    }
                } else {
                    real[usize::from(k)] += 1;
                }
            }
            if g.kind() != GroupKind::Pair {
                let three: Kinds3 = [kinds[0], kinds[1], kinds[2]];
                assert!(
                    groups.contains(&three),
                    "{hand}: {text}: {g} is not a group"
                );
                let expected = if three[0] == three[2] {
                    GroupKind::Triplet
                } else {
                    GroupKind::Sequence
                };
                assert_eq!(g.kind(), expected, "{hand}: {text}");
                if all_jokers {
                    // Jokers alone: a triplet of a kind the hand uses nowhere else.
                    assert_eq!(g.kind(), GroupKind::Triplet, "{hand}: {text}");
                } else {
                    core_groups.push(three);
                }
            }
        }
        assert_eq!(&real, own, "{hand}: {text}: not the hand's own tiles");
        let total: u32 = stand_for.iter().map(|&c| u32::from(c)).sum();
        assert_eq!(
            total,
            u32::from(jokers),
            "{hand}: {text}: not the hand's jokers"
        );
        if !rules.joker_fifth_copy {
            for k in 0..KINDS {
                assert!(
                    own[k] + melded[k] + stand_for[k] <= 4,
                    "{hand}: {text}: a joker is a fifth copy"
                );
            }
        }
        core_groups.sort();
        let core_pair = (!pure_pair).then_some(pair_kinds[0]);
        cores.insert((core_pair, core_groups, core_jokers));
    }
    assert_eq!(
        cores.len(),
        listed.len(),
        "{hand}: two listings with one core"
    );
    cores
}

/// The listed decompositions of a hand equal the brute force's, and exist exactly when the hand is
/// complete in the standard form.
fn compare(rules: Rules, hand: &Hand) {
    let checker = Checker::new(rules);
    let Ok(listed) = checker.decompositions(hand) else {
        assert!(
            checker.for_each_decomposition(hand, |_| ()).is_err(),
            "{hand}"
        );
        return;
    };
    // The visitor calls back with the same decompositions, in the same order, and counts them.
    let mut visited = Vec::new();
    let count = checker.for_each_decomposition(hand, |g| visited.push(*g));
    assert_eq!(count.ok(), Some(listed.len()), "{hand} under {rules:?}");
    assert!(
        visited
            .iter()
            .eq(&listed.concealed_groups().collect::<Vec<_>>()),
        "{hand} under {rules:?}"
    );
    let (own, jokers) = effective(hand, &rules);
    let n = usize::from((hand.concealed_len() - 2) / 3);
    let expected = brute_cores(&rules, &own, &hand.melded(), jokers, n);
    let got = checked_cores(&rules, hand, &own, jokers, &listed);
    assert_eq!(got, expected, "{hand} under {rules:?}");
    let standard = checker.forms(hand).unwrap().contains(Forms::STANDARD);
    assert_eq!(!listed.is_empty(), standard, "{hand} under {rules:?}");
    if jokers == 0 && !rules.eyes_258 && !rules.honor_sequences {
        assert_eq!(
            listed_splits(&listed),
            backtracked(&own),
            "{hand} under {rules:?}"
        );
    }
}

/// The listed decompositions by kinds, each once: the pair's kind and the sorted groups.
fn listed_splits(listed: &Decompositions) -> Vec<HandSplit> {
    let mut splits: Vec<HandSplit> = listed
        .iter()
        .map(|d| {
            let pair = d.pair.tiles().next().map_or(0, kind_of);
            let mut groups: Vec<Kinds3> = (d.groups.iter())
                .map(|g| {
                    let kinds: Vec<u8> = g.tiles().map(kind_of).collect();
                    [kinds[0], kinds[1], kinds[2]]
                })
                .collect();
            groups.sort();
            (pair, groups)
        })
        .collect();
    splits.sort();
    splits
}

/// The backtracking enumeration's decompositions of the concealed counts, in the same terms.
fn backtracked(own: &[u8; KINDS]) -> Vec<HandSplit> {
    let mut splits: Vec<HandSplit> = backtrack::decompositions(own)
        .iter()
        .map(|d| {
            let mut groups: Vec<Kinds3> = (d.groups().iter())
                .map(|g| match g.sequence {
                    true => [g.kind, g.kind + 1, g.kind + 2],
                    false => [g.kind; 3],
                })
                .collect();
            groups.sort();
            (d.pair, groups)
        })
        .collect();
    splits.sort();
    splits
}

/// A random rule variant.
fn random_rules(rng: &mut Rng) -> Rules {
    Rules {
        joker_fifth_copy: rng.chance(50),
        eyes_258: rng.chance(20),
        honor_sequences: rng.chance(25),
        suits_only: rng.chance(10),
        ..Rules::default()
    }
}

/// A random rule variant of a sixteen-tile game.
fn sixteen_rules(rng: &mut Rng) -> Rules {
    Rules {
        sixteen_tiles: true,
        ..random_rules(rng)
    }
}

/// Groups beside the pair in a complete hand under `rules`.
fn hand_size(rules: &Rules) -> usize {
    if rules.sixteen_tiles { 5 } else { 4 }
}

/// A complete hand under `rules` built from random groups, some melded, with `jokers` of its
/// concealed tiles then made jokers; `None` when the draw breaks the four-copy limit.
fn built_hand(rng: &mut Rng, rules: &Rules, jokers: usize) -> Option<Hand> {
    let groups = hand_groups(rules);
    let pairs: Vec<u8> = (0..KINDS as u8)
        .filter(|&k| pair_allowed(rules, k))
        .collect();
    let melds = match rng.below(10) {
        0..=5 => 0,
        6..=8 => 1,
        _ => 2,
    };
    let mut hand = Hand::new();
    for _ in 0..melds {
        let g = groups[rng.below(groups.len())];
        let tile = Tile::from_index(usize::from(g[0]))?;
        // An honor sequence is never a meld: `chi` refuses it.
        let meld = if g[0] != g[2] {
            Meld::chi(tile).ok()?
        } else if rng.chance(30) {
            Meld::kan(tile)
        } else {
            Meld::pon(tile)
        };
        hand.push_meld(meld).ok()?;
    }
    let mut tiles = Vec::new();
    let pair = pairs[rng.below(pairs.len())];
    tiles.extend([pair, pair]);
    for _ in melds..hand_size(rules) {
        tiles.extend(groups[rng.below(groups.len())]);
    }
    let mut as_jokers = 0;
    let order: Vec<usize> = {
        let mut v: Vec<usize> = (0..tiles.len()).collect();
        rng.shuffle(&mut v);
        v
    };
    let mut keep = vec![true; tiles.len()];
    for &i in order.iter().take(jokers) {
        keep[i] = false;
        as_jokers += 1;
    }
    for (i, &k) in tiles.iter().enumerate() {
        if keep[i] {
            hand.add(Tile::from_index(usize::from(k))?).ok()?;
        }
    }
    for _ in 0..as_jokers {
        hand.add_joker().ok()?;
    }
    Some(hand)
}

/// Random tiles and jokers, mostly not complete.
fn random_hand(rng: &mut Rng, rules: &Rules, jokers: usize) -> Option<Hand> {
    let sizes: &[usize] = if rules.sixteen_tiles {
        &[5, 8, 11, 14, 17, 17, 17]
    } else {
        &[5, 8, 11, 14, 14]
    };
    let size = sizes[rng.below(sizes.len())];
    let kinds = if rules.suits_only { 27 } else { KINDS };
    let mut hand = Hand::new();
    // A narrow pool of kinds makes decompositions likelier.
    let base = rng.below(kinds - 8);
    for _ in jokers..size {
        let k = base + rng.below(8);
        hand.add(Tile::from_index(k)?).ok()?;
    }
    for _ in 0..jokers {
        hand.add_joker().ok()?;
    }
    Some(hand)
}

/// Deals `rounds` hands from the seed, each under rules from `rules_of` with `jokers(round)`
/// jokers, complete (`built` percent of them) or random, and compares their listings; returns
/// how many had five concealed groups.
fn deal_and_compare(
    seed: u64,
    rounds: usize,
    rules_of: fn(&mut Rng) -> Rules,
    built: usize,
    jokers: impl Fn(usize) -> usize,
) -> usize {
    let mut rng = Rng(seed);
    let mut five = 0;
    for round in 0..rounds {
        let rules = rules_of(&mut rng);
        let jokers = jokers(round);
        let hand = if rng.chance(built) {
            built_hand(&mut rng, &rules, jokers)
        } else {
            random_hand(&mut rng, &rules, jokers)
        };
        if let Some(hand) = hand {
            compare(rules, &hand);
            five += usize::from(hand.concealed_len() == 17);
        }
    }
    five
}

#[test]
fn hands_without_jokers_match_the_brute_force() {
    deal_and_compare(0x5EED_0001, rounds(3000, 10), random_rules, 70, |_| 0);
}

#[test]
fn hands_with_jokers_match_the_brute_force() {
    // Four jokers cost the reference 66,045 assignments each: fewer such hands.
    let jokers = |round: usize| match round % 10 {
        0..=3 => 1,
        4..=6 => 2,
        7..=8 => 3,
        _ if round % 20 == 9 => 4,
        _ => 2,
    };
    deal_and_compare(0x5EED_0002, rounds(1500, 10), random_rules, 75, jokers);
}

#[test]
fn sixteen_tile_hands_without_jokers_match_the_brute_force() {
    let dealt = rounds(2000, 10);
    let five = deal_and_compare(0x5EED_1601, dealt, sixteen_rules, 70, |_| 0);
    assert!(five > dealt / 4, "only {five} of five concealed groups");
}

#[test]
fn sixteen_tile_hands_with_jokers_match_the_brute_force() {
    // Four jokers cost the reference 66,045 assignments of 17 tiles each: few such hands.
    let jokers = |round: usize| match round % 10 {
        0..=4 => 1,
        5..=7 => 2,
        8 => 3,
        _ if round % 40 == 9 => 4,
        _ => 2,
    };
    let dealt = rounds(800, 10);
    let five = deal_and_compare(0x5EED_1602, dealt, sixteen_rules, 75, jokers);
    assert!(five > dealt / 4, "only {five} of five concealed groups");
}

#[test]
fn a_suit_of_five_groups_matches_the_brute_force() {
    // Five groups of one suit and a pair of it or of another, now and then a tile changed:
    // a suit past the four groups a list holds.
    let mut rng = Rng(0x5EED_1603);
    let mut complete = 0;
    for round in 0..rounds(800, 10) {
        let rules = sixteen_rules(&mut rng);
        let suit = rng.below(3) as u8;
        let of_suit = |k: &u8| *k / 9 == suit;
        let groups: Vec<Kinds3> = (hand_groups(&rules).into_iter())
            .filter(|g| of_suit(&g[0]))
            .collect();
        let pairs: Vec<u8> = (0..KINDS as u8)
            .filter(|&k| pair_allowed(&rules, k) && (of_suit(&k) || rng.chance(20)))
            .collect();
        let Some(&pair) = pairs.get(rng.below(pairs.len().max(1))) else {
            continue;
        };
        let mut tiles: Vec<u8> = (0..5)
            .flat_map(|_| groups[rng.below(groups.len())])
            .collect();
        if rng.chance(20) {
            tiles[rng.below(15)] = suit * 9 + rng.below(9) as u8;
        }
        tiles.extend([pair, pair]);
        rng.shuffle(&mut tiles);
        let jokers = [0, 0, 0, 1, 1, 2, 3][round % 7];
        let mut hand = Hand::new();
        let added = (tiles.iter().skip(jokers))
            .all(|&k| Tile::from_index(usize::from(k)).is_some_and(|t| hand.add(t).is_ok()));
        if !added {
            continue;
        }
        for _ in 0..jokers {
            hand.add_joker().expect("room for jokers");
        }
        compare(rules, &hand);
        complete += usize::from(
            !Checker::new(rules)
                .decompositions(&hand)
                .unwrap()
                .is_empty(),
        );
    }
    assert!(complete > rounds(800, 10) / 4, "only {complete} complete");
}

#[test]
fn a_designated_joker_kind_is_listed_as_jokers() {
    let rules = Rules::from_options(["joker=7z"]).unwrap();
    for text in [
        "123m456p789s1z7z",
        "13m456p789s11z7z[777p]",
        "1m123456789p77z",
        "111222333m4m7z7z",
    ] {
        let hand: Hand = text.parse().unwrap();
        compare(rules, &hand);
        let strict = Rules {
            joker_fifth_copy: false,
            ..rules
        };
        compare(strict, &hand);
    }
}

fn listed(options: &[&str], text: &str) -> Vec<String> {
    let rules = Rules::from_options(options.iter().copied()).unwrap();
    let hand: Hand = text.parse().unwrap();
    Checker::new(rules)
        .decompositions(&hand)
        .unwrap()
        .iter()
        .map(|d| d.to_string())
        .collect()
}

#[test]
fn named_hands_list_the_expected_splits() {
    let got: BTreeSet<String> = listed(&[], "111222333m44m[555p]").into_iter().collect();
    let expected: BTreeSet<String> = [
        "44m 111m 222m 333m [555p]",
        "44m 123m 123m 123m [555p]",
        "11m 123m 234m 234m [555p]",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    assert_eq!(got, expected);

    assert_eq!(
        listed(&[], "111222333m456p77z"),
        ["77z 111m 222m 333m 456p", "77z 123m 123m 123m 456p"]
    );
    assert_eq!(
        listed(&[], "13m456p789s11z*[777z]"),
        ["11z 123m(*=2m) 456p 789s [777z]"]
    );
    // The joker is a fifth 1m only when the rules allow it.
    assert_eq!(listed(&[], "1111m*"), ["11m 111m(*=1m)"]);
    assert!(listed(&["joker_fifth_copy=false"], "1111m*").is_empty());
    // The nine gates wins on every rank, one way or several.
    for rank in 1..=9 {
        assert!(!listed(&[], &format!("1112345678999m{rank}m")).is_empty());
    }
    // 2/5/8 eyes: only 55m can be the pair.
    assert_eq!(listed(&["eyes=258"], "11155m"), ["55m 111m"]);
    assert!(listed(&["eyes=258"], "11144m").is_empty());
    // Honor sequences: 123z and 567z are groups.
    assert_eq!(
        listed(&["honor_sequences=true"], "123m456p11s124z567z"),
        ["11s 123m 456p 124z 567z"]
    );
    // Not complete, or complete only as seven pairs: nothing to list.
    assert!(listed(&[], "123m456p789s12344z").is_empty());
    assert!(listed(&[], "1122m3344p5566s77z").is_empty());
}

#[test]
fn spare_jokers_are_listed_once_as_their_own_groups() {
    // Two jokers and 12 tiles that are four groups already: the jokers are the pair, whatever
    // it stands for, listed once, as the lowest kind the hand does not use.
    let pure_pairs = |options: &[&str], text: &str| -> Vec<String> {
        let rules = Rules::from_options(options.iter().copied()).unwrap();
        let hand: Hand = text.parse().unwrap();
        let all = Checker::new(rules).decompositions(&hand).unwrap();
        all.concealed_groups()
            .filter(|g| g.pair().joker_mask() == 0b11)
            .map(|g| g.pair().to_string())
            .collect()
    };
    assert_eq!(pure_pairs(&[], "123m456p789s111z**"), ["44m(*=4m,4m)"]);
    // Under 2/5/8 eyes the jokers' pair is a 2, 5 or 8 (2m is taken).
    assert_eq!(
        pure_pairs(&["eyes=258"], "123m456p789s111z**"),
        ["55m(*=5m,5m)"]
    );
    // Three spare jokers: one triplet of jokers, of the lowest free kind.
    let decompositions = listed(&[], "123m456p789s11z***");
    let pure: Vec<&String> = decompositions
        .iter()
        .filter(|s| s.contains("(*=4m,4m,4m)"))
        .collect();
    assert_eq!(
        pure,
        ["11z 123m 456p 789s 444m(*=4m,4m,4m)"],
        "{decompositions:?}"
    );
}

#[test]
fn bad_hands_are_errors_and_never_panic() {
    let checker = Checker::default();
    for text in [
        "123m",
        "1112223334445m",
        "11m[123p][456p][789p][111s][222s]",
    ] {
        let Ok(hand) = text.parse::<Hand>() else {
            continue;
        };
        assert!(checker.decompositions(&hand).is_err(), "{text}");
        assert!(
            checker.for_each_decomposition(&hand, |_| ()).is_err(),
            "{text}"
        );
    }
    let too_many = Rules::from_options(["max_jokers=1"]).unwrap();
    let hand: Hand = "123m456p789s1z**".parse().unwrap();
    assert!(Checker::new(too_many).decompositions(&hand).is_err());
    let suits_only = Rules::from_options(["suits_only=true"]).unwrap();
    let hand: Hand = "123m456p789s11z".parse().unwrap();
    assert!(Checker::new(suits_only).decompositions(&hand).is_err());
    // Every suit of a hand with many jokers, under every joker policy, without a panic.
    for fifth in [true, false] {
        let rules = Rules {
            joker_fifth_copy: fifth,
            ..Rules::default()
        };
        for text in ["11m********", "1m*******", "5z*******[111m]", "********"] {
            if let Ok(hand) = text.parse::<Hand>() {
                let _ = Checker::new(rules).decompositions(&hand);
            }
        }
    }
}

#[test]
fn decompositions_agree_with_decompose() {
    // A hand has decompositions exactly when `decompose` finds one; without jokers that one is listed
    // as it is (with jokers `decompose` may mark them differently, or let them stand for a
    // whole group where a listing sets such a group aside).
    let mut rng = Rng(0x5EED_0003);
    let checker = Checker::default();
    let rules = Rules::default();
    for _ in 0..rounds(2000, 10) {
        let jokers = rng.below(3);
        let Some(hand) = built_hand(&mut rng, &rules, jokers) else {
            continue;
        };
        let all = checker.decompositions(&hand).unwrap();
        let one = checker.decompose(&hand).unwrap();
        assert_eq!(one.is_some(), !all.is_empty(), "{hand}");
        if let (Some(one), 0) = (one, jokers) {
            assert!(all.iter().any(|d| d == one), "{hand}: {one} not listed");
        }
    }
}

#[test]
fn suits_are_listed_in_order_and_the_pair_first() {
    let hand: Hand = "345s111z123m55p789p".parse().unwrap();
    let all = Checker::default().decompositions(&hand).unwrap();
    assert_eq!(all.len(), 1);
    let (pair, groups) = {
        let g = all.get(0).unwrap();
        (g.pair(), g.groups().to_vec())
    };
    assert_eq!(pair.to_string(), "55p");
    let suits: Vec<Suit> = groups
        .iter()
        .map(|g| g.tiles().next().unwrap().suit())
        .collect();
    assert_eq!(suits, [Suit::Man, Suit::Pin, Suit::Sou, Suit::Honor]);
    assert!(all.get(1).is_none());
}
