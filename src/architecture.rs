//! The shape figures of issue 38 (game packs), measured over both crates' product sources
//! (`src/` and `core/src/`, test modules and test files left out) and held as ratchets: each
//! figure may only fall. When a change lowers one, lower its ceiling here in the same commit,
//! so the next change cannot quietly raise it again; the closing notes quote these counts.
//!
//! - files outside a game's own folder (`core/src/games/<game>/`) whose code names a game's
//!   module (`tzaar::`, `use …::foxgeese`): the goal is the two lists that name every game,
//!   `games/registry.rs` (their rules) and `packs/list.rs` (their packs);
//! - downcasts (`downcast_ref`, `downcast_mut`, `as_any()`) outside a game's own folder: the
//!   goal is none;
//! - functions over 80 lines: the goal is none;
//! - source files over 800 lines anywhere in the workspace, tests included: none.

use std::path::{Path, PathBuf};

const MAX_FILES_NAMING_A_GAME: usize = 8;
const MAX_DOWNCASTS: usize = 11;
const MAX_LONG_FUNCTIONS: usize = 25;
const MAX_LONG_FILES: usize = 0;

/// The longest function the project wants, in lines from `fn` to its closing brace.
const FUNCTION_LINES: usize = 80;
/// The longest source file the project wants.
const FILE_LINES: usize = 800;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "target") {
                rust_files(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Whether a file is product code: not a test file, not these checks.
fn is_product(path: &Path) -> bool {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let in_tests = path.components().any(|c| c.as_os_str() == "tests");
    !(name.starts_with("tests") || in_tests || name == "layers.rs" || name == "architecture.rs")
}

/// A product file's code: up to its test module, each line without its comment.
fn code_of(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).expect("a readable source file");
    text.lines()
        .take_while(|line| !line.starts_with("#[cfg(test)]"))
        .map(|line| line.split("//").next().unwrap_or("").to_string())
        .collect()
}

/// The product's files, each with its path relative to the workspace.
fn product() -> Vec<(String, Vec<String>)> {
    let root = root();
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("core").join("src"), &mut files);
    files.sort();
    files
        .into_iter()
        .filter(|f| is_product(f))
        .map(|f| {
            let rel = f.strip_prefix(&root).unwrap_or(&f).display().to_string();
            let code = code_of(&f);
            (rel, code)
        })
        .collect()
}

