-- Web pages of games and tournaments (issue 43), as migrations/sqlite/0028_web_pages.sql
-- (which says what each column holds).
ALTER TABLE server_settings ADD COLUMN web BOOLEAN NOT NULL DEFAULT FALSE;

CREATE TABLE page_tokens (
    kind        TEXT NOT NULL CHECK (kind IN ('game', 'tournament')),
    number      BIGINT NOT NULL,
    token       TEXT NOT NULL,
    created_at  BIGINT NOT NULL,
    PRIMARY KEY (kind, number)
);
