//! `hupai phz`: the Paohuzi commands (check, win-on, actions, waits, batch).

use crate::common::{
    PAOHUZI_WAITING, hupai, hupai_with_input, json_of, names, paohuzi_json, stderr, stdout,
};
use serde_json::Value;

#[test]
fn paohuzi_check_reports_score_groups_and_counts_in_text_and_json() {
    let hand = "一二三壹贰叁二七十贰柒拾四五六 [跑:九九九九] 捌捌";
    let v = paohuzi_json(&[hand]);
    assert_eq!(v["complete"], true);
    assert_eq!(v["huxi"], 24);
    assert_eq!(v["win"], true);
    assert_eq!(v["reds"], 8);
    assert_eq!(v["bigs"], 8);
    assert_eq!(v["smalls"], 13);
    let groups = v["groups"].as_array().expect("groups");
    let total: u64 = groups.iter().map(|g| g["huxi"].as_u64().unwrap()).sum();
    assert_eq!(total, 24);
    assert!(
        groups
            .iter()
            .any(|g| g["group"] == "[跑:九九九九]" && g["kind"] == "pao" && g["huxi"] == 6)
    );
    assert!(
        groups
            .iter()
            .any(|g| g["kind"] == "pair" && g["ascii"] == "88d")
    );
    // ASCII input is the same hand; the canonical notation is Chinese.
    let ascii = paohuzi_json(&["123x123d270x270d456x", "[pao:9999x]", "88d"]);
    assert_eq!(ascii, v);
    let output = hupai(&["phz", "check", hand]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.contains("win, 24 胡息 (15 needed)"), "{text}");
    assert!(text.contains("[跑:九九九九]=6"), "{text}");
    // A higher win line turns the same hand into a complete non-win; names are listed.
    let v = paohuzi_json(&["--rule", "min_huxi=30", hand]);
    assert_eq!(
        (v["complete"].clone(), v["win"].clone()),
        (true.into(), false.into())
    );
    let v = paohuzi_json(&["四五六四五六"]);
    assert_eq!(names(&v["names"]), ["乌胡"]);
    let v = paohuzi_json(&["一二三四五七"]);
    assert_eq!(v["complete"], false);
    assert_eq!(v["huxi"], Value::Null);
    assert!(v["groups"].as_array().unwrap().is_empty());
}

#[test]
fn paohuzi_check_names_red_black_points_as_points_not_huxi() {
    let hand = "一二三壹贰叁二七十贰柒拾四五六 [跑:九九九九] 捌捌";
    let output = hupai(&["phz", "check", "--rule", "scoring=red_black", hand]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("win, 41 card points (15 needed)"), "{text}");
    assert!(!text.contains("胡息"), "{text}");
    // The JSON field keeps its name under either scoring.
    assert_eq!(
        paohuzi_json(&["--rule", "scoring=red_black", hand])["huxi"],
        41
    );
}

