//! The move picker in Discord: the **Move** button under a board opens a private message
//! with the picker's menu and buttons; each choice updates that message in place, and
//! **Play** plays the turn, posts the board in the channel like `/move` does, and leaves the
//! private message saying what was played.
//!
//! Every answer is private: a click on a public board gets a new private message, a click
//! inside a private picker updates it (a public message is never rewritten by a picker's
//! id, even a forged one).

use poise::serenity_prelude as serenity;

use super::compose::{error_reply, reply_locale};
use super::context::{Data, Error, Reach, click_reach};
use super::deliver::{Deliverer, Outgoing, Via};
use super::retry::retrying;
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
    let deliverer = Deliverer::new(&ctx.http, data);
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
    let deferred = action.plays();
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
            // The board goes to the game's channel or thread like `/move`'s (with the
            // channel's line and the thread's archiving when the game ended). The move is
            // stored: if Discord keeps refusing the board, the outbox announces it later.
            // Where the bot is not a member (issue 39), the board follows the
            // acknowledged click instead (one follow-up).
            let locale = reply_locale(&public, actor);
            let board = Outgoing::new(&public, locale);
            let via = match click_reach(press) {
                Reach::Member => Via::Channel(press.channel_id),
                Reach::InteractionOnly => Via::Followup(press),
            };
            if let Err(e) = deliverer.deliver(via, board).await {
                tracing::warn!(error = %e, "could not post the board of a picked move");
            }
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
    let via = if deferred {
        Via::ClickEdit(press)
    } else {
        Via::Click { press, in_place }
    };
    let out = Outgoing::new(&view.reply, locale).with_menu(menu_row(&view, locale));
    deliverer.deliver(via, out).await?;
    Ok(())
}

/// The picker's menu, as the row above its buttons.
fn menu_row(view: &PickerView, locale: Locale) -> Vec<serenity::CreateActionRow> {
    let Some(menu) = &view.menu else {
        return Vec::new();
    };
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
    vec![serenity::CreateActionRow::SelectMenu(select)]
}
