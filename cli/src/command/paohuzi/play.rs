//! `hupai phz win-on`, `phz actions` and `phz waits`: what a hand can do with a card to come.
//!
//! Win-on and actions take the hand before the card, the card and where it comes from; each
//! batch line carries the same three as `HAND @ CARD SOURCE`, so that a file of game events
//! can be answered line by line. Waits take the hand alone and answer for every card and
//! every source at once.

use super::super::json::{Object, array, boolean, integer, string};
use super::super::{Failure, emit, print_answer};
use hupai::Echo;
use hupai::paohuzi;
use hupai::paohuzi::{Action, Card, Source, WAIT_SOURCES, Win, WinWay};
use hupai_cli::answer::paohuzi::group;
use std::fmt::Write as _;
use std::process::ExitCode;

/// A hand before a card, the card, where it comes from, the rules and the output form.
#[derive(Debug, clap::Args)]
pub struct PlayArgs {
    #[command(flatten)]
    hand: super::args::HandArgs,
    /// The card that arrives, e.g. 七 or 7x; 王 (or w) is a drawn 王.
    #[arg(long, value_name = "CARD")]
    card: String,
    /// Where it comes from: own_draw, other_draw, other_draw_next, discard or discard_next
    /// (`_next`: the player sits right after the one who turned it up or discarded it).
    #[arg(long = "from", value_name = "SOURCE")]
    source: Source,
}

/// A card arriving: one of the twenty, or `None` for a drawn 王.
type Arrival = Option<Card>;

/// One card in either notation: a Chinese numeral, or digits with their case letter; `王` (or
/// `w`) is a drawn 王, `None`.
pub fn parse_card(text: &str) -> Result<Arrival, String> {
    let text = text.trim();
    if matches!(text, "王" | "w" | "W") {
        return Ok(None);
    }
    let hand: paohuzi::Hand = text
        .parse()
        .map_err(|e| format!("card `{}`: {e}", Echo(text)))?;
    let cards = hand.held_cards();
    match (cards.as_slice(), hand.exposed().is_empty()) {
        ([card], true) => Ok(Some(*card)),
        _ => Err(format!("`{}` is not one card", Echo(text))),
    }
}

/// A batch line `HAND @ CARD SOURCE`, read into its parts.
fn parse_event(line: &str) -> Result<(paohuzi::Hand, Arrival, Source), String> {
    let (hand, event) = line
        .rsplit_once('@')
        .ok_or("a line is HAND @ CARD SOURCE, e.g. 一二三四五六 @ 七 discard_next")?;
    let hand: paohuzi::Hand = hand.parse().map_err(|e| format!("{e}"))?;
    let mut words = event.split_whitespace();
    let (Some(card), Some(source), None) = (words.next(), words.next(), words.next()) else {
        return Err(format!(
            "`@{}`: after @ come the card and its source",
            Echo(event)
        ));
    };
    let source: Source = source.parse().map_err(|e| format!("{e}"))?;
    Ok((hand, parse_card(card)?, source))
}

/// The question a play command answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    WinOn,
    Actions,
}

/// Answers one batch line of a play question.
pub fn answer(
    checker: &paohuzi::Checker,
    question: Question,
    line: &str,
    out: &mut Vec<u8>,
    scratch: &mut String,
) -> Result<(), String> {
    let (hand, card, source) = parse_event(line)?;
    write_answer(checker, question, &hand, card, source, out, scratch)
}

/// The best win on a card, or on a drawn 王 (which only the player's own draw brings).
fn win_on(
    checker: &paohuzi::Checker,
    hand: &paohuzi::Hand,
    card: Arrival,
    source: Source,
) -> Result<Option<Win>, String> {
    match card {
        Some(card) => checker.win_on(hand, card, source),
        None if source.is_own() => checker.win_on_drawn_wang(hand),
        None => return Err("a 王 arrives only by the player's own draw (own_draw)".to_owned()),
    }
    .map_err(|e| e.to_string())
}

/// Every legal action on a card, or on a drawn 王.
fn actions(
    checker: &paohuzi::Checker,
    hand: &paohuzi::Hand,
    card: Arrival,
    source: Source,
) -> Result<Vec<Action>, String> {
    match card {
        Some(card) => checker.actions(hand, card, source),
        None if source.is_own() => checker.actions_on_drawn_wang(hand),
        None => return Err("a 王 arrives only by the player's own draw (own_draw)".to_owned()),
    }
    .map_err(|e| e.to_string())
}

