//! The Discord front end: slash commands, autocomplete and buttons over the play layer.
//! Thin by design: commands read options, call [`crate::table`], and turn its replies into
//! messages. Everything below is testable without Discord.

pub mod analysis;
mod anywhere;
mod buttons;
pub mod commands;
mod compose;
mod context;
mod deliver;
mod leagues;
mod params;
mod picker;
mod puzzles;
mod records;
mod relay;
mod retry;
pub mod rooms;
mod settings;
pub mod shards;
mod sweeper;
mod threads;
mod tournaments;
mod uploads;
mod vacations;

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::messages::Msg;
use crate::table::{Reply, Table};

pub use compose::DiscordStyle;
use context::locale_of;
pub use context::{Context, Data, Error};
use deliver::{Deliverer, Outgoing, Via};
pub use shards::ShardRange;

/// How the bot connects.
pub struct BotConfig {
    pub token: String,
    /// Register commands in this guild only (instant; for development).
    pub guild: Option<u64>,
    /// Base URL of a proxy for Discord's REST API (also used by the tests' fake Discord).
    pub proxy: Option<String>,
    /// How often the sweeper looks for expired challenges and games out of time.
    pub sweep_every: Duration,
    /// How long a command works before deferring its answer (Discord allows 3 s for the
    /// first one).
    pub defer_after: Duration,
    /// Whether games are played in threads of their channel (where Discord allows one),
    /// unless a server's settings say otherwise.
    pub threads: bool,
    /// How long a finished game's thread stays open before it is archived (time to read
    /// the result and ask for a rematch).
    pub archive_after: Duration,
    /// The shards this process runs; `None`: all those Discord recommends.
    pub shards: Option<ShardRange>,
    /// How long a shutdown waits for the interactions in flight to be answered.
    pub grace: Duration,
    /// A REST client made elsewhere, used as it is (`token` and `proxy` are then ignored for
    /// REST): the tests' fake Discord reached as `https://discord.com` through its own
    /// certificate authority, so the bot runs as in production.
    pub rest: Option<serenity::Http>,
}

impl std::fmt::Debug for BotConfig {
    /// Never prints the token.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotConfig")
            .field("token", &"<hidden>")
            .field("guild", &self.guild)
            .field("proxy", &self.proxy)
            .field("shards", &self.shards)
            .finish()
    }
}

/// Runs the bot until the connection ends for good or `shutdown` completes. A shutdown
/// closes the shards first (no new interactions arrive), lets the interactions in flight
/// finish for up to [`BotConfig::grace`], and lets the sweeper end its pass; the caller then
/// closes the store.
pub async fn run(
    config: BotConfig,
    table: Table,
    shutdown: impl std::future::Future<Output = ()> + Send,
) -> Result<(), Error> {
    // Kept until the bot stops: serenity sends its REST calls through it.
    let mut _relay = None;
    let http = match config.rest {
        Some(rest) => rest,
        // Without a proxy, serenity's rate limiter paces every route and, on a 429, waits
        // the `Retry-After` Discord gives before sending again (tested against the fake as
        // discord.com). serenity sends REST calls to a proxy only with its limiter off (the
        // limiter builds requests for Discord itself): the proxy rate-limits then, and a
        // 429 it passes on reaches the bot's own retries (`retry`), which wait its
        // `retry_after` as the relay in front of the proxy writes it into the error
        // (serenity keeps only the JSON error's code, message and errors; see `relay`).
        None => match &config.proxy {
            Some(proxy) => {
                let relay = relay::Relay::start(proxy).await?;
                let http = serenity::HttpBuilder::new(&config.token)
                    .proxy(relay.url())
                    .ratelimiter_disabled(true)
                    .build();
                _relay = Some(relay);
                http
            }
            None => serenity::HttpBuilder::new(&config.token).build(),
        },
    };
    let uploads = Arc::new(uploads::Uploads::new(config.proxy.as_deref())?);
    let guild = config.guild;
    let sweep_every = config.sweep_every;
    let defer_after = config.defer_after;
    let (threads, archive_after) = (config.threads, config.archive_after);
    let (stop_sweeper, sweeper_stopped) = tokio::sync::watch::channel(false);
    let sweeper: Arc<std::sync::Mutex<Option<tokio::task::JoinHandle<()>>>> = Arc::default();
    let sweeper_slot = Arc::clone(&sweeper);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |error| Box::pin(on_error(error)),
            pre_command: |ctx| Box::pin(anywhere::before_command(ctx)),
            post_command: |ctx| Box::pin(anywhere::after_command(ctx)),
            event_handler: |ctx, event, _framework, data| Box::pin(on_event(ctx, event, data)),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), shard = ?ready.shard, "connected to Discord");
                // poise runs this once, on the first shard's READY.
                register(ctx, &framework.options().commands, guild).await;
                // The bot itself is the computer opponent.
                let table = table.with_bot_user(&ready.user.id.to_string(), &ready.user.name);
                let deliverer = Deliverer {
                    http: ctx.http.clone(),
                    table: table.clone(),
                    archive_after,
                };
                let handle = sweeper::spawn(deliverer, sweep_every, ready.user.id, sweeper_stopped);
                *sweeper_slot.lock().unwrap_or_else(|e| e.into_inner()) = Some(handle);
                Ok(Data {
                    table,
                    uploads,
                    defer_after,
                    threads,
                    archive_after,
                })
            })
        })
        .build();
    let in_flight = shards::InFlight::default();
    let framework = shards::Counted {
        inner: framework,
        in_flight: in_flight.clone(),
    };
    let intents = serenity::GatewayIntents::GUILDS;
    let mut client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await?;
    let shard_manager = client.shard_manager.clone();
    let connection = async {
        match config.shards {
            // serenity starts shards `range.start..=range.end`.
            Some(r) => client.start_shard_range(r.first..r.last, r.total).await,
            None => client.start_autosharded().await,
        }
    };
    let ended = tokio::select! {
        r = connection => Some(r),
        () = shutdown => None,
    };
    if let Some(result) = ended {
        result?;
        return Ok(());
    }
    tracing::info!(
        in_flight = in_flight.count(),
        "shutting down: closing the shards"
    );
    shard_manager.shutdown_all().await;
    if !in_flight.drained(config.grace).await {
        tracing::warn!(
            in_flight = in_flight.count(),
            "shutting down with interactions still unanswered"
        );
    }
    let _ = stop_sweeper.send(true);
    let handle = sweeper.lock().unwrap_or_else(|e| e.into_inner()).take();
    if let Some(handle) = handle
        && tokio::time::timeout(config.grace, handle).await.is_err()
    {
        tracing::warn!("the sweeper did not finish its pass in time");
    }
    tracing::info!("shut down");
    Ok(())
}

