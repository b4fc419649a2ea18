//! A fake Discord for integration tests: a REST API and a websocket gateway on 127.0.0.1 that
//! the real serenity/poise client talks to (via `HttpBuilder::proxy` and the gateway URL served
//! by `GET /api/v10/gateway`).
//!
//! Include it from a test file with
//! `#[path = "fake_discord/mod.rs"] mod fake_discord;`.
//!
//! What it supports:
//! - Gateway: HELLO (short heartbeat interval), IDENTIFY (token checked), heartbeat ACKs, READY
//!   then GUILD_CREATE (one guild, one text channel, roles `@everyone`, `Organizers` and
//!   `Admin`, members with their roles, the active threads),
//!   dispatches injected by the test (`send`, `dispatch`) with increasing sequence numbers, a
//!   minimal RESUME (replays the dispatches after the client's sequence number, then RESUMED),
//!   and `request_reconnect` (op 7). Presence updates and member requests are recorded and
//!   otherwise ignored; payloads are sent as text (never zlib).
//! - REST under `/api/v10` (see `http.rs` for the routes): every request is recorded; a wrong
//!   or missing `Authorization` gets 401; `fail_next` injects 500/429 (or any status).
//! - Interactions: commands, autocomplete, button clicks and string select menus (`values`);
//!   callbacks, follow-ups and `@original` are tracked per interaction, with
//!   Discord's message-edit rules for attachments (an `attachments` list in an edit keeps only
//!   the listed ones, so serenity's `UpdateMessage`, which always sends `attachments`, drops the
//!   old files unless re-attached). They come from the guild's text channel unless moved with
//!   `in_channel` (a thread: `channel_id` and a `channel` object of type 11 with `parent_id`);
//!   their answers are messages of that channel.
//! - Threads and direct messages (see `threads.rs`): a channel registry behind
//!   `GET /channels/{id}` (the text channel, threads with `parent_id`, type, name, archive
//!   state, auto-archive duration and members, DM channels); public threads created from a
//!   message (the thread's id is the message's) or in a channel, each dispatching
//!   THREAD_CREATE to a ready session; refusals: 403 code 50013 while `refuse_threads`, 400
//!   code 50024 for a thread inside a thread, 400 code 160004 for a message's second thread;
//!   thread members (`PUT|DELETE /channels/{t}/thread-members/{u}`); `PATCH /channels/{t}`
//!   (archived, locked, name, auto-archive duration; THREAD_UPDATE); posts into an archived
//!   thread answered 400 code 50083; DM channels from `POST /users/@me/channels` (type 1, one
//!   per user) whose posts fail with 403 code 50007 while `refuse_dms`. Tests read them with
//!   `threads`, `thread`, `wait_threads`, `thread_members`, `messages_in`,
//!   `wait_messages_in`, `dm_channel`, `dms`, and make threads themselves with
//!   `create_thread` and `set_archived` (as a user, or Discord's auto-archiving, would).
//! - Shards: `GET /gateway/bot` recommends `recommend_shards` shards (1 unless set); an
//!   IDENTIFY's `shard: [id, total]` is recorded, and each guild's events go to the session
//!   of shard `(guild_id >> 22) % total`, as Discord routes them. The main guild's shard is
//!   the "home" session (everything above); a second guild (`second_guild`, on the other
//!   shard of two) gets a session of its own, with its READY and GUILD_CREATE, and its
//!   interactions (`in_guild`) are dispatched there.
#![allow(dead_code)]

mod anywhere;
mod cdn;
mod faults;
mod gateway;
mod http;
mod interactions;
pub mod payloads;
mod records;
mod threads;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use serde_json::Value;
use tokio::sync::{mpsc, watch};
use tokio::task::JoinHandle;
use tokio::time::Instant;

pub use anywhere::{FOREIGN_CHANNEL, FOREIGN_GUILD, MAX_FOLLOWUPS, TOKEN_LIFETIME};
pub use interactions::Interaction;
pub use records::*;

/// The bot token the fake accepts (the bot sends `Bot <TOKEN>`).
pub const TOKEN: &str = "fake.bot.token-for-tests";
/// The heartbeat interval announced in HELLO, in milliseconds.
pub const HEARTBEAT_INTERVAL_MS: u64 = 1000;
/// The Discord interaction response flag for ephemeral messages.
pub const EPHEMERAL: u64 = 64;

/// An injected failure: the next `times` requests whose method matches and whose path contains
/// `path_contains` get `status`.
#[derive(Clone, Debug)]
pub(crate) struct Fault {
    method: String,
    path_contains: String,
    status: u16,
    remaining: usize,
    /// Apply the request, then answer with the error (Discord did the work but the answer
    /// was lost).
    applied: bool,
    /// What a 429 asks the client to wait, in seconds.
    retry_after: f64,
    /// Whether a 429 is the bot's global limit (`"global": true`, `X-RateLimit-Global`).
    global: bool,
}

