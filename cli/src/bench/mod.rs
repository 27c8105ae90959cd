//! Timing the table checker against the backtracking searches it replaces.
//!
//! A speed claim is only as honest as its comparison. Every method here is timed in one process,
//! one after another, over the very same seeded hands, with the same loop around the call; a
//! ratio between two methods therefore compares the methods and nothing else (not the machine,
//! the build, the day, or a friendlier set of hands). Before any timing, each method's answer is
//! compared with the dense checker's on every hand, so a fast wrong answer cannot be reported.
//!
//! Hands come in classes that stress the searches differently: random hands mostly fail at once,
//! complete and near-complete hands make a search try every decomposition, and jokers multiply the
//! choices. The hands of a class are a function of (class, count, seed) alone, drawn from a
//! small generator defined here so that they never change under a dependency upgrade.
//!
//! Methods:
//!
//! - `dense_incremental`: the dense checker on a [`Hand`], whose suit keys are already current.
//! - `dense_counts`: the dense checker on a count array, computing the keys on every call.
//! - `compact`: the phf-backed checker on a [`Hand`] (with the `compact` feature).
//! - `backtrack_list`: the pair-first decomposition over a sorted tile list (hands without jokers).
//! - `backtrack_counts`: 选将拆分 over the count array, with jokers.
//!
//! Waits (听牌) have classes of their own, 13-tile hands, and methods that each find every kind
//! completing the hand:
//!
//! - `waits`: [`Checker::waits`] on a [`Hand`].
//! - `waits_34_dense`: for each of the 34 kinds, the kind added to the hand in place, the dense
//!   checker's `is_complete`, and the kind taken out again.
//! - `waits_34_backtrack`: the same 34 tries on the count array with `backtrack_counts`.
//!
//! A kind whose four copies are all held cannot be added, so the 34-try methods never report a
//! wait on it; [`Checker::waits`] does (flagged dead), and the comparison leaves such kinds out.
//!
//! Every decomposition of complete hands (the `decompositions` class) and Paohuzi hands have methods
//! of their own, described in [`decompositions`] and [`paohuzi`].
//!
//! Each method runs one untimed warm-up pass, then timed passes until enough time has passed;
//! the fastest pass is reported, as the one least disturbed by the rest of the system.

pub mod decompositions;
pub mod paohuzi;
pub mod threads;

use std::hint::black_box;
use std::time::{Duration, Instant};

use hupai::mahjong::Hand;
use hupai::mahjong::Rules;
use hupai::mahjong::backtrack::counts::{self, NO_LIMIT};
use hupai::mahjong::backtrack::list::{self, TileList};
use hupai::mahjong::{Checker, Waits};
use hupai::mahjong::{KINDS, Tile};

/// Every method name, in the order reports list them.
pub const METHODS: [&str; 5] = [
    "dense_incremental",
    "dense_counts",
    "compact",
    "backtrack_list",
    "backtrack_counts",
];

/// Every waits method name, in the order reports list them.
pub const WAIT_METHODS: [&str; 3] = ["waits", "waits_34_dense", "waits_34_backtrack"];

/// How many hands of each class, the seed they are drawn from, and the checkers timed (the
/// default rules', over the built-in tables unless a table file was mapped).
#[derive(Clone, Copy, Debug)]
pub struct BenchConfig {
    pub hands: usize,
    pub seed: u64,
    pub checker: Checker,
    pub phz_checker: hupai::paohuzi::Checker,
}

impl Default for BenchConfig {
    fn default() -> Self {
        BenchConfig {
            hands: 200_000,
            seed: 1,
            checker: Checker::default(),
            phz_checker: hupai::paohuzi::Checker::new(hupai::paohuzi::Rules::default()),
        }
    }
}

/// A class of concealed hands: 14 tiles to check for completeness, or 13 to find the waits of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// 14 tiles drawn from a shuffled wall.
    Random,
    /// Four groups and a pair.
    Complete,
    /// A complete hand with one tile swapped for another kind (occasionally still complete).
    OneAway,
    /// Alternately a complete hand with one tile made a joker, and 13 wall tiles plus a joker.
    Jokers1,
    /// As [`Class::Jokers1`], with two jokers.
    Jokers2,
    /// As [`Class::Jokers1`], with four jokers.
    Jokers4,
    /// Waits of 13 tiles drawn from a shuffled wall.
    WaitsRandom,
    /// Waits of a complete hand less one random tile.
    WaitsTenpai,
    /// Waits of a complete hand less one random tile, with two more of its tiles turned into
    /// jokers.
    WaitsJokers,
    /// Every decomposition of a complete hand (four groups and a pair).
    Decompositions,
    /// Paohuzi: 21 cards dealt from a shuffled deck.
    PhzRandom,
    /// Paohuzi: complete hands of groups laid down and held.
    PhzComplete,
    /// Paohuzi waits: complete hands less one held card.
    PhzWaits,
}

