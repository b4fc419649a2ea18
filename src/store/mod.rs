//! Storage: the database pools, embedded migrations, and functions that return domain types.
//! Nothing else in the crate touches SQL.
//!
//! Two backends run the same queries: SQLite, embedded (a file path or `sqlite:` URL), and
//! PostgreSQL (`postgres://`), where several bot processes share one database. The queries
//! are written once, in the SQL both accept (`$1` parameters, `IS NOT DISTINCT FROM`,
//! `RETURNING`), and [`on!`] runs each on whichever backend the store holds; the schema's
//! meaning and constraints are the same in `migrations/sqlite` and `migrations/postgres`.
//!
//! Every change is one transaction. On SQLite it starts with `BEGIN IMMEDIATE` (it takes the
//! write lock up front, so a read-then-write never fails half-way on a busy snapshot); on
//! PostgreSQL writers run side by side under READ COMMITTED, so every write that depends on
//! what it read is a conditional `UPDATE ... WHERE` whose row count says whether it won, and
//! the one read-modify-write (ratings) takes a lock on its ladder. Game rows carry a
//! `version` that a writer must name: a stale write is refused as [`StoreError::Conflict`]
//! instead of overwriting someone else's move, whichever process made it.

mod challenges;
mod codec;
mod games;
mod leagues;
mod migrations;
mod offers;
mod outbox;
mod pages;
mod puzzles;
mod ratings;
mod results;
mod settings;
mod tournaments;
mod updates;
mod vacations;

use std::str::FromStr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{PgConnection, PgPool, Postgres, Sqlite, SqliteConnection, SqlitePool, Transaction};

pub use crate::domain::PageKind;
pub use challenges::{Challenge, NewChallenge};
pub use games::{NewGame, NewMove, StoredGame, StoredMove};
pub use leagues::{LeagueId, StoredLeague};
pub use offers::Offer;
pub use outbox::{Announced, Undelivered};
pub use puzzles::{DailyPuzzle, NewDailyPuzzle, PuzzleSession, PuzzleTally};
pub use ratings::{Ladder, RatingPolicy, RatingState};
pub use results::tournament_result;
pub use settings::{DEFAULT_VACATION_DAYS, DigestSubscriber, ReminderSettings, ServerSettings};
pub use tournaments::{NewTournament, StoredTournament, TournamentId};
pub use updates::GameUpdate;
pub use vacations::{Pause, Resume, Vacation, VacationError};

use crate::cache::Recent;

/// One thing in its SQLite and its PostgreSQL form (a pool, a connection, a transaction).
pub(crate) enum Either<S, P> {
    Sqlite(S),
    Postgres(P),
}

/// Runs the same code on whichever backend `$target` (an [`Either`]) holds: the body is
/// written once and compiled for each, with `$db` the backend's pool or connection.
macro_rules! on {
    ($target:expr, |$db:ident| $body:expr) => {
        match $target {
            $crate::store::Either::Sqlite($db) => $body,
            $crate::store::Either::Postgres($db) => $body,
        }
    };
}
pub(crate) use on;

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
    /// After the migrations, a row refers to one that does not exist.
    #[error("after migrating, rows of `{0}` refer to rows that do not exist")]
    BrokenReferences(String),
    /// Stored data that does not read back (should never happen; logged with detail).
    #[error("corrupt stored data: {0}")]
    Corrupt(String),
}

/// The database handle. Cheap to clone (clones share the pools and the name cache).
#[derive(Clone, Debug)]
pub struct Store {
    backend: Backend,
    /// Display names by user id, written through by [`Store::remember_name`]: every board
    /// shows both players' names, and this saves two queries per move. On SQLite names
    /// change only through this process (one bot per database file) and entries stay; on
    /// PostgreSQL another process may have seen a newer name, so entries live
    /// [`SHARED_NAME_LIFETIME`] and a rename made elsewhere shows within that time.
    names: Arc<Mutex<Recent<String, (KnownName, Instant)>>>,
    /// The id of each game this process changed, sent after the change is committed: the web
    /// pages (`web`) follow it to show a move within a second. Changes made by another process
    /// on a shared database are not sent; the pages also look at the games they show now and
    /// then.
    changes: tokio::sync::broadcast::Sender<i64>,
}

