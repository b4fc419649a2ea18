//! The layer rule, checked: games → (engine, render, store) → table → messages → (discord,
//! console) → app, with the shared vocabulary (`domain`, `i18n`, `cache`) at the bottom. A
//! module may name only modules of lower layers; modules of one layer do not name each
//! other. (docs/architecture.md draws the layers.)

use std::collections::BTreeSet;
use std::path::Path;

/// Each top-level module's layer; a module may use only modules of a lower layer.
const LAYERS: &[(&str, u8)] = &[
    ("games", 0),
    ("i18n", 0),
    ("cache", 0),
    ("backoff", 0),
    ("domain", 1),
    ("engine", 2),
    ("render", 2),
    ("store", 2),
    ("table", 3),
    ("messages", 4),
    ("discord", 5),
    ("console", 5),
    ("ops", 5),
    ("app", 6),
];

fn layer(module: &str) -> Option<u8> {
    LAYERS.iter().find(|(m, _)| *m == module).map(|(_, l)| *l)
}

/// The top-level modules named as `crate::<module>` in Rust source, comments left out.
fn uses(source: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for line in source.lines() {
        let code = line.split("//").next().unwrap_or("");
        let mut rest = code;
        while let Some(at) = rest.find("crate::") {
            rest = &rest[at + "crate::".len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                out.insert(name);
            }
        }
    }
    out
}

fn sources(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir)
        .expect("a source directory")
        .flatten()
    {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_module_names_only_lower_layers() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut broken = Vec::new();
    for (module, rank) in LAYERS {
        let mut files = Vec::new();
        let dir = src.join(module);
        if dir.is_dir() {
            sources(&dir, &mut files);
        }
        let file = src.join(format!("{module}.rs"));
        if file.is_file() {
            files.push(file);
        }
        assert!(!files.is_empty(), "no source for module {module}");
        for file in files {
            let text = std::fs::read_to_string(&file).expect("a readable source file");
            for used in uses(&text) {
                if used == *module {
                    continue;
                }
                match layer(&used) {
                    Some(l) if l < *rank => {}
                    Some(_) => broken.push(format!("{} names crate::{used}", file.display())),
                    None => broken.push(format!("{} names unknown crate::{used}", file.display())),
                }
            }
        }
    }
    assert!(
        broken.is_empty(),
        "layer rule broken:\n{}",
        broken.join("\n")
    );
}

#[test]
fn the_scanner_reads_paths_and_skips_comments() {
    let found = uses("use crate::games::Seat; // crate::discord\nlet x = crate::i18n::lookup();");
    assert_eq!(
        found.into_iter().collect::<Vec<_>>(),
        vec!["games".to_string(), "i18n".to_string()]
    );
}
