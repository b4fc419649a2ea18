//! Games in their own threads (issue 14): opening a game's thread when a challenge is
//! accepted or a game against the computer starts, telling the channel, and closing the
//! thread after the game. The Discord calls are in [`super::rooms`]; the play layer decides
//! where each game lives ([`crate::table::Room`]).

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, UserId};

use super::compose::reply_locale;
use super::context::{
    Context, Data, Error, Reach, actor_of, channel_of, click_reach, command_reach,
};
use super::deliver::{Deliverer, Outgoing, Via};
use super::rooms::{self, RoomRefusal};
use crate::domain::{ChallengeId, ChannelRef};
use crate::games::GameSpec;
use crate::i18n::Locale;
use crate::messages::Msg;
use crate::table::{Actor, NoRoomReason, Reply, Room, Table, TableError};

/// How a game start went.
pub(super) enum Started {
    /// The game is in its thread; the click or command has been answered.
    InRoom,
    /// The game (or its refusal) is for the channel itself, answered as before threads.
    Here(Box<Result<Reply, TableError>>),
}

/// Why a refusal from Discord keeps a game in its channel.
fn reason(refusal: &RoomRefusal) -> NoRoomReason {
    match refusal {
        RoomRefusal::NoPermission => NoRoomReason::NoPermission,
        RoomRefusal::InThread => NoRoomReason::InThread,
        RoomRefusal::ThreadsOff => NoRoomReason::ThreadsOff,
        RoomRefusal::Failed(_) => NoRoomReason::Failed,
    }
}

/// Adds the line saying why a game is played in its channel.
fn noting(
    result: Result<Reply, TableError>,
    why: Option<NoRoomReason>,
) -> Result<Reply, TableError> {
    result.map(|mut reply| {
        if let Some(reason) = why {
            reply.lines.push(Msg::NoRoom { reason });
        }
        reply
    })
}

/// Whether a game started from `channel` should get a thread, or why not: the bot's host
/// may turn threads off for every server (no reason given then), a server for itself.
async fn wanted(
    data: &Data,
    channel: &ChannelRef,
    parent: Option<ChannelId>,
    reach: Reach,
) -> Result<(), Option<NoRoomReason>> {
    // Where the bot is not a member (issue 39) it cannot open a thread; nothing to explain.
    if !data.threads || channel.guild.is_none() || reach == Reach::InteractionOnly {
        return Err(None);
    }
    let on = match data.table.settings_of(channel).await {
        Ok(settings) => settings.threads.unwrap_or(true),
        Err(e) => {
            tracing::warn!(error = %e, "could not read the server's settings; using threads");
            true
        }
    };
    if !on {
        return Err(Some(NoRoomReason::ThreadsOff));
    }
    if parent.is_some() {
        return Err(Some(NoRoomReason::InThread));
    }
    Ok(())
}

/// A game thread's name in the server's language: "TZAAR · ana vs bruno". Each player is
/// an id with the name we know now (the one who acts), or just an id (a stored name).
async fn thread_name(
    table: &Table,
    spec: GameSpec,
    players: [(&str, Option<&str>); 2],
    locale: Locale,
) -> String {
    let names = player_names(table, players).await;
    rooms::thread_name(&crate::messages::thread_name(
        spec,
        [&names[0], &names[1]],
        locale,
    ))
}

/// The players' names for a thread's name: the one given (the name we know now, of the one
/// who acts), else the stored one, else the id.
async fn player_names(table: &Table, players: [(&str, Option<&str>); 2]) -> [String; 2] {
    let mut names = [String::new(), String::new()];
    for (name, (id, known)) in names.iter_mut().zip(players) {
        *name = match known {
            Some(known) => known.to_string(),
            None => match table.store().name_of(id).await {
                Ok(Some(stored)) => stored.name,
                _ => id.to_string(),
            },
        };
    }
    names
}

