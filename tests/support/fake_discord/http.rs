//! The REST routes of the fake, served over HTTP/1.1 by hyper (multipart bodies read by
//! multer).
//!
//! Routes (under `/api/v10`): `GET gateway`, `GET gateway/bot`,
//! `GET oauth2/applications/@me`, `GET applications/@me`, `GET users/@me`, `GET users/{id}`,
//! `GET|PUT|POST applications/{app}/commands` and `.../guilds/{g}/commands`,
//! `POST interactions/{id}/{token}/callback`, `POST webhooks/{app}/{token}`,
//! `GET|PATCH|DELETE webhooks/{app}/{token}/messages/{@original|id}`,
//! `GET|POST channels/{id}/messages`, `GET|PATCH|DELETE channels/{id}/messages/{id}`,
//! `POST channels/{id}/typing`, reactions (`PUT|DELETE`), `GET guilds/{g}`,
//! `GET guilds/{g}/roles`, `GET guilds/{g}/channels`, `GET guilds/{g}/members[/{u}]`.
//! Threads and direct-message channels (`GET|PATCH channels/{id}`, thread creation, thread
//! members, `POST users/@me/channels`) are routed by `threads.rs`.
//! Uploaded files are served as Discord's CDN serves them under `GET /attachments/...` (see
//! `cdn.rs`). Anything else: `DELETE`/`PUT` get 204, other methods 404; all are marked
//! unrouted.

use std::convert::Infallible;
use std::sync::Arc;

use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::header::{HeaderName, HeaderValue};
use hyper::{Request, Response, StatusCode};
use serde_json::{Value, json};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpListener;

use super::interactions::{edit_message, new_message};
use super::{
    Body, FakeMessage, FakeUser, Part, RecordedRequest, Shared, State, TOKEN, anywhere, gateway,
    payloads, threads,
};

pub async fn serve(listener: TcpListener, shared: Arc<Shared>) {
    loop {
        if let Ok((stream, _)) = listener.accept().await {
            tokio::spawn(connection(stream, Arc::clone(&shared)));
        }
    }
}

/// The same REST API over TLS, as `discord.com` (the certificate in `tests/data/tls/`): for
/// a bot that runs as in production, without a proxy and with serenity's rate limiter.
pub async fn serve_tls(listener: TcpListener, shared: Arc<Shared>) {
    let acceptor = tls_acceptor();
    loop {
        if let Ok((stream, _)) = listener.accept().await {
            let (acceptor, shared) = (acceptor.clone(), Arc::clone(&shared));
            tokio::spawn(async move {
                if let Ok(stream) = acceptor.accept(stream).await {
                    connection(stream, shared).await;
                }
            });
        }
    }
}

fn tls_acceptor() -> tokio_rustls::TlsAcceptor {
    use tokio_rustls::rustls::{self, pki_types};
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/tls");
    let read = |file: &str| std::fs::read(dir.join(file)).expect("the fake's certificate files");
    let cert = pki_types::CertificateDer::from(read("discord.com.der"));
    let key = pki_types::PrivateKeyDer::Pkcs8(read("discord.com.key.der").into());
    let config = rustls::ServerConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .expect("TLS versions")
    .with_no_client_auth()
    .with_single_cert(vec![cert], key)
    .expect("the fake's certificate and key");
    tokio_rustls::TlsAcceptor::from(Arc::new(config))
}

struct RawRequest {
    method: String,
    target: String,
    headers: Vec<(String, String)>,
    body: Body,
}

pub(super) struct Reply {
    status: u16,
    body: Option<Value>,
    headers: Vec<(String, String)>,
    routed: bool,
}

impl Reply {
    pub(super) fn json(status: u16, body: Value) -> Reply {
        Reply {
            status,
            body: Some(body),
            headers: Vec::new(),
            routed: true,
        }
    }
    pub(super) fn no_content() -> Reply {
        Reply {
            status: 204,
            body: None,
            headers: Vec::new(),
            routed: true,
        }
    }
    pub(super) fn error(status: u16, code: u64, message: &str) -> Reply {
        Reply::json(status, payloads::error(code, message))
    }
    fn unrouted(method: &str, path: &str) -> Reply {
        let mut r = if method == "DELETE" || method == "PUT" {
            Reply::no_content()
        } else {
            Reply::error(
                404,
                0,
                &format!("404: Not Found (the fake Discord has no route for {method} {path})"),
            )
        };
        r.routed = false;
        r
    }
}

