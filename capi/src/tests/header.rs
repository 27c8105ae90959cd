//! The committed header is the one cbindgen makes from the sources now, negative constants
//! put in parentheses.

use std::path::Path;

#[test]
fn committed_header_is_fresh() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = cbindgen::Config::from_file(dir.join("cbindgen.toml")).expect("cbindgen.toml");
    let mut fresh = Vec::new();
    cbindgen::Builder::new()
        .with_crate(dir)
        .with_config(config)
        .generate()
        .expect("cbindgen reads the sources")
        .write(&mut fresh);
    let fresh = parenthesize_negative_constants(&String::from_utf8(fresh).expect("UTF-8"));
    let path = dir.join("include/hupai.h");
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    if committed != fresh {
        if std::env::var_os("HUPAI_WRITE_HEADER").is_some() {
            std::fs::write(&path, &fresh).expect("header written");
            return;
        }
        panic!(
            "{} differs from what cbindgen makes of the sources; regenerate it with \
             `HUPAI_WRITE_HEADER=1 cargo test -p hupai-capi committed_header_is_fresh` \
             and commit it",
            path.display()
        );
    }
}

/// `#define HUPAI_E_NULL -1` as `#define HUPAI_E_NULL (-1)`: cbindgen writes negative
/// constants bare, and a bare `-1` misreads in C next to another minus (`x-HUPAI_E_NULL`).
fn parenthesize_negative_constants(header: &str) -> String {
    header
        .lines()
        .map(
            |line| match line.strip_prefix("#define ").map(|d| d.split_once(' ')) {
                Some(Some((name, value))) if value.starts_with('-') => {
                    format!("#define {name} ({value})\n")
                }
                _ => format!("{line}\n"),
            },
        )
        .collect()
}