impl Class {
    pub const ALL: [Class; 6] = [
        Class::Random,
        Class::Complete,
        Class::OneAway,
        Class::Jokers1,
        Class::Jokers2,
        Class::Jokers4,
    ];

    /// The classes of 13-tile hands whose waits are timed.
    pub const WAITS: [Class; 3] = [Class::WaitsRandom, Class::WaitsTenpai, Class::WaitsJokers];

    /// The Paohuzi classes, whose best 胡息 is timed.
    pub const PAOHUZI: [Class; 2] = [Class::PhzRandom, Class::PhzComplete];

    pub fn name(self) -> &'static str {
        match self {
            Class::Random => "random",
            Class::Complete => "complete",
            Class::OneAway => "one_away",
            Class::Jokers1 => "jokers1",
            Class::Jokers2 => "jokers2",
            Class::Jokers4 => "jokers4",
            Class::WaitsRandom => "waits_random",
            Class::WaitsTenpai => "waits_tenpai",
            Class::WaitsJokers => "waits_jokers",
            Class::Decompositions => "decompositions",
            Class::PhzRandom => "phz_random",
            Class::PhzComplete => "phz_complete",
            Class::PhzWaits => "phz_waits",
        }
    }

    /// Jokers in each hand of the class.
    pub fn jokers(self) -> u8 {
        match self {
            Class::Random | Class::Complete | Class::OneAway | Class::Decompositions => 0,
            Class::PhzRandom | Class::PhzComplete | Class::PhzWaits => 0,
            Class::WaitsRandom | Class::WaitsTenpai => 0,
            Class::Jokers1 => 1,
            Class::Jokers2 | Class::WaitsJokers => 2,
            Class::Jokers4 => 4,
        }
    }

    /// Whether the class times waits (13-tile hands) rather than completeness (14).
    pub fn is_waits(self) -> bool {
        Class::WAITS.contains(&self)
    }

    /// Whether the class holds Paohuzi hands.
    pub fn is_paohuzi(self) -> bool {
        Class::PAOHUZI.contains(&self) || self == Class::PhzWaits
    }

    /// Concealed tiles (or Paohuzi cards) in each hand of the class, jokers included.
    pub fn tiles(self) -> u8 {
        if self.is_paohuzi() {
            paohuzi::CARDS as u8
        } else if self.is_waits() {
            13
        } else {
            14
        }
    }

    /// The method the others are compared with: the one the speedups are of.
    pub fn fast_method(self) -> &'static str {
        if self == Class::PhzWaits {
            "phz_waits"
        } else if self.is_paohuzi() {
            "phz_table"
        } else if self == Class::Decompositions {
            "decompositions"
        } else if self.is_waits() {
            "waits"
        } else {
            "dense_incremental"
        }
    }

    /// The methods the class's speedups are measured against.
    pub fn baselines(self) -> &'static [&'static str] {
        if self == Class::PhzWaits {
            &["phz_win_on_20", "phz_checks_20"]
        } else if self.is_paohuzi() {
            &["phz_backtrack"]
        } else if self == Class::Decompositions {
            &["decompositions_backtrack"]
        } else if self.is_waits() {
            &["waits_34_dense", "waits_34_backtrack"]
        } else {
            &["backtrack_list", "backtrack_counts"]
        }
    }

    fn stream(self) -> u64 {
        let at = |classes: &[Class]| classes.iter().position(|&c| c == self);
        match (at(&Class::WAITS), at(&Class::PAOHUZI)) {
            (Some(i), _) => 101 + i as u64,
            (_, Some(i)) => 201 + i as u64,
            _ if self == Class::Decompositions => 301,
            _ if self == Class::PhzWaits => 211,
            _ => at(&Class::ALL).unwrap_or(0) as u64 + 1,
        }
    }
}

/// One seeded hand in the forms the methods take: a [`Hand`] built tile by tile (so its suit
/// keys were kept incrementally), its concealed counts, and its jokers.
#[derive(Clone, Debug)]
pub struct Sample {
    pub hand: Hand,
    pub counts: [u8; KINDS],
    pub jokers: u8,
}

/// One method's timing on one class.
#[derive(Clone, Debug)]
pub struct MethodResult {
    pub method: &'static str,
    /// Nanoseconds per hand in the fastest timed pass.
    pub ns_per_hand: f64,
    /// Hands the method found complete.
    pub complete: usize,
}

/// Every applicable method's timing on one class.
#[derive(Clone, Debug)]
pub struct ClassResult {
    pub class: Class,
    pub hands: usize,
    pub methods: Vec<MethodResult>,
}

impl ClassResult {
    /// A method's result, if the method ran on this class.
    pub fn method(&self, name: &str) -> Option<&MethodResult> {
        self.methods.iter().find(|m| m.method == name)
    }

    /// How many times faster the class's fast method (`dense_incremental`, or `waits` for a
    /// waits class) is than `baseline` (its ns over theirs).
    pub fn speedup(&self, baseline: &str) -> Option<f64> {
        let fast = self.method(self.class.fast_method())?.ns_per_hand;
        let slow = self.method(baseline)?.ns_per_hand;
        Some(slow / fast)
    }
}

