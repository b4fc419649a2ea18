//! Challenges: issued, then accepted (starting a game in the same transaction), declined,
//! cancelled or expired.

use super::games::{NewGame, StoredGame, insert_game};
use super::{Store, StoreError, is_unique_violation, on};
use crate::domain::{ChallengeId, ChallengeStatus, ChannelRef, GameId, SideChoice};
use crate::games::{GameKind, GameSpec};
use crate::i18n::Locale;
use crate::time_control::TimeControl;

/// A challenge to be stored.
#[derive(Clone, Debug)]
pub struct NewChallenge {
    pub channel: ChannelRef,
    pub challenger: String,
    pub opponent: Option<String>,
    pub spec: GameSpec,
    pub side: SideChoice,
    /// The game's clock.
    pub time: TimeControl,
    pub created_at: i64,
    pub expires_at: i64,
    /// The challenger's language, for announcements to the channel.
    pub locale: Locale,
    /// Whether the game it starts is rated.
    pub rated: bool,
    /// The finished game this challenge offers a rematch of.
    pub rematch_of: Option<GameId>,
}

/// A stored challenge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    pub id: ChallengeId,
    pub channel: ChannelRef,
    pub challenger: String,
    pub opponent: Option<String>,
    pub spec: GameSpec,
    pub side: SideChoice,
    /// The game's clock.
    pub time: TimeControl,
    pub status: ChallengeStatus,
    pub game_id: Option<GameId>,
    pub created_at: i64,
    pub expires_at: i64,
    pub locale: Locale,
    pub rated: bool,
}

super::codec::row_struct! {
    struct ChallengeRow {
        id: ChallengeId,
        guild_id: Option<String>,
        channel_id: String,
        challenger: String,
        opponent: Option<String>,
        game: GameKind,
        options: String,
        side: SideChoice,
        turn_seconds: i64,
        bank_increment: Option<i64>,
        bank_cap: Option<i64>,
        status: ChallengeStatus,
        game_id: Option<GameId>,
        created_at: i64,
        expires_at: i64,
        locale: Locale,
        rated: bool,
    }
}

const COLUMNS: &str = "id, guild_id, channel_id, challenger, opponent, game, options, side, \
                       turn_seconds, bank_increment, bank_cap, status, game_id, created_at, \
                       expires_at, locale, rated";

impl TryFrom<ChallengeRow> for Challenge {
    type Error = StoreError;

    fn try_from(row: ChallengeRow) -> Result<Challenge, StoreError> {
        let spec = GameSpec::parse(row.game, &row.options)
            .map_err(|e| StoreError::Corrupt(format!("challenge {}: {e}", row.id)))?;
        let time = TimeControl::from_columns(row.turn_seconds, row.bank_increment, row.bank_cap)
            .ok_or_else(|| StoreError::Corrupt(format!("challenge {}: half a bank", row.id)))?;
        Ok(Challenge {
            id: row.id,
            channel: ChannelRef {
                guild: row.guild_id,
                channel: row.channel_id,
            },
            challenger: row.challenger,
            opponent: row.opponent,
            spec,
            side: row.side,
            time,
            status: row.status,
            game_id: row.game_id,
            created_at: row.created_at,
            expires_at: row.expires_at,
            locale: row.locale,
            rated: row.rated,
        })
    }
}

