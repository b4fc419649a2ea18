//! The move picker in Discord: the **Move** button under a board opens a private message
//! with the picker's menu and buttons; each choice updates that message in place, and
//! **Play** plays the turn, posts the board in the channel like `/move` does, and leaves the
//! private message saying what was played.
//!
//! Every answer is private: a click on a public board gets a new private message, a click
//! inside a private picker updates it (a public message is never rewritten by a picker's
//! id, even a forged one).

use poise::serenity_prelude as serenity;

use super::reply::{components, content_and_files, error_reply, post, reply_locale, retrying};
use super::{Data, Error};
use crate::domain::ChannelRef;
use crate::i18n::Locale;
use crate::messages;
use crate::table::{Actor, PickAction, Picked, PickerView};

/// Answers a picker's button or menu.
pub async fn handle(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    action: PickAction,
    actor: &Actor,
    channel: &ChannelRef,
) -> Result<(), Error> {
    let in_place = press
        .message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
    // A menu sends one more choice; a menu without a value reads as an unknown choice.
    let selected = match &press.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => {
            Some(values.first().map_or("", String::as_str))
        }
        _ => None,
    };
    // Playing may take longer than Discord's three seconds (the computer answers in the same
    // reply): acknowledge first, then edit the answer.
    let deferred = matches!(action, PickAction::Play { .. });
    if deferred {
        let ack = if in_place {
            serenity::CreateInteractionResponse::Acknowledge
        } else {
            serenity::CreateInteractionResponse::Defer(
                serenity::CreateInteractionResponseMessage::new().ephemeral(true),
            )
        };
        retrying("acknowledging a picker", || {
            press.create_response(&ctx.http, ack.clone())
        })
        .await?;
    }
    let view = match data.table.pick(channel, actor, action, selected).await {
        Ok(Picked::Picker(view)) => view,
        Ok(Picked::Played { public, private }) => {
            let locale = reply_locale(&public, actor);
            // The move is stored: if Discord keeps refusing the board, `/board` shows it.
            match post(&ctx.http, press.channel_id, &public, locale).await {
                Ok(()) => data.table.delivered(&public).await,
                // The move is stored and its announcement waits in the outbox: the sweeper
                // posts it if this keeps failing.
                Err(e) => tracing::warn!(error = %e, "could not post the board of a picked move"),
            }
            // A game that ended in its thread tells the channel and closes the thread.
            super::threads::after(&ctx.http, &data.table, &public, locale, data.archive_after)
                .await;
            PickerView {
                reply: private,
                menu: None,
            }
        }
        Err(e) => PickerView {
            reply: error_reply(&e),
            menu: None,
        },
    };
    let locale = actor.locale;
    let (content, files) = content_and_files(&view.reply, locale);
    let rows = picker_components(&view, locale);
    if deferred {
        let mut edit = serenity::EditInteractionResponse::new()
            .content(content)
            .components(rows)
            .clear_attachments();
        for file in files {
            edit = edit.new_attachment(file);
        }
        retrying("a picker's answer", || {
            press.edit_response(&ctx.http, edit.clone())
        })
        .await?;
        return Ok(());
    }
    let message = serenity::CreateInteractionResponseMessage::new()
        .content(content)
        .components(rows)
        .files(files);
    let response = if in_place {
        serenity::CreateInteractionResponse::UpdateMessage(message)
    } else {
        serenity::CreateInteractionResponse::Message(message.ephemeral(true))
    };
    retrying("a picker", || {
        press.create_response(&ctx.http, response.clone())
    })
    .await?;
    Ok(())
}

/// The picker's menu in one row, its buttons in the next.
fn picker_components(view: &PickerView, locale: Locale) -> Vec<serenity::CreateActionRow> {
    let mut rows = Vec::new();
    if let Some(menu) = &view.menu {
        let options = menu
            .options
            .iter()
            .map(|o| {
                serenity::CreateSelectMenuOption::new(
                    messages::picker::label(locale, &o.label),
                    o.value.clone(),
                )
            })
            .collect();
        let select = serenity::CreateSelectMenu::new(
            menu.action.custom_id(),
            serenity::CreateSelectMenuKind::String { options },
        )
        .placeholder(messages::picker::placeholder(locale, &menu.placeholder));
        rows.push(serenity::CreateActionRow::SelectMenu(select));
    }
    rows.extend(components(&view.reply, locale));
    rows
}
