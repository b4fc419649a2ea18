-- Leagues (issue 27): seasons of divisions, each division a round-robin tournament stored in
-- the tournament tables (so its pairings, games, standings and announcements are a
-- tournament's). A league keeps what its divisions are created with (the game, its options,
-- the clock as tournaments keep it), how divisions are cut (`division_size`) and how many go
-- up and down between seasons, and its current season (0 before the first). Every change
-- moves `version` on under a check, so a join racing the start, or two `/league next`, write
-- once. Same tables on PostgreSQL: migrations/postgres/0010_leagues.sql.
CREATE TABLE leagues (
    id              INTEGER PRIMARY KEY,
    guild_id        TEXT,
    channel_id      TEXT    NOT NULL,
    name            TEXT    NOT NULL,
    game            TEXT    NOT NULL,
    options         TEXT    NOT NULL,
    turn_seconds    INTEGER NOT NULL CHECK (turn_seconds > 0),
    bank_increment  INTEGER CHECK (bank_increment > 0),
    bank_cap        INTEGER CHECK (bank_cap > 0),
    rated           INTEGER NOT NULL CHECK (rated IN (0, 1)),
    division_size   INTEGER NOT NULL CHECK (division_size >= 3),
    promoted        INTEGER NOT NULL CHECK (promoted >= 0),
    relegated       INTEGER NOT NULL CHECK (relegated >= 0),
    organizer       TEXT    NOT NULL,
    -- open: taking sign-ups for the first season; running: a season has been made
    status          TEXT    NOT NULL CHECK (status IN ('open', 'running')),
    season          INTEGER NOT NULL DEFAULT 0 CHECK (season >= 0),
    locale          TEXT    NOT NULL DEFAULT 'en',
    version         INTEGER NOT NULL DEFAULT 0,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);
CREATE INDEX leagues_guild ON leagues (guild_id, status);

-- The league's members, in the order they joined: the first season's field, and newcomers
-- put at the bottom of the next. A player leaves, or drops out after withdrawing from their
-- division, by their row going.
CREATE TABLE league_players (
    league_id       INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    user_id         TEXT    NOT NULL,
    joined_at       INTEGER NOT NULL,
    seq             INTEGER NOT NULL,
    PRIMARY KEY (league_id, user_id)
);

-- Each season's divisions (1 the top), each one tournament.
CREATE TABLE league_divisions (
    league_id       INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    season          INTEGER NOT NULL CHECK (season >= 1),
    division        INTEGER NOT NULL CHECK (division >= 1),
    tournament_id   INTEGER NOT NULL REFERENCES tournaments (id),
    PRIMARY KEY (league_id, season, division)
);
CREATE UNIQUE INDEX league_divisions_tournament ON league_divisions (tournament_id);
