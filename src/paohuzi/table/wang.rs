//! Per-case tables with 王: for each key of a case's real cards (every count 0-2, 坎 and 提 set
//! aside) and each count of 王 spent in the case (0-4), the best score of a decomposition by
//! whether it holds the pair and whether it holds four alike — what mahjong's suit tables are for
//! jokers, with a score in place of a yes or no.
//!
//! A 王 stands for any card of the case (substitution), so a decomposition is groups each
//! holding some real cards and some 王, plus groups of 王 alone. The table is filled as the
//! case table is, in increasing key order: the lowest real rank sits in some group ([`Step`]) —
//! a run, 二七十 or 一五十 whose other places are real or 王, the pair, a triplet (XX王, X王王,
//! scored as a 坎) or four alike (XX王王, X王王王, scored as a 提) — and removing the group's real
//! cards gives a smaller key already filled, with fewer 王 left. The empty key holds the groups
//! of 王 alone: 王王 the pair, 王王王 a triplet, 王王王王 four alike, each of the case's best card.
//!
//! The pair and four alike are kept apart because a hand holds its pair only beside four alike
//! (a 跑 or 提, or four alike of the decomposition), which the check settles across both cases.

use crate::base::generator::paohuzi::{CaseCounts, IMPOSSIBLE, KEYS, POW3, RANKS, counts_of_key};
use crate::base::variant::Scoring;
use crate::paohuzi::card::{Card, Case};
use crate::paohuzi::group::{Group, GroupKind, Shape};

/// Most 王 a case can spend: every 王 a hand holds.
pub(crate) const CASE_WANG: usize = 4;

/// Best scores by [`slot`]: no pair and no four alike, four alike, the pair, both.
pub(crate) type Slots = [u8; 4];

/// The index of a [`Slots`] entry.
pub(crate) const fn slot(pair: bool, four: bool) -> usize {
    (pair as usize) * 2 + four as usize
}

/// What a group of a case holding 王 is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StepShape {
    /// The pair (将).
    Pair,
    /// Three alike, scored as a 坎.
    Triplet,
    /// Four alike, scored as a 提.
    Four,
    /// A run, 二七十 or 一五十.
    Chi(Shape),
}

impl StepShape {
    /// The kind of the group as the outcome lists it.
    pub(crate) const fn kind(self) -> GroupKind {
        match self {
            StepShape::Pair => GroupKind::Pair,
            StepShape::Triplet => GroupKind::Kan,
            StepShape::Four => GroupKind::HiddenTi,
            StepShape::Chi(shape) => GroupKind::Hand(shape),
        }
    }
}

/// One group of a case: its ranks (0-based), which places are 王, what it scores.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Step {
    pub(crate) shape: StepShape,
    pub(crate) ranks: [u8; 4],
    pub(crate) len: u8,
    /// Bit `i`: place `i` is a 王.
    pub(crate) wang: u8,
    pub(crate) value: u8,
    /// The real cards it takes, by rank.
    pub(crate) real: CaseCounts,
    /// Their key.
    pub(crate) real_key: u32,
}

impl Step {
    /// The 王 it holds.
    pub(crate) const fn wang_count(&self) -> usize {
        self.wang.count_ones() as usize
    }

    /// Whether the real cards it takes are held.
    pub(crate) fn fits(&self, counts: &CaseCounts) -> bool {
        counts
            .iter()
            .zip(self.real)
            .all(|(&have, need)| have >= need)
    }

    /// The ranks its 王 stand for.
    pub(crate) fn wang_ranks(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.len)
            .filter(|&i| self.wang & 1 << i != 0)
            .map(|i| self.ranks[usize::from(i)])
    }

    /// The group it is, with its cards as the 王 make them, and the cards its 王 stand for.
    pub(crate) fn group(&self, case: Case) -> Option<(Group, Vec<Card>)> {
        let card = |r: u8| Card::new(case, r + 1);
        let cards: Option<Vec<Card>> = self.ranks[..usize::from(self.len)]
            .iter()
            .map(|&r| card(r))
            .collect();
        let wang: Option<Vec<Card>> = self.wang_ranks().map(card).collect();
        Some((Group::new(self.shape.kind(), &cards?).ok()?, wang?))
    }
}

/// What each group of a case scores, read from [`Group::score`].
#[derive(Clone, Copy, Debug)]
struct Values {
    run: [u8; 8],
    erqishi: u8,
    yiwushi: Option<u8>,
    pair: [u8; RANKS],
    triplet: [u8; RANKS],
    four: [u8; RANKS],
}

