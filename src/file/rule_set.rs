//! The rule set a table file answers ([`RuleSet`]): its fingerprint, its readable name, its
//! file name and the kind and option bits the header stores. It is the identity a file is
//! matched against, shared by the reader, the writer and the command line.

use super::format;
use crate::base::variant::{Scoring, Variant};
use std::fmt;

/// The rule set a table file answers: the options that change a table's bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleSet {
    /// Mahjong suit tables of one variant.
    Mahjong(Variant),
    /// Paohuzi per-case tables of one scoring variant.
    Paohuzi {
        /// How the groups are scored: 胡息, or red/black card points.
        scoring: Scoring,
        /// Whether 一五十 / 壹伍拾 is a scoring group (`yiwushi=true`).
        yiwushi: bool,
    },
}

impl RuleSet {
    /// Every rule set: the 16 mahjong variants, then the 4 Paohuzi ones.
    pub fn all() -> impl Iterator<Item = RuleSet> {
        let mahjong =
            (0..32).filter_map(|bits| RuleSet::from_kind_bits(format::KIND_MAHJONG, bits));
        let paohuzi = (0..4).filter_map(|bits| RuleSet::from_kind_bits(format::KIND_PAOHUZI, bits));
        mahjong.chain(paohuzi)
    }

    pub(crate) fn kind_bits(self) -> (u32, u32) {
        match self {
            RuleSet::Mahjong(v) => {
                let bit = |on: bool, b: u32| if on { b } else { 0 };
                (
                    format::KIND_MAHJONG,
                    bit(v.joker_fifth_copy, format::MJ_JOKER_FIFTH_COPY)
                        | bit(v.eyes_258, format::MJ_EYES_258)
                        | bit(v.honor_sequences, format::MJ_HONOR_SEQUENCES)
                        | bit(v.suits_only, format::MJ_SUITS_ONLY)
                        | bit(v.sixteen_tiles, format::MJ_SIXTEEN_TILES),
                )
            }
            RuleSet::Paohuzi { scoring, yiwushi } => (
                format::KIND_PAOHUZI,
                if scoring == Scoring::RedBlack {
                    format::PAOHUZI_RED_BLACK
                } else {
                    0
                } | if yiwushi { format::PAOHUZI_YIWUSHI } else { 0 },
            ),
        }
    }

    fn from_kind_bits(kind: u32, bits: u32) -> Option<RuleSet> {
        if bits & !format::known_bits(kind)? != 0 {
            return None;
        }
        let on = |b: u32| bits & b != 0;
        Some(match kind {
            format::KIND_MAHJONG => RuleSet::Mahjong(Variant {
                joker_fifth_copy: on(format::MJ_JOKER_FIFTH_COPY),
                eyes_258: on(format::MJ_EYES_258),
                honor_sequences: on(format::MJ_HONOR_SEQUENCES),
                suits_only: on(format::MJ_SUITS_ONLY),
                sixteen_tiles: on(format::MJ_SIXTEEN_TILES),
            }),
            _ => RuleSet::Paohuzi {
                scoring: if on(format::PAOHUZI_RED_BLACK) {
                    Scoring::RedBlack
                } else {
                    Scoring::Huxi
                },
                yiwushi: on(format::PAOHUZI_YIWUSHI),
            },
        })
    }

    /// The rule set of a fingerprint, if it is one this build knows.
    pub fn from_fingerprint(fingerprint: u64) -> Option<RuleSet> {
        let kind = u32::try_from(fingerprint >> 56).ok()?;
        let bits = u32::try_from(fingerprint & ((1 << 56) - 1)).ok()?;
        RuleSet::from_kind_bits(kind, bits)
    }

    /// The stable integer a file's header names its rule set by: the kind in the top byte,
    /// one bit per option below (`tables/FORMAT.md` lists them).
    pub fn fingerprint(self) -> u64 {
        let (kind, bits) = self.kind_bits();
        format::fingerprint(kind, bits)
    }

    /// The readable name stored beside the fingerprint, e.g.
    /// `mahjong joker_fifth_copy=true eyes=any honor_sequences=false suits_only=false`.
    pub fn name(self) -> String {
        let (kind, bits) = self.kind_bits();
        format::rules_name(kind, bits)
    }

    /// The file name `hupai tables build` writes, e.g. `mahjong-eyes-258.bin`.
    pub fn file_name(self) -> String {
        let (kind, bits) = self.kind_bits();
        format::file_name(kind, bits)
    }

    /// Which game: `"mahjong"` or `"paohuzi"`.
    pub const fn game(self) -> &'static str {
        match self {
            RuleSet::Mahjong(_) => "mahjong",
            RuleSet::Paohuzi { .. } => "paohuzi",
        }
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}
