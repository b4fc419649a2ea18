-- Games a player has muted (`/mute` in the game's thread, issue 28): the bot no longer pings
-- them in that game's announcements nor reminds them of their turn there.
CREATE TABLE muted_games (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    user_id     TEXT    NOT NULL,
    muted_at    INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
