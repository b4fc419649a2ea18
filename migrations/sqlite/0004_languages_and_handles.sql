-- Languages are stored as their codes with no list of allowed values, so adding a language
-- (a folder in locales/ and one line in src/i18n) needs no migration. SQLite drops a
-- column's own CHECK with the column: copy each into a new column, then swap them.
ALTER TABLE challenges ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
UPDATE challenges SET language = locale;
ALTER TABLE challenges DROP COLUMN locale;
ALTER TABLE challenges RENAME COLUMN language TO locale;

ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
UPDATE games SET language = locale;
ALTER TABLE games DROP COLUMN locale;
ALTER TABLE games RENAME COLUMN language TO locale;

-- The user's handle (their Discord username, always drawable), for boards when the display
-- name is in a script the board's fonts cannot draw.
ALTER TABLE users ADD COLUMN handle TEXT;
