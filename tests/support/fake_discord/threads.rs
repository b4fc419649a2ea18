//! Threads and direct-message channels: the fake's channel registry, its REST routes, and the
//! tests' view of them.
//!
//! Routes (under `/api/v10`): `GET channels/{id}` (a registered thread or DM channel, else the
//! guild's text channel), `PATCH channels/{thread}`, `POST channels/{c}/messages/{m}/threads`,
//! `POST channels/{c}/threads`, `GET channels/{t}/thread-members`,
//! `PUT|DELETE channels/{t}/thread-members/{user|@me}`, `POST users/@me/channels`; and
//! [`refuse_post`], which `http.rs` asks before posting a message.

use std::time::Duration;

use serde_json::{Value, json};

use super::http::Reply;
use super::{
    FakeChannel, FakeDiscord, FakeMessage, FakeUser, Interaction, Shared, State, gateway, payloads,
};

/// The auto-archive durations Discord accepts, in minutes.
const ARCHIVE_DURATIONS: [u64; 4] = [60, 1440, 4320, 10080];
/// Discord's auto-archive duration for a thread created without one (a day).
const DEFAULT_ARCHIVE: u64 = 1440;

/// A snowflake sent as a string or a number.
fn id_of(v: &Value) -> Option<u64> {
    match v {
        Value::String(s) => s.parse().ok(),
        Value::Number(n) => n.as_u64(),
        _ => None,
    }
}

/// Discord's answer to a thread name outside 1-100 characters.
fn bad_name(name: &str) -> bool {
    !(1..=100).contains(&name.trim().chars().count())
}

impl State {
    pub(super) fn channel(&self, id: u64) -> Option<&FakeChannel> {
        self.channels.iter().find(|c| c.id == id)
    }
    fn channel_mut(&mut self, id: u64) -> Option<&mut FakeChannel> {
        self.channels.iter_mut().find(|c| c.id == id)
    }
    /// Queues a dispatch for the ready session, if there is one.
    fn dispatch_later(&mut self, event: &str, data: Value) {
        if self.ready {
            self.pending_dispatches.push((event.to_owned(), data));
        }
    }
}

/// The routes of threads and DM channels; `None` for any other request.
pub(super) fn route(
    shared: &Shared,
    s: &mut State,
    method: &str,
    segs: &[&str],
    payload: &Value,
) -> Option<Reply> {
    let ids = &shared.ids;
    let reply = match (method, segs) {
        ("GET", ["channels", c]) => match c.parse().ok().and_then(|id| s.channel(id)) {
            Some(ch) if ch.is_dm() => {
                let user = s.user(ch.recipient.unwrap_or_default());
                Reply::json(200, payloads::dm_channel(ch, &user))
            }
            Some(ch) => Reply::json(200, payloads::thread(ids, ch)),
            None => Reply::json(200, payloads::channel(ids)),
        },
        ("PATCH", ["channels", c]) => {
            let id = c.parse().ok()?;
            if !s.channel(id)?.is_thread() {
                return None;
            }
            edit_thread(shared, s, id, payload)
        }
        ("POST", ["channels", c, "messages", m, "threads"]) => {
            create_thread(shared, s, c, Some(m), payload)
        }
        ("POST", ["channels", c, "threads"]) => create_thread(shared, s, c, None, payload),
        ("GET", ["channels", t, "thread-members"]) => {
            match t.parse().ok().and_then(|id| s.channel(id)) {
                Some(th) if th.is_thread() => Reply::json(
                    200,
                    Value::Array(
                        th.members
                            .iter()
                            .map(|&u| payloads::thread_member(th, u))
                            .collect(),
                    ),
                ),
                _ => Reply::error(404, 10003, "Unknown Channel"),
            }
        }
        ("PUT" | "DELETE", ["channels", t, "thread-members", u]) => {
            let user = if *u == "@me" {
                Some(ids.bot_user_id)
            } else {
                u.parse().ok()
            };
            member(s, method, t, user)
        }
        ("POST", ["users", "@me", "channels"]) => open_dm(s, payload),
        _ => return None,
    };
    Some(reply)
}

