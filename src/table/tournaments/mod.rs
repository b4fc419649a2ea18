//! Tournaments at a table (issue 27): the use cases around the pure core
//! ([`crate::tournament`]) and its storage. Who may do what, the sign-up message and its
//! buttons, the start, withdrawals, standings and pairings, and the sweeper's part.
//!
//! Commands change the tournament (one transition of the core, written back under its version)
//! and answer in the tournament's channel. What follows from a change is the sweeper's
//! ([`rounds`]): starting the games of a round, ending a withdrawn player's game, pairing the
//! next round once the last game of one has ended, finishing. A command asks for a pass at
//! once ([`Table::sweep_soon`]), so this happens within moments, and the same code runs
//! whether a command, the clock or a game's end set it off: a crash between two steps leaves
//! stored state the next pass picks up, and of two processes only one writes each step.
//!
//! The standings are shown as text and drawn as a table image ([`picture`]).
//!
//! A game's result reaches its pairing in the transaction that ends the game (`store`), on
//! every path that ends one.

mod picture;
mod rooms;
mod rounds;
mod signup;
mod views;

pub use rooms::PendingRoom;
pub(in crate::table) use rounds::standings_line;
pub use signup::SignUpMessage;

use super::options::ChallengeOptions;
use super::{Actor, Msg, Table, TableError, TournamentLine, TournamentRefusal};
use crate::domain::ChannelRef;
use crate::games::{GameKind, GameSpec};
use crate::store::{StoredTournament, TournamentId};
use crate::tournament::{Format, SettingsError, Tournament, TournamentError};

/// How many players a tournament takes when its organizer names no number.
pub const DEFAULT_MAX_PLAYERS: u32 = 32;

/// How many rounds a Swiss tournament plays when its organizer names no number.
pub const DEFAULT_SWISS_ROUNDS: u32 = 5;

/// The format `/tournament create` names: by its key (`swiss`, `round_robin`,
/// `double_round_robin`; round robin when left out) and, for Swiss alone, its rounds
/// ([`DEFAULT_SWISS_ROUNDS`] when left out). Rounds with another format are refused: the
/// organizer meant something else.
pub fn tournament_format(key: Option<&str>, rounds: Option<u32>) -> Result<Format, TableError> {
    match (key.unwrap_or("round_robin"), rounds) {
        ("swiss", rounds) => Ok(Format::Swiss {
            rounds: rounds.unwrap_or(DEFAULT_SWISS_ROUNDS),
        }),
        (_, Some(_)) => Err(TournamentRefusal::RoundsWithoutSwiss.into()),
        (key, None) => {
            Format::from_key(key, 0).ok_or_else(|| TableError::Bug(format!("format {key}")))
        }
    }
}

/// What `/tournament create` asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TournamentRequest {
    pub name: String,
    /// The game and its options, as `/challenge` takes them (`side` and `level` have no
    /// meaning here and are refused); `rated` is whether the games are (yes by default).
    pub options: ChallengeOptions,
    /// Round robin when left out.
    pub format: Option<Format>,
    /// [`DEFAULT_MAX_PLAYERS`] when left out.
    pub max_players: Option<u32>,
    /// When it starts by itself (Unix seconds); otherwise the organizer starts it.
    pub starts_at: Option<i64>,
}

/// A settings problem, as the player reads it.
fn settings_refusal(e: SettingsError) -> TableError {
    TableError::Tournament(match e {
        SettingsError::EmptyName => TournamentRefusal::EmptyName,
        SettingsError::NameTooLong { max } => TournamentRefusal::NameTooLong { max },
        SettingsError::BadMaxPlayers { max } => TournamentRefusal::BadMaxPlayers { max },
        SettingsError::BadRounds { max } => TournamentRefusal::BadRounds { max },
        // The table checks the turn time against its own limits first.
        SettingsError::BadTurnTime => return TableError::Bug(e.to_string()),
    })
}

/// A refused transition, as the player reads it. A round that cannot be paired is our
/// failure, not theirs.
fn refusal(e: TournamentError) -> TableError {
    TableError::Tournament(match e {
        TournamentError::NotOpen(_) => TournamentRefusal::NotOpen,
        TournamentError::NotRunning(_) => TournamentRefusal::NotRunning,
        TournamentError::Full { max } => TournamentRefusal::Full { max },
        TournamentError::AlreadyJoined => TournamentRefusal::AlreadyJoined,
        TournamentError::NotEntered => TournamentRefusal::NotEntered,
        TournamentError::AlreadyWithdrawn => TournamentRefusal::AlreadyWithdrawn,
        TournamentError::Over => TournamentRefusal::Over,
        e @ (TournamentError::NoSuchPairing { .. }
        | TournamentError::AlreadyRecorded { .. }
        | TournamentError::Pairing(_)) => return TableError::Bug(e.to_string()),
    })
}

/// The game a stored tournament plays.
fn spec_of(st: &StoredTournament) -> Result<GameSpec, TableError> {
    let s = &st.tournament.settings;
    GameKind::from_key(&s.game)
        .and_then(|kind| GameSpec::parse(kind, &s.options).ok())
        .ok_or_else(|| {
            TableError::Bug(format!(
                "tournament {}: game {} {}",
                st.id, s.game, s.options
            ))
        })
}

/// Whether `actor` may run the tournament (start it, cancel it, remove a player): its
/// organizer, or a moderator where they act.
fn may_run(actor: &Actor, t: &Tournament) -> bool {
    actor.moderator || actor.id == t.settings.organizer
}

/// The sign-up message's line.
fn sign_up(st: &StoredTournament, spec: GameSpec) -> Msg {
    let t = &st.tournament;
    let s = &t.settings;
    Msg::Tournament(TournamentLine::SignUp {
        id: st.id.0,
        name: s.name.clone(),
        spec,
        format: s.format,
        rated: s.rated,
        time: s.time,
        max_players: s.max_players,
        starts_at: s.starts_at,
        organizer: s.organizer.clone(),
        // Who is in now: those who withdrew from a running tournament are out.
        players: t
            .entrants
            .iter()
            .filter(|e| e.withdrawn.is_none())
            .map(|e| e.user.clone())
            .collect(),
    })
}

impl Table {
    /// The tournament a command names, or without an id the channel's latest open or
    /// running one (else its latest). Only the server's own: an id from elsewhere is unknown.
    async fn find_tournament(
        &self,
        channel: &ChannelRef,
        id: Option<TournamentId>,
    ) -> Result<StoredTournament, TableError> {
        let found = match id {
            Some(id) => self
                .store
                .tournament(id)
                .await?
                .filter(|st| st.channel.guild == channel.guild),
            None => self
                .store
                .tournaments_in(channel.guild.as_deref(), 50)
                .await?
                .into_iter()
                .find(|st| st.channel.channel == channel.channel),
        };
        found.ok_or(TableError::Tournament(TournamentRefusal::NoTournament))
    }
}
