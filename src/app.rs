//! Start-up of the long-running jobs (the bot, the local console) and the database check:
//! configuration from the environment (or a `.env` file), logging, the store, the table.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::console::{Console, ConsoleConfig};
use crate::discord::{self, BotConfig};
use crate::i18n::Locale;
use crate::render::Boards;
use crate::store::Store;
use crate::table::{SystemClock, Table, TableConfig};

/// Why a long-running job could not start or stopped with an error. The causes are kept
/// (`source()`), so the whole chain reaches the log and the terminal.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// A setting in the environment or `.env` that cannot be used.
    #[error("{0}")]
    Setting(String),
    #[error("cannot open the database `{location}`")]
    Database {
        /// Where, with any password masked.
        location: String,
        #[source]
        source: crate::store::StoreError,
    },
    #[error("the bot stopped")]
    Bot(#[source] crate::discord::Error),
    #[error("the console stopped")]
    Console(#[source] std::io::Error),
    #[error("checking the games failed")]
    Check(#[source] crate::store::StoreError),
    #[error("{0} stored game(s) do not match their move logs")]
    Inconsistent(usize),
}

/// Settings read from the environment.
#[derive(Clone)]
pub struct Settings {
    /// `DISCORD_TOKEN`: needed for the bot; never logged.
    pub token: Option<String>,
    /// `DATABASE_URL`: a SQLite file path or `sqlite:` URL (default `tablero.db`), or a
    /// `postgres://` URL. May hold a password: shown only through [`crate::store::masked`].
    pub database: String,
    /// `DISCORD_GUILD_ID`: register commands in one guild (development).
    pub guild: Option<u64>,
    /// `DISCORD_PROXY`: base URL of a proxy for Discord's REST API.
    pub proxy: Option<String>,
    /// `TABLERO_THREADS`: `off` plays every game in its channel, as before game threads
    /// (default `on`; each server may still turn them off with `/settings`).
    pub threads: bool,
    /// `DISCORD_SHARDS`: `FIRST-LAST/TOTAL`, the gateway shards this process runs (default:
    /// all those Discord recommends).
    pub shards: Option<crate::discord::ShardRange>,
    /// `TABLERO_SWEEP_SECONDS`: how often the sweeper looks for turns out of time, expired
    /// challenges, reminders due and announcements left undelivered (default 30; fractions
    /// allowed).
    pub sweep_every: Duration,
    /// `TABLERO_REDELIVER_AFTER`: seconds an announcement may wait for its reply to reach
    /// Discord before the sweeper posts it itself (default 60).
    pub redeliver_after: i64,
    /// `METRICS_ADDR`: where to serve `/healthz` and `/metrics` (for example
    /// `127.0.0.1:9100`); none by default.
    pub metrics: Option<std::net::SocketAddr>,
}

impl std::fmt::Debug for Settings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Settings")
            .field("token", &self.token.as_ref().map(|_| "<hidden>"))
            .field("database", &crate::store::masked(&self.database))
            .field("guild", &self.guild)
            .field("proxy", &self.proxy)
            .field("threads", &self.threads)
            .field("shards", &self.shards)
            .field("sweep_every", &self.sweep_every)
            .field("redeliver_after", &self.redeliver_after)
            .field("metrics", &self.metrics)
            .finish()
    }
}

impl Settings {
    /// Reads `.env` (if present) and the environment.
    pub fn from_env() -> Result<Settings, AppError> {
        let _ = dotenvy::dotenv();
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        let guild = match var("DISCORD_GUILD_ID") {
            Some(g) => Some(g.trim().parse().map_err(|_| {
                AppError::Setting(format!("DISCORD_GUILD_ID `{g}` is not a Discord id"))
            })?),
            None => None,
        };
        let shards = match var("DISCORD_SHARDS") {
            Some(s) => Some(s.parse().map_err(|e| AppError::Setting(format!("{e}")))?),
            None => None,
        };
        let sweep_every = match var("TABLERO_SWEEP_SECONDS") {
            Some(s) => s
                .trim()
                .parse::<f64>()
                .ok()
                .filter(|s| s.is_finite() && *s >= 0.05 && *s <= 86_400.0)
                .map(Duration::from_secs_f64)
                .ok_or_else(|| {
                    AppError::Setting(format!(
                        "TABLERO_SWEEP_SECONDS `{s}` is not a number of seconds (0.05 to 86400)"
                    ))
                })?,
            None => Duration::from_secs(30),
        };
        let redeliver_after = match var("TABLERO_REDELIVER_AFTER") {
            Some(s) => s
                .trim()
                .parse::<i64>()
                .ok()
                .filter(|s| (1..=86_400).contains(s))
                .ok_or_else(|| {
                    AppError::Setting(format!(
                        "TABLERO_REDELIVER_AFTER `{s}` is not a whole number of seconds (1 to 86400)"
                    ))
                })?,
            None => TableConfig::default().redeliver_after,
        };
        let metrics = match var("METRICS_ADDR") {
            Some(a) => Some(a.trim().parse().map_err(|_| {
                AppError::Setting(format!(
                    "METRICS_ADDR `{a}` is not an address and port (for example 127.0.0.1:9100)"
                ))
            })?),
            None => None,
        };
        Ok(Settings {
            metrics,
            shards,
            sweep_every,
            redeliver_after,
            token: var("DISCORD_TOKEN").map(|t| t.trim().to_string()),
            database: var("DATABASE_URL").unwrap_or_else(|| "tablero.db".into()),
            guild,
            proxy: var("DISCORD_PROXY"),
            threads: match var("TABLERO_THREADS").map(|v| v.trim().to_ascii_lowercase()) {
                None => true,
                Some(v) if ["on", "yes", "true", "1"].contains(&v.as_str()) => true,
                Some(v) if ["off", "no", "false", "0"].contains(&v.as_str()) => false,
                Some(v) => {
                    return Err(AppError::Setting(format!(
                        "TABLERO_THREADS `{v}` is neither on nor off"
                    )));
                }
            },
        })
    }
}

