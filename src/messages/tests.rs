//! Every message the code can send comes out in every language with all its arguments filled
//! in, and reads as each language writes (the catalogue files themselves: `tests_catalogue.rs`).

use super::*;
use crate::domain::{ChallengeId, EndReason, GameChoice, Level, Outcome, PlayerStats, Seat};
use crate::games::foxgeese::{GeeseCount, Variant};
use crate::games::value::Value;
use crate::games::{AnyMoveError, GameRules, GameSpec, TurnHint, TzaarSetup};
use crate::table::{TableError, UnratedRecord};

const FIXED: GameSpec = crate::games::tzaar::spec(TzaarSetup::Fixed);
const HALATAFL: GameSpec = crate::games::foxgeese::spec(Variant::Halatafl);
const GEESE: GameSpec = crate::games::foxgeese::spec(Variant::Standard {
    geese: GeeseCount::Fifteen,
    sideways: true,
});

fn pair() -> [String; 2] {
    ["u-ana".to_string(), "u-bruno".to_string()]
}

/// Every `TableError` variant, as the play layer would refuse with it.
fn all_refusals() -> Vec<(TableError, Vec<&'static str>)> {
    let illegal = FIXED.start(0).play_text("zz").expect_err("`zz` is no move");
    vec![
        (TableError::NoGame, vec![]),
        (TableError::NotAPlayer, vec![]),
        (
            TableError::NotYourTurn {
                to_move: "u-bruno".into(),
            },
            vec!["u-bruno"],
        ),
        (TableError::Illegal(illegal), vec![]),
        (TableError::MoveTooLong, vec![]),
        (TableError::PositionChanged, vec![]),
        (TableError::ChannelBusy, vec![]),
        (TableError::ChallengePending, vec![]),
        (TableError::NoChallenge, vec![]),
        (TableError::ChallengeGone, vec![]),
        (TableError::ChallengeExpired, vec![]),
        (TableError::OwnChallenge, vec![]),
        (TableError::DeclineOwn, vec![]),
        (TableError::NotForYou, vec![]),
        (TableError::NotChallenger, vec![]),
        (TableError::CannotChallengeSelf, vec![]),
        (TableError::ComputerUnavailable, vec![]),
        (TableError::LevelWithoutComputer, vec![]),
        (TableError::PerfectNotForGame, vec![]),
        (TableError::PerfectWithoutTables, vec![]),
        (TableError::ComputerUnrated, vec![]),
        (TableError::RematchOffered, vec![]),
        (TableError::TournamentRematch, vec![]),
        (TableError::NotOver, vec![]),
        (TableError::BadSetting, vec![]),
        (TableError::NotInServer, vec![]),
        (
            TableError::ChallengesNotHere {
                channels: vec!["42".into()],
            },
            vec![],
        ),
        (
            TableError::GamesInThreads {
                rooms: vec!["43".into()],
            },
            vec![],
        ),
        (TableError::NoHintsInRated, vec![]),
        (TableError::NoDraws, vec![]),
        (TableError::NoOffer, vec![]),
        (TableError::OwnOffer, vec![]),
        (TableError::NothingToUndo, vec![]),
        (TableError::CannotPass, vec![]),
        (
            TableError::BadTurnTime {
                min: 300,
                max: 604_800,
            },
            vec![],
        ),
        (TableError::GameOver, vec![]),
        (TableError::Stale, vec![]),
        (TableError::Bug("disk on fire".into()), vec![]),
    ]
}

