//! The message catalogue: every sentence players read, in English, Spanish and French.
//!
//! The play layer returns [`Msg`] values (a key with its arguments); front ends turn them
//! into text with [`text`], giving a [`Style`] for the parts that differ between them
//! (a Discord mention `<@id>` and timestamp `<t:…:R>`, or plain names in the console).

mod en;
mod es;
mod fr;
pub mod move_errors;

use crate::games::{GameKind, GameSpec, Seat};
use crate::i18n::Locale;
use crate::store::{LeaderRow, PlayerStats};
use crate::table::{TableError, TurnHint};

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
        reason: String,
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
}

/// The rule summaries `/rules` shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesTopic {
    Tzaar,
    TwoFoxes,
    FoxAndGeese,
}

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