/// Accepts a challenge from its Accept button, in a thread made from the challenge message
/// when it can be. A click that cannot accept (a stranger's, a second one) opens nothing; a
/// thread that was opened for an accept that then failed (someone else was faster) is
/// removed again.
#[allow(clippy::too_many_arguments)]
pub(super) async fn accept(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    channel: &ChannelRef,
    actor: &Actor,
    challenge: ChallengeId,
    unrated: bool,
) -> Result<Started, Error> {
    let table = &data.table;
    let parent = rooms::parent_of(press.channel.as_ref());
    if let Err(why) = wanted(data, channel, parent, click_reach(press)).await {
        let result = table
            .accept_choosing(channel, actor, Some(challenge), None, unrated)
            .await;
        return Ok(Started::Here(Box::new(noting(result, why))));
    }
    let found = match table.check_accept(channel, actor, Some(challenge)).await {
        Ok(found) => found,
        Err(e) => return Ok(Started::Here(Box::new(Err(e)))),
    };
    // The server's public language, as the challenge stored it.
    let locale = found.locale;
    let name = thread_name(
        table,
        found.spec,
        [(&found.challenger, None), (&actor.id, Some(&actor.name))],
        locale,
    )
    .await;
    let opened = rooms::open_from_message(
        &ctx.http,
        press.channel_id,
        press.message.id,
        &name,
        found.time.turn_seconds(),
    )
    .await;
    let thread = match opened {
        Ok(thread) => thread,
        Err(refusal) => {
            tracing::info!(?refusal, "no thread for a game; playing it in its channel");
            let result = table
                .accept_choosing(channel, actor, Some(challenge), None, unrated)
                .await;
            return Ok(Started::Here(Box::new(noting(
                result,
                Some(reason(&refusal)),
            ))));
        }
    };
    let room = Room {
        thread: thread.to_string(),
    };
    let mut reply = match table
        .accept_choosing(channel, actor, Some(challenge), Some(&room), unrated)
        .await
    {
        Ok(reply) => reply,
        Err(e) => {
            discard(&ctx.http, thread).await;
            return Ok(Started::Here(Box::new(Err(e))));
        }
    };
    // The challenge message becomes the channel's line about the game, without buttons.
    let deliverer = Deliverer::new(&ctx.http, data);
    let note = reply.parent_note.take();
    let locale = reply_locale(&reply, actor);
    if let Some(note) = note {
        let line = Reply::public(note.lines).in_language(locale);
        let update = Via::Click {
            press,
            in_place: true,
        };
        if let Err(e) = deliverer
            .deliver(update, Outgoing::new(&line, locale))
            .await
        {
            tracing::warn!(error = %e, "could not answer an accepted challenge's click");
        }
    }
    move_in(
        &deliverer,
        thread,
        [&found.challenger, &actor.id],
        &reply,
        locale,
    )
    .await;
    Ok(Started::InRoom)
}

/// Starts a game against the computer from `/challenge`, in a new thread of the channel
/// when it can be. Returns the reply for the command: the channel's line about the game
/// (the board is posted in the thread), or the game itself when it stays in the channel.
pub(super) async fn against_computer(
    ctx: Context<'_>,
    request: crate::table::ChallengeRequest,
) -> Result<Reply, TableError> {
    let data = ctx.data();
    let table = &data.table;
    let (channel, actor) = (channel_of(ctx), actor_of(ctx));
    let reach = command_reach(ctx);
    if let Err(why) = wanted(data, &channel, rooms::command_parent(ctx), reach).await {
        return noting(table.challenge(&channel, &actor, &request).await, why);
    }
    let (actor, request) = table.prepare_challenge(&channel, &actor, &request).await?;
    let http = &ctx.serenity_context().http;
    let bot = table
        .config()
        .bot_user
        .clone()
        .ok_or(TableError::ComputerUnavailable)?;
    let name = thread_name(
        table,
        request.spec,
        [(&actor.id, Some(&actor.name)), (&bot.id, Some(&bot.name))],
        actor.table_locale,
    )
    .await;
    let turn = request
        .time
        .unwrap_or(table.config().default_time(None))
        .turn_seconds();
    let thread = match rooms::open_in_channel(http, ctx.channel_id(), &name, turn).await {
        Ok(thread) => thread,
        Err(refusal) => {
            tracing::info!(
                ?refusal,
                "no thread for a computer game; playing it in its channel"
            );
            let result = table.challenge(&channel, &actor, &request).await;
            return noting(result, Some(reason(&refusal)));
        }
    };
    let room = Room {
        thread: thread.to_string(),
    };
    let mut reply = match table
        .challenge_in(&channel, &actor, &request, Some(&room))
        .await
    {
        Ok(reply) => reply,
        Err(e) => {
            discard(http, thread).await;
            return Err(e);
        }
    };
    let note = reply.parent_note.take();
    let locale = reply_locale(&reply, &actor);
    move_in(&Deliverer::of(ctx), thread, [&actor.id], &reply, locale).await;
    Ok(match note {
        Some(note) => Reply::public(note.lines).in_language(locale),
        None => Reply::public(Vec::new()),
    })
}

