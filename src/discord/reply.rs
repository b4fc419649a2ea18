//! Turning the play layer's replies into Discord messages, and answering within Discord's
//! three seconds.

use std::future::Future;
use std::sync::Arc;

use poise::serenity_prelude as serenity;

pub(super) use super::retry::retrying;
use super::{Context, Error};
use crate::i18n::Locale;
use crate::messages::{self, Msg, Style};
use crate::table::{Actor, ButtonStyle, Reply, TableError, Visibility};

/// Discord's limit on message content.
const MAX_CONTENT: usize = 2000;

/// Writes users as mentions and times as Discord's relative timestamps.
pub struct DiscordStyle;

impl Style for DiscordStyle {
    fn user(&self, id: &str) -> String {
        if id.chars().all(|c| c.is_ascii_digit()) && !id.is_empty() {
            format!("<@{id}>")
        } else {
            id.to_string()
        }
    }

    /// Discord shows the time relative to now, in each reader's own language.
    fn time(&self, unix: i64, _locale: Locale) -> String {
        format!("<t:{unix}:R>")
    }
}

/// The reply for a refusal or failure: player mistakes explained privately, our own
/// failures logged with detail and apologised for without it.
pub fn error_reply(e: &TableError) -> Reply {
    if e.is_internal() {
        tracing::error!(error = %e.chain(), "play layer failure");
        Reply::private(vec![Msg::Internal])
    } else {
        Reply::private(vec![Msg::Refused(e.clone())])
    }
}

/// The language of a reply to `actor`: public text follows the table (the game's language,
/// else the server's), private text its reader.
pub fn reply_locale(reply: &Reply, actor: &Actor) -> Locale {
    messages::language(
        reply.visibility,
        reply.locale.unwrap_or(actor.table_locale),
        actor.locale,
    )
}

/// Message text, with overly long content (a long record) moved into a text file.
pub fn content_and_files(
    reply: &Reply,
    locale: Locale,
) -> (String, Vec<serenity::CreateAttachment>) {
    let mut files = Vec::new();
    let mut content = messages::lines(&reply.lines, locale, &DiscordStyle);
    if content.chars().count() > MAX_CONTENT {
        files.push(serenity::CreateAttachment::bytes(
            content.clone().into_bytes(),
            "message.txt",
        ));
        content = content.chars().take(MAX_CONTENT - 20).collect::<String>() + "\n…";
        if content.matches("```").count() % 2 == 1 {
            content = content.chars().take(MAX_CONTENT - 30).collect::<String>() + "\n```…";
        }
    }
    if let Some(a) = &reply.attachment {
        files.push(serenity::CreateAttachment::bytes(
            a.bytes.clone(),
            attachment_name(reply, &a.filename),
        ));
    }
    (content, files)
}

/// The name an attachment is posted under: for the announcement of a stored change, marked
/// with it (`board-g12v34.png`), so that Discord's copy can be recognised later (see
/// [`super::rooms::already_posted`]).
pub fn attachment_name(reply: &Reply, filename: &str) -> String {
    match reply.announcement_mark() {
        Some(mark) => match filename.rsplit_once('.') {
            Some((stem, ext)) => format!("{stem}-{mark}.{ext}"),
            None => format!("{filename}-{mark}"),
        },
        None => filename.to_string(),
    }
}

/// The reply's buttons as one action row.
pub fn components(reply: &Reply, locale: Locale) -> Vec<serenity::CreateActionRow> {
    if reply.buttons.is_empty() {
        return Vec::new();
    }
    let buttons = reply
        .buttons
        .iter()
        .map(|b| {
            serenity::CreateButton::new(b.action.custom_id())
                .label(messages::button(b.label, locale))
                .style(match b.style {
                    ButtonStyle::Primary => serenity::ButtonStyle::Primary,
                    ButtonStyle::Secondary => serenity::ButtonStyle::Secondary,
                    ButtonStyle::Success => serenity::ButtonStyle::Success,
                    ButtonStyle::Danger => serenity::ButtonStyle::Danger,
                })
        })
        .collect();
    vec![serenity::CreateActionRow::Buttons(buttons)]
}

/// Mentions only the users the reply is meant to notify.
pub fn mentions(reply: &Reply) -> serenity::CreateAllowedMentions {
    let users: Vec<serenity::UserId> = reply
        .mentions
        .iter()
        .filter_map(|id| id.parse::<u64>().ok())
        .filter(|&id| id != 0)
        .map(serenity::UserId::new)
        .collect();
    serenity::CreateAllowedMentions::new().users(users)
}

/// Runs a play-layer call and sends its reply, deferring first if it takes long.
pub async fn respond(
    ctx: Context<'_>,
    work: impl Future<Output = Result<Reply, TableError>>,
) -> Result<(), Error> {
    let mut work = std::pin::pin!(work);
    match tokio::time::timeout(ctx.data().defer_after, &mut work).await {
        Ok(result) => send(ctx, &result.unwrap_or_else(|e| error_reply(&e))).await,
        Err(_) => {
            ctx.defer().await?;
            let reply = work.await.unwrap_or_else(|e| error_reply(&e));
            finish_deferred(ctx, &reply).await
        }
    }
}

