//! The outbox: one row per public announcement of a change, written in the change's own
//! transaction (see [`record_game`], [`record_expiry`] and [`record_round`]), marked
//! delivered once Discord has it. Rows a crash left undelivered are claimed by one process at a time with a lease
//! ([`Store::claim_undelivered`]) and delivered then; the lease runs out if that process dies
//! too, and another takes over.

use super::{Store, StoreError, WriteTx, on};
pub use crate::domain::Announced;
use crate::domain::{ChallengeId, GameId, TournamentId};

/// An announcement claimed for delivery.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Undelivered {
    pub id: i64,
    pub channel: String,
    pub what: Announced,
    pub created_at: i64,
}

type Row = (
    i64,
    String,
    Option<GameId>,
    Option<i64>,
    Option<ChallengeId>,
    Option<i64>,
    Option<i64>,
    i64,
);

/// Records the announcement of `game` at `version`, in the transaction that made it.
pub(super) async fn record_game(
    tx: &mut WriteTx,
    game: GameId,
    version: i64,
    channel: &str,
    now: i64,
) -> Result<(), StoreError> {
    on!(tx.conn(), |db| sqlx::query(
        "INSERT INTO announcements (channel_id, game_id, version, created_at)
         VALUES ($1, $2, $3, $4)"
    )
    .bind(channel)
    .bind(game)
    .bind(version)
    .bind(now)
    .execute(db)
    .await
    .map(drop))?;
    Ok(())
}

/// Records the announcement of an expired challenge, in the transaction that expired it.
pub(super) async fn record_expiry(
    tx: &mut WriteTx,
    challenge: ChallengeId,
    channel: &str,
    now: i64,
) -> Result<(), StoreError> {
    on!(tx.conn(), |db| sqlx::query(
        "INSERT INTO announcements (channel_id, challenge_id, created_at) VALUES ($1, $2, $3)"
    )
    .bind(channel)
    .bind(challenge)
    .bind(now)
    .execute(db)
    .await
    .map(drop))?;
    Ok(())
}

/// Records the announcement of a tournament's start (`round` 0) or of the end of its round
/// `round`, in the transaction that stored it.
pub(super) async fn record_round(
    tx: &mut WriteTx,
    tournament: TournamentId,
    round: u32,
    channel: &str,
    now: i64,
) -> Result<(), StoreError> {
    on!(tx.conn(), |db| sqlx::query(
        "INSERT INTO announcements (channel_id, tournament_id, round, created_at)
         VALUES ($1, $2, $3, $4)"
    )
    .bind(channel)
    .bind(tournament.0)
    .bind(i64::from(round))
    .bind(now)
    .execute(db)
    .await
    .map(drop))?;
    Ok(())
}

/// The announcements of claimed rows, oldest first.
fn undelivered(rows: Vec<Row>) -> Result<Vec<Undelivered>, StoreError> {
    let mut claimed = rows
        .into_iter()
        .map(
            |(id, channel, game, version, challenge, tournament, round, created_at)| {
                let round = round.and_then(|r| u32::try_from(r).ok());
                let what = match (game, version, challenge, tournament, round) {
                    (Some(game), Some(version), None, None, None) => {
                        Announced::Game { game, version }
                    }
                    (None, None, Some(challenge), None, None) => Announced::Expiry { challenge },
                    (None, None, None, Some(tournament), Some(round)) => Announced::Round {
                        tournament: TournamentId(tournament),
                        round,
                    },
                    _ => return Err(StoreError::Corrupt(format!("announcement {id}"))),
                };
                Ok(Undelivered {
                    id,
                    channel,
                    what,
                    created_at,
                })
            },
        )
        .collect::<Result<Vec<_>, _>>()?;
    claimed.sort_by_key(|u| u.id);
    Ok(claimed)
}

impl Store {
    /// Marks an announcement delivered. For a game, every announcement of it up to
    /// `version` is: the reply showing the game at a version supersedes the earlier ones.
    pub async fn mark_delivered(&self, what: Announced, now: i64) -> Result<(), StoreError> {
        match what {
            Announced::Game { game, version } => on!(self.writer(), |db| sqlx::query(
                "UPDATE announcements SET delivered_at = $1
                 WHERE game_id = $2 AND version <= $3 AND delivered_at IS NULL"
            )
            .bind(now)
            .bind(game)
            .bind(version)
            .execute(db)
            .await
            .map(drop))?,
            Announced::Expiry { challenge } => on!(self.writer(), |db| sqlx::query(
                "UPDATE announcements SET delivered_at = $1
                 WHERE challenge_id = $2 AND delivered_at IS NULL"
            )
            .bind(now)
            .bind(challenge)
            .execute(db)
            .await
            .map(drop))?,
            Announced::Round { tournament, round } => on!(self.writer(), |db| sqlx::query(
                "UPDATE announcements SET delivered_at = $1
                 WHERE tournament_id = $2 AND round = $3 AND delivered_at IS NULL"
            )
            .bind(now)
            .bind(tournament.0)
            .bind(i64::from(round))
            .execute(db)
            .await
            .map(drop))?,
            Announced::DailyPuzzle { post } => self.daily_puzzle_delivered(post, now).await?,
        }
        Ok(())
    }

