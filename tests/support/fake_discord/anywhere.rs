//! Places where the bot is not a member (issue 39), as Discord makes them: group DMs and
//! DMs between people, and a server that never added the bot, reached only through a
//! user's install of the app; and the bot's own DM with a user.
//!
//! Discord's limits there, enforced by the REST routes: a post, an edit or a read of a
//! channel the bot is not in is refused (403, code 50001 Missing Access); an interaction
//! only a user install authorized gets at most five follow-ups (the sixth: 400, code 40094);
//! a follow-up or an edit with a token older than fifteen minutes is refused (401, code
//! 50027), on the fake's clock, which tests move on with [`FakeDiscord::advance_clock`].

use std::time::Duration;

use serde_json::{Value, json};

use super::http::Reply;
use super::{FakeChannel, FakeDiscord, FakeUser, Interaction, State};

/// How long an interaction's token lets the app send follow-ups and edits.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);
/// How many follow-ups an interaction that only a user install authorized may have.
pub const MAX_FOLLOWUPS: usize = 5;
/// The server that never added the bot, and its channel.
pub const FOREIGN_GUILD: u64 = 960_000_000_000_000_001;
pub const FOREIGN_CHANNEL: u64 = 960_000_000_000_000_002;

/// Discord's refusal of anything in a channel the bot is not a member of.
pub(super) fn missing_access(s: &State, channel: &str) -> Option<Reply> {
    s.foreign_channels
        .contains(channel)
        .then(|| Reply::error(403, 50001, "Missing Access"))
}

/// Discord's refusal of a follow-up or an edit through an interaction's token: too old, or
/// (a follow-up) one too many.
pub(super) fn refuse_webhook(s: &State, interaction: &str, followup: bool) -> Option<Reply> {
    let r = s.interactions.get(interaction)?;
    let age = (std::time::Instant::now() + s.clock_offset).saturating_duration_since(r.created?);
    if age > TOKEN_LIFETIME {
        return Some(Reply::error(401, 50027, "Invalid Webhook Token"));
    }
    if followup && r.user_install_only && r.followup_ids.len() >= MAX_FOLLOWUPS {
        return Some(Reply::error(
            400,
            40094,
            "This interaction has hit the maximum number of follow up messages",
        ));
    }
    None
}

impl FakeDiscord {
    /// Moves the fake's clock on (for interaction tokens' age).
    pub fn advance_clock(&self, by: Duration) {
        self.shared.lock().clock_offset += by;
    }

    /// A group DM (channel type 3) the bot is not a member of.
    pub fn group_dm(&self) -> u64 {
        let mut s = self.shared.lock();
        let id = s.new_id();
        s.foreign_channels.insert(id.to_string());
        id
    }

    /// The interaction, used in group DM `channel` (context 2): no server, the user as
    /// `user`, authorized by `installer`'s user install (for a click: the install that
    /// authorized the message's command).
    pub fn in_group_dm(
        &self,
        mut interaction: Interaction,
        channel: u64,
        installer: &FakeUser,
    ) -> Interaction {
        private_place(&mut interaction, channel, 3);
        let j = &mut interaction.json;
        j["context"] = json!(2);
        j["authorizing_integration_owners"] = json!({"1": installer.id.to_string()});
        interaction
    }

    /// The interaction, used in the channel of a server that never added the bot
    /// (context 0), authorized by `installer`'s user install.
    pub fn in_foreign_server(
        &self,
        mut interaction: Interaction,
        installer: &FakeUser,
    ) -> Interaction {
        self.shared
            .lock()
            .foreign_channels
            .insert(FOREIGN_CHANNEL.to_string());
        let j = &mut interaction.json;
        j["guild_id"] = json!(FOREIGN_GUILD.to_string());
        j["channel_id"] = json!(FOREIGN_CHANNEL.to_string());
        j["channel"] = json!({"id": FOREIGN_CHANNEL.to_string(), "type": 0, "guild_id": FOREIGN_GUILD.to_string()});
        j["authorizing_integration_owners"] = json!({"1": installer.id.to_string()});
        j["context"] = json!(0);
        if j["data"].get("guild_id").is_some() {
            j["data"]["guild_id"] = json!(FOREIGN_GUILD.to_string());
        }
        if let Some(resolved) = j["data"].get_mut("resolved") {
            resolved.as_object_mut().map(|r| r.remove("members"));
        }
        interaction
    }

    /// The interaction, used in the bot's own DM with `user` (context 1; the bot can post
    /// there), authorized by the user's install.
    pub fn in_bot_dm(&self, mut interaction: Interaction, user: &FakeUser) -> Interaction {
        let channel = {
            let mut s = self.shared.lock();
            let existing = s
                .channels
                .iter()
                .find(|c| c.is_dm() && c.recipient == Some(user.id))
                .map(|c| c.id);
            match existing {
                Some(id) => id,
                None => {
                    let id = s.new_id();
                    s.channels.push(FakeChannel {
                        id,
                        kind: 1,
                        name: String::new(),
                        parent_id: None,
                        message_id: None,
                        archived: false,
                        locked: false,
                        auto_archive_duration: 0,
                        members: Vec::new(),
                        recipient: Some(user.id),
                    });
                    id
                }
            }
        };
        private_place(&mut interaction, channel, 1);
        let j = &mut interaction.json;
        j["context"] = json!(1);
        j["authorizing_integration_owners"] = json!({"1": user.id.to_string()});
        interaction
    }
}

/// Takes the interaction out of the server: no `guild_id`, `member` or `guild_locale`, a
/// `user` instead, and a channel of type `kind` (1 DM, 3 group DM); resolved users lose
/// their member objects, as outside servers.
fn private_place(interaction: &mut Interaction, channel: u64, kind: u64) {
    let j = &mut interaction.json;
    let user = j["member"]["user"].clone();
    if let Some(o) = j.as_object_mut() {
        o.remove("guild_id");
        o.remove("member");
        o.remove("guild_locale");
    }
    j["user"] = user;
    j["channel_id"] = json!(channel.to_string());
    j["channel"] = json!({"id": channel.to_string(), "type": kind});
    if let Some(data) = j["data"].as_object_mut() {
        data.remove("guild_id");
        if let Some(Value::Object(resolved)) = data.get_mut("resolved") {
            resolved.remove("members");
        }
    }
    if let Some(message) = j.get_mut("message") {
        message["channel_id"] = json!(channel.to_string());
        if let Some(m) = message.as_object_mut() {
            m.remove("guild_id");
        }
    }
}
