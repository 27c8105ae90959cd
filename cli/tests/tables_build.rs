//! `hupai tables build` end to end: the command writes the committed table files byte for byte
//! and leaves nothing else behind.

use std::path::{Path, PathBuf};

fn tables_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tables")
}

/// A fresh folder for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("tables_build-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

#[test]
fn the_command_writes_the_committed_bytes_and_leaves_no_temporary_file() {
    let dir = scratch("build");
    for (args, name) in [
        (&["--rule", "eyes=258"][..], "mahjong-eyes-258.bin"),
        (&["--game", "paohuzi"][..], "paohuzi.bin"),
    ] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_hupai"))
            .args(["tables", "build"])
            .args(args)
            .arg("--out")
            .arg(&dir)
            .output()
            .expect("runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(stdout.contains(name), "{stdout}");
        let written = std::fs::read(dir.join(name)).expect("written");
        let committed = std::fs::read(tables_dir().join(name)).expect("committed");
        assert!(
            written == committed,
            "{name} differs from the committed file"
        );
    }
    let names: Vec<String> = std::fs::read_dir(&dir)
        .expect("listed")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
}
