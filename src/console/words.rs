//! The words the console reads for game names and challenge option values (`tzaar`,
//! `zorro`, `renard et oies`; `aleatoria`, `aléatoire`; `blancs`), from the catalogue's
//! `words-*` messages of every language: a Spanish reader may type English words too, and
//! letter case, accents and articles may differ ("el zorro y los gansos").

use crate::domain::{GameChoice, GameKind, Level};
use crate::i18n::{self, Locale};
use crate::messages::commands::fold;
use crate::table::options::SideWord;

/// Articles a name may be typed with or without ("le renard et les oies", "the fox").
const ARTICLES: [&str; 8] = ["the", "el", "la", "los", "las", "le", "les", "l"];

/// Words as compared: folded (lower case, no accents), apostrophes and brackets as spaces,
/// without articles, inner spaces kept as one.
fn norm(text: &str) -> String {
    fold(text)
        .split(|c: char| c.is_whitespace() || matches!(c, '\'' | '’' | '(' | ')'))
        .filter(|w| !w.is_empty() && !ARTICLES.contains(w))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The words of `id` in `locale`, as listed (comma-separated).
fn words(locale: Locale, id: &str) -> Vec<String> {
    i18n::lookup(locale, id)
        .split(',')
        .map(|w| w.trim().to_string())
        .collect()
}

/// Whether `text` is one of the words of `id` in some language.
fn means(text: &str, id: &str) -> bool {
    let typed = norm(text);
    !typed.is_empty()
        && Locale::all().any(|locale| words(locale, id).iter().any(|word| norm(word) == typed))
}

fn find<S: AsRef<str>, T: Copy>(text: &str, table: &[(S, T)]) -> Option<T> {
    table
        .iter()
        .find(|(id, _)| means(text, id.as_ref()))
        .map(|(_, value)| *value)
}

/// The words of `id` in `locale`, for a hint ("tzaar, halatafl or foxgeese").
pub fn first_word(locale: Locale, id: &str) -> String {
    i18n::lookup(locale, id)
        .split(',')
        .next()
        .unwrap_or("")
        .trim()
        .to_string()
}

/// Every registered game choice, with the id of its words (`words-game-halatafl`).
pub fn games() -> Vec<(String, GameChoice)> {
    GameChoice::all()
        .into_iter()
        .map(|choice| (format!("words-game-{}", choice.key()), choice))
        .collect()
}

/// Every registered game's setups, with the id of their words (`words-setup-random`).
pub fn setups() -> Vec<(String, &'static str)> {
    let mut out: Vec<(String, &'static str)> = Vec::new();
    for kind in GameKind::all() {
        for &setup in kind.def().option_values("setup") {
            if !out.iter().any(|(_, s)| *s == setup) {
                out.push((format!("words-setup-{setup}"), setup));
            }
        }
    }
    out
}

/// The sides every registered game names, then the seats (`words-side-fox`, ...).
pub fn sides() -> Vec<(String, SideWord)> {
    let named = GameKind::all()
        .into_iter()
        .flat_map(|kind| kind.def().side_words())
        .map(SideWord::Named);
    let seats = [SideWord::First, SideWord::Second, SideWord::Random];
    named
        .chain(seats)
        .map(|side| (format!("words-side-{}", side.key()), side))
        .collect()
}

pub const LEVELS: [(&str, Level); 4] = [
    ("words-level-easy", Level::Easy),
    ("words-level-medium", Level::Medium),
    ("words-level-hard", Level::Hard),
    ("words-level-perfect", Level::Perfect),
];

/// A game's name as a player types it, in any language: the one reader of game names
/// (`/rules`, `/leaderboard`, `/challenge game:`). The words of `words-game-*` ("zorro",
/// "deux renards", "fox and geese") and the names menus and answers show (`choice-*`: "Dos
/// zorros (Halatafl)"), so every name the bot writes for a game reads back.
pub fn game(text: &str) -> Option<GameChoice> {
    let typed = norm(text);
    find(text, &games()).or_else(|| {
        GameChoice::all().into_iter().find(|choice| {
            // A choice's key always reads as it, in any language: a game registered
            // without words of its own is still named.
            let id = format!("choice-{}", choice.key());
            !typed.is_empty()
                && (norm(choice.key()) == typed
                    || Locale::all().any(|l| {
                        norm(&i18n::text_or_none(l, &id, &Default::default()).unwrap_or_default())
                            == typed
                    }))
        })
    })
}

pub fn setup(text: &str) -> Option<&'static str> {
    find(text, &setups())
}

pub fn side(text: &str) -> Option<SideWord> {
    find(text, &sides())
}

pub fn level(text: &str) -> Option<Level> {
    find(text, &LEVELS)
}

/// A tournament format's words (`words-format-round_robin`), by the format's key.
pub const FORMATS: [(&str, &str); 3] = [
    ("words-format-swiss", "swiss"),
    ("words-format-round_robin", "round_robin"),
    ("words-format-double_round_robin", "double_round_robin"),
];

/// A tournament format as a player types it, in any language (`suizo`, `"toutes rondes"`,
/// `round_robin`), by its key: the words of `words-format-*`, the names menus show
/// (`choice-format-*`: "liguilla (todos contra todos)") and the keys. Hyphens and
/// underscores count as spaces (`round-robin`, `aller_retour`), so a name needs no quotes.
pub fn format(text: &str) -> Option<&'static str> {
    let text = text.replace(['_', '-'], " ");
    let typed = norm(&text);
    let dashed = |word: &str| norm(&word.replace(['_', '-'], " "));
    let spelled = |id: &str, locale: Locale| {
        words(locale, id).iter().any(|w| dashed(w) == typed)
            || i18n::text_or_none(
                locale,
                &id.replace("words-", "choice-"),
                &Default::default(),
            )
            .is_some_and(|name| dashed(&name) == typed)
    };
    FORMATS
        .iter()
        .find(|(id, key)| {
            !typed.is_empty() && (dashed(key) == typed || Locale::all().any(|l| spelled(id, l)))
        })
        .map(|(_, key)| *key)
}

