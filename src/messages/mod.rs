//! The message catalogue: every sentence players read, in English, Spanish and French.
//!
//! The play layer returns [`Msg`] values (a key with its arguments); front ends turn them
//! into text with [`text`], giving a [`Style`] for the parts that differ between them
//! (a Discord mention `<@id>` and timestamp `<t:…:R>`, or plain names in the console).

pub mod commands;
mod en;
mod es;
mod fr;
pub mod move_errors;

use crate::domain::{EndReason, LeaderRow, PlayerStats};
use crate::games::TurnHint;
use crate::games::{GameKind, GameSpec, Seat};
use crate::i18n::Locale;
use crate::table::TableError;

/// How users and times are written by a front end.
pub trait Style {
    /// A reference to a user (a mention, or a name).
    fn user(&self, id: &str) -> String;
    /// A point in time (Unix seconds), preferably relative ("in 3 hours").
    fn time(&self, unix: i64) -> String;
}

/// Writes users as their ids and times as UTC dates; for logs and tests.
pub struct PlainStyle;

impl Style for PlainStyle {
    fn user(&self, id: &str) -> String {
        id.to_string()
    }

    fn time(&self, unix: i64) -> String {
        format!("<t:{unix}>")
    }
}

/// One message line with its arguments. User fields hold user ids.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    ButtonAccept,
    ButtonDecline,
    ButtonCancel,
    ButtonAgree,
    ButtonRefuse,
    /// A new challenge; `challenger_seat` is `None` when sides are drawn at random.
    Challenge {
        challenger: String,
        opponent: Option<String>,
        spec: GameSpec,
        challenger_seat: Option<Seat>,
        turn_seconds: i64,
        expires_at: i64,
    },
    ChallengeDeclined {
        challenger: String,
        by: String,
    },
    ChallengeCancelled {
        challenger: String,
    },
    ChallengeExpired {
        challenger: String,
    },
    GameStarted {
        spec: GameSpec,
        players: [String; 2],
    },
    /// Whose turn it is and what they must do.
    ToMove {
        player: String,
        kind: GameKind,
        seat: Seat,
        hint: TurnHint,
        deadline: Option<i64>,
    },
    Moved {
        player: String,
        moves: Vec<String>,
    },
    GameOver {
        kind: GameKind,
        players: [String; 2],
        winner: Option<Seat>,
        reason: EndReason,
    },
    RatingChange {
        players: [String; 2],
        deltas: [f64; 2],
    },
    UndoRequested {
        by: String,
        opponent: String,
    },
    UndoDone {
        count: usize,
    },
    UndoRefused {
        by: String,
    },
    DrawOffered {
        by: String,
        opponent: String,
    },
    DrawRefused {
        by: String,
    },
    Aborted {
        by: String,
    },
    NothingHere,
    ChallengeWaiting {
        challenger: String,
        opponent: Option<String>,
        spec: GameSpec,
        expires_at: i64,
    },
    GameInProgress {
        spec: GameSpec,
        players: [String; 2],
        ply: i64,
    },
    History {
        record: String,
    },
    Stats {
        user: String,
        rows: Vec<PlayerStats>,
    },
    Leaderboard {
        kind: GameKind,
        rows: Vec<LeaderRow>,
    },
    /// A refusal: the player's mistake, explained.
    Refused(TableError),
    /// Something went wrong on our side (details are in the logs).
    Internal,
    /// Suggestion for a move the autocomplete could not match.
    NoMatchingMove,
    /// A challenge option that does not apply to the chosen game (`setup`, `geese`, ...).
    OptionNotForGame {
        option: String,
    },
    /// How to play a game.
    Rules {
        game: RulesTopic,
    },
    /// How to use the bot.
    Help,
    /// A moderator's command used by someone else.
    ModeratorsOnly,
    /// Command options Discord let through but we could not read.
    BadOptions,
    /// A command that only works in a server channel.
    GuildOnly,
    /// The move the computer suggests.
    Hint {
        moves: Vec<String>,
    },
}

