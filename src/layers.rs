//! The layer rule, checked over both crates' sources (`src/` and the core's `core/src/`, whose
//! modules this crate re-exports under the same names): games → (engine, render, store) →
//! picker → table → messages → (discord, console) → app, with the shared vocabulary (`domain`,
//! `i18n`, `cache`) at the bottom. A module may name only modules of lower layers; modules of
//! one layer do not name each other. (docs/architecture.md draws the layers.)
//!
//! Inside a layer, no import circle: among all the modules of `src/`, a module that names
//! another (a path, a `use`, a child module named from its parent) is never named back,
//! directly or round a longer circle. Declaring a child module and re-exporting from it
//! (`pub use`) do not count: they are a module's table of contents, not its use.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Each top-level module's layer; a module may use only modules of a lower layer.
const LAYERS: &[(&str, u8)] = &[
    ("games", 0),
    ("i18n", 0),
    ("cache", 0),
    ("backoff", 0),
    ("time_control", 1),
    ("domain", 2),
    ("tournament", 2),
    ("engine", 3),
    ("render", 3),
    ("picker", 4),
    ("analysis", 4),
    ("puzzle", 4),
    ("store", 3),
    ("columns", 3),
    ("table", 5),
    ("messages", 6),
    ("discord", 7),
    ("console", 7),
    ("ops", 7),
    ("app", 8),
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

/// The two crates' source roots: the bot's and the core's.
fn roots() -> [std::path::PathBuf; 2] {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    [root.join("src"), root.join("core").join("src")]
}

#[test]
fn every_module_names_only_lower_layers() {
    let mut broken = Vec::new();
    for (module, rank) in LAYERS {
        let mut files = Vec::new();
        for src in roots() {
            let dir = src.join(module);
            if dir.is_dir() {
                sources(&dir, &mut files);
            }
            let file = src.join(format!("{module}.rs"));
            if file.is_file() {
                files.push(file);
            }
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

/// A source file's module path (`discord::deliver`; `discord` for `discord/mod.rs`, the
/// empty path for the crate root).
fn module_of(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).expect("under src");
    let mut parts: Vec<String> = rel
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts.join("::")
}

fn join(base: &[&str], rest: &[&str]) -> Vec<String> {
    base.iter().chain(rest).map(|s| s.to_string()).collect()
}

/// The longest known module that `path` (already absolute) starts with.
fn longest_known(path: &[String], known: &BTreeSet<String>) -> Option<String> {
    (1..=path.len())
        .rev()
        .map(|n| path[..n].join("::"))
        .find(|m| known.contains(m))
}

/// The module a path written in module `here` names, if it is one of ours.
fn resolve(path: &[&str], here: &str, known: &BTreeSet<String>) -> Option<String> {
    let here: Vec<&str> = here.split("::").filter(|p| !p.is_empty()).collect();
    let (base, rest): (Vec<&str>, &[&str]) = match path.first()? {
        &"crate" => (Vec::new(), &path[1..]),
        &"self" => (here.clone(), &path[1..]),
        &"super" => {
            let ups = path.iter().take_while(|p| **p == "super").count();
            let keep = here.len().saturating_sub(ups);
            (here[..keep].to_vec(), &path[ups..])
        }
        // A bare path is one of ours only when it starts with a child module.
        first => {
            let child = join(&here, &[first]).join("::");
            if !known.contains(&child) {
                return None;
            }
            (here.clone(), path)
        }
    };
    longest_known(&join(&base, rest), known)
}

/// The modules a file's code names (its test module left out).
fn names(text: &str, here: &str, known: &BTreeSet<String>) -> BTreeSet<String> {
    let code = text.split("#[cfg(test)]\nmod tests").next().unwrap_or("");
    let mut out = BTreeSet::new();
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    for line in code.lines() {
        let line = line.split("//").next().unwrap_or("").trim();
        let words: Vec<&str> = line.split_whitespace().collect();
        let declaration = words.iter().position(|w| *w == "mod" || *w == "use");
        if let Some(at) = declaration {
            let public = words[..at].iter().any(|w| w.starts_with("pub"));
            if words[at] == "mod" || public {
                continue;
            }
        }
        // Every `a::b::c` path on the line, with `{x, y::z}` groups expanded.
        let chars: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            if !ident(chars[i]) || (i > 0 && (ident(chars[i - 1]) || chars[i - 1] == ':')) {
                i += 1;
                continue;
            }
            let mut segments = Vec::new();
            let mut j = i;
            loop {
                let start = j;
                while j < chars.len() && ident(chars[j]) {
                    j += 1;
                }
                segments.push(chars[start..j].iter().collect::<String>());
                if chars.get(j) == Some(&':') && chars.get(j + 1) == Some(&':') {
                    j += 2;
                    if chars.get(j) == Some(&'{') {
                        let close = chars[j..]
                            .iter()
                            .position(|c| *c == '}')
                            .map_or(chars.len(), |p| j + p);
                        let group: String = chars[j + 1..close].iter().collect();
                        for item in group.split(',') {
                            let item = item.split(" as ").next().unwrap_or("").trim();
                            if item.is_empty() || item == "self" {
                                continue;
                            }
                            let mut full: Vec<&str> = segments.iter().map(String::as_str).collect();
                            full.extend(item.split("::"));
                            out.extend(resolve(&full, here, known));
                        }
                        j = close;
                        break;
                    }
                    continue;
                }
                break;
            }
            if segments.len() > 1 {
                let path: Vec<&str> = segments.iter().map(String::as_str).collect();
                out.extend(resolve(&path, here, known));
            }
            i = j.max(i + 1);
        }
    }
    out.remove(here);
    out
}

/// A circle in a graph, if there is one: its modules in order.
fn circle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|p| p == node) {
            return Some(path[at..].to_vec());
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, graph, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut Vec::new(), &mut done))
}

