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

mod dealt;
mod named;

use crate::support::reference::effective;
use hupai::mahjong::KINDS;
use hupai::mahjong::backtrack::decompositions as backtrack;
use hupai::mahjong::{Decompositions, GroupKind};
use hupai::{Checker, Forms, Hand, Meld, Rules, Tile};
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
