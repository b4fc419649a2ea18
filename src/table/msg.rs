//! What the play layer says, as data: a key with its arguments per line. The message layer
//! (`crate::messages`) turns each into text in the reader's language; nothing here is text.
//! User fields hold user ids, times are Unix seconds.

use super::TableError;
use super::picker::PickLine;
use crate::domain::{GameChoice, LeaderRow, Level, Outcome, PlayerStats, Seat};
use crate::games::{GameSpec, TurnHint};
use crate::tournament::{Format, GameResult, Points, Tiebreak};

/// The label of a button.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ButtonLabel {
    Accept,
    /// Accepts a rated challenge as an unrated game.
    AcceptUnrated,
    Decline,
    Cancel,
    Agree,
    Refuse,
    /// Opens the move picker under a board.
    Move,
    /// The move picker's buttons.
    Pass,
    Play,
    Back,
    StopHere,
    /// Under a finished game between people: the same game again, colours swapped.
    Rematch,
    /// Under a finished game against the computer.
    PlayAgain,
    /// Under a tournament's sign-up message.
    Join,
    Leave,
    /// Under a solved puzzle, or its solution.
    NextPuzzle,
    /// Under an open puzzle.
    ShowSolution,
}

/// Why a game could not get a thread of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoRoomReason {
    /// The bot may not create threads in this channel.
    NoPermission,
    /// The challenge was made inside a thread or a forum post.
    InThread,
    /// The server turned game threads off.
    ThreadsOff,
    /// Discord refused for another reason.
    Failed,
}

/// One of the reader's games, for `/games`.
#[derive(Clone, Debug, PartialEq)]
pub struct GameLine {
    pub spec: GameSpec,
    pub opponent: String,
    /// Whose turn it is.
    pub to_move: String,
    pub deadline: Option<i64>,
    /// The player to move is on vacation until then (their clock stopped; no deadline).
    pub paused_until: Option<i64>,
    /// With a bank clock, while the opponent moves: the time left in the reader's bank.
    pub my_bank: Option<i64>,
    /// Where it is played (a thread or a channel).
    pub room: String,
    /// The tournament it is a pairing of, by name.
    pub tournament: Option<String>,
}

/// A challenge the reader may answer (or issued), for `/games`.
#[derive(Clone, Debug, PartialEq)]
pub struct ChallengeLine {
    pub challenger: String,
    pub opponent: Option<String>,
    pub spec: GameSpec,
    pub expires_at: i64,
    pub channel: String,
}

/// Results against the computer, which are not rated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UnratedRecord {
    pub games: i64,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
}

