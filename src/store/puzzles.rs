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
            "SELECT user_id, guild_id, puzzle_id, state, tries, version, started_at
             FROM puzzle_sessions WHERE user_id = $1 AND guild_id = $2"
        )
        .bind(user)
        .bind(guild)
        .fetch_optional(db)
        .await)?;
        Ok(row.map(PuzzleSession::from))
    }

    /// Opens `puzzle` for the player, in place of any open one (a new `/puzzle` moves on).
    pub async fn open_puzzle(
        &self,
        user: &str,
        guild: &str,
        puzzle: &str,
        now: i64,
    ) -> Result<PuzzleSession, StoreError> {
        on!(self.writer(), |db| sqlx::query(
            "INSERT INTO puzzle_sessions
                (user_id, guild_id, puzzle_id, state, tries, version, started_at, updated_at)
             VALUES ($1, $2, $3, '', 0, 0, $4, $4)
             ON CONFLICT (user_id, guild_id) DO UPDATE SET
                puzzle_id = excluded.puzzle_id, state = '', tries = 0,
                version = puzzle_sessions.version + 1, started_at = excluded.started_at,
                updated_at = excluded.updated_at"
        )
        .bind(user)
        .bind(guild)
        .bind(puzzle)
        .bind(now)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        self.puzzle_session(user, guild)
            .await?
            .ok_or_else(|| StoreError::Conflict)
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
            "INSERT INTO puzzle_results (user_id, guild_id, puzzle_id, solved, tries, finished_at)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (user_id, guild_id, puzzle_id) DO NOTHING"
        )
        .bind(&session.user)
        .bind(&session.guild)
        .bind(&session.puzzle)
        .bind(solved)
        .bind(tries)
        .bind(now)
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
}
