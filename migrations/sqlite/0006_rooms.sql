-- Game rooms (issue 14): a game may be played in a thread of the channel where it was
-- challenged. The game's `channel_id` is then the thread, and `parent_channel_id` the channel
-- that hears one line when the game starts and one when it ends. NULL: played in the channel.
ALTER TABLE games ADD COLUMN parent_channel_id TEXT;
CREATE INDEX games_parent ON games (parent_channel_id) WHERE status = 'active';

-- Many challenges may wait in one channel (their games go to threads): one per challenger.
DROP INDEX challenges_one_pending_per_channel;
CREATE UNIQUE INDEX challenges_one_pending_per_challenger
    ON challenges (channel_id, challenger) WHERE status = 'pending';
