//! Server settings (`/settings`) and personal ones (`/reminders`), and how settings shape a
//! challenge: the server's language for public text, its default turn time, the channels
//! where challenges are taken.

use super::{Actor, ChallengeRequest, Msg, Reply, Table, TableError};
use crate::domain::ChannelRef;
use crate::i18n::Locale;
use crate::store::{ReminderSettings, ServerSettings};
use crate::time_control::{QuietHours, quiet};

/// What a player changes with `/reminders`, as typed; `None` leaves a setting as it is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReminderChange {
    /// By direct message (or as a ping in the game's thread).
    pub dm: Option<bool>,
    /// An IANA time zone (`Europe/Madrid`, any case).
    pub time_zone: Option<String>,
    /// Quiet hours (`23:00-08:00`), or `off`.
    pub quiet_hours: Option<String>,
    /// No notifications at all (or back on).
    pub off: Option<bool>,
    /// The daily digest's hour on the player's clock (0-23), or `Some(None)`: no digest.
    pub digest_hour: Option<Option<u8>>,
}

/// What an admin changes with `/settings`; `None` leaves a setting as it is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    /// `Some(None)`: back to the server's Discord language.
    pub locale: Option<Option<Locale>>,
    pub threads: Option<bool>,
    /// The default clock of new challenges and tournaments.
    pub time: Option<crate::time_control::TimeControl>,
    pub hints_in_rated: Option<bool>,
    /// Take challenges in this channel too (the first one limits them to it).
    pub allow_channel: Option<String>,
    /// Take challenges in every channel again.
    pub all_channels: bool,
    /// `Some(None)`: no moderator role.
    pub moderator_role: Option<Option<String>>,
    /// `Some(None)`: no tournament organizer role (Manage Server only).
    pub organizer_role: Option<Option<String>>,
    /// The days of vacation each player may take a calendar year.
    pub vacation_days: Option<i64>,
    /// The daily puzzle's channel, or `Some(None)`: no daily puzzle.
    pub puzzle_channel: Option<Option<String>>,
    /// The daily puzzle's hour (UTC, 0-23).
    pub puzzle_hour: Option<i64>,
    /// The server's web pages on or off (off takes them down).
    pub web: Option<bool>,
}

/// The daily puzzle's hour (UTC) when a server names its channel without one.
pub const DEFAULT_PUZZLE_HOUR: i64 = 9;

/// The most vacation days a year a server may give.
pub const MAX_VACATION_DAYS: i64 = 365;

impl SettingsChange {
    pub fn is_empty(&self) -> bool {
        *self == SettingsChange::default()
    }
}

impl Table {
    /// The settings of the server `channel` belongs to (defaults outside a server).
    pub async fn settings_of(&self, channel: &ChannelRef) -> Result<ServerSettings, TableError> {
        match &channel.guild {
            Some(guild) => Ok(self.store.server_settings(guild).await?),
            None => Ok(ServerSettings::default()),
        }
    }

    /// Applies the server's settings to a challenge and checks it, storing nothing: the
    /// actor speaks the server's public language, the turn time defaults to the server's,
    /// and challenges are taken only in the server's challenge channels.
    pub async fn prepare_challenge(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        request: &ChallengeRequest,
    ) -> Result<(Actor, ChallengeRequest), TableError> {
        let settings = self.settings_of(channel).await?;
        if !settings.challenge_channels.is_empty()
            && !settings.challenge_channels.contains(&channel.channel)
        {
            return Err(TableError::ChallengesNotHere {
                channels: settings.challenge_channels.clone(),
            });
        }
        let mut actor = actor.clone();
        if let Some(locale) = settings.locale {
            actor.table_locale = locale;
        }
        let mut request = request.clone();
        if request.time.is_none() {
            request.time = settings.time;
        }
        self.check_challenge(&actor, &request)?;
        Ok((actor, request))
    }

    /// `/settings` without changes: the server's settings, privately.
    pub async fn show_settings(&self, channel: &ChannelRef) -> Result<Reply, TableError> {
        let settings = self.settings_of(channel).await?;
        Ok(Reply::private(vec![self.settings_msg(settings)]))
    }

    /// Changes a server's settings. The front end has checked that the actor may (Manage
    /// Server); an invalid value changes nothing.
    pub async fn change_settings(
        &self,
        channel: &ChannelRef,
        change: &SettingsChange,
    ) -> Result<Reply, TableError> {
        let Some(guild) = &channel.guild else {
            return Err(TableError::NotInServer);
        };
        let mut settings = self.store.server_settings(guild).await?;
        if let Some(time) = change.time {
            time.validate(&self.config.limits())
                .map_err(TableError::BadTimeControl)?;
            settings.time = Some(time);
        }
        if let Some(locale) = change.locale {
            settings.locale = locale;
        }
        if let Some(threads) = change.threads {
            settings.threads = Some(threads);
        }
        if let Some(hints) = change.hints_in_rated {
            settings.hints_in_rated = hints;
        }
        if let Some(web) = change.web {
            settings.web = web;
        }
        if change.all_channels {
            settings.challenge_channels.clear();
        }
        if let Some(channel) = &change.allow_channel
            && !settings.challenge_channels.contains(channel)
        {
            // Discord channel ids are digits; anything else would never match a channel.
            if channel.is_empty() || !channel.chars().all(|c| c.is_ascii_digit()) {
                return Err(TableError::BadSetting);
            }
            settings.challenge_channels.push(channel.clone());
        }
        if let Some(role) = &change.moderator_role {
            settings.moderator_role = role.clone();
        }
        if let Some(role) = &change.organizer_role {
            settings.organizer_role = role.clone();
        }
        if let Some(days) = change.vacation_days {
            if !(0..=MAX_VACATION_DAYS).contains(&days) {
                return Err(TableError::BadVacationAllowance {
                    max: MAX_VACATION_DAYS,
                });
            }
            settings.vacation_days = Some(days);
        }
        if let Some(hour) = change.puzzle_hour
            && !(0..24).contains(&hour)
        {
            return Err(TableError::BadSetting);
        }
        match &change.puzzle_channel {
            Some(Some(channel)) => {
                if channel.is_empty() || !channel.chars().all(|c| c.is_ascii_digit()) {
                    return Err(TableError::BadSetting);
                }
                let hour = change
                    .puzzle_hour
                    .or(settings.daily_puzzle.as_ref().map(|d| d.1))
                    .unwrap_or(DEFAULT_PUZZLE_HOUR);
                settings.daily_puzzle = Some((channel.clone(), hour));
            }
            Some(None) => settings.daily_puzzle = None,
            None => {
                if let (Some(hour), Some(daily)) = (change.puzzle_hour, &mut settings.daily_puzzle)
                {
                    daily.1 = hour;
                }
            }
        }
        self.store
            .save_server_settings(guild, &settings, self.now())
            .await?;
        Ok(Reply::private(vec![
            Msg::SettingsSaved,
            self.settings_msg(settings),
        ]))
    }

