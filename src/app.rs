//! Start-up of the long-running jobs (the bot, the local console) and the database check:
//! configuration from the environment (or a `.env` file), logging, the store, the table.

use std::io::Write;
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
    #[error("cannot write the output")]
    Output(#[source] std::io::Error),
}

/// The bot's settings, each declared once here with its default and help: a flag of
/// `tablero bot` and the environment variable named as its value, which may also be a line of
/// a `.env` file (clap's `env`). `tablero local`, `check` and `tablero` alone read the
/// environment only ([`Settings::from_env`]). A blank variable counts as unset.
#[derive(Clone, clap::Args)]
#[command(next_help_heading = "Settings (each a flag, or the environment variable it names)")]
pub struct Settings {
    /// The bot token (needed for the bot; never shown). Better in the environment: the
    /// flags of a process can be seen by other users of the machine.
    #[arg(
        long,
        env = "DISCORD_TOKEN",
        value_name = "DISCORD_TOKEN",
        hide_env = true
    )]
    #[arg(value_parser = text)]
    pub token: Option<String>,
    /// A SQLite file path or `sqlite:` URL, or a `postgres://user:password@host/db` URL
    /// (several bot processes on one database); shown with its password masked.
    #[arg(
        long,
        env = "DATABASE_URL",
        value_name = "DATABASE_URL",
        hide_env = true
    )]
    #[arg(default_value = "tablero.db", value_parser = text)]
    pub database: String,
    /// Register the commands in this server only (instant; for development). Without it
    /// they are registered globally.
    #[arg(
        long,
        env = "DISCORD_GUILD_ID",
        value_name = "DISCORD_GUILD_ID",
        hide_env = true
    )]
    #[arg(value_parser = discord_id)]
    pub guild: Option<u64>,
    /// Base URL of an HTTP proxy for Discord's REST API.
    #[arg(
        long,
        env = "DISCORD_PROXY",
        value_name = "DISCORD_PROXY",
        hide_env = true
    )]
    #[arg(value_parser = text)]
    pub proxy: Option<String>,
    /// `off` plays every game in its channel instead of a thread of its own (each server may
    /// still turn threads off with `/settings`).
    #[arg(
        long,
        env = "TABLERO_THREADS",
        value_name = "TABLERO_THREADS",
        hide_env = true
    )]
    #[arg(default_value = "on", action = clap::ArgAction::Set, value_parser = on_off)]
    pub threads: bool,
    /// FIRST-LAST/TOTAL, the gateway shards this process runs (`0-1/4`: shards 0 and 1 of
    /// 4). Without it, all the shards Discord recommends.
    #[arg(
        long,
        env = "DISCORD_SHARDS",
        value_name = "DISCORD_SHARDS",
        hide_env = true
    )]
    #[arg(value_parser = shard_range)]
    pub shards: Option<crate::discord::ShardRange>,
    /// Serve /healthz and Prometheus /metrics on this address and port (for example
    /// 127.0.0.1:9100; port 0 takes any free port, and the log says which).
    #[arg(
        long,
        env = "METRICS_ADDR",
        value_name = "METRICS_ADDR",
        hide_env = true
    )]
    #[arg(value_parser = address)]
    pub metrics: Option<std::net::SocketAddr>,
    /// Serve a web page for every game and tournament of the servers that turned them on
    /// (`/settings web:yes`) on this address and port (for example 127.0.0.1:8080). Off
    /// when unset. See docs/web.md.
    #[arg(
        long = "web-addr",
        env = "TABLERO_WEB_ADDR",
        value_name = "TABLERO_WEB_ADDR",
        hide_env = true
    )]
    #[arg(value_parser = address)]
    pub web_addr: Option<std::net::SocketAddr>,
    /// The public base URL of the web pages, written in links (`https://tablero.example.org`,
    /// behind a reverse proxy with TLS). Default: `http://` and TABLERO_WEB_ADDR.
    #[arg(
        long = "web-url",
        env = "TABLERO_WEB_URL",
        value_name = "TABLERO_WEB_URL",
        hide_env = true
    )]
    #[arg(value_parser = base_url)]
    pub web_url: Option<String>,
    /// `json` for one JSON object per log line, each command's lines carrying its command,
    /// server, channel and user; `text` otherwise.
    #[arg(long, env = "LOG_FORMAT", value_name = "LOG_FORMAT", hide_env = true)]
    #[arg(default_value = "text", value_parser = log_format)]
    pub log_format: LogFormat,
    /// How often, in seconds (fractions allowed), turns out of time, expired challenges,
    /// reminders and undelivered announcements are handled.
    #[arg(long = "sweep-seconds", env = "TABLERO_SWEEP_SECONDS", hide_env = true)]
    #[arg(value_name = "TABLERO_SWEEP_SECONDS")]
    #[arg(default_value = "30", value_parser = sweep_interval)]
    pub sweep_every: Duration,
    /// Seconds an announcement may wait for its answer to reach Discord before the sweeper
    /// posts it itself.
    #[arg(long, env = "TABLERO_REDELIVER_AFTER", hide_env = true)]
    #[arg(value_name = "TABLERO_REDELIVER_AFTER")]
    #[arg(default_value_t = TableConfig::default().redeliver_after)]
    #[arg(value_parser = redeliver_after)]
    pub redeliver_after: i64,
    /// The directory of Fox and Geese's solved tables (`tablero solve foxgeese --out DIR`),
    /// read by the perfect level and `/hint`. A directory that does not exist means no
    /// tables: the perfect level is refused and hints search as before.
    #[arg(
        long = "foxgeese-tables",
        env = "TABLERO_FOXGEESE_TABLES",
        hide_env = true
    )]
    #[arg(value_name = "TABLERO_FOXGEESE_TABLES")]
    #[arg(default_value = "tables/foxgeese")]
    pub foxgeese_tables: PathBuf,
}

