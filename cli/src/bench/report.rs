//! The report of a run: one JSON document for programs, aligned tables for people.
//!
//! Both forms are part of `hupai bench`'s interface (`BENCHMARKS.md` quotes the tables, scripts read
//! the JSON fields), so they are written here alone, from a finished [`BenchReport`], and
//! nothing else decides their layout.

use super::class::Class;
use super::run::{BenchReport, KNITTED_ON, METHODS, STANDARD_ONLY};
use super::timing::{ClassResult, MethodResult};
use super::waits::WAIT_METHODS;
use super::{decompositions, paohuzi, shanten};

/// `x` rounded to `places` decimal places.
pub(super) fn round(x: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (x * scale).round() / scale
}

/// The JSON field a class counts its hands under: complete hands, or those with a wait, or
/// decompositions.
fn count_field(class: Class) -> &'static str {
    if class.is_waits() {
        "waiting"
    } else if class == Class::PaohuziWaits {
        "ready"
    } else if class == Class::Decompositions {
        "splits"
    } else if Class::SHANTEN.contains(&class) {
        "tenpai"
    } else if Class::EFFICIENCY.contains(&class) {
        "effective"
    } else {
        "complete"
    }
}

/// One method's JSON entry: its ns per hand, its count, and its speedup over each of the
/// methods the class measures speedups over that ran.
fn method_json(class: &ClassResult, m: &MethodResult) -> serde_json::Value {
    let mut entry = serde_json::Map::new();
    entry.insert("ns_per_hand".into(), round(m.ns_per_hand, 2).into());
    entry.insert(count_field(class.class).into(), m.complete.into());
    for over in class.class.speedups_over() {
        if let Some(b) = class.method(over) {
            entry.insert(
                format!("speedup_vs_{over}"),
                round(b.ns_per_hand / m.ns_per_hand, 2).into(),
            );
        }
    }
    entry.into()
}

/// One table of the text report: the line above it, its classes, and its columns.
struct Section<'a> {
    heading: String,
    classes: Vec<&'a ClassResult>,
    methods: &'static [&'static str],
    count: &'static str,
    speedups: &'static [&'static str],
}

impl BenchReport {
    /// `{"hands", "seed", "sweeps", "classes": {class: {method: {"ns_per_hand", "complete",
    /// "speedup_vs_backtrack_list"?, "speedup_vs_backtrack_counts"}}}}`; a speedup is the
    /// ns of the method it is over, over the method.s, present where that method ran. A waits class has
    /// `"waiting"` (hands with a wait that can be drawn) instead of `"complete"`, and speedups
    /// `"speedup_vs_waits_34_dense"` and `"speedup_vs_waits_34_backtrack"`; the
    /// `decompositions` class has `"splits"` (decompositions over all hands; the field keeps its first name) and
    /// `"speedup_vs_decompositions_backtrack"`, the Paohuzi classes `"speedup_vs_phz_backtrack"`,
    /// and `phz_waits` `"ready"` (hands waiting on some card) with `"speedup_vs_phz_win_on_20"`
    /// and `"speedup_vs_phz_checks_20"`. The shanten classes count `"tenpai"` (hands at shanten
    /// 0 or -1) with `"speedup_vs_shanten_backtrack"`; `efficiency` counts `"effective"` (kinds
    /// that lower the shanten, over all hands) with `"speedup_vs_shanten_34"`.
    pub fn to_json(&self) -> serde_json::Value {
        let mut classes = serde_json::Map::new();
        for class in &self.classes {
            let methods: serde_json::Map<_, _> = (class.methods.iter())
                .map(|m| (m.method.into(), method_json(class, m)))
                .collect();
            classes.insert(class.class.name().into(), methods.into());
        }
        let mut ratios = serde_json::Map::new();
        for (slow, fast) in RATIOS {
            let by_class: serde_json::Map<_, _> = (self.classes.iter())
                .filter_map(|c| {
                    Some((
                        c.class.name().into(),
                        round(ratio(c, slow, fast)?, 2).into(),
                    ))
                })
                .collect();
            ratios.insert(format!("{slow}_vs_{fast}"), by_class.into());
        }
        let beside_random: serde_json::Map<_, _> = (self.classes.iter())
            .filter_map(|c| Some((c.class.name().into(), round(to_random(self, c)?, 2).into())))
            .collect();
        ratios.insert("dense_incremental_vs_random".into(), beside_random.into());
        let beside_concealed: serde_json::Map<_, _> = (Class::BESIDE_CONCEALED.iter())
            .filter_map(|&(class, concealed)| {
                Some((
                    class.name().into(),
                    round(self.beside(class, concealed)?, 2).into(),
                ))
            })
            .collect();
        ratios.insert("beside_concealed".into(), beside_concealed.into());
        serde_json::json!({
            "hands": self.config.hands,
            "seed": self.config.seed,
            "sweeps": self.config.sweeps,
            "classes": classes,
            "ratios": ratios,
        })
    }

