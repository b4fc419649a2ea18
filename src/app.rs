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
        Settings::from_vars(|name| std::env::var(name).ok())
    }

    /// Reads the settings from `get` (a variable's value by name). Blank values count as
    /// unset; a value that cannot be used is refused, naming the variable and what it takes.
    pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> Result<Settings, AppError> {
        let var = |name: &str| get(name).filter(|v| !v.trim().is_empty());
        let guild = setting(&var, "DISCORD_GUILD_ID", "a Discord id", |v| v.parse().ok())?;
        let shards = setting(
            &var,
            "DISCORD_SHARDS",
            "FIRST-LAST/TOTAL (for example 0-1/4: shards 0 and 1 of 4; or 3/4)",
            |v| v.parse().ok(),
        )?;
        let sweep_every = setting(
            &var,
            "TABLERO_SWEEP_SECONDS",
            "a number of seconds (0.05 to 86400)",
            |v| {
                v.parse::<f64>()
                    .ok()
                    .filter(|s| (0.05..=86_400.0).contains(s))
                    .map(Duration::from_secs_f64)
            },
        )?;
        let redeliver_after = setting(
            &var,
            "TABLERO_REDELIVER_AFTER",
            "a whole number of seconds (1 to 86400)",
            |v| v.parse::<i64>().ok().filter(|s| (1..=86_400).contains(s)),
        )?;
        let metrics = setting(
            &var,
            "METRICS_ADDR",
            "an address and port (for example 127.0.0.1:9100)",
            |v| v.parse().ok(),
        )?;
        let threads = setting(&var, "TABLERO_THREADS", "on or off", |v| {
            match v.to_ascii_lowercase().as_str() {
                "on" | "yes" | "true" | "1" => Some(true),
                "off" | "no" | "false" | "0" => Some(false),
                _ => None,
            }
        })?;
        Ok(Settings {
            token: var("DISCORD_TOKEN").map(|t| t.trim().to_string()),
            database: var("DATABASE_URL").unwrap_or_else(|| "tablero.db".into()),
            guild,
            proxy: var("DISCORD_PROXY"),
            threads: threads.unwrap_or(true),
            shards,
            sweep_every: sweep_every.unwrap_or(Duration::from_secs(30)),
            redeliver_after: redeliver_after.unwrap_or(TableConfig::default().redeliver_after),
            metrics,
        })
    }
}

/// The variable `name` read by `read` (its value trimmed), `None` when unset, or the error
/// that says what it should be.
fn setting<T>(
    var: &dyn Fn(&str) -> Option<String>,
    name: &str,
    expected: &str,
    read: impl Fn(&str) -> Option<T>,
) -> Result<Option<T>, AppError> {
    let Some(value) = var(name) else {
        return Ok(None);
    };
    read(value.trim()).map(Some).ok_or_else(|| {
        AppError::Setting(format!(
            "{name} `{}` is not {expected}",
            value.trim().chars().take(60).collect::<String>()
        ))
    })
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
        rest: None,
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

#[cfg(test)]
mod tests {
    use super::Settings;
    use std::time::Duration;

    fn read(vars: &[(&str, &str)]) -> Result<Settings, String> {
        let vars: Vec<(String, String)> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Settings::from_vars(|name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()))
            .map_err(|e| e.to_string())
    }

    #[test]
    fn settings_have_defaults_and_read_every_variable() {
        let s = read(&[]).unwrap();
        assert_eq!(s.database, "tablero.db");
        assert!(s.threads && s.shards.is_none() && s.metrics.is_none() && s.token.is_none());
        assert_eq!(s.sweep_every, Duration::from_secs(30));
        assert_eq!(s.redeliver_after, 60);
        let s = read(&[
            ("DISCORD_TOKEN", " t0ken "),
            ("DATABASE_URL", "postgres://bot:pw@db/tablero"),
            ("DISCORD_GUILD_ID", "123"),
            ("TABLERO_THREADS", "Off"),
            ("DISCORD_SHARDS", "1-1/2"),
            ("TABLERO_SWEEP_SECONDS", "0.3"),
            ("TABLERO_REDELIVER_AFTER", "3"),
            ("METRICS_ADDR", "127.0.0.1:9100"),
            ("DISCORD_PROXY", "   "),
        ])
        .unwrap();
        assert_eq!(s.token.as_deref(), Some("t0ken"));
        assert_eq!(s.guild, Some(123));
        assert!(!s.threads);
        assert_eq!(s.shards.map(|r| r.to_string()).as_deref(), Some("1-1/2"));
        assert_eq!(s.sweep_every, Duration::from_millis(300));
        assert_eq!(s.redeliver_after, 3);
        assert_eq!(s.metrics.map(|a| a.port()), Some(9100));
        assert_eq!(s.proxy, None, "blank is unset");
        // The password stays out of the printed settings, and so does the token.
        let shown = format!("{s:?}");
        assert!(
            !shown.contains("pw@") && !shown.contains("t0ken"),
            "{shown}"
        );
    }

    #[test]
    fn unusable_values_are_refused_naming_the_variable() {
        for (name, value) in [
            ("DISCORD_GUILD_ID", "abc"),
            ("TABLERO_THREADS", "maybe"),
            ("DISCORD_SHARDS", "2-1/4"),
            ("TABLERO_SWEEP_SECONDS", "0"),
            ("TABLERO_SWEEP_SECONDS", "NaN"),
            ("TABLERO_REDELIVER_AFTER", "1.5"),
            ("METRICS_ADDR", "localhost"),
        ] {
            let e = read(&[(name, value)]).err().unwrap_or_default();
            assert!(
                e.starts_with(&format!("{name} `{value}` is not")),
                "{name}: {e}"
            );
        }
    }
}