impl Values {
    fn new(case: Case, scoring: Scoring, yiwushi: bool) -> Values {
        let score = |kind: GroupKind, ranks: &[u8]| -> u8 {
            let cards: Option<Vec<Card>> = ranks.iter().map(|&r| Card::new(case, r)).collect();
            cards
                .and_then(|c| Group::new(kind, &c).ok())
                .map_or(0, |g| g.score(scoring) as u8)
        };
        let alike = |kind: GroupKind, n: usize| {
            std::array::from_fn(|r| {
                Card::new(case, r as u8 + 1)
                    .and_then(|c| Group::new(kind, &vec![c; n]).ok())
                    .map_or(0, |g| g.score(scoring) as u8)
            })
        };
        let chi = GroupKind::Hand(Shape::Run);
        Values {
            run: std::array::from_fn(|r| score(chi, &[r as u8 + 1, r as u8 + 2, r as u8 + 3])),
            erqishi: score(chi, &[2, 7, 10]),
            yiwushi: yiwushi.then(|| score(chi, &[1, 5, 10])),
            pair: std::array::from_fn(|r| score(GroupKind::Pair, &[r as u8 + 1; 2])),
            triplet: alike(GroupKind::Kan, 3),
            four: alike(GroupKind::HiddenTi, 4),
        }
    }
}

/// Every group holding a real card of rank `low` as its lowest real card, by `low`.
fn steps(values: &Values) -> [Vec<Step>; RANKS] {
    let mut out: [Vec<Step>; RANKS] = Default::default();
    let mut push = |shape: StepShape, ranks: &[u8], value: u8| {
        let len = ranks.len();
        for wang in 0u8..1 << len {
            let mut real = [0u8; RANKS];
            for (i, &r) in ranks.iter().enumerate() {
                if wang & 1 << i == 0 {
                    real[usize::from(r)] += 1;
                }
            }
            let Some(low) = real.iter().position(|&c| c > 0) else {
                continue;
            };
            // Alike places are interchangeable: list each count of 王 once, 王 last.
            let alike = matches!(
                shape,
                StepShape::Pair | StepShape::Triplet | StepShape::Four
            );
            let spent = wang.count_ones() as usize;
            let last = (((1u16 << len) - 1) & !((1u16 << (len - spent)) - 1)) as u8;
            if alike && wang != last {
                continue;
            }
            if real.iter().any(|&c| c > 2) {
                continue;
            }
            let mut r4 = [0u8; 4];
            r4[..len].copy_from_slice(ranks);
            out[low].push(Step {
                shape,
                ranks: r4,
                len: len as u8,
                wang,
                value,
                real,
                real_key: real.iter().zip(POW3).map(|(&c, w)| u32::from(c) * w).sum(),
            });
        }
    };
    for r in 0..RANKS as u8 {
        let i = usize::from(r);
        push(StepShape::Pair, &[r, r], values.pair[i]);
        push(StepShape::Triplet, &[r, r, r], values.triplet[i]);
        push(StepShape::Four, &[r, r, r, r], values.four[i]);
    }
    for a in 0..8u8 {
        push(
            StepShape::Chi(Shape::Run),
            &[a, a + 1, a + 2],
            values.run[usize::from(a)],
        );
    }
    push(StepShape::Chi(Shape::ErQiShi), &[1, 6, 9], values.erqishi);
    if let Some(v) = values.yiwushi {
        push(StepShape::Chi(Shape::YiWuShi), &[0, 4, 9], v);
    }
    out
}

/// The per-case table with 王 of one case and scoring variant.
#[derive(Debug)]
pub(crate) struct WangTable {
    /// Per `key * 5 + 王 spent`.
    entries: Vec<Slots>,
    /// The groups of 王 alone: the best rank for a pair, a triplet, four alike.
    pub(crate) alone: [u8; 3],
    steps: [Vec<Step>; RANKS],
}

