//! Rebuilds the crate when a translation changes: the catalogue in `locales/` is embedded at
//! compile time by `fluent-templates`, whose macro does not tell Cargo which files it read.

fn main() {
    println!("cargo:rerun-if-changed=locales");
}
