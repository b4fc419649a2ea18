//! A play-layer [`Reply`] as Discord's message builders: text (with the catalogue and
//! Discord's mentions and timestamps), files, buttons and allowed mentions. Pure: nothing
//! here talks to Discord, so every delivery path builds its messages the same way.

use poise::serenity_prelude as serenity;

use crate::i18n::Locale;
use crate::messages::{self, Msg, Style};
use crate::table::{Actor, ButtonStyle, Reply, TableError};

/// Discord's limit on message content.
const MAX_CONTENT: usize = 2000;
/// Discord's limit on a nonce's length.
const MAX_NONCE: usize = 25;

/// Writes users as mentions and times as Discord's relative timestamps.
pub struct DiscordStyle;

impl Style for DiscordStyle {
    fn user(&self, id: &str) -> String {
        if id.chars().all(|c| c.is_ascii_digit()) && !id.is_empty() {
            format!("<@{id}>")
        } else {
            id.to_string()
        }
    }

    /// Discord shows the time relative to now, in each reader's own language.
    fn time(&self, unix: i64, _locale: Locale) -> String {
        format!("<t:{unix}:R>")
    }
}

/// The reply for a refusal or failure: player mistakes explained privately, our own
/// failures logged with detail and apologised for without it.
pub fn error_reply(e: &TableError) -> Reply {
    if e.is_internal() {
        tracing::error!(error = %e.chain(), "play layer failure");
        Reply::private(vec![Msg::Internal])
    } else {
        Reply::private(vec![Msg::Refused(e.clone())])
    }
}

/// The language of a reply to `actor`: public text follows the table (the game's language,
/// else the server's), private text its reader.
pub fn reply_locale(reply: &Reply, actor: &Actor) -> Locale {
    messages::language(
        reply.visibility,
        reply.locale.unwrap_or(actor.table_locale),
        actor.locale,
    )
}

/// Message text, with overly long content (a long record) moved into a text file.
pub fn content_and_files(
    reply: &Reply,
    locale: Locale,
) -> (String, Vec<serenity::CreateAttachment>) {
    let mut files = Vec::new();
    let mut content = messages::lines(&reply.lines, locale, &DiscordStyle);
    if content.chars().count() > MAX_CONTENT {
        files.push(serenity::CreateAttachment::bytes(
            content.clone().into_bytes(),
            "message.txt",
        ));
        content = content.chars().take(MAX_CONTENT - 20).collect::<String>() + "\n…";
        if content.matches("```").count() % 2 == 1 {
            content = content.chars().take(MAX_CONTENT - 30).collect::<String>() + "\n```…";
        }
    }
    if let Some(doc) = &reply.document {
        let text = messages::lines(&doc.lines, locale, &DiscordStyle);
        files.push(serenity::CreateAttachment::bytes(
            text.into_bytes(),
            doc.filename.clone(),
        ));
    }
    if let Some(a) = &reply.attachment {
        files.push(serenity::CreateAttachment::bytes(
            a.bytes.clone(),
            attachment_name(reply, &a.filename),
        ));
    }
    (content, files)
}

/// The name an attachment is posted under: for the announcement of a stored change, marked
/// with it (`board-g12v34.png`), so that Discord's copy can be recognised later (see
/// [`super::rooms::already_posted`]).
pub fn attachment_name(reply: &Reply, filename: &str) -> String {
    match reply.announcement_mark() {
        Some(mark) => match filename.rsplit_once('.') {
            Some((stem, ext)) => format!("{stem}-{mark}.{ext}"),
            None => format!("{filename}-{mark}"),
        },
        None => filename.to_string(),
    }
}

