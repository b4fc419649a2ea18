//! Vacations (issue 28): `/vacation start [days]` stops the clocks of every game the player is
//! playing in the server (the turn limits and the banks alike: their turns' deadlines are
//! cleared, so nothing times out and no reminder comes), `/vacation end` or the sweeper at the
//! planned end starts them again as if the vacation had not happened (the core's `resume`).
//! A turn that comes to the player during their vacation starts paused (`play.rs`,
//! `Table::pause_of`). Each player has a number of days a calendar year (UTC), a server
//! setting (20 by default); begun days count whole.

use super::{Actor, Msg, Reply, Table, TableError};
use crate::domain::ChannelRef;
use crate::games::{GameRules, Seat};
use crate::store::{
    DEFAULT_VACATION_DAYS, Pause, Resume, StoreError, StoredGame, Vacation, VacationError,
};
use crate::time_control::{DAY, resume};

/// How many times a vacation's change is tried when moves keep landing meanwhile.
const TRIES: usize = 4;

/// The calendar year (proleptic Gregorian, UTC) of a Unix time.
pub fn year_of(unix: i64) -> i64 {
    // Howard Hinnant's civil_from_days.
    let days = unix.div_euclid(DAY);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    yoe + era * 400 + i64::from(month <= 2)
}

impl Table {
    /// The server a vacation is taken in: vacations are per server (its allowance is its
    /// setting), so none outside one.
    fn vacation_guild(channel: &ChannelRef) -> Result<&str, TableError> {
        channel.guild.as_deref().ok_or(TableError::VacationNotHere)
    }

    /// The days of vacation `user` has left this year in `guild`.
    async fn vacation_days_left(
        &self,
        guild: &str,
        user: &str,
        now: i64,
    ) -> Result<i64, TableError> {
        let allowance = self
            .store
            .server_settings(guild)
            .await?
            .vacation_days
            .unwrap_or(DEFAULT_VACATION_DAYS);
        let taken: i64 = self
            .store
            .vacations_in_year(guild, user, year_of(now))
            .await?
            .iter()
            .map(Vacation::days_taken)
            .sum();
        Ok((allowance - taken).max(0))
    }

    /// Starts the actor's vacation in the channel's server for `days` (all the days they have
    /// left this year when `None`).
    pub async fn start_vacation(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        days: Option<i64>,
    ) -> Result<Reply, TableError> {
        let guild = Self::vacation_guild(channel)?;
        let now = self.now();
        if let Some(running) = self.store.running_vacation(guild, &actor.id).await? {
            return Err(TableError::VacationRunning {
                until: running.ends_at,
            });
        }
        let left = self.vacation_days_left(guild, &actor.id, now).await?;
        if left == 0 {
            return Err(TableError::NoVacationDays);
        }
        let days = days.unwrap_or(left);
        if !(1..=left).contains(&days) {
            return Err(TableError::BadVacationDays { left });
        }
        let vacation = Vacation {
            id: 0,
            guild: guild.to_string(),
            user: actor.id.clone(),
            started_at: now,
            ends_at: now + days * DAY,
            ended_at: None,
            year: year_of(now),
        };
        for attempt in 1..=TRIES {
            let mut pauses = Vec::new();
            for stored in self.store.all_active_games_of(guild, &actor.id).await? {
                if stored.turn_deadline.is_none() {
                    continue;
                }
                let loaded = self.load(stored).await?;
                if loaded.stored.player(loaded.game.to_move()) == actor.id {
                    pauses.push(Pause {
                        game: loaded.stored.id,
                        version: loaded.stored.version,
                    });
                }
            }
            match self.store.start_vacation(&vacation, &pauses).await {
                Ok(_) => {
                    return Ok(Reply::private(vec![Msg::VacationStarted {
                        until: vacation.ends_at,
                        paused: pauses.len(),
                        left: left - days,
                    }]));
                }
                // Another command of theirs started one meanwhile: say when that one ends.
                Err(VacationError::Running) => {
                    let running = self.store.running_vacation(guild, &actor.id).await?;
                    return Err(TableError::VacationRunning {
                        until: running.map_or(vacation.ends_at, |v| v.ends_at),
                    });
                }
                Err(VacationError::Store(StoreError::Conflict)) if attempt < TRIES => continue,
                Err(VacationError::Store(e)) => return Err(e.into()),
            }
        }
        Err(TableError::Bug("a vacation tried too often".into()))
    }

