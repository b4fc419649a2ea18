-- A player who wants no notifications at all (issue 28, `/reminders off:yes`): no pings in
-- any game's announcements, no turn reminders, no direct messages; the boards still show
-- everything. Beside `dm_reminders` (reminders by direct message rather than a ping).
ALTER TABLE user_settings ADD COLUMN notifications_off BOOLEAN NOT NULL DEFAULT FALSE;