/// How log lines are written (`LOG_FORMAT`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LogFormat {
    #[default]
    Text,
    Json,
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
            .field("metrics", &self.metrics)
            .field("web_addr", &self.web_addr)
            .field("web_url", &self.web_url)
            .field("log_format", &self.log_format)
            .field("sweep_every", &self.sweep_every)
            .field("redeliver_after", &self.redeliver_after)
            .field("foxgeese_tables", &self.foxgeese_tables)
            .finish()
    }
}

impl Settings {
    /// Reads `.env` (if present) and the environment, without flags.
    pub fn from_env() -> Result<Settings, AppError> {
        use clap::{Args, FromArgMatches};
        let _ = dotenvy::dotenv();
        let refused = |e: clap::Error| {
            // clap's first line ("invalid value 'x' for '--guild <DISCORD_GUILD_ID>': ..."),
            // without its "error:" and its hints about flags.
            let text = e.to_string();
            let line = text.lines().next().unwrap_or_default();
            AppError::Setting(line.trim_start_matches("error: ").to_string())
        };
        let command = Settings::augment_args(clap::Command::new("tablero"));
        let matches = unset_blank_vars(command, &|name| std::env::var_os(name))
            .try_get_matches_from(["tablero"])
            .map_err(refused)?;
        Settings::from_arg_matches(&matches).map_err(refused)
    }
}

/// Parses the command line of a program whose commands may hold [`Settings`], exiting with
/// clap's message on an error: `.env` is read first (clap reads each setting's variable as
/// the command is built), and blank variables count as unset.
pub fn command_line<P: clap::Parser>() -> P {
    let _ = dotenvy::dotenv();
    let mut command = unset_blank_vars(P::command(), &|name| std::env::var_os(name));
    command
        .try_get_matches_from_mut(std::env::args_os())
        .and_then(|matches| P::from_arg_matches(&matches))
        .unwrap_or_else(|e| e.format(&mut command).exit())
}

