//! Shared helpers of the play-layer tests: a table on a fresh database, a clock the test moves
//! by hand, and a renderer that writes the position as text (fast, checkable).
//!
//! The database is a temporary SQLite file, or, when `TABLERO_TEST_POSTGRES` names a
//! PostgreSQL server (`postgres://user@host:port`, as `.ci/run` sets it), a new database on
//! that server for each test, so the same tests prove both backends.

#![allow(dead_code)]

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use tablero::domain::ChannelRef;
use tablero::games::{AnyGame, GameRules};
use tablero::i18n::Locale;
use tablero::render::{BoardView, RenderError, Renderer, StandingsView};
use tablero::store::Store;
use tablero::table::{Actor, Clock, Table, TableConfig};

pub struct ManualClock(pub AtomicI64);

impl Clock for ManualClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

impl ManualClock {
    pub fn advance(&self, seconds: i64) {
        self.0.fetch_add(seconds, Ordering::SeqCst);
    }
}

/// "Renders" a board as `board:<position text>`, a replay as `replay:<ply>`, standings as
/// their rows.
pub struct TextRenderer;

impl Renderer for TextRenderer {
    fn board(&self, game: &AnyGame, _view: &BoardView) -> Result<Vec<u8>, RenderError> {
        Ok(format!("board:{}", game.position_text()).into_bytes())
    }

    fn replay(&self, game: &AnyGame, _view: &BoardView) -> Result<Vec<u8>, RenderError> {
        Ok(format!("replay:{}", game.ply()).into_bytes())
    }

    /// `standings:` and a line per row: place, name, points.
    fn standings(&self, view: &StandingsView) -> Result<Vec<u8>, RenderError> {
        let mut text = String::from("standings:");
        for row in &view.rows {
            text += &format!("\n{} {} {}", row.rank, row.name, row.points);
        }
        Ok(text.into_bytes())
    }
}

pub struct Fixture {
    pub table: Table,
    pub clock: Arc<ManualClock>,
    pub dir: tempfile::TempDir,
    /// Where the table's database is: open it again to play as a second process would.
    pub db: String,
}

/// The PostgreSQL server the tests run on instead of SQLite, if one is named.
pub fn postgres_server() -> Option<String> {
    std::env::var("TABLERO_TEST_POSTGRES")
        .ok()
        .filter(|url| !url.is_empty())
}

/// A new, empty database for one test: a file in `dir`, or a database of its own on the
/// PostgreSQL server of [`postgres_server`] (left behind; the server is a throwaway one).
pub async fn fresh_database(dir: &std::path::Path) -> String {
    use sqlx::Connection;
    use std::sync::atomic::AtomicU64;
    static MADE: AtomicU64 = AtomicU64::new(0);
    let Some(server) = postgres_server() else {
        return dir
            .join("test.db")
            .to_str()
            .expect("utf-8 path")
            .to_string();
    };
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default()
        .as_millis();
    let name = format!(
        "tablero_test_{}_{}_{stamp}",
        std::process::id(),
        MADE.fetch_add(1, Ordering::SeqCst)
    );
    let mut admin = sqlx::PgConnection::connect(&with_database(&server, "postgres"))
        .await
        .expect("the test PostgreSQL server answers");
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .expect("a test database is created");
    let _ = admin.close().await;
    with_database(&server, &name)
}

/// A `postgres://` URL naming `database` (replacing any database the URL named).
fn with_database(server: &str, database: &str) -> String {
    let (base, query) = server.split_once('?').unwrap_or((server, ""));
    let authority_start = base.find("://").map_or(0, |i| i + 3);
    let base = match base[authority_start..].find('/') {
        Some(i) => &base[..authority_start + i],
        None => base,
    };
    if query.is_empty() {
        format!("{base}/{database}")
    } else {
        format!("{base}/{database}?{query}")
    }
}

/// Runs one SQL statement on a test database behind the store's back (to plant data an older
/// or newer build could have written).
pub async fn execute_sql(db: &str, sql: &str) {
    use sqlx::Connection;
    if tablero::store::is_postgres_url(db) {
        let mut conn = sqlx::PgConnection::connect(db).await.expect("connects");
        sqlx::query(sql).execute(&mut conn).await.expect(sql);
    } else {
        let mut conn = sqlx::SqliteConnection::connect(&format!("sqlite:{db}"))
            .await
            .expect("connects");
        sqlx::query(sql).execute(&mut conn).await.expect(sql);
    }
}