impl WangTable {
    fn build(case: Case, scoring: Scoring, yiwushi: bool) -> WangTable {
        let values = Values::new(case, scoring, yiwushi);
        let steps = steps(&values);
        let best_rank =
            |v: &[u8; RANKS]| (0..RANKS).fold(0, |b, r| if v[r] > v[b] { r } else { b }) as u8;
        let alone = [
            best_rank(&values.pair),
            best_rank(&values.triplet),
            best_rank(&values.four),
        ];
        let width = CASE_WANG + 1;
        let mut t = vec![[IMPOSSIBLE; 4]; KEYS * width];
        t[0][slot(false, false)] = 0;
        t[2][slot(true, false)] = values.pair[usize::from(alone[0])];
        t[3][slot(false, false)] = values.triplet[usize::from(alone[1])];
        t[4][slot(false, true)] = values.four[usize::from(alone[2])];
        for key in 1..KEYS {
            let counts = counts_of_key(key as u32);
            let Some(low) = counts.iter().position(|&c| c > 0) else {
                continue;
            };
            for step in &steps[low] {
                if !step.fits(&counts) {
                    continue;
                }
                let sub = (key - step.real_key as usize) * width;
                for j in step.wang_count()..=CASE_WANG {
                    let from = t[sub + j - step.wang_count()];
                    let into = &mut t[key * width + j];
                    extend(into, &from, step);
                }
            }
        }
        WangTable {
            entries: t,
            alone,
            steps,
        }
    }

    /// The best scores of a key with `wang` 王 spent in the case (none when above
    /// [`CASE_WANG`]).
    pub(crate) fn slots(&self, key: u32, wang: usize) -> Slots {
        self.entries
            .get(key as usize * (CASE_WANG + 1) + wang)
            .copied()
            .filter(|_| wang <= CASE_WANG)
            .unwrap_or([IMPOSSIBLE; 4])
    }

    /// The groups whose lowest real card is of rank `low`.
    pub(crate) fn steps(&self, low: usize) -> &[Step] {
        self.steps.get(low).map_or(&[], Vec::as_slice)
    }
}

/// Adds `step` on top of the sub-answers `from` into `into`, slot by slot.
pub(crate) fn extend(into: &mut Slots, from: &Slots, step: &Step) {
    let pair = step.shape == StepShape::Pair;
    let four = step.shape == StepShape::Four;
    for (s, &v) in from.iter().enumerate() {
        if v == IMPOSSIBLE || (pair && s >= 2) {
            continue;
        }
        let to = slot(s >= 2 || pair, s & 1 == 1 || four);
        let total = v.saturating_add(step.value).min(IMPOSSIBLE - 1);
        if into[to] == IMPOSSIBLE || total > into[to] {
            into[to] = total;
        }
    }
}

/// The tables with 王 of both cases of a scoring variant.
#[derive(Debug)]
pub(crate) struct WangTables {
    pub(crate) small: WangTable,
    pub(crate) big: WangTable,
}

impl WangTables {
    pub(crate) fn build(scoring: Scoring, yiwushi: bool) -> WangTables {
        WangTables {
            small: WangTable::build(Case::Small, scoring, yiwushi),
            big: WangTable::build(Case::Big, scoring, yiwushi),
        }
    }

