//! Rebuilds the crate when a translation changes: the catalogue in `locales/` (at the
//! repository's root) is embedded at compile time by `fluent-templates`, whose macro does not
//! tell Cargo which files it read.

fn main() {
    // A directory is watched whole: any file added, changed or removed under it.
    println!("cargo:rerun-if-changed=../locales");
}
