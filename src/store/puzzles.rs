//! Puzzles (issue 29): each player's open puzzle on a server and the puzzles they finished.
//!
//! A player has at most one open puzzle per server. Every answer names the version it read
//! and moves it on, so a double click or two processes judge one answer once; finishing a
//! puzzle (solved, or the solution shown) removes the session and records the result in one
//! transaction.

use super::{Store, StoreError, on};

/// A player's open puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSession {
    pub user: String,
    /// The server ('' outside one).
    pub guild: String,
    pub puzzle: String,
    /// The turns played so far (the puzzle core's `PuzzleState` text).
    pub state: String,
    /// Wrong answers so far.
    pub tries: i64,
    pub version: i64,
    pub started_at: i64,
    /// The day (since 1970-01-01, UTC) whose daily puzzle this is, if it is one.
    pub daily_day: Option<i64>,
}

super::codec::row_struct! {
    struct SessionRow {
        user_id: String,
        guild_id: String,
        puzzle_id: String,
        state: String,
        tries: i64,
        version: i64,
        started_at: i64,
        daily_day: Option<i64>,
    }
}

impl From<SessionRow> for PuzzleSession {
    fn from(r: SessionRow) -> PuzzleSession {
        PuzzleSession {
            user: r.user_id,
            guild: r.guild_id,
            puzzle: r.puzzle_id,
            state: r.state,
            tries: r.tries,
            version: r.version,
            started_at: r.started_at,
            daily_day: r.daily_day,
        }
    }
}

/// A player's puzzle record on a server.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleTally {
    pub solved: i64,
    /// Solved without a wrong answer.
    pub first_try: i64,
    /// Finished by showing the solution.
    pub revealed: i64,
}

impl Store {
    /// The player's open puzzle on a server, if any.
    pub async fn puzzle_session(
        &self,
        user: &str,
        guild: &str,
    ) -> Result<Option<PuzzleSession>, StoreError> {
        let row: Option<SessionRow> = on!(self.reader(), |db| sqlx::query_as(
            "SELECT user_id, guild_id, puzzle_id, state, tries, version, started_at, daily_day
             FROM puzzle_sessions WHERE user_id = $1 AND guild_id = $2"
        )
        .bind(user)
        .bind(guild)
        .fetch_optional(db)
        .await)?;
        Ok(row.map(PuzzleSession::from))
    }

