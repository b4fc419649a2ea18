//! Build-time work:
//! - embeds the migrations (`migrations/<backend>/*.sql`) as a list of file names and texts
//!   for `store::migrations`, which turns them into sqlx migrations exactly as sqlx's own
//!   `migrate!` would (it would need sqlx's proc-macro crate, and with it a second build of
//!   sqlx's core and both drivers).

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    // A directory is watched whole: any file added, changed or removed under it.
    println!("cargo:rerun-if-changed=migrations");
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let mut out = String::new();
    for (name, dir) in [("SQLITE", "sqlite"), ("POSTGRES", "postgres")] {
        let dir = Path::new(&root).join("migrations").join(dir);
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
            .map(|entry| entry.expect("a readable directory entry").path())
            .filter(|path| path.extension().is_some_and(|e| e == "sql"))
            .collect();
        files.sort();
        writeln!(out, "pub(super) const {name}: &[(&str, &str)] = &[").unwrap();
        for path in files {
            let file = path
                .file_name()
                .and_then(|f| f.to_str())
                .expect("a UTF-8 name");
            writeln!(out, "    ({file:?}, include_str!({:?})),", path.display()).unwrap();
        }
        writeln!(out, "];").unwrap();
    }
    let target =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("migrations.rs");
    std::fs::write(target, out).expect("the migration list is written");
}
