//! Leagues (issue 27): a league's settings row, its members in the order they joined, and
//! each season's divisions, each division one tournament of the tournament tables.
//!
//! Every change names the version it read and moves it on first, in one transaction: a join
//! racing the start, or two `/league next` at once, write once, and the other writer gets
//! [`StoreError::Conflict`]. A season is stored whole with the league's step to it: its
//! divisions' tournaments (with their entrants), their links, and the members who dropped out.

use std::fmt;

use super::tournaments::insert_tournament_in;
use super::{NewTournament, Store, StoreError, TournamentId, WriteTx, on};
use crate::domain::ChannelRef;
pub use crate::domain::LeagueId;
use crate::i18n::Locale;
use crate::time_control::TimeControl;
use crate::tournament::league::{LeagueSettings, LeagueStatus, Rules};

/// A league as stored: its settings, members, the current season and its divisions.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredLeague {
    pub id: LeagueId,
    pub channel: ChannelRef,
    pub locale: Locale,
    pub settings: LeagueSettings,
    pub status: LeagueStatus,
    /// The current season, 0 before the first.
    pub season: u32,
    /// The members, in the order they joined.
    pub players: Vec<String>,
    /// The current season's divisions' tournaments, the top division first.
    pub divisions: Vec<TournamentId>,
    pub version: i64,
    pub created_at: i64,
}

super::codec::row_struct! {
    struct LeagueRow {
        id: i64,
        guild_id: Option<String>,
        channel_id: String,
        name: String,
        game: String,
        options: String,
        turn_seconds: i64,
        bank_increment: Option<i64>,
        bank_cap: Option<i64>,
        rated: bool,
        division_size: i64,
        promoted: i64,
        relegated: i64,
        organizer: String,
        status: String,
        season: i64,
        locale: Locale,
        version: i64,
        created_at: i64,
    }
}

const COLUMNS: &str = "id, guild_id, channel_id, name, game, options, turn_seconds, \
                       bank_increment, bank_cap, rated, division_size, promoted, relegated, \
                       organizer, status, season, locale, version, created_at";

fn corrupt(id: i64, what: impl fmt::Display) -> StoreError {
    StoreError::Corrupt(format!("league {id}: {what}"))
}

fn number(id: i64, what: &str, n: i64) -> Result<u32, StoreError> {
    u32::try_from(n).map_err(|_| corrupt(id, format!("{what} {n}")))
}

