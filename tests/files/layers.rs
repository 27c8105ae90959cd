//! The workspace's code depends one way. Read from the sources of every crate, so that an import
//! in the wrong direction fails here rather than in a review:
//!
//! - no two files import each other, directly or through others;
//! - no two folders do either (a folder's files, its `mod.rs` included, against another
//!   folder's): a lower folder never reaches up;
//! - the library's folders stand in the order `ARCHITECTURE.md` gives, each importing only
//!   folders listed before it, and neither game imports the other.
//!
//! An import is any path the code names through `crate::`, `super::` or `self::`, in a `use`
//! (groups expanded) or inline, and any path through a child module the file declares. A path
//! to a name a module root re-exports is followed to the file that defines it. Module roots
//! (`lib.rs`, `mod.rs`) declare their children and re-export their names; those re-exports are
//! containment, not imports. Test code (`#[cfg(test)]` items, `tests/` folders, `tests.rs`) and
//! comments are not read.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The library's folders, lowest first: each imports only folders before it.
const LIBRARY_FOLDERS: [&str; 20] = [
    "base",
    "base/generator",
    "base/generator/decompositions",
    "file",
    "mahjong",
    "mahjong/hand",
    "mahjong/table",
    "mahjong/checker",
    "mahjong/checker/knitted",
    "mahjong/checker/decompositions",
    "mahjong/checker/shanten",
    "mahjong/backtrack",
    "mahjong/backtrack/shanten",
    "paohuzi",
    "paohuzi/table",
    "paohuzi/checker",
    "paohuzi/checker/waits",
    "paohuzi/checker/wang",
    "paohuzi/backtrack",
    "table",
];

/// One crate's sources: file (relative to its `src/`) to code, comments and tests taken out.
struct Crate {
    files: BTreeMap<String, String>,
}

impl Crate {
    fn read(src: &Path) -> Crate {
        let mut list = Vec::new();
        collect(src, src, &mut list);
        let files = list
            .into_iter()
            .map(|rel| {
                let text = fs::read_to_string(src.join(&rel)).expect("readable");
                (rel, code(&text))
            })
            .collect();
        Crate { files }
    }

    #[cfg(test)]
    fn of(files: &[(&str, &str)]) -> Crate {
        Crate {
            files: files
                .iter()
                .map(|(f, t)| ((*f).to_owned(), code(t)))
                .collect(),
        }
    }

    /// The file of a module path, if it is one: `["a", "b"]` is `a/b.rs` or `a/b/mod.rs`.
    fn file_of(&self, module: &[String]) -> Option<String> {
        if module.is_empty() {
            return ["lib.rs", "main.rs"]
                .iter()
                .map(|f| (*f).to_owned())
                .find(|f| self.files.contains_key(f));
        }
        let joined = module.join("/");
        [format!("{joined}.rs"), format!("{joined}/mod.rs")]
            .into_iter()
            .find(|f| self.files.contains_key(f))
    }

    /// Every file's imports, as edges to the files they reach.
    fn edges(&self) -> BTreeMap<String, BTreeSet<String>> {
        let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (file, text) in &self.files {
            let targets = edges.entry(file.clone()).or_default();
            for path in paths(text, is_root(file)) {
                for target in self.resolve(file, &path, 0) {
                    if target != *file {
                        targets.insert(target);
                    }
                }
            }
        }
        edges
    }

    /// The files a path written in `file` reaches.
    fn resolve(&self, file: &str, path: &str, depth: usize) -> Vec<String> {
        let mut segments: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
        let mut module = match segments.first() {
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
            Some(child) if declares_child(&self.files[file], child) => module_of(file),
            _ => return Vec::new(),
        };
        // Down the modules as far as they go.
        while let Some(&next) = segments.first() {
            let mut deeper = module.clone();
            deeper.push(next.to_owned());
            if self.file_of(&deeper).is_none() {
                break;
            }
            module = deeper;
            segments.remove(0);
        }
        let Some(module_file) = self.file_of(&module) else {
            return Vec::new();
        };
        let name = match segments.first() {
            None | Some(&"self") | Some(&"*") => return vec![module_file],
            Some(name) => *name,
        };
        let text = &self.files[&module_file];
        if defines(text, name) || depth > 8 {
            return vec![module_file];
        }
        // A name the module re-exports: follow it to where it is defined.
        for export in reexports(text) {
            if export.rsplit("::").next() == Some(name) {
                let found = self.resolve(&module_file, &export, depth + 1);
                if !found.is_empty() {
                    return found;
                }
            }
        }
        vec![module_file]
    }
}

