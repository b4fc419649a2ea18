//! The one way a play-layer [`Reply`] reaches Discord. Every path (commands, buttons, the
//! move picker, game threads, the sweeper) builds its reply, says where it goes ([`Via`]),
//! and calls [`Deliverer::deliver`], which:
//!
//! 1. sends it there, retrying what Discord failed or rate limited;
//! 2. when an interaction could not be answered and the reply is public (it reports a change
//!    that is already stored), posts it in the interaction's channel instead, so the players
//!    still see it;
//! 3. once Discord has it, reports the outbox row delivered, and does what follows a change
//!    in a game thread: the parent channel's line (a game that started or ended there) and,
//!    for a finished game, archiving the thread a little later.
//!
//! What is not delivered stays in the outbox, and the sweeper announces it later through
//! this same function (its parent line and archiving included).

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, ComponentInteraction, CreateActionRow, Http, UserId};

use super::compose::{
    components, content_and_files, error_reply, interaction_message, mentions, reply_locale,
};
use super::context::{Context, Data, Error, Reach, actor_of, click_reach, command_reach};
use super::retry::{retrying, unless_limited};
use super::rooms;
use crate::domain::ChannelRef;
use crate::i18n::Locale;
use crate::table::{Reply, Table, TableError, Visibility};

/// Where a reply goes.
#[derive(Clone, Copy)]
pub enum Via<'a> {
    /// The answer to a slash command (poise sends a follow-up when it has answered before).
    Command(Context<'a>),
    /// The answer to a slash command that was deferred: the "thinking…" answer becomes a
    /// public reply (an edit, which sent twice still leaves one message) or is removed for a
    /// private one, which follows up.
    Deferred(Context<'a>),
    /// The answer to a click: a new message, or (`in_place`) the clicked message itself.
    Click {
        press: &'a ComponentInteraction,
        in_place: bool,
    },
    /// The answer to a click that was acknowledged first: that answer, edited.
    ClickEdit(&'a ComponentInteraction),
    /// A follow-up of a click already answered or acknowledged: where the bot is not a
    /// member (issue 39), the one way to show a new public message after the first answer.
    Followup(&'a ComponentInteraction),
    /// A message in a channel or a game thread (reopened if Discord archived it).
    Channel(ChannelId),
    /// A direct message.
    Dm(UserId),
}

impl Via<'_> {
    /// Where a public reply goes when its interaction cannot be answered: its channel, unless
    /// the bot is not a member there (nothing can be posted; the outbox keeps the change).
    fn fallback(&self) -> Option<ChannelId> {
        match self {
            Via::Command(ctx) | Via::Deferred(ctx) => {
                (command_reach(*ctx) == Reach::Member).then(|| ctx.channel_id())
            }
            Via::Click { press, .. } | Via::ClickEdit(press) | Via::Followup(press) => {
                (click_reach(press) == Reach::Member).then_some(press.channel_id)
            }
            Via::Channel(_) | Via::Dm(_) => None,
        }
    }
}

/// A reply in the language it is written in, with the move picker's menu rows if any (they
/// come before the reply's buttons).
pub struct Outgoing<'r> {
    pub reply: &'r Reply,
    pub locale: Locale,
    pub menu: Vec<CreateActionRow>,
}

impl<'r> Outgoing<'r> {
    pub fn new(reply: &'r Reply, locale: Locale) -> Outgoing<'r> {
        Outgoing {
            reply,
            locale,
            menu: Vec::new(),
        }
    }

    pub fn with_menu(mut self, rows: Vec<CreateActionRow>) -> Outgoing<'r> {
        self.menu = rows;
        self
    }

    fn rows(&self) -> Vec<CreateActionRow> {
        let mut rows = self.menu.clone();
        rows.extend(components(self.reply, self.locale));
        rows
    }

    fn response(&self) -> serenity::CreateInteractionResponseMessage {
        interaction_message(self.reply, self.locale).components(self.rows())
    }
}

/// How a delivery went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivered {
    /// Where it was meant to go.
    There,
    /// In the interaction's channel instead (the interaction could not be answered).
    InChannel,
}