/// The results of one [`run`].
#[derive(Clone, Debug)]
pub struct BenchReport {
    pub config: BenchConfig,
    pub classes: Vec<ClassResult>,
}

/// splitmix64: small, fast, and the same numbers on every platform.
#[derive(Clone, Debug)]
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform enough in `0..n` (the bias is below 2^-50 for the small `n` used here).
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next()) * n as u128) >> 64) as usize
    }
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
        let mut counts = [0u8; KINDS];
        let mut kinds = Vec::with_capacity(14);
        let mut groups = 0;
        while groups < 4 {
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
            groups += 1;
        }
        loop {
            let pair = self.rng.below(KINDS);
            if counts[pair] <= 2 {
                kinds.extend_from_slice(&[pair as u8; 2]);
                return kinds;
            }
        }
    }

    /// A complete hand with one tile replaced by a different kind, at most four of a kind.
    fn one_away(&mut self) -> Vec<u8> {
        let mut kinds = self.complete();
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
            // Paohuzi hands are not mahjong tiles: [`phz_samples`] draws them.
            Class::PhzRandom | Class::PhzComplete | Class::PhzWaits => Vec::new(),
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
}

/// The `n` seeded hands of a class: the same for the same (class, n, seed), and the first `n`
/// of any larger count.
pub fn samples(class: Class, n: usize, seed: u64) -> Vec<Sample> {
    let mut dealer = Dealer::new(class, seed);
    (0..n).map(|i| dealer.sample(class, i)).collect()
}

/// The `n` seeded hands of a Paohuzi class (none for a mahjong class).
pub fn phz_samples(class: Class, n: usize, seed: u64) -> Vec<hupai::paohuzi::Hand> {
    let mut dealer = paohuzi::Dealer::new(class.stream(), seed);
    match class {
        Class::PhzRandom => (0..n).map(|_| dealer.deal()).collect(),
        Class::PhzComplete => (0..n).map(|_| dealer.complete()).collect(),
        Class::PhzWaits => (0..n).map(|_| dealer.waiting()).collect(),
        _ => Vec::new(),
    }
}

/// Timed passes go on until this much time has been spent timing a method...
pub const PASS_BUDGET: Duration = Duration::from_millis(200);
/// ...and at least this many have run...
const MIN_PASSES: usize = 3;
/// ...but no more than this many.
const MAX_PASSES: usize = 1000;

/// Times every applicable method on every class; `Err` if a hand could not be checked or two
/// methods disagree on whether some hand is complete, or on its waits.
pub fn run(config: &BenchConfig) -> Result<BenchReport, String> {
    run_with_budget(config, PASS_BUDGET)
}

fn run_with_budget(config: &BenchConfig, budget: Duration) -> Result<BenchReport, String> {
    if config.hands == 0 {
        return Err("the benchmark needs at least one hand per class".into());
    }
    let classes = Class::ALL
        .iter()
        .map(|&class| run_class(class, config, budget))
        .chain(
            Class::WAITS
                .iter()
                .map(|&class| run_waits_class(class, config, budget)),
        )
        .chain(std::iter::once_with(|| {
            let class = Class::Decompositions;
            let hands = samples(class, config.hands, config.seed);
            decompositions::run_class(class, &config.checker, &hands, budget)
        }))
        .chain(Class::PAOHUZI.iter().map(|&class| {
            let hands = phz_samples(class, config.hands.min(paohuzi::MAX_HANDS), config.seed);
            paohuzi::run_class(class, &config.phz_checker, &hands, budget)
        }))
        .chain(std::iter::once_with(|| {
            let class = Class::PhzWaits;
            let hands = phz_samples(class, config.hands.min(paohuzi::MAX_HANDS), config.seed);
            paohuzi::run_waits_class(class, &config.phz_checker, &hands, budget)
        }))
        .collect::<Result<_, _>>()?;
    Ok(BenchReport {
        config: *config,
        classes,
    })
}

/// One method's per-hand answers, named for comparison.
struct Answers {
    method: &'static str,
    answers: Vec<bool>,
}

