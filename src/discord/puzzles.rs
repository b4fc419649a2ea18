//! `/puzzle` and its subcommands (issue 29): a private puzzle from the bank, answered with
//! `/puzzle answer` (or `/move` where the player has no game), its solution, the player's
//! record. Every answer is private; the play layer keeps the open puzzle.

use poise::serenity_prelude as serenity;

use super::context::{Context, Error, actor_of, channel_of};
use super::deliver::{answer, respond};
use super::params;
use crate::messages::Msg;
use crate::table::Reply;

/// Puzzles from real and computer games: find the winning turn
#[poise::command(
    slash_command,
    guild_only,
    subcommands("play", "answer_turn", "solution", "stats", "daily"),
    subcommand_required
)]
pub async fn puzzle(_ctx: Context<'_>) -> Result<(), Error> {
    // Discord always sends a subcommand; poise dispatches it.
    Ok(())
}

/// A new puzzle, the easiest you have not done (in place of an open one)
#[poise::command(slash_command, guild_only)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Which game (any if empty)"] game: Option<u32>,
) -> Result<(), Error> {
    let game = match game {
        Some(index) => match params::game(index) {
            Some(choice) => Some(choice),
            None => return answer(ctx, &Reply::private(vec![Msg::BadOptions])).await,
        },
        None => None,
    };
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.puzzle_new(&ch, &actor, game)).await
}

/// The turns of your open puzzle that begin with what you typed.
async fn autocomplete_turn(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    match ctx.data().table.puzzle_suggest(&ch, &actor, partial).await {
        Ok(suggestions) => params::move_choices(&actor, suggestions),
        Err(_) => Vec::new(),
    }
}

/// Answer your open puzzle with a whole turn (e.g. d3xd4 c2-c3)
#[poise::command(slash_command, guild_only, rename = "answer")]
pub async fn answer_turn(
    ctx: Context<'_>,
    #[description = "Your turn, e.g. d3xd4 c2-c3 (TZAAR) or d4xd6 (Fox and Geese)"]
    #[autocomplete = "autocomplete_turn"]
    #[max_length = 100]
    turn: String,
) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.puzzle_answer(&ch, &actor, &turn)).await
}

/// Show the solution of your open puzzle (it then counts as not solved)
#[poise::command(slash_command, guild_only)]
pub async fn solution(ctx: Context<'_>) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.puzzle_solution(&ch, &actor)).await
}

/// Your puzzles on this server: solved, at the first try, given up
#[poise::command(slash_command, guild_only)]
pub async fn stats(ctx: Context<'_>) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.puzzle_stats(&ch, &actor)).await
}

/// Today's daily puzzle of this server (posted in its puzzle channel)
#[poise::command(slash_command, guild_only)]
pub async fn daily(ctx: Context<'_>) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.puzzle_daily(&ch, &actor)).await
}
