//! The words the console reads for challenge option values (`tzaar`, `zorro`, `renard`;
//! `aleatoria`, `aléatoire`; `blancs`), from the catalogue's `words-*` messages of every
//! language: a Spanish reader may type English words too, and accents may be left out.

use crate::domain::{GameChoice, Level};
use crate::games::TzaarSetup;
use crate::i18n::{self, Locale};
use crate::messages::commands::fold;
use crate::table::options::SideWord;

/// Words as compared: folded (lower case, no accents), inner spaces kept as one.
fn norm(text: &str) -> String {
    fold(text).split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether `text` is one of the words of `id` in some language.
fn means(text: &str, id: &str) -> bool {
    let typed = norm(text);
    Locale::all().any(|locale| {
        i18n::lookup(locale, id)
            .split(',')
            .any(|word| norm(word) == typed)
    })
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

pub fn game(text: &str) -> Option<GameChoice> {
    find(text, &GAMES)
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
