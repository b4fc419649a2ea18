-- The outbox (issue 17): every public announcement of a change (a game's new position or
-- result, at its version; a challenge's expiry) is recorded in the transaction that makes
-- the change, and marked delivered once Discord has it. What a crash left undelivered is
-- posted later by whichever process finds it (claiming it with `claimed_until`, a lease).
CREATE TABLE announcements (
    id              INTEGER PRIMARY KEY,
    channel_id      TEXT    NOT NULL,
    game_id         INTEGER REFERENCES games (id) ON DELETE CASCADE,
    version         INTEGER,
    challenge_id    INTEGER REFERENCES challenges (id) ON DELETE CASCADE,
    created_at      INTEGER NOT NULL,
    claimed_until   INTEGER,
    delivered_at    INTEGER,
    CHECK ((game_id IS NULL) <> (challenge_id IS NULL)),
    CHECK ((game_id IS NULL) = (version IS NULL))
);
CREATE UNIQUE INDEX announcements_one_per_version ON announcements (game_id, version);
CREATE UNIQUE INDEX announcements_one_per_challenge ON announcements (challenge_id);
CREATE INDEX announcements_undelivered ON announcements (created_at) WHERE delivered_at IS NULL;