/// Per-interaction bookkeeping.
#[derive(Clone, Debug, Default)]
pub(crate) struct InteractionRecord {
    id: String,
    token: String,
    /// For component interactions: the message the component is on.
    source_message_id: Option<String>,
    /// The channel (or thread) it was used in: where its answers are posted.
    channel_id: String,
    callbacks: Vec<Value>,
    original_id: Option<String>,
    followup_ids: Vec<String>,
    choices: Vec<Value>,
    resolved: bool,
    /// When it was sent (its token's age counts from then).
    created: Option<std::time::Instant>,
    /// Only a user install authorized it (no server install, key "0"): five follow-ups.
    user_install_only: bool,
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
    /// Channel messages by the nonce they were posted with (enforced nonces dedupe posts).
    nonces: HashMap<String, String>,
    /// The server's Discord language sent in interactions (`guild_locale`); `en-US` if unset.
    guild_locale: Option<String>,
    /// Threads and DM channels, in the order they were made (the text channel is `Ids`').
    channels: Vec<FakeChannel>,
    /// Thread creation answered 403 (code 50013, Missing Permissions).
    refuse_threads: bool,
    /// Posts into DM channels answered 403 (code 50007).
    refuse_dms: bool,
    /// Channels the bot is not a member of (group DMs, a server that never added it): see
    /// `anywhere.rs`.
    foreign_channels: std::collections::HashSet<String>,
    /// How far the fake's clock is ahead of the real one (interaction tokens' age).
    clock_offset: Duration,
    /// Gateway dispatches caused by a request, sent once it is handled.
    pending_dispatches: Vec<(String, Value)>,
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
    /// Files users uploaded, by attachment id (see `cdn.rs`).
    uploads: HashMap<u64, cdn::Upload>,
    /// Shards recommended by `GET /gateway/bot`.
    recommended_shards: u32,
    /// The total the client identified with (the last IDENTIFY's `shard[1]`).
    total_shards: u32,
    /// Sessions of shards other than the home one, by shard id.
    shard_sessions: HashMap<u32, ShardSession>,
}

/// The gateway session of a shard other than the home one (which holds the main guild).
#[derive(Debug)]
pub(crate) struct ShardSession {
    tx: mpsc::UnboundedSender<GwCommand>,
    seq: u64,
    ready: bool,
}

