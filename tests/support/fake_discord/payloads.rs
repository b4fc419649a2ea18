//! JSON payloads shaped like Discord's, with every field serenity 0.12.5 requires to
//! deserialize them (checked by `tests/discord/selftest.rs` and `tests/discord/rooms.rs`, which
//! parse each builder's output with serenity's own model types).

use serde_json::{Value, json};

use super::{Attachment, FakeChannel, FakeMessage, FakeUser, Ids};

/// A fixed timestamp: the fake's clock never moves.
pub const TIMESTAMP: &str = "2025-01-01T00:00:00.000000+00:00";

/// All permission bits Discord defines today (what an administrator resolves to).
pub const ALL_PERMISSIONS: &str = "2251799813685247";
/// `@everyone` in the fake guild: view channel, send messages, embed links, attach files, read
/// history, use application commands.
pub const EVERYONE_PERMISSIONS: &str = "2147601408";
/// The `ADMINISTRATOR` permission bit.
pub const ADMINISTRATOR: &str = "8";

pub fn user(u: &FakeUser) -> Value {
    json!({
        "id": u.id.to_string(),
        "username": u.name,
        "global_name": u.name,
        "discriminator": "0",
        "avatar": null,
        "bot": u.bot,
        "system": false,
        "public_flags": 0,
    })
}

pub fn current_user(u: &FakeUser) -> Value {
    let mut v = user(u);
    let o = v.as_object_mut().expect("object");
    o.insert("verified".into(), json!(true));
    o.insert("mfa_enabled".into(), json!(false));
    o.insert("flags".into(), json!(0));
    o.insert("email".into(), Value::Null);
    o.insert("locale".into(), json!(u.locale));
    v
}

/// The ids of a user's roles in the fake guild.
pub fn role_ids(ids: &Ids, u: &FakeUser) -> Vec<String> {
    let admin = u.admin.then_some(ids.admin_role_id);
    admin
        .into_iter()
        .chain(u.roles.iter().copied().filter(|&r| Some(r) != admin))
        .map(|r| r.to_string())
        .collect()
}

pub fn member(ids: &Ids, u: &FakeUser) -> Value {
    json!({
        "user": user(u),
        "nick": null,
        "avatar": null,
        "roles": role_ids(ids, u),
        "joined_at": TIMESTAMP,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "communication_disabled_until": null,
        "guild_id": ids.guild_id.to_string(),
    })
}

/// The member object inside an interaction: like a guild member plus the resolved
/// `permissions` in the channel.
pub fn interaction_member(ids: &Ids, u: &FakeUser) -> Value {
    let mut v = member(ids, u);
    let o = v.as_object_mut().expect("object");
    o.remove("guild_id");
    o.insert("permissions".into(), json!(permissions_of(ids, u)));
    v
}

/// What a member may do in the guild's channels: `@everyone`'s permissions and those of each
/// role they hold; everything with the administrator bit (no channel overwrites in the fake).
pub fn permissions_of(ids: &Ids, u: &FakeUser) -> String {
    let held = role_ids(ids, u);
    let bits = |v: &Value| v.as_str().and_then(|p| p.parse::<u64>().ok()).unwrap_or(0);
    let mut permissions = bits(&json!(EVERYONE_PERMISSIONS));
    for r in roles(ids).as_array().into_iter().flatten() {
        if r["id"]
            .as_str()
            .is_some_and(|id| held.iter().any(|h| h == id))
        {
            permissions |= bits(&r["permissions"]);
        }
    }
    if permissions & bits(&json!(ADMINISTRATOR)) != 0 {
        ALL_PERMISSIONS.to_string()
    } else {
        permissions.to_string()
    }
}

/// The guild's role with this id, if it has one.
pub fn role_by_id(ids: &Ids, id: u64) -> Option<Value> {
    roles(ids)
        .as_array()?
        .iter()
        .find(|r| r["id"].as_str() == Some(id.to_string().as_str()))
        .cloned()
}

fn role(id: u64, name: &str, position: u64, permissions: &str, color: u64) -> Value {
    json!({
        "id": id.to_string(),
        "name": name,
        "color": color,
        "colors": {"primary_color": color, "secondary_color": null, "tertiary_color": null},
        "hoist": false,
        "icon": null,
        "unicode_emoji": null,
        "position": position,
        "permissions": permissions,
        "managed": false,
        "mentionable": false,
        "flags": 0,
    })
}