    /// Claims up to `limit` announcements recorded before `recorded_before` and still
    /// undelivered, unless another process holds them: each is this caller's until
    /// `lease_until`. Oldest first.
    pub async fn claim_undelivered(
        &self,
        recorded_before: i64,
        now: i64,
        lease_until: i64,
        limit: i64,
    ) -> Result<Vec<Undelivered>, StoreError> {
        // The conditions stand in the outer WHERE too: on PostgreSQL a second claimer
        // waiting for the first one's rows re-checks them there once the first commits, and
        // finds them claimed.
        let rows: Vec<Row> = on!(self.writer(), |db| sqlx::query_as(
            "UPDATE announcements SET claimed_until = $3
             WHERE id IN (
                 SELECT id FROM announcements
                 WHERE delivered_at IS NULL AND held_at IS NULL AND created_at < $1
                   AND (claimed_until IS NULL OR claimed_until <= $2)
                 ORDER BY id LIMIT $4)
               AND delivered_at IS NULL AND held_at IS NULL
               AND (claimed_until IS NULL OR claimed_until <= $2)
             RETURNING id, channel_id, game_id, version, challenge_id, tournament_id, round,
                       created_at"
        )
        .bind(recorded_before)
        .bind(now)
        .bind(lease_until)
        .bind(limit)
        .fetch_all(db)
        .await)?;
        undelivered(rows)
    }

    /// Marks one claimed announcement delivered (or no longer worth posting).
    pub async fn mark_delivered_id(&self, id: i64, now: i64) -> Result<(), StoreError> {
        on!(self.writer(), |db| sqlx::query(
            "UPDATE announcements SET delivered_at = $1 WHERE id = $2 AND delivered_at IS NULL"
        )
        .bind(now)
        .bind(id)
        .execute(db)
        .await
        .map(drop))?;
        Ok(())
    }

    /// How many announcements wait for delivery (the outbox backlog). Those held for the
    /// next interaction in their channel wait for players, not for Discord: not counted.
    pub async fn undelivered_count(&self) -> Result<i64, StoreError> {
        Ok(on!(self.reader(), |db| sqlx::query_scalar(
            "SELECT COUNT(*) FROM announcements WHERE delivered_at IS NULL AND held_at IS NULL"
        )
        .fetch_one(db)
        .await)?)
    }
}

/// Play anywhere (issue 39): channels where the bot is not a member, and the announcements
/// held for the next interaction there.
impl Store {
    /// Records that the bot is not a member of `channel` (an interaction's context said so).
    pub async fn note_interaction_only(&self, channel: &str, now: i64) -> Result<(), StoreError> {
        on!(self.writer(), |db| sqlx::query(
            "INSERT INTO interaction_only_channels (channel_id, seen_at) VALUES ($1, $2)
             ON CONFLICT (channel_id) DO NOTHING"
        )
        .bind(channel)
        .bind(now)
        .execute(db)
        .await
        .map(drop))?;
        Ok(())
    }

    /// Whether only interactions reach `channel` (see [`Store::note_interaction_only`]).
    pub async fn is_interaction_only(&self, channel: &str) -> Result<bool, StoreError> {
        let found: Option<String> = on!(self.reader(), |db| sqlx::query_scalar(
            "SELECT channel_id FROM interaction_only_channels WHERE channel_id = $1"
        )
        .bind(channel)
        .fetch_optional(db)
        .await)?;
        Ok(found.is_some())
    }

    /// Holds every undelivered announcement of `channel` for the next interaction there:
    /// the sweeper no longer claims them (no retries against a channel that refuses the
    /// bot). Returns how many were newly held.
    pub async fn hold_announcements(&self, channel: &str, now: i64) -> Result<u64, StoreError> {
        let done = on!(self.writer(), |db| sqlx::query(
            "UPDATE announcements SET held_at = $1, claimed_until = NULL
             WHERE channel_id = $2 AND delivered_at IS NULL AND held_at IS NULL"
        )
        .bind(now)
        .bind(channel)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(done)
    }

    /// Claims up to `limit` announcements held for `channel`, as
    /// [`Store::claim_undelivered`] claims the others: one interaction shows each.
    pub async fn claim_held(
        &self,
        channel: &str,
        now: i64,
        lease_until: i64,
        limit: i64,
    ) -> Result<Vec<Undelivered>, StoreError> {
        let rows: Vec<Row> = on!(self.writer(), |db| sqlx::query_as(
            "UPDATE announcements SET claimed_until = $3
             WHERE id IN (
                 SELECT id FROM announcements
                 WHERE channel_id = $1 AND delivered_at IS NULL AND held_at IS NOT NULL
                   AND (claimed_until IS NULL OR claimed_until <= $2)
                 ORDER BY id LIMIT $4)
               AND delivered_at IS NULL AND (claimed_until IS NULL OR claimed_until <= $2)
             RETURNING id, channel_id, game_id, version, challenge_id, tournament_id, round,
                       created_at"
        )
        .bind(channel)
        .bind(now)
        .bind(lease_until)
        .bind(limit)
        .fetch_all(db)
        .await)?;
        undelivered(rows)
    }

    /// Gives a claimed announcement back (it waits for another interaction).
    pub async fn release_claim(&self, id: i64) -> Result<(), StoreError> {
        on!(self.writer(), |db| sqlx::query(
            "UPDATE announcements SET claimed_until = NULL WHERE id = $1"
        )
        .bind(id)
        .execute(db)
        .await
        .map(drop))?;
        Ok(())
    }
}