/// `command` with every argument (its subcommands' too) whose variable is set but blank, as
/// `var` reads it, no longer read from the environment: a blank line in a `.env` file, or
/// `NAME=` in a shell, means the default.
fn unset_blank_vars(
    command: clap::Command,
    var: &dyn Fn(&std::ffi::OsStr) -> Option<std::ffi::OsString>,
) -> clap::Command {
    command
        .mut_args(|arg| match arg.get_env() {
            Some(name) if var(name).is_some_and(|v| v.to_string_lossy().trim().is_empty()) => {
                arg.env(None::<&'static str>)
            }
            _ => arg,
        })
        .mut_subcommands(|sub| unset_blank_vars(sub, var))
}

/// The value parsers of the settings: each trims its text, and says what it expected.
fn text(v: &str) -> Result<String, String> {
    Some(v.trim().to_string())
        .filter(|v| !v.is_empty())
        .ok_or_else(|| "expected a value".into())
}

fn discord_id(v: &str) -> Result<u64, String> {
    v.trim().parse().map_err(|_| "expected a Discord id".into())
}

fn on_off(v: &str) -> Result<bool, String> {
    match v.trim().to_ascii_lowercase().as_str() {
        "on" | "yes" | "true" | "1" => Ok(true),
        "off" | "no" | "false" | "0" => Ok(false),
        _ => Err("expected on or off".into()),
    }
}

fn shard_range(v: &str) -> Result<crate::discord::ShardRange, String> {
    v.trim().parse().map_err(|_| {
        "expected FIRST-LAST/TOTAL (for example 0-1/4: shards 0 and 1 of 4; or 3/4)".into()
    })
}

fn address(v: &str) -> Result<std::net::SocketAddr, String> {
    v.trim()
        .parse()
        .map_err(|_| "expected an address and port (for example 127.0.0.1:9100)".into())
}

fn base_url(v: &str) -> Result<String, String> {
    let v = v.trim().trim_end_matches('/');
    let ok = (v.starts_with("http://") || v.starts_with("https://"))
        && url::Url::parse(v).is_ok_and(|u| u.host_str().is_some() && u.query().is_none());
    ok.then(|| v.to_string()).ok_or_else(|| {
        "expected an http:// or https:// URL (for example https://tablero.example.org)".into()
    })
}

fn log_format(v: &str) -> Result<LogFormat, String> {
    match v.trim().to_ascii_lowercase().as_str() {
        "text" => Ok(LogFormat::Text),
        "json" => Ok(LogFormat::Json),
        _ => Err("expected text or json".into()),
    }
}

fn sweep_interval(v: &str) -> Result<Duration, String> {
    v.trim()
        .parse::<f64>()
        .ok()
        .filter(|s| (0.05..=86_400.0).contains(s))
        .map(Duration::from_secs_f64)
        .ok_or_else(|| "expected a number of seconds (0.05 to 86400)".into())
}

fn redeliver_after(v: &str) -> Result<i64, String> {
    v.trim()
        .parse::<i64>()
        .ok()
        .filter(|s| (1..=86_400).contains(s))
        .ok_or_else(|| "expected a whole number of seconds (1 to 86400)".into())
}

/// Logs to stderr, filtered by `RUST_LOG` (default: `default` for our crate, warnings for
/// the rest). [`LogFormat::Json`] writes one JSON object per line instead of text, with the
/// fields of the spans around each event (an interaction's command, guild, channel and
/// user), for log collectors.
pub fn init_logging(default: &str, format: LogFormat) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(format!("warn,tablero={default}")));
    let json = format == LogFormat::Json;
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

/// The solved tables of [`Settings::foxgeese_tables`], opened once and shared by every
/// search (each table is read lazily, on its first use).
fn oracle(settings: &Settings) -> crate::engine::Oracle {
    let dir = &settings.foxgeese_tables;
    let oracle = crate::engine::Oracle::open(dir);
    if oracle.is_empty() {
        tracing::info!(dir = %dir.display(), "no Fox and Geese tables: the perfect level is off");
    } else {
        tracing::info!(dir = %dir.display(), "Fox and Geese tables for the perfect level");
    }
    oracle
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

/// Runs the bot until it stops (logging at `info`).
pub async fn run_bot(settings: &Settings) -> Result<(), AppError> {
    init_logging("info", settings.log_format);
    let token = settings.token.clone().ok_or_else(|| {
        AppError::Setting(
            "DISCORD_TOKEN is not set: put it in the environment or in a .env file".into(),
        )
    })?;
    let bound = bind_web(settings, crate::table::PagesOn::ServersThatChose).await?;
    let table_config = TableConfig {
        redeliver_after: settings.redeliver_after,
        oracle: oracle(settings),
        web_url: bound.as_ref().map(|(_, config)| config.base_url.clone()),
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
            // The address bound, which says the port when METRICS_ADDR asked for any (`:0`).
            let addr = listener.local_addr().unwrap_or(addr);
            tracing::info!(%addr, "serving /healthz and /metrics");
            Some(tokio::spawn(crate::ops::serve(listener, table.clone())))
        }
        None => None,
    };
    let web = serve_web(bound, &table);
    let result = discord::run(config, table.clone(), stop_signal())
        .await
        .map_err(AppError::Bot);
    if let Some(server) = metrics {
        server.abort();
    }
    if let Some((server, _)) = web {
        server.abort();
    }
    table.store().close().await;
    tracing::info!("database closed");
    result
}

