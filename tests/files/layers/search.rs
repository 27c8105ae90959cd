//! The search for imports sees every kind in the library's sources, finds circles through
//! `super::`, child modules named inline, `use` groups and re-exported names, and reads no test
//! code, comments or strings as imports.

use super::{Crate, problems, workspace};

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
