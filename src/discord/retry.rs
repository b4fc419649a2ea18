//! Sending a Discord REST call again: which failures are worth another try, after how long,
//! and how often. One policy for every call the bot retries (answers, posts, threads, the
//! command registration).
//!
//! A rate limit (429) is sent again after the `retry_after` Discord gave, never sooner, and
//! a global one (`"global": true`, `X-RateLimit-Global`) holds back every retry of the
//! process until it ends. Without the proxy, serenity's own rate limiter waits out 429s
//! before the bot sees them; behind `DISCORD_PROXY` it is off and serenity keeps only the
//! JSON error code of a failed call, so the bot's proxy-mode calls go through
//! [`super::relay`], which writes the wait into the error where [`rate_limit`] reads it.
//! A wait longer than [`Policy::max_wait`] is not waited out: the call fails, and says so in
//! the log. Failures on Discord's side (5xx) are sent again after a pause that doubles each
//! time.

use std::future::Future;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;

/// Discord's error code for an interaction that was already answered.
const ALREADY_ACKNOWLEDGED: isize = 40060;

/// Where [`super::relay`] writes a rate limit into a 429's JSON error, so that it survives
/// serenity's parsing (which keeps `code`, `message` and `errors`): under `errors`, the
/// path `rate_limit.retry_after` with the seconds as its message, and `rate_limit.global`
/// when the limit is global. Each entry's code is [`RATE_LIMIT_CODE`].
pub(super) const RATE_LIMIT_PATH: &str = "rate_limit";
/// The code of the entries [`super::relay`] adds (Discord's own are upper-case names such as
/// `BASE_TYPE_REQUIRED`; this one marks ours).
pub(super) const RATE_LIMIT_CODE: &str = "TABLERO_RATE_LIMIT";

/// How a kind of call is retried.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Policy {
    /// Tries in all, the first included.
    pub attempts: u32,
    /// The pause before the second try when the failure names none; doubled for each
    /// further try, up to `max_backoff`.
    pub first: Duration,
    pub max_backoff: Duration,
    /// The longest rate limit waited out; a longer one fails the call at once.
    pub max_wait: Duration,
    pub retries: Retries,
}

/// Which failures a policy sends again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Retries {
    /// Rate limits (429) and failures on Discord's side (5xx): calls that are harmless to
    /// repeat (an interaction answer, a message with a nonce, an edit).
    RateLimitsAndServerErrors,
    /// Rate limits only (Discord did nothing): calls that must not be repeated once Discord
    /// may have carried them out (a thread made without a starting message).
    RateLimitsOnly,
    /// Every failure, the network's too (the command registration, which replaces the
    /// whole list and may be sent any number of times).
    Everything,
}

/// Interaction answers, messages, edits and lookups.
pub const CALLS: Policy = Policy {
    attempts: 4,
    first: Duration::from_millis(250),
    max_backoff: Duration::from_secs(2),
    max_wait: Duration::from_secs(60),
    retries: Retries::RateLimitsAndServerErrors,
};

/// Calls that must not run twice: sent again only when Discord rate limited them.
pub const UNLESS_APPLIED: Policy = Policy {
    retries: Retries::RateLimitsOnly,
    ..CALLS
};

/// The command registration: a connected bot without its commands answers nothing, so it
/// tries longer.
pub const REGISTRATION: Policy = Policy {
    attempts: 6,
    first: Duration::from_millis(500),
    max_backoff: Duration::from_secs(30),
    max_wait: Duration::from_secs(60),
    retries: Retries::Everything,
};

/// A rate limit as Discord described it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RateLimit {
    /// How long to wait before sending again (`None`: not said).
    pub retry_after: Option<Duration>,
    /// The whole bot is limited, not this route.
    pub global: bool,
}

/// What to do after a failed try.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Next {
    /// Send it again after this pause.
    Retry(Duration),
    /// Not a failure this policy retries.
    Fail,
    /// Out of tries.
    OutOfAttempts,
    /// Discord asks for a longer wait than [`Policy::max_wait`].
    WaitTooLong(Duration),
}

