//! The bot's side of `DISCORD_PROXY`: a relay on loopback that serenity sends its REST calls
//! to, and that sends them on to the proxy unchanged, answers included, except one thing.
//!
//! Why: behind a proxy serenity's rate limiter is off (it builds requests for discord.com
//! itself), so a 429 the proxy passes on reaches the bot's retries ([`super::retry`]) as
//! serenity's error, which keeps the status and the JSON body's `code`, `message` and
//! `errors`, and drops the headers and the body's `retry_after` and `global`. reqwest (the
//! client serenity takes) has no hook on answers. So the relay reads a 429's rate limit
//! (the body's `retry_after` and `global`; else the `Retry-After` and `X-RateLimit-Global`
//! headers) and writes it into the body's `errors` (see [`rate_limit_errors`]), where
//! [`super::retry::rate_limit`] finds it in the error serenity makes.
//!
//! Everything else passes as it is: method, path and query, headers (the token too: the
//! relay keeps none), bodies (multipart uploads), statuses. A call the relay cannot send on
//! (the proxy unreachable) closes the connection without an answer, so serenity fails it as
//! it would have failed to reach the proxy itself.

use std::sync::Arc;

use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::header::{self, HeaderMap, HeaderName};
use hyper::{Request, Response, StatusCode};
use serde_json::{Value, json};
use tokio::net::TcpListener;

use super::retry::{RATE_LIMIT_CODE, RATE_LIMIT_PATH};
use crate::backoff::AcceptBackoff;

type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// A running relay; it stops accepting calls when dropped.
pub struct Relay {
    url: String,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl Relay {
    /// Starts a relay to `upstream` (the proxy's base URL) on a free loopback port.
    pub async fn start(upstream: &str) -> Result<Relay, BoxError> {
        let listener = TcpListener::bind(("127.0.0.1", 0)).await?;
        let url = format!("http://{}", listener.local_addr()?);
        // As serenity makes its own client (rustls, no timeout of its own).
        let client = reqwest::Client::builder().use_rustls_tls().build()?;
        let upstream: Arc<str> = upstream.trim_end_matches('/').into();
        tracing::debug!(relay = %url, upstream = %upstream, "Discord proxy relay started");
        let task = tokio::spawn(serve(listener, client, upstream));
        Ok(Relay { url, task })
    }

    /// The base URL to give serenity as its proxy.
    pub fn url(&self) -> &str {
        &self.url
    }
}

async fn serve(listener: TcpListener, client: reqwest::Client, upstream: Arc<str>) {
    let mut backoff = AcceptBackoff::default();
    loop {
        let stream = backoff.accept(&listener, "the Discord proxy relay").await;
        let (client, upstream) = (client.clone(), upstream.clone());
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |request| {
                forward(client.clone(), upstream.clone(), request)
            });
            let io = hyper_util::rt::TokioIo::new(stream);
            if let Err(e) = hyper::server::conn::http1::Builder::new()
                .serve_connection(io, service)
                .await
            {
                tracing::debug!(error = %e, "a Discord proxy relay connection ended in error");
            }
        });
    }
}

/// Headers of one connection, not of the call (RFC 9110 §7.6.1), and those the clients on
/// each side set themselves.
fn strip_connection_headers(headers: &mut HeaderMap) {
    for name in [
        header::CONNECTION,
        header::PROXY_AUTHENTICATE,
        header::PROXY_AUTHORIZATION,
        header::TE,
        header::TRAILER,
        header::TRANSFER_ENCODING,
        header::UPGRADE,
        header::HOST,
        header::CONTENT_LENGTH,
    ] {
        headers.remove(name);
    }
    headers.remove(HeaderName::from_static("keep-alive"));
    headers.remove(HeaderName::from_static("proxy-connection"));
}

