//! Quiet hours (issue 28): a daily stretch of a player's own clock, in their time zone,
//! during which no reminder or direct message reaches them. A reminder that would fall in
//! it waits until it ends, or, when that would be at or after the deadline, comes just
//! before it begins ([`reminder_time`]).
//!
//! Pure: times are Unix seconds passed in by the caller. Time zones are IANA names read
//! from the tz database bundled with jiff, so every machine answers the same. Civil times
//! that summer time skips or repeats are resolved as most calendars do (a skipped time
//! moves forward by the gap, a repeated one is its first occurrence): nothing panics and no
//! reminder is lost on those days.

use jiff::Timestamp;
use jiff::civil::{Date, DateTime, Time};
use jiff::tz::TimeZone;

use super::{HOUR, MINUTE};

/// A daily quiet period, from `start` to `end`, each in minutes after midnight on the
/// player's clock (0..1440); it crosses midnight when `end < start` (`23:00-08:00`). Never
/// empty: `start != end`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct QuietHours {
    start: u16,
    end: u16,
}

/// The longest quiet period a player may choose: a reminder must still find some time
/// between two of them.
pub const MAX_QUIET: i64 = 16 * HOUR;

/// How long before quiet hours begin a reminder moved ahead of them is due: the sweeper's
/// pass that sends it comes within its interval (30 seconds by default) after that.
pub const BEFORE_QUIET: i64 = 5 * MINUTE;

/// How much earlier than usual a reminder may come because of quiet hours (a period of
/// [`MAX_QUIET`], an hour of summer time, and [`BEFORE_QUIET`]): the sweeper looks that
/// much further ahead.
pub const MAX_EARLIER: i64 = MAX_QUIET + HOUR + BEFORE_QUIET;

/// The most a zone name or quiet hours typed may hold.
const MAX_TEXT: usize = 64;

/// Why quiet hours typed in `/reminders` were refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum QuietHoursError {
    /// Nothing given.
    Empty,
    /// Not two times of day with a dash between them.
    Unreadable,
    /// A time that is not a time of day (`25:00`, `8:75`).
    BadTime,
    /// The same start and end.
    Same,
    /// Longer than [`MAX_QUIET`] (in hours).
    TooLong { max_hours: i64 },
}

/// Why a time zone typed in `/reminders` was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeZoneError {
    /// Nothing given.
    Empty,
    /// No IANA time zone has that name.
    Unknown,
}

impl QuietHours {
    /// Quiet hours from `start` to `end` minutes after midnight; `None` when either is not a
    /// time of day or they are equal.
    pub fn new(start: u16, end: u16) -> Option<QuietHours> {
        (start < 1440 && end < 1440 && start != end).then_some(QuietHours { start, end })
    }

    /// When they begin, in minutes after midnight.
    pub fn start(self) -> u16 {
        self.start
    }

    /// When they end, in minutes after midnight.
    pub fn end(self) -> u16 {
        self.end
    }

    /// How long they last on a day without a change of time, in seconds.
    pub fn length(self) -> i64 {
        let (start, end) = (i64::from(self.start), i64::from(self.end));
        (end - start).rem_euclid(1440) * MINUTE
    }

    /// Reads what a player typed: two times of day with a dash (`23:00-08:00`, `23-8`,
    /// `23h-8h`, `22h30-7h`, `11pm-7am`), or `off` (and its like in each language) for
    /// none: `Ok(None)`.
    pub fn read(text: &str) -> Result<Option<QuietHours>, QuietHoursError> {
        let text = text.trim().to_lowercase();
        if text.is_empty() {
            return Err(QuietHoursError::Empty);
        }
        if text.chars().count() > MAX_TEXT {
            return Err(QuietHoursError::Unreadable);
        }
        const OFF: [&str; 9] = [
            "off", "none", "no", "ninguna", "ningunas", "nada", "aucune", "non", "aucun",
        ];
        if OFF.contains(&text.as_str()) {
            return Ok(None);
        }
        let mut parts = text.split(['-', '–', '—']);
        let (Some(from), Some(to), None) = (parts.next(), parts.next(), parts.next()) else {
            return Err(QuietHoursError::Unreadable);
        };
        let (start, end) = (time_of_day(from)?, time_of_day(to)?);
        let quiet = QuietHours::new(start, end).ok_or(QuietHoursError::Same)?;
        if quiet.length() > MAX_QUIET {
            return Err(QuietHoursError::TooLong {
                max_hours: MAX_QUIET / HOUR,
            });
        }
        Ok(Some(quiet))
    }

