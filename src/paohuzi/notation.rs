//! Reading and writing Paohuzi hands as text, in Chinese numerals or in ASCII.
//!
//! Chinese: the cards as printed, `一二三壹贰叁`, and exposed groups as `[碰:三三三]`,
//! `[偎:…]`, `[臭偎:…]`, `[提:…]`, `[跑:…]`, `[吃:…]` (a full-width `：` works too).
//!
//! ASCII, for terminals and clients without Chinese input: ranks as digits `1`..`9` with `0`
//! for ten, each run of digits closed by its case letter, `x` for small (小) or `d` for big
//! (大): `123x123d` is 一二三壹贰叁, `270d` is 贰柒拾. Group labels are the pinyin `peng`,
//! `wei`, `chouwei`, `ti`, `pao`, `chi`: `[peng:333x]`. Both forms can be mixed and
//! whitespace may stand anywhere between cards.
//!
//! A 王 (joker) is written `王`, or `w` in ASCII (either letter case); it stands among the
//! held cards only, since no exposed group ever holds one.
//!
//! Every error names the character position (from 1, in characters, not bytes) and the
//! reason, because a hand typed by a person or sent by a client is wrong in one place.

use super::card::{COPIES, Card, Case, KINDS, MAX_WANG};
use super::group::{Group, GroupError, GroupKind};
use super::hand::{Hand, WANG};
use crate::base::echo::{Echo, EchoChar};
use std::str::FromStr;

/// A hand that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("at character {position}: {reason}")]
pub struct ParseError {
    /// 1-based character position of the offending input.
    pub position: usize,
    /// What was wrong there.
    pub reason: ParseErrorKind,
}

/// What was wrong with a hand's text; [`ParseError`] adds where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// A character that is no card numeral, ASCII digit, case letter (`x`, `d`), bracket,
    /// or whitespace; a `:` outside a group's brackets is one.
    #[error("unexpected character `{}`", EchoChar(*.0))]
    UnexpectedChar(char),
    /// ASCII digits not closed by a case letter before a Chinese numeral, whitespace, a
    /// bracket or the end; the position is the first digit's.
    #[error("digits need a case letter after them: x (small 一..十) or d (big 壹..拾)")]
    DigitsWithoutCase,
    /// A case letter (`x`, `d`, in either letter case) with no digits before it.
    #[error("a case letter with no digits before it")]
    CaseWithoutDigits,
    /// A `[` with no `]` after it.
    #[error("`[` opens a group that is never closed")]
    Unclosed,
    /// A `]` with no `[` before it.
    #[error("`]` closes a group that was never opened")]
    Unopened,
    /// A group label other than 碰 偎 臭偎 提 跑 吃 or their pinyin `peng` `wei` `chouwei`
    /// `ti` `pao` `chi` (any letter case); holds the label as written, trimmed.
    #[error(
        "unknown group label `{}` (known: 碰 偎 臭偎 提 跑 吃, or peng wei chouwei ti pao chi)",
        Echo(.0)
    )]
    UnknownLabel(String),
    /// A bracketed group with no `:` (or full-width `：`) between its label and its cards.
    #[error("a group is written [label:cards], like [碰:三三三]")]
    GroupSyntax,
    /// A group's cards are not a group of its label, e.g. `[碰:三三四]` or `[吃:一二四]`.
    #[error("[{label}:…] is not a {label}: {error}")]
    BadGroup {
        /// The label as written.
        label: String,
        /// Why the cards are not such a group.
        error: GroupError,
    },
    /// A kind of card appears a fifth time among the held cards and the groups; the
    /// position is the fifth copy's.
    #[error("a fifth {0} (the deck has four of each)")]
    FifthCopy(Card),
    /// The text holds no card and no group (it is empty or all whitespace).
    #[error("the hand is empty")]
    Empty,
    /// A 王 written inside an exposed group's brackets: a 王 is never used to 吃, 碰, 偎, 跑
    /// or 提, so it stays among the held cards.
    #[error("a 王 is never part of an exposed group (write it among the held cards)")]
    WangInGroup,
    /// More 王 than any deck holds; the position is the first one too many.
    #[error("more than {MAX_WANG} 王 (no deck holds more)")]
    TooManyWang,
}

fn err(position: usize, reason: ParseErrorKind) -> ParseError {
    ParseError { position, reason }
}

impl FromStr for Hand {
    type Err = ParseError;

    /// Reads a hand as [`parse_hand`] does, and fails as it does.
    fn from_str(text: &str) -> Result<Hand, ParseError> {
        parse_hand(text)
    }
}

/// Cards read with their 1-based positions, a 王 as `None`.
type Read = Vec<(Option<Card>, usize)>;

