//! `/tournament` and its subcommands (issue 27). Each reads its options and calls the play
//! layer ([`crate::table::Table`]'s tournament use cases); who may run tournaments is decided
//! here, where Discord says who the member is: Manage Server, or the server's organizer role
//! (`/settings organizer_role:`). The games of each round are opened by the sweeper, in a
//! thread each ([`super::threads::open_pending_room`]).

use poise::serenity_prelude as serenity;

use super::compose::{components, content_and_files, error_reply, reply_locale};
use super::context::{Context, Error, actor_of, channel_of};
use super::deliver::{answer, respond};
use super::params::{self, GeeseParam, SetupParam};
use super::retry::retrying;
use crate::domain::{ChannelRef, TournamentId};
use crate::messages::Msg;
use crate::table::options::{ChallengeOptions, parse_duration};
use crate::table::{
    Action, Actor, Reply, Table, TableError, TournamentRefusal, TournamentRequest,
    tournament_format,
};

/// The `format` option of `/tournament create`.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum FormatParam {
    #[name = "choice-format-swiss"]
    Swiss,
    #[name = "choice-format-round_robin"]
    RoundRobin,
    #[name = "choice-format-double_round_robin"]
    DoubleRoundRobin,
}

impl FormatParam {
    /// The format's key (`round_robin`), from the choice's catalogue id.
    fn key(self) -> &'static str {
        use poise::ChoiceParameter;
        self.name()
            .strip_prefix("choice-format-")
            .unwrap_or("round_robin")
    }
}

/// Who used the command, as a moderator of tournaments when they are one.
async fn organizer_of(ctx: Context<'_>) -> Actor {
    let actor = actor_of(ctx);
    if super::settings::organizes(ctx).await {
        actor.as_moderator()
    } else {
        actor
    }
}

/// A tournament named by its `id` option (ids start at 1).
fn id(id: Option<i64>) -> Option<TournamentId> {
    id.map(TournamentId)
}

/// The subcommands that take nothing but the tournament's `id`.
enum ById {
    Join,
    Leave,
    Start,
    Cancel,
    Standings,
    Pairings,
}

/// Runs a subcommand that takes nothing but the tournament's `id`: who may do what is the
/// play layer's to say, given whether the member organizes tournaments here.
async fn by_id(ctx: Context<'_>, which: ById, id: Option<i64>) -> Result<(), Error> {
    let table = &ctx.data().table;
    let (channel, id) = (channel_of(ctx), self::id(id));
    match which {
        ById::Join => {
            respond(ctx, table.join_tournament(&channel, &actor_of(ctx), id)).await?;
            refresh_signup(ctx, id).await;
            Ok(())
        }
        ById::Leave => {
            respond(ctx, table.leave_tournament(&channel, &actor_of(ctx), id)).await?;
            refresh_signup(ctx, id).await;
            Ok(())
        }
        ById::Start => {
            let actor = organizer_of(ctx).await;
            respond(ctx, table.start_tournament(&channel, &actor, id)).await
        }
        ById::Cancel => {
            let actor = organizer_of(ctx).await;
            respond(ctx, table.cancel_tournament(&channel, &actor, id)).await
        }
        ById::Standings => respond(ctx, table.tournament_standings(&channel, id)).await,
        ById::Pairings => respond(ctx, table.tournament_pairings(&channel, id)).await,
    }
}

/// Tournaments on this server: create, join, start, standings
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "create",
        "join",
        "leave",
        "start",
        "withdraw",
        "cancel",
        "standings",
        "pairings",
        "list"
    ),
    subcommand_required
)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    // Discord always sends a subcommand; poise dispatches it.
    Ok(())
}

