//! A tournament game's end, written into its pairing by the transaction that ends the game
//! (`Store::update_game`), whatever ended it: a move, a resignation, a time-out, an agreed
//! draw, a moderator. The result can then never be lost between the game's end and the
//! tournament noticing it (a crash, a restart): the sweeper pairs the next round from what is
//! stored. The tournament's version moves on in the same transaction, so a copy of the
//! tournament read before the game ended can no longer be written back over it.
//!
//! Kept apart from `tournaments.rs`, which builds on `games.rs`: the game transaction calls
//! this, and nothing here names either.

use super::{StoreError, WriteTx, on};
use crate::domain::{EndReason, GameId, Outcome, Seat};
use crate::tournament::GameResult;

/// What a game's end scores in its tournament. A game stopped by a moderator scores nobody
/// (neither player is to blame); a game abandoned before its late player's first move is
/// lost by that player by forfeit (they never turned up; the game itself stays unrated).
pub fn tournament_result(outcome: Outcome, ply: i64) -> GameResult {
    match outcome.reason {
        EndReason::Aborted => GameResult::BothForfeited,
        // The player who let the time run out had not moved: with no move made, the first
        // seat (who moves first); otherwise the second, who never answered.
        EndReason::Abandoned if ply == 0 => GameResult::Forfeited(Seat::First),
        EndReason::Abandoned => GameResult::Forfeited(Seat::Second),
        _ => match outcome.winner {
            Some(seat) => GameResult::Won(seat),
            None => GameResult::Drawn,
        },
    }
}

/// Records a finished game's result in its tournament pairing, if it has one without a
/// result yet (a withdrawal may have decided it first), and moves the tournament's version on.
pub(super) async fn record_pairing_result(
    tx: &mut WriteTx,
    game: GameId,
    outcome: Outcome,
    ply: i64,
    now: i64,
) -> Result<(), StoreError> {
    let result = tournament_result(outcome, ply);
    let tournament: Option<i64> = on!(tx.conn(), |db| sqlx::query_scalar(
        "UPDATE tournament_pairings SET result = $1 WHERE game_id = $2 AND result IS NULL
         RETURNING tournament_id"
    )
    .bind(result.key())
    .bind(game)
    .fetch_optional(db)
    .await)?;
    if let Some(id) = tournament {
        on!(tx.conn(), |db| sqlx::query(
            "UPDATE tournaments SET version = version + 1, updated_at = $1 WHERE id = $2"
        )
        .bind(now)
        .bind(id)
        .execute(db)
        .await
        .map(drop))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ending_scores_in_the_tournament() {
        assert_eq!(
            tournament_result(Outcome::resignation(Seat::First), 12),
            GameResult::Won(Seat::Second)
        );
        assert_eq!(
            tournament_result(Outcome::timeout(Seat::Second), 12),
            GameResult::Won(Seat::First)
        );
        assert_eq!(
            tournament_result(Outcome::agreed_draw(), 40),
            GameResult::Drawn
        );
        assert_eq!(
            tournament_result(Outcome::aborted(), 3),
            GameResult::BothForfeited
        );
        assert_eq!(
            tournament_result(Outcome::abandoned(), 0),
            GameResult::Forfeited(Seat::First)
        );
        assert_eq!(
            tournament_result(Outcome::abandoned(), 1),
            GameResult::Forfeited(Seat::Second)
        );
    }
}