/// Sends one call on to the proxy and brings its answer back.
async fn forward(
    client: reqwest::Client,
    upstream: Arc<str>,
    request: Request<Incoming>,
) -> Result<Response<Full<Bytes>>, BoxError> {
    let (parts, body) = request.into_parts();
    let body = body.collect().await?.to_bytes();
    let path = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    let mut headers = parts.headers;
    strip_connection_headers(&mut headers);
    let sent = client
        .request(parts.method, format!("{upstream}{path}"))
        .headers(headers)
        .body(body)
        .send()
        .await;
    let answer = match sent {
        Ok(answer) => answer,
        Err(e) => {
            tracing::warn!(error = %e, "the Discord proxy did not answer a call");
            return Err(e.into());
        }
    };
    let status = answer.status();
    let mut headers = answer.headers().clone();
    let body = answer.bytes().await?;
    strip_connection_headers(&mut headers);
    let body = if status == StatusCode::TOO_MANY_REQUESTS {
        headers.insert(
            header::CONTENT_TYPE,
            header::HeaderValue::from_static("application/json"),
        );
        Bytes::from(with_rate_limit(&headers, &body))
    } else {
        body
    };
    let mut response = Response::new(Full::new(body));
    *response.status_mut() = status;
    *response.headers_mut() = headers;
    Ok(response)
}

/// A header's value as a number of seconds.
fn seconds(headers: &HeaderMap, name: &str) -> Option<f64> {
    headers
        .get(name)?
        .to_str()
        .ok()?
        .trim()
        .parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s >= 0.0)
}

/// A 429's body with its rate limit written where [`super::retry::rate_limit`] reads it:
/// `retry_after` from the body (Discord's, in seconds with a fraction), else `Retry-After`,
/// else `X-RateLimit-Reset-After`; global when the body says `"global": true`, or the
/// `X-RateLimit-Global` header is there (and not `false`), or `X-RateLimit-Scope` is
/// `global`. A body that is not a JSON object (a front proxy's page) is replaced by one;
/// `code` and `message` are filled in when missing, as serenity needs them to read the rest.
pub fn with_rate_limit(headers: &HeaderMap, body: &[u8]) -> Vec<u8> {
    let mut object = match serde_json::from_slice::<Value>(body) {
        Ok(Value::Object(object)) => object,
        _ => serde_json::Map::new(),
    };
    let retry_after = object
        .get("retry_after")
        .and_then(Value::as_f64)
        .filter(|s| s.is_finite() && *s >= 0.0)
        .or_else(|| seconds(headers, "retry-after"))
        .or_else(|| seconds(headers, "x-ratelimit-reset-after"));
    let global = object.get("global").and_then(Value::as_bool) == Some(true)
        || headers
            .get("x-ratelimit-global")
            .is_some_and(|v| !v.as_bytes().eq_ignore_ascii_case(b"false"))
        || headers
            .get("x-ratelimit-scope")
            .is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(b"global"));
    if !object.get("code").is_some_and(Value::is_i64) {
        object.insert("code".into(), json!(0));
    }
    if !object.get("message").is_some_and(Value::is_string) {
        object.insert("message".into(), json!("You are being rate limited."));
    }
    let ours = rate_limit_errors(retry_after, global);
    match object.get_mut("errors") {
        Some(Value::Object(errors)) => {
            errors.insert(RATE_LIMIT_PATH.into(), ours[RATE_LIMIT_PATH].clone());
        }
        _ => {
            object.insert("errors".into(), ours);
        }
    }
    serde_json::to_vec(&Value::Object(object)).unwrap_or_default()
}