    /// A class's fast method's ns per hand over the concealed class's it is set beside
    /// ([`Class::BESIDE_CONCEALED`]), where both ran.
    fn beside(&self, class: Class, concealed: Class) -> Option<f64> {
        let find = |c: Class| self.classes.iter().find(|r| r.class == c);
        let method = class.fast_method();
        ratio_of(find(class)?, method, find(concealed)?, method)
    }

    /// Aligned tables: one row per class, ns per hand for each method, then how many times
    /// faster `dense_incremental` is than each backtracking search (`-` where a method did not
    /// run); then the same for the waits classes, `waits` against the 34-try methods.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for (i, section) in self.sections().into_iter().enumerate() {
            // The completeness table is always printed; the others only when they have classes.
            if i == 0 || !section.classes.is_empty() {
                out.push_str(&section.heading);
                out.push_str(&table(
                    &section.classes,
                    section.methods,
                    section.count,
                    section.speedups,
                ));
            }
            out.push_str(&ratio_lines(&section.classes));
            let beside: Vec<String> = (Class::BESIDE_CONCEALED.iter())
                .filter(|(class, _)| section.classes.iter().any(|c| c.class == *class))
                .filter_map(|&(class, concealed)| {
                    let ratio = self.beside(class, concealed)?;
                    Some(format!("{}/{} {ratio:.2}", class.name(), concealed.name()))
                })
                .collect();
            if !beside.is_empty() {
                out.push_str(&format!("ratio beside concealed: {}\n", beside.join(", ")));
            }
            if i == 0 {
                let beside_random: Vec<String> = (section.classes.iter())
                    .filter_map(|c| Some(format!("{} {:.2}", c.class.name(), to_random(self, c)?)))
                    .collect();
                if !beside_random.is_empty() {
                    out.push_str(&format!(
                        "ratio dense_incremental/random's: {}\n",
                        beside_random.join(", ")
                    ));
                }
            }
        }
        out
    }

    /// The text report's tables, in the order printed: completeness, waits, decompositions,
    /// shanten, effective tiles, Paohuzi, Paohuzi waits.
    fn sections(&self) -> [Section<'_>; 7] {
        let [
            checks,
            waits,
            decompositions,
            shanten,
            efficiency,
            paohuzi,
            paohuzi_waits,
        ] = self.by_table();
        [
            Section {
                heading: format!(
                    "{} hands per class, seed {}, {} sweep{}; ns per hand (fastest timed pass); \
                     x_vs_*: backtracking ns / dense_incremental ns\n",
                    self.config.hands,
                    self.config.seed,
                    self.config.sweeps,
                    if self.config.sweeps == 1 { "" } else { "s" }
                ),
                classes: checks,
                methods: &METHODS,
                count: "complete",
                speedups: &["x_vs_list", "x_vs_counts"],
            },
            Section {
                heading: "\nwaits of 13-tile hands; ns per hand (fastest timed pass); \
                          x_vs_*: 34-try ns / waits ns\n"
                    .into(),
                classes: waits,
                methods: &WAIT_METHODS,
                count: "waiting",
                speedups: &["x_vs_34_dense", "x_vs_34_backtrack"],
            },
            Section {
                heading: "\nevery split of complete hands, read out; ns per hand (fastest timed \
                          pass); x_vs_backtrack: backtracking ns / table ns\n"
                    .into(),
                classes: decompositions,
                methods: &decompositions::METHODS,
                count: "splits",
                speedups: &["x_vs_backtrack"],
            },
            Section {
                heading: format!(
                    "\nshanten of 14-tile hands, every form (at most {} per class); ns per hand \
                     (fastest timed pass); x_vs_backtrack: shanten_backtrack ns / shanten ns\n",
                    shanten::MAX_HANDS
                ),
                classes: shanten,
                methods: &shanten::METHODS,
                count: "tenpai",
                speedups: &["x_vs_backtrack"],
            },
            Section {
                heading: "\neffective tiles of 13-tile hands; ns per hand (fastest timed pass); \
                          x_vs_34: shanten_34 ns / effective_tiles ns\n"
                    .into(),
                classes: efficiency,
                methods: &shanten::EFFICIENCY_METHODS,
                count: "effective",
                speedups: &["x_vs_34"],
            },
            Section {
                heading: format!(
                    "\nPaohuzi best 胡息 of 21-card hands (at most {} per class); ns per hand \
                     (fastest timed pass); x_vs_backtrack: phz_backtrack ns / phz_table ns\n",
                    paohuzi::MAX_HANDS
                ),
                classes: paohuzi,
                methods: &paohuzi::METHODS,
                count: "complete",
                speedups: &["x_vs_backtrack"],
            },
            Section {
                heading: "\nPaohuzi waits of hands less one card (all three sources); ns per \
                          hand (fastest timed pass); x_vs_*: 20-try ns / phz_waits ns\n"
                    .into(),
                classes: paohuzi_waits,
                methods: &paohuzi::WAIT_METHODS,
                count: "ready",
                speedups: &["x_vs_win_on_20", "x_vs_checks_20"],
            },
        ]
    }

    /// The classes of each table, in the order of [`BenchReport::sections`].
    fn by_table(&self) -> [Vec<&ClassResult>; 7] {
        let mut tables: [Vec<&ClassResult>; 7] = Default::default();
        for class in &self.classes {
            tables[table_of(class.class)].push(class);
        }
        tables
    }
}

