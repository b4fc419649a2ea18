//! Game rooms on Discord (issue 14): the public thread a game is played in, its members, its
//! archiving, and the direct messages of turn reminders.
//!
//! Thin on purpose: each function is one Discord call (with the retries of
//! [`super::retry::retrying`]) and a typed answer. Which game lives in which thread, and what
//! to say when there is no thread, is the caller's business: every failure that sends a game
//! back to its channel comes back as a [`RoomRefusal`], which the caller maps to catalogue
//! text. Nothing here panics or loses a game: a thread that cannot be made is a refusal, a
//! player who cannot be added is a log line.

use poise::serenity_prelude as serenity;
use serenity::{
    AutoArchiveDuration, ChannelId, ChannelType, CreateMessage, CreateThread, EditThread, Http,
    MessageId, PartialChannel, UserId,
};

use super::compose;
use super::context::Context;
use super::retry::{failure, retrying, unless_limited};
use crate::i18n::Locale;
use crate::table::Reply;

/// Discord's limit on a thread name.
pub const MAX_NAME: usize = 100;
/// The name of a thread whose given name has nothing to show (Discord refuses empty names).
const FALLBACK_NAME: &str = "tablero";

/// Discord's JSON error codes this module tells apart.
mod code {
    /// The bot cannot see the channel.
    pub const MISSING_ACCESS: isize = 50001;
    /// The user accepts no direct messages from the bot (or shares no server with it).
    pub const CANNOT_MESSAGE_USER: isize = 50007;
    /// The bot lacks a permission (here: Create Public Threads, Send Messages in Threads,
    /// Manage Threads).
    pub const MISSING_PERMISSIONS: isize = 50013;
    /// The channel cannot hold the thread: it is a thread itself, a forum post, a voice
    /// channel's chat.
    pub const WRONG_CHANNEL_TYPE: isize = 50024;
    /// The thread is archived (Discord archives idle threads on its own).
    pub const THREAD_ARCHIVED: isize = 50083;
    /// The message already has a thread (a creation Discord applied but whose answer was
    /// lost, sent again).
    pub const THREAD_ALREADY_CREATED: isize = 160004;
}

/// Why a game gets no room of its own. Each one sends the game back to its channel, as
/// before threads; the caller says so in the reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoomRefusal {
    /// Discord says the bot may not (403; codes 50013, 50001): it lacks Create Public
    /// Threads, Send Messages in Threads or Manage Threads there, or cannot see the channel.
    /// For a direct message: the player accepts none from the bot (code 50007).
    NoPermission,
    /// The challenge was made where no thread can be made: inside a thread or a forum post
    /// (Discord's code 50024, or [`parent_of`] said so before asking).
    InThread,
    /// The server turned game threads off (its settings). Never returned by a Discord call
    /// here: it lets the caller map every fallback from one type.
    ThreadsOff,
    /// Anything else (Discord down, an unexpected answer): the detail, for the log.
    Failed(String),
}

/// A thread name Discord accepts: one line (control characters and runs of whitespace become
/// one space), trimmed, at most [`MAX_NAME`] long and cut between characters, never empty.
/// The length is counted in UTF-16 units, which is never less than in characters, so the
/// name fits however Discord counts.
pub fn thread_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len().min(4 * MAX_NAME));
    let mut units = 0;
    let mut space = false;
    for c in name.trim().chars() {
        if c.is_whitespace() || c.is_control() {
            space = true;
            continue;
        }
        let gap = usize::from(space && !out.is_empty());
        if units + gap + c.len_utf16() > MAX_NAME {
            break;
        }
        if gap == 1 {
            out.push(' ');
        }
        out.push(c);
        units += gap + c.len_utf16();
        space = false;
    }
    if out.is_empty() {
        FALLBACK_NAME.to_owned()
    } else {
        out
    }
}