/// The `errors` object that carries a rate limit: `{"rate_limit": {"retry_after":
/// {"_errors": [{"code": "TABLERO_RATE_LIMIT", "message": "<seconds>"}]}, "global": ...}}`,
/// which serenity reads as the errors `rate_limit.retry_after` and `rate_limit.global` (and
/// shows in the error's text: "You are being rate limited. (rate_limit.retry_after: 1.5)").
pub fn rate_limit_errors(retry_after: Option<f64>, global: bool) -> Value {
    let entry =
        |message: String| json!({"_errors": [{"code": RATE_LIMIT_CODE, "message": message}]});
    let mut limit = serde_json::Map::new();
    if let Some(seconds) = retry_after {
        limit.insert("retry_after".into(), entry(seconds.to_string()));
    }
    if global {
        limit.insert("global".into(), entry("true".into()));
    }
    json!({ RATE_LIMIT_PATH: limit })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    use crate::discord::retry::{RateLimit, rate_limit};

    /// What serenity makes of an answer the relay passed on.
    async fn as_serenity_reads(
        status: u16,
        headers: &[(&str, &str)],
        body: &str,
    ) -> poise::serenity_prelude::Error {
        let mut map = HeaderMap::new();
        for (k, v) in headers {
            map.insert(
                HeaderName::from_bytes(k.as_bytes()).unwrap(),
                v.parse().unwrap(),
            );
        }
        let body = with_rate_limit(&map, body.as_bytes());
        let answer = hyper::Response::builder()
            .status(status)
            .body(body)
            .unwrap();
        let response = poise::serenity_prelude::ErrorResponse::from_response(
            reqwest::Response::from(answer),
            reqwest::Method::POST,
        )
        .await;
        poise::serenity_prelude::Error::Http(
            poise::serenity_prelude::HttpError::UnsuccessfulRequest(response),
        )
    }

    fn limit(seconds: Option<f64>, global: bool) -> Option<RateLimit> {
        Some(RateLimit {
            retry_after: seconds.map(Duration::from_secs_f64),
            global,
        })
    }

    #[tokio::test]
    async fn a_rate_limit_survives_serenitys_reading_from_the_body_or_the_headers() {
        // Discord's body: the exact seconds, and the code and message serenity keeps.
        let e = as_serenity_reads(
            429,
            &[("retry-after", "2")],
            r#"{"message": "You are being rate limited.", "retry_after": 1.5, "global": false, "code": 0}"#,
        )
        .await;
        assert_eq!(rate_limit(&e), limit(Some(1.5), false));
        assert!(
            e.to_string().starts_with("You are being rate limited."),
            "{e}"
        );
        // A body without a code (serenity would drop all of it) or none at all: the headers.
        let e = as_serenity_reads(
            429,
            &[("retry-after", "3"), ("x-ratelimit-global", "true")],
            r#"{"message": "You are being rate limited.", "retry_after": 0.25, "global": true}"#,
        )
        .await;
        assert_eq!(rate_limit(&e), limit(Some(0.25), true));
        let e = as_serenity_reads(
            429,
            &[("retry-after", "3"), ("x-ratelimit-global", "true")],
            "<html>slow down</html>",
        )
        .await;
        assert_eq!(rate_limit(&e), limit(Some(3.0), true));
        let e = as_serenity_reads(
            429,
            &[
                ("x-ratelimit-reset-after", "0.75"),
                ("x-ratelimit-scope", "shared"),
            ],
            "",
        )
        .await;
        assert_eq!(rate_limit(&e), limit(Some(0.75), false));
        // Nothing said: a rate limit of unknown length.
        let e = as_serenity_reads(429, &[], "{}").await;
        assert_eq!(rate_limit(&e), limit(None, false));
    }

    #[test]
    fn errors_already_in_the_body_are_kept() {
        let body = with_rate_limit(
            &HeaderMap::new(),
            br#"{"code": 20016, "message": "slowmode", "retry_after": 4, "errors": {"content": {"_errors": []}}}"#,
        );
        let body: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(body["code"], 20016);
        assert_eq!(body["message"], "slowmode");
        assert!(body["errors"]["content"].is_object());
        assert_eq!(
            body["errors"]["rate_limit"]["retry_after"]["_errors"][0]["message"],
            "4"
        );
    }
}
