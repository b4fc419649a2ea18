//! One global handler for every button: the id says what it refers to, so buttons keep
//! working after a restart and no in-memory collector is needed.

use poise::serenity_prelude as serenity;

use super::reply::{
    components, content_and_files, error_reply, mentions, post, reply_locale, retrying,
};
use super::{Data, Error};
use crate::domain::{ChannelRef, OfferKind};
use crate::i18n::Locale;
use crate::messages::Msg;
use crate::table::{Action, Actor, Reply, Visibility};

/// Handles a button click. Every click is answered: one whose id we cannot read (an old
/// button, a forged id) gets a private "no longer valid".
pub async fn handle(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
) -> Result<(), Error> {
    let locale = Locale::from_tag(&press.locale);
    let Some(action) = Action::parse(&press.data.custom_id) else {
        tracing::info!(id = %press.data.custom_id.chars().take(100).collect::<String>(), "unknown button");
        let reply = Reply::private(vec![Msg::UnknownButton]);
        answer(ctx, press, private(&reply, locale), None, locale).await?;
        return Ok(());
    };
    let name = press
        .member
        .as_ref()
        .and_then(|m| m.nick.clone())
        .or_else(|| press.user.global_name.clone())
        .unwrap_or_else(|| press.user.name.clone());
    let table_locale = Locale::from_tag(press.guild_locale.as_deref().unwrap_or("en"));
    let actor = Actor::new(&press.user.id.to_string(), &name, locale)
        .at_table(table_locale)
        .with_handle(&press.user.name);
    let channel = ChannelRef {
        guild: press.guild_id.map(|g| g.to_string()),
        channel: press.channel_id.to_string(),
    };
    let table = &data.table;
    let result = match action {
        Action::Accept { challenge } => {
            match super::threads::accept(ctx, press, data, &channel, &actor, challenge).await? {
                super::threads::Started::InRoom => return Ok(()),
                super::threads::Started::Here(result) => *result,
            }
        }
        Action::Decline { challenge } => table.decline(&channel, &actor, Some(challenge)).await,
        Action::Cancel { challenge } => table.cancel(&channel, &actor, Some(challenge)).await,
        Action::Undo {
            version, accept, ..
        } => {
            table
                .answer_offer(&channel, &actor, OfferKind::Undo, Some(version), accept)
                .await
        }
        Action::Draw {
            version, accept, ..
        } => {
            table
                .answer_offer(&channel, &actor, OfferKind::Draw, Some(version), accept)
                .await
        }
        Action::Rematch { game } => table.rematch(&channel, &actor, game).await,
        // The move picker answers in its own private message.
        Action::Pick(pick) => {
            return super::picker::handle(ctx, press, data, pick, &actor, &channel).await;
        }
    };
    let locale = match &result {
        Ok(reply) => reply_locale(reply, &actor),
        Err(_) => locale,
    };
    if let Ok(reply) = &result {
        super::threads::after(&ctx.http, table, reply, locale, data.archive_after).await;
    }
    match result {
        // A new board (a game starts, a move is taken back, ...): post it as a new message,
        // so the player to move is notified, and retire the buttons it answered.
        // (A rematch offer too: the final board it was asked from stays as it is.)
        Ok(reply)
            if reply.visibility == Visibility::Public
                && (reply.attachment.is_some() || matches!(action, Action::Rematch { .. })) =>
        {
            answer(ctx, press, public(&reply, locale), Some(&reply), locale).await?;
            table.delivered(&reply).await;
            retire(ctx, press).await;
        }
        // Otherwise the message with the buttons becomes the answer and loses its buttons.
        Ok(reply) if reply.visibility == Visibility::Public => {
            let in_place = answer(ctx, press, update(&reply, locale), Some(&reply), locale).await?;
            table.delivered(&reply).await;
            if !in_place {
                retire(ctx, press).await;
            }
        }
        Ok(reply) => {
            answer(ctx, press, private(&reply, locale), None, locale).await?;
            table.delivered(&reply).await;
        }
        Err(e) => {
            answer(ctx, press, private(&error_reply(&e), locale), None, locale).await?;
        }
    }
    Ok(())
}

/// Answers the click, retrying when Discord fails or rate limits. A public reply reports a
/// change that already happened (a game started, an offer answered): if the answer keeps
/// failing, it is posted in the channel instead. Returns whether the click itself was
/// answered.
async fn answer(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    response: serenity::CreateInteractionResponse,
    fallback: Option<&Reply>,
    locale: Locale,
) -> Result<bool, Error> {
    let sent = retrying("a button answer", || {
        press.create_response(&ctx.http, response.clone())
    })
    .await;
    match (sent, fallback) {
        (Ok(_), _) => Ok(true),
        (Err(e), Some(reply)) => {
            tracing::warn!(error = %e, "could not answer a button; posting its reply in the channel");
            post(&ctx.http, press.channel_id, reply, locale).await?;
            Ok(false)
        }
        (Err(e), None) => Err(e.into()),
    }
}

/// Removes the buttons of the message that was answered.
async fn retire(ctx: &serenity::Context, press: &serenity::ComponentInteraction) {
    let edited = retrying("removing answered buttons", || {
        let mut message = (*press.message).clone();
        async move {
            message
                .edit(
                    &ctx.http,
                    serenity::EditMessage::new().components(Vec::new()),
                )
                .await
        }
    })
    .await;
    if let Err(e) = edited {
        tracing::warn!(error = %e, "could not remove answered buttons");
    }
}

fn public(reply: &Reply, locale: Locale) -> serenity::CreateInteractionResponse {
    let (content, files) = content_and_files(reply, locale);
    serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new()
            .content(content)
            .components(components(reply, locale))
            .files(files)
            .allowed_mentions(mentions(reply)),
    )
}

pub(super) fn update(reply: &Reply, locale: Locale) -> serenity::CreateInteractionResponse {
    let (content, files) = content_and_files(reply, locale);
    serenity::CreateInteractionResponse::UpdateMessage(
        serenity::CreateInteractionResponseMessage::new()
            .content(content)
            .components(components(reply, locale))
            .files(files)
            .allowed_mentions(mentions(reply)),
    )
}

fn private(reply: &Reply, locale: Locale) -> serenity::CreateInteractionResponse {
    let (content, files) = content_and_files(reply, locale);
    serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new()
            .content(content)
            .ephemeral(true)
            .files(files),
    )
}
