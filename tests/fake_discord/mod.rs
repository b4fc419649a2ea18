//! A fake Discord for integration tests: a REST API and a websocket gateway on 127.0.0.1 that
//! the real serenity/poise client talks to (via `HttpBuilder::proxy` and the gateway URL served
//! by `GET /api/v10/gateway`).
//!
//! Include it from a test file with
//! `#[path = "fake_discord/mod.rs"] mod fake_discord;`.
//!
//! What it supports:
//! - Gateway: HELLO (short heartbeat interval), IDENTIFY (token checked), heartbeat ACKs, READY
//!   then GUILD_CREATE (one guild, one text channel, roles `@everyone` and `Admin`, members),
//!   dispatches injected by the test (`send`, `dispatch`) with increasing sequence numbers, a
//!   minimal RESUME (replays the dispatches after the client's sequence number, then RESUMED),
//!   and `request_reconnect` (op 7). Presence updates and member requests are recorded and
//!   otherwise ignored; payloads are sent as text (never zlib).
//! - REST under `/api/v10` (see `http.rs` for the routes): every request is recorded; a wrong
//!   or missing `Authorization` gets 401; `fail_next` injects 500/429 (or any status).
//! - Interactions: callbacks, follow-ups and `@original` are tracked per interaction, with
//!   Discord's message-edit rules for attachments (an `attachments` list in an edit keeps only
//!   the listed ones, so serenity's `UpdateMessage`, which always sends `attachments`, drops the
//!   old files unless re-attached).
#![allow(dead_code)]

mod gateway;
mod http;
mod interactions;
mod multipart;
pub mod payloads;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use serde_json::Value;
use tokio::sync::{mpsc, watch};
use tokio::task::JoinHandle;
use tokio::time::Instant;

pub use interactions::Interaction;

/// The bot token the fake accepts (the bot sends `Bot <TOKEN>`).
pub const TOKEN: &str = "fake.bot.token-for-tests";
/// The heartbeat interval announced in HELLO, in milliseconds.
pub const HEARTBEAT_INTERVAL_MS: u64 = 1000;
/// The Discord interaction response flag for ephemeral messages.
pub const EPHEMERAL: u64 = 64;

/// The fixed ids of the fake world.
#[derive(Clone, Copy, Debug)]
pub struct Ids {
    pub app_id: u64,
    /// The bot user's id (equal to the application id, as on Discord).
    pub bot_user_id: u64,
    pub guild_id: u64,
    pub channel_id: u64,
    /// The guild's `Admin` role (administrator permission). `@everyone` has the guild's id.
    pub admin_role_id: u64,
    /// The guild owner (and application owner): dana.
    pub owner_id: u64,
}

impl Ids {
    const FIXED: Ids = Ids {
        app_id: 900_000_000_000_000_001,
        bot_user_id: 900_000_000_000_000_001,
        guild_id: 900_000_000_000_000_010,
        channel_id: 900_000_000_000_000_020,
        admin_role_id: 900_000_000_000_000_030,
        owner_id: 100_000_000_000_000_004,
    };
}

/// A Discord user of the fake world.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeUser {
    pub id: u64,
    pub name: String,
    /// The client locale sent in interactions (`en-US`, `es-ES`, `fr`, ...).
    pub locale: String,
    /// Holds the guild's `Admin` role (administrator permission).
    pub admin: bool,
    pub bot: bool,
}

