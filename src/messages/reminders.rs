//! The text of a player's reminder settings (`/reminders`): how reminders come, their time
//! zone and quiet hours, with times of day written as each language writes them (`11 pm`,
//! `23:00`, `23 h`), and why a time zone or quiet hours were refused.

use crate::i18n::{self, Args, Locale};
use crate::table::Msg;
use crate::time_control::{QuietHoursError, TimeZoneError};

/// The text of a reminder settings message; `None` for other messages.
pub(super) fn line(msg: &Msg, locale: Locale) -> Option<String> {
    let Msg::ReminderSettings {
        dm,
        time_zone,
        quiet,
        off,
        digest_hour,
    } = msg
    else {
        return None;
    };
    let tr = |id: &str, args: Args| i18n::text(locale, id, &args);
    let yes = |b: bool| if b { "yes" } else { "no" };
    let mut out = vec![i18n::lookup(locale, "reminders-header")];
    out.push(if *off {
        i18n::lookup(locale, "reminders-off")
    } else {
        tr("reminders-mode", Args::new().with("dm", yes(*dm)))
    });
    out.push(match time_zone {
        Some((zone, offset)) => tr(
            "reminders-time-zone",
            Args::new()
                .with("zone", zone.clone())
                .with("offset", utc_offset_text(*offset)),
        ),
        None => i18n::lookup(locale, "reminders-time-zone-none"),
    });
    out.push(match quiet {
        Some(q) => tr(
            "reminders-quiet",
            Args::new()
                .with("from", clock_time(locale, q.start()))
                .with("to", clock_time(locale, q.end())),
        ),
        None => i18n::lookup(locale, "reminders-quiet-none"),
    });
    out.push(match digest_hour {
        Some(hour) => tr(
            "reminders-digest",
            // The hour too, for the languages whose words before a time depend on it
            // (Spanish "a la 1:00", "a las 9:00").
            Args::new()
                .with("time", clock_time(locale, u16::from(*hour) * 60))
                .with("hour", i64::from(*hour)),
        ),
        None => i18n::lookup(locale, "reminders-digest-none"),
    });
    Some(out.join("\n"))
}

/// A time of day, `minutes` after midnight, as `locale` writes it: `11 pm`, `8:30 am`;
/// `23:00`, `8:30`; `23 h`, `8 h 30`.
pub fn clock_time(locale: Locale, minutes: u16) -> String {
    let (hour, minute) = (minutes / 60 % 24, minutes % 60);
    let hour12 = match hour % 12 {
        0 => 12,
        h => h,
    };
    i18n::text(
        locale,
        "clock-time",
        &Args::new()
            .with("hour", i64::from(hour))
            .with("hour12", i64::from(hour12))
            .with("minute", format!("{minute:02}"))
            .with("whole", if minute == 0 { "yes" } else { "no" })
            .with("half", if hour < 12 { "am" } else { "pm" }),
    )
}

/// An offset from UTC as every language here writes it: `UTC`, `UTC+1`, `UTC-5`,
/// `UTC+5:30`.
pub fn utc_offset_text(seconds: i32) -> String {
    if seconds == 0 {
        return "UTC".into();
    }
    let sign = if seconds < 0 { '-' } else { '+' };
    let minutes = seconds.unsigned_abs() / 60;
    match minutes % 60 {
        0 => format!("UTC{sign}{}", minutes / 60),
        m => format!("UTC{sign}{}:{m:02}", minutes / 60),
    }
}

/// Why quiet hours typed in `/reminders` were refused, in `locale`.
pub fn quiet_hours_error_text(locale: Locale, error: &QuietHoursError) -> String {
    let (id, args) = match *error {
        QuietHoursError::Empty => ("quiet-error-empty", Args::new()),
        QuietHoursError::Unreadable => ("quiet-error-unreadable", Args::new()),
        QuietHoursError::BadTime => ("quiet-error-bad-time", Args::new()),
        QuietHoursError::Same => ("quiet-error-same", Args::new()),
        QuietHoursError::TooLong { max_hours } => {
            ("quiet-error-too-long", Args::new().with("max", max_hours))
        }
    };
    i18n::text(locale, id, &args)
}

