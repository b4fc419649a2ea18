//! Undo and draw offers: one per kind and game, valid only at the version it was made at (any
//! change to the game withdraws them, in `update_game`'s transaction).

use super::{Store, StoreError, on};
use crate::domain::{GameId, OfferKind, Seat};

/// A pending undo or draw offer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    pub kind: OfferKind,
    pub from: Seat,
    pub at_version: i64,
}

impl Store {
    /// Records an offer made at `at_version`, if the game is still there and active.
    pub async fn make_offer(
        &self,
        game_id: GameId,
        offer: &Offer,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let version: Option<i64> = on!(tx.conn(), |db| sqlx::query_scalar(
            "SELECT version FROM games WHERE id = $1 AND status = 'active'"
        )
        .bind(game_id)
        .fetch_optional(db)
        .await)?;
        if version != Some(offer.at_version) {
            return Err(StoreError::Conflict);
        }
        on!(tx.conn(), |db| {
            sqlx::query(
            "INSERT INTO offers (game_id, kind, from_seat, at_version, created_at) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (game_id, kind) DO UPDATE SET from_seat = excluded.from_seat,
                at_version = excluded.at_version, created_at = excluded.created_at",
        )
        .bind(game_id)
        .bind(offer.kind)
        .bind(offer.from)
        .bind(offer.at_version)
        .bind(now).execute(db).await.map(|r| r.rows_affected())
        })?;
        tx.commit().await?;
        Ok(())
    }

    /// The pending offer of a kind, if it is still valid for the game's current version.
    pub async fn offer(
        &self,
        game_id: GameId,
        kind: OfferKind,
    ) -> Result<Option<Offer>, StoreError> {
        let row: Option<(Seat, i64)> = on!(self.reader(), |db| sqlx::query_as(
            "SELECT o.from_seat, o.at_version FROM offers o JOIN games g ON g.id = o.game_id
             WHERE o.game_id = $1 AND o.kind = $2 AND o.at_version = g.version",
        )
        .bind(game_id)
        .bind(kind)
        .fetch_optional(db)
        .await)?;
        Ok(row.map(|(from, at_version)| Offer {
            kind,
            from,
            at_version,
        }))
    }

    /// Withdraws an offer; `true` if there was one.
    pub async fn withdraw_offer(
        &self,
        game_id: GameId,
        kind: OfferKind,
    ) -> Result<bool, StoreError> {
        let done = on!(self.writer(), |db| sqlx::query(
            "DELETE FROM offers WHERE game_id = $1 AND kind = $2"
        )
        .bind(game_id)
        .bind(kind)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(done > 0)
    }
}