/// One integer read from a test database on a plain connection beside the store (`None` if
/// the database is not there yet or the query fails, as while another process creates it).
pub async fn query_i64(db: &str, sql: &str) -> Option<i64> {
    use sqlx::{ConnectOptions, Connection};
    if tablero::store::is_postgres_url(db) {
        let mut conn = sqlx::PgConnection::connect(db).await.ok()?;
        let n = sqlx::query_scalar(sql).fetch_one(&mut conn).await.ok();
        let _ = conn.close().await;
        n
    } else {
        if !std::path::Path::new(db).exists() {
            return None;
        }
        let mut conn = sqlx::sqlite::SqliteConnectOptions::new()
            .filename(db)
            .busy_timeout(std::time::Duration::from_secs(5))
            .connect()
            .await
            .ok()?;
        let n = sqlx::query_scalar(sql).fetch_one(&mut conn).await.ok();
        let _ = conn.close().await;
        n
    }
}

/// A table whose replies all count as delivered however long the test's clock runs (the
/// tests of the outbox itself use [`fixture_with`] and the default grace period).
pub async fn fixture() -> Fixture {
    fixture_with(TableConfig {
        redeliver_after: i64::MAX / 4,
        // Reviews at a small budget: the tests check what they say, not their depth.
        analysis_nodes: Some(20_000),
        ..TableConfig::default()
    })
    .await
}

pub async fn fixture_with(config: TableConfig) -> Fixture {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = fresh_database(dir.path()).await;
    let store = Store::open(&db).await.expect("the store opens");
    let clock = Arc::new(ManualClock(AtomicI64::new(1_800_000_000)));
    let table = Table::new(store, Arc::new(TextRenderer), clock.clone(), config);
    Fixture {
        table,
        clock,
        dir,
        db,
    }
}

impl Fixture {
    /// Another table on the same database and clock, as a second process runs it.
    pub async fn second_process(&self, config: TableConfig) -> Table {
        let store = Store::open(&self.db).await.expect("the store opens again");
        Table::new(store, Arc::new(TextRenderer), self.clock.clone(), config)
    }
}

pub fn actor(name: &str) -> Actor {
    Actor::new(name, &format!("{name} the player"), Locale::EN)
}

pub fn channel(id: &str) -> ChannelRef {
    ChannelRef {
        guild: Some("guild".into()),
        channel: id.into(),
    }
}

/// A challenge to TZAAR from the fixed setup, the challenger moving first.
pub fn tzaar_challenge(opponent: Option<&str>) -> tablero::table::ChallengeRequest {
    tablero::table::ChallengeRequest {
        opponent: opponent.map(str::to_string),
        spec: tablero::games::tzaar::spec(tablero::games::TzaarSetup::Fixed),
        side: tablero::domain::SideChoice::First,
        time: None,
        level: None,
        rated: None,
    }
}

/// A SQLite database as an earlier build left it: a file in a new temporary folder, migrated
/// only up to the migrations named before `first_new` (`"0011"`: 0001 to 0010). Returns the
/// folder (the file lives as long as it), the file's path and a one-connection pool on it.
pub async fn sqlite_migrated_before(
    first_new: &str,
) -> (tempfile::TempDir, std::path::PathBuf, sqlx::SqlitePool) {
    use sqlx::sqlite::{SqliteConnectOptions, SqlitePoolOptions};
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("old.db");
    let old = dir.path().join("migrations");
    std::fs::create_dir(&old).expect("a migrations folder");
    let all = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("migrations")
        .join("sqlite");
    for entry in std::fs::read_dir(&all).expect("the SQLite migrations") {
        let entry = entry.expect("a migration");
        let name = entry.file_name().into_string().expect("a UTF-8 name");
        if name.as_str() < first_new {
            std::fs::copy(entry.path(), old.join(&name)).expect("copied");
        }
    }
    let options = SqliteConnectOptions::new()
        .filename(&path)
        .create_if_missing(true);
    let pool = SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(options)
        .await
        .expect("the old database opens");
    sqlx::migrate::Migrator::new(old.as_path())
        .await
        .expect("the old migrations read")
        .run(&pool)
        .await
        .expect("the old migrations run");
    (dir, path, pool)
}

/// Plays the first legal move of the game in `ch` for `who`, and passes the second half of a
/// TZAAR turn, so the turn is complete.
pub async fn play_first_legal(f: &Fixture, ch: &ChannelRef, who: &Actor) {
    let first = first_legal(&f.table, ch).await;
    f.table.play(ch, who, &first).await.unwrap();
    // A TZAAR turn's second half: passing ends it.
    if f.table.pass(ch, who).await.is_err() {
        // Fox and Geese, or a turn already complete.
    }
}

/// The first legal move of the game in progress in `ch`.
pub async fn first_legal(table: &Table, ch: &ChannelRef) -> String {
    let stored = table.store().active_game(ch).await.unwrap().unwrap();
    let texts: Vec<String> = table
        .store()
        .moves(stored.id)
        .await
        .unwrap()
        .into_iter()
        .map(|m| m.text)
        .collect();
    let now = tablero::games::AnyGame::replay(stored.spec, stored.seed, &texts).unwrap();
    tablero::games::GameRules::legal_moves(&now)[0].clone()
}
