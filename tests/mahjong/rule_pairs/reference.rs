//! What a hand should be, by plain search over its counts, under every rule option.
//!
//! The crate's backtracking reference (`hupai::mahjong::backtrack::counts`) knows the joker
//! policy but not the pair, sequence and suit options, so the standard form is searched here
//! from the rules as the README states them, and held to the crate's reference wherever that
//! one knows the rules; seven pairs and thirteen orphans are the crate's reference's. The whole
//! [`Rules`] is taken apart, so a new option does not compile here until it is given a meaning.
//! It is slow and obvious on purpose.

use hupai::mahjong::backtrack::counts;
use hupai::mahjong::{KINDS, KNITTED};
use hupai::{Forms, Rules};

/// The honors' first index.
const HONORS: usize = 27;

/// What a check sees of a hand: its own concealed counts with the joker kind taken out, its
/// jokers (the joker kind's tiles among them), the copies in its melds and how many melds.
#[derive(Clone, Debug)]
pub struct Seen {
    pub own: [u8; KINDS],
    pub jokers: u8,
    pub melded: [u8; KINDS],
    pub melds: u8,
}

/// Whether the rules refuse a hand of a checkable size: an honor other than the joker kind
/// where there are none, 2m..8m in a three-player game (the joker kind too), the joker kind in
/// a meld, more jokers than `max_jokers`.
pub fn refused(rules: &Rules, counts: &[u8; KINDS], melded: &[u8; KINDS], jokers: u8) -> bool {
    let honor = (HONORS..KINDS).any(|k| {
        let is_joker = rules.joker.is_some_and(|j| j.index() == k);
        (counts[k] > 0 && !is_joker) || melded[k] > 0
    });
    let joker_melded = rules.joker.is_some_and(|j| melded[j.index()] > 0);
    let joker_kind = rules.joker.map_or(0, |j| counts[j.index()]);
    let middle_man = (1..8).any(|k| counts[k] > 0 || melded[k] > 0);
    (rules.suits_only && honor)
        || (rules.three_player && middle_man)
        || joker_melded
        || jokers + joker_kind > rules.max_jokers
}

/// The forms the hand is complete in.
pub fn forms(rules: &Rules, seen: &Seen) -> Forms {
    let Rules {
        joker_fifth_copy,
        seven_pairs,
        seven_pairs_quad,
        thirteen_orphans,
        max_jokers: _,
        joker: _,
        eyes_258,
        honor_sequences,
        suits_only,
        knitted,
        three_player,
        sixteen_tiles,
        seven_pairs_and_triplet,
    } = *rules;
    let mut forms = Forms::empty();
    let room = std::array::from_fn(|k| {
        if (suits_only && k >= HONORS) || (three_player && (1..8).contains(&k)) {
            0
        } else if joker_fifth_copy {
            u8::MAX
        } else {
            4u8.saturating_sub(seen.melded[k] + seen.own[k])
        }
    });
    let search = Search {
        rules,
        rest: seen.own,
        room,
        jokers: seen.jokers,
    };
    let standard = search.standard();
    let physical = (0..KINDS).all(|k| seen.own[k] + seen.melded[k] <= 4);
    if !eyes_258 && !honor_sequences && !suits_only && physical {
        // Where the crate's reference knows the rules (and the hand is not one with a fifth
        // copy, as a dead wait makes it), the two searches agree.
        let limits = std::array::from_fn(|k| {
            if three_player && (1..8).contains(&k) {
                0
            } else if joker_fifth_copy {
                u8::MAX
            } else {
                4 - seen.melded[k]
            }
        });
        assert_eq!(
            standard,
            counts::is_standard(&seen.own, seen.jokers, &limits),
            "{seen:?}"
        );
    }
    if standard {
        forms.insert(Forms::STANDARD);
    }
    let tiles: u8 = seen.own.iter().sum();
    // The forms of 14 tiles are not a sixteen-tile game's, 嚦咕嚦咕 only one's.
    if knitted && !sixteen_tiles {
        forms.insert(knitted_forms(&search, seen, tiles));
    }
    let quad = seven_pairs_quad;
    let seventeen = sixteen_tiles && seen.melds == 0 && tiles + seen.jokers == 17;
    if seven_pairs_and_triplet
        && seventeen
        && counts::is_seven_pairs_and_triplet(&seen.own, seen.jokers, quad)
    {
        forms.insert(Forms::SEVEN_PAIRS_AND_TRIPLET);
    }
    if seen.melds == 0 && tiles + seen.jokers == 14 && !sixteen_tiles {
        // Seven pairs is the same whatever the suits: jokers left over pair up as numbered
        // kinds nobody holds, and there are always enough of those.
        if seven_pairs && counts::is_seven_pairs(&seen.own, seen.jokers, seven_pairs_quad) {
            forms.insert(Forms::SEVEN_PAIRS);
        }
        // Thirteen orphans needs the seven honors, which a suits-only game does not have.
        if thirteen_orphans && !suits_only && counts::is_thirteen_orphans(&seen.own, seen.jokers) {
            forms.insert(Forms::THIRTEEN_ORPHANS);
        }
    }
    forms
}

