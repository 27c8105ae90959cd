//! One split of a hand's 王 between the two cases: which entries of the two cases may stand
//! together, and the best sum of those that may. Kept apart from the search over mixed groups
//! because it runs at every choice of them, so it reads no more than it must: a case's entry
//! only where its size allows a decomposition, and four sums rather than sixteen.

use crate::base::generator::paohuzi::IMPOSSIBLE;
use crate::paohuzi::table::wang::Slots;

/// Whether real cards of sizes `residues` (mod 3) with `spent` 王 per case may decompose, one
/// pair at most (none when the group beside the hand is the pair). A case with at most one 王
/// holds no four alike (that takes two 王 beside real cards of one kind, every real count
/// being 0-2), so its groups are threes and perhaps the pair: a size of 3n + 1 is out, and so
/// is 3n + 2 in both cases.
pub(super) fn sizes_fit(residues: [u32; 2], spent: [usize; 2], pair_taken: bool) -> bool {
    let mut pairs = usize::from(pair_taken);
    for (r, w) in residues.into_iter().zip(spent) {
        match (w, r + w as u32) {
            (2.., _) | (_, 0 | 3) => {}
            (_, 2) => pairs += 1,
            _ => return false,
        }
    }
    pairs <= 1
}

/// An entry widened so that a sum holding an impossible one stays below every real score.
fn widen(slots: &Slots) -> [i16; 4] {
    slots.map(|v| if v == IMPOSSIBLE { -1024 } else { i16::from(v) })
}

/// Whether the slots `si` of the small case and `bi` of the big case may stand together: one
/// pair at most, none when the group beside the hand is the pair, and a pair only beside four
/// alike (the hand's, a 坎 a 王 joined, or either case's).
const fn allowed(si: usize, bi: usize, four: bool, pair_taken: bool) -> bool {
    let (sp, bp) = (si >= 2, bi >= 2);
    if (sp && bp) || (pair_taken && (sp || bp)) {
        return false;
    }
    !(sp || bp || pair_taken) || four || si & 1 == 1 || bi & 1 == 1
}

/// The best sum of a small and a big entry that may stand together: both without the pair, or
/// the pair in one case, each with four alike where the pair needs it.
pub(super) fn best(small: &Slots, big: &Slots, four: bool, pair_taken: bool) -> Option<u16> {
    let (s, b) = (widen(small), widen(big));
    let (s_plain, b_plain) = (s[0].max(s[1]), b[0].max(b[1]));
    let best = if pair_taken {
        if four {
            s_plain + b_plain
        } else {
            (s[1] + b_plain).max(s_plain + b[1])
        }
    } else {
        let paired = if four {
            (s[2].max(s[3]) + b_plain).max(s_plain + b[2].max(b[3]))
        } else {
            (s[3] + b_plain)
                .max(s[2] + b[1])
                .max(s_plain + b[3])
                .max(s[1] + b[2])
        };
        (s_plain + b_plain).max(paired)
    };
    u16::try_from(best).ok()
}

/// The first slots of a small and a big entry that may stand together and sum to `total`,
/// for the listing.
pub(super) fn slots(
    small: &Slots,
    big: &Slots,
    four: bool,
    pair_taken: bool,
    total: u16,
) -> [usize; 2] {
    let (s, b) = (widen(small), widen(big));
    (0..16)
        .map(|i| [i / 4, i % 4])
        .find(|&[si, bi]| {
            allowed(si, bi, four, pair_taken) && i32::from(s[si] + b[bi]) == i32::from(total)
        })
        .unwrap_or([0, 0])
}