/// Removes the thread of a game that did not start after all (someone else was faster).
async fn discard(http: &serenity::Http, thread: ChannelId) {
    if let Err(err) = thread.delete(http).await {
        tracing::warn!(error = %err, "could not remove the thread of a game that did not start");
    }
}

/// Seats the players in their game's new thread and posts its first board there.
async fn move_in(
    deliverer: &Deliverer,
    thread: ChannelId,
    players: impl IntoIterator<Item = &String>,
    first: &Reply,
    locale: Locale,
) {
    seat(deliverer, thread, players).await;
    let posted = deliverer
        .deliver(Via::Channel(thread), Outgoing::new(first, locale))
        .await;
    if let Err(e) = posted {
        tracing::error!(
            error = %e,
            thread = thread.get(),
            "could not post a game's first board in its thread"
        );
    }
}

/// Adds the players to their game's thread, so it shows in their thread list.
async fn seat(
    deliverer: &Deliverer,
    thread: ChannelId,
    players: impl IntoIterator<Item = &String>,
) {
    for player in players {
        if let Ok(id) = player.parse::<u64>()
            && id != 0
        {
            rooms::add_member(&deliverer.http, thread, UserId::new(id)).await;
        }
    }
}

/// Announces in a tournament game's pending room (see `table::tournaments::rooms`): opens
/// the game's thread in the tournament's channel, moves the game there, seats the players
/// and posts its first board (the channel hears of it). Tournament games always get a
/// thread, whatever the server's `threads` setting: a round's games are played at once.
///
/// A thread Discord refuses leaves the announcement in the outbox, so a later sweep tries
/// again; the tournament's channel is told why once, on the first try (`recorded_at` is only
/// set on the outbox's later tries).
pub(super) async fn open_pending_room(deliverer: &Deliverer, a: &crate::table::Announcement) {
    let table = &deliverer.table;
    let pending = match table.pending_room(&a.channel).await {
        Ok(Some(pending)) => pending,
        // No game waits there any more (it ended, or another process moved it): nothing to
        // post, and nothing to post again.
        Ok(None) => {
            table.delivered(&a.reply).await;
            return;
        }
        Err(e) => {
            tracing::warn!(error = %e.chain(), channel = %a.channel.channel, "cannot read a pending room");
            return;
        }
    };
    let Ok(parent) = pending.parent.parse::<u64>() else {
        tracing::warn!(parent = %pending.parent, "a pending room outside any Discord channel");
        return;
    };
    let parent = ChannelId::new(parent);
    let [first, second] = &pending.players;
    let names = player_names(table, [(first, None), (second, None)]).await;
    let name = rooms::thread_name(&crate::messages::tournament_thread_name(
        &pending.tournament,
        pending.round,
        [&names[0], &names[1]],
        pending.locale,
    ));
    let thread = match rooms::open_in_channel(&deliverer.http, parent, &name, pending.turn_seconds)
        .await
    {
        Ok(thread) => thread,
        Err(refusal) => {
            tracing::warn!(?refusal, game = %pending.game, "no thread for a tournament game yet");
            if a.recorded_at.is_none() {
                tell_no_thread(deliverer, parent, &pending).await;
            }
            return;
        }
    };
    let room = Room {
        thread: thread.to_string(),
    };
    match table.settle_room(&pending, &room).await {
        Ok(Some(first)) => {
            move_in(deliverer, thread, &pending.players, &first, pending.locale).await;
        }
        Ok(None) => discard(&deliverer.http, thread).await,
        Err(e) => {
            tracing::warn!(error = %e.chain(), game = %pending.game, "could not move a tournament game to its thread");
            discard(&deliverer.http, thread).await;
        }
    }
}

/// Tells the tournament's channel that a game is waiting for a thread, and why.
async fn tell_no_thread(deliverer: &Deliverer, parent: ChannelId, p: &crate::table::PendingRoom) {
    let line = Msg::Tournament(crate::table::TournamentLine::NoThread {
        name: p.tournament.clone(),
        round: p.round,
        board: p.board,
        first: p.players[0].clone(),
        second: p.players[1].clone(),
    });
    let reply = Reply::public(vec![line]).in_language(p.locale);
    if let Err(e) = deliverer
        .deliver(Via::Channel(parent), Outgoing::new(&reply, p.locale))
        .await
    {
        tracing::warn!(error = %e, "could not say why a tournament game has no thread");
    }
}