/// The web pages' listener when `TABLERO_WEB_ADDR` (`--web-addr`) is set, bound before the
/// table is made so that the table knows the links' base URL (`:0` takes any free port).
async fn bind_web(
    settings: &Settings,
    pages: crate::table::PagesOn,
) -> Result<Option<(tokio::net::TcpListener, crate::web::WebConfig)>, AppError> {
    let Some(addr) = settings.web_addr else {
        return Ok(None);
    };
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| AppError::Setting(format!("TABLERO_WEB_ADDR {addr} cannot be served: {e}")))?;
    let addr = listener.local_addr().unwrap_or(addr);
    let config = crate::web::WebConfig {
        base_url: settings
            .web_url
            .clone()
            .unwrap_or_else(|| format!("http://{addr}")),
        pages,
    };
    tracing::info!(%addr, base = %config.base_url, "serving the web pages");
    Ok(Some((listener, config)))
}

/// Serves the pages bound by [`bind_web`], if any: the server's task and its settings.
fn serve_web(
    bound: Option<(tokio::net::TcpListener, crate::web::WebConfig)>,
    table: &Table,
) -> Option<(tokio::task::JoinHandle<()>, crate::web::WebConfig)> {
    let (listener, config) = bound?;
    let server = tokio::spawn(crate::web::serve(listener, table.clone(), config.clone()));
    Some((server, config))
}

/// How the local console is set up from the command line.
#[derive(Clone, Debug)]
pub struct LocalOptions {
    pub boards: PathBuf,
    pub speaker: String,
    pub locale: Locale,
}

/// Runs the local console on standard input and output (logging warnings).
pub async fn run_local(settings: &Settings, options: LocalOptions) -> Result<(), AppError> {
    init_logging("warn", settings.log_format);
    use std::io::IsTerminal;
    let bound = bind_web(settings, crate::table::PagesOn::All).await?;
    let config = TableConfig {
        bot_user: Some(crate::table::BotUser {
            id: "computer".into(),
            name: "computer".into(),
        }),
        oracle: oracle(settings),
        ..TableConfig::default()
    };
    let table = open_table(&settings.database, config).await?;
    let console_config = ConsoleConfig {
        boards_dir: options.boards,
        speaker: options.speaker,
        locale: options.locale,
        prompt: std::io::stdin().is_terminal(),
    };
    let web = serve_web(bound, &table);
    let mut console = Console::new(table.clone(), console_config, crate::output::stdout());
    if let Some((_, config)) = &web {
        console = console.with_web(&config.base_url);
    }
    let input = tokio::io::BufReader::new(tokio::io::stdin());
    let result = console.run(input).await.map_err(AppError::Console);
    if let Some((server, _)) = web {
        server.abort();
    }
    table.store().close().await;
    result
}

/// Replays every stored game against its move log; prints what is wrong (logging warnings).
pub async fn check(settings: &Settings) -> Result<(), AppError> {
    init_logging("warn", settings.log_format);
    let table = open_table(&settings.database, TableConfig::default()).await?;
    let (count, problems) = table.audit().await.map_err(AppError::Check)?;
    let mut out = crate::output::stdout();
    for p in &problems {
        writeln!(out, "game {}: {}", p.game_id, p.what).map_err(AppError::Output)?;
    }
    writeln!(
        out,
        "{count} game(s) checked, {} problem(s)",
        problems.len()
    )
    .map_err(AppError::Output)?;
    if problems.is_empty() {
        Ok(())
    } else {
        Err(AppError::Inconsistent(problems.len()))
    }
}

#[cfg(test)]
mod tests {
    use super::{LogFormat, Settings, unset_blank_vars};
    use clap::{Args, FromArgMatches};
    use std::ffi::{OsStr, OsString};
    use std::time::Duration;