/// Answers a command that was deferred. A public reply replaces the "thinking…" answer by
/// editing it: an edit Discord applied but answered with an error, sent again, still leaves
/// one message, where a retried follow-up would post the board twice. A private reply
/// removes the public placeholder and follows up privately.
async fn finish_deferred(ctx: Context<'_>, reply: &Reply) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return send(ctx, reply).await;
    };
    let http = &ctx.serenity_context().http;
    if reply.visibility == Visibility::Private {
        if let Err(e) = app.interaction.delete_response(http).await {
            tracing::warn!(error = %e, "could not remove a deferred placeholder");
        }
        return send(ctx, reply).await;
    }
    let locale = reply_locale(reply, &super::actor_of(ctx));
    super::threads::after(
        http,
        &ctx.data().table,
        reply,
        locale,
        ctx.data().archive_after,
    )
    .await;
    let (content, files) = content_and_files(reply, locale);
    let mut edit = serenity::EditInteractionResponse::new()
        .content(content)
        .components(components(reply, locale))
        .allowed_mentions(mentions(reply));
    for file in files {
        edit = edit.new_attachment(file);
    }
    match retrying("a deferred answer", || {
        app.interaction.edit_response(http, edit.clone())
    })
    .await
    {
        Ok(_) => {}
        Err(e) => {
            tracing::warn!(error = %e, "could not answer a deferred command; posting its reply in the channel");
            post(http, ctx.channel_id(), reply, locale).await?;
        }
    }
    ctx.data().table.delivered(reply).await;
    Ok(())
}

/// Sends a reply to a command. A public reply reports a change (a move, a resignation...)
/// that has already happened: if Discord keeps refusing the answer, it is posted in the
/// channel instead, so the players still see it.
pub async fn send(ctx: Context<'_>, reply: &Reply) -> Result<(), Error> {
    let locale = reply_locale(reply, &super::actor_of(ctx));
    let http = &ctx.serenity_context().http;
    super::threads::after(
        http,
        &ctx.data().table,
        reply,
        locale,
        ctx.data().archive_after,
    )
    .await;
    let (content, files) = content_and_files(reply, locale);
    let mut out = poise::CreateReply::default()
        .content(content)
        .ephemeral(reply.visibility == Visibility::Private)
        .components(components(reply, locale))
        .allowed_mentions(mentions(reply));
    for file in files {
        out = out.attachment(file);
    }
    match retrying("a command answer", || ctx.send(out.clone())).await {
        Ok(_) => {}
        Err(e) if reply.visibility == Visibility::Public => {
            tracing::warn!(error = %e, "could not answer a command; posting its reply in the channel");
            post(
                &ctx.serenity_context().http,
                ctx.channel_id(),
                reply,
                locale,
            )
            .await?;
        }
        Err(e) => return Err(e.into()),
    }
    ctx.data().table.delivered(reply).await;
    Ok(())
}

/// Posts a reply as a message in a channel.
pub async fn post(
    http: &Arc<serenity::Http>,
    channel: serenity::ChannelId,
    reply: &Reply,
    locale: Locale,
) -> Result<(), serenity::Error> {
    let message = channel_message(reply, locale);
    retrying("a channel message", || {
        channel.send_message(http, message.clone())
    })
    .await?;
    Ok(())
}

/// Discord's limit on a nonce's length.
const MAX_NONCE: usize = 25;

/// A reply as a channel message, with one nonce for every try of it, enforced: a post Discord
/// applied but answered with an error, sent again (by [`retrying`], or after reopening an
/// archived thread), is not posted twice. The announcement of a stored change takes its
/// nonce from the change, so that every process posting it again within Discord's nonce
/// window (a few minutes) gets the first post back instead of a second one.
pub fn channel_message(reply: &Reply, locale: Locale) -> serenity::CreateMessage {
    let (content, files) = content_and_files(reply, locale);
    let nonce = reply
        .announcement_mark()
        .map(|mark| format!("tb{mark}"))
        .filter(|n| n.len() <= MAX_NONCE)
        .unwrap_or_else(|| format!("tb{:x}", crate::table::random_u64() >> 8));
    serenity::CreateMessage::new()
        .content(content)
        .files(files)
        .components(components(reply, locale))
        .allowed_mentions(mentions(reply))
        .nonce(serenity::Nonce::String(nonce))
        .enforce_nonce(true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::GameId;
    use crate::store::Announced;

    fn announcing() -> Reply {
        Reply::public(vec![])
            .with_attachment("board.png", vec![1, 2, 3])
            .announcing(Announced::Game {
                game: GameId(12),
                version: 34,
            })
    }

    fn nonce(reply: &Reply) -> serde_json::Value {
        serde_json::to_value(channel_message(reply, Locale::EN)).expect("serializes")["nonce"]
            .clone()
    }

    #[test]
    fn a_change_is_posted_under_its_own_mark_and_nonce_every_time() {
        let reply = announcing();
        assert_eq!(attachment_name(&reply, "board.png"), "board-g12v34.png");
        assert_eq!(nonce(&reply), serde_json::json!("tbg12v34"));
        assert_eq!(nonce(&reply), nonce(&announcing()), "the same in every try");
        // Anything else keeps its name and gets a fresh nonce per message.
        let plain = Reply::public(vec![]).with_attachment("replay.gif", vec![]);
        assert_eq!(attachment_name(&plain, "replay.gif"), "replay.gif");
        assert_ne!(nonce(&plain), nonce(&plain));
    }
}