impl Store {
    /// Stores a new league, open for sign-ups.
    pub async fn insert_league(
        &self,
        channel: &ChannelRef,
        locale: Locale,
        s: &LeagueSettings,
        now: i64,
    ) -> Result<StoredLeague, StoreError> {
        let mut tx = self.write().await?;
        let id: i64 = on!(tx.conn(), |db| sqlx::query_scalar(
            "INSERT INTO leagues (guild_id, channel_id, name, game, options, turn_seconds,
                bank_increment, bank_cap, rated, division_size, promoted, relegated, organizer,
                status, season, locale, version, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'open', 0, $14, 0,
                $15, $15)
             RETURNING id",
        )
        .bind(&channel.guild)
        .bind(&channel.channel)
        .bind(&s.name)
        .bind(&s.game)
        .bind(&s.options)
        .bind(s.time.turn_seconds())
        .bind(s.time.bank_columns().map(|b| b.0))
        .bind(s.time.bank_columns().map(|b| b.1))
        .bind(s.rated)
        .bind(i64::from(s.rules.division_size))
        .bind(i64::from(s.rules.promoted))
        .bind(i64::from(s.rules.relegated))
        .bind(&s.organizer)
        .bind(locale)
        .bind(now)
        .fetch_one(db)
        .await)?;
        tx.commit().await?;
        self.league(LeagueId(id))
            .await?
            .ok_or_else(|| corrupt(id, "vanished"))
    }

    /// A league as it stands, if it exists.
    pub async fn league(&self, id: LeagueId) -> Result<Option<StoredLeague>, StoreError> {
        let row: Option<LeagueRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM leagues WHERE id = $1"
        ))
        .bind(id.0)
        .fetch_optional(db)
        .await)?;
        let Some(row) = row else {
            return Ok(None);
        };
        let players: Vec<String> = on!(self.reader(), |db| sqlx::query_scalar(
            "SELECT user_id FROM league_players WHERE league_id = $1 ORDER BY seq, user_id"
        )
        .bind(id.0)
        .fetch_all(db)
        .await)?;
        let divisions: Vec<i64> = on!(self.reader(), |db| sqlx::query_scalar(
            "SELECT tournament_id FROM league_divisions WHERE league_id = $1 AND season = $2
             ORDER BY division"
        )
        .bind(id.0)
        .bind(row.season)
        .fetch_all(db)
        .await)?;
        let rid = row.id;
        let time = TimeControl::from_columns(row.turn_seconds, row.bank_increment, row.bank_cap)
            .ok_or_else(|| corrupt(rid, "half a bank"))?;
        let status = LeagueStatus::from_key(&row.status)
            .ok_or_else(|| corrupt(rid, format!("status `{}`", row.status)))?;
        Ok(Some(StoredLeague {
            id,
            channel: ChannelRef {
                guild: row.guild_id,
                channel: row.channel_id,
            },
            locale: row.locale,
            settings: LeagueSettings {
                name: row.name,
                game: row.game,
                options: row.options,
                time,
                rated: row.rated,
                rules: Rules {
                    division_size: number(rid, "division size", row.division_size)?,
                    promoted: number(rid, "promoted", row.promoted)?,
                    relegated: number(rid, "relegated", row.relegated)?,
                },
                organizer: row.organizer,
            },
            status,
            season: number(rid, "season", row.season)?,
            players,
            divisions: divisions.into_iter().map(TournamentId).collect(),
            version: row.version,
            created_at: row.created_at,
        }))
    }

    /// The server's leagues, newest first, at most `limit`.
    pub async fn leagues_in(
        &self,
        guild: Option<&str>,
        limit: i64,
    ) -> Result<Vec<StoredLeague>, StoreError> {
        let ids: Vec<i64> = on!(self.reader(), |db| sqlx::query_scalar(
            "SELECT id FROM leagues WHERE guild_id IS NOT DISTINCT FROM $1
             ORDER BY id DESC LIMIT $2"
        )
        .bind(guild)
        .bind(limit)
        .fetch_all(db)
        .await)?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            out.extend(self.league(LeagueId(id)).await?);
        }
        Ok(out)
    }

    /// Adds a member (`joined`) or takes one out, if the league is still at the version
    /// read; `Conflict` otherwise.
    pub async fn change_league_member(
        &self,
        league: &StoredLeague,
        user: &str,
        joined: bool,
        now: i64,
    ) -> Result<StoredLeague, StoreError> {
        let mut tx = self.write().await?;
        claim(&mut tx, league, league.status, league.season, now).await?;
        if joined {
            on!(tx.conn(), |db| sqlx::query(
                "INSERT INTO league_players (league_id, user_id, joined_at, seq)
                 VALUES ($1, $2, $3,
                    (SELECT COALESCE(MAX(seq), 0) + 1 FROM league_players WHERE league_id = $1))"
            )
            .bind(league.id.0)
            .bind(user)
            .bind(now)
            .execute(db)
            .await
            .map(drop))?;
        } else {
            on!(tx.conn(), |db| sqlx::query(
                "DELETE FROM league_players WHERE league_id = $1 AND user_id = $2"
            )
            .bind(league.id.0)
            .bind(user)
            .execute(db)
            .await
            .map(drop))?;
        }
        tx.commit().await?;
        self.league(league.id)
            .await?
            .ok_or_else(|| corrupt(league.id.0, "vanished"))
    }

    /// Stores the league's next season, if the league is still at the version read: its
    /// divisions' tournaments (the top division first), with the members in `gone` taken out.
    /// `Conflict` if another writer moved the league on first (nothing is written).
    pub async fn start_league_season(
        &self,
        league: &StoredLeague,
        divisions: &[NewTournament],
        gone: &[String],
        now: i64,
    ) -> Result<StoredLeague, StoreError> {
        let season = league.season + 1;
        let mut tx = self.write().await?;
        claim(&mut tx, league, LeagueStatus::Running, season, now).await?;
        for (new, division) in divisions.iter().zip(1i64..) {
            let tournament = insert_tournament_in(&mut tx, new).await?;
            on!(tx.conn(), |db| sqlx::query(
                "INSERT INTO league_divisions (league_id, season, division, tournament_id)
                 VALUES ($1, $2, $3, $4)"
            )
            .bind(league.id.0)
            .bind(i64::from(season))
            .bind(division)
            .bind(tournament)
            .execute(db)
            .await
            .map(drop))?;
        }
        for user in gone {
            on!(tx.conn(), |db| sqlx::query(
                "DELETE FROM league_players WHERE league_id = $1 AND user_id = $2"
            )
            .bind(league.id.0)
            .bind(user)
            .execute(db)
            .await
            .map(drop))?;
        }
        tx.commit().await?;
        self.league(league.id)
            .await?
            .ok_or_else(|| corrupt(league.id.0, "vanished"))
    }
}

/// Moves the league on to `status` and `season`, if it is at the version read.
async fn claim(
    tx: &mut WriteTx,
    league: &StoredLeague,
    status: LeagueStatus,
    season: u32,
    now: i64,
) -> Result<(), StoreError> {
    let claimed = on!(tx.conn(), |db| sqlx::query(
        "UPDATE leagues SET status = $1, season = $2, version = version + 1, updated_at = $3
         WHERE id = $4 AND version = $5"
    )
    .bind(status.key())
    .bind(i64::from(season))
    .bind(now)
    .bind(league.id.0)
    .bind(league.version)
    .execute(db)
    .await
    .map(|r| r.rows_affected()))?;
    if claimed != 1 {
        return Err(StoreError::Conflict);
    }
    Ok(())
}