#[derive(Clone, Debug)]
enum Backend {
    Sqlite {
        /// Connections for reads (WAL lets them run beside a write).
        pool: SqlitePool,
        /// The one connection that writes. SQLite allows one writer at a time; with several
        /// writing connections, a `BEGIN IMMEDIATE` that finds the lock taken waits in
        /// SQLite's busy handler, which sleeps 1, 2, 5, 10... ms between tries, so under
        /// load writes queued behind each other for tens of milliseconds. Here they queue on
        /// the pool instead, in order, and start as soon as the previous one commits.
        writer: SqlitePool,
    },
    Postgres {
        pool: PgPool,
    },
}

/// A write transaction on either backend.
pub(crate) struct WriteTx(Either<Transaction<'static, Sqlite>, Transaction<'static, Postgres>>);

impl WriteTx {
    /// The transaction's connection, for [`on!`].
    pub(crate) fn conn(&mut self) -> Either<&mut SqliteConnection, &mut PgConnection> {
        match &mut self.0 {
            Either::Sqlite(tx) => Either::Sqlite(&mut **tx),
            Either::Postgres(tx) => Either::Postgres(&mut **tx),
        }
    }

    pub(crate) fn is_postgres(&self) -> bool {
        matches!(self.0, Either::Postgres(_))
    }

    pub(crate) async fn commit(self) -> Result<(), StoreError> {
        match self.0 {
            Either::Sqlite(tx) => tx.commit().await?,
            Either::Postgres(tx) => tx.commit().await?,
        }
        Ok(())
    }
}

/// How long a cached display name is trusted when other processes share the database.
const SHARED_NAME_LIFETIME: Duration = Duration::from_secs(60);

/// Connections each process keeps to PostgreSQL: enough for the interactions and the sweeper
/// at once, few enough that a handful of shard processes stay far within a server's usual
/// `max_connections` (100).
const POSTGRES_CONNECTIONS: u32 = 8;

/// Whether a database location names a PostgreSQL server.
pub fn is_postgres_url(location: &str) -> bool {
    location.starts_with("postgres://") || location.starts_with("postgresql://")
}

/// A database location fit for logs and error texts: the password inside a `postgres://`
/// URL (`user:password@host`, or a `password=` parameter) is replaced by `***`. Read as
/// sqlx reads it (the `url` crate: the last `@` ends the user part, escapes are decoded); a
/// PostgreSQL URL that does not read is shown as its scheme alone, since where its password
/// ends cannot be told. Anything else (a SQLite path or URL) is shown as it is.
pub fn masked(location: &str) -> String {
    let Ok(mut url) = url::Url::parse(location) else {
        return match location.split_once("://") {
            Some((scheme, _)) if is_postgres_url(location) => format!("{scheme}://***"),
            _ => location.to_string(),
        };
    };
    let mut hidden = url.password().is_some() && url.set_password(Some("***")).is_ok();
    let is_password = |key: &str| key.eq_ignore_ascii_case("password");
    if url.query_pairs().any(|(k, _)| is_password(&k)) {
        let pairs: Vec<(String, String)> = url
            .query_pairs()
            .map(|(k, v)| {
                let v = if is_password(&k) { "***".into() } else { v };
                (k.into_owned(), v.into_owned())
            })
            .collect();
        url.query_pairs_mut().clear().extend_pairs(pairs);
        hidden = true;
    }
    if hidden {
        url.into()
    } else {
        location.to_string()
    }
}

/// What the store knows of a user's name: the display name they go by, and their handle
/// (the account's username) when the front end has one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KnownName {
    pub name: String,
    pub handle: Option<String>,
}

/// How many game changes wait for a slow follower of [`Store::changes`] before it is told it
/// missed some (and then looks at all its games).
const CHANGES_KEPT: usize = 256;

/// How many display names [`Store`] keeps in memory.
const NAMES_KEPT: usize = 10_000;

impl Store {
    /// Opens (creating it if needed) and migrates the database at `location`: a file path
    /// such as `tablero.db`, a `sqlite:` URL, or a `postgres://` URL (the database must
    /// exist; its tables are created). Several processes may open one PostgreSQL database
    /// at once: the migrations take a lock, so they run once.
    pub async fn open(location: &str) -> Result<Store, StoreError> {
        let backend = if is_postgres_url(location) {
            Self::open_postgres(location).await?
        } else {
            Self::open_sqlite(location).await?
        };
        Ok(Store {
            backend,
            names: Arc::new(Mutex::new(Recent::new(NAMES_KEPT))),
            changes: tokio::sync::broadcast::channel(CHANGES_KEPT).0,
        })
    }