impl FakeUser {
    /// A non-admin human user; it is a member of the guild only if registered with
    /// `FakeDiscord::add_user` before READY (interactions carry their own member object anyway).
    pub fn new(id: u64, name: &str, locale: &str) -> FakeUser {
        FakeUser {
            id,
            name: name.into(),
            locale: locale.into(),
            admin: false,
            bot: false,
        }
    }
    /// English-speaking player (`en-US`).
    pub fn alice() -> FakeUser {
        FakeUser::new(100_000_000_000_000_001, "alice", "en-US")
    }
    /// Spanish-speaking player (`es-ES`).
    pub fn bob() -> FakeUser {
        FakeUser::new(100_000_000_000_000_002, "bob", "es-ES")
    }
    /// French-speaking player (`fr`).
    pub fn carol() -> FakeUser {
        FakeUser::new(100_000_000_000_000_003, "carol", "fr")
    }
    /// The guild owner, with the `Admin` role (`en-GB`).
    pub fn dana() -> FakeUser {
        FakeUser {
            admin: true,
            ..FakeUser::new(Ids::FIXED.owner_id, "dana", "en-GB")
        }
    }
    /// The bot's own user (what a challenge against the bot names as opponent).
    pub fn bot_user() -> FakeUser {
        FakeUser {
            admin: true,
            bot: true,
            ..FakeUser::new(Ids::FIXED.bot_user_id, "tablero", "en-US")
        }
    }
    /// Returns the user with another locale.
    pub fn with_locale(mut self, locale: &str) -> FakeUser {
        self.locale = locale.into();
        self
    }
    /// Returns the user with or without the `Admin` role.
    pub fn with_admin(mut self, admin: bool) -> FakeUser {
        self.admin = admin;
        self
    }
    /// `<@id>`, how Discord mentions the user.
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }
}

/// A file of a message (or a multipart part that carried one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    /// The attachment's snowflake (assigned by the fake).
    pub id: String,
    pub filename: String,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

/// A message as the fake stores it (interaction originals, follow-ups, channel messages).
#[derive(Clone, Debug, PartialEq)]
pub struct FakeMessage {
    pub id: String,
    pub channel_id: String,
    pub content: String,
    pub flags: u64,
    /// The `components` JSON (action rows), `[]` when none.
    pub components: Value,
    /// The `embeds` JSON, `[]` when none.
    pub embeds: Value,
    pub attachments: Vec<Attachment>,
    /// How many times it was edited.
    pub edits: u32,
    /// Set for messages sent through an interaction webhook.
    pub webhook_id: Option<String>,
    /// Message type: 0 default, 20 reply to a slash command, 19 reply.
    pub kind: u64,
    pub deleted: bool,
}

impl FakeMessage {
    pub fn ephemeral(&self) -> bool {
        self.flags & EPHEMERAL != 0
    }
    /// The `custom_id`s of all components (buttons, selects), in order.
    pub fn custom_ids(&self) -> Vec<String> {
        let mut out = Vec::new();
        collect_custom_ids(&self.components, &mut out);
        out
    }
    /// The attachment with this file name.
    pub fn attachment(&self, filename: &str) -> Option<&Attachment> {
        self.attachments.iter().find(|a| a.filename == filename)
    }
}

fn collect_custom_ids(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Array(items) => items.iter().for_each(|i| collect_custom_ids(i, out)),
        Value::Object(o) => {
            if let Some(Value::String(id)) = o.get("custom_id") {
                out.push(id.clone());
            }
            if let Some(c) = o.get("components") {
                collect_custom_ids(c, out);
            }
        }
        _ => {}
    }
}

/// The body of a recorded request.
#[derive(Clone, Debug, PartialEq)]
pub enum Body {
    Empty,
    Json(Value),
    /// `multipart/form-data`: `payload_json` (parsed) and every part.
    Multipart {
        payload_json: Option<Value>,
        parts: Vec<Part>,
    },
    /// Anything else (or JSON that failed to parse).
    Raw(Vec<u8>),
}

impl Body {
    /// The JSON payload: the body itself, or `payload_json` of a multipart body.
    pub fn json(&self) -> Option<&Value> {
        match self {
            Body::Json(v) => Some(v),
            Body::Multipart { payload_json, .. } => payload_json.as_ref(),
            _ => None,
        }
    }
    /// The file parts of a multipart body (parts with a file name).
    pub fn files(&self) -> Vec<&Part> {
        match self {
            Body::Multipart { parts, .. } => {
                parts.iter().filter(|p| p.filename.is_some()).collect()
            }
            _ => Vec::new(),
        }
    }
}

