-- Play anywhere (issue 39): the channels where the bot is not a member (DMs and group DMs
-- between people, servers that never added it), seen from an interaction there whose
-- context said so. Nothing can be posted in them: only an interaction's answer reaches them.
CREATE TABLE interaction_only_channels (
    channel_id  TEXT    NOT NULL PRIMARY KEY,
    seen_at     INTEGER NOT NULL
);
-- An announcement for such a channel is not retried against Discord: it is held (once) until
-- the next interaction there shows it.
ALTER TABLE announcements ADD COLUMN held_at INTEGER;
