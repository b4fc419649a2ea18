//! The names of games, sides and levels as players read them, from the catalogue: the
//! words every other message is made with. The games name themselves (as phrases); this
//! only writes them in the reader's language.

use super::moves::phrase;
use crate::domain::{GameChoice, Level, Seat};
use crate::games::GameSpec;
use crate::i18n::{self, Args, Locale};

/// The arguments every message about a game receives from the game (see
/// [`crate::render::labels::game_args`]).
pub(crate) fn game_args(spec: GameSpec) -> Args {
    crate::render::labels::game_args(spec)
}

/// A game with its options, as players read it: "TZAAR (random setup)", "Fox and Geese (15
/// geese, with sideways moves)".
pub fn game_name(locale: Locale, spec: GameSpec) -> String {
    phrase(locale, &spec.name())
}

/// A game choice's name: "TZAAR", "Two Foxes (Halatafl)", "Fox and Geese".
pub fn choice_name(locale: Locale, choice: GameChoice) -> String {
    i18n::lookup(locale, &format!("choice-{}", choice.key()))
}

/// A side as the object of a sentence: "White", "the fox", "the geese" (see
/// [`crate::render::labels::side_name`]).
pub fn side_name(locale: Locale, spec: GameSpec, seat: Seat) -> String {
    crate::render::labels::side_name(locale, spec, seat)
}

/// The computer's level: "easy", "medium", "hard".
pub fn level_name(locale: Locale, level: Level) -> String {
    i18n::lookup(locale, &format!("level-{}", level.key()))
}
