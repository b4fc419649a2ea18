-- tablero schema: games per channel with their move log, challenges, draw/undo offers,
-- players' names and ratings. Times are Unix seconds (UTC). Booleans are SQLite integers
-- 0/1 constrained by CHECK, bound from Rust `bool`.

CREATE TABLE games (
    id              INTEGER PRIMARY KEY,
    guild_id        TEXT,
    channel_id      TEXT    NOT NULL,
    game            TEXT    NOT NULL CHECK (game IN ('tzaar', 'foxgeese')),
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
    CHECK ((status = 'active') = (finished_at IS NULL))
);

-- At most one game in progress per channel, enforced by the database itself.
CREATE UNIQUE INDEX games_one_active_per_channel ON games (channel_id) WHERE status = 'active';
CREATE INDEX games_deadline ON games (turn_deadline) WHERE status = 'active';
CREATE INDEX games_first_player ON games (first_player, game);
CREATE INDEX games_second_player ON games (second_player, game);

CREATE TABLE moves (
    game_id         INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply             INTEGER NOT NULL CHECK (ply >= 0),
    player          TEXT    NOT NULL,
    seat            INTEGER NOT NULL CHECK (seat IN (0, 1)),
    text            TEXT    NOT NULL,
    position_after  TEXT    NOT NULL,
    played_at       INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
);

CREATE TABLE challenges (
    id              INTEGER PRIMARY KEY,
    guild_id        TEXT,
    channel_id      TEXT    NOT NULL,
    challenger      TEXT    NOT NULL,
    -- NULL: an open challenge anyone may accept
    opponent        TEXT,
    game            TEXT    NOT NULL CHECK (game IN ('tzaar', 'foxgeese')),
    options         TEXT    NOT NULL,
    side            TEXT    NOT NULL CHECK (side IN ('first', 'second', 'random')),
    turn_seconds    INTEGER NOT NULL CHECK (turn_seconds > 0),
    status          TEXT    NOT NULL CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled', 'expired')),
    game_id         INTEGER REFERENCES games (id),
    created_at      INTEGER NOT NULL,
    expires_at      INTEGER NOT NULL,
    resolved_at     INTEGER
);

CREATE UNIQUE INDEX challenges_one_pending_per_channel ON challenges (channel_id) WHERE status = 'pending';
CREATE INDEX challenges_expiry ON challenges (expires_at) WHERE status = 'pending';

-- A pending undo or draw offer; valid only while the game is at `at_version`.
CREATE TABLE offers (
    game_id         INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind            TEXT    NOT NULL CHECK (kind IN ('undo', 'draw')),
    from_seat       INTEGER NOT NULL CHECK (from_seat IN (0, 1)),
    at_version      INTEGER NOT NULL,
    created_at      INTEGER NOT NULL,
    PRIMARY KEY (game_id, kind)
);

-- Last known display name of each user, for leaderboards and the console.
CREATE TABLE users (
    id              TEXT    PRIMARY KEY,
    name            TEXT    NOT NULL,
    updated_at      INTEGER NOT NULL
);

CREATE TABLE ratings (
    user_id         TEXT    NOT NULL,
    game            TEXT    NOT NULL CHECK (game IN ('tzaar', 'foxgeese')),
    rating          REAL    NOT NULL,
    games           INTEGER NOT NULL DEFAULT 0,
    wins            INTEGER NOT NULL DEFAULT 0,
    losses          INTEGER NOT NULL DEFAULT 0,
    draws           INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, game)
);
