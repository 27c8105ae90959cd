//! What a file's code names: the code without comments, strings and test items; its `use`
//! statements, groups expanded; the paths it re-exports; and the paths it names inline through
//! `crate::`, `super::`, `self::` and its child modules.

use std::collections::BTreeSet;

/// The code of a file: comments, string literals and `#[cfg(test)]` items taken out.
pub(super) fn code(text: &str) -> String {
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
pub(super) fn reexports(code: &str) -> Vec<String> {
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
pub(super) fn paths(code: &str, root: bool) -> Vec<String> {
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

pub(super) fn declares_child(code: &str, name: &str) -> bool {
    children(code).contains(name)
}

/// Whether a file defines `name` itself.
pub(super) fn defines(code: &str, name: &str) -> bool {
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