pub fn roles(ids: &Ids) -> Value {
    json!([
        role(ids.guild_id, "@everyone", 0, EVERYONE_PERMISSIONS, 0),
        role(
            ids.organizer_role_id,
            "Organizers",
            1,
            EVERYONE_PERMISSIONS,
            0x0034_98db
        ),
        role(ids.admin_role_id, "Admin", 2, ALL_PERMISSIONS, 0x00e6_7e22),
    ])
}

pub fn channel(ids: &Ids) -> Value {
    json!({
        "id": ids.channel_id.to_string(),
        "type": 0,
        "guild_id": ids.guild_id.to_string(),
        "name": "tablero",
        "position": 0,
        "permission_overwrites": [],
        "nsfw": false,
        "topic": "Board games",
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "parent_id": null,
        "flags": 0,
    })
}

pub fn partial_channel(ids: &Ids) -> Value {
    json!({
        "id": ids.channel_id.to_string(),
        "type": 0,
        "name": "tablero",
        "guild_id": ids.guild_id.to_string(),
        "permissions": ALL_PERMISSIONS,
        "parent_id": null,
        "nsfw": false,
        "flags": 0,
    })
}

fn thread_metadata(t: &FakeChannel) -> Value {
    json!({
        "archived": t.archived,
        "auto_archive_duration": t.auto_archive_duration,
        "archive_timestamp": TIMESTAMP,
        "locked": t.locked,
        "create_timestamp": TIMESTAMP,
    })
}

/// A thread as a channel object (REST answers, THREAD_CREATE/THREAD_UPDATE); `member` is the
/// bot's own thread membership, when it is a member.
pub fn thread(ids: &Ids, t: &FakeChannel) -> Value {
    let mut v = json!({
        "id": t.id.to_string(),
        "type": t.kind,
        "guild_id": ids.guild_id.to_string(),
        "name": t.name,
        "parent_id": t.parent_id.map(|p| p.to_string()),
        "owner_id": t.members.first().unwrap_or(&ids.bot_user_id).to_string(),
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "total_message_sent": 0,
        "member_count": t.members.len().min(50),
        "flags": 0,
        "thread_metadata": thread_metadata(t),
    });
    if t.members.contains(&ids.bot_user_id) {
        v["member"] = json!({"join_timestamp": TIMESTAMP, "flags": 0});
    }
    v
}

/// The partial channel of an interaction used in a thread.
pub fn partial_thread(ids: &Ids, t: &FakeChannel) -> Value {
    json!({
        "id": t.id.to_string(),
        "type": t.kind,
        "name": t.name,
        "guild_id": ids.guild_id.to_string(),
        "parent_id": t.parent_id.map(|p| p.to_string()),
        "permissions": ALL_PERMISSIONS,
        "thread_metadata": thread_metadata(t),
        "nsfw": false,
        "flags": 0,
    })
}

/// A thread member of `GET /channels/{t}/thread-members`.
pub fn thread_member(t: &FakeChannel, user: u64) -> Value {
    json!({
        "id": t.id.to_string(),
        "user_id": user.to_string(),
        "join_timestamp": TIMESTAMP,
        "flags": 0,
    })
}

/// A DM channel (`POST /users/@me/channels`).
pub fn dm_channel(c: &FakeChannel, recipient: &FakeUser) -> Value {
    json!({
        "id": c.id.to_string(),
        "type": 1,
        "last_message_id": null,
        "recipients": [user(recipient)],
        "flags": 0,
    })
}

/// The guild object of `GET /guilds/{id}` (no GUILD_CREATE extras).
pub fn guild(ids: &Ids) -> Value {
    json!({
        "id": ids.guild_id.to_string(),
        "name": "Tablero test guild",
        "icon": null,
        "icon_hash": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": ids.owner_id.to_string(),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "widget_enabled": false,
        "widget_channel_id": null,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": roles(ids),
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "max_presences": null,
        "max_members": 500000,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "max_video_channel_users": 25,
        "max_stage_video_channel_users": 50,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
    })
}

/// GUILD_CREATE: the guild plus its channels, members, active (unarchived) threads and the
/// gateway-only fields.
pub fn guild_create(ids: &Ids, members: &[FakeUser], threads: &[FakeChannel]) -> Value {
    let mut v = guild(ids);
    let o = v.as_object_mut().expect("object");
    o.insert("joined_at".into(), json!(TIMESTAMP));
    o.insert("large".into(), json!(false));
    o.insert("unavailable".into(), json!(false));
    o.insert("member_count".into(), json!(members.len()));
    o.insert("voice_states".into(), json!([]));
    o.insert(
        "members".into(),
        Value::Array(members.iter().map(|u| member(ids, u)).collect()),
    );
    o.insert("channels".into(), json!([channel(ids)]));
    let active = threads.iter().filter(|t| t.is_thread() && !t.archived);
    o.insert(
        "threads".into(),
        Value::Array(active.map(|t| thread(ids, t)).collect()),
    );
    o.insert("presences".into(), json!([]));
    o.insert("stage_instances".into(), json!([]));
    o.insert("guild_scheduled_events".into(), json!([]));
    o.insert("soundboard_sounds".into(), json!([]));
    v
}

