-- Tournaments (issue 27): a tournament's settings and state, its entrants in seed order, its
-- rounds and their pairings. The play layer loads a tournament whole, applies one transition
-- of its pure core (src/tournament) and writes it back under the tournament's `version`, so
-- of two processes that notice the end of a round at once, one pairs the next round and the
-- other is told its copy is stale. Same tables on PostgreSQL: migrations/postgres/0005.
-- `game` and `options` are what a challenge stores; no CHECK on `game`, which the play layer
-- checks against the games it knows.
CREATE TABLE tournaments (
    id              INTEGER PRIMARY KEY,
    guild_id        TEXT,
    channel_id      TEXT    NOT NULL,
    name            TEXT    NOT NULL,
    game            TEXT    NOT NULL,
    options         TEXT    NOT NULL,
    turn_seconds    INTEGER NOT NULL CHECK (turn_seconds > 0),
    format          TEXT    NOT NULL CHECK (format IN ('swiss', 'round_robin', 'double_round_robin')),
    -- a Swiss tournament's rounds; 0 for a round robin, whose rounds follow from the field
    swiss_rounds    INTEGER NOT NULL CHECK (swiss_rounds >= 0),
    rated           INTEGER NOT NULL CHECK (rated IN (0, 1)),
    max_players     INTEGER NOT NULL CHECK (max_players >= 2),
    -- when it starts by itself; NULL: when the organizer starts it
    starts_at       INTEGER,
    organizer       TEXT    NOT NULL,
    status          TEXT    NOT NULL CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
    locale          TEXT    NOT NULL DEFAULT 'en',
    -- bumped by every change: a stale writer finds it moved on and is told so
    version         INTEGER NOT NULL DEFAULT 0,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);
CREATE INDEX tournaments_guild ON tournaments (guild_id, status);
CREATE INDEX tournaments_due ON tournaments (starts_at) WHERE status = 'open';

-- The entrants, by seed (the order of joining until the start, then by rating).
CREATE TABLE tournament_entrants (
    tournament_id   INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id         TEXT    NOT NULL,
    seed            INTEGER NOT NULL CHECK (seed >= 1),
    -- the round in which they withdrew or were removed
    withdrawn_round INTEGER CHECK (withdrawn_round >= 1),
    PRIMARY KEY (tournament_id, user_id)
);

CREATE TABLE tournament_rounds (
    tournament_id   INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round           INTEGER NOT NULL CHECK (round >= 1),
    bye_user        TEXT,
    paired_at       INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, round)
);

CREATE TABLE tournament_pairings (
    tournament_id   INTEGER NOT NULL,
    round           INTEGER NOT NULL,
    board           INTEGER NOT NULL CHECK (board >= 1),
    first_player    TEXT    NOT NULL,
    second_player   TEXT    NOT NULL,
    -- NULL while the game is played
    result          TEXT    CHECK (result IN ('first_won', 'second_won', 'drawn', 'first_forfeited',
                                              'second_forfeited', 'both_forfeited')),
    -- the pairing's game once started (NULL before, and for a forfeit decided when paired)
    game_id         INTEGER REFERENCES games (id),
    PRIMARY KEY (tournament_id, round, board),
    FOREIGN KEY (tournament_id, round)
        REFERENCES tournament_rounds (tournament_id, round) ON DELETE CASCADE
);
-- A game is one pairing's, and is found from its id when it ends.
CREATE UNIQUE INDEX tournament_pairings_game ON tournament_pairings (game_id)
    WHERE game_id IS NOT NULL;