    async fn open_sqlite(location: &str) -> Result<Backend, StoreError> {
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
        // sqlx takes no lock around SQLite migrations: two processes starting at once on
        // one file would both apply the same migration (and the first connection's switch
        // to WAL may find the file busy). A lock file beside the database lets one set it
        // up while the other waits, then finds nothing left to do.
        let _setting_up = if in_memory {
            None
        } else {
            Some(migration_lock(options.get_filename()).await?)
        };
        let writer = SqlitePoolOptions::new()
            .max_connections(1)
            .connect_with(options.clone())
            .await?;
        // Foreign keys are off while the migrations run (on the writer's one connection),
        // as SQLite's recipe for rebuilding a table asks: dropping the old table would
        // otherwise cascade into the tables that reference it. Every reference is checked
        // before they are enforced again.
        sqlx::query("PRAGMA foreign_keys = OFF")
            .execute(&writer)
            .await?;
        migrations::sqlite().await?.run(&writer).await?;
        let broken: Vec<(String,)> =
            sqlx::query_as("SELECT \"table\" FROM pragma_foreign_key_check")
                .fetch_all(&writer)
                .await?;
        if let Some((table,)) = broken.first() {
            return Err(StoreError::BrokenReferences(table.clone()));
        }
        sqlx::query("PRAGMA foreign_keys = ON")
            .execute(&writer)
            .await?;
        let pool = if in_memory {
            writer.clone()
        } else {
            SqlitePoolOptions::new()
                .max_connections(4)
                .connect_with(options)
                .await?
        };
        Ok(Backend::Sqlite { pool, writer })
    }

    async fn open_postgres(location: &str) -> Result<Backend, StoreError> {
        let options = PgConnectOptions::from_str(location)?;
        let pool = PgPoolOptions::new()
            .max_connections(POSTGRES_CONNECTIONS)
            .acquire_timeout(Duration::from_secs(10))
            .connect_with(options)
            .await?;
        migrations::postgres().await?.run(&pool).await?;
        Ok(Backend::Postgres { pool })
    }

    /// The ids of the games changed by this process from now on (a move, an end, a start).
    pub fn changes(&self) -> tokio::sync::broadcast::Receiver<i64> {
        self.changes.subscribe()
    }

    /// Tells the followers of [`Store::changes`] that a game changed (nobody listening is
    /// fine: the pages are off).
    pub(crate) fn changed(&self, game: i64) {
        let _ = self.changes.send(game);
    }

    /// Which backend holds the data (for logs and the check).
    pub fn backend_name(&self) -> &'static str {
        match self.backend {
            Backend::Sqlite { .. } => "sqlite",
            Backend::Postgres { .. } => "postgres",
        }
    }

    /// The pool for reads, for [`on!`].
    pub(crate) fn reader(&self) -> Either<&SqlitePool, &PgPool> {
        match &self.backend {
            Backend::Sqlite { pool, .. } => Either::Sqlite(pool),
            Backend::Postgres { pool } => Either::Postgres(pool),
        }
    }

    /// The pool for single-statement writes, for [`on!`].
    pub(crate) fn writer(&self) -> Either<&SqlitePool, &PgPool> {
        match &self.backend {
            Backend::Sqlite { writer, .. } => Either::Sqlite(writer),
            Backend::Postgres { pool } => Either::Postgres(pool),
        }
    }

    /// Starts a write transaction (on SQLite, holding the write lock from the start).
    pub(crate) async fn write(&self) -> Result<WriteTx, StoreError> {
        Ok(WriteTx(match &self.backend {
            Backend::Sqlite { writer, .. } => {
                Either::Sqlite(writer.begin_with("BEGIN IMMEDIATE").await?)
            }
            Backend::Postgres { pool } => Either::Postgres(pool.begin().await?),
        }))
    }

    /// Closes the pools, waiting for connections to finish.
    pub async fn close(&self) {
        match &self.backend {
            Backend::Sqlite { pool, writer } => {
                pool.close().await;
                writer.close().await;
            }
            Backend::Postgres { pool } => pool.close().await,
        }
    }

    /// Records a user's display name and handle (for boards and leaderboards).
    pub async fn remember_name(
        &self,
        user: &str,
        known: &KnownName,
        now: i64,
    ) -> Result<(), StoreError> {
        // The row changes only when the name does (see the WHERE below): skip the write then.
        if self.cached_name(user).as_ref() == Some(known) {
            return Ok(());
        }
        on!(self.writer(), |db| sqlx::query(
            "INSERT INTO users (id, name, handle, updated_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (id) DO UPDATE SET name = excluded.name, handle = excluded.handle,
                updated_at = excluded.updated_at
             WHERE users.name <> excluded.name
                OR users.handle IS DISTINCT FROM excluded.handle",
        )
        .bind(user)
        .bind(&known.name)
        .bind(&known.handle)
        .bind(now)
        .execute(db)
        .await
        .map(drop))?;
        self.cache_name(user, known);
        Ok(())
    }

    /// A user's last known display name and handle.
    pub async fn name_of(&self, user: &str) -> Result<Option<KnownName>, StoreError> {
        if let Some(known) = self.cached_name(user) {
            return Ok(Some(known));
        }
        let row: Option<(String, Option<String>)> = on!(self.reader(), |db| sqlx::query_as(
            "SELECT name, handle FROM users WHERE id = $1"
        )
        .bind(user)
        .fetch_optional(db)
        .await)?;
        let known = row.map(|(name, handle)| KnownName { name, handle });
        if let Some(known) = &known {
            self.cache_name(user, known);
        }
        Ok(known)
    }

    fn cached_name(&self, user: &str) -> Option<KnownName> {
        let (known, since) = self.names_cache().get(&user.to_string())?;
        let shared = matches!(self.backend, Backend::Postgres { .. });
        (!shared || since.elapsed() < SHARED_NAME_LIFETIME).then_some(known)
    }

    fn cache_name(&self, user: &str, known: &KnownName) {
        self.names_cache()
            .insert(user.to_string(), (known.clone(), Instant::now()), 1);
    }

    fn names_cache(&self) -> std::sync::MutexGuard<'_, Recent<String, (KnownName, Instant)>> {
        self.names.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Holds an exclusive lock on `<database>.lock` (created if needed) until dropped.
