//! Samples of every tournament line and refusal, for the catalogue tests (`tests.rs`): each
//! with the user ids its text must show.

use crate::games::GameSpec;
use crate::table::options::{OptionError, SideWord};
use crate::table::{Msg, PairingLine, StandingLine, TableError, TournamentLine, TournamentRefusal};
use crate::tournament::{Format, GameResult, Points, Seat, Tiebreak};

pub(super) fn samples(spec: GameSpec) -> Vec<(Msg, Vec<&'static str>)> {
    let t = |line| Msg::Tournament(line);
    let name = || "Cup".to_string();
    let mut out = Vec::new();
    for (format, starts_at, players) in [
        (Format::Swiss { rounds: 5 }, Some(1_700_000_000), vec![]),
        (Format::RoundRobin, None, vec!["u-ana".to_string()]),
        (
            Format::DoubleRoundRobin,
            None,
            vec!["u-ana".to_string(), "u-bruno".to_string()],
        ),
    ] {
        let users: Vec<&'static str> = if players.len() == 2 {
            vec!["u-org", "u-ana", "u-bruno"]
        } else {
            vec!["u-org"]
        };
        out.push((
            t(TournamentLine::SignUp {
                id: 3,
                name: name(),
                spec,
                format,
                rated: starts_at.is_some(),
                time: crate::time_control::LITTLE_GOLEM,
                max_players: 16,
                starts_at,
                organizer: "u-org".into(),
                players,
            }),
            users,
        ));
    }
    out.extend([
        (
            t(TournamentLine::Joined {
                name: name(),
                player: "u-ana".into(),
                count: 2,
                max: 8,
            }),
            vec!["u-ana"],
        ),
        (
            t(TournamentLine::Left {
                name: name(),
                player: "u-ana".into(),
                count: 1,
            }),
            vec!["u-ana"],
        ),
        (
            t(TournamentLine::Cancelled {
                name: name(),
                too_few: true,
            }),
            vec![],
        ),
        (
            t(TournamentLine::Cancelled {
                name: name(),
                too_few: false,
            }),
            vec![],
        ),
        (
            t(TournamentLine::Started {
                name: name(),
                players: 5,
                rounds: 3,
            }),
            vec![],
        ),
        (
            t(TournamentLine::Round {
                name: name(),
                round: 2,
                total: 3,
                pairings: vec![
                    PairingLine {
                        board: 1,
                        first: "u-ana".into(),
                        second: "u-bruno".into(),
                        result: None,
                        room: Some("room-1".into()),
                    },
                    PairingLine {
                        board: 2,
                        first: "u-cai".into(),
                        second: "u-dan".into(),
                        result: Some(GameResult::Drawn),
                        room: None,
                    },
                    PairingLine {
                        board: 3,
                        first: "u-eva".into(),
                        second: "u-fede".into(),
                        result: Some(GameResult::Forfeited(Seat::Second)),
                        room: None,
                    },
                    PairingLine {
                        board: 4,
                        first: "u-gil".into(),
                        second: "u-hugo".into(),
                        result: None,
                        room: None,
                    },
                ],
                bye: Some("u-ivan".into()),
            }),
            vec!["u-ana", "u-bruno", "u-cai", "u-fede", "u-hugo", "u-ivan"],
        ),
    ]);
    for (last, rounds) in [(false, 0), (false, 1), (false, 2), (true, 3)] {
        out.push((
            t(TournamentLine::Standings {
                name: name(),
                last,
                complete_rounds: rounds,
                tiebreaks: vec![
                    Tiebreak::Buchholz,
                    Tiebreak::SonnebornBerger,
                    Tiebreak::DirectEncounter,
                ],
                rows: vec![
                    StandingLine {
                        rank: 1,
                        shared: true,
                        user: "u-ana".into(),
                        points: Points(10),
                        tiebreaks: vec![Points(8), Points(5), Points::ZERO],
                        withdrawn: false,
                    },
                    StandingLine {
                        rank: 3,
                        shared: false,
                        user: "u-bruno".into(),
                        points: Points::ONE,
                        tiebreaks: vec![Points(8), Points(5), Points::ZERO],
                        withdrawn: true,
                    },
                ],
            }),
            vec!["u-ana", "u-bruno"],
        ));
    }
    out.extend([
        (
            t(TournamentLine::Winners {
                name: name(),
                winners: vec!["u-ana".into()],
            }),
            vec!["u-ana"],
        ),
        (
            t(TournamentLine::Winners {
                name: name(),
                winners: vec!["u-ana".into(), "u-bruno".into()],
            }),
            vec!["u-ana", "u-bruno"],
        ),
        (
            t(TournamentLine::Withdrew {
                name: name(),
                player: "u-ana".into(),
                by: None,
                forfeit: true,
            }),
            vec!["u-ana"],
        ),
        (
            t(TournamentLine::Withdrew {
                name: name(),
                player: "u-ana".into(),
                by: Some("u-org".into()),
                forfeit: false,
            }),
            vec!["u-ana", "u-org"],
        ),
        (t(TournamentLine::NotStarted { name: name() }), vec![]),
    ]);
    let refusals = [
        TournamentRefusal::NotModerator,
        TournamentRefusal::NotOrganizer,
        TournamentRefusal::NoTournament,
        TournamentRefusal::NotOpen,
        TournamentRefusal::Full { max: 8 },
        TournamentRefusal::AlreadyJoined,
        TournamentRefusal::NotEntered,
        TournamentRefusal::AlreadyWithdrawn,
        TournamentRefusal::NotRunning,
        TournamentRefusal::Over,
        TournamentRefusal::EmptyName,
        TournamentRefusal::NameTooLong { max: 60 },
        TournamentRefusal::BadMaxPlayers { max: 128 },
        TournamentRefusal::BadRounds { max: 30 },
        TournamentRefusal::StartInPast,
        TournamentRefusal::NotAnOption("side"),
        TournamentRefusal::NotAnOption("level"),
        TournamentRefusal::BadOption(OptionError::NotForThisGame("geese")),
        TournamentRefusal::BadOption(OptionError::BadValue {
            option: "geese",
            value: 14,
        }),
        TournamentRefusal::BadOption(OptionError::NoSuchSide(SideWord::Named("fox"))),
    ];
    out.extend(
        refusals
            .into_iter()
            .map(|r| (Msg::Refused(TableError::Tournament(r)), vec![])),
    );
    out
}