impl Policy {
    /// After try number `attempt` (from 1) failed with `status` (`None`: no answer from
    /// Discord) and, for a 429, `limit`.
    pub fn next(&self, attempt: u32, status: Option<u16>, limit: Option<RateLimit>) -> Next {
        let limited = status == Some(429);
        let retried = match self.retries {
            Retries::RateLimitsOnly => limited,
            Retries::RateLimitsAndServerErrors => limited || status.is_some_and(|s| s >= 500),
            Retries::Everything => true,
        };
        if !retried {
            return Next::Fail;
        }
        let said = limit.filter(|_| limited).and_then(|l| l.retry_after);
        if let Some(wait) = said
            && wait > self.max_wait
        {
            return Next::WaitTooLong(wait);
        }
        if attempt >= self.attempts {
            return Next::OutOfAttempts;
        }
        Next::Retry(said.unwrap_or_else(|| self.backoff(attempt)))
    }

    /// The pause after try `attempt` when the failure names none.
    pub fn backoff(&self, attempt: u32) -> Duration {
        let doublings = attempt.saturating_sub(1).min(16);
        self.first
            .saturating_mul(1 << doublings)
            .min(self.max_backoff)
    }
}

/// When a global rate limit ends: until then, no retry of this process is sent.
#[derive(Debug, Default)]
pub struct GlobalLimit(Mutex<Option<Instant>>);

impl GlobalLimit {
    pub const fn new() -> GlobalLimit {
        GlobalLimit(Mutex::new(None))
    }

    /// Discord limited every call until `until`.
    pub fn hit(&self, until: Instant) {
        let mut end = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if end.is_none_or(|e| e < until) {
            *end = Some(until);
        }
    }

    /// How long from `now` the limit still lasts.
    pub fn remaining(&self, now: Instant) -> Duration {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .map_or(Duration::ZERO, |end| end.saturating_duration_since(now))
    }
}

/// The process's global rate limit (one bot, one token, one global limit).
static GLOBAL: GlobalLimit = GlobalLimit::new();

/// The status and Discord error code of a failed REST call.
pub fn failure(e: &serenity::Error) -> Option<(u16, isize)> {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            Some((r.status_code.as_u16(), r.error.code))
        }
        _ => None,
    }
}

/// The rate limit a 429 carries, as [`super::relay`] wrote it into the error.
pub fn rate_limit(e: &serenity::Error) -> Option<RateLimit> {
    let serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) = e else {
        return None;
    };
    if r.status_code.as_u16() != 429 {
        return None;
    }
    let ours = |field: &str| {
        r.error
            .errors
            .iter()
            .find(|x| x.code == RATE_LIMIT_CODE && x.path == format!("{RATE_LIMIT_PATH}.{field}"))
    };
    let retry_after = ours("retry_after")
        .and_then(|x| x.message.parse::<f64>().ok())
        .and_then(|s| Duration::try_from_secs_f64(s).ok());
    let global = ours("global").is_some_and(|x| x.message == "true");
    Some(RateLimit {
        retry_after,
        global,
    })
}

