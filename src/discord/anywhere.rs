//! Play anywhere (issue 39): channels where the bot is not a member (DMs and group DMs
//! between people, servers that never added it, reached through a player's own install of
//! the app). There the bot cannot post: each interaction's context says so (see
//! [`super::context::reach`]), the channel is recorded for the sweeper, and what the sweeper
//! finds for it (a turn out of time, an expired challenge) is held, told to the players by
//! direct message where Discord lets the bot send one, and shown as a follow-up of the next
//! interaction in that channel. Reminders there go by direct message or not at all.

use poise::serenity_prelude as serenity;

use super::context::{Context, Reach, click_reach, command_reach};
use super::deliver::{Deliverer, Outgoing, Via};
use crate::table::{Announcement, Reply};

/// Before a command: records a channel where only interactions reach.
pub async fn before_command(ctx: Context<'_>) {
    if command_reach(ctx) == Reach::InteractionOnly {
        let channel = ctx.channel_id().to_string();
        ctx.data().table.note_interaction_only(&channel).await;
    }
}

/// After a command answered: what is held for its channel follows the answer.
pub async fn after_command(ctx: Context<'_>) {
    if command_reach(ctx) != Reach::InteractionOnly {
        return;
    }
    let deliverer = Deliverer::of(ctx);
    let channel = ctx.channel_id().to_string();
    for a in deliverer.table.take_held(&channel).await {
        let out = Outgoing::new(&a.reply, a.locale);
        if let Err(e) = deliverer.deliver(Via::Command(ctx), out).await {
            tracing::warn!(error = %e, "could not show a held announcement");
        }
    }
}

/// Before a click: records a channel where only interactions reach.
pub async fn before_click(deliverer: &Deliverer, press: &serenity::ComponentInteraction) {
    if click_reach(press) == Reach::InteractionOnly {
        let channel = press.channel_id.to_string();
        deliverer.table.note_interaction_only(&channel).await;
    }
}

/// After a click answered: what is held for its channel follows the answer.
pub async fn after_click(deliverer: &Deliverer, press: &serenity::ComponentInteraction) {
    if click_reach(press) != Reach::InteractionOnly {
        return;
    }
    let channel = press.channel_id.to_string();
    for a in deliverer.table.take_held(&channel).await {
        let out = Outgoing::new(&a.reply, a.locale);
        if let Err(e) = deliverer.deliver(Via::Followup(press), out).await {
            tracing::warn!(error = %e, "could not show a held announcement");
        }
    }
}

/// What the sweeper found for a channel the bot cannot post in. A change (a turn out of
/// time, an expired challenge) is held for the next interaction there and told to the
/// people concerned by direct message; a reminder goes by direct message (unless one was
/// already tried) or not at all.
pub async fn beyond_reach(deliverer: &Deliverer, a: &Announcement, dm_tried: bool) {
    if a.reply.announces.is_none() {
        if dm_tried {
            return;
        }
        for user in &a.reply.mentions {
            dm_copy(deliverer, user, a).await;
        }
        return;
    }
    for user in deliverer.table.hold(a).await {
        dm_copy(deliverer, &user, a).await;
    }
}

/// A direct message with an announcement's text and board, without its buttons (they belong
/// to the channel it is for) and without delivering its change: the channel still shows it
/// at its next interaction.
async fn dm_copy(deliverer: &Deliverer, user: &str, a: &Announcement) {
    let Some(id) = user.parse::<u64>().ok().filter(|&id| id != 0) else {
        return;
    };
    let copy = Reply {
        buttons: Vec::new(),
        announces: None,
        parent_note: None,
        ..a.reply.clone()
    };
    let via = Via::Dm(serenity::UserId::new(id));
    if let Err(e) = deliverer.deliver(via, Outgoing::new(&copy, a.locale)).await {
        tracing::info!(user = id, error = %e, "no direct message about a game where the bot cannot post");
    }
}