/// A card arriving as text: its numeral, or 王.
fn named(card: Arrival) -> String {
    card.map_or_else(|| paohuzi::WANG.to_string(), |c| c.to_string())
}

fn write_answer(
    checker: &paohuzi::Checker,
    question: Question,
    hand: &paohuzi::Hand,
    card: Arrival,
    source: Source,
    out: &mut Vec<u8>,
    scratch: &mut String,
) -> Result<(), String> {
    match question {
        Question::WinOn => {
            let win = win_on(checker, hand, card, source)?;
            win_json(out, hand, card, source, win.as_ref(), scratch);
        }
        Question::Actions => {
            let actions = actions(checker, hand, card, source)?;
            actions_json(out, hand, card, source, &actions, scratch);
        }
    }
    Ok(())
}

pub fn run(args: &PlayArgs, question: Question) -> Result<ExitCode, Failure> {
    let checker = args.hand.rules.checker()?;
    let text = args.hand.text();
    let fail = |e: String| Failure::over(&text, e);
    let hand: paohuzi::Hand = text.parse().map_err(|e| fail(format!("{e}")))?;
    let card = parse_card(&args.card).map_err(|e| Failure::Message(format!("--card: {e}")))?;
    let source = args.source;
    let output = if args.hand.json {
        let mut out = Vec::new();
        write_answer(
            &checker,
            question,
            &hand,
            card,
            source,
            &mut out,
            &mut String::new(),
        )
        .map_err(fail)?;
        out.push(b'\n');
        out
    } else {
        let head = format!("{hand} + {} ({source})", named(card));
        match question {
            Question::WinOn => match win_on(&checker, &hand, card, source) {
                Ok(Some(win)) => format!("{head}: {win}\n"),
                Ok(None) => format!("{head}: no win\n"),
                Err(e) => return Err(fail(e)),
            },
            Question::Actions => {
                let actions = actions(&checker, &hand, card, source).map_err(fail)?;
                let mut text = format!("{head}:\n");
                for a in &actions {
                    let _ = writeln!(text, "  {a}");
                }
                text
            }
        }
        .into_bytes()
    };
    emit(&output)?;
    Ok(ExitCode::SUCCESS)
}

/// Writes `"hand"`, `"card"` and `"from"`, the fields every play answer starts with.
fn event_fields(
    o: &mut Object<'_>,
    hand: &paohuzi::Hand,
    card: Arrival,
    source: Source,
    scratch: &mut String,
) {
    scratch.clear();
    let _ = write!(scratch, "{hand}");
    string(o.key("hand"), scratch);
    string(o.key("card"), &named(card));
    string(o.key("from"), source.ascii());
}

fn way(out: &mut Vec<u8>, way: Option<WinWay>) {
    match way {
        Some(w) => string(out, w.ascii()),
        None => out.extend_from_slice(b"null"),
    }
}

fn score(out: &mut Vec<u8>, score: Option<u16>) {
    match score {
        Some(s) => integer(out, usize::from(s)),
        None => out.extend_from_slice(b"null"),
    }
}

/// `{"hand", "card", "from", "win", "way", "huxi", "groups", "reds", "bigs", "smalls",
/// "names"}`: `way` (`ti`, `pao`, `wei`, `peng`, `hand`, `po_pao`), `huxi` and the counts
/// are `null` and the lists empty when the card does not win.
fn win_json(
    out: &mut Vec<u8>,
    hand: &paohuzi::Hand,
    card: Arrival,
    source: Source,
    win: Option<&Win>,
    scratch: &mut String,
) {
    let mut o = Object::open(out);
    event_fields(&mut o, hand, card, source, scratch);
    boolean(o.key("win"), win.is_some());
    way(o.key("way"), win.map(|w| w.way));
    score(o.key("huxi"), win.map(Win::score));
    score(o.key("multiplier"), win.map(|w| w.multiplier));
    let outcome = win.map(|w| &w.outcome);
    array(
        o.key("groups"),
        outcome.map_or(&[][..], |o| &o.groups),
        |out, g| group(out, g, scratch),
    );
    for (key, count) in [
        ("reds", outcome.map(|o| o.red)),
        ("bigs", outcome.map(|o| o.big)),
        ("smalls", outcome.map(|o| o.small)),
    ] {
        score(o.key(key), count.map(u16::from));
    }
    array(
        o.key("names"),
        outcome.map_or(&[][..], |o| &o.named),
        |out, n| string(out, n.chinese()),
    );
    o.close();
}