fn run_class(class: Class, config: &BenchConfig, budget: Duration) -> Result<ClassResult, String> {
    let samples = samples(class, config.hands, config.seed);
    let dense = config.checker;
    let reference = Answers {
        method: "dense_incremental",
        answers: samples
            .iter()
            .enumerate()
            .map(|(i, s)| {
                dense
                    .is_complete(&s.hand)
                    .map_err(|e| format!("class {}, hand {i} ({}): {e}", class.name(), s.hand))
            })
            .collect::<Result<_, _>>()?,
    };
    let agree = |answers: Answers| agreement(class, &samples, &reference, &answers);
    let mut methods = Vec::new();
    // Each method reads its input the way a caller would store it: hands in a vector of hands,
    // count arrays in a vector of count arrays.
    let hands: Vec<Hand> = samples.iter().map(|s| s.hand.clone()).collect();
    let arrays: Vec<([u8; KINDS], u8)> = samples.iter().map(|s| (s.counts, s.jokers)).collect();

    methods.push(time("dense_incremental", &hands, budget, |h: &Hand| {
        matches!(dense.is_complete(h), Ok(true))
    }));

    let check_counts =
        |(c, j): &([u8; KINDS], u8)| matches!(dense.is_complete_counts(c, *j), Ok(true));
    agree(answers("dense_counts", &arrays, check_counts))?;
    methods.push(time("dense_counts", &arrays, budget, check_counts));

    #[cfg(feature = "compact")]
    {
        let compact = Checker::with_tables(Rules::default(), hupai::table::Compact)
            .map_err(|e| format!("compact tables: {e}"))?;
        let check = |h: &Hand| matches!(compact.is_complete(h), Ok(true));
        agree(answers("compact", &hands, check))?;
        methods.push(time("compact", &hands, budget, check));
    }

    if class.jokers() == 0 {
        let lists = samples
            .iter()
            .map(|s| TileList::from_counts(&s.counts).ok_or("more than 14 tiles"))
            .collect::<Result<Vec<_>, _>>()?;
        let rules = Rules::default();
        let check = |l: &TileList| {
            list::is_complete(
                l,
                rules.seven_pairs,
                rules.seven_pairs_quad,
                rules.thirteen_orphans,
            )
        };
        agree(answers("backtrack_list", &lists, check))?;
        methods.push(time("backtrack_list", &lists, budget, check));
    }

    let check = |(c, j): &([u8; KINDS], u8)| {
        counts::is_standard(c, *j, &NO_LIMIT)
            || counts::is_seven_pairs(c, *j, false)
            || counts::is_thirteen_orphans(c, *j)
    };
    agree(answers("backtrack_counts", &arrays, check))?;
    methods.push(time("backtrack_counts", &arrays, budget, check));

    Ok(ClassResult {
        class,
        hands: samples.len(),
        methods,
    })
}

fn answers<I>(method: &'static str, inputs: &[I], check: impl Fn(&I) -> bool) -> Answers {
    Answers {
        method,
        answers: inputs.iter().map(check).collect(),
    }
}

fn agreement(
    class: Class,
    samples: &[Sample],
    reference: &Answers,
    other: &Answers,
) -> Result<(), String> {
    let verdict = |complete: bool| if complete { "complete" } else { "not complete" };
    match (reference.answers.iter())
        .zip(&other.answers)
        .position(|(a, b)| a != b)
    {
        None => Ok(()),
        Some(i) => Err(format!(
            "class {}, hand {i} ({}): {} says {}, {} says {}",
            class.name(),
            samples[i].hand,
            reference.method,
            verdict(reference.answers[i]),
            other.method,
            verdict(other.answers[i]),
        )),
    }
}

/// One untimed warm-up pass, then timed passes; the fastest pass's ns per hand.
fn time<I>(
    method: &'static str,
    inputs: &[I],
    budget: Duration,
    check: impl Fn(&I) -> bool,
) -> MethodResult {
    let mut complete = 0;
    let ns_per_hand = fastest_pass(inputs.len(), budget, || {
        // The inputs are opaque to the optimiser and the count is used, so every check runs;
        // a barrier around each check would cost the fast methods more than the check itself.
        let mut n = 0usize;
        for input in black_box(inputs) {
            n += usize::from(check(input));
        }
        complete = black_box(n);
    });
    MethodResult {
        method,
        ns_per_hand,
        complete,
    }
}

/// As [`time`], for a method that finds a hand's waits; it may edit the hand while it works,
/// as long as it leaves it as it was. `waiting` is how many hands have a wait, settled before.
fn time_waits<I, R>(
    method: &'static str,
    inputs: &mut [I],
    waiting: usize,
    budget: Duration,
    mut waits: impl FnMut(&mut I) -> R,
) -> MethodResult {
    let ns_per_hand = fastest_pass(inputs.len(), budget, || {
        for input in inputs.iter_mut() {
            black_box(waits(black_box(input)));
        }
    });
    MethodResult {
        method,
        ns_per_hand,
        complete: waiting,
    }
}

/// One untimed warm-up pass, then timed passes until the budget is spent (within the pass
/// limits); the fastest pass's ns per input.
fn fastest_pass(inputs: usize, budget: Duration, mut pass: impl FnMut()) -> f64 {
    pass();
    let mut fastest = Duration::MAX;
    let mut spent = Duration::ZERO;
    let mut passes = 0;
    while passes < MIN_PASSES || (spent < budget && passes < MAX_PASSES) {
        let start = Instant::now();
        pass();
        let elapsed = start.elapsed();
        fastest = fastest.min(elapsed);
        spent += elapsed;
        passes += 1;
    }
    fastest.as_nanos() as f64 / inputs.max(1) as f64
}