/// The auto-archive duration that covers a turn: the shortest Discord offers (an hour, a day,
/// three days, a week) that is at least the turn time, else a week. A thread idle that long
/// is archived by Discord; [`post`] reopens it.
pub fn archive_after(turn_secs: i64) -> AutoArchiveDuration {
    let minutes = u64::try_from(turn_secs).unwrap_or(0).div_ceil(60);
    [
        (60, AutoArchiveDuration::OneHour),
        (1440, AutoArchiveDuration::OneDay),
        (4320, AutoArchiveDuration::ThreeDays),
        (10080, AutoArchiveDuration::OneWeek),
    ]
    .into_iter()
    .find(|&(covers, _)| covers >= minutes)
    .map_or(AutoArchiveDuration::OneWeek, |(_, d)| d)
}

/// Opens the game's public thread on the challenge message
/// (`POST /channels/{channel}/messages/{message}/threads`), so the channel shows the
/// challenge with its thread under it. The thread's id is the message's (as Discord makes
/// it); a creation sent again after Discord applied it finds that thread.
pub async fn open_from_message(
    http: &Http,
    channel: ChannelId,
    message: MessageId,
    name: &str,
    turn_secs: i64,
) -> Result<ChannelId, RoomRefusal> {
    let builder =
        CreateThread::new(thread_name(name)).auto_archive_duration(archive_after(turn_secs));
    let created = retrying("a game thread", || {
        channel.create_thread_from_message(http, message, builder.clone())
    })
    .await;
    match created {
        Ok(Some(thread)) => {
            tracing::info!(
                channel = channel.get(),
                thread = thread.id.get(),
                "game thread opened"
            );
            Ok(thread.id)
        }
        Ok(None) => Ok(ChannelId::new(message.get())),
        Err(e) if failure(&e).is_some_and(|(_, c)| c == code::THREAD_ALREADY_CREATED) => {
            tracing::info!(
                channel = channel.get(),
                message = message.get(),
                "the challenge already has its thread; using it"
            );
            Ok(ChannelId::new(message.get()))
        }
        Err(e) => Err(refusal("opening a game thread", channel.get(), &e)),
    }
}

/// Opens a public thread (type 11) in a channel without a starting message
/// (`POST /channels/{channel}/threads`): for games no challenge message announced (against
/// the computer, rematches). Sent again only when rate limited: Discord does not recognise a
/// repeated creation, and a second empty thread is worse than the channel.
pub async fn open_in_channel(
    http: &Http,
    channel: ChannelId,
    name: &str,
    turn_secs: i64,
) -> Result<ChannelId, RoomRefusal> {
    let builder = CreateThread::new(thread_name(name))
        .kind(ChannelType::PublicThread)
        .auto_archive_duration(archive_after(turn_secs));
    match unless_limited("a game thread", || {
        channel.create_thread(http, builder.clone())
    })
    .await
    {
        Ok(thread) => {
            tracing::info!(
                channel = channel.get(),
                thread = thread.id.get(),
                "game thread opened"
            );
            Ok(thread.id)
        }
        Err(e) => Err(refusal("opening a game thread", channel.get(), &e)),
    }
}

/// Adds a player to the game's thread (`PUT /channels/{thread}/thread-members/{user}`), so it
/// shows in their list and they are notified. Not fatal: a player left out can still open the
/// thread from the channel, so a failure is logged and `false` returned.
pub async fn add_member(http: &Http, thread: ChannelId, user: UserId) -> bool {
    match retrying("a thread member", || thread.add_thread_member(http, user)).await {
        Ok(_) => true,
        Err(e) => {
            tracing::warn!(
                thread = thread.get(),
                user = user.get(),
                error = %e,
                "could not add a player to their game's thread"
            );
            false
        }
    }
}

/// Archives a finished game's thread (`PATCH /channels/{thread}` `{archived: true}`): it
/// leaves the channel's thread list but stays readable. Needs Manage Threads.
pub async fn archive(http: &Http, thread: ChannelId) -> Result<(), RoomRefusal> {
    set_archived(http, thread, true).await
}