/// The rule summaries `/rules` shows: one per game choice.
pub use crate::domain::GameChoice as RulesTopic;

/// The text of a message in a language.
pub fn text(msg: &Msg, locale: Locale, style: &dyn Style) -> String {
    match locale {
        Locale::En => en::text(msg, style),
        Locale::Es => es::text(msg, style),
        Locale::Fr => fr::text(msg, style),
    }
}

/// All lines of a reply joined by newlines.
pub fn lines(msgs: &[Msg], locale: Locale, style: &dyn Style) -> String {
    msgs.iter()
        .map(|m| text(m, locale, style))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A duration in seconds written compactly (`45 min`, `24 h`, `3 d`), language-neutral.
pub fn duration(seconds: i64) -> String {
    match seconds {
        s if s % 86_400 == 0 => format!("{} d", s / 86_400),
        s if s % 3_600 == 0 => format!("{} h", s / 3_600),
        s if s % 60 == 0 => format!("{} min", s / 60),
        s => format!("{s} s"),
    }
}

/// A rating change with its sign (`+12`, `-8`).
pub fn signed(delta: f64) -> String {
    let rounded = delta.round() as i64;
    if rounded >= 0 {
        format!("+{rounded}")
    } else {
        format!("{rounded}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::foxgeese::{GeeseCount, Variant};
    use crate::games::{GameRules, TzaarSetup};

    const FIXED: GameSpec = GameSpec::Tzaar(TzaarSetup::Fixed);
    const HALATAFL: GameSpec = GameSpec::FoxGeese(Variant::Halatafl);
    const GEESE: GameSpec = GameSpec::FoxGeese(Variant::Standard {
        geese: GeeseCount::Fifteen,
        sideways: true,
    });

    fn pair() -> [String; 2] {
        ["u-ana".to_string(), "u-bruno".to_string()]
    }

    fn illegal_move() -> TableError {
        let err = FIXED
            .start(0)
            .play_text("zz")
            .expect_err("`zz` is not a move");
        TableError::Illegal(err)
    }

    /// Every `TableError` variant, as the play layer would refuse with it.
    fn all_refusals() -> Vec<(TableError, Vec<&'static str>)> {
        vec![
            (TableError::NoGame, vec![]),
            (TableError::NotAPlayer, vec![]),
            (
                TableError::NotYourTurn {
                    to_move: "u-bruno".into(),
                },
                vec!["u-bruno"],
            ),
            (illegal_move(), vec![]),
            (TableError::MoveTooLong, vec![]),
            (TableError::PositionChanged, vec![]),
            (TableError::ChannelBusy, vec![]),
            (TableError::ChallengePending, vec![]),
            (TableError::NoChallenge, vec![]),
            (TableError::ChallengeGone, vec![]),
            (TableError::ChallengeExpired, vec![]),
            (TableError::OwnChallenge, vec![]),
            (TableError::NotForYou, vec![]),
            (TableError::NotChallenger, vec![]),
            (TableError::CannotChallengeSelf, vec![]),
            (TableError::ComputerUnavailable, vec![]),
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
            (TableError::Internal("disk on fire".into()), vec![]),
        ]
    }

    /// A representative set of messages, each with the user ids its text must show.
    fn samples() -> Vec<(Msg, Vec<&'static str>)> {
        let mut out = vec![
            (
                Msg::Challenge {
                    challenger: "u-ana".into(),
                    opponent: Some("u-bruno".into()),
                    spec: FIXED,
                    challenger_seat: Some(Seat::First),
                    turn_seconds: 86_400,
                    expires_at: 1_700_000_000,
                },
                vec!["u-ana", "u-bruno"],
            ),
            (
                Msg::Challenge {
                    challenger: "u-ana".into(),
                    opponent: None,
                    spec: GEESE,
                    challenger_seat: None,
                    turn_seconds: 2_700,
                    expires_at: 1_700_000_000,
                },
                vec!["u-ana"],
            ),
            (
                Msg::GameStarted {
                    spec: FIXED,
                    players: pair(),
                },
                vec!["u-ana", "u-bruno"],
            ),
            (
                Msg::GameStarted {
                    spec: HALATAFL,
                    players: pair(),
                },
                vec!["u-ana", "u-bruno"],
            ),
            (
                Msg::Moved {
                    player: "u-ana".into(),
                    moves: vec!["d4xd5".into(), "pass".into()],
                },
                vec!["u-ana"],
            ),
            (
                Msg::GameOver {
                    kind: GameKind::Tzaar,
                    players: pair(),
                    winner: Some(Seat::Second),
                    reason: EndReason::from_key("no-tzarra").unwrap(),
                },
                vec!["u-bruno"],
            ),
            (
                Msg::GameOver {
                    kind: GameKind::FoxGeese,
                    players: pair(),
                    winner: Some(Seat::Second),
                    reason: EndReason::from_key("pen-filled").unwrap(),
                },
                vec!["u-bruno"],
            ),
            (
                Msg::GameOver {
                    kind: GameKind::FoxGeese,
                    players: pair(),
                    winner: Some(Seat::First),
                    reason: EndReason::from_key("timeout").unwrap(),
                },
                vec!["u-ana"],
            ),
            (
                Msg::GameOver {
                    kind: GameKind::FoxGeese,
                    players: pair(),
                    winner: None,
                    reason: EndReason::from_key("repetition").unwrap(),
                },
                vec![],
            ),
            (
                Msg::GameOver {
                    kind: GameKind::Tzaar,
                    players: pair(),
                    winner: Some(Seat::First),
                    reason: EndReason::Resigned,
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
            (
                Msg::DrawOffered {
                    by: "u-bruno".into(),
                    opponent: "u-ana".into(),
                },
                vec!["u-ana", "u-bruno"],
            ),
            (
                Msg::ChallengeWaiting {
                    challenger: "u-ana".into(),
                    opponent: None,
                    spec: HALATAFL,
                    expires_at: 1_700_000_000,
                },
                vec!["u-ana"],
            ),
            (Msg::NothingHere, vec![]),
            (Msg::ButtonAccept, vec![]),
            (Msg::ButtonAgree, vec![]),
        ];
        let hints = [
            (GameKind::Tzaar, Seat::First, TurnHint::OpeningCapture),
            (GameKind::Tzaar, Seat::Second, TurnHint::Capture),
            (GameKind::Tzaar, Seat::Second, TurnHint::CaptureStackOrPass),
            (GameKind::Tzaar, Seat::First, TurnHint::Place),
            (GameKind::FoxGeese, Seat::First, TurnHint::Foxes),
            (GameKind::FoxGeese, Seat::Second, TurnHint::Geese),
        ];
        for (i, (kind, seat, hint)) in hints.into_iter().enumerate() {
            out.push((
                Msg::ToMove {
                    player: "u-ana".into(),
                    kind,
                    seat,
                    hint,
                    deadline: (i % 2 == 0).then_some(1_700_000_000),
                },
                vec!["u-ana"],
            ));
        }
        out.extend(
            all_refusals()
                .into_iter()
                .map(|(e, users)| (Msg::Refused(e), users)),
        );
        out
    }

    #[test]
    fn every_sample_is_translated_and_names_its_users() {
        for (msg, users) in samples() {
            let en = text(&msg, Locale::En, &PlainStyle);
            for locale in Locale::ALL {
                let t = text(&msg, locale, &PlainStyle);
                assert!(!t.trim().is_empty(), "{locale}: empty text for {msg:?}");
                if locale != Locale::En {
                    assert_ne!(t, en, "{locale}: not translated: {msg:?}");
                }
                for user in &users {
                    assert!(t.contains(user), "{locale}: `{t}` lacks {user}");
                }
            }
        }
    }

    #[test]
    fn turn_hints_are_distinct_in_every_language() {
        let hints = [
            TurnHint::OpeningCapture,
            TurnHint::Capture,
            TurnHint::CaptureStackOrPass,
            TurnHint::Place,
            TurnHint::Foxes,
            TurnHint::Geese,
        ];
        for locale in Locale::ALL {
            let texts: std::collections::HashSet<String> = hints
                .iter()
                .map(|&hint| {
                    let msg = Msg::ToMove {
                        player: "u-ana".into(),
                        kind: GameKind::Tzaar,
                        seat: Seat::First,
                        hint,
                        deadline: None,
                    };
                    text(&msg, locale, &PlainStyle)
                })
                .collect();
            assert_eq!(texts.len(), hints.len(), "{locale}: hints repeat");
        }
    }

    #[test]
    fn times_durations_and_deltas_are_kept() {
        let challenge = samples().remove(0).0;
        let rating = Msg::RatingChange {
            players: pair(),
            deltas: [12.4, -12.4],
        };
        let bad_time = Msg::Refused(TableError::BadTurnTime {
            min: 300,
            max: 604_800,
        });
        for locale in Locale::ALL {
            let t = text(&challenge, locale, &PlainStyle);
            assert!(t.contains("1 d") && t.contains("<t:1700000000>"), "{t}");
            let t = text(&rating, locale, &PlainStyle);
            assert!(t.contains("+12") && t.contains("-12"), "{t}");
            let t = text(&bad_time, locale, &PlainStyle);
            assert!(t.contains("5 min") && t.contains("7 d"), "{t}");
        }
    }

    #[test]
    fn markdown_and_command_names_are_kept() {
        let history = Msg::History {
            record: "1. d4xd5\n".into(),
        };
        for locale in Locale::ALL {
            for msg in [Msg::NothingHere, Msg::Refused(TableError::NoGame)] {
                let t = text(&msg, locale, &PlainStyle);
                // The command as the reader's client lists it (`/desafiar`, `/defier`).
                let name = commands::command_name("challenge", locale);
                assert!(t.contains(&format!("`/{name}`")), "{locale}: {t}");
            }
            assert_eq!(text(&history, locale, &PlainStyle), "```\n1. d4xd5\n```");
        }
    }

    #[test]
    fn game_terms_players_know() {
        let started = |spec| Msg::GameStarted {
            spec,
            players: pair(),
        };
        let es = text(&started(FIXED), Locale::Es, &PlainStyle);
        assert!(
            es.contains("las blancas") && es.contains("las negras"),
            "{es}"
        );
        let fr = text(&started(FIXED), Locale::Fr, &PlainStyle);
        assert!(
            fr.contains("les Blancs") && fr.contains("les Noirs"),
            "{fr}"
        );
        let es = text(&started(HALATAFL), Locale::Es, &PlainStyle);
        assert!(
            es.contains("Dos zorros (Halatafl)") && es.contains("los gansos"),
            "{es}"
        );
        let fr = text(&started(GEESE), Locale::Fr, &PlainStyle);
        assert!(fr.contains("Le renard et les oies (15 oies"), "{fr}");
        assert!(fr.contains("le renard") && fr.contains("les oies"), "{fr}");
    }

    #[test]
    fn buttons() {
        let buttons = [
            Msg::ButtonAccept,
            Msg::ButtonDecline,
            Msg::ButtonCancel,
            Msg::ButtonAgree,
            Msg::ButtonRefuse,
        ];
        let of = |locale| {
            buttons
                .iter()
                .map(|b| text(b, locale, &PlainStyle))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            of(Locale::Es),
            ["Aceptar", "Rechazar", "Cancelar", "De acuerdo", "No"]
        );
        assert_eq!(
            of(Locale::Fr),
            ["Accepter", "Refuser", "Annuler", "D'accord", "Non"]
        );
    }
}
