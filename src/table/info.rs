//! Looking at a table: the board, the record and replay, the channel's status, move
//! suggestions for autocomplete, player statistics and leaderboards.

use super::challenges::challenge_msg;
use super::{Actor, BoardView, Loaded, Reply, Table, TableError, to_move};
use crate::domain::{ChannelRef, GameStatus};
use crate::games::{GameKind, GameRules};
use crate::messages::Msg;

/// Most suggestions Discord shows.
pub const MAX_SUGGESTIONS: usize = 25;

impl Table {
    /// The channel's game in progress, or else its last game, rebuilt.
    async fn current_or_last(&self, channel: &ChannelRef) -> Result<Loaded, TableError> {
        let stored = match self.store.active_game(channel).await? {
            Some(g) => g,
            None => self
                .store
                .latest_game(channel)
                .await?
                .ok_or(TableError::NoGame)?,
        };
        self.load(stored).await
    }

    /// The current board (or the last game's final board) with whose turn it is.
    pub async fn board(&self, channel: &ChannelRef, actor: &Actor) -> Result<Reply, TableError> {
        let loaded = self.current_or_last(channel).await?;
        let stored = &loaded.stored;
        let view = BoardView::plain(self.names(stored).await?, actor.locale);
        let png = self.render_board(&loaded.game, view).await?;
        let mut lines = vec![Msg::GameInProgress {
            spec: stored.spec,
            players: stored.players.clone(),
            ply: stored.ply,
        }];
        if stored.status == GameStatus::Active {
            lines.push(to_move(stored, &loaded.game));
        } else if let Some(reason) = stored.end_reason {
            lines.push(Msg::GameOver {
                kind: stored.spec.kind(),
                players: stored.players.clone(),
                winner: stored.winner,
                reason,
            });
        }
        Ok(Reply::public(lines).with_attachment("board.png", png))
    }

    /// The game's record as text, with an animated replay.
    pub async fn history(&self, channel: &ChannelRef, actor: &Actor) -> Result<Reply, TableError> {
        let loaded = self.current_or_last(channel).await?;
        let stored = &loaded.stored;
        let names = self.names(stored).await?;
        let mut record = format!(
            "# {} ({}) - {} ({})\n",
            names[0], stored.players[0], names[1], stored.players[1]
        );
        record.push_str(&loaded.game.record());
        let gif = self
            .render_replay(&loaded.game, BoardView::plain(names, actor.locale))
            .await?;
        Ok(Reply::public(vec![Msg::History { record }]).with_attachment("replay.gif", gif))
    }

    /// What is going on in the channel: the game in progress, or a pending challenge.
    pub async fn status(&self, channel: &ChannelRef) -> Result<Reply, TableError> {
        if let Some(stored) = self.store.active_game(channel).await? {
            let loaded = self.load(stored).await?;
            let stored = &loaded.stored;
            return Ok(Reply::private(vec![
                Msg::GameInProgress {
                    spec: stored.spec,
                    players: stored.players.clone(),
                    ply: stored.ply,
                },
                to_move(stored, &loaded.game),
            ]));
        }
        if let Some(c) = self.store.pending_challenge(channel).await? {
            let Msg::Challenge {
                challenger,
                opponent,
                spec,
                expires_at,
                ..
            } = challenge_msg(&c)
            else {
                return Err(TableError::Internal("challenge message".into()));
            };
            return Ok(Reply::private(vec![Msg::ChallengeWaiting {
                challenger,
                opponent,
                spec,
                expires_at,
            }]));
        }
        Ok(Reply::private(vec![Msg::NothingHere]))
    }

    /// Legal moves for the actor matching what they typed, best first, at most 25. For
    /// TZAAR, after a first move and a space, the whole turns it can begin. Empty when it
    /// is not the actor's turn.
    pub async fn suggest(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        typed: &str,
    ) -> Result<Vec<String>, TableError> {
        let Some(stored) = self.store.active_game(channel).await? else {
            return Ok(Vec::new());
        };
        let loaded = self.load(stored).await?;
        let to_move = loaded.game.to_move();
        let mine = loaded.stored.player(to_move) == actor.id;
        if !mine || typed.len() > 60 {
            return Ok(Vec::new());
        }
        let typed = typed.trim_start().to_ascii_lowercase();
        let (first, rest) = match typed.split_once(' ') {
            Some((first, rest)) if loaded.game.kind() == GameKind::Tzaar => (Some(first), rest),
            _ => (None, typed.as_str()),
        };
        let (prefix, candidates) = match first {
            Some(first) => match loaded.game.continuations(first) {
                Some(seconds) => {
                    let canonical = loaded
                        .game
                        .legal_moves()
                        .into_iter()
                        .find(|m| squash(m) == squash(first))
                        .unwrap_or_else(|| first.to_string());
                    (format!("{canonical} "), seconds)
                }
                None => return Ok(Vec::new()),
            },
            None => (String::new(), loaded.game.legal_moves()),
        };
        let wanted = squash(rest);
        let mut matching: Vec<String> = candidates
            .into_iter()
            .filter(|m| squash(m).starts_with(&wanted))
            .collect();
        matching.sort_by_key(|m| (std::cmp::Reverse(m.matches('x').count()), m.clone()));
        Ok(matching
            .into_iter()
            .take(MAX_SUGGESTIONS)
            .map(|m| format!("{prefix}{m}"))
            .collect())
    }

    /// A player's results.
    pub async fn stats(&self, user: &str) -> Result<Reply, TableError> {
        let rows = self.store.stats(user).await?;
        Ok(Reply::private(vec![Msg::Stats {
            user: user.to_string(),
            rows,
        }]))
    }

    /// The best players of a game.
    pub async fn leaderboard(&self, kind: GameKind) -> Result<Reply, TableError> {
        let rows = self.store.leaderboard(kind, 10).await?;
        Ok(Reply::public(vec![Msg::Leaderboard { kind, rows }]))
    }
}

/// A move text without separators or spaces, so `d3d4`, `d3-d4` and `d3xd4` compare equal.
fn squash(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, 'x' | '-' | ' ' | ':'))
        .collect::<String>()
        .to_ascii_lowercase()
}