/// The shard a guild's events go to, as Discord routes them.
pub fn shard_of(guild_id: u64, total: u32) -> u32 {
    ((guild_id >> 22) % u64::from(total.max(1))) as u32
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
    /// The same REST API over TLS, as `discord.com` (see [`FakeDiscord::discord_client`]).
    tls_addr: SocketAddr,
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
        let tls_listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind fake REST over TLS");
        let tls_addr = tls_listener.local_addr().expect("TLS address");
        let http_addr = http_listener.local_addr().expect("REST address");
        let gateway_addr = gw_listener.local_addr().expect("gateway address");
        let ids = Ids::FIXED;
        let mut state = State {
            next_id: 950_000_000_000_000_000,
            recommended_shards: 1,
            total_shards: 1,
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
            tokio::spawn(http::serve_tls(tls_listener, Arc::clone(&shared))),
            tokio::spawn(gateway::serve(gw_listener, Arc::clone(&shared))),
        ];
        FakeDiscord {
            shared,
            http_addr,
            tls_addr,
            gateway_addr,
            tasks,
        }
    }

    /// The ids every fake starts with (the main guild, its channel, ...).
    pub fn start_ids() -> Ids {
        Ids::FIXED
    }

    /// `http://127.0.0.1:PORT`: what the bot gets as its REST proxy (`DISCORD_PROXY`).
    pub fn base_url(&self) -> String {
        format!("http://{}", self.http_addr)
    }
    /// An HTTP client for which this fake *is* `https://discord.com`: it resolves the name to
    /// the fake's TLS port and trusts the fake's test authority (`tests/data/tls/`). A bot
    /// given it runs as in production: no proxy, serenity's own rate limiter.
    pub fn discord_client(&self) -> reqwest::Client {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/tls");
        let ca = std::fs::read(dir.join("ca.der")).expect("the fake's authority");
        reqwest::Client::builder()
            .use_rustls_tls()
            .resolve("discord.com", self.tls_addr)
            .add_root_certificate(reqwest::Certificate::from_der(&ca).expect("a DER certificate"))
            .build()
            .expect("an HTTP client")
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
    /// The guild's `Organizers` role (no permission beyond `@everyone`'s): give it to a user
    /// with [`FakeUser::with_role`].
    pub fn organizer_role_id(&self) -> u64 {
        self.shared.ids.organizer_role_id
    }
    pub fn bot_user(&self) -> FakeUser {
        FakeUser::bot_user()
    }

    /// Registers a user: a guild member in later GUILD_CREATEs and REST lookups, and resolved by
    /// id in user options. alice, bob, carol, dana and the bot are registered from the start.
    /// Sets the server's Discord language (`guild_locale` of every later interaction).
    pub fn set_guild_locale(&self, locale: &str) {
        self.shared.lock().guild_locale = Some(locale.to_string());
    }

    pub fn add_user(&self, user: FakeUser) {
        self.shared.lock().users.insert(user.id, user);
    }

    /// Makes `GET /gateway/bot` recommend `shards` shards (for a bot started without a range).
    pub fn recommend_shards(&self, shards: u32) {
        self.shared.lock().recommended_shards = shards;
    }

    /// The ids of a second guild, with its own text channel, on the other shard when the
    /// bot runs two (its id differs from the main guild's in bit 22).
    pub fn second_guild(&self) -> Ids {
        self.shared.ids.second()
    }

    /// The shard ids of the sessions identified so far (`[id, total]` of each IDENTIFY).
    pub fn identified_shards(&self) -> Vec<[u64; 2]> {
        self.shared
            .lock()
            .identifies
            .iter()
            .map(|d| {
                [
                    d["shard"][0].as_u64().unwrap_or(0),
                    d["shard"][1].as_u64().unwrap_or(1),
                ]
            })
            .collect()
    }

    /// Waits until the session of shard `shard` (of the total identified with) is ready.
    pub async fn wait_shard_ready(&self, shard: u32, timeout: Duration) -> bool {
        let home = |s: &State| shard_of(self.shared.ids.guild_id, s.total_shards);
        self.shared
            .wait_for(timeout, |s| {
                let ready = if shard == home(s) {
                    s.ready
                } else {
                    s.shard_sessions.get(&shard).is_some_and(|x| x.ready)
                };
                ready.then_some(())
            })
            .await
            .is_some()
    }

    /// Moves an interaction into another guild (its text channel, its member object).
    pub fn in_guild(&self, mut interaction: Interaction, guild: &Ids) -> Interaction {
        let j = &mut interaction.json;
        j["guild_id"] = serde_json::json!(guild.guild_id.to_string());
        j["channel_id"] = serde_json::json!(guild.channel_id.to_string());
        j["channel"] = payloads::partial_channel(guild);
        j["authorizing_integration_owners"] = serde_json::json!({"0": guild.guild_id.to_string()});
        if let Some(user_id) = j["member"]["user"]["id"]
            .as_str()
            .and_then(|u| u.parse::<u64>().ok())
        {
            let user = self.shared.lock().user(user_id);
            j["member"] = payloads::interaction_member(guild, &user);
        }
        if j["data"].get("guild_id").is_some() {
            j["data"]["guild_id"] = serde_json::json!(guild.guild_id.to_string());
        }
        interaction
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
    /// A choice in a string select menu (component type 3, `values`) on message `message_id`,
    /// found like [`FakeDiscord::button`]'s.
    pub fn select(
        &self,
        user: &FakeUser,
        custom_id: &str,
        values: &[&str],
        message_id: &str,
    ) -> Interaction {
        interactions::select(&self.shared, user, custom_id, values, message_id)
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
            let channel_id = interaction.json["channel_id"]
                .as_str()
                .map_or_else(|| self.channel_id().to_string(), str::to_owned);
            let created = std::time::Instant::now() + s.clock_offset;
            s.interactions.insert(
                interaction.id.clone(),
                InteractionRecord {
                    id: interaction.id.clone(),
                    token: interaction.token.clone(),
                    source_message_id: source,
                    channel_id,
                    created: Some(created),
                    user_install_only: interaction.json["authorizing_integration_owners"]
                        .get("0")
                        .is_none(),
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
        let shard = {
            let s = self.shared.lock();
            gateway::route(&self.shared, &s, &data)
        };
        let ready = match shard {
            None => self
                .shared
                .wait_for(Duration::from_secs(10), |s| s.ready.then_some(()))
                .await
                .is_some(),
            Some(k) => self.wait_shard_ready(k, Duration::from_secs(10)).await,
        };
        if !ready {
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
    /// The `d` payloads of the dispatches named `event` sent in the current session, in order
    /// (e.g. `THREAD_CREATE`).
    pub fn dispatches(&self, event: &str) -> Vec<Value> {
        self.shared
            .lock()
            .sent
            .iter()
            .filter_map(|(_, frame)| serde_json::from_str::<Value>(frame).ok())
            .filter(|f| f["t"] == event)
            .map(|f| f["d"].clone())
            .collect()
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

    /// Messages created with `POST /channels/{id}/messages` (in any channel, thread or DM), in
    /// order, as they stand now. See `messages_in` for one channel's.
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
}
