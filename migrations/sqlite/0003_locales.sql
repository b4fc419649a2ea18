-- The language of the people at a table (the challenger's Discord client language), for the
-- messages nobody asked for: an expired challenge, a loss on time, the computer's late move.
ALTER TABLE challenges ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es', 'fr'));
ALTER TABLE games ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es', 'fr'));
