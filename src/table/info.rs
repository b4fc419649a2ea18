//! Looking at a table: the board, the record and replay, the channel's status, move
//! suggestions for autocomplete, player statistics and leaderboards.

use super::challenges::challenge_msg;
use super::{Actor, BoardView, Loaded, Msg, Reply, Table, TableError, UnratedRecord, to_move};
use crate::domain::{ChannelRef, GameChoice, GameStatus};
use crate::games::GameRules;
use crate::store::Ladder;

/// Most suggestions Discord shows.
pub const MAX_SUGGESTIONS: usize = 25;

/// The moves matching what a player typed: the first [`MAX_SUGGESTIONS`], best first, and
/// how many matched in all.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Suggestions {
    pub moves: Vec<String>,
    pub total: usize,
}

/// `/status` shows the Fox and Geese quiet-move count once more moves than this have passed
/// without progress (50 draw).
const QUIET_SHOWN_AFTER: u32 = 30;

impl Table {
    /// The channel's game in progress, or else its last game, rebuilt.
    pub(super) async fn current_or_last(&self, channel: &ChannelRef) -> Result<Loaded, TableError> {
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
    pub async fn board(&self, channel: &ChannelRef) -> Result<Reply, TableError> {
        let loaded = self.current_or_last(channel).await?;
        let stored = &loaded.stored;
        let view = BoardView::plain(self.names(stored).await?, stored.locale);
        let png = self.render_board(&loaded.game, view).await?;
        let mut lines = vec![Msg::GameInProgress {
            spec: stored.spec,
            players: stored.players.clone(),
            ply: stored.ply,
            level: stored.computer_level,
        }];
        if stored.status == GameStatus::Active {
            lines.push(to_move(stored, &loaded.game));
        } else if let Some(outcome) = stored.outcome() {
            lines.push(Msg::GameOver {
                spec: stored.spec,
                players: stored.players.clone(),
                outcome,
            });
        }
        let reply = Reply::public(lines)
            .with_attachment("board.png", png)
            .in_language(stored.locale);
        Ok(super::picker::offer_picker(reply, stored))
    }

    /// The game's record as text, with an animated replay.
    pub async fn history(&self, channel: &ChannelRef) -> Result<Reply, TableError> {
        let loaded = self.current_or_last(channel).await?;
        let stored = &loaded.stored;
        let names = self.names(stored).await?;
        let record = self.history_record(&loaded).await?;
        let gif = self
            .render_replay(&loaded.game, BoardView::plain(names, stored.locale))
            .await?;
        Ok(Reply::public(vec![Msg::History { record }])
            .with_attachment("replay.gif", gif)
            .in_language(stored.locale))
    }

    /// A stored game's record as `/history` writes it: its number and players in comments
    /// (which `tablero import`/`export` read back), then the game's own record.
    pub(crate) async fn history_record(&self, loaded: &Loaded) -> Result<String, TableError> {
        let stored = &loaded.stored;
        let names = self.names(stored).await?;
        let mut record = format!(
            "# game {} (/analyze game:{})\n# {} ({}) - {} ({})\n",
            stored.id.0, stored.id.0, names[0], stored.players[0], names[1], stored.players[1]
        );
        record.push_str(&loaded.game.record());
        Ok(record)
    }

    /// What is going on in the channel: the game in progress, or a pending challenge.
    pub async fn status(&self, channel: &ChannelRef) -> Result<Reply, TableError> {
        if let Some(stored) = self.store.active_game(channel).await? {
            let loaded = self.load(stored).await?;
            let stored = &loaded.stored;
            let mut lines = vec![
                Msg::GameInProgress {
                    spec: stored.spec,
                    players: stored.players.clone(),
                    ply: stored.ply,
                    level: stored.computer_level,
                },
                to_move(stored, &loaded.game),
            ];
            if let Some(moves) = loaded.game.quiet_moves()
                && moves > QUIET_SHOWN_AFTER
            {
                lines.push(Msg::QuietCount { moves });
            }
            return Ok(Reply::private(lines));
        }
        let waiting = self.store.pending_challenges(channel).await?;
        if waiting.is_empty() {
            // A channel whose games are in threads says where they are.
            let rooms = self.store.rooms_of(channel).await?;
            if !rooms.is_empty() {
                return Err(TableError::GamesInThreads { rooms });
            }
            return Ok(Reply::private(vec![Msg::NothingHere]));
        }
        let mut lines = Vec::new();
        for c in waiting.iter().rev() {
            let Msg::Challenge {
                challenger,
                opponent,
                spec,
                expires_at,
                ..
            } = challenge_msg(c)
            else {
                return Err(TableError::Bug("a challenge without its message".into()));
            };
            lines.push(Msg::ChallengeWaiting {
                challenger,
                opponent,
                spec,
                expires_at,
            });
        }
        Ok(Reply::private(lines))
    }

    /// Legal moves for the actor matching what they typed, best first, at most 25 (and how
    /// many matched in all). For TZAAR, after a first move and a space, the whole turns it
    /// can begin. Refused when it is not the actor's turn.
    pub async fn suggest(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        typed: &str,
    ) -> Result<Suggestions, TableError> {
        let mine = match self.active(channel).await {
            Ok(loaded) => self.seat_to_move(&loaded, actor).map(|_| loaded),
            Err(e) => Err(e),
        };
        match mine {
            Ok(loaded) => Ok(suggestions_in(&loaded.game, typed)),
            // No game of theirs here, but a puzzle open: `/move` answers it.
            Err(e @ (TableError::NoGame | TableError::NotAPlayer)) => {
                if self.has_open_puzzle(channel, actor).await {
                    self.puzzle_suggest(channel, actor, typed).await
                } else {
                    Err(e)
                }
            }
            Err(e) => Err(e),
        }
    }

    /// A player's results in this channel's server (no server sees another's ratings).
    pub async fn stats(&self, channel: &ChannelRef, user: &str) -> Result<Reply, TableError> {
        let guild = channel.guild.as_deref().unwrap_or_default();
        let rows = self.store.stats(guild, user).await?;
        let (games, wins, losses, draws) = self.store.unrated_record(guild, user).await?;
        Ok(Reply::private(vec![Msg::Stats {
            user: user.to_string(),
            rows,
            unrated: UnratedRecord {
                games,
                wins,
                losses,
                draws,
            },
        }]))
    }

    /// The best players of a pool in this channel's server, among those whose rating is no
    /// longer provisional.
    pub async fn leaderboard(
        &self,
        channel: &ChannelRef,
        pool: GameChoice,
    ) -> Result<Reply, TableError> {
        let ladder = Ladder {
            guild: channel.guild.as_deref().unwrap_or_default(),
            pool,
        };
        let (rows, left_out) = self
            .store
            .leaderboard(ladder, super::ratings::PROVISIONAL_GAMES, 10)
            .await?;
        Ok(Reply::public(vec![Msg::Leaderboard {
            pool,
            rows,
            left_out,
        }]))
    }
}

/// A move text without separators or spaces, so `d3d4`, `d3-d4` and `d3xd4` compare equal.
fn squash(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, 'x' | '-' | ' ' | ':'))
        .collect::<String>()
        .to_ascii_lowercase()
}

