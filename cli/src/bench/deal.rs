//! The seeded dealer: the hands of each class, in the forms the methods take.
//!
//! Every method is timed on the very same hands, and anyone rerunning the bench must get them
//! again: the hands of a class are a function of (class, count, seed) alone, and the first `n`
//! of any larger count.

use super::class::Class;
use super::paohuzi;
use super::rng::SplitMix;
use hupai::mahjong::{Hand, Meld};
use hupai::mahjong::{KINDS, KNITTED, Tile};

/// One seeded hand in the forms the methods take: a [`Hand`] built tile by tile (so its suit
/// keys were kept incrementally), its concealed counts, and its jokers.
#[derive(Clone, Debug)]
pub struct Sample {
    pub hand: Hand,
    pub counts: [u8; KINDS],
    pub jokers: u8,
}

/// Draws the hands of one class.
struct Dealer {
    rng: SplitMix,
    /// Four of each kind, kept shuffled only as far as each draw needs.
    wall: [u8; 4 * KINDS],
}

/// Groups to draw from: 21 sequences (7 starting ranks in each numbered suit), then 34 triplets.
const SEQUENCES: usize = 21;
const GROUPS: usize = SEQUENCES + KINDS;

impl Dealer {
    fn new(class: Class, seed: u64) -> Dealer {
        let mut wall = [0; 4 * KINDS];
        for (i, slot) in wall.iter_mut().enumerate() {
            *slot = (i / 4) as u8;
        }
        let stream = class.stream().wrapping_mul(0xd1b5_4a32_d192_ed03);
        Dealer {
            rng: SplitMix(seed ^ stream),
            wall,
        }
    }

    /// `n` kinds from the wall: a partial Fisher-Yates shuffle, which draws a uniform subset
    /// whatever order earlier draws left the wall in.
    fn draw(&mut self, n: usize) -> Vec<u8> {
        for i in 0..n {
            let j = i + self.rng.below(self.wall.len() - i);
            self.wall.swap(i, j);
        }
        self.wall[..n].to_vec()
    }

    /// Four groups and a pair, at most four of a kind, as a list of kinds.
    fn complete(&mut self) -> Vec<u8> {
        self.groups_and_pair(Vec::new(), 4)
    }

    /// `kinds` and `groups` more groups and a pair, at most four of a kind.
    fn groups_and_pair(&mut self, mut kinds: Vec<u8>, groups: usize) -> Vec<u8> {
        let mut counts = [0u8; KINDS];
        for &k in &kinds {
            counts[usize::from(k)] += 1;
        }
        let mut placed = 0;
        while placed < groups {
            let g = self.rng.below(GROUPS);
            let group = if g < SEQUENCES {
                let first = (g / 7 * 9 + g % 7) as u8;
                [first, first + 1, first + 2]
            } else {
                [(g - SEQUENCES) as u8; 3]
            };
            let mut after = counts;
            for &k in &group {
                after[usize::from(k)] += 1;
            }
            if after.iter().any(|&n| n > 4) {
                continue;
            }
            counts = after;
            kinds.extend_from_slice(&group);
            placed += 1;
        }
        loop {
            let pair = self.rng.below(KINDS);
            if counts[pair] <= 2 {
                kinds.extend_from_slice(&[pair as u8; 2]);
                return kinds;
            }
        }
    }

    /// A knitted straight: one knitted arrangement's nine tiles, a group and a pair.
    fn knitted_straight(&mut self) -> Vec<u8> {
        let arrangement = KNITTED[self.rng.below(KNITTED.len())];
        let nine = arrangement.iter().map(|t| t.index() as u8).collect();
        self.groups_and_pair(nine, 1)
    }

    /// 全不靠: fourteen of one knitted arrangement's nine tiles and the seven honors.
    fn honors_and_knitted(&mut self) -> Vec<u8> {
        let arrangement = KNITTED[self.rng.below(KNITTED.len())];
        let mut places: Vec<u8> = arrangement.iter().map(|t| t.index() as u8).collect();
        places.extend(27..KINDS as u8);
        // Two of the sixteen places left out.
        for _ in 0..2 {
            let at = self.rng.below(places.len());
            places.swap_remove(at);
        }
        places
    }

    /// A complete hand with one tile replaced by a different kind, at most four of a kind.
    fn one_away(&mut self) -> Vec<u8> {
        let complete = self.complete();
        self.swap_one(complete)
    }

    /// `kinds` with one tile replaced by a different kind, at most four of a kind.
    fn swap_one(&mut self, mut kinds: Vec<u8>) -> Vec<u8> {
        let at = self.rng.below(kinds.len());
        let old = kinds[at];
        let mut counts = [0u8; KINDS];
        for &k in &kinds {
            counts[usize::from(k)] += 1;
        }
        counts[usize::from(old)] -= 1;
        loop {
            let new = self.rng.below(KINDS);
            if new != usize::from(old) && counts[new] < 4 {
                kinds[at] = new as u8;
                return kinds;
            }
        }
    }

