//! One global handler for every button: the id says what it refers to, so buttons keep
//! working after a restart and no in-memory collector is needed.

use poise::serenity_prelude as serenity;

use super::reply::{components, content_and_files, error_reply, mentions};
use super::{Data, Error};
use crate::i18n::Locale;
use crate::store::{ChannelRef, OfferKind};
use crate::table::{Action, Actor, Reply, Visibility};

/// Handles a button click. Foreign buttons are ignored.
pub async fn handle(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
) -> Result<(), Error> {
    let Some(action) = Action::parse(&press.data.custom_id) else {
        return Ok(());
    };
    let locale = Locale::from_tag(&press.locale);
    let name = press
        .member
        .as_ref()
        .and_then(|m| m.nick.clone())
        .or_else(|| press.user.global_name.clone())
        .unwrap_or_else(|| press.user.name.clone());
    let actor = Actor::new(&press.user.id.to_string(), &name, locale);
    let channel = ChannelRef {
        guild: press.guild_id.map(|g| g.to_string()),
        channel: press.channel_id.to_string(),
    };
    let table = &data.table;
    let result = match action {
        Action::Accept { challenge } => table.accept(&channel, &actor, Some(challenge)).await,
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
    };
    match result {
        // A new board (a game starts, a move is taken back, ...): post it as a new message,
        // so the player to move is notified, and retire the buttons it answered.
        Ok(reply) if reply.visibility == Visibility::Public && reply.attachment.is_some() => {
            press
                .create_response(&ctx.http, public(&reply, locale))
                .await?;
            let retire = serenity::EditMessage::new().components(Vec::new());
            let mut message = (*press.message).clone();
            if let Err(e) = message.edit(&ctx.http, retire).await {
                tracing::warn!(error = %e, "could not remove answered buttons");
            }
        }
        // Otherwise the message with the buttons becomes the answer and loses its buttons.
        Ok(reply) if reply.visibility == Visibility::Public => {
            press
                .create_response(&ctx.http, update(&reply, locale))
                .await?;
        }
        Ok(reply) => {
            press
                .create_response(&ctx.http, private(&reply, locale))
                .await?
        }
        Err(e) => {
            press
                .create_response(&ctx.http, private(&error_reply(&e), locale))
                .await?
        }
    }
    Ok(())
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

fn update(reply: &Reply, locale: Locale) -> serenity::CreateInteractionResponse {
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