/// What delivering needs: Discord, the play layer (for the outbox and a game's thread), and
/// how long a finished game's thread stays open.
#[derive(Clone)]
pub struct Deliverer {
    pub http: Arc<Http>,
    pub table: Table,
    pub archive_after: Duration,
}

impl Deliverer {
    /// The deliverer of a command or click.
    pub fn new(http: &Arc<Http>, data: &Data) -> Deliverer {
        Deliverer {
            http: Arc::clone(http),
            table: data.table.clone(),
            archive_after: data.archive_after,
        }
    }

    /// The deliverer of a command.
    pub fn of(ctx: Context<'_>) -> Deliverer {
        Deliverer::new(&ctx.serenity_context().http, ctx.data())
    }

    /// Delivers a reply (see the module's documentation). An error means Discord has
    /// nothing: for a stored change, the outbox still holds its announcement.
    pub async fn deliver(&self, via: Via<'_>, out: Outgoing<'_>) -> Result<Delivered, Error> {
        // The link to the reply's web page, where pages are on.
        let linked;
        let out = match self.table.page_link(out.reply).await {
            Some(link) => {
                linked = Reply {
                    link: Some(link),
                    ..out.reply.clone()
                };
                Outgoing {
                    reply: &linked,
                    ..out
                }
            }
            None => out,
        };
        let reply = out.reply;
        let delivered = match self.send(via, &out).await {
            Ok(()) => Delivered::There,
            Err(e) => match via.fallback() {
                Some(channel) if reply.visibility == Visibility::Public => {
                    tracing::warn!(error = %e, "could not answer an interaction; posting its reply in the channel");
                    rooms::post(&self.http, channel, reply, out.locale)
                        .await
                        .map_err(|refusal| format!("{refusal:?}"))?;
                    Delivered::InChannel
                }
                _ => return Err(e),
            },
        };
        self.table.delivered(reply).await;
        self.follow_up(reply, out.locale).await;
        Ok(delivered)
    }

    /// Sends once (with retries) where `via` says.
    async fn send(&self, via: Via<'_>, out: &Outgoing<'_>) -> Result<(), Error> {
        let http = &self.http;
        match via {
            Via::Command(ctx) => {
                let (content, files) = content_and_files(out.reply, out.locale);
                let mut message = poise::CreateReply::default()
                    .content(content)
                    .ephemeral(out.reply.visibility == Visibility::Private)
                    .components(out.rows())
                    .allowed_mentions(mentions(out.reply));
                for file in files {
                    message = message.attachment(file);
                }
                retrying("a command answer", || ctx.send(message.clone())).await?;
            }
            Via::Deferred(ctx) => self.send_deferred(ctx, out).await?,
            Via::Click { press, in_place } => {
                let message = out.response();
                let response = if in_place {
                    serenity::CreateInteractionResponse::UpdateMessage(message)
                } else {
                    serenity::CreateInteractionResponse::Message(message)
                };
                retrying("a click's answer", || {
                    press.create_response(http, response.clone())
                })
                .await?;
            }
            Via::ClickEdit(press) => {
                let (content, files) = content_and_files(out.reply, out.locale);
                let mut edit = serenity::EditInteractionResponse::new()
                    .content(content)
                    .components(out.rows())
                    .clear_attachments();
                for file in files {
                    edit = edit.new_attachment(file);
                }
                retrying("a click's edited answer", || {
                    press.edit_response(http, edit.clone())
                })
                .await?;
            }
            Via::Followup(press) => {
                let (content, files) = content_and_files(out.reply, out.locale);
                let message = serenity::CreateInteractionResponseFollowup::new()
                    .content(content)
                    .add_files(files)
                    .components(out.rows())
                    .allowed_mentions(mentions(out.reply))
                    .ephemeral(out.reply.visibility == Visibility::Private);
                // Sent again only when rate limited: a follow-up Discord applied but whose
                // answer was lost would show twice, and each one counts against the five an
                // interaction may have.
                unless_limited("a click's follow-up", || {
                    press.create_followup(http, message.clone())
                })
                .await?;
            }
            Via::Channel(channel) => rooms::post(http, channel, out.reply, out.locale)
                .await
                .map_err(|refusal| format!("posting in {channel}: {refusal:?}"))?,
            Via::Dm(user) => rooms::dm(http, user, out.reply, out.locale)
                .await
                .map_err(|refusal| format!("a direct message to {user}: {refusal:?}"))?,
        }
        Ok(())
    }