    /// Ends the actor's vacation in the channel's server now.
    pub async fn end_vacation(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
    ) -> Result<Reply, TableError> {
        let guild = Self::vacation_guild(channel)?;
        let Some(vacation) = self.store.running_vacation(guild, &actor.id).await? else {
            return Err(TableError::NoVacation);
        };
        let now = self.now();
        let at = now.min(vacation.ends_at);
        if !self.finish_vacation(&vacation, at).await? {
            return Err(TableError::NoVacation);
        }
        let taken = Vacation {
            ended_at: Some(at),
            ..vacation
        }
        .days_taken();
        Ok(Reply::private(vec![Msg::VacationEnded {
            taken,
            left: self.vacation_days_left(guild, &actor.id, now).await?,
        }]))
    }

    /// Ends the vacations whose planned end has come (the sweeper), each at that end.
    pub(super) async fn end_due_vacations(&self, now: i64) -> Result<(), TableError> {
        for vacation in self.store.vacations_ending_by(now).await? {
            let at = vacation.ends_at;
            self.finish_vacation(&vacation, at).await?;
        }
        // A clock left stopped by a move that raced a vacation's end runs again from the
        // vacation's planned end (or now, if that is later than now).
        for stored in self.store.orphan_paused_games().await? {
            let Some((paused_at, until)) = stored.paused else {
                continue;
            };
            let loaded = self.load(stored).await?;
            let seat = loaded.game.to_move();
            let resume = resumed(&loaded.stored, seat, paused_at, until.min(now))?;
            // A move meanwhile wins: the next sweep looks again.
            self.store.resume_game(&resume).await?;
        }
        Ok(())
    }

    /// Ends `vacation` at `at` and starts the player's stopped clocks again, as if the time
    /// on vacation had not passed; `false` when it had ended already.
    async fn finish_vacation(&self, vacation: &Vacation, at: i64) -> Result<bool, TableError> {
        for attempt in 1..=TRIES {
            let mut resumes = Vec::new();
            for stored in self
                .store
                .all_active_games_of(&vacation.guild, &vacation.user)
                .await?
            {
                let Some((paused_at, _)) = stored.paused else {
                    continue;
                };
                let loaded = self.load(stored).await?;
                let seat = loaded.game.to_move();
                if loaded.stored.player(seat) == vacation.user {
                    resumes.push(resumed(&loaded.stored, seat, paused_at, at)?);
                }
            }
            match self.store.end_vacation(vacation.id, at, &resumes).await {
                Ok(ended) => return Ok(ended),
                Err(StoreError::Conflict) if attempt < TRIES => continue,
                Err(e) => return Err(e.into()),
            }
        }
        Err(TableError::Bug("a vacation's end tried too often".into()))
    }

    /// The pause a turn that begins now for `player` starts with: when they are on vacation
    /// in the game's server, from now until the vacation's planned end.
    pub(super) async fn pause_of(
        &self,
        stored: &StoredGame,
        player: &str,
        now: i64,
    ) -> Result<Option<(i64, i64)>, TableError> {
        let Some(guild) = stored.channel.guild.as_deref() else {
            return Ok(None);
        };
        Ok(self
            .store
            .running_vacation(guild, player)
            .await?
            .map(|v| (now, v.ends_at)))
    }
}

/// A stopped game's clock, `seat`'s, started again at `at`.
fn resumed(stored: &StoredGame, seat: Seat, paused_at: i64, at: i64) -> Result<Resume, TableError> {
    let bug = |e| TableError::Bug(format!("game {}: {e}", stored.id));
    let turn_started = resume(stored.turn_started, paused_at, at).map_err(bug)?;
    let deadline = stored
        .time
        .deadline(&stored.banks, seat, turn_started)
        .map_err(bug)?;
    Ok(Resume {
        game: stored.id,
        version: stored.version,
        turn_started,
        deadline,
    })
}

#[cfg(test)]
mod tests {
    use super::year_of;

    #[test]
    fn years_turn_at_midnight_utc_on_new_years_day() {
        assert_eq!(year_of(0), 1970);
        assert_eq!(year_of(1_767_225_599), 2025); // 2025-12-31 23:59:59
        assert_eq!(year_of(1_767_225_600), 2026); // 2026-01-01 00:00:00
        assert_eq!(year_of(951_782_400), 2000); // 2000-02-29
        assert_eq!(year_of(-1), 1969);
    }
}