    /// A complete hand with `jokers` of its tiles taken out (to become jokers).
    fn complete_less(&mut self, jokers: u8) -> Vec<u8> {
        let mut kinds = self.complete();
        for _ in 0..jokers {
            let at = self.rng.below(kinds.len());
            kinds.swap_remove(at);
        }
        kinds
    }

    fn sample(&mut self, class: Class, index: usize) -> Sample {
        let jokers = class.jokers();
        let kinds = match class {
            Class::Random => self.draw(14),
            Class::Complete | Class::Decompositions => self.complete(),
            Class::OneAway => self.one_away(),
            Class::Jokers1 | Class::Jokers2 | Class::Jokers4 => {
                if index % 2 == 0 {
                    self.complete_less(jokers)
                } else {
                    self.draw(14 - usize::from(jokers))
                }
            }
            Class::WaitsRandom => self.draw(13),
            // One tile out for the wait, then one per joker.
            Class::WaitsTenpai | Class::WaitsJokers => self.complete_less(1 + jokers),
            Class::ShantenRandom | Class::ShantenJokers2 => self.draw(14 - usize::from(jokers)),
            Class::Efficiency | Class::EfficiencyJokerKind => self.draw(13),
            Class::ShantenMelds | Class::EfficiencyMelds => {
                let melds = class.melds(index);
                let concealed = self.draw(usize::from(class.tiles() - 3 * melds));
                return self.beside_melds(concealed, melds);
            }
            Class::Knitted => match index % 4 {
                0 => self.knitted_straight(),
                1 => self.honors_and_knitted(),
                2 => {
                    let straight = self.knitted_straight();
                    self.swap_one(straight)
                }
                _ => self.draw(14),
            },
            Class::Tiles16 => {
                if index % 2 == 0 {
                    self.groups_and_pair(Vec::new(), 5)
                } else {
                    self.draw(17)
                }
            }
            // Paohuzi hands are not mahjong tiles: [`phz_samples`] draws them.
            Class::PaohuziRandom
            | Class::PaohuziComplete
            | Class::PaohuziWaits
            | Class::PaohuziWang1
            | Class::PaohuziWang2
            | Class::PaohuziWang4 => Vec::new(),
        };
        let mut hand = Hand::new();
        for k in kinds {
            let tile = Tile::from_index(usize::from(k)).expect("kind below 34");
            hand.add(tile).expect("at most four of a kind, 14 tiles");
        }
        for _ in 0..jokers {
            hand.add_joker().expect("at most 14 tiles and 8 jokers");
        }
        Sample {
            counts: hand.counts(),
            hand,
            jokers,
        }
    }

    /// The `concealed` kinds beside `melds` melds drawn as groups, at most four of a kind in
    /// all: a sequence or a triplet, one triplet in four a quad where the fourth copy is left.
    fn beside_melds(&mut self, concealed: Vec<u8>, melds: u8) -> Sample {
        let mut hand = Hand::new();
        let mut counts = [0u8; KINDS];
        for k in concealed {
            counts[usize::from(k)] += 1;
            let tile = Tile::from_index(usize::from(k)).expect("kind below 34");
            hand.add(tile).expect("at most four of a kind, 14 tiles");
        }
        let mut placed = 0;
        while placed < melds {
            let g = self.rng.below(GROUPS);
            let (meld, kinds) = if g < SEQUENCES {
                let first = g / 7 * 9 + g % 7;
                let tile = Tile::from_index(first).expect("kind below 34");
                (
                    Meld::chi(tile).expect("a sequence's first"),
                    first..first + 3,
                )
            } else {
                let k = g - SEQUENCES;
                let tile = Tile::from_index(k).expect("kind below 34");
                if counts[k] == 0 && self.rng.below(4) == 0 {
                    (Meld::kan(tile), k..k + 1)
                } else {
                    (Meld::pon(tile), k..k + 1)
                }
            };
            let each = if kinds.len() == 1 {
                meld.tiles().count() as u8
            } else {
                1
            };
            if kinds.clone().any(|k| counts[k] + each > 4) {
                continue;
            }
            for k in kinds {
                counts[k] += each;
            }
            hand.push_meld(meld).expect("at most four melds");
            placed += 1;
        }
        Sample {
            counts: hand.counts(),
            hand,
            jokers: 0,
        }
    }
}

/// The `n` seeded hands of a class: the same for the same (class, n, seed), and the first `n`
/// of any larger count.
pub fn samples(class: Class, n: usize, seed: u64) -> Vec<Sample> {
    let mut dealer = Dealer::new(class, seed);
    (0..n).map(|i| dealer.sample(class, i)).collect()
}

