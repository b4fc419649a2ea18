//! The catalogue's files: every language has exactly the messages, attributes and variables
//! of English and every file parses; every id the code names exists; words the catalogue
//! must write one way.

use std::collections::{BTreeMap, BTreeSet};

use super::*;

/// One language's messages: id (or `id.attribute`) to the variables it uses.
type Entries = BTreeMap<String, BTreeSet<String>>;

fn locales_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
}

/// Reads every `.ftl` file of a language: checks it parses, and lists its entries.
fn entries(code: &str) -> Entries {
    let dir = locales_dir().join(code);
    let mut out = Entries::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|f| f.expect("a file").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{code}: no .ftl files");
    for path in files {
        let source = std::fs::read_to_string(&path).expect("readable");
        if let Err((_, errors)) =
            fluent_templates::fluent_bundle::FluentResource::try_new(source.clone())
        {
            panic!("{}: {errors:?}", path.display());
        }
        // The message a line belongs to, and the message or attribute it continues.
        let mut message = String::new();
        let mut key = String::new();
        for line in source.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            if !line.starts_with(' ') {
                message = line.split('=').next().unwrap_or("").trim().to_string();
                key = message.clone();
                assert!(!out.contains_key(&key), "{code}: {key} twice");
            } else if let Some(attr) = line.trim_start().strip_prefix('.') {
                let name = attr.split('=').next().unwrap_or("").trim();
                key = format!("{message}.{name}");
            }
            let vars = out.entry(key.clone()).or_default();
            for piece in line.split('$').skip(1) {
                let var: String = piece
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                    .collect();
                if !var.is_empty() {
                    vars.insert(var);
                }
            }
        }
    }
    out
}

#[test]
fn every_language_has_exactly_the_messages_and_variables_of_english() {
    let english = entries("en");
    assert!(english.len() > 200, "only {} messages", english.len());
    for locale in Locale::all() {
        let code = locale.code();
        let theirs = entries(code);
        let missing: Vec<_> = english
            .keys()
            .filter(|k| !theirs.contains_key(*k))
            .collect();
        let extra: Vec<_> = theirs
            .keys()
            .filter(|k| !english.contains_key(*k))
            .collect();
        assert!(missing.is_empty(), "{code} lacks {missing:?}");
        assert!(extra.is_empty(), "{code} has ids English lacks: {extra:?}");
        for (id, vars) in &english {
            // A time of day is written on each language's own clock: English's reads the
            // 12-hour one (`$hour12`, `$half`), Spanish's the 24-hour one; every language is
            // given all of them (messages::clock_time) and uses those it needs. The daily
            // digest's hour is given as a number too, for Spanish's "a la 1:00", "a las 9:00".
            let given: &[&str] = match id.as_str() {
                "clock-time" => &["hour", "hour12", "minute", "whole", "half"],
                "reminders-digest" => &["time", "hour"],
                _ => &[],
            };
            if !given.is_empty() {
                assert!(
                    theirs[id].iter().all(|v| given.contains(&v.as_str())),
                    "{code}: the variables of {id}"
                );
                continue;
            }
            assert_eq!(&theirs[id], vars, "{code}: the variables of {id}");
        }
    }
}

#[test]
fn every_language_folder_is_offered_and_every_language_has_its_folder() {
    let mut folders: Vec<String> = std::fs::read_dir(locales_dir())
        .expect("locales/")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    folders.sort();
    let mut offered: Vec<String> = Locale::all().map(|l| l.code().to_string()).collect();
    offered.sort();
    assert_eq!(folders, offered);
    let mut embedded = crate::i18n::embedded_languages();
    embedded.sort();
    assert_eq!(embedded, offered);
}

#[test]
fn every_catalogue_id_the_code_names_exists() {
    // Ids written as string literals in the code that looks messages up (and the games'
    // phrases); ids built with `format!` (reasons, levels, rules, commands) are covered by
    // the samples above. A literal ending in `-` is a prefix, not an id.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files = [
        "messages/text.rs",
        "messages/moves.rs",
        "messages/mod.rs",
        "console/mod.rs",
        "console/commands.rs",
        "console/words.rs",
        "discord/commands.rs",
        "discord/params.rs",
        "messages/names.rs",
        "messages/rooms.rs",
        "messages/tournaments.rs",
        "messages/clocks.rs",
        "render/labels.rs",
        "render/standings/words.rs",
        "games/tzaar/plugin.rs",
        "games/foxgeese/plugin.rs",
    ];
    let prefixes = [
        "board-",
        "button-",
        "choice-",
        "console-",
        "duration-",
        "game-",
        "hint-",
        "level-",
        "list-",
        "move-",
        "refused-",
        "words-",
        "option-",
        "stats-",
        "leaderboard-",
        "challenge",
        "rating-",
        "undo-",
        "draw-",
        "moves-",
        "not-",
        "quiet-",
        "time-",
        "tournament-",
        "standings-",
    ];
    let english = entries("en");
    let mut checked = 0;
    for file in files {
        let Ok(source) = std::fs::read_to_string(dir.join(file)) else {
            continue;
        };
        for literal in source.split('"').skip(1).step_by(2) {
            let is_id = literal.len() > 3
                && literal
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                && literal.contains('-')
                && !literal.ends_with('-')
                && prefixes.iter().any(|p| literal.starts_with(p));
            if is_id {
                assert!(
                    english.contains_key(literal),
                    "{file}: `{literal}` is not in the catalogue"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "only {checked} ids found");
}

/// French names Fox and Geese one way, "Renard et oies" (the board's `board-standard`, the
/// menus' `choice-foxgeese`), never "le renard et les oies" (issue 25). Comments may quote
/// the other form; values may not.
#[test]
fn french_names_fox_and_geese_one_way() {
    let dir = locales_dir().join("fr");
    let mut seen = 0;
    for file in std::fs::read_dir(&dir).expect("locales/fr") {
        let path = file.expect("a file").path();
        let source = std::fs::read_to_string(&path).expect("readable");
        for line in source.lines().filter(|l| !l.trim_start().starts_with('#')) {
            let folded = commands::fold(line);
            assert!(
                !folded.contains("renard et les oies") && !folded.contains("renards et les oies"),
                "{}: `{line}` names Fox and Geese the other way",
                path.display()
            );
            seen += folded.matches("renard et oies").count();
        }
    }
    assert!(seen >= 8, "only {seen} uses of the name");
    let name = crate::i18n::lookup(Locale::FR, "choice-foxgeese");
    assert_eq!(name, "Renard et oies");
    let board = crate::i18n::text(Locale::FR, "board-standard", &Args::new().with("n", 13));
    assert_eq!(board, format!("{name}, 13 oies"));
}
