-- Rematches (issue 14): a challenge offered from a finished game's Rematch button names the
-- game; one pending rematch per game.
ALTER TABLE challenges ADD COLUMN rematch_of INTEGER REFERENCES games (id);
CREATE UNIQUE INDEX challenges_one_pending_rematch
    ON challenges (rematch_of) WHERE status = 'pending' AND rematch_of IS NOT NULL;