/// Reopens an archived thread (`PATCH /channels/{thread}` `{archived: false}`).
pub async fn reopen(http: &Http, thread: ChannelId) -> Result<(), RoomRefusal> {
    set_archived(http, thread, false).await
}

async fn set_archived(http: &Http, thread: ChannelId, archived: bool) -> Result<(), RoomRefusal> {
    let what = if archived {
        "archiving a game thread"
    } else {
        "reopening a game thread"
    };
    let edit = EditThread::new().archived(archived);
    match retrying(what, || thread.edit_thread(http, edit.clone())).await {
        Ok(_) => Ok(()),
        Err(e) => Err(refusal(what, thread.get(), &e)),
    }
}

/// Posts a reply in a game's thread. Discord archives a thread idle longer than its
/// auto-archive duration (a long turn): when it answers "thread is archived" (code 50083),
/// the thread is reopened and the same message sent once more. The message keeps one
/// enforced nonce throughout, so however often it is sent, it is posted once.
pub async fn post(
    http: &Http,
    thread: ChannelId,
    reply: &Reply,
    locale: Locale,
) -> Result<(), RoomRefusal> {
    let message = compose::channel_message(reply, locale);
    match send(http, thread, &message).await {
        Err(e) if failure(&e).is_some_and(|(_, c)| c == code::THREAD_ARCHIVED) => {
            tracing::info!(
                thread = thread.get(),
                "the game thread was archived; reopening it"
            );
            reopen(http, thread).await?;
            send(http, thread, &message)
                .await
                .map_err(|e| refusal("posting in a reopened game thread", thread.get(), &e))
        }
        sent => sent.map_err(|e| refusal("posting in a game thread", thread.get(), &e)),
    }
}

/// How far before a change was recorded the search for its post starts (clocks differ).
const POSTED_SLACK_MS: u64 = 60_000;
/// Discord's epoch (2015-01-01) in Unix milliseconds: message ids count from it.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// Whether `channel` already shows `reply`, the announcement of a change recorded at
/// `recorded_at` whose delivery was never confirmed: a message of the bot's since then (a
/// post or an interaction's answer) whose board bears the change's mark (see
/// [`compose::attachment_name`]). Asked before announcing the change again, since the process
/// may have died after Discord had the answer and before recording that. A question Discord
/// does not answer counts as not posted: a change may be announced twice then, never not at
/// all. (A reply without a board is left to its nonce, see [`compose::channel_message`].)
pub async fn already_posted(
    http: &Http,
    channel: ChannelId,
    bot: UserId,
    reply: &Reply,
    recorded_at: i64,
) -> bool {
    let Some(board) = &reply.attachment else {
        return false;
    };
    if reply.announcement_mark().is_none() {
        return false;
    }
    let name = compose::attachment_name(reply, &board.filename);
    let query = serenity::GetMessages::new()
        .after(first_id_since(recorded_at))
        .limit(100);
    match retrying("the channel's recent messages", || {
        channel.messages(http, query)
    })
    .await
    {
        Ok(Some(messages)) => messages
            .iter()
            .any(|m| m.author.id == bot && m.attachments.iter().any(|a| a.filename == name)),
        Ok(None) => false,
        Err(e) => {
            tracing::info!(channel = channel.get(), error = %e, "cannot read a channel's recent messages");
            false
        }
    }
}

/// The smallest message id Discord could have given a message made [`POSTED_SLACK_MS`]
/// before `unix` seconds (ids are milliseconds since Discord's epoch, shifted by 22 bits).
fn first_id_since(unix: i64) -> MessageId {
    let since_ms = u64::try_from(unix)
        .unwrap_or(0)
        .saturating_mul(1000)
        .saturating_sub(POSTED_SLACK_MS)
        .saturating_sub(DISCORD_EPOCH_MS)
        .min(u64::MAX >> 22);
    MessageId::new((since_ms << 22).max(1))
}

