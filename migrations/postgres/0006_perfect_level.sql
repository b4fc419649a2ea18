-- The computer's `perfect` level (issue 30: exact play from Fox and Geese's solved tables)
-- joins the levels the `computer_level` CHECK allows.
ALTER TABLE games DROP CONSTRAINT IF EXISTS games_computer_level_check;
ALTER TABLE games ADD CONSTRAINT games_computer_level_check
    CHECK (computer_level IN ('random', 'greedy', 'easy', 'medium', 'hard', 'perfect'));