/// A representative set of messages (every key, every reason, every hint), each with the
/// user ids its text must show.
fn samples() -> Vec<(Msg, Vec<&'static str>)> {
    let mut out = vec![
        (
            Msg::Challenge {
                challenger: "u-ana".into(),
                opponent: Some("u-bruno".into()),
                spec: FIXED,
                challenger_seat: Some(Seat::First),
                time: crate::time_control::TimeControl::PerTurn { seconds: 86_400 },
                expires_at: 1_700_000_000,
                rated: true,
            },
            vec!["u-ana", "u-bruno"],
        ),
        (
            Msg::Challenge {
                challenger: "u-ana".into(),
                opponent: None,
                spec: GEESE,
                challenger_seat: None,
                time: crate::time_control::LITTLE_GOLEM,
                expires_at: 1_700_000_000,
                rated: false,
            },
            vec!["u-ana"],
        ),
        (
            Msg::ChallengeDeclined {
                challenger: "u-ana".into(),
                by: "u-bruno".into(),
            },
            vec!["u-ana", "u-bruno"],
        ),
        (
            Msg::ChallengeCancelled {
                challenger: "u-ana".into(),
            },
            vec!["u-ana"],
        ),
        (
            Msg::ChallengeExpired {
                challenger: "u-ana".into(),
            },
            vec!["u-ana"],
        ),
        (
            Msg::Moved {
                player: "u-ana".into(),
                moves: vec!["d4xd5".into(), "pass".into()],
            },
            vec!["u-ana"],
        ),
        (
            Msg::RatingChange {
                players: pair(),
                deltas: [12.4, -12.4],
            },
            vec!["u-ana", "u-bruno"],
        ),
        (
            Msg::UndoRequested {
                by: "u-ana".into(),
                opponent: "u-bruno".into(),
            },
            vec!["u-ana", "u-bruno"],
        ),
        (Msg::UndoDone { count: 1 }, vec![]),
        (Msg::UndoDone { count: 3 }, vec![]),
        (
            Msg::UndoRefused {
                by: "u-bruno".into(),
            },
            vec!["u-bruno"],
        ),
        (
            Msg::DrawOffered {
                by: "u-bruno".into(),
                opponent: "u-ana".into(),
            },
            vec!["u-ana", "u-bruno"],
        ),
        (
            Msg::DrawRefused {
                by: "u-bruno".into(),
            },
            vec!["u-bruno"],
        ),
        (Msg::Aborted { by: "u-mod".into() }, vec!["u-mod"]),
        (Msg::NothingHere, vec![]),
        (
            Msg::ChallengeWaiting {
                challenger: "u-ana".into(),
                opponent: None,
                spec: HALATAFL,
                expires_at: 1_700_000_000,
            },
            vec!["u-ana"],
        ),
        (
            Msg::ChallengeWaiting {
                challenger: "u-ana".into(),
                opponent: Some("u-bruno".into()),
                spec: HALATAFL,
                expires_at: 1_700_000_000,
            },
            vec!["u-ana", "u-bruno"],
        ),
        (Msg::QuietCount { moves: 31 }, vec![]),
        (
            Msg::Stats {
                user: "u-ana".into(),
                rows: vec![],
                unrated: UnratedRecord::default(),
            },
            vec!["u-ana"],
        ),
        (
            Msg::Stats {
                user: "u-ana".into(),
                rows: vec![PlayerStats {
                    pool: GameChoice::from_key("tzaar").unwrap(),
                    rating: 1523.4,
                    games: 2,
                    wins: 1,
                    losses: 1,
                    draws: 0,
                }],
                unrated: UnratedRecord {
                    games: 1,
                    wins: 0,
                    losses: 1,
                    draws: 0,
                },
            },
            vec!["u-ana"],
        ),
        (
            Msg::Leaderboard {
                pool: GameChoice::from_key("foxgeese").unwrap(),
                rows: vec![],
                left_out: 3,
            },
            vec![],
        ),
        (
            Msg::Leaderboard {
                pool: GameChoice::from_key("tzaar").unwrap(),
                left_out: 0,
                rows: vec![crate::domain::LeaderRow {
                    user_id: "u-ana".into(),
                    name: None,
                    rating: 1600.0,
                    games: 1,
                    wins: 1,
                }],
            },
            vec!["u-ana"],
        ),
        (Msg::Internal, vec![]),
        (Msg::NoMatchingMove, vec![]),
        (
            Msg::MovesShown {
                shown: 25,
                total: 42,
            },
            vec![],
        ),
        (Msg::NotYourTurnToList, vec![]),
        (Msg::OptionNotForGame { option: "geese" }, vec![]),
        (
            Msg::BadOptionValue {
                option: "geese",
                value: 14,
            },
            vec![],
        ),
        (Msg::NoSuchSide { side: "fox" }, vec![]),
        (Msg::Help, vec![]),
        (Msg::HelpAnywhere, vec![]),
        (Msg::ModeratorsOnly, vec![]),
        (Msg::BadOptions, vec![]),
        (Msg::GuildOnly, vec![]),
        (Msg::UnknownButton, vec![]),
        (
            Msg::Hint {
                moves: vec!["d3xd4".into()],
                exact: None,
            },
            vec![],
        ),
        (
            Msg::Hint {
                moves: vec!["d4xd2".into()],
                exact: Some(Value::Win(23)),
            },
            vec![],
        ),
        (
            Msg::Hint {
                moves: vec!["d4-d3".into()],
                exact: Some(Value::Loss(1)),
            },
            vec![],
        ),
        (
            Msg::Hint {
                moves: vec!["c3-c4".into()],
                exact: Some(Value::Draw),
            },
            vec![],
        ),
    ];
    for label in [
        ButtonLabel::Accept,
        ButtonLabel::Decline,
        ButtonLabel::Cancel,
        ButtonLabel::Agree,
        ButtonLabel::Refuse,
    ] {
        out.push((Msg::Button(label), vec![]));
    }
    for game in GameChoice::all() {
        out.push((Msg::Rules { game }, vec![]));
    }
    for spec in [FIXED, HALATAFL, GEESE] {
        for level in [None, Some(Level::Hard)] {
            out.push((
                Msg::GameStarted {
                    spec,
                    players: pair(),
                    level,
                },
                vec!["u-ana", "u-bruno"],
            ));
            out.push((
                Msg::GameInProgress {
                    spec,
                    players: pair(),
                    ply: 7,
                    level,
                },
                vec!["u-ana", "u-bruno"],
            ));
        }
    }
    for reason in EndReason::ALL {
        let spec = match reason.key() {
            "no-tzaar" | "no-tzarra" | "no-tott" | "no-capture" => FIXED,
            _ => HALATAFL,
        };
        let winner = match reason {
            EndReason::QuietDraw
            | EndReason::Repetition
            | EndReason::AgreedDraw
            | EndReason::Aborted
            | EndReason::Abandoned => None,
            _ => Some(Seat::Second),
        };
        out.push((
            Msg::GameOver {
                spec,
                players: pair(),
                outcome: Outcome { winner, reason },
            },
            winner.map_or(vec![], |_| vec!["u-bruno"]),
        ));
    }
    let hints = [
        (FIXED, Seat::First, TurnHint("hint-opening-capture")),
        (FIXED, Seat::Second, TurnHint("hint-capture")),
        (FIXED, Seat::Second, TurnHint("hint-capture-stack-or-pass")),
        (FIXED, Seat::First, TurnHint("hint-place")),
        (GEESE, Seat::First, TurnHint("hint-foxes")),
        (HALATAFL, Seat::Second, TurnHint("hint-geese")),
    ];
    for (i, (spec, seat, hint)) in hints.into_iter().enumerate() {
        out.push((
            Msg::ToMove {
                player: "u-ana".into(),
                spec,
                seat,
                hint,
                deadline: (i % 2 == 0).then_some(1_700_000_000),
                waiting_bank: (i % 2 == 1).then(|| ("u-bruno".to_string(), 90_000)),
                vacation_until: (i == 2).then_some(1_700_000_000),
            },
            if i % 2 == 1 {
                vec!["u-ana", "u-bruno"]
            } else {
                vec!["u-ana"]
            },
        ));
    }
    out.extend(
        all_refusals()
            .into_iter()
            .map(|(e, users)| (Msg::Refused(e), users)),
    );
    out.extend(super::tests_tournaments::samples(GEESE));
    out.push((Msg::Button(ButtonLabel::Join), vec![]));
    out.push((Msg::Button(ButtonLabel::Leave), vec![]));
    out
}