/// Opens (or finds: Discord keeps one per user) the bot's direct-message channel with a
/// player (`POST /users/@me/channels`), for the reminders a player asked to get privately.
pub async fn open_dm(http: &Http, user: UserId) -> Result<ChannelId, RoomRefusal> {
    match retrying("a direct-message channel", || user.create_dm_channel(http)).await {
        Ok(Some(channel)) => Ok(channel.id),
        Ok(None) => Err(RoomRefusal::Failed("no direct-message channel".into())),
        Err(e) => Err(refusal("opening a direct-message channel", user.get(), &e)),
    }
}

/// Sends a reply to a player privately. [`RoomRefusal::NoPermission`] when they accept no
/// direct messages from the bot: the caller pings them in the game's thread instead.
pub async fn dm(
    http: &Http,
    user: UserId,
    reply: &Reply,
    locale: Locale,
) -> Result<(), RoomRefusal> {
    let channel = open_dm(http, user).await?;
    let message = compose::channel_message(reply, locale);
    send(http, channel, &message)
        .await
        .map_err(|e| refusal("sending a direct message", user.get(), &e))
}

/// Whether a channel type is a thread (public, private, or an announcement channel's).
/// Forum posts are public threads too.
pub fn is_thread(kind: ChannelType) -> bool {
    matches!(
        kind,
        ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
    )
}

/// The parent channel of the channel an interaction came from, when that is a thread (or a
/// forum post); `None` in a plain channel, or when Discord sent no channel. Interactions
/// carry their channel as a partial channel (`channel` field: `type` and `parent_id`), while
/// `channel_id` (what poise's `ctx.channel_id()` gives) is the thread itself.
pub fn parent_of(channel: Option<&PartialChannel>) -> Option<ChannelId> {
    channel.filter(|c| is_thread(c.kind))?.parent_id
}

/// [`parent_of`] the channel a command was used in. A prefix command carries no channel
/// object, so it counts as used in a plain channel.
pub fn command_parent(ctx: Context<'_>) -> Option<ChannelId> {
    match ctx {
        poise::Context::Application(app) => parent_of(app.interaction.channel.as_ref()),
        poise::Context::Prefix(_) => None,
    }
}

/// Sends a built message (its nonce makes retries safe), with [`retrying`]'s retries.
async fn send(
    http: &Http,
    channel: ChannelId,
    message: &CreateMessage,
) -> Result<(), serenity::Error> {
    retrying("a game message", || {
        channel.send_message(http, message.clone())
    })
    .await?;
    Ok(())
}

/// Maps a failed call to a refusal, logging it with what was being done and where (`place`:
/// the channel, thread or user id). Refusals Discord explains (permissions, channel type)
/// are expected in some servers and logged as information; the rest as warnings.
fn refusal(what: &str, place: u64, e: &serenity::Error) -> RoomRefusal {
    let refusal = match failure(e) {
        Some((403, _))
        | Some((_, code::MISSING_ACCESS | code::MISSING_PERMISSIONS | code::CANNOT_MESSAGE_USER)) => {
            RoomRefusal::NoPermission
        }
        Some((_, code::WRONG_CHANNEL_TYPE)) => RoomRefusal::InThread,
        _ => RoomRefusal::Failed(e.to_string()),
    };
    match &refusal {
        RoomRefusal::Failed(_) => tracing::warn!(place, error = %e, "{what} failed"),
        _ => tracing::info!(place, error = %e, ?refusal, "{what} refused"),
    }
    refusal
}

#[cfg(test)]
mod tests {
    use super::*;

    fn channel(json: serde_json::Value) -> PartialChannel {
        serde_json::from_value(json).expect("a partial channel")
    }

    #[test]
    fn the_search_for_a_post_starts_a_minute_before_its_change() {
        let id = first_id_since(1_800_000_000);
        assert_eq!(
            (id.get() >> 22) + DISCORD_EPOCH_MS,
            1_800_000_000_000 - POSTED_SLACK_MS
        );
        assert_eq!(
            id.get() & ((1 << 22) - 1),
            0,
            "the first id of that millisecond"
        );
        // Times before Discord (a broken clock) search from its beginning.
        assert_eq!(first_id_since(0).get(), 1);
        assert_eq!(first_id_since(-5).get(), 1);
        assert!(first_id_since(i64::MAX).get() > id.get());
    }