/// Runs a Discord call under `policy`, sending it again after the pause [`Policy::next`]
/// says. `call` gets the try's number (from 1).
pub async fn with_policy<T, Fut>(
    what: &str,
    policy: &Policy,
    mut call: impl FnMut(u32) -> Fut,
) -> Result<T, serenity::Error>
where
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let mut attempt = 1;
    loop {
        let error = match call(attempt).await {
            Ok(v) => return Ok(v),
            Err(e) => e,
        };
        let status = failure(&error).map(|(s, _)| s);
        let limit = rate_limit(&error);
        if let Some(RateLimit {
            retry_after: Some(wait),
            global: true,
        }) = limit
        {
            GLOBAL.hit(Instant::now() + wait);
        }
        match policy.next(attempt, status, limit) {
            Next::Retry(wait) => {
                // A global limit hit by any call holds this retry back too.
                let wait = wait.max(GLOBAL.remaining(Instant::now()));
                let status = status.map_or_else(|| "none".to_string(), |s| s.to_string());
                tracing::warn!(
                    attempt,
                    status,
                    wait_ms = wait.as_millis() as u64,
                    global = limit.is_some_and(|l| l.global),
                    error = %error,
                    "{what} failed; trying again"
                );
                metrics::counter!("tablero_discord_retries_total", "status" => status).increment(1);
                tokio::time::sleep(wait).await;
                attempt += 1;
            }
            Next::WaitTooLong(wait) => {
                tracing::warn!(
                    attempt,
                    wait_s = wait.as_secs_f64(),
                    max_wait_s = policy.max_wait.as_secs_f64(),
                    global = limit.is_some_and(|l| l.global),
                    "{what} was rate limited for longer than the bot waits; giving up"
                );
                return Err(error);
            }
            Next::Fail | Next::OutOfAttempts => return Err(error),
        }
    }
}

/// Runs a Discord call that is harmless to repeat under [`CALLS`]. `Ok(None)`: a retried
/// interaction answer turned out to have gone through before (Discord says it was already
/// acknowledged).
pub async fn retrying<T, Fut>(
    what: &str,
    mut call: impl FnMut() -> Fut,
) -> Result<Option<T>, serenity::Error>
where
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    with_policy(what, &CALLS, |attempt| {
        let sent = call();
        async move {
            match sent.await {
                Ok(v) => Ok(Some(v)),
                Err(e)
                    if attempt > 1
                        && failure(&e).is_some_and(|(_, c)| c == ALREADY_ACKNOWLEDGED) =>
                {
                    Ok(None)
                }
                Err(e) => Err(e),
            }
        }
    })
    .await
}

