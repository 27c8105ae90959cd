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

mod imports;
mod search;
mod workspace;

use imports::{code, declares_child, defines, paths, reexports};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The library's folders, lowest first: each imports only folders before it.
const LIBRARY_FOLDERS: [&str; 21] = [
    "base",
    "base/generator",
    "base/generator/decompositions",
    "file",
    "mahjong",
    "mahjong/hand",
    "mahjong/table",
    "mahjong/checker",
    "mahjong/checker/knitted",
    "mahjong/checker/waits",
    "mahjong/checker/decompositions",
    "mahjong/checker/shanten",
    "mahjong/backtrack",
    "mahjong/backtrack/shanten",
    "paohuzi",
    "paohuzi/table",
    "paohuzi/checker",
    "paohuzi/checker/wang",
    "paohuzi/checker/waits",
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
