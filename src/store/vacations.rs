//! Vacations (issue 28): a player's running vacation in a server, the days they have taken in
//! a year, and the two transactions that start and end one, each with the clocks of the
//! player's games it stops or starts again (computed by the play layer, which knows whose turn
//! it is; written here under each game's version, so a move that lands meanwhile makes the
//! whole change a `Conflict` to retry).

use super::games::{COLUMNS, GameRow};
use super::{Store, StoreError, is_unique_violation, on};
use crate::domain::GameId;
use crate::time_control::DAY;

use super::StoredGame;

/// A vacation as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Vacation {
    pub id: i64,
    pub guild: String,
    pub user: String,
    pub started_at: i64,
    /// The planned end.
    pub ends_at: i64,
    /// When it ended (`None` while it runs).
    pub ended_at: Option<i64>,
    /// The calendar year (UTC) it counts in: the year it started.
    pub year: i64,
}

impl Vacation {
    /// The days it took of the year's allowance: begun days count whole, at least one.
    pub fn days_taken(&self) -> i64 {
        let end = self.ended_at.unwrap_or(self.ends_at);
        ((end - self.started_at).max(1) + DAY - 1) / DAY
    }
}

super::codec::row_struct! {
    struct VacationRow {
        id: i64,
        guild_id: String,
        user_id: String,
        started_at: i64,
        ends_at: i64,
        ended_at: Option<i64>,
        year: i64,
    }
}

impl From<VacationRow> for Vacation {
    fn from(r: VacationRow) -> Vacation {
        Vacation {
            id: r.id,
            guild: r.guild_id,
            user: r.user_id,
            started_at: r.started_at,
            ends_at: r.ends_at,
            ended_at: r.ended_at,
            year: r.year,
        }
    }
}

const VACATION_COLUMNS: &str = "id, guild_id, user_id, started_at, ends_at, ended_at, year";

/// A game's clock stopped by a vacation: at its version, from `at` until the planned end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pause {
    pub game: GameId,
    pub version: i64,
}

/// A game's clock started again: at its version, its turn's new start and deadline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resume {
    pub game: GameId,
    pub version: i64,
    pub turn_started: i64,
    pub deadline: i64,
}

