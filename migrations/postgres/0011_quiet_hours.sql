-- Quiet hours and time zones for reminders (issue 28): a player's IANA time zone
-- (`Europe/Madrid`, as the bundled tz database spells it) and their daily quiet hours, from
-- `quiet_start` to `quiet_end` minutes after midnight on their clock (crossing midnight when
-- the end comes first), both NULL for none. No reminder or direct message reaches them in
-- those hours.
ALTER TABLE user_settings ADD COLUMN time_zone TEXT;
ALTER TABLE user_settings ADD COLUMN quiet_start BIGINT
    CHECK (quiet_start >= 0 AND quiet_start < 1440);
ALTER TABLE user_settings ADD COLUMN quiet_end BIGINT
    CHECK (quiet_end >= 0 AND quiet_end < 1440);