    fn settings_msg(&self, settings: ServerSettings) -> Msg {
        Msg::Settings {
            locale: settings.locale,
            threads: settings.threads,
            time: self.config.default_time(settings.time),
            hints_in_rated: settings.hints_in_rated,
            challenge_channels: settings.challenge_channels,
            moderator_role: settings.moderator_role,
            organizer_role: settings.organizer_role,
            vacation_days: settings
                .vacation_days
                .unwrap_or(crate::store::DEFAULT_VACATION_DAYS),
            daily_puzzle: settings.daily_puzzle,
            web: settings.web,
        }
    }

    /// `/reminders` with `dm` alone (see [`Table::change_reminders`]).
    pub async fn set_reminders(&self, actor: &Actor, dm: bool) -> Result<Reply, TableError> {
        let change = ReminderChange {
            dm: Some(dm),
            ..Default::default()
        };
        self.change_reminders(actor, &change).await
    }

    /// `/reminders`: how the actor's turn reminders come (direct message or ping), their
    /// time zone and quiet hours; with no change, the settings as they are. Every value is
    /// checked before anything is stored: one refused changes nothing.
    pub async fn change_reminders(
        &self,
        actor: &Actor,
        change: &ReminderChange,
    ) -> Result<Reply, TableError> {
        let mut settings = self.store.reminder_settings(&actor.id).await?;
        if *change == ReminderChange::default() {
            return Ok(Reply::private(vec![self.reminder_settings_msg(&settings)]));
        }
        let time_zone = match &change.time_zone {
            Some(text) => Some(quiet::read_time_zone(text).map_err(TableError::BadTimeZone)?),
            None => None,
        };
        let quiet = match &change.quiet_hours {
            Some(text) => Some(QuietHours::read(text).map_err(TableError::BadQuietHours)?),
            None => None,
        };
        if let Some(zone) = time_zone {
            settings.time_zone = Some(zone);
        }
        if let Some(quiet) = quiet {
            if quiet.is_some() && settings.time_zone.is_none() {
                return Err(TableError::QuietHoursNeedTimeZone);
            }
            settings.quiet = quiet;
        }
        if let Some(dm) = change.dm {
            settings.dm = dm;
        }
        if let Some(off) = change.off {
            settings.off = off;
        }
        if let Some(hour) = change.digest_hour {
            if hour.is_some_and(|h| h > 23) {
                return Err(TableError::BadSetting);
            }
            if hour.is_some() && settings.time_zone.is_none() {
                return Err(TableError::DigestNeedsTimeZone);
            }
            settings.digest_hour = hour;
        }
        self.store
            .save_reminder_settings(&actor.id, &settings, self.now())
            .await?;
        let mut lines = Vec::new();
        if let Some(dm) = change.dm {
            lines.push(Msg::RemindersSet { dm });
        } else {
            lines.push(Msg::SettingsSaved);
        }
        lines.push(self.reminder_settings_msg(&settings));
        Ok(Reply::private(lines))
    }

    fn reminder_settings_msg(&self, settings: &ReminderSettings) -> Msg {
        let now = self.now();
        Msg::ReminderSettings {
            dm: settings.dm,
            time_zone: settings.time_zone.as_ref().map(|name| {
                let offset = quiet::time_zone(name).map_or(0, |z| quiet::utc_offset(&z, now));
                (name.clone(), offset)
            }),
            quiet: settings.quiet,
            off: settings.off,
            digest_hour: settings.digest_hour,
        }
    }

    /// `/mute` in a game's thread or channel: the actor is no longer pinged in that game's
    /// announcements nor reminded of their turn there (`on: false` undoes it). The board
    /// still shows everything; only the pings stop.
    pub async fn mute(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        on: bool,
    ) -> Result<Reply, TableError> {
        let loaded = self.active(channel).await?;
        self.seat(&loaded, actor)?;
        self.store
            .set_muted(loaded.stored.id, &actor.id, on, self.now())
            .await?;
        Ok(Reply::private(vec![Msg::Muted { on }]))
    }

    /// Whether a rated game's players may ask for hints on this server.
    pub(super) async fn hints_in_rated(&self, channel: &ChannelRef) -> Result<bool, TableError> {
        Ok(self.settings_of(channel).await?.hints_in_rated)
    }
}
