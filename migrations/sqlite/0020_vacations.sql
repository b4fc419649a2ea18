-- Vacations (issue 28): a player stops the clocks of their games in one server for a number
-- of days, out of a yearly allowance the server sets (`vacation_days`, NULL: 20). A vacation
-- is counted in the calendar year (UTC) it started, by the days it lasted (begun days count
-- whole); `ended_at` is NULL while it runs, and set when it ends (by `/vacation end`, or by
-- the sweeper at `until`).
CREATE TABLE vacations (
    id          INTEGER PRIMARY KEY,
    guild_id    TEXT    NOT NULL,
    user_id     TEXT    NOT NULL,
    started_at  INTEGER NOT NULL,
    ends_at     INTEGER NOT NULL CHECK (ends_at > started_at),
    ended_at    INTEGER,
    year        INTEGER NOT NULL
);
-- At most one running vacation per player and server.
CREATE UNIQUE INDEX vacations_running ON vacations (guild_id, user_id) WHERE ended_at IS NULL;
CREATE INDEX vacations_of_year ON vacations (guild_id, user_id, year);
ALTER TABLE server_settings ADD COLUMN vacation_days INTEGER CHECK (vacation_days >= 0);
-- A game whose player to move is on vacation: their clock stopped at `paused_at` (the turn's
-- deadline is NULL meanwhile, so nothing times out or is reminded) until the vacation ends,
-- planned for `paused_until`.
ALTER TABLE games ADD COLUMN paused_at INTEGER;
ALTER TABLE games ADD COLUMN paused_until INTEGER;
