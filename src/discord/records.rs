//! Records players upload (`/analyze file:`, `/replay file:`) and `/replay game:`.
//!
//! An uploaded file is fetched from the address Discord gives in the interaction, and from
//! nowhere else: over 1 MB (the `size` Discord gives) it is refused without a download; the
//! download has a timeout and stops past 1 MB whatever `size` said.
//!
//! Which hosts: Discord serves attachments from its CDN, `https://cdn.discordapp.com` and
//! `https://media.discordapp.net`; the bot fetches only those (HTTPS, the default port,
//! redirects not followed), so that an address in a payload can never make it reach another
//! machine (a service of its own network, a cloud's metadata address). A bot configured
//! with a proxy for Discord's REST API (`--proxy`: an operator's own relay, or the tests'
//! fake Discord on 127.0.0.1) trusts that proxy as it trusts Discord, so the proxy's own
//! origin (scheme, host and port, exactly) is allowed too. The bot's token is never sent:
//! attachment addresses are signed by Discord and need none.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::compose::reply_locale;
use super::context::{Context, Error, actor_of, channel_of};
use super::deliver::{Deliverer, Outgoing, Via, answer, respond};
use crate::domain::GameId;
use crate::games::records::MAX_RECORD_BYTES;
use crate::table::{RecordRefusal, Reply, TableError, Upload};

/// The hosts Discord serves attachments from.
const DISCORD_CDN_HOSTS: [&str; 2] = ["cdn.discordapp.com", "media.discordapp.net"];

/// How long a download may take in all: a record is a few kilobytes.
const FETCH_TIMEOUT: Duration = Duration::from_secs(10);

/// Fetches uploaded records (see the module's documentation for which hosts).
pub struct Uploads {
    client: reqwest::Client,
    /// The configured REST proxy's origin, trusted as Discord is.
    proxy: Option<url::Origin>,
}

impl Uploads {
    /// A fetcher that trusts Discord's CDN and, if set, the REST `proxy`'s origin.
    pub fn new(proxy: Option<&str>) -> Result<Uploads, Error> {
        let client = reqwest::Client::builder()
            .use_rustls_tls()
            .timeout(FETCH_TIMEOUT)
            .redirect(reqwest::redirect::Policy::none())
            .build()?;
        let proxy = proxy.map(url::Url::parse).transpose()?.map(|u| u.origin());
        Ok(Uploads { client, proxy })
    }

    /// Whether the bot may fetch `address`: Discord's CDN over HTTPS, or the proxy's origin.
    fn allowed(&self, address: &url::Url) -> bool {
        let cdn = address.scheme() == "https"
            && address.port().is_none()
            && address
                .host_str()
                .is_some_and(|h| DISCORD_CDN_HOSTS.contains(&h));
        cdn || self.proxy.as_ref() == Some(&address.origin())
    }

    /// The bytes of an attachment of at most [`MAX_RECORD_BYTES`]: refused unread when its
    /// `size` says more, cut off (and refused) when more arrives anyway.
    pub async fn fetch(&self, attachment: &serenity::Attachment) -> Result<Vec<u8>, TableError> {
        let too_large = |size: u64| TableError::from(RecordRefusal::TooLarge { size });
        if u64::from(attachment.size) > MAX_RECORD_BYTES {
            return Err(too_large(attachment.size.into()));
        }
        let unavailable = |why: &dyn std::fmt::Display| {
            tracing::info!(url = %attachment.url, error = %why, "could not fetch an uploaded record");
            TableError::from(RecordRefusal::Unavailable)
        };
        let address = url::Url::parse(&attachment.url).map_err(|e| unavailable(&e))?;
        if !self.allowed(&address) {
            return Err(unavailable(
                &"not an address Discord serves attachments from",
            ));
        }
        let mut response = self
            .client
            .get(address)
            .send()
            .await
            .map_err(|e| unavailable(&e))?;
        if !response.status().is_success() {
            return Err(unavailable(&response.status()));
        }
        if let Some(length) = response.content_length()
            && length > MAX_RECORD_BYTES
        {
            return Err(too_large(length));
        }
        let mut bytes = Vec::new();
        while let Some(chunk) = response.chunk().await.map_err(|e| unavailable(&e))? {
            bytes.extend_from_slice(&chunk);
            if bytes.len() as u64 > MAX_RECORD_BYTES {
                return Err(too_large(bytes.len() as u64));
            }
        }
        Ok(bytes)
    }
}

/// How a command's answer stands after reading an upload.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Answer {
    /// Not answered yet: Discord waits for the first answer.
    Pending,
    /// Deferred (publicly) while the file was fetched.
    Deferred,
}

/// Reads an uploaded record: fetched and read (see [`Uploads::fetch`]), the answer deferred
/// if that takes longer than Discord's patience allows for a first answer.
pub(super) async fn read_upload(
    ctx: Context<'_>,
    attachment: &serenity::Attachment,
) -> Result<(Result<Upload, TableError>, Answer), Error> {
    let uploads = &ctx.data().uploads;
    let work = async { Upload::read(&uploads.fetch(attachment).await?) };
    let mut work = std::pin::pin!(work);
    Ok(
        match tokio::time::timeout(ctx.data().defer_after, &mut work).await {
            Ok(result) => (result, Answer::Pending),
            Err(_) => {
                ctx.defer().await?;
                (work.await, Answer::Deferred)
            }
        },
    )
}

/// Delivers a reply, as the answer or (once deferred) in place of the "thinking…" one.
pub(super) async fn deliver(
    ctx: Context<'_>,
    reply: &Reply,
    answered: Answer,
) -> Result<(), Error> {
    let via = match answered {
        Answer::Pending => Via::Command(ctx),
        Answer::Deferred => Via::Deferred(ctx),
    };
    let locale = reply_locale(reply, &actor_of(ctx));
    Deliverer::of(ctx)
        .deliver(via, Outgoing::new(reply, locale))
        .await?;
    Ok(())
}

/// An animated replay of a game here, or of a record you upload
#[poise::command(slash_command, guild_only)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "The game's number (this channel's game if empty)"]
    #[min = 1]
    game: Option<i64>,
    #[description = "A game record: tablero's (from /history), Little Golem's or BoardSpace's"]
    file: Option<serenity::Attachment>,
) -> Result<(), Error> {
    let Some(attachment) = file else {
        let channel = channel_of(ctx);
        let table = ctx.data().table.clone();
        return respond(ctx, table.replay(&channel, game.map(GameId))).await;
    };
    if game.is_some() {
        let refusal = TableError::from(RecordRefusal::GameAndFile);
        return answer(ctx, &super::compose::error_reply(&refusal)).await;
    }
    // Fetched, read and drawn as one piece of work, deferred when it takes long: a file
    // that cannot be read is still answered privately (see `respond`).
    let table = ctx.data().table.clone();
    let locale = actor_of(ctx).table_locale;
    let uploads = &ctx.data().uploads;
    respond(ctx, async move {
        let upload = Upload::read(&uploads.fetch(&attachment).await?)?;
        table.replay_upload(&upload, locale).await
    })
    .await
}
