//! `/analyze`: a refusal (no finished game, a game in progress, an uploaded record that
//! cannot be read) is answered at once and privately; a review is deferred (it takes
//! seconds), the "thinking…" answer edited with its progress every couple of seconds, then
//! replaced by the review. `file:` reviews an uploaded record instead (fetched as
//! [`super::records`] says) as `tablero analyze` reviews one.

use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;

use super::compose::{DiscordStyle, reply_locale};
use super::context::{Context, Error, actor_of, channel_of};
use super::deliver::{Deliverer, Outgoing, Via, answer};
use super::retry::retrying;
use crate::domain::GameId;
use crate::messages::{self, Msg};
use crate::table::{AnalysisLine, AnalysisTarget, RecordRefusal, TableError, Upload};

/// How often the deferred answer shows the progress (each edit is a Discord call).
const PROGRESS_EVERY: Duration = Duration::from_secs(2);

/// A finished game reviewed by the engine: a chart of the chances and the key moments
#[poise::command(slash_command, guild_only)]
pub async fn analyze(
    ctx: Context<'_>,
    #[description = "The game's number (the last finished game here if empty)"]
    #[min = 1]
    game: Option<i64>,
    #[description = "Review a record instead: tablero's (from /history), Little Golem's or BoardSpace's"]
    file: Option<serenity::Attachment>,
) -> Result<(), Error> {
    let (channel, actor) = (channel_of(ctx), actor_of(ctx));
    let table = ctx.data().table.clone();
    // A refusal is answered at once, privately; only a review is deferred.
    let (reviewed, locale) = match file {
        Some(_) if game.is_some() => {
            let refusal = TableError::from(RecordRefusal::GameAndFile);
            return answer(ctx, &super::compose::error_reply(&refusal)).await;
        }
        Some(attachment) => {
            let (upload, answered) = super::records::read_upload(ctx, &attachment).await?;
            let upload = match upload {
                Ok(upload) => upload,
                Err(e) => {
                    let reply = super::compose::error_reply(&e);
                    return super::records::deliver(ctx, &reply, answered).await;
                }
            };
            if answered == super::records::Answer::Pending {
                ctx.defer().await?;
            }
            // An uploaded game has no language of its own: the channel's.
            (Reviewed::Upload(upload), actor.table_locale)
        }
        None => {
            let target = match table.analysis_target(&channel, game.map(GameId)).await {
                Ok(target) => target,
                Err(e) => return answer(ctx, &super::compose::error_reply(&e)).await,
            };
            ctx.defer().await?;
            let locale = target.locale();
            (Reviewed::Stored(Box::new(target)), locale)
        }
    };
    let (tx, mut rx) = tokio::sync::watch::channel((0usize, 0usize));
    let progress = move |done: usize, total: usize| {
        let _ = tx.send((done, total));
    };
    let mut work = std::pin::pin!(async {
        match reviewed {
            Reviewed::Stored(target) => table.analyze_target(*target, &progress).await,
            Reviewed::Upload(upload) => table.analyze_upload(&upload, locale, &progress).await,
        }
    });
    let mut shown = Instant::now();
    let result = loop {
        tokio::select! {
            result = &mut work => break result,
            changed = rx.changed() => {
                if changed.is_err() {
                    break (&mut work).await;
                }
                if shown.elapsed() < PROGRESS_EVERY {
                    continue;
                }
                let (done, total) = *rx.borrow_and_update();
                show_progress(ctx, done, total, locale).await;
                shown = Instant::now();
            }
        }
    };
    let reply = result.unwrap_or_else(|e| super::compose::error_reply(&e));
    let locale = reply_locale(&reply, &actor);
    Deliverer::of(ctx)
        .deliver(Via::Deferred(ctx), Outgoing::new(&reply, locale))
        .await?;
    Ok(())
}

/// What `/analyze` reviews: a stored game, or a record a player uploaded.
enum Reviewed {
    Stored(Box<AnalysisTarget>),
    Upload(Upload),
}

/// Edits the deferred answer to say how far the review is; a failure only costs the
/// progress line.
async fn show_progress(ctx: Context<'_>, done: usize, total: usize, locale: crate::i18n::Locale) {
    let poise::Context::Application(app) = ctx else {
        return;
    };
    let line = Msg::Analysis(AnalysisLine::Progress { done, total });
    let text = messages::lines(&[line], locale, &DiscordStyle);
    let edit = serenity::EditInteractionResponse::new().content(text);
    let http = &ctx.serenity_context().http;
    if let Err(e) = retrying("an analysis's progress", || {
        app.interaction.edit_response(http, edit.clone())
    })
    .await
    {
        tracing::debug!(error = %e, "could not show an analysis's progress");
    }
}