/// Serves one connection (keep-alive, any body framing: hyper's).
async fn connection(
    stream: impl AsyncRead + AsyncWrite + Unpin + Send + 'static,
    shared: Arc<Shared>,
) {
    let service = hyper::service::service_fn(move |request| {
        let shared = Arc::clone(&shared);
        async move { Ok::<_, Infallible>(answer(&shared, request).await) }
    });
    let _ = hyper::server::conn::http1::Builder::new()
        .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
        .await;
}

/// One request: its body read and decoded, then routed.
async fn answer(shared: &Shared, request: Request<Incoming>) -> Response<Full<Bytes>> {
    let (head, body) = request.into_parts();
    let headers: Vec<(String, String)> = head
        .headers
        .iter()
        .map(|(k, v)| {
            let value = String::from_utf8_lossy(v.as_bytes()).into_owned();
            (k.as_str().to_owned(), value)
        })
        .collect();
    let Ok(body) = body.collect().await else {
        return reply_to_response(Reply::error(400, 0, "400: the request body did not arrive"));
    };
    let body = decode_body(&headers, body.to_bytes()).await;
    let target = head.uri.path_and_query().map_or("/", |t| t.as_str());
    let request = RawRequest {
        method: head.method.as_str().to_owned(),
        target: target.to_owned(),
        headers,
        body,
    };
    if request.target.starts_with(super::cdn::CDN_PREFIX) {
        return cdn(shared, request);
    }
    reply_to_response(handle(shared, request))
}

