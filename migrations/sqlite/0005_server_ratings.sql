-- Ratings per server and per pool (issue 14): TZAAR, Two Foxes (Halatafl) and standard Fox
-- and Geese (all goose counts together) are rated apart, and each server has its own ladder.
-- `guild_id` is '' for games played outside a server (the local console, direct messages).
CREATE TABLE server_ratings (
    guild_id        TEXT    NOT NULL,
    pool            TEXT    NOT NULL,
    user_id         TEXT    NOT NULL,
    rating          REAL    NOT NULL,
    games           INTEGER NOT NULL DEFAULT 0,
    wins            INTEGER NOT NULL DEFAULT 0,
    losses          INTEGER NOT NULL DEFAULT 0,
    draws           INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, pool, user_id)
);
CREATE INDEX server_ratings_user ON server_ratings (user_id);

-- Existing ratings move to the servers and pools of the games they came from: each player's
-- counts there, and the starting rating (1500, `table::ratings::INITIAL`) plus the rating
-- changes those games recorded. A game against oneself counts once, as before.
WITH seats AS (
    SELECT COALESCE(guild_id, '') AS guild_id,
           CASE WHEN game = 'tzaar' THEN 'tzaar'
                WHEN options = 'halatafl' THEN 'halatafl'
                ELSE 'foxgeese' END AS pool,
           first_player AS user_id, 0 AS seat, winner_seat, COALESCE(first_delta, 0) AS delta
      FROM games WHERE status = 'finished' AND rated = 1
    UNION ALL
    SELECT COALESCE(guild_id, ''),
           CASE WHEN game = 'tzaar' THEN 'tzaar'
                WHEN options = 'halatafl' THEN 'halatafl'
                ELSE 'foxgeese' END,
           second_player, 1, winner_seat, COALESCE(second_delta, 0)
      FROM games WHERE status = 'finished' AND rated = 1 AND second_player <> first_player
)
INSERT INTO server_ratings (guild_id, pool, user_id, rating, games, wins, losses, draws)
SELECT guild_id, pool, user_id, 1500 + SUM(delta), COUNT(*),
       SUM(winner_seat IS NOT NULL AND winner_seat = seat),
       SUM(winner_seat IS NOT NULL AND winner_seat <> seat),
       SUM(winner_seat IS NULL)
  FROM seats GROUP BY guild_id, pool, user_id;

DROP TABLE ratings;

-- Whether a challenge asks for a rated game (`/challenge rated:`); games already had `rated`.
ALTER TABLE challenges ADD COLUMN rated INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1));
