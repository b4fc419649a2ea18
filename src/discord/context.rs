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
/// Discord language when we write it, else English.
fn guild_locale_of(ctx: Context<'_>) -> Locale {
    match ctx {
        poise::Context::Application(app) => {
            Locale::from_tag(app.interaction.guild_locale.as_deref().unwrap_or("en"))
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
    let table_locale = Locale::from_tag(press.guild_locale.as_deref().unwrap_or("en"));
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
