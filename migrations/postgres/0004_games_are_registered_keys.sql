-- A game's key is whatever game the bot has registered (issue 24: games are plug-ins), so
-- the stored `game` column no longer lists the games in a CHECK that every new game would
-- have to edit.
ALTER TABLE games DROP CONSTRAINT IF EXISTS games_game_check;
ALTER TABLE challenges DROP CONSTRAINT IF EXISTS challenges_game_check;
