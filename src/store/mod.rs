//! Storage: the SQLite pool, embedded migrations, and functions that return domain types.
//! Nothing else in the crate touches SQL.
//!
//! Every change is one transaction started with `BEGIN IMMEDIATE` (it takes the write lock
//! up front, so a read-then-write never fails half-way on a busy snapshot), and game rows
//! carry a `version` that a writer must name: a stale write is refused as
//! [`StoreError::Conflict`] instead of overwriting someone else's move.

mod challenges;
mod games;
mod ratings;

use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Sqlite, SqlitePool, Transaction};

pub use challenges::{Challenge, ChallengeStatus, NewChallenge, SideChoice};
pub use games::{
    Finish, GameStatus, GameUpdate, NewGame, NewMove, Offer, OfferKind, StoredGame, StoredMove,
};
pub use ratings::{LeaderRow, PlayerStats};

/// A Discord channel (or the console's pretend channel) and its server.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ChannelRef {
    pub guild: Option<String>,
    pub channel: String,
}

/// Why a storage call failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The game changed since it was read (another move, a resignation, ...).
    #[error("the game changed since it was read")]
    Conflict,
    /// A game is already in progress in this channel.
    #[error("a game is already in progress in this channel")]
    ChannelBusy,
    /// A challenge is already waiting in this channel.
    #[error("a challenge is already pending in this channel")]
    ChallengePending,
    /// The challenge is no longer pending (accepted, declined, cancelled or expired).
    #[error("the challenge is no longer pending")]
    ChallengeGone,
    #[error("database error: {0}")]
    Db(#[from] sqlx::Error),
    #[error("database migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// Stored data that does not read back (should never happen; logged with detail).
    #[error("corrupt stored data: {0}")]
    Corrupt(String),
}

/// The database handle. Cheap to clone.
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
}

impl Store {
    /// Opens (creating it if needed) and migrates the database at `location`: a file path
    /// such as `tablero.db`, or a `sqlite:` URL.
    pub async fn open(location: &str) -> Result<Store, StoreError> {
        let options = if location.starts_with("sqlite:") {
            SqliteConnectOptions::from_str(location)?
        } else {
            SqliteConnectOptions::new().filename(location)
        };
        let options = options
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10));
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .connect_with(options)
            .await?;
        sqlx::migrate!().run(&pool).await?;
        Ok(Store { pool })
    }

    /// Starts a write transaction holding the write lock from the start.
    async fn write(&self) -> Result<Transaction<'static, Sqlite>, StoreError> {
        Ok(self.pool.begin_with("BEGIN IMMEDIATE").await?)
    }

    /// Closes the pool, waiting for connections to finish.
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// Records a user's display name (for leaderboards); best effort.
    pub async fn remember_name(&self, user: &str, name: &str, now: i64) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO users (id, name, updated_at) VALUES (?, ?, ?)
             ON CONFLICT (id) DO UPDATE SET name = excluded.name, updated_at = excluded.updated_at
             WHERE users.name <> excluded.name",
        )
        .bind(user)
        .bind(name)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// A user's last known display name.
    pub async fn name_of(&self, user: &str) -> Result<Option<String>, StoreError> {
        Ok(sqlx::query_scalar("SELECT name FROM users WHERE id = ?")
            .bind(user)
            .fetch_optional(&self.pool)
            .await?)
    }
}

/// Whether a database error is a UNIQUE constraint violation.
fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(db) if db.is_unique_violation())
}