/// Text with every argument filled in and every reference resolved (Fluent writes an
/// unresolved one in braces, a missing message as its id).
#[track_caller]
fn assert_complete(t: &str, what: &str) {
    assert!(!t.trim().is_empty(), "{what}: empty");
    assert!(!t.contains('{') && !t.contains('}'), "{what}: `{t}`");
    assert!(
        !t.split_whitespace().any(|w| w.starts_with("game-")
            || w.starts_with("refused-")
            || w.starts_with("move-")
            || w.starts_with("cmd-")),
        "{what}: an id in `{t}`"
    );
}

#[test]
fn every_message_comes_out_complete_in_every_language_and_names_its_users() {
    for (msg, users) in samples() {
        let en = text(&msg, Locale::EN, &PlainStyle);
        for locale in Locale::all() {
            let t = text(&msg, locale, &PlainStyle);
            assert_complete(&t, &format!("{locale} {msg:?}"));
            if locale != Locale::EN && !matches!(msg, Msg::Rules { .. }) {
                // A few words are the same in every language (TZAAR, numbers).
                let same_ok = matches!(msg, Msg::Button(_)) && t.len() < 4;
                assert!(t != en || same_ok, "{locale}: not translated: {msg:?}");
            }
            for user in &users {
                assert!(t.contains(user), "{locale}: `{t}` lacks {user}");
            }
        }
    }
}

