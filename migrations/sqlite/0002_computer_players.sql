-- Games against the computer: the level it plays at (NULL when both players are people).
-- The computer's seat holds the bot's own user id.
ALTER TABLE games ADD COLUMN computer_level TEXT
    CHECK (computer_level IN ('random', 'greedy', 'easy', 'medium', 'hard'));
