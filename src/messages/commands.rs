//! The slash commands' names in each language: Discord clients list a command under its
//! localized name (a Spanish client shows `/desafiar`, not `/challenge`), so the catalogue
//! names commands as the reader's client shows them, the Discord front end registers exactly
//! these localizations (checked by a test there), and the console accepts every one of them.

use crate::i18n::Locale;

/// English, Spanish and French names of each command. The English name is the one registered;
/// the other two are its `es-ES`/`es-419` and `fr` name localizations.
pub const COMMAND_NAMES: [[&str; 3]; 15] = [
    ["challenge", "desafiar", "defier"],
    ["move", "mover", "jouer"],
    ["pass", "pasar", "passer"],
    ["resign", "rendirse", "abandonner"],
    ["board", "tablero", "plateau"],
    ["undo", "deshacer", "annuler"],
    ["draw", "tablas", "nulle"],
    ["history", "historial", "historique"],
    ["status", "estado", "etat"],
    ["rules", "reglas", "regles"],
    ["stats", "estadisticas", "statistiques"],
    ["leaderboard", "clasificacion", "classement"],
    ["help", "ayuda", "aide"],
    ["endgame", "terminar", "terminer"],
    ["hint", "pista", "indice"],
];

/// The name of the command called `english` in English, as a client in `locale` shows it;
/// an unknown name is returned as it is.
pub fn command_name(english: &str, locale: Locale) -> &str {
    let column = match locale {
        Locale::En => 0,
        Locale::Es => 1,
        Locale::Fr => 2,
    };
    COMMAND_NAMES
        .iter()
        .find(|names| names[0] == english)
        .map_or(english, |names| names[column])
}

/// The English name of a command given in any of the three languages (any letter case).
pub fn english_command(name: &str) -> Option<&'static str> {
    let name = name.to_lowercase();
    COMMAND_NAMES
        .iter()
        .find(|names| names.contains(&name.as_str()))
        .map(|names| names[0])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::messages::{Msg, PlainStyle, RulesTopic, text};
    use crate::table::TableError;

    #[test]
    fn the_catalogue_names_commands_as_the_readers_client_shows_them() {
        let msgs = [
            Msg::Help,
            Msg::NothingHere,
            Msg::Refused(TableError::NoGame),
            Msg::Rules {
                game: RulesTopic::Tzaar,
            },
            Msg::Rules {
                game: RulesTopic::TwoFoxes,
            },
            Msg::Rules {
                game: RulesTopic::FoxAndGeese,
            },
        ];
        for locale in Locale::ALL {
            let mut seen = 0;
            for msg in &msgs {
                let written = text(msg, locale, &PlainStyle);
                for mention in written.split("`/").skip(1) {
                    let name: String = mention
                        .chars()
                        .take_while(|c| c.is_ascii_lowercase())
                        .collect();
                    let english = english_command(&name)
                        .unwrap_or_else(|| panic!("{locale:?}: `/{name}` is no command"));
                    assert_eq!(
                        command_name(english, locale),
                        name,
                        "{locale:?} writes `/{name}`, its clients show another name"
                    );
                    seen += 1;
                }
            }
            assert!(seen >= 10, "{locale:?}: only {seen} commands named");
        }
    }

    #[test]
    fn names_translate_both_ways_and_never_collide() {
        assert_eq!(command_name("challenge", Locale::Es), "desafiar");
        assert_eq!(command_name("move", Locale::Fr), "jouer");
        assert_eq!(command_name("move", Locale::En), "move");
        assert_eq!(command_name("accept", Locale::Fr), "accept");
        assert_eq!(english_command("Tablas"), Some("draw"));
        assert_eq!(english_command("annuler"), Some("undo"));
        assert_eq!(english_command("nope"), None);
        let mut all: Vec<&str> = COMMAND_NAMES.iter().flatten().copied().collect();
        all.sort();
        let before = all.len();
        all.dedup();
        assert_eq!(all.len(), before, "a name means two commands");
        for name in all {
            // Discord's rule for command names: lowercase, 1-32 of [a-z0-9_-] here.
            assert!(
                (1..=32).contains(&name.len())
                    && name
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c == '_' || c == '-'),
                "{name}"
            );
        }
    }
}