    /// Opens `puzzle` for the player (as the daily puzzle of `daily_day`, if given), in place
    /// of any open one (a new `/puzzle` moves on).
    pub async fn open_puzzle(
        &self,
        user: &str,
        guild: &str,
        puzzle: &str,
        daily_day: Option<i64>,
        now: i64,
    ) -> Result<PuzzleSession, StoreError> {
        // The session as written, read back by the same statement (another answer could
        // move it between a write and a separate read).
        let row: SessionRow = on!(self.writer(), |db| sqlx::query_as(
            "INSERT INTO puzzle_sessions (user_id, guild_id, puzzle_id, state, tries, version,
                started_at, updated_at, daily_day)
             VALUES ($1, $2, $3, '', 0, 0, $4, $4, $5)
             ON CONFLICT (user_id, guild_id) DO UPDATE SET
                puzzle_id = excluded.puzzle_id, state = '', tries = 0,
                version = puzzle_sessions.version + 1, started_at = excluded.started_at,
                updated_at = excluded.updated_at, daily_day = excluded.daily_day
             RETURNING user_id, guild_id, puzzle_id, state, tries, version, started_at,
                daily_day"
        )
        .bind(user)
        .bind(guild)
        .bind(puzzle)
        .bind(now)
        .bind(daily_day)
        .fetch_one(db)
        .await)?;
        Ok(PuzzleSession::from(row))
    }

    /// Moves an open puzzle on from `session.version`: its new state and wrong answers.
    /// [`StoreError::Conflict`] when another answer moved it first.
    pub async fn advance_puzzle(
        &self,
        session: &PuzzleSession,
        state: &str,
        tries: i64,
        now: i64,
    ) -> Result<(), StoreError> {
        let changed = on!(self.writer(), |db| sqlx::query(
            "UPDATE puzzle_sessions SET state = $1, tries = $2, version = version + 1,
                updated_at = $3
             WHERE user_id = $4 AND guild_id = $5 AND version = $6 AND puzzle_id = $7"
        )
        .bind(state)
        .bind(tries)
        .bind(now)
        .bind(&session.user)
        .bind(&session.guild)
        .bind(session.version)
        .bind(&session.puzzle)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        if changed == 1 {
            Ok(())
        } else {
            Err(StoreError::Conflict)
        }
    }

    /// Closes an open puzzle as of `session.version` and records how it ended, in one
    /// transaction ([`StoreError::Conflict`] when another answer closed or moved it first).
    /// A puzzle finished before keeps its first result.
    pub async fn finish_puzzle(
        &self,
        session: &PuzzleSession,
        solved: bool,
        tries: i64,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let closed = on!(tx.conn(), |db| sqlx::query(
            "DELETE FROM puzzle_sessions
             WHERE user_id = $1 AND guild_id = $2 AND version = $3 AND puzzle_id = $4"
        )
        .bind(&session.user)
        .bind(&session.guild)
        .bind(session.version)
        .bind(&session.puzzle)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        if closed != 1 {
            return Err(StoreError::Conflict);
        }
        on!(tx.conn(), |db| sqlx::query(
            "INSERT INTO puzzle_results (user_id, guild_id, puzzle_id, solved, tries, finished_at,
                daily_day)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (user_id, guild_id, puzzle_id) DO NOTHING"
        )
        .bind(&session.user)
        .bind(&session.guild)
        .bind(&session.puzzle)
        .bind(solved)
        .bind(tries)
        .bind(now)
        .bind(session.daily_day)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        tx.commit().await
    }

    /// The puzzles the player has finished on a server.
    pub async fn finished_puzzles(
        &self,
        user: &str,
        guild: &str,
    ) -> Result<Vec<String>, StoreError> {
        Ok(on!(self.reader(), |db| sqlx::query_scalar(
            "SELECT puzzle_id FROM puzzle_results WHERE user_id = $1 AND guild_id = $2"
        )
        .bind(user)
        .bind(guild)
        .fetch_all(db)
        .await)?)
    }

    /// The player's puzzle record on a server.
    pub async fn puzzle_tally(&self, user: &str, guild: &str) -> Result<PuzzleTally, StoreError> {
        let rows: Vec<(bool, i64)> = on!(self.reader(), |db| sqlx::query_as(
            "SELECT solved, tries FROM puzzle_results WHERE user_id = $1 AND guild_id = $2"
        )
        .bind(user)
        .bind(guild)
        .fetch_all(db)
        .await)?;
        let mut tally = PuzzleTally::default();
        for (solved, tries) in rows {
            if solved {
                tally.solved += 1;
                if tries == 0 {
                    tally.first_try += 1;
                }
            } else {
                tally.revealed += 1;
            }
        }
        Ok(tally)
    }

    /// The days (since 1970-01-01) whose daily puzzle the player solved on a server, latest
    /// first.
    pub async fn daily_days_solved(&self, user: &str, guild: &str) -> Result<Vec<i64>, StoreError> {
        Ok(on!(self.reader(), |db| sqlx::query_scalar(
            "SELECT daily_day FROM puzzle_results
             WHERE user_id = $1 AND guild_id = $2 AND solved AND daily_day IS NOT NULL
             ORDER BY daily_day DESC"
        )
        .bind(user)
        .bind(guild)
        .fetch_all(db)
        .await)?)
    }

    /// The server's best puzzle solvers: (player, puzzles solved), most first, at most
    /// `limit`.
    pub async fn puzzle_leaders(
        &self,
        guild: &str,
        limit: i64,
    ) -> Result<Vec<(String, i64)>, StoreError> {
        Ok(on!(self.reader(), |db| sqlx::query_as(
            "SELECT user_id, COUNT(*) AS solved FROM puzzle_results
             WHERE guild_id = $1 AND solved GROUP BY user_id
             ORDER BY solved DESC, user_id LIMIT $2"
        )
        .bind(guild)
        .bind(limit)
        .fetch_all(db)
        .await)?)
    }

    /// The servers whose daily puzzle is due: a channel set, its hour (UTC) reached on `day`,
    /// and none posted that day yet. (guild, channel, the server's language.)
    pub async fn due_daily_puzzles(
        &self,
        day: i64,
        hour: i64,
    ) -> Result<Vec<(String, String, Option<crate::i18n::Locale>)>, StoreError> {
        Ok(on!(self.reader(), |db| sqlx::query_as(
            "SELECT s.guild_id, s.puzzle_channel, s.locale FROM server_settings s
             WHERE s.puzzle_channel IS NOT NULL AND s.puzzle_hour <= $2
               AND NOT EXISTS (SELECT 1 FROM daily_puzzles d
                               WHERE d.guild_id = s.guild_id AND d.day = $1)
             ORDER BY s.guild_id"
        )
        .bind(day)
        .bind(hour)
        .fetch_all(db)
        .await)?)
    }

    /// Records a server's daily puzzle for `day`, claimed by this process until
    /// `claimed_until`; `None` when another process recorded that day's first.
    pub async fn record_daily_puzzle(
        &self,
        post: &NewDailyPuzzle<'_>,
        now: i64,
        claimed_until: i64,
    ) -> Result<Option<DailyPuzzle>, StoreError> {
        let id: Option<i64> = on!(self.writer(), |db| {
            sqlx::query_scalar(
            "INSERT INTO daily_puzzles (guild_id, day, puzzle_id, channel_id, locale, created_at,
                claimed_until)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (guild_id, day) DO NOTHING RETURNING id"
        )
        .bind(post.guild)
        .bind(post.day)
        .bind(post.puzzle)
        .bind(post.channel)
        .bind(post.locale)
        .bind(now)
        .bind(claimed_until)
        .fetch_optional(db)
        .await
        })?;
        Ok(id.map(|id| DailyPuzzle {
            id,
            guild: post.guild.to_string(),
            day: post.day,
            puzzle: post.puzzle.to_string(),
            channel: post.channel.to_string(),
            locale: post.locale,
            created_at: now,
        }))
    }

    /// Claims the daily puzzles left undelivered whose claim ran out (a crash, Discord
    /// down), until `claimed_until`.
    pub async fn claim_daily_puzzles(
        &self,
        now: i64,
        claimed_until: i64,
    ) -> Result<Vec<DailyPuzzle>, StoreError> {
        let rows: Vec<DailyRow> = on!(self.writer(), |db| sqlx::query_as(
            "UPDATE daily_puzzles SET claimed_until = $2
             WHERE delivered_at IS NULL AND (claimed_until IS NULL OR claimed_until <= $1)
             RETURNING id, guild_id, day, puzzle_id, channel_id, locale, created_at"
        )
        .bind(now)
        .bind(claimed_until)
        .fetch_all(db)
        .await)?;
        Ok(rows.into_iter().map(DailyPuzzle::from).collect())
    }

    /// Marks a daily puzzle's post delivered.
    pub async fn daily_puzzle_delivered(&self, id: i64, now: i64) -> Result<(), StoreError> {
        on!(self.writer(), |db| sqlx::query(
            "UPDATE daily_puzzles SET delivered_at = $1 WHERE id = $2 AND delivered_at IS NULL"
        )
        .bind(now)
        .bind(id)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// A server's daily puzzle of `day`, if it was posted.
    pub async fn daily_puzzle(
        &self,
        guild: &str,
        day: i64,
    ) -> Result<Option<DailyPuzzle>, StoreError> {
        let row: Option<DailyRow> = on!(self.reader(), |db| {
            sqlx::query_as(
            "SELECT id, guild_id, day, puzzle_id, channel_id, locale, created_at FROM daily_puzzles
             WHERE guild_id = $1 AND day = $2"
        )
        .bind(guild)
        .bind(day)
        .fetch_optional(db)
        .await
        })?;
        Ok(row.map(DailyPuzzle::from))
    }
}

/// A daily puzzle to record.
pub struct NewDailyPuzzle<'a> {
    pub guild: &'a str,
    pub day: i64,
    pub puzzle: &'a str,
    pub channel: &'a str,
    pub locale: crate::i18n::Locale,
}

/// A server's daily puzzle of a day, as recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyPuzzle {
    pub id: i64,
    pub guild: String,
    pub day: i64,
    pub puzzle: String,
    pub channel: String,
    pub locale: crate::i18n::Locale,
    pub created_at: i64,
}

super::codec::row_struct! {
    struct DailyRow {
        id: i64,
        guild_id: String,
        day: i64,
        puzzle_id: String,
        channel_id: String,
        locale: crate::i18n::Locale,
        created_at: i64,
    }
}

impl From<DailyRow> for DailyPuzzle {
    fn from(r: DailyRow) -> DailyPuzzle {
        DailyPuzzle {
            id: r.id,
            guild: r.guild_id,
            day: r.day,
            puzzle: r.puzzle_id,
            channel: r.channel_id,
            locale: r.locale,
            created_at: r.created_at,
        }
    }
}
