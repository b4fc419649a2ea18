//! INTERACTION_CREATE builders, and the bookkeeping of responses and messages.

use serde_json::{Map, Value, json};

use super::{Attachment, FakeMessage, FakeUser, Part, Response, Shared, State, payloads};

/// An interaction ready to be sent with `FakeDiscord::send`.
#[derive(Clone, Debug)]
pub struct Interaction {
    pub id: String,
    pub token: String,
    /// The full INTERACTION_CREATE `d` payload; edit it freely before sending.
    pub json: Value,
}

impl Interaction {
    /// The interaction type: 2 command, 3 component, 4 autocomplete, 5 modal submit.
    pub fn kind(&self) -> u64 {
        self.json["type"].as_u64().unwrap_or(0)
    }
}

fn base(shared: &Shared, s: &mut State, user: &FakeUser, kind: u64, data: Value) -> Interaction {
    let ids = &shared.ids;
    let id = s.new_id().to_string();
    let token = format!("fake-interaction-token-{id}");
    let json = json!({
        "id": id,
        "application_id": ids.app_id.to_string(),
        "type": kind,
        "data": data,
        "guild_id": ids.guild_id.to_string(),
        "channel": payloads::partial_channel(ids),
        "channel_id": ids.channel_id.to_string(),
        "member": payloads::interaction_member(ids, user),
        "token": token,
        "version": 1,
        "app_permissions": payloads::ALL_PERMISSIONS,
        "locale": user.locale,
        "guild_locale": s.guild_locale.clone().unwrap_or_else(|| "en-US".into()),
        "entitlements": [],
        "authorizing_integration_owners": {"0": ids.guild_id.to_string()},
        "context": 0,
        "attachment_size_limit": 10_485_760,
    });
    Interaction { id, token, json }
}

/// Collects the values of user options (type 6), recursively through sub-commands.
fn user_option_ids(options: &Value, out: &mut Vec<u64>) {
    option_ids(options, 6, out)
}

/// The ids given to options of type `kind` (6 users, 8 roles, 11 attachments), sub-commands
/// included.
pub(super) fn option_ids(options: &Value, kind: u64, out: &mut Vec<u64>) {
    for o in options.as_array().into_iter().flatten() {
        if o["type"].as_u64() == Some(kind) {
            let id = match &o["value"] {
                Value::String(s) => s.parse().ok(),
                Value::Number(n) => n.as_u64(),
                _ => None,
            };
            out.extend(id);
        }
        option_ids(&o["options"], kind, out);
    }
}

/// Sends ids (of users and roles) as strings, as Discord does.
fn stringify_user_values(options: &mut Value) {
    for o in options.as_array_mut().into_iter().flatten() {
        if matches!(o["type"].as_u64(), Some(6 | 8 | 11))
            && let Some(n) = o["value"].as_u64()
        {
            o["value"] = json!(n.to_string());
        }
        if let Some(sub) = o.get_mut("options") {
            stringify_user_values(sub);
        }
    }
}

/// A command (kind 2) or autocomplete (kind 4) interaction.
pub fn command(
    shared: &Shared,
    user: &FakeUser,
    name: &str,
    mut options: Value,
    kind: u64,
) -> Interaction {
    if options.is_null() {
        options = json!([]);
    }
    stringify_user_values(&mut options);
    let mut s = shared.lock();
    let command_id = match s.command_ids.get(name) {
        Some(id) => *id,
        None => {
            let id = s.new_id();
            s.command_ids.insert(name.to_owned(), id);
            id
        }
    };
    let mut users = Map::new();
    let mut members = Map::new();
    let mut ids = Vec::new();
    user_option_ids(&options, &mut ids);
    for id in ids {
        let u = s.user(id);
        users.insert(id.to_string(), payloads::user(&u));
        let mut m = payloads::interaction_member(&shared.ids, &u);
        if let Some(o) = m.as_object_mut() {
            o.remove("user");
            o.remove("deaf");
            o.remove("mute");
        }
        members.insert(id.to_string(), m);
    }
    let mut data = json!({
        "id": command_id.to_string(),
        "name": name,
        "type": 1,
        "options": options,
        "guild_id": shared.ids.guild_id.to_string(),
    });
    if !users.is_empty() {
        data["resolved"] = json!({"users": users, "members": members});
    }
    let mut roles = Map::new();
    let mut ids = Vec::new();
    option_ids(&options, 8, &mut ids);
    for id in ids {
        roles.extend(payloads::role_by_id(&shared.ids, id).map(|r| (id.to_string(), r)));
    }
    if !roles.is_empty() {
        data["resolved"]["roles"] = Value::Object(roles);
    }
    if let Some(attachments) = super::cdn::resolved_attachments(&s, &options) {
        data["resolved"]["attachments"] = attachments;
    }
    base(shared, &mut s, user, kind, data)
}

/// A button click on `message_id`.
pub fn button(shared: &Shared, user: &FakeUser, custom_id: &str, message_id: &str) -> Interaction {
    let data = json!({"custom_id": custom_id, "component_type": 2});
    component(shared, user, data, message_id)
}

