//! One minimum Rust version: `Cargo.toml`'s `rust-version`, the one the README tells a
//! newcomer and every member of the workspace declares, and no lower than what any locked
//! dependency declares it needs.

use std::process::Command;

/// `1.89` from `1.89`, `1.89.0` or `1.89.1`, as numbers to compare.
fn minor(version: &str) -> (u32, u32) {
    let mut parts = version
        .trim()
        .split('.')
        .map(|p| p.parse::<u32>().unwrap_or(0));
    (parts.next().unwrap_or(0), parts.next().unwrap_or(0))
}

fn declared() -> String {
    let manifest = include_str!("../../Cargo.toml");
    let line = manifest
        .lines()
        .find(|l| l.starts_with("rust-version"))
        .expect("Cargo.toml declares a rust-version");
    line.split('"')
        .nth(1)
        .expect("a quoted version")
        .to_string()
}

#[test]
fn the_readme_names_the_manifests_minimum_rust_version() {
    let readme = include_str!("../../README.md");
    let wanted = format!("Rust toolchain ({} or newer", declared());
    assert!(
        readme.contains(&wanted),
        "the README's set-up should say `{wanted}`"
    );
}

#[test]
fn no_dependency_needs_a_newer_rust_than_the_manifest_declares() {
    // Only what builds for this machine: a fresh checkout's registry holds no crate of
    // other platforms (wasm's, Windows'), and this test reads, it does not download.
    let rustc = Command::new("rustc")
        .arg("-vV")
        .output()
        .expect("rustc runs");
    let host = String::from_utf8_lossy(&rustc.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("host: ").map(str::to_string))
        .expect("rustc names its host");
    let out = Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1", "--locked", "--offline"])
        .args(["--filter-platform", &host])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let metadata: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let ours = minor(&declared());
    let needier: Vec<String> = metadata["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .filter_map(|p| {
            let needs = p["rust_version"].as_str()?;
            (minor(needs) > ours).then(|| format!("{} needs {needs}", p["name"]))
        })
        .collect();
    assert!(needier.is_empty(), "raise rust-version: {needier:?}");
    let members = metadata["workspace_members"]
        .as_array()
        .expect("workspace members");
    let others: Vec<String> = metadata["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .filter(|p| members.contains(&p["id"]))
        .filter(|p| p["rust_version"].as_str() != Some(declared().as_str()))
        .map(|p| format!("{} declares {}", p["name"], p["rust_version"]))
        .collect();
    assert!(others.is_empty(), "one rust-version everywhere: {others:?}");
}