/// An uploaded file, as Discord's CDN serves it: the bytes, no `Authorization` needed; the
/// request recorded with the others.
fn cdn(shared: &Shared, req: RawRequest) -> Response<Full<Bytes>> {
    let path = req.target.split('?').next().unwrap_or("").to_owned();
    let mut s = shared.lock();
    let bytes = (req.method == "GET")
        .then(|| super::cdn::serve(&s, &path))
        .flatten();
    let status = if bytes.is_some() { 200 } else { 404 };
    s.requests.push(RecordedRequest {
        method: req.method,
        path,
        query: String::new(),
        headers: req.headers,
        body: req.body,
        status,
        routed: bytes.is_some(),
        at: std::time::Instant::now(),
    });
    drop(s);
    shared.notify();
    let mut response = Response::new(Full::new(Bytes::from(bytes.unwrap_or_default())));
    *response.status_mut() = StatusCode::from_u16(status).expect("a status code");
    response.headers_mut().insert(
        hyper::header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    response
}

fn reply_to_response(reply: Reply) -> Response<Full<Bytes>> {
    let json = reply.body.is_some();
    let body = reply
        .body
        .map_or_else(Bytes::new, |v| Bytes::from(v.to_string()));
    let mut response = Response::new(Full::new(body));
    *response.status_mut() = StatusCode::from_u16(reply.status).expect("a status code");
    let headers = response.headers_mut();
    if json {
        headers.insert(
            hyper::header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
    }
    for (k, v) in reply.headers {
        headers.insert(
            HeaderName::from_bytes(k.as_bytes()).expect("a header name"),
            HeaderValue::from_str(&v).expect("a header value"),
        );
    }
    response
}

async fn decode_body(headers: &[(String, String)], bytes: Bytes) -> Body {
    if bytes.is_empty() {
        return Body::Empty;
    }
    let content_type = headers
        .iter()
        .find(|(k, _)| k == "content-type")
        .map(|(_, v)| v.as_str())
        .unwrap_or("");
    if let Ok(boundary) = multer::parse_boundary(content_type) {
        return match form_parts(bytes.clone(), boundary).await {
            Ok(parts) => {
                let payload_json = parts
                    .iter()
                    .find(|p| p.name == "payload_json")
                    .and_then(|p| serde_json::from_slice(&p.bytes).ok());
                Body::Multipart {
                    payload_json,
                    parts,
                }
            }
            Err(_) => Body::Raw(bytes.to_vec()),
        };
    }
    match serde_json::from_slice(&bytes) {
        Ok(v) => Body::Json(v),
        Err(_) => Body::Raw(bytes.to_vec()),
    }
}

/// The parts of a `multipart/form-data` body (RFC 7578).
async fn form_parts(bytes: Bytes, boundary: String) -> Result<Vec<Part>, multer::Error> {
    let whole = futures_util::stream::iter([Ok::<_, Infallible>(bytes)]);
    let mut form = multer::Multipart::new(whole, boundary);
    let mut parts = Vec::new();
    while let Some(field) = form.next_field().await? {
        let name = field.name().unwrap_or_default().to_owned();
        let filename = field.file_name().map(str::to_owned);
        let content_type = field.content_type().map(|m| m.to_string());
        let bytes = field.bytes().await?.to_vec();
        parts.push(Part {
            name,
            filename,
            content_type,
            bytes,
        });
    }
    Ok(parts)
}

/// How long a 429 the fake answers asks the client to wait, in seconds.
pub(super) const RETRY_AFTER: f64 = 0.05;

fn fault_reply(status: u16, retry_after: f64, global: bool) -> Reply {
    match status {
        429 => {
            let reset = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs_f64() + retry_after)
                .unwrap_or(0.0);
            let mut headers: Vec<(String, String)> = vec![
                ("retry-after".into(), format!("{retry_after}")),
                ("x-ratelimit-limit".into(), "5".into()),
                ("x-ratelimit-remaining".into(), "0".into()),
                ("x-ratelimit-reset".into(), format!("{reset:.3}")),
                (
                    "x-ratelimit-reset-after".into(),
                    format!("{retry_after:.3}"),
                ),
                ("x-ratelimit-bucket".into(), "fake-bucket".into()),
            ];
            if global {
                headers.push(("x-ratelimit-global".into(), "true".into()));
                headers.push(("x-ratelimit-scope".into(), "global".into()));
            } else {
                headers.push(("x-ratelimit-scope".into(), "user".into()));
            }
            Reply {
                status,
                body: Some(
                    json!({"message": "You are being rate limited.", "retry_after": retry_after, "global": global, "code": 0}),
                ),
                headers,
                routed: true,
            }
        }
        500 => Reply::error(500, 0, "500: Internal Server Error"),
        s => {
            let reason = StatusCode::from_u16(s)
                .ok()
                .and_then(|c| c.canonical_reason());
            let reason = reason.unwrap_or("Status");
            Reply::error(s, 0, &format!("{s}: {reason} (injected by the fake)"))
        }
    }
}

fn handle(shared: &Shared, req: RawRequest) -> Reply {
    let (path, query) = match req.target.split_once('?') {
        Some((p, q)) => (p.to_owned(), q.to_owned()),
        None => (req.target.clone(), String::new()),
    };
    let body = req.body;
    let method = req.method.to_ascii_uppercase();
    let mut s = shared.lock();
    let authorized = req
        .headers
        .iter()
        .any(|(k, v)| k == "authorization" && v.strip_prefix("Bot ") == Some(TOKEN));
    let reply = if !authorized {
        Reply::error(401, 0, "401: Unauthorized")
    } else if let Some(f) = s
        .faults
        .iter_mut()
        .find(|f| f.remaining > 0 && f.method == method && path.contains(&f.path_contains))
    {
        f.remaining -= 1;
        let (status, applied, retry_after, global) = (f.status, f.applied, f.retry_after, f.global);
        if applied {
            let _ = route(shared, &mut s, &method, &path, &body);
        }
        fault_reply(status, retry_after, global)
    } else {
        route(shared, &mut s, &method, &path, &body)
    };
    s.requests.push(RecordedRequest {
        method,
        path,
        query,
        headers: req.headers,
        body,
        status: reply.status,
        routed: reply.routed,
        at: std::time::Instant::now(),
    });
    // Gateway events the request caused (THREAD_CREATE, ...), sent once the state is free.
    let events = std::mem::take(&mut s.pending_dispatches);
    drop(s);
    for (event, data) in events {
        gateway::dispatch(shared, &event, data);
    }
    shared.notify();
    reply
}

fn message_reply(shared: &Shared, s: &State, id: &str) -> Reply {
    match s.messages.get(id) {
        Some(m) if !m.deleted => Reply::json(
            200,
            payloads::message(&shared.ids, m, &FakeUser::bot_user()),
        ),
        _ => Reply::error(404, 10008, "Unknown Message"),
    }
}

fn route(shared: &Shared, s: &mut State, method: &str, path: &str, body: &Body) -> Reply {
    let ids = &shared.ids;
    let Some(rest) = path.strip_prefix("/api/v10/") else {
        return Reply::unrouted(method, path);
    };
    let segs: Vec<&str> = rest.trim_end_matches('/').split('/').collect();
    let app = ids.app_id.to_string();
    let bot = FakeUser::bot_user();
    let empty = json!({});
    let payload = body.json().unwrap_or(&empty);
    let files: Vec<Part> = body.files().into_iter().cloned().collect();
    if let ["channels", c, ..] = segs.as_slice()
        && let Some(refused) = anywhere::missing_access(s, c)
    {
        return refused;
    }
    if let Some(reply) = threads::route(shared, s, method, &segs, payload) {
        return reply;
    }
    match (method, segs.as_slice()) {
        ("GET", ["gateway"]) => Reply::json(200, payloads::gateway(&shared.ws_url)),
        ("GET", ["gateway", "bot"]) => Reply::json(
            200,
            payloads::gateway_bot(&shared.ws_url, s.recommended_shards),
        ),
        ("GET", ["oauth2", "applications", "@me"]) | ("GET", ["applications", "@me"]) => {
            Reply::json(
                200,
                payloads::application_info(ids, &bot, &FakeUser::dana()),
            )
        }
        ("GET", ["users", "@me"]) => Reply::json(200, payloads::current_user(&bot)),
        ("GET", ["users", id]) => match id.parse::<u64>() {
            Ok(id) => Reply::json(200, payloads::user(&s.user(id))),
            Err(_) => Reply::error(404, 10013, "Unknown User"),
        },
        (_, ["applications", a, "commands"]) if *a == app => {
            commands(shared, s, method, None, payload)
        }
        (_, ["applications", a, "guilds", g, "commands"]) if *a == app => match g.parse::<u64>() {
            Ok(g) if g == ids.guild_id => commands(shared, s, method, Some(g), payload),
            _ => Reply::error(404, 10004, "Unknown Guild"),
        },
        ("POST", ["interactions", id, token, "callback"]) => {
            callback(shared, s, id, token, body, &files)
        }
        ("POST", ["webhooks", a, token]) if *a == app => {
            let Some(iid) = s.tokens.get(*token).cloned() else {
                return Reply::error(404, 10015, "Unknown Webhook");
            };
            if body.json().is_none() {
                return Reply::error(400, 50109, "The request body contains invalid JSON.");
            }
            if let Some(refused) = anywhere::refuse_webhook(s, &iid, true) {
                return refused;
            }
            let channel = s.interactions.get(&iid).map(|r| r.channel_id.clone());
            let channel = channel.unwrap_or_else(|| ids.channel_id.to_string());
            let mut m = new_message(s, channel, payload, &files);
            m.webhook_id = Some(app.clone());
            let id = m.id.clone();
            s.messages.insert(id.clone(), m);
            if let Some(r) = s.interactions.get_mut(&iid) {
                r.followup_ids.push(id.clone());
                r.resolved = true;
            }
            message_reply(shared, s, &id)
        }
        (_, ["webhooks", a, token, "messages", mid]) if *a == app => {
            let Some(iid) = s.tokens.get(*token).cloned() else {
                return Reply::error(404, 10015, "Unknown Webhook");
            };
            if method != "GET"
                && let Some(refused) = anywhere::refuse_webhook(s, &iid, false)
            {
                return refused;
            }
            let rec = s.interactions.get(&iid).cloned().unwrap_or_default();
            let target = if *mid == "@original" {
                rec.original_id.clone()
            } else {
                rec.followup_ids.iter().find(|f| f == mid).cloned()
            };
            let Some(target) = target.filter(|t| s.messages.get(t).is_some_and(|m| !m.deleted))
            else {
                return Reply::error(404, 10008, "Unknown Message");
            };
            match method {
                "GET" => message_reply(shared, s, &target),
                "PATCH" => {
                    if body.json().is_none() {
                        return Reply::error(400, 50109, "The request body contains invalid JSON.");
                    }
                    edit_message(s, &target, payload, &files);
                    if let Some(r) = s.interactions.get_mut(&iid) {
                        r.resolved = true;
                    }
                    message_reply(shared, s, &target)
                }
                "DELETE" => {
                    if let Some(m) = s.messages.get_mut(&target) {
                        m.deleted = true;
                    }
                    if let Some(r) = s.interactions.get_mut(&iid) {
                        r.resolved = true;
                    }
                    Reply::no_content()
                }
                _ => Reply::unrouted(method, path),
            }
        }
        ("POST", ["channels", c, "messages"]) => {
            if body.json().is_none() {
                return Reply::error(400, 50109, "The request body contains invalid JSON.");
            }
            if let Some(refused) = threads::refuse_post(s, c) {
                return refused;
            }
            // An enforced nonce already seen: Discord returns the message it made then.
            let nonce = payload["nonce"].as_str().map(str::to_owned);
            if payload["enforce_nonce"] == json!(true)
                && let Some(id) = nonce.as_ref().and_then(|n| s.nonces.get(n)).cloned()
            {
                return message_reply(shared, s, &id);
            }
            let m = new_message(s, (*c).to_owned(), payload, &files);
            let id = m.id.clone();
            s.messages.insert(id.clone(), m);
            s.channel_log.push(id.clone());
            if let Some(nonce) = nonce {
                s.nonces.insert(nonce, id.clone());
            }
            message_reply(shared, s, &id)
        }
        // The channel's history, newest first, as Discord shows it to everyone: posts and
        // interaction answers, without ephemeral ones (the query's `after`/`limit` are
        // ignored: tests keep channels short).
        ("GET", ["channels", c, "messages"]) => {
            let mut visible: Vec<&FakeMessage> = s
                .messages
                .values()
                .filter(|m| m.channel_id == *c && !m.deleted && m.flags & 64 == 0)
                .collect();
            visible.sort_by_key(|m| std::cmp::Reverse(m.id.parse::<u64>().unwrap_or(0)));
            let list: Vec<Value> = visible
                .into_iter()
                .map(|m| payloads::message(ids, m, &bot))
                .collect();
            Reply::json(200, Value::Array(list))
        }
        (_, ["channels", _, "messages", mid]) => {
            if s.messages.get(*mid).is_none_or(|m| m.deleted) {
                return Reply::error(404, 10008, "Unknown Message");
            }
            match method {
                "GET" => message_reply(shared, s, mid),
                "PATCH" => {
                    edit_message(s, mid, payload, &files);
                    message_reply(shared, s, mid)
                }
                "DELETE" => {
                    if let Some(m) = s.messages.get_mut(*mid) {
                        m.deleted = true;
                    }
                    Reply::no_content()
                }
                _ => Reply::unrouted(method, path),
            }
        }
        ("PUT" | "DELETE", ["channels", _, "messages", _, "reactions", ..]) => Reply::no_content(),
        ("POST", ["channels", _, "typing"]) => Reply::no_content(),
        ("GET", ["guilds", g, rest @ ..]) => {
            if g.parse::<u64>().ok() != Some(ids.guild_id) {
                return Reply::error(404, 10004, "Unknown Guild");
            }
            match rest {
                [] => Reply::json(200, payloads::guild(ids)),
                ["roles"] => Reply::json(200, payloads::roles(ids)),
                ["channels"] => Reply::json(200, json!([payloads::channel(ids)])),
                ["members"] => {
                    let mut users: Vec<&FakeUser> = s.users.values().collect();
                    users.sort_by_key(|u| u.id);
                    Reply::json(
                        200,
                        Value::Array(
                            users
                                .into_iter()
                                .map(|u| payloads::member(ids, u))
                                .collect(),
                        ),
                    )
                }
                ["members", u] => match u.parse::<u64>() {
                    Ok(u) => Reply::json(200, payloads::member(ids, &s.user(u))),
                    Err(_) => Reply::error(404, 10013, "Unknown User"),
                },
                _ => Reply::unrouted(method, path),
            }
        }
        _ => Reply::unrouted(method, path),
    }
}

/// Command registration: PUT replaces the list, POST adds or replaces one, GET lists.
fn commands(
    shared: &Shared,
    s: &mut State,
    method: &str,
    guild: Option<u64>,
    payload: &Value,
) -> Reply {
    let register = |s: &mut State, body: &Value| -> Value {
        let name = body["name"].as_str().unwrap_or("").to_owned();
        let id = match s.command_ids.get(&name) {
            Some(id) => *id,
            None => {
                let id = s.new_id();
                s.command_ids.insert(name, id);
                id
            }
        };
        payloads::registered_command(&shared.ids, id, guild, body)
    };
    let stored = |s: &State| {
        if guild.is_some() {
            s.guild_commands.clone()
        } else {
            s.global_commands.clone()
        }
    };
    match method {
        "PUT" => {
            let Some(list) = payload.as_array() else {
                return Reply::error(400, 50035, "Invalid Form Body");
            };
            let out: Vec<Value> = list.iter().map(|c| register(s, c)).collect();
            if guild.is_some() {
                s.guild_commands = Some(payload.clone());
            } else {
                s.global_commands = Some(payload.clone());
            }
            Reply::json(200, Value::Array(out))
        }
        "POST" => {
            let out = register(s, payload);
            let mut list = stored(s)
                .and_then(|v| v.as_array().cloned())
                .unwrap_or_default();
            list.retain(|c| c["name"] != payload["name"]);
            list.push(payload.clone());
            if guild.is_some() {
                s.guild_commands = Some(Value::Array(list));
            } else {
                s.global_commands = Some(Value::Array(list));
            }
            Reply::json(201, out)
        }
        "GET" => {
            let list = stored(s)
                .and_then(|v| v.as_array().cloned())
                .unwrap_or_default();
            let out: Vec<Value> = list.iter().map(|c| register(s, c)).collect();
            Reply::json(200, Value::Array(out))
        }
        _ => Reply::unrouted(method, "commands"),
    }
}

/// `POST /interactions/{id}/{token}/callback`.
fn callback(
    shared: &Shared,
    s: &mut State,
    id: &str,
    token: &str,
    body: &Body,
    files: &[Part],
) -> Reply {
    let Some(rec) = s.interactions.get(id).cloned() else {
        return Reply::error(404, 10062, "Unknown interaction");
    };
    if rec.token != token {
        return Reply::error(401, 50027, "Invalid Webhook Token");
    }
    if !rec.callbacks.is_empty() {
        return Reply::error(400, 40060, "Interaction has already been acknowledged.");
    }
    let Some(payload) = body.json().cloned() else {
        return Reply::error(400, 50109, "The request body contains invalid JSON.");
    };
    let data = payload.get("data").cloned().unwrap_or(json!({}));
    let channel = rec.channel_id.clone();
    let mut original = rec.original_id.clone();
    let mut choices = rec.choices.clone();
    let resolved = match payload["type"].as_u64() {
        Some(1 | 9) => true,
        Some(4) => {
            let mut m = new_message(s, channel, &data, files);
            m.webhook_id = Some(shared.ids.app_id.to_string());
            m.kind = 20;
            original = Some(m.id.clone());
            s.messages.insert(m.id.clone(), m);
            true
        }
        Some(5) => {
            let mut m = new_message(s, channel, &json!({"flags": data["flags"]}), &[]);
            m.webhook_id = Some(shared.ids.app_id.to_string());
            m.kind = 20;
            original = Some(m.id.clone());
            s.messages.insert(m.id.clone(), m);
            false
        }
        Some(t @ (6 | 7)) => {
            let Some(source) = rec.source_message_id.clone() else {
                return Reply::error(
                    400,
                    40004,
                    "Interaction has no message to update (not a component)",
                );
            };
            if t == 7 {
                edit_message(s, &source, &data, files);
            }
            original = Some(source);
            t == 7
        }
        Some(8) => {
            choices = data["choices"].as_array().cloned().unwrap_or_default();
            true
        }
        _ => return Reply::error(400, 50035, "Invalid Form Body (interaction response type)"),
    };
    if let Some(r) = s.interactions.get_mut(id) {
        r.callbacks.push(payload);
        r.original_id = original;
        r.choices = choices;
        r.resolved = resolved;
    }
    Reply::no_content()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn multipart_bodies_give_their_fields_and_files() {
        let body = b"--XyZ\r\nContent-Disposition: form-data; name=\"files[0]\"; filename=\"a.png\"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--x\r\n--XyZ\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n{\"a\":1}\r\n--XyZ--\r\n";
        let headers = [(
            "content-type".to_string(),
            "multipart/form-data; boundary=\"XyZ\"".to_string(),
        )];
        let Body::Multipart {
            payload_json,
            parts,
        } = decode_body(&headers, Bytes::from_static(body)).await
        else {
            panic!("not read as multipart");
        };
        assert_eq!(payload_json, Some(json!({"a": 1})));
        assert_eq!(parts.len(), 2);
        assert_eq!(parts[0].name, "files[0]");
        assert_eq!(parts[0].filename.as_deref(), Some("a.png"));
        assert_eq!(parts[0].content_type.as_deref(), Some("image/png"));
        assert_eq!(parts[0].bytes, b"\x89PNG\r\n--x");
        assert_eq!(parts[1].name, "payload_json");
        assert_eq!(parts[1].bytes, b"{\"a\":1}");
    }
}
