//! The crate's modules depend one way: each file imports only files of its own layer or of
//! layers below it, and no files import each other in a circle. Read from the sources, so that
//! an import in the wrong direction fails here rather than in a review.
//!
//! Layers, lowest first: user text quoted in messages, suit keys, tiles, cards and sources;
//! rules; melds and groups; hands; notation; the generator; the tables; the checkers; the
//! baselines. Module roots (`lib.rs`, `mahjong/mod.rs`, `paohuzi/mod.rs`) only declare and
//! re-export, and test code is not read.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The layer of a source file (relative to `src/`), lowest 0; `None` for module roots.
fn layer(file: &str) -> Option<usize> {
    const LAYERS: [&[&str]; 9] = [
        &[
            "echo.rs",
            "test_rng.rs",
            "mahjong/key.rs",
            "mahjong/tile.rs",
            "paohuzi/card.rs",
            "paohuzi/source.rs",
        ],
        &["mahjong/rules.rs", "paohuzi/rules.rs"],
        &["mahjong/meld.rs", "paohuzi/group.rs"],
        &["mahjong/hand.rs", "paohuzi/hand.rs"],
        &["mahjong/notation.rs", "paohuzi/notation.rs"],
        &["generator/"],
        &["table/"],
        &[
            "mahjong/checker/",
            "paohuzi/outcome.rs",
            "paohuzi/validate.rs",
            "paohuzi/search.rs",
            "paohuzi/check.rs",
            "paohuzi/play.rs",
            "paohuzi/alike.rs",
            "paohuzi/rest.rs",
            "paohuzi/win.rs",
            "paohuzi/action.rs",
            "paohuzi/waits",
        ],
        &["mahjong/backtrack/", "paohuzi/backtrack.rs"],
    ];
    if ["lib.rs", "mahjong/mod.rs", "paohuzi/mod.rs"].contains(&file) {
        return None;
    }
    let found = LAYERS
        .iter()
        .position(|prefixes| prefixes.iter().any(|p| file.starts_with(p)));
    assert!(found.is_some(), "{file} is in no layer: add it to LAYERS");
    found
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every source file, relative to `src/`, leaving out test-only folders.
fn files(dir: &Path, out: &mut Vec<String>) {
    for entry in fs::read_dir(dir).expect("a folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "tests") {
                files(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path.strip_prefix(src()).expect("under src");
            out.push(rel.to_string_lossy().replace('\\', "/"));
        }
    }
}

/// The module path of a file: `table/file.rs` is `["table", "file"]`.
fn module_of(file: &str) -> Vec<String> {
    let mut parts: Vec<String> = file.split('/').map(str::to_owned).collect();
    let last = parts.pop().expect("a file name");
    if last != "mod.rs" && last != "lib.rs" {
        parts.push(last.trim_end_matches(".rs").to_owned());
    }
    parts
}

/// The file of a module path, if it is a module.
fn file_of(module: &[String], all: &BTreeSet<String>) -> Option<String> {
    if module.is_empty() {
        return Some("lib.rs".to_owned());
    }
    let joined = module.join("/");
    [format!("{joined}.rs"), format!("{joined}/mod.rs")]
        .into_iter()
        .find(|f| all.contains(f))
}

/// The code of a file without comments and without its test module.
fn code(text: &str) -> String {
    let text = match text.find("#[cfg(test)]") {
        Some(at) => &text[..at],
        None => text,
    };
    text.lines()
        .map(|l| match l.find("//") {
            Some(at) => &l[..at],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The paths a file's code names through `crate::` or `super::`, braces of `use` lists
/// expanded; re-exports (`pub use`, `pub(crate) use`) are left out, being no dependency.
fn paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    // `use` statements, with their brace lists.
    let mut rest = code;
    while let Some(at) = rest.find("use ") {
        let before = &rest[..at];
        let line_start = before.rfind('\n').map_or(0, |n| n + 1);
        let prefix = before[line_start..].trim();
        let end = rest[at..].find(';').map_or(rest.len(), |e| at + e);
        let statement = &rest[at + 4..end];
        let is_use = prefix.is_empty() || prefix == "pub(super)";
        let statement: String = statement.split_whitespace().collect();
        if is_use && (statement.starts_with("crate::") || statement.starts_with("super::")) {
            expand(&statement, &mut out);
        } else if is_use && !statement.starts_with("self::") {
            // A child module's items (`use jokers::Jokered`), or another crate's, which
            // resolves to no file of ours.
            expand(&format!("self::{statement}"), &mut out);
        }
        rest = &rest[end.min(rest.len())..];
        if rest.is_empty() {
            break;
        }
        rest = &rest[1..];
    }
    // Paths written inline in the code.
    for (at, _) in code.match_indices("crate::") {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let path: String = code[at..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
            .collect();
        out.push(path);
    }
    out
}

/// `a::{b, c::{d, e}}` as `a::b`, `a::c::d`, `a::c::e`.
fn expand(path: &str, out: &mut Vec<String>) {
    let Some(open) = path.find('{') else {
        out.push(path.to_owned());
        return;
    };
    let head = &path[..open];
    let inner = &path[open + 1..path.rfind('}').unwrap_or(path.len())];
    let mut depth = 0;
    let mut start = 0;
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                expand(&format!("{head}{}", &inner[start..i]), out);
                start = i + 1;
            }
            _ => {}
        }
    }
    if start < inner.len() {
        expand(&format!("{head}{}", &inner[start..]), out);
    }
}

/// The files that define `name` in the module `module` or below it.
fn definers(
    name: &str,
    module: &[String],
    all: &BTreeSet<String>,
    texts: &BTreeMap<String, String>,
) -> Vec<String> {
    let prefix = module.join("/");
    let kinds = [
        "struct", "enum", "fn", "trait", "const", "static", "type", "mod",
    ];
    all.iter()
        .filter(|f| {
            prefix.is_empty()
                || f.starts_with(&format!("{prefix}/"))
                || **f == format!("{prefix}.rs")
        })
        .filter(|f| {
            let text = &texts[*f];
            kinds.iter().any(|k| {
                [' ', '(', '<', ':', ';', '\n']
                    .iter()
                    .any(|c| text.contains(&format!("{k} {name}{c}")))
            })
        })
        .cloned()
        .collect()
}

/// The files a path reaches from `file`.
fn targets(
    file: &str,
    path: &str,
    all: &BTreeSet<String>,
    texts: &BTreeMap<String, String>,
) -> Vec<String> {
    let mut segments: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
    let mut module: Vec<String> = match segments.first() {
        Some(&"crate") => {
            segments.remove(0);
            Vec::new()
        }
        Some(&"self") => {
            segments.remove(0);
            module_of(file)
        }
        Some(&"super") => {
            let mut m = module_of(file);
            while segments.first() == Some(&"super") {
                segments.remove(0);
                m.pop();
            }
            m
        }
        _ => return Vec::new(),
    };
    // Walk down the modules as far as they go.
    while let Some(&next) = segments.first() {
        let mut deeper = module.clone();
        deeper.push(next.to_owned());
        if file_of(&deeper, all).is_none() {
            break;
        }
        module = deeper;
        segments.remove(0);
    }
    let module_file = file_of(&module, all).expect("a module");
    match segments.first() {
        None | Some(&"self") | Some(&"*") => vec![module_file],
        Some(name) => {
            let found = definers(name, &module, all, texts);
            if found.contains(&module_file) || found.is_empty() {
                vec![module_file]
            } else {
                found
            }
        }
    }
}

#[test]
fn every_import_points_to_the_same_layer_or_below_and_none_goes_round() {
    let mut list = Vec::new();
    files(&src(), &mut list);
    let all: BTreeSet<String> = list.into_iter().collect();
    let texts: BTreeMap<String, String> = all
        .iter()
        .map(|f| {
            (
                f.clone(),
                code(&fs::read_to_string(src().join(f)).expect("readable")),
            )
        })
        .collect();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut upward = Vec::new();
    for file in &all {
        let Some(from) = layer(file) else { continue };
        for path in paths(&texts[file]) {
            for target in targets(file, &path, &all, &texts) {
                if target == *file {
                    continue;
                }
                let Some(to) = layer(&target) else { continue };
                if to > from {
                    upward.push(format!(
                        "{file} (layer {from}) imports {target} (layer {to}) by {path}"
                    ));
                }
                edges.entry(file.clone()).or_default().insert(target);
            }
        }
    }
    assert!(
        upward.is_empty(),
        "imports from a higher layer:\n{}",
        upward.join("\n")
    );
    // Circles: a depth-first search that meets a file still on its path.
    fn visit(
        f: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        path: &mut Vec<String>,
        circles: &mut Vec<String>,
    ) {
        state.insert(f.to_owned(), 1);
        path.push(f.to_owned());
        for t in edges.get(f).into_iter().flatten() {
            match state.get(t.as_str()).copied().unwrap_or(0) {
                0 => visit(t, edges, state, path, circles),
                1 => {
                    let start = path.iter().position(|p| p == t).expect("on the path");
                    circles.push(format!("{} -> {t}", path[start..].join(" -> ")));
                }
                _ => {}
            }
        }
        path.pop();
        state.insert(f.to_owned(), 2);
    }
    let (mut state, mut circles) = (BTreeMap::new(), Vec::new());
    for f in edges.keys() {
        if !state.contains_key(f.as_str()) {
            visit(f, &edges, &mut state, &mut Vec::new(), &mut circles);
        }
    }
    assert!(
        circles.is_empty(),
        "files that import each other:\n{}",
        circles.join("\n")
    );
    // The search did look: the checker reads the tables, the tables the generator.
    assert!(
        edges["mahjong/checker/mod.rs"]
            .iter()
            .any(|t| t.starts_with("table/"))
    );
    assert!(
        edges["table/built_in.rs"]
            .iter()
            .any(|t| t.starts_with("generator/"))
    );
}