    pub(crate) fn case(&self, case: Case) -> &WangTable {
        match case {
            Case::Small => &self.small,
            Case::Big => &self.big,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::generator::paohuzi::MAX_COUNT;
    use crate::paohuzi::table::CaseTables;

    /// The best score of a case vector (counts up to 6, 王 already substituted) by
    /// `[pair][four]`, by brute force over the groups of its lowest rank.
    fn brute(counts: &mut [u8; RANKS], values: &Values) -> [[Option<u16>; 2]; 2] {
        let Some(low) = counts.iter().position(|&c| c > 0) else {
            return [[Some(0), None], [None, None]];
        };
        let mut best = [[None; 2]; 2];
        let mut shapes: Vec<(Vec<usize>, u8, bool, bool)> = vec![
            (vec![low; 2], values.pair[low], true, false),
            (vec![low; 3], values.triplet[low], false, false),
            (vec![low; 4], values.four[low], false, true),
        ];
        if low < 8 {
            shapes.push((vec![low, low + 1, low + 2], values.run[low], false, false));
        }
        if low == 1 {
            shapes.push((vec![1, 6, 9], values.erqishi, false, false));
        }
        if let (0, Some(v)) = (low, values.yiwushi) {
            shapes.push((vec![0, 4, 9], v, false, false));
        }
        for (ranks, value, pair, four) in shapes {
            let mut taken = Vec::new();
            for &r in &ranks {
                if counts[r] == 0 {
                    break;
                }
                counts[r] -= 1;
                taken.push(r);
            }
            if taken.len() == ranks.len() {
                let sub = brute(counts, values);
                for (p, row) in sub.iter().enumerate() {
                    for (f, v) in row.iter().enumerate() {
                        let (Some(v), false) = (v, pair && p == 1) else {
                            continue;
                        };
                        let (p, f) = (p | usize::from(pair), f | usize::from(four));
                        let v = v + u16::from(value);
                        best[p][f] = Some(best[p][f].map_or(v, |b: u16| b.max(v)));
                    }
                }
            }
            for r in taken {
                counts[r] += 1;
            }
        }
        best
    }

    /// Every choice of ranks for `left` 王 from `from` on, each multiset once.
    fn substitute(counts: &mut [u8; RANKS], from: usize, left: usize, values: &Values) -> Slots {
        if left == 0 {
            let b = brute(counts, values);
            let mut out = [IMPOSSIBLE; 4];
            for (p, row) in b.iter().enumerate() {
                for (f, v) in row.iter().enumerate() {
                    if let Some(v) = v {
                        out[slot(p == 1, f == 1)] = *v as u8;
                    }
                }
            }
            return out;
        }
        let mut best = [IMPOSSIBLE; 4];
        for r in from..RANKS {
            counts[r] += 1;
            let got = substitute(counts, r, left - 1, values);
            counts[r] -= 1;
            for (b, g) in best.iter_mut().zip(got) {
                if g != IMPOSSIBLE && (*b == IMPOSSIBLE || g > *b) {
                    *b = g;
                }
            }
        }
        best
    }

    #[test]
    fn without_wang_the_table_is_the_case_table_for_every_key() {
        for (scoring, yiwushi) in [(Scoring::Huxi, false), (Scoring::RedBlack, true)] {
            let plain = CaseTables::generate(scoring, yiwushi);
            let wang = WangTables::build(scoring, yiwushi);
            for case in [Case::Small, Case::Big] {
                for key in 0..KEYS as u32 {
                    let slots = wang.case(case).slots(key, 0);
                    let table = plain.case(case);
                    let want = [false, true].map(|p| table.by_key(key, p).unwrap_or(IMPOSSIBLE));
                    // Without 王 there is no four alike in a case, and the pair is the table's.
                    assert_eq!([slots[0], slots[2]], want, "{case:?} key {key}");
                    assert_eq!([slots[1], slots[3]], [IMPOSSIBLE; 2], "{case:?} key {key}");
                }
            }
        }
    }

    /// Each case's table with 王 under both scorings (with `yiwushi` under card points), with
    /// what its groups score.
    fn every_table() -> impl Iterator<Item = (Case, Values, WangTable)> {
        [(Scoring::Huxi, false), (Scoring::RedBlack, true)]
            .into_iter()
            .flat_map(|(scoring, yiwushi)| {
                [Case::Small, Case::Big].map(|case| {
                    let values = Values::new(case, scoring, yiwushi);
                    (case, values, WangTable::build(case, scoring, yiwushi))
                })
            })
    }

    #[test]
    fn with_wang_every_small_key_agrees_with_substitution() {
        let mut checked = 0;
        for (case, values, table) in every_table() {
            for key in 0..KEYS as u32 {
                let mut counts = counts_of_key(key);
                let cards: u8 = counts.iter().sum();
                if cards > 5 || counts.iter().any(|&c| c > MAX_COUNT) {
                    continue;
                }
                for wang in 1..=CASE_WANG.min(usize::from(10 - cards).min(4)) {
                    let want = substitute(&mut counts, 0, wang, &values);
                    assert_eq!(
                        table.slots(key, wang),
                        want,
                        "{case:?} key {key} with {wang} 王"
                    );
                    checked += 1;
                }
            }
        }
        // Every key of up to five cards, 1-4 王, two scorings, two cases.
        assert_eq!(checked, 37_488, "{checked}");
    }

    /// Every step of every table is a group of its shape's kind, with a card named for each
    /// 王: the capped search takes a step's places and kind as they are.
    #[test]
    fn every_step_is_a_group_of_its_kind() {
        let mut steps = 0;
        for (case, _, table) in every_table() {
            for step in (0..RANKS).flat_map(|low| table.steps(low)) {
                let (group, wang) = step.group(case).expect("a group");
                assert_eq!(group.kind(), step.shape.kind(), "{step:?}");
                assert_eq!(wang.len() as u32, step.wang.count_ones(), "{step:?}");
                steps += 1;
            }
        }
        assert!(steps > 0);
    }
}
