//! Storage: the SQLite pool, embedded migrations, and functions that return domain types.
//! Nothing else in the crate touches SQL.
//!
//! Every change is one transaction started with `BEGIN IMMEDIATE` (it takes the write lock
//! up front, so a read-then-write never fails half-way on a busy snapshot), and game rows
//! carry a `version` that a writer must name: a stale write is refused as
//! [`StoreError::Conflict`] instead of overwriting someone else's move.

mod challenges;
mod codec;
mod games;
mod ratings;
mod settings;

use std::str::FromStr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Sqlite, SqlitePool, Transaction};

pub use challenges::{Challenge, NewChallenge};
pub use games::{GameUpdate, NewGame, NewMove, Offer, StoredGame, StoredMove};
pub use ratings::{Ladder, RatingPolicy, RatingState};
pub use settings::ServerSettings;

use crate::cache::Recent;

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

/// The database handle. Cheap to clone (clones share the pool and the name cache).
#[derive(Clone, Debug)]
pub struct Store {
    /// Connections for reads (WAL lets them run beside a write).
    pool: SqlitePool,
    /// The one connection that writes. SQLite allows one writer at a time; with several
    /// writing connections, a `BEGIN IMMEDIATE` that finds the lock taken waits in SQLite's
    /// busy handler, which sleeps 1, 2, 5, 10... ms between tries, so under load writes queued
    /// behind each other for tens of milliseconds. Here they queue on the pool instead, in
    /// order, and start as soon as the previous one commits. (Other processes on the same
    /// file still meet the busy timeout.)
    writer: SqlitePool,
    /// Display names by user id, written through by [`Store::remember_name`]: every board
    /// shows both players' names, and this saves two queries per move. Names change only
    /// through this process (one bot per database file).
    names: Arc<Mutex<Recent<String, KnownName>>>,
}

/// What the store knows of a user's name: the display name they go by, and their handle
/// (the account's username) when the front end has one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KnownName {
    pub name: String,
    pub handle: Option<String>,
}

/// How many display names [`Store`] keeps in memory.
const NAMES_KEPT: usize = 10_000;

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
        // An in-memory database exists once per connection: one connection does everything.
        let in_memory = location.contains(":memory:") || location.contains("mode=memory");
        let writer = SqlitePoolOptions::new()
            .max_connections(1)
            .connect_with(options.clone())
            .await?;
        sqlx::migrate!().run(&writer).await?;
        let pool = if in_memory {
            writer.clone()
        } else {
            SqlitePoolOptions::new()
                .max_connections(4)
                .connect_with(options)
                .await?
        };
        Ok(Store {
            pool,
            writer,
            names: Arc::new(Mutex::new(Recent::new(NAMES_KEPT))),
        })
    }

    /// Starts a write transaction holding the write lock from the start.
    async fn write(&self) -> Result<Transaction<'static, Sqlite>, StoreError> {
        Ok(self.writer.begin_with("BEGIN IMMEDIATE").await?)
    }

    /// Closes the pool, waiting for connections to finish.
    pub async fn close(&self) {
        self.pool.close().await;
        self.writer.close().await;
    }

    /// Records a user's display name and handle (for boards and leaderboards).
    pub async fn remember_name(
        &self,
        user: &str,
        known: &KnownName,
        now: i64,
    ) -> Result<(), StoreError> {
        // The row changes only when the name does (see the WHERE below): skip the write then.
        if self.names_cache().get(&user.to_string()).as_ref() == Some(known) {
            return Ok(());
        }
        sqlx::query(
            "INSERT INTO users (id, name, handle, updated_at) VALUES (?, ?, ?, ?)
             ON CONFLICT (id) DO UPDATE SET name = excluded.name, handle = excluded.handle,
                updated_at = excluded.updated_at
             WHERE users.name <> excluded.name OR users.handle IS NOT excluded.handle",
        )
        .bind(user)
        .bind(&known.name)
        .bind(&known.handle)
        .bind(now)
        .execute(&self.writer)
        .await?;
        self.names_cache()
            .insert(user.to_string(), known.clone(), 1);
        Ok(())
    }

    /// A user's last known display name and handle.
    pub async fn name_of(&self, user: &str) -> Result<Option<KnownName>, StoreError> {
        if let Some(known) = self.names_cache().get(&user.to_string()) {
            return Ok(Some(known));
        }
        let row: Option<(String, Option<String>)> =
            sqlx::query_as("SELECT name, handle FROM users WHERE id = ?")
                .bind(user)
                .fetch_optional(&self.pool)
                .await?;
        let known = row.map(|(name, handle)| KnownName { name, handle });
        if let Some(known) = &known {
            self.names_cache()
                .insert(user.to_string(), known.clone(), 1);
        }
        Ok(known)
    }

    fn names_cache(&self) -> std::sync::MutexGuard<'_, Recent<String, KnownName>> {
        self.names.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Whether a database error is a UNIQUE constraint violation.
fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(db) if db.is_unique_violation())
}