/// One part of a `multipart/form-data` body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// The form field name (`payload_json`, `files[0]`, ...).
    pub name: String,
    pub filename: Option<String>,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

/// One HTTP request the fake received, with the status it answered.
#[derive(Clone, Debug)]
pub struct RecordedRequest {
    pub method: String,
    /// The path without the query string, e.g. `/api/v10/channels/1/messages`.
    pub path: String,
    /// The query string without `?` (empty when none).
    pub query: String,
    /// Header names are lower case.
    pub headers: Vec<(String, String)>,
    pub body: Body,
    /// The status the fake answered.
    pub status: u16,
    /// False when no route matched (the fake answered 404 or 204 by default).
    pub routed: bool,
}

impl RecordedRequest {
    pub fn header(&self, name: &str) -> Option<&str> {
        let name = name.to_ascii_lowercase();
        self.headers
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.as_str())
    }
    pub fn json(&self) -> Option<&Value> {
        self.body.json()
    }
}

/// What the bot did with one interaction.
#[derive(Clone, Debug)]
pub struct Response {
    pub interaction_id: String,
    /// The type of the first accepted callback: 1 pong, 4 message, 5 deferred message,
    /// 6 deferred update, 7 update message, 8 autocomplete result, 9 modal.
    pub kind: u64,
    /// Every accepted callback body (`payload_json` for multipart), in order.
    pub callbacks: Vec<Value>,
    /// The original response message (for 6/7: the component's message, as updated).
    pub message: Option<FakeMessage>,
    pub followups: Vec<FakeMessage>,
    /// Autocomplete choices (callback type 8).
    pub choices: Vec<Value>,
    /// True once the reply has content: any callback but 5/6, or an edit of `@original` or a
    /// follow-up after a deferral.
    pub resolved: bool,
}

impl Response {
    /// The content of the original message (after any edits); "" when none.
    pub fn content(&self) -> &str {
        self.message.as_ref().map_or("", |m| m.content.as_str())
    }
    /// The content of the last message the bot produced for this interaction: the last
    /// follow-up if any, else the original.
    pub fn last_content(&self) -> &str {
        self.followups
            .last()
            .map_or_else(|| self.content(), |m| m.content.as_str())
    }
    /// Flags of the original message (64 = ephemeral); for a callback without a message (8, 9)
    /// the callback's `data.flags`.
    pub fn flags(&self) -> u64 {
        match &self.message {
            Some(m) => m.flags,
            None => self
                .callbacks
                .first()
                .and_then(|c| c["data"]["flags"].as_u64())
                .unwrap_or(0),
        }
    }
    pub fn ephemeral(&self) -> bool {
        self.flags() & EPHEMERAL != 0
    }
    /// The components JSON of the original message (`[]` when none).
    pub fn components(&self) -> Value {
        self.message
            .as_ref()
            .map_or(Value::Array(vec![]), |m| m.components.clone())
    }
    /// The `custom_id`s of the original message's components.
    pub fn custom_ids(&self) -> Vec<String> {
        self.message
            .as_ref()
            .map(FakeMessage::custom_ids)
            .unwrap_or_default()
    }
    /// The original message's attachments.
    pub fn attachments(&self) -> &[Attachment] {
        self.message
            .as_ref()
            .map_or(&[], |m| m.attachments.as_slice())
    }
    /// The original message's id (what a button interaction on it refers to).
    pub fn message_id(&self) -> Option<&str> {
        self.message.as_ref().map(|m| m.id.as_str())
    }
    /// Autocomplete choice names.
    pub fn choice_names(&self) -> Vec<String> {
        self.choices
            .iter()
            .filter_map(|c| c["name"].as_str().map(str::to_owned))
            .collect()
    }
}

/// An injected failure: the next `times` requests whose method matches and whose path contains
/// `path_contains` get `status`.
#[derive(Clone, Debug)]
pub(crate) struct Fault {
    method: String,
    path_contains: String,
    status: u16,
    remaining: usize,
}