/// `POST /channels/{parent}/messages/{message}/threads` (`message`) or
/// `POST /channels/{parent}/threads`.
fn create_thread(
    shared: &Shared,
    s: &mut State,
    parent: &str,
    message: Option<&str>,
    payload: &Value,
) -> Reply {
    let Ok(parent_id) = parent.parse::<u64>() else {
        return Reply::error(404, 10003, "Unknown Channel");
    };
    if s.channel(parent_id).is_some() {
        // A thread (or a DM channel) cannot hold a thread.
        return Reply::error(400, 50024, "Cannot execute action on this channel type");
    }
    if s.refuse_threads {
        return Reply::error(403, 50013, "Missing Permissions");
    }
    let name = payload["name"].as_str().unwrap_or("");
    if bad_name(name) {
        return Reply::error(400, 50035, "Invalid Form Body (name)");
    }
    let auto_archive_duration = match payload.get("auto_archive_duration") {
        None | Some(Value::Null) => DEFAULT_ARCHIVE,
        Some(v) => match v.as_u64().filter(|d| ARCHIVE_DURATIONS.contains(d)) {
            Some(d) => d,
            None => return Reply::error(400, 50035, "Invalid Form Body (auto_archive_duration)"),
        },
    };
    let (id, kind) = match message {
        Some(m) => {
            let known = s
                .messages
                .get(m)
                .is_some_and(|msg| !msg.deleted && msg.channel_id == parent);
            let Some(id) = m.parse::<u64>().ok().filter(|_| known) else {
                return Reply::error(404, 10008, "Unknown Message");
            };
            if s.channel(id).is_some() {
                return Reply::error(
                    400,
                    160004,
                    "A thread has already been created for this message",
                );
            }
            // The type is ignored: a message's thread is public.
            (id, 11)
        }
        None => match payload["type"].as_u64().unwrap_or(12) {
            kind @ (11 | 12) => (s.new_id(), kind),
            _ => return Reply::error(400, 50035, "Invalid Form Body (type)"),
        },
    };
    let thread = FakeChannel {
        id,
        kind,
        name: name.trim().to_owned(),
        parent_id: Some(parent_id),
        message_id: message.map(str::to_owned),
        archived: false,
        locked: false,
        auto_archive_duration,
        members: vec![shared.ids.bot_user_id],
        recipient: None,
    };
    let json = payloads::thread(&shared.ids, &thread);
    s.channels.push(thread);
    let mut event = json.clone();
    event["newly_created"] = json!(true);
    s.dispatch_later("THREAD_CREATE", event);
    Reply::json(201, json)
}

/// `PATCH /channels/{thread}`: name, archived, locked, auto-archive duration. An archived
/// thread takes only a change of its archived state (Discord: code 50083).
fn edit_thread(shared: &Shared, s: &mut State, id: u64, payload: &Value) -> Reply {
    let Some(thread) = s.channel(id).cloned() else {
        return Reply::error(404, 10003, "Unknown Channel");
    };
    let archived = payload.get("archived").and_then(Value::as_bool);
    if thread.archived && archived.is_none() {
        return Reply::error(400, 50083, "Thread is archived");
    }
    let mut edited = thread;
    if let Some(name) = payload.get("name").and_then(Value::as_str) {
        if bad_name(name) {
            return Reply::error(400, 50035, "Invalid Form Body (name)");
        }
        edited.name = name.trim().to_owned();
    }
    if let Some(d) = payload
        .get("auto_archive_duration")
        .filter(|v| !v.is_null())
    {
        match d.as_u64().filter(|d| ARCHIVE_DURATIONS.contains(d)) {
            Some(d) => edited.auto_archive_duration = d,
            None => return Reply::error(400, 50035, "Invalid Form Body (auto_archive_duration)"),
        }
    }
    if let Some(locked) = payload.get("locked").and_then(Value::as_bool) {
        edited.locked = locked;
    }
    if let Some(archived) = archived {
        edited.archived = archived;
    }
    let json = payloads::thread(&shared.ids, &edited);
    if let Some(t) = s.channel_mut(id) {
        *t = edited;
    }
    s.dispatch_later("THREAD_UPDATE", json.clone());
    Reply::json(200, json)
}

