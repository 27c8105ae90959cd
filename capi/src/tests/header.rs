//! The committed header is the one cbindgen makes from the sources now.

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
    let path = dir.join("include/hupai.h");
    let committed = std::fs::read(&path).unwrap_or_default();
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