/// Every `.rs` file below `dir`, relative to `src`, leaving out test-only folders and files.
fn collect(src: &Path, dir: &Path, out: &mut Vec<String>) {
    for entry in fs::read_dir(dir).expect("a folder") {
        let path = entry.expect("an entry").path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if path.is_dir() {
            if name != "tests" {
                collect(src, &path, out);
            }
        } else if name.ends_with(".rs") && name != "tests.rs" {
            let rel = path.strip_prefix(src).expect("under src");
            out.push(rel.to_string_lossy().replace('\\', "/"));
        }
    }
}

fn is_root(file: &str) -> bool {
    file == "lib.rs" || file == "main.rs" || file.ends_with("/mod.rs")
}

/// The module path of a file: `table/file.rs` is `["table", "file"]`.
fn module_of(file: &str) -> Vec<String> {
    let mut parts: Vec<String> = file.split('/').map(str::to_owned).collect();
    let last = parts.pop().expect("a file name");
    if !["mod.rs", "lib.rs", "main.rs"].contains(&last.as_str()) {
        parts.push(last.trim_end_matches(".rs").to_owned());
    }
    parts
}

/// The folder a file stands in, `""` for the crate's `src/` itself.
fn folder_of(file: &str) -> &str {
    file.rfind('/').map_or("", |at| &file[..at])
}

/// The code of a file: comments, string literals and `#[cfg(test)]` items taken out.
fn code(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let rest = || chars[i..].iter().take(12).collect::<String>();
        if chars[i] == '/' && chars.get(i + 1) == Some(&'/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                i += 1;
            }
            i += 2;
        } else if chars[i] == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if chars[i] == '\'' && chars.get(i + 2) == Some(&'\'') {
            // A character literal such as '{' or '"'.
            i += 3;
        } else if rest() == "#[cfg(test)]" {
            i = skip_item(&chars, i + 12);
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

/// The index past the item that starts at `i` (after any more attributes): through its `;`
/// or its braces, whichever closes it first at depth 0.
fn skip_item(chars: &[char], mut i: usize) -> usize {
    let mut depth = 0usize;
    while i < chars.len() {
        match chars[i] {
            '{' | '[' | '(' => depth += 1,
            '}' | ']' | ')' => {
                depth = depth.saturating_sub(1);
                if depth == 0 && chars[i] == '}' {
                    return i + 1;
                }
            }
            ';' if depth == 0 => return i + 1,
            _ => {}
        }
        i += 1;
    }
    i
}

/// The `use` statements of some code: (the visibility before `use`, the path, groups kept,
/// where the statement lies in the code).
fn uses(code: &str) -> Vec<(String, String, std::ops::Range<usize>)> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(found) = code[from..].find("use ") {
        let at = from + found;
        from = at + 4;
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let line_start = code[..at].rfind(['\n', ';', '{', '}']).map_or(0, |n| n + 1);
        let prefix = code[line_start..at].trim().to_owned();
        if !(prefix.is_empty() || prefix.starts_with("pub")) {
            continue;
        }
        let end = code[at..].find(';').map_or(code.len(), |e| at + e);
        let mut statement = code[at + 4..end]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        for (spaced, tight) in [(":: ", "::"), (" ::", "::"), ("{ ", "{"), (" }", "}")] {
            statement = statement.replace(spaced, tight);
        }
        statement = statement.replace(", ", ",").replace(" ,", ",");
        out.push((prefix, statement, line_start..end));
        from = end;
    }
    out
}

/// The paths `pub use` statements of a file re-export, groups expanded.
fn reexports(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (prefix, statement, _) in uses(code) {
        if prefix.starts_with("pub") {
            expand(&statement, &mut out);
        }
    }
    out
}