/// Per-interaction bookkeeping.
#[derive(Clone, Debug, Default)]
pub(crate) struct InteractionRecord {
    id: String,
    token: String,
    /// For component interactions: the message the component is on.
    source_message_id: Option<String>,
    callbacks: Vec<Value>,
    original_id: Option<String>,
    followup_ids: Vec<String>,
    choices: Vec<Value>,
    resolved: bool,
}

/// Gateway connection commands.
#[derive(Debug)]
pub(crate) enum GwCommand {
    Text(String),
    Close(u16),
}

#[derive(Default)]
pub(crate) struct State {
    requests: Vec<RecordedRequest>,
    faults: Vec<Fault>,
    global_commands: Option<Value>,
    guild_commands: Option<Value>,
    command_ids: HashMap<String, u64>,
    interactions: HashMap<String, InteractionRecord>,
    tokens: HashMap<String, String>,
    messages: HashMap<String, FakeMessage>,
    /// Ids of messages created with `POST /channels/{id}/messages`, in order.
    channel_log: Vec<String>,
    users: HashMap<u64, FakeUser>,
    next_id: u64,
    // Gateway.
    identifies: Vec<Value>,
    heartbeats: u32,
    resumes: u32,
    session_id: Option<String>,
    session_counter: u64,
    seq: u64,
    /// Dispatches of the current session, for RESUME replay.
    sent: Vec<(u64, String)>,
    gateway_tx: Option<mpsc::UnboundedSender<GwCommand>>,
    gateway_received: Vec<Value>,
    ready: bool,
}

impl State {
    fn new_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }
    fn user(&self, id: u64) -> FakeUser {
        self.users
            .get(&id)
            .cloned()
            .unwrap_or_else(|| FakeUser::new(id, &format!("user{id}"), "en-US"))
    }
}

pub(crate) struct Shared {
    ids: Ids,
    ws_url: String,
    state: Mutex<State>,
    changed: watch::Sender<u64>,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
    /// Wakes every waiter (call after changing the state, lock released or not).
    fn notify(&self) {
        self.changed.send_modify(|v| *v += 1);
    }
    /// Waits until `f` returns `Some`, re-checking after every state change.
    async fn wait_for<T>(
        &self,
        timeout: Duration,
        mut f: impl FnMut(&State) -> Option<T>,
    ) -> Option<T> {
        let deadline = Instant::now() + timeout;
        let mut rx = self.changed.subscribe();
        loop {
            if let Some(v) = f(&self.lock()) {
                return Some(v);
            }
            match tokio::time::timeout_at(deadline, rx.changed()).await {
                Ok(Ok(())) => {}
                Ok(Err(_)) | Err(_) => return f(&self.lock()),
            }
        }
    }
}

/// The fake Discord. Dropping it stops its servers.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    http_addr: SocketAddr,
    gateway_addr: SocketAddr,
    tasks: Vec<JoinHandle<()>>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        for t in &self.tasks {
            t.abort();
        }
    }
}

impl FakeDiscord {
    /// Binds the REST server and the gateway on 127.0.0.1 (ephemeral ports) and starts serving.
    pub async fn start() -> FakeDiscord {
        let http_listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind fake REST");
        let gw_listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind fake gateway");
        let http_addr = http_listener.local_addr().expect("REST address");
        let gateway_addr = gw_listener.local_addr().expect("gateway address");
        let ids = Ids::FIXED;
        let mut state = State {
            next_id: 950_000_000_000_000_000,
            ..State::default()
        };
        for u in [
            FakeUser::alice(),
            FakeUser::bob(),
            FakeUser::carol(),
            FakeUser::dana(),
            FakeUser::bot_user(),
        ] {
            state.users.insert(u.id, u);
        }
        let (changed, _) = watch::channel(0);
        let shared = Arc::new(Shared {
            ids,
            ws_url: format!("ws://{gateway_addr}"),
            state: Mutex::new(state),
            changed,
        });
        let tasks = vec![
            tokio::spawn(http::serve(http_listener, Arc::clone(&shared))),
            tokio::spawn(gateway::serve(gw_listener, Arc::clone(&shared))),
        ];
        FakeDiscord {
            shared,
            http_addr,
            gateway_addr,
            tasks,
        }
    }

