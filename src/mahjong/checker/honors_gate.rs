//! The first test of the knitted forms on the quick paths: one load, by the honors' table byte
//! the standard form's lookup has just read, that rules out nearly every hand.
//!
//! A knitted straight's honors are all in its group and pair (the arrangement holds none), so
//! their need must be within the jokers. 全不靠 holds at least five honors, each once, beside
//! the nine numbered places less the jokers: without honor sequences each needs two jokers to
//! be a triplet (one of them one to be the pair), so the honors need nine jokers less two for
//! each held; under honor sequences the honors show nothing. Rules without the knitted forms
//! read a gate that lets nothing through.

use crate::mahjong::rules::Rules;
use crate::mahjong::table::{with_pair, without_pair};
use core::fmt;

/// Per honors' table byte, the joker counts (bit `j` for `j` jokers) with which the honors
/// leave each knitted form possible: a knitted straight in the low half, 全不靠 in the high.
type HonorsGate = [u32; 256];

/// The bit of [`Gate::open`]'s answer for a knitted straight.
pub(super) const STRAIGHT: u32 = 1;
/// The bit of [`Gate::open`]'s answer for 全不靠.
pub(super) const HONORS_AND_KNITTED: u32 = 1 << HALF;

/// Where 全不靠's half starts.
const HALF: u32 = 16;

/// The gates: of rules without the knitted forms (none is ever possible), of the knitted forms
/// without honor sequences, and with them.
static GATES: [HonorsGate; 3] = [[0; 256], gate(false), gate(true)];

/// The gate of a checker's rules, by reference: one load from the checker.
#[derive(Clone, Copy)]
pub(super) struct Gate(&'static HonorsGate);

impl Gate {
    /// The gate of these rules.
    pub(super) fn of(rules: &Rules) -> Gate {
        let which = if rules.knitted {
            1 + usize::from(rules.honor_sequences)
        } else {
            0
        };
        Gate(&GATES[which])
    }

    /// The knitted forms the honors of a hand with these standard-form table `bytes` and
    /// `jokers` (at most eight, as on the quick paths) leave possible: [`STRAIGHT`] and
    /// [`HONORS_AND_KNITTED`] bits.
    #[inline(always)]
    pub(super) fn open(self, bytes: u32, jokers: u8) -> u32 {
        debug_assert!(
            jokers < 16,
            "jokers are at most MAX_JOKERS on the quick paths"
        );
        self.0[(bytes >> 24) as usize] >> jokers
    }
}

impl fmt::Debug for Gate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let which = GATES.iter().position(|g| core::ptr::eq(g, self.0));
        f.debug_tuple("Gate").field(&which).finish()
    }
}

const fn gate(honor_sequences: bool) -> HonorsGate {
    let mut gate = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        let (without, with) = (without_pair(byte as u8), with_pair(byte as u8));
        let need = if without < with { without } else { with } as u32;
        let mut jokers = 0;
        while jokers < HALF {
            let straight = need <= jokers;
            let distinct = honor_sequences || need + 2 * jokers >= 9;
            gate[byte] |= (straight as u32) << jokers | (distinct as u32) << (HALF + jokers);
            jokers += 1;
        }
        byte += 1;
    }
    gate
}
