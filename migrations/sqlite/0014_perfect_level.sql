-- The computer's `perfect` level (issue 30: exact play from Fox and Geese's solved tables)
-- joins the levels the `computer_level` CHECK allows. SQLite cannot change a CHECK in place:
-- `games` is rebuilt with the same columns, constraints and indexes by SQLite's own recipe
-- (create the new table, copy, drop the old one, rename), as in 0012, with foreign keys off
-- while the migrations run (see 0012 for why the references to `games` survive).
CREATE TABLE games_0014 (
    id              INTEGER PRIMARY KEY,
    guild_id        TEXT,
    channel_id      TEXT    NOT NULL,
    game            TEXT    NOT NULL,
    options         TEXT    NOT NULL,
    seed            INTEGER NOT NULL,
    first_player    TEXT    NOT NULL,
    second_player   TEXT    NOT NULL,
    status          TEXT    NOT NULL CHECK (status IN ('active', 'finished', 'aborted')),
    -- 0 first seat, 1 second seat, NULL a draw or no result
    winner_seat     INTEGER CHECK (winner_seat IN (0, 1)),
    end_reason      TEXT,
    start_position  TEXT    NOT NULL,
    position        TEXT    NOT NULL,
    ply             INTEGER NOT NULL DEFAULT 0,
    -- bumped by every change: a stale writer finds it moved on and is told so
    version         INTEGER NOT NULL DEFAULT 0,
    turn_seconds    INTEGER NOT NULL CHECK (turn_seconds > 0),
    turn_deadline   INTEGER,
    rated           INTEGER NOT NULL CHECK (rated IN (0, 1)),
    first_delta     REAL,
    second_delta    REAL,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL,
    finished_at     INTEGER,
    computer_level  TEXT
        CHECK (computer_level IN ('random', 'greedy', 'easy', 'medium', 'hard', 'perfect')),
    locale          TEXT    NOT NULL DEFAULT 'en',
    parent_channel_id TEXT,
    reminded_version INTEGER,
    computer_claim_version INTEGER,
    computer_claim_until INTEGER,
    CHECK ((status = 'active') = (finished_at IS NULL))
);

INSERT INTO games_0014 SELECT * FROM games;
DROP TABLE games;
ALTER TABLE games_0014 RENAME TO games;

CREATE UNIQUE INDEX games_one_active_per_channel ON games (channel_id) WHERE status = 'active';
CREATE INDEX games_deadline ON games (turn_deadline) WHERE status = 'active';
CREATE INDEX games_first_player ON games (first_player, game);
CREATE INDEX games_second_player ON games (second_player, game);
CREATE INDEX games_parent ON games (parent_channel_id) WHERE status = 'active';
