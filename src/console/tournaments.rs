//! `/tournament` in the console (issue 27): the same nine subcommands and options as
//! Discord's (`src/discord/tournaments.rs`), typed in any language
//! (`/torneo crear nombre:"Copa de invierno" formato:suizo rondas:3`, `/tournoi rejoindre`),
//! read here and run by the play layer's tournament use cases.
//!
//! Every value is checked while the line is read, with Discord's own bounds (the client refuses
//! what is out of them before the bot sees it), so a mistake gets the console's parse error
//! and nothing is tried; what only the table can judge (who may, a Swiss-only option, a name
//! too long) comes back as its refusal.

use super::reading::{ParseError, continues, game_option, tokens};
use super::words;
use crate::domain::ChannelRef;
use crate::domain::TournamentId;
use crate::messages::commands::{SlashCommand, option_key, subcommand_key};
use crate::table::options::{ChallengeOptions, parse_duration};
use crate::table::{
    Actor, Reply, Table, TableError, TournamentRefusal, TournamentRequest, tournament_format,
};

/// The fewest and most Swiss rounds `rounds:` takes (the core's, as Discord's option).
pub const ROUNDS: (u32, u32) = (1, crate::tournament::MAX_SWISS_ROUNDS);

/// The fewest and most players `max_players:` takes (the core's, as Discord's option).
pub const MAX_PLAYERS: (u32, u32) = (2, crate::tournament::MAX_PLAYERS);

/// Longest tournament name `name:` takes (Discord's bound of the option); the table refuses a
/// longer one with its own reason.
const NAME_CHARS: usize = 60;

/// The options of `/tournament create`, by key (named by `opt-tournament-create-*`).
const CREATE_OPTIONS: [&str; 11] = [
    "name",
    "game",
    "format",
    "rounds",
    "setup",
    "geese",
    "sideways",
    "time",
    "rated",
    "max_players",
    "start_in",
];

/// The options of a subcommand that names a tournament, by key.
const ID_OPTION: [&str; 1] = ["id"];

/// The options of `/tournament withdraw`, by key.
const WITHDRAW_OPTIONS: [&str; 2] = ["id", "player"];

/// The options of subcommand `key`, as the catalogue names it (`tournament-create`).
fn options_of(key: &str) -> &'static [&'static str] {
    match key {
        "tournament-create" => &CREATE_OPTIONS,
        "tournament-withdraw" => &WITHDRAW_OPTIONS,
        "tournament-list" => &[],
        _ => &ID_OPTION,
    }
}

/// `/tournament create` as typed: the table's request but for the clock (the start is a
/// time from now) and the format, which the table reads from its key and rounds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CreateArgs {
    pub name: String,
    /// The game and its options, as `/challenge` reads them (no side, no level).
    pub options: ChallengeOptions,
    /// `swiss`, `round_robin` or `double_round_robin`.
    pub format: Option<&'static str>,
    pub rounds: Option<u32>,
    pub max_players: Option<u32>,
    /// Seconds from now.
    pub start_in: Option<i64>,
}

/// A `/tournament` subcommand with its options; `id` names a tournament (else the channel's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentCommand {
    Create(CreateArgs),
    Join(Option<i64>),
    Leave(Option<i64>),
    Start(Option<i64>),
    Withdraw {
        id: Option<i64>,
        /// Someone else to remove (the organizer's or a moderator's), else the speaker.
        player: Option<String>,
    },
    Cancel(Option<i64>),
    Standings(Option<i64>),
    Pairings(Option<i64>),
    List,
}