/// Logs to stderr, filtered by `RUST_LOG` (default: `default` for our crate, warnings for
/// the rest). `LOG_FORMAT=json` writes one JSON object per line instead of text, with the
/// fields of the spans around each event (an interaction's command, guild, channel and
/// user), for log collectors.
pub fn init_logging(default: &str) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(format!("warn,tablero={default}")));
    let json = std::env::var("LOG_FORMAT").is_ok_and(|f| f.trim().eq_ignore_ascii_case("json"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    let _ = if json {
        builder
            .json()
            .with_current_span(true)
            .with_span_list(true)
            .try_init()
    } else {
        builder.try_init()
    };
}

/// Completes at the first SIGTERM (how service managers and containers stop a process) or
/// SIGINT (Ctrl-C).
pub async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => tokio::select! {
                _ = term.recv() => tracing::info!("SIGTERM received"),
                _ = tokio::signal::ctrl_c() => tracing::info!("interrupted"),
            },
            Err(e) => {
                tracing::warn!(error = %e, "cannot listen for SIGTERM; only Ctrl-C stops the bot");
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
        tracing::info!("interrupted");
    }
}

async fn open_table(database: &str, config: TableConfig) -> Result<Table, AppError> {
    let store = Store::open(database)
        .await
        .map_err(|source| AppError::Database {
            location: crate::store::masked(database),
            source,
        })?;
    Ok(Table::new(
        store,
        Arc::new(Boards::new()),
        Arc::new(SystemClock),
        config,
    ))
}

/// Runs the bot until it stops.
pub async fn run_bot(settings: &Settings) -> Result<(), AppError> {
    let token = settings.token.clone().ok_or_else(|| {
        AppError::Setting(
            "DISCORD_TOKEN is not set: put it in the environment or in a .env file".into(),
        )
    })?;
    let table_config = TableConfig {
        redeliver_after: settings.redeliver_after,
        ..TableConfig::default()
    };
    let table = open_table(&settings.database, table_config).await?;
    tracing::info!(
        database = %crate::store::masked(&settings.database),
        backend = table.store().backend_name(),
        guild = ?settings.guild,
        proxy = ?settings.proxy,
        shards = %settings.shards.map_or("all recommended".to_string(), |s| s.to_string()),
        "starting the bot"
    );
    let config = BotConfig {
        token,
        guild: settings.guild,
        proxy: settings.proxy.clone(),
        sweep_every: settings.sweep_every,
        defer_after: Duration::from_millis(1500),
        threads: settings.threads,
        archive_after: Duration::from_secs(10 * 60),
        shards: settings.shards,
        grace: Duration::from_secs(5),
    };
    let metrics = match settings.metrics {
        Some(addr) => {
            let listener = tokio::net::TcpListener::bind(addr).await.map_err(|e| {
                AppError::Setting(format!("METRICS_ADDR {addr} cannot be served: {e}"))
            })?;
            tracing::info!(%addr, "serving /healthz and /metrics");
            Some(tokio::spawn(crate::ops::serve(listener, table.clone())))
        }
        None => None,
    };
    let result = discord::run(config, table.clone(), stop_signal())
        .await
        .map_err(AppError::Bot);
    if let Some(server) = metrics {
        server.abort();
    }
    table.store().close().await;
    tracing::info!("database closed");
    result
}

/// How the local console is set up from the command line.
#[derive(Clone, Debug)]
pub struct LocalOptions {
    pub boards: PathBuf,
    pub speaker: String,
    pub locale: Locale,
}

/// Runs the local console on standard input and output.
pub async fn run_local(settings: &Settings, options: LocalOptions) -> Result<(), AppError> {
    use std::io::IsTerminal;
    let config = TableConfig {
        bot_user: Some(crate::table::BotUser {
            id: "computer".into(),
            name: "computer".into(),
        }),
        ..TableConfig::default()
    };
    let table = open_table(&settings.database, config).await?;
    let console_config = ConsoleConfig {
        boards_dir: options.boards,
        speaker: options.speaker,
        locale: options.locale,
        prompt: std::io::stdin().is_terminal(),
    };
    let stdout = std::io::stdout();
    let mut console = Console::new(table.clone(), console_config, stdout.lock());
    let input = tokio::io::BufReader::new(tokio::io::stdin());
    let result = console.run(input).await.map_err(AppError::Console);
    table.store().close().await;
    result
}

/// Replays every stored game against its move log; prints what is wrong.
pub async fn check(settings: &Settings) -> Result<(), AppError> {
    let table = open_table(&settings.database, TableConfig::default()).await?;
    let (count, problems) = table.audit().await.map_err(AppError::Check)?;
    for p in &problems {
        println!("game {}: {}", p.game_id, p.what);
    }
    println!("{count} game(s) checked, {} problem(s)", problems.len());
    if problems.is_empty() {
        Ok(())
    } else {
        Err(AppError::Inconsistent(problems.len()))
    }
}