#[test]
fn no_module_of_src_names_another_that_names_it_back() {
    let mut modules: Vec<(String, String)> = Vec::new();
    for src in roots() {
        let mut files = Vec::new();
        sources(&src, &mut files);
        modules.extend(files.iter().map(|f| {
            let text = std::fs::read_to_string(f).expect("a readable source file");
            (module_of(&src, f), text)
        }));
    }
    let known: BTreeSet<String> = modules.iter().map(|(m, _)| m.clone()).collect();
    // Both crate roots are the module ``: what either names.
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (m, text) in &modules {
        graph
            .entry(m.clone())
            .or_default()
            .extend(names(text, m, &known));
    }
    if let Some(found) = circle(&graph) {
        panic!("an import circle: {} -> {}", found.join(" -> "), found[0]);
    }
}

#[test]
fn the_circle_finder_reads_paths_groups_and_children() {
    let known: BTreeSet<String> = ["", "a", "a::b", "a::c", "d"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let found = names(
        "use super::{b::X, c};\nmod c;\npub use self::c::Y;\nlet v = crate::d::f(); // crate::e\nb::g();",
        "a::c",
        &known,
    );
    assert_eq!(found, ["a::b", "d"].iter().map(|s| s.to_string()).collect());
    let parent = names("mod b;\nfn f() { b::g(); }", "a", &known);
    assert_eq!(parent, ["a::b"].iter().map(|s| s.to_string()).collect());
    let graph: BTreeMap<String, BTreeSet<String>> = [
        ("a", vec!["b"]),
        ("b", vec!["c"]),
        ("c", vec!["a"]),
        ("d", vec![]),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v.into_iter().map(String::from).collect()))
    .collect();
    assert_eq!(
        circle(&graph),
        Some(vec!["a".into(), "b".into(), "c".into()])
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

/// The front ends take the play layer's vocabulary (ids, a server's settings, what an
/// announcement announces) from `domain`, never from the store: `discord/` and `console/`
/// name nothing of `crate::store` (issue 41), so the store's types can change without them.
#[test]
fn the_front_ends_name_nothing_of_the_store() {
    let mut broken = Vec::new();
    for front in ["discord", "console"] {
        let mut files = Vec::new();
        sources(
            &Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("src")
                .join(front),
            &mut files,
        );
        assert!(!files.is_empty(), "no source for {front}");
        for file in files {
            let text = std::fs::read_to_string(&file).expect("a readable source file");
            if uses(&text).contains("store") {
                let lines: Vec<&str> = text
                    .lines()
                    .filter(|l| l.split("//").next().unwrap_or("").contains("crate::store"))
                    .map(str::trim)
                    .collect();
                broken.push(format!("{}: {}", file.display(), lines.join(" | ")));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "the front ends name the store:\n{}",
        broken.join("\n")
    );
}
