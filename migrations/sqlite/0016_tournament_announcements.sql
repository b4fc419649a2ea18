-- A tournament's announcements to its channel (issue 27) join the outbox: its start (round 0)
-- and the end of each round (its results, the standings, the next round's pairings or the
-- winners) are recorded in the transaction that stores them, like a game's, and posted again
-- after a crash. A row names exactly one of a game (at a version), a challenge, or a
-- tournament (at a round). SQLite cannot change a CHECK in place: the table is rebuilt with
-- the same columns, indexes and references, by SQLite's own recipe (create, copy, drop,
-- rename; nothing references `announcements`).
CREATE TABLE announcements_0016 (
    id              INTEGER PRIMARY KEY,
    channel_id      TEXT    NOT NULL,
    game_id         INTEGER REFERENCES games (id) ON DELETE CASCADE,
    version         INTEGER,
    challenge_id    INTEGER REFERENCES challenges (id) ON DELETE CASCADE,
    tournament_id   INTEGER REFERENCES tournaments (id) ON DELETE CASCADE,
    -- the round whose end is announced; 0 for the start
    round           INTEGER,
    created_at      INTEGER NOT NULL,
    claimed_until   INTEGER,
    delivered_at    INTEGER,
    CHECK ((game_id IS NULL) <> (challenge_id IS NULL) OR tournament_id IS NOT NULL),
    CHECK (tournament_id IS NULL OR (game_id IS NULL AND challenge_id IS NULL)),
    CHECK ((game_id IS NULL) = (version IS NULL)),
    CHECK ((tournament_id IS NULL) = (round IS NULL))
);
INSERT INTO announcements_0016 (id, channel_id, game_id, version, challenge_id, created_at,
    claimed_until, delivered_at)
SELECT id, channel_id, game_id, version, challenge_id, created_at, claimed_until, delivered_at
FROM announcements;
DROP TABLE announcements;
ALTER TABLE announcements_0016 RENAME TO announcements;
CREATE UNIQUE INDEX announcements_one_per_version ON announcements (game_id, version);
CREATE UNIQUE INDEX announcements_one_per_challenge ON announcements (challenge_id);
CREATE UNIQUE INDEX announcements_one_per_round ON announcements (tournament_id, round);
CREATE INDEX announcements_undelivered ON announcements (created_at) WHERE delivered_at IS NULL;
