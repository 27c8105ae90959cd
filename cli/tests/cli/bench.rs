//! `hupai bench`: its JSON report, thread throughput, and timing through mapped table files.

use crate::common::{hupai, names, stderr, stdout, table_file};
use serde_json::Value;

#[test]
fn bench_runs_and_reports_json() {
    let output = hupai(&["bench", "--hands", "200", "--json"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let report: Value = serde_json::from_slice(&output.stdout).expect("one JSON document");
    assert_eq!(report["sweeps"], 1);

    let output = hupai(&["bench", "--hands", "0"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(!output.stderr.is_empty());
    for sweeps in ["0", "101"] {
        let output = hupai(&["bench", "--sweeps", sweeps]);
        assert_eq!(output.status.code(), Some(2), "--sweeps {sweeps}");
        assert!(stderr(&output).contains("--sweeps"), "{}", stderr(&output));
    }
}

#[test]
fn bench_threads_reports_hands_per_second_for_one_and_n_threads() {
    let output = hupai(&[
        "bench",
        "--threads",
        "2",
        "--threads-only",
        "--batch",
        "20000",
        "--json",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let v: Value = serde_json::from_str(&stdout(&output)).expect("JSON");
    let t = &v["throughput"];
    assert_eq!(
        (t["batch"].clone(), t["threads"].clone()),
        (20_000.into(), 2.into())
    );
    assert!(t["hands_per_second_1_thread"].as_f64().unwrap() > 0.0);
    assert!(t["hands_per_second_n_threads"].as_f64().unwrap() > 0.0);
    assert!(v.get("classes").is_none());
    // --batch without --threads is a usage error.
    assert_eq!(hupai(&["bench", "--batch", "5"]).status.code(), Some(2));
}

#[test]
fn bench_times_checks_through_mapped_table_files() {
    let mahjong = table_file("mahjong.bin");
    let paohuzi = table_file("paohuzi.bin");
    let output = hupai(&[
        "bench", "--hands", "300", "--tables", &mahjong, "--tables", &paohuzi, "--json",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let v: Value = serde_json::from_str(&stdout(&output)).expect("JSON");
    assert_eq!(names(&v["tables"]), [mahjong.as_str(), paohuzi.as_str()]);
    assert_eq!(
        v["classes"]["complete"]["dense_incremental"]["complete"],
        300
    );
    assert_eq!(v["classes"]["phz_complete"]["phz_table"]["complete"], 300);
    // The bench times the default rules: another rule set's file is refused.
    let eyes = table_file("mahjong-eyes-258.bin");
    let output = hupai(&["bench", "--hands", "10", "--tables", &eyes]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("eyes=258"), "{}", stderr(&output));
}
