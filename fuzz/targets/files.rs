//! The file and text readers' targets: the table file reader on files made from the bytes,
//! and the mpsz and Paohuzi parsers on the bytes as text.

use super::layout::{self, HEADER_LEN, field};
use hupai::paohuzi;
use hupai::table::{RuleSet, TableFile, Tables};
use hupai::{Checker, Hand, Rules, parse_hand};
use std::sync::OnceLock;

/// Real files that mutations start from: the default Paohuzi file, and the default mahjong
/// file's header (its body is zeros of the right length, to keep each run cheap).
fn templates() -> &'static (Vec<u8>, Vec<u8>) {
    static TEMPLATES: OnceLock<(Vec<u8>, Vec<u8>)> = OnceLock::new();
    TEMPLATES.get_or_init(|| {
        let paohuzi = RuleSet::of_paohuzi_rules(&paohuzi::Rules::default()).encode();
        let mut mahjong = RuleSet::of_rules(&Rules::default()).encode();
        mahjong[HEADER_LEN..].fill(0);
        (paohuzi, mahjong)
    })
}

/// Hands every opened mahjong table is asked about.
const HANDS: [&str; 6] = [
    "1112345678999m5m",
    "13m456p789s11z*[777z]",
    "1111m*",
    "123m456p789s1122z",
    "19m19p19s1234567z1m",
    "2468m**[123p]",
];

/// The table file reader. The first byte chooses how the rest becomes a file:
/// bit 0 clear, the rest is the file as it is; bit 0 set, the rest is XORed over a real
/// file's first bytes (bit 1: the mahjong file, else the Paohuzi file), so that mutations get
/// past the magic; bit 2, the header checksum is then made consistent, so that the checks
/// behind it are reached; bit 3, the file is cut at a length taken from the last bytes.
pub fn table_loader(data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else {
        let _ = TableFile::from_bytes(data);
        return;
    };
    let mut bytes = if mode & 1 == 0 {
        rest.to_vec()
    } else {
        let (paohuzi, mahjong) = templates();
        let mut bytes = if mode & 2 == 0 { paohuzi } else { mahjong }.clone();
        for (b, x) in bytes.iter_mut().zip(rest) {
            *b ^= x;
        }
        bytes
    };
    if mode & 4 != 0 && bytes.len() >= HEADER_LEN {
        let sum = layout::header_checksum(&bytes[..HEADER_LEN]);
        let at = field::HEADER_CHECKSUM;
        bytes[at..at + 8].copy_from_slice(&sum.to_le_bytes());
    }
    if mode & 8 != 0 && !bytes.is_empty() {
        let tail = rest
            .iter()
            .rev()
            .take(3)
            .fold(0usize, |n, &b| n << 8 | usize::from(b));
        bytes.truncate(tail % bytes.len());
    }
    let Ok(file) = TableFile::from_bytes(&bytes) else {
        return;
    };
    let _ = file.verify();
    let _ = file.sections().count();
    match file.rules() {
        RuleSet::Mahjong(variant) => {
            let Ok(tables) = Tables::from_bytes(bytes.clone()) else {
                panic!("bytes read as a file refused as tables");
            };
            let rules = Rules {
                joker_fifth_copy: variant.joker_fifth_copy,
                eyes_258: variant.eyes_258,
                honor_sequences: variant.honor_sequences,
                suits_only: variant.suits_only,
                ..Rules::default()
            };
            let checker = Checker::with_file(rules, &tables).expect("the file's own variant");
            for text in HANDS {
                let hand: Hand = text.parse().expect("a valid hand");
                let _ = checker.is_complete(&hand);
                let _ = checker.forms(&hand);
                let _ = checker.decompose(&hand);
            }
        }
        RuleSet::Paohuzi { scoring, yiwushi } => {
            let rules = paohuzi::Rules {
                scoring,
                yiwushi,
                ..paohuzi::Rules::default()
            };
            let tables =
                paohuzi::CaseTables::from_file(&file, &rules).expect("the file's own rules");
            for key in [0, 1, 4_000, 59_048] {
                let _ = tables.small.by_key(key, false);
                let _ = tables.big.by_key(key, true);
            }
        }
    }
}

/// The mpsz parser and the Paohuzi parser: whatever parses is checked, and prints as text
/// that parses back to the same hand.
pub fn notation(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(hand) = parse_hand(text) {
        let checker = Checker::new(Rules::default());
        let _ = checker.is_complete(&hand);
        let _ = checker.forms(&hand);
        let _ = checker.decompose(&hand);
        let _ = checker.waits(&hand);
        let printed = hand.to_string();
        let again: Hand = printed
            .parse()
            .unwrap_or_else(|e| panic!("{text:?} printed as {printed:?}, which fails: {e}"));
        assert_eq!(again, hand, "{text:?} printed as {printed:?}");
    }
    if let Ok(hand) = paohuzi::parse_hand(text) {
        let _ = paohuzi::Checker::new(paohuzi::Rules::default()).check(&hand);
        let printed = hand.to_string();
        let again: paohuzi::Hand = printed
            .parse()
            .unwrap_or_else(|e| panic!("{text:?} printed as {printed:?}, which fails: {e}"));
        assert_eq!(again, hand, "{text:?} printed as {printed:?}");
    }
}
