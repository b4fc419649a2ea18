-- A game's key is whatever game the bot has registered (issue 24: games are plug-ins), so
-- the stored `game` column no longer lists the games in a CHECK that every new game would
-- have to edit. SQLite cannot drop a CHECK in place: `games` and `challenges` are rebuilt
-- with the same columns, constraints and indexes, less that CHECK, by SQLite's own recipe
-- (create the new table, copy, drop the old one, rename).
--
-- Dropping `games` would cascade into the tables that reference it if foreign keys were
-- enforced; `Store::open` runs the migrations with them off (`PRAGMA foreign_keys` cannot
-- change inside the transaction sqlx wraps each migration in) and checks every reference
-- with `PRAGMA foreign_key_check` before turning them back on. The references in `moves`,
-- `offers`, `challenges` and `announcements` name `games` and `challenges`, which the new
-- tables take.
CREATE TABLE games_0012 (
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
        CHECK (computer_level IN ('random', 'greedy', 'easy', 'medium', 'hard')),
    locale          TEXT    NOT NULL DEFAULT 'en',
    parent_channel_id TEXT,
    reminded_version INTEGER,
    computer_claim_version INTEGER,
    computer_claim_until INTEGER,
    CHECK ((status = 'active') = (finished_at IS NULL))
);

INSERT INTO games_0012 SELECT * FROM games;
DROP TABLE games;
ALTER TABLE games_0012 RENAME TO games;

CREATE UNIQUE INDEX games_one_active_per_channel ON games (channel_id) WHERE status = 'active';
CREATE INDEX games_deadline ON games (turn_deadline) WHERE status = 'active';
CREATE INDEX games_first_player ON games (first_player, game);
CREATE INDEX games_second_player ON games (second_player, game);
CREATE INDEX games_parent ON games (parent_channel_id) WHERE status = 'active';

CREATE TABLE challenges_0012 (
    id              INTEGER PRIMARY KEY,
    guild_id        TEXT,
    channel_id      TEXT    NOT NULL,
    challenger      TEXT    NOT NULL,
    -- NULL: an open challenge anyone may accept
    opponent        TEXT,
    game            TEXT    NOT NULL,
    options         TEXT    NOT NULL,
    side            TEXT    NOT NULL CHECK (side IN ('first', 'second', 'random')),
    turn_seconds    INTEGER NOT NULL CHECK (turn_seconds > 0),
    status          TEXT    NOT NULL CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled', 'expired')),
    game_id         INTEGER REFERENCES games (id),
    created_at      INTEGER NOT NULL,
    expires_at      INTEGER NOT NULL,
    resolved_at     INTEGER,
    locale          TEXT    NOT NULL DEFAULT 'en',
    rated           INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1)),
    rematch_of      INTEGER REFERENCES games (id)
);

INSERT INTO challenges_0012 SELECT * FROM challenges;
DROP TABLE challenges;
ALTER TABLE challenges_0012 RENAME TO challenges;

CREATE INDEX challenges_expiry ON challenges (expires_at) WHERE status = 'pending';
CREATE UNIQUE INDEX challenges_one_pending_per_challenger
    ON challenges (channel_id, challenger) WHERE status = 'pending';
CREATE UNIQUE INDEX challenges_one_pending_rematch
    ON challenges (rematch_of) WHERE status = 'pending' AND rematch_of IS NOT NULL;