/// Runs a Discord call that must not be repeated once Discord may have carried it out,
/// under [`UNLESS_APPLIED`]: sent again only after a rate limit (which Discord answers
/// without doing anything).
pub async fn unless_limited<T, Fut>(
    what: &str,
    mut call: impl FnMut() -> Fut,
) -> Result<T, serenity::Error>
where
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    with_policy(what, &UNLESS_APPLIED, |_| call()).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limited(seconds: f64, global: bool) -> Option<RateLimit> {
        Some(RateLimit {
            retry_after: Some(Duration::from_secs_f64(seconds)),
            global,
        })
    }

    #[test]
    fn a_rate_limit_is_waited_out_as_discord_says_and_no_longer_than_the_cap() {
        let ms = Duration::from_millis;
        // As long as Discord says, shorter or longer than the backoff would be.
        assert_eq!(
            CALLS.next(1, Some(429), limited(0.05, false)),
            Next::Retry(ms(50))
        );
        assert_eq!(
            CALLS.next(1, Some(429), limited(1.5, false)),
            Next::Retry(ms(1500))
        );
        assert_eq!(
            CALLS.next(2, Some(429), limited(7.0, true)),
            Next::Retry(ms(7000))
        );
        // Up to the cap, included; beyond it, not at all.
        assert_eq!(
            CALLS.next(1, Some(429), limited(60.0, false)),
            Next::Retry(ms(60_000))
        );
        assert_eq!(
            CALLS.next(1, Some(429), limited(61.0, false)),
            Next::WaitTooLong(ms(61_000))
        );
        // Unsaid: the backoff.
        let unsaid = Some(RateLimit {
            retry_after: None,
            global: false,
        });
        assert_eq!(CALLS.next(1, Some(429), unsaid), Next::Retry(ms(250)));
        assert_eq!(CALLS.next(2, Some(429), None), Next::Retry(ms(500)));
        // A rate limit on a call that must not run twice is retried too; a 500 is not.
        assert_eq!(
            UNLESS_APPLIED.next(1, Some(429), limited(2.0, false)),
            Next::Retry(ms(2000))
        );
        assert_eq!(UNLESS_APPLIED.next(1, Some(500), None), Next::Fail);
    }

    #[test]
    fn failures_on_discords_side_back_off_exponentially_within_the_attempts() {
        let ms = Duration::from_millis;
        let pauses: Vec<Next> = (1..=4).map(|a| CALLS.next(a, Some(502), None)).collect();
        assert_eq!(
            pauses,
            [
                Next::Retry(ms(250)),
                Next::Retry(ms(500)),
                Next::Retry(ms(1000)),
                Next::OutOfAttempts
            ]
        );
        assert_eq!(
            CALLS.next(4, Some(429), limited(0.1, false)),
            Next::OutOfAttempts
        );
        // Refusals and network failures are not Discord failing.
        assert_eq!(CALLS.next(1, Some(403), None), Next::Fail);
        assert_eq!(CALLS.next(1, Some(404), None), Next::Fail);
        assert_eq!(CALLS.next(1, None, None), Next::Fail);
        // The registration retries anything, up to 30 s apart.
        let pauses: Vec<Next> = (1..=6).map(|a| REGISTRATION.next(a, None, None)).collect();
        assert_eq!(
            pauses,
            [
                Next::Retry(ms(500)),
                Next::Retry(ms(1000)),
                Next::Retry(ms(2000)),
                Next::Retry(ms(4000)),
                Next::Retry(ms(8000)),
                Next::OutOfAttempts
            ]
        );
        let slow = Policy {
            attempts: 100,
            ..REGISTRATION
        };
        assert_eq!(
            slow.next(50, Some(500), None),
            Next::Retry(ms(30_000)),
            "capped, no overflow"
        );
    }

    #[test]
    fn a_global_limit_lasts_until_its_latest_end() {
        let limit = GlobalLimit::new();
        let now = Instant::now();
        assert_eq!(limit.remaining(now), Duration::ZERO);
        limit.hit(now + Duration::from_secs(2));
        limit.hit(now + Duration::from_secs(1));
        assert_eq!(
            limit.remaining(now),
            Duration::from_secs(2),
            "a shorter one does not cut it"
        );
        assert_eq!(
            limit.remaining(now + Duration::from_millis(1500)),
            Duration::from_millis(500)
        );
        assert_eq!(
            limit.remaining(now + Duration::from_secs(3)),
            Duration::ZERO
        );
    }

    /// A 429 as serenity reports it, with `errors` in its body.
    async fn error_429(errors: serde_json::Value) -> serenity::Error {
        let body = serde_json::json!({
            "code": 0,
            "message": "You are being rate limited.",
            "errors": errors,
        });
        let answer = hyper::Response::builder()
            .status(429)
            .body(body.to_string())
            .expect("a response");
        let response = serenity::ErrorResponse::from_response(
            reqwest::Response::from(answer),
            reqwest::Method::POST,
        )
        .await;
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))
    }

    #[tokio::test]
    async fn the_rate_limit_is_read_from_where_the_relay_writes_it() {
        let e = error_429(super::super::relay::rate_limit_errors(Some(1.25), true)).await;
        assert_eq!(
            rate_limit(&e),
            Some(RateLimit {
                retry_after: Some(Duration::from_millis(1250)),
                global: true
            })
        );
        let e = error_429(super::super::relay::rate_limit_errors(Some(0.5), false)).await;
        assert_eq!(rate_limit(&e), limited(0.5, false));
        // A 429 that did not come through the relay: a rate limit of unknown length.
        let e = error_429(serde_json::json!({})).await;
        assert_eq!(
            rate_limit(&e),
            Some(RateLimit {
                retry_after: None,
                global: false
            })
        );
        // Discord's own errors are not mistaken for ours.
        let e = error_429(serde_json::json!({
            "rate_limit": {"retry_after": {"_errors": [{"code": "OTHER", "message": "9"}]}}
        }))
        .await;
        assert_eq!(rate_limit(&e).and_then(|l| l.retry_after), None);
    }
}
