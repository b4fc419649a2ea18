//! What every command and click reaches: the shared [`Data`], the poise [`Context`], and
//! who and where an interaction comes from, in the play layer's words.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::domain::ChannelRef;
use crate::i18n::Locale;
use crate::table::{Actor, Table};

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// What every command can reach.
pub struct Data {
    pub table: Table,
    /// Fetches the records players upload (`/analyze file:`, `/replay file:`).
    pub uploads: std::sync::Arc<super::uploads::Uploads>,
    /// See [`super::BotConfig::defer_after`].
    pub defer_after: Duration,
    /// See [`super::BotConfig::threads`].
    pub threads: bool,
    /// See [`super::BotConfig::archive_after`].
    pub archive_after: Duration,
}

/// The language of whoever invoked a command.
pub fn locale_of(ctx: Context<'_>) -> Locale {
    Locale::from_tag(ctx.locale().unwrap_or("en"))
}

/// The language of the server a command was used in (public messages use it): the server's
/// Discord language when we write it, else English. Outside servers (DMs and group DMs,
/// issue 39) there is no server language: the client's language of whoever acts there.
fn guild_locale_of(ctx: Context<'_>) -> Locale {
    match ctx {
        poise::Context::Application(app) => {
            let interaction = &app.interaction;
            Locale::from_tag(
                interaction
                    .guild_locale
                    .as_deref()
                    .unwrap_or(&interaction.locale),
            )
        }
        poise::Context::Prefix(_) => Locale::EN,
    }
}

/// Who used a command.
pub fn actor_of(ctx: Context<'_>) -> Actor {
    let user = ctx.author();
    let nick = match ctx {
        poise::Context::Application(app) => {
            app.interaction.member.as_ref().and_then(|m| m.nick.clone())
        }
        poise::Context::Prefix(_) => None,
    };
    let name = nick
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    Actor::new(&user.id.to_string(), &name, locale_of(ctx))
        .at_table(guild_locale_of(ctx))
        .with_handle(&user.name)
}

/// Where a command was used.
pub fn channel_of(ctx: Context<'_>) -> ChannelRef {
    ChannelRef {
        guild: ctx.guild_id().map(|g| g.to_string()),
        channel: ctx.channel_id().to_string(),
    }
}

/// Who clicked a button or chose from a menu.
pub fn clicker(press: &serenity::ComponentInteraction) -> Actor {
    let name = press
        .member
        .as_ref()
        .and_then(|m| m.nick.clone())
        .or_else(|| press.user.global_name.clone())
        .unwrap_or_else(|| press.user.name.clone());
    // Outside servers, the clicker's own language (see `guild_locale_of`).
    let table_locale = Locale::from_tag(press.guild_locale.as_deref().unwrap_or(&press.locale));
    Actor::new(
        &press.user.id.to_string(),
        &name,
        Locale::from_tag(&press.locale),
    )
    .at_table(table_locale)
    .with_handle(&press.user.name)
}

/// Where a button or menu was used.
pub fn click_channel(press: &serenity::ComponentInteraction) -> ChannelRef {
    ChannelRef {
        guild: press.guild_id.map(|g| g.to_string()),
        channel: press.channel_id.to_string(),
    }
}

/// Where the bot is, as an interaction says (issue 39).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// The bot can post in the channel: a server that added it (its install authorized the
    /// interaction), or the bot's own DM with the player.
    Member,
    /// The bot is not a member: DMs and group DMs between people, servers that never added
    /// it. Only the interaction's answer, follow-ups and edits reach the channel.
    InteractionOnly,
}

/// The reach of an interaction: the server's install (key "0" with a server's id) means the
/// bot is in the server; the bot's DM (context 1) is the bot's own channel; anything else an
/// app installed only by a user can reach through interactions alone. An interaction without
/// a context (older payloads) counts as a server's, as every interaction was before user
/// installs.
pub fn reach(
    context: Option<serenity::InteractionContext>,
    owners: &serenity::AuthorizingIntegrationOwners,
) -> Reach {
    let server_install = owners.0.iter().any(|o| {
        matches!(
            o,
            serenity::AuthorizingIntegrationOwner::GuildInstall(Some(_))
        )
    });
    match context {
        _ if server_install => Reach::Member,
        None | Some(serenity::InteractionContext::BotDm) => Reach::Member,
        Some(_) => Reach::InteractionOnly,
    }
}

/// The reach of a command.
pub fn command_reach(ctx: Context<'_>) -> Reach {
    match ctx {
        poise::Context::Application(app) => reach(
            app.interaction.context,
            &app.interaction.authorizing_integration_owners,
        ),
        poise::Context::Prefix(_) => Reach::Member,
    }
}

/// The reach of a click.
pub fn click_reach(press: &serenity::ComponentInteraction) -> Reach {
    reach(press.context, &press.authorizing_integration_owners)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn owners(json: serde_json::Value) -> serenity::AuthorizingIntegrationOwners {
        serde_json::from_value(json).expect("owners")
    }

    #[test]
    fn the_server_install_or_the_bots_dm_lets_the_bot_post() {
        use poise::serenity_prelude::InteractionContext as Place;
        let server = owners(serde_json::json!({"0": "10", "1": "7"}));
        assert_eq!(reach(Some(Place::Guild), &server), Reach::Member);
        let user = owners(serde_json::json!({"1": "7"}));
        assert_eq!(reach(Some(Place::Guild), &user), Reach::InteractionOnly);
        assert_eq!(
            reach(Some(Place::PrivateChannel), &user),
            Reach::InteractionOnly
        );
        assert_eq!(reach(Some(Place::BotDm), &user), Reach::Member);
        let bot_dm = owners(serde_json::json!({"0": "0"}));
        assert_eq!(reach(Some(Place::BotDm), &bot_dm), Reach::Member);
        assert_eq!(reach(None, &owners(serde_json::json!({}))), Reach::Member);
    }
}
