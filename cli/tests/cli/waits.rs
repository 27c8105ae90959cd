//! `hupai waits`: each kind with its forms and dead flag, and the sizes it refuses.

use crate::common::{hupai, stderr, stdout};
use serde_json::Value;

#[test]
fn waits_lists_each_kind_with_forms_and_dead_flags() {
    let out = hupai(&["waits", "--json", "1112345678999m"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v: Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(v["hand"], "1112345678999m");
    assert_eq!(v["waiting"], true);
    let tiles: Vec<&str> = v["waits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["tile"].as_str().unwrap())
        .collect();
    assert_eq!(
        tiles,
        ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"]
    );
    assert_eq!(v["waits"][0]["forms"][0], "standard");
    assert_eq!(v["waits"][0]["dead"], false);

    let out = hupai(&["waits", "--json", "1111m234p567p789s"]);
    let v: Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(v["waits"][0]["tile"], "1m");
    assert_eq!(v["waits"][0]["dead"], true);

    let out = hupai(&["waits", "19m19p19s1234567z"]);
    assert!(
        stdout(&out).contains("waiting on 13 kinds"),
        "{}",
        stdout(&out)
    );
    let out = hupai(&[
        "waits",
        "--rule",
        "honor_sequences=true",
        "12z456m789m11p234s",
    ]);
    assert!(stdout(&out).contains("3z standard"), "{}", stdout(&out));
}

#[test]
fn waits_refuses_a_hand_of_the_wrong_size() {
    let out = hupai(&["waits", "123m456p789s11z"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("3n+1"), "{}", stderr(&out));
}