/// Why a time zone typed in `/reminders` was refused, in `locale`.
pub fn time_zone_error_text(locale: Locale, error: &TimeZoneError) -> String {
    i18n::lookup(
        locale,
        match error {
            TimeZoneError::Empty => "zone-error-empty",
            TimeZoneError::Unknown => "zone-error-unknown",
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time_control::QuietHours;

    #[test]
    fn times_of_day_read_as_each_language_writes_them() {
        let cases = [
            (23 * 60, "11 pm", "23:00", "23\u{a0}h"),
            (8 * 60, "8 am", "8:00", "8\u{a0}h"),
            (7 * 60 + 30, "7:30 am", "7:30", "7\u{a0}h\u{a0}30"),
            (0, "12 am", "0:00", "0\u{a0}h"),
            (12 * 60 + 5, "12:05 pm", "12:05", "12\u{a0}h\u{a0}05"),
        ];
        for (minutes, en, es, fr) in cases {
            assert_eq!(clock_time(Locale::EN, minutes), en);
            assert_eq!(clock_time(Locale::ES, minutes), es);
            assert_eq!(clock_time(Locale::FR, minutes), fr);
        }
        assert_eq!(utc_offset_text(3600), "UTC+1");
        assert_eq!(utc_offset_text(-5 * 3600), "UTC-5");
        assert_eq!(utc_offset_text(5 * 3600 + 1800), "UTC+5:30");
        assert_eq!(utc_offset_text(0), "UTC");
    }

    #[test]
    fn spanish_says_a_la_1_and_a_las_for_other_hours() {
        let digest = |hour| Msg::ReminderSettings {
            dm: true,
            time_zone: Some(("Europe/Madrid".into(), 3600)),
            quiet: None,
            off: false,
            digest_hour: Some(hour),
        };
        let one = line(&digest(1), Locale::ES).unwrap();
        assert!(one.contains("directo a la 1:00"), "{one}");
        let nine = line(&digest(9), Locale::ES).unwrap();
        assert!(nine.contains("directo a las 9:00"), "{nine}");
        let en = line(&digest(9), Locale::EN).unwrap();
        assert!(en.contains("at 9 am"), "{en}");
        let puzzle = |hour: i64| {
            i18n::text(
                Locale::ES,
                "settings-daily-puzzle",
                &Args::new().with("channel", "#problemas").with("hour", hour),
            )
        };
        assert!(puzzle(1).ends_with("a la 1:00 UTC"), "{}", puzzle(1));
        assert!(puzzle(13).ends_with("a las 13:00 UTC"), "{}", puzzle(13));
    }

    #[test]
    fn the_settings_and_every_refusal_are_written_in_every_language() {
        let msg = Msg::ReminderSettings {
            dm: true,
            time_zone: Some(("Europe/Madrid".into(), 3600)),
            quiet: QuietHours::new(23 * 60, 8 * 60),
            off: false,
            digest_hour: None,
        };
        let en = line(&msg, Locale::EN).unwrap();
        assert!(en.contains("Europe/Madrid (UTC+1 now)"), "{en}");
        assert!(en.contains("11 pm to 8 am"), "{en}");
        let es = line(&msg, Locale::ES).unwrap();
        assert!(
            es.contains("de 23:00 a 8:00") && es.contains("ahora UTC+1"),
            "{es}"
        );
        let fr = line(&msg, Locale::FR).unwrap();
        assert!(fr.contains("de 23\u{a0}h à 8\u{a0}h"), "{fr}");
        let none = Msg::ReminderSettings {
            dm: false,
            time_zone: None,
            quiet: None,
            off: false,
            digest_hour: None,
        };
        assert!(line(&none, Locale::ES).unwrap().contains("zona_horaria:"));
        let off = Msg::ReminderSettings {
            dm: false,
            time_zone: None,
            quiet: None,
            off: true,
            digest_hour: Some(8),
        };
        for locale in Locale::all() {
            let text = line(&off, locale).unwrap();
            assert!(text.contains(":no`") || text.contains(":non`"), "{text}");
        }
        let quiet = [
            QuietHoursError::Empty,
            QuietHoursError::Unreadable,
            QuietHoursError::BadTime,
            QuietHoursError::Same,
            QuietHoursError::TooLong { max_hours: 16 },
        ];
        for locale in Locale::all() {
            let mut seen = std::collections::BTreeSet::new();
            let texts = quiet
                .iter()
                .map(|e| quiet_hours_error_text(locale, e))
                .chain(
                    [TimeZoneError::Empty, TimeZoneError::Unknown]
                        .iter()
                        .map(|e| time_zone_error_text(locale, e)),
                );
            for t in texts {
                assert!(
                    !t.contains('{') && !t.contains("-error-") && t.len() > 20,
                    "{t}"
                );
                assert!(seen.insert(t.clone()), "{locale}: `{t}` said twice");
            }
        }
        assert!(
            quiet_hours_error_text(Locale::FR, &QuietHoursError::TooLong { max_hours: 16 })
                .contains("16 heures")
        );
    }
}