/// `PUT|DELETE /channels/{thread}/thread-members/{user}`.
fn member(s: &mut State, method: &str, thread: &str, user: Option<u64>) -> Reply {
    let Some(user) = user else {
        return Reply::error(404, 10013, "Unknown User");
    };
    let Some(t) = thread
        .parse()
        .ok()
        .and_then(|id| s.channel_mut(id))
        .filter(|t| t.is_thread())
    else {
        return Reply::error(404, 10003, "Unknown Channel");
    };
    if t.archived {
        return Reply::error(400, 50083, "Thread is archived");
    }
    if method == "PUT" {
        if !t.members.contains(&user) {
            t.members.push(user);
        }
    } else {
        t.members.retain(|&m| m != user);
    }
    Reply::no_content()
}

/// `POST /users/@me/channels`: the bot's DM channel with `recipient_id`, one per user.
fn open_dm(s: &mut State, payload: &Value) -> Reply {
    let Some(user) = id_of(&payload["recipient_id"]) else {
        return Reply::error(400, 50035, "Invalid Form Body (recipient_id)");
    };
    let recipient = s.user(user);
    if let Some(c) = s
        .channels
        .iter()
        .find(|c| c.is_dm() && c.recipient == Some(user))
    {
        return Reply::json(200, payloads::dm_channel(c, &recipient));
    }
    let channel = FakeChannel {
        id: s.new_id(),
        kind: 1,
        name: String::new(),
        parent_id: None,
        message_id: None,
        archived: false,
        locked: false,
        auto_archive_duration: 0,
        members: Vec::new(),
        recipient: Some(user),
    };
    let json = payloads::dm_channel(&channel, &recipient);
    s.channels.push(channel);
    Reply::json(200, json)
}

/// The refusal of a post into `channel`, if it is refused: an archived thread (400, 50083),
/// a DM while DMs are refused (403, 50007).
pub(super) fn refuse_post(s: &State, channel: &str) -> Option<Reply> {
    let c = s.channel(channel.parse().ok()?)?;
    if c.is_thread() && c.archived {
        return Some(Reply::error(400, 50083, "Thread is archived"));
    }
    if c.is_dm() && s.refuse_dms {
        return Some(Reply::error(
            403,
            50007,
            "Cannot send messages to this user",
        ));
    }
    None
}

impl FakeDiscord {
    /// While on, thread creation is answered 403, code 50013 (the bot lacks Create Public
    /// Threads).
    pub fn refuse_threads(&self, refuse: bool) {
        self.shared.lock().refuse_threads = refuse;
    }
    /// While on, posts into DM channels are answered 403, code 50007 (the user accepts no
    /// direct messages). Opening the DM channel still works, as on Discord.
    pub fn refuse_dms(&self, refuse: bool) {
        self.shared.lock().refuse_dms = refuse;
    }

    /// Every thread, in the order they were made.
    pub fn threads(&self) -> Vec<FakeChannel> {
        let s = self.shared.lock();
        s.channels
            .iter()
            .filter(|c| c.is_thread())
            .cloned()
            .collect()
    }
    /// A thread (or DM channel) by id, as it stands now.
    pub fn thread(&self, id: u64) -> Option<FakeChannel> {
        self.shared.lock().channel(id).cloned()
    }
    /// Waits until at least `n` threads exist; returns them all. Panics on timeout.
    pub async fn wait_threads(&self, n: usize, timeout: Duration) -> Vec<FakeChannel> {
        let got = self
            .shared
            .wait_for(timeout, |s| {
                (s.channels.iter().filter(|c| c.is_thread()).count() >= n).then_some(())
            })
            .await;
        if got.is_none() {
            panic!(
                "fake Discord: fewer than {n} threads within {timeout:?}; requests: {:#?}",
                self.request_lines()
            );
        }
        self.threads()
    }
    /// The user ids of a thread's members, in the order they joined (empty for no thread).
    pub fn thread_members(&self, thread: u64) -> Vec<u64> {
        self.thread(thread).map(|t| t.members).unwrap_or_default()
    }

