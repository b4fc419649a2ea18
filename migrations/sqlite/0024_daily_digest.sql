-- The daily digest (issue 28): a direct message listing the games where it is the player's
-- turn, sent once a day at `digest_hour` on the player's clock (their time zone); NULL: no
-- digest. `digest_day` is the last day (days since 1970-01-01 on their clock) one went out:
-- the process that moves it forward sends that day's, so two processes never send two.
ALTER TABLE user_settings ADD COLUMN digest_hour INTEGER
    CHECK (digest_hour >= 0 AND digest_hour < 24);
ALTER TABLE user_settings ADD COLUMN digest_day INTEGER;
