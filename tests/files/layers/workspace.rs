//! The workspace's crates import one way: no circle of files or of folders in any crate, the
//! library's folders the ones listed and each importing only those before it, and the two games
//! apart.

use super::{Crate, LIBRARY_FOLDERS, folder_of, problems, workspace};
use std::collections::BTreeSet;

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