    /// A public thread `user` made in `parent` in Discord's client (the test's own, not the
    /// bot's); THREAD_CREATE goes to a ready session.
    pub fn create_thread(&self, user: &FakeUser, parent: u64, name: &str) -> FakeChannel {
        let thread = {
            let mut s = self.shared.lock();
            let thread = FakeChannel {
                id: s.new_id(),
                kind: 11,
                name: name.to_owned(),
                parent_id: Some(parent),
                message_id: None,
                archived: false,
                locked: false,
                auto_archive_duration: DEFAULT_ARCHIVE,
                members: vec![user.id],
                recipient: None,
            };
            s.channels.push(thread.clone());
            thread
        };
        let mut event = payloads::thread(&self.shared.ids, &thread);
        event["newly_created"] = json!(true);
        self.dispatch_if_ready("THREAD_CREATE", event);
        thread
    }
    /// Archives or reopens a thread as Discord does on its own (an idle thread's auto-archive
    /// duration ran out); THREAD_UPDATE goes to a ready session.
    pub fn set_archived(&self, thread: u64, archived: bool) {
        let json = {
            let mut s = self.shared.lock();
            let Some(t) = s.channel_mut(thread) else {
                return;
            };
            t.archived = archived;
            let t = t.clone();
            payloads::thread(&self.shared.ids, &t)
        };
        self.dispatch_if_ready("THREAD_UPDATE", json);
    }
    fn dispatch_if_ready(&self, event: &str, data: Value) {
        if self.shared.lock().ready {
            gateway::dispatch(&self.shared, event, data);
        } else {
            self.shared.notify();
        }
    }

    /// The messages of one channel, thread or DM channel (posts, interaction answers and
    /// follow-ups, ephemeral ones included; not deleted ones), oldest first.
    pub fn messages_in(&self, channel: u64) -> Vec<FakeMessage> {
        messages_in(&self.shared.lock(), channel)
    }
    /// Waits until `channel` has at least `n` messages; returns them all. Panics on timeout.
    pub async fn wait_messages_in(
        &self,
        channel: u64,
        n: usize,
        timeout: Duration,
    ) -> Vec<FakeMessage> {
        let got = self
            .shared
            .wait_for(timeout, |s| {
                let list = messages_in(s, channel);
                (list.len() >= n).then_some(list)
            })
            .await;
        got.unwrap_or_else(|| {
            panic!(
                "fake Discord: fewer than {n} messages in {channel} within {timeout:?}; requests: {:#?}",
                self.request_lines()
            )
        })
    }

    /// The bot's DM channel with a user, once opened.
    pub fn dm_channel(&self, user: u64) -> Option<FakeChannel> {
        let s = self.shared.lock();
        s.channels
            .iter()
            .find(|c| c.is_dm() && c.recipient == Some(user))
            .cloned()
    }
    /// The direct messages the bot sent a user, oldest first.
    pub fn dms(&self, user: u64) -> Vec<FakeMessage> {
        self.dm_channel(user)
            .map(|c| self.messages_in(c.id))
            .unwrap_or_default()
    }

    /// The interaction, used in `channel` instead: a registered thread (its `channel` object
    /// of type 11 with `parent_id`, as Discord sends it) or any other channel id (a text
    /// channel). Its answers become messages of that channel.
    pub fn in_channel(&self, mut interaction: Interaction, channel: u64) -> Interaction {
        let ids = &self.shared.ids;
        let partial = match self.shared.lock().channel(channel) {
            Some(t) if t.is_thread() => payloads::partial_thread(ids, t),
            _ => {
                let mut p = payloads::partial_channel(ids);
                p["id"] = json!(channel.to_string());
                p
            }
        };
        interaction.json["channel_id"] = json!(channel.to_string());
        interaction.json["channel"] = partial;
        if interaction.json["message"].is_object() {
            interaction.json["message"]["channel_id"] = json!(channel.to_string());
        }
        interaction
    }
}

fn messages_in(s: &State, channel: u64) -> Vec<FakeMessage> {
    let channel = channel.to_string();
    let mut list: Vec<FakeMessage> = s
        .messages
        .values()
        .filter(|m| m.channel_id == channel && !m.deleted)
        .cloned()
        .collect();
    list.sort_by_key(|m| m.id.parse::<u64>().unwrap_or(u64::MAX));
    list
}
