//! The words the console reads for challenge option values, in any of the three languages
//! and any letter case (`tzaar`, `zorro`, `renard`; `aleatoria`, `aléatoire`).

use crate::domain::{GameChoice, Level};
use crate::games::TzaarSetup;
use crate::table::options::SideWord;

/// The word in lower case with its letters only (spaces, dashes and accents kept apart).
fn norm(text: &str) -> String {
    text.trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric())
        .collect()
}

fn find<T: Copy>(text: &str, table: &[(&[&str], T)]) -> Option<T> {
    let word = norm(text);
    table
        .iter()
        .find(|(words, _)| words.iter().any(|w| norm(w) == word))
        .map(|(_, value)| *value)
}

pub fn game(text: &str) -> Option<GameChoice> {
    find(
        text,
        &[
            (&["tzaar"], GameChoice::Tzaar),
            (
                &[
                    "halatafl",
                    "two foxes",
                    "2foxes",
                    "dos zorros",
                    "deux renards",
                ],
                GameChoice::TwoFoxes,
            ),
            (
                &[
                    "foxgeese",
                    "fox and geese",
                    "foxes and geese",
                    "standard",
                    "zorro y gansos",
                    "zorro",
                    "renard et oies",
                    "le renard et les oies",
                    "renard",
                ],
                GameChoice::FoxAndGeese,
            ),
        ],
    )
}

pub fn setup(text: &str) -> Option<TzaarSetup> {
    find(
        text,
        &[
            (&["fixed", "fija", "fixe"], TzaarSetup::Fixed),
            (&["random", "aleatoria", "aléatoire"], TzaarSetup::Random),
            (&["tournament", "torneo", "tournoi"], TzaarSetup::Tournament),
        ],
    )
}

pub fn side(text: &str) -> Option<SideWord> {
    find(
        text,
        &[
            (&["first"], SideWord::First),
            (&["second"], SideWord::Second),
            (
                &["random", "al azar", "azar", "au hasard", "hasard"],
                SideWord::Random,
            ),
            (&["white", "blancas", "blancs"], SideWord::White),
            (&["black", "negras", "noirs"], SideWord::Black),
            (
                &["fox", "foxes", "zorro", "zorros", "renard", "renards"],
                SideWord::Fox,
            ),
            (&["geese", "goose", "gansos", "oies"], SideWord::Geese),
        ],
    )
}

pub fn level(text: &str) -> Option<Level> {
    find(
        text,
        &[
            (&["easy", "fácil", "facile"], Level::Easy),
            (&["medium", "medio", "moyen"], Level::Medium),
            (&["hard", "difícil", "difficile"], Level::Hard),
        ],
    )
}

pub fn yes_no(text: &str) -> Option<bool> {
    find(
        text,
        &[
            (&["true", "yes", "on", "sí", "si", "oui"], true),
            (&["false", "no", "off", "non"], false),
        ],
    )
}
