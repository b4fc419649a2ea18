-- A tournament's announcements to its channel (issue 27) join the outbox, as
-- migrations/sqlite/0016_tournament_announcements.sql: its start (round 0) and the end of each
-- round are recorded in the transaction that stores them and posted again after a crash. A
-- row names exactly one of a game (at a version), a challenge, or a tournament (at a round).
ALTER TABLE announcements
    ADD COLUMN tournament_id BIGINT REFERENCES tournaments (id) ON DELETE CASCADE,
    ADD COLUMN round BIGINT,
    -- the unnamed CHECK ((game_id IS NULL) <> (challenge_id IS NULL)) of 0002
    DROP CONSTRAINT announcements_check,
    ADD CHECK ((game_id IS NULL) <> (challenge_id IS NULL) OR tournament_id IS NOT NULL),
    ADD CHECK (tournament_id IS NULL OR (game_id IS NULL AND challenge_id IS NULL)),
    ADD CHECK ((tournament_id IS NULL) = (round IS NULL));
CREATE UNIQUE INDEX announcements_one_per_round ON announcements (tournament_id, round);
