-- Server settings (issue 14, `/settings`): NULL means "the default" for each one.
--   locale              the language of public messages (default: the server's Discord locale)
--   threads             1 play games in threads, 0 in their channel (default: the bot's setting)
--   turn_seconds        the default time per turn of new challenges
--   hints_in_rated      1 allows /hint in rated games between people (default no)
--   challenge_channels  channel ids where challenges are accepted, comma-separated (default all)
--   moderator_role      a role whose members may use /endgame besides Manage Messages
CREATE TABLE server_settings (
    guild_id            TEXT    PRIMARY KEY,
    locale              TEXT,
    threads             INTEGER CHECK (threads IN (0, 1)),
    turn_seconds        INTEGER CHECK (turn_seconds > 0),
    hints_in_rated      INTEGER NOT NULL DEFAULT 0 CHECK (hints_in_rated IN (0, 1)),
    challenge_channels  TEXT,
    moderator_role      TEXT,
    updated_at          INTEGER NOT NULL
);

-- Personal settings: whether turn reminders come by direct message instead of a ping.
CREATE TABLE user_settings (
    user_id             TEXT    PRIMARY KEY,
    dm_reminders        INTEGER NOT NULL DEFAULT 0 CHECK (dm_reminders IN (0, 1)),
    updated_at          INTEGER NOT NULL
);

-- The game version at which the player to move was last reminded of their deadline: one
-- reminder per turn (every move bumps the version).
ALTER TABLE games ADD COLUMN reminded_version INTEGER;