#[test]
fn paohuzi_bad_input_exits_2_naming_the_problem() {
    for (args, needle) in [
        (vec!["phz", "check", "一二三x"], "character 4"),
        (vec!["phz", "check", "[碰:一二三]"], "not a 碰"),
        (
            vec!["phz", "check", "一二三五五"],
            "pair only with a 跑 or 提",
        ),
        (vec!["phz", "check", "一一一一一"], "fifth"),
        (
            vec!["phz", "check", "--rule", "min_hu=3", "一二三"],
            "min_hu",
        ),
        (
            vec!["phz", "check", "--rule", "yiwushi=maybe", "一二三"],
            "maybe",
        ),
    ] {
        let output = hupai(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&output).contains(needle),
            "{args:?}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn paohuzi_batch_keeps_order_and_reports_bad_lines() {
    let lines = [
        "一二三四五六七八九",
        "一二三五五",
        "",
        "壹贰叁 [跑:四四四四] 伍伍",
        "12x",
    ];
    let output = hupai_with_input(&["phz", "batch", "--threads", "2"], lines.join("\n"));
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let text = stdout(&output);
    let objects: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect();
    assert_eq!(objects.len(), lines.len());
    assert_eq!(objects[0], paohuzi_json(&[lines[0]]));
    assert_eq!(objects[3], paohuzi_json(&[lines[3]]));
    assert_eq!(objects[3]["huxi"], 6 + 6);
    for (i, object) in objects.iter().enumerate() {
        let bad = [1, 2, 4].contains(&i);
        assert_eq!(
            object.get("error").is_some(),
            bad,
            "line {}: {object}",
            i + 1
        );
        if bad {
            assert_eq!(object["line"], i + 1);
        }
    }
    let output = hupai_with_input(&["phz", "batch", "--rule", "min_huxi=12"], lines[3].into());
    assert_eq!(output.status.code(), Some(0));
    let v: Value = serde_json::from_str(stdout(&output).trim()).expect("JSON");
    assert_eq!(v["win"], true);
}

#[test]
fn paohuzi_win_on_reports_the_way_score_and_groups() {
    let v = json_of(
        &[
            "phz", "win-on", "--json", "--card", "六", "--from", "discard",
        ],
        &[PAOHUZI_WAITING],
    );
    assert_eq!(
        (v["win"].clone(), v["way"].clone()),
        (true.into(), "hand".into())
    );
    assert_eq!(
        (v["card"].clone(), v["from"].clone()),
        ("六".into(), "discard".into())
    );
    assert_eq!(v["huxi"], 24);
    let total: u64 = v["groups"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["huxi"].as_u64().unwrap())
        .sum();
    assert_eq!(total, 24);
    // ASCII card, another source; a card that does not win.
    let v = json_of(
        &[
            "phz", "win-on", "--json", "--card", "6x", "--from", "own_draw",
        ],
        &[PAOHUZI_WAITING],
    );
    assert_eq!(v["huxi"], 24);
    let v = json_of(
        &[
            "phz", "win-on", "--json", "--card", "七", "--from", "discard",
        ],
        &[PAOHUZI_WAITING],
    );
    assert_eq!(
        (v["win"].clone(), v["way"].clone()),
        (false.into(), Value::Null)
    );
    assert!(v["groups"].as_array().unwrap().is_empty());
    let text = stdout(&hupai(&[
        "phz",
        "win-on",
        PAOHUZI_WAITING,
        "--card",
        "六",
        "--from",
        "discard",
    ]));
    assert!(text.contains("+ 六 (别家打出): 平胡 24"), "{text}");
}

#[test]
fn paohuzi_actions_list_moves_in_priority_order() {
    let v = json_of(
        &[
            "phz",
            "actions",
            "--json",
            "--card",
            "二",
            "--from",
            "discard_next",
        ],
        &["二贰七十三四五"],
    );
    let actions: Vec<&str> = v["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions.last(), Some(&"pass"));
    assert!(actions.contains(&"chi"), "{v}");
    // Every 吃 takes the card, and the 二 held goes down with it: in the same group (二二贰)
    // or in a 比 group of its own.
    for a in v["actions"].as_array().unwrap() {
        if a["action"] == "chi" {
            let groups = names(&a["groups"]);
            assert!(groups.iter().all(|g| g.contains('二')), "{a}");
            let copies: usize = groups.iter().map(|g| g.matches('二').count()).sum();
            assert_eq!(copies, 2, "{a}");
        }
    }
    // Not the next player: no 吃 on a discard.
    let v = json_of(
        &[
            "phz", "actions", "--json", "--card", "二", "--from", "discard",
        ],
        &["二贰七十三四五"],
    );
    assert_eq!(v["actions"].as_array().unwrap().len(), 1, "{v}");
    // A 坎 takes the fourth card from a discard as a 跑, never a 吃.
    let text = stdout(&hupai(&[
        "phz",
        "actions",
        "三三三四五",
        "--card",
        "三",
        "--from",
        "discard_next",
    ]));
    assert!(
        text.contains("跑 三三三三") && !text.contains('吃'),
        "{text}"
    );
}

#[test]
fn paohuzi_waits_by_source_and_batch_modes() {
    let v = json_of(&["phz", "waits", "--json"], &[PAOHUZI_WAITING]);
    assert_eq!(v["ready"], true);
    let cards: Vec<&str> = v["waits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["card"].as_str().unwrap())
        .collect();
    assert_eq!(cards, ["三", "六"]);
    assert_eq!(v["waits"][0]["discard"]["huxi"], 24);
    let lines = [
        format!("{PAOHUZI_WAITING} @ 六 discard"),
        format!("{PAOHUZI_WAITING} @ 六 nowhere"),
        PAOHUZI_WAITING.to_owned(),
    ];
    let output = hupai_with_input(&["phz", "batch", "--mode", "win-on"], lines.join("\n"));
    assert_eq!(output.status.code(), Some(1));
    let objects: Vec<Value> = stdout(&output)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(
        objects[0],
        json_of(
            &[
                "phz", "win-on", "--json", "--card", "六", "--from", "discard"
            ],
            &[PAOHUZI_WAITING]
        )
    );
    assert!(objects[1]["error"].as_str().unwrap().contains("nowhere"));
    assert!(
        objects[2]["error"]
            .as_str()
            .unwrap()
            .contains("HAND @ CARD SOURCE")
    );
    let output = hupai_with_input(&["phz", "batch", "--mode", "waits"], PAOHUZI_WAITING.into());
    assert_eq!(output.status.code(), Some(0));
    let v: Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    assert_eq!(v, json_of(&["phz", "waits", "--json"], &[PAOHUZI_WAITING]));
    let output = hupai_with_input(
        &["phz", "batch", "--mode", "actions"],
        "二贰七十三四五 @ 2x discard_next".into(),
    );
    let v: Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    assert!(v["actions"].as_array().unwrap().len() >= 2, "{v}");
    // A card that is not one card, a source that does not exist.
    for (args, needle) in [
        (
            vec![
                "phz", "win-on", "一二", "--card", "七八", "--from", "discard",
            ],
            "not one card",
        ),
        (
            vec!["phz", "win-on", "一二", "--card", "七", "--from", "air"],
            "air",
        ),
    ] {
        let output = hupai(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stderr(&output).contains(needle), "{}", stderr(&output));
    }
}

#[test]
fn paohuzi_check_says_what_each_wang_stands_for_in_text_and_json() {
    let hand = "一三王 贰柒拾 壹贰叁 玖玖玖 七八九 伍陆柒 五六王";
    let v = paohuzi_json(&["--rule", "wang=2", hand]);
    assert_eq!(
        (v["complete"].clone(), v["huxi"].clone()),
        (true.into(), 21.into())
    );
    let groups = v["groups"].as_array().expect("groups");
    let wang: Vec<&Value> = groups
        .iter()
        .flat_map(|g| g["wang"].as_array().unwrap())
        .collect();
    assert_eq!(wang.len(), 2, "{groups:?}");
    assert!(
        groups
            .iter()
            .any(|g| g["group"] == "一二三" && g["wang"] == serde_json::json!(["二"]))
    );
    assert!(groups.iter().all(|g| g["wang"].is_array()));
    // The same hand in ASCII, 王 as w.
    assert_eq!(
        paohuzi_json(&["--rule", "wang=2", "13xw 270d 123d 999d 789x 567d 56xw"]),
        v
    );
    let text = stdout(&hupai(&["phz", "check", "--rule", "wang=2", hand]));
    assert!(text.contains("一二三(王=二)=3"), "{text}");
    // Without the key, the 王 is refused naming it.
    let output = hupai(&["phz", "check", hand]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("`wang`"), "{}", stderr(&output));
}

#[test]
fn paohuzi_win_on_actions_and_waits_with_wang_give_the_ways_and_multipliers() {
    let hand = "[提:拾拾拾拾] 一二三 二七十 四五六 七八九 肆伍陆 王";
    let win = |card: &str, source: &str| {
        json_of(
            &[
                "phz", "win-on", "--json", "--rule", "wang=4", "--card", card, "--from", source,
            ],
            &[hand],
        )
    };
    let v = win("捌", "own_draw");
    assert_eq!(
        (v["way"].clone(), v["huxi"].clone(), v["multiplier"].clone()),
        ("wang_diao".into(), 18.into(), 4.into())
    );
    let v = win("王", "own_draw");
    assert_eq!(
        (v["card"].clone(), v["way"].clone(), v["multiplier"].clone()),
        ("王".into(), "wang_diao_wang".into(), 8.into())
    );
    // 有王必须自摸, and a 王 is only drawn.
    assert_eq!(win("捌", "discard_next")["win"], false);
    let output = hupai(&[
        "phz", "win-on", "--rule", "wang=4", "--card", "w", "--from", "discard", hand,
    ]);
    assert_eq!(output.status.code(), Some(2));
    // The actions on a drawn 王: 胡, then 过.
    let v = json_of(
        &[
            "phz", "actions", "--json", "--rule", "wang=4", "--card", "王", "--from", "own_draw",
        ],
        &[hand],
    );
    let actions: Vec<&str> = v["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["hu", "pass"]);
    // Waits: 捌 by 王钓 on the own draw only, and a drawn 王 by 王钓王.
    let v = json_of(&["phz", "waits", "--json", "--rule", "wang=4"], &[hand]);
    let ba = v["waits"]
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["card"] == "捌")
        .expect("捌 wins");
    assert_eq!(ba["own_draw"]["way"], "wang_diao");
    assert_eq!(
        (ba["discard"].clone(), ba["other_draw"].clone()),
        (Value::Null, Value::Null)
    );
    assert_eq!(v["wang"]["way"], "wang_diao_wang");
    assert_eq!(v["wang"]["multiplier"], 8);
}

#[test]
fn paohuzi_presets_name_the_games_and_keys_override_them() {
    let hand = "一三王 贰柒拾 壹贰叁 玖玖玖 七八九 伍陆柒 五六王";
    let v = paohuzi_json(&["--preset", "yongzhou", hand]);
    assert_eq!(
        (v["huxi"].clone(), v["win"].clone()),
        (21.into(), true.into())
    );
    // A key beside the preset overrides it: 21 is short of 30.
    let v = paohuzi_json(&["--preset", "liuhuqiang", "--rule", "min_huxi=30", hand]);
    assert_eq!(v["win"], false);
    let output = hupai(&["phz", "check", "--preset", "changsha", hand]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("yongzhou"), "{}", stderr(&output));
    let help = stdout(&hupai(&["phz", "check", "--help"]));
    let readme = include_str!("../../../README.md");
    let doc = include_str!("../../../PAOHUZI.md");
    for preset in hupai::paohuzi::PRESETS {
        assert!(
            help.contains(&format!("{}: ", preset.name)),
            "{}",
            preset.name
        );
        assert!(
            readme.contains(&format!("`{}`", preset.name)),
            "{}",
            preset.name
        );
        assert!(
            doc.contains(&format!("| `{}` |", preset.name)),
            "{}",
            preset.name
        );
    }
}