/// A choice in a string select menu (component type 3) on `message_id`: `values` as Discord
/// sends them (one per selected option).
pub fn select(
    shared: &Shared,
    user: &FakeUser,
    custom_id: &str,
    values: &[&str],
    message_id: &str,
) -> Interaction {
    let data = json!({"custom_id": custom_id, "component_type": 3, "values": values});
    component(shared, user, data, message_id)
}

/// A component interaction (`data` says which) on `message_id`.
fn component(shared: &Shared, user: &FakeUser, data: Value, message_id: &str) -> Interaction {
    let mut s = shared.lock();
    let bot = FakeUser::bot_user();
    let message = match s.messages.get(message_id) {
        Some(m) => payloads::message(&shared.ids, m, &bot),
        None => {
            let m = FakeMessage {
                id: message_id.into(),
                channel_id: shared.ids.channel_id.to_string(),
                content: String::new(),
                flags: 0,
                components: json!([]),
                embeds: json!([]),
                attachments: vec![],
                edits: 0,
                webhook_id: None,
                kind: 0,
                deleted: false,
            };
            let json = payloads::message(&shared.ids, &m, &bot);
            s.messages.insert(m.id.clone(), m);
            json
        }
    };
    let mut i = base(shared, &mut s, user, 3, data);
    i.json["message"] = message;
    i
}

/// The response to an interaction as it stands.
pub fn response(s: &State, interaction_id: &str) -> Option<Response> {
    let r = s.interactions.get(interaction_id)?;
    let first = r.callbacks.first()?;
    Some(Response {
        interaction_id: r.id.clone(),
        kind: first["type"].as_u64().unwrap_or(0),
        callbacks: r.callbacks.clone(),
        message: r
            .original_id
            .as_ref()
            .and_then(|id| s.messages.get(id).cloned()),
        followups: r
            .followup_ids
            .iter()
            .filter_map(|id| s.messages.get(id).cloned())
            .collect(),
        choices: r.choices.clone(),
        resolved: r.resolved,
    })
}

/// A new message from a create payload (`content`, `flags`, `components`, `embeds`) and the
/// file parts of its request.
pub fn new_message(
    s: &mut State,
    channel_id: String,
    payload: &Value,
    files: &[Part],
) -> FakeMessage {
    let id = s.new_id().to_string();
    let mut m = FakeMessage {
        id,
        channel_id,
        content: payload["content"].as_str().unwrap_or("").to_owned(),
        flags: payload["flags"].as_u64().unwrap_or(0),
        components: non_null(&payload["components"]),
        embeds: non_null(&payload["embeds"]),
        attachments: Vec::new(),
        edits: 0,
        webhook_id: None,
        kind: 0,
        deleted: false,
    };
    for p in files {
        let a = attachment_from(s, p, payload);
        m.attachments.push(a);
    }
    m
}

fn non_null(v: &Value) -> Value {
    if v.is_null() { json!([]) } else { v.clone() }
}

/// The file name of part `files[N]`: the `attachments` entry with id N may rename it.
fn attachment_from(s: &mut State, p: &Part, payload: &Value) -> Attachment {
    let index = p
        .name
        .strip_prefix("files[")
        .and_then(|r| r.strip_suffix(']'))
        .map(str::to_owned);
    let renamed = payload["attachments"].as_array().and_then(|list| {
        list.iter().find_map(|a| {
            let id = match &a["id"] {
                Value::String(s) => Some(s.clone()),
                Value::Number(n) => Some(n.to_string()),
                _ => None,
            };
            (id.is_some() && id == index)
                .then(|| a["filename"].as_str().map(str::to_owned))
                .flatten()
        })
    });
    Attachment {
        id: s.new_id().to_string(),
        filename: renamed.or_else(|| p.filename.clone()).unwrap_or_default(),
        content_type: p.content_type.clone(),
        bytes: p.bytes.clone(),
    }
}

/// Applies an edit payload to a message, with Discord's rules: absent fields are unchanged;
/// an `attachments` list keeps only the listed existing attachments (plus the new files); the
/// ephemeral flag cannot change.
pub fn edit_message(s: &mut State, id: &str, payload: &Value, files: &[Part]) {
    let Some(mut m) = s.messages.get(id).cloned() else {
        return;
    };
    if let Some(c) = payload.get("content") {
        m.content = c.as_str().unwrap_or("").to_owned();
    }
    if let Some(f) = payload.get("flags").and_then(Value::as_u64) {
        m.flags = (m.flags & super::EPHEMERAL) | (f & !super::EPHEMERAL);
    }
    if let Some(c) = payload.get("components") {
        m.components = non_null(c);
    }
    if let Some(e) = payload.get("embeds") {
        m.embeds = non_null(e);
    }
    if let Some(list) = payload.get("attachments").and_then(Value::as_array) {
        let keep: Vec<String> = list
            .iter()
            .filter_map(|a| match &a["id"] {
                Value::String(s) => Some(s.clone()),
                Value::Number(n) => Some(n.to_string()),
                _ => None,
            })
            .collect();
        m.attachments.retain(|a| keep.contains(&a.id));
    }
    for p in files {
        let a = attachment_from(s, p, payload);
        m.attachments.push(a);
    }
    m.edits += 1;
    s.messages.insert(id.to_owned(), m);
}