/// Reads cards (Chinese or ASCII, no groups) starting at `chars[i]`, up to `stop` or the end.
/// Returns each card with its 1-based position, a 王 as `None`.
fn read_cards(
    chars: &[char],
    mut i: usize,
    stop: Option<char>,
) -> Result<(Read, usize), ParseError> {
    let mut out = Vec::new();
    let mut digits: Vec<(u8, usize)> = Vec::new();
    while i < chars.len() {
        let c = chars[i];
        let pos = i + 1;
        if Some(c) == stop || (stop.is_none() && (c == '[' || c == ']')) {
            break;
        }
        if let Some(card) = Card::from_chinese(c) {
            if let Some(&(_, p)) = digits.first() {
                return Err(err(p, ParseErrorKind::DigitsWithoutCase));
            }
            out.push((Some(card), pos));
        } else if matches!(c, WANG | 'w' | 'W') {
            if let Some(&(_, p)) = digits.first() {
                return Err(err(p, ParseErrorKind::DigitsWithoutCase));
            }
            out.push((None, pos));
        } else if let Some(d) = c.to_digit(10) {
            let rank = if d == 0 { 10 } else { d as u8 };
            digits.push((rank, pos));
        } else if matches!(c, 'x' | 'X' | 'd' | 'D') {
            if digits.is_empty() {
                return Err(err(pos, ParseErrorKind::CaseWithoutDigits));
            }
            let case = if matches!(c, 'x' | 'X') {
                Case::Small
            } else {
                Case::Big
            };
            for (rank, p) in digits.drain(..) {
                if let Some(card) = Card::new(case, rank) {
                    out.push((Some(card), p));
                }
            }
        } else if c.is_whitespace() {
            if let Some(&(_, p)) = digits.first() {
                return Err(err(p, ParseErrorKind::DigitsWithoutCase));
            }
        } else if c == ']' {
            return Err(err(pos, ParseErrorKind::Unopened));
        } else {
            return Err(err(pos, ParseErrorKind::UnexpectedChar(c)));
        }
        i += 1;
    }
    if let Some(&(_, p)) = digits.first() {
        return Err(err(p, ParseErrorKind::DigitsWithoutCase));
    }
    Ok((out, i))
}

/// Reads a hand: held cards and exposed groups in any order, in Chinese numerals
/// (`一二三壹贰叁 [碰:三三三]`), in ASCII (`123x123d [peng:333x]`) or both mixed. What
/// `str::parse::<Hand>` calls. `王` (or `w`) among the held cards is a 王.
///
/// # Errors
///
/// A [`ParseError`] naming the 1-based character position and the [`ParseErrorKind`]: an
/// unexpected character, digits without a case letter or a case letter without digits, an
/// unclosed, unopened or malformed group, an unknown group label, cards that are not the
/// group their label names, a fifth copy of a card, a 王 inside a group or more than
/// four of them, or no cards at all.
pub fn parse_hand(text: &str) -> Result<Hand, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut held = Vec::new();
    let mut groups = Vec::new();
    let mut seen = [0u8; KINDS];
    let mut wang = 0u8;
    let mut count = |card: Card, pos: usize| {
        seen[card.index()] += 1;
        if seen[card.index()] > COPIES {
            Err(err(pos, ParseErrorKind::FifthCopy(card)))
        } else {
            Ok(())
        }
    };
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            ']' => return Err(err(i + 1, ParseErrorKind::Unopened)),
            '[' => {
                let open = i + 1;
                let close = chars[i..]
                    .iter()
                    .position(|&c| c == ']')
                    .map(|p| p + i)
                    .ok_or_else(|| err(open, ParseErrorKind::Unclosed))?;
                let inner = &chars[i + 1..close];
                let colon = inner
                    .iter()
                    .position(|&c| c == ':' || c == '：')
                    .ok_or_else(|| err(open, ParseErrorKind::GroupSyntax))?;
                let label: String = inner[..colon].iter().collect::<String>().trim().to_owned();
                let kind = GroupKind::LABELS
                    .iter()
                    .find(|(zh, ascii, _)| *zh == label || ascii.eq_ignore_ascii_case(&label))
                    .map(|&(_, _, k)| k)
                    .ok_or_else(|| err(open + 1, ParseErrorKind::UnknownLabel(label.clone())))?;
                let (cards, end) = read_cards(&chars, i + 1 + colon + 1, Some(']'))?;
                debug_assert_eq!(end, close);
                let mut list = Vec::with_capacity(cards.len());
                for &(c, p) in &cards {
                    let c = c.ok_or_else(|| err(p, ParseErrorKind::WangInGroup))?;
                    count(c, p)?;
                    list.push(c);
                }
                let group = Group::new(kind, &list)
                    .map_err(|error| err(open, ParseErrorKind::BadGroup { label, error }))?;
                groups.push(group);
                i = close + 1;
            }
            _ => {
                let (cards, end) = read_cards(&chars, i, None)?;
                for &(c, p) in &cards {
                    match c {
                        Some(c) => {
                            count(c, p)?;
                            held.push(c);
                        }
                        None if wang == MAX_WANG => {
                            return Err(err(p, ParseErrorKind::TooManyWang));
                        }
                        None => wang += 1,
                    }
                }
                i = end;
            }
        }
    }
    if held.is_empty() && groups.is_empty() && wang == 0 {
        return Err(err(1, ParseErrorKind::Empty));
    }
    // Copies and 王 were counted above with positions, so construction cannot fail; map
    // anyway rather than unwrap, so no input can panic here.
    Hand::new(&held, groups)
        .and_then(|h| h.with_wang(wang))
        .map_err(|_| err(1, ParseErrorKind::GroupSyntax))
}