/// Create a tournament in this channel (Manage Server or the organizer role)
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn create(
    ctx: Context<'_>,
    #[description = "The tournament's name"]
    #[max_length = 60]
    name: String,
    #[description = "The game every pairing plays"] game: u32,
    #[description = "Swiss, round robin or double round robin"] format: Option<FormatParam>,
    #[description = "Swiss: how many rounds"]
    #[min = 1]
    #[max = 30]
    rounds: Option<u32>,
    #[description = "TZAAR: how the board is set up"] setup: Option<SetupParam>,
    #[description = "Fox and Geese: number of geese"] geese: Option<GeeseParam>,
    #[description = "Fox and Geese: geese may also move sideways"] sideways: Option<bool>,
    #[description = "Time per turn (24h) or a bank (3d+1d); the server's default if empty"]
    #[autocomplete = "params::autocomplete_time"]
    #[max_length = 40]
    time: Option<String>,
    #[description = "Are the games rated?"] rated: Option<bool>,
    #[description = "The most players who may join"]
    #[min = 2]
    #[max = 128]
    max_players: Option<u32>,
    #[description = "Start by itself after this long, e.g. 2h or 1d"]
    #[max_length = 20]
    start_in: Option<String>,
) -> Result<(), Error> {
    let Some(game) = params::game(game) else {
        return answer(ctx, &Reply::private(vec![Msg::BadOptions])).await;
    };
    let format = match tournament_format(format.map(FormatParam::key), rounds) {
        Ok(format) => format,
        Err(e) => return answer(ctx, &error_reply(&e)).await,
    };
    let starts_at = match start_in.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(text) => match parse_duration(text) {
            Some(seconds) => Some(ctx.data().table.now().saturating_add(seconds)),
            None => {
                let refusal = TableError::from(TournamentRefusal::BadStartIn);
                return answer(ctx, &error_reply(&refusal)).await;
            }
        },
    };
    let time = match time.as_deref().map(|t| ctx.data().table.read_time(t)) {
        None => None,
        Some(Ok(control)) => Some(control),
        Some(Err(e)) => return answer(ctx, &error_reply(&e)).await,
    };
    let request = TournamentRequest {
        name,
        options: ChallengeOptions {
            game: Some(game),
            setup: setup.map(SetupParam::key),
            geese: geese.map(Into::into),
            sideways,
            side: None,
            time,
            level: None,
            rated,
        },
        format: Some(format),
        max_players,
        starts_at,
    };
    create_and_remember(ctx, &request).await
}

/// Creates the tournament `request` asks for, answers with its sign-up message, and records
/// that message as the tournament's.
async fn create_and_remember(ctx: Context<'_>, request: &TournamentRequest) -> Result<(), Error> {
    let (channel, actor) = (channel_of(ctx), organizer_of(ctx).await);
    let mut created = None;
    respond(ctx, async {
        let table = &ctx.data().table;
        let result = table.create_tournament(&channel, &actor, request).await;
        created = result.as_ref().ok().and_then(signup_of);
        result
    })
    .await?;
    if let Some(id) = created {
        remember_signup(ctx, id).await;
    }
    Ok(())
}

/// The tournament whose sign-up a reply is (it carries the Join button).
fn signup_of(reply: &Reply) -> Option<TournamentId> {
    reply.buttons.iter().find_map(|b| match b.action {
        Action::JoinTournament { tournament } => Some(tournament),
        _ => None,
    })
}

/// Records the answer to `/tournament create`, the sign-up message, as the tournament's, so
/// later joins and leaves by command (in any process, after a restart) can edit it. A
/// message Discord does not show us is left unrecorded, with a log line: the buttons still
/// work, and each command's answer lists the players.
async fn remember_signup(ctx: Context<'_>, id: TournamentId) {
    let poise::Context::Application(app) = ctx else {
        return;
    };
    let http = &ctx.serenity_context().http;
    let message = match retrying("reading a sign-up message", || {
        app.interaction.get_response(http)
    })
    .await
    {
        Ok(Some(message)) => message,
        Ok(None) => return,
        Err(e) => {
            tracing::warn!(tournament = %id, error = %e, "could not read the sign-up message");
            return;
        }
    };
    let table = &ctx.data().table;
    if let Err(e) = table
        .remember_signup_message(id, &message.id.to_string())
        .await
    {
        tracing::warn!(tournament = %id, error = %e.chain(), "could not record the sign-up message");
    }
}

/// After a join, a leave or a withdrawal by command: the tournament's sign-up message is
/// edited to list the players as they now are (a click on its buttons edits it in place).
async fn refresh_signup(ctx: Context<'_>, id: Option<TournamentId>) {
    let actor = actor_of(ctx);
    let http = &ctx.serenity_context().http;
    update_signup(http, &ctx.data().table, &channel_of(ctx), id, &actor, None).await;
}