    /// The quiet period in `zone` that `at` falls in, as `[begin, end)` in Unix seconds;
    /// `None` outside quiet hours (or for a time the calendar cannot hold).
    pub fn period_at(self, zone: &TimeZone, at: i64) -> Option<(i64, i64)> {
        let today = zone.to_datetime(Timestamp::from_second(at).ok()?).date();
        // A period that began yesterday may still run (it crosses midnight); one that
        // begins today may have begun.
        [today.yesterday().ok()?, today]
            .into_iter()
            .find_map(|day| {
                let begin = instant(zone, day, self.start)?;
                let end_day = if self.end < self.start {
                    day.tomorrow().ok()?
                } else {
                    day
                };
                let end = instant(zone, end_day, self.end)?;
                (begin <= at && at < end).then_some((begin, end))
            })
    }

    /// Whether `at` falls in quiet hours in `zone`.
    pub fn contains(self, zone: &TimeZone, at: i64) -> bool {
        self.period_at(zone, at).is_some()
    }
}

/// `8`, `08`, `8:30`, `8h`, `8h30`, `8.30`, `8am`, `11pm`, `12am` (midnight): minutes after
/// midnight.
fn time_of_day(text: &str) -> Result<u16, QuietHoursError> {
    let mut t = text.trim().replace(' ', "");
    let mut meridiem = None;
    for (suffix, pm) in [("am", false), ("a.m.", false), ("pm", true), ("p.m.", true)] {
        if let Some(rest) = t.strip_suffix(suffix) {
            meridiem = Some(pm);
            t = rest.to_string();
            break;
        }
    }
    let t = t.strip_suffix('h').unwrap_or(&t);
    let (hours, minutes) = match t.split_once([':', 'h', '.']) {
        Some((h, m)) => (h, m),
        None => (t, "0"),
    };
    let number = |s: &str| -> Result<u16, QuietHoursError> {
        if s.is_empty() || s.len() > 2 || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(QuietHoursError::Unreadable);
        }
        s.parse().map_err(|_| QuietHoursError::Unreadable)
    };
    let (mut hours, minutes) = (number(hours)?, number(minutes)?);
    if minutes >= 60 {
        return Err(QuietHoursError::BadTime);
    }
    match meridiem {
        Some(_) if !(1..=12).contains(&hours) => return Err(QuietHoursError::BadTime),
        Some(pm) => hours = hours % 12 + if pm { 12 } else { 0 },
        // `24:00` is midnight too.
        None if hours == 24 && minutes == 0 => hours = 0,
        None if hours >= 24 => return Err(QuietHoursError::BadTime),
        None => {}
    }
    Ok(hours * 60 + minutes)
}

/// The instant `minutes` after midnight of `day` on the clocks of `zone`.
fn instant(zone: &TimeZone, day: Date, minutes: u16) -> Option<i64> {
    let hour = i8::try_from(minutes / 60).ok()?;
    let minute = i8::try_from(minutes % 60).ok()?;
    let time = Time::new(hour, minute, 0, 0).ok()?;
    let at = zone
        .to_ambiguous_timestamp(DateTime::from_parts(day, time))
        .compatible()
        .ok()?;
    Some(at.as_second())
}

