//! `hupai efficiency`: draws with their unseen copies, discards ranked, `--visible`, and agreement
//! with the shanten of every draw and discard.

use crate::common::{
    counts_text, hupai, hupai_with_input, json_lines, json_of, refused, stderr, stdout,
};
use crate::rng::Rng;
use serde_json::Value;

/// The mpsz name of a kind index: 0 is 1m, 33 is 7z.
fn kind_name(k: usize) -> String {
    format!("{}{}", k % 9 + 1, ["m", "p", "s", "z"][k / 9])
}

/// One JSON object per hand from `batch` with these arguments, every line answered.
fn batch_answers(args: &[&str], hands: &[String]) -> Vec<Value> {
    let input: String = hands.iter().map(|h| format!("{h}\n")).collect();
    let output = hupai_with_input(args, input);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{args:?}: {}",
        stderr(&output)
    );
    let lines = json_lines(&output);
    assert_eq!(lines.len(), hands.len());
    lines
}

#[test]
fn efficiency_of_a_3n_plus_1_hand_lists_its_draws_with_unseen_copies() {
    let output = hupai(&["efficiency", "--json", "1112345678999m"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let tiles: Vec<String> = (1..=9)
        .map(|r| {
            let remaining = if r == 1 || r == 9 { 1 } else { 3 };
            format!(r#"{{"tile":"{r}m","remaining":{remaining}}}"#)
        })
        .collect();
    let expected = format!(
        r#"{{"hand":"1112345678999m","shanten":0,"tiles":[{}],"total":23}}"#,
        tiles.join(",")
    );
    assert_eq!(stdout(&output), expected + "\n");

    // Visible copies are not left to draw: the last 9m seen, two 2m.
    let v = json_of(
        &["efficiency", "--json", "--visible", "2m 9m2m"],
        &["1112345678999m"],
    );
    assert_eq!(v["total"], 20);
    assert_eq!(
        v["tiles"][1],
        serde_json::json!({"tile": "2m", "remaining": 1})
    );
    assert_eq!(
        v["tiles"][8],
        serde_json::json!({"tile": "9m", "remaining": 0})
    );

    let output = hupai(&["efficiency", "1112345678999m", "--visible", "9m"]);
    assert_eq!(
        stdout(&output),
        "1112345678999m: shanten 0 (waiting), 22 tiles: 1m(1) 2m(3) 3m(3) 4m(3) 5m(3) 6m(3) 7m(3) 8m(3) 9m(0)\n"
    );
}

/// Each discard of an `efficiency --json` answer: its tile, shanten and total, in order.
fn ranking(v: &Value) -> Vec<(&str, i64, u64)> {
    (v["discards"].as_array().unwrap().iter())
        .map(|d| {
            let tile = d["tile"].as_str().unwrap();
            (
                tile,
                d["shanten"].as_i64().unwrap(),
                d["total"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn efficiency_of_a_3n_plus_2_hand_ranks_every_discard() {
    let v = json_of(&["efficiency", "--json"], &["1112345678999m5z"]);
    assert_eq!(v["shanten"], 0);
    let discards = v["discards"].as_array().unwrap();
    assert_eq!(discards.len(), 10);
    let waits = json_of(&["efficiency", "--json"], &["1112345678999m"]);
    assert_eq!(
        discards[0],
        serde_json::json!({"tile": "5z", "shanten": 0, "tiles": waits["tiles"], "total": 23})
    );
    // The lowest shanten first, then the most tiles, then tile order.
    assert_eq!(
        ranking(&v),
        [
            ("5z", 0, 23),
            ("2m", 0, 3),
            ("5m", 0, 3),
            ("8m", 0, 3),
            ("1m", 1, 27),
            ("3m", 1, 27),
            ("4m", 1, 27),
            ("6m", 1, 27),
            ("7m", 1, 27),
            ("9m", 1, 27),
        ],
        "{v}"
    );

    let v = json_of(&["efficiency", "--json"], &["123m456p79s123456z"]);
    assert_eq!(v["shanten"], 3);
    assert_eq!(
        ranking(&v),
        [
            ("1z", 3, 19),
            ("2z", 3, 19),
            ("3z", 3, 19),
            ("4z", 3, 19),
            ("5z", 3, 19),
            ("6z", 3, 19),
            ("9s", 4, 37),
            ("1m", 4, 30),
            ("4p", 4, 30),
            ("6p", 4, 30),
            ("7s", 4, 29),
            ("2m", 4, 26),
            ("3m", 4, 26),
            ("5p", 4, 26),
        ],
        "{v}"
    );

    let output = hupai(&["efficiency", "1112345678999m5z"]);
    let text = stdout(&output);
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("1112345678999m5z: shanten 0 (waiting)"));
    assert_eq!(
        lines.next(),
        Some(
            "  discard 5z: shanten 0 (waiting), 23 tiles: 1m(1) 2m(3) 3m(3) 4m(3) 5m(3) 6m(3) 7m(3) 8m(3) 9m(1)"
        )
    );
    assert_eq!(lines.count(), 9);

    // A complete hand is -1; jokers are never discarded.
    let v = json_of(&["efficiency", "--json"], &["11m"]);
    assert_eq!(
        v,
        serde_json::json!({"hand": "11m", "shanten": -1, "discards": [
            {"tile": "1m", "shanten": 0, "tiles": [{"tile": "1m", "remaining": 3}], "total": 3}
        ]})
    );
    let v = json_of(&["efficiency", "--json"], &["**"]);
    assert_eq!(v["discards"], serde_json::json!([]));
    refused(&["efficiency", "123m456p789s"], "", "3n+1 or 3n+2");
}

#[test]
fn visible_tiles_that_cannot_be_read_are_refused_by_name() {
    for (visible, says) in [
        ("1m1x", "at character 4: unexpected character `x`"),
        ("11111m", "at character 5: a fifth 1m"),
        ("8z", "there is no 8z"),
        ("0z", "there is no 0z"),
        ("*", "a joker is no kind of tile"),
        ("12", "at character 1: digits without a suit letter"),
        ("1 2m", "at character 1: digits without a suit letter"),
        ("m", "a suit letter with no digits before it"),
        ("[123m]", "unexpected character `[`"),
    ] {
        let args = ["efficiency", "--visible", visible, "1112345678999m"];
        let err = refused(&args, "", says);
        assert!(
            err.starts_with(&format!("hupai: --visible {visible}: ")),
            "{err}"
        );
        let args = ["batch", "--mode", "efficiency", "--visible", visible];
        refused(&args, "1m\n", says);
    }
    // Red fives are fives, whitespace separates, and nothing at all is nothing seen.
    let seen = json_of(
        &["efficiency", "--json", "--visible", " 05m 5z\t"],
        &["1112345678999m"],
    );
    assert_eq!(seen["tiles"][4]["remaining"], 1);
    assert_eq!(
        json_of(
            &["efficiency", "--json", "--visible", ""],
            &["1112345678999m"]
        ),
        json_of(&["efficiency", "--json"], &["1112345678999m"])
    );
    // More copies seen and held than there are is refused, naming the kind.
    refused(
        &["efficiency", "--visible", "99m", "1112345678999m"],
        "",
        "1112345678999m: 2 visible 9m and 3 in the hand make more than the four there are",
    );
    let args = ["efficiency", "--visible", "55p", "1112345678m[555p]"];
    refused(&args, "", "2 visible 5p and 3");
    // --visible counts draws: other batch modes refuse it.
    refused(&["batch", "--visible", "1m"], "11m\n", "--mode efficiency");
}

/// Seeded hands of 13 and 14 tiles, no kind above four, some with a joker: half drawn from a
/// wall, half built complete and then disturbed, so that every shanten from -1 up is among them.
fn shanten_hands(n: usize, rng: &mut Rng) -> Vec<([u8; 34], usize)> {
    let mut hands = Vec::new();
    while hands.len() < n {
        let size = 13 + hands.len() % 2;
        let jokers = usize::from(rng.below(5) == 0);
        let mut counts = [0u8; 34];
        if rng.below(2) == 0 {
            for _ in jokers..size {
                counts[rng.below(34)] += 1;
            }
        } else {
            counts[rng.below(34)] += 2;
            for _ in 0..4 {
                let k = rng.below(34);
                if k < 27 && k % 9 < 7 && rng.below(2) == 0 {
                    for d in 0..3 {
                        counts[k + d] += 1;
                    }
                } else {
                    counts[k] += 3;
                }
            }
            // Down to the size, then a few tiles moved elsewhere.
            let mut held: Vec<usize> = (0..34)
                .flat_map(|k| std::iter::repeat_n(k, usize::from(counts[k])))
                .collect();
            while held.len() > size - jokers {
                let k = held.swap_remove(rng.below(held.len()));
                counts[k] -= 1;
            }
            for _ in 0..rng.below(4) {
                let i = rng.below(held.len());
                counts[held[i]] -= 1;
                held[i] = rng.below(34);
                counts[held[i]] += 1;
            }
        }
        if counts.iter().all(|&c| c <= 4) {
            hands.push((counts, jokers));
        }
    }
    hands
}

/// A shanten as an order: none is the highest.
fn rank(shanten: &Value) -> i64 {
    shanten.as_i64().unwrap_or(i64::MAX)
}

#[test]
fn efficiency_agrees_with_the_shanten_of_every_draw_and_discard() {
    let hands = shanten_hands(600, &mut Rng(0x2545_F491_4F6C_DD1D));
    let texts: Vec<String> = hands.iter().map(|(c, j)| counts_text(c, *j)).collect();
    for rules in [
        &[][..],
        &["--rule", "joker=7z"],
        &["--rule", "seven_pairs=false"],
    ] {
        let with = |mode: &'static str| [&["batch", "--mode", mode][..], rules].concat();
        let efficiency = batch_answers(&with("efficiency"), &texts);
        let shanten = batch_answers(&with("shanten"), &texts);
        // Each hand with each kind drawn (13 tiles) or discarded (14): the kinds and where
        // their lines are, hand by hand.
        let mut next_hands = Vec::new();
        let mut spans = Vec::new();
        let mut left_by_discards = Vec::new();
        for (counts, jokers) in &hands {
            let draw = counts.iter().sum::<u8>() as usize + jokers == 13;
            let start = next_hands.len();
            let mut kinds = Vec::new();
            for k in 0..34 {
                let mut c = *counts;
                match draw {
                    true if c[k] < 4 => c[k] += 1,
                    false if c[k] > 0 => c[k] -= 1,
                    _ => continue,
                }
                if !draw {
                    left_by_discards.push(next_hands.len());
                }
                next_hands.push(counts_text(&c, *jokers));
                kinds.push(k);
            }
            spans.push((start, kinds));
        }
        let next_shanten = batch_answers(&with("shanten"), &next_hands);
        let left: Vec<String> = (left_by_discards.iter())
            .map(|&j| next_hands[j].clone())
            .collect();
        let mut next_efficiency = vec![Value::Null; next_hands.len()];
        for (j, answer) in left_by_discards
            .into_iter()
            .zip(batch_answers(&with("efficiency"), &left))
        {
            next_efficiency[j] = answer;
        }
        let joker_kind = rules.contains(&"joker=7z");
        let mut low = 0;
        for (i, ((counts, _), (start, kinds))) in hands.iter().zip(&spans).enumerate() {
            let e = &efficiency[i];
            assert_eq!(e["shanten"], shanten[i]["shanten"], "{}", texts[i]);
            low += usize::from(rank(&e["shanten"]) <= 0);
            let after = kinds.iter().zip(*start..);
            if let Some(tiles) = e["tiles"].as_array() {
                // The effective kinds are exactly the draws that lower the shanten.
                let lower: Vec<Value> = after
                    .filter(|&(_, j)| rank(&next_shanten[j]["shanten"]) < rank(&e["shanten"]))
                    .map(|(&k, _)| {
                        serde_json::json!({"tile": kind_name(k), "remaining": 4 - counts[k]})
                    })
                    .collect();
                assert_eq!(tiles, &lower, "{}", texts[i]);
                let total: u64 = tiles.iter().map(|t| t["remaining"].as_u64().unwrap()).sum();
                assert_eq!(e["total"], total, "{}", texts[i]);
            } else {
                // Each discard is the hand it leaves, ranked; the joker kind is never one.
                let mut discards: Vec<Value> = after
                    .filter(|&(&k, _)| !(joker_kind && k == 33))
                    .map(|(&k, j)| {
                        let left = &next_efficiency[j];
                        assert_eq!(left["shanten"], next_shanten[j]["shanten"]);
                        serde_json::json!({
                            "tile": kind_name(k),
                            "shanten": left["shanten"],
                            "tiles": left["tiles"],
                            "total": left["total"],
                        })
                    })
                    .collect();
                discards.sort_by_key(|d| (rank(&d["shanten"]), -d["total"].as_i64().unwrap()));
                assert_eq!(e["discards"].as_array(), Some(&discards), "{}", texts[i]);
            }
        }
        assert!(low > 60, "{low} hands at shanten 0 or -1");
    }
}