/// Reads what follows `/tournament`: a subcommand in any language, then its options.
pub fn parse(args: &str) -> Result<TournamentCommand, ParseError> {
    let (typed, rest) = args.split_once(char::is_whitespace).unwrap_or((args, ""));
    if typed.is_empty() {
        return Err(ParseError::WhichSubcommand(SlashCommand::Tournament));
    }
    let sub = subcommand_key(SlashCommand::Tournament, typed).ok_or_else(|| {
        ParseError::UnknownSubcommand(SlashCommand::Tournament, typed.to_string())
    })?;
    let key = match sub {
        "create" => "tournament-create",
        "withdraw" => "tournament-withdraw",
        "list" => "tournament-list",
        "join" => "tournament-join",
        "leave" => "tournament-leave",
        "start" => "tournament-start",
        "cancel" => "tournament-cancel",
        "standings" => "tournament-standings",
        _ => "tournament-pairings",
    };
    let given = options(key, options_of(key), rest)?;
    let id = given.iter().find(|(o, _)| *o == "id").map(|(_, v)| v);
    let id = id.map(|v| read_id(v)).transpose()?;
    Ok(match sub {
        "create" => TournamentCommand::Create(create(&given)?),
        "join" => TournamentCommand::Join(id),
        "leave" => TournamentCommand::Leave(id),
        "start" => TournamentCommand::Start(id),
        "cancel" => TournamentCommand::Cancel(id),
        "standings" => TournamentCommand::Standings(id),
        "pairings" => TournamentCommand::Pairings(id),
        "list" => TournamentCommand::List,
        _ => {
            let player = given.iter().find(|(o, _)| *o == "player");
            let player = player.map(|(_, v)| read_player(v)).transpose()?;
            TournamentCommand::Withdraw { id, player }
        }
    })
}

/// The `option:value` pairs of subcommand `key`, option names in any language. An option
/// given twice is refused, as `/challenge` refuses it; `/tournament withdraw @bob` names the
/// player as `player:@bob` does; words after a time continue it (`tiempo:3 días + 1 día`).
pub(super) fn options(
    key: &'static str,
    known: &'static [&'static str],
    args: &str,
) -> Result<Vec<(&'static str, String)>, ParseError> {
    let mention = known.contains(&"player").then_some("player");
    options_mentioning(key, known, mention, args)
}

