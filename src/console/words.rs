//! The words the console reads for game names and challenge option values (`tzaar`,
//! `zorro`, `renard et oies`; `aleatoria`, `aléatoire`; `blancs`), from the catalogue's
//! `words-*` messages of every language: a Spanish reader may type English words too, and
//! letter case, accents and articles may differ ("el zorro y los gansos").

use crate::domain::{GameChoice, Level};
use crate::games::TzaarSetup;
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

fn find<T: Copy>(text: &str, table: &[(&str, T)]) -> Option<T> {
    table
        .iter()
        .find(|(id, _)| means(text, id))
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

pub const GAMES: [(&str, GameChoice); 3] = [
    ("words-game-tzaar", GameChoice::Tzaar),
    ("words-game-halatafl", GameChoice::TwoFoxes),
    ("words-game-foxgeese", GameChoice::FoxAndGeese),
];

pub const SETUPS: [(&str, TzaarSetup); 3] = [
    ("words-setup-fixed", TzaarSetup::Fixed),
    ("words-setup-random", TzaarSetup::Random),
    ("words-setup-tournament", TzaarSetup::Tournament),
];

pub const SIDES: [(&str, SideWord); 7] = [
    ("words-side-white", SideWord::White),
    ("words-side-black", SideWord::Black),
    ("words-side-fox", SideWord::Fox),
    ("words-side-geese", SideWord::Geese),
    ("words-side-first", SideWord::First),
    ("words-side-second", SideWord::Second),
    ("words-side-random", SideWord::Random),
];

pub const LEVELS: [(&str, Level); 3] = [
    ("words-level-easy", Level::Easy),
    ("words-level-medium", Level::Medium),
    ("words-level-hard", Level::Hard),
];

/// A game's name as a player types it, in any language: the one reader of game names
/// (`/rules`, `/leaderboard`, `/challenge game:`). The words of `words-game-*` ("zorro",
/// "deux renards", "fox and geese") and the names menus and answers show (`choice-*`: "Dos
/// zorros (Halatafl)"), so every name the bot writes for a game reads back.
pub fn game(text: &str) -> Option<GameChoice> {
    let typed = norm(text);
    find(text, &GAMES).or_else(|| {
        GameChoice::ALL.into_iter().find(|choice| {
            let id = format!("choice-{}", choice.key());
            !typed.is_empty() && Locale::all().any(|l| norm(&i18n::lookup(l, &id)) == typed)
        })
    })
}

pub fn setup(text: &str) -> Option<TzaarSetup> {
    find(text, &SETUPS)
}

pub fn side(text: &str) -> Option<SideWord> {
    find(text, &SIDES)
}

pub fn level(text: &str) -> Option<Level> {
    find(text, &LEVELS)
}

pub fn yes_no(text: &str) -> Option<bool> {
    find(text, &[("words-yes", true), ("words-no", false)])
}

/// The choices of a table as a hint in `locale`: "tzaar, halatafl or foxgeese".
pub fn choices<T>(locale: Locale, table: &[(&str, T)]) -> String {
    let words: Vec<String> = table.iter().map(|(id, _)| first_word(locale, id)).collect();
    crate::messages::or_list(locale, &words)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every word of every table, in every language, as it stands.
    fn all_words<T: Copy>(table: &[(&str, T)]) -> Vec<(String, T)> {
        let mut out = Vec::new();
        for locale in Locale::all() {
            for (id, value) in table {
                out.extend(words(locale, id).into_iter().map(|w| (w, *value)));
            }
        }
        out
    }

    #[test]
    fn the_names_an_answer_lists_read_back() {
        // "¿qué juego? tzaar, halatafl o zorro y gansos": each name listed is accepted.
        for locale in Locale::all() {
            for (id, choice) in GAMES {
                assert_eq!(game(&first_word(locale, id)), Some(choice), "{locale} {id}");
                let shown = i18n::lookup(locale, &format!("choice-{}", choice.key()));
                assert_eq!(game(&shown), Some(choice), "{locale}: {shown}");
            }
            for (id, setup) in SETUPS {
                assert_eq!(super::setup(&first_word(locale, id)), Some(setup), "{id}");
            }
            for (id, s) in SIDES {
                assert_eq!(side(&first_word(locale, id)), Some(s), "{id}");
            }
            for (id, l) in LEVELS {
                assert_eq!(level(&first_word(locale, id)), Some(l), "{id}");
            }
        }
    }

    #[test]
    fn every_word_means_one_thing() {
        fn check<T: Copy + PartialEq + std::fmt::Debug>(table: &[(&str, T)]) {
            for (word, value) in all_words(table) {
                assert!(!norm(&word).is_empty(), "an empty word for {value:?}");
                assert_eq!(find(&word, table), Some(value), "`{word}`");
            }
        }
        check(&GAMES);
        check(&SETUPS);
        check(&SIDES);
        check(&LEVELS);
        check(&[("words-yes", true), ("words-no", false)]);
    }

    #[test]
    fn game_names_read_in_any_case_with_or_without_accents_and_articles() {
        for (typed, choice) in [
            ("Zorro", GameChoice::FoxAndGeese),
            ("  el ZORRO y los gansos ", GameChoice::FoxAndGeese),
            ("renard", GameChoice::FoxAndGeese),
            ("Le Renard et les Oies", GameChoice::FoxAndGeese),
            ("the fox and the geese", GameChoice::FoxAndGeese),
            ("Estándar", GameChoice::FoxAndGeese),
            ("Two Foxes (Halatafl)", GameChoice::TwoFoxes),
            ("deux renards", GameChoice::TwoFoxes),
            ("tzaar", GameChoice::Tzaar),
        ] {
            assert_eq!(game(typed), Some(choice), "`{typed}`");
        }
        for typed in ["", "le", "chess", "zorro y", "foxes"] {
            assert_eq!(game(typed), None, "`{typed}`");
        }
    }
}