#[test]
fn durations_plurals_and_signs_follow_each_language() {
    assert_eq!(duration(Locale::EN, 86_400), "1 day");
    assert_eq!(duration(Locale::EN, 3 * 86_400), "3 days");
    assert_eq!(duration(Locale::ES, 86_400), "1 día");
    assert_eq!(duration(Locale::ES, 2 * 86_400), "2 días");
    assert_eq!(duration(Locale::FR, 3 * 86_400), "3 jours");
    assert_eq!(duration(Locale::EN, 5400), "90 minutes");
    assert_eq!(duration(Locale::EN, 45), "45 seconds");
    assert_eq!(signed(Locale::EN, 12.4), "+12");
    assert_eq!(signed(Locale::FR, -20.0), "−20");
    assert_eq!(signed(Locale::EN, 0.2), "±0");
    assert_eq!(
        span(Locale::EN, 86_400 + 3 * 3600 + 59),
        "1 day and 3 hours"
    );
    assert_eq!(span(Locale::EN, 125), "2 minutes");
    let stats = |wins| Msg::Stats {
        user: "u".into(),
        rows: vec![PlayerStats {
            pool: GameChoice::from_key("tzaar").unwrap(),
            rating: 1500.0,
            games: 2,
            wins,
            losses: 2 - wins,
            draws: 0,
        }],
        unrated: UnratedRecord::default(),
    };
    let fr = text(&stats(2), Locale::FR, &PlainStyle);
    assert!(fr.contains("2 parties"), "{fr}");
}

#[test]
fn the_fox_is_singular_in_standard_and_plural_in_two_foxes() {
    let trapped = |spec| Msg::GameOver {
        spec,
        players: pair(),
        outcome: Outcome {
            winner: Some(Seat::Second),
            reason: EndReason::FoxesTrapped,
        },
    };
    assert!(text(&trapped(GEESE), Locale::EN, &PlainStyle).contains("the fox cannot"));
    assert!(text(&trapped(HALATAFL), Locale::EN, &PlainStyle).contains("the foxes cannot"));
    assert!(text(&trapped(GEESE), Locale::ES, &PlainStyle).contains("el zorro"));
    assert!(text(&trapped(HALATAFL), Locale::ES, &PlainStyle).contains("los zorros"));
    assert!(text(&trapped(GEESE), Locale::FR, &PlainStyle).contains("le renard"));
    assert!(text(&trapped(HALATAFL), Locale::FR, &PlainStyle).contains("les renards"));
}

#[test]
fn one_sentence_per_language_reads_as_written() {
    let msg = Msg::GameOver {
        spec: FIXED,
        players: pair(),
        outcome: Outcome::resignation(Seat::Second),
    };
    assert_eq!(
        text(&msg, Locale::EN, &PlainStyle),
        "Game over: u-ana (White) wins by resignation."
    );
    assert_eq!(
        text(&msg, Locale::ES, &PlainStyle),
        "Fin de la partida: gana u-ana (las blancas) por abandono."
    );
    assert_eq!(
        text(&msg, Locale::FR, &PlainStyle),
        "Fin de la partie\u{a0}: u-ana (les Blancs) gagne par abandon."
    );
}