/// `{"hand", "card", "from", "actions": [{"action", "text", "ascii", ...}]}` in priority
/// order; `action` is `ti`, `wei`, `hu`, `pao`, `peng`, `chi` or `pass`; 胡 adds `way` and
/// `huxi`, 吃 adds `groups` (the group taken, then the 比 groups).
fn actions_json(
    out: &mut Vec<u8>,
    hand: &paohuzi::Hand,
    card: Arrival,
    source: Source,
    actions: &[Action],
    scratch: &mut String,
) {
    let mut o = Object::open(out);
    event_fields(&mut o, hand, card, source, scratch);
    array(o.key("actions"), actions, |out, a| {
        let mut o = Object::open(out);
        let name = match a {
            Action::Ti(_) => "ti",
            Action::Wei(_) => "wei",
            Action::Hu(_) => "hu",
            Action::Pao(_) => "pao",
            Action::Peng(_) => "peng",
            Action::Chi(_) => "chi",
            Action::Pass => "pass",
        };
        string(o.key("action"), name);
        scratch.clear();
        let _ = write!(scratch, "{a}");
        string(o.key("text"), scratch);
        string(o.key("ascii"), &a.to_ascii());
        match a {
            Action::Hu(win) => {
                way(o.key("way"), Some(win.way));
                score(o.key("huxi"), Some(win.score()));
                score(o.key("multiplier"), Some(win.multiplier));
            }
            Action::Chi(chi) => {
                let groups = std::iter::once(&chi.taken).chain(&chi.bi);
                array(o.key("groups"), groups, |out, g| {
                    let cards: String = g.cards().iter().map(|c| c.chinese()).collect();
                    string(out, &cards);
                });
            }
            _ => {}
        }
        o.close();
    });
    o.close();
}

/// Reads a hand and finds its waits.
pub fn evaluate_waits(
    checker: &paohuzi::Checker,
    text: &str,
) -> Result<(paohuzi::Hand, paohuzi::Waits), String> {
    let hand: paohuzi::Hand = text.parse().map_err(|e| format!("{e}"))?;
    let waits = checker.waits(&hand).map_err(|e| e.to_string())?;
    Ok((hand, waits))
}

/// `{"hand", "ready", "waits": [{"card", "ascii", "dead", "own_draw", "other_draw",
/// "discard"}], "wang"}`: one entry per card that wins from some source, each source `{"way",
/// "huxi", "multiplier"}` or `null`, and `wang` the win a drawn 王 brings (or `null`).
pub fn waits_json(
    out: &mut Vec<u8>,
    hand: &paohuzi::Hand,
    waits: &paohuzi::Waits,
    scratch: &mut String,
) {
    scratch.clear();
    let _ = write!(scratch, "{hand}");
    let mut o = Object::open(out);
    string(o.key("hand"), scratch);
    boolean(o.key("ready"), waits.is_ready());
    array(
        o.key("waits"),
        waits.iter().filter(|w| w.wins()),
        |out, w| {
            let mut e = Object::open(out);
            string(e.key("card"), &w.card.to_string());
            string(e.key("ascii"), &w.card.to_ascii());
            boolean(e.key("dead"), w.dead);
            for source in WAIT_SOURCES {
                let key = match source {
                    Source::OwnDraw => "own_draw",
                    Source::OtherDraw { .. } => "other_draw",
                    Source::Discard { .. } => "discard",
                };
                let value = e.key(key);
                match w.get(source) {
                    None => value.extend_from_slice(b"null"),
                    Some(win) => wait_win(value, &win),
                }
            }
            e.close();
        },
    );
    let value = o.key("wang");
    match waits.wang() {
        None => value.extend_from_slice(b"null"),
        Some(win) => wait_win(value, &win),
    }
    o.close();
}

/// `{"way", "huxi", "multiplier"}`.
fn wait_win(out: &mut Vec<u8>, win: &paohuzi::WaitWin) {
    let mut v = Object::open(out);
    string(v.key("way"), win.way.ascii());
    integer(v.key("huxi"), usize::from(win.score));
    integer(v.key("multiplier"), usize::from(win.multiplier));
    v.close();
}

pub fn run_waits(args: &super::args::HandArgs) -> Result<ExitCode, Failure> {
    let checker = args.rules.checker()?;
    let text = args.text();
    let (hand, waits) = evaluate_waits(&checker, &text).map_err(|e| Failure::over(&text, e))?;
    print_answer(
        args.json,
        |out| waits_json(out, &hand, &waits, &mut String::new()),
        || {
            let ready = if waits.is_ready() {
                "ready (听牌)"
            } else {
                "not ready"
            };
            format!("{hand}: {ready}\n{waits}\n")
        },
    )
}
