//! The fake's records and views: ids of the fake world, users, messages with their files and
//! buttons, recorded HTTP requests, and what the bot did with each interaction.

use serde_json::Value;

use super::*;
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
    /// The guild's `Organizers` role: no permission beyond `@everyone`'s, for the settings
    /// that name a role (`/settings organizer_role`, `moderator_role`).
    pub organizer_role_id: u64,
    /// The guild owner (and application owner): dana.
    pub owner_id: u64,
}

impl Ids {
    /// A second guild with its own text channel and roles; its id differs from this one's in
    /// bit 22, so of two shards it is on the other one.
    pub fn second(&self) -> Ids {
        Ids {
            guild_id: self.guild_id ^ (1 << 22),
            channel_id: self.channel_id + 1_000,
            admin_role_id: self.admin_role_id + 1_000,
            organizer_role_id: self.organizer_role_id + 1_000,
            ..*self
        }
    }

    pub(super) const FIXED: Ids = Ids {
        app_id: 900_000_000_000_000_001,
        bot_user_id: 900_000_000_000_000_001,
        guild_id: 900_000_000_000_000_010,
        channel_id: 900_000_000_000_000_020,
        admin_role_id: 900_000_000_000_000_030,
        organizer_role_id: 900_000_000_000_000_031,
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
    /// The other roles of the guild they hold (ids of [`Ids`]' roles).
    pub roles: Vec<u64>,
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
            roles: Vec::new(),
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
    /// Returns the user holding one more role of the guild (an id of [`Ids`]).
    pub fn with_role(mut self, role: u64) -> FakeUser {
        if !self.roles.contains(&role) {
            self.roles.push(role);
        }
        self
    }
    /// `<@id>`, how Discord mentions the user.
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }
}

/// A channel of the fake world besides the guild's text channel: a thread or a DM channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeChannel {
    pub id: u64,
    /// Discord's channel type: 1 DM, 11 public thread, 12 private thread.
    pub kind: u64,
    /// The thread's name ("" for a DM channel).
    pub name: String,
    /// The channel a thread was made in.
    pub parent_id: Option<u64>,
    /// The message a thread was started from (the thread has its id).
    pub message_id: Option<String>,
    pub archived: bool,
    pub locked: bool,
    /// After how many idle minutes Discord would archive the thread (60, 1440, 4320, 10080).
    pub auto_archive_duration: u64,
    /// The thread's members (user ids) in the order they joined; whoever made the thread
    /// first, as on Discord.
    pub members: Vec<u64>,
    /// The other user of a DM channel.
    pub recipient: Option<u64>,
}

impl FakeChannel {
    /// A thread (public, private or an announcement channel's: types 10, 11, 12).
    pub fn is_thread(&self) -> bool {
        matches!(self.kind, 10..=12)
    }
    pub fn is_dm(&self) -> bool {
        self.kind == 1
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

impl Attachment {
    /// Whether this is a board image: `board.png`, or `board-<mark>.png` when its message
    /// announces a stored change (the mark names the change).
    pub fn is_board(&self) -> bool {
        self.filename == "board.png"
            || (self.filename.starts_with("board-") && self.filename.ends_with(".png"))
    }
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
    /// The board image, if the message shows one.
    pub fn board(&self) -> Option<&Attachment> {
        self.attachments.iter().find(|a| a.is_board())
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
    /// When it was answered.
    pub at: std::time::Instant,
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