impl Store {
    /// Stores a challenge, unless the channel already has a game in progress or a pending
    /// challenge.
    pub async fn insert_challenge(&self, new: &NewChallenge) -> Result<Challenge, StoreError> {
        let mut tx = self.write().await?;
        let busy: Option<i64> = on!(tx.conn(), |db| sqlx::query_scalar(
            "SELECT id FROM games WHERE channel_id = $1 AND status = 'active'"
        )
        .bind(&new.channel.channel)
        .fetch_optional(db)
        .await)?;
        if busy.is_some() {
            return Err(StoreError::ChannelBusy);
        }
        let inserted: Result<ChallengeId, sqlx::Error> = on!(tx.conn(), |db| sqlx::query_scalar(
            "INSERT INTO challenges (guild_id, channel_id, challenger, opponent, game, options,
                side, turn_seconds, bank_increment, bank_cap, status, created_at, expires_at,
                locale, rated, rematch_of)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11, $12, $13, $14, $15)
             RETURNING id",
        )
        .bind(&new.channel.guild)
        .bind(&new.channel.channel)
        .bind(&new.challenger)
        .bind(&new.opponent)
        .bind(new.spec.kind())
        .bind(new.spec.options())
        .bind(new.side)
        .bind(new.time.turn_seconds())
        .bind(new.time.bank_columns().map(|b| b.0))
        .bind(new.time.bank_columns().map(|b| b.1))
        .bind(new.created_at)
        .bind(new.expires_at)
        .bind(new.locale)
        .bind(new.rated)
        .bind(new.rematch_of)
        .fetch_one(db)
        .await);
        let id = match inserted {
            Ok(id) => id,
            Err(e) if is_unique_violation(&e) => return Err(StoreError::ChallengePending),
            Err(e) => return Err(e.into()),
        };
        tx.commit().await?;
        self.challenge(id)
            .await?
            .ok_or_else(|| StoreError::Corrupt(format!("challenge {id} vanished")))
    }

    pub async fn challenge(&self, id: ChallengeId) -> Result<Option<Challenge>, StoreError> {
        let row: Option<ChallengeRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM challenges WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(db)
        .await)?;
        row.map(Challenge::try_from).transpose()
    }

    /// The pending rematch offered from a finished game, if any.
    pub async fn pending_rematch(&self, game: GameId) -> Result<Option<Challenge>, StoreError> {
        let row: Option<ChallengeRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM challenges WHERE rematch_of = $1 AND status = 'pending'"
        ))
        .bind(game)
        .fetch_optional(db)
        .await)?;
        row.map(Challenge::try_from).transpose()
    }

    /// The channel's pending challenges, newest first (one per challenger).
    pub async fn pending_challenges(
        &self,
        channel: &ChannelRef,
    ) -> Result<Vec<Challenge>, StoreError> {
        let rows: Vec<ChallengeRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM challenges WHERE channel_id = $1 AND status = 'pending'
             ORDER BY id DESC"
        ))
        .bind(&channel.channel)
        .fetch_all(db)
        .await)?;
        rows.into_iter().map(Challenge::try_from).collect()
    }

    /// The pending challenges of a server that `user` may accept (addressed to them, or
    /// open, and not their own) and the ones they issued, oldest first.
    pub async fn challenges_around(
        &self,
        guild: Option<&str>,
        user: &str,
        now: i64,
    ) -> Result<Vec<Challenge>, StoreError> {
        let rows: Vec<ChallengeRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM challenges
             WHERE status = 'pending' AND guild_id IS NOT DISTINCT FROM $1 AND expires_at > $3
               AND (opponent = $2 OR opponent IS NULL OR challenger = $2)
             ORDER BY id LIMIT 25"
        ))
        .bind(guild)
        .bind(user)
        .bind(now)
        .fetch_all(db)
        .await)?;
        rows.into_iter().map(Challenge::try_from).collect()
    }

    /// Moves a pending challenge to `status`; fails with `ChallengeGone` if it is no longer
    /// pending (so a double click does nothing twice).
    pub async fn close_challenge(
        &self,
        id: ChallengeId,
        status: ChallengeStatus,
        now: i64,
    ) -> Result<(), StoreError> {
        let done = on!(self.writer(), |db| {
            sqlx::query(
            "UPDATE challenges SET status = $1, resolved_at = $2 WHERE id = $3 AND status = 'pending'",
        )
        .bind(status)
        .bind(now)
        .bind(id).execute(db).await.map(|r| r.rows_affected())
        })?;
        if done == 1 {
            Ok(())
        } else {
            Err(StoreError::ChallengeGone)
        }
    }

    /// Accepts a pending challenge and starts its game, in one transaction.
    pub async fn accept_challenge(
        &self,
        id: ChallengeId,
        opponent: &str,
        game: &NewGame,
    ) -> Result<StoredGame, StoreError> {
        let mut tx = self.write().await?;
        // Claim the challenge first: of two accepts at once (two processes, say), the second
        // waits for the first's row and then finds it no longer pending.
        let claimed = on!(tx.conn(), |db| sqlx::query(
            "UPDATE challenges SET status = 'accepted', opponent = $1, resolved_at = $2
             WHERE id = $3 AND status = 'pending'",
        )
        .bind(opponent)
        .bind(game.created_at)
        .bind(id)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        if claimed != 1 {
            return Err(StoreError::ChallengeGone);
        }
        let game_id = insert_game(&mut tx, game).await?;
        on!(tx.conn(), |db| sqlx::query(
            "UPDATE challenges SET game_id = $1 WHERE id = $2"
        )
        .bind(game_id)
        .bind(id)
        .execute(db)
        .await
        .map(drop))?;
        tx.commit().await?;
        self.game(game_id)
            .await?
            .ok_or_else(|| StoreError::Corrupt(format!("game {game_id} vanished")))
    }

    /// Marks every pending challenge past its expiry as expired; returns them.
    pub async fn expire_challenges(&self, now: i64) -> Result<Vec<Challenge>, StoreError> {
        // One statement that returns what it changed: of two processes sweeping at once,
        // each challenge is expired, and so announced, by exactly one.
        let mut tx = self.write().await?;
        let rows: Vec<ChallengeRow> = on!(tx.conn(), |db| sqlx::query_as(&format!(
            "UPDATE challenges SET status = 'expired', resolved_at = $1
             WHERE status = 'pending' AND expires_at <= $1
             RETURNING {COLUMNS}"
        ))
        .bind(now)
        .fetch_all(db)
        .await)?;
        let mut expired = rows
            .into_iter()
            .map(Challenge::try_from)
            .collect::<Result<Vec<_>, _>>()?;
        expired.sort_by_key(|c| c.id.0);
        for c in &expired {
            super::outbox::record_expiry(&mut tx, c.id, &c.channel.channel, now).await?;
        }
        tx.commit().await?;
        Ok(expired)
    }
}
