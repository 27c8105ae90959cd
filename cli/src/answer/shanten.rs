//! How far a hand is from complete in each form (向听数): the object of `shanten --json`, which
//! `batch --mode shanten` writes for every line.

use crate::json::{Object, optional_integer, string};
use hupai::table::SuitTable;
use hupai::{CheckError, Checker, Hand, Shanten, parse_hand};
use std::fmt::Write as _;

/// Reads a hand and finds its shanten; the error is the reason, position included where there
/// is one.
pub fn evaluate<T: SuitTable>(checker: &Checker<T>, text: &str) -> Result<(Hand, Shanten), String> {
    let hand = parse_hand(text).map_err(|e| e.to_string())?;
    let shanten = checker.shanten(&hand).map_err(error)?;
    Ok((hand, shanten))
}

/// The checker's refusal of a hand, its sizes said as shanten takes them: the checker names
/// the 3n+2 of a complete hand or the 3n+1 of a waiting one, where shanten takes either.
pub(super) fn error(e: CheckError) -> String {
    match e {
        CheckError::WrongSize { concealed, melds }
        | CheckError::WrongWaitSize { concealed, melds } => format!(
            "{concealed} concealed tiles with {melds} melds: shanten takes 3n+1 or 3n+2 \
             concealed tiles, n + melds <= 4"
        ),
        e => e.to_string(),
    }
}

/// `{"hand", "shanten", "forms": {"standard", "seven_pairs", "thirteen_orphans",
/// "knitted_straight", "honors_and_knitted", "seven_pairs_and_triplet"}}`: the least
/// shanten and each form's, a form that is off or out of reach `null`. `scratch` is reused for
/// the hand's notation.
pub fn write_json(out: &mut Vec<u8>, hand: &Hand, shanten: &Shanten, scratch: &mut String) {
    scratch.clear();
    let _ = write!(scratch, "{hand}");
    let mut o = Object::open(out);
    string(o.key("hand"), scratch);
    number(o.key("shanten"), shanten.least());
    let mut forms = Object::open(o.key("forms"));
    number(forms.key("standard"), shanten.standard);
    number(forms.key("seven_pairs"), shanten.seven_pairs);
    number(forms.key("thirteen_orphans"), shanten.thirteen_orphans);
    number(forms.key("knitted_straight"), shanten.knitted_straight);
    number(forms.key("honors_and_knitted"), shanten.honors_and_knitted);
    number(
        forms.key("seven_pairs_and_triplet"),
        shanten.seven_pairs_and_triplet,
    );
    forms.close();
    o.close();
}

/// A shanten, or `null` where there is none.
pub(super) fn number(out: &mut Vec<u8>, shanten: Option<i8>) {
    optional_integer(out, shanten.map(i64::from));
}