/// One message line with its arguments.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    Button(ButtonLabel),
    /// A new challenge; `challenger_seat` is `None` when sides are drawn at random.
    Challenge {
        challenger: String,
        opponent: Option<String>,
        spec: GameSpec,
        challenger_seat: Option<Seat>,
        time: crate::time_control::TimeControl,
        expires_at: i64,
        rated: bool,
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
    /// A game begins; `level` is the computer's when one seat is the computer.
    GameStarted {
        spec: GameSpec,
        players: [String; 2],
        level: Option<Level>,
    },
    /// In a game's parent channel: the game started in its thread `room`.
    GameOpened {
        spec: GameSpec,
        players: [String; 2],
        level: Option<Level>,
        room: String,
    },
    /// Points to a game's thread.
    SeeRoom {
        room: String,
    },
    /// The game is played in the channel itself: a thread could not be opened, and why.
    NoRoom {
        reason: NoRoomReason,
    },
    /// A server's settings (`/settings`); `None`: the default.
    Settings {
        locale: Option<crate::i18n::Locale>,
        threads: Option<bool>,
        time: crate::time_control::TimeControl,
        hints_in_rated: bool,
        challenge_channels: Vec<String>,
        moderator_role: Option<String>,
        organizer_role: Option<String>,
        vacation_days: i64,
        /// The daily puzzle's channel and hour (UTC).
        daily_puzzle: Option<(String, i64)>,
        /// Web pages of the server's games and tournaments.
        web: bool,
    },
    SettingsSaved,
    /// Only admins (Manage Server) change the settings.
    AdminsOnly,
    /// Turn reminders will come by direct message (`dm`) or as a ping in the game's thread.
    RemindersSet {
        dm: bool,
    },
    /// `/reminders`: the reader's reminder settings.
    ReminderSettings {
        dm: bool,
        /// Their IANA time zone, and its offset from UTC now (seconds).
        time_zone: Option<(String, i32)>,
        quiet: Option<crate::time_control::QuietHours>,
        /// No notifications at all.
        off: bool,
        /// The daily digest's hour on their clock, if they chose one.
        digest_hour: Option<u8>,
    },
    /// The player to move's deadline is near.
    Reminder {
        player: String,
        spec: GameSpec,
        deadline: i64,
        /// Where the game is played (a link in a direct message).
        room: String,
    },
    /// `/games`: the reader's games in this server and the challenges waiting for them.
    GamesList {
        games: Vec<GameLine>,
        challenges: Vec<ChallengeLine>,
    },
    /// Whose turn it is and what they must do.
    ToMove {
        player: String,
        spec: GameSpec,
        seat: Seat,
        hint: TurnHint,
        deadline: Option<i64>,
        /// With a bank clock: the waiting player and the time left in their bank (the
        /// mover's runs out at `deadline`).
        waiting_bank: Option<(String, i64)>,
        /// The player to move is on vacation until then: their clock is stopped.
        vacation_until: Option<i64>,
    },
    /// A turn begins for a player who asked to be told by direct message.
    TurnNotice {
        player: String,
        spec: GameSpec,
        deadline: i64,
        /// Where the game is played (a link in the direct message).
        room: String,
    },
    /// The daily digest: the games where it is the reader's turn.
    Digest {
        games: Vec<GameLine>,
    },
    /// The actor muted (or unmuted) the game here.
    Muted {
        on: bool,
    },
    /// The actor's vacation began: until when, how many of their games' clocks it stopped,
    /// the days left this year after it.
    VacationStarted {
        until: i64,
        paused: usize,
        left: i64,
    },
    /// The actor's vacation ended: the days it took, the days left this year.
    VacationEnded {
        taken: i64,
        left: i64,
    },
    Moved {
        player: String,
        moves: Vec<String>,
    },
    GameOver {
        spec: GameSpec,
        players: [String; 2],
        outcome: Outcome,
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
        level: Option<Level>,
    },
    /// Fox and Geese: how many moves by each side have passed without progress (shown once
    /// it passes 30 of the 50 that draw).
    QuietCount {
        moves: u32,
    },
    /// A game's record (machine-readable text, shown as is).
    History {
        record: String,
    },
    Stats {
        user: String,
        rows: Vec<PlayerStats>,
        unrated: UnratedRecord,
    },
    /// A server's best players of a pool; `left_out` players have provisional ratings.
    Leaderboard {
        pool: GameChoice,
        rows: Vec<LeaderRow>,
        left_out: i64,
    },
    /// A refusal: the player's mistake, explained.
    Refused(TableError),
    /// Something went wrong on our side (details are in the logs).
    Internal,
    /// No legal move matches what was typed.
    NoMatchingMove,
    /// Only some of the matching moves are listed.
    MovesShown {
        shown: usize,
        total: usize,
    },
    /// Moves were asked for by someone whose turn it is not.
    NotYourTurnToList,
    /// A challenge option that does not apply to the chosen game (`setup`, `geese`, ...).
    OptionNotForGame {
        option: &'static str,
    },
    /// A value an option does not take (14 geese): `option-bad-<option>`.
    BadOptionValue {
        option: &'static str,
        value: u32,
    },
    /// A side the chosen game does not have.
    NoSuchSide {
        side: &'static str,
    },
    /// How to play a game.
    Rules {
        game: GameChoice,
    },
    /// How to use the bot.
    Help,
    /// How play goes where the bot is not a member (issue 39): after [`Msg::Help`] there.
    HelpAnywhere,
    /// A moderator's command used by someone else.
    ModeratorsOnly,
    /// Command options Discord let through but we could not read.
    BadOptions,
    /// A command that only works in a server channel.
    GuildOnly,
    /// A button we did not make, or no longer understand.
    UnknownButton,
    /// The exact value of the game's position from the solved tables (`/status value:yes`):
    /// who wins in how many single moves with best play, a draw, or `None` where no table
    /// covers it.
    ExactValue {
        spec: crate::domain::GameSpec,
        to_move: Seat,
        value: Option<crate::games::value::Value>,
    },
    /// The move the computer suggests, with the position's exact value for the player to
    /// move when solved tables gave the move.
    Hint {
        moves: Vec<String>,
        exact: Option<crate::games::value::Value>,
    },
    /// A line of the move picker.
    Picker(PickLine),
    /// A line about a tournament.
    Tournament(TournamentLine),
    /// A line about a league.
    League(LeagueLine),
    /// A line of a game's review (`/analyze`).
    Analysis(super::AnalysisLine),
    /// A line of `/puzzle`.
    Puzzle(super::PuzzleLine),
    /// A replay's line, or a record in another site's format (`/replay`, `/history`).
    Record(super::RecordLine),
}

/// One pairing of a tournament round, as shown: who plays whom, and the result once there.
#[derive(Clone, Debug, PartialEq)]
pub struct PairingLine {
    pub board: u32,
    pub first: String,
    pub second: String,
    pub result: Option<GameResult>,
    /// Where the game is played, once started.
    pub room: Option<String>,
}