/// The paths a file's code names: its `use` statements (re-exports left out in module roots)
/// and the inline paths through `crate::`, `super::`, `self::` and its child modules.
fn paths(code: &str, root: bool) -> Vec<String> {
    let mut out = Vec::new();
    let mut inline = code.to_owned();
    for (prefix, statement, span) in uses(code) {
        if !(root && prefix.starts_with("pub")) {
            expand(&statement, &mut out);
        }
        inline.replace_range(span.clone(), &" ".repeat(span.len()));
    }
    let children = children(code);
    let code = inline.as_str();
    let mut at = 0;
    while at < code.len() {
        let c = code[at..].chars().next().expect("in range");
        let starts = (c.is_alphabetic() || c == '_')
            && !code[..at]
                .chars()
                .next_back()
                .is_some_and(|p| p.is_alphanumeric() || p == '_' || p == ':');
        if starts {
            let path: String = code[at..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            let head = path.split("::").next().unwrap_or("");
            let reaches = ["crate", "super", "self"].contains(&head) || children.contains(head);
            if reaches && path.contains("::") {
                out.push(path.clone());
            }
            at += path.len().max(1);
        } else {
            at += c.len_utf8();
        }
    }
    out
}

/// The child modules a file declares (`mod name;`).
fn children(code: &str) -> BTreeSet<String> {
    code.split(';')
        .filter_map(|s| {
            let words: Vec<&str> = s.split_whitespace().collect();
            let at = words.iter().rposition(|w| *w == "mod")?;
            (at + 2 == words.len()).then(|| words[at + 1].to_owned())
        })
        .collect()
}

fn declares_child(code: &str, name: &str) -> bool {
    children(code).contains(name)
}

/// Whether a file defines `name` itself.
fn defines(code: &str, name: &str) -> bool {
    let kinds = [
        "struct",
        "enum",
        "fn",
        "trait",
        "const",
        "static",
        "type",
        "mod",
        "union",
        "macro_rules!",
    ];
    kinds.iter().any(|k| {
        [' ', '(', '<', ':', ';', '{', '\n']
            .iter()
            .any(|c| code.contains(&format!("{k} {name}{c}")))
    })
}

/// `a::{b, c::{d, e}}` as `a::b`, `a::c::d`, `a::c::e`; `x as y` as `x`.
fn expand(path: &str, out: &mut Vec<String>) {
    let Some(open) = path.find('{') else {
        out.push(path.split(" as ").next().unwrap_or(path).to_owned());
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

/// The circles of a graph, each as its path, found by a depth-first search that meets a node
/// still on its path.
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    fn visit(
        node: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        path: &mut Vec<String>,
        found: &mut Vec<String>,
    ) {
        state.insert(node.to_owned(), 1);
        path.push(node.to_owned());
        for next in edges.get(node).into_iter().flatten() {
            match state.get(next.as_str()).copied().unwrap_or(0) {
                0 => visit(next, edges, state, path, found),
                1 => {
                    let start = path.iter().position(|p| p == next).expect("on the path");
                    found.push(format!("{} -> {next}", path[start..].join(" -> ")));
                }
                _ => {}
            }
        }
        path.pop();
        state.insert(node.to_owned(), 2);
    }
    let (mut state, mut found) = (BTreeMap::new(), Vec::new());
    for node in edges.keys() {
        if !state.contains_key(node.as_str()) {
            visit(node, edges, &mut state, &mut Vec::new(), &mut found);
        }
    }
    found
}

/// The folders' imports: an edge wherever a file of one imports a file of another.
fn folder_edges(edges: &BTreeMap<String, BTreeSet<String>>) -> BTreeMap<String, BTreeSet<String>> {
    let mut folders: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, targets) in edges {
        let entry = folders.entry(folder_of(from).to_owned()).or_default();
        for to in targets {
            if folder_of(to) != folder_of(from) {
                entry.insert(folder_of(to).to_owned());
            }
        }
    }
    folders
}

/// Who imports whom, for a message: `a -> b` lines.
fn witnesses(
    edges: &BTreeMap<String, BTreeSet<String>>,
    from_folder: &str,
    to_folder: &str,
) -> String {
    edges
        .iter()
        .filter(|(f, _)| folder_of(f) == from_folder)
        .flat_map(|(f, ts)| {
            ts.iter()
                .filter(|t| folder_of(t) == to_folder)
                .map(move |t| format!("  {f} -> {t}"))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The problems of one crate: circles of files, circles of folders, and (with an order)
/// imports of a folder listed later.
fn problems(krate: &Crate, order: Option<&[&str]>) -> Vec<String> {
    let edges = krate.edges();
    let mut out: Vec<String> = circles(&edges)
        .into_iter()
        .map(|c| format!("files import each other: {c}"))
        .collect();
    let folders = folder_edges(&edges);
    out.extend(
        circles(&folders)
            .into_iter()
            .map(|c| format!("folders import each other: {c}")),
    );
    if let Some(order) = order {
        let rank = |folder: &str| order.iter().position(|f| *f == folder);
        for (from, targets) in &folders {
            if from.is_empty() {
                continue;
            }
            let Some(from_rank) = rank(from) else {
                out.push(format!("{from}/ is in no layer: add it to LIBRARY_FOLDERS"));
                continue;
            };
            for to in targets {
                if rank(to).is_none_or(|r| r >= from_rank) {
                    out.push(format!(
                        "{from}/ imports {}/, which is not below it:\n{}",
                        to,
                        witnesses(&edges, from, to)
                    ));
                }
            }
        }
    }
    out
}

fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn no_file_and_no_folder_of_any_crate_imports_one_that_imports_it() {
    let members = ["src", "cli/src", "capi/src", "python/src"];
    let mut all = Vec::new();
    for member in members {
        let krate = Crate::read(&workspace().join(member));
        assert!(krate.files.len() > 5, "{member} read");
        let order = (member == "src").then_some(&LIBRARY_FOLDERS[..]);
        all.extend(
            problems(&krate, order)
                .into_iter()
                .map(|p| format!("{member}: {p}")),
        );
    }
    assert!(all.is_empty(), "{}", all.join("\n"));
}

#[test]
fn the_two_games_stand_apart() {
    let krate = Crate::read(&workspace().join("src"));
    let crossing: Vec<String> = krate
        .edges()
        .into_iter()
        .flat_map(|(from, targets)| targets.into_iter().map(move |to| (from.clone(), to)))
        .filter(|(from, to)| {
            (from.starts_with("mahjong/") && to.starts_with("paohuzi/"))
                || (from.starts_with("paohuzi/") && to.starts_with("mahjong/"))
        })
        .map(|(from, to)| format!("{from} -> {to}"))
        .collect();
    assert!(crossing.is_empty(), "{}", crossing.join("\n"));
}

#[test]
fn the_library_folders_are_the_ones_listed() {
    let krate = Crate::read(&workspace().join("src"));
    let folders: BTreeSet<&str> = krate.files.keys().map(|f| folder_of(f)).collect();
    let listed: BTreeSet<&str> = LIBRARY_FOLDERS.iter().copied().chain([""]).collect();
    assert_eq!(folders, listed);
}

#[test]
fn the_search_sees_imports_of_every_kind() {
    let krate = Crate::read(&workspace().join("src"));
    let edges = krate.edges();
    let reaches = |from: &str, to: &str| {
        edges[from].iter().any(|t| t.starts_with(to)) || panic!("{from} reaches no {to}")
    };
    // A checker reads its game's tables; the tables read the generator.
    assert!(reaches("mahjong/checker/mod.rs", "mahjong/table/"));
    assert!(reaches("paohuzi/checker/check.rs", "paohuzi/table/"));
    assert!(reaches("mahjong/table/built_in.rs", "base/generator/"));
}

#[test]
fn circles_through_super_child_modules_and_reexports_are_found() {
    // A file and its parent's child, by `super::` one way and a re-exported name the other.
    let krate = Crate::of(&[
        ("lib.rs", "mod a;"),
        (
            "a/mod.rs",
            "mod forms;\nmod packed;\npub use packed::Words;",
        ),
        ("a/forms.rs", "use super::{Words, packed::ONES};\nfn f() {}"),
        (
            "a/packed.rs",
            "pub struct Words;\npub const ONES: u64 = 1;\nfn g() { super::forms::f() }",
        ),
    ]);
    let found = problems(&krate, None);
    assert!(
        found
            .iter()
            .any(|p| p.contains("a/forms.rs -> a/packed.rs")),
        "{found:?}"
    );
    // Two folders through a child module named inline, and a `use` group.
    let krate = Crate::of(&[
        ("lib.rs", "mod low;\nmod high;\nfn x() { high::f() }"),
        ("low/mod.rs", "use crate::{high::g, other};\npub fn h() {}"),
        (
            "high/mod.rs",
            "pub fn f() {}\npub fn g() { crate::low::h() }",
        ),
    ]);
    let found = problems(&krate, Some(&["low", "high"]));
    assert!(
        found
            .iter()
            .any(|p| p.starts_with("folders import each other")),
        "{found:?}"
    );
    assert!(
        found.iter().any(|p| p.starts_with("low/ imports high/")),
        "{found:?}"
    );
    // Test code, comments and strings are not imports.
    let krate = Crate::of(&[
        ("lib.rs", "mod a;\nmod b;"),
        (
            "a.rs",
            "// crate::b::x\nconst S: &str = \"crate::b::x\";\n#[cfg(test)]\nmod tests { use crate::b::x; }\npub fn y() {}",
        ),
        ("b.rs", "pub fn x() { crate::a::y() }"),
    ]);
    assert!(problems(&krate, None).is_empty());
}
