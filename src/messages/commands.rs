//! The slash commands' names, descriptions and options in each language, from the catalogue
//! (`cmd-*` and `opt-*` messages). Discord clients list a command under its localized name
//! (a Spanish client shows `/desafiar`, a French one `/défier`), so the catalogue names
//! commands as the reader's client shows them; the Discord front end registers exactly these
//! localizations, and the console accepts every one of them (with or without accents).

use crate::i18n::{self, Args, Locale};

/// Every slash command, declared once: Discord registers [`SlashCommand::ALL`] (in this
/// order), the console reads them, and a new command added here is a compile error in each
/// front end until it says what the command does there. Its catalogue message is
/// `cmd-<key>`, whose value is the name and whose `.description` attribute is the
/// description; its options are `opt-<key>-<option>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SlashCommand {
    Challenge,
    Move,
    Pass,
    Resign,
    Board,
    Undo,
    Draw,
    History,
    Status,
    Rules,
    Stats,
    Leaderboard,
    Help,
    Endgame,
    Hint,
    Games,
    Settings,
    Reminders,
    Tournament,
    Vacation,
    Mute,
    League,
    Analyze,
    Puzzle,
    Replay,
}

impl SlashCommand {
    pub const ALL: [SlashCommand; 25] = [
        SlashCommand::Challenge,
        SlashCommand::Move,
        SlashCommand::Pass,
        SlashCommand::Resign,
        SlashCommand::Board,
        SlashCommand::Undo,
        SlashCommand::Draw,
        SlashCommand::History,
        SlashCommand::Status,
        SlashCommand::Rules,
        SlashCommand::Stats,
        SlashCommand::Leaderboard,
        SlashCommand::Help,
        SlashCommand::Endgame,
        SlashCommand::Hint,
        SlashCommand::Games,
        SlashCommand::Settings,
        SlashCommand::Reminders,
        SlashCommand::Tournament,
        SlashCommand::Vacation,
        SlashCommand::Mute,
        SlashCommand::League,
        SlashCommand::Analyze,
        SlashCommand::Puzzle,
        SlashCommand::Replay,
    ];

    /// The command's key: its English name, and the `<key>` of its catalogue ids.
    pub fn key(self) -> &'static str {
        match self {
            SlashCommand::Challenge => "challenge",
            SlashCommand::Move => "move",
            SlashCommand::Pass => "pass",
            SlashCommand::Resign => "resign",
            SlashCommand::Board => "board",
            SlashCommand::Undo => "undo",
            SlashCommand::Draw => "draw",
            SlashCommand::History => "history",
            SlashCommand::Status => "status",
            SlashCommand::Rules => "rules",
            SlashCommand::Stats => "stats",
            SlashCommand::Leaderboard => "leaderboard",
            SlashCommand::Help => "help",
            SlashCommand::Endgame => "endgame",
            SlashCommand::Hint => "hint",
            SlashCommand::Games => "games",
            SlashCommand::Settings => "settings",
            SlashCommand::Reminders => "reminders",
            SlashCommand::Tournament => "tournament",
            SlashCommand::Vacation => "vacation",
            SlashCommand::Mute => "mute",
            SlashCommand::League => "league",
            SlashCommand::Analyze => "analyze",
            SlashCommand::Puzzle => "puzzle",
            SlashCommand::Replay => "replay",
        }
    }

    /// The command's subcommands, by key: each is named and described by
    /// `cmd-<key>-<sub>`, its options by `opt-<key>-<sub>-<option>` (so `<key>-<sub>` is a
    /// subcommand's key wherever a command's is taken).
    pub fn subcommands(self) -> &'static [&'static str] {
        match self {
            SlashCommand::Tournament => &[
                "create",
                "join",
                "leave",
                "start",
                "withdraw",
                "cancel",
                "standings",
                "pairings",
                "list",
            ],
            SlashCommand::Vacation => &["start", "end"],
            SlashCommand::Puzzle => &["play", "answer", "solution", "stats", "daily"],
            SlashCommand::League => &[
                "create",
                "join",
                "leave",
                "start",
                "next",
                "standings",
                "list",
            ],
            _ => &[],
        }
    }

    /// The command's name as a client in `locale` shows it.
    pub fn name(self, locale: Locale) -> String {
        command_name(self.key(), locale)
    }
}

/// The name of command `key` as a client in `locale` shows it.
pub fn command_name(key: &str, locale: Locale) -> String {
    i18n::lookup(locale, &format!("cmd-{key}"))
}

/// The description of command `key` in `locale`.
pub fn command_description(key: &str, locale: Locale) -> String {
    i18n::lookup(locale, &format!("cmd-{key}.description"))
}

/// The name of option `option` of command `key` in `locale`, if the catalogue has it.
pub fn option_name(key: &str, option: &str, locale: Locale) -> Option<String> {
    i18n::text_or_none(locale, &format!("opt-{key}-{option}"), &Args::new())
}

/// The description of option `option` of command `key` in `locale`, if the catalogue has it.
pub fn option_description(key: &str, option: &str, locale: Locale) -> Option<String> {
    i18n::text_or_none(
        locale,
        &format!("opt-{key}-{option}.description"),
        &Args::new(),
    )
}