    /// Answers a deferred command: a public reply replaces the "thinking" placeholder; a
    /// private one cannot (the placeholder is public), so the placeholder is removed and the
    /// reply sent as a private follow-up.
    async fn send_deferred(&self, ctx: Context<'_>, out: &Outgoing<'_>) -> Result<(), Error> {
        let http = &self.http;
        let poise::Context::Application(app) = ctx else {
            return Box::pin(self.send(Via::Command(ctx), out)).await;
        };
        if out.reply.visibility == Visibility::Private {
            if let Err(e) = app.interaction.delete_response(http).await {
                tracing::warn!(error = %e, "could not remove a deferred placeholder");
            }
            return Box::pin(self.send(Via::Command(ctx), out)).await;
        }
        let (content, files) = content_and_files(out.reply, out.locale);
        let mut edit = serenity::EditInteractionResponse::new()
            .content(content)
            .components(out.rows())
            .allowed_mentions(mentions(out.reply));
        for file in files {
            edit = edit.new_attachment(file);
        }
        retrying("a deferred answer", || {
            app.interaction.edit_response(http, edit.clone())
        })
        .await?;
        Ok(())
    }

    /// What follows a reply that changed a game in a thread: the channel's line (a game that
    /// started or ended there), and archiving the thread of a finished game a little later,
    /// unless a new game (a rematch) started in it meanwhile.
    async fn follow_up(&self, reply: &Reply, locale: Locale) {
        let Some(note) = &reply.parent_note else {
            return;
        };
        if let Ok(parent) = note.channel.parse::<u64>() {
            let line = Reply::public(note.lines.clone()).in_language(locale);
            if let Err(e) = rooms::post(&self.http, ChannelId::new(parent), &line, locale).await {
                tracing::warn!(
                    ?e,
                    channel = parent,
                    "could not tell a channel about its game"
                );
            }
        }
        if reply.ends_game
            && let Ok(room) = note.room.parse::<u64>()
        {
            let this = self.clone();
            tokio::spawn(async move {
                tokio::time::sleep(this.archive_after).await;
                let thread = ChannelRef {
                    guild: None,
                    channel: room.to_string(),
                };
                if !matches!(this.table.store().active_game(&thread).await, Ok(None)) {
                    return;
                }
                if let Err(e) = rooms::archive(&this.http, ChannelId::new(room)).await {
                    tracing::info!(
                        ?e,
                        thread = room,
                        "could not archive a finished game's thread"
                    );
                }
            });
        }
    }
}

/// Answers a command with a reply ready at once, in the language the reply asks for.
pub async fn answer(ctx: Context<'_>, reply: &Reply) -> Result<(), Error> {
    let locale = reply_locale(reply, &actor_of(ctx));
    Deliverer::of(ctx)
        .deliver(Via::Command(ctx), Outgoing::new(reply, locale))
        .await?;
    Ok(())
}

/// Runs a play-layer call and delivers its reply (or its refusal), deferring first if the
/// call takes longer than Discord's patience allows.
pub async fn respond(
    ctx: Context<'_>,
    work: impl Future<Output = Result<Reply, TableError>>,
) -> Result<(), Error> {
    let mut work = std::pin::pin!(work);
    let (result, via) = match tokio::time::timeout(ctx.data().defer_after, &mut work).await {
        Ok(result) => (result, Via::Command(ctx)),
        Err(_) => {
            ctx.defer().await?;
            (work.await, Via::Deferred(ctx))
        }
    };
    let reply = result.unwrap_or_else(|e| error_reply(&e));
    let locale = reply_locale(&reply, &actor_of(ctx));
    Deliverer::of(ctx)
        .deliver(via, Outgoing::new(&reply, locale))
        .await?;
    Ok(())
}