/// [`options`], an `@name` token giving the option `mention` (`/challenge @bob` names the
/// opponent), if any.
pub(super) fn options_mentioning(
    key: &'static str,
    known: &'static [&'static str],
    mention: Option<&'static str>,
    args: &str,
) -> Result<Vec<(&'static str, String)>, ParseError> {
    let mut given: Vec<(&'static str, String)> = Vec::new();
    for token in tokens(args)? {
        let (option, value) = match token.split_once(':') {
            Some((name, value)) => (
                option_key(key, name, known).ok_or_else(|| ParseError::UnknownOption {
                    command: key,
                    known,
                    option: name.to_string(),
                })?,
                value.to_string(),
            ),
            None if token.starts_with('@') && mention.is_some() => {
                (mention.unwrap_or_default(), token)
            }
            None => match given.last_mut() {
                Some((last, value)) if continues(last) => {
                    value.push(' ');
                    value.push_str(&token);
                    continue;
                }
                _ => return Err(ParseError::BadToken(token)),
            },
        };
        if given.iter().any(|(o, _)| *o == option) {
            return Err(ParseError::OptionTwice(option.to_string()));
        }
        given.push((option, value));
    }
    Ok(given)
}

/// The options of `/tournament create`, each value read as `/challenge` reads it.
fn create(given: &[(&'static str, String)]) -> Result<CreateArgs, ParseError> {
    let mut args = CreateArgs::default();
    for (option, value) in given {
        let bad = || ParseError::BadValue {
            option,
            value: value.clone(),
        };
        if game_option(&mut args.options, option, value)? {
            continue;
        }
        match *option {
            "name" => {
                let name = value.trim();
                if name.is_empty() {
                    return Err(ParseError::TournamentName);
                }
                args.name = name.chars().take(NAME_CHARS + 1).collect();
            }
            "format" => args.format = Some(words::format(value).ok_or_else(bad)?),
            "rounds" => args.rounds = Some(within(option, value, ROUNDS)?),
            "max_players" => args.max_players = Some(within(option, value, MAX_PLAYERS)?),
            _ => args.start_in = Some(parse_duration(value).ok_or_else(bad)?),
        }
    }
    if args.name.is_empty() {
        return Err(ParseError::TournamentName);
    }
    Ok(args)
}

/// A whole number from `min` to `max`, for `option`.
pub(super) fn within(
    option: &'static str,
    value: &str,
    (min, max): (u32, u32),
) -> Result<u32, ParseError> {
    value
        .trim()
        .parse()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| ParseError::BadNumber {
            option,
            value: value.to_string(),
            min,
            max,
        })
}

/// A tournament's number (`id:3`, or `#3` as the sign-up message writes it).
pub(super) fn read_id(value: &str) -> Result<i64, ParseError> {
    value
        .trim()
        .trim_start_matches('#')
        .parse()
        .ok()
        .filter(|n| *n >= 1)
        .ok_or_else(|| ParseError::BadValue {
            option: "id",
            value: value.to_string(),
        })
}

/// A player's name (`player:@bob`, `player:bob`): one word, as `/as` takes it.
fn read_player(value: &str) -> Result<String, ParseError> {
    let name = value.trim().trim_start_matches('@');
    if name.is_empty() || name.chars().count() > 32 || name.contains(char::is_whitespace) {
        return Err(ParseError::BadValue {
            option: "player",
            value: value.to_string(),
        });
    }
    Ok(name.to_string())
}

/// Runs a subcommand at the play layer, as Discord's `/tournament` does: `actor` is a
/// moderator when the console's operator speaks.
pub async fn run(
    table: &Table,
    channel: &ChannelRef,
    actor: &Actor,
    command: TournamentCommand,
) -> Result<Reply, TableError> {
    let id = |n: Option<i64>| n.map(TournamentId);
    match command {
        TournamentCommand::Create(args) => {
            let format = tournament_format(args.format, args.rounds)?;
            let starts_at = match args.start_in {
                // Within Discord's 20 characters no duration overflows; should one, it is
                // no time to start at.
                Some(seconds) => Some(
                    table
                        .now()
                        .checked_add(seconds)
                        .ok_or(TableError::Tournament(TournamentRefusal::BadStartIn))?,
                ),
                None => None,
            };
            let request = TournamentRequest {
                name: args.name,
                options: args.options,
                format: Some(format),
                max_players: args.max_players,
                starts_at,
            };
            table.create_tournament(channel, actor, &request).await
        }
        TournamentCommand::Join(n) => table.join_tournament(channel, actor, id(n)).await,
        TournamentCommand::Leave(n) => table.leave_tournament(channel, actor, id(n)).await,
        TournamentCommand::Start(n) => table.start_tournament(channel, actor, id(n)).await,
        TournamentCommand::Withdraw { id: n, player } => {
            table
                .withdraw_from_tournament(channel, actor, id(n), player.as_deref())
                .await
        }
        TournamentCommand::Cancel(n) => table.cancel_tournament(channel, actor, id(n)).await,
        TournamentCommand::Standings(n) => table.tournament_standings(channel, id(n)).await,
        TournamentCommand::Pairings(n) => table.tournament_pairings(channel, id(n)).await,
        TournamentCommand::List => table.tournament_list(channel).await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::GameChoice;
    use crate::i18n::Locale;

    fn create_args(line: &str) -> CreateArgs {
        match parse(line) {
            Ok(TournamentCommand::Create(args)) => args,
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn create_reads_discords_options_in_every_language() {
        let args = create_args(
            r#"create name:"Winter cup" game:tzaar setup:random format:swiss rounds:3 time:2h rated:no max_players:8 start_in:1d"#,
        );
        assert_eq!(args.name, "Winter cup");
        assert_eq!(args.options.game, GameChoice::from_key("tzaar"));
        assert_eq!(args.options.setup, Some("random"));
        assert_eq!(
            args.options.time,
            Some(crate::time_control::TimeControl::PerTurn { seconds: 7200 })
        );
        assert_eq!(args.options.rated, Some(false));
        assert_eq!(args.format, Some("swiss"));
        assert_eq!(args.rounds, Some(3));
        assert_eq!(args.max_players, Some(8));
        assert_eq!(args.start_in, Some(86_400));
        let args = create_args(
            r#"crear nombre:"Copa de invierno" juego:zorro gansos:15 lateral:sí formato:"doble liguilla" máximo_de_jugadores:4 empieza_en:30m"#,
        );
        assert_eq!(args.name, "Copa de invierno");
        assert_eq!(args.options.game, GameChoice::from_key("foxgeese"));
        assert_eq!(args.options.geese, Some(15));
        assert_eq!(args.options.sideways, Some(true));
        assert_eq!(args.format, Some("double_round_robin"));
        assert_eq!(args.max_players, Some(4));
        assert_eq!(args.start_in, Some(1800));
        let args = create_args(
            r#"CRÉER nom:"Coupe d'hiver" jeu:"deux renards" formule:"toutes rondes" classé:non joueurs_max:3"#,
        );
        assert_eq!(args.options.game, GameChoice::from_key("halatafl"));
        assert_eq!(args.format, Some("round_robin"));
        assert_eq!(args.options.rated, Some(false));
        // The format's keys and the names Discord's menu shows read too.
        for (typed, key) in [
            ("round_robin", "round_robin"),
            ("double-round-robin", "double_round_robin"),
            ("\"liguilla (todos contra todos)\"", "round_robin"),
            ("\"Système suisse\"", "swiss"),
            ("aller-retour", "double_round_robin"),
            ("\"liga a doble vuelta\"", "double_round_robin"),
        ] {
            let args = create_args(&format!("create name:x format:{typed}"));
            assert_eq!(args.format, Some(key), "{typed}");
        }
    }

    #[test]
    fn the_other_subcommands_take_an_id_and_withdraw_a_player() {
        for (line, expected) in [
            ("join", TournamentCommand::Join(None)),
            ("apuntarse id:2", TournamentCommand::Join(Some(2))),
            ("quitter id:#3", TournamentCommand::Leave(Some(3))),
            ("lancer", TournamentCommand::Start(None)),
            ("cancelar id:1", TournamentCommand::Cancel(Some(1))),
            ("clasificacion", TournamentCommand::Standings(None)),
            ("appariements id:4", TournamentCommand::Pairings(Some(4))),
            ("liste", TournamentCommand::List),
            (
                "withdraw",
                TournamentCommand::Withdraw {
                    id: None,
                    player: None,
                },
            ),
            (
                "retirarse id:2 jugador:@bob",
                TournamentCommand::Withdraw {
                    id: Some(2),
                    player: Some("bob".into()),
                },
            ),
            (
                "abandonner @carol",
                TournamentCommand::Withdraw {
                    id: None,
                    player: Some("carol".into()),
                },
            ),
        ] {
            assert_eq!(parse(line), Ok(expected), "{line}");
        }
    }

    #[test]
    fn every_bad_value_is_a_parse_error_in_the_readers_language() {
        for line in [
            "",
            "frobnicate",
            "create",
            "create game:tzaar",
            "create name:",
            "create name:x format:knockout",
            "create name:x rounds:0",
            "create name:x rounds:31",
            "create name:x max_players:x",
            "create name:x max_players:1",
            "create name:x start_in:soon",
            "create name:x side:white",
            "create name:x level:hard",
            "create name:x game:chess",
            "create name:x name:y",
            "create name:\"x",
            "create x",
            "join id:0",
            "join id:x",
            "join @bob",
            "list id:1",
            "withdraw player:@",
            "withdraw player:\"a b\"",
        ] {
            let err = parse(line).expect_err(line);
            for locale in Locale::all() {
                let text = err.text(locale);
                assert!(!text.is_empty() && !text.contains('{'), "{line}: {text}");
            }
        }
        let err = parse("frobnicate").unwrap_err();
        assert!(err.text(Locale::ES).contains("frobnicate"));
        assert!(err.text(Locale::ES).contains("clasificación"), "{err:?}");
        let err = parse("create name:x format:knockout").unwrap_err();
        assert!(
            err.text(Locale::FR)
                .contains("suisse, toutes rondes ou aller-retour")
        );
        let err = parse("join nombre:x").unwrap_err();
        assert!(
            err.text(Locale::EN).contains("id"),
            "{}",
            err.text(Locale::EN)
        );
    }
}