    /// `http://127.0.0.1:PORT`: what the bot gets as its REST proxy (`DISCORD_PROXY`).
    pub fn base_url(&self) -> String {
        format!("http://{}", self.http_addr)
    }
    /// `ws://127.0.0.1:PORT`: the gateway URL served by `GET /api/v10/gateway`.
    pub fn gateway_url(&self) -> String {
        self.shared.ws_url.clone()
    }
    /// The bare token (the bot must send `Bot <token>`).
    pub fn token(&self) -> &'static str {
        TOKEN
    }
    pub fn ids(&self) -> Ids {
        self.shared.ids
    }
    pub fn app_id(&self) -> u64 {
        self.shared.ids.app_id
    }
    pub fn bot_user_id(&self) -> u64 {
        self.shared.ids.bot_user_id
    }
    pub fn guild_id(&self) -> u64 {
        self.shared.ids.guild_id
    }
    pub fn channel_id(&self) -> u64 {
        self.shared.ids.channel_id
    }
    pub fn admin_role_id(&self) -> u64 {
        self.shared.ids.admin_role_id
    }
    pub fn bot_user(&self) -> FakeUser {
        FakeUser::bot_user()
    }

    /// Registers a user: a guild member in later GUILD_CREATEs and REST lookups, and resolved by
    /// id in user options. alice, bob, carol, dana and the bot are registered from the start.
    pub fn add_user(&self, user: FakeUser) {
        self.shared.lock().users.insert(user.id, user);
    }

    /// Waits for a successful IDENTIFY (READY and GUILD_CREATE sent). Panics on timeout.
    pub async fn wait_ready(&self, timeout: Duration) {
        let ok = self
            .shared
            .wait_for(timeout, |s| s.ready.then_some(()))
            .await;
        if ok.is_none() {
            panic!(
                "fake Discord: the bot did not identify within {timeout:?}; requests: {:#?}",
                self.request_lines()
            );
        }
    }

    /// Whether a gateway session is ready now.
    pub fn is_ready(&self) -> bool {
        self.shared.lock().ready
    }

    /// Waits for a command registration (`PUT .../commands`, guild or global; the latest wins)
    /// and returns the registered JSON array as the bot sent it. Panics on timeout.
    pub async fn wait_commands(&self, timeout: Duration) -> Value {
        let got = self
            .shared
            .wait_for(timeout, |s| {
                s.guild_commands
                    .clone()
                    .or_else(|| s.global_commands.clone())
            })
            .await;
        got.unwrap_or_else(|| {
            panic!(
                "fake Discord: no command registration within {timeout:?}; requests: {:#?}",
                self.request_lines()
            )
        })
    }
    /// The last `PUT /applications/{app}/commands` body.
    pub fn global_commands(&self) -> Option<Value> {
        self.shared.lock().global_commands.clone()
    }
    /// The last `PUT /applications/{app}/guilds/{g}/commands` body.
    pub fn guild_commands(&self) -> Option<Value> {
        self.shared.lock().guild_commands.clone()
    }

    /// A CHAT_INPUT interaction (`/name options...`). `options` as Discord sends them, e.g.
    /// `json!([{"name": "move", "type": 3, "value": "d3xd4"}])`; sub-commands nest as type 1
    /// with their own `options`. User options (type 6) are resolved from the registered users.
    pub fn slash_command(&self, user: &FakeUser, name: &str, options: Value) -> Interaction {
        interactions::command(&self.shared, user, name, options, 2)
    }
    /// An autocomplete interaction; one option should carry `"focused": true`.
    pub fn autocomplete(
        &self,
        user: &FakeUser,
        name: &str,
        options_with_focused: Value,
    ) -> Interaction {
        interactions::command(&self.shared, user, name, options_with_focused, 4)
    }
    /// A button click (component type 2) on message `message_id`: the stored message when the
    /// fake knows it (an interaction reply or a channel message), else an empty bot message.
    pub fn button(&self, user: &FakeUser, custom_id: &str, message_id: &str) -> Interaction {
        interactions::button(&self.shared, user, custom_id, message_id)
    }

    /// Sends an interaction over the gateway (INTERACTION_CREATE), waiting up to 10 s for a
    /// ready session first. Returns the dispatch's sequence number.
    pub async fn send(&self, interaction: &Interaction) -> u64 {
        {
            let mut s = self.shared.lock();
            s.tokens
                .insert(interaction.token.clone(), interaction.id.clone());
            let source = interaction.json["message"]["id"]
                .as_str()
                .map(str::to_owned);
            s.interactions.insert(
                interaction.id.clone(),
                InteractionRecord {
                    id: interaction.id.clone(),
                    token: interaction.token.clone(),
                    source_message_id: source,
                    ..InteractionRecord::default()
                },
            );
        }
        self.dispatch("INTERACTION_CREATE", interaction.json.clone())
            .await
    }

    /// Sends any dispatch (op 0) with the next sequence number, waiting up to 10 s for a ready
    /// session. Panics when no session becomes ready.
    pub async fn dispatch(&self, event: &str, data: Value) -> u64 {
        if self
            .shared
            .wait_for(Duration::from_secs(10), |s| s.ready.then_some(()))
            .await
            .is_none()
        {
            panic!("fake Discord: cannot dispatch {event}: no ready gateway session");
        }
        gateway::dispatch(&self.shared, event, data)
    }

    /// Sends op 7 RECONNECT: serenity reconnects and RESUMEs.
    pub fn request_reconnect(&self) {
        if let Some(tx) = &self.shared.lock().gateway_tx {
            let _ = tx.send(GwCommand::Text(
                serde_json::json!({"op": 7, "d": null}).to_string(),
            ));
        }
    }
    /// Closes the gateway connection with a close code (e.g. 4000 to make serenity resume).
    pub fn close_gateway(&self, code: u16) {
        if let Some(tx) = &self.shared.lock().gateway_tx {
            let _ = tx.send(GwCommand::Close(code));
        }
    }
    /// IDENTIFY payloads received (`d` objects), in order.
    pub fn identifies(&self) -> Vec<Value> {
        self.shared.lock().identifies.clone()
    }
    /// How many RESUMEs succeeded.
    pub fn resumes(&self) -> u32 {
        self.shared.lock().resumes
    }
    /// Waits until at least `n` RESUMEs succeeded.
    pub async fn wait_resumes(&self, n: u32, timeout: Duration) -> bool {
        self.shared
            .wait_for(timeout, |s| (s.resumes >= n && s.ready).then_some(()))
            .await
            .is_some()
    }
    /// How many heartbeats (op 1) the fake acknowledged.
    pub fn heartbeats(&self) -> u32 {
        self.shared.lock().heartbeats
    }
    /// Waits until at least `n` heartbeats were acknowledged.
    pub async fn wait_heartbeats(&self, n: u32, timeout: Duration) -> bool {
        self.shared
            .wait_for(timeout, |s| (s.heartbeats >= n).then_some(()))
            .await
            .is_some()
    }
    /// Every gateway payload received from the client other than heartbeats.
    pub fn gateway_received(&self) -> Vec<Value> {
        self.shared.lock().gateway_received.clone()
    }

    /// Waits for the bot's settled response to an interaction (see `Response::resolved`).
    /// Panics on timeout, listing the requests received.
    pub async fn wait_response(&self, interaction_id: &str, timeout: Duration) -> Response {
        match self
            .wait_response_where(interaction_id, timeout, |r| r.resolved)
            .await
        {
            Some(r) => r,
            None => panic!(
                "fake Discord: no response to interaction {interaction_id} within {timeout:?}; so far: {:?}; requests: {:#?}",
                self.response(interaction_id),
                self.request_lines()
            ),
        }
    }
    /// Waits until the interaction's response satisfies `pred` (e.g. two follow-ups); `None`
    /// on timeout.
    pub async fn wait_response_where(
        &self,
        interaction_id: &str,
        timeout: Duration,
        pred: impl Fn(&Response) -> bool,
    ) -> Option<Response> {
        self.shared
            .wait_for(timeout, |s| {
                interactions::response(s, interaction_id).filter(|r| pred(r))
            })
            .await
    }
    /// The response to an interaction as it stands (None before any accepted callback).
    pub fn response(&self, interaction_id: &str) -> Option<Response> {
        interactions::response(&self.shared.lock(), interaction_id)
    }

    /// Messages created with `POST /channels/{id}/messages`, in order, as they stand now.
    pub fn channel_messages(&self) -> Vec<FakeMessage> {
        let s = self.shared.lock();
        s.channel_log
            .iter()
            .filter_map(|id| s.messages.get(id).cloned())
            .collect()
    }
    /// Waits until at least `n` channel messages exist; returns them all. Panics on timeout.
    pub async fn wait_channel_messages(&self, n: usize, timeout: Duration) -> Vec<FakeMessage> {
        let got = self
            .shared
            .wait_for(timeout, |s| (s.channel_log.len() >= n).then_some(()))
            .await;
        if got.is_none() {
            panic!(
                "fake Discord: fewer than {n} channel messages within {timeout:?}; requests: {:#?}",
                self.request_lines()
            );
        }
        self.channel_messages()
    }
    /// Any stored message by id.
    pub fn message(&self, id: &str) -> Option<FakeMessage> {
        self.shared.lock().messages.get(id).cloned()
    }

    /// Every request received so far.
    pub fn requests(&self) -> Vec<RecordedRequest> {
        self.shared.lock().requests.clone()
    }
    /// `METHOD /path -> status` for every request (for failure messages).
    pub fn request_lines(&self) -> Vec<String> {
        self.shared
            .lock()
            .requests
            .iter()
            .map(|r| format!("{} {} -> {}", r.method, r.path, r.status))
            .collect()
    }
    /// Requests no route handled (a sign the fake lacks something the bot uses).
    pub fn unhandled_requests(&self) -> Vec<RecordedRequest> {
        self.shared
            .lock()
            .requests
            .iter()
            .filter(|r| !r.routed)
            .cloned()
            .collect()
    }
    /// Waits for a request with this method whose path contains `path_contains`, returning
    /// the first such request (counting those already received). Panics on timeout.
    pub async fn wait_request(
        &self,
        method: &str,
        path_contains: &str,
        timeout: Duration,
    ) -> RecordedRequest {
        let got = self
            .shared
            .wait_for(timeout, |s| {
                s.requests
                    .iter()
                    .find(|r| {
                        r.method.eq_ignore_ascii_case(method) && r.path.contains(path_contains)
                    })
                    .cloned()
            })
            .await;
        got.unwrap_or_else(|| {
            panic!(
                "fake Discord: no {method} *{path_contains}* within {timeout:?}; requests: {:#?}",
                self.request_lines()
            )
        })
    }

    /// Makes the next `times` requests with `method` whose path contains `path_contains` fail
    /// with `status`: 429 gets a rate-limit body (`retry_after`, `global`) and headers, any
    /// other status a Discord error body. Faults are checked in the order they were added.
    pub fn fail_next(&self, method: &str, path_contains: &str, status: u16, times: usize) {
        self.shared.lock().faults.push(Fault {
            method: method.to_ascii_uppercase(),
            path_contains: path_contains.into(),
            status,
            remaining: times,
        });
    }
    /// Faults not yet consumed (`(method, path_contains, status, remaining)`).
    pub fn pending_faults(&self) -> Vec<(String, String, u16, usize)> {
        self.shared
            .lock()
            .faults
            .iter()
            .filter(|f| f.remaining > 0)
            .map(|f| {
                (
                    f.method.clone(),
                    f.path_contains.clone(),
                    f.status,
                    f.remaining,
                )
            })
            .collect()
    }
}
