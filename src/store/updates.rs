//! The transaction that applies every change to a game: its row, its move log, its offers, the
//! ratings and a tournament pairing's result when it ends, and the outbox's record of it.

use super::games::{COLUMNS, GameRow, NewMove, StoredGame};
use super::{RatingPolicy, Store, StoreError, WriteTx, on};
use crate::domain::{GameId, GameStatus, Outcome};
use crate::time_control::Banks;

/// One change to a game, applied atomically if the game is still at `expected_version`.
#[derive(Clone, Debug)]
pub struct GameUpdate {
    pub game_id: GameId,
    pub expected_version: i64,
    /// Undo: drop the log from this ply on.
    pub truncate_from_ply: Option<i64>,
    pub new_moves: Vec<NewMove>,
    pub position: String,
    pub ply: i64,
    pub turn_deadline: Option<i64>,
    /// The banks and the current turn's start when this change ends a turn (or gives one
    /// back); `None` leaves them as they are. Banks are stored only for a bank clock (a time
    /// per turn keeps NULL, as when the game was stored).
    pub clock: Option<(Banks, i64)>,
    /// With `clock`: whether the new turn's player is on vacation (when their clock stopped,
    /// and the vacation's planned end), or `None`; without it the pause stays as it is.
    pub pause: Option<(i64, i64)>,
    /// How the game ends with this change, if it does.
    pub finish: Option<Outcome>,
    pub now: i64,
}

impl Store {
    /// Applies one change to a game atomically: it must still be active and at the expected
    /// version, or nothing happens and `Conflict` comes back. Any change withdraws pending
    /// offers. A rated game that finishes with a result updates both players' ratings, by
    /// `ratings`, in the same transaction.
    pub async fn update_game(
        &self,
        update: &GameUpdate,
        ratings: &dyn RatingPolicy,
    ) -> Result<StoredGame, StoreError> {
        let mut tx = self.write().await?;
        let Some(mut row) = set_game_row(&mut tx, update).await? else {
            return Err(StoreError::Conflict);
        };
        write_moves(&mut tx, update).await?;
        on!(tx.conn(), |db| sqlx::query(
            "DELETE FROM offers WHERE game_id = $1"
        )
        .bind(update.game_id)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        if let Some(finish) = update.finish
            && finish.has_result()
        {
            // The rating changes are written to the game row too: read it again.
            super::ratings::apply_result(&mut tx, update.game_id, finish.winner, ratings).await?;
            row = on!(tx.conn(), |db| sqlx::query_as(&format!(
                "SELECT {COLUMNS} FROM games WHERE id = $1"
            ))
            .bind(update.game_id)
            .fetch_one(db)
            .await)?;
        }
        // A tournament game's result goes into its pairing in this same transaction.
        if let Some(finish) = update.finish {
            super::results::record_pairing_result(
                &mut tx,
                update.game_id,
                finish,
                update.ply,
                update.now,
            )
            .await?;
        }
        super::outbox::record_game(
            &mut tx,
            update.game_id,
            row.version,
            &row.channel_id,
            update.now,
        )
        .await?;
        tx.commit().await?;
        self.changed(update.game_id.0);
        StoredGame::try_from(row)
    }
}

/// The game's row after the change, or `None` when it is no longer active at the expected
/// version (another change came first).
async fn set_game_row(
    tx: &mut WriteTx,
    update: &GameUpdate,
) -> Result<Option<GameRow>, StoreError> {
    let (status, winner, reason, finished_at) = match update.finish {
        Some(o) if o.has_result() => (
            GameStatus::Finished,
            o.winner,
            Some(o.reason),
            Some(update.now),
        ),
        Some(o) => (GameStatus::Aborted, None, Some(o.reason), Some(update.now)),
        None => (GameStatus::Active, None, None, None),
    };
    let bank = update.clock.map(|(banks, _)| banks);
    let row: Option<GameRow> = on!(tx.conn(), |db| sqlx::query_as(&format!(
        "UPDATE games SET position = $1, ply = $2, version = version + 1, turn_deadline = $3,
            updated_at = $4, status = $5, winner_seat = $6, end_reason = $7, finished_at = $8,
            first_bank = CASE WHEN $11 AND bank_cap IS NOT NULL THEN $12 ELSE first_bank END,
            second_bank = CASE WHEN $11 AND bank_cap IS NOT NULL THEN $13 ELSE second_bank END,
            turn_started = CASE WHEN $11 THEN $14 ELSE turn_started END,
            paused_at = CASE WHEN $11 THEN $15 ELSE paused_at END,
            paused_until = CASE WHEN $11 THEN $16 ELSE paused_until END
         WHERE id = $9 AND version = $10 AND status = 'active'
         RETURNING {COLUMNS}"
    ))
    .bind(&update.position)
    .bind(update.ply)
    .bind(update.turn_deadline)
    .bind(update.now)
    .bind(status)
    .bind(winner)
    .bind(reason)
    .bind(finished_at)
    .bind(update.game_id)
    .bind(update.expected_version)
    .bind(update.clock.is_some())
    .bind(bank.map(|b| b.remaining[0]))
    .bind(bank.map(|b| b.remaining[1]))
    .bind(update.clock.map(|(_, started)| started))
    .bind(update.pause.map(|(at, _)| at))
    .bind(update.pause.map(|(_, until)| until))
    .fetch_optional(db)
    .await)?;
    Ok(row)
}

/// The move log's part of a change: an undo's truncation, then the new moves.
async fn write_moves(tx: &mut WriteTx, update: &GameUpdate) -> Result<(), StoreError> {
    if let Some(from) = update.truncate_from_ply {
        on!(tx.conn(), |db| sqlx::query(
            "DELETE FROM moves WHERE game_id = $1 AND ply >= $2"
        )
        .bind(update.game_id)
        .bind(from)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
    }
    for mv in &update.new_moves {
        write_move(tx, update.game_id, mv).await?;
    }
    Ok(())
}

async fn write_move(tx: &mut WriteTx, game: GameId, mv: &NewMove) -> Result<(), StoreError> {
    on!(tx.conn(), |db| sqlx::query(
        "INSERT INTO moves (game_id, ply, player, seat, text, position_after, played_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(game)
    .bind(mv.ply)
    .bind(&mv.player)
    .bind(mv.seat)
    .bind(&mv.text)
    .bind(&mv.position_after)
    .bind(mv.played_at)
    .execute(db)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(())
}
