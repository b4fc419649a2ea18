//! Ratings and statistics per player and game.

use sqlx::{FromRow, Sqlite, Transaction};

use super::{Store, StoreError};
use crate::games::{GameKind, Seat};
use crate::rating;

/// A player's record in one game.
#[derive(Clone, Debug, PartialEq, FromRow)]
pub struct PlayerStats {
    pub game: String,
    pub rating: f64,
    pub games: i64,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
}

/// One line of a leaderboard.
#[derive(Clone, Debug, PartialEq, FromRow)]
pub struct LeaderRow {
    pub user_id: String,
    pub name: Option<String>,
    pub rating: f64,
    pub games: i64,
    pub wins: i64,
}

async fn current(
    tx: &mut Transaction<'static, Sqlite>,
    user: &str,
    game: &str,
) -> Result<(f64, i64), StoreError> {
    let row: Option<(f64, i64)> =
        sqlx::query_as("SELECT rating, games FROM ratings WHERE user_id = ? AND game = ?")
            .bind(user)
            .bind(game)
            .fetch_optional(&mut **tx)
            .await?;
    Ok(row.unwrap_or((rating::INITIAL, 0)))
}

/// Updates both players' ratings and counts for a finished game (inside its transaction),
/// and stores the changes on the game. Unrated games and games against oneself only count.
pub(super) async fn apply_result(
    tx: &mut Transaction<'static, Sqlite>,
    game_id: i64,
    winner: Option<Seat>,
) -> Result<(), StoreError> {
    let (game, first, second, rated): (String, String, String, bool) =
        sqlx::query_as("SELECT game, first_player, second_player, rated FROM games WHERE id = ?")
            .bind(game_id)
            .fetch_one(&mut **tx)
            .await?;
    if !rated {
        // Games against the computer count for nothing.
        return Ok(());
    }
    let players = [first, second];
    let (r0, n0) = current(tx, &players[0], &game).await?;
    let (r1, n1) = current(tx, &players[1], &game).await?;
    let score0 = match winner {
        Some(Seat::First) => 1.0,
        Some(Seat::Second) => 0.0,
        None => 0.5,
    };
    let rated = rated && players[0] != players[1];
    let (d0, d1) = if rated {
        rating::deltas(r0, r1, score0, rating::k_factor(n0), rating::k_factor(n1))
    } else {
        (0.0, 0.0)
    };
    for (i, (user, (r, delta))) in players.iter().zip([(r0, d0), (r1, d1)]).enumerate() {
        if i == 1 && players[0] == players[1] {
            break;
        }
        let seat = if i == 0 { Seat::First } else { Seat::Second };
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
        .bind(user)
        .bind(&game)
        .bind(r + delta)
        .bind(win)
        .bind(loss)
        .bind(draw)
        .execute(&mut **tx)
        .await?;
    }
    if rated {
        sqlx::query("UPDATE games SET first_delta = ?, second_delta = ? WHERE id = ?")
            .bind(d0)
            .bind(d1)
            .bind(game_id)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

impl Store {
    /// A player's record in every game they have finished.
    pub async fn stats(&self, user: &str) -> Result<Vec<PlayerStats>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT game, rating, games, wins, losses, draws FROM ratings WHERE user_id = ?
             ORDER BY game",
        )
        .bind(user)
        .fetch_all(&self.pool)
        .await?)
    }

    /// The best-rated players of a game.
    pub async fn leaderboard(
        &self,
        game: GameKind,
        limit: i64,
    ) -> Result<Vec<LeaderRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT r.user_id, u.name, r.rating, r.games, r.wins FROM ratings r
             LEFT JOIN users u ON u.id = r.user_id
             WHERE r.game = ? ORDER BY r.rating DESC, r.games DESC, r.user_id LIMIT ?",
        )
        .bind(game.key())
        .bind(limit)
        .fetch_all(&self.pool)
        .await?)
    }
}
