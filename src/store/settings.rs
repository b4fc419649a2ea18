//! Server and personal settings, and the bookkeeping of turn reminders.

use super::{Store, StoreError, on};
use crate::domain::GameId;
pub use crate::domain::{DEFAULT_VACATION_DAYS, ServerSettings};
use crate::i18n::Locale;
use crate::time_control::QuietHours;
use crate::time_control::TimeControl;

/// A player's reminder settings (`/reminders`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReminderSettings {
    /// Reminders by direct message rather than a ping in the game's thread.
    pub dm: bool,
    /// Their IANA time zone (`Europe/Madrid`), as the tz database spells it.
    pub time_zone: Option<String>,
    /// Their quiet hours, on their time zone's clock.
    pub quiet: Option<QuietHours>,
    /// No notifications at all: no pings, no reminders, no direct messages, in any game.
    pub off: bool,
    /// The hour of their day (0-23, their time zone) of the daily digest; `None`: none.
    pub digest_hour: Option<u8>,
}

/// A player whose daily digest may be due: their id, hour, time zone, quiet hours and the
/// day of the last one sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DigestSubscriber {
    pub user: String,
    pub hour: u8,
    pub time_zone: Option<String>,
    pub quiet: Option<QuietHours>,
    pub last_day: Option<i64>,
}

type SettingsRow = (
    Option<Locale>,
    Option<bool>,
    Option<i64>,
    Option<i64>,
    Option<i64>,
    bool,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<i64>,
    Option<String>,
    Option<i64>,
    bool,
);

/// `dm_reminders, time_zone, quiet_start, quiet_end` of `user_settings`.
type ReminderRow = (
    bool,
    Option<String>,
    Option<i64>,
    Option<i64>,
    bool,
    Option<i64>,
);

impl Store {
    /// A server's settings (defaults when it never changed any).
    pub async fn server_settings(&self, guild: &str) -> Result<ServerSettings, StoreError> {
        let row: Option<SettingsRow> = on!(self.reader(), |db| sqlx::query_as(
            "SELECT locale, threads, turn_seconds, bank_increment, bank_cap, hints_in_rated,
                challenge_channels,
                moderator_role, organizer_role, vacation_days, puzzle_channel, puzzle_hour, web
             FROM server_settings
             WHERE guild_id = $1",
        )
        .bind(guild)
        .fetch_optional(db)
        .await)?;
        let Some((
            locale,
            threads,
            turn_seconds,
            bank_increment,
            bank_cap,
            hints_in_rated,
            channels,
            moderator_role,
            organizer_role,
            vacation_days,
            puzzle_channel,
            puzzle_hour,
            web,
        )) = row
        else {
            return Ok(ServerSettings::default());
        };
        let time = match turn_seconds {
            None => None,
            Some(seconds) => Some(
                TimeControl::from_columns(seconds, bank_increment, bank_cap).ok_or_else(|| {
                    StoreError::Corrupt(format!("server {guild}'s clock: half a bank"))
                })?,
            ),
        };
        Ok(ServerSettings {
            locale,
            threads,
            time,
            hints_in_rated,
            challenge_channels: channels
                .unwrap_or_default()
                .split(',')
                .filter(|c| !c.is_empty())
                .map(str::to_string)
                .collect(),
            moderator_role,
            organizer_role,
            vacation_days,
            daily_puzzle: puzzle_channel.zip(puzzle_hour),
            web,
        })
    }

