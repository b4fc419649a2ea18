//! Reading the console's slash commands, written as in Discord and in any of its languages:
//! `/challenge @bob game:tzaar setup:random`, `/desafiar @bob juego:halatafl`,
//! `/défier @bob côté:blancs`, `/move d3xd4 pass`, `/as bob`, ...

use crate::i18n::{self, Locale};
use crate::messages::commands::{SlashCommand, command_key, fold};
use crate::table::options::ChallengeOptions;

use super::leagues::{self, LeagueCommand};
use super::puzzles::{self, PuzzleCommand};
pub use super::reading::ParseError;
use super::reading::{game_option, strip_option};
use super::tournaments::{self, TournamentCommand};
use super::words;

/// A console command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Challenge {
        opponent: Option<String>,
        options: ChallengeOptions,
    },
    Accept,
    Decline,
    Cancel,
    Move(String),
    Pass,
    Resign,
    Undo,
    Draw,
    /// The computer's suggestion for the player to move.
    Hint,
    /// Agree to the pending undo or draw offer.
    Agree,
    /// Refuse the pending undo or draw offer.
    Refuse,
    Board,
    History,
    /// `/analyze` the channel's last finished game, or game `n`.
    Analyze(Option<i64>),
    /// `/status`, or with `value:yes` the solved tables' verdict.
    Status(bool),
    /// The speaker's games and the challenges for them.
    Games,
    /// `/mute` (`true`) or `/mute on:no`.
    Mute(bool),
    /// The last game here again, colours swapped (the Rematch / Play again button).
    Rematch,
    Stats(Option<String>),
    Leaderboard(Option<String>),
    /// The legal moves matching what was typed so far, spaces kept (what Discord's
    /// autocomplete shows).
    Moves(String),
    /// Speak as another user from now on.
    As(String),
    /// End a stuck game (a moderator's command).
    Abort,
    /// How to play a game (`tzaar`, `halatafl`, `foxgeese`).
    Rules(String),
    /// `/tournament` and a subcommand (issue 27).
    Tournament(TournamentCommand),
    League(LeagueCommand),
    /// `/puzzle` and a subcommand (issue 29).
    Puzzle(PuzzleCommand),
    Help,
    Quit,
}

impl Command {
    /// Whether the command acts on a game in progress, and so on the speaker's game where
    /// the console's channel has none of theirs (see `Console::game_channel`).
    pub fn is_about_a_game(&self) -> bool {
        matches!(
            self,
            Command::Move(_)
                | Command::Pass
                | Command::Resign
                | Command::Undo
                | Command::Draw
                | Command::Hint
                | Command::Agree
                | Command::Refuse
                | Command::Board
                | Command::History
                | Command::Moves(_)
                | Command::Abort
        )
    }
}

/// Longest line the console reads.
const MAX_LINE: usize = 500;

/// The options of `/challenge`, by key (their names come from the catalogue).
const CHALLENGE_OPTIONS: [&str; 9] = [
    "opponent", "game", "setup", "geese", "sideways", "side", "time", "level", "rated",
];

/// The console's own commands, by key (the slash commands are in
/// [`SlashCommand`]): what Discord does with buttons and suggestions,
/// and switching speakers. Each one's name in a language is the catalogue's
/// `console-cmd-<key>`; the help names them so, and every language's names are read.
pub const CONSOLE_COMMANDS: [&str; 9] = [
    "accept", "decline", "cancel", "rematch", "moves", "agree", "refuse", "as", "quit",
];

/// Whether the console takes slash command `command`: all but a server's settings and a
/// player's reminders and vacations, which need a server and Discord, and `/replay`, whose
/// uploads are Discord's (the console's `/history` writes the replay already). With
/// [`CONSOLE_COMMANDS`], every command the console reads, and so every command its help
/// names ([`help_text`]; a test holds them together).
pub fn takes(command: SlashCommand) -> bool {
    !matches!(
        command,
        SlashCommand::Settings
            | SlashCommand::Reminders
            | SlashCommand::Vacation
            | SlashCommand::Replay
    )
}

/// The console's `/help` in `locale`: `console-help`, then `console-help-more`.
pub fn help_text(locale: Locale) -> String {
    format!(
        "{}\n{}",
        i18n::lookup(locale, "console-help"),
        i18n::lookup(locale, "console-help-more")
    )
}