/// The reply's buttons as one action row.
pub fn components(reply: &Reply, locale: Locale) -> Vec<serenity::CreateActionRow> {
    if reply.buttons.is_empty() && reply.link.is_none() {
        return Vec::new();
    }
    let mut buttons: Vec<serenity::CreateButton> = reply
        .buttons
        .iter()
        .map(|b| {
            serenity::CreateButton::new(b.action.custom_id())
                .label(messages::button(b.label, locale))
                .style(match b.style {
                    ButtonStyle::Primary => serenity::ButtonStyle::Primary,
                    ButtonStyle::Secondary => serenity::ButtonStyle::Secondary,
                    ButtonStyle::Success => serenity::ButtonStyle::Success,
                    ButtonStyle::Danger => serenity::ButtonStyle::Danger,
                })
        })
        .collect();
    // The web page (a URL button: Discord opens it, no interaction comes back).
    if let Some(link) = &reply.link {
        buttons.push(
            serenity::CreateButton::new_link(link).label(crate::i18n::lookup(locale, "web-link")),
        );
    }
    vec![serenity::CreateActionRow::Buttons(buttons)]
}

/// Mentions only the users the reply is meant to notify.
pub fn mentions(reply: &Reply) -> serenity::CreateAllowedMentions {
    let users: Vec<serenity::UserId> = reply
        .mentions
        .iter()
        .filter_map(|id| id.parse::<u64>().ok())
        .filter(|&id| id != 0)
        .map(serenity::UserId::new)
        .collect();
    serenity::CreateAllowedMentions::new().users(users)
}

/// A reply as a channel message, with one nonce for every try of it, enforced: a post Discord
/// applied but answered with an error, sent again (by [`super::retry::retrying`], or after
/// reopening an archived thread), is not posted twice. The announcement of a stored change
/// takes its nonce from the change, so that every process posting it again within Discord's
/// nonce window (a few minutes) gets the first post back instead of a second one.
pub fn channel_message(reply: &Reply, locale: Locale) -> serenity::CreateMessage {
    let (content, files) = content_and_files(reply, locale);
    let nonce = reply
        .announcement_mark()
        .map(|mark| format!("tb{mark}"))
        .filter(|n| n.len() <= MAX_NONCE)
        .unwrap_or_else(|| format!("tb{:x}", crate::table::random_u64() >> 8));
    serenity::CreateMessage::new()
        .content(content)
        .files(files)
        .components(components(reply, locale))
        .allowed_mentions(mentions(reply))
        .nonce(serenity::Nonce::String(nonce))
        .enforce_nonce(true)
}

/// A reply as an interaction's message (ephemeral when the reply is private).
pub fn interaction_message(
    reply: &Reply,
    locale: Locale,
) -> serenity::CreateInteractionResponseMessage {
    let (content, files) = content_and_files(reply, locale);
    serenity::CreateInteractionResponseMessage::new()
        .content(content)
        .files(files)
        .components(components(reply, locale))
        .allowed_mentions(mentions(reply))
        .ephemeral(reply.visibility == crate::table::Visibility::Private)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::Announced;
    use crate::domain::GameId;

    fn announcing() -> Reply {
        Reply::public(vec![])
            .with_attachment("board.png", vec![1, 2, 3])
            .announcing(Announced::Game {
                game: GameId(12),
                version: 34,
            })
    }

    fn nonce(reply: &Reply) -> serde_json::Value {
        serde_json::to_value(channel_message(reply, Locale::EN)).expect("serializes")["nonce"]
            .clone()
    }

    #[test]
    fn a_change_is_posted_under_its_own_mark_and_nonce_every_time() {
        let reply = announcing();
        assert_eq!(attachment_name(&reply, "board.png"), "board-g12v34.png");
        assert_eq!(nonce(&reply), serde_json::json!("tbg12v34"));
        assert_eq!(nonce(&reply), nonce(&announcing()), "the same in every try");
        // Anything else keeps its name and gets a fresh nonce per message.
        let plain = Reply::public(vec![]).with_attachment("replay.gif", vec![]);
        assert_eq!(attachment_name(&plain, "replay.gif"), "replay.gif");
        assert_ne!(nonce(&plain), nonce(&plain));
    }
}