    /// Stores a server's settings, all at once.
    pub async fn save_server_settings(
        &self,
        guild: &str,
        settings: &ServerSettings,
        now: i64,
    ) -> Result<(), StoreError> {
        let channels = settings.challenge_channels.join(",");
        on!(self.writer(), |db| sqlx::query(
            "INSERT INTO server_settings (guild_id, locale, threads, turn_seconds,
                hints_in_rated, challenge_channels, moderator_role, organizer_role, updated_at,
                vacation_days, bank_increment, bank_cap, puzzle_channel, puzzle_hour, web)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
             ON CONFLICT (guild_id) DO UPDATE SET locale = excluded.locale,
                threads = excluded.threads, turn_seconds = excluded.turn_seconds,
                hints_in_rated = excluded.hints_in_rated,
                challenge_channels = excluded.challenge_channels,
                moderator_role = excluded.moderator_role,
                organizer_role = excluded.organizer_role, updated_at = excluded.updated_at,
                vacation_days = excluded.vacation_days,
                bank_increment = excluded.bank_increment, bank_cap = excluded.bank_cap,
                puzzle_channel = excluded.puzzle_channel, puzzle_hour = excluded.puzzle_hour,
                web = excluded.web",
        )
        .bind(guild)
        .bind(settings.locale)
        .bind(settings.threads)
        .bind(settings.time.map(|t| t.turn_seconds()))
        .bind(settings.hints_in_rated)
        .bind((!channels.is_empty()).then_some(channels))
        .bind(&settings.moderator_role)
        .bind(&settings.organizer_role)
        .bind(now)
        .bind(settings.vacation_days)
        .bind(settings.time.and_then(|t| t.bank_columns()).map(|b| b.0))
        .bind(settings.time.and_then(|t| t.bank_columns()).map(|b| b.1))
        .bind(settings.daily_puzzle.as_ref().map(|d| d.0.clone()))
        .bind(settings.daily_puzzle.as_ref().map(|d| d.1))
        .bind(settings.web)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// The players who chose a daily digest (at most `limit`, those served longest ago
    /// first).
    pub async fn digest_subscribers(
        &self,
        limit: i64,
    ) -> Result<Vec<DigestSubscriber>, StoreError> {
        type Row = (
            String,
            i64,
            Option<String>,
            Option<i64>,
            Option<i64>,
            Option<i64>,
        );
        let rows: Vec<Row> = on!(self.reader(), |db| sqlx::query_as(
            "SELECT user_id, digest_hour, time_zone, quiet_start, quiet_end, digest_day
             FROM user_settings WHERE digest_hour IS NOT NULL AND NOT notifications_off
             ORDER BY COALESCE(digest_day, 0), user_id LIMIT $1"
        )
        .bind(limit)
        .fetch_all(db)
        .await)?;
        let minutes = |m: Option<i64>| m.and_then(|m| u16::try_from(m).ok());
        Ok(rows
            .into_iter()
            .filter_map(|(user, hour, time_zone, start, end, last_day)| {
                Some(DigestSubscriber {
                    user,
                    hour: u8::try_from(hour).ok().filter(|h| *h < 24)?,
                    time_zone,
                    quiet: match (minutes(start), minutes(end)) {
                        (Some(s), Some(e)) => QuietHours::new(s, e),
                        _ => None,
                    },
                    last_day,
                })
            })
            .collect())
    }

    /// Claims `day`'s digest for `user`: `true` for the one process that moves their last
    /// digest day forward to it.
    pub async fn claim_digest(&self, user: &str, day: i64) -> Result<bool, StoreError> {
        let claimed = on!(self.writer(), |db| sqlx::query(
            "UPDATE user_settings SET digest_day = $2
             WHERE user_id = $1 AND (digest_day IS NULL OR digest_day < $2)"
        )
        .bind(user)
        .bind(day)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(claimed == 1)
    }

    /// Whether a player asked for turn reminders by direct message.
    pub async fn dm_reminders(&self, user: &str) -> Result<bool, StoreError> {
        Ok(self.reminder_settings(user).await?.dm)
    }

    /// A player's reminder settings (the defaults when they never chose any). Quiet hours
    /// stored out of range (never written by this code) read as none.
    pub async fn reminder_settings(&self, user: &str) -> Result<ReminderSettings, StoreError> {
        let row: Option<ReminderRow> = on!(self.reader(), |db| sqlx::query_as(
            "SELECT dm_reminders, time_zone, quiet_start, quiet_end, notifications_off,
                digest_hour FROM user_settings
                 WHERE user_id = $1"
        )
        .bind(user)
        .fetch_optional(db)
        .await)?;
        let Some((dm, time_zone, start, end, off, digest_hour)) = row else {
            return Ok(ReminderSettings::default());
        };
        let minutes = |m: Option<i64>| m.and_then(|m| u16::try_from(m).ok());
        let quiet = match (minutes(start), minutes(end)) {
            (Some(start), Some(end)) => QuietHours::new(start, end),
            _ => None,
        };
        Ok(ReminderSettings {
            dm,
            time_zone,
            quiet,
            off,
            digest_hour: digest_hour
                .and_then(|h| u8::try_from(h).ok())
                .filter(|h| *h < 24),
        })
    }

    /// Stores a player's reminder settings, all at once.
    pub async fn save_reminder_settings(
        &self,
        user: &str,
        settings: &ReminderSettings,
        now: i64,
    ) -> Result<(), StoreError> {
        on!(self.writer(), |db| sqlx::query(
            "INSERT INTO user_settings (user_id, dm_reminders, time_zone, quiet_start, quiet_end,
                updated_at, notifications_off, digest_hour) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
             ON CONFLICT (user_id) DO UPDATE SET dm_reminders = excluded.dm_reminders,
                time_zone = excluded.time_zone, quiet_start = excluded.quiet_start,
                quiet_end = excluded.quiet_end, updated_at = excluded.updated_at,
                notifications_off = excluded.notifications_off,
                digest_hour = excluded.digest_hour",
        )
        .bind(user)
        .bind(settings.dm)
        .bind(&settings.time_zone)
        .bind(settings.quiet.map(|q| i64::from(q.start())))
        .bind(settings.quiet.map(|q| i64::from(q.end())))
        .bind(now)
        .bind(settings.off)
        .bind(settings.digest_hour.map(i64::from))
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Marks the player to move of a game as reminded at `version`; false when the game has
    /// moved on (or was reminded already), so each turn gets one reminder at most.
    pub async fn mark_reminded(&self, game: GameId, version: i64) -> Result<bool, StoreError> {
        let done = on!(self.writer(), |db| sqlx::query(
            "UPDATE games SET reminded_version = $1
             WHERE id = $2 AND version = $1 AND status = 'active'
               AND reminded_version IS DISTINCT FROM $1",
        )
        .bind(version)
        .bind(game)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(done == 1)
    }
}
