//! The names of games, sides and levels as players read them, from the catalogue: the
//! words every other message is made with.

use crate::domain::{GameChoice, Level, Seat};
use crate::games::foxgeese::Variant;
use crate::games::{GameKind, GameSpec, TzaarSetup};
use crate::i18n::{self, Args, Locale};

/// How many foxes a game has (1 in standard Fox and Geese, 2 in Two Foxes): the catalogue
/// writes "the fox" or "the foxes" from it.
pub(crate) fn foxes(spec: GameSpec) -> i64 {
    match spec {
        GameSpec::FoxGeese(v) => i64::from(v.foxes()),
        GameSpec::Tzaar(_) => 0,
    }
}

/// A game with its options, as players read it: "TZAAR (random setup)", "Fox and Geese (15
/// geese, with sideways moves)".
pub fn game_name(locale: Locale, spec: GameSpec) -> String {
    let id = match spec {
        GameSpec::Tzaar(TzaarSetup::Fixed) => "game-tzaar-fixed",
        GameSpec::Tzaar(TzaarSetup::Random) => "game-tzaar-random",
        GameSpec::Tzaar(TzaarSetup::Tournament) => "game-tzaar-tournament",
        GameSpec::FoxGeese(Variant::Halatafl) => "game-halatafl",
        GameSpec::FoxGeese(Variant::Standard { geese, sideways }) => {
            let args = Args::new()
                .with("geese", i64::from(geese.count()))
                .with("sideways", if sideways { "yes" } else { "no" });
            return i18n::text(locale, "game-standard", &args);
        }
    };
    i18n::lookup(locale, id)
}

/// A game choice's name: "TZAAR", "Two Foxes (Halatafl)", "Fox and Geese".
pub fn choice_name(locale: Locale, choice: GameChoice) -> String {
    i18n::lookup(locale, &format!("choice-{}", choice.key()))
}

/// A side as the object of a sentence: "White", "the fox", "the geese".
pub fn side_name(locale: Locale, spec: GameSpec, seat: Seat) -> String {
    let id = match (spec.kind(), seat) {
        (GameKind::Tzaar, Seat::First) => "side-white",
        (GameKind::Tzaar, Seat::Second) => "side-black",
        (GameKind::FoxGeese, Seat::First) => "side-fox",
        (GameKind::FoxGeese, Seat::Second) => "side-geese",
    };
    i18n::text(locale, id, &Args::new().with("foxes", foxes(spec)))
}

/// The computer's level: "easy", "medium", "hard".
pub fn level_name(locale: Locale, level: Level) -> String {
    i18n::lookup(locale, &format!("level-{}", level.key()))
}
