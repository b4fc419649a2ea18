//! `/replay` and the reading of an uploaded record for `/analyze file:` and `/replay file:`
//! (fetched as [`super::uploads`] says), the answer deferred when the fetching takes long.

use poise::serenity_prelude as serenity;

use super::compose::reply_locale;
use super::context::{Context, Error, actor_of, channel_of};
use super::deliver::{Deliverer, Outgoing, Via, answer, respond};
use crate::domain::GameId;
use crate::table::{RecordRefusal, Reply, TableError, Upload};

/// How a command's answer stands after reading an upload.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Answer {
    /// Not answered yet: Discord waits for the first answer.
    Pending,
    /// Deferred (publicly) while the file was fetched.
    Deferred,
}

/// Reads an uploaded record: fetched and read (see [`super::uploads::Uploads::fetch`]), the answer deferred
/// if that takes longer than Discord's patience allows for a first answer.
pub(super) async fn read_upload(
    ctx: Context<'_>,
    attachment: &serenity::Attachment,
) -> Result<(Result<Upload, TableError>, Answer), Error> {
    let uploads = &ctx.data().uploads;
    let work = async { Upload::read(&uploads.fetch(attachment).await?) };
    let mut work = std::pin::pin!(work);
    Ok(
        match tokio::time::timeout(ctx.data().defer_after, &mut work).await {
            Ok(result) => (result, Answer::Pending),
            Err(_) => {
                ctx.defer().await?;
                (work.await, Answer::Deferred)
            }
        },
    )
}

/// Delivers a reply, as the answer or (once deferred) in place of the "thinking…" one.
pub(super) async fn deliver(
    ctx: Context<'_>,
    reply: &Reply,
    answered: Answer,
) -> Result<(), Error> {
    let via = match answered {
        Answer::Pending => Via::Command(ctx),
        Answer::Deferred => Via::Deferred(ctx),
    };
    let locale = reply_locale(reply, &actor_of(ctx));
    Deliverer::of(ctx)
        .deliver(via, Outgoing::new(reply, locale))
        .await?;
    Ok(())
}

/// An animated replay of a game here, or of a record you upload
#[poise::command(slash_command, guild_only)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "The game's number (this channel's game if empty)"]
    #[min = 1]
    game: Option<i64>,
    #[description = "A game record: tablero's (from /history), Little Golem's or BoardSpace's"]
    file: Option<serenity::Attachment>,
) -> Result<(), Error> {
    let Some(attachment) = file else {
        let channel = channel_of(ctx);
        let table = ctx.data().table.clone();
        return respond(ctx, table.replay(&channel, game.map(GameId))).await;
    };
    if game.is_some() {
        let refusal = TableError::from(RecordRefusal::GameAndFile);
        return answer(ctx, &super::compose::error_reply(&refusal)).await;
    }
    // Fetched, read and drawn as one piece of work, deferred when it takes long: a file
    // that cannot be read is still answered privately (see `respond`).
    let table = ctx.data().table.clone();
    let locale = actor_of(ctx).table_locale;
    let uploads = &ctx.data().uploads;
    respond(ctx, async move {
        let upload = Upload::read(&uploads.fetch(&attachment).await?)?;
        table.replay_upload(&upload, locale).await
    })
    .await
}