/// The `n` seeded hands of a Paohuzi class (none for a mahjong class).
pub fn paohuzi_samples(class: Class, n: usize, seed: u64) -> Vec<hupai::paohuzi::Hand> {
    let mut dealer = paohuzi::Dealer::new(class.stream(), seed);
    match class {
        Class::PaohuziRandom => (0..n).map(|_| dealer.deal()).collect(),
        Class::PaohuziComplete => (0..n).map(|_| dealer.complete()).collect(),
        Class::PaohuziWaits => (0..n).map(|_| dealer.waiting()).collect(),
        Class::PaohuziWang1 | Class::PaohuziWang2 | Class::PaohuziWang4 => {
            (0..n).map(|_| dealer.with_wang(class.jokers())).collect()
        }
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hupai::mahjong::Checker;
    #[cfg(feature = "compact")]
    use hupai::mahjong::Rules;
    use hupai::mahjong::backtrack::counts;
    use hupai::mahjong::backtrack::list::{self, TileList};

    #[test]
    fn samples_are_deterministic_per_seed() {
        for class in Class::ALL {
            let a = samples(class, 300, 42);
            let b = samples(class, 300, 42);
            let c = samples(class, 300, 43);
            let longer = samples(class, 400, 42);
            let same = |x: &[Sample], y: &[Sample]| {
                x.len() == y.len()
                    && x.iter()
                        .zip(y)
                        .all(|(p, q)| p.hand == q.hand && p.counts == q.counts)
            };
            assert!(same(&a, &b), "{}", class.name());
            assert!(!same(&a, &c), "{}", class.name());
            assert!(same(&a, &longer[..300]), "{}", class.name());
        }
        let random = samples(Class::Random, 50, 1);
        let complete = samples(Class::Complete, 50, 1);
        assert!(random.iter().zip(&complete).any(|(r, c)| r.hand != c.hand));
    }
    #[test]
    fn hands_have_fourteen_tiles_and_the_class_jokers() {
        for class in Class::ALL {
            for s in samples(class, 500, 3) {
                assert_eq!(s.hand.concealed_len(), 14, "{}", s.hand);
                assert_eq!(s.hand.jokers(), class.jokers(), "{}", s.hand);
                assert_eq!(s.jokers, class.jokers());
                assert_eq!(s.counts, s.hand.counts());
                let tiles: u8 = s.counts.iter().sum();
                assert_eq!(tiles + s.jokers, 14);
                assert!(s.counts.iter().all(|&n| n <= 4), "{}", s.hand);
                let mut rebuilt = Hand::new();
                rebuilt.set_counts(&s.counts, s.jokers).unwrap();
                assert_eq!(rebuilt.keys(), s.hand.keys(), "{}", s.hand);
            }
        }
    }
    #[test]
    fn complete_hands_are_complete_by_every_method() {
        let checker = Checker::default();
        for s in samples(Class::Complete, 2_000, 5) {
            assert_eq!(checker.is_complete(&s.hand), Ok(true), "{}", s.hand);
            assert_eq!(
                checker.is_complete_counts(&s.counts, s.jokers),
                Ok(true),
                "{}",
                s.hand
            );
            #[cfg(feature = "compact")]
            {
                let compact =
                    Checker::with_tables(Rules::default(), hupai::table::Compact).unwrap();
                assert_eq!(compact.is_complete(&s.hand), Ok(true), "{}", s.hand);
            }
            let list = TileList::from_counts(&s.counts).unwrap();
            assert!(list::is_standard(&list), "{}", s.hand);
            assert!(counts::is_standard(&s.counts, 0, &[4; 34]), "{}", s.hand);
        }
    }
    #[test]
    fn joker_classes_mix_complete_and_random_hands() {
        let checker = Checker::default();
        for class in [Class::Jokers1, Class::Jokers2, Class::Jokers4] {
            let hands = samples(class, 1_000, 9);
            // The even-indexed hands are complete hands with tiles made jokers.
            for s in hands.iter().step_by(2) {
                assert_eq!(checker.is_complete(&s.hand), Ok(true), "{}", s.hand);
            }
            let complete = hands
                .iter()
                .filter(|s| checker.is_complete(&s.hand) == Ok(true))
                .count();
            assert!(complete < hands.len(), "{}", class.name());
        }
        let one_away = samples(Class::OneAway, 1_000, 9);
        let complete = one_away
            .iter()
            .filter(|s| checker.is_complete(&s.hand) == Ok(true))
            .count();
        assert!(complete < one_away.len() / 2, "{complete}");
    }
    #[test]
    fn waits_hands_have_thirteen_tiles_and_the_class_jokers() {
        for class in Class::WAITS {
            assert!(class.is_waits() && !Class::ALL.contains(&class));
            let hands = samples(class, 500, 3);
            let again = samples(class, 500, 3);
            assert!(hands.iter().zip(&again).all(|(a, b)| a.hand == b.hand));
            for s in &hands {
                assert_eq!(s.hand.concealed_len(), 13, "{}", s.hand);
                assert_eq!(s.hand.jokers(), class.jokers(), "{}", s.hand);
                assert_eq!(s.jokers, class.jokers());
                assert_eq!(s.counts, s.hand.counts());
                assert!(s.counts.iter().all(|&n| n <= 4), "{}", s.hand);
            }
        }
        assert_eq!(Class::WaitsJokers.jokers(), 2);
        assert!(Class::ALL.iter().all(|c| !c.is_waits() && c.tiles() == 14));
        let random = samples(Class::WaitsRandom, 50, 1);
        let tenpai = samples(Class::WaitsTenpai, 50, 1);
        assert!(random.iter().zip(&tenpai).any(|(r, t)| r.hand != t.hand));
    }
}