// ----------------------------------------------------------------------------------------------
// Waits.

/// The kinds that complete a hand, one bit per kind index.
pub type WaitMask = u64;

/// The waits [`Checker::waits`] reports, less the dead ones (which no hand can be given).
pub fn live_waits(waits: &Waits) -> WaitMask {
    waits
        .tiles()
        .filter(|&t| !waits.is_dead(t))
        .fold(0, |mask, t| mask | 1 << t.index())
}

/// The waits of a hand by trying each of the 34 kinds in place: added, checked with the dense
/// checker, taken out again. A kind held four times cannot be added and is never a wait here.
pub fn waits_34_dense(checker: &Checker, hand: &mut Hand) -> WaitMask {
    let mut mask = 0;
    for t in Tile::all() {
        if hand.add(t).is_ok() {
            if matches!(checker.is_complete(hand), Ok(true)) {
                mask |= 1 << t.index();
            }
            hand.remove(t).expect("the tile just added");
        }
    }
    mask
}

/// The waits of concealed counts and jokers by trying each of the 34 kinds with the
/// backtracking search (any form, a joker may be a fifth copy); the counts are left as they
/// were. A kind held four times is skipped.
pub fn waits_34_backtrack(own: &mut [u8; KINDS], jokers: u8) -> WaitMask {
    let mut mask = 0;
    for kind in 0..KINDS {
        if own[kind] >= 4 {
            continue;
        }
        own[kind] += 1;
        if counts::is_standard(own, jokers, &NO_LIMIT)
            || counts::is_seven_pairs(own, jokers, false)
            || counts::is_thirteen_orphans(own, jokers)
        {
            mask |= 1 << kind;
        }
        own[kind] -= 1;
    }
    mask
}

/// One waits method's per-hand answers, named for comparison.
struct WaitAnswers {
    method: &'static str,
    masks: Vec<WaitMask>,
}

fn wait_names(mask: WaitMask) -> String {
    let names: Vec<String> = Tile::all()
        .filter(|t| mask >> t.index() & 1 == 1)
        .map(|t| t.to_string())
        .collect();
    if names.is_empty() {
        "no wait".into()
    } else {
        names.join(" ")
    }
}

fn waits_agreement(
    class: Class,
    samples: &[Sample],
    reference: &WaitAnswers,
    other: &WaitAnswers,
) -> Result<(), String> {
    match (reference.masks.iter())
        .zip(&other.masks)
        .position(|(a, b)| a != b)
    {
        None => Ok(()),
        Some(i) => Err(format!(
            "class {}, hand {i} ({}): {} says {}, {} says {}",
            class.name(),
            samples[i].hand,
            reference.method,
            wait_names(reference.masks[i]),
            other.method,
            wait_names(other.masks[i]),
        )),
    }
}

fn run_waits_class(
    class: Class,
    config: &BenchConfig,
    budget: Duration,
) -> Result<ClassResult, String> {
    let samples = samples(class, config.hands, config.seed);
    let dense = config.checker;
    let reference = WaitAnswers {
        method: "waits",
        masks: samples
            .iter()
            .enumerate()
            .map(|(i, s)| {
                dense
                    .waits(&s.hand)
                    .map(|w| live_waits(&w))
                    .map_err(|e| format!("class {}, hand {i} ({}): {e}", class.name(), s.hand))
            })
            .collect::<Result<_, _>>()?,
    };
    let mut hands: Vec<Hand> = samples.iter().map(|s| s.hand.clone()).collect();
    let mut arrays: Vec<([u8; KINDS], u8)> = samples.iter().map(|s| (s.counts, s.jokers)).collect();
    let try_dense = |h: &mut Hand| waits_34_dense(&dense, h);
    let try_backtrack = |(own, jokers): &mut ([u8; KINDS], u8)| waits_34_backtrack(own, *jokers);
    for other in [
        WaitAnswers {
            method: "waits_34_dense",
            masks: hands.iter_mut().map(try_dense).collect(),
        },
        WaitAnswers {
            method: "waits_34_backtrack",
            masks: arrays.iter_mut().map(try_backtrack).collect(),
        },
    ] {
        waits_agreement(class, &samples, &reference, &other)?;
    }
    let waiting = reference.masks.iter().filter(|&&m| m != 0).count();

    let methods = vec![
        time_waits("waits", &mut hands, waiting, budget, |h: &mut Hand| {
            dense.waits(h)
        }),
        time_waits("waits_34_dense", &mut hands, waiting, budget, try_dense),
        time_waits(
            "waits_34_backtrack",
            &mut arrays,
            waiting,
            budget,
            try_backtrack,
        ),
    ];
    Ok(ClassResult {
        class,
        hands: samples.len(),
        methods,
    })
}

fn round(x: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (x * scale).round() / scale
}

