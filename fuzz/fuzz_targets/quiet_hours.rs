//! Quiet hours as typed in `/reminders quiet_hours:` (`23:00-08:00`, `23-8`, `22h30-7h`,
//! `11pm-7am`, `off` in each language), read by `QuietHours::read`, and where they fall on a
//! player's clock. An optional first line `ZONE UNIX-SECONDS` (`Europe/Madrid 1711846800`)
//! gives a time zone and an instant to place them at.
//!
//! Invariants: reading never panics; quiet hours that read are two different times of day at
//! most 16 hours apart, their canonical `HH:MM-HH:MM` text reads back to them, and they
//! display in every language; a refusal is explained in every language. With a zone and an
//! instant: the period the instant falls in contains it, `contains` agrees, and a reminder
//! due at that instant keeps its time exactly when it is outside quiet hours.
#![no_main]

#[path = "common.rs"]
mod common;

use tablero::i18n::Locale;
use tablero::messages::{PlainStyle, text as message};
use tablero::table::{Msg, TableError};
use tablero::time_control::quiet::{MAX_QUIET, reminder_time, time_zone};
use tablero::time_control::{HOUR, QuietHours};

common::fuzz_target!(|data: &[u8]| {
    let Some(input) = common::text(data) else {
        return;
    };
    // A first line that names a zone and an instant places the quiet hours; otherwise the
    // whole input is the quiet hours' text.
    let placed = input.split_once('\n').and_then(|(head, rest)| {
        let (zone, at) = head.split_once(' ')?;
        Some((time_zone(zone)?, at.trim().parse::<i64>().ok()?, rest))
    });
    let typed = placed.as_ref().map_or(input, |(_, _, rest)| *rest);
    let quiet = match QuietHours::read(typed) {
        Ok(Some(quiet)) => quiet,
        Ok(None) => return,
        Err(e) => {
            for locale in Locale::all() {
                let text = message(
                    &Msg::Refused(TableError::BadQuietHours(e)),
                    locale,
                    &PlainStyle,
                );
                assert!(!text.is_empty(), "{e:?}");
            }
            return;
        }
    };
    assert!(quiet.start() < 1440 && quiet.end() < 1440 && quiet.start() != quiet.end());
    assert!(quiet.length() > 0 && quiet.length() <= MAX_QUIET, "{quiet:?}");
    let canonical = format!(
        "{:02}:{:02}-{:02}:{:02}",
        quiet.start() / 60,
        quiet.start() % 60,
        quiet.end() / 60,
        quiet.end() % 60
    );
    assert_eq!(QuietHours::read(&canonical), Ok(Some(quiet)), "`{typed}`");
    for locale in Locale::all() {
        let settings = Msg::ReminderSettings {
            dm: false,
            time_zone: None,
            quiet: Some(quiet),
            off: false,
            digest_hour: None,
        };
        assert!(!message(&settings, locale, &PlainStyle).is_empty());
    }
    let Some((zone, at, _)) = placed else {
        return;
    };
    let period = quiet.period_at(&zone, at);
    assert_eq!(quiet.contains(&zone, at), period.is_some());
    if let Some((begin, end)) = period {
        assert!(begin <= at && at < end, "{quiet:?} at {at}: {begin}..{end}");
        // A day's quiet hours, longer or shorter by a change of the clocks (a day skipped
        // or repeated by a zone changing sides of the date line is a day longer).
        assert!(end - begin <= MAX_QUIET + 25 * HOUR, "{quiet:?} at {at}: {begin}..{end}");
    }
    // A turn begun a day before `at`, whose reminder is due at `at`, with its deadline an
    // hour later.
    if let (Some(started), Some(deadline)) = (at.checked_sub(24 * HOUR), at.checked_add(HOUR)) {
        let time = reminder_time(started, at, deadline, &zone, quiet);
        assert_eq!(time == Some(at), period.is_none(), "{quiet:?} at {at}: {time:?}");
    }
});