/// The table of [`BenchReport::sections`] a class is reported in.
fn table_of(class: Class) -> usize {
    match class {
        _ if class.is_waits() => 1,
        Class::Decompositions => 2,
        _ if Class::SHANTEN.contains(&class) => 3,
        _ if Class::EFFICIENCY.contains(&class) => 4,
        Class::PaohuziWaits => 6,
        _ if class.is_paohuzi() => 5,
        _ => 0,
    }
}

/// The ratios of two methods' times the completeness table ends with (and the JSON holds as
/// `ratios`; the shanten table ends with the last): what a count array costs beside a hand,
/// and what the special forms cost.
const RATIOS: [(&str, &str); 4] = [
    ("dense_counts", "dense_incremental"),
    ("dense_incremental", STANDARD_ONLY),
    (KNITTED_ON, "dense_incremental"),
    ("shanten_counts", "shanten"),
];

/// A class of another rule set's `dense_incremental` ns per hand over the `random` class's:
/// what checking under those rules costs beside the checker's own.
fn to_random(report: &BenchReport, class: &ClassResult) -> Option<f64> {
    class.class.rules()?;
    let random = report.classes.iter().find(|c| c.class == Class::Random)?;
    ratio_of(class, "dense_incremental", random, "dense_incremental")
}

/// `slow`'s ns per hand on one class over `fast`'s on another.
fn ratio_of(a: &ClassResult, slow: &str, b: &ClassResult, fast: &str) -> Option<f64> {
    Some(a.method(slow)?.ns_per_hand / b.method(fast)?.ns_per_hand)
}

/// `slow`'s ns per hand over `fast`'s, where both ran on the class.
fn ratio(class: &ClassResult, slow: &str, fast: &str) -> Option<f64> {
    ratio_of(class, slow, class, fast)
}

/// One line per ratio of [`RATIOS`]: `slow/fast` and its value in each class.
fn ratio_lines(classes: &[&ClassResult]) -> String {
    let mut out = String::new();
    for (slow, fast) in RATIOS {
        let values: Vec<String> = (classes.iter())
            .filter_map(|c| Some(format!("{} {:.2}", c.class.name(), ratio(c, slow, fast)?)))
            .collect();
        if !values.is_empty() {
            out.push_str(&format!("ratio {slow}/{fast}: {}\n", values.join(", ")));
        }
    }
    out
}

/// One aligned table of classes: name, count, ns per method, speedups over the methods it measures them over.
fn table(classes: &[&ClassResult], methods: &[&str], count: &str, speedups: &[&str]) -> String {
    let methods: Vec<&str> = methods
        .iter()
        .copied()
        .filter(|&name| classes.iter().any(|c| c.method(name).is_some()))
        .collect();
    let mut header = vec!["class".to_owned(), count.to_owned()];
    header.extend(methods.iter().map(|m| m.to_string()));
    header.extend(speedups.iter().map(|s| s.to_string()));
    let mut rows = vec![header];
    rows.extend(classes.iter().map(|class| row(class, &methods)));
    align(&rows)
}

/// A class's row: its name, the fast method's count, ns per hand of each method (`-` where a
/// method did not run), and the speedups over the methods it measures them over.
fn row(class: &ClassResult, methods: &[&str]) -> Vec<String> {
    let counted = class
        .method(class.class.fast_method())
        .map_or("-".to_owned(), |m| m.complete.to_string());
    let mut row = vec![class.class.name().to_owned(), counted];
    for name in methods {
        row.push(
            class
                .method(name)
                .map_or("-".to_owned(), |m| format!("{:.1}", m.ns_per_hand)),
        );
    }
    for over in class.class.speedups_over() {
        row.push(
            class
                .speedup(over)
                .map_or("-".to_owned(), |x| format!("{x:.1}x")),
        );
    }
    row
}

/// The rows as lines of cells two spaces apart, each column as wide as its widest cell: the
/// first column aligned left, the others right, trailing spaces trimmed.
fn align(rows: &[Vec<String>]) -> String {
    let widths: Vec<usize> = (0..rows[0].len())
        .map(|col| rows.iter().map(|r| r[col].len()).max().unwrap_or(0))
        .collect();
    let mut out = String::new();
    for row in rows {
        let cells: Vec<String> = row
            .iter()
            .zip(&widths)
            .enumerate()
            .map(|(col, (cell, &w))| {
                if col == 0 {
                    format!("{cell:<w$}")
                } else {
                    format!("{cell:>w$}")
                }
            })
            .collect();
        out.push_str(cells.join("  ").trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests;