/// Registers the commands, retrying under [`retry::REGISTRATION`] (a rate limit waited out
/// as Discord says): a failed registration must not leave a connected bot that never
/// answers.
async fn register(
    ctx: &serenity::Context,
    commands: &[poise::Command<Data, Error>],
    guild: Option<u64>,
) {
    let registered = retry::with_policy(
        "the command registration",
        &retry::REGISTRATION,
        |_| async {
            match guild {
                Some(g) => {
                    poise::builtins::register_in_guild(ctx, commands, serenity::GuildId::new(g))
                        .await
                }
                None => poise::builtins::register_globally(ctx, commands).await,
            }
        },
    )
    .await;
    match registered {
        Ok(()) => {
            tracing::info!(commands = commands.len(), guild = ?guild, "slash commands registered");
        }
        Err(e) => tracing::error!(
            error = %e,
            "command registration kept failing; the commands registered before stay in use"
        ),
    }
}

async fn on_event(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    data: &Data,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(press),
    } = event
    {
        let deliverer = Deliverer::new(&ctx.http, data);
        anywhere::before_click(&deliverer, press).await;
        buttons::handle(ctx, press, data).await?;
        anywhere::after_click(&deliverer, press).await;
    }
    Ok(())
}

/// One handler for everything that goes wrong: players see a friendly private message in
/// their language; details (HTTP errors, ...) only go to the log.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    let (ctx, msg) = match &error {
        poise::FrameworkError::Setup { error, .. } => {
            tracing::error!(%error, "bot setup failed");
            return;
        }
        poise::FrameworkError::EventHandler { error, event, .. } => {
            shards::set_outcome("failed");
            tracing::error!(%error, event = event.snake_case_name(), "event handler failed");
            return;
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            shards::set_outcome("failed");
            tracing::error!(%error, command = ctx.command().name, "command failed");
            (*ctx, Msg::Internal)
        }
        poise::FrameworkError::ArgumentParse { error, ctx, .. } => {
            shards::set_outcome("refused");
            tracing::info!(%error, command = ctx.command().name, "unreadable command options");
            (*ctx, Msg::BadOptions)
        }
        poise::FrameworkError::CommandPanic { payload, ctx, .. } => {
            shards::set_outcome("panicked");
            tracing::error!(payload = ?payload, command = ctx.command().name, "command panicked");
            (*ctx, Msg::Internal)
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            shards::set_outcome("refused");
            (*ctx, Msg::GuildOnly)
        }
        poise::FrameworkError::MissingUserPermissions { ctx, .. } => {
            shards::set_outcome("refused");
            (*ctx, Msg::ModeratorsOnly)
        }
        // Anything else that happened to a command (options Discord should not have sent,
        // such as a choice out of range or a user it did not resolve; a failed check): the
        // player still gets an answer.
        other => match other.ctx() {
            Some(ctx) => {
                shards::set_outcome("refused");
                tracing::info!(error = %other, command = ctx.command().name, "refused command");
                (ctx, Msg::BadOptions)
            }
            None => {
                tracing::warn!(error = %other, "framework error outside a command");
                return;
            }
        },
    };
    let reply = Reply::private(vec![msg]);
    let out = Outgoing::new(&reply, locale_of(ctx));
    if let Err(e) = Deliverer::of(ctx).deliver(Via::Command(ctx), out).await {
        tracing::warn!(error = %e, "could not send the error message");
    }
}
