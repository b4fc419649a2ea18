//! The layer rule, checked over both crates' sources (`src/` and the core's `core/src/`, whose
//! modules this crate re-exports under the same names): games → (engine, render, store) →
//! (picker, puzzle, analysis) → packs → table → messages → (discord, console) → app, with the
//! shared vocabulary (`domain`, `i18n`, `cache`) at the bottom. A module may name only modules
//! of lower layers; modules of one layer do not name each other. (docs/architecture.md draws
//! the layers.) Test code (a `tests*.rs` file, a file's `#[cfg(test)]` part) is left out: a
//! test stands where start-up stands, and sets up what start-up sets up (the packs).
//!
//! Game packs (issue 38): a game's folder, `core/src/games/<game>/`, holds two layers. Its
//! rules (position, moves, notation, its plug-in) are the games' layer and name nothing above
//! it, not even their own pack; its pack, `games/<game>/pack/` (computer player, picker walk,
//! fits), is the packs' layer, which a file's path decides, beside `packs/` (the one list of
//! packs), above the engine, the picker, the puzzles and the analysis whose traits it
//! implements. Those generic layers never name a game: they find a game's part among the
//! parts registered with them at start (`packs::install`). The tests below hold both rules.
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
    ("output", 0),
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
    ("packs", 5),
    ("table", 6),
    ("messages", 7),
    ("discord", 8),
    ("console", 8),
    ("web", 8),
    ("ops", 8),
    ("app", 9),
];

/// The layer every game pack's files (`games/<game>/pack/`) belong to.
const PACKS: &str = "packs";

/// Whether a file's path under a crate's `src/` (its components) is in a game's pack.
fn in_a_pack(parts: &[&str]) -> bool {
    parts.len() >= 3 && parts[0] == "games" && (parts[2] == "pack" || parts[2] == "pack.rs")
}

/// The layer a source file belongs to, by its path under a crate's `src/`: its top-level
/// module's, except a game's pack, which is the packs' layer.
fn layer_key(rel: &Path) -> String {
    let parts: Vec<&str> = rel
        .components()
        .filter_map(|c| c.as_os_str().to_str())
        .collect();
    if in_a_pack(&parts) {
        return PACKS.to_string();
    }
    parts
        .first()
        .map(|p| p.trim_end_matches(".rs").to_string())
        .unwrap_or_default()
}

/// Whether a file is test code as a whole (`tests.rs`, `tests_catalogue.rs`, `tests/`).
fn is_test_file(rel: &Path) -> bool {
    rel.components().any(|c| {
        let name = c.as_os_str().to_string_lossy();
        name == "tests" || name.starts_with("tests_") || name == "tests.rs"
    })
}

/// A file's code without its test module (`#[cfg(test)] mod tests { ... }`, at its end).
fn without_tests(text: &str) -> &str {
    text.split("#[cfg(test)]\nmod tests {").next().unwrap_or("")
}

fn layer(module: &str) -> Option<u8> {
    LAYERS.iter().find(|(m, _)| *m == module).map(|(_, l)| *l)
}

/// The top-level modules named as `crate::<module>` in Rust source, comments left out; a path
/// into a game's pack (`crate::games::<game>::pack`) names the packs' layer.
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
            if name == "games" && into_a_pack(&rest[name.len()..]) {
                out.insert(PACKS.to_string());
            } else if !name.is_empty() {
                out.insert(name);
            }
        }
    }
    out
}

/// Whether the rest of a path after `crate::games` goes into a game's pack (`::tzaar::pack`).
fn into_a_pack(rest: &str) -> bool {
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let Some(rest) = rest.strip_prefix("::") else {
        return false;
    };
    let game: String = rest.chars().take_while(|c| ident(*c)).collect();
    rest[game.len()..]
        .strip_prefix("::pack")
        .is_some_and(|r| !game.is_empty() && !r.starts_with(ident))
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
    let mut seen = BTreeSet::new();
    for src in roots() {
        let mut files = Vec::new();
        sources(&src, &mut files);
        for file in files {
            let rel = file.strip_prefix(&src).expect("under src");
            let module = layer_key(rel);
            let Some(rank) = layer(&module) else {
                continue;
            };
            seen.insert(module.clone());
            if is_test_file(rel) {
                continue;
            }
            let text = std::fs::read_to_string(&file).expect("a readable source file");
            for used in uses(without_tests(&text)) {
                if used == module {
                    continue;
                }
                match layer(&used) {
                    Some(l) if l < rank => {}
                    Some(_) => broken.push(format!("{} names crate::{used}", file.display())),
                    None => broken.push(format!("{} names unknown crate::{used}", file.display())),
                }
            }
        }
    }
    for (module, _) in LAYERS {
        assert!(seen.contains(*module), "no source for module {module}");
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

/// Every path on a line of code (`a::b::c`, with `{x, y::z}` groups expanded), each with the
/// name it is bound to when the line is a `use` (`use a::b` binds `b`; `use a::b as c`, `c`).
fn paths_on(line: &str) -> Vec<(Vec<String>, Option<String>)> {
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let chars: Vec<char> = line.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !ident(chars[i]) || (i > 0 && (ident(chars[i - 1]) || chars[i - 1] == ':')) {
            i += 1;
            continue;
        }
        let mut segments = Vec::new();
        let mut j = i;
        let mut grouped = false;
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
                        let mut parts = item.split(" as ");
                        let item = parts.next().unwrap_or("").trim();
                        if item.is_empty() || item == "self" {
                            continue;
                        }
                        let mut full = segments.clone();
                        full.extend(item.split("::").map(str::to_string));
                        let bound = parts.next().map(|a| a.trim().to_string());
                        out.push((full, bound));
                    }
                    j = close;
                    grouped = true;
                    break;
                }
                continue;
            }
            break;
        }
        if !grouped && segments.len() > 1 {
            let bound = line[..]
                .get(j..)
                .and_then(|rest| rest.trim_start().strip_prefix("as "))
                .map(|a| a.trim().trim_end_matches(';').trim().to_string());
            out.push((segments, bound));
        }
        i = j.max(i + 1);
    }
    out
}