/// Why a vacation was not started.
#[derive(Debug, thiserror::Error)]
pub enum VacationError {
    /// The player is on vacation in this server already.
    #[error("already on vacation")]
    Running,
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl Store {
    /// The player's running vacation in a server, if any.
    pub async fn running_vacation(
        &self,
        guild: &str,
        user: &str,
    ) -> Result<Option<Vacation>, StoreError> {
        let row: Option<VacationRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {VACATION_COLUMNS} FROM vacations
             WHERE guild_id = $1 AND user_id = $2 AND ended_at IS NULL"
        ))
        .bind(guild)
        .bind(user)
        .fetch_optional(db)
        .await)?;
        Ok(row.map(Vacation::from))
    }

    /// The player's vacations in a server that count in `year`.
    pub async fn vacations_in_year(
        &self,
        guild: &str,
        user: &str,
        year: i64,
    ) -> Result<Vec<Vacation>, StoreError> {
        let rows: Vec<VacationRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {VACATION_COLUMNS} FROM vacations
             WHERE guild_id = $1 AND user_id = $2 AND year = $3 ORDER BY id"
        ))
        .bind(guild)
        .bind(user)
        .bind(year)
        .fetch_all(db)
        .await)?;
        Ok(rows.into_iter().map(Vacation::from).collect())
    }

    /// Running vacations planned to end by `now`, for the sweeper to end.
    pub async fn vacations_ending_by(&self, now: i64) -> Result<Vec<Vacation>, StoreError> {
        let rows: Vec<VacationRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {VACATION_COLUMNS} FROM vacations
             WHERE ended_at IS NULL AND ends_at <= $1 ORDER BY id LIMIT 200"
        ))
        .bind(now)
        .fetch_all(db)
        .await)?;
        Ok(rows.into_iter().map(Vacation::from).collect())
    }

    /// Every game the player is playing in a server (however many).
    pub async fn all_active_games_of(
        &self,
        guild: &str,
        user: &str,
    ) -> Result<Vec<StoredGame>, StoreError> {
        let rows: Vec<GameRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM games
             WHERE status = 'active' AND guild_id = $1
               AND (first_player = $2 OR second_player = $2)
             ORDER BY id"
        ))
        .bind(guild)
        .bind(user)
        .fetch_all(db)
        .await)?;
        rows.into_iter().map(StoredGame::try_from).collect()
    }

    /// Games whose clock is stopped while neither player is on vacation in their server: a
    /// move that landed as the vacation ended can leave one so (the move's transaction read the
    /// vacation still running). The sweeper starts them again.
    pub async fn orphan_paused_games(&self) -> Result<Vec<StoredGame>, StoreError> {
        let rows: Vec<GameRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM games
             WHERE status = 'active' AND paused_at IS NOT NULL
               AND NOT EXISTS (SELECT 1 FROM vacations v
                   WHERE v.guild_id = games.guild_id AND v.ended_at IS NULL
                     AND v.user_id IN (games.first_player, games.second_player))
             ORDER BY id LIMIT 200"
        ))
        .fetch_all(db)
        .await)?;
        rows.into_iter().map(StoredGame::try_from).collect()
    }

    /// Starts a stopped game's clock again, unless it changed since it was read.
    pub async fn resume_game(&self, resume: &Resume) -> Result<bool, StoreError> {
        let changed = on!(self.writer(), |db| sqlx::query(
            "UPDATE games SET paused_at = NULL, paused_until = NULL, turn_started = $1,
                turn_deadline = $2
             WHERE id = $3 AND version = $4 AND status = 'active' AND paused_at IS NOT NULL"
        )
        .bind(resume.turn_started)
        .bind(resume.deadline)
        .bind(resume.game)
        .bind(resume.version)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(changed == 1)
    }

    /// Every game `user` is playing, in any server (for their daily digest).
    pub async fn active_games_of_user(&self, user: &str) -> Result<Vec<StoredGame>, StoreError> {
        let rows: Vec<GameRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM games
             WHERE status = 'active' AND (first_player = $1 OR second_player = $1)
             ORDER BY turn_deadline, id LIMIT 100"
        ))
        .bind(user)
        .fetch_all(db)
        .await)?;
        rows.into_iter().map(StoredGame::try_from).collect()
    }

    /// Starts a vacation and stops the clocks of `pauses` (the games where it is the player's
    /// turn), in one transaction.
    pub async fn start_vacation(
        &self,
        vacation: &Vacation,
        pauses: &[Pause],
    ) -> Result<Vacation, VacationError> {
        let mut tx = self.write().await?;
        let inserted: Result<i64, sqlx::Error> = on!(tx.conn(), |db| sqlx::query_scalar(
            "INSERT INTO vacations (guild_id, user_id, started_at, ends_at, year)
             VALUES ($1, $2, $3, $4, $5) RETURNING id"
        )
        .bind(&vacation.guild)
        .bind(&vacation.user)
        .bind(vacation.started_at)
        .bind(vacation.ends_at)
        .bind(vacation.year)
        .fetch_one(db)
        .await);
        let id = match inserted {
            Ok(id) => id,
            Err(e) if is_unique_violation(&e) => return Err(VacationError::Running),
            Err(e) => return Err(StoreError::from(e).into()),
        };
        for pause in pauses {
            let changed: u64 = on!(tx.conn(), |db| sqlx::query(
                "UPDATE games SET paused_at = $1, paused_until = $2, turn_deadline = NULL
                 WHERE id = $3 AND version = $4 AND status = 'active'"
            )
            .bind(vacation.started_at)
            .bind(vacation.ends_at)
            .bind(pause.game)
            .bind(pause.version)
            .execute(db)
            .await
            .map(|r| r.rows_affected()))
            .map_err(StoreError::from)?;
            if changed != 1 {
                return Err(StoreError::Conflict.into());
            }
        }
        tx.commit().await?;
        Ok(Vacation {
            id,
            ..vacation.clone()
        })
    }

    /// Ends a running vacation at `at` and starts the clocks of `resumes` again, in one
    /// transaction; `Ok(false)` when it had ended already (another process, or the player).
    pub async fn end_vacation(
        &self,
        vacation: i64,
        at: i64,
        resumes: &[Resume],
    ) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        let ended = on!(tx.conn(), |db| sqlx::query(
            "UPDATE vacations SET ended_at = $1 WHERE id = $2 AND ended_at IS NULL"
        )
        .bind(at)
        .bind(vacation)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        if ended != 1 {
            return Ok(false);
        }
        for resume in resumes {
            let changed = on!(tx.conn(), |db| sqlx::query(
                "UPDATE games SET paused_at = NULL, paused_until = NULL, turn_started = $1,
                    turn_deadline = $2
                 WHERE id = $3 AND version = $4 AND status = 'active'"
            )
            .bind(resume.turn_started)
            .bind(resume.deadline)
            .bind(resume.game)
            .bind(resume.version)
            .execute(db)
            .await
            .map(|r| r.rows_affected()))?;
            if changed != 1 {
                return Err(StoreError::Conflict);
            }
        }
        tx.commit().await?;
        Ok(true)
    }
}