/// The name of the console's command `key` in `locale` (`aceptar`, `revanche`).
pub fn console_command_name(key: &str, locale: Locale) -> String {
    i18n::lookup(locale, &format!("console-cmd-{key}"))
}

/// The key of a console command typed in any language, any letter case, accents or not.
fn console_key(folded: &str) -> Option<&'static str> {
    CONSOLE_COMMANDS
        .into_iter()
        .find(|key| Locale::all().any(|locale| fold(&console_command_name(key, locale)) == folded))
}

/// A command as it was named: a slash command, or one of the console's own.
enum Named {
    Slash(SlashCommand),
    Own(&'static str),
}

/// Reads one input line; `Ok(None)` for blank lines and `#` comments.
pub fn parse(line: &str) -> Result<Option<Command>, ParseError> {
    let line = line.trim_start();
    let trimmed = line.trim_end();
    if trimmed.is_empty() || trimmed.starts_with('#') {
        return Ok(None);
    }
    if trimmed.chars().count() > MAX_LINE {
        return Err(ParseError::LineTooLong);
    }
    let Some(rest) = line.strip_prefix('/') else {
        return Err(ParseError::NoSlash(trimmed.to_string()));
    };
    let (name, raw_args) = rest
        .split_once(char::is_whitespace)
        .unwrap_or((rest.trim_end(), ""));
    let args = raw_args.trim();
    let user = |s: &str| s.trim().trim_start_matches('@').to_string();
    let optional_user = |s: &str| (!s.is_empty()).then(|| user(s));
    // The console's own commands, a few short forms, then any command in any language.
    let named = match fold(name).as_str() {
        "yes" => Named::Own("agree"),
        "abort" => Named::Slash(SlashCommand::Endgame),
        "m" => Named::Slash(SlashCommand::Move),
        "exit" => Named::Own("quit"),
        other => console_key(other)
            .map(Named::Own)
            .or_else(|| command_key(other).map(Named::Slash))
            .ok_or_else(|| ParseError::UnknownCommand(name.to_string()))?,
    };
    let command = match named {
        Named::Slash(slash) if !takes(slash) => {
            return Err(ParseError::UnknownCommand(name.to_string()));
        }
        Named::Slash(slash) => match slash {
            SlashCommand::Challenge => {
                let (opponent, options) = challenge_args(args)?;
                Command::Challenge { opponent, options }
            }
            SlashCommand::Move => {
                let text = strip_option(args, "move", "move");
                if text.is_empty() {
                    return Err(ParseError::WhichMove);
                }
                Command::Move(text.to_string())
            }
            SlashCommand::Pass => Command::Pass,
            SlashCommand::Resign => Command::Resign,
            SlashCommand::Undo => Command::Undo,
            SlashCommand::Draw => Command::Draw,
            SlashCommand::Hint => Command::Hint,
            SlashCommand::Board => Command::Board,
            SlashCommand::History => Command::History,
            SlashCommand::Analyze => {
                let value = strip_option(args, "analyze", "game").trim();
                if value.is_empty() {
                    Command::Analyze(None)
                } else {
                    let n = value.trim_start_matches('#').parse::<i64>().ok();
                    Command::Analyze(Some(n.filter(|n| *n > 0).ok_or_else(|| {
                        ParseError::BadValue {
                            option: "id",
                            value: value.to_string(),
                        }
                    })?))
                }
            }
            SlashCommand::Status => {
                let value = strip_option(args, "status", "value").trim();
                if value.is_empty() {
                    Command::Status(false)
                } else {
                    Command::Status(words::yes_no(value).ok_or_else(|| ParseError::BadValue {
                        option: "value",
                        value: value.to_string(),
                    })?)
                }
            }
            SlashCommand::Games => Command::Games,
            SlashCommand::Mute => {
                let value = strip_option(args, "mute", "on");
                if value.is_empty() {
                    Command::Mute(true)
                } else {
                    Command::Mute(words::yes_no(value).ok_or_else(|| ParseError::BadValue {
                        option: "on",
                        value: value.to_string(),
                    })?)
                }
            }
            SlashCommand::Stats => {
                Command::Stats(optional_user(strip_option(args, "stats", "user")))
            }
            SlashCommand::Leaderboard => Command::Leaderboard(
                (!args.is_empty()).then(|| strip_option(args, "leaderboard", "game").to_string()),
            ),
            SlashCommand::Endgame => Command::Abort,
            SlashCommand::Rules => {
                Command::Rules(strip_option(args, "rules", "game").trim().to_string())
            }
            SlashCommand::Help => Command::Help,
            SlashCommand::Tournament => Command::Tournament(tournaments::parse(args)?),
            SlashCommand::League => Command::League(leagues::parse(args)?),
            SlashCommand::Puzzle => Command::Puzzle(puzzles::parse(args)?),
            // Not taken (see `takes`).
            SlashCommand::Settings
            | SlashCommand::Reminders
            | SlashCommand::Vacation
            | SlashCommand::Replay => {
                return Err(ParseError::UnknownCommand(name.to_string()));
            }
        },
        Named::Own(key) => match key {
            "accept" => Command::Accept,
            "decline" => Command::Decline,
            "cancel" => Command::Cancel,
            "agree" => Command::Agree,
            "refuse" => Command::Refuse,
            "rematch" => Command::Rematch,
            // Keep the spaces as typed: after a first move, a trailing space asks for whole
            // turns.
            "moves" => Command::Moves(raw_args.trim_start().to_string()),
            "as" => {
                let who = user(args);
                if who.is_empty() || who.chars().count() > 32 || who.contains(char::is_whitespace) {
                    return Err(ParseError::SpeakAs);
                }
                Command::As(who)
            }
            "quit" => Command::Quit,
            other => return Err(ParseError::UnknownCommand(other.to_string())),
        },
    };
    Ok(Some(command))
}

/// `@bob game:tzaar setup:random geese:15 sideways:yes side:white time:12h`, option names
/// and values in any language (`juego:halatafl`, `côté:blancs`); values with spaces may be
/// quoted (`game:"Fox and Geese"`), and a time needs no quotes (`tiempo:3 días + 1 día`).
/// An option given twice is refused rather than one of them silently winning.
fn challenge_args(args: &str) -> Result<(Option<String>, ChallengeOptions), ParseError> {
    let mut opponent: Option<String> = None;
    let mut options = ChallengeOptions::default();
    let given =
        tournaments::options_mentioning("challenge", &CHALLENGE_OPTIONS, Some("opponent"), args)?;
    for (key, value) in given {
        let bad = || ParseError::BadValue {
            option: key,
            value: value.clone(),
        };
        match key {
            "opponent" => {
                let name = value.trim_start_matches('@');
                if name.is_empty() {
                    return Err(ParseError::Whom);
                }
                opponent = Some(name.to_string());
            }
            _ if game_option(&mut options, key, &value)? => {}
            "side" => options.side = Some(words::side(&value).ok_or_else(bad)?),
            _ => options.level = Some(words::level(&value).ok_or_else(bad)?),
        }
    }
    Ok((opponent, options))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{GameChoice, Level};

    use crate::table::options::SideWord;

    #[test]
    fn spanish_and_french_command_names_work_too() {
        assert!(matches!(parse("/mover d3xd4"), Ok(Some(Command::Move(m))) if m == "d3xd4"));
        assert!(matches!(parse("/JOUER d3xd4"), Ok(Some(Command::Move(m))) if m == "d3xd4"));
        assert!(matches!(
            parse("/desafiar @bob juego:tzaar"),
            Ok(Some(Command::Challenge { opponent: Some(o), .. })) if o == "bob"
        ));
        assert!(matches!(parse("/tablas"), Ok(Some(Command::Draw))));
        assert!(matches!(parse("/reprendre"), Ok(Some(Command::Undo))));
        assert!(matches!(parse("/annuler"), Ok(Some(Command::Cancel))));
        assert!(matches!(parse("/terminar"), Ok(Some(Command::Abort))));
        assert!(matches!(parse("/règles tzaar"), Ok(Some(Command::Rules(g))) if g == "tzaar"));
        assert!(matches!(parse("/regles tzaar"), Ok(Some(Command::Rules(g))) if g == "tzaar"));
        assert!(matches!(
            parse("/estadísticas"),
            Ok(Some(Command::Stats(None)))
        ));
        assert!(parse("/desafio").is_err());
    }

    #[test]
    fn option_names_and_values_in_the_readers_language() {
        let Some(Command::Challenge { options, .. }) =
            parse("/desafiar @bob juego:tzaar configuración:aleatoria").unwrap()
        else {
            panic!()
        };
        assert_eq!(options.setup, Some("random"));
        let Some(Command::Challenge { options, .. }) =
            parse("/défier @bob jeu:tzaar côté:blancs niveau:difficile").unwrap()
        else {
            panic!()
        };
        assert_eq!(options.side, Some(SideWord::Named("white")));
        assert_eq!(options.level, Some(Level::Hard));
        let Some(Command::Challenge { options, .. }) =
            parse("/defier @bob cote:noirs jeu:\"deux renards\"").unwrap()
        else {
            panic!()
        };
        assert_eq!(options.side, Some(SideWord::Named("black")));
        assert_eq!(
            options.game,
            Some(GameChoice::from_key("halatafl").unwrap())
        );
    }

    #[test]
    fn commands_read_like_discord() {
        let Some(Command::Challenge { opponent, options }) = parse(
            r#"/challenge @bob game:"Fox and Geese" geese:15 sideways:true side:geese time:2h"#,
        )
        .unwrap() else {
            panic!()
        };
        assert_eq!(opponent.as_deref(), Some("bob"));
        assert_eq!(
            options.game,
            Some(GameChoice::from_key("foxgeese").unwrap())
        );
        assert_eq!(options.geese, Some(15));
        assert_eq!(options.sideways, Some(true));
        assert_eq!(
            options.time,
            Some(crate::time_control::TimeControl::PerTurn { seconds: 7200 })
        );
        assert_eq!(
            parse("/move d3xd4 pass").unwrap(),
            Some(Command::Move("d3xd4 pass".into()))
        );
        assert_eq!(
            parse("/move move:d3xd4").unwrap(),
            Some(Command::Move("d3xd4".into()))
        );
        assert_eq!(
            parse("/as @carol").unwrap(),
            Some(Command::As("carol".into()))
        );
        assert_eq!(
            parse("/moves d3xd4 ").unwrap(),
            Some(Command::Moves("d3xd4 ".into())),
            "the trailing space asks for whole turns"
        );
        assert_eq!(parse("  # a comment").unwrap(), None);
        assert_eq!(parse("").unwrap(), None);
    }

    /// Every `/name` the console's texts write, in the reader's language (issue 25: the
    /// Spanish and French help listed `/accept`, `/as`, `/quit` in English).
    #[test]
    fn a_bank_reads_and_a_bad_clock_says_why() {
        use crate::time_control::{DAY, TimeControl, TimeControlError};
        let Some(Command::Challenge { options, .. }) =
            parse("/desafiar @bob tiempo:3d+1d/10d").unwrap()
        else {
            panic!("a challenge");
        };
        assert_eq!(
            options.time,
            Some(TimeControl::Bank {
                initial: 3 * DAY,
                increment: DAY,
                cap: 10 * DAY
            })
        );
        let Err(e) = parse("/challenge @bob time:24h/10d") else {
            panic!("refused");
        };
        assert_eq!(e, ParseError::BadTime(TimeControlError::CapWithoutBank));
        assert!(e.text(Locale::FR).contains("24h"), "{}", e.text(Locale::FR));
    }

    #[test]
    fn the_console_names_each_command_in_its_readers_language() {
        for locale in Locale::all() {
            let mut named = 0;
            for id in [
                "console-help",
                "console-help-more",
                "console-speak-as",
                "console-buttons",
                "console-tournament-buttons",
            ] {
                let text = i18n::lookup(locale, id);
                for mention in text.split('/').skip(1) {
                    let name: String = mention.chars().take_while(|c| c.is_alphabetic()).collect();
                    let written = match (console_key(&fold(&name)), command_key(&name)) {
                        (Some(key), _) => console_command_name(key, locale),
                        (None, Some(command)) => command.name(locale),
                        (None, None) => panic!("{locale} {id}: `/{name}` is no command"),
                    };
                    assert_eq!(name, written, "{locale} {id}: `/{name}`");
                    named += 1;
                }
            }
            assert!(named >= 30, "{locale}: only {named} commands named");
        }
    }

    #[test]
    fn console_commands_read_in_every_language_and_never_take_another_name() {
        use crate::messages::commands::SlashCommand;
        let mut names: Vec<(String, &str)> = Vec::new();
        for locale in Locale::all() {
            for key in CONSOLE_COMMANDS {
                let name = console_command_name(key, locale);
                names.push((fold(&name), key));
                let command = parse(&format!("/{name} bob")).expect(&name).expect(&name);
                let expected = match key {
                    "accept" => Command::Accept,
                    "decline" => Command::Decline,
                    "cancel" => Command::Cancel,
                    "rematch" => Command::Rematch,
                    "moves" => Command::Moves("bob".into()),
                    "agree" => Command::Agree,
                    "refuse" => Command::Refuse,
                    "as" => Command::As("bob".into()),
                    _ => Command::Quit,
                };
                assert_eq!(command, expected, "{locale}: /{name}");
            }
            for command in SlashCommand::ALL {
                names.push((fold(&command.name(locale)), command.key()));
            }
        }
        for (a, key_a) in &names {
            for (b, key_b) in &names {
                assert!(a != b || key_a == key_b, "`/{a}` is /{key_a} and /{key_b}");
            }
        }
        assert_eq!(parse("/REVANCHA").unwrap(), Some(Command::Rematch));
        assert_eq!(parse("/si").unwrap(), Some(Command::Agree));
    }

    /// Issue 41: `/help` names every command the console takes, each subcommand of those
    /// that have some, and the console's own commands, in every language; so a command added
    /// to the console and not to its help fails here.
    #[test]
    fn the_help_names_every_command_the_console_takes() {
        for locale in Locale::all() {
            let help = help_text(locale);
            let named: Vec<String> = help
                .split('/')
                .skip(1)
                .map(|m| {
                    m.chars()
                        .take_while(|c| c.is_alphabetic() || *c == '_')
                        .collect()
                })
                .collect();
            let words: Vec<&str> = help
                .split(|c: char| c.is_whitespace() || matches!(c, '|' | '[' | ']' | '/'))
                .collect();
            let mut missing = Vec::new();
            for command in SlashCommand::ALL.into_iter().filter(|c| takes(*c)) {
                let name = command.name(locale);
                if !named.contains(&name) {
                    missing.push(format!("/{name}"));
                }
                for sub in command.subcommands() {
                    let sub = crate::messages::commands::command_name(
                        &format!("{}-{sub}", command.key()),
                        locale,
                    );
                    if !words.contains(&sub.as_str()) {
                        missing.push(format!("/{name} {sub}"));
                    }
                }
            }
            for key in CONSOLE_COMMANDS {
                let name = console_command_name(key, locale);
                if !named.contains(&name) {
                    missing.push(format!("/{name}"));
                }
            }
            assert!(missing.is_empty(), "{locale}: the help lacks {missing:?}");
        }
    }

    /// The values the help lists after an option (`juego:tzaar|halatafl|zorro`) are read.
    #[test]
    fn every_value_the_help_lists_is_read() {
        for locale in Locale::all() {
            let help = i18n::lookup(locale, "console-help");
            let mut checked = 0;
            for group in help.split('[').skip(1) {
                let group = group.split(']').next().unwrap_or_default();
                let Some((option, values)) = group.split_once(':') else {
                    continue;
                };
                for value in values.split('|') {
                    // A value of `/challenge`, of `/tournament create` or of the other
                    // tournament subcommands, or of `/league create`.
                    let lines = [
                        format!("/challenge {option}:{value}"),
                        format!("/tournament create name:x {option}:{value}"),
                        format!("/tournament withdraw {option}:{value}"),
                        format!("/league create name:x {option}:{value}"),
                    ];
                    assert!(
                        lines.iter().any(|line| parse(line).is_ok()),
                        "{locale}: `{option}:{value}`: {:?}",
                        lines.map(|line| parse(&line))
                    );
                    checked += 1;
                }
            }
            assert!(checked >= 28, "{locale}: only {checked} values");
        }
    }

    #[test]
    fn bad_lines_say_why() {
        for line in [
            "d3xd4",
            "/frobnicate",
            "/move",
            "/as",
            "/challenge game",
            "/challenge geese:x",
            "/challenge game:\"tzaar",
            "/challenge @",
            "/challenge @bob @carol",
            "/challenge game:tzaar game:halatafl",
            "/challenge game:tzaar juego:halatafl",
            "/challenge game:chess",
            "/challenge level:grandmaster",
            "/challenge colour:red",
        ] {
            let err = parse(line).expect_err(line);
            for locale in Locale::all() {
                let text = err.text(locale);
                assert!(!text.is_empty() && !text.contains('{'), "{line}: {text}");
            }
        }
        assert!(parse(&format!("/move {}", "x".repeat(600))).is_err());
    }
}
