//! `/league` in the console (issue 27): the same seven subcommands and options as Discord's
//! (`src/discord/leagues.rs`), typed in any language (`/liga crear nombre:"Liga de primavera"
//! tamaño_división:4`, `/ligue suivante`), read with the tournaments' readers and run by the
//! play layer's league use cases.

use super::reading::{ParseError, game_option};
use super::tournaments::{options, read_id, within};
use crate::domain::ChannelRef;
use crate::domain::LeagueId;
use crate::messages::commands::{SlashCommand, subcommand_key};
use crate::table::{Actor, LeagueRequest, Reply, Table, TableError};
use crate::tournament::league::{MAX_DIVISION, MAX_LEAGUE_NAME, MIN_DIVISION};

/// The options of `/league create`, by key (named by `opt-league-create-*`).
const CREATE_OPTIONS: [&str; 10] = [
    "name",
    "game",
    "setup",
    "geese",
    "sideways",
    "time",
    "rated",
    "division_size",
    "promote",
    "relegate",
];

/// The options of a subcommand that names a league, by key.
const ID_OPTION: [&str; 1] = ["id"];

/// A `/league` subcommand with its options; `id` names a league (else the channel's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeagueCommand {
    Create(LeagueRequest),
    Join(Option<i64>),
    Leave(Option<i64>),
    Start(Option<i64>),
    Next(Option<i64>),
    Standings(Option<i64>),
    List,
}

/// Reads what follows `/league`: a subcommand in any language, then its options.
pub fn parse(args: &str) -> Result<LeagueCommand, ParseError> {
    let command = SlashCommand::League;
    let (typed, rest) = args.split_once(char::is_whitespace).unwrap_or((args, ""));
    if typed.is_empty() {
        return Err(ParseError::WhichSubcommand(command));
    }
    let sub = subcommand_key(command, typed)
        .ok_or_else(|| ParseError::UnknownSubcommand(command, typed.to_string()))?;
    let (key, known): (&'static str, &'static [&'static str]) = match sub {
        "create" => ("league-create", &CREATE_OPTIONS),
        "list" => ("league-list", &[]),
        "join" => ("league-join", &ID_OPTION),
        "leave" => ("league-leave", &ID_OPTION),
        "start" => ("league-start", &ID_OPTION),
        "next" => ("league-next", &ID_OPTION),
        _ => ("league-standings", &ID_OPTION),
    };
    let given = options(key, known, rest)?;
    let id = given.iter().find(|(o, _)| *o == "id").map(|(_, v)| v);
    let id = id.map(|v| read_id(v)).transpose()?;
    Ok(match sub {
        "create" => LeagueCommand::Create(create(&given)?),
        "join" => LeagueCommand::Join(id),
        "leave" => LeagueCommand::Leave(id),
        "start" => LeagueCommand::Start(id),
        "next" => LeagueCommand::Next(id),
        "list" => LeagueCommand::List,
        _ => LeagueCommand::Standings(id),
    })
}

/// The options of `/league create`, each value read as `/challenge` reads it, numbers within
/// Discord's bounds.
fn create(given: &[(&'static str, String)]) -> Result<LeagueRequest, ParseError> {
    let mut r = LeagueRequest::default();
    for (option, value) in given {
        if game_option(&mut r.options, option, value)? {
            continue;
        }
        match *option {
            "name" => {
                let name = value.trim();
                if name.is_empty() {
                    return Err(ParseError::LeagueName);
                }
                r.name = name.chars().take(MAX_LEAGUE_NAME + 1).collect();
            }
            "division_size" => {
                r.division_size = Some(within(option, value, (MIN_DIVISION, MAX_DIVISION))?)
            }
            "promote" => r.promoted = Some(within(option, value, (0, MAX_DIVISION - 1))?),
            _ => r.relegated = Some(within(option, value, (0, MAX_DIVISION - 1))?),
        }
    }
    if r.name.is_empty() {
        return Err(ParseError::LeagueName);
    }
    Ok(r)
}

/// Runs a subcommand at the play layer, as Discord's `/league` does: `actor` is a moderator
/// when the console's operator speaks.
pub async fn run(
    table: &Table,
    channel: &ChannelRef,
    actor: &Actor,
    command: LeagueCommand,
) -> Result<Reply, TableError> {
    let id = |n: Option<i64>| n.map(LeagueId);
    match command {
        LeagueCommand::Create(request) => table.create_league(channel, actor, &request).await,
        LeagueCommand::Join(n) => table.join_league(channel, actor, id(n)).await,
        LeagueCommand::Leave(n) => table.leave_league(channel, actor, id(n)).await,
        LeagueCommand::Start(n) => table.start_league(channel, actor, id(n)).await,
        LeagueCommand::Next(n) => table.next_league_season(channel, actor, id(n)).await,
        LeagueCommand::Standings(n) => table.league_standings(channel, id(n)).await,
        LeagueCommand::List => table.league_list(channel).await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::GameChoice;
    use crate::i18n::Locale;

    #[test]
    fn create_and_the_others_read_in_every_language() {
        let Ok(LeagueCommand::Create(r)) = parse(
            r#"crear nombre:"Liga de primavera" juego:tzaar tamaño_división:4 ascensos:1 descensos:2"#,
        ) else {
            panic!("not read");
        };
        assert_eq!(r.name, "Liga de primavera");
        assert_eq!(r.options.game, GameChoice::from_key("tzaar"));
        assert_eq!(
            (r.division_size, r.promoted, r.relegated),
            (Some(4), Some(1), Some(2))
        );
        let Ok(LeagueCommand::Create(r)) =
            parse(r#"créer nom:"Ligue" taille_division:8 montées:2"#)
        else {
            panic!("not read");
        };
        assert_eq!((r.division_size, r.promoted), (Some(8), Some(2)));
        for (line, expected) in [
            ("join", LeagueCommand::Join(None)),
            ("apuntarse id:2", LeagueCommand::Join(Some(2))),
            ("quitter id:#3", LeagueCommand::Leave(Some(3))),
            ("lancer", LeagueCommand::Start(None)),
            ("siguiente", LeagueCommand::Next(None)),
            ("suivante id:1", LeagueCommand::Next(Some(1))),
            ("clasificacion", LeagueCommand::Standings(None)),
            ("liste", LeagueCommand::List),
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
            "create name:",
            "create name:x division_size:2",
            "create name:x division_size:17",
            "create name:x promote:x",
            "create name:x format:swiss",
            "next id:0",
            "list id:1",
        ] {
            let err = parse(line).expect_err(line);
            for locale in Locale::all() {
                let text = err.text(locale);
                assert!(!text.is_empty() && !text.contains('{'), "{line}: {text}");
            }
        }
        let err = parse("frobnicate").unwrap_err();
        assert!(err.text(Locale::FR).contains("suivante"), "{err:?}");
    }
}
