//! Fetching the records players upload (`/analyze file:`, `/replay file:`) from the address
//! Discord gives in the interaction, and from nowhere else: over 1 MB (the `size` Discord
//! gives) a file is refused without a download; the download has a timeout and stops past
//! 1 MB whatever `size` said.
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

use crate::games::records::MAX_RECORD_BYTES;
use crate::table::{RecordRefusal, TableError};

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
    pub fn new(proxy: Option<&str>) -> Result<Uploads, Box<dyn std::error::Error + Send + Sync>> {
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

#[cfg(test)]
mod tests {
    use super::Uploads;

    fn allowed(uploads: &Uploads, address: &str) -> bool {
        uploads.allowed(&url::Url::parse(address).unwrap())
    }

    #[test]
    fn only_discords_cdn_and_the_configured_proxy_are_fetched_from() {
        let plain = Uploads::new(None).unwrap();
        for ok in [
            "https://cdn.discordapp.com/attachments/1/2/game.txt?ex=1&hm=2",
            "https://media.discordapp.net/attachments/1/2/game.txt",
        ] {
            assert!(allowed(&plain, ok), "{ok}");
        }
        for refused in [
            "http://cdn.discordapp.com/attachments/1/2/game.txt",
            "https://cdn.discordapp.com:8443/attachments/1/2/game.txt",
            "https://cdn.discordapp.com.example.org/game.txt",
            "https://example.org/game.txt",
            "http://169.254.169.254/latest/meta-data/",
            "http://127.0.0.1:8080/attachments/1/2/game.txt",
            "file:///etc/passwd",
        ] {
            assert!(!allowed(&plain, refused), "{refused}");
        }
        // A proxy is trusted as Discord is: its origin exactly, nothing else on its host.
        let proxied = Uploads::new(Some("http://127.0.0.1:8080")).unwrap();
        assert!(allowed(
            &proxied,
            "http://127.0.0.1:8080/attachments/1/2/game.txt"
        ));
        assert!(!allowed(
            &proxied,
            "http://127.0.0.1:8081/attachments/1/2/game.txt"
        ));
        assert!(!allowed(
            &proxied,
            "https://127.0.0.1:8080/attachments/1/2/game.txt"
        ));
        assert!(allowed(
            &proxied,
            "https://cdn.discordapp.com/attachments/1/2/game.txt"
        ));
    }
}
