//! Ratings and statistics per player and game. How a result moves ratings is the play
//! layer's policy ([`RatingPolicy`]); the store applies it inside the transaction that ends
//! the game, so a result and the ratings it moved can never disagree.

use sqlx::{Sqlite, Transaction};

use super::{Store, StoreError};
use crate::domain::{GameId, LeaderRow, PlayerStats, Seat};
use crate::games::GameKind;

/// A player's rating before a game, and how many rated games they had played.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingState {
    pub rating: f64,
    pub games: i64,
}

/// How a rated result changes both players' ratings.
pub trait RatingPolicy: Send + Sync {
    /// The rating of a player's first game.
    fn initial(&self) -> f64;
    /// The rating changes of the first and second seats, from their states before the game
    /// and the first seat's score (1 a win, 0.5 a draw, 0 a loss).
    fn deltas(&self, before: [RatingState; 2], first_score: f64) -> [f64; 2];
}

async fn current(
    tx: &mut Transaction<'static, Sqlite>,
    user: &str,
    game: GameKind,
    policy: &dyn RatingPolicy,
) -> Result<RatingState, StoreError> {
    let row: Option<(f64, i64)> =
        sqlx::query_as("SELECT rating, games FROM ratings WHERE user_id = ? AND game = ?")
            .bind(user)
            .bind(game)
            .fetch_optional(&mut **tx)
            .await?;
    let (rating, games) = row.unwrap_or((policy.initial(), 0));
    Ok(RatingState { rating, games })
}

/// Updates both players' ratings and counts for a finished game (inside its transaction),
/// and stores the changes on the game. Unrated games (against the computer) change nothing;
/// a game against oneself only counts.
pub(super) async fn apply_result(
    tx: &mut Transaction<'static, Sqlite>,
    game_id: GameId,
    winner: Option<Seat>,
    policy: &dyn RatingPolicy,
) -> Result<(), StoreError> {
    let (game, first, second, rated): (GameKind, String, String, bool) =
        sqlx::query_as("SELECT game, first_player, second_player, rated FROM games WHERE id = ?")
            .bind(game_id)
            .fetch_one(&mut **tx)
            .await?;
    if !rated {
        return Ok(());
    }
    let players = [first, second];
    let before = [
        current(tx, &players[0], game, policy).await?,
        current(tx, &players[1], game, policy).await?,
    ];
    let first_score = match winner {
        Some(Seat::First) => 1.0,
        Some(Seat::Second) => 0.0,
        None => 0.5,
    };
    let alone = players[0] == players[1];
    let deltas = if alone {
        [0.0, 0.0]
    } else {
        policy.deltas(before, first_score)
    };
    for seat in Seat::ALL {
        if alone && seat == Seat::Second {
            break;
        }
        let i = seat.index();
        let (win, loss, draw) = match winner {
            Some(w) if w == seat => (1, 0, 0),
            Some(_) => (0, 1, 0),
            None => (0, 0, 1),
        };
        sqlx::query(
            "INSERT INTO ratings (user_id, game, rating, games, wins, losses, draws)
             VALUES (?, ?, ?, 1, ?, ?, ?)
             ON CONFLICT (user_id, game) DO UPDATE SET rating = excluded.rating,
                games = games + 1, wins = wins + excluded.wins,
                losses = losses + excluded.losses, draws = draws + excluded.draws",
        )
        .bind(&players[i])
        .bind(game)
        .bind(before[i].rating + deltas[i])
        .bind(win)
        .bind(loss)
        .bind(draw)
        .execute(&mut **tx)
        .await?;
    }
    if !alone {
        sqlx::query("UPDATE games SET first_delta = ?, second_delta = ? WHERE id = ?")
            .bind(deltas[0])
            .bind(deltas[1])
            .bind(game_id)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

impl Store {
    /// A player's record in every game they have finished.
    pub async fn stats(&self, user: &str) -> Result<Vec<PlayerStats>, StoreError> {
        let rows: Vec<(GameKind, f64, i64, i64, i64, i64)> = sqlx::query_as(
            "SELECT game, rating, games, wins, losses, draws FROM ratings WHERE user_id = ?
             ORDER BY game",
        )
        .bind(user)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(pool, rating, games, wins, losses, draws)| PlayerStats {
                pool,
                rating,
                games,
                wins,
                losses,
                draws,
            })
            .collect())
    }

    /// A player's results in unrated games (against the computer): games, wins, losses and
    /// draws. Games stopped by a moderator have no result and do not count.
    pub async fn unrated_record(&self, user: &str) -> Result<(i64, i64, i64, i64), StoreError> {
        let row: (i64, i64, i64, i64) = sqlx::query_as(
            "SELECT COUNT(*),
                COALESCE(SUM(CASE WHEN (winner_seat = 0 AND first_player = ?1)
                    OR (winner_seat = 1 AND second_player = ?1) THEN 1 ELSE 0 END), 0),
                COALESCE(SUM(CASE WHEN winner_seat IS NOT NULL AND NOT ((winner_seat = 0
                    AND first_player = ?1) OR (winner_seat = 1 AND second_player = ?1))
                    THEN 1 ELSE 0 END), 0),
                COALESCE(SUM(CASE WHEN winner_seat IS NULL THEN 1 ELSE 0 END), 0)
             FROM games
             WHERE status = 'finished' AND rated = 0 AND (first_player = ?1 OR second_player = ?1)",
        )
        .bind(user)
        .fetch_one(&self.pool)
        .await?;
        Ok(row)
    }

    /// The best-rated players of a game.
    pub async fn leaderboard(
        &self,
        game: GameKind,
        limit: i64,
    ) -> Result<Vec<LeaderRow>, StoreError> {
        let rows: Vec<(String, Option<String>, f64, i64, i64)> = sqlx::query_as(
            "SELECT r.user_id, u.name, r.rating, r.games, r.wins FROM ratings r
             LEFT JOIN users u ON u.id = r.user_id
             WHERE r.game = ? ORDER BY r.rating DESC, r.games DESC, r.user_id LIMIT ?",
        )
        .bind(game)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(user_id, name, rating, games, wins)| LeaderRow {
                user_id,
                name,
                rating,
                games,
                wins,
            })
            .collect())
    }
}
