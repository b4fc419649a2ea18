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
