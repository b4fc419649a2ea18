//! Ratings and statistics per server, pool and player. How a result moves ratings is the play
//! layer's policy ([`RatingPolicy`]); the store applies it inside the transaction that ends
//! the game, so a result and the ratings it moved can never disagree.

use super::{Store, StoreError, WriteTx, on};
use crate::domain::{GameChoice, GameId, LeaderRow, PlayerStats, Seat};
use crate::games::{GameKind, GameSpec};

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

/// A rating ladder: one server's players of one pool. Games outside a server (the local
/// console) have the ladder of the server `""`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ladder<'a> {
    pub guild: &'a str,
    pub pool: GameChoice,
}

async fn current(
    tx: &mut WriteTx,
    user: &str,
    ladder: Ladder<'_>,
    policy: &dyn RatingPolicy,
) -> Result<RatingState, StoreError> {
    let row: Option<(f64, i64)> = on!(tx.conn(), |db| {
        sqlx::query_as(
        "SELECT rating, games FROM server_ratings WHERE guild_id = $1 AND pool = $2 AND user_id = $3",
    )
    .bind(ladder.guild)
    .bind(ladder.pool.key())
    .bind(user).fetch_optional(db).await
    })?;
    let (rating, games) = row.unwrap_or((policy.initial(), 0));
    Ok(RatingState { rating, games })
}