    #[test]
    fn a_thread_names_its_parent() {
        let thread = channel(serde_json::json!({
            "id": "30", "type": 11, "name": "TZAAR · ana vs bruno", "parent_id": "20",
            "guild_id": "10", "permissions": "0",
        }));
        assert_eq!(parent_of(Some(&thread)), Some(ChannelId::new(20)));
        let private = channel(serde_json::json!({"id": "31", "type": 12, "parent_id": "20"}));
        assert_eq!(parent_of(Some(&private)), Some(ChannelId::new(20)));
        let news = channel(serde_json::json!({"id": "32", "type": 10, "parent_id": "21"}));
        assert_eq!(parent_of(Some(&news)), Some(ChannelId::new(21)));
    }

    #[test]
    fn a_channel_has_no_thread_parent() {
        // A text channel in a category has a parent_id too: the category, not a thread's.
        let text = channel(serde_json::json!({"id": "20", "type": 0, "parent_id": "5"}));
        assert_eq!(parent_of(Some(&text)), None);
        let forum = channel(serde_json::json!({"id": "22", "type": 15, "parent_id": null}));
        assert_eq!(parent_of(Some(&forum)), None);
        let unknown = channel(serde_json::json!({"id": "23", "type": 99}));
        assert_eq!(parent_of(Some(&unknown)), None);
        assert_eq!(parent_of(None), None);
        // A thread Discord sent without its parent: nothing to point at.
        let orphan = channel(serde_json::json!({"id": "33", "type": 11}));
        assert_eq!(parent_of(Some(&orphan)), None);
    }

    #[test]
    fn names_are_trimmed_cut_and_never_empty() {
        assert_eq!(
            thread_name("  TZAAR · ana vs bruno \n"),
            "TZAAR · ana vs bruno"
        );
        assert_eq!(thread_name("a\n\tb   c\u{0}d"), "a b c d");
        assert_eq!(thread_name(""), FALLBACK_NAME);
        assert_eq!(thread_name(" \n\t "), FALLBACK_NAME);
        let long = "x".repeat(150);
        assert_eq!(thread_name(&long), "x".repeat(100));
        // Cut between characters, never inside one.
        let accents = "é".repeat(150);
        assert_eq!(thread_name(&accents), "é".repeat(100));
        // Characters outside the BMP count twice (as UTF-16 does).
        let emoji = "🦊".repeat(80);
        assert_eq!(thread_name(&emoji), "🦊".repeat(50));
        // A space never ends a cut name.
        let words = format!("{} {}", "a".repeat(100), "b");
        assert_eq!(thread_name(&words), "a".repeat(100));
        let spaced = format!("{} bc", "a".repeat(98));
        assert_eq!(thread_name(&spaced), format!("{} b", "a".repeat(98)));
    }

    #[test]
    fn the_archive_duration_covers_the_turn() {
        let minutes = |secs| match archive_after(secs) {
            AutoArchiveDuration::OneHour => 60,
            AutoArchiveDuration::OneDay => 1440,
            AutoArchiveDuration::ThreeDays => 4320,
            AutoArchiveDuration::OneWeek => 10080,
            other => panic!("{other:?}"),
        };
        assert_eq!(minutes(60), 60);
        assert_eq!(minutes(3600), 60);
        assert_eq!(minutes(3601), 1440);
        assert_eq!(minutes(2 * 3600), 1440);
        assert_eq!(minutes(3 * 86_400), 4320);
        assert_eq!(minutes(3 * 86_400 + 1), 10080);
        assert_eq!(minutes(10 * 86_400), 10080);
        assert_eq!(minutes(0), 60);
        assert_eq!(minutes(-5), 60);
        assert_eq!(minutes(i64::MAX), 10080);
        assert_eq!(minutes(i64::MIN), 60);
    }
}
