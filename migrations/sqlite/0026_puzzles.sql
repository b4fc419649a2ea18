-- Puzzles (issue 29): each player's open puzzle on a server (`guild_id` '' outside one: the
-- console), with the turns played so far (`state`, the puzzle core's text) and a version
-- every answer moves on (two clicks or two processes answer once); and each puzzle a player
-- has finished there, solved or not, for the next puzzle to choose and for the statistics.
CREATE TABLE puzzle_sessions (
    user_id     TEXT NOT NULL,
    guild_id    TEXT NOT NULL,
    puzzle_id   TEXT NOT NULL,
    state       TEXT NOT NULL,
    tries       INTEGER NOT NULL DEFAULT 0,
    version     INTEGER NOT NULL DEFAULT 0,
    started_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (user_id, guild_id)
);

CREATE TABLE puzzle_results (
    user_id     TEXT NOT NULL,
    guild_id    TEXT NOT NULL,
    puzzle_id   TEXT NOT NULL,
    solved      INTEGER NOT NULL CHECK (solved IN (0, 1)),
    tries       INTEGER NOT NULL,
    finished_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, guild_id, puzzle_id)
);

-- The daily puzzle: a server names a channel and an hour (UTC, 0-23); once a day from that
-- hour the sweeper posts one puzzle there. The day's row is its own outbox: inserted once
-- per server and day (two processes: one insert wins), claimed for a while by the process
-- that posts it, and marked delivered once Discord has it; a row left undelivered (a crash,
-- Discord down) is claimed again when its claim runs out. A daily session and its result
-- keep the day (days since 1970-01-01, UTC) for the streaks.
ALTER TABLE server_settings ADD COLUMN puzzle_channel TEXT;
ALTER TABLE server_settings ADD COLUMN puzzle_hour INTEGER
    CHECK (puzzle_hour >= 0 AND puzzle_hour < 24);
ALTER TABLE puzzle_sessions ADD COLUMN daily_day INTEGER;
ALTER TABLE puzzle_results ADD COLUMN daily_day INTEGER;

CREATE TABLE daily_puzzles (
    id            INTEGER PRIMARY KEY,
    guild_id      TEXT    NOT NULL,
    day           INTEGER NOT NULL,
    puzzle_id     TEXT    NOT NULL,
    channel_id    TEXT    NOT NULL,
    locale        TEXT    NOT NULL,
    created_at    INTEGER NOT NULL,
    claimed_until INTEGER,
    delivered_at  INTEGER,
    UNIQUE (guild_id, day)
);
