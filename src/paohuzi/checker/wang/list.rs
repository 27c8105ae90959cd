//! The groups of a best choice with 王, read off the tables with 王 the way the check reads a
//! case's groups off its table: at each step, the group of the lowest real card that leaves a
//! rest whose entry makes up the difference.

use super::search::{Choice, Prepared};
use crate::base::generator::paohuzi::{CaseCounts, IMPOSSIBLE, POW3, RANKS};
use crate::paohuzi::card::{COPIES, Card, Case, KINDS};
use crate::paohuzi::checker::outcome::ScoredGroup;
use crate::paohuzi::group::{Group, GroupKind};
use crate::paohuzi::table::wang::{StepShape, WangTable, slot};

/// Every group of the choice, fixed ones first, each with what its 王 stand for.
pub(super) fn groups(prepared: &Prepared<'_>, choice: &Choice) -> Option<Vec<ScoredGroup>> {
    let scoring = prepared.checker.rules().scoring;
    let scored = |group: Group, wang: Vec<Card>| ScoredGroup {
        score: group.score(scoring),
        group,
        wang,
    };
    let joined: Vec<Card> = prepared.kans[..choice.joined].iter().map(|k| k.0).collect();
    let mut out = Vec::new();
    for g in &prepared.fixed {
        match g.cards().first() {
            Some(&c) if g.kind() == GroupKind::Kan && joined.contains(&c) => {
                out.push(scored(
                    Group::new(GroupKind::HiddenTi, &[c; 4]).ok()?,
                    vec![c],
                ));
            }
            _ => out.push(scored(g.clone(), Vec::new())),
        }
    }
    let mut left = prepared.rest;
    for m in &choice.mixed {
        let mut wang = Vec::new();
        for (i, &c) in m.cards.iter().enumerate() {
            if m.wang & 1 << i != 0 {
                wang.push(c);
            } else {
                left[c.index()] -= 1;
            }
        }
        out.push(scored(
            Group::new(GroupKind::Hand(m.shape), &m.cards).ok()?,
            wang,
        ));
    }
    for (i, case) in [Case::Small, Case::Big].into_iter().enumerate() {
        let mut counts = [0u8; RANKS];
        counts.copy_from_slice(&left[case.offset()..case.offset() + RANKS]);
        let table = prepared.tables.case(case);
        for (group, wang) in case_groups(table, case, counts, choice.spent[i], choice.slots[i])? {
            out.push(scored(group, wang));
        }
    }
    Some(out)
}

/// One best decomposition of a case with `spent` 王 in the slot `at`.
fn case_groups(
    table: &WangTable,
    case: Case,
    mut counts: CaseCounts,
    mut spent: usize,
    mut at: usize,
) -> Option<Vec<(Group, Vec<Card>)>> {
    let key = |c: &CaseCounts| {
        c.iter()
            .zip(POW3)
            .map(|(&n, w)| u32::from(n) * w)
            .sum::<u32>()
    };
    let mut target = table.slots(key(&counts), spent)[at];
    let mut out = Vec::new();
    while let Some(low) = counts.iter().position(|&c| c > 0) {
        let mut next = None;
        'steps: for step in table.steps(low) {
            if !step.fits(&counts) || step.wang_count() > spent {
                continue;
            }
            let sub = table.slots(key(&counts) - step.real_key, spent - step.wang_count());
            let (pair, four) = (step.shape == StepShape::Pair, step.shape == StepShape::Four);
            for (s, &v) in sub.iter().enumerate() {
                if v == IMPOSSIBLE || (pair && s >= 2) {
                    continue;
                }
                if slot(s >= 2 || pair, s & 1 == 1 || four) == at
                    && v.saturating_add(step.value) == target
                {
                    next = Some((*step, s, v));
                    break 'steps;
                }
            }
        }
        let (step, s, v) = next?;
        out.push(step.group(case)?);
        for (have, took) in counts.iter_mut().zip(step.real) {
            *have -= took;
        }
        spent -= step.wang_count();
        at = s;
        target = v;
    }
    // The 王 left are one group of their own, of the case's best card for it.
    let (kind, n, rank) = match spent {
        0 => return Some(out),
        2 => (GroupKind::Pair, 2, table.alone[0]),
        3 => (GroupKind::Kan, 3, table.alone[1]),
        4 => (GroupKind::HiddenTi, 4, table.alone[2]),
        _ => return None,
    };
    let card = Card::new(case, rank + 1)?;
    out.push((Group::new(kind, &vec![card; n]).ok()?, vec![card; n]));
    Some(out)
}

/// Whether every card a 王 stands for keeps to four copies with those held and exposed.
pub(super) fn fits(prepared: &Prepared<'_>, groups: &[ScoredGroup]) -> bool {
    let mut copies = prepared.seen;
    for c in groups.iter().flat_map(|g| &g.wang) {
        copies[c.index()] += 1;
    }
    (0..KINDS).all(|i| copies[i] <= COPIES)
}
