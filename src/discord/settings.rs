//! `/settings` (a server's, for its admins) and `/reminders` (a player's own).

use poise::serenity_prelude as serenity;

use super::context::{Context, Error, actor_of, channel_of};
use super::deliver::{answer, respond};
use super::params;
use crate::messages::Msg;
use crate::table::{ReminderChange, Reply, SettingsChange};

/// Whether the member who used a command may manage the server. Discord hides the command
/// from others by its default permission, but a server may change that: check here too.
fn manages_server(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild() || p.administrator()),
        poise::Context::Prefix(_) => false,
    }
}

/// This server's settings: language, game threads, turn time, hints, channels, roles
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only, default_member_permissions = "MANAGE_GUILD")]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "The language of public messages"] language: Option<u32>,
    #[description = "Play each game in a thread of its own"] threads: Option<bool>,
    #[description = "The default clock: a time per turn (24h) or a bank (3d+1d)"]
    #[autocomplete = "params::autocomplete_time"]
    #[max_length = 40]
    turn_time: Option<String>,
    #[description = "Allow /hint in rated games"] hints_in_rated: Option<bool>,
    #[description = "Take challenges in this channel (the first one limits them to it)"]
    challenge_channel: Option<serenity::GuildChannel>,
    #[description = "Take challenges in every channel again"] all_channels: Option<bool>,
    #[description = "A role that may use /endgame"] moderator_role: Option<serenity::Role>,
    #[description = "No moderator role (Manage Messages only)"] no_moderator_role: Option<bool>,
    #[description = "A role that may create and run tournaments"] organizer_role: Option<
        serenity::Role,
    >,
    #[description = "No organizer role (Manage Server only)"] no_organizer_role: Option<bool>,
    #[description = "The days of vacation each player may take a year (20 by default)"]
    #[min = 0]
    #[max = 365]
    vacation_days: Option<i64>,
    #[description = "Post a daily puzzle in this channel"] puzzle_channel: Option<
        serenity::GuildChannel,
    >,
    #[description = "The daily puzzle's hour, UTC (9 by default)"]
    #[min = 0]
    #[max = 23]
    puzzle_hour: Option<i64>,
    #[description = "No daily puzzle"] no_daily_puzzle: Option<bool>,
    #[description = "A web page for every game and tournament, linked from their messages"]
    web: Option<bool>,
) -> Result<(), Error> {
    let channel = channel_of(ctx);
    let locale = match language.map(params::language) {
        Some(None) => return answer(ctx, &Reply::private(vec![Msg::BadOptions])).await,
        chosen => chosen.flatten(),
    };
    let time = match turn_time.as_deref().map(|t| ctx.data().table.read_time(t)) {
        None => None,
        Some(Ok(control)) => Some(control),
        Some(Err(e)) => return answer(ctx, &Reply::private(vec![Msg::Refused(e)])).await,
    };
    let change = SettingsChange {
        locale,
        threads,
        time,
        hints_in_rated,
        allow_channel: challenge_channel.map(|c| c.id.to_string()),
        all_channels: all_channels == Some(true),
        moderator_role: match (moderator_role, no_moderator_role) {
            (Some(role), _) => Some(Some(role.id.to_string())),
            (None, Some(true)) => Some(None),
            _ => None,
        },
        organizer_role: match (organizer_role, no_organizer_role) {
            (Some(role), _) => Some(Some(role.id.to_string())),
            (None, Some(true)) => Some(None),
            _ => None,
        },
        vacation_days,
        puzzle_channel: match (puzzle_channel, no_daily_puzzle) {
            (Some(channel), _) => Some(Some(channel.id.to_string())),
            (None, Some(true)) => Some(None),
            _ => None,
        },
        puzzle_hour,
        web,
    };
    let table = &ctx.data().table;
    if change.is_empty() {
        return respond(ctx, table.show_settings(&channel)).await;
    }
    if !manages_server(ctx) {
        return answer(ctx, &Reply::private(vec![Msg::AdminsOnly])).await;
    }
    respond(ctx, table.change_settings(&channel, &change)).await
}

/// Your notifications: reminders by direct message or ping, time zone, quiet hours, digest
#[poise::command(slash_command)]
pub async fn reminders(
    ctx: Context<'_>,
    #[description = "Yes: by direct message; no: a ping in the game's thread"] dm: Option<bool>,
    #[description = "Your time zone, for your quiet hours: its IANA name, such as Europe/Madrid"]
    #[autocomplete = "params::autocomplete_time_zone"]
    time_zone: Option<String>,
    #[description = "No reminder in these hours of your day, such as 23:00-08:00 (off: none)"]
    quiet_hours: Option<String>,
    #[description = "Yes: no notifications at all (no pings, no reminders); no: back on"]
    off: Option<bool>,
    #[description = "A direct message each day at this hour of yours (0-23) with the games awaiting you"]
    #[min = 0]
    #[max = 23]
    digest_hour: Option<u8>,
    #[description = "Yes: no daily digest"] no_digest: Option<bool>,
) -> Result<(), Error> {
    let actor = actor_of(ctx);
    let change = ReminderChange {
        dm,
        time_zone,
        quiet_hours,
        off,
        digest_hour: match (digest_hour, no_digest) {
            (Some(hour), _) => Some(Some(hour)),
            (None, Some(true)) => Some(None),
            _ => None,
        },
    };
    respond(ctx, ctx.data().table.change_reminders(&actor, &change)).await
}

/// Mute this game: no more pings or turn reminders from it (on:no to undo)
#[poise::command(slash_command, guild_only)]
pub async fn mute(
    ctx: Context<'_>,
    #[description = "No: unmute it (yes if empty)"] on: Option<bool>,
) -> Result<(), Error> {
    let (channel, actor) = (channel_of(ctx), actor_of(ctx));
    respond(
        ctx,
        ctx.data().table.mute(&channel, &actor, on.unwrap_or(true)),
    )
    .await
}

/// Whether the member may end games: Manage Messages, or the server's moderator role.
pub(super) async fn moderates(ctx: Context<'_>) -> bool {
    member_may(
        ctx,
        |p| p.manage_messages() || p.administrator(),
        |s| s.moderator_role,
    )
    .await
}

/// Whether the member may create and run tournaments: Manage Server, or the server's
/// tournament organizer role.
pub(super) async fn organizes(ctx: Context<'_>) -> bool {
    member_may(
        ctx,
        |p| p.manage_guild() || p.administrator(),
        |s| s.organizer_role,
    )
    .await
}

/// Whether the member who used a command has `permitted` permissions in its channel (the
/// interaction carries them), or else the role the server's settings name in `role`.
async fn member_may(
    ctx: Context<'_>,
    permitted: fn(serenity::Permissions) -> bool,
    role: fn(crate::domain::ServerSettings) -> Option<String>,
) -> bool {
    let poise::Context::Application(app) = ctx else {
        return false;
    };
    let Some(member) = app.interaction.member.as_ref() else {
        return false;
    };
    if member.permissions.is_some_and(permitted) {
        return true;
    }
    let Ok(settings) = ctx.data().table.settings_of(&channel_of(ctx)).await else {
        return false;
    };
    role(settings).is_some_and(|role| member.roles.iter().any(|r| r.to_string() == role))
}
