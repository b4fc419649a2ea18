//! `/vacation start [days]` and `/vacation end` (issue 28): the play layer stops and starts
//! the player's clocks ([`crate::table::Table::start_vacation`]); the answers are private.

use super::context::{Context, Error, actor_of, channel_of};
use super::deliver::respond;

/// Stop your clocks for some days, out of your vacation days this year
#[poise::command(
    slash_command,
    guild_only,
    subcommands("start", "end"),
    subcommand_required
)]
pub async fn vacation(_ctx: Context<'_>) -> Result<(), Error> {
    // Discord always sends a subcommand; poise dispatches it.
    Ok(())
}

/// Start a vacation: your clocks stop in every game of this server
#[poise::command(slash_command, guild_only)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "How many days (all you have left this year if empty)"]
    #[min = 1]
    #[max = 366]
    days: Option<i64>,
) -> Result<(), Error> {
    let (channel, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.start_vacation(&channel, &actor, days)).await
}

/// End your vacation now: your clocks run again
#[poise::command(slash_command, guild_only)]
pub async fn end(ctx: Context<'_>) -> Result<(), Error> {
    let (channel, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.end_vacation(&channel, &actor)).await
}
