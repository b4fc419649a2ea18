//! `/league` and its subcommands (issue 27). Each reads its options and calls the play layer
//! ([`crate::table::Table`]'s league use cases); who may run leagues is decided as for
//! tournaments: Manage Server, or the server's organizer role. Each division is a tournament
//! of the channel, whose games the sweeper opens in threads as any tournament's.

use super::compose::error_reply;
use super::context::{Context, Error, actor_of, channel_of};
use super::deliver::{answer, respond};
use super::params::{self, GeeseParam, SetupParam};
use crate::domain::LeagueId;
use crate::messages::Msg;
use crate::table::options::ChallengeOptions;
use crate::table::{Actor, LeagueRequest, Reply};

/// Who used the command, as a moderator of leagues when they organize tournaments here.
async fn organizer_of(ctx: Context<'_>) -> Actor {
    let actor = actor_of(ctx);
    if super::settings::organizes(ctx).await {
        actor.as_moderator()
    } else {
        actor
    }
}

/// The subcommands that take nothing but the league's `id`.
enum ById {
    Join,
    Leave,
    Start,
    Next,
    Standings,
}

async fn by_id(ctx: Context<'_>, which: ById, id: Option<i64>) -> Result<(), Error> {
    let table = &ctx.data().table;
    let (channel, id) = (channel_of(ctx), id.map(LeagueId));
    match which {
        ById::Join => respond(ctx, table.join_league(&channel, &actor_of(ctx), id)).await,
        ById::Leave => respond(ctx, table.leave_league(&channel, &actor_of(ctx), id)).await,
        ById::Start => {
            let actor = organizer_of(ctx).await;
            respond(ctx, table.start_league(&channel, &actor, id)).await
        }
        ById::Next => {
            let actor = organizer_of(ctx).await;
            respond(ctx, table.next_league_season(&channel, &actor, id)).await
        }
        ById::Standings => respond(ctx, table.league_standings(&channel, id)).await,
    }
}

/// Leagues on this server: seasons of divisions with promotion and relegation
#[poise::command(
    slash_command,
    guild_only,
    subcommands("create", "join", "leave", "start", "next", "standings", "list"),
    subcommand_required
)]
pub async fn league(_ctx: Context<'_>) -> Result<(), Error> {
    // Discord always sends a subcommand; poise dispatches it.
    Ok(())
}

/// Create a league in this channel (Manage Server or the organizer role)
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn create(
    ctx: Context<'_>,
    #[description = "The league's name"]
    #[max_length = 40]
    name: String,
    #[description = "The game every division plays"] game: u32,
    #[description = "TZAAR: how the board is set up"] setup: Option<SetupParam>,
    #[description = "Fox and Geese: number of geese"] geese: Option<GeeseParam>,
    #[description = "Fox and Geese: geese may also move sideways"] sideways: Option<bool>,
    #[description = "Time per turn (24h) or a bank (3d+1d); the server's default if empty"]
    #[autocomplete = "params::autocomplete_time"]
    #[max_length = 40]
    time: Option<String>,
    #[description = "Are the games rated?"] rated: Option<bool>,
    #[description = "Players in each division"]
    #[min = 3]
    #[max = 16]
    division_size: Option<u32>,
    #[description = "How many of each division go up after a season"]
    #[min = 0]
    #[max = 15]
    promote: Option<u32>,
    #[description = "How many of each division go down after a season"]
    #[min = 0]
    #[max = 15]
    relegate: Option<u32>,
) -> Result<(), Error> {
    let Some(game) = params::game(game) else {
        return answer(ctx, &Reply::private(vec![Msg::BadOptions])).await;
    };
    let time = match time.as_deref().map(|t| ctx.data().table.read_time(t)) {
        None => None,
        Some(Ok(control)) => Some(control),
        Some(Err(e)) => return answer(ctx, &error_reply(&e)).await,
    };
    let request = LeagueRequest {
        name,
        options: ChallengeOptions {
            game: Some(game),
            setup: setup.map(SetupParam::key),
            geese: geese.map(Into::into),
            sideways,
            side: None,
            time,
            level: None,
            rated,
        },
        division_size,
        promoted: promote,
        relegated: relegate,
    };
    let (channel, actor) = (channel_of(ctx), organizer_of(ctx).await);
    respond(
        ctx,
        ctx.data().table.create_league(&channel, &actor, &request),
    )
    .await
}

/// Join a league (before a season, or between seasons for the next one)
#[poise::command(slash_command, guild_only)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "Which league (this channel's if empty)"]
    #[min = 1]
    id: Option<i64>,
) -> Result<(), Error> {
    by_id(ctx, ById::Join, id).await
}

/// Leave a league (before a season, or between seasons)
#[poise::command(slash_command, guild_only)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "Which league (this channel's if empty)"]
    #[min = 1]
    id: Option<i64>,
) -> Result<(), Error> {
    by_id(ctx, ById::Leave, id).await
}

/// Start the league's first season (its organizer)
#[poise::command(slash_command, guild_only)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "Which league (this channel's if empty)"]
    #[min = 1]
    id: Option<i64>,
) -> Result<(), Error> {
    by_id(ctx, ById::Start, id).await
}

/// Start the next season once every division has finished (its organizer)
#[poise::command(slash_command, guild_only)]
pub async fn next(
    ctx: Context<'_>,
    #[description = "Which league (this channel's if empty)"]
    #[min = 1]
    id: Option<i64>,
) -> Result<(), Error> {
    by_id(ctx, ById::Next, id).await
}

/// Each division's standings in the current season
#[poise::command(slash_command, guild_only)]
pub async fn standings(
    ctx: Context<'_>,
    #[description = "Which league (this channel's if empty)"]
    #[min = 1]
    id: Option<i64>,
) -> Result<(), Error> {
    by_id(ctx, ById::Standings, id).await
}

/// This server's leagues
#[poise::command(slash_command, guild_only)]
pub async fn list(ctx: Context<'_>) -> Result<(), Error> {
    let channel = channel_of(ctx);
    respond(ctx, ctx.data().table.league_list(&channel)).await
}