pub fn ready(ids: &Ids, bot: &FakeUser, session_id: &str, resume_url: &str) -> Value {
    json!({
        "v": 10,
        "user": current_user(bot),
        "guilds": [{"id": ids.guild_id.to_string(), "unavailable": true}],
        "session_id": session_id,
        "resume_gateway_url": resume_url,
        "shard": [0, 1],
        "application": {"id": ids.app_id.to_string(), "flags": 0},
        "private_channels": [],
        "presences": [],
        "relationships": [],
    })
}

pub fn application_info(ids: &Ids, bot: &FakeUser, owner: &FakeUser) -> Value {
    json!({
        "id": ids.app_id.to_string(),
        "name": bot.name,
        "icon": null,
        "description": "A fake application for tests",
        "rpc_origins": [],
        "bot_public": false,
        "bot_require_code_grant": false,
        "bot": user(bot),
        "terms_of_service_url": null,
        "privacy_policy_url": null,
        "owner": user(owner),
        "verify_key": "0000000000000000000000000000000000000000000000000000000000000000",
        "team": null,
        "guild_id": null,
        "primary_sku_id": null,
        "slug": null,
        "cover_image": null,
        "flags": 0,
        "approximate_guild_count": 1,
        "redirect_uris": [],
        "interactions_endpoint_url": null,
        "role_connections_verification_url": null,
        "tags": [],
        "install_params": null,
        "custom_install_url": null,
    })
}

pub fn gateway(ws_url: &str) -> Value {
    json!({ "url": ws_url })
}

pub fn gateway_bot(ws_url: &str, shards: u32) -> Value {
    json!({
        "url": ws_url,
        "shards": shards,
        "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 14_400_000, "max_concurrency": 1},
    })
}

/// A registered command as Discord returns it: the body sent, plus ids and defaults.
pub fn registered_command(ids: &Ids, id: u64, guild_id: Option<u64>, body: &Value) -> Value {
    let mut v = json!({
        "id": id.to_string(),
        "application_id": ids.app_id.to_string(),
        "version": id.to_string(),
        "type": 1,
        "name": "",
        "description": "",
        "options": [],
        "default_member_permissions": null,
        "dm_permission": true,
        "nsfw": false,
        "integration_types": [0],
        "contexts": null,
    });
    if let Some(g) = guild_id {
        v["guild_id"] = json!(g.to_string());
    }
    if let (Some(out), Some(body)) = (v.as_object_mut(), body.as_object()) {
        for (k, val) in body {
            if k != "id" && !val.is_null() {
                out.insert(k.clone(), val.clone());
            }
        }
    }
    v
}

pub fn attachment(a: &Attachment) -> Value {
    json!({
        "id": a.id,
        "filename": a.filename,
        "size": a.bytes.len(),
        "url": format!("https://cdn.fake.invalid/attachments/{}/{}", a.id, a.filename),
        "proxy_url": format!("https://media.fake.invalid/attachments/{}/{}", a.id, a.filename),
        "content_type": a.content_type,
        "height": null,
        "width": null,
        "ephemeral": false,
    })
}

/// A message object as Discord returns it.
pub fn message(ids: &Ids, m: &FakeMessage, author: &FakeUser) -> Value {
    json!({
        "id": m.id,
        "channel_id": m.channel_id,
        "guild_id": ids.guild_id.to_string(),
        "author": user(author),
        "content": m.content,
        "timestamp": TIMESTAMP,
        "edited_timestamp": if m.edits > 0 { json!(TIMESTAMP) } else { Value::Null },
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "mention_channels": [],
        "attachments": m.attachments.iter().map(attachment).collect::<Vec<_>>(),
        "embeds": m.embeds,
        "reactions": [],
        "pinned": false,
        "webhook_id": m.webhook_id,
        "type": m.kind,
        "flags": m.flags,
        "components": m.components,
        "application_id": m.webhook_id.as_ref().map(|_| ids.app_id.to_string()),
    })
}

/// A JSON error body in Discord's format.
pub fn error(code: u64, message: &str) -> Value {
    json!({ "code": code, "message": message })
}
