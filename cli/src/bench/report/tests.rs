//! A small run's report: every class and method in the JSON and the tables, each table
//! naming its classes and methods, and the ratios printed.

use super::*;
use crate::bench::run::{BenchConfig, run_with_budget};
use serde_json::Value;
use std::time::Duration;

fn small() -> BenchConfig {
    BenchConfig {
        hands: 2_000,
        seed: 7,
        ..BenchConfig::default()
    }
}

#[test]
fn a_small_run_reports_every_class_and_method() {
    let report = run_with_budget(&small(), Duration::ZERO).unwrap();
    let json = report.to_json();
    assert_eq!(json["hands"], 2_000);
    assert_eq!(json["seed"], 7);
    assert_eq!(json["sweeps"], 1);
    completeness_classes_are_reported(&json);
    waits_classes_are_reported(&report, &json);
    let text = report.to_text();
    let [
        checks,
        waits,
        decompositions,
        shanten,
        efficiency,
        paohuzi,
        paohuzi_waits,
    ] = seven_tables(&text);
    shanten_classes_are_reported(&json, shanten, efficiency, &text);
    paohuzi_waits_are_reported(&json, paohuzi_waits, &text);
    decompositions_are_reported(&json, decompositions, &text);
    paohuzi_classes_are_reported(&json, paohuzi, &text);
    tables_name_their_classes_and_methods(checks, waits, &text);
}

/// Every completeness class has every method that ran on it, all agreeing on the count;
/// the classes of other rule sets those that read their rules, and their time beside the
/// `random` class's.
fn completeness_classes_are_reported(json: &Value) {
    for class in Class::ALL.into_iter().chain(Class::RULE_SETS) {
        let methods = &json["classes"][class.name()];
        assert!(methods.is_object(), "{}", class.name());
        let own = class.rules().is_none();
        let expected: Vec<&str> = METHODS
            .into_iter()
            .filter(|&m| cfg!(feature = "compact") || m != "compact")
            .filter(|&m| class.jokers() == 0 || m != "backtrack_list")
            .filter(|&m| own || !["compact", "backtrack_list", KNITTED_ON].contains(&m))
            .collect();
        let beside_random = &json["ratios"]["dense_incremental_vs_random"][class.name()];
        assert_eq!(beside_random.is_number(), !own, "{}", class.name());
        assert_eq!(methods.as_object().unwrap().len(), expected.len());
        let complete = methods["dense_incremental"]["complete"].as_u64().unwrap();
        for m in expected {
            let entry = &methods[m];
            assert!(entry["ns_per_hand"].as_f64().unwrap() > 0.0, "{m}");
            // Standard wins alone: as many as the others count, or fewer.
            let counted = entry["complete"].as_u64().unwrap();
            if m == STANDARD_ONLY {
                assert!(counted <= complete, "{m}");
            } else if m == KNITTED_ON {
                assert!(counted >= complete, "{m}");
            } else {
                assert_eq!(counted, complete, "{m}");
            }
            assert!(entry["speedup_vs_backtrack_counts"].is_number(), "{m}");
        }
        for (slow, fast) in RATIOS {
            let name = format!("{slow}_vs_{fast}");
            let Some(x) = json["ratios"][&name][class.name()].as_f64() else {
                assert!(methods[slow].is_null() || methods[fast].is_null(), "{name}");
                continue;
            };
            let want = methods[slow]["ns_per_hand"].as_f64().unwrap()
                / methods[fast]["ns_per_hand"].as_f64().unwrap();
            assert!((x - want).abs() < 0.02 * want + 0.01, "{name}: {x} {want}");
        }
    }
    assert_eq!(
        json["classes"]["complete"]["backtrack_counts"]["complete"],
        2_000
    );
}

/// Every waits class has the three waits methods, agreeing on the hands with a wait.
fn waits_classes_are_reported(report: &BenchReport, json: &Value) {
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
}

/// The text's seven tables, each a heading line and a header row over its classes, the
/// first followed by its ratio lines.
fn seven_tables(text: &str) -> [&str; 7] {
    assert_eq!(
        text.lines().count(),
        2 + Class::ALL.len()
            + Class::RULE_SETS.len()
            + RATIOS.len()
            + 1
            + 3
            + Class::WAITS.len()
            + 3
            + 1
            + 3
            + Class::SHANTEN.len()
            + 1
            + 3
            + Class::EFFICIENCY.len()
            + 1
            + 3
            + Class::PAOHUZI.len()
            + 3
            + 1,
        "{text}"
    );
    let tables: Vec<&str> = text.split("\n\n").collect();
    let [
        checks,
        waits,
        decompositions,
        shanten,
        efficiency,
        paohuzi,
        paohuzi_waits,
    ] = tables[..]
    else {
        panic!("seven tables: {text}");
    };
    [
        checks,
        waits,
        decompositions,
        shanten,
        efficiency,
        paohuzi,
        paohuzi_waits,
    ]
}