pub fn yes_no(text: &str) -> Option<bool> {
    find(text, &[("words-yes", true), ("words-no", false)])
}

/// The choices of a table as a hint in `locale`: "tzaar, halatafl or foxgeese".
pub fn choices<S: AsRef<str>, T>(locale: Locale, table: &[(S, T)]) -> String {
    let words: Vec<String> = table
        .iter()
        .map(|(id, _)| first_word(locale, id.as_ref()))
        .collect();
    crate::messages::or_list(locale, &words)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fg() -> GameChoice {
        GameChoice::from_key("foxgeese").unwrap()
    }

    fn halatafl() -> GameChoice {
        GameChoice::from_key("halatafl").unwrap()
    }

    fn tz() -> GameChoice {
        GameChoice::from_key("tzaar").unwrap()
    }

    /// Every word of every table, in every language, as it stands.
    fn all_words<S: AsRef<str>, T: Copy>(table: &[(S, T)]) -> Vec<(String, T)> {
        let mut out = Vec::new();
        for locale in Locale::all() {
            for (id, value) in table {
                out.extend(words(locale, id.as_ref()).into_iter().map(|w| (w, *value)));
            }
        }
        out
    }

    #[test]
    fn the_names_an_answer_lists_read_back() {
        // "¿qué juego? tzaar, halatafl o zorro y gansos": each name listed is accepted.
        for locale in Locale::all() {
            for (id, choice) in games() {
                assert_eq!(
                    game(&first_word(locale, &id)),
                    Some(choice),
                    "{locale} {id}"
                );
                let shown = i18n::lookup(locale, &format!("choice-{}", choice.key()));
                assert_eq!(game(&shown), Some(choice), "{locale}: {shown}");
            }
            for (id, setup) in setups() {
                assert_eq!(super::setup(&first_word(locale, &id)), Some(setup), "{id}");
            }
            for (id, s) in sides() {
                assert_eq!(side(&first_word(locale, &id)), Some(s), "{id}");
            }
            for (id, l) in LEVELS {
                assert_eq!(level(&first_word(locale, id)), Some(l), "{id}");
            }
        }
    }

    #[test]
    fn every_word_means_one_thing() {
        fn check<S: AsRef<str>, T: Copy + PartialEq + std::fmt::Debug>(table: &[(S, T)]) {
            for (word, value) in all_words(table) {
                assert!(!norm(&word).is_empty(), "an empty word for {value:?}");
                assert_eq!(find(&word, table), Some(value), "`{word}`");
            }
        }
        check(&games());
        check(&setups());
        check(&sides());
        check(&LEVELS);
        check(&[("words-yes", true), ("words-no", false)]);
    }

    #[test]
    fn every_format_word_and_menu_name_reads_as_its_format() {
        for locale in Locale::all() {
            for (id, key) in FORMATS {
                for word in words(locale, id) {
                    assert_eq!(format(&word), Some(key), "{locale}: `{word}`");
                }
                let shown = i18n::lookup(locale, &id.replace("words-", "choice-"));
                assert_eq!(format(&shown), Some(key), "{locale}: `{shown}`");
                assert_eq!(format(key), Some(key));
                assert_eq!(format(&key.replace('_', "-").to_uppercase()), Some(key));
            }
        }
        for typed in ["", "knockout", "round", "doble liguilla x"] {
            assert_eq!(format(typed), None, "`{typed}`");
        }
    }

    #[test]
    fn game_names_read_in_any_case_with_or_without_accents_and_articles() {
        for (typed, choice) in [
            ("Zorro", fg()),
            ("  el ZORRO y los gansos ", fg()),
            ("renard", fg()),
            ("Le Renard et les Oies", fg()),
            ("the fox and the geese", fg()),
            ("Estándar", fg()),
            ("Two Foxes (Halatafl)", halatafl()),
            ("deux renards", halatafl()),
            ("tzaar", tz()),
        ] {
            assert_eq!(game(typed), Some(choice), "`{typed}`");
        }
        for typed in ["", "le", "chess", "zorro y", "foxes"] {
            assert_eq!(game(typed), None, "`{typed}`");
        }
    }
}