impl BenchReport {
    /// `{"hands", "seed", "classes": {class: {method: {"ns_per_hand", "complete",
    /// "speedup_vs_backtrack_list"?, "speedup_vs_backtrack_counts"}}}}`; a speedup is the
    /// baseline's ns over the method's, present where the baseline ran. A waits class has
    /// `"waiting"` (hands with a wait that can be drawn) instead of `"complete"`, and speedups
    /// `"speedup_vs_waits_34_dense"` and `"speedup_vs_waits_34_backtrack"`; the
    /// `decompositions` class has `"splits"` (decompositions over all hands; the field keeps its first name) and
    /// `"speedup_vs_decompositions_backtrack"`, the Paohuzi classes `"speedup_vs_phz_backtrack"`,
    /// and `phz_waits` `"ready"` (hands waiting on some card) with `"speedup_vs_phz_win_on_20"`
    /// and `"speedup_vs_phz_checks_20"`.
    pub fn to_json(&self) -> serde_json::Value {
        let mut classes = serde_json::Map::new();
        for class in &self.classes {
            let mut methods = serde_json::Map::new();
            let count = if class.class.is_waits() {
                "waiting"
            } else if class.class == Class::PhzWaits {
                "ready"
            } else if class.class == Class::Decompositions {
                "splits"
            } else {
                "complete"
            };
            for m in &class.methods {
                let mut entry = serde_json::Map::new();
                entry.insert("ns_per_hand".into(), round(m.ns_per_hand, 2).into());
                entry.insert(count.into(), m.complete.into());
                for baseline in class.class.baselines() {
                    if let Some(b) = class.method(baseline) {
                        entry.insert(
                            format!("speedup_vs_{baseline}"),
                            round(b.ns_per_hand / m.ns_per_hand, 2).into(),
                        );
                    }
                }
                methods.insert(m.method.into(), entry.into());
            }
            classes.insert(class.class.name().into(), methods.into());
        }
        serde_json::json!({
            "hands": self.config.hands,
            "seed": self.config.seed,
            "classes": classes,
        })
    }

    /// Aligned tables: one row per class, ns per hand for each method, then how many times
    /// faster `dense_incremental` is than each backtracking search (`-` where a method did not
    /// run); then the same for the waits classes, `waits` against the 34-try methods.
    pub fn to_text(&self) -> String {
        let (phz_waits, classes): (Vec<&ClassResult>, Vec<&ClassResult>) = self
            .classes
            .iter()
            .partition(|c| c.class == Class::PhzWaits);
        let (phz, mahjong): (Vec<&ClassResult>, Vec<&ClassResult>) =
            classes.into_iter().partition(|c| c.class.is_paohuzi());
        let (splits, mahjong): (Vec<&ClassResult>, Vec<&ClassResult>) = mahjong
            .into_iter()
            .partition(|c| c.class == Class::Decompositions);
        let (waits, checks): (Vec<&ClassResult>, Vec<&ClassResult>) =
            mahjong.into_iter().partition(|c| c.class.is_waits());
        let mut out = format!(
            "{} hands per class, seed {}; ns per hand (fastest timed pass); \
             x_vs_*: backtracking ns / dense_incremental ns\n",
            self.config.hands, self.config.seed
        );
        out.push_str(&table(
            &checks,
            &METHODS,
            "complete",
            &["x_vs_list", "x_vs_counts"],
        ));
        if !waits.is_empty() {
            out.push_str(
                "\nwaits of 13-tile hands; ns per hand (fastest timed pass); \
                 x_vs_*: 34-try ns / waits ns\n",
            );
            out.push_str(&table(
                &waits,
                &WAIT_METHODS,
                "waiting",
                &["x_vs_34_dense", "x_vs_34_backtrack"],
            ));
        }
        if !splits.is_empty() {
            out.push_str(
                "\nevery split of complete hands, read out; ns per hand (fastest timed pass); \
                 x_vs_backtrack: backtracking ns / table ns\n",
            );
            out.push_str(&table(
                &splits,
                &decompositions::METHODS,
                "splits",
                &["x_vs_backtrack"],
            ));
        }
        if !phz.is_empty() {
            out.push_str(&format!(
                "\nPaohuzi best 胡息 of 21-card hands (at most {} per class); ns per hand \
                 (fastest timed pass); x_vs_backtrack: phz_backtrack ns / phz_table ns\n",
                paohuzi::MAX_HANDS
            ));
            out.push_str(&table(
                &phz,
                &paohuzi::METHODS,
                "complete",
                &["x_vs_backtrack"],
            ));
        }
        if !phz_waits.is_empty() {
            out.push_str(
                "\nPaohuzi waits of hands less one card (all three sources); ns per hand \
                 (fastest timed pass); x_vs_*: 20-try ns / phz_waits ns\n",
            );
            out.push_str(&table(
                &phz_waits,
                &paohuzi::WAIT_METHODS,
                "ready",
                &["x_vs_win_on_20", "x_vs_checks_20"],
            ));
        }
        out
    }
}