fn shanten_classes_are_reported(json: &Value, shanten: &str, efficiency: &str, text: &str) {
    for class in Class::SHANTEN {
        assert!(shanten.contains(class.name()), "{text}");
        let methods = &json["classes"][class.name()];
        let tenpai = methods["shanten"]["tenpai"].as_u64().unwrap();
        // Two jokers bring some random hands to a wait.
        assert!(
            tenpai > 0 || class == Class::ShantenRandom,
            "{}",
            class.name()
        );
        for method in ["shanten_counts", "shanten_backtrack"] {
            if method == "shanten_counts" && class == Class::ShantenMelds {
                assert!(methods[method].is_null(), "{}", class.name());
                continue;
            }
            assert_eq!(methods[method]["tenpai"].as_u64(), Some(tenpai), "{method}");
        }
        assert!(methods["shanten"]["speedup_vs_shanten_backtrack"].is_number());
        let ratio = &json["ratios"]["shanten_counts_vs_shanten"][class.name()];
        let counts = class.melds(0) == 0;
        assert_eq!(
            ratio.as_f64().is_some_and(|r| r > 0.0),
            counts,
            "{}",
            class.name()
        );
    }
    assert!(text.contains("ratio shanten_counts/shanten: "), "{text}");
    assert!(efficiency.contains("shanten_34"), "{text}");
    for class in Class::EFFICIENCY {
        assert!(efficiency.contains(class.name()), "{text}");
        let e = &json["classes"][class.name()];
        assert!(e["effective_tiles"]["effective"].as_u64().unwrap() > 500);
        assert!(e["effective_tiles"]["speedup_vs_shanten_34"].is_number());
    }
    for (class, concealed) in Class::BESIDE_CONCEALED {
        let ratio = &json["ratios"]["beside_concealed"][class.name()];
        assert!(ratio.as_f64().is_some_and(|r| r > 0.0), "{}", class.name());
        let line = format!("{}/{} ", class.name(), concealed.name());
        assert!(text.contains(&line), "{text}");
    }
}

fn paohuzi_waits_are_reported(json: &Value, paohuzi_waits: &str, text: &str) {
    assert!(paohuzi_waits.contains("phz_checks_20"), "{text}");
    let w = &json["classes"]["phz_waits"];
    assert!(w["phz_waits"]["ready"].as_u64().unwrap() > 200, "{w}");
    assert!(w["phz_waits"]["speedup_vs_phz_win_on_20"].is_number());
    assert!(w["phz_waits"]["speedup_vs_phz_checks_20"].is_number());
}

fn decompositions_are_reported(json: &Value, decompositions: &str, text: &str) {
    assert!(
        decompositions.contains("decompositions_backtrack"),
        "{text}"
    );
    let d = &json["classes"]["decompositions"];
    assert!(d["decompositions"]["splits"].as_u64().unwrap() >= 2_000);
    for method in ["decompositions_iter", "decompositions_backtrack"] {
        assert_eq!(
            d["decompositions"]["splits"], d[method]["splits"],
            "{method}"
        );
    }
    assert!(d["decompositions"]["speedup_vs_decompositions_backtrack"].is_number());
    assert!(decompositions.contains("decompositions_iter"), "{text}");
}

fn paohuzi_classes_are_reported(json: &Value, paohuzi: &str, text: &str) {
    for class in Class::PAOHUZI {
        assert!(paohuzi.contains(class.name()), "{text}");
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
}

/// The completeness and waits tables each name their own classes and methods, and the
/// heading names the hands and the seed.
fn tables_name_their_classes_and_methods(checks: &str, waits: &str, text: &str) {
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
    // The completeness table's ratios; the shanten table's is tested with its classes.
    for (slow, fast) in RATIOS.iter().filter(|(slow, _)| *slow != "shanten_counts") {
        assert!(
            checks.contains(&format!("ratio {slow}/{fast}: random ")),
            "{text}"
        );
    }
    assert!(
        text.contains("2000 hands") && text.contains("seed 7"),
        "{text}"
    );
}