/// Edits the sign-up message of the tournament `id` names (else the channel's) to read as
/// the tournament now stands, unless it is `except` (a clicked message, already edited in
/// place). Nothing to edit (none recorded, or it was deleted) is not an error: logged.
pub(super) async fn update_signup(
    http: &serenity::Http,
    table: &Table,
    channel: &ChannelRef,
    id: Option<TournamentId>,
    actor: &Actor,
    except: Option<serenity::MessageId>,
) {
    let signup = match table.signup_message(channel, id).await {
        Ok(Some(signup)) => signup,
        Ok(None) => return,
        Err(e) => {
            tracing::info!(error = %e.chain(), "no sign-up message to bring up to date");
            return;
        }
    };
    let (Ok(room), Ok(message)) = (
        signup.channel.channel.parse::<u64>(),
        signup.message.parse::<u64>(),
    ) else {
        return;
    };
    let message = serenity::MessageId::new(message);
    if except == Some(message) {
        return;
    }
    let locale = reply_locale(&signup.reply, actor);
    let mut reply = signup.reply.clone();
    reply.link = table.page_link(&reply).await;
    let (content, _) = content_and_files(&reply, locale);
    let edit = serenity::EditMessage::new()
        .content(content)
        .components(components(&reply, locale));
    let room = serenity::ChannelId::new(room);
    if let Err(e) = retrying("bringing a sign-up message up to date", || {
        room.edit_message(http, message, edit.clone())
    })
    .await
    {
        tracing::warn!(tournament = %signup.tournament, error = %e, "could not edit the sign-up message");
    }
}

/// Join a tournament that is taking sign-ups
#[poise::command(slash_command, guild_only)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "Which tournament (this channel's if empty)"]
    #[min = 1]
    id: Option<i64>,
) -> Result<(), Error> {
    by_id(ctx, ById::Join, id).await
}

/// Leave a tournament before it starts
#[poise::command(slash_command, guild_only)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "Which tournament (this channel's if empty)"]
    #[min = 1]
    id: Option<i64>,
) -> Result<(), Error> {
    by_id(ctx, ById::Leave, id).await
}

/// Start a tournament now (its organizer)
#[poise::command(slash_command, guild_only)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "Which tournament (this channel's if empty)"]
    #[min = 1]
    id: Option<i64>,
) -> Result<(), Error> {
    by_id(ctx, ById::Start, id).await
}

/// Withdraw from a running tournament, or remove a player (its organizer)
#[poise::command(slash_command, guild_only)]
pub async fn withdraw(
    ctx: Context<'_>,
    #[description = "Which tournament (this channel's if empty)"]
    #[min = 1]
    id: Option<i64>,
    #[description = "The player to remove (you if empty)"] player: Option<serenity::User>,
) -> Result<(), Error> {
    let (channel, actor) = (channel_of(ctx), organizer_of(ctx).await);
    let player = player.map(|u| u.id.to_string());
    respond(
        ctx,
        ctx.data().table.withdraw_from_tournament(
            &channel,
            &actor,
            self::id(id),
            player.as_deref(),
        ),
    )
    .await?;
    refresh_signup(ctx, self::id(id)).await;
    Ok(())
}

/// Call a tournament off (its organizer)
#[poise::command(slash_command, guild_only)]
pub async fn cancel(
    ctx: Context<'_>,
    #[description = "Which tournament (this channel's if empty)"]
    #[min = 1]
    id: Option<i64>,
) -> Result<(), Error> {
    by_id(ctx, ById::Cancel, id).await
}

/// A tournament's standings
#[poise::command(slash_command, guild_only)]
pub async fn standings(
    ctx: Context<'_>,
    #[description = "Which tournament (this channel's if empty)"]
    #[min = 1]
    id: Option<i64>,
) -> Result<(), Error> {
    by_id(ctx, ById::Standings, id).await
}

/// The pairings and results of a tournament's current round
#[poise::command(slash_command, guild_only)]
pub async fn pairings(
    ctx: Context<'_>,
    #[description = "Which tournament (this channel's if empty)"]
    #[min = 1]
    id: Option<i64>,
) -> Result<(), Error> {
    by_id(ctx, ById::Pairings, id).await
}

/// This server's open, running and recent tournaments
#[poise::command(slash_command, guild_only)]
pub async fn list(ctx: Context<'_>) -> Result<(), Error> {
    let channel = channel_of(ctx);
    respond(ctx, ctx.data().table.tournament_list(&channel)).await
}