/// One player's line of a tournament's standings.
#[derive(Clone, Debug, PartialEq)]
pub struct StandingLine {
    pub rank: u32,
    /// Someone else has the same place.
    pub shared: bool,
    pub user: String,
    pub points: Points,
    /// The tie-breaks' values, in the order of the standings' `tiebreaks`.
    pub tiebreaks: Vec<Points>,
    pub withdrawn: bool,
}

/// One tournament of `/tournament list`.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentSummary {
    pub id: i64,
    pub name: String,
    pub spec: GameSpec,
    pub format: Format,
    pub status: crate::tournament::Status,
    pub players: u32,
    pub max_players: u32,
    /// The round being played (or the last one played), 0 before the start.
    pub round: u32,
    pub total_rounds: u32,
    /// When an open one starts by itself.
    pub starts_at: Option<i64>,
    /// The channel it was created in.
    pub channel: String,
    /// Its winners, once it has finished.
    pub winners: Vec<String>,
}

/// What the play layer says about a tournament (issue 27). User fields hold user ids.
#[derive(Clone, Debug, PartialEq)]
pub enum TournamentLine {
    /// The sign-up message: the settings, who has joined, the start.
    SignUp {
        id: i64,
        name: String,
        spec: GameSpec,
        format: Format,
        rated: bool,
        time: crate::time_control::TimeControl,
        max_players: u32,
        /// `None`: the organizer starts it.
        starts_at: Option<i64>,
        organizer: String,
        players: Vec<String>,
    },
    Joined {
        name: String,
        player: String,
        count: u32,
        max: u32,
    },
    Left {
        name: String,
        player: String,
        count: u32,
    },
    /// Cancelled: by its organizer, or (`too_few`) for want of two players at the start.
    Cancelled { name: String, too_few: bool },
    Started {
        name: String,
        players: u32,
        rounds: u32,
    },
    /// A round's pairings (with their results once played).
    Round {
        name: String,
        round: u32,
        total: u32,
        pairings: Vec<PairingLine>,
        bye: Option<String>,
    },
    Standings {
        name: String,
        /// Final standings (the tournament has finished).
        last: bool,
        complete_rounds: u32,
        tiebreaks: Vec<Tiebreak>,
        rows: Vec<StandingLine>,
    },
    /// The tournament is over; its winners (several when they share first place).
    Winners { name: String, winners: Vec<String> },
    /// A player withdrew, or (`by`) was removed by the organizer; `forfeit`: their game in
    /// progress is lost by forfeit.
    Withdrew {
        name: String,
        player: String,
        by: Option<String>,
        forfeit: bool,
    },
    /// Nothing has been paired yet (standings or pairings asked before the start).
    NotStarted { name: String },
    /// A round's game could not get its thread (the bot may not create threads in the
    /// tournament's channel); it is tried again at the next sweeps.
    NoThread {
        name: String,
        round: u32,
        board: u32,
        first: String,
        second: String,
    },
    /// `/tournament list`: the server's open and running tournaments, then recent ones.
    List { tournaments: Vec<TournamentSummary> },
}

/// One league of `/league list`.
#[derive(Clone, Debug, PartialEq)]
pub struct LeagueSummary {
    pub id: i64,
    pub name: String,
    pub spec: GameSpec,
    /// 0 before the first season.
    pub season: u32,
    pub players: u32,
    pub divisions: u32,
    pub channel: String,
}

/// One player's move between seasons, from division `from` to `to` (1 the top).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeagueMove {
    pub user: String,
    pub from: u32,
    pub to: u32,
}

/// What the play layer says about a league (issue 27). User fields hold user ids.
#[derive(Clone, Debug, PartialEq)]
pub enum LeagueLine {
    /// The league's settings and members (its sign-up, and after each join or leave).
    SignUp {
        id: i64,
        name: String,
        spec: GameSpec,
        rated: bool,
        time: crate::time_control::TimeControl,
        division_size: u32,
        promoted: u32,
        relegated: u32,
        organizer: String,
        players: Vec<String>,
        /// The season being played or last played (0: sign-up for the first).
        season: u32,
    },
    Joined {
        name: String,
        player: String,
    },
    Left {
        name: String,
        player: String,
    },
    /// A season begins: each division's players, the top division first.
    Season {
        name: String,
        season: u32,
        divisions: Vec<Vec<String>>,
    },
    /// Who went up and down between the last season and `season`.
    Moves {
        name: String,
        season: u32,
        promoted: Vec<LeagueMove>,
        relegated: Vec<LeagueMove>,
    },
    /// The heading of a division's standings in `/league standings` (the standings follow
    /// as a tournament's); `finished`: its season's games are all played.
    Division {
        name: String,
        season: u32,
        division: u32,
        finished: bool,
    },
    /// `/league list`: the server's leagues.
    List {
        leagues: Vec<LeagueSummary>,
    },
}