/// The legal moves of `game` matching what a player typed, best first, at most
/// [`MAX_SUGGESTIONS`] (and how many matched in all). For TZAAR, after a first move and a
/// space, the whole turns it can begin.
pub(super) fn suggestions_in(game: &crate::games::AnyGame, typed: &str) -> Suggestions {
    if typed.chars().count() > 60 {
        return Suggestions::default();
    }
    let typed = crate::games::fold_input(typed).trim_start().to_lowercase();
    let (first, rest) = match typed.split_once(' ') {
        Some((first, rest)) if game.kind().has_pass() => (Some(first), rest),
        _ => (None, typed.as_str()),
    };
    let (prefix, candidates) = match first {
        Some(first) => match game.continuations(first) {
            Some(seconds) => {
                let canonical = game
                    .legal_moves()
                    .into_iter()
                    .find(|m| squash(m) == squash(first))
                    .unwrap_or_else(|| first.to_string());
                (format!("{canonical} "), seconds)
            }
            None => return Suggestions::default(),
        },
        None => (String::new(), game.legal_moves()),
    };
    let wanted = squash(rest);
    let mut matching: Vec<String> = candidates
        .into_iter()
        .filter(|m| squash(m).starts_with(&wanted))
        .collect();
    matching.sort_by_key(|m| (std::cmp::Reverse(m.matches('x').count()), m.clone()));
    let total = matching.len();
    Suggestions {
        moves: matching
            .into_iter()
            .take(MAX_SUGGESTIONS)
            .map(|m| format!("{prefix}{m}"))
            .collect(),
        total,
    }
}