/// The key of a command typed in any language, in any letter case, with or without its
/// accents (`/défier`, `/defier`, `/DESAFIAR`).
pub fn command_key(typed: &str) -> Option<SlashCommand> {
    let typed = fold(typed);
    SlashCommand::ALL
        .into_iter()
        .find(|c| Locale::all().any(|locale| fold(&c.name(locale)) == typed))
}

/// The subcommand of `command` typed in any language (`/torneo clasificacion`), by key.
pub fn subcommand_key(command: SlashCommand, typed: &str) -> Option<&'static str> {
    let typed = fold(typed);
    command.subcommands().iter().copied().find(|sub| {
        fold(sub) == typed
            || Locale::all().any(|locale| {
                fold(&command_name(&format!("{}-{sub}", command.key()), locale)) == typed
            })
    })
}

/// The key of option `typed` of command `key`, typed in any language (`juego`, `jeu`,
/// `côté`, `cote`), among `options`.
pub fn option_key(key: &str, typed: &str, options: &[&'static str]) -> Option<&'static str> {
    let typed = fold(typed);
    options.iter().copied().find(|option| {
        fold(option) == typed
            || Locale::all().any(|locale| {
                option_name(key, option, locale).is_some_and(|name| fold(&name) == typed)
            })
    })
}

/// Lower case without accents, for matching what people type.
pub use crate::i18n::fold;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::messages::{Msg, PlainStyle, text};
    use crate::table::TableError;

    #[test]
    fn the_catalogue_names_commands_as_the_readers_client_shows_them() {
        let msgs = [
            Msg::Help,
            Msg::NothingHere,
            Msg::Refused(TableError::NoGame),
            Msg::Refused(TableError::LevelWithoutComputer),
        ];
        for locale in Locale::all() {
            let mut seen = 0;
            for msg in &msgs {
                let written = text(msg, locale, &PlainStyle);
                for mention in written.split("`/").skip(1) {
                    let name: String = mention
                        .chars()
                        .take_while(|c| c.is_alphabetic() || *c == '-' || *c == '_')
                        .collect();
                    let command = command_key(&name)
                        .unwrap_or_else(|| panic!("{locale}: `/{name}` is no command"));
                    assert_eq!(
                        command.name(locale),
                        name,
                        "{locale} writes `/{name}`, its clients show another name"
                    );
                    seen += 1;
                }
            }
            assert!(seen >= 10, "{locale}: only {seen} commands named");
        }
    }

    #[test]
    fn names_are_valid_for_discord_and_never_collide() {
        let mut all: Vec<String> = Vec::new();
        for locale in Locale::all() {
            for key in SlashCommand::ALL.map(SlashCommand::key) {
                let name = command_name(key, locale);
                // Discord: 1-32 characters, lower case letters (accents allowed), digits, - and _.
                assert!(
                    (1..=32).contains(&name.chars().count())
                        && name.chars().all(|c| c.is_lowercase()
                            || c.is_ascii_digit()
                            || c == '-'
                            || c == '_'),
                    "{locale}: `{name}`"
                );
                let description = command_description(key, locale);
                assert!(
                    (1..=100).contains(&description.chars().count()),
                    "{locale} /{name}: {description}"
                );
                all.push(fold(&name));
            }
        }
        // A name may be the same in two languages, but never for two commands.
        for key in SlashCommand::ALL.map(SlashCommand::key) {
            for other in SlashCommand::ALL
                .map(SlashCommand::key)
                .into_iter()
                .filter(|o| *o != key)
            {
                for a in Locale::all() {
                    for b in Locale::all() {
                        assert_ne!(
                            fold(&command_name(key, a)),
                            fold(&command_name(other, b)),
                            "/{key} ({a}) and /{other} ({b})"
                        );
                    }
                }
            }
        }
        assert_eq!(command_key("challenge"), Some(SlashCommand::Challenge));
        assert_eq!(command_key("DEFIER"), Some(SlashCommand::Challenge));
        assert_eq!(command_key("nope"), None);
    }

    #[test]
    fn subcommands_are_named_in_every_language_and_never_collide() {
        let valid = |name: &str| {
            (1..=32).contains(&name.chars().count())
                && name
                    .chars()
                    .all(|c| c.is_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
        };
        for command in [SlashCommand::Tournament, SlashCommand::League] {
            for locale in Locale::all() {
                let mut seen = Vec::new();
                for sub in command.subcommands() {
                    let key = format!("{}-{sub}", command.key());
                    let name = command_name(&key, locale);
                    assert!(valid(&name), "{locale}: `{name}`");
                    let description = command_description(&key, locale);
                    assert!(
                        (1..=100).contains(&description.chars().count()),
                        "{locale} {name}: {description}"
                    );
                    assert!(!seen.contains(&fold(&name)), "{locale}: `{name}` twice");
                    seen.push(fold(&name));
                    assert_eq!(
                        subcommand_key(command, &name),
                        Some(*sub),
                        "{locale} {name}"
                    );
                }
            }
        }
        let command = SlashCommand::Tournament;
        assert_eq!(subcommand_key(command, "CLASIFICACION"), Some("standings"));
        assert_eq!(subcommand_key(command, "appariements"), Some("pairings"));
        assert_eq!(subcommand_key(command, "nope"), None);
        assert_eq!(subcommand_key(SlashCommand::Move, "create"), None);
    }
}