/// One aligned table of classes: name, count, ns per method, speedups over the baselines.
fn table(classes: &[&ClassResult], methods: &[&str], count: &str, speedups: &[&str]) -> String {
    let methods: Vec<&str> = methods
        .iter()
        .copied()
        .filter(|&name| classes.iter().any(|c| c.method(name).is_some()))
        .collect();
    let mut header = vec!["class".to_owned(), count.to_owned()];
    header.extend(methods.iter().map(|m| m.to_string()));
    header.extend(speedups.iter().map(|s| s.to_string()));
    let mut rows = vec![header];
    for class in classes {
        let counted = class
            .method(class.class.fast_method())
            .map_or("-".to_owned(), |m| m.complete.to_string());
        let mut row = vec![class.class.name().to_owned(), counted];
        for name in &methods {
            row.push(
                class
                    .method(name)
                    .map_or("-".to_owned(), |m| format!("{:.1}", m.ns_per_hand)),
            );
        }
        for baseline in class.class.baselines() {
            row.push(
                class
                    .speedup(baseline)
                    .map_or("-".to_owned(), |x| format!("{x:.1}x")),
            );
        }
        rows.push(row);
    }
    let widths: Vec<usize> = (0..rows[0].len())
        .map(|col| rows.iter().map(|r| r[col].len()).max().unwrap_or(0))
        .collect();
    let mut out = String::new();
    for row in &rows {
        let cells: Vec<String> = row
            .iter()
            .zip(&widths)
            .enumerate()
            .map(|(col, (cell, &w))| {
                if col == 0 {
                    format!("{cell:<w$}")
                } else {
                    format!("{cell:>w$}")
                }
            })
            .collect();
        out.push_str(cells.join("  ").trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small() -> BenchConfig {
        BenchConfig {
            hands: 2_000,
            seed: 7,
            ..BenchConfig::default()
        }
    }

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
    fn a_small_run_reports_every_class_and_method() {
        let report = run_with_budget(&small(), Duration::ZERO).unwrap();
        let json = report.to_json();
        assert_eq!(json["hands"], 2_000);
        assert_eq!(json["seed"], 7);
        for class in Class::ALL {
            let methods = &json["classes"][class.name()];
            assert!(methods.is_object(), "{}", class.name());
            let expected: Vec<&str> = METHODS
                .into_iter()
                .filter(|&m| cfg!(feature = "compact") || m != "compact")
                .filter(|&m| class.jokers() == 0 || m != "backtrack_list")
                .collect();
            assert_eq!(methods.as_object().unwrap().len(), expected.len());
            let complete = methods["dense_incremental"]["complete"].as_u64().unwrap();
            for m in expected {
                let entry = &methods[m];
                assert!(entry["ns_per_hand"].as_f64().unwrap() > 0.0, "{m}");
                assert_eq!(entry["complete"].as_u64(), Some(complete), "{m}");
                assert!(entry["speedup_vs_backtrack_counts"].is_number(), "{m}");
            }
        }
        assert_eq!(
            json["classes"]["complete"]["backtrack_counts"]["complete"],
            2_000
        );
        for class in Class::WAITS {
            let methods = &json["classes"][class.name()];
            assert_eq!(methods.as_object().unwrap().len(), 3, "{}", class.name());
            let waiting = methods["waits"]["waiting"].as_u64().unwrap();
            assert!(
                waiting > 0 || class == Class::WaitsRandom,
                "{}",
                class.name()
            );
            for m in WAIT_METHODS {
                let entry = &methods[m];
                assert!(entry["ns_per_hand"].as_f64().unwrap() > 0.0, "{m}");
                assert_eq!(entry["waiting"].as_u64(), Some(waiting), "{m}");
                assert!(entry["speedup_vs_waits_34_dense"].is_number(), "{m}");
                assert!(entry["speedup_vs_waits_34_backtrack"].is_number(), "{m}");
            }
            assert_eq!(methods["waits"]["speedup_vs_waits_34_dense"].as_f64(), {
                let r = report.classes.iter().find(|c| c.class == class).unwrap();
                r.speedup("waits_34_dense").map(|x| round(x, 2))
            });
        }
        // Every tenpai hand waits on the tile taken out of it.
        assert_eq!(json["classes"]["waits_tenpai"]["waits"]["waiting"], 2_000);
        let text = report.to_text();
        assert_eq!(
            text.lines().count(),
            2 + Class::ALL.len()
                + 3
                + Class::WAITS.len()
                + 3
                + 1
                + 3
                + Class::PAOHUZI.len()
                + 3
                + 1,
            "{text}"
        );
        let tables: Vec<&str> = text.split("\n\n").collect();
        let [checks, waits, splits, phz, phz_waits] = tables[..] else {
            panic!("five tables: {text}");
        };
        assert!(phz_waits.contains("phz_checks_20"), "{text}");
        let w = &json["classes"]["phz_waits"];
        assert!(w["phz_waits"]["ready"].as_u64().unwrap() > 200, "{w}");
        assert!(w["phz_waits"]["speedup_vs_phz_win_on_20"].is_number());
        assert!(w["phz_waits"]["speedup_vs_phz_checks_20"].is_number());
        assert!(splits.contains("decompositions_backtrack"), "{text}");
        let d = &json["classes"]["decompositions"];
        assert!(d["decompositions"]["splits"].as_u64().unwrap() >= 2_000);
        for method in ["decompositions_iter", "decompositions_backtrack"] {
            assert_eq!(
                d["decompositions"]["splits"], d[method]["splits"],
                "{method}"
            );
        }
        assert!(d["decompositions"]["speedup_vs_decompositions_backtrack"].is_number());
        assert!(splits.contains("decompositions_iter"), "{text}");
        for class in Class::PAOHUZI {
            assert!(phz.contains(class.name()), "{text}");
            let methods = &json["classes"][class.name()];
            let complete = methods["phz_table"]["complete"].as_u64().unwrap();
            assert_eq!(
                methods["phz_backtrack"]["complete"].as_u64(),
                Some(complete)
            );
            assert!(
                methods["phz_table"]["speedup_vs_phz_backtrack"]
                    .as_f64()
                    .unwrap()
                    > 0.0
            );
        }
        assert_eq!(
            json["classes"]["phz_complete"]["phz_table"]["complete"],
            2_000
        );
        for name in Class::ALL.map(Class::name).into_iter().chain(METHODS) {
            if name != "compact" || cfg!(feature = "compact") {
                assert!(checks.contains(name), "{name} in {text}");
            }
        }
        for name in Class::WAITS
            .map(Class::name)
            .into_iter()
            .chain(WAIT_METHODS)
        {
            assert!(waits.contains(name), "{name} in {text}");
            assert!(!checks.contains(name), "{name} in {text}");
        }
        assert!(waits.contains("x_vs_34_backtrack"), "{text}");
        assert!(
            text.contains("2000 hands") && text.contains("seed 7"),
            "{text}"
        );
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

    #[test]
    fn the_three_waits_methods_agree() {
        let checker = Checker::default();
        let mut several = 0;
        for class in Class::WAITS {
            for s in samples(class, 1_000, 11) {
                let waits = checker.waits(&s.hand).unwrap();
                let live = live_waits(&waits);
                let mut hand = s.hand.clone();
                assert_eq!(waits_34_dense(&checker, &mut hand), live, "{}", s.hand);
                assert_eq!(hand, s.hand, "the hand is left as it was");
                let mut own = s.counts;
                assert_eq!(waits_34_backtrack(&mut own, s.jokers), live, "{}", s.hand);
                assert_eq!(own, s.counts);
                if class != Class::WaitsRandom {
                    assert_ne!(live, 0, "{}", s.hand);
                }
                several += usize::from(live.count_ones() > 1);
            }
        }
        assert!(several > 500, "{several}");
        // A dead wait is left out: 1111m holds every 1m.
        let hand: Hand = "1111m234p567p789s".parse().unwrap();
        let waits = checker.waits(&hand).unwrap();
        assert_eq!(waits.len(), 1);
        assert_eq!(live_waits(&waits), 0);
        assert_eq!(waits_34_dense(&checker, &mut hand.clone()), 0);
    }

    #[test]
    fn a_waits_disagreement_names_class_hand_methods_and_tiles() {
        let hands = samples(Class::WaitsTenpai, 3, 1);
        let reference = WaitAnswers {
            method: "waits",
            masks: vec![1, 1 << 9 | 1, 0],
        };
        let wrong = WaitAnswers {
            method: "waits_34_backtrack",
            masks: vec![1, 1, 0],
        };
        let e = waits_agreement(Class::WaitsTenpai, &hands, &reference, &wrong).unwrap_err();
        assert!(e.contains("waits_tenpai") && e.contains("hand 1"), "{e}");
        assert!(e.contains(&hands[1].hand.to_string()), "{e}");
        assert!(e.contains("waits says 1m 1p") && e.contains("waits_34_backtrack says 1m"));
        assert!(waits_agreement(Class::WaitsTenpai, &hands, &reference, &reference).is_ok());
    }

    #[test]
    fn no_hands_is_an_error() {
        let none = BenchConfig {
            hands: 0,
            ..BenchConfig::default()
        };
        assert!(run(&none).is_err());
    }

    #[test]
    fn a_disagreement_names_class_hand_and_methods() {
        let hands = samples(Class::Complete, 3, 1);
        let reference = Answers {
            method: "dense_incremental",
            answers: vec![true; 3],
        };
        let wrong = Answers {
            method: "backtrack_counts",
            answers: vec![true, false, true],
        };
        let e = agreement(Class::Complete, &hands, &reference, &wrong).unwrap_err();
        assert!(e.contains("complete") && e.contains("hand 1"), "{e}");
        assert!(e.contains(&hands[1].hand.to_string()), "{e}");
        assert!(e.contains("dense_incremental") && e.contains("backtrack_counts"));
        assert!(agreement(Class::Complete, &hands, &reference, &reference).is_ok());
    }
}
