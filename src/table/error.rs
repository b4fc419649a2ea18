//! Why the play layer refused something. Every refusal has a player-facing message in the
//! catalogue; our own failures ([`TableError::is_internal`]) keep their cause chain for the
//! log, and players see a generic apology.

use std::sync::Arc;

use super::options::OptionError;
use crate::domain::GameId;
use crate::games::AnyMoveError;
use crate::render::RenderError;
use crate::store::StoreError;

#[derive(Debug, Clone, thiserror::Error)]
pub enum TableError {
    #[error("no game is being played in this channel")]
    NoGame,
    #[error("you are not playing in this game")]
    NotAPlayer,
    #[error("it is not your turn")]
    NotYourTurn { to_move: String },
    #[error("illegal move: {0}")]
    Illegal(AnyMoveError),
    #[error("that text is too long to be a move")]
    MoveTooLong,
    #[error("the position changed while your move was on its way")]
    PositionChanged,
    #[error("a game is already being played in this channel")]
    ChannelBusy,
    #[error("you already have a challenge waiting in this channel")]
    ChallengePending,
    #[error("there is no challenge waiting here")]
    NoChallenge,
    #[error("that challenge has already been answered")]
    ChallengeGone,
    #[error("that challenge has expired")]
    ChallengeExpired,
    #[error("you cannot accept your own challenge")]
    OwnChallenge,
    #[error("you cannot decline your own challenge (cancel it)")]
    DeclineOwn,
    #[error("that challenge is for someone else")]
    NotForYou,
    #[error("only the challenger can cancel a challenge")]
    NotChallenger,
    #[error("you cannot challenge yourself")]
    CannotChallengeSelf,
    #[error("computer opponents are not available yet")]
    ComputerUnavailable,
    #[error("a level is for a game against the computer")]
    LevelWithoutComputer,
    /// The perfect level plays from solved tables, and this game has none of any kind.
    #[error("the perfect level is only for games with solved tables (Fox and Geese)")]
    PerfectNotForGame,
    /// The game could have tables, but this bot has none for its variant.
    #[error("no solved tables for this variant here")]
    PerfectWithoutTables,
    #[error("no game here; this channel's games are played in their threads")]
    GamesInThreads { rooms: Vec<String> },
    #[error("challenges are taken in other channels on this server")]
    ChallengesNotHere { channels: Vec<String> },
    #[error("only on a server")]
    NotInServer,
    #[error("that setting's value is not valid")]
    BadSetting,
    #[error("a rematch of this game is already offered")]
    RematchOffered,
    #[error("a tournament game has no rematch: its result belongs to the tournament")]
    TournamentRematch,
    #[error("the game is not over yet")]
    NotOver,
    #[error("no game with that number on this server")]
    NoSuchGame,
    #[error("no finished game here to analyse")]
    NothingToAnalyze,
    #[error("games in progress are not analysed")]
    AnalysisInProgress,
    #[error("no puzzle open")]
    NoPuzzle,
    #[error("the open puzzle is no longer in the bank")]
    PuzzleGone,
    #[error("a puzzle's TZAAR answer needs the whole turn")]
    PuzzleWholeTurn,
    #[error("exact values are not shown in rated games between people")]
    NoValueInRated,
    #[error("no daily puzzle here today")]
    NoDailyPuzzle,
    #[error("today's daily puzzle is done")]
    DailyPuzzleDone,
    #[error("games against the computer are never rated")]
    ComputerUnrated,
    #[error("hints are not allowed in rated games between people")]
    NoHintsInRated,
    #[error("this game has no draws")]
    NoDraws,
    #[error("there is no offer to answer")]
    NoOffer,
    #[error("you cannot answer your own offer")]
    OwnOffer,
    #[error("there is no move of yours to take back")]
    NothingToUndo,
    #[error("you cannot pass now")]
    CannotPass,
    #[error("the turn time must be between {min} and {max} seconds")]
    BadTurnTime { min: i64, max: i64 },
    /// A clock (`/challenge time:`) that cannot be used, and why.
    #[error("{0}")]
    BadTimeControl(crate::time_control::TimeControlError),
    /// `/vacation` outside a server.
    #[error("vacations are taken in a server")]
    VacationNotHere,
    /// A vacation while one runs.
    #[error("you are on vacation already")]
    VacationRunning { until: i64 },
    /// No vacation days left this year.
    #[error("no vacation days left this year")]
    NoVacationDays,
    /// More days than are left, or fewer than one.
    #[error("a vacation is 1 to {left} days")]
    BadVacationDays { left: i64 },
    /// `/vacation end` without a vacation.
    #[error("you are not on vacation")]
    NoVacation,
    /// A yearly allowance of vacation days out of bounds (`/settings`).
    #[error("the vacation days a year are 0 to {max}")]
    BadVacationAllowance { max: i64 },
    /// Quiet hours (`/reminders quiet_hours:`) that cannot be read, and why.
    #[error("quiet hours: {0:?}")]
    BadQuietHours(crate::time_control::QuietHoursError),
    /// A time zone (`/reminders time_zone:`) that is not one.
    #[error("time zone: {0:?}")]
    BadTimeZone(crate::time_control::TimeZoneError),
    /// A daily digest's hour chosen with no time zone to read it in.
    #[error("a daily digest needs a time zone")]
    DigestNeedsTimeZone,
    /// Quiet hours chosen with no time zone to read them in.
    #[error("quiet hours need a time zone")]
    QuietHoursNeedTimeZone,
    /// A move after the player's time ran out (the sweeper ends the game as a time-out).
    #[error("your time has run out")]
    OutOfTime,
    #[error("the game is over")]
    GameOver,
    #[error("that button belongs to a game that has moved on")]
    Stale,
    /// A tournament command refused (issue 27).
    #[error("{0}")]
    Tournament(TournamentRefusal),
    /// A league command refused (issue 27).
    #[error("{0}")]
    League(LeagueRefusal),
    /// A record a player brought, or a format asked of `/history`, refused.
    #[error("record refused: {0:?}")]
    Record(super::records::RecordRefusal),
    /// The database failed.
    #[error("storage failed")]
    Store(#[source] Arc<StoreError>),
    /// A stored game does not read back (its log does not replay, its end does not apply).
    #[error("game {game} is corrupt: {what}")]
    Corrupt { game: GameId, what: String },
    /// Work run off the async threads (a search, a drawing) did not finish.
    #[error("{what} did not finish")]
    Task {
        what: &'static str,
        #[source]
        cause: Arc<dyn std::error::Error + Send + Sync>,
    },
    /// A board or replay could not be drawn.
    #[error("the board could not be drawn")]
    Render(#[source] RenderError),
    /// Something that cannot happen did (a bug).
    #[error("bug: {0}")]
    Bug(String),
}

impl PartialEq for TableError {
    /// Refusals compare by value; our own failures by kind only (their causes do not
    /// compare).
    fn eq(&self, other: &TableError) -> bool {
        use TableError::*;
        match (self, other) {
            (NotYourTurn { to_move: a }, NotYourTurn { to_move: b }) => a == b,
            (Illegal(a), Illegal(b)) => a == b,
            (BadTurnTime { min: a, max: b }, BadTurnTime { min: c, max: d }) => a == c && b == d,
            (Corrupt { game: a, what: b }, Corrupt { game: c, what: d }) => a == c && b == d,
            (Bug(a), Bug(b)) => a == b,
            (Tournament(a), Tournament(b)) => a == b,
            (League(a), League(b)) => a == b,
            (Record(a), Record(b)) => a == b,
            (BadTimeControl(a), BadTimeControl(b)) => a == b,
            (BadQuietHours(a), BadQuietHours(b)) => a == b,
            (BadTimeZone(a), BadTimeZone(b)) => a == b,
            (a, b) => std::mem::discriminant(a) == std::mem::discriminant(b),
        }
    }
}

/// Why a tournament command was refused: each a private message of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TournamentRefusal {
    #[error("only moderators create tournaments")]
    NotModerator,
    #[error("only the organizer or a moderator may do that")]
    NotOrganizer,
    #[error("no such tournament here")]
    NoTournament,
    #[error("the tournament is not taking sign-ups")]
    NotOpen,
    #[error("the tournament is full")]
    Full { max: u32 },
    #[error("already in the tournament")]
    AlreadyJoined,
    #[error("not in the tournament")]
    NotEntered,
    #[error("already withdrawn")]
    AlreadyWithdrawn,
    #[error("the tournament is not running")]
    NotRunning,
    #[error("the tournament is over")]
    Over,
    #[error("the tournament needs a name")]
    EmptyName,
    #[error("the name is too long")]
    NameTooLong { max: usize },
    #[error("bad number of players")]
    BadMaxPlayers { max: u32 },
    #[error("bad number of rounds")]
    BadRounds { max: u32 },
    #[error("the start time has passed")]
    StartInPast,
    /// A number of rounds for a format other than Swiss (round robins have as many as the
    /// field needs).
    #[error("rounds are for Swiss tournaments")]
    RoundsWithoutSwiss,
    /// A start that is no length of time from now (`2h`, `1d`).
    #[error("unreadable start")]
    BadStartIn,
    /// A challenge option that has no meaning in a tournament (`side`, `level`).
    #[error("the option `{0}` is not for tournaments")]
    NotAnOption(&'static str),
    /// A game option refused as `/challenge` refuses it.
    #[error("{0}")]
    BadOption(OptionError),
}

/// Why a league command was refused: each a private message of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum LeagueRefusal {
    #[error("only moderators create leagues")]
    NotModerator,
    #[error("only the organizer or a moderator may do that")]
    NotOrganizer,
    #[error("no such league here")]
    NoLeague,
    #[error("already in the league")]
    AlreadyJoined,
    #[error("not in the league")]
    NotJoined,
    /// Joining, leaving or the next season while a division of this one is being played.
    #[error("a season is being played")]
    SeasonRunning,
    #[error("the league has already started")]
    AlreadyStarted,
    #[error("the league has not started")]
    NotStarted,
    #[error("fewer than two players")]
    TooFewPlayers,
    #[error("the league needs a name")]
    EmptyName,
    #[error("the name is too long")]
    NameTooLong { max: usize },
    #[error("bad division size")]
    BadDivisionSize { min: u32, max: u32 },
    #[error("too many players move")]
    TooManyMoving { size: u32 },
    /// A challenge option that has no meaning in a league (`side`, `level`).
    #[error("the option `{0}` is not for leagues")]
    NotAnOption(&'static str),
    /// A game option refused as `/challenge` refuses it.
    #[error("{0}")]
    BadOption(OptionError),
}

impl From<LeagueRefusal> for TableError {
    fn from(r: LeagueRefusal) -> Self {
        TableError::League(r)
    }
}

impl From<TournamentRefusal> for TableError {
    fn from(r: TournamentRefusal) -> Self {
        TableError::Tournament(r)
    }
}

impl From<StoreError> for TableError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Conflict => TableError::PositionChanged,
            StoreError::ChannelBusy => TableError::ChannelBusy,
            StoreError::ChallengePending => TableError::ChallengePending,
            StoreError::ChallengeGone => TableError::ChallengeGone,
            other => TableError::Store(Arc::new(other)),
        }
    }
}

impl TableError {
    /// Whether this is a player's mistake (answered privately) rather than our failure.
    pub fn is_internal(&self) -> bool {
        matches!(
            self,
            TableError::Store(_)
                | TableError::Corrupt { .. }
                | TableError::Task { .. }
                | TableError::Render(_)
                | TableError::Bug(_)
        )
    }

    /// The error with its causes, for the log (`storage failed: database error: ...`).
    pub fn chain(&self) -> String {
        let mut text = self.to_string();
        let mut source = std::error::Error::source(self);
        while let Some(cause) = source {
            text.push_str(": ");
            text.push_str(&cause.to_string());
            source = cause.source();
        }
        text
    }
}