/// The modules a file's code names (its test module left out). A name a `use` binds to one of
/// our modules (`use super::tzaar;`) is followed when a later path starts with it
/// (`tzaar::plugin::DEF` names `games::tzaar::plugin`).
fn names(text: &str, here: &str, known: &BTreeSet<String>) -> BTreeSet<String> {
    let code = text.split("#[cfg(test)]\nmod tests").next().unwrap_or("");
    let lines: Vec<&str> = code
        .lines()
        .map(|line| line.split("//").next().unwrap_or("").trim())
        .collect();
    // What each line declares: `mod x;` and `pub use` are a table of contents, not a use.
    let kind = |line: &str| {
        let words: Vec<&str> = line.split_whitespace().collect();
        let at = words.iter().position(|w| *w == "mod" || *w == "use")?;
        let public = words[..at].iter().any(|w| w.starts_with("pub"));
        Some((words[at] == "mod", public))
    };
    // First the names `use` binds to modules of ours, then every path through them.
    let mut bound: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for line in &lines {
        if kind(line) != Some((false, false)) {
            continue;
        }
        for (path, alias) in paths_on(line) {
            let refs: Vec<&str> = path.iter().map(String::as_str).collect();
            let Some(module) = resolve(&refs, here, known) else {
                continue;
            };
            let last = path.last().cloned().unwrap_or_default();
            let name = alias.unwrap_or(last.clone());
            if module.rsplit("::").next() == Some(last.as_str()) {
                bound.insert(name, module.split("::").map(str::to_string).collect());
            }
        }
    }
    let mut out = BTreeSet::new();
    for line in &lines {
        if matches!(kind(line), Some((true, _)) | Some((false, true))) {
            continue;
        }
        for (path, _) in paths_on(line) {
            let child = join(
                &here
                    .split("::")
                    .filter(|p| !p.is_empty())
                    .collect::<Vec<_>>(),
                &[&path[0]],
            )
            .join("::");
            let path = match bound.get(&path[0]) {
                Some(module) if !known.contains(&child) => {
                    let mut full = vec!["crate".to_string()];
                    full.extend(module.iter().cloned());
                    full.extend(path[1..].iter().cloned());
                    full
                }
                _ => path,
            };
            let refs: Vec<&str> = path.iter().map(String::as_str).collect();
            out.extend(resolve(&refs, here, known));
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
    // A name bound by `use` is followed: `games::registry` reaching `games::tzaar::plugin`.
    let through = names(
        "use super::{b, c as see};\nuse crate::d;\nfn f() { b::X; see::Y; d::z(); }",
        "a::x",
        &["", "a", "a::x", "a::b", "a::b::p", "a::c", "d"]
            .iter()
            .map(|s| s.to_string())
            .collect(),
    );
    assert_eq!(
        through,
        ["a::b", "a::c", "d"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    );
    let deep = names(
        "use super::b;\nconst D: X = b::p::DEF;",
        "a::x",
        &["", "a", "a::x", "a::b", "a::b::p"]
            .iter()
            .map(|s| s.to_string())
            .collect(),
    );
    assert_eq!(
        deep,
        ["a::b", "a::b::p"].iter().map(|s| s.to_string()).collect()
    );
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

/// The core's modules (`games::tzaar::position`), each with its file's path under
/// `core/src/` and its text, and the set of their names.
fn core_modules() -> (Vec<(String, std::path::PathBuf, String)>, BTreeSet<String>) {
    let src = roots()[1].clone();
    let mut files = Vec::new();
    sources(&src, &mut files);
    let modules: Vec<(String, std::path::PathBuf, String)> = files
        .into_iter()
        .map(|f| {
            let text = std::fs::read_to_string(&f).expect("a readable source file");
            let rel = f.strip_prefix(&src).expect("under src").to_path_buf();
            (module_of(&src, &f), rel, text)
        })
        .collect();
    let known = modules.iter().map(|(m, _, _)| m.clone()).collect();
    (modules, known)
}

/// The games' folders (`foxgeese`, `tzaar`): the directories of `core/src/games/`.
fn game_folders() -> Vec<String> {
    let dir = roots()[1].join("games");
    let mut games: Vec<String> = std::fs::read_dir(dir)
        .expect("the games folder")
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    games.sort();
    games
}

/// What a game's rules module names that it may not: a module of a layer above the games'
/// (the engine, the picker, ...), or a game's pack, its own included.
fn rules_overreach(module: &str, text: &str, known: &BTreeSet<String>) -> Vec<String> {
    names(text, module, known)
        .into_iter()
        .filter(|m| {
            let parts: Vec<&str> = m.split("::").collect();
            in_a_pack(&parts) || layer(parts[0]).is_none_or(|l| l > 0)
        })
        .collect()
}

/// The modules of a game's folder that `module` names.
fn games_named(
    module: &str,
    text: &str,
    known: &BTreeSet<String>,
    games: &[String],
) -> Vec<String> {
    names(text, module, known)
        .into_iter()
        .filter(|m| {
            games
                .iter()
                .any(|g| *m == format!("games::{g}") || m.starts_with(&format!("games::{g}::")))
        })
        .collect()
}

/// The generic layers that name no game (issue 38): they reach a game's part only through
/// what the packs registered with them. The others (`render`, the play layer, the front
/// ends) still do, as `src/architecture.rs` counts.
const GAME_FREE: &[&str] = &["engine", "picker", "analysis", "puzzle"];

#[test]
fn a_games_rules_name_nothing_above_the_games_not_even_its_pack() {
    let (modules, known) = core_modules();
    let mut broken = Vec::new();
    for (module, rel, text) in &modules {
        let parts: Vec<&str> = rel.iter().filter_map(|c| c.to_str()).collect();
        if parts.first() != Some(&"games") || in_a_pack(&parts) || is_test_file(rel) {
            continue;
        }
        for named in rules_overreach(module, text, &known) {
            broken.push(format!("core/src/{} names {named}", rel.display()));
        }
    }
    assert!(
        broken.is_empty(),
        "a game's rules name a layer above them (only its pack may):\n{}",
        broken.join("\n")
    );
}

#[test]
fn the_engine_picker_puzzles_and_analysis_name_no_game() {
    let (modules, known) = core_modules();
    let games = game_folders();
    let mut broken = Vec::new();
    for (module, rel, text) in &modules {
        let top = rel.iter().next().and_then(|c| c.to_str()).unwrap_or("");
        if !GAME_FREE.contains(&top.trim_end_matches(".rs")) || is_test_file(rel) {
            continue;
        }
        for named in games_named(module, text, &known, &games) {
            broken.push(format!("core/src/{} names {named}", rel.display()));
        }
    }
    assert!(
        broken.is_empty(),
        "a generic layer names a game (its part belongs in the game's pack):\n{}",
        broken.join("\n")
    );
}

#[test]
fn the_pack_rules_catch_rules_on_the_engine_and_generic_layers_on_a_game() {
    let known: BTreeSet<String> = [
        "",
        "games",
        "games::tzaar",
        "games::tzaar::position",
        "games::tzaar::pack",
        "games::tzaar::pack::player",
        "engine",
        "engine::search",
        "engine::oracle",
        "picker",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let rules = "games::tzaar::position";
    assert_eq!(
        rules_overreach(rules, "use crate::engine::search::Control;", &known),
        vec!["engine::search".to_string()]
    );
    assert_eq!(
        rules_overreach(rules, "use super::pack::player::PLAYER;", &known),
        vec!["games::tzaar::pack::player".to_string()]
    );
    assert!(
        rules_overreach(
            rules,
            "use crate::games::Seat;\nuse super::Position;",
            &known
        )
        .is_empty()
    );
    let games = vec!["tzaar".to_string()];
    assert_eq!(
        games_named(
            "engine::oracle",
            "use crate::games::tzaar::Position;",
            &known,
            &games
        ),
        vec!["games::tzaar".to_string()]
    );
    assert!(games_named("picker", "use crate::games::AnyGame;", &known, &games).is_empty());
    // The layer scan: a pack's path is the packs' layer, whoever names it.
    assert!(uses("use crate::games::tzaar::pack::player::eval;").contains(PACKS));
    assert!(!uses("use crate::games::tzaar::Position;").contains(PACKS));
    assert_eq!(layer_key(Path::new("games/tzaar/pack/walk.rs")), PACKS);
    assert_eq!(layer_key(Path::new("games/tzaar/position.rs")), "games");
}
