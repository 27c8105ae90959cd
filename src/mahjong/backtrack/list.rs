//! Pair-first decomposition over a sorted list of tile codes, without jokers.
//!
//! This is the check most tutorials teach first: sort the hand, try each pair, then peel a
//! triplet or a sequence off the lowest remaining tile until nothing is left. It is kept on the
//! representation those tutorials use — a sorted list, copied and shortened at every step — so
//! that the backtrack search measures what that representation costs, not what counts would save.
//!
//! Codes leave gaps: 1-9 (m), 11-19 (p), 21-29 (s) and the honors 31, 33, …, 43. "The next rank"
//! is then always `code + 1`, and the gaps stop a sequence from crossing a suit or using honors
//! without any suit test.

/// Most tiles a concealed hand can hold.
pub const MAX_TILES: usize = 14;

/// 1m 9m 1p 9p 1s 9s and the seven honors.
const ORPHAN_CODES: [u8; 13] = [1, 9, 11, 19, 21, 29, 31, 33, 35, 37, 39, 41, 43];

/// A sorted list of tile codes as the articles keep it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileList {
    codes: [u8; MAX_TILES],
    len: u8,
}

impl TileList {
    /// From 34-index counts (the concealed tiles); `None` if more than 14 tiles.
    pub fn from_counts(counts: &[u8; 34]) -> Option<TileList> {
        let mut codes = [0; MAX_TILES];
        let mut len = 0;
        // Codes grow with the kind index, so walking the kinds in order yields a sorted list.
        for (kind, &copies) in counts.iter().enumerate() {
            let end = len + usize::from(copies);
            if end > MAX_TILES {
                return None;
            }
            codes[len..end].fill(code_of(kind));
            len = end;
        }
        Some(TileList {
            codes,
            len: len as u8,
        })
    }

    /// The codes in ascending order.
    pub fn as_slice(&self) -> &[u8] {
        &self.codes[..usize::from(self.len)]
    }
}

fn code_of(kind: usize) -> u8 {
    debug_assert!(kind < 34);
    if kind < 27 {
        (kind / 9 * 10 + kind % 9 + 1) as u8
    } else {
        (31 + 2 * (kind - 27)) as u8
    }
}

/// The articles' `canWin`: seven pairs (if enabled), thirteen orphans (if enabled), or the
/// standard form.
pub fn is_complete(
    list: &TileList,
    seven_pairs: bool,
    seven_pairs_quad: bool,
    thirteen_orphans: bool,
) -> bool {
    (seven_pairs && is_seven_pairs(list, seven_pairs_quad))
        || (thirteen_orphans && is_thirteen_orphans(list))
        || is_standard(list)
}

/// Groups plus one pair, by trying each pair and decomposing the rest. False unless the list holds
/// 3n + 2 tiles.
pub fn is_standard(list: &TileList) -> bool {
    let tiles = list.as_slice();
    if tiles.len() % 3 != 2 {
        return false;
    }
    let mut at = 0;
    while at + 1 < tiles.len() {
        let code = tiles[at];
        if tiles[at + 1] == code {
            let (rest, len) = without(tiles, &[at, at + 1]);
            if all_groups(&rest[..len]) {
                return true;
            }
        }
        // Every pair of one kind leaves the same rest, so one try per kind is enough.
        while at < tiles.len() && tiles[at] == code {
            at += 1;
        }
    }
    false
}

/// Seven pairs on 14 tiles: seven distinct kinds, or with `quad_as_two_pairs` a kind held four
/// times may give two of them.
pub fn is_seven_pairs(list: &TileList, quad_as_two_pairs: bool) -> bool {
    let tiles = list.as_slice();
    tiles.len() == 14
        && tiles
            .chunk_by(|a, b| a == b)
            .all(|run| run.len() == 2 || (quad_as_two_pairs && run.len() == 4))
}

/// Thirteen orphans: all 13 terminal and honor kinds and one of them twice.
pub fn is_thirteen_orphans(list: &TileList) -> bool {
    let tiles = list.as_slice();
    // Fourteen tiles over thirteen distinct orphan kinds leave room for exactly one second copy.
    tiles.len() == 14
        && tiles.iter().all(|code| ORPHAN_CODES.contains(code))
        && tiles.chunk_by(|a, b| a == b).count() == ORPHAN_CODES.len()
}