/// The knitted forms: an arrangement's nine kinds placed (own tiles or jokers with room) and the
/// rest a standard hand; fourteen different tiles, all in one arrangement and the honors, the
/// jokers standing for places with room (all seven honors for 七星不靠).
fn knitted_forms(search: &Search, seen: &Seen, tiles: u8) -> Forms {
    let mut forms = Forms::empty();
    let size = tiles + seen.jokers + 3 * seen.melds;
    if size == 14 && seen.melds <= 1 {
        let straight = KNITTED.iter().any(|a| {
            let mut s = search.clone();
            a.iter().all(|t| s.take(t.index())) && s.standard()
        });
        if straight {
            forms.insert(Forms::KNITTED_STRAIGHT);
        }
    }
    if seen.melds != 0 || tiles + seen.jokers != 14 || seen.own.iter().any(|&n| n > 1) {
        return forms;
    }
    let open = |k: usize| seen.own[k] == 0 && search.room[k] > 0;
    for a in &KNITTED {
        let numbered: Vec<usize> = a.iter().map(|t| t.index()).collect();
        let outside = (0..HONORS).any(|k| seen.own[k] > 0 && !numbered.contains(&k));
        let open_numbered = numbered.iter().filter(|&&k| open(k)).count();
        let open_honors = (HONORS..KINDS).filter(|&k| open(k)).count();
        let held_honors = (HONORS..KINDS).filter(|&k| seen.own[k] > 0).count();
        let jokers = usize::from(seen.jokers);
        if outside || open_numbered + open_honors < jokers {
            continue;
        }
        forms.insert(Forms::HONORS_AND_KNITTED);
        let honors_missing = 7 - held_honors;
        if honors_missing <= open_honors.min(jokers) && jokers - honors_missing <= open_numbered {
            forms.insert(Forms::GREATER_HONORS_AND_KNITTED);
        }
    }
    forms
}

/// A standard-form search: the lowest own tile left is in some group, whose other tiles are own
/// tiles where there are any (a joker of the same kind could trade places with one) and jokers
/// otherwise.
#[derive(Clone)]
struct Search<'a> {
    rules: &'a Rules,
    /// Own tiles not yet placed.
    rest: [u8; KINDS],
    /// How many more jokers may stand for each kind.
    room: [u8; KINDS],
    jokers: u8,
}

impl Search<'_> {
    fn standard(&self) -> bool {
        (0..KINDS).filter(|&k| self.pair_kind(k)).any(|k| {
            let mut s = self.clone();
            s.take(k) && s.take(k) && s.groups()
        })
    }

    /// Whether the pair may be of kind `k`.
    fn pair_kind(&self, k: usize) -> bool {
        let rank = k % 9 + 1;
        !self.rules.eyes_258 || (k < HONORS && matches!(rank, 2 | 5 | 8))
    }

    /// Places one tile of kind `k`: an own tile if one is left, else a joker with room.
    fn take(&mut self, k: usize) -> bool {
        if self.rest[k] > 0 {
            self.rest[k] -= 1;
            true
        } else if self.jokers > 0 && self.room[k] > 0 {
            self.jokers -= 1;
            self.room[k] -= 1;
            true
        } else {
            false
        }
    }

    fn groups(&self) -> bool {
        let Some(low) = (0..KINDS).find(|&k| self.rest[k] > 0) else {
            // Spare jokers make triplets of kinds with room.
            let triplets: u32 = self.room.iter().map(|&r| u32::from(r / 3)).sum();
            return self.jokers % 3 == 0 && u32::from(self.jokers / 3) <= triplets;
        };
        self.groups_with(low).iter().any(|group| {
            let mut s = self.clone();
            group.iter().all(|&k| s.take(k)) && s.groups()
        })
    }

    /// Every group that holds a tile of kind `low`.
    fn groups_with(&self, low: usize) -> Vec<[usize; 3]> {
        let mut groups = vec![[low; 3]];
        if low < HONORS {
            let (base, rank) = (low - low % 9, low % 9);
            for start in rank.saturating_sub(2)..=rank.min(6) {
                groups.push([base + start, base + start + 1, base + start + 2]);
            }
        } else if self.rules.honor_sequences {
            let winds = [[27, 28, 29], [27, 28, 30], [27, 29, 30], [28, 29, 30]];
            let dragons = [31, 32, 33];
            groups.extend(
                winds
                    .into_iter()
                    .chain([dragons])
                    .filter(|g| g.contains(&low)),
            );
        }
        groups
    }
}
