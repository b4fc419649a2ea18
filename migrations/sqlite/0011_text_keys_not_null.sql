-- The text primary keys NOT NULL, as on PostgreSQL (issue 26, found by tests/play/schema.rs):
-- SQLite, for compatibility with its early versions, lets a PRIMARY KEY column that is not
-- the rowid hold NULL unless the column says NOT NULL, and these three did not. SQLite cannot
-- add NOT NULL to a column, so each table is made again with it, under the same name, columns,
-- defaults and checks. No other table refers to them. A row whose key is NULL (none is ever
-- written: every key is bound from a Rust String) could not be found by its key anyway and
-- is not copied.
CREATE TABLE users_0011 (
    id              TEXT    NOT NULL PRIMARY KEY,
    name            TEXT    NOT NULL,
    updated_at      INTEGER NOT NULL,
    handle          TEXT
);
INSERT INTO users_0011 (id, name, updated_at, handle)
    SELECT id, name, updated_at, handle FROM users WHERE id IS NOT NULL;
DROP TABLE users;
ALTER TABLE users_0011 RENAME TO users;

CREATE TABLE server_settings_0011 (
    guild_id            TEXT    NOT NULL PRIMARY KEY,
    locale              TEXT,
    threads             INTEGER CHECK (threads IN (0, 1)),
    turn_seconds        INTEGER CHECK (turn_seconds > 0),
    hints_in_rated      INTEGER NOT NULL DEFAULT 0 CHECK (hints_in_rated IN (0, 1)),
    challenge_channels  TEXT,
    moderator_role      TEXT,
    updated_at          INTEGER NOT NULL
);
INSERT INTO server_settings_0011 (guild_id, locale, threads, turn_seconds, hints_in_rated,
                                  challenge_channels, moderator_role, updated_at)
    SELECT guild_id, locale, threads, turn_seconds, hints_in_rated,
           challenge_channels, moderator_role, updated_at
      FROM server_settings WHERE guild_id IS NOT NULL;
DROP TABLE server_settings;
ALTER TABLE server_settings_0011 RENAME TO server_settings;

CREATE TABLE user_settings_0011 (
    user_id             TEXT    NOT NULL PRIMARY KEY,
    dm_reminders        INTEGER NOT NULL DEFAULT 0 CHECK (dm_reminders IN (0, 1)),
    updated_at          INTEGER NOT NULL
);
INSERT INTO user_settings_0011 (user_id, dm_reminders, updated_at)
    SELECT user_id, dm_reminders, updated_at FROM user_settings WHERE user_id IS NOT NULL;
DROP TABLE user_settings;
ALTER TABLE user_settings_0011 RENAME TO user_settings;
