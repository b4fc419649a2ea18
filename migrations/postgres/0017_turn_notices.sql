-- Turn notices by direct message (issue 28): a player who chose direct messages is told of
-- each turn of theirs privately instead of by a ping on the board. `noticed_version` is the
-- last version of the game the sweeper looked at for that notice (claimed like a reminder:
-- once per turn, whichever process). Games in progress now count as looked at, so nobody gets
-- a burst of notices for turns they already know about.
ALTER TABLE games ADD COLUMN noticed_version BIGINT;
UPDATE games SET noticed_version = version WHERE status = 'active';