/// Every move error of both rules cores, as players can cause them.
fn move_errors() -> Vec<AnyMoveError> {
    let mut out = Vec::new();
    let tzaar_texts = [
        ("fixed", ""),
        ("fixed", "d3xd4 c2-c3 b2-b3"),
        ("fixed", "zz"),
        ("fixed", "e5xe6"),
        ("fixed", "a9xa1"),
        ("fixed", "d3"),
        ("fixed", "d4xd3"),
        ("fixed", "d3xd3"),
        ("fixed", "a1xb3"),
        ("fixed", "a1xi5"),
        ("fixed", "d3-d4"),
        ("fixed", "pass"),
        ("fixed", "Zd4"),
        ("tournament", "d3xd4"),
        ("tournament", "Zd4 Ze4"),
        ("fixed", &"d3xd4 ".repeat(40)),
    ];
    for (start, t) in tzaar_texts {
        let spec = match start {
            "tournament" => crate::games::tzaar::spec(TzaarSetup::Tournament),
            _ => FIXED,
        };
        if let Err(e) = spec.start(0).play_text(t) {
            out.push(e);
        }
    }
    for t in [
        "", "zz", "d3", "d3d4", "d3-d4xd5", "d3-", "d3-d4-d5", "c7-c5", "a1-a2",
    ] {
        if let Err(e) = HALATAFL.start(0).play_text(t) {
            out.push(e);
        }
    }
    out
}

#[test]
fn move_errors_come_out_complete_in_every_language() {
    let errors = move_errors();
    assert!(errors.len() >= 20, "{}", errors.len());
    for e in &errors {
        for locale in Locale::all() {
            let t = moves::move_error(locale, e);
            assert_complete(&t, &format!("{locale} {e:?}"));
        }
    }
    // Every TZAAR and Fox and Geese reason phrase exists too.
    for reason in EndReason::ALL {
        for locale in Locale::all() {
            assert_complete(
                &moves::reason_phrase(locale, reason, 2),
                &format!("{locale} {reason}"),
            );
        }
    }
    // The challenge id type still prints as a number in button ids.
    assert_eq!(ChallengeId(4).to_string(), "4");
}

/// Moves in text read as each language writes them: a pass in the reader's word, the one the
/// board writes (`board-pass`), which the move reader reads back (issue 25).
#[test]
fn a_pass_is_written_in_the_readers_word_as_on_the_board() {
    use crate::table::PickLine;
    let turn = || vec!["c4xd4".to_string(), "pass".to_string()];
    for locale in Locale::all() {
        let word = crate::i18n::lookup(locale, "board-pass");
        let written = format!("c4xd4 {word}");
        for msg in [
            Msg::Moved {
                player: "u-ana".into(),
                moves: turn(),
            },
            Msg::Hint {
                moves: turn(),
                exact: None,
            },
            Msg::Hint {
                moves: turn(),
                exact: Some(Value::Win(3)),
            },
            Msg::Picker(PickLine::Ready { moves: turn() }),
            Msg::Picker(PickLine::Played { moves: turn() }),
            Msg::Picker(PickLine::SoFar { moves: turn() }),
        ] {
            let t = text(&msg, locale, &PlainStyle);
            assert!(t.contains(&written), "{locale}: {t}");
            if locale != Locale::EN {
                let mut words = t.split(|c: char| !c.is_alphanumeric());
                assert!(!words.any(|w| w == "pass"), "{locale}: {t}");
            }
        }
        // What the board and the text write, players may type: it reads as a pass.
        let mut game = FIXED.start(0);
        game.play_text("d3xd4").expect("the opening");
        let mut typed = game.clone();
        typed.play_text(&written).expect("typed as written");
        game.play_text("c4xd4 pass").expect("canonical");
        assert_eq!(typed.record(), game.record(), "{locale}");
        assert!(typed.record().contains("c4xd4 pass"), "records keep `pass`");
    }
    // A refusal naming a pass names it in the reader's word too.
    let mut game = FIXED.start(0);
    game.play_text("d3xd4").expect("the opening");
    let refused = game
        .play_text("pass")
        .expect_err("a turn starts with a capture");
    let t = moves::move_error(Locale::ES, &refused);
    assert!(t.starts_with("pasa: "), "{t}");
}
