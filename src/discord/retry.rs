//! Discord calls sent again when Discord failed on its side (5xx) or rate limited us (429):
//! with serenity's rate limiter off (behind a proxy), serenity retries neither.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;

/// How many times a call is tried.
const ATTEMPTS: u32 = 4;
/// Discord's error code for an interaction that was already answered.
const ALREADY_ACKNOWLEDGED: isize = 40060;

/// The status and Discord error code of a failed REST call.
pub fn failure(e: &serenity::Error) -> Option<(u16, isize)> {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            Some((r.status_code.as_u16(), r.error.code))
        }
        _ => None,
    }
}

/// Runs a Discord call, sending it again after a pause (up to [`ATTEMPTS`] times) when
/// Discord failed on its side or rate limited us. `Ok(None)`: a retried interaction answer
/// turned out to have gone through before (Discord says it was already acknowledged).
pub async fn retrying<T, Fut>(
    what: &str,
    mut call: impl FnMut() -> Fut,
) -> Result<Option<T>, serenity::Error>
where
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let mut wait = Duration::from_millis(250);
    let mut attempt = 1;
    loop {
        let error = match call().await {
            Ok(v) => return Ok(Some(v)),
            Err(e) => e,
        };
        match failure(&error) {
            Some((_, ALREADY_ACKNOWLEDGED)) if attempt > 1 => return Ok(None),
            Some((status, _)) if (status == 429 || status >= 500) && attempt < ATTEMPTS => {
                tracing::warn!(attempt, status, error = %error, "{what} failed; trying again");
                metrics::counter!("tablero_discord_retries_total", "status" => status.to_string())
                    .increment(1);
                tokio::time::sleep(wait).await;
                wait *= 2;
                attempt += 1;
            }
            _ => return Err(error),
        }
    }
}
