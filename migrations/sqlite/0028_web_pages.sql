-- Web pages of games and tournaments (issue 43).
-- server_settings.web: 1 when the server turned its pages on with /settings web:yes (off by
-- default; turning it off takes every page of the server down).
-- page_tokens: each page's unguessable token (at least 12 characters of [A-Za-z0-9_-], from
-- the operating system's random source), made when a link to the page is first written and
-- kept, so a link stays valid for the page's life. `kind` is `game` or `tournament`,
-- `number` the game's or tournament's id.
ALTER TABLE server_settings ADD COLUMN web INTEGER NOT NULL DEFAULT 0 CHECK (web IN (0, 1));

CREATE TABLE page_tokens (
    kind        TEXT NOT NULL CHECK (kind IN ('game', 'tournament')),
    number      INTEGER NOT NULL,
    token       TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (kind, number)
);