/// Updates both players' ratings and counts for a finished game (inside its transaction),
/// and stores the changes on the game. Unrated games (against the computer) change nothing;
/// a game against oneself only counts.
pub(super) async fn apply_result(
    tx: &mut WriteTx,
    game_id: GameId,
    winner: Option<Seat>,
    policy: &dyn RatingPolicy,
) -> Result<(), StoreError> {
    let (guild, game, options, first, second, rated): (
        Option<String>,
        GameKind,
        String,
        String,
        String,
        bool,
    ) = on!(tx.conn(), |db| sqlx::query_as(
        "SELECT guild_id, game, options, first_player, second_player, rated FROM games
         WHERE id = $1",
    )
    .bind(game_id)
    .fetch_one(db)
    .await)?;
    if !rated {
        return Ok(());
    }
    let spec = GameSpec::parse(game, &options)
        .map_err(|e| StoreError::Corrupt(format!("game {game_id} options: {e}")))?;
    let guild = guild.unwrap_or_default();
    let ladder = Ladder {
        guild: &guild,
        pool: GameChoice::of(spec),
    };
    let players = [first, second];
    if tx.is_postgres() {
        // Ratings are read, then written: two games of one ladder finishing at once in two
        // processes would both read the old ratings. A lock per ladder, held until commit,
        // makes the second wait (SQLite's single writer gives the same order).
        let key = format!("ratings {} {}", ladder.guild, ladder.pool.key());
        on!(tx.conn(), |db| sqlx::query(
            "SELECT pg_advisory_xact_lock(hashtextextended($1, 0))"
        )
        .bind(&key)
        .execute(db)
        .await
        .map(drop))?;
    }
    let before = [
        current(tx, &players[0], ladder, policy).await?,
        current(tx, &players[1], ladder, policy).await?,
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
        on!(tx.conn(), |db| sqlx::query(
            "INSERT INTO server_ratings (guild_id, pool, user_id, rating, games, wins, losses,
                draws)
             VALUES ($1, $2, $3, $4, 1, $5, $6, $7)
             ON CONFLICT (guild_id, pool, user_id) DO UPDATE SET rating = excluded.rating,
                games = server_ratings.games + 1,
                wins = server_ratings.wins + excluded.wins,
                losses = server_ratings.losses + excluded.losses,
                draws = server_ratings.draws + excluded.draws",
        )
        .bind(ladder.guild)
        .bind(ladder.pool.key())
        .bind(&players[i])
        .bind(before[i].rating + deltas[i])
        .bind(win)
        .bind(loss)
        .bind(draw)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
    }
    if !alone {
        on!(tx.conn(), |db| sqlx::query(
            "UPDATE games SET first_delta = $1, second_delta = $2 WHERE id = $3"
        )
        .bind(deltas[0])
        .bind(deltas[1])
        .bind(game_id)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
    }
    Ok(())
}

impl Store {
    /// A player's rated record in each pool of one server.
    pub async fn stats(&self, guild: &str, user: &str) -> Result<Vec<PlayerStats>, StoreError> {
        let rows: Vec<(String, f64, i64, i64, i64, i64)> =
            on!(self.reader(), |db| sqlx::query_as(
                "SELECT pool, rating, games, wins, losses, draws FROM server_ratings
             WHERE guild_id = $1 AND user_id = $2",
            )
            .bind(guild)
            .bind(user)
            .fetch_all(db)
            .await)?;
        let mut rows = rows
            .into_iter()
            .map(|(pool, rating, games, wins, losses, draws)| {
                let pool = GameChoice::from_key(&pool).ok_or_else(|| {
                    StoreError::Corrupt(format!(
                        "rating pool `{}`",
                        pool.chars().take(32).collect::<String>()
                    ))
                })?;
                Ok(PlayerStats {
                    pool,
                    rating,
                    games,
                    wins,
                    losses,
                    draws,
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        rows.sort_by_key(|r| r.pool);
        Ok(rows)
    }

    /// A player's results in unrated games (against the computer): games, wins, losses and
    /// draws, in one server. Games stopped by a moderator, or abandoned before the first
    /// move, have no result and do not count.
    pub async fn unrated_record(
        &self,
        guild: &str,
        user: &str,
    ) -> Result<(i64, i64, i64, i64), StoreError> {
        let row: (i64, i64, i64, i64) = on!(self.reader(), |db| {
            sqlx::query_as(
            "SELECT COUNT(*),
                COALESCE(SUM(CASE WHEN (winner_seat = 0 AND first_player = $1)
                    OR (winner_seat = 1 AND second_player = $1) THEN 1 ELSE 0 END), 0),
                COALESCE(SUM(CASE WHEN winner_seat IS NOT NULL AND NOT ((winner_seat = 0
                    AND first_player = $1) OR (winner_seat = 1 AND second_player = $1))
                    THEN 1 ELSE 0 END), 0),
                COALESCE(SUM(CASE WHEN winner_seat IS NULL THEN 1 ELSE 0 END), 0)
             FROM games
             WHERE status = 'finished' AND rated = FALSE AND (first_player = $1 OR second_player = $1)
                AND COALESCE(guild_id, '') = $2",
        )
        .bind(user)
        .bind(guild).fetch_one(db).await
        })?;
        Ok(row)
    }

    /// The best-rated players of a ladder who have played at least `min_games` rated games
    /// there, and how many players it left out for having fewer.
    pub async fn leaderboard(
        &self,
        ladder: Ladder<'_>,
        min_games: i64,
        limit: i64,
    ) -> Result<(Vec<LeaderRow>, i64), StoreError> {
        let rows: Vec<(String, Option<String>, f64, i64, i64)> =
            on!(self.reader(), |db| sqlx::query_as(
                "SELECT r.user_id, u.name, r.rating, r.games, r.wins FROM server_ratings r
             LEFT JOIN users u ON u.id = r.user_id
             WHERE r.guild_id = $1 AND r.pool = $2 AND r.games >= $3
             ORDER BY r.rating DESC, r.games DESC, r.user_id LIMIT $4",
            )
            .bind(ladder.guild)
            .bind(ladder.pool.key())
            .bind(min_games)
            .bind(limit)
            .fetch_all(db)
            .await)?;
        let (left_out,): (i64,) = on!(self.reader(), |db| {
            sqlx::query_as(
            "SELECT COUNT(*) FROM server_ratings WHERE guild_id = $1 AND pool = $2 AND games < $3",
        )
        .bind(ladder.guild)
        .bind(ladder.pool.key())
        .bind(min_games).fetch_one(db).await
        })?;
        let rows = rows
            .into_iter()
            .map(|(user_id, name, rating, games, wins)| LeaderRow {
                user_id,
                name,
                rating,
                games,
                wins,
            })
            .collect();
        Ok((rows, left_out))
    }
}
