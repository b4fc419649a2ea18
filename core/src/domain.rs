//! The play layer's vocabulary, shared by the store below it and every layer above: where a
//! game is played, what a challenge asks for, where a game or a challenge stands, the
//! computer's levels. Plain data with stable text keys (what the store writes); no I/O.
//!
//! It sits at the bottom beside [`crate::games`], so the store can map these types to columns
//! (see `store::codec`) without the store knowing the play layer, and the front ends name
//! them without reaching into the store.

use std::fmt;
use std::str::FromStr;

pub use crate::games::{EndReason, GameChoice, GameKind, GameSpec, Outcome, Seat};
use crate::i18n::Locale;
use crate::time_control::TimeControl;

/// A text key that does not name any value of a vocabulary type.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown {what} `{key}`")]
pub struct UnknownKey {
    pub what: &'static str,
    pub key: String,
}

/// Implements `key`, `from_key`, `Display` and `FromStr` for an enum from one table of
/// (variant, key) pairs, so the two directions can never disagree.
macro_rules! one {
    ($x:ident) => {
        1
    };
}

macro_rules! keyed {
    ($ty:ident, $what:literal, [$($variant:ident => $key:literal),+ $(,)?]) => {
        impl $ty {
            pub const ALL: [$ty; 0 $(+ one!($variant))+] = [$($ty::$variant),+];

            /// The stable key written in storage and ids.
            pub fn key(self) -> &'static str {
                match self {
                    $($ty::$variant => $key),+
                }
            }

            /// The value with this key.
            pub fn from_key(key: &str) -> Option<$ty> {
                match key {
                    $($key => Some($ty::$variant),)+
                    _ => None,
                }
            }
        }

        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.key())
            }
        }

        impl FromStr for $ty {
            type Err = UnknownKey;

            /// Reads a key as people type it: any letter case, spaces around.
            fn from_str(s: &str) -> Result<$ty, UnknownKey> {
                $ty::from_key(&s.trim().to_lowercase()).ok_or_else(|| UnknownKey {
                    what: $what,
                    key: s.chars().take(32).collect(),
                })
            }
        }
    };
}

/// A game's id in the store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub i64);

/// A challenge's id in the store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ChallengeId(pub i64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Display for ChallengeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Where a game is played: a Discord channel (or the console's pretend channel) and its
/// server. User, channel and server ids are opaque text (Discord snowflakes, console names).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ChannelRef {
    pub guild: Option<String>,
    pub channel: String,
}

impl ChannelRef {
    pub fn new(guild: Option<&str>, channel: &str) -> ChannelRef {
        ChannelRef {
            guild: guild.map(str::to_string),
            channel: channel.to_string(),
        }
    }
}

/// Which seat the challenger takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SideChoice {
    First,
    Second,
    Random,
}

keyed!(SideChoice, "side", [First => "first", Second => "second", Random => "random"]);

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameStatus {
    Active,
    Finished,
    /// Ended without a result (by a moderator).
    Aborted,
}

keyed!(GameStatus, "game status", [Active => "active", Finished => "finished", Aborted => "aborted"]);

/// Where a challenge stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChallengeStatus {
    Pending,
    Accepted,
    Declined,
    Cancelled,
    Expired,
}

keyed!(ChallengeStatus, "challenge status", [
    Pending => "pending",
    Accepted => "accepted",
    Declined => "declined",
    Cancelled => "cancelled",
    Expired => "expired",
]);

/// What a player offers the opponent during a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OfferKind {
    /// Take back the offering player's last turn.
    Undo,
    Draw,
}

keyed!(OfferKind, "offer", [Undo => "undo", Draw => "draw"]);

/// How strong the computer plays (the engine gives each level its search limits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Random,
    Greedy,
    Easy,
    Medium,
    Hard,
    /// Exact play from solved tables (Fox and Geese, where the operator has built them);
    /// hard's search wherever no table covers the position.
    Perfect,
}

keyed!(Level, "level", [
    Random => "random",
    Greedy => "greedy",
    Easy => "easy",
    Medium => "medium",
    Hard => "hard",
    Perfect => "perfect",
]);

/// The levels offered to players when they challenge the computer (random and greedy are
/// yardsticks for engine matches). Perfect is offered too, but the play layer accepts it
/// only for a game the engine has tables for.
pub const PLAYER_LEVELS: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Perfect];

/// A player's record in one rating pool.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerStats {
    pub pool: GameChoice,
    pub rating: f64,
    pub games: i64,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
}

/// One line of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct LeaderRow {
    pub user_id: String,
    pub name: Option<String>,
    pub rating: f64,
    pub games: i64,
    pub wins: i64,
}

/// A tournament's id in the store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TournamentId(pub i64);

impl fmt::Display for TournamentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A league's id in the store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LeagueId(pub i64);

impl fmt::Display for LeagueId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A server's settings; `None` (or empty) fields take their defaults.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ServerSettings {
    /// The language of public messages.
    pub locale: Option<Locale>,
    /// Whether games are played in threads.
    pub threads: Option<bool>,
    /// The default clock of new challenges and tournaments (a time per turn or a bank).
    pub time: Option<TimeControl>,
    /// Whether `/hint` is allowed in rated games between people.
    pub hints_in_rated: bool,
    /// The channels where challenges are accepted (all when empty).
    pub challenge_channels: Vec<String>,
    /// A role whose members may use `/endgame`.
    pub moderator_role: Option<String>,
    /// A role whose members may create and run tournaments (beside Manage Server).
    pub organizer_role: Option<String>,
    /// The days of vacation each player may take in a calendar year (`None`: the default,
    /// [`DEFAULT_VACATION_DAYS`]).
    pub vacation_days: Option<i64>,
    /// The daily puzzle: the channel it is posted in and the hour (UTC) from which it is.
    pub daily_puzzle: Option<(String, i64)>,
    /// Whether the server's games and tournaments have web pages (`/settings web:yes`).
    pub web: bool,
}

/// What a web page shows (issue 43): a game or a tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PageKind {
    Game,
    Tournament,
}

impl PageKind {
    /// Its key in the store.
    pub fn key(self) -> &'static str {
        match self {
            PageKind::Game => "game",
            PageKind::Tournament => "tournament",
        }
    }
}

/// The days of vacation a year when a server has not chosen.
pub const DEFAULT_VACATION_DAYS: i64 = 20;

/// What an announcement of the outbox announces (see `store::outbox`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Announced {
    /// A game as it stands at a version (its start, a move, its end).
    Game { game: GameId, version: i64 },
    /// A challenge that expired unanswered.
    Expiry { challenge: ChallengeId },
    /// A tournament's start (`round` 0: round 1 paired, or cancelled for want of players) or
    /// the end of its round `round` (the results, the standings, and the next round's
    /// pairings or the winners).
    Round {
        tournament: TournamentId,
        round: u32,
    },
    /// A server's daily puzzle (a row of `daily_puzzles`, its own outbox: see
    /// `store::puzzles`).
    DailyPuzzle { post: i64 },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip_and_unknown_keys_are_refused() {
        for level in Level::ALL {
            assert_eq!(level.key().parse::<Level>(), Ok(level));
        }
        for side in SideChoice::ALL {
            assert_eq!(SideChoice::from_key(side.key()), Some(side));
        }
        for status in ChallengeStatus::ALL {
            assert_eq!(ChallengeStatus::from_key(status.key()), Some(status));
        }
        assert_eq!(GameStatus::from_key("paused"), None);
        let err = "grandmaster".parse::<Level>().unwrap_err();
        assert_eq!(err.to_string(), "unknown level `grandmaster`");
    }
}