/// When a reminder normally due at `normal` (Unix seconds) for a turn that began at
/// `turn_started` and ends at `deadline` goes out for a player with `quiet` hours in `zone`:
/// at `normal` outside quiet hours; when they end, if that is before the deadline;
/// otherwise [`BEFORE_QUIET`] before they begin. `None`: no time is left for it outside
/// quiet hours within the turn (it would have to come before the turn began), so the
/// player gets no reminder this turn.
///
/// The time depends only on the turn, never on when the sweeper asks, so every pass and
/// every process computes the same one; the sweeper sends the reminder at its first pass at
/// or after it, as long as that pass is not itself in quiet hours.
pub fn reminder_time(
    turn_started: i64,
    normal: i64,
    deadline: i64,
    zone: &TimeZone,
    quiet: QuietHours,
) -> Option<i64> {
    let Some((begin, end)) = quiet.period_at(zone, normal) else {
        return Some(normal);
    };
    if end < deadline {
        return Some(end);
    }
    let before = begin.checked_sub(BEFORE_QUIET)?;
    (before >= turn_started && !quiet.contains(zone, before)).then_some(before)
}

/// Whether a sweep at `now` sends the reminder of a turn (as [`reminder_time`]) for a
/// player with `quiet` hours in `zone` (none without both): once its time has come, and
/// never while `now` itself is in quiet hours (a late pass, after a restart, waits for them
/// to end; the deadline is the caller's to check).
pub fn reminder_due(
    turn_started: i64,
    normal: i64,
    deadline: i64,
    now: i64,
    quiet: Option<(&TimeZone, QuietHours)>,
) -> bool {
    let Some((zone, quiet)) = quiet else {
        return now >= normal;
    };
    reminder_time(turn_started, normal, deadline, zone, quiet)
        .is_some_and(|at| now >= at && !quiet.contains(zone, now))
}

/// The time zone named `text` (any case; spaces for underscores): its IANA name as the
/// database spells it (`europe/madrid` is `Europe/Madrid`).
pub fn read_time_zone(text: &str) -> Result<String, TimeZoneError> {
    let wanted = text.trim().replace(' ', "_");
    if wanted.is_empty() {
        return Err(TimeZoneError::Empty);
    }
    if wanted.len() > MAX_TEXT {
        return Err(TimeZoneError::Unknown);
    }
    jiff::tz::db()
        .available()
        .find(|name| name.as_str().eq_ignore_ascii_case(&wanted))
        .map(|name| name.as_str().to_string())
        .ok_or(TimeZoneError::Unknown)
}

/// The time zone a stored IANA name stands for; `None` for a name the database no longer
/// has.
pub fn time_zone(name: &str) -> Option<TimeZone> {
    jiff::tz::db().get(name).ok()
}

/// The offset from UTC of `zone` at `at`, in seconds (`3600` for Madrid in winter).
pub fn utc_offset(zone: &TimeZone, at: i64) -> i32 {
    Timestamp::from_second(at)
        .map(|t| zone.to_offset(t).seconds())
        .unwrap_or(0)
}

/// Up to `limit` time zone names for what a player typed, for autocomplete: those that
/// begin with it first (`Europe/Ma`), then those with a part that begins with it
/// (`madrid`, `new york`), then those that contain it; in alphabetical order within each.
pub fn time_zone_suggestions(partial: &str, limit: usize) -> Vec<String> {
    let wanted = partial.trim().replace(' ', "_").to_lowercase();
    let mut names: Vec<String> = jiff::tz::db()
        .available()
        .map(|name| name.as_str().to_string())
        .collect();
    names.sort();
    let rank = |name: &str| -> Option<u8> {
        let lower = name.to_lowercase();
        if lower.starts_with(&wanted) {
            Some(0)
        } else if lower
            .split(['/', '_'])
            .any(|part| part.starts_with(&wanted))
            || lower.contains(&format!("/{wanted}"))
        {
            Some(1)
        } else if lower.contains(&wanted) {
            Some(2)
        } else {
            None
        }
    };
    let mut ranked: Vec<(u8, String)> = names
        .into_iter()
        .filter_map(|name| rank(&name).map(|r| (r, name)))
        .collect();
    ranked.sort();
    ranked.into_iter().take(limit).map(|(_, n)| n).collect()
}

#[cfg(test)]
#[path = "quiet_tests.rs"]
mod tests;