/// Whether a sorted list decomposes into triplets and sequences only.
fn all_groups(tiles: &[u8]) -> bool {
    let Some(&lowest) = tiles.first() else {
        return true;
    };
    if tiles.len() < 3 {
        return false;
    }
    if tiles[1] == lowest && tiles[2] == lowest {
        let (rest, len) = without(tiles, &[0, 1, 2]);
        if all_groups(&rest[..len]) {
            return true;
        }
    }
    // Outside a triplet, nothing lower is left to begin a sequence through the lowest tile, so it
    // must begin one itself; if that fails, no decomposition exists.
    let next = tiles.iter().position(|&code| code == lowest + 1);
    let after = tiles.iter().position(|&code| code == lowest + 2);
    match (next, after) {
        (Some(next), Some(after)) => {
            let (rest, len) = without(tiles, &[0, next, after]);
            all_groups(&rest[..len])
        }
        _ => false,
    }
}

/// A copy of `tiles` without the positions in `drop`, kept in a fixed buffer so that the
/// recursion never allocates.
fn without(tiles: &[u8], drop: &[usize]) -> ([u8; MAX_TILES], usize) {
    let mut rest = [0; MAX_TILES];
    let mut len = 0;
    for (at, &code) in tiles.iter().enumerate() {
        if !drop.contains(&at) {
            rest[len] = code;
            len += 1;
        }
    }
    (rest, len)
}

#[cfg(test)]
mod tests {
    use super::super::parse;
    use super::*;

    fn list(text: &str) -> TileList {
        let (counts, jokers) = parse(text);
        assert_eq!(jokers, 0, "{text}");
        TileList::from_counts(&counts).expect(text)
    }

    #[test]
    fn codes_follow_the_articles() {
        assert_eq!(
            list("19m19p19s1234567z").as_slice(),
            &[1, 9, 11, 19, 21, 29, 31, 33, 35, 37, 39, 41, 43]
        );
        assert_eq!(list("5s3m5m0p3m").as_slice(), &[3, 3, 5, 15, 25]);
        let mut counts = [0; 34];
        counts[4] = 4;
        counts[20] = 4;
        counts[30] = 4;
        assert!(TileList::from_counts(&counts).is_some());
        counts[0] = 3;
        assert_eq!(TileList::from_counts(&counts), None);
    }

    #[test]
    fn nine_gates_wait_on_every_rank() {
        for rank in 1..=9 {
            let hand = list(&format!("1112345678999m{rank}m"));
            assert!(is_standard(&hand), "{rank}m");
            assert!(is_complete(&hand, false, false, false));
        }
        assert!(!is_standard(&list("1112345678999m1p")));
    }

    #[test]
    fn standard_hands() {
        assert!(is_standard(&list("33m789p344556s777z")));
        assert!(is_standard(&list("11m")));
        assert!(is_standard(&list("111122223333m44s")));
        assert!(is_standard(&list("22334455667788m")));
        assert!(!is_standard(&list("12m")));
        assert!(!is_standard(&list("1234m")));
        assert!(is_standard(&list("11223344556677m")));
        assert!(!is_standard(&list("1199m2288p3377s66z")));
        assert!(!is_standard(&list("123m456p789s345z77z")));
        assert!(is_standard(&list("123m456p789s555z77z")));
        assert!(!is_standard(&list("789m891p11z")));
    }

    #[test]
    fn seven_pairs_and_the_quad_option() {
        let plain = list("1199m2288p3377s66z");
        assert!(is_seven_pairs(&plain, false));
        assert!(is_seven_pairs(&plain, true));
        let quad = list("1111m2288p3377s66z");
        assert!(!is_seven_pairs(&quad, false));
        assert!(is_seven_pairs(&quad, true));
        assert!(!is_complete(&quad, true, false, true));
        assert!(is_complete(&quad, true, true, false));
        assert!(!is_complete(&plain, false, false, true));
        assert!(!is_seven_pairs(&list("111m2288p3377s66z"), true));
        assert!(!is_seven_pairs(&list("1199m2288p3377s6z"), true));
    }

    #[test]
    fn thirteen_orphans_with_each_second_copy() {
        for extra in ["1m", "9m", "1p", "9p", "1s", "9s", "1z", "4z", "7z"] {
            let hand = list(&format!("19m19p19s1234567z{extra}"));
            assert!(is_thirteen_orphans(&hand), "{extra}");
            assert!(is_complete(&hand, false, false, true));
            assert!(!is_complete(&hand, true, true, false));
        }
        assert!(!is_thirteen_orphans(&list("19m19p19s1234567z2m")));
        assert!(!is_thirteen_orphans(&list("119m19p19s123456z")));
    }
}