    /// The settings from the variables `vars` alone (not the test process's environment):
    /// blank ones unset as in production, each other one given to the flag whose variable it
    /// is.
    fn read(vars: &[(&str, &str)]) -> Result<Settings, String> {
        let var = |name: &OsStr| {
            vars.iter()
                .find(|(k, _)| OsStr::new(k) == name)
                .map(|(_, v)| OsString::from(v))
        };
        let command = unset_blank_vars(Settings::augment_args(clap::Command::new("t")), &var);
        let mut args = vec!["t".to_string()];
        for arg in command.get_arguments() {
            if let (Some(name), Some(long)) = (arg.get_env(), arg.get_long())
                && let Some(value) = var(name)
            {
                args.push(format!("--{long}={}", value.to_string_lossy()));
            }
        }
        let matches = command
            .mut_args(|arg| arg.env(None::<&'static str>))
            .try_get_matches_from(args)
            .map_err(|e| e.to_string())?;
        Settings::from_arg_matches(&matches).map_err(|e| e.to_string())
    }

    #[test]
    fn settings_have_defaults_and_read_every_variable() {
        let s = read(&[]).unwrap();
        assert_eq!(s.database, "tablero.db");
        assert!(s.threads && s.shards.is_none() && s.metrics.is_none() && s.token.is_none());
        assert_eq!(s.sweep_every, Duration::from_secs(30));
        assert_eq!(s.redeliver_after, 60);
        assert_eq!(s.log_format, LogFormat::Text);
        let s = read(&[
            ("DISCORD_TOKEN", " t0ken "),
            ("DATABASE_URL", "postgres://bot:pw@db/tablero"),
            ("DISCORD_GUILD_ID", "123"),
            ("TABLERO_THREADS", "Off"),
            ("DISCORD_SHARDS", "1-1/2"),
            ("TABLERO_SWEEP_SECONDS", "0.3"),
            ("TABLERO_REDELIVER_AFTER", "3"),
            ("METRICS_ADDR", "127.0.0.1:9100"),
            ("LOG_FORMAT", " JSON"),
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
        assert_eq!(s.log_format, LogFormat::Json);
        assert_eq!(s.proxy, None, "blank is unset");
        // The password stays out of the printed settings, and so does the token.
        let shown = format!("{s:?}");
        assert!(
            !shown.contains("pw@") && !shown.contains("t0ken"),
            "{shown}"
        );
    }

    #[test]
    fn blank_variables_take_the_defaults() {
        let s = read(&[
            ("DATABASE_URL", ""),
            ("DISCORD_GUILD_ID", " "),
            ("TABLERO_THREADS", ""),
            ("TABLERO_SWEEP_SECONDS", "\t"),
        ])
        .unwrap();
        assert_eq!(s.database, "tablero.db");
        assert_eq!(s.guild, None);
        assert!(s.threads);
        assert_eq!(s.sweep_every, Duration::from_secs(30));
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
            ("LOG_FORMAT", "xml"),
        ] {
            let e = read(&[(name, value)]).err().unwrap_or_default();
            assert!(
                e.contains(&format!("invalid value '{value}' for '--"))
                    && e.contains(&format!(" <{name}>': expected ")),
                "{name}: {e}"
            );
        }
    }

    #[test]
    fn the_help_names_every_variable_and_shows_no_value() {
        let mut command = Settings::augment_args(clap::Command::new("t"));
        let vars: Vec<String> = command
            .get_arguments()
            .filter_map(|a| a.get_env())
            .map(|v| v.to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            vars,
            [
                "DISCORD_TOKEN",
                "DATABASE_URL",
                "DISCORD_GUILD_ID",
                "DISCORD_PROXY",
                "TABLERO_THREADS",
                "DISCORD_SHARDS",
                "METRICS_ADDR",
                "TABLERO_WEB_ADDR",
                "TABLERO_WEB_URL",
                "LOG_FORMAT",
                "TABLERO_SWEEP_SECONDS",
                "TABLERO_REDELIVER_AFTER",
                "TABLERO_FOXGEESE_TABLES",
            ]
        );
        let help = command.render_long_help().to_string();
        for var in &vars {
            assert!(help.contains(&format!("<{var}>")), "{var}: {help}");
        }
        // Values read from the environment are never shown (the token, a database password).
        assert!(!help.contains("[env"), "{help}");
        let readme = include_str!("../README.md");
        for var in &vars {
            assert!(
                readme.contains(&format!("| `{var}` |")),
                "{var} is not in the README"
            );
        }
    }
}
