-- Play anywhere (issue 39), as migrations/sqlite/0029_interaction_only_channels.sql: the
-- channels where the bot is not a member, and announcements held for the next interaction
-- there instead of being retried against Discord.
CREATE TABLE interaction_only_channels (
    channel_id  TEXT    NOT NULL PRIMARY KEY,
    seen_at     BIGINT  NOT NULL
);
ALTER TABLE announcements ADD COLUMN held_at BIGINT;