/// The games' own folders' names (`tzaar`, `foxgeese`).
fn game_folders() -> Vec<String> {
    let dir = root().join("core").join("src").join("games");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("the games folder")
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn in_game_folder(rel: &str, games: &[String]) -> bool {
    games
        .iter()
        .any(|g| rel.starts_with(&format!("core/src/games/{g}/")))
}

/// Whether `word` stands alone at `at` in `line` (no identifier character either side).
fn standalone(line: &str, at: usize, word: &str) -> bool {
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let before = line[..at].chars().next_back();
    let after = line[at + word.len()..].chars().next();
    !before.is_some_and(ident) && !after.is_some_and(ident)
}

/// Whether a line of code names the game module `game`: a path through it, or a `use` of it.
fn names_game(line: &str, game: &str) -> bool {
    let is_use = line.trim_start().starts_with("use ") || line.contains(" use ");
    line.match_indices(game).any(|(at, _)| {
        standalone(line, at, game) && (line[at + game.len()..].starts_with("::") || is_use)
    })
}

fn files_naming_a_game() -> Vec<String> {
    let games = game_folders();
    product()
        .into_iter()
        .filter(|(rel, _)| !in_game_folder(rel, &games))
        .filter(|(_, code)| {
            code.iter()
                .any(|line| games.iter().any(|g| names_game(line, g)))
        })
        .map(|(rel, _)| rel)
        .collect()
}

fn downcasts() -> Vec<String> {
    let games = game_folders();
    let mut out = Vec::new();
    for (rel, code) in product() {
        if in_game_folder(&rel, &games) {
            continue;
        }
        for (n, line) in code.iter().enumerate() {
            if ["downcast_ref", "downcast_mut", "as_any()"]
                .iter()
                .any(|w| line.contains(w))
            {
                out.push(format!("{rel}:{}", n + 1));
            }
        }
    }
    out
}

/// The lines of each function whose body spans more than [`FUNCTION_LINES`], found by
/// rustfmt's layout: a function's closing brace is the first later line that is exactly its
/// indentation and `}`.
fn long_functions() -> Vec<String> {
    let mut out = Vec::new();
    for (rel, code) in product() {
        for (start, line) in code.iter().enumerate() {
            let Some(indent) = function_start(line) else {
                continue;
            };
            // A declaration without a body (a trait's) ends with `;` before any `{`.
            let Some(open) = (start..code.len())
                .find(|&i| code[i].contains('{') || code[i].trim_end().ends_with(';'))
            else {
                continue;
            };
            if !code[open].contains('{') {
                continue;
            }
            let one_line = open == start && code[open].trim_end().ends_with('}');
            if one_line {
                continue;
            }
            let close = format!("{indent}}}");
            if let Some(end) = (open + 1..code.len()).find(|&i| code[i] == close) {
                let lines = end - start + 1;
                if lines > FUNCTION_LINES {
                    out.push(format!("{rel}:{} ({lines} lines)", start + 1));
                }
            }
        }
    }
    out
}

/// The indentation of a line that starts a function (`pub(crate) async fn name`), if it does.
fn function_start(line: &str) -> Option<&str> {
    let rest = line.trim_start();
    let indent = &line[..line.len() - rest.len()];
    let mut words = rest.split_whitespace().peekable();
    while let Some(word) = words.peek() {
        if word.starts_with("pub") || ["const", "async", "unsafe"].contains(word) {
            words.next();
        } else {
            break;
        }
    }
    (words.next() == Some("fn")).then_some(indent)
}

fn long_files() -> Vec<String> {
    let root = root();
    let mut files = Vec::new();
    for dir in ["src", "core", "lab", "tests", "benches", "fuzz"] {
        rust_files(&root.join(dir), &mut files);
    }
    files.sort();
    files
        .into_iter()
        .filter_map(|f| {
            let lines = std::fs::read_to_string(&f).ok()?.lines().count();
            (lines > FILE_LINES).then(|| {
                let rel = f.strip_prefix(&root).unwrap_or(&f).display();
                format!("{rel} ({lines} lines)")
            })
        })
        .collect()
}

fn ratchet(what: &str, found: Vec<String>, ceiling: usize) {
    assert!(
        found.len() <= ceiling,
        "{} {what}, more than the {ceiling} allowed (src/architecture.rs):\n{}",
        found.len(),
        found.join("\n")
    );
    if found.len() < ceiling {
        eprintln!(
            "{what}: {} now, below the ceiling of {ceiling}: lower it in src/architecture.rs",
            found.len()
        );
    }
}

#[test]
fn no_more_files_outside_a_game_folder_name_a_game() {
    ratchet(
        "product files outside a game's folder name a game",
        files_naming_a_game(),
        MAX_FILES_NAMING_A_GAME,
    );
}

#[test]
fn no_more_downcasts_outside_a_game_folder() {
    ratchet(
        "downcasts outside a game's folder",
        downcasts(),
        MAX_DOWNCASTS,
    );
}

#[test]
fn no_more_functions_over_80_lines() {
    ratchet(
        "product functions over 80 lines",
        long_functions(),
        MAX_LONG_FUNCTIONS,
    );
}

#[test]
fn no_more_files_over_800_lines() {
    ratchet("source files over 800 lines", long_files(), MAX_LONG_FILES);
}

#[test]
fn the_measures_read_code_as_written() {
    assert!(names_game("use crate::games::tzaar::Position;", "tzaar"));
    assert!(names_game(
        "use super::{GameKind, foxgeese, tzaar};",
        "tzaar"
    ));
    assert!(names_game("let p = tzaar::Position::start();", "tzaar"));
    assert!(!names_game("let key = \"tzaar_setup\";", "tzaar"));
    assert!(!names_game("fn tzaarish() {}", "tzaar"));
    assert_eq!(function_start("    pub(crate) async fn run("), Some("    "));
    assert_eq!(function_start("pub const fn new() -> Self {"), Some(""));
    assert_eq!(function_start("    let f = fn_name;"), None);
}