async fn migration_lock(database: &std::path::Path) -> Result<std::fs::File, StoreError> {
    let mut path = database.as_os_str().to_owned();
    path.push(".lock");
    let locked = tokio::task::spawn_blocking(move || {
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)?;
        file.lock()?;
        Ok::<_, std::io::Error>(file)
    })
    .await
    .map_err(|e| StoreError::Corrupt(format!("the migration lock task failed: {e}")))?;
    Ok(locked.map_err(sqlx::Error::Io)?)
}

/// Whether a database error is a UNIQUE constraint violation.
fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(db) if db.is_unique_violation())
}

#[cfg(test)]
mod tests {
    use super::masked;

    #[test]
    fn passwords_in_urls_are_masked() {
        assert_eq!(
            masked("postgres://bot:s3cr%40t@db.example:5432/tablero"),
            "postgres://bot:***@db.example:5432/tablero"
        );
        assert_eq!(
            masked("postgresql://db/tablero?user=bot&password=hunter2&sslmode=require"),
            "postgresql://db/tablero?user=bot&password=***&sslmode=require"
        );
        assert_eq!(
            masked("postgres://bot@db/tablero"),
            "postgres://bot@db/tablero"
        );
        assert_eq!(masked("tablero.db"), "tablero.db");
        assert_eq!(
            masked("sqlite:data/t.db?mode=rwc"),
            "sqlite:data/t.db?mode=rwc"
        );
    }

    #[test]
    fn every_way_of_writing_a_password_is_masked() {
        for (location, shown) in [
            // An `@` in the password, escaped or not: the last one ends the user part.
            (
                "postgres://bot:p@ss@db/tablero",
                "postgres://bot:***@db/tablero",
            ),
            ("postgres://bot:p%40ss%3Aw@db/t", "postgres://bot:***@db/t"),
            ("postgres://:only@db/t", "postgres://:***@db/t"),
            // An escaped parameter name, and the name in capitals.
            (
                "postgres://db/t?pass%77ord=x",
                "postgres://db/t?password=***",
            ),
            (
                "postgres://db/t?PASSWORD=x&sslmode=require",
                "postgres://db/t?PASSWORD=***&sslmode=require",
            ),
            // No password: as it was, to the byte.
            (
                "postgres://bot@db:5432/t?sslmode=require",
                "postgres://bot@db:5432/t?sslmode=require",
            ),
            ("postgres://bot:@db/t", "postgres://bot:@db/t"),
            // A URL that does not read (a `/` in the password): nothing after the scheme.
            ("postgres://bot:pa/ss@db/t", "postgres://***"),
            // SQLite paths and URLs, even with `@` or `:` in them.
            ("./data/me@home:1.db", "./data/me@home:1.db"),
            ("sqlite://data/t.db", "sqlite://data/t.db"),
            ("sqlite::memory:", "sqlite::memory:"),
        ] {
            assert_eq!(masked(location), shown, "{location}");
        }
    }
}
